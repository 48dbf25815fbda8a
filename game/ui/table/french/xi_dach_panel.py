"""Xì Dách on the table: nặn bài, rút / dằng (dằng non confirmed), bỏ cuộc, the dealer's
xét, the hints, what the log says and what the result panel lists.

A player's buttons wait until their own cards are open (squeezed, tapped or "Lật bài"):
before that only "Lật bài" is offered, since even whether "Rút" is allowed tells the total.
The buttons then keep their places; one that cannot be used says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.cards import Card
from game.engine.events import Tile
from game.engine.protocol import Action
from game.i18n import t
from game.shown.xi_dach import XiDachTable
from game.ui import pen, theme
from game.ui.table.french.layout import FrenchLayout
from game.ui.table.french.panel import ChipSelector, Limits, Panel
from game.ui.table.text import fit
from game.ui.theme import FOCUS
from game.ui.widgets import Button, ButtonRow, KeepClear
from game.variants.xi_dach.actions import Outcome
from game.variants.xi_dach.hand import MAX_CARDS, Category, XiDachRules, evaluate
from game.variants.xi_dach.odds import hint
from game.variants.xi_dach.round import Bet, Draw, Leave, Stand, Xet, XetAll, XiDachView
from game.variants.xi_dach.variant import XiDach

OUTCOMES = frozenset({Outcome.WIN, Outcome.LOSE, Outcome.PUSH})


class XiDachPanel(Panel):
    squeeze = True
    max_cards = MAX_CARDS

    def __init__(self, variant: XiDach) -> None:
        super().__init__()
        self.variant = variant
        self.chips = ChipSelector(self._changed)
        self._hint_key: object = None
        self._hint: list[str] | None = None

    def _changed(self) -> None:
        if self._table is not None:
            self.table.refresh_buttons(force=True)

    def reset(self) -> None:
        self.chips.reset()

    def state_key(self) -> object:
        return (tuple(self.chips.stack), self.table.all_open() if self._table is not None else False)

    def fan(self, seat: int, count: int) -> int:
        return count  # drawn cards come one at a time: the fan re-centres as each lands

    # --- buttons --------------------------------------------------------------------------------
    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.table
        bets = sorted({a.amount for a in legal if isinstance(a, Bet)})
        if bets:
            return self.chips.buttons(bets, lambda a: scene.act(seat, Bet(a)), "ui.bet.place",
                                      self._limits(view, seat))
        if not isinstance(view, XiDachView):
            return []
        if not scene.all_open():
            return [Button(lambda: t("xd.ui.open"), scene.open_all, pygame.K_f, "F", primary=True)]
        if seat == view.banker:
            return self._dealer_buttons(seat, legal, view)
        why_draw = None if Draw() in legal else self._why_no_draw(seat, view)
        return [
            Button(lambda: t("xd.ui.draw"), lambda: scene.act(seat, Draw()), pygame.K_h, "H", primary=True,
                   enabled=why_draw is None, why_disabled=why_draw),
            Button(lambda: t("xd.ui.stand"), lambda: self._stand(seat, view), pygame.K_s, "S"),
            Button(lambda: t("xd.ui.leave"), lambda: self._leave(seat), pygame.K_b, "B", size=15,
                   enabled=Leave() in legal, why_disabled=lambda: t("xd.illegal.not_now")),
        ]

    def _dealer_buttons(self, seat: int, legal: Sequence[Action], view: XiDachView) -> list[Button]:
        scene = self.table
        why_draw = None if Draw() in legal else self._why_no_draw(seat, view)
        why_xet = None if XetAll() in legal else t("xd.illegal.not_of_age")
        return [
            Button(lambda: t("xd.ui.draw"), lambda: scene.act(seat, Draw()), pygame.K_h, "H",
                   primary=Draw() in legal and XetAll() not in legal, enabled=why_draw is None, why_disabled=why_draw),
            Button(lambda: t("xd.ui.xet_one"), lambda: scene.toast(t("xd.ui.click_seat"), bad=False), pygame.K_x,
                   "X", enabled=why_xet is None, why_disabled=why_xet),
            Button(lambda: t("xd.ui.xet_all"), lambda: scene.act(seat, XetAll()), pygame.K_a, "A",
                   primary=XetAll() in legal, enabled=why_xet is None, why_disabled=why_xet),
        ]

    def _why_no_draw(self, seat: int, view: XiDachView) -> str:
        cards = view.seats[seat].cards
        return t("xd.illegal.five_cards") if len(cards) >= MAX_CARDS else t("xd.illegal.no_draw_21")

    def _limits(self, view: Any, seat: int) -> Limits:
        if not isinstance(view, XiDachView) or view.banker is None:
            return Limits(getattr(view, "max_bet", 0), 0)
        return Limits(view.max_bet, view.balances[seat] // view.rules.max_multiplier, view.cover, "nha-cai")

    def _own_value(self, seat: int, view: Any) -> Any:
        cards = view.seats[seat].cards
        if any(c is None for c in cards):
            return None
        return evaluate(cards, view.rules)

    def _stand(self, seat: int, view: Any) -> None:
        scene = self.table
        value = self._own_value(seat, view)
        is_dealer = seat == view.banker
        if value is not None and value.category == Category.NON and not is_dealer:
            scene.confirm(t("xd.ui.non.title"), t("xd.ui.non.body", total=value.total),
                          lambda: scene.act(seat, Stand()), t("xd.ui.stand"), t("ui.back"),
                          lambda: self.keep_clear(seat))
            return
        scene.act(seat, Stand())

    def _leave(self, seat: int) -> None:
        scene = self.table
        scene.confirm(t("xd.ui.leave.title"), t("xd.ui.leave.body"), lambda: scene.act(seat, Leave()),
                      t("xd.ui.leave"), t("ui.back"), lambda: self.keep_clear(seat))

    def keep_clear(self, seat: int) -> KeepClear:
        """Where a question about the player's hand against the dealer's may stand: on the felt,
        off the dealer's seat (its plate, the badge under it, cards, tag) and the player's own,
        and off the other seats where it can."""
        lay, dealer = self.table.layout, self.table.shown.banker
        assert isinstance(lay, FrenchLayout)
        margin = max(4, round(8 * lay.scale))
        room = pygame.Rect(lay.felt.left, lay.felt.top, lay.panel.left - lay.felt.left, lay.felt.height)
        keep = list(lay.spot(seat).own)
        if dealer is not None:
            them = lay.spot(dealer)
            keep += [*them.own, them.plate.inflate(0, them.plate.height)]  # the badge hangs over the plate's foot
        keep = [r.inflate(margin, margin) for r in keep]
        rather = tuple(r for s in lay.french_seats if s.index not in (seat, dealer) for r in s.own)
        return KeepClear(room.inflate(-2 * margin, -2 * margin), tuple(keep), rather)

    def seat_clicked(self, seat: int) -> bool:
        if self._table is None:
            return False
        scene = self.table
        me = scene.acting_human()
        if me is None or seat == me:
            return False
        view = scene.live_view(me)
        if not isinstance(view, XiDachView) or view.banker != me or view.phase != "dealer":
            return False
        legal = scene.legal(me)
        if Xet(seat) in legal:
            if scene.all_open():
                scene.act(me, Xet(seat))
            else:
                scene.toast(t("xd.ui.open_first"))
            return True
        scene.toast(self._why_not_xet(seat, view))
        return True

    def _why_not_xet(self, seat: int, view: XiDachView) -> str:
        scene = self.table
        if not view.seats[seat].bet:
            return t("xd.ui.not_playing", name=scene.seat_name(seat))
        if seat < len(view.settled) and view.settled[seat]:
            return t("xd.ui.already_settled", name=scene.seat_name(seat))
        if view.banker is not None and not any(isinstance(a, Xet) for a in scene.legal(view.banker)):
            return t("xd.illegal.not_of_age")
        return t("xd.ui.cannot_xet", name=scene.seat_name(seat))

    # --- what the table shows -------------------------------------------------------------
    def _rules(self) -> XiDachRules:
        shown = self.table.shown
        return shown.rules if isinstance(shown, XiDachTable) else XiDachRules.from_options({})

    def hand_label(self, seat: int, tiles: Sequence[Tile | None]) -> str | None:
        cards = [c for c in tiles if isinstance(c, Card)]
        if len(cards) < 2 or len(cards) != len(tiles):
            return None
        return evaluate(cards, self._rules()).label().text()

    def outcome(self, seat: int) -> tuple[str, int] | None:
        """"Thắng" on a player's plate once the table has shown it settled with the dealer."""
        shown = self.table.shown
        if not isinstance(shown, XiDachTable):
            return None
        settled = shown.settled_with.get(seat)
        if settled is None or settled.outcome not in OUTCOMES:
            return None
        self.table.tell("outcome", (seat,) if shown.banker is None else (seat, shown.banker),
                        settled.outcome.value)
        return t(f"xd.status.{settled.outcome.value}"), settled.net

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.table
        me = scene.acting_human()
        if me is None or scene.animator.busy or not scene.all_open():
            return
        for s in (a.seat for a in scene.shown.legal if isinstance(a, Xet)):
            r = self.lay.spot(s).plate
            pen.rect(surface, FOCUS, r.inflate(8, 8), width=3, border_radius=16)

    def draw_bar(self, surface: pygame.Surface, actions: ButtonRow) -> None:
        """The odds beside the action buttons, always in view while the player may draw: one
        line per move, left of the buttons — the one whose button has the keyboard focus (or
        the pointer) in gold — else, with no room there, on the prompt line over the cards."""
        scene = self.table
        me = scene.acting_human()
        if me is None or scene.animator.busy or not scene.all_open():
            return
        lines = self.hint_lines(me)
        if not lines:
            return
        scene.tell("hint", (me,), "  ·  ".join(lines))
        lay = self.lay
        bar = lay.bottom_bar
        size = max(12, round(15 * lay.scale))
        left = min((b.rect.left for b in actions.buttons), default=bar.right) - round(16 * lay.scale)
        room = left - bar.left - round(16 * lay.scale)
        if room < max(theme.font(12, True).size(line)[0] for line in lines):
            self.draw_prompt(surface, "  ·  ".join(lines))
            return
        lit = {i for i, b in enumerate(actions.buttons[:len(lines)]) if b.focused or b.hover}
        height = sum(theme.font(size, True).get_linesize() for _ in lines)
        y = bar.centery - height // 2
        for i, line in enumerate(lines):
            img = fit(line, size, room, color=theme.GOLD_LIGHT if i in lit else theme.CREAM, bold=i in lit)
            surface.blit(img, img.get_rect(topright=(left, y)))
            y += theme.font(size, True).get_linesize()

    def hint_lines(self, seat: int) -> list[str] | None:
        """["Rút: quắc 54%, thắng 29%", "Dằng: thắng 12%  → nên Rút"], when hints are on and
        the player may draw ("thắng" counts wins alone: a push is neither) — from what the
        table has shown the player."""
        shown = self.table.shown
        view = shown.view
        if not self.table.hints_on() or Draw() not in shown.legal or not isinstance(view, XiDachView):
            return None
        if view.banker == seat:
            return None
        key = (id(view), seat)
        if key != self._hint_key:
            self._hint_key = key
            odds = hint(view)
            if odds is None:
                self._hint = None
            else:
                *moves, advice = odds.labels()
                texts = [label.text() for label in moves]
                texts[-1] += "  " + advice.text()
                self._hint = texts
        return list(self._hint) if self._hint else None
