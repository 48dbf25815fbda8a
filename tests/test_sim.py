"""``sim``'s match: the rows are its record, so it keeps only the last round's."""

from __future__ import annotations

from game.catalog import game
from game.match.match import Match, Seat
from game.match.sim import SimSpec, prepare, simulate

XI_DACH = game("xi-dach")


def test_sim_keeps_only_the_last_round_so_a_long_run_does_not_grow() -> None:
    spec = SimSpec(XI_DACH.variant, XI_DACH.agents, 6, 40, 1, level="easy")
    match = prepare(spec)
    for row in simulate(spec, match):
        assert [r.round_no for r in match.history] == [row["round"]]


def test_a_table_s_match_keeps_every_round_unless_told_otherwise() -> None:
    seats = [Seat(f"P{i}", "easy") for i in range(4)]
    every = Match(XI_DACH.variant, seats, seed=3, balances=[100_000] * 4)
    latest = Match(XI_DACH.variant, seats, seed=3, balances=[100_000] * 4, history_kept=3)
    for m in (every, latest):
        for _ in range(25):
            m.play_round(m.agents(XI_DACH.agents))
    assert [r.round_no for r in every.history] == list(range(1, 26))
    assert [r.round_no for r in latest.history] == [23, 24, 25]
    assert [r.deltas for r in latest.history] == [r.deltas for r in every.history[-3:]]
    assert latest.history[-1].replay == every.history[-1].replay
