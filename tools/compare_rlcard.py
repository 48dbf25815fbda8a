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
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

OURS = """
import io, json, sys, time
from game.catalog import game
from game.match.sim import SimSpec, simulate
g = game("xi-dach")
spec = SimSpec(g.variant, g.agents, 6, 10**9, 1, level="easy")
out = io.StringIO()
rows = simulate(spec)
next(rows)  # warm up: imports, caches
done, t0 = 0, time.thread_time()
while time.thread_time() - t0 < SECONDS:
    for _ in range(50):
        out.write(json.dumps(next(rows), ensure_ascii=False) + "\\n")
    out.seek(0); out.truncate()
    done += 50
print(done / (time.thread_time() - t0))
"""

THEIRS = """
import time
import rlcard
from rlcard.agents import RandomAgent
env = rlcard.make("blackjack", config={"game_num_players": 5, "seed": 1})
env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
env.run(is_training=False)  # warm up
done, t0 = 0, time.thread_time()
while time.thread_time() - t0 < SECONDS:
    for _ in range(50):
        env.run(is_training=False)
    done += 50
print(done / (time.thread_time() - t0))
"""


def rate(python: str, code: str, seconds: float, cwd: Path | None = None) -> float:
    out = subprocess.run([python, "-c", f"SECONDS = {seconds}\n{code}"], capture_output=True, text=True,
                         cwd=cwd, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rlcard-python", required=True, help="an interpreter with rlcard==1.2.0 installed")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    ns = parser.parse_args()
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
