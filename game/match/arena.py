"""Duplicate-deal arenas (``python -m game arena``): two players, the same deals, every seating.

A and B are AI levels (``easy``, ``normal``, ``hard``, ``random``) or the fixed opponents a
game's agent factory knows by name — a scripted rule (Xì Dách ``rule:hit17-soft19-safe4``),
a side-bet habit (``always-accept``, ``always-decline``) or ``exploit:LEVEL``, a best
response to a level.  Every seed is played once per seating, so both hold every hand and
sit in every place, and the luck of the deal cancels out of the difference:

* **seats** (the default): A and B share one table — alternating seats and then swapped
  with an even number of players; with an odd number, A in each seat in turn against B
  in the rest.  Where the mode has a bank, it moves one seat round the table per deal, so
  both hold it equally often, and the report splits the difference by role.
* **role** (``--role dealer`` or ``--role player`` in a game with a bank): A and B play
  that role in turn against a fixed ``opponent`` in the other, on the same deals.

Each seating is a table whose agents are made once and play every deal of the run, so
agents that learn their opponents learn them as they would over a match.

An agent that raises or answers illegally does not stop a deal — the turn loop plays a
legal move for it — but a measurement with such moves in it is not one of the agent: the
report counts them per seat (``failures``), and ``python -m game arena`` names them on
stderr and exits non-zero unless ``--allow-failures`` is given.

A deal's sample is A's mean result per seat minus B's (in table stakes for chip games, in
points for Tam Cúc); the report gives the mean over deals with its 95% confidence interval.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from game.ai.base import Agent, AgentFactory
from game.engine.protocol import Option, RoundResult, TableConfig
from game.engine.variant import Variant
from game.match.turns import AgentFailure, Turns

Z95 = 1.959964
ARENA_CHIPS: Final = 10**12  # nobody ever sits a round out for want of chips
ROLES: Final = ("player", "dealer")


def mean_ci95(samples: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high) of the normal-approximation 95% interval of the mean."""
    n = len(samples)
    if n == 0:
        raise ValueError("no samples")
    mean = sum(samples) / n
    if n == 1:
        return mean, mean, mean
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def report(label_a: str, label_b: str, samples: Sequence[float], **extra: object) -> dict[str, object]:
    """The JSON object ``arena`` prints: A's mean result per round/deal over B's."""
    mean, lo, hi = mean_ci95(samples)
    return {
        "a": label_a,
        "b": label_b,
        "n": len(samples),
        "mean": round(mean, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "separated": lo > 0 or hi < 0,
        **extra,
    }


@dataclass(frozen=True)
class ArenaSpec:
    """What an arena plays; :meth:`check` refuses what cannot be played (``ValueError``)."""

    variant: Variant
    agents: AgentFactory  # makes every player by name: levels and the game's fixed policies
    players: int = 4
    a: str = "hard"
    b: str = "normal"
    deals: int = 200
    seed: int = 0
    mode: str | None = None
    options: Mapping[str, Option] = field(default_factory=dict)
    role: str | None = None
    opponent: str = "hard"

    @property
    def table_mode(self) -> str:
        return self.variant.default_mode if self.mode is None else self.mode

    def config(self, banker: int | None) -> TableConfig:
        return self.variant.make_config(self.players, mode=self.table_mode, options=self.options,
                                        balances=(ARENA_CHIPS,) * self.players, banker=banker)

    def check(self) -> None:
        if self.deals < 2:
            raise ValueError("--deals must be at least 2 for a confidence interval")
        mode = self.table_mode
        banker = 0 if self.variant.has_banker(mode) else None
        config = self.config(banker)  # players, mode, options
        for name in (self.a, self.b, self.opponent):
            self.agents(name, 0, config)  # ValueError naming the known levels and fixed policies
        if self.role is not None:
            if self.role not in ROLES:
                raise ValueError(f"--role must be one of: {', '.join(ROLES)}")
            if banker is None:
                raise ValueError(f"{self.variant.key} {mode} has no bank, so no roles: A and B share one table"
                                 .replace("  ", " "))


def seatings(n: int) -> list[tuple[bool, ...]]:
    """For each play of a deal, which seats A holds (True) — every hand goes to both sides."""
    if n % 2 == 0:
        base = tuple(s % 2 == 0 for s in range(n))
        return [base, tuple(not a for a in base)]
    return [tuple(s == r for s in range(n)) for r in range(n)]


@dataclass
class Table:
    """One seating's agents, made at its first deal and kept for the whole run."""

    names: tuple[str, ...]
    agents: dict[int, Agent[Any]] = field(default_factory=dict)
    failures: list[AgentFailure] = field(default_factory=list)

    def play(self, spec: ArenaSpec, config: TableConfig, seed: int) -> RoundResult:
        """One deal, through the turn loop."""
        if not self.agents:
            self.agents = {s: spec.agents(name, s, config) for s, name in enumerate(self.names)}
        turns = Turns(spec.variant.new_round(config, seed), self.agents)
        turns.play_out()
        self.failures += turns.failures
        return turns.state.result()


@dataclass
class _Tally:
    """The samples of a run: A − B per deal, by role where there is a bank, and side bets made."""

    total: list[float] = field(default_factory=list)
    roles: dict[str, list[float]] = field(default_factory=lambda: {r: [] for r in ROLES})
    side_bets: list[float] = field(default_factory=list)  # per deal, the mean over its plays

    def count(self, results: Sequence[RoundResult]) -> None:
        """Side bets that were on (accepted challenges, ké cửa), where the game has them."""
        on = sum(1 for r in results for bet in r.summary.get("side_bets", ()) if bet[4] in SETTLED_SIDE_BETS)
        self.side_bets.append(on / len(results))

    def side_bet_windows(self) -> dict[str, float]:
        """Side bets per round in the deals 0–100, 100–500, 500–1000, 1000–2000, then by 2000:
        whether a table keeps them going as its agents learn."""
        edges = [e for e in (0, 100, 500, 1000, *range(2000, len(self.side_bets), 2000)) if e < len(self.side_bets)]
        out = {}
        for lo, hi in zip(edges, [*edges[1:], len(self.side_bets)]):
            out[f"{lo}-{hi}"] = round(sum(self.side_bets[lo:hi]) / (hi - lo), 4)
        return out


SETTLED_SIDE_BETS: Final = ("won", "lost", "push")  # a side bet that was on, once shown down


DealWatcher = Callable[[int, Sequence[RoundResult]], None]  # (deal, its result at each table)


def run_arena(spec: ArenaSpec, watch: DealWatcher | None = None) -> dict[str, Any]:
    """Play ``spec``; ``watch``, if given, is shown every deal's results (a tool's breakdown)."""
    spec.check()
    variant = spec.variant
    mode = spec.table_mode
    seeds = random.Random(spec.seed)
    banker_mode = variant.has_banker(mode)
    tally = _Tally()
    if spec.role is None:
        tables = [Table(tuple(spec.a if is_a else spec.b for is_a in pattern)) for pattern in seatings(spec.players)]
    else:
        role_seats = [0] if spec.role == "dealer" else list(range(1, spec.players))  # the bank at seat 0
        tables = [Table(tuple(name if s in role_seats else spec.opponent for s in range(spec.players)))
                  for name in (spec.a, spec.b)]
    config_of = functools.cache(spec.config)  # one config per banker seat, not one per deal
    for deal in range(spec.deals):
        seed = seeds.getrandbits(63)
        banker = (0 if spec.role else deal % spec.players) if banker_mode else None
        config = config_of(banker)
        unit = config.stake if variant.plays_for_chips(config) else 1
        results = [table.play(spec, config, seed) for table in tables]
        if watch is not None:
            watch(deal, results)
        tally.count(results)
        if spec.role is None:
            _seats_sample(tally, results, seatings(spec.players), banker, unit)
        else:
            a, b = (sum(r.deltas[s] for s in role_seats) / len(role_seats) for r in results)
            tally.total.append((a - b) / unit)
    extra: dict[str, Any] = {
        "failures": failure_report(tables),
        "variant": variant.key, "players": spec.players, "mode": mode, "deals": spec.deals,
        "unit": ("stakes" if variant.plays_for_chips(variant.make_config(spec.players, mode=mode, options=spec.options))
                 else "points") + " per deal per seat",
    }
    if any(tally.side_bets) or variant.key in ("ba-cay", "bai-cao"):
        extra["side_bets_per_round"] = round(sum(tally.side_bets) / len(tally.side_bets), 4)
        extra["side_bets_by_deals"] = tally.side_bet_windows()
    extra["first_deals"] = first_deals(tally.total)
    if spec.role is None:
        extra["plays_per_deal"] = len(seatings(spec.players))
        if banker_mode:
            extra["by_role"] = {role: report(spec.a, spec.b, samples) for role, samples in tally.roles.items()}
        return report(spec.a, spec.b, tally.total, **extra)
    return report(f"{spec.role} {spec.a}", f"{spec.role} {spec.b}", tally.total, role=spec.role,
                  opponent=spec.opponent, **extra)


FIRST_DEALS: Final = (10, 20, 50, 100)  # the opening stretches of a run the report gives the mean of


def first_deals(samples: Sequence[float]) -> dict[str, float]:
    """The mean over a run's first 10, 20, 50 and 100 deals (those it played): how a match
    starts, before the agents that learn have seen much."""
    return {str(n): round(sum(samples[:n]) / n, 4) for n in FIRST_DEALS if n <= len(samples)}


def failure_report(tables: Sequence[Table]) -> dict[str, Any]:
    """Agent failures of a run: the total, and per seat of each seating that failed — who
    played there, how often it failed and the first failure in words."""
    seats = []
    for i, table in enumerate(tables):
        for s, name in enumerate(table.names):
            mine = [f for f in table.failures if f.seat == s]
            if mine:
                seats.append({"seating": i, "seat": s, "player": name, "count": len(mine), "first": str(mine[0])})
    return {"total": sum(len(t.failures) for t in tables), "seats": seats}


def failure_lines(report: Mapping[str, Any]) -> list[str]:
    """The failures of an arena report, one line per failing seat (for stderr)."""
    return [f"arena: {f['player']} in seat {f['seat']} of seating {f['seating']} failed {f['count']} "
            f"time{'s' if f['count'] != 1 else ''}; the first: {f['first']}"
            for f in report.get("failures", {}).get("seats", ())]


def _seats_sample(tally: _Tally, results: Sequence[RoundResult], plays: Sequence[tuple[bool, ...]],
                  banker: int | None, unit: int) -> None:
    """A's mean result per seat minus B's over the plays of one deal (and by role, with a bank)."""
    total = 0.0
    bank: dict[bool, list[float]] = {True: [], False: []}
    seats: dict[bool, list[float]] = {True: [], False: []}
    for result, pattern in zip(results, plays):
        deltas = result.deltas
        mine = [d for d, is_a in zip(deltas, pattern) if is_a]
        theirs = [d for d, is_a in zip(deltas, pattern) if not is_a]
        total += sum(mine) / len(mine) - sum(theirs) / len(theirs)
        if banker is not None:
            bank[pattern[banker]].append(deltas[banker])
            for s, is_a in enumerate(pattern):
                if s != banker:
                    seats[is_a].append(deltas[s])
    tally.total.append(total / len(plays) / unit)
    if banker is not None:
        tally.roles["dealer"].append((_mean(bank[True]) - _mean(bank[False])) / unit)
        tally.roles["player"].append((_mean(seats[True]) - _mean(seats[False])) / unit)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)
