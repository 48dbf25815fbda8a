"""Ba Cây and Bài Cào on the table: bets, side bets (biên giới, ké cửa, cào thách), squeeze."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.protocol import Action
from game.i18n import t
from game.ui import theme
from game.ui.table.french.panel import ChipSelector, Panel
from game.ui.table.scene import signed
from game.ui.widgets import Button
from game.variants.three_card.defs import Accept, Back, Bet, Challenge, Decline, Ready, SideBet, SitOut

STATUS_COLORS = {
    "offered": theme.GOLD_LIGHT,
    "accepted": (236, 120, 96),
    "declined": (130, 120, 110),
    "won": theme.GOOD,
    "lost": theme.BAD,
    "push": theme.CREAM,
}


class ThreeCardPanel(Panel):
    squeeze = True

    def __init__(self) -> None:
        super().__init__()
        self.chips = ChipSelector(self._changed)
        self.picking: type[Action] | None = None  # Challenge or Back: choosing a seat, then an amount
        self.target: int | None = None

    def _changed(self) -> None:
        if self.scene:
            self.scene.refresh_buttons(force=True)

    def reset(self) -> None:
        self.chips.reset()
        self.picking = None
        self.target = None

    def state_key(self) -> object:
        return (tuple(self.chips.stack), self.picking, self.target,
                len(self.scene.peeked) if self.scene else 0)

    # --- buttons --------------------------------------------------------------------------------
    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.scene
        assert scene is not None
        bets = sorted({a.amount for a in legal if isinstance(a, Bet)})
        if bets:
            out = self.chips.buttons(bets, lambda a: scene.act(seat, Bet(a)), "ui.bet.place")
            if SitOut() in legal:
                out.append(Button(lambda: t("tc.ui.sit_out"), lambda: scene.act(seat, SitOut()), size=16))
            return out
        offers = [a for a in legal if isinstance(a, Accept)]
        if offers:
            offer = offers[0]
            amount = _offer_amount(view, offer.challenger, seat)
            name = scene.seat_name(offer.challenger)
            return [
                Button(lambda: t("tc.ui.accept", name=name, amount=amount), lambda: scene.act(seat, offer),
                       pygame.K_y, "Y", primary=True),
                Button(lambda: t("tc.ui.decline"), lambda: scene.act(seat, Decline(offer.challenger)),
                       pygame.K_n, "N"),
            ]
        if self.picking is not None:
            return self._picking_buttons(seat, legal)
        choices: list[Button] = []
        if not scene.all_open():
            choices.append(Button(lambda: t("tc.ui.open_all"), scene.open_all, pygame.K_f, "F"))
        if any(isinstance(a, Challenge) for a in legal):
            choices.append(Button(lambda: t(f"tc.ui.challenge.{scene.match.variant.key}"),
                              lambda: self._pick(Challenge), pygame.K_b, "B"))
        if any(isinstance(a, Back) for a in legal):
            choices.append(Button(lambda: t("tc.ui.back"), lambda: self._pick(Back), pygame.K_k, "K"))
        if Ready() in legal:
            choices.append(Button(lambda: t("tc.ui.ready"), lambda: self._ready(seat), pygame.K_SPACE, "Space",
                              primary=True))
        return choices

    def _ready(self, seat: int) -> None:
        assert self.scene is not None
        self.scene.open_all()
        self.scene.act(seat, Ready())

    def _pick(self, kind: type[Action]) -> None:
        self.picking = kind
        self.target = None
        self.chips.reset()
        self._changed()

    def _picking_buttons(self, seat: int, legal: Sequence[Action]) -> list[Button]:
        scene = self.scene
        assert scene is not None
        kind = self.picking
        cancel = Button(lambda: t("ui.back"), self._cancel, pygame.K_ESCAPE, "Esc", size=16)
        if self.target is None:
            return [cancel]
        target = self.target
        amounts = sorted({a.amount for a in legal if isinstance(a, (Challenge, Back)) and type(a) is kind
                          and a.target == target})
        make = Challenge if kind is Challenge else Back
        key = "tc.ui.offer" if kind is Challenge else "tc.ui.back_amount"
        out = self.chips.buttons(amounts, lambda a: scene.act(seat, make(target, a)), key)
        return [*out, cancel]

    def _cancel(self) -> None:
        self.reset()
        self._changed()

    def seat_clicked(self, seat: int) -> bool:
        scene = self.scene
        if scene is None or self.picking is None:
            return False
        me = scene.acting_human()
        if me is None:
            return False
        legal = scene.controller.legal(me)
        targets = {a.target for a in legal if isinstance(a, (Challenge, Back)) and type(a) is self.picking}
        if seat not in targets:
            scene.app.toast(self._why_not_target(seat, me, scene))
            return True
        self.target = seat
        self.chips.reset()
        self._changed()
        return True

    def _why_not_target(self, seat: int, me: int, scene: Any) -> str:
        view = scene.view()
        if seat == me:
            return t("tc.ui.not_yourself")
        if seat == getattr(view, "banker", None) and self.picking is Back:
            return t("tc.ui.not_banker")
        return t("tc.ui.cannot_target", name=scene.seat_name(seat))

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    # --- drawing -----------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene is None:
            return
        view = scene.view()
        for bet in getattr(view, "side_bets", ()):
            if bet.status != "declined":
                self._draw_side_bet(surface, bet, view, scene.layout.scale)

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene is None:
            return
        sc = scene.layout.scale
        if self.picking is not None:
            me = scene.acting_human()
            legal = scene.controller.legal(me) if me is not None else []
            targets = {a.target for a in legal if isinstance(a, (Challenge, Back)) and type(a) is self.picking}
            for s in targets:
                r = scene.layout.seat(s).plate
                color = theme.FOCUS if s != self.target else theme.GOLD_LIGHT
                pygame.draw.rect(surface, color, r.inflate(10, 10), width=3, border_radius=16)
            prompt = t("tc.ui.pick_target") if self.target is None else t(
                "tc.ui.pick_amount", name=scene.seat_name(self.target))
            img = theme.text(prompt, round(18 * sc), theme.GOLD_LIGHT, bold=True)
            surface.blit(img, img.get_rect(midbottom=self.prompt_anchor()))

    def _draw_side_bet(self, surface: pygame.Surface, bet: SideBet, view: Any, sc: float) -> None:
        scene = self.scene
        assert scene is not None
        a = scene.layout.seat(bet.maker).plate.center
        b = scene.layout.seat(bet.target).plate.center
        color = STATUS_COLORS.get(bet.status, theme.CREAM)
        pygame.draw.line(surface, color, a, b, max(2, round(3 * sc)))
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        label = t(f"tc.ui.side.{bet.kind}", amount=bet.amount)
        if bet.status in ("won", "lost", "push"):
            label += f" ({signed(bet.net)})"
        img = theme.text(label, round(14 * sc), theme.INK, bold=True, shadow=False)
        r = img.get_rect(center=mid).inflate(10, 4)
        pygame.draw.rect(surface, color, r, border_radius=r.height // 2)
        surface.blit(img, img.get_rect(center=r.center))


def _offer_amount(view: Any, challenger: int, target: int) -> int:
    for bet in getattr(view, "side_bets", ()):
        if bet.maker == challenger and bet.target == target and bet.status == "offered":
            return int(bet.amount)
    return 0

