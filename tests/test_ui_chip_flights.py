"""Every chip that flies on the table is a transfer the round made (issue 38, "A lost bet flies
home").

Whole rounds of Xì Dách and of Ba Cây chơi chương, played by the AI at 1× on the real table,
with every chip flight recorded as it takes off: from where, to where, how much.  Each
payment in flight is one of the round's ChipsMoved transfers (payer, payee, amount), each
flown once; each bet placed is a BetPlaced; and a bet that goes back from its spot to its
plate at the end of the round is what the spot still holds then — a bet the round paid away
(a loser's, to the banker) never flies home.  At the end the plates show the ledger.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.catalog import shower, variant
from game.engine.events import BetPlaced, ChipsMoved, Event
from game.engine.protocol import RoundState
from game.match.match import Match, Seat
from game.ui.app import App
from game.ui.table.host import TableHost
from game.ui.table.sprites import ChipFlight
from tests.ui_harness import make_app


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    a = make_app(speed=1.0)
    yield a
    for scene in a.scenes:
        if isinstance(scene, TableHost):
            scene.close()


class Flights(list[ChipFlight]):
    """The picture's chips in flight, each noted as it takes off with what the shown table
    then held on its source's betting spot."""

    def __init__(self, table: TableHost) -> None:
        super().__init__()
        self.table = table
        self.seen: list[tuple[object, object, int, int]] = []  # (source, dest, amount, the source's bet)

    def append(self, flight: ChipFlight) -> None:
        shown = self.table.shown
        bet = shown.seats[flight.source].bet if isinstance(flight.source, int) else 0
        self.seen.append((flight.source, flight.dest, flight.amount, bet))
        super().append(flight)


def play_round(app: App, match: Match) -> tuple[Flights, list[Event]]:
    table = TableHost(app, match)
    flights = table.picture.flights = Flights(table)
    events: list[Event] = []
    emit = table.controller.emit

    def record(move: list[Event], state: RoundState) -> None:
        events.extend(move)
        emit(move, state)

    table.controller.emit = record
    app.scenes.push(table)
    for _ in range(20_000):  # frames at 1/20 s: a round takes a few hundred
        if table.results is not None and table.at_rest():
            break
        app.frame(1 / 20)
    else:
        raise AssertionError("the round did not end")
    assert [s.chips for s in table.shown.seats] == list(match.balances), "the plates show the ledger"
    table.close()
    return flights, events


def check_flights(flights: Flights, events: list[Event], key: str, banker: int) -> list[int]:
    """Every flight matched to a transfer of the round; returns the seats whose bet was paid
    away to the ``banker`` (from their betting spot, as the game ``key`` pays a lost bet)."""
    transfers = [(e.payer, e.payee, e.amount) for e in events if isinstance(e, ChipsMoved)]
    bets = [(e.seat, None, e.amount) for e in events if isinstance(e, BetPlaced)]
    home: list[int] = []
    for source, dest, amount, bet in flights.seen:
        if source == dest:  # a bet going back from its spot to its plate
            assert isinstance(source, int)
            assert 0 < amount == bet, f"seat {source}'s bet of {amount} flies home, its spot holds {bet}"
            home.append(source)
        elif (source, dest, amount) in bets:
            bets.remove((source, dest, amount))
        else:
            assert (source, dest, amount) in transfers, f"{amount} chips fly {source} → {dest}: no such transfer"
            transfers.remove((source, dest, amount))
    assert not transfers, f"transfers never shown: {transfers}"
    from_spot = shower(key).from_spot
    return sorted({e.payer for e in events if isinstance(e, ChipsMoved) and e.payee == banker
                   and e.reason in from_spot})


def test_a_xi_dach_round_flies_only_its_transfers(app: App) -> None:
    seats = [Seat(name, "normal") for name in ("Cái", "Lan", "Minh", "Hùng", "Mai")]
    match = Match(variant("xi-dach"), seats, balances=[3000] * 5, seed=11, banker=0)
    flights, events = play_round(app, match)
    losers = check_flights(flights, events, "xi-dach", banker=0)
    assert losers, "the round had a loser whose bet went to the dealer (else it proves nothing)"


def test_a_ba_cay_chuong_round_flies_only_its_transfers(app: App) -> None:
    seats = [Seat(name, "normal") for name in ("Chương", "Lan", "Minh", "Hùng", "Mai")]
    match = Match(variant("ba-cay"), seats, balances=[3000] * 5, seed=2, mode="chuong", banker=0)
    flights, events = play_round(app, match)
    losers = check_flights(flights, events, "ba-cay", banker=0)
    assert losers, "the round had a loser whose bet went to the chương (else it proves nothing)"
