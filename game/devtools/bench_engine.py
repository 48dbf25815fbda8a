"""The ``engine`` and ``ai`` sections of ``python -m game bench`` (pure Python, no pygame).

Rates and latencies are measured in **CPU time of the measuring thread**
(``time.thread_time``): on a shared machine with other work running, wall-clock time
mostly measures the neighbours.  Wall-clock figures are reported beside them; on an idle
machine the two agree, since all of this work is single-threaded.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import Agent, RandomAgent
from game.devtools.bench_stats import latency_row, median
from game.engine.protocol import Action, RoundState, TableConfig
from game.engine.variant import Variant
from game.variants.registry import VARIANTS

# Seats per game for the throughput and latency figures (the targets name these).
BENCH_SEATS = {"xi-dach": 6, "bai-cao": 12, "ba-cay": 12, "tam-cuc": 4}
# Random-play throughput targets, rounds (Tam Cúc: deals) per second.
THROUGHPUT_TARGETS = {"xi-dach": 5_000.0, "bai-cao": 10_000.0, "tam-cuc": 1_000.0}
# AI decision latency targets at p99, milliseconds.
LATENCY_TARGET_MS = 20.0
LATENCY_TARGETS_MS = {("tam-cuc", "hard"): 150.0}
BALANCE = 100_000  # every seat's chips in a benchmark round: enough that nobody sits out
ROLE_NAMES = {"xi-dach": "dealer"}  # what the banker seat is called, per game (default "banker")

Chooser = Callable[[RoundState, int, Sequence[Action]], Action]


def bench_seats(variant: Variant) -> int:
    return min(BENCH_SEATS.get(variant.key, 4), variant.max_players)


def bench_config(variant: Variant, mode: str | None = None) -> TableConfig:
    n = bench_seats(variant)
    return variant.make_config(n, mode=mode, balances=(BALANCE,) * n)


def play_round(variant: Variant, config: TableConfig, seed: int, choose: Chooser) -> RoundState:
    """One round to the end, each decision from ``choose``."""
    state = variant.new_round(config, seed)
    while not state.is_over():
        for seat in state.to_act():
            state.apply(seat, choose(state, seat, state.legal_actions(seat)))
            if state.is_over():
                break
    state.result()
    return state


def random_chooser(rng: random.Random) -> Chooser:
    agent = RandomAgent()

    def choose(state: RoundState, seat: int, legal: Sequence[Action]) -> Action:
        return agent.choose(None, legal, rng)

    return choose


def agent_chooser(variant: Variant, config: TableConfig, level: str, rng: random.Random) -> Chooser:
    """Every seat played by ``level``'s agent from its own view, as the table does it."""
    agents = [variant.agent(level, s, config) for s in range(config.n_seats)]

    def choose(state: RoundState, seat: int, legal: Sequence[Action]) -> Action:
        return agents[seat].choose(state.view(seat), legal, rng)

    return choose


@dataclass
class Rate:
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)


def throughput(variant: Variant, level: str, *, seconds: float, repeats: int) -> Rate:
    """Rounds per second (CPU and wall), one figure per repeat of ``seconds`` CPU seconds."""
    config = bench_config(variant)
    rng = random.Random(2026)
    choose = random_chooser(rng) if level == "random" else agent_chooser(variant, config, level, rng)
    rate = Rate()
    seed = 0
    play_round(variant, config, seed, choose)  # warm caches (interned actions, odds tables)
    for _ in range(repeats):
        done = 0
        cpu0, wall0 = time.thread_time(), time.perf_counter()
        while time.thread_time() - cpu0 < seconds:
            seed += 1
            play_round(variant, config, seed, choose)
            done += 1
        rate.cpu.append(done / max(1e-9, time.thread_time() - cpu0))
        rate.wall.append(done / max(1e-9, time.perf_counter() - wall0))
    return rate


def engine_section(quick: bool) -> dict[str, Any]:
    """Per game: rounds per second under uniformly random play and under the ``normal`` AI."""
    seconds, repeats = (0.3, 3) if quick else (1.0, 5)
    games: dict[str, Any] = {}
    for key, variant in VARIANTS.items():
        row: dict[str, Any] = {
            "seats": bench_seats(variant),
            "mode": variant.default_mode,
            "unit": "deals" if variant.scores_points else "rounds",
        }
        for level in ("random", "normal"):
            r = throughput(variant, level, seconds=seconds, repeats=repeats)
            row[level] = {"per_s": round(median(r.cpu), 1), "wall_per_s": round(median(r.wall), 1),
                          "runs": [round(x, 1) for x in r.cpu]}
        target = THROUGHPUT_TARGETS.get(key)
        row["target_random_per_s"] = target
        row["met"] = None if target is None else row["random"]["per_s"] >= target
        games[key] = row
    return {"games": games, "met": _all_met(g["met"] for g in games.values())}


# --- AI decision latency -------------------------------------------------------------------
def role_of(variant: Variant, view: Any) -> str:
    """``dealer``/``banker`` or ``player`` where the game (mode) has a bank; else ``any``."""
    banker = getattr(view, "banker", None)
    if not variant.banker_modes or banker is None:
        return "any"
    return ROLE_NAMES.get(variant.key, "banker") if view.seat == banker else "player"


def latency_target_ms(key: str, level: str) -> float:
    return LATENCY_TARGETS_MS.get((key, level), LATENCY_TARGET_MS)


Samples = dict[str, tuple[list[float], list[float]]]  # role -> (CPU seconds, wall seconds)


def decision_times(variant: Variant, level: str, *, seconds: float, max_decisions: int) -> Samples:
    """CPU and wall seconds of each ``Agent.choose`` call, by role, over rounds of every mode."""
    rng = random.Random(7)
    configs = [bench_config(variant, mode) for mode in variant.modes]
    agents: list[list[Agent]] = [[variant.agent(level, s, c) for s in range(c.n_seats)] for c in configs]
    by_role: Samples = {}
    spent = 0.0
    seed = decisions = 0
    while spent < seconds and decisions < max_decisions:
        i = seed % len(configs)
        seed += 1
        state = variant.new_round(configs[i], seed)
        while not state.is_over():
            for seat in state.to_act():
                view, legal = state.view(seat), state.legal_actions(seat)
                cpu0, wall0 = time.thread_time(), time.perf_counter()
                action = agents[i][seat].choose(view, legal, rng)
                took = time.thread_time() - cpu0
                cpu, wall = by_role.setdefault(role_of(variant, view), ([], []))
                cpu.append(took)
                wall.append(time.perf_counter() - wall0)
                spent += took
                decisions += 1
                state.apply(seat, action)
                if state.is_over():
                    break
    return by_role


def ai_section(quick: bool) -> dict[str, Any]:
    """Per game, level and role: median and p99 of one decision, against the targets."""
    games: dict[str, Any] = {}
    for key, variant in VARIANTS.items():
        levels: dict[str, Any] = {}
        for level in variant.levels:
            slow = latency_target_ms(key, level) > LATENCY_TARGET_MS
            seconds = (3.0 if slow else 0.5) if quick else (12.0 if slow else 2.0)
            times = decision_times(variant, level, seconds=seconds, max_decisions=2_000 if quick else 20_000)
            target = latency_target_ms(key, level)
            levels[level] = {role: latency_row(cpu, target, wall) for role, (cpu, wall) in sorted(times.items())}
        games[key] = {"seats": bench_seats(variant), "modes": list(variant.modes), "levels": levels}
    met = _all_met(row["met"] for g in games.values() for lv in g["levels"].values() for row in lv.values())
    return {"games": games, "met": met}


def _all_met(flags: Any) -> bool:
    return all(f is not False for f in flags)
