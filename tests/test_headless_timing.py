"""Headless drivers do not depend on how the machine schedules threads (issue: a smoke test
that took 3 s or 250 s on the same commit).

An all-AI round at instant speed through the real table takes a number of frames fixed by
its events: the same with a second thread burning the interpreter as without, and small.
On the old code the agents answered on a worker thread that the frame loop starved of the
interpreter lock, and the same round took tens of thousands of frames.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from game.catalog import games
from game.match.match import Match, Seat
from tests.ui_harness import make_app

FRAME_LIMIT = 1_000  # the four games take 7–189 frames at 4 seats


def _frames_per_round(app: object, key: str) -> int:
    record = next(g for g in games() if g.key == key)
    n = min(4, record.variant.max_players)
    match = Match(record.variant, [Seat(f"AI {i + 1}", "easy") for i in range(n)], balances=[1000] * n, seed=5)
    scene = app.open("table", match=match)  # type: ignore[attr-defined]
    frames = 0
    while not (match.round_no >= 1 and not scene.animator.busy):
        app.frame(1 / 60)  # type: ignore[attr-defined]
        frames += 1
        assert frames <= FRAME_LIMIT, f"{key}: an all-AI round at instant speed took over {FRAME_LIMIT} frames"
    scene.close()
    return frames


@pytest.fixture
def burner() -> Iterator[None]:
    """A second Python thread that wants the interpreter all the time."""
    stop = threading.Event()

    def burn() -> None:
        x = 0
        while not stop.is_set():
            x += 1

    thread = threading.Thread(target=burn, daemon=True)
    thread.start()
    yield
    stop.set()
    thread.join()


@pytest.mark.parametrize("key", [g.key for g in games()])
def test_an_all_ai_round_takes_the_frames_its_events_need(key: str, burner: None) -> None:
    busy = _frames_per_round(make_app(), key)
    # the same round again, on an app of its own: exactly as many frames
    assert _frames_per_round(make_app(), key) == busy
