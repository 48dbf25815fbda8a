"""Invariants of the three-card table over many random rounds (hypothesis): chips are never
created, destroyed or overdrawn in any mode with any options, and ``legal_actions`` is
exact — everything it lists can be applied, everything else is refused."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catalog import game
from game.engine.errors import IllegalAction
from game.engine.events import ChipsMoved, RoundSettled
from game.engine.protocol import Action, TableConfig
from game.engine.variant import RuleOption
from game.match.match import Match, Seat
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.three_card.defs import Accept, Back, Bet, Challenge, Decline, Ready, SitOut
from game.variants.three_card.round import ThreeCardRound, ThreeCardVariant
from tests.conformance import play_random

MODES = [(BA_CAY, "chuong"), (BA_CAY, "nhat-an-tat"), (BAI_CAO, "cao-cai"), (BAI_CAO, "cao-rua")]
MODE_IDS = [f"{v.key}-{m}" for v, m in MODES]


def option_value(opt: RuleOption) -> st.SearchStrategy[Any]:
    if isinstance(opt.default, bool):
        return st.booleans()
    if opt.choices:
        return st.sampled_from(opt.choices)
    assert opt.minimum is not None and opt.maximum is not None
    return st.integers(opt.minimum, opt.maximum)


@st.composite
def tables(draw: st.DrawFn, variant: ThreeCardVariant, mode: str, most: int = 8) -> TableConfig:
    """A table with random options, stakes and (often tight) balances."""
    n = draw(st.integers(2, min(most, variant.max_players)))
    options = {o.key: draw(option_value(o)) for o in variant.options}
    stake = draw(st.sampled_from([5, 10, 25]))
    max_bet = stake * draw(st.integers(1, 30))
    balances = tuple(draw(st.lists(st.integers(0, 40 * stake), min_size=n, max_size=n)))
    fields: dict[str, Any] = {"stake": stake, "max_bet": max_bet, "balances": balances,
                              "carry": draw(st.integers(0, 3 * stake)), "round_no": draw(st.integers(1, 9))}
    if variant.has_banker(mode):
        fields["banker"] = draw(st.integers(0, n - 1))
    return variant.make_config(n, mode=mode, options=options, **fields)


def check_conservation(variant: ThreeCardVariant, mode: str, rounds: int) -> None:
    @settings(max_examples=rounds, deadline=None)
    @given(tables(variant, mode), st.integers(0, 2**31))
    def one_round(config: TableConfig, seed: int) -> None:
        state, events = play_random(variant, config, seed, policy_seed=seed)
        assert isinstance(state, ThreeCardRound)
        result = state.result()
        state.ledger.check_conserved()
        assert result.balanced()
        assert all(b + d >= 0 for b, d in zip(config.balances, result.deltas))
        assert result.fees >= 0 and config.carry + result.carry >= 0
        if variant.has_banker(mode):
            assert result.carry == 0
        moved = [(e.payer, e.payee, e.amount, e.reason) for e in events if isinstance(e, ChipsMoved)]
        assert moved == [(t.payer, t.payee, t.amount, t.reason) for t in state.ledger.entries]
        assert isinstance(events[-1], RoundSettled) and events[-1].deltas == result.deltas

    one_round()


@pytest.mark.parametrize(("variant", "mode"), MODES, ids=MODE_IDS)
def test_chips_are_conserved_in_every_round(variant: ThreeCardVariant, mode: str) -> None:
    check_conservation(variant, mode, 500)


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "mode"), MODES, ids=MODE_IDS)
def test_chips_are_conserved_in_many_more_rounds(variant: ThreeCardVariant, mode: str) -> None:
    check_conservation(variant, mode, 3000)


@pytest.mark.parametrize(("variant", "mode"), MODES, ids=MODE_IDS)
def test_a_match_keeps_every_chip_across_rounds(variant: ThreeCardVariant, mode: str) -> None:
    seats = [Seat(f"AI {i}", level) for i, level in enumerate(("easy", "normal", "hard", "normal", "random"))]
    match = Match(variant, seats, mode=mode, balances=[3000] * 5, seed=17)
    agents = match.agents(game(match.variant.key).agents)
    total = sum(match.balances)
    for _ in range(150):
        for s in match.short_of_chips():
            match.refill(s, 3000)
            total += 3000
        match.play_round(agents)
        assert sum(match.balances) + match.carry + match.fees == total
        assert match.carry >= 0 and min(match.balances) >= 0


def candidates(state: ThreeCardRound, seat: int) -> list[Action]:
    """A superset of the actions ``seat`` could mean: every kind, target and amount, and wrong ones."""
    n = state.config.n_seats
    amounts = sorted({*state.grid, *state.side_grid, 1, state.config.stake + 1, state.config.max_bet * 3})
    out: list[Action] = [SitOut(), Ready(), *(Bet(a) for a in amounts)]
    for other in range(-1, n + 1):
        out += [Accept(other), Decline(other)]
        out += [kind(other, a) for kind in (Challenge, Back) for a in amounts]
    return out


@pytest.mark.parametrize(("variant", "mode"), MODES, ids=MODE_IDS)
def test_legal_actions_are_exact(variant: ThreeCardVariant, mode: str) -> None:
    @settings(max_examples=25, deadline=None)
    @given(tables(variant, mode, most=5), st.integers(0, 2**31))
    def one_round(config: TableConfig, seed: int) -> None:
        state = variant.new_round(config, seed)
        assert isinstance(state, ThreeCardRound)
        rng = random.Random(seed)
        while not state.is_over():
            acting = state.to_act()
            seat = rng.choice(acting)
            for who in {seat, rng.randrange(config.n_seats)}:
                legal = set(state.legal_actions(who))
                assert len(legal) == len(state.legal_actions(who)), "an action is listed twice"
                for action in candidates(state, who):
                    if action not in legal:
                        with pytest.raises(IllegalAction):
                            state.apply(who, action)
                for action in rng.sample(sorted(legal, key=repr), min(3, len(legal))):
                    copy.deepcopy(state).apply(who, action)
            legal_now = state.legal_actions(seat)
            state.apply(seat, legal_now[rng.randrange(len(legal_now))])

    one_round()
