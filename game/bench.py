"""``python -m game bench``: measured speed (engine throughput so far; more sections follow).

Every figure is a median over repeated runs (the machines here are noisy), printed as a
table or, with ``--json``, as one JSON object with stable keys.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

from game.ai.base import RandomAgent
from game.engine.variant import Variant
from game.variants.registry import VARIANTS

# Seats per game for the throughput figures (the targets name these).
THROUGHPUT_SEATS = {"xi-dach": 6, "bai-cao": 12, "ba-cay": 12, "tam-cuc": 4}


def rounds_per_second(variant: Variant, seats: int, *, seconds: float = 0.5, repeats: int = 5) -> float:
    """Median rounds/s of uniformly random legal play through the round protocol."""
    cfg = variant.make_config(seats, balances=(10**9,) * seats)
    agent = RandomAgent()
    rates = []
    seed = 0
    for _ in range(repeats):
        rng = random.Random(seed)
        done = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            seed += 1
            state = variant.new_round(cfg, seed)
            while not state.is_over():
                for seat in state.to_act():
                    state.apply(seat, agent.choose(None, state.legal_actions(seat), rng))
                    if state.is_over():
                        break
            state.result()
            done += 1
        rates.append(done / (time.perf_counter() - start))
    return statistics.median(rates)


def engine_section(quick: bool) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, variant in VARIANTS.items():
        seats = min(THROUGHPUT_SEATS.get(key, 4), variant.max_players)
        rate = rounds_per_second(variant, seats, seconds=0.2 if quick else 0.5, repeats=3 if quick else 5)
        out[key] = {"seats": seats, "random_rounds_per_s": round(rate, 1)}
    return out


def run_bench(ns: argparse.Namespace) -> int:
    report = {"engine": engine_section(bool(getattr(ns, "quick", False)))}
    if sys.stdout is None:
        return 0
    if getattr(ns, "json", False):
        sys.stdout.write(json.dumps(report) + "\n")
    else:
        for key, row in report["engine"].items():
            sys.stdout.write(f"{key:8} {row['seats']:2} seats  {row['random_rounds_per_s']:>10,.0f} rounds/s\n")
    return 0
