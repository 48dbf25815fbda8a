"""``python -m game bench``: measured speed, latency, frame time, idle CPU, memory, start-up.

Sections (``--only NAME``, repeatable; all by default):

``engine``  rounds (Tam Cúc: deals) per second, random play and the ``normal`` AI
``ai``      AI decision latency, median and p99, per game, level and role
``frames``  frame time (update + draw) of the heaviest scenes at 1280×720, 1× speed, and of a
            4K (3840×2160) table with a celebration showing (issue 29: its own target)
``idle``    CPU share of the real loop while a table waits for a human
``pause``   how late AI answers are played after their thinking pause, 1×, a CPU burner running
``pace``    a 12-seat Ba Cây round from "Ván mới" to the result panel at 1×, the human acting at
            once, in seconds of the app's fixed updates (``game.devtools.pace``)
``memory``  peak resident memory while every game is played (a short soak, in a child process)
``startup`` launch → first frame (``game.devtools.bench_startup``); with ``--exe`` the executable too
``net``     a family table on loopback: an action's round trip, and the host's CPU while 11 remote
            seats keep it waiting (``game.devtools.bench_net``)

Every section carries its targets and ``met`` (true, false, or null where no target
applies); the top-level ``met`` is false if any section missed.  ``--json`` prints one
object with stable keys (``docs/performance.md``); ``--quick`` keeps the whole run near a
minute for CI.  pygame is imported only by the ``frames``, ``idle``, ``pause`` and ``pace`` sections.

The exit status is 1 when a section (or a scene of one) failed with an error, or the memory
section's soak found a broken invariant: those are bugs.  A missed timing target is a
finding, reported but not failing, since a shared machine's speed swings.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from typing import Any

from game.devtools.bench_stats import machine

SCHEMA = 1
MEMORY_TARGET_MB = 100.0  # issue 43 (200 before)


def engine(ns: argparse.Namespace) -> dict[str, Any]:
    from game.devtools.bench_engine import engine_section

    return engine_section(ns.quick)


def ai(ns: argparse.Namespace) -> dict[str, Any]:
    from game.devtools.bench_engine import ai_section

    return ai_section(ns.quick)


def frames(ns: argparse.Namespace) -> dict[str, Any]:
    from game.devtools.bench_ui import frames_section

    return frames_section(ns.quick)


def idle(ns: argparse.Namespace) -> dict[str, Any]:
    from game.devtools.bench_ui import idle_section

    return idle_section(ns.quick)


def pause(ns: argparse.Namespace) -> dict[str, Any]:
    from game.devtools.bench_ui import pause_section

    return pause_section(ns.quick)


def pace(ns: argparse.Namespace) -> dict[str, Any]:
    from game.devtools.pace import pace_section

    return pace_section(ns.quick)


def program() -> list[str]:
    """This program's command line for a child process: from source, or a frozen build's own
    executable."""
    return [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "game"]


def soak_command(rounds: int) -> list[str]:
    """The soak as a child process."""
    return [*program(), "soak", "--rounds", str(rounds), "--json"]


def memory(ns: argparse.Namespace) -> dict[str, Any]:
    """Peak RSS of a process playing every game through the real tables (a short soak)."""
    rounds = 4 if ns.quick else 40
    proc = subprocess.run(soak_command(rounds), capture_output=True, text=True, timeout=1800, check=False)
    try:
        summary = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return {"error": f"the soak printed no summary (status {proc.returncode}): {proc.stderr[-500:]}",
                "met": False}
    peak = summary["peak_rss_mb"]
    return {
        "rounds_per_game": rounds,
        "peak_rss_mb": peak,
        "growth_mb": {k: g["growth_mb"] for k, g in summary["games"].items()},
        "soak_ok": summary["ok"],
        "target_peak_mb": MEMORY_TARGET_MB,
        "met": peak is not None and peak <= MEMORY_TARGET_MB and bool(summary["ok"]),
    }


def startup(ns: argparse.Namespace) -> dict[str, Any]:
    from game.devtools.bench_startup import startup_section

    out = startup_section(quick=ns.quick, exe=ns.exe)
    flags = [row["within_target"] for row in out.values() if isinstance(row, dict) and "within_target" in row]
    return {**out, "met": all(flags)}


def net(ns: argparse.Namespace) -> dict[str, Any]:
    from game.devtools.bench_net import net_section

    return net_section(program(), ns.quick)


SECTIONS: Mapping[str, Callable[[argparse.Namespace], dict[str, Any]]] = {
    "engine": engine,
    "ai": ai,
    "frames": frames,
    "idle": idle,
    "pause": pause,
    "pace": pace,
    "memory": memory,
    "startup": startup,
    "net": net,
}


def run_sections(ns: argparse.Namespace) -> dict[str, Any]:
    """The report: ``schema``, ``quick``, ``machine``, one key per section run, ``seconds``, ``met``."""
    names = list(ns.only) or list(SECTIONS)
    unknown = [n for n in names if n not in SECTIONS]
    if unknown:
        raise ValueError(f"unknown section {unknown[0]!r}; choose from: {', '.join(SECTIONS)}")
    report: dict[str, Any] = {"schema": SCHEMA, "quick": bool(ns.quick), "machine": machine()}
    started = time.perf_counter()
    for name in names:
        try:
            report[name] = SECTIONS[name](ns)
        except Exception as exc:  # one broken section must not hide the others' figures
            report[name] = {"error": f"{type(exc).__name__}: {exc}", "met": False}
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["met"] = all(report[n].get("met") is not False for n in names)
    return report


def failures(report: Mapping[str, Any], where: str = "") -> list[str]:
    """What went wrong (not merely slow) anywhere in a report: each error, and a failed soak."""
    found = []
    for key, value in report.items():
        if not isinstance(value, Mapping):
            continue
        name = f"{where}{key}"
        if "error" in value:
            found.append(f"{name}: {value['error']}")
        if value.get("soak_ok") is False:
            found.append(f"{name}: the soak failed")
        found += failures(value, f"{name}.")
    return found


def run_bench(ns: argparse.Namespace) -> int:
    """The ``bench`` command: exit status 1 if anything failed (:func:`failures`), else 0 — a
    missed target is a finding, not an error."""
    ns.quick = bool(getattr(ns, "quick", False))
    ns.only = list(getattr(ns, "only", None) or [])
    ns.exe = getattr(ns, "exe", None)
    report = run_sections(ns)  # the CLI has checked the sections: an error here is the program's
    if sys.stdout is not None:
        if getattr(ns, "json", False):
            sys.stdout.write(json.dumps(report) + "\n")
        else:
            from game.devtools.bench_text import format_report

            sys.stdout.write("\n".join(format_report(report)) + "\n")
        sys.stdout.flush()
    broken = failures(report)
    if broken and sys.stderr is not None:
        sys.stderr.write(f"bench: {len(broken)} failed: " + "; ".join(broken) + "\n")
    return 1 if broken else 0
