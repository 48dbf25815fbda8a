"""The three-card AI: exact odds (checked against brute-force enumeration), the payout
asymmetry in its side-bet decisions, bet sizing per level, and that it never reads a card
its seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.three_card import ThreeCardAgent, accept_value, challenge_value, hand_odds
from game.catalog import game
from game.engine.protocol import Action
from game.match.match import Match, Seat
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.three_card.defs import (
    Accept,
    Back,
    Bet,
    Challenge,
    Decline,
    Hand,
    Ready,
    SitOut,
    all_hands,
)
from game.variants.three_card.round import ThreeCardRound, ThreeCardVariant
from tests.conformance import play_random
from tests.test_three_card_table import bets, new, play, rig, table

VARIANTS = [BA_CAY, BAI_CAO]
LEVELS = ("easy", "normal", "hard")


def brute_force(variant: ThreeCardVariant, mine: Hand, floor: int) -> tuple[int, int, int]:
    """(beaten, tied, total) over every hand of the unseen cards at least ``floor`` strong."""
    rules = variant.hand_rules
    unseen = [c for c in rules.deck if c not in mine]
    s = rules.strength(mine)
    beaten = tied = total = 0
    for other in combinations(unseen, 3):
        t = rules.strength(other)
        if t >= floor:
            total += 1
            beaten += t < s
            tied += t == s
    return beaten, tied, total


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.key for v in VARIANTS])
def test_odds_are_exact(variant: ThreeCardVariant) -> None:
    odds = hand_odds(variant.hand_rules)
    strengths = sorted({variant.hand_rules.strength(h) for h in all_hands(variant.hand_rules)})

    @settings(max_examples=12, deadline=None)
    @given(st.permutations(list(variant.hand_rules.deck)), st.sampled_from([0, *strengths]))
    def check(deck: list, floor: int) -> None:  # type: ignore[type-arg]
        mine = tuple(deck[:3])
        beaten, tied, total = brute_force(variant, mine, floor)
        got = odds.against(mine, floor)
        if total == 0:
            assert got is None
            return
        assert got is not None
        assert got.win == pytest.approx(beaten / total, abs=1e-12)
        assert got.tie == pytest.approx(tied / total, abs=1e-12)

    check()


def test_ba_cay_odds_have_no_ties_and_the_best_hand_always_wins() -> None:
    odds = hand_odds(BA_CAY.hand_rules)
    best = odds.against(BA_CAY.hand_rules.parse("AD 2C 7H"))  # 10 át cụ
    assert best is not None and best.win == 1.0 and best.tie == 0.0
    worst = odds.against(BA_CAY.hand_rules.parse("AS AC 9S"))  # 1 nút with a 9♠ on top
    assert worst is not None and worst.tie == 0.0 and worst.win < 0.01


def test_challenge_and_accept_values_price_the_asymmetry() -> None:
    from game.ai.three_card import Odds

    # With a 2× loss and a 5% fee a challenge of 100 breaks even at 200/295 ≈ 0.678.
    assert challenge_value(Odds(0.68, 0.0), 100, 2, 5) > 0 > challenge_value(Odds(0.677, 0.0), 100, 2, 5)
    # The target risks 100 to win 200 − 10: it needs more than 100/290 ≈ 0.345.
    assert accept_value(Odds(0.35, 0.0), 100, 2, 5) > 0 > accept_value(Odds(0.34, 0.0), 100, 2, 5)
    # 1:1 without a fee: an even chance, ties pushing.
    assert challenge_value(Odds(0.45, 0.12), 100, 1, 0) > 0 > challenge_value(Odds(0.43, 0.12), 100, 1, 0)


def hands_by_win(variant: ThreeCardVariant, floor: int = 0) -> list[tuple[float, Hand]]:
    """Every hand with its exact win chance against an unknown hand at least ``floor`` strong."""
    odds = hand_odds(variant.hand_rules)
    out = []
    for h in all_hands(variant.hand_rules):
        o = odds.against(h, floor)
        if o is not None:
            out.append((o.win, h))
    return sorted(out, key=lambda pair: pair[0])


def challenger_table(mine: Hand, options: Mapping[str, object]) -> ThreeCardRound:
    """Ba Cây nhất ăn tất, seat 1 holding ``mine`` and free to challenge seat 0 or 2."""
    rest = [c for c in BA_CAY.hand_rules.deck if c not in mine]
    hands = {1: " ".join(map(str, mine)), 0: " ".join(map(str, rest[:3])), 2: " ".join(map(str, rest[3:6]))}
    return rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat", options=options), hands)


def decide(level: str, seat: int, state: ThreeCardRound) -> Action:
    agent = ThreeCardAgent(level, seat, BA_CAY.hand_rules)
    return agent.choose(state.view(seat), state.legal_actions(seat), random.Random(1))


# Normal reads an acceptor as holding at least an even chance against a random hand.
EVEN = hand_odds(BA_CAY.hand_rules).cutoff(1, 1)


@pytest.mark.parametrize(("preset", "threshold"), [("goc", 200 / 295), ("nha", 0.5)])
def test_normal_challenges_exactly_when_the_odds_beat_the_payout(preset: str, threshold: float) -> None:
    """A challenge of 100 at 2× with a 5% fee pays from 200/295 up; at 1:1 from 1/2."""
    ranked = hands_by_win(BA_CAY, EVEN)
    above = next(h for p, h in ranked if p > threshold + 1e-9)
    below = next(h for p, h in reversed(ranked) if p < threshold - 1e-9)
    assert isinstance(decide("normal", 1, challenger_table(above, BA_CAY.preset(preset))), Challenge)
    assert decide("normal", 1, challenger_table(below, BA_CAY.preset(preset))) == Ready()


def test_easy_ignores_the_payout_asymmetry_and_challenges_more() -> None:
    """A hand winning about 64% against a random hand: easy challenges, at 2× nobody else."""
    mine = next(h for p, h in hands_by_win(BA_CAY) if 0.62 < p < 0.66)
    state = challenger_table(mine, BA_CAY.preset("goc"))
    assert isinstance(decide("easy", 1, state), Challenge)
    assert decide("normal", 1, state) == Ready() and decide("hard", 1, state) == Ready()


def facing_a_challenge(mine: Hand) -> ThreeCardRound:
    """Seat 2 holds ``mine`` and has been challenged for 100 by seat 1 (Ba Cây, seed-001 rules)."""
    rest = [c for c in BA_CAY.hand_rules.deck if c not in mine]
    hands = {2: " ".join(map(str, mine)), 0: " ".join(map(str, rest[:3])), 1: " ".join(map(str, rest[3:6]))}
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat"), hands)
    play(state, (1, Challenge(2, 100)))
    return state


def test_each_level_reads_a_challenge_differently() -> None:
    """Accepting 100 at 2× with a 5% fee pays from a win chance of 100/290 up — against
    a random hand (easy: at even chances), against at least an average hand (normal), or
    against what a normal player challenges with (hard)."""
    odds = hand_odds(BA_CAY.hand_rules)
    normal_challenges = odds.cutoff(0.95, 2, EVEN)
    assert normal_challenges > EVEN
    need = 100 / 290
    mine = next(h for p, h in hands_by_win(BA_CAY, EVEN) if p > need + 0.02)
    hard_view = odds.against(mine, normal_challenges)
    assert hard_view is not None and hard_view.win < need
    state = facing_a_challenge(mine)
    assert decide("normal", 2, state) == Accept(1)
    assert decide("hard", 2, state) == Decline(1)
    weak = next(h for p, h in hands_by_win(BA_CAY) if 0.52 < p < 0.55)
    assert decide("easy", 2, facing_a_challenge(weak)) == Accept(1)
    assert decide("normal", 2, facing_a_challenge(weak)) == Decline(1)
    best = facing_a_challenge(BA_CAY.hand_rules.parse("AD 2C 7H"))
    assert {decide(lv, 2, best) for lv in LEVELS} == {Accept(1)}


def test_bet_sizing_by_bankroll_and_level() -> None:
    config = table(BAI_CAO, 3, balances=(100_000, 2_000, 100_000), max_bet=500, stake=10)
    state = new(BAI_CAO, config, 4)
    legal = state.legal_actions(1)
    view = state.view(1)
    normal = ThreeCardAgent("normal", 1, BAI_CAO.hand_rules).choose(view, legal, random.Random(1))
    hard = ThreeCardAgent("hard", 1, BAI_CAO.hand_rules).choose(view, legal, random.Random(1))
    assert normal == Bet(20) and hard == Bet(20)  # 2% and 1% of 2,000 on the grid 10-20-50-…
    rich = new(BAI_CAO, table(BAI_CAO, 3, balances=(100_000,) * 3, max_bet=500), 4)
    assert ThreeCardAgent("normal", 1, BAI_CAO.hand_rules).choose(
        rich.view(1), rich.legal_actions(1), random.Random(1)) == Bet(500)
    easy = {ThreeCardAgent("easy", 1, BAI_CAO.hand_rules).choose(rich.view(1), rich.legal_actions(1),
                                                                 random.Random(k)) for k in range(40)}
    assert easy and all(isinstance(b, Bet) and b.amount <= 50 for b in easy)
    # Cái ăn hòa makes the main bet a losing proposition: hard bets the minimum.
    tied = new(BAI_CAO, table(BAI_CAO, 3, options={"cai-an-hoa": True}, max_bet=500), 4)
    assert ThreeCardAgent("hard", 1, BAI_CAO.hand_rules).choose(
        tied.view(1), tied.legal_actions(1), random.Random(1)) == Bet(10)


def test_an_agent_sits_out_when_no_bet_is_possible() -> None:
    state = new(BA_CAY, table(BA_CAY, 2, balances=(5, 5000)), 3)
    assert state.legal_actions(1) == (SitOut(),)
    assert ThreeCardAgent("normal", 1, BA_CAY.hand_rules).choose(
        state.view(1), state.legal_actions(1), random.Random(1)) == SitOut()


def test_no_level_ever_backs_a_player() -> None:
    """Ké cửa never has a positive expectation (backed player and chương are alike unknown)."""
    seats = [Seat(f"AI {i}", lv) for i, lv in enumerate(LEVELS * 2)]
    match = Match(BA_CAY, seats, mode="chuong", options=BA_CAY.preset("nha"), balances=[50_000] * 6, seed=5)
    agents = match.agents(game(match.variant.key).agents)
    kinds = set()
    for _ in range(60):
        result = match.play_round(agents)
        kinds |= {bet[0] for bet in result.summary["side_bets"]}
    assert "ke-cua" not in kinds and "bien-gioi" in kinds


def choices(variant: ThreeCardVariant, state: ThreeCardRound, seat: int, legal: Sequence[Action],
            step: int) -> list[Action]:
    return [ThreeCardAgent(lv, seat, variant.hand_rules).choose(state.view(seat), legal, random.Random(step))
            for lv in LEVELS]


@pytest.mark.parametrize(("variant", "mode", "preset"), [
    (BA_CAY, "chuong", "goc"), (BA_CAY, "nhat-an-tat", "nha"), (BAI_CAO, "cao-cai", "goc"),
    (BAI_CAO, "cao-rua", "goc"),
])
def test_no_level_reads_another_seats_cards(variant: ThreeCardVariant, mode: str, preset: str) -> None:
    """Every level, hard included, chooses the same when the cards it cannot see are moved."""
    config = table(variant, 6, mode=mode, options=variant.preset(preset))
    checked = 0

    def chooser(state: ThreeCardRound, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        nonlocal checked
        mine = choices(variant, state, seat, legal, checked)
        for k in range(3):
            other = state.permute_hidden(seat, random.Random(k))
            assert choices(variant, other, seat, other.legal_actions(seat), checked) == mine
        checked += 1
        return mine[checked % 3]

    for seed in range(6):
        play_random(variant, config, seed, chooser=chooser)  # type: ignore[arg-type]
    assert checked >= 30  # cào cái: the five punters' bets in each of the six rounds


def test_permuting_hidden_cards_really_moves_them() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3), {0: "9D 9H 9S", 1: "AD 3C 6H", 2: "2D 3D 4H"})
    bets(state, {1: 10, 2: 10})
    moved = {state.permute_hidden(1, random.Random(k)).hands[2] for k in range(5)}
    assert len(moved) > 1 and all(state.permute_hidden(1, random.Random(k)).hands[1] == state.hands[1]
                                  for k in range(5))


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.key for v in VARIANTS])
def test_every_choice_is_legal_over_many_rounds(variant: ThreeCardVariant) -> None:
    for mode in variant.modes:
        seats = [Seat(f"AI {i}", lv) for i, lv in enumerate(LEVELS * 3)]
        match = Match(variant, seats, mode=mode, balances=[400] * 9, seed=11)
        agents = match.agents(game(match.variant.key).agents)
        for _ in range(80):
            for s in match.short_of_chips():
                match.refill(s, 400)
            match.play_round(agents)  # raises IllegalAction if an agent chose badly
        assert match.round_no == 80


def test_agents_are_unknown_levels_refused() -> None:
    with pytest.raises(ValueError):
        game("ba-cay").agents("genius", 0, table(BA_CAY, 2))
    assert game("ba-cay").agents("random", 0, table(BA_CAY, 2)).level == "random"
    assert isinstance(game("bai-cao").agents("hard", 1, table(BAI_CAO, 2)), ThreeCardAgent)


def test_a_back_is_never_chosen_even_when_offered() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3, options=BA_CAY.preset("nha")), {0: "9D 9H 9S", 1: "AD 3C 6H", 2: "2D 3D 4H"})
    bets(state, {1: 10, 2: 10})
    assert any(isinstance(a, Back) for a in state.legal_actions(2))
    for lv in LEVELS:
        action = ThreeCardAgent(lv, 2, BA_CAY.hand_rules).choose(state.view(2), state.legal_actions(2),
                                                                random.Random(1))
        assert not isinstance(action, Back)
