"""``sim``'s match: the rows are its record, so it keeps only the last few rounds — and plays
exactly as a table's match that keeps them all."""

from __future__ import annotations

import pytest

from game.catalog import game
from game.match import sim
from game.match.match import RECENT_ROUNDS, Match, Seat
from game.match.sim import SimSpec, prepare, simulate

XI_DACH = game("xi-dach")


def test_sim_keeps_only_the_last_rounds_so_a_long_run_does_not_grow() -> None:
    spec = SimSpec(XI_DACH.variant, XI_DACH.agents, 6, 40, 1, level="easy")
    match = prepare(spec)
    for row in simulate(spec, match):
        assert [r.round_no for r in match.history] == list(range(max(1, row["round"] - RECENT_ROUNDS + 1),
                                                               row["round"] + 1))


def test_sim_votes_on_the_round_mode_as_a_table_that_keeps_every_round(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chọn từng ván: an AI seat's vote reads its last rounds and the last ones played with a
    bank, however far back; sim's short history once changed the votes (the rows differed from
    round 12 on, seed 7)."""
    ba_cay = game("ba-cay")
    spec = SimSpec(ba_cay.variant, ba_cay.agents, 5, 150, 7, mode="chon-tung-van")
    rows = list(simulate(spec))

    class Keeping(Match):
        def __init__(self, *args: object, **kw: object) -> None:
            kw["history_kept"] = None
            super().__init__(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(sim, "Match", Keeping)
    assert list(simulate(spec)) == rows


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
