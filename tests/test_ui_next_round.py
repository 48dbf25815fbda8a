"""The next round's countdown (issue 39; settings ``next_round_clock``, off by default): after
the result panel the "Ván mới" button counts the seconds down and the next round deals itself
when they run out; any key or click stops it, and the button still starts the round at once.
Counted in frames."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.i18n import t
from game.ui.table.host import TableHost
from tests.ui_harness import ba_cay_table, button, key, make_app, settle

FPS = 60


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))


def at_the_result(clock: int) -> TableHost:
    """An AI-only Ba Cây table (instant motion) at its first round's result panel."""
    app = make_app()
    app.session.update_settings(next_round_clock=clock)
    scene = ba_cay_table(app, 4, humans=())
    settle(app, lambda: scene.results is not None)
    app.frame(1 / FPS)
    return scene


def frames_until_dealt(scene: TableHost, most: int) -> int | None:
    for n in range(1, most + 1):
        scene.app.frame(1 / FPS)
        if scene.controller.in_play():
            return n
    return None


def test_the_next_round_deals_itself_when_the_countdown_runs_out() -> None:
    scene = at_the_result(5)
    assert button(scene.app, t("ui.new_round.in", count=5)).enabled
    for _ in range(2 * FPS):
        scene.app.frame(1 / FPS)
    assert button(scene.app, t("ui.new_round.in", count=3))
    dealt = frames_until_dealt(scene, 4 * FPS)
    assert dealt is not None and 3 * FPS - 2 <= dealt <= 3 * FPS + 2
    scene.close()


def test_a_key_stops_the_countdown_and_the_button_still_deals() -> None:
    scene = at_the_result(5)
    key(scene.app, pygame.K_LSHIFT)
    assert frames_until_dealt(scene, 7 * FPS) is None
    button(scene.app, t("ui.new_round")).on_click()
    assert scene.controller.in_play()
    scene.close()


def test_the_countdown_is_off_by_default() -> None:
    app = make_app()
    assert app.session.settings.next_round_clock == 0
    scene = at_the_result(0)
    assert button(scene.app, t("ui.new_round"))
    assert frames_until_dealt(scene, 12 * FPS) is None
    scene.close()
