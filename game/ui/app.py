"""The application: one window, the scene stack, and a frame loop that idles at ~0% CPU.

The only place that calls ``pygame.init``-style functions and ``set_mode``.  The loop runs
fixed 1/60 s updates from a clamped real ``dt``, draws only when a scene changed or is
animating, and otherwise sleeps in ``pygame.event.wait`` until input (or a worker thread's
wake-up event) arrives.  Tests drive :meth:`App.step` with explicit ``dt`` instead.

The app owns the router: :meth:`App.open` shows a screen by name (the names are listed in
:mod:`game.ui.routes`, which also builds the app: :func:`game.ui.routes.new_app`).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
import warnings
from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import set_language, t
from game.persist.settings import WINDOW_MIN
from game.ui import assets, theme
from game.ui.canvas import Canvas
from game.ui.quiet import quiet_stderr
from game.ui.router import Router
from game.ui.scene import Scene, SceneStack
from game.ui.session import Session
from game.ui.sound import SoundBoard
from game.ui.widgets import ToastLayer

FIXED_DT = 1 / 60
MAX_DT = 0.1  # a stalled frame (window drag, slow disk) never makes animations jump further
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = WINDOW_MIN  # every screen is laid out (and its texts fit) from this size up
WAKE = pygame.event.custom_type()  # posted by worker threads when a result is ready


class App:
    def __init__(self, router: Router, *, size: tuple[int, int] | None = None, agents_inline: bool = False) -> None:
        self.router = router
        # Headless drivers (smoke test, soak, bench, UI tests) draw frames back to back: an
        # agent on a worker thread would then wait for the interpreter lock as long as the OS
        # pleases.  They ask for agents to answer inline, so a round takes the frames its
        # events need, whatever the machine's scheduling.  A player's window keeps the thread.
        self.agents_inline = agents_inline
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        with quiet_stderr():  # SDL's probes of absent displays print their own errors
            pygame.display.init()
        pygame.font.init()
        self.session = Session.open()
        s = self.session.settings
        set_language(s.language)
        theme.set_text_scale(theme.LARGE_TEXT if s.large_text else 1.0)
        self.sound = SoundBoard(s.master_volume, s.effects_volume, s.muted)  # silent without a device
        pygame.display.set_caption("Chiếu Bài")
        # a size saved on a bigger screen (or absurdly, by an older version) is fitted to this one
        saved = fit_window((int(s.window_size[0]), int(s.window_size[1])), display_size())
        self.windowed_size: tuple[int, int] = size or saved
        self.fullscreen = False
        self.window: pygame.Surface = pygame.Surface((1, 1))  # the display surface (set by _set_mode)
        self.screen = self._set_mode(self.windowed_size, fullscreen=bool(s.fullscreen) and size is None)
        self.canvas = Canvas(self.screen.get_size())  # the frame's recorder (see game.ui.canvas)
        self._set_icon()
        self.scenes = SceneStack()
        self.toasts = ToastLayer()
        self.running = True
        self.dirty = True
        self._acc = 0.0
        self.time = 0.0  # seconds of frames so far (each frame's dt, clamped): the tables' clock
        self.frame_times: list[float] = []
        self.record_frames = False
        self.on_quit: list[Callable[[], None]] = []

    # --- window ----------------------------------------------------------------------
    def _set_mode(self, size: tuple[int, int], *, fullscreen: bool) -> pygame.Surface:
        """Open the window (never below :data:`MIN_SIZE`); the surface the screens draw on."""
        self.fullscreen = fullscreen
        if fullscreen:
            self.window = pygame.display.set_mode(display_size(), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(at_least_minimum(size), pygame.RESIZABLE)
            _hold_minimum()
        return self._canvas()

    def _canvas(self) -> pygame.Surface:
        """The display surface, or — in a window smaller than :data:`MIN_SIZE` (a screen that
        small, a window manager ignoring the minimum) — a canvas of the minimum size whose top
        left corner is shown: no screen is ever laid out smaller than it was made for."""
        size = self.window.get_size()
        if at_least_minimum(size) == size:
            return self.window
        return pygame.Surface(at_least_minimum(size))

    def _set_icon(self) -> None:
        # An icon is a nicety; the smoke test checks that every asset loads.
        with contextlib.suppress(pygame.error, FileNotFoundError):
            pygame.display.set_icon(assets.image("icon_64.png"))

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.windowed_size = self.size
        self.screen = self._set_mode(self.windowed_size, fullscreen=not self.fullscreen)
        self.session.update_settings(fullscreen=self.fullscreen)
        self._resized()

    def resize_window(self, size: tuple[int, int]) -> None:
        """Set the window size (tests, smoke test); the user's drags arrive as events."""
        self.screen = self._set_mode(size, fullscreen=False)
        self._resized()

    def set_large_text(self, on: bool) -> None:
        """Large text on or off: remembered, and every screen laid out again at once."""
        self.session.update_settings(large_text=on)
        if theme.set_text_scale(theme.LARGE_TEXT if on else 1.0):
            self._resized()

    def _resized(self) -> None:
        self.canvas.forget()  # a new window shows nothing of the last frame
        for scene in self.scenes:
            scene.resize(self.size)
        self.dirty = True

    # --- scenes ----------------------------------------------------------------------
    def open(self, name: str, /, **params: Any) -> Scene:
        """Show the screen called ``name`` (``"menu"``, ``"setup"``, ``"table"``, ``"rules"`` …,
        see :mod:`game.ui.routes`) built with ``params``; returns it."""
        return self.router.open(self, name, **params)

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)
        scene.resize(self.size)
        self.dirty = True

    def pop(self) -> None:
        self.scenes.pop()
        self.dirty = True
        if not len(self.scenes):
            self.quit()

    def replace(self, scene: Scene) -> None:
        self.scenes.replace(scene)
        scene.resize(self.size)
        self.dirty = True

    def clear_to(self, scene: Scene) -> None:
        self.scenes.clear_to(scene)
        scene.resize(self.size)
        self.dirty = True

    def toast(self, message: str, *, bad: bool = True) -> None:
        self.toasts.show(message, bad=bad)
        self.dirty = True

    def quit(self) -> None:
        if not self.running:
            return
        for fn in list(self.on_quit):
            fn()
        if not self.fullscreen and self.size != tuple(self.session.settings.window_size):
            self.session.update_settings(window_size=self.size)  # once, not on every drag
        self.session.close()
        self.running = False

    # --- the loop ----------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:
                self.window = surface
                self.screen = self._canvas()
            self._resized()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.canvas.forget()
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, WAKE):
            self.dirty = True
        top = self.scenes.top
        if top is None:
            return
        consumed = top.handle(event)
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                          pygame.MOUSEWHEEL, pygame.TEXTINPUT, WAKE):
            self.dirty = True
        if consumed or event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.key == pygame.K_m:
            muted = self.sound.toggle_mute()
            self.session.update_settings(muted=muted)
            self.toast(t("ui.muted" if muted else "ui.unmuted"), bad=False)

    def step(self, dt: float) -> bool:
        """Advance the scene on top by ``dt`` seconds in fixed steps; True if anything animates.

        Only the top scene moves: a dialog over a table (its menu, a question) pauses it —
        no AI plays on and no card flies while the player reads.
        """
        self._acc += min(dt, MAX_DT)
        self.time += min(dt, MAX_DT)
        animating = False
        steps = 0
        while self._acc >= FIXED_DT and steps < 6:
            self._acc -= FIXED_DT
            steps += 1
            top = self.scenes.top  # asked each step: an update may open a scene (a curtain)
            animating = bool(top and top.update(FIXED_DT)) or animating
            animating = self.toasts.update(FIXED_DT) or animating
        if steps == 0:
            top = self.scenes.top
            animating = bool(top and top.update(0.0)) or self.toasts.busy
        if animating:
            self.dirty = True
        return animating

    def draw(self) -> None:
        """Draw the visible scenes and the toasts.  If every visible scene keeps the canvas's
        rules (:attr:`Scene.retained`), only what changed since the last frame is repainted."""
        scenes = self.scenes.visible()
        if scenes and all(scene.retained for scene in scenes):
            self._draw_retained(scenes)
        else:
            self.canvas.forget()
            for scene in scenes:
                scene.draw(self.screen)
            self.toasts.draw(self.screen)
            self._present(None)
        self.dirty = False

    def _draw_retained(self, scenes: list[Scene]) -> None:
        if self.canvas.get_size() != self.screen.get_size():
            self.canvas = Canvas(self.screen.get_size())

        def draw(canvas: Canvas) -> None:
            for scene in scenes:
                scene.draw(canvas)
            self.toasts.draw(canvas)

        self._present(self.canvas.paint(draw, self.screen))

    def _present(self, changed: list[pygame.Rect] | None) -> None:
        """Show the frame: the ``changed`` parts of it, or all of it (None)."""
        if self.screen is not self.window:
            self.window.blit(self.screen, (0, 0))
            pygame.display.flip()
        elif changed is None:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)

    def frame(self, dt: float) -> bool:
        """One frame: input already dispatched; update, and draw if needed."""
        started = time.perf_counter()
        animating = self.step(dt)
        if self.dirty:
            self.draw()
            if self.record_frames:
                self.frame_times.append(time.perf_counter() - started)
        return animating

    def run(self, max_frames: int = 0) -> int:
        clock = pygame.time.Clock()
        frames = 0
        animating = True
        # The start-up benchmark waits for this line: launch → first frame on screen.
        mark_first = os.environ.get("CHIEU_BAI_MARK_FIRST_FRAME") == "1"
        while self.running:
            if not animating and not self.dirty:
                _sleep_until_input()
            for event in pygame.event.get():
                self.dispatch(event)
                if not self.running:
                    break
            dt = clock.tick(60) / 1000.0
            animating = self.frame(dt)
            frames += 1
            if mark_first and frames == 1 and sys.stdout is not None:
                sys.stdout.write("first-frame\n")
                sys.stdout.flush()
            if max_frames and frames >= max_frames:
                self.quit()
        return 0


def display_size() -> tuple[int, int]:
    """The size of the (first) screen."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else DEFAULT_SIZE


def at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])


def fit_window(size: tuple[int, int], display: tuple[int, int]) -> tuple[int, int]:
    """``size`` made no bigger than the display and no smaller than :data:`MIN_SIZE`."""
    return at_least_minimum((min(size[0], display[0]), min(size[1], display[1])))


def _hold_minimum() -> None:
    """Ask the window manager to keep the window at least :data:`MIN_SIZE` (set again after
    every ``set_mode``, which forgets it)."""
    with warnings.catch_warnings():
        # pygame-ce 2.5 reaches the window of pygame.display only through this method, which
        # it deprecates in favour of pygame.Window surfaces (2.6 adds display.get_window)
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    window.minimum_size = MIN_SIZE


IDLE_NAP_MS = 8  # at most this much added input latency while idle
IDLE_WAKE_MS = 250  # and a frame now and then for timers


def _sleep_until_input() -> None:
    """Sleep until an event is queued (or a quarter second passes).

    ``pygame.event.wait(timeout)`` polls every millisecond; napping 8 ms between peeks
    halves the idle table's CPU use (measured 1.9% → 0.9% of one core).
    """
    for _ in range(IDLE_WAKE_MS // IDLE_NAP_MS):
        if pygame.event.peek():
            return
        pygame.time.wait(IDLE_NAP_MS)
