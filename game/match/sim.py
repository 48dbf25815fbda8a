"""Seeded simulation of whole matches with AI in every seat (``python -m game sim``)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from game.engine.protocol import Option
from game.engine.variant import Variant
from game.match.table import Match, Seat

SIM_BANKROLL = 100_000  # deep enough that a seeded sim rarely needs a refill


def simulate(
    variant: Variant,
    *,
    players: int,
    rounds: int,
    seed: int,
    mode: str | None = None,
    options: Mapping[str, Option] | None = None,
    level: str = "normal",
    stake: int | None = None,
) -> Iterator[dict[str, Any]]:
    """Yield one JSON-able row per round: round, deltas, fees, carry, banker, summary.

    The same arguments always give the same rows.  A seat that runs out of chips is
    refilled between rounds (outside any round, so each row still balances).
    """
    seats = [Seat(f"AI {i + 1}", level) for i in range(players)]
    match = Match(
        variant,
        seats,
        mode=mode,
        options=options,
        stake=stake,
        balances=[SIM_BANKROLL] * players,
        seed=seed,
    )
    agents = match.agents(level)
    for r in range(1, rounds + 1):
        for s in match.short_of_chips():
            match.refill(s, SIM_BANKROLL)
        banker = match.banker
        result = match.play_round(agents)
        yield {
            "round": r,
            "deltas": list(result.deltas),
            "fees": result.fees,
            "carry": result.carry,
            "banker": banker,
            **dict(result.summary),
        }
