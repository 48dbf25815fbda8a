"""Test set-up: headless SDL, a throwaway data folder, and hypothesis profiles."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Never touch the real player's data: every test process (each xdist worker too) gets a
# throwaway data folder of its own — two processes on one folder are two copies of the game,
# and the second would play without saving (game/persist/lock.py).
# It is removed when the process ends, so that a run leaves nothing behind in the temp folder.
os.environ["CHIEU_BAI_DATA"] = tempfile.mkdtemp(prefix="chieu-bai-tests-")

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

atexit.register(shutil.rmtree, os.environ["CHIEU_BAI_DATA"], ignore_errors=True)

settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None, max_examples=50)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def high_card_game() -> Iterator[None]:
    """The test-only high-card game, registered in the catalogue for the length of a test."""
    from game.catalog import register
    from tests.dummy_variant import HIGH_CARD_GAME

    remove = register(HIGH_CARD_GAME)
    yield
    remove()


@pytest.fixture(autouse=True)
def _every_frame_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    """``CHIEU_BAI_CHECK_FRAMES=1``: every frame any test paints through the app's canvas is
    compared with the same frame drawn whole (slow: a sweep after a change to game/ui/canvas.py
    or to a painter; tests/test_ui_canvas.py checks rounds of each game always).  A test that
    notes what its painters draw sees each frame drawn twice under it (six do, 2026-12-05:
    the Xì Dách odds, the Tam Cúc privacy and history tests); a frame that differs fails with
    "the repainted frame differs"."""
    if os.environ.get("CHIEU_BAI_CHECK_FRAMES") != "1":
        return
    from game.ui.app import App
    from tests.ui_harness import FrameCheck

    draw = App.draw

    def checked(app: App) -> None:
        draw(app)
        FrameCheck(app).check()

    monkeypatch.setattr(App, "draw", checked)
