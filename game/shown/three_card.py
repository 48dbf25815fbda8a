"""Ba Cây and Bài Cào on the shown table: side bets and their lines, the showdown's hands,
the ván phụ, what the log says, and the result panel's rows.

The result rows come from what the table showed: the hands turned up at the showdown, the
chips moved (the main bet's apart from the side bets'), the side bets as they were settled
and the ván phụ deals — never from the round behind them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.engine.cards import Card
from game.engine.events import Announced, CardDealt, CardsRevealed, ChipsMoved, RoundSettled
from game.engine.ledger import POT
from game.i18n import signed, t
from game.shown.results import ResultRow
from game.shown.story import given_name
from game.shown.table import Shower, ShownTable
from game.variants.three_card.defs import (
    ACCEPTED,
    DECLINED,
    KE_CUA,
    LOST,
    PUSH,
    WON,
    Hand,
    HandRules,
    SideBet,
    SideBetUpdated,
)
from game.variants.three_card.round import ThreeCardVariant


@dataclass
class ThreeCardTable(ShownTable):
    """The shared shown table plus side bets, the showdown's hands and the ván phụ."""

    side: list[SideBet] = field(default_factory=list)
    hands: dict[int, Hand] = field(default_factory=dict)  # each player's hand as the showdown turned it up
    playoff: tuple[int, ...] = ()  # the seats of the ván phụ being dealt (the others dim)
    playoffs: list[dict[int, list[Card]]] = field(default_factory=list)  # each ván phụ's hands, in order
    playoff_winner: int | None = None  # who took the pot after the ván phụ, as the round said it
    took_pot: list[int] = field(default_factory=list)  # the seats the pot was paid to, as the chips moved


class ThreeCardShower(Shower):
    table_type = ThreeCardTable
    squeeze = True
    handlers: ClassVar = {SideBetUpdated: "side_bet"}

    def __init__(self, variant: Any) -> None:
        super().__init__(variant)
        assert isinstance(variant, ThreeCardVariant)
        self.rules: HandRules = variant.hand_rules
        self.round_type = variant.round_type

    def side_bet(self, table: ThreeCardTable, e: SideBetUpdated) -> None:
        if e.index < len(table.side):
            table.side[e.index] = e.bet
        else:
            table.side.append(e.bet)
        b = e.bet
        params: dict[str, Any] = {"maker": table.name(b.maker), "target": table.name(b.target), "amount": b.amount,
                                  "kind": t(f"tc.side.{b.kind}"), "net": abs(b.net), "fee": b.fee}
        key = f"tc.log.side.{b.status}" + (".ke" if b.kind == KE_CUA and b.status == ACCEPTED else "")
        table.add_log(t(key, **params))

    def dealt(self, table: ShownTable, e: CardDealt) -> None:
        super().dealt(table, e)
        assert isinstance(table, ThreeCardTable)
        if table.playoff and e.seat in table.playoff and isinstance(e.card, Card):
            table.playoffs[-1].setdefault(e.seat, []).append(e.card)

    def revealed(self, table: ShownTable, e: CardsRevealed) -> None:
        super().revealed(table, e)
        assert isinstance(table, ThreeCardTable)
        hand = tuple(c for c in e.cards if isinstance(c, Card))
        if e.why == "showdown" and len(hand) == 3:
            table.hands[e.seat] = hand
            table.add_log(t("tc.log.shows", name=table.name(e.seat), hand=self.rules.label(hand).text()))

    def chips(self, table: ShownTable, e: ChipsMoved) -> None:
        super().chips(table, e)
        assert isinstance(table, ThreeCardTable)
        if e.payer == POT and isinstance(e.payee, int):
            table.took_pot.append(e.payee)

    def announced(self, table: ShownTable, e: Announced) -> None:
        assert isinstance(table, ThreeCardTable)
        if e.kind == "van-phu-won":
            table.playoff_winner = e.seat
        if e.kind == "van-phu":  # the tied players' hands leave the table; their new deal comes
            tied = tuple(int(s) for s in e.params.get("seats", ()))
            table.playoff = tied
            table.playoffs.append({})
            for s in tied:
                table.seats[s].cards.clear()
            table.add_log(t("tc.log.van_phu", names=", ".join(table.name(s) for s in tied)))
            return
        super().announced(table, e)

    def round_settled(self, table: ShownTable, e: RoundSettled) -> None:
        assert isinstance(table, ThreeCardTable)
        table.playoff = ()
        super().round_settled(table, e)

    def role(self, table: ShownTable) -> str | None:
        """The banker's name in this mode ("chuong", "cai"), or None at a pot table."""
        spec = self.round_type.modes.get(table.facts.mode)
        return spec.role if spec is not None and table.banker is not None else None

    def settled_line(self, table: ShownTable, e: RoundSettled) -> str:
        line = super().settled_line(table, e)
        role = table.role
        if role is not None and e.next_banker not in (None, table.banker):
            line += "  ·  " + t(f"tc.log.bank_moves.{role}", name=table.name(e.next_banker))
        if e.carry > 0:
            line += "  ·  " + t("tc.log.carry", amount=e.carry)
        return line

    # --- the result panel -----------------------------------------------------------------
    def result_rows(self, table: ShownTable, e: RoundSettled) -> list[ResultRow] | None:
        """Each player's hand, what decided it and its change for the round (the banker's row,
        then the viewer's, then the others); each side bet with both sides' amounts; each ván
        phụ's hands; who sat out; the table's fees; what stays in the pot."""
        assert isinstance(table, ThreeCardTable)
        rules, name = self.rules, table.name
        banker = table.banker
        players = [s for s in range(table.n_seats) if s in table.hands]
        for first in (table.viewer, banker):
            if first is not None and first in players:
                players = [first] + [s for s in players if s != first]
        role = table.role
        rows: list[ResultRow] = []
        for s in players:
            hand = table.hands[s]
            text = rules.label(hand).text()
            detail = self._detail(table, s, players)
            if detail:
                text += f" · {detail}"
            if s == banker and role:
                text = f"{t('role.' + role)} · {text}"
            rows.append(ResultRow(name(s), text, e.deltas[s], hand))
        for i, deal in enumerate(table.playoffs, start=1):
            rows.append(ResultRow(t("tc.result.playoff", n=i), t("tc.result.playoff_who",
                                                                 names=", ".join(name(s) for s in deal))))
            for s, cards in deal.items():
                hand = tuple(cards)
                rows.append(ResultRow(name(s), rules.label(hand).text() if len(hand) == 3 else "", None, hand,
                                      sub=True))
        if table.side:  # under a heading of their own, not read as the last seat's
            rows.append(ResultRow("", t("tc.result.side_bets")))
        for b in table.side:
            rows.append(self._side_row(table, b))
        sitting = [name(s) for s in range(table.n_seats) if s not in table.hands and not table.seats[s].cards]
        if sitting:
            rows.append(ResultRow(t("tc.result.sat_out"), ", ".join(sitting)))
        if e.fees:
            rows.append(ResultRow(t("ui.fee_sink"), t("tc.result.fee_note"), e.fees))
        if table.pot:
            rows.append(ResultRow(t("tc.result.carry"), t("tc.result.carry_note"), None, note=str(table.pot)))
        return rows

    def _detail(self, table: ThreeCardTable, seat: int, players: list[int]) -> str:
        """What decided ``seat``'s main bet when points were equal: its top card against the
        banker's (a punter), or the winner's against the best other hand (the pot).  Who won
        the pot is what the round said: the seats it was paid to, the ván phụ's winner."""
        rules, hands, banker = self.rules, table.hands, table.banker
        if banker is not None:
            if seat == banker or banker not in hands:
                return ""
            order = rules.compare(hands[seat], hands[banker])
            if order == 0:
                return t("tc.result.tie")
            win, lose = (hands[seat], hands[banker]) if order > 0 else (hands[banker], hands[seat])
            label = rules.decider(win, lose)
            return label.text() if label is not None else ""
        if seat not in table.took_pot or len(players) < 2:
            return ""
        if table.playoffs:
            return t("tc.result.won_playoff") if seat == table.playoff_winner else ""
        if len(table.took_pot) > 1:
            return t("tc.result.tie")
        runner = max((s for s in players if s != seat), key=lambda s: rules.strength(hands[s]))
        label = rules.decider(hands[seat], hands[runner])
        return label.text() if label is not None else ""

    def _side_row(self, table: ThreeCardTable, b: SideBet) -> ResultRow:
        """"Minh thách Hùng 50 — Minh -100, Hùng +95 (phí 5)": whose amount is whose."""
        name = table.name
        counter = side_counter(table, b)
        who = t(f"tc.result.side.{b.kind}", maker=name(b.maker), target=name(b.target), amount=b.amount,
                banker=name(table.banker))
        if b.status == DECLINED:
            return ResultRow("", who, None, sub=True, note=t("tc.side_status.declined"))
        if b.status == PUSH:  # "Lan thách Bạn 40 — hòa": no chips change hands
            return ResultRow("", f"{who} — {t('tc.side_status.push')}", None, sub=True)
        if b.status not in (WON, LOST) or counter is None:
            return ResultRow("", who, None, sub=True, note=t(f"tc.side_status.{b.status}"))
        # the maker gets ``net``; the other side pays or gets the rest, and the loser pays the fee
        short = given_name
        who += f" — {short(name(b.maker))} {signed(b.net)}, {short(name(counter))} {signed(-b.net - b.fee)}"
        if b.fee:
            who += " " + t("tc.result.fee", fee=b.fee)
        return ResultRow("", who, None, sub=True)


def side_counter(table: ShownTable, b: SideBet) -> int | None:
    """The seat that pays or is paid against the maker: the target, or for ké cửa the banker."""
    return table.banker if b.kind == KE_CUA else b.target

