"""Instructions per engine round under random play, counted by valgrind (cachegrind).

Rates in rounds per second move by ±30 % on the shared development machine from one
minute to the next; the instruction count does not.  Use this to compare two versions
of an engine (run it in each checkout); ``python -m game bench`` stays the measure of
speed.  Needs ``valgrind`` (``apt-get install valgrind``).

    python tools/instructions_per_round.py [--variant bai-cao] [--rounds 1000]
    python tools/instructions_per_round.py --sim --variant xi-dach --players 6 --level easy

``--sim`` counts the ``sim`` command itself instead (``game.cli.main``: its match, the rows
and their JSON, written to ``/dev/null``), as ``tools/compare_rlcard.py`` times it.

The program plays ``--rounds`` more rounds in a second run than in a first one and
divides the difference in instructions by that number, so start-up and imports cancel.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import re
import shutil
import subprocess
import sys

WARM_ROUNDS = 200  # both runs play these first; only the extra rounds are counted


def play(variant_key: str, rounds: int, level: str = "random") -> None:
    """Play ``rounds`` rounds with ``level`` in every seat (random: as the bench's ``engine`` section does)."""
    from game.catalog import game
    from game.devtools.bench_engine import Players, bench_config, play_round

    record = game(variant_key)
    config = bench_config(record)
    players = Players.of(record, config, level, random.Random(2026))
    for seed in range(rounds):
        play_round(record, config, seed, players)


def play_sim(variant_key: str, rounds: int, level: str, players: int) -> None:
    """``python -m game sim --json`` of ``rounds`` rounds, its rows written to ``/dev/null``."""
    from game.cli import main as game_main

    with open(os.devnull, "w") as rows, contextlib.redirect_stdout(rows):
        game_main(["sim", "--variant", variant_key, "--players", str(players), "--ai", level, "--seed", "1",
                   "--json", "--rounds", str(rounds)])


def instructions(variant_key: str, rounds: int, level: str = "random", sim_players: int | None = None) -> int:
    """Instructions of a whole run of this script playing ``rounds`` rounds (valgrind's I refs)."""
    sim = [] if sim_players is None else ["--sim", "--players", str(sim_players)]
    return instructions_of([__file__, "--play", str(rounds), "--variant", variant_key, "--level", level, *sim])


def instructions_of(args: list[str]) -> int:
    """Instructions of ``python ARGS`` from start to exit, counted by valgrind."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # the same dict layouts in every run
    out = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, *args],
        capture_output=True, text=True, env=env, check=True,
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no instruction count:\n{out.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="bai-cao")
    parser.add_argument("--rounds", type=int, default=1000, help="rounds counted (default 1000)")
    parser.add_argument("--level", default="random", help="the AI in every seat (default: random play)")
    parser.add_argument("--sim", action="store_true", help="count the sim command itself (rows and JSON too)")
    parser.add_argument("--players", type=int, default=6, help="seats for --sim (default 6)")
    parser.add_argument("--play", type=int, help=argparse.SUPPRESS)  # the measured child
    ns = parser.parse_args()
    if ns.play is not None:
        if ns.sim:
            play_sim(ns.variant, ns.play, ns.level, ns.players)
        else:
            play(ns.variant, ns.play, ns.level)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    if ns.rounds < 1:
        print("--rounds must be at least 1", file=sys.stderr)
        return 2
    players = ns.players if ns.sim else None
    base = instructions(ns.variant, WARM_ROUNDS, ns.level, players)
    more = instructions(ns.variant, WARM_ROUNDS + ns.rounds, ns.level, players)
    what = f"sim, {ns.players} seats, " if ns.sim else ""
    print(f"{ns.variant}: {(more - base) / ns.rounds:,.0f} instructions per round "
          f"({what}{ns.level} play, {ns.rounds} rounds counted)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
