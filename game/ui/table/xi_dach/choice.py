"""Xì Dách at the table, deciding: the bet, nặn bài, rút / dằng (dằng non confirmed), bỏ cuộc,
and the dealer's xét — the acting human's legal actions as the shown table has them.

A player's buttons wait until their own cards are open (squeezed, tapped or "Lật bài"):
before that only "Lật bài" is offered, since even whether "Rút" is allowed tells the total.
The buttons then keep their places; one that cannot be used says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.protocol import Action
from game.i18n import t
from game.ui.table.french.chips import ChipSelector, Limits
from game.ui.table.french.layout import FrenchLayout
from game.ui.table.french.own_cards import OwnCards
from game.ui.table.stage import Desk
from game.ui.widgets import Button, KeepClear
from game.variants.xi_dach.hand import MAX_CARDS, Category, evaluate
from game.variants.xi_dach.round import Bet, Draw, Leave, Stand, Xet, XetAll, XiDachView


class XiDachChoice:
    """Bets, draw, stand, leave and the dealer's xét (see the module docstring); a
    :class:`~game.ui.table.french.controls.Choice`."""

    def __init__(self, desk: Desk, own: OwnCards) -> None:
        self.desk = desk
        self.own = own
        self.chips = ChipSelector(desk.changed)

    def reset(self) -> None:
        self.chips.reset()

    def state_key(self) -> object:
        return (tuple(self.chips.stack), self.own.all_open())

    # --- buttons --------------------------------------------------------------------------------
    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        bets = sorted({a.amount for a in legal if isinstance(a, Bet)})
        if bets:
            return self.chips.buttons(bets, lambda a: self.desk.act(seat, Bet(a)), "ui.bet.place",
                                      self._limits(view, seat), seat=seat)
        if not isinstance(view, XiDachView):
            return []
        if not self.own.all_open():
            return [Button(lambda: t("xd.ui.open"), self.own.open_all, pygame.K_f, "F", primary=True)]
        if seat == view.banker:
            return self._dealer_buttons(seat, legal, view)
        why_draw = None if Draw() in legal else self._why_no_draw(seat, view)
        return [
            Button(lambda: t("xd.ui.draw"), lambda: self.desk.act(seat, Draw()), pygame.K_h, "H", primary=True,
                   enabled=why_draw is None, why_disabled=why_draw),
            Button(lambda: t("xd.ui.stand"), lambda: self._stand(seat, view), pygame.K_s, "S"),
            Button(lambda: t("xd.ui.leave"), lambda: self._leave(seat), pygame.K_b, "B", size=15,
                   enabled=Leave() in legal, why_disabled=lambda: t("xd.illegal.not_now")),
        ]

    def _dealer_buttons(self, seat: int, legal: Sequence[Action], view: XiDachView) -> list[Button]:
        desk = self.desk
        why_draw = None if Draw() in legal else self._why_no_draw(seat, view)
        why_xet = None if XetAll() in legal else t("xd.illegal.not_of_age")
        return [
            Button(lambda: t("xd.ui.draw"), lambda: self.desk.act(seat, Draw()), pygame.K_h, "H",
                   primary=Draw() in legal and XetAll() not in legal, enabled=why_draw is None, why_disabled=why_draw),
            Button(lambda: t("xd.ui.xet_one"), lambda: desk.toast(t("xd.ui.click_seat"), bad=False), pygame.K_x,
                   "X", enabled=why_xet is None, why_disabled=why_xet),
            Button(lambda: t("xd.ui.xet_all"), lambda: self.desk.act(seat, XetAll()), pygame.K_a, "A",
                   primary=XetAll() in legal, enabled=why_xet is None, why_disabled=why_xet),
        ]

    def _why_no_draw(self, seat: int, view: XiDachView) -> str:
        cards = view.seats[seat].cards
        return t("xd.illegal.five_cards") if len(cards) >= MAX_CARDS else t("xd.illegal.no_draw_21")

    def _limits(self, view: Any, seat: int) -> Limits:
        if not isinstance(view, XiDachView) or view.banker is None:
            return Limits(getattr(view, "max_bet", 0), 0)
        paid = view.rules.max_multiplier
        return Limits(view.max_bet, view.balances[seat] // paid, view.cover, "nha-cai", paid)

    def _own_value(self, seat: int, view: Any) -> Any:
        cards = view.seats[seat].cards
        if any(c is None for c in cards):
            return None
        return evaluate(cards, view.rules)

    def _stand(self, seat: int, view: Any) -> None:
        desk = self.desk
        value = self._own_value(seat, view)
        is_dealer = seat == view.banker
        if value is not None and value.category == Category.NON and not is_dealer:
            desk.confirm(t("xd.ui.non.title"), t("xd.ui.non.body", total=value.total),
                          lambda: self.desk.act(seat, Stand()), t("xd.ui.stand"), t("ui.back"),
                          lambda: self.keep_clear(seat))
            return
        self.desk.act(seat, Stand())

    def _leave(self, seat: int) -> None:
        desk = self.desk
        desk.confirm(t("xd.ui.leave.title"), t("xd.ui.leave.body"), lambda: self.desk.act(seat, Leave()),
                      t("xd.ui.leave"), t("ui.back"), lambda: self.keep_clear(seat))

    def keep_clear(self, seat: int) -> KeepClear:
        """Where a question about the player's hand against the dealer's may stand: on the felt,
        off the dealer's seat (its plate, the badge under it, cards, tag) and the player's own,
        and off the other seats where it can."""
        lay, dealer = self.desk.places.layout, self.desk.shown.banker
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
        desk = self.desk
        me = desk.acting()
        if me is None or seat == me:
            return False
        view = desk.shown.view
        if not isinstance(view, XiDachView) or view.banker != me or view.phase != "dealer":
            return False
        legal = desk.shown.legal
        if Xet(seat) in legal:
            if self.own.all_open():
                self.desk.act(me, Xet(seat))
            else:
                desk.toast(t("xd.ui.open_first"))
            return True
        desk.toast(self._why_not_xet(seat, view))
        return True

    def _why_not_xet(self, seat: int, view: XiDachView) -> str:
        desk = self.desk
        if not view.seats[seat].bet:
            return t("xd.ui.not_playing", name=desk.shown.name(seat))
        if seat < len(view.settled) and view.settled[seat]:
            return t("xd.ui.already_settled", name=desk.shown.name(seat))
        if view.banker is not None and not any(isinstance(a, Xet) for a in desk.shown.legal):
            return t("xd.illegal.not_of_age")
        return t("xd.ui.cannot_xet", name=desk.shown.name(seat))
