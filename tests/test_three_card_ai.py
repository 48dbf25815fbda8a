"""The Ba Cây / Bài Cào AI: exact odds, opponent models from showdowns, mixed side bets, levels."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.personality import PERSONALITIES
from game.ai.three_card import agents_for
from game.ai.three_card.agents import (
    ACQUAINTED,
    HARD_BLUFF,
    AnsweringAgent,
    EasyAgent,
    HardAgent,
    NitAgent,
    ReadingAgent,
    ThreeCardAgent,
)
from game.ai.three_card.models import PRIOR_BLUFF, WEAK, Payout, sound_rates
from game.ai.three_card.odds import hand_odds
from game.ai.three_card.readers import ExploitAgent
from game.catalog import game
from game.engine.protocol import Action
from game.match.match import Match, Seat
from game.match.turns import Turns
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BA_TIEN_STRENGTH, BAI_CAO
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


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.key for v in VARIANTS])
def test_odds_by_bin_are_exact(variant: ThreeCardVariant) -> None:
    """For my hand, the unseen hands of each bin, and how many of them it beats and ties."""
    rules = variant.hand_rules
    odds = hand_odds(rules)
    bins = odds.bins
    assert bins.count >= 8 and sum(bins.mass) == pytest.approx(1.0)
    assert list(bins.mid) == sorted(bins.mid)
    for k in (0, 7, 20):
        mine = tuple(rules.deck[k:k + 3])
        s = rules.strength(mine)
        counted = odds.versus_bins(mine)
        total, beaten, tied = [0] * bins.count, [0] * bins.count, [0] * bins.count
        for other in combinations([c for c in rules.deck if c not in mine], 3):
            t = rules.strength(other)
            b = bins.bin_of(t)
            total[b] += 1
            beaten[b] += t < s
            tied[b] += t == s
        assert counted.total == tuple(total) and counted.beaten == tuple(beaten) and counted.tied == tuple(tied)


def test_ba_cay_odds_have_no_ties_and_the_best_hand_always_wins() -> None:
    odds = hand_odds(BA_CAY.hand_rules)
    best = odds.against(BA_CAY.hand_rules.parse("AD 2C 7H"))  # 10 át cụ
    assert best is not None and best.win == 1.0 and best.tie == 0.0
    worst = odds.against(BA_CAY.hand_rules.parse("AS AC 9S"))  # 1 nút with a 9♠ on top
    assert worst is not None and worst.tie == 0.0 and worst.win < 0.01


def test_challenge_and_accept_values_price_the_asymmetry() -> None:
    pay = Payout.of(2, 5)
    # With a 2× loss and a 5% fee a challenge breaks even at 2/2.95 ≈ 0.678.
    assert pay.challenger_value(0.68, 0.0) > 0 > pay.challenger_value(0.677, 0.0)
    # The target risks 1 to win 2 less the fee: it needs more than 1/2.9 ≈ 0.345.
    assert pay.target_value(0.35, 0.0) > 0 > pay.target_value(0.34, 0.0)
    # Counted over hands rather than as chances: 68 wins of 100 is the same bet.
    assert pay.challenger_value(68, 0, 100) == pytest.approx(100 * pay.challenger_value(0.68, 0.0))
    # 1:1 without a fee: an even chance, ties pushing.
    even = Payout.of(1, 0)
    assert even.challenger_value(0.45, 0.12) > 0 > even.challenger_value(0.43, 0.12)


@pytest.mark.parametrize(("variant", "loss", "fee"), [(BA_CAY, 2, 5), (BA_CAY, 1, 0), (BAI_CAO, 1, 0)])
def test_the_sound_player_bluffs_with_weak_hands_and_bets_strong_ones(variant: ThreeCardVariant, loss: int,
                                                                      fee: int) -> None:
    bins = hand_odds(variant.hand_rules).bins
    challenge, accept = sound_rates(bins, Payout.of(loss, fee))
    weak = [b for b in range(bins.count) if bins.mid[b] < WEAK]
    medium = [b for b in range(bins.count) if WEAK <= bins.mid[b] < 0.8]
    assert all(challenge[b] == pytest.approx(PRIOR_BLUFF) for b in weak)
    assert challenge[-1] > 0.9 and accept[-1] > 0.9  # the best hands always play
    assert accept[0] < 0.1 and max(challenge[b] for b in medium) < 0.5  # nobody accepts with the worst; medium waits
    assert all(0.03 <= r <= 0.97 for r in challenge + accept)


# --- decisions on rigged tables -----------------------------------------------------------------
def hand_at(variant: ThreeCardVariant, share: float) -> Hand:
    """A hand about ``share`` of the way up the deck's hands."""
    rules = variant.hand_rules
    ranked = sorted(all_hands(rules), key=rules.strength)
    return ranked[int(share * (len(ranked) - 1))]


def facing_a_challenge(mine: Hand, options: dict[str, object] | None = None) -> ThreeCardRound:
    """Seat 2 holds ``mine`` and has been challenged for 100 by seat 1 (Ba Cây nhất ăn tất)."""
    rest = [c for c in BA_CAY.hand_rules.deck if c not in mine]
    hands = {2: " ".join(map(str, mine)), 0: " ".join(map(str, rest[:3])), 1: " ".join(map(str, rest[3:6]))}
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat", options=options), hands)
    play(state, (1, Challenge(2, 100)))
    return state


def free_to_challenge(mine: Hand, options: dict[str, object] | None = None) -> ThreeCardRound:
    """Ba Cây nhất ăn tất, seat 1 holding ``mine`` and free to challenge seat 0 or 2."""
    rest = [c for c in BA_CAY.hand_rules.deck if c not in mine]
    hands = {1: " ".join(map(str, mine)), 0: " ".join(map(str, rest[:3])), 2: " ".join(map(str, rest[3:6]))}
    return rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat", options=options), hands)


def agent(level: str, seat: int, variant: ThreeCardVariant = BA_CAY, n: int = 3) -> ThreeCardAgent:
    made = agents_for(variant.hand_rules)(level, seat, table(variant, n))
    assert isinstance(made, ThreeCardAgent)
    return made


def accept_chance(level: str, mine: Hand) -> float:
    state = facing_a_challenge(mine)
    return agent(level, 2).accept_probability(state.view(2), mine, 1, 100)


def acquainted(made: ThreeCardAgent, showdowns: int = ACQUAINTED) -> ThreeCardAgent:
    """``made`` after it saw every seat (its own too) at ``showdowns`` showdowns, never
    challenging (hard plays the gambler's game in full with the players it knows)."""
    if isinstance(made, HardAgent):
        for seat in range(len(made.memory.models) + 3):
            for k in range(showdowns):
                made.memory.model(seat).challenges.add(k % made.bins.count, False)
    return made


NO_FEE: dict[str, object] = {"side-fee": 0}  # hard bluffs nobody where the table takes a fee from the side bets


def challenge_chance(level: str, mine: Hand, showdowns: int = ACQUAINTED,
                     options: dict[str, object] | None = None) -> float:
    state = free_to_challenge(mine, options)
    return sum(acquainted(agent(level, 1), showdowns).challenge_rates(state.view(1), mine, [0, 2]).values())


def test_every_level_takes_a_challenge_with_the_best_hand_and_refuses_it_with_the_worst() -> None:
    best, worst = BA_CAY.hand_rules.parse("AD 2C 7H"), BA_CAY.hand_rules.parse("AS AC 9S")
    for level in LEVELS:
        assert accept_chance(level, best) > 0.85
        assert accept_chance(level, worst) < 0.35
    assert accept_chance("normal", worst) < 0.01 and accept_chance("hard", worst) < 0.01


def test_the_levels_read_a_challenge_differently() -> None:
    """A hand a little above average: easy takes the challenge (an even chance), normal and
    hard credit the challenger with value and bluffs — and a hand that beats every bluff pays."""
    middling = hand_at(BA_CAY, 0.55)
    assert accept_chance("easy", middling) == 0.9
    assert accept_chance("normal", middling) > 0.5  # beats the bluffs a sound challenger makes
    assert accept_chance("normal", hand_at(BA_CAY, 0.3)) < 0.05


def test_strong_hands_challenge_medium_ones_wait_and_weak_ones_sometimes_bluff() -> None:
    for level in ("normal", "hard"):
        assert challenge_chance(level, BA_CAY.hand_rules.parse("AD 2C 7H")) > 0.8
        assert challenge_chance(level, hand_at(BA_CAY, 0.65)) == 0.0
    weak = hand_at(BA_CAY, 0.2)
    assert 0.05 < challenge_chance("normal", weak) < 0.1
    assert challenge_chance("hard", weak) == 0.0  # a fee on side bets: hard gives no action
    assert challenge_chance("hard", weak, options=NO_FEE) == pytest.approx(HARD_BLUFF)  # its first challenge
    assert challenge_chance("easy", hand_at(BA_CAY, 0.9)) == pytest.approx(0.9)


def test_hard_starts_the_side_bets_as_it_gets_to_know_the_players() -> None:
    """A first bluff is lost against a player who answers by a fixed rule: hard makes it in
    proportion to the showdowns it has seen the players at, in full after ACQUAINTED."""
    weak = hand_at(BA_CAY, 0.2)
    fresh = challenge_chance("hard", weak, 0, NO_FEE)
    half = challenge_chance("hard", weak, ACQUAINTED // 2 - 1, NO_FEE)
    assert fresh == pytest.approx(HARD_BLUFF / ACQUAINTED)
    assert half == pytest.approx(HARD_BLUFF / 2)
    assert (challenge_chance("hard", weak, 3 * ACQUAINTED, NO_FEE) == challenge_chance("hard", weak, options=NO_FEE)
            == pytest.approx(HARD_BLUFF))
    seen_gambling = acquainted(agent("hard", 1))  # once the table has seen it bluff, it needs no start
    for k in range(ACQUAINTED):
        seen_gambling.memory.model(1).challenges.add(k % 3, True)
    state = free_to_challenge(weak, NO_FEE)
    assert seen_gambling.challenge_rates(state.view(1), weak, [0, 2]) == {}


def test_personalities_shift_bluffing_and_taking() -> None:
    weak, middling = hand_at(BA_CAY, 0.2), hand_at(BA_CAY, 0.52)
    state = free_to_challenge(weak, NO_FEE)
    facing = facing_a_challenge(middling)
    rates, takes = {}, {}
    for key in ("can-than", "diem-tinh", "lieu"):
        a = agent("hard", 1)
        a.personality = PERSONALITIES[key]
        rates[key] = sum(a.challenge_rates(state.view(1), weak, [0, 2]).values())
        b = agent("hard", 2)
        b.personality = PERSONALITIES[key]
        takes[key] = b.accept_probability(facing.view(2), middling, 1, 100)
    assert rates["can-than"] < rates["diem-tinh"] < rates["lieu"]
    assert takes["can-than"] <= takes["diem-tinh"] <= takes["lieu"]


def test_a_choice_is_mixed_not_fixed() -> None:
    """A weak hand bluffs on some streams and not others; the best hand is accepted on all."""
    weak = hand_at(BA_CAY, 0.2)
    state = free_to_challenge(weak, NO_FEE)
    picks = {type(acquainted(agent("hard", 1)).choose(state.view(1), state.legal_actions(1), random.Random(k)))
             for k in range(40)}
    assert picks == {Challenge, Ready}
    best = facing_a_challenge(BA_CAY.hand_rules.parse("AD 2C 7H"))
    assert {agent("hard", 2).choose(best.view(2), best.legal_actions(2), random.Random(k))
            for k in range(10)} == {Accept(1)}


def test_amounts_follow_the_bankroll_and_not_the_hand() -> None:
    poor = table(BA_CAY, 3, mode="nhat-an-tat", balances=(5000, 2000, 5000), max_bet=500)
    rest = [c for c in BA_CAY.hand_rules.deck if c.index > 3]
    hands = {1: "AD 2C 7H", 0: " ".join(map(str, rest[:3])), 2: " ".join(map(str, rest[3:6]))}
    state = rig(BA_CAY, poor, hands)
    chosen = agent("normal", 1).choose(state.view(1), state.legal_actions(1), random.Random(1))
    assert isinstance(chosen, Challenge) and chosen.amount == 50  # 3% of 2,000 on the grid 10-20-50-100-…


def test_bet_sizing_by_bankroll_and_level() -> None:
    config = table(BAI_CAO, 3, balances=(100_000, 1_000, 100_000), max_bet=500, stake=10)
    state = new(BAI_CAO, config, 4)
    legal, view = state.legal_actions(1), state.view(1)
    assert agent("normal", 1, BAI_CAO).choose(view, legal, random.Random(1)) == Bet(20)  # 2% of 1,000
    rich = new(BAI_CAO, table(BAI_CAO, 3, balances=(100_000,) * 3, max_bet=500), 4)
    for level in ("normal", "hard"):  # never more than three minimum bets
        assert agent(level, 1, BAI_CAO).choose(rich.view(1), rich.legal_actions(1), random.Random(1)) == Bet(20)
    easy = {agent("easy", 1, BAI_CAO).choose(rich.view(1), rich.legal_actions(1), random.Random(k)) for k in range(40)}
    assert len(easy) > 3
    # Cái ăn hòa makes the main bet a losing proposition: hard bets the minimum, normal does not see it.
    tied = new(BAI_CAO, table(BAI_CAO, 3, options={"cai-an-hoa": True}, max_bet=500), 4)
    assert agent("hard", 1, BAI_CAO).choose(tied.view(1), tied.legal_actions(1), random.Random(1)) == Bet(10)
    assert agent("normal", 1, BAI_CAO).choose(tied.view(1), tied.legal_actions(1), random.Random(1)) == Bet(20)


def test_an_agent_sits_out_when_no_bet_is_possible() -> None:
    state = new(BA_CAY, table(BA_CAY, 2, balances=(5, 5000)), 3)
    assert state.legal_actions(1) == (SitOut(),)
    assert agent("normal", 1, n=2).choose(state.view(1), state.legal_actions(1), random.Random(1)) == SitOut()


def test_a_challenger_is_backed_only_when_it_pays() -> None:
    """Ké cửa on a player who challenged: at 1:1 without a fee the challenger most likely
    beats the chương; at the seed's 2× with a fee it is not likely enough.  Nobody backs a
    player who showed nothing, and easy never backs."""
    for preset, backs in (("nha", True), ("goc", False)):
        state = rig(BA_CAY, table(BA_CAY, 4, options=BA_CAY.preset(preset)),
                    {0: "9D 9H 9S", 1: "AD 3C 6H", 2: "2D 3D 4H", 3: "5C 6C 7C"})
        bets(state, {1: 10, 2: 10, 3: 10})
        assert any(isinstance(a, Back) for a in state.legal_actions(1))
        assert agents_for(BA_CAY.hand_rules)("normal", 1, state.config).choose(
            state.view(1), [Ready(), *(a for a in state.legal_actions(1) if isinstance(a, Back))],
            random.Random(1)) == Ready()
        play(state, (1, Challenge(2, 10)), (1, Ready()), (2, Decline(1)))
        legal = state.legal_actions(2)
        for level in ("normal", "hard"):
            chosen = agents_for(BA_CAY.hand_rules)(level, 2, state.config).choose(
                state.view(2), [a for a in legal if not isinstance(a, Challenge)], random.Random(1))
            assert isinstance(chosen, Back) == backs and (not backs or chosen.target == 1)
        easy = agents_for(BA_CAY.hand_rules)("easy", 2, state.config)
        assert not isinstance(easy.choose(state.view(2), [a for a in legal if not isinstance(a, Challenge)],
                                          random.Random(1)), Back)


# --- learning ----------------------------------------------------------------------------------------
def learned_match(opponent: str, rounds: int, variant: ThreeCardVariant = BA_CAY) -> tuple[Match, HardAgent]:
    """A match of ``rounds`` rounds: hard in seat 0, ``opponent`` in seats 1 and 2."""
    seats = [Seat("Hard", "hard", personality="diem-tinh"), Seat("B", "normal"), Seat("C", "normal")]
    match = Match(variant, seats, mode=variant.modes[-1], balances=[10**9] * 3, seed=3)
    make = agents_for(variant.hand_rules)
    hard = make("hard", 0, match.config())
    assert isinstance(hard, HardAgent)
    agents = [hard, make(opponent, 1, match.config()), make(opponent, 2, match.config())]
    for _ in range(rounds):
        match.play_round(agents)
    return match, hard


def test_hard_reads_a_player_who_always_accepts_and_challenges_them_wider() -> None:
    _, hard = learned_match("always-accept", 80)
    view = free_to_challenge(hand_at(BA_CAY, 0.8)).view(1)
    fresh = agent("hard", 0)
    prior = fresh.rates(view, 1)[1]
    # Both opponents always accept, but a pair holds one bet, so whichever challenges hard first is
    # seen more often: the better-read one is read sharply, and both move from the prior.
    readings = [hard.rates(view, s)[1] for s in (1, 2)]
    learned = max(readings, key=min)
    assert min(learned) > 0.9 and learned[0] > prior[0] + 0.5
    assert all(r[0] > prior[0] + 0.5 for r in readings)
    mine = hand_at(BA_CAY, 0.8)  # not strong enough to challenge a sound acceptor at 2:1 …
    state = free_to_challenge(mine)
    assert agent("normal", 1).challenge_rates(state.view(1), mine, [0]) == {}
    hard.seat = 1  # … but one who accepts everything: the same models, asked from the challenger's chair
    value = hard.challenge_value(state.view(1), hard.odds.versus_bins(mine), 2)
    assert value > 0 and value > hard.challenge_value(state.view(1), hard.odds.versus_bins(mine), 0) + 0.1


def test_hard_stops_bluffing_a_player_who_never_bluffs() -> None:
    _, hard = learned_match("exploit:normal", 60)
    view = free_to_challenge(hand_at(BA_CAY, 0.2), NO_FEE).view(1)
    assert hard.gambling(view, 1) == 0.0 and hard.give(view, 1) == 0.0
    assert hard.bluff_shares(view, [1]) == {1: 1.0}  # the round's first challenge: hard bluffs, to be known by it
    assert hard.bluff_shares(free_to_challenge(hand_at(BA_CAY, 0.2)).view(1), [1]) == {}  # not where a fee is taken
    weak = hand_at(BA_CAY, 0.2)
    rest = [c for c in BA_CAY.hand_rules.deck if c not in weak]
    hands = {0: " ".join(map(str, weak)), 1: " ".join(map(str, rest[:3])), 2: " ".join(map(str, rest[3:6]))}
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat", options=NO_FEE), hands)
    play(state, (0, Challenge(1, 100)), (1, Decline(0)))
    assert hard.bluff_shares(state.view(0), [2]) == {}  # … but bluffs again only at a gambler
    assert agent("hard", 0).gambling(view, 1) > 0  # a player not yet seen may be a gambler


def test_a_sharp_threshold_is_read_sharply() -> None:
    """A nit challenges and accepts only with 9 nút or ba tiên (bin 9): what it did there says
    little about 8 nút once 8 nút has been seen on its own — so hard neither takes the nit's
    challenge with a 9 (ties at best, loses to ba tiên) nor offers it one."""
    _, hard = learned_match("nit", 400, BAI_CAO)
    view = new(BAI_CAO, table(BAI_CAO, 3, mode="cao-rua"), 1).view(0)
    challenges, accepts = hard.rates(view, 1)
    assert challenges[9] > 0.9 and accepts[9] > 0.9
    assert challenges[8] < 0.05 and accepts[8] < 0.05  # the neighbours' evidence is a prior, and it is outweighed
    nine = BAI_CAO.hand_rules.parse("9S KD QH")
    assert hard.accept_value(view, hard.odds.versus_bins(nine), 1) < 0
    assert hard.challenge_value(view, hard.odds.versus_bins(nine), 1) < 0


class BaTienOnly(NitAgent):
    """Challenges (anybody) and accepts only with ba tiên, which beats every other hand."""

    def _strong(self, hand: Hand) -> bool:
        return self.rules.strength(hand) == BA_TIEN_STRENGTH


def test_ba_tien_has_a_bin_of_its_own() -> None:
    """Bài Cào's strengths are few (0–9 nút and ba tiên), so its bins are one a strength: ba
    tiên (1 % of hands) is not lumped with 9 nút, which it beats.  Ba Cây's are many: ten
    ranges of equal weight, as before."""
    rules = BAI_CAO.hand_rules
    bins = hand_odds(rules).bins
    nine, ba_tien = rules.parse("4S 5D 10H"), rules.parse("KS QC JH")
    assert bins.count == 11 and bins.bin_of_hand(rules, ba_tien) == 10 and bins.bin_of_hand(rules, nine) == 9
    assert bins.mass[10] == pytest.approx(0.01, abs=0.001)
    assert hand_odds(BA_CAY.hand_rules).bins.count == 10


def test_hard_declines_with_9_nut_a_player_who_challenges_only_with_ba_tien() -> None:
    """Having watched a player who challenges only with ba tiên, hard declines its challenge
    with 9 nút (when the two shared a bin it took such challenges, and lost each: most of
    exploit:hard's edge in cào rùa)."""
    rules = BAI_CAO.hand_rules
    nine, ba_tien = rules.parse("4S 5D 10H"), rules.parse("KS QC JH")
    config = BAI_CAO.make_config(3, mode="cao-rua", balances=(10**9,) * 3)
    make = agents_for(rules)
    hard = make("hard", 0, config)
    assert isinstance(hard, HardAgent)
    agents = {0: hard, 1: BaTienOnly("nit", 1, rules, 3), 2: make("easy", 2, config)}
    seeds = random.Random(3)
    for _ in range(400):
        Turns(BAI_CAO.new_round(config, seeds.getrandbits(63)), agents).play_out()
    rest = [c for c in rules.deck if c not in nine + ba_tien]
    state = rig(BAI_CAO, BAI_CAO.make_config(3, mode="cao-rua", balances=(10**9,) * 3, round_no=401),
                {0: " ".join(map(str, nine)), 1: " ".join(map(str, ba_tien)), 2: " ".join(map(str, rest[:3]))})
    events = state.start_events()
    challenge = next(a for a in state.legal_actions(1) if isinstance(a, Challenge) and a.target == 0)
    events += play(state, (1, challenge))
    hard.observe([e.redacted_for(0) for e in events])
    view = state.view(0)
    hard.seen(view)
    assert hard.accept_probability(view, nine, 1, challenge.amount) < 0.05


def test_a_player_given_nothing_is_expected_to_read_hards_plain_answers() -> None:
    """A player who reads hard exactly, and is conceded nothing, knows hard answers it without
    the concessions it makes to gamblers: hard expects it to challenge by hard's plain answers
    (it expected exploit:hard to challenge with 8 nút, and took its ba tiên with 9 nút)."""
    view = new(BAI_CAO, table(BAI_CAO, 3, mode="cao-rua"), 1).view(0)
    hard = acquainted(agent("hard", 0, BAI_CAO))  # every seat seen never to challenge: no gambler
    assert isinstance(hard, HardAgent) and hard.give(view, 1) == 0
    seen, plain = hard.rates(view, 0)[1], hard.takes(view, 1)
    assert plain[8] < 0.1 < seen[8] and plain[9] > 0.9  # 8 nút: taken from gamblers only
    fee = free_to_challenge(hand_at(BA_CAY, 0.5)).view(1)  # where the table takes a fee, nobody is given any
    assert agent("hard", 1).takes(fee, 0) == agent("hard", 1).rates(fee, 1)[1]


def test_a_few_rounds_tell_what_kind_of_player_an_opponent_is() -> None:
    """The prior mixes the kinds of players; the showdowns weigh them, so the kind shows long
    before each bin of hands has been seen on its own."""
    view = new(BAI_CAO, table(BAI_CAO, 3, mode="cao-rua"), 1).view(0)
    for opponent, kind in (("normal", "normal:"), ("nit", "nit"), ("always-accept", "always-accept")):
        _, hard = learned_match(opponent, 40, BAI_CAO)
        types = hard.types(view)
        weights = types.weights(hard.memory.model(1))
        assert sum(w for w, t in zip(weights, types.types) if t.name.startswith(kind)) > 0.8, opponent


def test_hard_gives_action_to_gamblers_only() -> None:
    """Hard concedes a little to a player who gambles (challenges with weak hands), so that
    side bets go on between such players, and nothing to one who does not."""
    view = new(BAI_CAO, table(BAI_CAO, 3, mode="cao-rua"), 1).view(0)
    for opponent, gambles in (("hard", True), ("normal", False), ("nit", False), ("exploit:hard", False),
                              ("bluff:hard", False)):  # a reader who bluffs small to pass for a gambler
        _, hard = learned_match(opponent, 150, BAI_CAO)
        assert (hard.gambling(view, 1) == 1.0) if gambles else (hard.give(view, 1) == 0.0), opponent


def test_hard_ais_take_each_other_for_kin_and_a_reader_for_none() -> None:
    """Cào rùa, two hard AIs and two players who read hard from the showdowns: each hard
    weighs the answers to its challenges against hard's own in that seat, so it trusts the
    other hard and not the readers (the hard before took each other for readers, and gave its
    bluffs to a reader it trusted)."""
    names = ("hard", "profile:hard", "hard", "profile:hard")
    config = BAI_CAO.make_config(4, mode="cao-rua", balances=(10**9,) * 4)
    make = agents_for(BAI_CAO.hand_rules)
    agents = {s: make(name, s, config) for s, name in enumerate(names)}
    seeds = random.Random(3)
    for _ in range(300):
        Turns(BAI_CAO.new_round(config, seeds.getrandbits(63)), agents).play_out()
    view = BAI_CAO.new_round(config, 1).view(0)
    for me, other in ((0, 2), (2, 0)):
        hard = agents[me]
        assert isinstance(hard, HardAgent)
        assert hard.kinship(view, other) > 0.9, me
        assert all(hard.give(view, r) == 0 for r in (1, 3)), me


def test_a_table_of_hard_ais_keeps_its_side_bets_going() -> None:
    """Cào rùa, four hard AIs: lively from the first deals, and livelier as they learn each
    other (issue 41: 0.85 accepted side bets a round at four seats; hard before its shadows
    made 0.30 a round here in the first 100 rounds and 0.55 after)."""
    config = BAI_CAO.make_config(4, mode="cao-rua", balances=(10**9,) * 4)
    make = agents_for(BAI_CAO.hand_rules)
    agents = {s: make("hard", s, config) for s in range(4)}
    seeds = random.Random(5)
    accepted = []
    for _ in range(400):
        state = BAI_CAO.new_round(config, seeds.getrandbits(63))
        Turns(state, agents).play_out()
        accepted.append(sum(b[4] in ("won", "lost", "push") for b in state.result().summary["side_bets"]))
    early, late = sum(accepted[:100]) / 100, sum(accepted[100:]) / 300
    assert early > 0.4 and late > 0.85


def test_models_are_saved_and_restored() -> None:
    _, hard = learned_match("normal", 10)
    data = hard.models_to_dict()
    twin = agent("hard", 0)
    twin.load_models(data)
    assert isinstance(twin, HardAgent) and twin.models_to_dict() == data
    view = free_to_challenge(hand_at(BA_CAY, 0.5)).view(1)
    assert twin.rates(view, 1) == hard.rates(view, 1)
    assert twin.answered_plainly.to_list() == hard.answered_plainly.to_list()
    for bad in ({"game": "bai-cao", "seats": {}}, {"game": "ba-cay", "seats": {"1": {"accepts": [[1, 2]]}}},
                {"game": "ba-cay", "seats": {"9": {}}}, {"game": "ba-cay", "seats": {}, "plain": [[1, 2]]}):
        with pytest.raises(ValueError):
            twin.load_models(bad)
    assert twin.models_to_dict() == data  # a refused load changes nothing


def test_the_exploiter_asks_copies_that_learn_what_the_real_ones_learn() -> None:
    seats = [Seat(f"S{i}", "hard") for i in range(3)]
    match = Match(BA_CAY, seats, mode="nhat-an-tat", balances=[10**9] * 3, seed=8)
    make = agents_for(BA_CAY.hand_rules)
    exploit = make("exploit:hard", 0, match.config())
    assert isinstance(exploit, ExploitAgent)
    real = [exploit, make("hard", 1, match.config()), make("hard", 2, match.config())]
    for _ in range(15):
        match.play_round(real)
    for s in (1, 2):
        copy = exploit.shadows[s]
        assert isinstance(copy, HardAgent) and copy.models_to_dict() == real[s].models_to_dict()  # type: ignore[attr-defined]


# --- every level, every table -------------------------------------------------------------------------
def every_agent(variant: ThreeCardVariant, seat: int, n: int) -> list[ThreeCardAgent]:
    make = agents_for(variant.hand_rules)
    out = []
    for name in (*LEVELS, "always-accept", "always-decline", "exploit:hard"):
        a = make(name, seat, table(variant, n))
        assert isinstance(a, ThreeCardAgent)
        out.append(a)
    return out


@pytest.mark.parametrize(("variant", "mode", "preset"), [
    (BA_CAY, "chuong", "goc"), (BA_CAY, "nhat-an-tat", "nha"), (BAI_CAO, "cao-cai", "nha"),
    (BAI_CAO, "cao-rua", "goc"),
])
def test_no_agent_reads_another_seats_cards(variant: ThreeCardVariant, mode: str, preset: str) -> None:
    """Every level, hard and the exploiter included — with what they learned over earlier
    rounds — chooses the same when the cards it cannot see are moved."""
    n = 5
    seats = [Seat(f"S{i}", lv) for i, lv in enumerate(("hard", "normal", "easy", "hard", "normal"))]
    match = Match(variant, seats, mode=mode, options=variant.preset(preset), balances=[10**6] * n, seed=2)
    teachers = match.agents(game(variant.key).agents)
    for _ in range(12):
        match.play_round(teachers)
    pupils = {s: every_agent(variant, s, n) for s in range(n)}
    for s, agents in pupils.items():
        for a in agents:
            for t in teachers:
                if isinstance(t, HardAgent) and t.seat == s and isinstance(a, HardAgent):
                    a.load_models(t.models_to_dict())
    checked = 0

    def chooser(state: ThreeCardRound, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        nonlocal checked
        mine = [a.choose(state.view(seat), legal, random.Random(checked)) for a in pupils[seat]]
        models = [a.models_to_dict() for a in pupils[seat] if isinstance(a, HardAgent)]
        for k in range(2):
            other = state.permute_hidden(seat, random.Random(k))
            again = [a.choose(other.view(seat), other.legal_actions(seat), random.Random(checked))
                     for a in pupils[seat]]
            assert again == mine
        assert [a.models_to_dict() for a in pupils[seat] if isinstance(a, HardAgent)] == models
        checked += 1
        return mine[checked % 3]

    config = match.config()
    for seed in range(4):
        play_random(variant, config, seed, chooser=chooser)  # type: ignore[arg-type]
    assert checked >= 16


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.key for v in VARIANTS])
def test_every_choice_is_legal_over_many_rounds(variant: ThreeCardVariant) -> None:
    for mode in variant.modes:
        seats = [Seat(f"AI {i}", lv) for i, lv in enumerate(LEVELS * 3)]
        match = Match(variant, seats, mode=mode, balances=[400] * 9, seed=11)
        agents = match.agents(game(match.variant.key).agents)
        for _ in range(60):
            for s in match.short_of_chips():
                match.refill(s, 400)
            match.play_round(agents)  # raises IllegalAction if an agent chose badly
        assert match.round_no == 60


def test_agents_by_name() -> None:
    make = game("ba-cay").agents
    with pytest.raises(ValueError, match="always-accept"):
        make("genius", 0, table(BA_CAY, 2))
    with pytest.raises(ValueError):
        make("exploit:genius", 0, table(BA_CAY, 2))
    assert make("random", 0, table(BA_CAY, 2)).level == "random"
    assert type(make("easy", 1, table(BA_CAY, 2))) is EasyAgent
    assert type(make("normal", 1, table(BA_CAY, 2))) is ReadingAgent
    assert isinstance(make("always-decline", 1, table(BA_CAY, 2)), AnsweringAgent)
    assert isinstance(game("bai-cao").agents("hard", 1, table(BAI_CAO, 2)), HardAgent)


def test_answering_agents_answer_every_challenge_alike() -> None:
    for name, answer in (("always-accept", Accept(1)), ("always-decline", Decline(1))):
        state = facing_a_challenge(BA_CAY.hand_rules.parse("AS AC 9S"))
        chosen = agents_for(BA_CAY.hand_rules)(name, 2, state.config).choose(
            state.view(2), state.legal_actions(2), random.Random(0))
        assert chosen == answer


def test_a_bai_cao_save_with_the_older_ten_bin_models_plays_on_with_fresh_ones() -> None:
    """Before ba tiên had a bin of its own a Bài Cào model had ten bins: such a save still
    opens and plays, its hard seats starting to learn afresh, nothing refused or lost."""
    seats = [Seat("You", "human"), *(Seat(f"S{i}", "hard") for i in range(1, 4))]
    match = Match(BAI_CAO, seats, mode="cao-rua", balances=[10**6] * 4, seed=3)
    make = agents_for(BAI_CAO.hand_rules)
    for _ in range(3):
        match.play_round(match.agents(make, "hard"))
    saved = match.to_dict()
    models = saved["ai"]["models"]
    assert models and all(len(m["plain"]) == 11 for m in models.values())
    for m in models.values():  # the shape an older program saved: ten bins
        m["plain"] = m["plain"][:10]
        for seat in m["seats"].values():
            for key in ("challenges", "accepts", "at_me"):
                if key in seat:
                    seat[key] = seat[key][:10]
    again = Match.from_dict(saved)
    agents = again.agents(make, "hard")
    fresh = agents_for(BAI_CAO.hand_rules)("hard", 1, again.config())
    assert agents[1].models_to_dict() == fresh.models_to_dict()  # type: ignore[attr-defined]
    again.play_round(agents)
    assert again.round_no == match.round_no + 1 and len(again.to_dict()["ai"]["models"]["1"]["plain"]) == 11
