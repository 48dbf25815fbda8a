"""Tam Cúc on the shown table: the mat as the viewer has seen it — the pieces put down in the
trick, turned up or chui'd, the trình làng rows, the won piles and cây, the discard, who is
winning the trick, the bắt cái, an đi đêm offer — what the log says of each, and the deal's
result rows.

A piece another seat put down face down stays a back here until it is turned up; a chui'd
piece is never shown to anybody but its owner; an đi đêm offer's pieces only to the two
seats it concerns.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.engine.events import Announced, CardsRevealed, Shuffled, TurnChanged
from game.engine.pieces import Piece
from game.i18n import t
from game.shown.table import Shower, ShownCard, ShownSeat, ShownTable
from game.variants.tam_cuc.actions import (
    CaiDrawn,
    Chuied,
    DealScored,
    DiDemAnswered,
    DiDemOffered,
    PiecesCommitted,
    TrickWon,
)
from game.variants.tam_cuc.deal import Rules
from game.variants.tam_cuc.groups import classify
from game.variants.tam_cuc.round import table_rules
from game.variants.tam_cuc.scoring import baseline
from game.variants.tam_cuc.story import deal_story, group_phrase, in_sentence, outcome_of
from game.variants.tam_cuc.trick import TrickWatch, win_cap_of
from game.variants.tam_cuc.view import group_label


# --- words ------------------------------------------------------------------------------------
def call_text(count: int) -> str:
    """The count called ("Đôi cây")."""
    return t(f"tc.call.{count}")


def group_text(pieces: Sequence[Piece]) -> str:
    return group_label(classify(pieces)).text()


def pieces_text(pieces: Sequence[Piece]) -> str:
    """"Tốt đỏ, Mã đen": pieces named one by one (not as a group)."""
    return ", ".join(t(f"tc.piece.{p}") for p in pieces)


# --- the mat ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ShownOffer:
    """An đi đêm offer lying before its target, waiting for the answer (``pieces`` and ``wish``
    only for the two seats concerned)."""

    proposer: int
    target: int
    count: int
    pieces: tuple[Piece, ...] | None
    wish: Piece | None


@dataclass(frozen=True)
class TamCucRow:
    """One seat's line of the deal's result panel: its place and counts as text, its gains and
    losses as numbers."""

    rank: str
    name: str
    cay: str
    par: str
    points: int
    total: int
    chips: int | None


@dataclass
class TamCucTable(ShownTable):
    """The shared shown table plus the mat."""

    rules: Rules | None = None
    cai: int | None = None
    trick: dict[int, list[ShownCard]] = field(default_factory=dict)  # put down this trick
    laid: dict[int, list[Piece]] = field(default_factory=dict)  # trình làng, face up by the pile
    pile: list[int] = field(default_factory=list)  # pieces each seat has won
    cay: list[int] = field(default_factory=list)
    rac: int = 0  # pieces in the discard
    watch: TrickWatch = field(default_factory=TrickWatch)
    chui: set[int] = field(default_factory=set)  # chui'd this trick
    call: tuple[int, int] | None = None  # (leader, count called)
    trick_no: int = 0
    offer: ShownOffer | None = None
    dealing: bool = False
    scored: DealScored | None = None
    score: list[int] = field(default_factory=list)  # the running points, this deal's once scored
    rows: list[TamCucRow] | None = None  # the deal's result panel

    @property
    def hand_size(self) -> int:
        return self.rules.hand_size if self.rules is not None else 0

    @property
    def par(self) -> int:
        return baseline(self.hand_size, self.n_seats)


class TamCucShower(Shower):
    table_type = TamCucTable
    handlers: ClassVar = {
        CaiDrawn: "cai_drawn", PiecesCommitted: "committed", Chuied: "chuied", TrickWon: "won",
        DiDemOffered: "offered", DiDemAnswered: "answered", DealScored: "scored",
    }

    def started(self, table: ShownTable) -> None:
        assert isinstance(table, TamCucTable)
        n = table.n_seats
        table.rules = table_rules(n, table.facts.options)
        table.trick = {s: [] for s in range(n)}
        table.laid = {s: [] for s in range(n)}
        table.pile, table.cay = [0] * n, [0] * n
        table.score = list(table.facts.score or (0,) * n)
        table.cai = table.facts.banker

    # --- the deal -----------------------------------------------------------------------------
    def shuffled(self, table: ShownTable, e: Shuffled) -> None:
        super().shuffled(table, e)
        assert isinstance(table, TamCucTable)
        table.dealing = True

    def turn(self, table: ShownTable, e: TurnChanged) -> None:
        super().turn(table, e)
        assert isinstance(table, TamCucTable)
        if table.dealing and any(s.cards for s in table.seats):
            table.dealing, table.deck = False, 0

    def cai_drawn(self, table: TamCucTable, e: CaiDrawn) -> None:
        table.cai = e.cai
        table.add_log(t("tcui.log.draw", name=table.name(e.drawer), piece=t(f"tc.piece.{e.piece}")))
        table.add_log(t("tcui.log.cai", name=table.name(e.cai)))

    def announced(self, table: ShownTable, e: Announced) -> None:
        assert isinstance(table, TamCucTable)
        if e.kind == "cai-random":
            table.cai = e.seat
        elif e.kind == "cuop-cai" and e.seat is not None:
            table.cai = e.seat if table.trick_no == 0 and not table.call else table.cai
        if e.kind in ("trinh-lang", "ket", "de"):
            return  # told with the pieces laid down, and with the score
        super().announced(table, e)

    # --- the trick ----------------------------------------------------------------------------
    def committed(self, table: TamCucTable, e: PiecesCommitted) -> None:
        name = table.name(e.seat)
        if e.lead:
            table.call = (e.seat, e.count)
            table.chui.clear()
            table.watch.clear()
            table.add_log(t("tcui.log.lead", name=name, call=in_sentence(call_text(e.count))))
        else:
            table.add_log(t("tcui.log.commit", name=name, count=e.count))
        pieces = take(table.seats[e.seat], e.pieces, e.count)
        table.trick[e.seat] = [ShownCard(p, False) for p in pieces]

    def revealed(self, table: ShownTable, e: CardsRevealed) -> None:
        assert isinstance(table, TamCucTable)
        pieces = tuple(p for p in e.cards if isinstance(p, Piece))
        seat, name = table.seats[e.seat], table.name(e.seat)
        seat.saw(pieces)
        if e.why == "trinh-lang":
            take(seat, pieces, len(pieces))
            table.laid[e.seat] += pieces
            table.cay[e.seat] += len(pieces)
            table.add_log(t("tcui.log.show", name=name, group=group_phrase(pieces)))
            return
        table.trick[e.seat] = [ShownCard(p, True) for p in pieces]
        if e.why == "lead":
            table.watch.lead(e.seat, pieces, win_cap_of(table.trick_no == 0, _win_cap(table)))
        else:
            table.watch.turn_up(e.seat, pieces)
        table.add_log(t("tcui.log.reveal", name=name, group=group_text(pieces)))

    def chuied(self, table: TamCucTable, e: Chuied) -> None:
        table.trick[e.seat] = []
        table.chui.add(e.seat)
        table.rac += e.count
        table.add_log(t("tcui.log.chui", name=table.name(e.seat)))

    def won(self, table: TamCucTable, e: TrickWon) -> None:
        winning = [c.tile for c in table.trick.get(e.winner, []) if isinstance(c.tile, Piece)]
        table.pile[e.winner] += sum(len(row) for row in table.trick.values())
        table.cay[e.winner] += e.count
        if any(seat.cards for seat in table.seats):  # the deal's last trick stays on the mat, its winner lit
            for row in table.trick.values():
                row.clear()
            table.watch.clear()
        table.call = None
        table.chui.clear()
        table.trick_no = e.number + 1
        table.add_log(t("tcui.log.won", name=table.name(e.winner), n=e.number + 1, count=e.count,
                        group=group_phrase(winning)))

    # --- đi đêm -------------------------------------------------------------------------------
    def offered(self, table: TamCucTable, e: DiDemOffered) -> None:
        take(table.seats[e.proposer], e.pieces, e.count)
        table.offer = ShownOffer(e.proposer, e.target, e.count, e.pieces, e.wish)
        table.add_log(t("tc.didem.log.offer", name=table.name(e.proposer), partner=table.name(e.target),
                        count=e.count))

    def answered(self, table: TamCucTable, e: DiDemAnswered) -> None:
        table.offer = None
        target = table.seats[e.target]
        if e.accepted:
            take(target, e.returned, e.count)
            give(table, e.target, e.given, e.count)
            give(table, e.proposer, e.returned, e.count)
            table.add_log(t("tc.didem.log.swap", name=table.name(e.proposer), partner=table.name(e.target),
                            count=e.count))
            if table.viewer == e.proposer and e.given and e.returned:  # the proposer is told what came back
                table.add_log(t("tc.didem.log.returned", partner=table.name(e.target),
                                returned=pieces_text(e.returned), given=pieces_text(e.given)))
        else:
            give(table, e.proposer, e.given, e.count)
            table.add_log(t("tc.didem.log.declined", name=table.name(e.proposer), partner=table.name(e.target),
                            count=e.count))

    # --- the end ------------------------------------------------------------------------------
    def scored(self, table: TamCucTable, e: DealScored) -> None:
        table.scored = e
        table.score = [a + b for a, b in zip(table.score, e.deltas)]
        table.add_log(outcome_text(table, e))
        n, par = table.n_seats, str(table.par)
        table.rows = [TamCucRow(str(e.standings[s]), table.name(s), str(e.cay[s]), par, e.deltas[s],
                                   table.score[s], None if e.chips is None else e.chips[s])
                         for s in sorted(range(n), key=lambda s: (e.standings[s], s))]

    def result_rows(self, table: ShownTable, e: Any) -> None:
        return None  # the deal's rows come with its score (:meth:`scored`)

    def settled_line(self, table: ShownTable, e: Any) -> str:
        assert isinstance(table, TamCucTable)
        if table.scored is not None and table.scored.chips is None:
            return ""  # a deal for points: the score's line said it all
        return super().settled_line(table, e)


def outcome_text(table: TamCucTable, e: DealScored) -> str:
    """The deal's ending in one sentence ("Lan đè kết tốt đen của Minh (đôi Tốt đen) bằng đôi
    Tốt đỏ — Minh đền 24"), as ``python -m game replay`` tells it too."""
    return deal_story(outcome_of(e), table.name, table.par)


def take(seat: ShownSeat, pieces: Sequence[Piece] | None, count: int) -> list[Piece | None]:
    """Take ``count`` pieces out of a hand: the named ones where the hand shows them, else backs
    (a hand the viewer does not see tells nothing of which)."""
    taken: list[Piece | None] = []
    for p in pieces or ():
        card = next((c for c in seat.cards if c.tile == p), None)
        if card is not None:
            seat.cards.remove(card)
            taken.append(p)
    while len(taken) < count and seat.cards:
        tile = seat.cards.pop().tile
        taken.append(tile if isinstance(tile, Piece) else None)
    return taken if pieces is None or len(taken) != len(pieces) else list(pieces)


def give(table: ShownTable, seat: int, pieces: Sequence[Piece] | None, count: int) -> None:
    """Pieces arrive in ``seat``'s hand: face up only in the viewer's own hand."""
    known = seat == table.viewer and pieces is not None and len(pieces) == count
    arriving: list[Piece | None] = list(pieces) if known and pieces is not None else [None] * count
    table.seats[seat].cards.extend(ShownCard(p, False) for p in arriving)
    table.seats[seat].seen.extend(p for p in arriving if p is not None)


def _win_cap(table: TamCucTable) -> int | None:
    return table.rules.win_cap if table.rules is not None else None

