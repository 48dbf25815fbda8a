"""Helpers shared by the persistence tests (no tests here): tables and bounded random play.

Play never uses :meth:`Match.play_round`, which would spin forever on a variant that
stops asking anyone to act; here such a variant fails the test with a clear message.
"""

from __future__ import annotations

import random
from typing import Any

from game.catalog import VARIANTS
from game.engine.events import Event
from game.engine.protocol import RoundResult, RoundState
from game.engine.variant import Variant
from game.match.match import Match, Seat
from game.persist import Persistence
from tests.dummy_variant import HIGH_CARD

MAX_STEPS = 20_000


def variants_under_test() -> list[Variant]:
    """The dummy, then every registered game (the registry fills up as games land)."""
    return [HIGH_CARD, *(v for v in VARIANTS.values() if v is not HIGH_CARD)]


def advance(state: RoundState, rng: random.Random, steps: int = MAX_STEPS) -> list[Event]:
    """Up to ``steps`` uniformly random legal actions; the events they produced."""
    events: list[Event] = []
    for _ in range(steps):
        if state.is_over():
            break
        acting = state.to_act()
        assert acting, f"{state.variant_key}: the round is not over but nobody is to act (a variant bug)"
        seat = acting[rng.randrange(len(acting))]
        legal = state.legal_actions(seat)
        events += state.apply(seat, legal[rng.randrange(len(legal))])
    if steps == MAX_STEPS:
        assert state.is_over(), f"{state.variant_key}: the round does not end"
    return events


def play_round(match: Match, rng: random.Random) -> RoundResult:
    """One whole round at ``match``, settled (but not saved)."""
    state, _ = match.start_round(seed=rng.getrandbits(63))
    advance(state, rng)
    return match.finish_round()


def refill_broke(persist: Persistence) -> None:
    assert persist.table is not None
    for seat in persist.table.match.short_of_chips():
        persist.refill_seat(seat)


def hot_seat(persist: Persistence, variant: Variant = HIGH_CARD, **kwargs: Any) -> tuple[Match, str, str]:
    """Lan and Minh (new profiles) and AI at one open table; (match, Lan's id, Minh's id)."""
    a, _ = persist.create_profile("Lan")
    b, _ = persist.create_profile("Minh")
    n = max(variant.min_players, 3)
    seats = [Seat("Lan", "human", a.id), Seat("Minh", "human", b.id)]
    seats += [Seat(f"AI {i}", "normal") for i in range(n - 2)]
    match = Match(variant, seats, **kwargs)
    assert persist.open_table(match, {"viewer": 0}) is None
    return match, a.id, b.id
