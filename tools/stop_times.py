"""How soon each sub-command ends after SIGTERM or Ctrl+C (SIGINT), by the wall clock.

A measurement for docs/performance.md, never imported by the game.  Each command is started
in a fresh process with its own empty data folder, left to get busy (its first line of output,
or ``--busy`` seconds for the commands that print nothing until they end), sent the signal,
and timed from the signal to the process's end; ``--tries`` times each, alternating the two
signals.  The window (``play``) needs a display (``DISPLAY``, e.g. an Xvfb) and is sent its
signal a second after its first frame, at a Tam Cúc table of default seats (normal AI) in play.

    python tools/stop_times.py [--tries 5] [--busy 2] [--only sim,soak] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# name: (arguments, waits for its first output line)
COMMANDS: dict[str, tuple[list[str], bool]] = {
    "sim": (["sim", "--variant", "tam-cuc", "--players", "4", "--ai", "hard", "--rounds", "100000", "--json"], True),
    "arena": (["arena", "--variant", "tam-cuc", "--players", "4", "--a", "hard", "--b", "normal",
               "--deals", "100000", "--seed", "1"], False),
    "soak": (["soak", "--rounds", "100000", "--variant", "xi-dach"], False),
    "shots": (["shots", "{tmp}/shots", "--size", "3840x2160"], False),
    "bench": (["bench", "--only", "engine"], False),
    "hand": (["hand", "--variant", "ba-cay", "--json", "-"], False),  # waiting on its input
    "smoke-test": (["--smoke-test"], False),
    "play": (["--variant", "tam-cuc"], True),  # a window: its first frame
}


def one(name: str, sig: signal.Signals, busy: float) -> tuple[float, int]:
    """Seconds from ``sig`` to the end of one run of ``name``, and its status."""
    args, first_line = COMMANDS[name]
    with tempfile.TemporaryDirectory(prefix="stop-times-") as tmp:
        env = {**os.environ, "CHIEU_BAI_DATA": f"{tmp}/data", "SDL_AUDIODRIVER": "dummy"}
        if name == "play":
            env["CHIEU_BAI_MARK_FIRST_FRAME"] = "1"
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
        proc = subprocess.Popen([sys.executable, "-m", "game", *[a.format(tmp=tmp) for a in args]], cwd=ROOT,
                                env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        try:
            assert proc.stdout is not None
            if first_line:
                ready, _, _ = select.select([proc.stdout], [], [], 120)
                if not ready or not proc.stdout.readline():
                    raise SystemExit(f"{name}: nothing came out")
                time.sleep(1.0 if name == "play" else 0.2)
            else:
                time.sleep(busy)
            if proc.poll() is not None:
                raise SystemExit(f"{name}: ended before the signal (status {proc.returncode})")
            start = time.monotonic()
            proc.send_signal(sig)
            while proc.poll() is None:
                if select.select([proc.stdout], [], [], 0.001)[0]:
                    os.read(proc.stdout.fileno(), 65536)
            return time.monotonic() - start, proc.returncode
        finally:
            proc.kill()
            proc.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tries", type=int, default=5)
    parser.add_argument("--busy", type=float, default=2.0, help="seconds to let a silent command work")
    parser.add_argument("--only", default=",".join(COMMANDS))
    parser.add_argument("--json", action="store_true")
    ns = parser.parse_args()
    names = [n for n in ns.only.split(",") if n]
    load_before = os.getloadavg()
    rows = []
    for name in names:
        runs = [one(name, (signal.SIGTERM, signal.SIGINT)[i % 2], ns.busy) for i in range(ns.tries)]
        times = [t for t, _ in runs]
        rows.append({"command": name, "median_ms": round(statistics.median(times) * 1000),
                     "max_ms": round(max(times) * 1000), "tries_ms": [round(t * 1000) for t in times],
                     "statuses": sorted({status for _, status in runs})})
    if ns.json:
        print(json.dumps({"load": [load_before, os.getloadavg()], "rows": rows}))
        return 0
    print(f"load average {[round(x, 2) for x in load_before]} before, {[round(x, 2) for x in os.getloadavg()]} after")
    for r in rows:
        print(f"{r['command']:<11} median {r['median_ms']:>4} ms, max {r['max_ms']:>4} ms, statuses {r['statuses']} "
              f"(SIGTERM/SIGINT alternating: {', '.join(map(str, r['tries_ms']))})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
