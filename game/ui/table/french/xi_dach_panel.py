"""Xì Dách on the table: rút / dằng (dằng non confirmed), the dealer's xét, hints."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.protocol import Action
from game.i18n import t
from game.ui import theme
from game.ui.table.french.panel import ChipSelector, Panel
from game.ui.widgets import Button
from game.variants.xi_dach.hand import Category, evaluate
from game.variants.xi_dach.odds import hint
from game.variants.xi_dach.round import Bet, Draw, Leave, Stand, Xet, XetAll


class XiDachPanel(Panel):
    def __init__(self) -> None:
        super().__init__()
        self.chips = ChipSelector(self._changed)
        self._hint_key: object = None
        self._hint: str | None = None

    def _changed(self) -> None:
        if self.scene:
            self.scene.refresh_buttons(force=True)

    def reset(self) -> None:
        self.chips.reset()

    def state_key(self) -> object:
        return tuple(self.chips.stack)

    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.scene
        assert scene is not None
        bets = sorted({a.amount for a in legal if isinstance(a, Bet)})
        if bets:
            return self.chips.buttons(bets, lambda a: scene.act(seat, Bet(a)), "ui.bet.place")
        out: list[Button] = []
        if Draw() in legal:
            out.append(Button(lambda: t("xd.ui.draw"), lambda: scene.act(seat, Draw()), pygame.K_h, "H",
                              primary=True))
        if Stand() in legal:
            out.append(Button(lambda: t("xd.ui.stand"), lambda: self._stand(seat, view), pygame.K_s, "S"))
        if XetAll() in legal:
            out.append(Button(lambda: t("xd.ui.xet_all"), lambda: scene.act(seat, XetAll()), pygame.K_a, "A",
                              primary=Draw() not in legal))
        if any(isinstance(a, Xet) for a in legal):
            out.append(Button(lambda: t("xd.ui.xet_one"), lambda: scene.app.toast(t("xd.ui.click_seat"), bad=False),
                              pygame.K_x, "X"))
        if Leave() in legal:
            out.append(Button(lambda: t("xd.ui.leave"), lambda: self._leave(seat), size=15))
        return out

    def _own_value(self, seat: int, view: Any) -> Any:
        cards = view.seats[seat].cards
        if any(c is None for c in cards):
            return None
        return evaluate(cards, view.rules)

    def _stand(self, seat: int, view: Any) -> None:
        scene = self.scene
        assert scene is not None
        value = self._own_value(seat, view)
        is_dealer = seat == view.banker
        if value is not None and value.category == Category.NON and not is_dealer:
            scene.app.open("confirm", title=t("xd.ui.non.title"), body=t("xd.ui.non.body", total=value.total),
                           on_yes=lambda: scene.act(seat, Stand()), yes=t("xd.ui.stand"), no=t("ui.back"))
            return
        scene.act(seat, Stand())

    def _leave(self, seat: int) -> None:
        scene = self.scene
        assert scene is not None
        scene.app.open("confirm", title=t("xd.ui.leave.title"), body=t("xd.ui.leave.body"),
                       on_yes=lambda: scene.act(seat, Leave()), yes=t("xd.ui.leave"), no=t("ui.back"))

    def seat_clicked(self, seat: int) -> bool:
        scene = self.scene
        if scene is None:
            return False
        me = scene.acting_human()
        if me is None:
            return False
        legal = scene.controller.legal(me)
        if Xet(seat) in legal:
            scene.act(me, Xet(seat))
            return True
        if any(isinstance(a, Xet) for a in legal) and seat != me:
            scene.app.toast(self._why_not_xet(seat))
            return True
        return False

    def _why_not_xet(self, seat: int) -> str:
        scene = self.scene
        assert scene is not None
        view = scene.view()
        if view is not None and seat < len(view.settled) and view.settled[seat]:
            return t("xd.ui.already_settled", name=scene.seat_name(seat))
        return t("xd.ui.cannot_xet", name=scene.seat_name(seat))

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene is None:
            return
        me = scene.acting_human()
        if me is None:
            return
        legal = scene.controller.legal(me)
        sc = scene.layout.scale
        xets = [a.seat for a in legal if isinstance(a, Xet)]
        for s in xets:
            r = scene.layout.seat(s).plate
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(10, 10), width=3, border_radius=16)
        hint = self.hint_text(me, legal)
        if hint:
            img = theme.text(hint, round(18 * sc), theme.GOLD_LIGHT, bold=True)
            r = img.get_rect(midbottom=self.prompt_anchor())
            bg = r.inflate(20, 8)
            layer = pygame.Surface(bg.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (10, 8, 6, 180), layer.get_rect(), border_radius=bg.height // 2)
            surface.blit(layer, bg.topleft)
            surface.blit(img, r)

    def hint_text(self, seat: int, legal: Sequence[Action]) -> str | None:
        """"Rút: thắng 54% · Dằng: thắng 40%", when hints are on and the player may draw."""
        scene = self.scene
        if scene is None or not scene.app.session.settings.show_hints or Draw() not in legal:
            return None
        state = scene.match.current
        if state is None:
            return None
        view = state.view(seat)
        if view.banker == seat:
            return None
        key = (id(state), len(state.log), seat)
        if key != self._hint_key:
            self._hint_key = key
            odds = hint(view)
            self._hint = None if odds is None else "  ·  ".join(label.text() for label in odds.labels())
        return self._hint
