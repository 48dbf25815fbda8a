"""The table that ``python -m game bench`` prints without ``--json``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def verdict(met: object) -> str:
    return {True: "ok", False: "MISSED", None: "-"}.get(met, "-")  # type: ignore[call-overload, no-any-return]


def format_report(report: Mapping[str, Any]) -> list[str]:
    m = report["machine"]
    lines = [f"Chiếu Bài bench{' (quick)' if report['quick'] else ''}: Python {m['python']}, "
             f"{m['cpus']} CPUs, load {m['loadavg']}"]
    for name, fmt in FORMATTERS.items():
        section = report.get(name)
        if section is None:
            continue
        lines.append(f"\n[{name}] {verdict(section.get('met'))}")
        if "error" in section:
            lines.append(f"  error: {section['error']}")
            continue
        lines += fmt(section)
    lines.append(f"\n{report['seconds']} s — {'every target met' if report['met'] else 'some targets MISSED'}")
    return lines


def _engine(s: Mapping[str, Any]) -> list[str]:
    out = ["  game      seats  random /s (wall)      normal AI /s (wall)   target"]
    for key, g in s["games"].items():
        target = g["target_random_per_s"]
        goal = f"≥ {target:,.0f} {verdict(g['met'])}" if target else "-"
        out.append(f"  {key:9} {g['seats']:5}  {g['random']['per_s']:>9,.0f} ({g['random']['wall_per_s']:>7,.0f})"
                   f"  {g['normal']['per_s']:>9,.0f} ({g['normal']['wall_per_s']:>7,.0f})   {goal} {g['unit']}/s")
    return out


def _ai(s: Mapping[str, Any]) -> list[str]:
    out = ["  game      level   role     n      median ms  p99 ms (wall p99)  target p99"]
    for key, g in s["games"].items():
        for level, roles in g["levels"].items():
            for role, r in roles.items():
                if not r["n"]:
                    continue
                out.append(f"  {key:9} {level:7} {role:7} {r['n']:6} {r['median_ms']:10.3f} {r['p99_ms']:8.2f}"
                           f" ({r.get('wall_p99_ms', 0):7.2f})  ≤ {r['target_p99_ms']:g} {verdict(r['met'])}")
    return out


def _frames(s: Mapping[str, Any]) -> list[str]:
    out = [f"  window {s['window'][0]}×{s['window'][1]}, speed {s['speed']:g}×"]
    for name, r in s["scenes"].items():
        if "error" in r:
            out.append(f"  {name:16} error: {r['error']}")
            continue
        out.append(f"  {name:16} {r['frames']:4} frames  median {r['median_ms']:.2f} ms  p99 {r['p99_ms']:.2f} ms"
                   f"  max {r['max_ms']:.2f} ms (wall p99 {r['wall_p99_ms']:.2f})  ≤ {r['target_p99_ms']:g}"
                   f" {verdict(r['met'])}")
    return out


def _idle(s: Mapping[str, Any]) -> list[str]:
    return [f"  {s['cpu_share'] * 100:.2f}% of one core over {s['seconds']} s"
            f" (target ≤ {s['target_share'] * 100:g}%) {verdict(s['met'])}"]


def _pause(s: Mapping[str, Any]) -> list[str]:
    r = s["late_ms"]
    return [f"  {s['answers']} AI answers at 1× with a CPU burner: played after their pause by median"
            f" {r['median_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms, worst {s['worst_frames']:g} frames"
            f" (target ≤ {s['target_frames']:g}) {verdict(s['met'])}"]


def _pace(s: Mapping[str, Any]) -> list[str]:
    rounds = s["rounds"]
    stages = next(iter(rounds.values()))["stages_s"]
    return [f"  a {s['seats']}-seat {s['game']} round, \"Ván mới\" → the result panel at 1×, the human acting at once:"
            f" median {s['median_s']:.1f} s over {len(rounds)} rounds, worst {s['worst_s']:.1f} s"
            f" (target ≤ {s['target_s']:g} s) {verdict(s['met'])}",
            "  first round's stages (s): " + ", ".join(f"{k} {v:g}" for k, v in stages.items())]


def _memory(s: Mapping[str, Any]) -> list[str]:
    return [f"  peak RSS {s['peak_rss_mb']} MB over a {s['rounds_per_game']}-round soak of every game"
            f" (target ≤ {s['target_peak_mb']:g} MB) {verdict(s['met'])}; growth {s['growth_mb']}"]


def _startup(s: Mapping[str, Any]) -> list[str]:
    from game.devtools.bench_startup import format_section

    return ["  " + line for line in format_section(s)]


def _net(s: Mapping[str, Any]) -> list[str]:
    r, w = s["round_trip"], s["waiting"]
    share = "unknown (no /proc)" if w["cpu_share"] is None else f"{w['cpu_share'] * 100:.2f}% of one core"
    return [f"  round trip of an action ({r['game']}, {r['seats']} seats, {r['n']} actions): median"
            f" {r['median_ms']} ms, p99 {r['p99_ms']} ms, max {r['max_ms']} ms (target p99 ≤"
            f" {r['target_p99_ms']:g} ms) {verdict(r['met'])}",
            f"  the host waiting for {w['remote_waiting']} remote seats ({w['game']}, {w['seats']} seats):"
            f" {share} over {w['seconds']} s (target ≤ {w['target_share'] * 100:g}%) {verdict(w['met'])}"]


FORMATTERS = {
    "engine": _engine,
    "ai": _ai,
    "frames": _frames,
    "idle": _idle,
    "pause": _pause,
    "pace": _pace,
    "memory": _memory,
    "startup": _startup,
    "net": _net,
}
