"""The "best hand" statistic: every game names a finished hand and ranks it consistently."""

from __future__ import annotations

import random

import pytest

from game.catalog import VARIANTS
from tests.conformance import play_random


@pytest.mark.parametrize("key", ["ba-cay", "bai-cao", "xi-dach"])
def test_finished_hands_have_a_name_and_a_rank(key: str) -> None:
    variant = VARIANTS[key]
    cfg = variant.make_config(4, balances=(5000,) * 4)
    for seed in range(20):
        state, _ = play_random(variant, cfg, seed, policy_seed=seed)
        records = [variant.hand_record(state, s) for s in range(4)]
        played = [r for r in records if r is not None]
        assert played, "at least someone played the round"
        for name, rank in played:
            assert name and not name.startswith(("tc.", "xd.", "bc.")), "a name, not a catalogue key"
            assert all(isinstance(x, int) for x in rank)


def test_ranks_follow_the_game_order() -> None:
    """A stronger Ba Cây hand (by the engine's own comparison) has a higher rank."""
    variant = VARIANTS["ba-cay"]
    rng = random.Random(4)
    cfg = variant.make_config(2, balances=(5000,) * 2)
    for seed in range(30):
        state, _ = play_random(variant, cfg, seed, policy_seed=rng.randrange(100))
        a, b = variant.hand_record(state, 0), variant.hand_record(state, 1)
        if a is None or b is None:
            continue
        hands = state.hands  # type: ignore[attr-defined]
        order = variant.compare(" ".join(map(str, hands[0])), " ".join(map(str, hands[1])))
        assert (order == "a") == (a[1] > b[1])
