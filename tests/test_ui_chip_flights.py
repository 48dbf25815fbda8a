"""Every chip that flies on the table is a transfer the round made (issue 38, "A lost bet flies
home").

Whole rounds of Xì Dách and of Ba Cây chơi chương, played by the AI at 1× on the real table,
watched frame by frame by the truth oracle (:mod:`tests.oracle`): each payment in flight is
one of the round's ChipsMoved transfers (payer, payee, amount), each flown once; each bet
placed is a BetPlaced; and a bet that goes back from its spot to its plate at the end of the
round is what the spot still holds then — a bet the round paid away (a loser's, to the
banker) never flies home.  At the end the plates show the ledger.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.catalog import shower, variant
from game.engine.events import ChipsMoved
from game.match.match import Match, Seat
from game.ui.app import App
from game.ui.table.host import TableHost
from tests.oracle import Oracle
from tests.ui_harness import make_app


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    a = make_app(speed=1.0)
    yield a
    for scene in a.scenes:
        if isinstance(scene, TableHost):
            scene.close()


def play_round(app: App, match: Match) -> Oracle:
    """``match``'s round on the table at 1×, every frame (of 1/20 s) checked, and its end."""
    table = TableHost(app, match)
    oracle = Oracle(table)
    app.scenes.push(table)
    for _ in range(20_000):  # frames at 1/20 s: a round takes a few hundred
        if table.results is not None and table.at_rest():
            break
        app.frame(1 / 20)
        oracle.frame()
    else:
        raise AssertionError("the round did not end")
    oracle.round_over()
    table.close()
    return oracle


def paid_away(oracle: Oracle, key: str, banker: int) -> list[int]:
    """The seats whose bet the round paid to the ``banker`` from their betting spot."""
    from_spot = shower(key).from_spot
    return sorted({s.event.payer for s in oracle.sent if isinstance(s.event, ChipsMoved)
                   and s.event.payee == banker and s.event.reason in from_spot})


def test_a_xi_dach_round_flies_only_its_transfers(app: App) -> None:
    seats = [Seat(name, "normal") for name in ("Cái", "Lan", "Minh", "Hùng", "Mai")]
    oracle = play_round(app, Match(variant("xi-dach"), seats, balances=[3000] * 5, seed=11, banker=0))
    assert paid_away(oracle, "xi-dach", banker=0), "a loser's bet went to the dealer (else it proves nothing)"
    assert oracle.flown and oracle.rounds == 1


def test_a_ba_cay_chuong_round_flies_only_its_transfers(app: App) -> None:
    seats = [Seat(name, "normal") for name in ("Chương", "Lan", "Minh", "Hùng", "Mai")]
    oracle = play_round(app, Match(variant("ba-cay"), seats, balances=[3000] * 5, seed=2, mode="chuong", banker=0))
    assert paid_away(oracle, "ba-cay", banker=0), "a loser's bet went to the chương (else it proves nothing)"
    assert oracle.flown and oracle.rounds == 1
