"""Whose turn it is (issue 29): a short sound when a decision passes to a human, the glow and
ring on the seat to act (turning while an AI thinks), and the optional hot-seat turn clock,
off by default: it drains on the plate, and says when it runs out without playing for anyone."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.catalog import VARIANTS
from game.i18n import t
from game.match.match import HUMAN, Match, Seat
from game.ui.screens.curtain import Curtain
from game.ui.table.host import TableHost
from tests.ui_harness import make_app, press, settle


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))


def table(levels: list[str], clock: int, monkeypatch: pytest.MonkeyPatch) -> tuple[TableHost, list[str]]:
    app = make_app(speed=2.0)
    app.session.update_settings(turn_clock=clock)
    sounds: list[str] = []
    monkeypatch.setattr(app.sound, "play", lambda name, volume=1.0: sounds.append(name))
    match = Match(VARIANTS["xi-dach"], [Seat(f"P{i}", lv) for i, lv in enumerate(levels)],
                  balances=[2000] * len(levels), seed=3, banker=1)
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    return scene, sounds


def reach_a_decision(scene: TableHost) -> int:
    app = scene.app

    def deciding() -> bool:
        if isinstance(app.scenes.top, Curtain):
            press(app, app.scenes.top.name)
        return app.scenes.top is scene and scene.acting_human() is not None

    settle(app, deciding)
    app.frame(1 / 30)
    seat = scene.acting_human()
    assert seat is not None
    return seat


def test_a_sound_when_the_decision_passes_to_the_player(monkeypatch: pytest.MonkeyPatch) -> None:
    scene, sounds = table([HUMAN, "normal", "normal"], 30, monkeypatch)
    seat = reach_a_decision(scene)
    assert sounds.count("turn") == 1
    turn = scene.clock.turn_of(seat, True)
    assert turn is not None and turn.left is None, "one human: no turn clock"
    for _ in range(120):  # the same decision: no second sound
        scene.app.frame(1 / 30)
    assert sounds.count("turn") == 1


def test_the_hot_seat_clock_drains_and_says_when_it_has_run_out(monkeypatch: pytest.MonkeyPatch) -> None:
    scene, sounds = table([HUMAN, "normal", HUMAN], 30, monkeypatch)
    app = scene.app
    seat = reach_a_decision(scene)
    start = scene.clock.turn_of(seat, True)
    assert start is not None and start.left is not None and start.left > 0.9 and not start.late
    for _ in range(15 * 30):
        app.frame(1 / 30)
    half = scene.clock.turn_of(seat, True)
    assert half is not None and half.left is not None and 0.4 < half.left < 0.6
    for _ in range(16 * 30):
        app.frame(1 / 30)
    late = scene.clock.turn_of(seat, True)
    assert late is not None and late.left == 0 and late.late
    assert t("ui.turn_clock.late", name=scene.seat_name(seat)) in app.toasts.messages
    assert sounds.count("turn") == 2
    assert scene.acting_human() == seat, "the clock plays for nobody: the decision is still the player's"


def test_the_clock_is_off_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    assert app.session.settings.turn_clock == 0
    scene, _ = table([HUMAN, "normal", HUMAN], 0, monkeypatch)
    seat = reach_a_decision(scene)
    turn = scene.clock.turn_of(seat, True)
    assert turn is not None and turn.left is None
