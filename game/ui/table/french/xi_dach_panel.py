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
from game.engine.events import CardDealt, Event, Shuffled, Tile
from game.engine.protocol import Action
from game.engine.view import TableView
from game.i18n import t
from game.ui.table.french.panel import ChipSelector, Limits, Panel
from game.ui.table.french.results import ResultRow
from game.ui.theme import FOCUS
from game.ui.widgets import Button
from game.variants.xi_dach.actions import Outcome, PlayerSettled
from game.variants.xi_dach.hand import MAX_CARDS, Category, evaluate
from game.variants.xi_dach.odds import hint
from game.variants.xi_dach.round import Bet, Draw, Leave, Stand, Xet, XetAll, XiDachRound, XiDachView

OUTCOMES = frozenset({Outcome.WIN, Outcome.LOSE, Outcome.PUSH})


class XiDachPanel(Panel):
    squeeze = True
    max_cards = MAX_CARDS

    def __init__(self) -> None:
        super().__init__()
        self.chips = ChipSelector(self._changed)
        self._hint_key: object = None
        self._hint: str | None = None
        self._dealt: dict[int, int] = {}  # cards narrated per seat this round (the first two are the deal)

    def _changed(self) -> None:
        if self.scene:
            self.scene.refresh_buttons(force=True)

    def reset(self) -> None:
        self.chips.reset()

    def state_key(self) -> object:
        return (tuple(self.chips.stack), self.scene.opened() if self.scene else 0)

    # --- buttons --------------------------------------------------------------------------------
    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.scene
        assert scene is not None
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
        scene = self.scene
        assert scene is not None
        why_draw = None if Draw() in legal else self._why_no_draw(seat, view)
        why_xet = None if XetAll() in legal else t("xd.illegal.not_of_age")
        return [
            Button(lambda: t("xd.ui.draw"), lambda: scene.act(seat, Draw()), pygame.K_h, "H",
                   primary=Draw() in legal and XetAll() not in legal, enabled=why_draw is None, why_disabled=why_draw),
            Button(lambda: t("xd.ui.xet_one"), lambda: scene.app.toast(t("xd.ui.click_seat"), bad=False), pygame.K_x,
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
        return Limits(view.max_bet, view.balances[seat] // view.rules.max_multiplier, view.cover, "cai")

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
        if me is None or seat == me:
            return False
        view = scene.view()
        if not isinstance(view, XiDachView) or view.banker != me or view.phase != "dealer":
            return False
        legal = scene.controller.legal(me)
        if Xet(seat) in legal:
            if scene.all_open():
                scene.act(me, Xet(seat))
            else:
                scene.app.toast(t("xd.ui.open_first"))
            return True
        scene.app.toast(self._why_not_xet(seat, view))
        return True

    def _why_not_xet(self, seat: int, view: XiDachView) -> str:
        scene = self.scene
        assert scene is not None
        if not view.seats[seat].bet:
            return t("xd.ui.not_playing", name=scene.seat_name(seat))
        if seat < len(view.settled) and view.settled[seat]:
            return t("xd.ui.already_settled", name=scene.seat_name(seat))
        if view.banker is not None and not any(isinstance(a, Xet) for a in scene.controller.legal(view.banker)):
            return t("xd.illegal.not_of_age")
        return t("xd.ui.cannot_xet", name=scene.seat_name(seat))

    # --- what the table shows -------------------------------------------------------------
    def hand_label(self, seat: int, tiles: Sequence[Tile | None], view: TableView) -> str | None:
        cards = [c for c in tiles if isinstance(c, Card)]
        if len(cards) < 2 or len(cards) != len(tiles) or not isinstance(view, XiDachView):
            return None
        return evaluate(cards, view.rules).label().text()

    def outcome_depends(self, seat: int, view: TableView) -> tuple[int, ...] | None:
        if not isinstance(view, XiDachView) or view.banker is None or seat >= len(view.outcomes):
            return None
        return (seat, view.banker) if view.outcomes[seat] in OUTCOMES else None

    # --- events: the log --------------------------------------------------------------------
    def narrate(self, event: Event) -> str | None:
        scene = self.scene
        assert scene is not None
        if isinstance(event, Shuffled):
            self._dealt.clear()
            return None
        if isinstance(event, CardDealt):
            n = self._dealt[event.seat] = self._dealt.get(event.seat, 0) + 1
            return t("xd.log.draws", name=scene.seat_name(event.seat)) if n > 2 else None
        if isinstance(event, PlayerSettled):
            return self._settled_line(event)
        return None

    def _settled_line(self, e: PlayerSettled) -> str:
        scene = self.scene
        assert scene is not None
        name = scene.seat_name(e.seat)
        result = t(f"xd.log.{e.outcome.value}", amount=abs(e.net))
        state = scene.match.current or scene.finished
        hand = state.value(state.banker).label().text() if isinstance(state, XiDachRound) else ""
        return t(f"xd.log.why.{e.why}", name=name, hand=hand, result=result)

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene is None:
            return
        me = scene.acting_human()
        if me is None or scene.animator.busy or not scene.all_open():
            return
        legal = scene.controller.legal(me)
        for s in (a.seat for a in legal if isinstance(a, Xet)):
            r = scene.lay.spot(s).plate
            pygame.draw.rect(surface, FOCUS, r.inflate(8, 8), width=3, border_radius=16)
        text = self.hint_text(me, legal)
        if text and scene.tell("hint", (me,), text):
            self.draw_prompt(surface, text)

    def hint_text(self, seat: int, legal: Sequence[Action]) -> str | None:
        """"Rút: quắc 54%, thắng 29% · Dằng: thắng 12% → nên Rút", when hints are on and the
        player may draw ("thắng" counts wins alone: a push is neither)."""
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
            if odds is None:
                self._hint = None
            else:
                *moves, advice = odds.labels()
                self._hint = "  ·  ".join(label.text() for label in moves) + "  " + advice.text()
        return self._hint

    # --- the result panel --------------------------------------------------------------------------
    def result_rows(self, results: dict[str, Any]) -> list[ResultRow]:
        scene = self.scene
        assert scene is not None
        state = scene.finished
        view = scene.view()
        if not isinstance(state, XiDachRound) or not isinstance(view, XiDachView):
            return super().result_rows(results)
        name = scene.seat_name
        dealer = state.banker
        # a round nobody could be dealt into ends before the deal: the dealer holds no hand
        held = state.value(dealer).label().text() if state.hands[dealer] else t("xd.result.no_deal")
        rows = [ResultRow(name(dealer), f"{t('role.cai')} · {held}", results["deltas"][dealer],
                          tuple(state.hands[dealer]))]
        fees: dict[int, int] = {}
        for entry in state.ledger.entries:
            if entry.reason == "fee" and isinstance(entry.payer, int):
                fees[entry.payer] = fees.get(entry.payer, 0) + entry.amount
        for s in state.order:
            outcome = state.outcomes[s]
            if not state.bets[s] or outcome is None:
                continue
            shown = view.seats[s].face_up
            text = state.value(s).label().text() if shown else t("xd.result.hidden")
            text += " · " + t(f"xd.status.{outcome.value}")
            if s in fees:
                text += " " + t("tc.result.fee", fee=fees[s])
            rows.append(ResultRow(name(s), text, results["deltas"][s], tuple(state.hands[s]) if shown else ()))
        out = [name(s) for s in state.order if not state.bets[s]]
        if out:
            rows.append(ResultRow(t("tc.result.sat_out"), ", ".join(out)))
        if results["fees"]:
            rows.append(ResultRow(t("ui.fee_sink"), t("xd.result.fee_note", percent=view.rules.fee_percent),
                                  results["fees"]))
        return rows
