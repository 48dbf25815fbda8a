"""The pace of a 12-seat Ba Cây round (issue 39): from "Ván mới" to the result panel at 1×,
the human acting at once, in the app's fixed 1/60 s updates (:mod:`game.devtools.pace`;
``python -m game bench --only pace`` reports it in seconds).

The count is exact — the table's own frames, the agents answering inline, the pauses from the
round's pause stream — so it moves only when the table's pace does: a change to the beats or
to the AI's pauses updates it here, on purpose.  With the bets made side by side the round
takes 1317 frames (22.0 s; one bet after another it took 2514, 41.9 s; 1094 before the
controls read only the shown table — the human's side bets were offered, and "Xong" pressed,
before the deal was on the table); the target of 10 s waits for the deal and the showdown
to be quicker (the beats: the table's part of issue 39).
"""

from __future__ import annotations

import pytest

from game.devtools.bench_text import FORMATTERS
from game.devtools.pace import FPS, PACE_SEED, PACE_TARGET_S, round_frames

FRAMES = 1317


@pytest.fixture(scope="module")
def paced() -> dict[str, object]:
    return round_frames(seed=PACE_SEED)


def test_the_round_takes_its_frames(paced: dict[str, object]) -> None:
    assert paced["frames"] == FRAMES
    marks = paced["marks"]
    assert isinstance(marks, dict) and list(marks) == ["bets", "dealt", "side_bets", "shown_down"]
    # every bet, the human's and eleven AI seats', within two seconds: they think side by side
    assert marks["bets"] <= 2 * FPS


@pytest.mark.xfail(strict=True, reason="the deal (5.7 s) and the showdown (5.7 s) are the beats' pace, the "
                                       "table's part of issue 39")
def test_the_round_takes_at_most_ten_seconds(paced: dict[str, object]) -> None:
    assert isinstance(paced["frames"], int) and paced["frames"] <= PACE_TARGET_S * FPS


def test_the_bench_says_it_in_seconds() -> None:
    section = {"game": "ba-cay", "seats": 12, "median_s": 18.2, "worst_s": 21.7, "target_s": 10.0, "met": False,
               "rounds": {"7": {"frames": FRAMES, "seconds": 18.23, "stages_s": {"bets": 1.8, "dealt": 7.5}}}}
    lines = FORMATTERS["pace"](section)
    assert "median 18.2 s over 1 rounds" in lines[0] and "MISSED" in lines[0]
    assert lines[1].endswith("bets 1.8, dealt 7.5")
