"""``python -m game [play]``: open the window at the main menu (or straight at a table)."""

from __future__ import annotations

import argparse
import os
import signal
import sys

import pygame

from game.ui.app import display_size, headless, set_sdl_defaults
from game.ui.quiet import quiet_stderr
from game.ui.routes import new_app
from game.ui.screens.quick_setup import open_table


def run(ns: argparse.Namespace) -> int:
    """The ``play`` command: ``--window`` (a size the CLI has checked against the minimum),
    ``--variant KEY``, ``--replay`` (a round the CLI has read), ``--frames N``
    (``--smoke-test`` is the CLI's: :mod:`game.devtools.smoke` drives the UI, the UI never
    loads it)."""
    problem = _display_problem(getattr(ns, "window", None) or None)
    if problem is not None:
        message, status = problem
        if sys.stderr is not None:
            sys.stderr.write(f"chieu-bai: error: {message}\n")
        return status
    try:
        app = new_app(getattr(ns, "window", None) or None)
    except pygame.error as exc:
        if sys.stderr is not None:
            sys.stderr.write(f"chieu-bai: cannot open a window: {exc}\n")
        return 1
    app.open("menu")
    if getattr(ns, "variant", None):
        open_table(app, ns.variant)
    if getattr(ns, "replay", None) is not None:
        app.open("replay", replay=ns.replay)  # an exported round, read by the CLI (--replay FILE)
    if app.session.startup:  # over the first screen, in the saved language, until dismissed
        app.open("notices")
    _quit_on_signals()
    return app.run(max_frames=getattr(ns, "frames", 0) or 0)  # everything saved: the CLI's run() ends the process


def _display_problem(window: tuple[int, int] | None) -> tuple[str, int] | None:
    """Why no window can open (and the exit status), before anything is allocated: no display
    at all — SDL would quietly draw off screen, and the game would run unseen for ever —, a
    video driver asked for that cannot start, or a ``--window`` bigger than the screen.  A
    headless driver asked for by name (tests, the smoke test: ``SDL_VIDEODRIVER=dummy``) is not
    a missing display."""
    problem = start_display()
    if problem is not None:
        return problem, 1
    screen = display_size()
    if window is not None and (window[0] > screen[0] or window[1] > screen[1]):
        return f"--window {window[0]}x{window[1]} is larger than the screen ({screen[0]}x{screen[1]})", 2
    return None


def start_display() -> str | None:
    """Start SDL's video; what stands in the way, in a sentence (None: it started on a screen,
    or on a headless driver asked for by name)."""
    set_sdl_defaults()
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    try:
        with quiet_stderr():  # SDL's probes of displays that are not there print their own errors
            pygame.display.init()
    except pygame.error as exc:
        return f"the video driver {asked!r} (SDL_VIDEODRIVER) is unavailable: {exc}"
    if not headless() or asked:
        return None
    if os.environ.get("DISPLAY"):
        return f"no X server answers at DISPLAY={os.environ['DISPLAY']}: Chiếu Bài needs a desktop session"
    if os.environ.get("WAYLAND_DISPLAY"):
        return f"no Wayland compositor answers at WAYLAND_DISPLAY={os.environ['WAYLAND_DISPLAY']}: " \
               "Chiếu Bài needs a desktop session"
    return "no display to open a window on: Chiếu Bài needs a desktop session (no DISPLAY or WAYLAND_DISPLAY is set)"


def _quit_on_signals() -> None:
    """SIGTERM (a logout, ``kill``, a service manager) and Ctrl+C in the terminal quit like
    closing the window: the table is saved first.  The handler only posts the quit; the frame
    loop, which wakes at least every few milliseconds, does the rest."""
    def quit_(_signal: int, _frame: object) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    for name in ("SIGTERM", "SIGINT"):
        number = getattr(signal, name, None)
        if number is not None and signal.getsignal(number) is not signal.SIG_IGN:
            signal.signal(number, quit_)
