"""Xì Dách on the shown table: stands, draws, each player settled with the dealer, who sits
out and why, what the log says, and the result panel's rows."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game.engine.cards import Card
from game.engine.events import CardDealt, ChipsMoved, Event, RoundSettled
from game.i18n import t
from game.shown.results import ResultRow
from game.shown.table import Shower, ShownSeat, ShownTable
from game.variants.xi_dach.actions import PlayerSettled, Stood
from game.variants.xi_dach.hand import HandValue, XiDachRules, evaluate


@dataclass
class XiDachTable(ShownTable):
    """The shared shown table plus each player's settlement with the dealer."""

    rules: XiDachRules = field(default_factory=lambda: XiDachRules.from_options({}))
    settled_with: dict[int, PlayerSettled] = field(default_factory=dict)  # each player settled so far
    fees_paid: dict[int, int] = field(default_factory=dict)

    def value(self, seat: int) -> HandValue | None:
        """The value of ``seat``'s hand as the viewer sees it: every card's face seen, two or more."""
        cards = self.seats[seat].cards
        if len(cards) < 2 or not all(c.seen for c in cards):
            return None
        return evaluate([c.tile for c in cards if isinstance(c.tile, Card)], self.rules)


class XiDachShower(Shower):
    table_type = XiDachTable
    squeeze = True
    handlers: ClassVar = {PlayerSettled: "player_settled", Stood: "stood"}
    from_spot = frozenset({"lose", "leave"})

    def started(self, table: ShownTable) -> None:
        assert isinstance(table, XiDachTable)
        table.rules = XiDachRules.from_options(table.facts.options)

    def role(self, table: ShownTable) -> str | None:
        return "nha-cai" if table.banker is not None else None

    def dealt(self, table: ShownTable, e: CardDealt) -> None:
        super().dealt(table, e)
        if len(table.seats[e.seat].cards) > 2:  # the deal gives two each: this one is drawn
            table.add_log(t("xd.log.draws", name=table.name(e.seat)))

    def stood(self, table: XiDachTable, e: Stood) -> None:
        table.add_log(t("xd.log.stand", name=table.name(e.seat)))

    def chips(self, table: ShownTable, e: ChipsMoved) -> None:
        super().chips(table, e)
        assert isinstance(table, XiDachTable)
        if e.reason == "fee" and isinstance(e.payer, int):
            table.fees_paid[e.payer] = table.fees_paid.get(e.payer, 0) + e.amount

    def returns_bets(self, table: ShownTable, e: Event) -> list[int]:
        if isinstance(e, PlayerSettled):  # a player settled with the dealer takes back their bet
            return [e.seat] if table.seats[e.seat].bet else []
        return super().returns_bets(table, e)

    def player_settled(self, table: XiDachTable, e: PlayerSettled) -> None:
        table.settled_with[e.seat] = e
        self.bet_back(table.seats[e.seat])
        result = t(f"xd.log.{e.outcome.value}", amount=abs(e.net))
        dealer = table.value(table.banker) if table.banker is not None else None
        hand = dealer.label().text() if dealer is not None else ""
        table.add_log(t(f"xd.log.why.{e.why}", name=table.name(e.seat), hand=hand, result=result))

    def out_tag(self, table: ShownTable, why: str) -> str:
        assert isinstance(table, XiDachTable)
        return t(f"xd.tag.sat_out.{why}", times=table.rules.max_multiplier)

    def sat_out_text(self, table: ShownTable, seat: int, why: str) -> str:
        """"Hùng nghỉ ván: nhà cái không đủ tiền trả cược ×2"."""
        assert isinstance(table, XiDachTable)
        return t(f"xd.sat_out.{why}", name=table.name(seat), times=table.rules.max_multiplier)

    # --- the result panel -----------------------------------------------------------------
    def result_rows(self, table: ShownTable, e: RoundSettled) -> list[ResultRow] | None:
        """The dealer's hand and change, then the viewer's, then each other player's: its hand if it was shown, how it
        ended with the dealer, the fee on a win; who sat out and why; the table's fee."""
        assert isinstance(table, XiDachTable)
        name = table.name
        dealer = table.banker
        rows: list[ResultRow] = []
        if dealer is not None:
            value = table.value(dealer)
            hand = value.label().text() if value is not None else t("xd.result.never_dealt")
            rows.append(ResultRow(name(dealer), f"{t('role.nha-cai')} · {hand}", e.deltas[dealer],
                                  _faces(table.seats[dealer]) if value is not None else ()))
        order = [(dealer + i) % table.n_seats for i in range(1, table.n_seats)] if dealer is not None \
            else list(range(table.n_seats))
        if table.viewer in order:  # the viewer's own row first after the dealer's: in sight on a small screen
            order = [table.viewer] + [s for s in order if s != table.viewer]
        sitting: list[str] = []
        for s in order:
            seat = table.seats[s]
            settled = table.settled_with.get(s)
            if settled is None:
                if seat.sat_out is not None or not seat.cards:
                    sitting.append(self.sat_out_text(table, s, seat.sat_out or "chose"))
                continue
            value = table.value(s) if all(c.face_up for c in seat.cards) else None
            text = value.label().text() if value is not None else t("xd.result.hidden")
            text += " · " + t(f"xd.status.{settled.outcome.value}")
            fee = table.fees_paid.get(s, 0)
            if fee:
                text += " " + t("tc.result.fee", fee=fee)
            rows.append(ResultRow(name(s), text, e.deltas[s], _faces(seat) if value is not None else ()))
        rows += [ResultRow(t("tc.result.sat_out"), line) for line in sitting]
        if e.fees:
            rows.append(ResultRow(t("ui.fee_sink"), t("xd.result.fee_note", percent=table.rules.fee_percent),
                                  e.fees))
        return rows


def _faces(seat: ShownSeat) -> tuple[Card, ...]:
    return tuple(c.tile for c in seat.cards if isinstance(c.tile, Card))

