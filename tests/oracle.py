"""The truth oracle (issue 38): a table watched frame by frame through the host's public parts.

An :class:`Oracle` is put on a :class:`~game.ui.table.host.TableHost` before its first frame.
It notes every event the director is given to show and every event applied to the shown
table, and every chip flight the picture takes off (``picture.flights``); after each frame
(:meth:`Oracle.frame`) and at the end of each round (:meth:`Oracle.round_over`) it checks
what the table shows against what happened — never against what the table worked out:

* **chips in flight** — each flight is a transfer of an event given to the director and not
  yet shown (payer, payee, amount: a ``ChipsMoved``; a ``BetPlaced``), taken off in the
  transfers' order, once; a bet flying home is what its spot holds while the settling event
  that sends it home is the next to show; a transfer shown by the director has flown and
  landed (nothing flies that did not move; nothing moved that did not fly);
* **every frame** — no plate, betting spot or pot shows fewer than no chips, and the chips
  on the table (plates, spots, pot, fees, in flight) are the chips the round began with;
  an amount rising over a plate is that seat's change in a settlement given to the
  director (one a seat, never a change of none);
* **the end of a round** — each plate's chips are the ledger's (the match's balances), no
  bet is left on a spot, the pot holds what the match carries; each seat's change is the
  settlement's and the match record's; the result panel's rows and amounts are the
  settlement events' (a seat's change, the fee, the ván phụ's winner, how a Xì Dách player
  ended with the dealer, Tam Cúc's points, chips and standings); and the table shown beat by
  beat equals the table folded at once from the round's moves (its log, its rows, its chips).

What a round looked like at each move (the names, the portraits, the log) is kept in
:attr:`Oracle.steps`, so a driver can hold a resumed and a replayed table against the live one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.events import Announced, BetPlaced, ChipsMoved, Event, RoundSettled
from game.engine.ledger import FEE_SINK, POT
from game.i18n import t
from game.shown.fold import fold
from game.shown.results import ResultRow
from game.shown.table import ShownTable
from game.ui.table.director import Reached
from game.ui.table.host import TableHost
from game.ui.table.sprites import ChipFlight


@dataclass(eq=False)
class Sent:
    """An event the director was given to show."""

    event: Event
    applied: bool = False  # shown on the table (its beat played)
    flown: int = 0  # chip flights that took off for it


@dataclass(frozen=True)
class Step:
    """What the table showed at rest after a number of moves: seats' names and portraits, the log."""

    faces: tuple[tuple[str, str | None], ...]
    log: tuple[str, ...]


@dataclass
class Oracle:
    """See the module docstring."""

    table: TableHost
    sent: list[Sent] = field(default_factory=list)
    flights: dict[int, tuple[ChipFlight, Sent]] = field(default_factory=dict)  # id(flight) -> its event
    steps: dict[int, Step] = field(default_factory=dict)  # moves shown -> the table at rest there
    banner: str = ""  # the banner's text when last seen
    frames: int = 0
    flown: int = 0  # chip flights matched
    rounds: int = 0  # rounds whose end was checked

    def __post_init__(self) -> None:
        table = self.table
        director = table.show.director
        play, restart, apply = director.play, director.restart, director.shower.apply

        def played(events: Sequence[Event], reached: Reached | None) -> None:
            self.sent += [Sent(e) for e in events]
            play(events, reached)

        def restarted(shown: ShownTable) -> None:
            restart(shown)  # (the motion queued is played out at once: its flights take off and land)
            self.sent.clear()  # shown at once (folded): nothing of it flies
            self.flights.clear()

        def applied(shown: ShownTable, event: Event) -> None:
            if shown is director.table:
                self._applied(event)
            apply(shown, event)

        director.play = played  # type: ignore[method-assign]
        director.restart = restarted  # type: ignore[method-assign]
        director.shower.apply = applied  # type: ignore[method-assign]
        table.picture.flights = _Takeoffs(self._took_off, table.picture.flights)

    # --- the director's events --------------------------------------------------------------------
    def _applied(self, event: Event) -> None:
        waiting = [s for s in self.sent if not s.applied]
        assert waiting and waiting[0].event is event, f"{event} shown out of order"
        sent = waiting[0]
        sent.applied = True
        if _moves_chips(event):
            assert sent.flown == 1, f"{event} shown on the table, but {sent.flown} flights took off for it"
            flying = self.table.picture.flights
            assert not [f for f, s in self.flights.values() if s is sent and f in flying], (
                f"{event} shown on the table while its chips still fly")

    def _took_off(self, flight: ChipFlight) -> None:
        """A chip flight takes off: match it to the event it shows."""
        shown = self.table.shown
        waiting = [s for s in self.sent if not s.applied]
        where = f"{flight.amount} chips fly {flight.source} → {flight.dest}"
        if flight.source == flight.dest:  # a bet going home from its spot to its plate
            assert isinstance(flight.source, int) and waiting, f"{where}: no bet goes home"
            seat, settling = flight.source, waiting[0]
            assert seat in self.table.show.shower.returns_bets(shown, settling.event), (
                f"{where}: the next event to show, {settling.event}, sends no bet of seat {seat} home")
            bet = shown.seats[seat].bet
            assert 0 < flight.amount == bet, f"{where}: a bet flies home, seat {seat}'s spot holds {bet}"
            sent = settling
        else:
            same = [s for s in waiting if _transfer(s.event) == (flight.source, flight.dest, flight.amount)]
            assert same, f"{where}: no such transfer waits to be shown"
            sent = next((s for s in same if not s.flown), same[0])
            assert not sent.flown, f"{where}: {sent.event} flies twice"
            kind = type(sent.event)
            earlier = [s for s in waiting if isinstance(s.event, kind) and not s.flown and _moves_chips(s.event)]
            assert earlier[0] is sent, f"{where}: flies before {earlier[0].event}"
        sent.flown += 1
        self.flights[id(flight)] = (flight, sent)
        self.flown += 1

    # --- every frame ------------------------------------------------------------------------------
    def frame(self) -> None:
        """Check the frame just played (call after each ``App.frame``)."""
        self.frames += 1
        table = self.table
        shown, picture = table.shown, table.picture
        flying = [f for f in picture.flights if f.visible]
        for f in flying:
            matched = self.flights.get(id(f))
            assert matched is not None, f"{f.amount} chips fly {f.source} → {f.dest}, taken off unseen"
            assert not matched[1].applied, f"{f.amount} chips still fly for {matched[1].event}, shown already"
        for s, seat in enumerate(shown.seats):
            away = [f for f in flying if f.source == s]
            plate = seat.chips - sum(f.amount - f.off_spot for f in away)
            spot = seat.bet - sum(f.off_spot for f in away)
            assert plate >= 0 and spot >= 0, f"seat {s} shows {plate} chips on its plate, {spot} on its spot"
        assert shown.pot - sum(f.amount for f in flying if f.source == POT) >= 0, "the pot shows less than none"
        assert shown.fees - sum(f.amount for f in flying if f.source == FEE_SINK) >= 0, "the fees show less than none"
        facts = shown.facts
        held = sum(s.chips + s.bet for s in shown.seats) + shown.pot + shown.fees
        assert held == sum(facts.balances) + facts.carry + facts.fees, (
            f"the table shows {held} chips, the round began with "
            f"{sum(facts.balances) + facts.carry + facts.fees}")
        self._headline()
        self._floats()
        if table.at_rest() and table.controller.on_table() is not None:
            self.steps.setdefault(shown.moves, Step(faces(table), tuple(shown.log)))

    def _floats(self) -> None:
        """Each amount rising over a plate is its seat's change in the round's settlement."""
        floats = self.table.picture.floats
        if not floats:
            return
        settled = [s for s in self.sent if isinstance(s.event, RoundSettled)]
        assert settled, f"amounts rise over plates ({[(f.seat, f.amount) for f in floats]}) before any settlement"
        waiting = [s for s in self.sent if not s.applied]
        assert settled[-1].applied or waiting[0] is settled[-1], "amounts rise before the settlement's turn to show"
        deltas = settled[-1].event.deltas
        seats = [f.seat for f in floats]
        assert len(seats) == len(set(seats)), f"two amounts rise over one plate: {seats}"
        for f in floats:
            assert f.amount and f.amount == deltas[f.seat], (
                f"{f.amount:+} rises over seat {f.seat}'s plate, the settlement says {deltas[f.seat]:+}")

    def _headline(self) -> None:
        """A banner that shows up names the seat of an event of the round that has a banner."""
        banner = self.table.picture.banner
        if not banner.active or banner.text == self.banner:
            self.banner = banner.text if banner.active else ""
            return
        self.banner = banner.text
        shown = self.table.shown
        named = [shown.name(seat) for seat in map(_headline_seat, (s.event for s in self.sent)) if seat is not False]
        assert any(name in banner.text for name in named if name) or "" in named, (
            f"the banner says {banner.text!r}; the round's headlines name {named}")

    # --- the end of a round ---------------------------------------------------------------------------
    def round_over(self) -> None:
        """The round's result shows and the table is at rest: check it against the ledger and
        the round's events (call once per round)."""
        table = self.table
        assert table.results is not None and table.at_rest()
        match, shown, picture = table.match, table.shown, table.picture
        assert not [f for f in picture.flights if f.visible], "chips still fly at the round's end"
        assert all(s.applied for s in self.sent), "events left unshown at the round's end"
        plates = [picture.plate_chips(shown, s) for s in range(shown.n_seats)]
        assert plates == list(match.balances), f"the plates show {plates}, the ledger holds {match.balances}"
        assert [picture.spot_chips(shown, s) for s in range(shown.n_seats)] == [0] * shown.n_seats, "a bet is left"
        assert shown.pot == match.carry, f"the pot shows {shown.pot}, the match carries {match.carry}"
        assert shown.fees == match.fees, f"the fee tray shows {shown.fees}, the match took {match.fees}"
        record = match.history[-1]
        settled = shown.settled
        assert settled is not None and tuple(settled.deltas) == tuple(record.deltas), "the round's settlement"
        assert [s.delta for s in shown.seats] == list(record.deltas), "each plate's change is the ledger's"
        state = table.controller.on_table()
        assert state is not None
        folded = fold(table.show.shower, table.show.facts, shown.viewer, state, log=table.show.story)  # type: ignore[arg-type]
        assert folded.log == shown.log, "the log shown beat by beat is the log folded from the moves"
        assert folded.results == shown.results, "the result rows shown are those folded from the moves"
        assert [(s.chips, s.bet, s.delta) for s in folded.seats] == [(s.chips, s.bet, s.delta) for s in shown.seats]
        events = list(state_events(state))
        rows_tell_the_events(shown, events, record.deltas)
        self.rounds += 1


class _Takeoffs(list[ChipFlight]):
    """The picture's chips in flight, each told to the oracle as it takes off."""

    def __init__(self, took_off: Callable[[ChipFlight], None], flying: Sequence[ChipFlight]) -> None:
        super().__init__(flying)
        self.took_off = took_off

    def append(self, flight: ChipFlight) -> None:
        self.took_off(flight)
        super().append(flight)


def _transfer(event: Event) -> tuple[object, object, int] | None:
    if isinstance(event, ChipsMoved):
        return (event.payer, event.payee, event.amount)
    if isinstance(event, BetPlaced):
        return (event.seat, None, event.amount)
    return None


def _headline_seat(event: Event) -> int | bool | None:
    """The seat a headline of ``event`` names (None: nobody), False: ``event`` has no headline."""
    from game.variants.tam_cuc.actions import CaiDrawn

    if isinstance(event, Announced) and event.banner:
        return event.seat
    if isinstance(event, CaiDrawn):
        return event.cai
    return False


def _moves_chips(event: Event) -> bool:
    return isinstance(event, (ChipsMoved, BetPlaced)) and event.amount > 0


def faces(table: TableHost) -> tuple[tuple[str, str | None], ...]:
    """Each seat's name and portrait as the table shows them."""
    return tuple((table.seat_name(s), table.sight.avatar(s)) for s in range(table.match.n_seats))


def state_events(state: Any) -> list[Event]:
    """Every event of ``state``'s round, unredacted, in order: its deal and each move's."""
    replay = type(state).from_dict({**state.to_dict(), "actions": []})
    events = list(replay.start_events())
    for seat, action in state.log:
        events += replay.apply(seat, action)
    return events


# --- the result panel against the round's events ---------------------------------------------------------
def rows_tell_the_events(shown: ShownTable, events: Sequence[Event], deltas: Sequence[int]) -> None:
    """The result panel says what the settlement events say (and nothing else)."""
    settled = [e for e in events if isinstance(e, RoundSettled)]
    assert len(settled) == 1 and tuple(settled[0].deltas) == tuple(deltas)
    game = shown.game
    if game == "tam-cuc":
        _tam_cuc_rows(shown, events)
        return
    rows = shown.results
    assert rows is not None, "the result panel is shown"
    names = [s.name for s in shown.seats]
    seat_rows = [r for r in rows if not r.sub and r.name in names and r.amount is not None]
    for r in seat_rows:
        assert r.amount == deltas[names.index(r.name)], f"{r.name}'s row says {r.amount}, the round {deltas}"
    listed = [names.index(r.name) for r in seat_rows]
    assert sorted(listed) == sorted(set(listed)), "a seat has two rows"
    assert all(s in listed for s, d in enumerate(deltas) if d), "a seat whose chips changed has no row"
    fee = [r for r in rows if r.name == t("ui.fee_sink")]
    assert [r.amount for r in fee] == ([settled[0].fees] if settled[0].fees else []), "the fee row is the round's"
    if game in ("ba-cay", "bai-cao"):
        _three_card_rows(shown, events, rows)
    elif game == "xi-dach":
        _xi_dach_rows(shown, events, rows)


def _three_card_rows(shown: ShownTable, events: Sequence[Event], rows: list[ResultRow]) -> None:
    from game.variants.three_card.defs import SideBetUpdated

    won = [e.seat for e in events if isinstance(e, Announced) and e.kind == "van-phu-won"]
    credited = [r.name for r in rows if t("tc.result.won_playoff") in r.text and not r.sub]
    assert credited == [shown.name(s) for s in won], f"the panel credits {credited} with the ván phụ, the round {won}"
    dealt = [e for e in events if isinstance(e, Announced) and e.kind == "van-phu"]
    headings = [r.name for r in rows if r.name in [t("tc.result.playoff", n=i) for i in range(1, len(rows))]]
    assert headings == [t("tc.result.playoff", n=i) for i in range(1, len(dealt) + 1)], "a heading per ván phụ"
    final: dict[int, Any] = {}
    for e in events:
        if isinstance(e, SideBetUpdated):
            final[e.index] = e.bet
    assert shown.side == [final[i] for i in sorted(final)], "the side bets shown are the round's"


def _xi_dach_rows(shown: ShownTable, events: Sequence[Event], rows: list[ResultRow]) -> None:
    from game.variants.xi_dach.actions import PlayerSettled

    for e in events:
        if isinstance(e, PlayerSettled):
            row = [r for r in rows if r.name == shown.name(e.seat) and r.amount is not None]
            status = t(f"xd.status.{e.outcome.value}")
            assert len(row) == 1 and status in row[0].text, f"{shown.name(e.seat)}'s row does not say {status!r}"


def _tam_cuc_rows(shown: ShownTable, events: Sequence[Event]) -> None:
    from game.variants.tam_cuc.actions import DealScored

    scored = [e for e in events if isinstance(e, DealScored)]
    assert len(scored) == 1
    e = scored[0]
    rows = shown.rows
    assert rows is not None, "the deal's rows are shown"
    by_name = {r.name: r for r in rows}
    assert len(by_name) == shown.n_seats
    for s in range(shown.n_seats):
        r = by_name[shown.name(s)]
        assert (r.points, r.rank, r.cay) == (e.deltas[s], str(e.standings[s]), str(e.cay[s])), f"{r.name}'s row"
        assert r.total == shown.facts.score[s] + e.deltas[s]
        assert r.chips == (None if e.chips is None else e.chips[s])
