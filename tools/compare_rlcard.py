"""Games per second: our Xì Dách ``sim`` against RLCard 1.2.0's blackjack, side by side.

A measurement for docs/performance.md, never imported by the game.  RLCard is not a
dependency: give the interpreter of a separate environment that has it
(``python3 -m venv /work/rlcard-venv && /work/rlcard-venv/bin/pip install rlcard==1.2.0``).

The two sides, each in a fresh process, timed after its imports and a warm-up of
``--warm-up`` games (start-up excluded):

* ours: ``python -m game sim --variant xi-dach --players 6 --ai easy --seed 1 --json
  --rounds N`` — the command itself (``game.cli.main``: the match, the turn loop, the easy
  agents, one JSON row per round written and flushed to ``/dev/null``);
* RLCard: ``rlcard.make("blackjack", {"game_num_players": 5})`` (five players and the
  dealer: six seats) with five ``RandomAgent``\\ s, ``env.run(is_training=False)`` per game.

Each of ``--pairs`` pairs runs both sides one right after the other, ours first in odd
pairs and RLCard first in even ones, so a change in the machine's speed hits both alike;
the ratio of each pair is ours / RLCard.  Rates are games per CPU second of the playing
thread (``time.thread_time``), with wall-clock rates beside them.

    python tools/compare_rlcard.py --rlcard-python /work/rlcard-venv/bin/python [--pairs 7] [--games 5000] [--json]

Instruction counts (valgrind) are not offered: they do not convert to time at one rate
across two programs (docs/performance.md, "Against RLCard").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

# Each side defines play(n): n games.  TIMED warms it up, then times it.
OURS = """
import os, sys
from game.cli import main
sys.stdout = open(os.devnull, "w")  # the rows are written and flushed as the command does
ARGS = ["sim", "--variant", "xi-dach", "--players", "6", "--ai", "easy", "--seed", "1", "--json"]
def play(n):
    if main([*ARGS, "--rounds", str(n)]) != 0:
        raise SystemExit("sim failed")
"""

THEIRS = """
import rlcard
from rlcard.agents import RandomAgent
env = rlcard.make("blackjack", config={"game_num_players": 5, "seed": 1})
env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
def play(n):
    for _ in range(n):
        env.run(is_training=False)
"""

TIMED = """
import json, time
play(WARM_UP)
c0, w0 = time.thread_time(), time.perf_counter()
play(GAMES)
c1, w1 = time.thread_time(), time.perf_counter()
print(json.dumps({"cpu_s": c1 - c0, "wall_s": w1 - w0}), file=sys.__stderr__)
"""


def timed(python: str, code: str, games: int, warm_up: int, cwd: Path | None = None) -> dict[str, float]:
    """CPU and wall seconds of ``games`` games in a fresh ``python``, after its warm-up."""
    program = f"import sys\nGAMES, WARM_UP = {games}, {warm_up}\n{code}{TIMED}"
    out = subprocess.run([python, "-c", program], capture_output=True, text=True, cwd=cwd,
                         env={**os.environ, "PYTHONPATH": str(ROOT)} if cwd else None)
    if out.returncode:
        raise SystemExit(f"{python} failed:\n{out.stderr[-2000:]}")
    times: dict[str, float] = json.loads(out.stderr.strip().splitlines()[-1])
    return times


def spread(values: list[float], digits: int = 1) -> dict[str, Any]:
    return {"median": round(statistics.median(values), digits), "min": round(min(values), digits),
            "max": round(max(values), digits), "runs": [round(v, digits) for v in values]}


def compare(rlcard_python: str, pairs: int, games: int, warm_up: int) -> dict[str, Any]:
    ours: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    load_before = os.getloadavg()
    for k in range(pairs):
        sides = [lambda: ours.append(timed(sys.executable, OURS, games, warm_up, ROOT)),
                 lambda: theirs.append(timed(rlcard_python, THEIRS, games, warm_up))]
        for run in sides if k % 2 == 0 else reversed(sides):
            run()
    report: dict[str, Any] = {"games_per_run": games, "pairs": pairs,
                              "loadavg_before": [round(x, 2) for x in load_before],
                              "loadavg_after": [round(x, 2) for x in os.getloadavg()]}
    for clock in ("cpu", "wall"):
        a = [games / r[f"{clock}_s"] for r in ours]
        b = [games / r[f"{clock}_s"] for r in theirs]
        report[clock] = {"ours_games_per_s": spread(a, 0), "rlcard_games_per_s": spread(b, 0),
                         "ratio": spread([x / y for x, y in zip(a, b)], 2)}
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rlcard-python", required=True, help="an interpreter with rlcard==1.2.0 installed")
    parser.add_argument("--pairs", type=int, default=7, help="pairs of runs, alternating which side goes first")
    parser.add_argument("--games", type=int, default=5000, help="games timed per run")
    parser.add_argument("--warm-up", type=int, default=300, help="games played before the timing starts")
    parser.add_argument("--json", action="store_true")
    ns = parser.parse_args()
    if ns.pairs < 1 or ns.games < 1 or ns.warm_up < 1:
        parser.error("--pairs, --games and --warm-up must be at least 1")
    report = compare(ns.rlcard_python, ns.pairs, ns.games, ns.warm_up)
    if ns.json:
        print(json.dumps(report))
        return 0
    print(f"{ns.pairs} pairs of {ns.games} games each (start-up and {ns.warm_up} warm-up games excluded); "
          f"load average {report['loadavg_before']} before, {report['loadavg_after']} after")
    for clock, what in (("cpu", "CPU time"), ("wall", "wall clock")):
        r = report[clock]
        o, t, q = r["ours_games_per_s"], r["rlcard_games_per_s"], r["ratio"]
        print(f"{what:10s}  ours {o['median']:,.0f} games/s ({o['min']:,.0f}–{o['max']:,.0f}), "
              f"RLCard {t['median']:,.0f} ({t['min']:,.0f}–{t['max']:,.0f}), "
              f"ratio {q['median']:.2f}× (pairs {q['min']:.2f}–{q['max']:.2f}: {', '.join(map(str, q['runs']))})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
