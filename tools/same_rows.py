"""Does this checkout's ``sim --json`` print the same rows as another revision's?

A check for changes that must not change behaviour (speed work): for every case below —
each game, several seeds, player counts, AI levels, modes and rules — it runs
``python -m game sim … --json`` in the working tree and in a temporary ``git worktree`` of
``--base`` (default ``main``), and compares the output byte by byte.

    python tools/same_rows.py [--base main] [--quick]

Prints one line per case and exits 1 if any case differs (showing the first differing row).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# (game, players, ai, seed, rounds, extra arguments): every game, every level, several seeds.
CASES: tuple[tuple[str, int, str, int, int, tuple[str, ...]], ...] = (
    ("xi-dach", 6, "easy", 1, 2000, ()),
    ("xi-dach", 6, "easy", 2026, 2000, ()),
    ("xi-dach", 4, "easy", 7, 1000, ("--rule", "thuong=on", "--rule", "ace-flexible=on")),
    ("xi-dach", 5, "easy", 11, 1000, ("--rule", "free-bets=on")),
    ("xi-dach", 6, "normal", 3, 1000, ("--rule", "ngu-linh-under-21=on", "--rule", "quac-dealer-wins=on")),
    ("xi-dach", 3, "random", 5, 1000, ("--rule", "free-bets=on")),
    ("xi-dach", 4, "hard", 9, 200, ()),
    ("xi-dach", 2, "easy", 4, 500, ("--first", "1", "--hands", "AS KH | 9C 7D")),
    ("bai-cao", 12, "easy", 1, 500, ()),
    ("bai-cao", 5, "easy", 8, 500, ("--rule", "xoay-cai=on", "--rule", "cai-an-hoa=on")),
    ("bai-cao", 8, "normal", 2, 500, ("--mode", "cao-rua", "--rule", "van-phu=on")),
    ("bai-cao", 6, "random", 3, 500, ("--mode", "cao-rua", "--rule", "side-fee=5")),
    ("bai-cao", 4, "hard", 4, 100, ()),
    ("ba-cay", 5, "easy", 1, 300, ()),
    ("ba-cay", 6, "normal", 2, 200, ("--mode", "chon-tung-van")),
    ("ba-cay", 4, "random", 3, 300, ("--mode", "nhat-an-tat", "--rule", "side-loss=3")),
    ("ba-cay", 3, "hard", 4, 50, ()),
    ("tam-cuc", 4, "easy", 1, 100, ()),
    ("tam-cuc", 4, "normal", 2, 60, ("--rule", "xe-cap=on", "--rule", "choi-tien=on")),
    ("tam-cuc", 3, "normal", 5, 60, ("--rule", "di-dem=on")),
    ("tam-cuc", 2, "random", 3, 100, ("--rule", "first-leader=random")),
    ("tam-cuc", 4, "hard", 4, 3, ()),
)
QUICK = 10  # --quick: each case plays at most this many rounds


def sim_command(case: tuple[str, int, str, int, int, tuple[str, ...]], quick: bool) -> list[str]:
    game, players, ai, seed, rounds, extra = case
    rounds = min(rounds, QUICK) if quick else rounds
    return ["sim", "--variant", game, "--players", str(players), "--ai", ai, "--seed", str(seed),
            "--rounds", str(rounds), "--json", *extra]


def run(tree: Path, args: list[str]) -> str:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    out = subprocess.run([sys.executable, "-m", "game", *args], cwd=tree, env=env, capture_output=True, text=True)
    if out.returncode:
        return f"exit {out.returncode}: {out.stderr.strip()}"
    return out.stdout


def first_difference(a: str, b: str) -> str:
    if a == b:  # the same failure on both sides
        return a.strip()
    for n, (x, y) in enumerate(zip(a.splitlines(), b.splitlines()), 1):
        if x != y:
            return f"row {n}:\n    base: {x[:300]}\n    this: {y[:300]}"
    return f"{len(a.splitlines())} rows against {len(b.splitlines())}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="main", help="the revision to compare with (default: main)")
    parser.add_argument("--quick", action="store_true", help=f"at most {QUICK} rounds per case")
    ns = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="same-rows-") as tmp:
        base = Path(tmp) / "base"
        made = subprocess.run(["git", "worktree", "add", "--detach", str(base), ns.base],
                              cwd=ROOT, capture_output=True, text=True)
        if made.returncode:
            print(f"cannot check out {ns.base}: {made.stderr.strip()}", file=sys.stderr)
            return 2
        try:
            differing = 0
            for case in CASES:
                args = sim_command(case, ns.quick)
                old, new = run(base, args), run(ROOT, args)
                same = old == new and not old.startswith("exit ")
                differing += not same
                rows = len(new.splitlines())
                print(f"{'same' if same else 'DIFFERENT'}  {' '.join(args)}  ({rows} rows)")
                if not same:
                    print("  " + first_difference(old, new))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=ROOT, capture_output=True)
    print(f"{len(CASES) - differing} of {len(CASES)} cases print the same rows as {ns.base}")
    return 1 if differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
