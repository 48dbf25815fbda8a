"""A Xì Dách round nobody can be dealt into (issue 30).

``python -m game soak --rounds 40 --variant xi-dach --seed 0`` reached round 18 of the house
rules (thưởng, free bets) with the dealer holding 100 chips at stake 100: under thưởng a bet
of 100 may cost the dealer 200, so nobody could be covered, the round ended before the deal,
and the result panel asked the hand of a dealer who had none (``ValueError: seat 0 holds no
hand``).  Such a dealer (or player) is now short of chips, and refilled like a broke seat;
a round dealt to nobody (an old exported file) still shows on the table.
"""

from __future__ import annotations

import pytest

from game.catalog import VARIANTS
from game.catalog import game as record_of
from game.i18n import t
from game.match.match import Match, Seat
from game.match.replay import Replay
from game.ui.table.host import TableHost
from game.variants.xi_dach.round import XiDachRound
from game.variants.xi_dach.variant import XI_DACH
from tests.ui_harness import make_app, settle

HOUSE = XI_DACH.preset("nha")  # thưởng and free bets on: the soak's segment
SOAK_BALANCES = [100, 1300, 1500, 1100, 900, 1100]  # the soak's round 18, dealer in seat 0


def test_the_soaks_round_is_dealt_to_nobody() -> None:
    cfg = XI_DACH.make_config(6, options=HOUSE, balances=tuple(SOAK_BALANCES), banker=0)
    state = XiDachRound(cfg, seed=5452427997905692977)
    assert state.is_over() and state.bets == [0] * 6 and state.hands[0] == []


@pytest.mark.parametrize(("options", "need"), [({}, 100), ({"thuong": True}, 200),
                                               ({"thuong": True, "free-bets": True}, 200)])
def test_a_seat_that_could_never_be_dealt_in_is_short_of_chips(options: dict[str, bool], need: int) -> None:
    seats = [Seat("Cái", "easy"), Seat("A", "easy"), Seat("B", "easy")]
    match = Match(XI_DACH, seats, options=options, balances=[need - 1, need - 1, need], banker=0)
    assert match.short_of_chips() == [0, 1]  # the dealer covers nobody, A can pay no bet's worst case


def test_free_bets_need_the_worst_case_of_the_least_allowed_bet() -> None:
    seats = [Seat("Cái", "easy"), Seat("A", "easy")]
    match = Match(XI_DACH, seats, options={"thuong": True, "free-bets": True}, stake=100, min_bet=150,
                  max_bet=1000, balances=[399, 400], banker=0)
    assert match.short_of_chips() == [0]  # the least bet is 200 (a multiple of the stake), 400 at worst


def test_the_table_refills_such_a_dealer_and_deals() -> None:
    app = make_app()
    g = record_of("xi-dach")
    match = Match(g.variant, [Seat(f"AI {i}", "normal") for i in range(6)], options=HOUSE,
                  balances=list(SOAK_BALANCES), banker=0, seed=7)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.results is not None)
    assert match.refills and match.refills[0][0] == 0
    state = scene.controller.finished
    assert isinstance(state, XiDachRound) and state.hands[0], "the refilled dealer was dealt a hand"
    app.draw()
    app.quit()


def test_a_round_dealt_to_nobody_shows_its_result_on_the_table() -> None:
    cfg = XI_DACH.make_config(6, options=HOUSE, balances=tuple(SOAK_BALANCES), banker=0)
    save = XiDachRound(cfg, seed=1).to_dict()
    replay = Replay(VARIANTS["xi-dach"], save, tuple(f"AI {i}" for i in range(6)), deltas=(0,) * 6)
    app = make_app()
    scene = app.open("replay", replay=replay)
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.results is not None)
    app.draw()  # the result panel: the old code raised "seat 0 holds no hand" here
    rows = scene.shown.results
    assert rows is not None and t("xd.result.never_dealt") in rows[0].text
    app.quit()
