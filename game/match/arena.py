"""Duplicate-deal arenas (``python -m game arena``): two AI levels, the same deals, every seating.

Every seed is played once per seating, so both levels hold every hand and sit in every
place, and the luck of the deal cancels out of the difference:

* **seats** (the default): A and B share one table — alternating seats and then swapped
  with an even number of players; with an odd number, A in each seat in turn against B
  in the rest.  Where the mode has a bank, it moves one seat round the table per deal, so
  both levels hold it equally often.
* **role** (``--role dealer`` or ``--role player`` in a game with a bank): A and B play
  that role in turn against a fixed ``opponent`` level in the other, on the same deals.

A deal's sample is A's mean result per seat minus B's (in table stakes for chip games, in
points for Tam Cúc); the report gives the mean over deals with its 95% confidence interval.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from game.ai.base import RANDOM, AgentFactory
from game.engine.protocol import Option, TableConfig
from game.engine.variant import Variant
from game.match.turns import Turns

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
    agents: AgentFactory
    levels: tuple[str, ...]
    players: int = 4
    a: str = "hard"
    b: str = "normal"
    deals: int = 200
    seed: int = 0
    mode: str | None = None
    options: Mapping[str, Option] = field(default_factory=dict)
    role: str | None = None
    opponent: str = "hard"

    def check(self) -> None:
        known = (RANDOM, *self.levels)
        for level in (self.a, self.b, self.opponent):
            if level not in known:
                raise ValueError(f"unknown level {level!r}; choose from: {', '.join(known)}")
        if self.deals < 2:
            raise ValueError("--deals must be at least 2 for a confidence interval")
        mode = self.variant.default_mode if self.mode is None else self.mode
        self.variant.make_config(self.players, mode=mode, options=self.options)  # players, mode, options
        if self.role is not None:
            if self.role not in ROLES:
                raise ValueError(f"--role must be one of: {', '.join(ROLES)}")
            if not self.variant.has_banker(mode):
                raise ValueError(f"{self.variant.key} {mode} has no bank, so no roles: A and B share one table"
                                 .replace("  ", " "))


def seatings(n: int) -> list[tuple[bool, ...]]:
    """For each play of a deal, which seats A holds (True) — every hand goes to both sides."""
    if n % 2 == 0:
        base = tuple(s % 2 == 0 for s in range(n))
        return [base, tuple(not a for a in base)]
    return [tuple(s == r for s in range(n)) for r in range(n)]


def run_arena(spec: ArenaSpec) -> dict[str, Any]:
    spec.check()
    variant = spec.variant
    mode = variant.default_mode if spec.mode is None else spec.mode
    seeds = random.Random(spec.seed)
    samples: list[float] = []
    banker_mode = variant.has_banker(mode)
    for deal in range(spec.deals):
        seed = seeds.getrandbits(63)
        banker = (0 if spec.role else deal % spec.players) if banker_mode else None
        config = variant.make_config(spec.players, mode=mode, options=spec.options,
                                     balances=(ARENA_CHIPS,) * spec.players, banker=banker)
        unit = config.stake if variant.plays_for_chips(config) else 1
        if spec.role is None:
            samples.append(_seats_sample(spec, config, seed) / unit)
        else:
            samples.append(_role_sample(spec, config, seed) / unit)
    extra: dict[str, Any] = {
        "variant": variant.key, "players": spec.players, "mode": mode, "deals": spec.deals,
        "unit": ("stakes" if variant.plays_for_chips(variant.make_config(spec.players, mode=mode, options=spec.options))
                 else "points") + " per deal per seat",
    }
    if spec.role is None:
        extra["plays_per_deal"] = len(seatings(spec.players))
        return report(spec.a, spec.b, samples, **extra)
    return report(f"{spec.role} {spec.a}", f"{spec.role} {spec.b}", samples, role=spec.role,
                  opponent=spec.opponent, **extra)


def play(spec: ArenaSpec, config: TableConfig, seed: int, levels: Sequence[str]) -> tuple[int, ...]:
    """One deal with these levels seat by seat, through the turn loop."""
    agents = {s: spec.agents(level, s, config) for s, level in enumerate(levels)}
    turns = Turns(spec.variant.new_round(config, seed), agents)
    turns.play_out()
    return turns.state.result().deltas


def _seats_sample(spec: ArenaSpec, config: TableConfig, seed: int) -> float:
    plays = seatings(config.n_seats)
    total = 0.0
    for pattern in plays:
        deltas = play(spec, config, seed, [spec.a if is_a else spec.b for is_a in pattern])
        mine = [d for d, is_a in zip(deltas, pattern) if is_a]
        theirs = [d for d, is_a in zip(deltas, pattern) if not is_a]
        total += sum(mine) / len(mine) - sum(theirs) / len(theirs)
    return total / len(plays)


def _role_sample(spec: ArenaSpec, config: TableConfig, seed: int) -> float:
    """A's result in the role minus B's, the bank at seat 0 and ``opponent`` in the other role."""
    assert config.banker is not None
    role_seats = [config.banker] if spec.role == "dealer" else \
        [s for s in range(config.n_seats) if s != config.banker]

    def result(level: str) -> float:
        levels = [level if s in role_seats else spec.opponent for s in range(config.n_seats)]
        deltas = play(spec, config, seed, levels)
        return sum(deltas[s] for s in role_seats) / len(role_seats)

    return result(spec.a) - result(spec.b)
