"""The soak test: all-AI rounds of every game through the real table scenes, headless.

The short version runs in CI; ``python -m game soak --rounds 1000`` is the long one
(docs/performance.md has its figures), and a slow-marked test runs 100 rounds per game
with the memory-growth limit.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.catalog import VARIANTS
from game.catalog import variant as get_variant
from game.devtools.soak import GROWTH_LIMIT_MB, segments, soak
from game.match.match import Match

ROUNDS = 8  # enough for every mode and preset of every game to play at least one round


def _check(summary: dict[str, Any], rounds: int) -> None:
    errors = {k: g["error"] for k, g in summary["games"].items() if g["error"]}
    assert not errors, "\n".join(f"{k}: {e}" for k, e in errors.items())
    for key, g in summary["games"].items():
        assert g["rounds"] == rounds, f"{key} played {g['rounds']} rounds"
        assert len(g["segments"]) == len(segments(get_variant(key), rounds))


def test_short_soak_every_game() -> None:
    summary = soak(ROUNDS, list(VARIANTS), seed=3)
    _check(summary, ROUNDS)
    assert summary["ok"]
    json.dumps(summary)  # the --json summary is plain JSON


@pytest.mark.slow
def test_long_soak_memory_stays_flat() -> None:
    summary = soak(100, list(VARIANTS), seed=11)
    _check(summary, 100)
    for key, g in summary["games"].items():
        assert g["growth_mb"] < GROWTH_LIMIT_MB, f"{key}: memory grew {g['growth_mb']} MB"
    assert summary["ok"]


def test_segments_share_out_every_round() -> None:
    bai_cao = get_variant("bai-cao")
    parts = segments(bai_cao, 10)
    assert sum(k for _, _, k in parts) == 10
    assert {(m, p) for m, p, _ in parts} == {(m, p) for m in bai_cao.modes for p in ("goc", "nha")}
    assert segments(bai_cao, 1) == [(bai_cao.modes[0], "goc", 1)]


def test_soak_catches_chips_that_appear(monkeypatch: pytest.MonkeyPatch) -> None:
    """The conservation check has teeth: a match that mints a chip per round fails the soak."""
    finish = Match.finish_round

    def minting(self: Match) -> Any:
        result = finish(self)
        self.balances[0] += 1
        return result

    monkeypatch.setattr(Match, "finish_round", minting)
    summary = soak(1, ["xi-dach"])
    assert not summary["ok"]
    assert "chips not conserved" in summary["games"]["xi-dach"]["error"]
