"""``python -m game soak``: many all-AI rounds through the real table scenes, headless.

Every game is played through the same :class:`~game.ui.app.App` and table scene a player
sees, with animations at top speed (instant) and an AI in every seat, the levels mixed
(easy, normal, hard, ...), every mode and both rule presets in turn.  After every round:

* no exception anywhere (scene, controller, AI worker thread, drawing);
* chips are conserved: the match's balances + fees + carried pot equal the starting chips
  plus the refills given to broke seats (Tam Cúc, which scores points: the scores sum to 0);
* nobody's chips are negative, and the table on screen shows the engine's balances;
* the finished round's save replays to the same result;

and memory (resident set size) may grow by less than :data:`GROWTH_LIMIT_MB` between the
end of a warm-up and the end of each game.  How many seats each game's tables have is its
catalogue record's word (:attr:`game.catalog.Game.soak_seats`).  pygame is imported only
when a soak runs (the CLI loads this module for every ``soak`` command line it checks).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.catalog import Game, game, games
from game.devtools.bench_stats import MB, peak_rss_bytes, rss_bytes
from game.engine.variant import Variant

if TYPE_CHECKING:
    from game.match.match import Match
    from game.ui.app import App
    from game.ui.table.host import TableHost

LEVELS = ("easy", "normal", "hard")
START_CHIPS = 1000
GROWTH_LIMIT_MB = 20.0
FRAMES_PER_ROUND_LIMIT = 5_000  # a round that needs more frames than this has stalled
WINDOW = (1280, 720)


class SoakFailure(AssertionError):
    """An invariant broke; the message says which, in which game and round."""


@dataclass
class GameReport:
    key: str
    rounds: int = 0
    frames: int = 0
    seconds: float = 0.0
    refills: int = 0
    segments: list[str] = field(default_factory=list)
    rss_warm: int | None = None
    rss_end: int | None = None
    error: str | None = None

    @property
    def growth_mb(self) -> float | None:
        if self.rss_warm is None or self.rss_end is None:
            return None
        return round((self.rss_end - self.rss_warm) / MB, 2)

    def to_dict(self) -> dict[str, Any]:
        growth = self.growth_mb
        return {
            "rounds": self.rounds,
            "frames": self.frames,
            "seconds": round(self.seconds, 2),
            "rounds_per_s": round(self.rounds / self.seconds, 1) if self.seconds else None,
            "refills": self.refills,
            "segments": self.segments,
            "rss_warm_mb": None if self.rss_warm is None else round(self.rss_warm / MB, 1),
            "rss_end_mb": None if self.rss_end is None else round(self.rss_end / MB, 1),
            "growth_mb": growth,
            "growth_ok": None if growth is None else growth < GROWTH_LIMIT_MB,
            "error": self.error,
        }


def seat_levels(n: int) -> list[str]:
    return [LEVELS[i % len(LEVELS)] for i in range(n)]


def segments(variant: Variant, rounds: int) -> list[tuple[str, str, int]]:
    """``(mode, preset, rounds)``: the rounds shared out over every mode and both presets."""
    parts = [(mode, preset) for mode in variant.modes for preset in ("goc", "nha")]
    base, extra = divmod(rounds, len(parts))
    return [(mode, preset, base + (i < extra)) for i, (mode, preset) in enumerate(parts) if base + (i < extra)]


@contextlib.contextmanager
def headless_app(size: tuple[int, int] = WINDOW, *, agents_inline: bool = True) -> Iterator[App]:
    """An :class:`App` on the dummy video driver with a throwaway data folder, instant speed;
    the agents answer inline unless ``agents_inline`` is False (see :class:`~game.ui.app.App`)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    saved = os.environ.get("CHIEU_BAI_DATA")
    with tempfile.TemporaryDirectory(prefix="chieu-bai-soak-") as data:
        os.environ["CHIEU_BAI_DATA"] = data
        import pygame

        from game.ui.routes import new_app

        try:
            app = new_app(size, agents_inline=agents_inline)
            app.session.update_settings(anim_speed=0.0)
            yield app
        finally:
            pygame.display.quit()
            if saved is None:
                os.environ.pop("CHIEU_BAI_DATA", None)
            else:
                os.environ["CHIEU_BAI_DATA"] = saved


def pump(app: App) -> None:
    """Deliver queued window events (the AI threads' wake-ups) as the real loop does."""
    import pygame

    for event in pygame.event.get():
        app.dispatch(event)


def chips_on_table(match: Match) -> int:
    return sum(match.balances) + match.fees + match.carry


def check_round(match: Match, scene: TableHost, expected: int, where: str) -> None:
    """The invariants after a settled round (see the module docstring)."""
    if match.variant.scores_points:
        if sum(match.score) != 0:
            raise SoakFailure(f"{where}: scores do not sum to zero: {match.score}")
    else:
        total = chips_on_table(match)
        if total != expected:
            raise SoakFailure(f"{where}: chips not conserved: {total} on the table, {expected} expected")
        if min(match.balances) < 0:
            raise SoakFailure(f"{where}: a negative balance: {match.balances}")
        shown = [seat.chips for seat in scene.shown.seats]
        if shown != list(match.balances):
            raise SoakFailure(f"{where}: the table shows {shown}, the match holds {match.balances}")
    finished = scene.controller.finished
    if finished is None:
        raise SoakFailure(f"{where}: the settled round is not on the table")
    loaded = match.variant.load_round(json.loads(json.dumps(finished.to_dict())))
    if loaded.result() != finished.result():
        raise SoakFailure(f"{where}: the saved round replays to a different result")


class Stepper:
    """Frames for a soak: every update runs, and the table is drawn whenever the game moved.

    The agents answer inline (:func:`headless_app`), so a round takes the frames its events
    need.  A frame in which no action was applied and no round settled is updated but not
    drawn (at instant speed such frames only repeat the picture before them): that keeps a
    long soak within minutes without changing what is played.
    """

    def __init__(self, app: App, scene: TableHost) -> None:
        self.app, self.scene = app, scene
        self.frames = 0
        self._drawn: object = None

    def frame(self) -> None:
        pump(self.app)
        self.app.step(1 / 60)
        state = self.scene.match.current
        moved = (self.scene.match.round_no, len(state.log) if state is not None else -1, self.scene.results is None)
        if moved != self._drawn and self.app.dirty:
            self.app.draw()
            self._drawn = moved
        self.frames += 1


def play_rounds(stepper: Stepper, rounds: int, where: str) -> None:
    """Play ``rounds`` rounds on the stepper's scene (already on screen)."""
    import pygame

    scene = stepper.scene
    match = scene.match
    for _ in range(rounds):
        target = match.round_no + 1
        expected = chips_on_table(match)
        refills = len(match.refills)
        for _ in range(FRAMES_PER_ROUND_LIMIT):
            stepper.frame()
            if match.round_no >= target and scene.results is not None:
                break
        else:
            raise SoakFailure(f"{where}: round {target} did not finish in {FRAMES_PER_ROUND_LIMIT} frames")
        check_round(match, scene, expected + sum(a for _, a in match.refills[refills:]), f"{where} round {target}")
        # The player's key for the next round (the results panel's "Ván mới", Space).
        stepper.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))


def soak_game(app: App, record: Game, rounds: int, seed: int) -> GameReport:
    """Every mode and preset of one game in turn; memory measured after a warm-up."""
    from game.match.match import Match, Seat
    from game.ui.table.host import TableHost

    variant = record.variant
    report = GameReport(variant.key)
    warmup = max(1, min(rounds // 10, 50))
    n = min(record.soak_seats, variant.ui_max_players)
    started = time.perf_counter()
    for i, (mode, preset, k) in enumerate(segments(variant, rounds)):
        seats = [Seat(f"AI {s + 1}", level) for s, level in enumerate(seat_levels(n))]
        match = Match(variant, seats, mode=mode, options=variant.preset(preset),
                      balances=[START_CHIPS] * n, seed=seed * 1_000 + i)
        scene = app.open("table", match=match)
        assert isinstance(scene, TableHost)
        stepper = Stepper(app, scene)
        where = f"{variant.key} {mode or 'default'}/{preset}"
        report.segments.append(f"{mode or 'default'}/{preset}:{k}")
        try:
            first = min(k, max(0, warmup - report.rounds)) if report.rss_warm is None else 0
            play_rounds(stepper, first, where)
            report.rounds += first
            if report.rss_warm is None and report.rounds >= warmup:
                report.rss_warm = _settled_rss()
            play_rounds(stepper, k - first, where)
            report.rounds += k - first
            report.refills += len(match.refills)
        finally:
            report.frames += stepper.frames
            scene.close()
    report.rss_end = _settled_rss()
    report.seconds = time.perf_counter() - started
    return report


def _settled_rss() -> int | None:
    gc.collect()
    return rss_bytes()


def soak(rounds: int, keys: list[str], seed: int = 0) -> dict[str, Any]:
    """Run the soak and return its JSON-ready summary (``ok`` is the verdict)."""
    reports: dict[str, Any] = {}
    started = time.perf_counter()
    with headless_app() as app:
        for key in keys:
            report = GameReport(key)
            try:
                report = soak_game(app, game(key), rounds, seed)
            except Exception as exc:  # the soak's job is to report any failure, whatever it is
                report.error = f"{type(exc).__name__}: {exc}\n" + traceback.format_exc(limit=8)
            reports[key] = report.to_dict()
    peak = peak_rss_bytes()
    ok = all(g["error"] is None and g["growth_ok"] is not False for g in reports.values())
    return {
        "rounds_per_game": rounds,
        "seed": seed,
        "games": reports,
        "seconds": round(time.perf_counter() - started, 1),
        "peak_rss_mb": None if peak is None else round(peak / MB, 1),
        "growth_limit_mb": GROWTH_LIMIT_MB,
        "ok": ok,
    }


def format_summary(summary: dict[str, Any]) -> list[str]:
    lines = [f"soak: {summary['rounds_per_game']} rounds per game, seed {summary['seed']}"]
    for key, g in summary["games"].items():
        status = "ok" if g["error"] is None and g["growth_ok"] is not False else "FAILED"
        lines.append(
            f"  {key:8} {g['rounds']:5} rounds {g['frames']:7} frames {g['seconds']:7.1f} s"
            f"  refills {g['refills']:4}  RSS {g['rss_warm_mb']} → {g['rss_end_mb']} MB"
            f" (growth {g['growth_mb']} MB)  {status}"
        )
        if g["error"]:
            lines.append("    " + g["error"].replace("\n", "\n    "))
    verdict = "ok" if summary["ok"] else "FAILED"
    lines.append(f"peak RSS {summary['peak_rss_mb']} MB, {summary['seconds']} s — {verdict}")
    return lines


def run_soak(ns: argparse.Namespace) -> int:
    """The ``soak`` command (the CLI has checked ``--rounds`` and ``--variant``)."""
    keys = [ns.variant] if ns.variant else [g.key for g in games()]
    summary = soak(int(ns.rounds), keys, int(ns.seed))
    if sys.stdout is not None:
        text = json.dumps(summary) if ns.json else "\n".join(format_summary(summary))
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    return 0 if summary["ok"] else 1
