"""What the arena reports besides the means: agent failures per seat (named on stderr, and the
command exits non-zero unless told to allow them), and side bets in stretches of the run."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Sequence
from typing import Any

import pytest

from game import catalog
from game.cli import EXIT_AGENT_FAILURES, main
from game.engine.protocol import Action, TableConfig
from game.match.arena import ArenaSpec, failure_lines, first_deals, run_arena

BA_CAY = catalog.game("ba-cay")


class Broken:
    """Raises on every third question it is asked, else plays the first legal action."""

    level = "broken"

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
        self.asked += 1
        if self.asked % 3 == 0:
            raise RuntimeError("a bug")
        return legal[0]


def factory(level: str, seat: int, config: TableConfig) -> Any:
    return Broken() if level == "broken" else BA_CAY.agents(level, seat, config)


def test_the_report_counts_failures_per_seat_of_each_seating() -> None:
    report = run_arena(ArenaSpec(BA_CAY.variant, factory, players=4, a="broken", b="normal", deals=4,
                                 mode="nhat-an-tat"))
    failures = report["failures"]
    assert failures["total"] > 0
    seats = failures["seats"]
    assert {f["player"] for f in seats} == {"broken"}  # normal never failed
    assert sum(f["count"] for f in seats) == failures["total"]
    # A holds seats 0 and 2 in the first seating, 1 and 3 in the second
    assert {(f["seating"], f["seat"]) for f in seats} <= {(0, 0), (0, 2), (1, 1), (1, 3)}
    assert all("RuntimeError: a bug" in f["first"] for f in seats)
    lines = failure_lines(report)
    assert len(lines) == len(seats) and all(line.startswith("arena: broken in seat ") for line in lines)


def test_a_clean_run_reports_no_failures() -> None:
    report = run_arena(ArenaSpec(BA_CAY.variant, BA_CAY.agents, players=2, a="hard", b="easy", deals=3))
    assert report["failures"] == {"total": 0, "seats": []} and failure_lines(report) == []


@pytest.fixture
def broken_ba_cay(monkeypatch: pytest.MonkeyPatch) -> None:
    patched, original = dataclasses.replace(BA_CAY, agents=factory), catalog.game
    monkeypatch.setattr(catalog, "game", lambda key: patched if key == "ba-cay" else original(key))


ARENA = ["arena", "--variant", "ba-cay", "--mode", "nhat-an-tat", "--a", "broken", "--b", "normal",
         "--deals", "3", "--json"]


def test_the_command_names_failures_on_stderr_and_exits_non_zero(broken_ba_cay: None,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(ARENA) == EXIT_AGENT_FAILURES
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert report["failures"]["total"] > 0
    assert err.count("arena: broken in seat") == len(report["failures"]["seats"])


def test_allow_failures_exits_0_but_still_names_them(broken_ba_cay: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARENA, "--allow-failures"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["failures"]["total"] > 0 and "arena: broken in seat" in err


def test_side_bets_are_counted_in_stretches_of_the_run() -> None:
    report = run_arena(ArenaSpec(catalog.game("bai-cao").variant, catalog.game("bai-cao").agents, players=4,
                                 a="hard", b="hard", deals=150, mode="cao-rua", seed=2))
    windows = report["side_bets_by_deals"]
    assert list(windows) == ["0-100", "100-150"]
    assert report["side_bets_per_round"] == pytest.approx((100 * windows["0-100"] + 50 * windows["100-150"]) / 150,
                                                          abs=1e-3)


def test_the_report_gives_the_mean_over_a_matchs_first_deals() -> None:
    """How a match starts: the mean over the first 10, 20, 50, 100 deals that were played."""
    assert first_deals([1.0] * 10 + [0.0] * 10 + [2.0] * 5) == {"10": 1.0, "20": 0.5}
    bai_cao = catalog.game("bai-cao")
    report = run_arena(ArenaSpec(bai_cao.variant, bai_cao.agents, a="hard", b="normal", deals=20, seed=3,
                                 mode="cao-rua"))
    assert report["first_deals"]["20"] == pytest.approx(report["mean"], abs=1e-4)
    assert set(report["first_deals"]) == {"10", "20"}
