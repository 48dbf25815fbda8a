"""Regenerate every measured table of docs/ai.md from its commands.

Each table of the doc sits between ``<!-- figures:KEY -->`` and ``<!-- /figures:KEY -->``;
this script runs the commands each row names — ``python -m game arena|sim|bench …``, as a
reader would, one process per seed — and writes the table back with the means, their 95 %
confidence intervals, n, the seeds and the commands.  A row measured on several seeds
pools them: the mean of the seeds' means, with a CI from their standard errors
(√(Σ SEᵢ²)/k; seeds fixed in advance, deals independent across seeds), and lists each
seed's mean so the spread between seeds shows.  The provenance block records the commit,
the date, the seeds and how long the run took.

    python tools/ai_figures.py [--jobs 2] [--only KEY …] [--list] [--dry-run]

The whole run takes about 30–45 minutes with two free cores (most of it Xì Dách: its hard
player works out exact odds at every decision); commands run under ``nice -n 10``.  A
command's output is kept in ``build/ai-figures/`` by commit, so a run that stops can be
started again and only what is missing runs.  A command that fails (an agent failure
included: the arena then exits non-zero) stops the run with its message.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import date
from itertools import pairwise
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "ai.md"
CACHE = ROOT / "build" / "ai-figures"
Z95 = 1.959964
Command = tuple[str, ...]  # the arguments after ``python -m game``


# --- pooling --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Pooled:
    mean: float
    lo: float
    hi: float
    n: int

    @property
    def separated(self) -> bool:
        return self.lo > 0 or self.hi < 0

    def cell(self, digits: int) -> str:
        text = f"{self.mean:+.{digits}f} [{self.lo:+.{digits}f}, {self.hi:+.{digits}f}]"
        return f"**{text}**" if self.separated else text


def pool(reports: Sequence[dict[str, Any]]) -> Pooled:
    """Several seeds' reports (each with ``mean``, ``ci95``, ``n``) as one estimate."""
    means = [r["mean"] for r in reports]
    errors = [(r["ci95"][1] - r["ci95"][0]) / (2 * Z95) for r in reports]
    k = len(reports)
    mean = sum(means) / k
    half = Z95 * math.sqrt(sum(e * e for e in errors)) / k
    return Pooled(mean, mean - half, mean + half, sum(r["n"] for r in reports))


def seeds_text(seeds: Sequence[int]) -> str:
    if len(seeds) > 3 and list(seeds) == list(range(seeds[0], seeds[0] + len(seeds))):
        return f"{seeds[0]}–{seeds[-1]}"
    return ", ".join(map(str, seeds))


# --- figures --------------------------------------------------------------------------------------------
Results = dict[Command, Any]


@dataclass(frozen=True)
class Figure:
    """One table of the doc: the commands it needs and how it is written from their output."""

    key: str
    commands: Callable[[], list[Command]]
    render: Callable[[Results], str]


@dataclass(frozen=True)
class Row:
    """An arena row: A − B over ``deals`` deals for each of ``seeds``."""

    label: str
    args: Command
    deals: int
    seeds: tuple[int, ...] = (1, 2)

    def commands(self) -> list[Command]:
        return [("arena", *self.args, "--deals", str(self.deals), "--seed", str(s), "--json") for s in self.seeds]

    def command_text(self) -> str:
        seed = "S" if len(self.seeds) > 1 else str(self.seeds[0])
        text = f"`python -m game arena {' '.join(self.args)} --deals {self.deals} --seed {seed} --json`"
        return text + (f" for S = {seeds_text(self.seeds)}" if len(self.seeds) > 1 else "")


def arena_table(key: str, rows: Sequence[Row], *, roles: bool = False, side: bool = False,
                digits: int = 3) -> Figure:
    def commands() -> list[Command]:
        return [c for row in rows for c in row.commands()]

    def render(results: Results) -> str:
        head = ["A − B", "mean [95% CI]", "n"] + (["as bank", "as player"] if roles else [])
        head += ["side bets/round"] if side else []
        head += ["by seed", "command"]
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for row in rows:
            reports = [results[c] for c in row.commands()]
            cells = [row.label, pool(reports).cell(digits), str(pool(reports).n)]
            if roles:
                cells += [pool([r["by_role"][role] for r in reports]).cell(digits) for role in ("dealer", "player")]
            if side:
                cells.append(f"{statistics.mean(r['side_bets_per_round'] for r in reports):.3f}")
            cells += [" / ".join(f"{r['mean']:+.{digits}f}" for r in reports), row.command_text()]
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)

    return Figure(key, commands, render)


def liveliness(key: str, seats: Sequence[int], deals: int, seeds: Sequence[int]) -> Figure:
    """Accepted side bets per round at a table of hard AIs (cào rùa), by stretch of the run."""
    def command(n: int, s: int) -> Command:
        return ("arena", "--variant", "bai-cao", "--mode", "cao-rua", "--players", str(n), "--a", "hard", "--b", "hard",
                "--deals", str(deals), "--seed", str(s), "--json")

    def render(results: Results) -> str:
        windows = list(results[command(seats[0], seeds[0])]["side_bets_by_deals"])
        head = ["seats", "per round, mean of the seeds [lowest seed]", *(f"deals {w}" for w in windows), "command"]
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for n in seats:
            reports = [results[command(n, s)] for s in seeds]
            rates = [r["side_bets_per_round"] for r in reports]
            cells = [str(n), f"**{statistics.mean(rates):.3f}** [{min(rates):.3f}]"]
            cells += [f"{statistics.mean(r['side_bets_by_deals'][w] for r in reports):.3f}" for w in windows]
            cells.append(f"`python -m game arena --variant bai-cao --mode cao-rua --players {n} --a hard --b hard "
                         f"--deals {deals} --seed S --json` for S = {seeds_text(seeds)}")
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)

    return Figure(key, lambda: [command(n, s) for n in seats for s in seeds], render)


def first_deals(key: str, games: Sequence[tuple[str, str, tuple[str, ...]]], deals: int,
                seeds: Sequence[int], stretches: Sequence[int]) -> Figure:
    """hard − normal over a match's first deals (the curve over its first ``stretches`` deals),
    fresh agents every seed, the seeds' means pooled as samples (so the CI carries how
    differently the agents' first impressions go)."""
    def command(args: tuple[str, ...], s: int) -> Command:
        return ("arena", *args, "--a", "hard", "--b", "normal", "--deals", str(deals), "--seed", str(s), "--json")

    def render(results: Results) -> str:
        heads = " | ".join(f"first {k} deals" for k in stretches)
        lines = [f"| game | {heads} | matches | command |", "|---|" + "---|" * (len(stretches) + 2)]
        for name, _, args in games:
            cells = []
            for k in stretches:
                means = [results[command(args, s)]["first_deals"][str(k)] for s in seeds]
                m = statistics.mean(means)
                half = Z95 * statistics.stdev(means) / math.sqrt(len(means))
                cells.append(Pooled(m, m - half, m + half, k * len(seeds)).cell(3))
            lines.append(f"| {name} | {' | '.join(cells)} | {len(seeds)} × {deals} deals | `python -m game arena "
                         f"{' '.join(args)} --a hard --b normal --deals {deals} --seed S --json` for "
                         f"S = {seeds_text(seeds)} (`first_deals` of each report) |")
        return "\n".join(lines)

    return Figure(key, lambda: [command(args, s) for _, _, args in games for s in seeds], render)


def round_modes(key: str, stakes: Sequence[int], levels: Sequence[str], seeds: Sequence[int], rounds: int) -> Figure:
    """Chọn từng ván at an all-AI table: rounds played with a bank, and switches of mode."""
    def command(stake: int, level: str, s: int) -> Command:
        return ("sim", "--variant", "ba-cay", "--mode", "chon-tung-van", "--players", "4", "--rounds", str(rounds),
                "--seed", str(s), "--ai", level, "--stake", str(stake), "--json")

    def render(results: Results) -> str:
        lines = ["| stake | level | " + " | ".join(f"seed {s}: chương rounds, switches" for s in seeds) + " |",
                 "|" + "---|" * (2 + len(seeds))]
        for stake in stakes:
            for level in levels:
                cells = []
                for s in seeds:
                    modes = [row["mode"] for row in results[command(stake, level, s)]]
                    switches = sum(a != b for a, b in pairwise(modes))
                    cells.append(f"{modes.count('chuong')}, {switches}")
                lines.append(f"| {stake} | {level} | " + " | ".join(cells) + " |")
        lines.append("")
        lines.append(f"Each: `python -m game sim --variant ba-cay --mode chon-tung-van --players 4 --rounds {rounds} "
                     f"--seed S --ai LEVEL --stake STAKE --json` ({rounds} rounds).")
        return "\n".join(lines)

    return Figure(key, lambda: [command(st, lv, s) for st in stakes for lv in levels for s in seeds], render)


def decision_times(key: str) -> Figure:
    command: Command = ("bench", "--only", "ai", "--json")

    def render(results: Results) -> str:
        report = results[command]
        lines = ["| game | level | role | n | median ms | p99 ms | max ms | target p99 ms |", "|" + "---|" * 8]
        others = []
        for name, g in report["ai"]["games"].items():
            for level, roles in g["levels"].items():
                for role, m in roles.items():
                    if level == "hard":
                        lines.append(f"| {name} | {level} | {role} | {m['n']} | {m['median_ms']} | {m['p99_ms']} | "
                                     f"{m['max_ms']} | {m['target_p99_ms']:g} |")
                    else:
                        others.append(m["p99_ms"])
        met = all(m["met"] for g in report["ai"]["games"].values() for roles in g["levels"].values()
                  for m in roles.values())
        lines.append("")
        lines.append(f"`python -m game bench --only ai --json` (load average {report['machine']['loadavg'][0]:.1f} "
                     f"when it ended).  Easy and normal: p99 at most {max(others):.2f} ms.  "
                     + ("Every level of every game met its target." if met else "**Some level missed its target.**"))
        return "\n".join(lines)

    return Figure(key, lambda: [command], render)


# --- the doc's tables -------------------------------------------------------------------------------------
BC = ("--variant", "ba-cay")
BCN = ("--variant", "ba-cay", "--mode", "nhat-an-tat")
RUA = ("--variant", "bai-cao", "--mode", "cao-rua")
HOA = ("--variant", "bai-cao", "--rule", "cai-an-hoa=on")
CAI = ("--variant", "bai-cao")


# the suite (game.ai.three_card.readers) and the seeds each member is measured on: as many as
# its interval needed to be narrower than ±0.1 a deal (or as there was time for: docs/ai.md)
EXPLOITERS: dict[str, dict[str, tuple[int, ...]]] = {
    "ba-cay": {"exploit": (1, 2, 3), "read": (1, 2, 3), "bluff": (1, 2, 3), "gamble": tuple(range(1, 18)),
               "profile": (1, 2, 3)},
    "cao-rua": {"exploit": (1, 2, 3), "read": (1, 2, 3), "bluff": (1, 2, 3), "gamble": (1, 2, 3), "profile": (1, 2, 3)},
}


def ab(a: str, b: str) -> tuple[str, ...]:
    return ("--a", a, "--b", b)


def xd(role: str, a: str, b: str, *more: str) -> tuple[str, ...]:
    return ("--variant", "xi-dach", "--role", role, "--a", a, "--b", b, *more)


def tc(players: int, a: str, b: str) -> tuple[str, ...]:
    return ("--variant", "tam-cuc", "--players", str(players), "--a", a, "--b", b)


FIGURES: list[Figure] = [
    arena_table("ba-cay-chuong", [
        Row("hard − normal", (*BC, *ab("hard", "normal")), 2000),
        Row("normal − easy", (*BC, *ab("normal", "easy")), 2000),
        Row("exploit:hard − hard", (*BC, *ab("exploit:hard", "hard")), 1500),
        Row("hard − hard", (*BC, *ab("hard", "hard")), 500),
        Row("hard − nit", (*BC, *ab("hard", "nit")), 2000),
        Row("hard − always-accept", (*BC, *ab("hard", "always-accept")), 750),
        Row("normal − always-accept", (*BC, *ab("normal", "always-accept")), 750),
        Row("hard − always-decline", (*BC, *ab("hard", "always-decline")), 750),
        Row("normal − always-decline", (*BC, *ab("normal", "always-decline")), 750),
    ], roles=True, side=True),
    arena_table("ba-cay-nhat", [
        Row("hard − normal", (*BCN, *ab("hard", "normal")), 1000),
        Row("normal − easy", (*BCN, *ab("normal", "easy")), 1000),
    ], side=True),
    arena_table("bai-cao-rua", [
        Row("hard − normal", (*RUA, *ab("hard", "normal")), 1500, (1, 2, 3, 4)),
        Row("normal − easy", (*RUA, *ab("normal", "easy")), 1000),
        Row("exploit:hard − hard", (*RUA, *ab("exploit:hard", "hard")), 1000),
        Row("hard − always-accept", (*RUA, *ab("hard", "always-accept")), 1000),
        Row("hard − always-decline", (*RUA, *ab("hard", "always-decline")), 1000),
        Row("hard − nit", (*RUA, *ab("hard", "nit")), 40000, (2027, 2028)),
    ], side=True, digits=4),
    liveliness("bai-cao-side-bets", (4, 6), 4000, tuple(range(1, 9))),
    arena_table("exploiters", [
        *(Row(f"Ba Cây chương: {kind}:hard − hard", (*BC, *ab(f"{kind}:hard", "hard")), 1500, seeds)
          for kind, seeds in EXPLOITERS["ba-cay"].items()),
        *(Row(f"cào rùa: {kind}:hard − hard", (*RUA, *ab(f"{kind}:hard", "hard")), 1300, seeds)
          for kind, seeds in EXPLOITERS["cao-rua"].items()),
    ], side=True),
    arena_table("bai-cao-hoa", [
        Row("hard − normal", (*HOA, *ab("hard", "normal")), 3000),
        Row("normal − easy", (*HOA, *ab("normal", "easy")), 3000),
    ], roles=True),
    arena_table("bai-cao-cai", [Row("hard − normal", (*CAI, *ab("hard", "normal")), 1000, (1,))], roles=True),
    first_deals("first-deals", [("Ba Cây, chương", "ba-cay", BC), ("Bài Cào, cào rùa", "bai-cao", RUA)], 50,
                tuple(range(1001, 1201)), (10, 20, 50)),
    round_modes("round-modes", (10, 100, 1000, 10000), ("easy", "normal", "hard"), (1, 2, 3), 200),
    arena_table("xi-dach-levels", [
        Row("player hard − player normal", xd("player", "hard", "normal"), 1500),
        Row("player normal − player easy", xd("player", "normal", "easy"), 1500),
        Row("dealer hard − dealer normal", xd("dealer", "hard", "normal"), 1000),
        Row("dealer normal − dealer easy", xd("dealer", "normal", "easy"), 1000),
    ], digits=4),
    arena_table("xi-dach-rules", [
        Row("player hard − player rule:hit15", xd("player", "hard", "rule:hit15"), 1000),
        Row("player hard − player rule:hit16", xd("player", "hard", "rule:hit16"), 2000),
        Row("player hard − player rule:hit17", xd("player", "hard", "rule:hit17"), 3000),
        Row("player hard − player rule:hit18", xd("player", "hard", "rule:hit18"), 1000),
        Row("player hard − player rule:hit17-soft19", xd("player", "hard", "rule:hit17-soft19"), 10000, (1, 2, 3, 4)),
        Row("… at the normal dealer's table", xd("player", "hard", "rule:hit17-soft19", "--opponent", "normal"), 2000),
        Row("player hard − player rule:hit17-soft19-safe4", xd("player", "hard", "rule:hit17-soft19-safe4"), 2000),
        Row("dealer hard − dealer rule:hit16", xd("dealer", "hard", "rule:hit16"), 1000),
        Row("dealer hard − dealer rule:hit17", xd("dealer", "hard", "rule:hit17"), 1000),
        Row("dealer hard − dealer rule:hit18", xd("dealer", "hard", "rule:hit18"), 1000),
        Row("dealer hard − dealer rule:hit17-soft19", xd("dealer", "hard", "rule:hit17-soft19"), 1500),
        Row("dealer hard − dealer rule:hit17-soft19-safe4", xd("dealer", "hard", "rule:hit17-soft19-safe4"), 1500),
    ], digits=4),
    arena_table("tam-cuc-levels", [
        Row("2 players: hard − easy", tc(2, "hard", "easy"), 50),
        Row("2 players: normal − easy", tc(2, "normal", "easy"), 100),
        Row("3 players: hard − easy", tc(3, "hard", "easy"), 75),
        Row("3 players: normal − easy", tc(3, "normal", "easy"), 75),
        Row("4 players: hard − easy", tc(4, "hard", "easy"), 50),
        Row("4 players: normal − easy", tc(4, "normal", "easy"), 100),
        Row("4 players: hard − normal", tc(4, "hard", "normal"), 50),
    ]),
    decision_times("decision-times"),
]


# --- running ------------------------------------------------------------------------------------------------
def commit() -> str:
    """HEAD, and whether the code differs from it (anything changed but this doc)."""
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.splitlines()
    return head + ("+changes" if any(not line.endswith("docs/ai.md") for line in status) else "")


def run(command: Command, cache: Path) -> Any:
    """The command's JSON output (JSON lines: a list), from the cache if it ran on this commit."""
    name = re.sub(r"[^a-z0-9.=:-]+", "_", " ".join(command).lower()) + ".json"
    path = cache / name
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    proc = subprocess.run(["nice", "-n", "10", sys.executable, "-m", "game", *command], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"`python -m game {' '.join(command)}` failed ({proc.returncode}): {proc.stderr.strip()}")
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    out = lines[0] if len(lines) == 1 and command[0] != "sim" else lines
    path.write_text(json.dumps(out), encoding="utf-8")
    return out


def splice(doc: str, key: str, body: str) -> str:
    """``doc`` with the block of ``key`` replaced by ``body``; ``ValueError`` if it has no such block."""
    pattern = re.compile(rf"(<!-- figures:{re.escape(key)} -->\n).*?(\n<!-- /figures:{re.escape(key)} -->)", re.S)
    if not pattern.search(doc):
        raise ValueError(f"docs/ai.md has no block <!-- figures:{key} --> … <!-- /figures:{key} -->")
    return pattern.sub(lambda m: m.group(1) + body + m.group(2), doc)


def main(argv: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2, help="commands run at once (default 2)")
    parser.add_argument("--only", action="append", default=[], metavar="KEY", help="only these tables")
    parser.add_argument("--list", action="store_true", help="list the tables and how many commands each runs")
    parser.add_argument("--dry-run", action="store_true", help="print the commands, run nothing")
    ns = parser.parse_args(list(argv) if argv is not None else None)
    figures = [f for f in FIGURES if not ns.only or f.key in ns.only]
    unknown = set(ns.only) - {f.key for f in FIGURES}
    if unknown:
        raise SystemExit(f"no table {', '.join(sorted(unknown))}; tables: {', '.join(f.key for f in FIGURES)}")
    if ns.list or ns.dry_run:
        for f in figures:
            print(f"{f.key}: {len(f.commands())} commands")
            if ns.dry_run:
                print("\n".join("  python -m game " + " ".join(c) for c in f.commands()))
        return
    head = commit()
    cache = CACHE / head
    cache.mkdir(parents=True, exist_ok=True)
    commands = list(dict.fromkeys(c for f in figures for c in f.commands()))
    started, cpu = time.time(), os.times()
    with ThreadPoolExecutor(max_workers=max(1, ns.jobs)) as pool_:
        outputs = dict(zip(commands, pool_.map(lambda c: run(c, cache), commands)))
    doc = DOC.read_text(encoding="utf-8")
    for f in figures:
        doc = splice(doc, f.key, f.render(outputs))
    ended = os.times()
    minutes = (time.time() - started) / 60
    cpu_minutes = (ended.children_user + ended.children_system - cpu.children_user - cpu.children_system) / 60
    provenance = (f"Regenerated by `python tools/ai_figures.py --jobs {ns.jobs}"
                  + "".join(f" --only {k}" for k in ns.only) + f"` on commit `{head}`, {date.today().isoformat()}: "
                  f"{len(commands)} commands, {minutes:.0f} min ({cpu_minutes:.0f} CPU min; commands cached from an "
                  "earlier run of the same commit count as none).  The seeds are in each row.")
    DOC.write_text(splice(doc, "provenance", provenance), encoding="utf-8")
    print(provenance)


if __name__ == "__main__":
    main()
