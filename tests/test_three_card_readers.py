"""The exploiter suite (game.ai.three_card.readers): held out — every member decides from its
own view and the spectators' events only — and hard's mixed play reproducible from seeds."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai.base import Agent
from game.ai.three_card import agents_for
from game.ai.three_card.agents import ThreeCardAgent
from game.ai.three_card.readers import READERS, ShadowReader
from game.match.turns import Turns
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.three_card.round import ThreeCardRound, ThreeCardVariant

SUITE = tuple(f"{kind}:hard" for kind in READERS)


def table_of(variant: ThreeCardVariant, mode: str, names: tuple[str, ...]) -> dict[int, Agent[Any]]:
    config = variant.make_config(len(names), mode=mode, balances=(10**9,) * len(names))
    make = agents_for(variant.hand_rules)
    return {s: make(name, s, config) for s, name in enumerate(names)}


@pytest.mark.parametrize(("variant", "mode"), [(BA_CAY, "chuong"), (BAI_CAO, "cao-rua")])
def test_the_suite_decides_from_public_information_only(variant: ThreeCardVariant, mode: str) -> None:
    """Every member, having watched earlier rounds as a spectator, chooses the same when the
    cards it cannot see are moved — and its copies of hard learn exactly what the real ones do."""
    names = (*SUITE, "hard")
    agents = table_of(variant, mode, names)
    config = variant.make_config(len(names), mode=mode, balances=(10**9,) * len(names))
    seeds = random.Random(3)
    checked = 0
    for deal in range(8):
        state = variant.new_round(config, seeds.getrandbits(63))
        assert isinstance(state, ThreeCardRound)
        turns = Turns(state, agents)
        while not turns.is_over():
            seat = turns.next_agent_seat()
            assert seat is not None
            view, legal = turns.question(seat)
            if names[seat] in SUITE and deal >= 2:
                moved = state.permute_hidden(seat, random.Random(checked))
                elsewhere = agents[seat].choose(moved.view(seat), tuple(moved.legal_actions(seat)),
                                                random.Random(checked))
                action = agents[seat].choose(view, legal, random.Random(checked))
                assert action == elsewhere, (names[seat], checked)
                checked += 1
            else:
                action = turns.ask(seat)
            turns.apply(seat, action)
    assert checked >= 30
    hard = agents[len(names) - 1]
    for s, name in enumerate(names[:-1]):
        member = agents[s]
        if isinstance(member, ShadowReader):
            copy = member.shadows[len(names) - 1]
            assert copy.models_to_dict() == hard.models_to_dict(), name  # type: ignore[attr-defined]


@pytest.mark.parametrize(("variant", "mode"), [(BA_CAY, "chuong"), (BAI_CAO, "cao-rua")])
def test_hard_mixed_play_is_reproduced_from_the_seeds(variant: ThreeCardVariant, mode: str) -> None:
    """Two tables of hard AIs dealt the same seeds play the same rounds, side bets and all."""
    def play() -> list[Any]:
        agents = table_of(variant, mode, ("hard",) * 4)
        config = variant.make_config(4, mode=mode, balances=(10**9,) * 4)
        seeds = random.Random(9)
        out = []
        for _ in range(40):
            state = variant.new_round(config, seeds.getrandbits(63))
            Turns(state, agents).play_out()
            out.append(state.result().summary["side_bets"])
        return out

    first = play()
    assert any(first) and first == play()


def test_the_suite_is_made_by_name() -> None:
    config = BA_CAY.make_config(3, mode="chuong", balances=(10**6,) * 3)
    for name in SUITE:
        made = agents_for(BA_CAY.hand_rules)(name, 1, config)
        assert isinstance(made, ThreeCardAgent) and made.level == name
