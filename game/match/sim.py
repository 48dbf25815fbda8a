"""Seeded simulation of whole matches with AI in every seat (``python -m game sim``).

At a table that chooses the mode of each round (Ba Cây's chọn từng ván) the AI seats vote
before every round (:mod:`game.ai.three_card_mode`); each row's ``mode`` is the mode that
round was played in.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from game.ai.base import AgentFactory
from game.ai.three_card_mode import mode_preference
from game.engine.protocol import LazyMapping, Option, RoundResult
from game.engine.variant import Variant
from game.match.match import RECENT_ROUNDS, Match, Seat

SIM_BANKROLL = 100_000  # deep enough that a seeded sim rarely needs a refill


@dataclass(frozen=True)
class SimSpec:
    """What ``sim`` plays: checked whole by :func:`prepare` before the first round."""

    variant: Variant
    agents: AgentFactory
    players: int
    rounds: int
    seed: int
    mode: str | None = None
    options: Mapping[str, Option] | None = None
    level: str = "normal"
    stake: int | None = None
    hands: str = ""  # a scripted first deal, "H0 | H1 | …"
    first: int | None = None  # the first banker / nhà cái / Tam Cúc cái


def prepare(spec: SimSpec) -> Match:
    """The match ``sim`` plays, or ``ValueError`` saying what is wrong with the request.

    Everything the user chose is checked here — the scripted hands by dealing them once,
    each named option against the game, mode and player count — so that an error while
    playing can only be the program's own.
    """
    variant = spec.variant
    mode = variant.default_mode if spec.mode is None else spec.mode
    if spec.first is not None:
        banks = any(variant.has_banker(m) for m in variant.round_modes(mode))
        if not banks and not variant.scores_points:
            raise ValueError(f"--first names the first banker; {variant.key} {mode or ''} has none".replace("  ", " "))
        if not 0 <= spec.first < spec.players:
            raise ValueError(f"--first must be a seat from 0 to {spec.players - 1}, not {spec.first}")
    seats = [Seat(f"AI {i + 1}", spec.level) for i in range(spec.players)]
    match = Match(
        variant,
        seats,
        mode=spec.mode,
        options=spec.options,
        stake=spec.stake,
        balances=[SIM_BANKROLL] * spec.players,
        seed=spec.seed,
        banker=spec.first,
        script=spec.hands,
        strict_options=True,
        history_kept=RECENT_ROUNDS,  # the rows are the record; the vote on a round's mode reads the last few
    )
    need = variant.chips_needed(match.config())
    if need > SIM_BANKROLL:  # a refill could never seat anybody
        raise ValueError(f"at stake {match.base.stake} a seat needs {need} chips; each seat has {SIM_BANKROLL}")
    if spec.hands:
        variant.new_round(match.config(), 0)  # deals the script once: NotationError if it is bad
    return match


def simulate(spec: SimSpec, match: Match | None = None) -> Iterator[dict[str, Any]]:
    """Yield one JSON-able row per round: round, deltas, fees, carry, banker, summary.

    The same arguments always give the same rows.  A seat that runs out of chips is
    refilled between rounds (outside any round, so each row still balances).
    """
    match = match or prepare(spec)
    agents = dict(enumerate(match.agents(spec.agents, spec.level)))
    prefer = mode_preference(match.variant)
    banker_modes = match.variant.banker_modes
    for r in range(1, spec.rounds + 1):
        for s in match.short_of_chips():
            match.refill(s, SIM_BANKROLL)
        if match.round_mode_needed():
            match.vote_round_mode(prefer)
        state, _ = match.start_round()  # (what play_round does, keeping the round's config)
        config = state.config
        banker = config.banker if config.mode in banker_modes or not banker_modes else None
        match.turns(agents).play_out()
        result = match.finish_round()
        yield round_row(r, result, banker)


def round_row(number: int, result: RoundResult, banker: int | None) -> dict[str, Any]:
    """A round's row as ``sim`` prints it (and a hosted table: ``python -m game host``)."""
    summary = result.summary
    return {
        "round": number,
        "deltas": list(result.deltas),
        "fees": result.fees,
        "carry": result.carry,
        "banker": banker,
        **(summary.written() if type(summary) is LazyMapping else summary),
    }
