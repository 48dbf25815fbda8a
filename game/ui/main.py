"""``python -m game [play]``: open the window at the main menu (or straight at a table)."""

from __future__ import annotations

import argparse
import signal
import sys

import pygame

from game.ui.routes import new_app
from game.ui.screens.quick_setup import open_table


def run(ns: argparse.Namespace) -> int:
    """The ``play`` command: ``--window WxH``, ``--variant KEY``, ``--replay`` (a round the CLI has
    read), ``--frames N`` (``--smoke-test`` is the CLI's: :mod:`game.devtools.smoke` drives the
    UI, the UI never loads it)."""
    size = None
    if getattr(ns, "window", None):
        try:
            w, h = (int(v) for v in str(ns.window).lower().split("x"))
            size = (max(320, w), max(240, h))
        except ValueError:
            if sys.stderr is not None:
                sys.stderr.write(f"chieu-bai: error: --window takes WxH, e.g. 960x540, not {ns.window!r}\n")
            return 2
    try:
        app = new_app(size)
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
    _quit_on_sigterm()
    return app.run(max_frames=getattr(ns, "frames", 0) or 0)


def _quit_on_sigterm() -> None:
    """SIGTERM (a logout, ``kill``, a service manager) quits like closing the window: the
    table is saved first.  The handler only posts the quit; the frame loop, which wakes
    at least every few milliseconds, does the rest."""
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, lambda _sig, _frame: pygame.event.post(pygame.event.Event(pygame.QUIT)))
