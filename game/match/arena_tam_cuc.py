"""Duplicate-deal arena for Tam Cúc (``python -m game arena --variant tam-cuc``).

Every deal is played once per seating pattern — A B / B A with two players, A B A B /
B A B A with four, the three rotations of A B B with three — so both levels hold every
hand and the luck of the deal cancels out.  A deal's sample is A's mean points per seat
minus B's, averaged over its seatings; the report gives the mean over deals with its 95%
confidence interval (:func:`game.match.arena.report`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.ai.base import Agent
from game.engine.protocol import RoundState, TableConfig
from game.engine.variant import Variant
from game.match.arena import report


def seatings(n: int) -> list[tuple[bool, ...]]:
    """For each play of a deal, which seats A holds (True) — every hand goes to both sides."""
    if n % 2 == 0:
        base = tuple(s % 2 == 0 for s in range(n))
        return [base, tuple(not a for a in base)]
    return [tuple(s == r for s in range(n)) for r in range(n)]


def play(state: RoundState, agents: list[Agent], seed: int) -> tuple[int, ...]:
    rng = random.Random(seed ^ 0x5EED)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, agents[seat].choose(state.view(seat), state.legal_actions(seat), rng))
    return state.result().deltas


def duplicate_sample(variant: Variant, config: TableConfig, seed: int, a: str, b: str) -> float:
    """A's mean points per seat minus B's, over every seating of one deal."""
    plays = seatings(config.n_seats)
    total = 0.0
    for pattern in plays:
        agents = [variant.agent(a if is_a else b, s, config) for s, is_a in enumerate(pattern)]
        deltas = play(variant.new_round(config, seed), agents, seed)
        mine = [d for d, is_a in zip(deltas, pattern) if is_a]
        theirs = [d for d, is_a in zip(deltas, pattern) if not is_a]
        total += sum(mine) / len(mine) - sum(theirs) / len(theirs)
    return total / len(plays)


def run_arena(variant: Variant, spec: Mapping[str, Any]) -> dict[str, Any]:
    n, a, b = int(spec["players"]), str(spec["a"]), str(spec["b"])
    deals = int(spec["rounds"])
    if deals < 2:
        raise ValueError("--deals must be at least 2 for a confidence interval")
    for level in (a, b):
        if level not in (*variant.levels, "random"):
            raise ValueError(f"unknown level {level!r}; choose random, {', '.join(variant.levels)}")
    config = variant.make_config(n, mode=spec.get("mode"), options=spec.get("options") or {})
    seeds = random.Random(int(spec["seed"]))
    samples = [duplicate_sample(variant, config, seeds.getrandbits(63), a, b) for _ in range(deals)]
    return report(a, b, samples, variant=variant.key, players=n, deals=deals,
                  plays_per_deal=len(seatings(n)), unit="points per deal")
