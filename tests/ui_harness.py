"""Driving the real app headless: inject pygame events, step time, read what is on screen."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.i18n import set_language
from game.ui.app import App
from game.ui.routes import new_app
from game.ui.table import chrome
from game.ui.table.host import TableHost
from game.ui.widgets import Button


def make_app(size: tuple[int, int] = (1280, 720), *, speed: float = 0.0) -> App:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = new_app(size, agents_inline=True)
    app.session.update_settings(anim_speed=speed)
    return app


def ba_cay_table(app: App, seats: int, humans: tuple[int, ...] = (0,), seed: int = 3) -> TableHost:
    """A Ba Cây table (chương, seat 1 the banker, normal AI) opened on ``app``, the ``humans``
    human, every seat with 2000 chips."""
    from game.catalog import VARIANTS
    from game.match.match import HUMAN, Match, Seat

    match = Match(VARIANTS["ba-cay"], [Seat(f"P{i}", HUMAN if i in humans else "normal") for i in range(seats)],
                  balances=[2000] * seats, seed=seed, mode="chuong", banker=1)
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    return scene


def menu_app(data: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int] = (1280, 720)) -> Iterator[App]:
    """A fixture's body: an app of ``size`` on the menu with its data in ``data``; afterwards its
    tables are closed (their autosaves written) and the language is Vietnamese again."""
    monkeypatch.setenv("CHIEU_BAI_DATA", str(data))
    app = make_app(size)
    app.open("menu")
    yield app
    for scene in app.scenes:
        if isinstance(scene, TableHost):
            scene.close()
    set_language("vi")


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


# Frames a test waits for a table to get somewhere before it fails: the agents answer inline
# (:func:`make_app`), so the frames a table needs are set by its events, not by the machine's
# speed or load (a wall-clock limit here once failed a test on a busy machine).  The most any
# test needs is 2,210 (measured over the whole suite, docs/performance.md "Tests and time").
MAX_FRAMES = 20_000


def at_rest(app: App) -> bool:
    """Nothing is moving on the scene on top (a table's animator is idle)."""
    animator = getattr(app.scenes.top, "animator", None)
    return animator is None or not animator.busy


def settle(app: App, until: Callable[[], bool], frames: int = MAX_FRAMES, dt: float = 1 / 30) -> None:
    """Run frames until ``until()`` holds with the table at rest; fail loudly if it does not
    within ``frames`` frames.

    At rest: the engine runs ahead of the animation, so what a test reads on screen (the
    cards of a hand) is there only once the motion has finished.
    """
    for _ in range(frames):
        if until() and at_rest(app):
            return
        app.frame(dt)
    if not (until() and at_rest(app)):
        raise AssertionError(f"the table did not reach the expected state within {frames} frames")


def run_frames_until(app: App, done: Callable[[], bool], *, frames: int = MAX_FRAMES, dt: float = 1 / 30,
                     step_only: bool = False) -> None:
    """Run frames (or only updates) until ``done()``; fail if ``frames`` pass first."""
    for _ in range(frames):
        if done():
            return
        if step_only:
            app.step(dt)
        else:
            app.frame(dt)
    assert done(), f"not there within {frames} frames"


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
        app.frame(1 / 60)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(1 / 60)


def key(app: App, k: int, unicode: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    app.frame(1 / 60)


def buttons(app: App) -> Iterator[Button]:
    scene = app.scenes.top
    for row_name in ("actions", "topbar", "row", "column"):
        row = getattr(scene, row_name, None)
        if row is not None:
            yield from row.buttons


def button(app: App, label_fragment: str) -> Button:
    from game.ui.widgets import resolve

    found = [b for b in buttons(app) if label_fragment in resolve(b.label)]
    assert found, f"no button with {label_fragment!r}; have {[resolve(b.label) for b in buttons(app)]}"
    return found[0]


def press(app: App, label_fragment: str) -> None:
    click(app, button(app, label_fragment).rect.center)


class FrameCheck:
    """Every frame the app paints through its canvas (game/ui/canvas.py), compared with the
    same frame drawn whole; call :meth:`check` after each ``App.draw``."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.retained = 0  # frames painted through the canvas, checked
        self.full = 0  # frames drawn whole (a scene on top that is not retained)

    def check(self) -> None:
        app = self.app
        scenes = app.scenes.visible()
        if not (scenes and all(scene.retained for scene in scenes)):
            self.full += 1
            return
        self.retained += 1
        whole = app.screen.copy()  # pixels no draw covers stay as they were on both
        for scene in scenes:
            scene.draw(whole)
        app.toasts.draw(whole)
        if pygame.image.tobytes(whole, "RGB") != pygame.image.tobytes(app.screen, "RGB"):
            w, h = whole.get_size()
            diff = [(x, y) for y in range(0, h, 2) for x in range(0, w, 2)
                    if whole.get_at((x, y)) != app.screen.get_at((x, y))]
            raise AssertionError(f"frame {self.retained}: the repainted frame differs from the frame drawn whole "
                                 f"at {len(diff)} sampled pixels, first {diff[:5]}")


def info_text(table: TableHost) -> str:
    """What the table's top bar says of the round (mode, number, stake, fees, the game's own)."""
    return chrome.info_text(table.match, table.shown, table.painter.info())


def status_text(table: TableHost) -> str:
    """What the table's bottom bar says when the viewer has nothing to do."""
    return chrome.status_text(table.controller, table.shown, table.mode, table.show.director.busy, table.seat_name)


def title_text(table: TableHost) -> str:
    return chrome.title_text(table.match, table.mode)
