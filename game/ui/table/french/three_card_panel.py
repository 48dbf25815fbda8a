"""Ba Cây and Bài Cào on the table: bets, side bets (biên giới, ké cửa, cào thách), squeeze,
the ván phụ, what the log says and what the result panel lists.

The side-bet phase keeps its buttons in place — "Lật hết", the challenge, "Ké cửa", "Xong,
lật bài" — disabled with the reason when they cannot be used, so nothing moves under the
cursor and every refusal is said.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.cards import Card
from game.engine.events import Announced, BetPlaced, CardsRevealed, Event, RoundSettled, Tile
from game.engine.ledger import POT
from game.engine.protocol import Action
from game.engine.view import TableView
from game.i18n import signed, t
from game.ui import theme
from game.ui.labels import given_name
from game.ui.table.french.layout import MIN_TEXT
from game.ui.table.french.paint import fit
from game.ui.table.french.panel import ChipSelector, Limits, Panel
from game.ui.table.french.results import ResultRow
from game.ui.widgets import Button
from game.variants.three_card.defs import (
    ACCEPTED,
    DECLINED,
    KE_CUA,
    LOST,
    OFFERED,
    PUSH,
    WON,
    Accept,
    Back,
    Bet,
    Challenge,
    Decline,
    Hand,
    HandRules,
    Ready,
    SatOut,
    SideBet,
    SideBetUpdated,
    SitOut,
    ThreeCardView,
)
from game.variants.three_card.round import ThreeCardRound, ThreeCardVariant

STATUS_COLORS = {
    OFFERED: theme.GOLD_LIGHT,
    ACCEPTED: (236, 120, 96),
    DECLINED: (130, 120, 110),
    WON: theme.GOOD,
    LOST: theme.BAD,
    PUSH: theme.CREAM,
}
MAIN_REASONS = frozenset({"bet", "ante", "pot"})


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
        return (tuple(self.chips.stack), self.picking, self.target, self.scene.opened() if self.scene else 0)

    def _state(self) -> ThreeCardRound | None:
        assert self.scene is not None
        state = self.scene.match.current or self.scene.finished
        return state if isinstance(state, ThreeCardRound) else None

    # --- buttons --------------------------------------------------------------------------------
    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.scene
        assert scene is not None
        bets = sorted({a.amount for a in legal if isinstance(a, Bet)})
        if bets or SitOut() in legal:
            out = self.chips.buttons(bets, lambda a: scene.act(seat, Bet(a)), "ui.bet.place", self._limits(view, seat))
            if SitOut() in legal:
                out.append(Button(lambda: t("tc.ui.sit_out"), lambda: scene.act(seat, SitOut()), size=16))
            return out
        offers = [a for a in legal if isinstance(a, Decline)]
        if offers:  # a seat being chosen for a challenge waits: the answer comes first
            return self._answer_buttons(seat, offers[0].challenger, legal, view)
        if self.picking is not None:
            return self._picking_buttons(seat, legal)
        return self._side_bet_buttons(seat, legal, view)

    def _limits(self, view: Any, seat: int) -> Limits:
        free = view.free if isinstance(view, ThreeCardView) else ()
        banker = view.banker if isinstance(view, TableView) else None
        role = "chuong" if getattr(view, "mode", "") == "chuong" else "cai"
        return Limits(view.max_bet, free[seat] if free else 0,
                      free[banker] if free and banker is not None else None, role)

    def _answer_buttons(self, seat: int, challenger: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.scene
        assert scene is not None
        amount = _offer_amount(view, challenger, seat)
        name = scene.seat_name(challenger)
        accept = Accept(challenger)
        cover = amount * _cover(scene)
        free = view.free[seat] if isinstance(view, ThreeCardView) else 0
        why = None if accept in legal else t("tc.funds.accept", amount=cover, free=free)
        return [
            Button(lambda: t("tc.ui.accept", name=name, amount=amount), lambda: scene.act(seat, accept),
                   pygame.K_y, "Y", primary=True, enabled=why is None, why_disabled=why),
            Button(lambda: t("tc.ui.decline"), lambda: scene.act(seat, Decline(challenger)), pygame.K_n, "N"),
        ]

    def _side_bet_buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        """The same four places every time: open, challenge, ké cửa (chương only), ready."""
        scene = self.scene
        assert scene is not None
        state = self._state()
        spec = state.spec if state is not None else None
        out = [Button(lambda: t("tc.ui.open_all"), scene.open_all, pygame.K_f, "F", enabled=not scene.all_open(),
                      why_disabled=lambda: t("tc.ui.all_open"))]
        if spec is None or spec.challenges:
            why = None if any(isinstance(a, Challenge) for a in legal) else self._why_no_side(seat, Challenge, view)
            out.append(Button(lambda: t(f"tc.ui.challenge.{scene.match.variant.key}"), lambda: self._pick(Challenge),
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
        scene = self.scene
        assert scene is not None
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
        view = scene.view()
        limits = None
        if isinstance(view, ThreeCardView):
            loss = view.side_loss
            limits = Limits(view.max_bet, view.free[seat] // loss,
                            view.free[target] // _cover(scene) if kind is Challenge else
                            (view.free[view.banker] if view.banker is not None else None),
                            "target" if kind is Challenge else ("chuong" if view.mode == "chuong" else "cai"))
        out = self.chips.buttons(amounts, lambda a: scene.act(seat, make(target, a)), key, limits)
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
        if _answering(legal):  # the choice waits until the offer is answered
            return False
        targets = {a.target for a in legal if isinstance(a, (Challenge, Back)) and type(a) is self.picking}
        if seat not in targets:
            scene.app.toast(self._why_not_target(seat, me, scene))
            return True
        self.target = seat
        self.chips.reset()
        self._changed()
        return True

    def _why_not_target(self, seat: int, me: int, scene: Any) -> str:
        """Why ``seat`` cannot be chosen: yourself, the banker, a refused or earlier challenge,
        a challenge between you still open, not in the round, or not enough chips."""
        view = scene.view()
        name = scene.seat_name(seat)
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
            need = view.stake * _cover(scene)
            if view.free[seat] < need:
                return t("tc.ui.target_short", name=name, amount=need, free=view.free[seat])
        return t("tc.ui.cannot_target", name=name)

    # --- what the table shows -------------------------------------------------------------
    def cards_on_table(self, sv: Any, view: TableView) -> tuple[Tile | None, ...]:
        """A seat that played a ván phụ shows the hand of its last one."""
        for deal in reversed(getattr(view, "playoffs", ())):
            for seat, hand in deal:
                if seat == sv.seat:
                    return tuple(hand)
        return tuple(sv.cards)

    def hand_label(self, seat: int, tiles: Sequence[Tile | None], view: TableView) -> str | None:
        if len(tiles) != 3 or not all(isinstance(c, Card) for c in tiles):
            return None
        hand: Hand = tuple(c for c in tiles if isinstance(c, Card))
        return self._rules().label(hand).text()

    def _rules(self) -> HandRules:
        assert self.scene is not None
        variant = self.scene.match.variant
        assert isinstance(variant, ThreeCardVariant)
        return variant.hand_rules

    # --- events: motion and the log ---------------------------------------------------------
    def animate(self, event: Event) -> bool:
        scene = self.scene
        assert scene is not None
        if isinstance(event, Announced) and event.key == "tc.banner.van_phu":
            tied = tuple(int(s) for s in event.params.get("seats", ()))

            def gather() -> None:  # the tied players' first hands leave; their new deal comes
                scene.playoff = tied
                for s in tied:
                    scene.hands[s].clear()

            scene.animator.call(gather, gap=0.4)
            return False  # the banner still shows
        if isinstance(event, SideBetUpdated) and event.bet.status == DECLINED:
            message = t("tc.ui.declined", name=scene.seat_name(event.bet.target),
                        maker=scene.seat_name(event.bet.maker))
            scene.animator.call(lambda: scene.app.toast(message, bad=False))
        return False

    def narrate(self, event: Event) -> str | None:
        scene = self.scene
        assert scene is not None
        name = scene.seat_name
        if isinstance(event, BetPlaced):
            return t("tc.log.bet", name=name(event.seat), amount=event.amount)
        if isinstance(event, SatOut):
            return t("tc.log.sat_out", name=name(event.seat))
        if isinstance(event, SideBetUpdated):
            b = event.bet
            params: dict[str, Any] = {"maker": name(b.maker), "target": name(b.target), "amount": b.amount,
                      "kind": t(f"tc.side.{b.kind}"), "net": abs(b.net), "fee": b.fee}
            return t(f"tc.log.side.{b.status}" + (".ke" if b.kind == KE_CUA and b.status == ACCEPTED else ""),
                     **params)
        if isinstance(event, CardsRevealed) and event.why == "showdown":
            hand = tuple(c for c in event.cards if isinstance(c, Card))
            return t("tc.log.shows", name=name(event.seat), hand=self._rules().label(hand).text()) \
                if len(hand) == 3 else None
        if isinstance(event, RoundSettled):
            return self._settled_line(event)
        if isinstance(event, Announced) and event.key == "tc.banner.van_phu":
            names = ", ".join(name(int(s)) for s in event.params.get("seats", ()))
            return t("tc.log.van_phu", names=names)
        return None

    def _settled_line(self, event: RoundSettled) -> str:
        scene = self.scene
        assert scene is not None
        moved = [f"{scene.seat_name(s)} {signed(d)}" for s, d in enumerate(event.deltas) if d]
        line = "  ·  ".join(moved) if moved else t("ui.log.nothing_moved")
        state = self._state()
        if state is not None and state.banker is not None and state.next_banker not in (None, state.banker):
            role = t(f"role.{state.spec.role}") if state.spec.role else ""
            line += "  ·  " + t("tc.log.bank_moves", name=scene.seat_name(state.next_banker), role=role)
        if event.carry > 0:
            line += "  ·  " + t("tc.log.carry", amount=event.carry)
        return line

    # --- drawing -----------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene is None:
            return
        view = scene.view()
        lay = scene.lay
        for bet in getattr(view, "side_bets", ()):
            if bet.status == DECLINED:
                continue
            color = STATUS_COLORS.get(bet.status, theme.CREAM)
            a = lay.spot(bet.maker).label.midleft
            b = lay.spot(bet.target).plate.center
            pygame.draw.line(surface, color, a, b, max(2, round(2 * lay.scale)))

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene is None:
            return
        view = scene.view()
        if isinstance(view, ThreeCardView):
            for seat in range(len(view.seats)):
                self._draw_labels(surface, seat, [b for b in view.side_bets if b.maker == seat], view)
        me = scene.acting_human()
        legal = scene.controller.legal(me) if me is not None else []
        if self.picking is not None and not _answering(legal):  # an offer to answer comes first
            targets = {a.target for a in legal if isinstance(a, (Challenge, Back)) and type(a) is self.picking}
            for s in targets:
                r = scene.lay.spot(s).plate
                color = theme.FOCUS if s != self.target else theme.GOLD_LIGHT
                pygame.draw.rect(surface, color, r.inflate(8, 8), width=3, border_radius=16)
            prompt = t("tc.ui.pick_target") if self.target is None else t(
                "tc.ui.pick_amount", name=scene.seat_name(self.target))
            self.draw_prompt(surface, prompt)

    def _draw_labels(self, surface: pygame.Surface, seat: int, bets: Sequence[SideBet], view: ThreeCardView) -> None:
        """The side bets ``seat`` made, in its label slot: "Thách Hùng 50", and its result
        ("+48") once the hands that decide it are face up — on a line of its own when the
        seat made only one side bet."""
        scene = self.scene
        assert scene is not None
        if not bets:
            return
        rect = scene.lay.spot(seat).label
        room = rect.width - 8

        def fitting(*texts: str) -> str:
            """The first text that fits the label at the smallest size (a long name gives way to
            the given name, then the stake to the result), else the last."""
            small = theme.font(MIN_TEXT)
            return next((x for x in texts if small.size(x)[0] <= room), texts[-1])

        lines: list[tuple[str, tuple[int, int, int]]] = []
        for b in bets[-2:]:
            full = scene.seat_name(b.target)
            text = t(f"tc.ui.label.{b.kind}", name=full, amount=b.amount)
            short = t(f"tc.ui.label.{b.kind}", name=given_name(full), amount=b.amount)
            color = STATUS_COLORS.get(b.status, theme.CREAM)
            result = None
            if b.status in (WON, LOST, PUSH):
                deps = (b.maker, b.target) + ((view.banker,) if b.kind == KE_CUA and view.banker is not None else ())
                if scene.tell("side", deps, signed(b.net)):
                    result = signed(b.net) if b.status != PUSH else t("tc.side_status.push")
                else:
                    color = STATUS_COLORS[ACCEPTED]
            elif b.status == DECLINED:
                result = t("tc.ui.label.declined")
            if result is not None and len(bets) == 1:
                lines += [(fitting(text, short, f"{given_name(full)} {b.amount}"), color), (result, color)]
            elif result is not None:
                lines.append((fitting(f"{text} {result}", f"{short} {result}", f"{given_name(full)} {result}"), color))
            else:
                lines.append((fitting(text, short, f"{given_name(full)} {b.amount}"), color))
        line_h = rect.height // 2
        for i, (text, color) in enumerate(lines[:2]):
            r = pygame.Rect(rect.left, rect.top + i * line_h, rect.width, line_h - 1)
            img = fit(text, scene.lay.fonts.label, room, color=theme.INK, shadow=False)
            pill_r = pygame.Rect(r.left, r.top, min(r.width, img.get_width() + 10), r.height)
            pygame.draw.rect(surface, color, pill_r, border_radius=pill_r.height // 2)
            surface.blit(img, img.get_rect(midleft=(pill_r.left + 5, pill_r.centery)))

    # --- the result panel --------------------------------------------------------------------------
    def result_rows(self, results: dict[str, Any]) -> list[ResultRow]:
        scene = self.scene
        state = self._state()
        assert scene is not None
        view = scene.view()
        if state is None or not isinstance(view, ThreeCardView):
            return super().result_rows(results)
        rules = self._rules()
        name = scene.seat_name
        banker = view.banker
        players = list(state.players)
        me = scene.controller.viewer()
        for first in (me, banker):  # the banker's row, then the viewer's own, then the others
            if first is not None and first in players:
                players = [first] + [s for s in players if s != first]
        main = _main_results(state)
        rows: list[ResultRow] = []
        best = max(players, key=lambda s: rules.strength(state.hands[s]), default=None)
        for s in players:
            hand = state.hands[s]
            text = rules.label(hand).text()
            detail = self._detail(s, banker, best, players, state)
            if detail:
                text += f" · {detail}"
            role_key = view.seats[s].role
            if role_key:
                text = f"{t('role.' + role_key)} · {text}"
            rows.append(ResultRow(name(s), text, main.get(s, 0), hand))
        for i, deal in enumerate(view.playoffs, start=1):
            rows.append(ResultRow(t("tc.result.playoff", n=i), t("tc.result.playoff_who",
                                                                 names=", ".join(name(s) for s, _ in deal))))
            for s, hand in deal:
                rows.append(ResultRow(name(s), rules.label(hand).text(), None, hand, sub=True))
        for b in view.side_bets:
            rows.append(self._side_row(b, view))
        sitting = [name(s) for s in range(len(view.seats)) if not view.in_round[s]]
        if sitting:
            rows.append(ResultRow(t("tc.result.sat_out"), ", ".join(sitting)))
        if results["fees"]:
            rows.append(ResultRow(t("ui.fee_sink"), t("tc.result.fee_note"), results["fees"]))
        carry = state.ledger.balance(POT)
        if carry:
            rows.append(ResultRow(t("tc.result.carry"), t("tc.result.carry_note"), None, note=str(carry)))
        return rows

    def _detail(self, seat: int, banker: int | None, best: int | None, players: Sequence[int],
                state: ThreeCardRound) -> str:
        """What decided ``seat``'s main bet when points were equal: its top card against the
        chương's (a punter), or the winner's against the best other hand (the pot)."""
        rules = self._rules()
        hands = state.hands
        if banker is not None:
            if seat == banker:
                return ""
            order = rules.compare(hands[seat], hands[banker])
            if order == 0:
                return t("tc.result.tie")
            win, lose = (hands[seat], hands[banker]) if order > 0 else (hands[banker], hands[seat])
            label = rules.decider(win, lose)
            return label.text() if label is not None else ""
        if seat != best or len(players) < 2:
            return ""
        if state.playoffs:
            return t("tc.result.won_playoff")
        runner = max((s for s in players if s != seat), key=lambda s: rules.strength(hands[s]))
        if rules.compare(hands[seat], hands[runner]) == 0:
            return t("tc.result.tie")
        label = rules.decider(hands[seat], hands[runner])
        return label.text() if label is not None else ""

    def _side_row(self, b: SideBet, view: ThreeCardView) -> ResultRow:
        scene = self.scene
        assert scene is not None
        name = scene.seat_name
        who = t(f"tc.side.{b.kind}") + ": " + t(f"tc.result.side.{b.kind}", maker=name(b.maker),
                                                target=name(b.target), amount=b.amount,
                                                banker=name(view.banker) if view.banker is not None else "")
        if b.status == DECLINED:
            return ResultRow("", who, None, sub=True, note=t("tc.side_status.declined"))
        if b.fee:
            who += " " + t("tc.result.fee", fee=b.fee)
        return ResultRow("", who, b.net, sub=True)


def _main_results(state: ThreeCardRound) -> dict[int, int]:
    """Each seat's chips from the main bet or the pot alone (side bets and fees apart)."""
    out: dict[int, int] = {}
    for entry in state.ledger.entries:
        if entry.reason not in MAIN_REASONS:
            continue
        if isinstance(entry.payer, int):
            out[entry.payer] = out.get(entry.payer, 0) - entry.amount
        if isinstance(entry.payee, int):
            out[entry.payee] = out.get(entry.payee, 0) + entry.amount
    return out


def _cover(scene: Any) -> int:
    """How many times a challenge's amount its target must be able to pay."""
    state = scene.match.current or scene.finished
    return int(state.rules.cover) if isinstance(state, ThreeCardRound) else 1


def _offer_amount(view: Any, challenger: int, target: int) -> int:
    for bet in getattr(view, "side_bets", ()):
        if bet.maker == challenger and bet.target == target and bet.status == OFFERED:
            return int(bet.amount)
    return 0


def _answering(legal: Sequence[Action]) -> bool:
    """Whether a challenge made to the acting seat waits for its answer."""
    return any(isinstance(a, Decline) for a in legal)
