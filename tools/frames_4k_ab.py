"""A 4K table's frame time, this checkout against another revision, side by side.

The bench's ``celebrate_4k`` scene exists only from wave 3 on (its celebration with it), so a
revision before it cannot run the bench section.  This plays the same round on both — Xì
Dách at 3840×2160, six AI seats, seat 1 dealt xì bàng, at 1× speed, paced at 60 Hz through
``game.devtools.bench_ui.run_paced`` — each side in a fresh process from its own checkout (a
temporary ``git worktree`` of ``--base``), alternating, and prints each run's median, p90 and
p99 of the update + draw CPU time per drawn frame, and the ratio of the two sides' pooled
figures.  The machine's speed cancels out of the ratio; the absolute figures do not travel.

    python tools/frames_4k_ab.py [--base 3cac33e] [--pairs 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# One run of the round, in the checkout at ``argv[1]`` (its own game package first on the path).
RUN = """
import json, os, sys
sys.path.insert(0, sys.argv[1])
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
import game.devtools.bench_ui as B
from game.devtools.soak import headless_app
from game.catalog import variant
from game.match.match import Match, Seat
assert B.__file__.startswith(sys.argv[1]), B.__file__
with headless_app(B.WINDOW) as app:
    B.cold_caches()
    B.set_speed(app, 1.0)
    app.resize_window((3840, 2160))
    seats = [Seat(f"AI {i}", "normal") for i in range(6)]
    match = Match(variant("xi-dach"), seats, balances=[10_000] * 6, seed=2026, banker=0,
                  script="9C 7D | AS AH | 10S 7H | 5C 6C | KD 4S | 8H 8D")
    scene = B._show(app, match)
    log = B.run_paced(app, lambda: getattr(scene, "results", None) is not None and not scene.animator.busy
                      and getattr(scene, "celebration", None) is None)
print(json.dumps([c * 1000 for c in log.cpu]))
"""


def run(checkout: Path) -> list[float]:
    out = subprocess.run([sys.executable, "-c", RUN, str(checkout)], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    times: list[float] = json.loads(out.stdout.strip().splitlines()[-1])
    return times


def figures(times: list[float]) -> dict[str, float]:
    s = sorted(times)
    return {"n": len(s), "median": statistics.median(s), "p90": s[int(0.9 * (len(s) - 1))],
            "p99": s[int(0.99 * (len(s) - 1))]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="3cac33e", help="the revision to compare with (default: wave 2's last)")
    ap.add_argument("--pairs", type=int, default=3)
    ns = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="frames-4k-") as tmp:
        base = Path(tmp) / "base"
        subprocess.run(["git", "worktree", "add", "--detach", str(base), ns.base], cwd=ROOT, check=True,
                       capture_output=True)
        try:
            pooled: dict[str, list[float]] = {"base": [], "this": []}
            for pair in range(ns.pairs):
                for side, checkout in (("base", base), ("this", ROOT)):
                    times = run(checkout)
                    pooled[side] += times
                    f = figures(times)
                    print(f"pair {pair + 1} {side:4s}: n {f['n']}, median {f['median']:.2f} ms, "
                          f"p90 {f['p90']:.2f}, p99 {f['p99']:.2f}", flush=True)
            b, t = figures(pooled["base"]), figures(pooled["this"])
            print(f"pooled base ({ns.base}): median {b['median']:.2f} ms, p99 {b['p99']:.2f} ms (n {b['n']})")
            print(f"pooled this: median {t['median']:.2f} ms, p99 {t['p99']:.2f} ms (n {t['n']})")
            print(f"ratio this/base: median {t['median'] / b['median']:.2f}, p99 {t['p99'] / b['p99']:.2f}; "
                  f"load {os.getloadavg()[0]:.2f}")
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=ROOT, capture_output=True)


if __name__ == "__main__":
    main()
