"""Where a ``sim`` round's time goes: set-up and deal, views, legal actions, agents, apply,
events, the match's bookkeeping, the row and its JSON, the garbage collector.

A measurement for docs/performance.md.  It runs the ``sim`` command itself in this process
(``game.cli.main``, rows written and flushed to ``/dev/null``) twice after a warm-up: once
timed (microseconds per round, CPU time), once sampled — a CPU-time timer interrupts the
program every ``--interval`` ms and the Python stack it interrupted is filed under the part
of the round it is in.  The shares of the samples, times the timed round, give each part's
microseconds.  Time spent in the cyclic garbage collector is timed directly (``gc.callbacks``)
and taken out of the part it interrupted.

    python tools/sim_profile.py [--variant xi-dach] [--players 6] [--ai easy] [--rounds 60000]

Parts, by the outermost frame that names one (innermost first for events):

* set-up and deal: ``Match.start_round`` → the variant's ``new_round``;
* views / legal actions / agents / apply: the turn loop's calls (``agent_view`` or ``view``;
  ``legal_actions``; the agent's ``choose`` and its stream; ``apply``);
  events: any frame constructing an event (``game.engine.events.Event``), inside the others;
* turn loop: ``Turns.play_out``'s own lines; match: ``config``, ``short_of_chips``,
  ``turns``, ``finish_round`` and ``start_round``'s own lines;
* row: ``simulate``'s own lines (the row and the round's summary); JSON: ``cmd_sim``'s own
  lines (``json.dumps``, the write, the totals).
"""

from __future__ import annotations

import argparse
import gc
import os
import signal
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.cli import main as game_main
from game.engine.events import Event

IN_PLAY_OUT = {"agent_view": "views", "view": "views", "legal_actions": "legal actions", "choose": "agents",
               "agent_rng": "agents", "apply": "apply"}
MATCH = {"config", "short_of_chips", "turns", "finish_round", "refill", "round_mode_needed", "vote_round_mode"}
ORDER = ("set-up and deal", "apply", "views", "legal actions", "agents", "turn loop", "match", "row", "JSON",
         "garbage collector")


def stack(frame: FrameType | None) -> list[FrameType]:
    """The frames from the outermost to ``frame``."""
    out = []
    while frame is not None:
        out.append(frame)
        frame = frame.f_back
    return out[::-1]


def part(frames: list[FrameType]) -> tuple[str | None, bool]:
    """The part of a sim round these frames are in (None: outside the sim), and whether an
    event is being made."""
    names = [f.f_code.co_name for f in frames]
    making_event = any(isinstance(f.f_locals.get("self"), Event) for f in frames[-3:])
    if "simulate" not in names:
        return ("JSON" if "cmd_sim" in names else None), False
    below = names[names.index("simulate") + 1:]
    if not below:
        return "row", False
    if below[0] == "start_round":
        return ("set-up and deal" if "new_round" in below else "match"), making_event
    if below[0] == "play_out":
        return (IN_PLAY_OUT.get(below[1], "turn loop") if len(below) > 1 else "turn loop"), making_event
    return ("match" if below[0] in MATCH else "row"), making_event


class Sampler:
    """Files the interrupted stack every ``interval`` seconds of CPU time."""

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self.parts: Counter[str] = Counter()
        self.events: Counter[str] = Counter()

    def __enter__(self) -> Sampler:
        signal.signal(signal.SIGPROF, self._sample)
        signal.setitimer(signal.ITIMER_PROF, self.interval, self.interval)
        return self

    def __exit__(self, *exc: object) -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        signal.signal(signal.SIGPROF, signal.SIG_DFL)

    def _sample(self, signum: int, frame: FrameType | None) -> None:
        where, making_event = part(stack(frame))
        if where is not None:
            self.parts[where] += 1
            self.events[where] += making_event


class GcClock:
    """Seconds spent in the cyclic garbage collector while in use."""

    def __init__(self) -> None:
        self.seconds, self.collections, self._start = 0.0, 0, 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.thread_time()
        else:
            self.seconds += time.thread_time() - self._start
            self.collections += 1

    def __enter__(self) -> GcClock:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self)


def run_sim(args: list[str], rounds: int) -> float:
    """CPU seconds of ``sim ARGS --rounds N``."""
    t0 = time.thread_time()
    if game_main([*args, "--rounds", str(rounds)]) != 0:
        raise SystemExit("sim failed")
    return time.thread_time() - t0


def rows(sampler: Sampler, gc_us: float, us: float) -> Iterator[tuple[str, float, float]]:
    """(part, microseconds per round, of which making events) in :data:`ORDER`."""
    total = sum(sampler.parts.values()) or 1
    rest = us - gc_us  # the samples share the time the collector left
    for name in ORDER:
        if name == "garbage collector":
            yield name, gc_us, 0.0
        elif sampler.parts[name]:
            yield name, rest * sampler.parts[name] / total, rest * sampler.events[name] / total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="xi-dach")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--ai", default="easy")
    parser.add_argument("--rounds", type=int, default=60000, help="rounds timed, and as many sampled")
    parser.add_argument("--interval", type=float, default=1.0,
                        help="sampling interval, ms of CPU time (the kernel's tick may make it longer)")
    ns = parser.parse_args()
    args = ["sim", "--variant", ns.variant, "--players", str(ns.players), "--ai", ns.ai, "--seed", "1", "--json"]
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - the rows go where the command writes them
    try:
        run_sim(args, max(200, ns.rounds // 20))  # warm up
        with GcClock() as clock:
            us = run_sim(args, ns.rounds) / ns.rounds * 1e6
        with Sampler(ns.interval / 1000) as sampler:
            run_sim(args, ns.rounds)
    finally:
        sys.stdout.close()
        sys.stdout = sys.__stdout__
    gc_us = clock.seconds / ns.rounds * 1e6
    print(f"{ns.variant}, {ns.players} seats, {ns.ai}: {us:.1f} µs per round (CPU time, {ns.rounds} rounds); "
          f"{sum(sampler.parts.values())} samples; {clock.collections} collections")
    events = 0.0
    for name, part_us, event_us in rows(sampler, gc_us, us):
        events += event_us
        print(f"  {name:18s} {part_us:6.1f} µs  {part_us / us * 100:5.1f} %")
    print(f"  (making events, inside the parts above: {events:.1f} µs, {events / us * 100:.1f} %)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
