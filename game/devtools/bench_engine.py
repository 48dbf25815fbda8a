"""The ``engine`` and ``ai`` sections of ``python -m game bench`` (pure Python, no pygame).

Rates and latencies are measured in **CPU time of the measuring thread**
(``time.thread_time``): on a shared machine with other work running, wall-clock time
mostly measures the neighbours.  Wall-clock figures are reported beside them; on an idle
machine the two agree, since all of this work is single-threaded.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import RANDOM, Agent
from game.catalog import Game, games
from game.devtools.bench_stats import latency_row, median
from game.engine.protocol import RoundState, TableConfig
from game.match.turns import Turns

LATENCY_TARGET_MS = 20.0  # AI decision latency target at p99 (a game's record may set its own per level)
BALANCE = 100_000  # every seat's chips in a benchmark round: enough that nobody sits out


def bench_seats(game: Game) -> int:
    return min(game.bench_seats, game.variant.max_players)


def bench_config(game: Game, mode: str | None = None) -> TableConfig:
    n = bench_seats(game)
    return game.variant.make_config(n, mode=mode, balances=(BALANCE,) * n)


@dataclass
class Players:
    """The agents of a benchmark table: ``level`` in every seat.  Random players share one
    stream (the engine is measured, not the drawing of agents' streams); agents of a level
    get their own streams, as at a real table."""

    agents: dict[int, Agent[Any]]
    shared: random.Random | None

    @classmethod
    def of(cls, game: Game, config: TableConfig, level: str, rng: random.Random) -> Players:
        agents = {s: game.agents(level, s, config) for s in range(config.n_seats)}
        return cls(agents, rng if level == RANDOM else None)


def play_round(game: Game, config: TableConfig, seed: int, players: Players) -> RoundState[Any]:
    """One round to the end through the turn loop."""
    shared = players.shared
    turns = Turns(game.variant.new_round(config, seed), players.agents, shared_stream=shared)
    turns.play_out()
    turns.state.result()
    return turns.state


@dataclass
class Rate:
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)


def throughput(game: Game, level: str, *, seconds: float, repeats: int) -> Rate:
    """Rounds per second (CPU and wall), one figure per repeat of ``seconds`` CPU seconds."""
    config = bench_config(game)
    players = Players.of(game, config, level, random.Random(2026))
    rate = Rate()
    seed = 0
    play_round(game, config, seed, players)  # warm caches (interned actions, odds tables)
    for _ in range(repeats):
        done = 0
        cpu0, wall0 = time.thread_time(), time.perf_counter()
        while time.thread_time() - cpu0 < seconds:
            seed += 1
            play_round(game, config, seed, players)
            done += 1
        rate.cpu.append(done / max(1e-9, time.thread_time() - cpu0))
        rate.wall.append(done / max(1e-9, time.perf_counter() - wall0))
    return rate


def engine_section(quick: bool) -> dict[str, Any]:
    """Per game: rounds per second under uniformly random play and under the ``normal`` AI."""
    seconds, repeats = (0.3, 3) if quick else (1.0, 5)
    rows: dict[str, Any] = {}
    for game in games():
        row: dict[str, Any] = {
            "seats": bench_seats(game),
            "mode": game.variant.default_mode,
            "unit": "deals" if game.variant.scores_points else "rounds",
        }
        for level in (RANDOM, "normal"):
            r = throughput(game, level, seconds=seconds, repeats=repeats)
            row[level] = {"per_s": round(median(r.cpu), 1), "wall_per_s": round(median(r.wall), 1),
                          "runs": [round(x, 1) for x in r.cpu]}
        target = game.throughput_target
        row["target_random_per_s"] = target
        row["met"] = None if target is None else row[RANDOM]["per_s"] >= target
        rows[game.key] = row
    return {"games": rows, "met": _all_met(g["met"] for g in rows.values())}


# --- AI decision latency -------------------------------------------------------------------
def role_of(game: Game, view: Any) -> str:
    """``dealer``/``banker`` or ``player`` where the game (mode) has a bank; else ``any``."""
    banker = getattr(view, "banker", None)
    if not game.variant.banker_modes or banker is None:
        return "any"
    return game.banker_name if view.seat == banker else "player"


def latency_target_ms(game: Game, level: str) -> float:
    return game.latency_targets_ms.get(level, LATENCY_TARGET_MS)


Samples = dict[str, tuple[list[float], list[float]]]  # role -> (CPU seconds, wall seconds)


def decision_times(game: Game, level: str, *, seconds: float, max_decisions: int) -> Samples:
    """CPU and wall seconds of each ``Agent.choose`` call, by role, over rounds of every mode."""
    configs = [bench_config(game, mode) for mode in game.variant.modes]
    agents = [{s: game.agents(level, s, c) for s in range(c.n_seats)} for c in configs]
    by_role: Samples = {}
    spent = 0.0
    seed = decisions = 0
    while spent < seconds and decisions < max_decisions:
        i = seed % len(configs)
        seed += 1
        turns = Turns(game.variant.new_round(configs[i], seed), agents[i])
        while (seat := turns.next_seat()) is not None:
            view, legal = turns.question(seat)
            cpu0, wall0 = time.thread_time(), time.perf_counter()
            action = turns.answer(seat, view, legal)
            took = time.thread_time() - cpu0
            cpu, wall = by_role.setdefault(role_of(game, view), ([], []))
            cpu.append(took)
            wall.append(time.perf_counter() - wall0)
            spent += took
            decisions += 1
            turns.apply(seat, action)
    return by_role


def ai_section(quick: bool) -> dict[str, Any]:
    """Per game, level and role: median and p99 of one decision, against the targets."""
    rows: dict[str, Any] = {}
    for game in games():
        levels: dict[str, Any] = {}
        for level in game.levels:
            target = latency_target_ms(game, level)
            slow = target > LATENCY_TARGET_MS
            seconds = (3.0 if slow else 0.5) if quick else (12.0 if slow else 2.0)
            times = decision_times(game, level, seconds=seconds, max_decisions=2_000 if quick else 20_000)
            levels[level] = {role: latency_row(cpu, target, wall) for role, (cpu, wall) in sorted(times.items())}
        rows[game.key] = {"seats": bench_seats(game), "modes": list(game.variant.modes), "levels": levels}
    met = _all_met(row["met"] for g in rows.values() for lv in g["levels"].values() for row in lv.values())
    return {"games": rows, "met": met}


def _all_met(flags: Any) -> bool:
    return all(f is not False for f in flags)
