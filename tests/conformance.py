"""Helpers for the conformance test: random play with hooks, snapshots of a round."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.base import AgentFactory
from game.catalog import VARIANTS, game
from game.engine.events import Event
from game.engine.protocol import Action, RoundState, TableConfig
from game.engine.variant import Variant

MAX_STEPS = 20_000
StepHook = Callable[[RoundState, int, Sequence[Action], random.Random], None]


def play_random(
    variant: Variant,
    config: TableConfig,
    seed: int,
    *,
    policy_seed: int = 1,
    on_step: StepHook | None = None,
    chooser: Callable[[RoundState, int, Sequence[Action], random.Random], Action] | None = None,
) -> tuple[RoundState, list[Event]]:
    """Play one round to the end with uniformly random legal actions (or ``chooser``)."""
    state = variant.new_round(config, seed)
    events = list(state.start_events())
    rng = random.Random(policy_seed)
    for _ in range(MAX_STEPS):
        if state.is_over():
            assert state.to_act() == (), "the round is over but a seat is still to act"
            return state, events
        acting = state.to_act()
        assert acting, "the round is not over but nobody is to act"
        seat = acting[rng.randrange(len(acting))]
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} is to act but has no legal action"
        if on_step is not None:
            on_step(state, seat, legal, rng)
        action = chooser(state, seat, legal, rng) if chooser else legal[rng.randrange(len(legal))]
        events.extend(state.apply(seat, action))
    raise AssertionError(f"the round did not end within {MAX_STEPS} actions")


def agents_of(variant: Variant) -> AgentFactory:
    """The agents of a registered game, or of the test-only high-card game."""
    if variant.key in VARIANTS:
        return game(variant.key).agents
    from tests.dummy_variant import HIGH_CARD_AGENTS

    return HIGH_CARD_AGENTS


def replay(variant: Variant, config: TableConfig, seed: int, log: Sequence[tuple[int, Action]]) -> list[Event]:
    state = variant.new_round(config, seed)
    events = list(state.start_events())
    for seat, action in log:
        events.extend(state.apply(seat, action))
    return events


def snapshot(state: RoundState) -> Any:
    """Everything observable about a round, to prove an action changed nothing."""
    n = state.config.n_seats
    seats: list[int | None] = [*range(n), None]
    return (
        [repr(state.view(s)) for s in seats],
        state.to_act(),
        [repr(list(state.legal_actions(s))) for s in range(n)],
        state.rng.getstate(),
        state.is_over(),
        json.dumps(state.to_dict(), sort_keys=True),
    )
