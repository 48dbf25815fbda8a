"""The ``frames`` and ``idle`` sections of ``python -m game bench``: the real app, headless.

``frames``: the heaviest scenes at 1280×720 and 1× animation speed — and a Xì Dách table at
3840×2160 with a celebration showing, against its own target — driven like the real loop
(``App.frame`` with the real time since the previous frame, paced at 60 Hz).  Each drawn
frame's update + draw is timed in CPU time of the main thread (judged against the target;
the machines here are shared) and in wall-clock time (``App.frame_times``).

``idle``: a table waiting for a human, run by the real ``App.run`` loop for a few seconds;
the figure is the process's CPU time over the wall time.

The scenes are fixed by name — Bài Cào at twelve seats is the busiest French table, Tam Cúc
the only mat — so the figures stay comparable from run to run.  pygame is imported inside
these functions only (``SDL_VIDEODRIVER=dummy``): ``bench`` must not load it for the
engine sections.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.devtools.bench_stats import latency_row, process_cpu_seconds
from game.devtools.soak import WINDOW, headless_app, pump

if TYPE_CHECKING:
    from game.match.match import Match
    from game.ui.app import App
    from game.ui.table.host import TableHost

FRAME_TARGET_MS = 10.0
IDLE_TARGET = 0.03  # of one core
FRAME_DT = 1 / 60
SCENE_LIMIT_S = 30.0  # a heavy scene that animates longer than this is a bug


@dataclass
class FrameLog:
    """Update + draw time of every drawn frame, CPU and wall, with a mark per frame."""

    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    marks: list[bool] = field(default_factory=list)


def _match(key: str, mode: str, levels: list[str]) -> Match:
    from game.catalog import variant as get_variant
    from game.match.match import Match, Seat

    seats = [Seat("Bạn" if lv == "human" else f"AI {i}", lv) for i, lv in enumerate(levels)]
    return Match(get_variant(key), seats, mode=mode, balances=[10_000] * len(seats), seed=2026)


def _show(app: App, match: Match) -> TableHost:
    from game.ui.table.host import TableHost

    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    return scene


def set_speed(app: App, speed: float) -> None:
    app.session.update_settings(anim_speed=speed)


def run_paced(app: App, done: Callable[[], bool], mark: Callable[[], bool] = lambda: False) -> FrameLog:
    """Frames at 60 Hz with real time steps until ``done()``; logs each drawn frame."""
    log = FrameLog()
    app.record_frames = True
    app.frame_times.clear()
    last = time.perf_counter()
    deadline = last + SCENE_LIMIT_S
    while not done():
        now = time.perf_counter()
        if now > deadline:
            raise RuntimeError(f"the scene still animated after {SCENE_LIMIT_S:g} s")
        pump(app)
        drawn = len(app.frame_times)
        cpu0 = time.thread_time()
        app.frame(now - last)
        cpu = time.thread_time() - cpu0
        last = now
        if len(app.frame_times) > drawn:
            log.cpu.append(cpu)
            log.wall.append(app.frame_times[-1])
            log.marks.append(mark())
        time.sleep(max(0.0, now + FRAME_DT - time.perf_counter()))
    app.record_frames = False
    return log


def settle_instantly(app: App, until: Callable[[], bool], limit: int = 20_000) -> None:
    """Frames at instant speed (no pacing) until ``until()``."""
    for _ in range(limit):
        if until():
            return
        controller = getattr(app.scenes.top, "controller", None)
        if controller is not None:
            controller.await_answer()  # the bench keeps the worker thread: wait, never spin
        pump(app)
        app.frame(FRAME_DT)
    raise RuntimeError("the table never reached the state the benchmark needs")


def deal_12(app: App) -> FrameLog:
    """Bài Cào cào rùa at 12 seats, one human: the table opens, twelve antes fly to the pot
    and 36 cards are dealt."""
    set_speed(app, 1.0)
    scene = _show(app, _match("bai-cao", "cao-rua", ["human"] + ["normal"] * 11))
    log = run_paced(app, lambda: not scene.animator.busy)
    if len(log.cpu) < 30:
        raise RuntimeError(f"the opening deal was not animated ({len(log.cpu)} frames)")
    return log


def settle_12(app: App) -> FrameLog:
    """Bài Cào cào cái at 12 seats from the last bet: the deal, the showdown (36 cards
    turned up) and the chips to and from the cái, to the end of the round."""
    from game.variants.three_card.defs import BETTING

    set_speed(app, 0.0)
    scene = _show(app, _match("bai-cao", "cao-cai", ["normal"] * 12))

    def last_decision() -> bool:
        state: Any = scene.match.current
        return (state is not None and state.phase == BETTING and len(state.to_act()) == 1
                and scene.controller.thinking() is None)

    settle_instantly(app, last_decision)
    set_speed(app, 1.0)
    log = run_paced(app, lambda: scene.results is not None and not scene.animator.busy,
                    mark=lambda: bool(scene.picture.flights))
    if True not in log.marks:
        raise RuntimeError("no chips moved at the settlement")
    return log


def mid_trick_table(app: App, *, seed: int = 7) -> TableHost:
    """A 4-player Tam Cúc table caught in the middle of a trick, for the frame-time benchmark.

    Seat 0 is a human (its hand face up at the bottom), seats 1–3 are normal AI.  ``seed``
    fixes the match, so the deal and every move are the same on every run: the first deal
    (bắt cái included) is skipped to its end, the deal is played on through the match's turn
    loop (:class:`~game.match.turns.Turns`, a normal agent in every seat, each with its
    stream derived from the round's seed) up to the lead of the second trick, and that whole
    trick — the lead and three commits sliding in face down, the lead turned up, the reveals
    or chui, the trick sliding to its winner — is queued as motion: about 3.5 s of animation
    at 1× (the app's speed setting applies).  The table becomes the app's only scene and is
    drawn once (as it would have been all deal, so the scaled images are cached); drive it
    with ``app.frame(dt)`` until ``scene.animator.busy`` is False.
    """
    from game.catalog import game
    from game.match.match import Match, Seat

    record = game("tam-cuc")
    match = Match(record.variant, [Seat("Bạn", "human"), Seat("Lan"), Seat("Minh"), Seat("Hùng")], seed=seed)
    scene = _show(app, match)
    scene.animator.finish()
    state = match.current
    assert state is not None
    turns = match.turns(match.agents(record.agents, "normal"))

    def play(emit: bool, until: Callable[[Any], bool]) -> None:
        while not until(state.view(None)):
            events = turns.step()
            if emit:
                scene.controller.emit(events, state)

    play(False, lambda v: v.trick_no >= 1 and v.phase == "lead")
    scene.show.rebuild(scene.controller.on_table())
    play(True, lambda v: v.trick_no >= 2 or v.phase == "over")
    app.draw()  # the table has been on screen all deal: its images are made and cached
    return scene


def tam_cuc_trick_4(app: App) -> FrameLog:
    """A 4-player Tam Cúc table mid-trick (:func:`mid_trick_table`)."""
    set_speed(app, 1.0)
    scene = mid_trick_table(app)
    return run_paced(app, lambda: not scene.animator.busy)


UHD = (3840, 2160)
UHD_TARGET_MS = 6.9  # issue 29: a 4K frame, celebrations on


def celebrate_4k(app: App) -> FrameLog:
    """Xì Dách at 3840×2160, six seats: a player is dealt xì bàng (two aces), whose
    celebration — banner, sparks, the two cards fanned — plays over the table while the
    deal goes on, and the round is played to its end (chips flying in arcs)."""
    from game.catalog import variant as get_variant
    from game.match.match import Match, Seat

    set_speed(app, 1.0)
    app.resize_window(UHD)
    try:
        seats = [Seat(f"AI {i}", "normal") for i in range(6)]
        match = Match(get_variant("xi-dach"), seats, balances=[10_000] * 6, seed=2026, banker=0,
                      script="9C 7D | AS AH | 10S 7H | 5C 6C | KD 4S | 8H 8D")
        scene = _show(app, match)
        log = run_paced(app, lambda: scene.results is not None and not scene.animator.busy
                        and scene.picture.celebration is None, mark=lambda: scene.picture.celebration is not None)
    finally:
        app.resize_window(WINDOW)
    if True not in log.marks:
        raise RuntimeError("no celebration played")
    return log


SCENES: dict[str, Callable[[App], FrameLog]] = {
    "deal_12": deal_12,
    "settle_12": settle_12,
    "tam_cuc_trick_4": tam_cuc_trick_4,
    "celebrate_4k": celebrate_4k,
}
TARGETS_MS: dict[str, float] = {"celebrate_4k": UHD_TARGET_MS}  # else FRAME_TARGET_MS


def cold_caches() -> None:
    """Forget every loaded and scaled image and rendered text, as in a freshly started app."""
    from game.ui import assets, theme

    for cached in (assets.image, assets.scaled, assets.tiled, assets.vignette, theme.text):
        cached.cache_clear()


def measure_scene(app: App, scene: Callable[[App], FrameLog], runs: int,
                  target_ms: float = FRAME_TARGET_MS) -> dict[str, Any]:
    """Frames of ``runs`` runs pooled, each run from cold caches (what a player meets first);
    with the frames a scene marks (e.g. a celebration showing) also on their own."""
    pooled = FrameLog()
    for _ in range(runs):
        cold_caches()
        log = scene(app)
        pooled.cpu += log.cpu
        pooled.wall += log.wall
        pooled.marks += log.marks
    row = latency_row(pooled.cpu, target_ms, pooled.wall)
    row["frames"] = row.pop("n")
    row["runs"] = runs
    row["over_target"] = sum(c * 1000 > target_ms for c in pooled.cpu)
    marked = [c for c, m in zip(pooled.cpu, pooled.marks, strict=True) if m]
    if marked and len(marked) < len(pooled.cpu):
        during = latency_row(marked, target_ms)
        row["marked"] = {"frames": during["n"], "median_ms": during["median_ms"], "p99_ms": during["p99_ms"]}
    return row


def frames_section(quick: bool) -> dict[str, Any]:
    """Median and p99 frame time (update + draw) of each heavy scene; runs: 1 quick, 3 full."""
    scenes: dict[str, Any] = {}
    # The agents think on their worker thread, as in a player's window: the frames measured
    # are the table's own, never an agent's decision.
    with headless_app(WINDOW, agents_inline=False) as app:
        for name, scene in SCENES.items():
            try:
                scenes[name] = measure_scene(app, scene, 1 if quick else 3, TARGETS_MS.get(name, FRAME_TARGET_MS))
            except Exception as exc:  # a scene that cannot be measured is reported, not fatal
                scenes[name] = {"error": f"{type(exc).__name__}: {exc}", "met": False}
    met = all(row["met"] is not False for row in scenes.values())
    return {"window": list(WINDOW), "speed": 1.0, "scenes": scenes, "met": met}


def waiting_table(app: App) -> TableHost:
    """Bài Cào cào cái, six seats, the human (seat 1) to bet: every AI has bet, nothing moves."""
    set_speed(app, 0.0)
    scene = _show(app, _match("bai-cao", "cao-cai", ["normal", "human", "normal", "easy", "hard", "normal"]))
    c = scene.controller

    def waiting() -> bool:
        return c.humans_to_act() == [1] and not c.ai_to_act() and c.thinking() is None and not scene.animator.busy

    settle_instantly(app, waiting)
    set_speed(app, 1.0)
    return scene


def idle_section(quick: bool, seconds: float | None = None) -> dict[str, Any]:
    """CPU used by the real loop while a table waits for a human (3 s quick, else 8 s)."""
    import pygame

    seconds = seconds or (3.0 if quick else 8.0)
    with headless_app() as app:
        waiting_table(app)
        app.record_frames = True
        app.frame_times.clear()
        pygame.time.set_timer(pygame.QUIT, round(seconds * 1000), loops=1)
        cpu0, wall0 = process_cpu_seconds(), time.perf_counter()
        app.run()
        cpu, wall = process_cpu_seconds() - cpu0, time.perf_counter() - wall0
        drawn = len(app.frame_times)
    share = cpu / wall
    return {
        "seconds": round(wall, 2),
        "cpu_seconds": round(cpu, 3),
        "cpu_share": round(share, 4),
        "frames_drawn": drawn,
        "target_share": IDLE_TARGET,
        "met": share <= IDLE_TARGET,
    }


PAUSE_TARGET_FRAMES = 1.0  # an answer is played at most one frame after its thinking pause


PAUSE_TABLES = (("tam-cuc", "", ["hard", "normal", "hard", "normal"]),
                ("xi-dach", "", ["hard", "normal", "easy", "hard", "normal", "easy"]))


def pause_section(quick: bool, seconds: float | None = None) -> dict[str, Any]:
    """How late each AI answer is played after its thinking pause, at 1× in the real loop,
    with a second process burning a core: the agents think on their worker thread as in a
    player's window (``App.run``), and each answer's wait is compared with its pause.  Two
    all-AI tables: Tam Cúc (the hard search, the longest decisions) and Xì Dách at 6 seats."""
    import subprocess
    import sys

    import pygame

    seconds = seconds or (5.0 if quick else 20.0)
    frozen = getattr(sys, "frozen", False)  # a frozen build's interpreter cannot run -c
    burner = None if frozen else subprocess.Popen([sys.executable, "-c", "while True: pass"])
    answered: list[tuple[float, float]] = []
    try:
        with headless_app(agents_inline=False) as app:
            set_speed(app, 1.0)
            for key, mode, levels in PAUSE_TABLES:
                scene = _show(app, _match(key, mode, levels))
                pygame.time.set_timer(pygame.QUIT, round(seconds * 1000), loops=1)
                app.running = True
                app.run()
                answered += scene.controller.answered
                scene.close()
    finally:
        if burner is not None:
            burner.kill()
            burner.wait()
    late = [max(0.0, waited - pause) for waited, pause in answered]
    if not late:
        return {"error": "no AI answer was played", "met": False}
    target_ms = PAUSE_TARGET_FRAMES * FRAME_DT * 1000
    worst = max(late) * 1000
    return {
        "answers": len(late),
        "late_ms": latency_row(late, target_ms),
        "worst_frames": round(worst / (FRAME_DT * 1000), 2),
        "target_frames": PAUSE_TARGET_FRAMES,
        "cpu_burner": burner is not None,
        "met": worst <= target_ms,
    }
