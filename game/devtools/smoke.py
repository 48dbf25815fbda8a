"""``--smoke-test``: prove a build works, headless, in seconds.

Reads every language's translations, reads every image and loads every sound, opens every screen the
router knows (each game's setup and rules screens included) and drives it for a bounded
number of frames with synthetic input, plays one all-AI round of every game of the catalogue
through its real table scene at instant speed (checking that chips are conserved), and
writes then reads a save in a throwaway data folder.  Exit status 0 on success; 1 with a
one-line reason otherwise.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from functools import partial
from importlib.util import find_spec
from typing import Any

import pygame

from game.catalog import games
from game.i18n import LANGUAGE_NAMES, LANGUAGES, t
from game.match.match import Match, Seat
from game.match.replay import Replay
from game.persist import Notice
from game.tutorial import available, tutorial
from game.ui import assets
from game.ui.app import MAX_DT, App
from game.ui.main import start_display
from game.ui.routes import new_app
from game.ui.scene import Scene
from game.ui.table.host import TableHost
from game.ui.table.review_view import Reviews

SIZES = ((1280, 720), (960, 540))  # the usual window and the smallest
FRAMES_PER_SCENE = 8
FRAMES_AFTER_RESIZE = 3
PER_GAME = ("setup", "rules")  # the screens opened for one game (``game=KEY``)
# Frames allowed for one all-AI round at instant speed.  The agents answer inline (the app is
# made with ``agents_inline``), so a round takes the frames its events and the table's pace
# need whatever the machine's scheduling: 1 to 45 for the four games at 4 seats.  Each frame
# is as long as the app lets one be (``MAX_DT``: six of its fixed updates, as on a machine
# drawing 10 frames a second) — the same updates as at 60 frames a second (4 to 268 of
# them), a sixth of the frames drawn.
ROUND_FRAMES = 2_000


def _say(text: str) -> None:
    if sys.stdout is not None:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()


def run_smoke_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    problem = start_display()
    if problem is not None:  # a video driver asked for by name that cannot start: no test to run
        if sys.stderr is not None:
            sys.stderr.write(f"chieu-bai: error: {problem}\n")
        return 1
    with tempfile.TemporaryDirectory(prefix="chieu-bai-smoke-") as data:
        os.environ["CHIEU_BAI_DATA"] = data
        try:
            report = _run()
        except Exception as exc:  # the smoke test reports any failure as a failure
            if sys.stderr is not None:
                sys.stderr.write(f"smoke test failed: {type(exc).__name__}: {exc}\n")
                traceback.print_exc(file=sys.stderr)
            return 1
    _say("smoke test passed: " + ", ".join(f"{k} {v}" for k, v in report.items()))
    return 0


def translations() -> str:
    """Every language's compiled catalogue travels in the build and reads (start-up reads only
    the chosen one, so a missing other language would show only when chosen)."""
    for lang in LANGUAGES:
        if t("setup.title", lang) == "setup.title":
            raise RuntimeError(f"the {LANGUAGE_NAMES[lang]} messages hold no setup.title")
    return "/".join(LANGUAGES)


def network() -> str:
    """The family table's libraries travel in the build: websockets and zeroconf are found,
    not loaded (80 ms of imports the game itself makes only when a family table opens;
    .ci/build hosts and joins a table through the binary, which loads websockets' server and
    client with game.net.transport's stand-ins for what the build leaves out)."""
    for module in ("websockets", "zeroconf"):
        if find_spec(module) is None:
            raise RuntimeError(f"the build holds no {module}")
    return "websockets/zeroconf"


def _run() -> dict[str, object]:
    app = new_app(SIZES[0], agents_inline=True)
    report: dict[str, object] = {"languages": translations(), "images": assets.check_all(),
                                 "sounds": app.sound.preload(), "network": network()}
    scenes = 0
    menu = None
    for name, params in screens(app):
        if not app.router.replaces_all(name):  # a screen opened over the menu
            menu = back_to_menu(app, menu)
        if name == "notices":  # a start-up notice to show
            app.session.startup.append(Notice("persist.table_damaged", {"name": "Lan", "chips": 1250}))
        scene = app.open(name, **params)
        if name == "menu":
            menu = scene
        drive(app, FRAMES_PER_SCENE)
        # then at the other size: each scene is laid out at both, opened at one and resized to
        # the other (alternately, so no scene is laid out a third time)
        app.resize_window(SIZES[1] if app.size == SIZES[0] else SIZES[0])
        drive(app, FRAMES_AFTER_RESIZE)
        scenes += 1
    report["scenes"] = scenes
    report["rounds"] = play_one_round_each(app)
    report["save"] = save_roundtrip(app)
    pygame.display.quit()
    return report


def back_to_menu(app: App, menu: Scene | None) -> Scene:
    """``menu`` alone on the stack: the scenes over it closed, or — after a screen that
    replaced it (a guided deal's table) — a new menu (which empties the picture caches)."""
    bottom: Scene | None = next(iter(app.scenes), None)
    if menu is None or bottom is not menu:
        return app.open("menu")
    while len(app.scenes) > 1:
        app.pop()
    return menu


def drive(app: App, frames: int) -> None:
    """Run ``frames`` frames with a little synthetic mouse movement."""
    w, h = app.size
    for i in range(frames):
        pos = ((i * 97) % w, (i * 53) % h)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        app.frame(1 / 60)


def run_until(app: App, done: Callable[[], bool], frames: int) -> int | None:
    """Run frames of :data:`MAX_DT` until ``done()``; how many it took, or None if ``frames``
    pass first."""
    for n in range(frames + 1):
        if done():
            return n
        app.frame(MAX_DT)
    return None


# The family table's screens listen, browse or connect: never from a smoke test (the build's
# own check hosts and joins a table through the executable on 127.0.0.1; tests/test_net_ui.py);
# the replay of a remote player's round needs the host's record of it (tests/test_net_ui.py).
NETWORKED = ("host_lobby", "join", "hosted_table", "remote_table", "seen_replay")


def screens(app: App) -> list[tuple[str, dict[str, Any]]]:
    """Every screen the router knows but the table, by name, with plausible parameters: the
    screens of one game (setup, rules) once for every game of the catalogue."""
    first = games()[0].variant
    params: dict[str, dict[str, Any]] = {
        "curtain": {"name": "Lan", "on_open": lambda: None},
        "confirm": {"title": "Chiếu Bài", "body": "Xin chào", "on_yes": lambda: None},
        "portraits": {"title": "Lan", "current": "mao", "on_pick": lambda _avatar: None},
        "replay": {"replay": sample_replay()},
        "review": {"review": Reviews(inline=True).of(sample_replay(), 0), "title": "Lan",
                   "on_step": lambda _step: None},
        "table_menu": {"match": Match(first, [Seat(f"AI {i + 1}", "easy") for i in range(first.min_players)]),
                       "on_menu": lambda: None, "on_leave": lambda: None},
    }
    out: list[tuple[str, dict[str, Any]]] = []
    for name in app.router.names():
        if name in PER_GAME:
            out += [(name, {"game": g.key}) for g in games()]
        elif name == "tutorial":  # each guided deal on its table
            out += [(name, {"game": key}) for key in available()]
        elif name not in ("table", *NETWORKED):  # the tables are played: play_one_round_each
            out.append((name, params.get(name, {})))
    # the menu first, then the screens opened over it, then those that replace it (the guided
    # deals' tables): each opens straight after the last, with no menu opened between them
    return sorted(out, key=lambda screen: screen[0] != "menu" and app.router.replaces_all(screen[0]))


def sample_replay() -> Replay:
    """A round to replay: the first guided deal, played through."""
    lesson = tutorial(available()[0])
    state = lesson.check()
    return Replay(lesson.game.variant, state.to_dict(), tuple(n or "?" for n in lesson.names))


def play_one_round_each(app: App) -> int:
    """An all-AI table of every game, through its real scene, at instant speed."""
    app.session.update_settings(anim_speed=0.0)
    rounds = 0
    for record in games():
        variant = record.variant
        n = min(4, variant.max_players)
        match = Match(variant, [Seat(f"AI {i + 1}", "easy") for i in range(n)], balances=[1000] * n)
        before = sum(match.balances)
        scene = app.open("table", match=match)
        assert isinstance(scene, TableHost)
        if run_until(app, partial(_round_done, match, scene), ROUND_FRAMES) is None:
            raise RuntimeError(f"{variant.key}: an all-AI round did not finish within {ROUND_FRAMES} frames")
        if sum(match.balances) + match.fees + match.carry != before:
            raise RuntimeError(f"{variant.key}: chips not conserved")
        scene.close()
        rounds += 1
    return rounds


def _round_done(match: Match, scene: TableHost) -> bool:
    return match.round_no >= 1 and not scene.animator.busy


def save_roundtrip(app: App) -> str:
    return app.session.smoke_roundtrip()
