"""No crash at any window size (issue 30): a minimum the screens are laid out for, held on
the window; every screen drawn at it and on a 5K screen; quitting at any size saves the
settings; a saved size fitted to the display."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.catalog import VARIANTS, games
from game.catalog import game as record_of
from game.match.match import Match, Seat
from game.match.replay import Replay
from game.persist.settings import SETTINGS_VERSION, WINDOW_MAX, WINDOW_MIN, Settings
from game.ui.app import MIN_SIZE, App, fit_window
from game.ui.routes import new_app
from game.ui.screens.quick_setup import open_table
from game.ui.table.host import TableHost
from tests.ui_harness import make_app, menu_app

KEYS = [g.key for g in games()]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch)


def dragged_to(app: App, size: tuple[int, int]) -> None:
    """The window manager made the window ``size`` (ignoring the minimum): SDL resizes, then says so."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def played(key: str) -> Match:
    g = record_of(key)
    n = g.variant.ui_max_players
    match = Match(g.variant, [Seat(f"Seat {i}", "easy") for i in range(n)], seed=3, balances=[10_000] * n)
    match.play_round(match.agents(g.agents))
    return match


def every_screen(app: App) -> list[tuple[str, Callable[[], object]]]:
    """Each route opened as a player reaches it (the tables at their most seats)."""
    screens: list[tuple[str, Callable[[], object]]] = [
        ("menu", lambda: app.open("menu")),
        ("settings", lambda: app.open("settings")),
        ("stats", lambda: app.open("stats")),
        ("learn", lambda: app.open("learn")),
        ("replays", lambda: app.open("replays")),
        ("notices", lambda: app.open("notices")),
        ("confirm", lambda: app.open("confirm", title="?", body="?", on_yes=lambda: None)),
        ("curtain", lambda: app.open("curtain", name="Lan", on_open=lambda: None)),
        ("portraits", lambda: app.open("portraits", title="Lan", current="mao", on_pick=lambda _a: None)),
    ]
    for key in KEYS:
        screens += [
            (f"setup {key}", lambda k=key: app.open("setup", game=k)),  # type: ignore[misc]
            (f"rules {key}", lambda k=key: app.open("rules", game=k)),  # type: ignore[misc]
            (f"table {key}", lambda k=key: open_table(app, k)),  # type: ignore[misc]
            (f"tutorial {key}", lambda k=key: app.open("tutorial", game=k)),  # type: ignore[misc]
            (f"replay {key}", lambda k=key: app.open("replay", replay=Replay.of_record(  # type: ignore[misc]
                VARIANTS[k], (m := played(k)).history[-1], [s.name for s in m.seats]))),
        ]
    return screens


def draw_each(app: App, size: tuple[int, int]) -> None:
    for where, show in every_screen(app):
        app.open("menu")
        app.resize_window(size)
        show()
        assert app.size == size, where
        for _ in range(20):
            app.frame(1 / 30)
        app.draw()
        top = app.scenes.top
        if isinstance(top, TableHost):
            top.close()


def test_the_window_never_goes_below_the_minimum(app: App) -> None:
    for size in [(100, 100), (400, 250), (480, 270), (1000, 300), (320, 240)]:
        app.resize_window(size)
        assert app.size == (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])), size


def test_a_window_manager_that_ignores_the_minimum_gets_the_top_left_of_the_screen(app: App) -> None:
    open_table(app, "ba-cay")
    for size in [(100, 100), (400, 250), (480, 270), (1200, 300)]:
        dragged_to(app, size)
        assert app.size == (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        for _ in range(10):
            app.frame(1 / 30)
        app.draw()
    assert pygame.display.get_surface().get_size() == (1200, 300)  # the window itself is left as it is


@pytest.mark.parametrize("size", [(100, 100), (480, 270), (400, 300), (1280, 240)])
def test_quitting_at_any_size_saves_the_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 size: tuple[int, int]) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    app = make_app()
    app.open("menu")
    open_table(app, "xi-dach")
    dragged_to(app, size)
    app.frame(1 / 30)
    app.quit()
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["window_size"] == [max(size[0], WINDOW_MIN[0]), max(size[1], WINDOW_MIN[1])]
    assert (tmp_path / "autosave.json").exists()


def test_every_screen_is_laid_out_at_the_minimum(app: App) -> None:
    draw_each(app, MIN_SIZE)


@pytest.mark.parametrize("key", ["ba-cay", "tam-cuc"])  # the French table and the Tam Cúc table
def test_a_table_opens_on_a_5k_screen(app: App, key: str) -> None:
    app.resize_window((5120, 2880))
    open_table(app, key)
    for _ in range(20):
        app.frame(1 / 30)
    app.draw()
    assert app.size == (5120, 2880)


def test_a_plate_drawn_for_a_5k_screen_is_solid(app: App) -> None:
    """Its corners wider than half the plate image: the edges and a stretched middle, no hole."""
    from game.ui import assets

    plate = assets.nine_slice("plate", (420, 160), border=75)
    assert all(plate.get_at((x, 80)).a > 200 for x in range(20, 400, 10))  # the image fades only at its rim


def test_a_saved_size_is_fitted_to_the_display() -> None:
    assert fit_window((99999, 99999), (1920, 1080)) == (1920, 1080)
    assert fit_window((2560, 600), (1920, 1080)) == (1920, 600)
    assert fit_window((300, 200), (1920, 1080)) == MIN_SIZE
    assert fit_window((1280, 720), (800, 480)) == MIN_SIZE  # a screen smaller than the minimum


def test_the_app_opens_a_saved_absurd_size_at_the_display_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    doc = {**Settings().to_dict(), "kind": "settings", "version": SETTINGS_VERSION, "window_size": [99999, 99999]}
    (tmp_path / "settings.json").write_text(json.dumps(doc), encoding="utf-8")
    app = new_app()
    display = pygame.display.get_desktop_sizes()[0]
    assert app.size == fit_window((WINDOW_MAX, WINDOW_MAX), display)
    assert app.session.startup == [], "an absurd size is fitted, not a damaged file"
