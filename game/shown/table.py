"""The shown table: what one viewer has seen of a round so far, as plain data.

The table on screen never draws the round itself.  It draws a :class:`ShownTable`, which
changes only when a :class:`Shower` applies an event to it — an engine event, already
redacted for the viewer — and the table's director applies an event only once its
animation beat has played.  When every event of a move has been applied, the viewer's view
after that move is *reached* (:meth:`Shower.reach`): the view of a move whose consequences
have all been shown tells nothing new, and the words that need the rules (a hand's name, a
hint, what may be played) read it from there.  So nothing is drawn before it is seen, by
construction: a painter has nothing else to read.

The same code builds the shown table for the live table at animation pace, for a replay at
step k, for a table resumed from a save and in tests without a window
(:mod:`game.shown.fold`).  No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.engine.events import (
    Announced,
    BetPlaced,
    CardDealt,
    CardsRevealed,
    ChipsMoved,
    Event,
    RoundSettled,
    SatOut,
    Shuffled,
    Tile,
    TurnChanged,
)
from game.engine.ledger import FEE_SINK, POT
from game.engine.protocol import Action, TableConfig
from game.engine.variant import Variant
from game.engine.view import Label
from game.i18n import signed, t
from game.shown.results import ResultRow
from game.shown.story import announcement


@dataclass(frozen=True)
class RoundFacts:
    """What everybody at the table knows of a round before its first card: the seats' names
    and chips, the banker, the mode and stakes, the round's number, the fees the table has
    taken so far and what the pot holds over from the last round, and (Tam Cúc) the running
    score.  Never the deal: a scripted deal stays in the round."""

    names: tuple[str, ...]
    balances: tuple[int, ...]
    banker: int | None
    mode: str
    stake: int
    round_no: int
    options: Mapping[str, Any] = field(default_factory=dict)
    fees: int = 0
    carry: int = 0
    score: tuple[int, ...] = ()

    @classmethod
    def of(cls, config: TableConfig, names: Sequence[str], round_no: int, *, fees: int = 0,
           score: Sequence[int] = ()) -> RoundFacts:
        return cls(tuple(names), tuple(config.balances), config.banker, config.mode, config.stake, round_no,
                   dict(config.options), fees, config.carry, tuple(score) or (0,) * config.n_seats)

    @property
    def n_seats(self) -> int:
        return len(self.names)


@dataclass
class ShownCard:
    """A card or piece as the viewer was shown it: ``tile`` None shows only its back.

    ``face_up``: turned up for the whole table.  ``opened``: the viewer has looked at it —
    at a squeeze table the viewer's own cards arrive closed and open by nặn bài.
    """

    tile: Tile | None
    face_up: bool = False
    opened: bool = True

    @property
    def seen(self) -> bool:
        """The viewer sees its face now."""
        return self.tile is not None and (self.face_up or self.opened)


@dataclass
class ShownSeat:
    """One seat as the viewer has seen it."""

    name: str
    chips: int  # on the plate: the seat's chips less its bet on the spot
    bet: int = 0  # on the betting spot, until it is lost or goes back to the plate
    cards: list[ShownCard] = field(default_factory=list)
    sat_out: str | None = None  # why the seat plays no part this round ("chose", "chips", "banker")
    out_tag: str | None = None  # ... as its tag says it, in short ("Nghỉ: thiếu tiền")
    delta: int | None = None  # its change for the round, once settled
    seen: list[Tile] = field(default_factory=list)  # every tile of this seat the viewer has seen, in order

    def saw(self, tiles: Sequence[Tile | None]) -> None:
        """The viewer sees these tiles of this seat (a tile seen before is not counted twice)."""
        pool = list(self.seen)
        for tile in tiles:
            if tile is None:
                continue
            if tile in pool:
                pool.remove(tile)
            else:
                self.seen.append(tile)

    def tiles(self) -> list[Tile | None]:
        return [c.tile for c in self.cards]

    def seen_all(self) -> bool:
        """Every card before this seat lies face up (or opened, for the viewer's own)."""
        return bool(self.cards) and all(c.seen for c in self.cards)


@dataclass
class ShownTable:
    """What one viewer (``None``: a spectator) has seen of one round; see the module docstring."""

    game: str
    viewer: int | None
    facts: RoundFacts
    seats: list[ShownSeat]
    banker: int | None
    pot: int
    fees: int  # the table's fee sink: the match's before the round, and this round's
    deck: int = 0  # cards left in the deck, as the table showed them
    to_act: tuple[int, ...] = ()
    log: list[str] = field(default_factory=list)
    view: Any = None  # the viewer's view after the last move whose every event has been shown
    legal: tuple[Action, ...] = ()  # what the viewer may do there
    moves: int = 0  # the moves whose every event has been shown
    settled: RoundSettled | None = None  # the round's result, once its beat has played
    results: list[ResultRow] | None = None  # the result panel's rows, once settled
    headline: str | None = None  # who took the pot and why, once settled (a pot table), else None
    squeeze: bool = False  # the viewer's own cards arrive closed (nặn bài)
    role: str | None = None  # the banker's title ("chuong", "cai", "nha-cai"): public from the round's start

    @property
    def n_seats(self) -> int:
        return len(self.seats)

    def role_of(self, seat: int) -> str | None:
        """The seat's role badge: the banker's title on the banker, nothing on the others."""
        return self.role if seat == self.banker else None

    def name(self, seat: int | None) -> str:
        return self.seats[seat].name if seat is not None and 0 <= seat < len(self.seats) else ""

    def status(self, seat: int) -> Label | None:
        """The seat's status as the viewer's view says it ("Đang xem bài") — but no "betting"
        once its bet stands on the table: a move held back for the viewer (cards to squeeze
        open) leaves the view of the move before, when the last seat to bet had not yet."""
        view = self.view
        status = view.seats[seat].status if view is not None and seat < len(view.seats) else None
        if status is not None and status.key.rsplit(".", 1)[-1] == "betting" and self.seats[seat].bet:
            return None
        return status

    @property
    def over(self) -> bool:
        return self.settled is not None

    def add_log(self, line: str | None) -> None:
        if line:
            self.log.append(line)


Handler = Callable[[Any, Any], None]


class Shower:
    """Applies events to a game's shown table: the shared events here, a game's own in its
    subclass (:data:`handlers` maps an event type to a method name).

    Every method takes the table and the event; each also writes the event's line of the
    log, so the story of the round is exactly what was shown, in the order it was shown.
    """

    table_type: ClassVar[type[ShownTable]] = ShownTable
    squeeze: ClassVar[bool] = False  # the viewer's own cards are dealt closed
    # Chips paid for these reasons come off the payer's betting spot first (its bet is what
    # it loses); any other payment comes off the plate.
    from_spot: ClassVar[frozenset[str]] = frozenset({"bet"})
    handlers: ClassVar[Mapping[type[Event], str]] = {}

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        shared: dict[type[Event], str] = {
            Shuffled: "shuffled", CardDealt: "dealt", CardsRevealed: "revealed", BetPlaced: "bet",
            ChipsMoved: "chips", Announced: "announced", TurnChanged: "turn", SatOut: "sat_out",
            RoundSettled: "round_settled",
        }
        shared.update(self.handlers)
        self._handlers: dict[type[Event], Handler] = {k: getattr(self, name) for k, name in shared.items()}

    # --- building ----------------------------------------------------------------------------
    def start(self, facts: RoundFacts, viewer: int | None, log: Sequence[str] = ()) -> ShownTable:
        """The table before the round's first event: plates with their chips, an empty felt,
        the log so far with the new round's heading."""
        seats = [ShownSeat(name, chips) for name, chips in zip(facts.names, facts.balances)]
        table = self.table_type(self.variant.key, viewer, facts, seats, facts.banker, facts.carry, facts.fees,
                                log=list(log), squeeze=self.squeeze)
        table.log.append(t("ui.log.round", n=facts.round_no))
        table.role = self.role(table)
        self.started(table)
        return table

    def role(self, table: ShownTable) -> str | None:
        """The banker's title in this game and mode, or None at a table without a banker.  The
        banker of a round is public from its start, so its badge shows before the first card."""
        return None

    def started(self, table: ShownTable) -> None:
        """A game's own set-up of a new table (its mat, its counters)."""

    def apply(self, table: ShownTable, event: Event) -> None:
        """Show ``event`` (redacted for ``table.viewer``) on ``table``."""
        handler = self._handlers.get(type(event))
        if handler is not None:
            handler(table, event)

    def reach(self, table: ShownTable, view: Any, legal: tuple[Action, ...], moves: int) -> None:
        """Every event of the round's first ``moves`` moves has been shown: the viewer's view
        after them, and what the viewer may do there."""
        table.view, table.legal, table.moves = view, legal, moves

    # --- the shared events ---------------------------------------------------------------------
    def shuffled(self, table: ShownTable, e: Shuffled) -> None:
        table.deck = e.cards

    def dealt(self, table: ShownTable, e: CardDealt) -> None:
        own = e.seat == table.viewer
        closed = table.squeeze and own and not e.face_up
        table.seats[e.seat].cards.append(ShownCard(e.card, e.face_up, not closed))
        table.seats[e.seat].saw([e.card])
        table.deck = max(0, table.deck - 1)

    def revealed(self, table: ShownTable, e: CardsRevealed) -> None:
        seat = table.seats[e.seat]
        for card, tile in zip(seat.cards, e.cards):
            card.tile, card.face_up = tile, True
        seat.saw(e.cards)

    def bet(self, table: ShownTable, e: BetPlaced) -> None:
        seat = table.seats[e.seat]
        seat.bet += e.amount
        seat.chips -= e.amount  # from the plate to the betting spot
        table.add_log(t("tc.log.bet", name=table.name(e.seat), amount=e.amount))

    def chips(self, table: ShownTable, e: ChipsMoved) -> None:
        off_spot = self.off_spot(table, e)
        if off_spot:
            table.seats[e.payer].bet -= off_spot  # type: ignore[index]
        for account, amount in ((e.payer, off_spot - e.amount), (e.payee, e.amount)):
            if account == POT:
                table.pot += amount
            elif account == FEE_SINK:
                table.fees += amount
            elif isinstance(account, int) and 0 <= account < table.n_seats:
                table.seats[account].chips += amount

    def off_spot(self, table: ShownTable, e: ChipsMoved) -> int:
        """How many of the chips ``e`` pays come off the payer's betting spot."""
        if e.reason not in self.from_spot or not isinstance(e.payer, int) or not 0 <= e.payer < table.n_seats:
            return 0
        return min(e.amount, table.seats[e.payer].bet)

    def returns_bets(self, table: ShownTable, e: Event) -> list[int]:
        """The seats whose bet on the spot ``e`` sends back to their plates (the round's end)."""
        return [s for s, seat in enumerate(table.seats) if seat.bet] if isinstance(e, RoundSettled) else []

    @staticmethod
    def bet_back(seat: ShownSeat) -> None:
        """What is left of the seat's bet goes back to its plate."""
        seat.chips += seat.bet
        seat.bet = 0

    def announced(self, table: ShownTable, e: Announced) -> None:
        table.add_log(announcement(e, table.name(e.seat)))

    def turn(self, table: ShownTable, e: TurnChanged) -> None:
        table.to_act = e.seats

    def sat_out(self, table: ShownTable, e: SatOut) -> None:
        seat = table.seats[e.seat]
        seat.sat_out, seat.out_tag = e.why, self.out_tag(table, e.why)
        table.add_log(self.sat_out_text(table, e.seat, e.why))

    def sat_out_text(self, table: ShownTable, seat: int, why: str) -> str:
        """The log's line for a seat sitting out: "Hùng nghỉ ván này", with the reason."""
        return sat_out_line(table, seat, why)

    def out_tag(self, table: ShownTable, why: str) -> str:
        """The seat's tag while it sits out, its reason in short."""
        return t(f"ui.tag.sat_out.{why}")

    def round_settled(self, table: ShownTable, e: RoundSettled) -> None:
        table.settled = e
        table.to_act = ()
        for seat, delta in zip(table.seats, e.deltas):
            seat.delta = delta
            self.bet_back(seat)
        table.add_log(self.settled_line(table, e))
        table.results = self.result_rows(table, e)
        table.headline = self.headline(table, e)

    def headline(self, table: ShownTable, e: RoundSettled) -> str | None:
        """The result's one line over the panel — who won what the table played for, and why —
        from what the round said and paid; None where each seat's row says it all."""
        return None

    def result_rows(self, table: ShownTable, e: RoundSettled) -> list[ResultRow] | None:
        """The result panel's rows: each seat's cards as shown and its change, the table's fee."""
        rows = [ResultRow(seat.name, "", e.deltas[s], tuple(c.tile for c in seat.cards if c.face_up and c.tile))
                for s, seat in enumerate(table.seats)]
        if e.fees:
            rows.append(ResultRow(t("ui.fee_sink"), "", e.fees))
        return rows

    def settled_line(self, table: ShownTable, e: RoundSettled) -> str:
        """The log's last line of the round: who won and lost what."""
        moved = [f"{table.name(s)} {signed(d)}" for s, d in enumerate(e.deltas) if d]
        return "  ·  ".join(moved) if moved else t("ui.log.nothing_moved")


def sat_out_line(table: ShownTable, seat: int, why: str) -> str:
    """"Hùng nghỉ ván này", with the reason when it is not the seat's own choice."""
    name = table.name(seat)
    if why == "chose":
        return t("tc.log.sat_out", name=name)
    return t(f"ui.sat_out.{why}", name=name)
