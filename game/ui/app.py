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
import ctypes
import gc
import math
import os
import re
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.i18n import set_language, t
from game.persist.settings import WINDOW_MIN
from game.ui import assets, pointer, theme
from game.ui.canvas import Canvas
from game.ui.quiet import quiet_stderr
from game.ui.router import Router
from game.ui.scene import Scene, SceneStack
from game.ui.session import Session
from game.ui.sound import SoundBoard
from game.ui.theme import font
from game.ui.widgets import ToastLayer

FIXED_DT = 1 / 60
MAX_DT = 0.1  # a stalled frame (window drag, slow disk) never makes animations jump further
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = WINDOW_MIN  # every screen is laid out (and its texts fit) from this size up
# The scenes are drawn at most this many pixels big (an ultrawide 3440×1440 screen): a bigger
# window (4K, 5K, 8K) shows them enlarged a whole number of times (4K: 1920×1080 twice; 8K:
# 2560×1440 three times), so its memory is that of a smaller window plus the window's own —
# drawn at 4K, the tables' pictures alone took 230 MB (docs/performance.md, "Large windows").
MAX_DRAWN_PIXELS = 3440 * 1440
# Room left on the screen's usable area for a window's title bar and borders, which SDL cannot
# tell before the window is open.
WINDOW_FRAME = (16, 48)
HEADLESS = ("offscreen", "dummy")  # SDL's drivers that show nothing
# SDL's own settings: no start-up banner; the window's pixels go to the screen the plain way
# (X11 shared memory, GDI, Quartz) instead of through a renderer — without a GPU that renderer
# is a software OpenGL, which kept ~100 MB more at 1280×720 (~470 MB at 8K) and made a
# frame's flip 7× slower (docs/performance.md, "Where the memory went").
SDL_DEFAULTS = {"PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_FRAMEBUFFER_ACCELERATION": "0"}
WAKE = pygame.event.custom_type()  # posted by worker threads when a result is ready


class App:
    def __init__(self, router: Router, *, size: tuple[int, int] | None = None, agents_inline: bool = False) -> None:
        self.router = router
        # Headless drivers (smoke test, soak, bench, UI tests) draw frames back to back: an
        # agent on a worker thread would then wait for the interpreter lock as long as the OS
        # pleases.  They ask for agents to answer inline, so a round takes the frames its
        # events need, whatever the machine's scheduling.  A player's window keeps the thread.
        self.agents_inline = agents_inline
        set_sdl_defaults()
        with quiet_stderr():  # SDL's probes of absent displays print their own errors
            pygame.display.init()
        pygame.font.init()
        self.session = Session.open()
        s = self.session.settings
        set_language(s.language)
        theme.set_text_scale(theme.LARGE_TEXT if s.large_text else 1.0)
        self.sound = SoundBoard(s.master_volume, s.effects_volume, s.muted)  # silent without a device
        pygame.display.set_caption("Chiếu Bài")
        # A size saved on a bigger screen (or absurdly, by an older version) is fitted to this
        # one's usable area, and so is a size asked for (on a headless driver it is taken as asked).
        area = work_area()
        saved = fit_window((int(s.window_size[0]), int(s.window_size[1])), area)
        self.windowed_size: tuple[int, int] = saved if size is None else size if headless() else fit_window(size, area)
        self.fullscreen = False
        self.window: pygame.Surface = pygame.Surface((1, 1))  # the display surface (set by _set_mode)
        self.zoom = 1  # window pixels per drawn pixel, each way (see _canvas)
        self.screen = self._set_mode(self.windowed_size, fullscreen=bool(s.fullscreen) and size is None)
        self.canvas = Canvas(self.screen.get_size())  # the frame's recorder (see game.ui.canvas)
        self._set_icon()
        self.scenes = SceneStack()
        self.toasts = ToastLayer()
        self.running = True
        self.dirty = True
        self.slow = False  # all that moved in the last frame moves slowly (see calm)
        self._calm = False
        self._acc = 0.0
        self.time = 0.0  # seconds of frames so far (each frame's dt, clamped): the tables' clock
        self.frame_times: list[float] = []
        self.record_frames = False
        self.on_quit: list[Callable[[], None]] = []
        # What is made so far lives as long as the program (modules, the session): the
        # collector need never look at it again, so the collections of forget_pictures cost
        # milliseconds, not the 15 ms of a walk through every object.
        gc.freeze()

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
        """The surface the scenes draw on: the window's own, or — for a window smaller than
        :data:`MIN_SIZE` (a screen that small, a window manager ignoring the minimum) or bigger
        than :data:`MAX_DRAWN_PIXELS` — one of :func:`drawn_size`, shown on the window by
        :meth:`_present` (enlarged :attr:`zoom` times, or its top left corner)."""
        size = self.window.get_size()
        drawn, self.zoom = drawn_size(size)
        pointer.zoom = self.zoom
        if drawn == size:
            return self.window
        return pygame.Surface(drawn)

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
        see :mod:`game.ui.routes`) built with ``params``; returns it.  A screen that replaces
        every scene starts from empty picture caches (:func:`forget_pictures`)."""
        if self.router.replaces_all(name):
            forget_pictures(give_back=True)
        return self.router.open(self, name, **params)

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)
        scene.resize(self.size)
        self.dirty = True

    def pop(self) -> None:
        """Close the scene on top; back at a screen alone (the menu under a closed setup, rules
        or statistics screen), the pictures of the closed ones are forgotten — but the
        backgrounds: the screen left is drawn on its own at once (the menu's felt, composed
        anew after every screen closed over it, took 6 ms)."""
        self.scenes.pop()
        self.dirty = True
        if not len(self.scenes):
            self.quit()
        elif len(self.scenes) == 1:
            forget_pictures(keep=(font, assets.image, assets.background))

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
        window = self.window.get_size()
        if not self.fullscreen and window != tuple(self.session.settings.window_size):
            self.session.update_settings(window_size=window)  # once, not on every drag
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
        if self.zoom > 1 and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            event = pointer.unzoomed(event)
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
        steps: list[tuple[bool, bool]] = []
        while self._acc >= FIXED_DT and len(steps) < 6:
            self._acc -= FIXED_DT
            steps.append(self._update(FIXED_DT))
        if not steps:
            steps.append(self._update(0.0))
        animating = any(moving for moving, _ in steps)
        self.slow = animating and not any(fast for _, fast in steps)
        if animating:
            self.dirty = True
        return animating

    def _update(self, dt: float) -> tuple[bool, bool]:
        """One update of the top scene and the toasts: did anything move, and anything fast?"""
        self._calm = False
        top = self.scenes.top  # asked each step: an update may open a scene (a curtain)
        moved = bool(top and top.update(dt))
        toasts = self.toasts.update(dt) if dt else self.toasts.busy
        return moved or toasts, (moved and not self._calm) or toasts

    def calm(self) -> bool:
        """Say, from a scene's update, that all it moves is slow — a clock's ring draining, a
        countdown's seconds — and return True (it animates).  While nothing else moves the
        loop draws such frames at :data:`CALM_FPS`, waking at once for input: a ring that
        drains a pixel a frame looks the same at that rate, and the table waiting for the
        player's bet costs a fifth of the CPU (docs/performance.md, the last stop of wave 4)."""
        self._calm = True
        return True

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
        if self.screen is self.window:
            if changed is None:
                pygame.display.flip()
            elif changed:
                pygame.display.update(changed)
            return
        parts = [self.screen.get_rect()] if changed is None else changed
        shown = [enlarge(self.screen, part, self.zoom, self.window) for part in parts]
        if shown:
            pygame.display.update(shown)

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
            if not self.dirty and (not animating or self.slow):
                _sleep_until_input(IDLE_WAKE_MS if not animating else 1000 // CALM_FPS)
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


def forget_pictures(keep: tuple[object, ...] = (font,), *, give_back: bool = False) -> None:
    """Empty the bounded caches of ``game.ui`` — composed pictures, scaled cards, rendered and
    fitted texts, layouts — but those in ``keep`` (:func:`game.ui.theme.forget_pictures`),
    and collect the garbage the closed screens left (a form's fields and a table's parts
    refer to each other: without a collection they wait for the collector's own time, 70 MB
    of them in the smoke test).  ``give_back``: hand the freed memory back to the system too
    (glibc's ``malloc_trim``: after a table, 10 MB in the soak; after every screen it doubled
    the smoke test's page faults).

    Called when a new screen replaces every scene (the menu after a table, a table after the
    setup: ``give_back``) and when a screen over another closes back to it alone
    (:meth:`App.pop`, keeping the pictures read from disk and the backgrounds): what the
    last screen drew is not drawn again soon, and a long session's caches would otherwise
    hold every table's pictures at once (docs/performance.md, "Memory in play").  The fonts stay (each would be
    read from the font file again); unbounded caches (``@cache``) hold tables computed once,
    not pictures, and stay too."""
    theme.forget_pictures(keep, bounded_only=True)
    gc.collect()
    if give_back and sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None).malloc_trim(0)


def set_sdl_defaults() -> None:
    """:data:`SDL_DEFAULTS`, unless the environment says otherwise (before SDL starts)."""
    for name, value in SDL_DEFAULTS.items():
        os.environ.setdefault(name, value)


def headless() -> bool:
    """SDL draws nowhere (tests, the smoke test, the soak: ``SDL_VIDEODRIVER=dummy``)."""
    return pygame.display.get_driver() in HEADLESS


def display_size() -> tuple[int, int]:
    """The size of the (first) screen."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else DEFAULT_SIZE


def work_area() -> tuple[int, int]:
    """The largest window the first screen shows whole: its usable area (without the taskbar,
    panels or dock, where SDL can tell) less :data:`WINDOW_FRAME`.  A headless driver's
    made-up screen is taken whole."""
    if headless():
        return display_size()
    usable = usable_bounds() or display_size()
    return usable[0] - WINDOW_FRAME[0], usable[1] - WINDOW_FRAME[1]


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


def usable_bounds() -> tuple[int, int] | None:
    """``SDL_GetDisplayUsableBounds`` of the first screen (pygame-ce 2.5 does not offer it), or
    None where the SDL library pygame loaded cannot be found."""
    library = _sdl_library()
    if library is None:
        return None
    try:
        call = library.SDL_GetDisplayUsableBounds
    except AttributeError:
        return None
    call.argtypes = [ctypes.c_int, ctypes.POINTER(_Rect)]
    call.restype = ctypes.c_int
    rect = _Rect()
    if call(0, ctypes.byref(rect)) != 0 or rect.w <= 0 or rect.h <= 0:
        return None
    return rect.w, rect.h


def _sdl_library() -> ctypes.CDLL | None:
    """The SDL 2 library already loaded by pygame (the same copy: its video state is the one
    pygame set up), found where it was loaded from."""
    for path in _sdl_paths():
        try:
            return ctypes.CDLL(str(path))
        except OSError:
            continue
    return None


def _sdl_paths() -> list[Path]:
    maps = Path("/proc/self/maps")  # Linux: the file the process really mapped
    if maps.exists():
        with contextlib.suppress(OSError):
            found = re.findall(r"(/\S*/libSDL2-2[^/\s]*\.so[^/\s]*)$", maps.read_text(), re.MULTILINE)
            return [Path(p) for p in dict.fromkeys(found)]
    here = Path(pygame.__file__).parent  # Windows and macOS wheels (and builds) keep it beside pygame
    return [*here.glob("SDL2.dll"), *here.glob(".dylibs/libSDL2-2*.dylib"), *here.parent.glob("SDL2.dll")]


def drawn_size(window: tuple[int, int]) -> tuple[tuple[int, int], int]:
    """The size scenes are laid out and drawn at in a window of ``window``, and how many times
    it is enlarged on the window: the window's own size, unless that is above
    :data:`MAX_DRAWN_PIXELS` (divided by the smallest whole number that brings it within) or
    below :data:`MIN_SIZE` (raised to it)."""
    w, h = window
    k = 1
    while math.ceil(w / k) * math.ceil(h / k) > MAX_DRAWN_PIXELS:
        k += 1
    return at_least_minimum((math.ceil(w / k), math.ceil(h / k))), k


def enlarge(frame: pygame.Surface, part: pygame.Rect, k: int, window: pygame.Surface) -> pygame.Rect:
    """Show ``part`` of ``frame`` on ``window`` ``k`` times as large; the window's area painted.

    Straight onto the window (an 8K copy in between would double the memory of a full frame);
    only the last drawn row or column, which the window cuts (a frame a pixel wider than the
    window divided by ``k``), goes through a small copy."""
    bounds = window.get_rect()
    if k == 1:
        return bounds.clip(window.blit(frame.subsurface(part), part))
    inner = pygame.Rect(part.x, part.y, max(0, min(part.width, bounds.width // k - part.x)),
                        max(0, min(part.height, bounds.height // k - part.y)))
    if inner.width > 0 and inner.height > 0:
        place = pygame.Rect(inner.x * k, inner.y * k, inner.width * k, inner.height * k)
        pygame.transform.scale(frame.subsurface(inner), place.size, window.subsurface(place))
    cut = [pygame.Rect(inner.right, part.y, part.right - inner.right, part.height),
           pygame.Rect(part.x, inner.bottom, inner.width, part.bottom - inner.bottom)]
    for rest in cut:
        if rest.width > 0 and rest.height > 0:
            window.blit(pygame.transform.scale_by(frame.subsurface(rest), k), (rest.x * k, rest.y * k))
    return bounds.clip(pygame.Rect(part.x * k, part.y * k, part.width * k, part.height * k))


def at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])


def fit_window(size: tuple[int, int], area: tuple[int, int]) -> tuple[int, int]:
    """``size`` made no bigger than ``area`` (:func:`work_area`) and no smaller than :data:`MIN_SIZE`."""
    return at_least_minimum((min(size[0], area[0]), min(size[1], area[1])))


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
CALM_FPS = 10  # frames a second while only slow things move (App.calm)


def _sleep_until_input(ms: int) -> None:
    """Sleep until an event is queued (or ``ms`` pass).

    ``pygame.event.wait(timeout)`` polls every millisecond; napping 8 ms between peeks
    halves the idle table's CPU use (measured 1.9% → 0.9% of one core).
    """
    for _ in range(max(1, ms // IDLE_NAP_MS)):
        if pygame.event.peek():
            return
        pygame.time.wait(IDLE_NAP_MS)
