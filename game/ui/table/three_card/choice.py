"""Ba Cây and Bài Cào at the table, deciding: bets, side bets (biên giới, ké cửa, cào thách)
and their answers — the acting human's legal actions as the shown table has them, made
buttons and seat clicks.

The side-bet phase keeps its buttons in place — "Lật hết", the challenge, "Ké cửa", "Xong,
lật bài" — disabled with the reason when they cannot be used, so nothing moves under the
cursor and every refusal is said.  An AI's challenge to the player replaces them with its
answers, which are *wary* (:class:`~game.ui.widgets.Button`): laid clear of the pointer and
of the button last clicked, and taking a click only once the pointer has come onto them — a
click meant for "Ké cửa" never accepts a challenge that appeared under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.protocol import Action
from game.engine.view import TableView
from game.i18n import t
from game.ui.table.french.chips import ChipSelector, Limits
from game.ui.table.french.own_cards import OwnCards
from game.ui.table.stage import Desk
from game.ui.table.three_card.marks import answering
from game.ui.widgets import Button
from game.variants.three_card.defs import (
    ACCEPTED,
    DECLINED,
    KE_CUA,
    OFFERED,
    Accept,
    Back,
    Bet,
    Challenge,
    Decline,
    ModeSpec,
    Ready,
    SitOut,
    TableRules,
    ThreeCardView,
)
from game.variants.three_card.round import ThreeCardVariant


class ThreeCardChoice:
    """Bets, side bets and answers (see the module docstring); a :class:`~game.ui.table.french.controls.Choice`."""

    def __init__(self, desk: Desk, own: OwnCards, variant: ThreeCardVariant) -> None:
        self.desk = desk
        self.own = own
        self.variant = variant
        self.chips = ChipSelector(desk.changed)
        self.picking: type[Action] | None = None  # Challenge or Back: choosing a seat, then an amount
        self.target: int | None = None

    def reset(self) -> None:
        self.chips.reset()
        self.picking = None
        self.target = None

    def state_key(self) -> object:
        opened = sum(c.opened for c in self.own.cards())
        closed = not self.own.all_open()  # "Lật hết" lights up as cards land
        return (tuple(self.chips.stack), self.picking, self.target, opened, closed)

    def _spec(self) -> ModeSpec | None:
        return self.variant.round_type.modes.get(self.desk.shown.facts.mode)

    def _cover(self) -> int:
        """How many times a challenge's amount its target must be able to pay."""
        return TableRules.read(self.desk.shown.facts.options, self.variant.round_type.rule_options).cover

    # --- buttons --------------------------------------------------------------------------------
    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        bets = sorted({a.amount for a in legal if isinstance(a, Bet)})
        if bets or SitOut() in legal:
            out = self.chips.buttons(bets, lambda a: self.desk.act(seat, Bet(a)), "ui.bet.place",
                                     self._limits(view, seat), seat=seat)
            if SitOut() in legal:
                out.append(Button(lambda: t("tc.ui.sit_out"), lambda: self.desk.act(seat, SitOut()), size=16))
            return out
        offers = [a for a in legal if isinstance(a, Decline)]
        if offers:  # a seat being chosen for a challenge waits: the answer comes first
            return self._answer_buttons(seat, offers[0].challenger, legal, view)
        if self.picking is not None:
            return self._picking_buttons(seat, legal, view)
        return self._side_bet_buttons(seat, legal, view)

    def _limits(self, view: Any, seat: int) -> Limits:
        free = view.free if isinstance(view, ThreeCardView) else ()
        banker = view.banker if isinstance(view, TableView) else None
        role = "chuong" if getattr(view, "mode", "") == "chuong" else "cai"
        return Limits(view.max_bet, free[seat] if free else 0,
                      free[banker] if free and banker is not None else None, role)

    def _answer_buttons(self, seat: int, challenger: int, legal: Sequence[Action], view: Any) -> list[Button]:
        desk = self.desk
        amount = _offer_amount(view, challenger, seat)
        name = desk.shown.name(challenger)
        accept = Accept(challenger)
        cover = amount * self._cover()
        free = view.free[seat] if isinstance(view, ThreeCardView) else 0
        why = None if accept in legal else t("tc.funds.accept", amount=cover, free=free)
        return [  # wary: never under the pointer, and a click only once the pointer came onto it (or Y / N)
            Button(lambda: t("tc.ui.accept", name=name, amount=amount), lambda: self.desk.act(seat, accept),
                   pygame.K_y, "Y", primary=True, enabled=why is None, why_disabled=why, wary=True),
            Button(lambda: t("tc.ui.decline"), lambda: self.desk.act(seat, Decline(challenger)), pygame.K_n, "N",
                   wary=True),
        ]

    def _side_bet_buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        """The same four places every time: open, challenge, ké cửa (chương only), ready."""
        spec = self._spec()
        out = [Button(lambda: t("tc.ui.open_all"), self.own.open_all, pygame.K_f, "F", enabled=not self.own.all_open(),
                      why_disabled=lambda: t("tc.ui.all_open"))]
        if spec is None or spec.challenges:
            why = None if any(isinstance(a, Challenge) for a in legal) else self._why_no_side(seat, Challenge, view)
            out.append(Button(lambda: t(f"tc.ui.challenge.{self.variant.key}"), lambda: self._pick(Challenge),
                              pygame.K_b, "B", enabled=why is None, why_disabled=why))
        if spec is not None and spec.backing:
            why = None if any(isinstance(a, Back) for a in legal) else self._why_no_side(seat, Back, view)
            out.append(Button(lambda: t("tc.ui.back"), lambda: self._pick(Back), pygame.K_k, "K",
                              enabled=why is None, why_disabled=why))
        ready = Ready() in legal
        out.append(Button(lambda: t("tc.ui.ready"), lambda: self._ready(seat), pygame.K_SPACE, "Space",
                          primary=True, enabled=ready, why_disabled=t("tc.illegal.answer_first")))
        return out

    def _why_no_side(self, seat: int, kind: type[Action], view: Any) -> str:
        """Why no challenge (or ké cửa) can be made now."""
        if not isinstance(view, ThreeCardView):
            return t("tc.illegal.phase")
        if view.ready[seat]:
            return t("tc.illegal.ready")
        mine = [b for b in view.side_bets if b.maker == seat]
        if kind is Challenge and any(b.kind != KE_CUA and b.status in (OFFERED, ACCEPTED) for b in mine):
            return t("tc.illegal.one_challenge")
        if kind is Back and any(b.kind == KE_CUA for b in mine):
            return t("tc.illegal.one_back")
        if seat == view.banker and kind is Back:
            return t("tc.illegal.banker_backs")
        least = view.stake * (view.side_loss if kind is Challenge or kind is Back else 1)
        if view.free[seat] < least:
            return t("tc.ui.no_funds_side", amount=least, free=view.free[seat])
        return t("tc.ui.nobody_to_bet")

    def _ready(self, seat: int) -> None:
        self.own.open_all()
        self.desk.act(seat, Ready())

    def _pick(self, kind: type[Action]) -> None:
        self.picking = kind
        self.target = None
        self.chips.reset()
        self.desk.changed()

    def _picking_buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        kind = self.picking
        cancel = Button(lambda: t("ui.back"), self._cancel, pygame.K_ESCAPE, "Esc", size=16)
        if self.target is None:
            return [cancel]
        target = self.target
        amounts = sorted({a.amount for a in legal if isinstance(a, (Challenge, Back)) and type(a) is kind
                          and a.target == target})
        make = Challenge if kind is Challenge else Back
        key = "tc.ui.offer" if kind is Challenge else "tc.ui.back_amount"
        limits = None
        if isinstance(view, ThreeCardView):
            loss = view.side_loss
            limits = Limits(view.max_bet, view.free[seat] // loss,
                            view.free[target] // self._cover() if kind is Challenge else
                            (view.free[view.banker] if view.banker is not None else None),
                            "target" if kind is Challenge else ("chuong" if view.mode == "chuong" else "cai"))
        out = self.chips.buttons(amounts, lambda a: self.desk.act(seat, make(target, a)), key, limits)
        return [*out, cancel]

    def _cancel(self) -> None:
        self.reset()
        self.desk.changed()

    def seat_clicked(self, seat: int) -> bool:
        if self.picking is None:
            return False
        desk = self.desk
        me = desk.acting()
        if me is None:
            return False
        legal = desk.shown.legal
        if answering(legal):  # the choice waits until the offer is answered
            return False
        targets = {a.target for a in legal if isinstance(a, (Challenge, Back)) and type(a) is self.picking}
        if seat not in targets:
            desk.toast(self._why_not_target(seat, me, desk.shown.view))
            return True
        self.target = seat
        self.chips.reset()
        self.desk.changed()
        return True

    def _why_not_target(self, seat: int, me: int, view: Any) -> str:
        """Why ``seat`` cannot be chosen: yourself, the banker, a refused or earlier challenge,
        a challenge between you still open, not in the round, or not enough chips."""
        name = self.desk.shown.name(seat)
        if seat == me:
            return t("tc.ui.not_yourself")
        if not isinstance(view, ThreeCardView):
            return t("tc.ui.cannot_target", name=name)
        if seat == view.banker and self.picking is Back:
            return t("tc.ui.not_banker")
        if not view.in_round[seat]:
            return t("tc.illegal.target_out")
        if self.picking is Challenge:
            for b in view.side_bets:
                if b.kind == KE_CUA:
                    continue
                if b.maker == me and b.target == seat:
                    return t("tc.ui.refused_before" if b.status == DECLINED else "tc.ui.challenged_before", name=name)
                if b.maker == seat and b.target == me and b.status in (OFFERED, ACCEPTED):
                    return t("tc.ui.pair_open", name=name)
            need = view.stake * self._cover()
            if view.free[seat] < need:
                return t("tc.ui.target_short", name=name, amount=need, free=view.free[seat])
        return t("tc.ui.cannot_target", name=name)


def _offer_amount(view: Any, challenger: int, target: int) -> int:
    for bet in getattr(view, "side_bets", ()):
        if bet.maker == challenger and bet.target == target and bet.status == OFFERED:
            return int(bet.amount)
    return 0
