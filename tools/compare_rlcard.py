"""Games per second: our Xì Dách ``sim`` against RLCard 1.2.0's blackjack, side by side.

A measurement for docs/performance.md, never imported by the game.  RLCard is not a
dependency: give the interpreter of a separate environment that has it
(``python3 -m venv /tmp/rl && /tmp/rl/bin/pip install rlcard==1.2.0``).

Each repeat runs, one after the other (so the machine's mood hits both alike), a fresh
process of each side for ``--seconds`` of CPU time:

* ours: ``python -m game sim --variant xi-dach --players 6 --ai easy --json`` — the same
  code path (the match, the turn loop, the easy agents, one JSON line per round written
  to a null stream);
* RLCard: ``rlcard.make("blackjack", {"game_num_players": 5})`` with five ``RandomAgent``s,
  ``env.run(is_training=False)`` per game.

    python tools/compare_rlcard.py --rlcard-python /tmp/rl/bin/python [--seconds 3] [--repeats 5] [--json]

Rates on the shared development machine move by a factor of two from minute to minute (the
virtual machine's neighbours), for both sides alike but not at the same moments; so
``--instructions`` counts instead, with valgrind, the instructions each side spends per game
(the same CPython 3.11 on both sides; the count of 1,200 games minus that of 200, so
start-up, imports and warm-up cancel).  The ratio of the counts is the ratio of the speeds
on one core, without the noise.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Each side defines play(): one game.  The drivers below time it or count it.
OURS = """
import io, json
from game.catalog import game
from game.match.sim import SimSpec, simulate
g = game("xi-dach")
rows = simulate(SimSpec(g.variant, g.agents, 6, 10**9, 1, level="easy"))
out = io.StringIO()
def play():
    out.write(json.dumps(next(rows), ensure_ascii=False) + "\\n")
    out.seek(0); out.truncate()
"""

THEIRS = """
import rlcard
from rlcard.agents import RandomAgent
env = rlcard.make("blackjack", config={"game_num_players": 5, "seed": 1})
env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
def play():
    env.run(is_training=False)
"""

TIMED = """
import time
play()  # warm up: imports, caches
done, t0 = 0, time.thread_time()
while time.thread_time() - t0 < SECONDS:
    for _ in range(50):
        play()
    done += 50
print(done / (time.thread_time() - t0))
"""

COUNTED = """
for _ in range(GAMES):
    play()
"""
FEW, MANY = 200, 1200


def instructions(python: str, code: str, games: int, cwd: Path | None = None) -> int:
    """Instructions of ``python -c code`` playing ``games`` games, start to exit (valgrind)."""
    out = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         python, "-c", f"GAMES = {games}\n{code}{COUNTED}"],
        capture_output=True, text=True, cwd=cwd, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no instruction count:\n{out.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def per_game(python: str, code: str, cwd: Path | None = None) -> float:
    return (instructions(python, code, MANY, cwd) - instructions(python, code, FEW, cwd)) / (MANY - FEW)


def rate(python: str, code: str, seconds: float, cwd: Path | None = None) -> float:
    out = subprocess.run([python, "-c", f"SECONDS = {seconds}\n{code}{TIMED}"], capture_output=True, text=True,
                         cwd=cwd, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rlcard-python", required=True, help="an interpreter with rlcard==1.2.0 installed")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--instructions", action="store_true", help="count instructions per game (valgrind)")
    ns = parser.parse_args()
    if ns.instructions:
        ours_i, theirs_i = per_game(sys.executable, OURS, ROOT), per_game(ns.rlcard_python, THEIRS)
        counted = {"ours_instructions_per_game": round(ours_i), "rlcard_instructions_per_game": round(theirs_i),
                   "ratio": round(theirs_i / ours_i, 2)}
        print(json.dumps(counted) if ns.json else "\n".join(f"{k}: {v}" for k, v in counted.items()))
        return 0
    ours, theirs = [], []
    for _ in range(ns.repeats):
        ours.append(rate(sys.executable, OURS, ns.seconds, ROOT))
        theirs.append(rate(ns.rlcard_python, THEIRS, ns.seconds))
    ratios = [a / b for a, b in zip(ours, theirs)]
    report = {
        "ours_games_per_s": round(statistics.median(ours), 1),
        "rlcard_games_per_s": round(statistics.median(theirs), 1),
        "ratio_median": round(statistics.median(ratios), 2),
        "ratios": [round(r, 2) for r in ratios],
        "ours_runs": [round(x, 1) for x in ours],
        "rlcard_runs": [round(x, 1) for x in theirs],
    }
    if ns.json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
