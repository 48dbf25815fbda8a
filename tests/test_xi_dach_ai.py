"""Xì Dách agents and the exact odds behind the hints and the hard AI."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import pytest

from game.ai.base import LEVELS
from game.ai.xi_dach import AGENTS
from game.cli import main
from game.engine.cards import parse_cards
from game.engine.protocol import Action
from game.match.arena import ArenaSpec, run_arena
from game.variants.xi_dach.actions import Bet, Draw, Stand, Xet, XetAll
from game.variants.xi_dach.hand import XiDachRules, evaluate_counts, outcome
from game.variants.xi_dach.odds import (
    DEALER_MODEL,
    PLAYER_STANDS_ON,
    Hint,
    hint,
    player_hands,
    player_odds,
    pool_without,
)
from game.variants.xi_dach.round import XiDachRound
from game.variants.xi_dach.variant import XI_DACH
from tests.conformance import play_random
from tests.test_xi_dach_round import play, stacked


def arena(**fields: Any) -> ArenaSpec:
    """A Xì Dách arena with these settings."""
    return ArenaSpec(XI_DACH, AGENTS, **fields)


def choice(level: str, state: XiDachRound, seat: int) -> Action:
    agent = AGENTS(level, seat, state.config)
    return agent.choose(state.view(seat), state.legal_actions(seat), random.Random(0))


# --- no peeking ---------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("preset", ["goc", "nha"])
def test_no_agent_depends_on_cards_it_cannot_see(level: str, preset: str) -> None:
    """Shuffling every card a seat cannot see never changes its agent's choice."""
    cfg = XI_DACH.make_config(5, options=XI_DACH.preset(preset))
    agents = [AGENTS(level, s, cfg) for s in range(5)]
    checked = 0

    def probe(state: object, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
        nonlocal checked
        assert isinstance(state, XiDachRound)
        mine = agents[seat].choose(state.view(seat), legal, random.Random(1))
        for k in range(3):
            other = state.permute_hidden(seat, random.Random(k))
            assert other.legal_actions(seat) == legal
            assert agents[seat].choose(other.view(seat), legal, random.Random(1)) == mine
            checked += 1

    def chooser(state: object, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(state, XiDachRound)
        return agents[seat].choose(state.view(seat), legal, rng)

    for seed in range(6):
        play_random(XI_DACH, cfg, seed, on_step=probe, chooser=chooser)
    assert checked > 30


# --- the players' policies ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("hand", "draws", "easy", "normal", "hard"),
    [
        ("9S 5H", "", Draw(), Draw(), Draw()),  # 14
        ("9S 6H", "", Stand(), Draw(), Draw()),  # 15: the timid player stands (dằng non)
        ("10S 6H", "", Stand(), Draw(), Draw()),  # 16 on two cards
        ("10S 3H", "3D", Stand(), Stand(), Draw()),  # 16 on three cards: drawing loses less
        ("10S 4H", "3D", Stand(), Stand(), Stand()),  # 17 on three cards
        ("10S 10H", "", Stand(), Stand(), Stand()),  # 20
        ("AS 9H", "", Stand(), Stand(), Stand()),  # 20 with the ace as 11
        ("2S 3H", "2D 4C", Draw(), Draw(), Draw()),  # four cards, 11: a ngũ linh that cannot go quắc
        ("10S 2H", "2D 3C", Stand(), Stand(), Draw()),  # four cards, 17: a third of the deck makes ngũ linh
        ("10S 2H", "2D 5C", Stand(), Stand(), Stand()),  # four cards, 19
    ],
)
def test_player_policies(hand: str, draws: str, easy: Action, normal: Action, hard: Action) -> None:
    state = stacked({0: "9C 7D", 1: hand}, draws + " 8D")
    for _ in draws.split():
        play(state, (1, Draw()))
    for level, expected in zip(LEVELS, (easy, normal, hard), strict=True):
        assert choice(level, state, 1) == expected, level


@pytest.mark.parametrize(
    ("hand", "draws", "rule", "expected"),
    [
        ("10S 6H", "", "rule:hit17-soft19-safe4", Draw()),  # 16
        ("10S 7H", "", "rule:hit17-soft19-safe4", Stand()),  # 17
        ("AS 7H", "", "rule:hit17-soft19-safe4", Draw()),  # soft 18
        ("AS 8H", "", "rule:hit17-soft19-safe4", Stand()),  # soft 19
        ("AS 7H", "", "rule:hit17", Stand()),  # soft 18, no soft rule
        ("2S 3H", "2D 4C", "rule:hit17-soft19-safe4", Draw()),  # four cards, 11: safe
        ("2S 3H", "2D 5C", "rule:hit17-soft19-safe4", Stand()),  # four cards, 12: a ten would bust
        ("2S 3H", "2D 5C", "rule:hit17", Draw()),
        ("9S 5H", "", "rule:hit14", Stand()),
    ],
)
def test_threshold_rules(hand: str, draws: str, rule: str, expected: Action) -> None:
    state = stacked({0: "9C 7D", 1: hand}, draws + " 8D")
    for _ in draws.split():
        play(state, (1, Draw()))
    assert choice(rule, state, 1) == expected


def test_a_threshold_rule_deals_like_a_dealer() -> None:
    state = stacked({0: "10C 6D", 1: "10S 7H"}, "")
    play(state, (1, Stand()))
    assert choice("rule:hit17", state, 0) == Draw()
    assert choice("rule:hit16", state, 0) == XetAll()
    with pytest.raises(ValueError, match="rule:hitN"):
        AGENTS("rule:hit", 0, state.config)


def test_hints_hold_together_and_the_hard_player_follows_them() -> None:
    """Over many real positions: the chances add up, the EV is what they imply at the
    default table (a win pays 95 after the fee, a loss costs 100), dằng non is never
    advised (it loses to everything), and the hard player takes the better EV."""
    seen = 0
    for seed in range(60):
        state = XiDachRound(XI_DACH.make_config(4), seed)
        while not state.is_over() and state.to_act()[0] != 0:
            seat = state.to_act()[0]
            advice = hint(state.view(seat))
            assert advice is not None
            for odds in filter(None, (advice.stand, advice.draw)):
                assert odds.win + odds.push + odds.lose == pytest.approx(1.0)
                assert odds.ev == pytest.approx(95 * odds.win - 100 * odds.lose)
            if advice.draw is not None and state.value(seat).total < 16:
                assert advice.best == "draw"
            expected = Draw() if advice.best == "draw" else Stand()
            action = choice("hard", state, seat)
            assert action == expected
            play(state, (seat, action))
            seen += 1
    assert seen > 100


def test_betting() -> None:
    cfg = XI_DACH.make_config(3, options={"free-bets": True})
    state = XiDachRound(cfg, 1)
    legal = state.legal_actions(1)
    assert legal[0] == Bet(100) and len(legal) == 10
    assert choice("normal", state, 1) == Bet(100) == choice("hard", state, 1)
    picks = {AGENTS("easy", 1, cfg).choose(state.view(1), legal, random.Random(k)) for k in range(30)}
    assert len(picks) > 3 and picks <= set(legal)


# --- the dealers' policies ---------------------------------------------------------------
def at_dealer(
    hands: dict[int, str], draws: str = "", player_draws: dict[int, int] | None = None
) -> XiDachRound:
    """Players draw as told, then stand: the dealer is to act."""
    state = stacked(hands, draws)
    for seat in sorted(s for s in hands if s):
        for _ in range((player_draws or {}).get(seat, 0)):
            play(state, (seat, Draw()))
        play(state, (seat, Stand()))
    assert state.to_act() == (0,)
    return state


def test_every_dealer_draws_below_16() -> None:
    state = at_dealer({0: "9C 6D", 1: "10S 8H"}, "2C")
    assert {choice(level, state, 0) for level in LEVELS} == {Draw()}


def test_easy_dealer_xets_all_from_16() -> None:
    state = at_dealer({0: "9C 7D", 1: "10S 8H", 2: "2S 3H"}, "2D 4C 5C", {2: 3})
    assert choice("easy", state, 0) == XetAll()


def test_normal_dealer_xets_the_long_hands_first_and_draws_on_16() -> None:
    state = at_dealer({0: "9C 7D", 1: "10S 8H", 2: "2S 3H"}, "2D 4C 5C", {2: 2})
    assert choice("normal", state, 0) == Xet(2)  # four cards: often quắc
    play(state, (0, Xet(2)))
    assert choice("normal", state, 0) == Draw()  # 16 against a two-card hand
    state = at_dealer({0: "10C 7D", 1: "10S 8H"})
    assert choice("normal", state, 0) == XetAll()


def test_hard_dealer_reads_card_counts() -> None:
    # 16 against a player who stopped on two cards (16–20 by the model): draw
    state = at_dealer({0: "9C 7D", 1: "10S 8H"})
    assert choice("hard", state, 0) == Draw()
    # 16 against one player who drew to four cards and one who stopped on two: settle
    # with the first now (likely quắc or weak), then draw against the second
    state = at_dealer({0: "9C 7D", 1: "2S 3H", 2: "10S 7H"}, "2D 4C", {1: 2})
    assert choice("hard", state, 0) == Xet(1)
    play(state, (0, Xet(1)))
    assert choice("hard", state, 0) == Draw()
    # 20 with everyone waiting: xét all
    state = at_dealer({0: "10C QD", 1: "10S 8H", 2: "9S 7H"})
    assert choice("hard", state, 0) == XetAll()


# --- the hints ------------------------------------------------------------------------------
def test_hint_is_for_the_player_to_act_only() -> None:
    state = stacked({0: "9C 7D", 1: "10S 6H", 2: "10D 8H"})
    assert hint(state.view(2)) is None and hint(state.view(0)) is None and hint(state.view(None)) is None
    advice = hint(state.view(1))
    assert isinstance(advice, Hint) and advice.draw is not None
    for odds in (advice.stand, advice.draw):
        assert odds.win + odds.push + odds.lose == pytest.approx(1.0)
        assert -100 <= odds.ev <= 95
    assert 0.0 < advice.bust < 1.0  # 16 busts on 6 and up
    draw_label, stand_label, best_label = advice.labels()
    assert draw_label.text("vi") == (f"Rút: {round(advice.draw.ev)} chip (quắc {round(100 * advice.bust)}%, "
                                     f"thắng {round(100 * advice.draw.win)}%, hòa {round(100 * advice.draw.push)}%)")
    assert advice.stand.push == 0.0  # 16 never ties the dealer's 17 and up
    assert stand_label.text("en") == f"Stand: {round(advice.stand.ev)} chips (win {round(100 * advice.stand.win)}%)"
    assert best_label.text("vi") == ("→ nên Rút" if advice.best == "draw" else "→ nên Dằng")


def test_no_draw_hint_at_21() -> None:
    state = stacked({0: "9C 7D", 1: "AS 5H"}, "5D")
    play(state, (1, Draw()))
    advice = hint(state.view(1))
    assert advice is not None and advice.draw is None and advice.best == "stand"


# Independent brute force: deal the dealer's two cards (never xì bàng / xì dách), then the
# player's card(s), then the dealer's draws, card by card in the real order, with exact
# fractions; the dealer draws while under the model's threshold.
Counts = tuple[int, int, int]  # cards, hard total, aces


def brute_force(
    hand: Counts, pool: list[int], rules: XiDachRules, bet: int, draw: bool
) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    n0, hard0, aces0 = hand
    totals = [Fraction(0)] * 4  # win, push, lose, ev
    special = Fraction(0)

    def settle(weight: Fraction, player: Counts, dealer: Counts) -> None:
        mine = evaluate_counts(*player, rules)
        theirs = evaluate_counts(*dealer, rules)
        result = outcome(mine, theirs, rules)
        if result > 0:
            won = bet * rules.multiplier(mine.category)
            chips = won - rules.fee(won)
        else:
            chips = -bet * rules.multiplier(theirs.category) if result < 0 else 0
        totals[0 if result > 0 else 1 if result == 0 else 2] += weight
        totals[3] += weight * chips

    def dealer_on(weight: Fraction, left: list[int], player: Counts, dealer: Counts) -> None:
        value = evaluate_counts(*dealer, rules)
        if dealer[0] == 5 or value.total >= DEALER_MODEL.stand_on:
            settle(weight, player, dealer)
            return
        size = sum(left)
        for v in range(10):
            if left[v]:
                rest = left.copy()
                rest[v] -= 1
                grown = (dealer[0] + 1, dealer[1] + v + 1, dealer[2] + (v == 0))
                dealer_on(weight * Fraction(left[v], size), rest, player, grown)

    size = sum(pool)
    for a in range(10):
        for b in range(10):
            left = pool.copy()
            w = Fraction(left[a], size)
            left[a] -= 1
            w *= Fraction(left[b], size - 1)
            left[b] -= 1
            if not w:
                continue
            dealer = (2, a + b + 2, (a == 0) + (b == 0))
            if evaluate_counts(*dealer, rules).is_special:
                special += w
                continue
            if not draw:
                dealer_on(w, left, hand, dealer)
                continue
            rest_size = sum(left)
            for c in range(10):
                if left[c]:
                    rest = left.copy()
                    rest[c] -= 1
                    player = (n0 + 1, hard0 + c + 1, aces0 + (c == 0))
                    dealer_on(w * Fraction(left[c], rest_size), rest, player, dealer)
    kept = 1 - special
    return (totals[0] / kept, totals[1] / kept, totals[2] / kept, totals[3] / kept)


SMALL_POOLS = [
    [3, 2, 0, 1, 2, 0, 0, 3, 0, 6],
    [1, 0, 2, 2, 0, 3, 1, 0, 2, 5],
]


@pytest.mark.parametrize("pool", SMALL_POOLS)
@pytest.mark.parametrize(
    ("cards", "rules"),
    [
        ("10S 7H", XiDachRules()),
        ("9S 7H", XiDachRules(thuong=True, fee_percent=10)),
        ("2S 3H 4D 5C", XiDachRules(thuong=True)),
        ("AS 2H 3D 4C", XiDachRules(double_quac_dealer=True)),
        ("2S 3H 4D 5C", XiDachRules(ngu_linh_strict=True, fee_percent=0)),
    ],
)
def test_odds_are_exact(pool: list[int], cards: str, rules: XiDachRules) -> None:
    """Standing, and drawing a fifth card, agree with a brute-force deal in the real order."""
    parsed = parse_cards(cards)
    hand = (len(parsed), sum(min(c.rank, 10) for c in parsed), sum(c.rank == 1 for c in parsed))
    got = player_odds(parsed, pool, rules, 100)
    stand = brute_force(hand, pool, rules, 100, draw=False)
    assert (got.stand.win, got.stand.push, got.stand.lose, got.stand.ev) == pytest.approx(
        [float(x) for x in stand], abs=1e-9
    )
    if len(parsed) == 4:
        assert got.draw is not None
        drawn = brute_force(hand, pool, rules, 100, draw=True)
        assert (got.draw.win, got.draw.push, got.draw.lose, got.draw.ev) == pytest.approx(
            [float(x) for x in drawn], abs=1e-9
        )


@pytest.mark.parametrize("pool", SMALL_POOLS)
def test_player_hand_estimate_is_exact(pool: list[int]) -> None:
    """The dealer's picture of a hand of k cards, against a brute-force "draw under 16"."""
    rules = XiDachRules()
    found: dict[int, dict[int, Fraction]] = {}

    def walk(weight: Fraction, left: list[int], hand: tuple[int, int, int]) -> None:
        n = hand[0]
        if n >= 2:
            value = evaluate_counts(*hand, rules)
            if n == 2 and value.is_special:
                return
            if n == 5 or value.total >= PLAYER_STANDS_ON:
                by_strength = found.setdefault(n, {})
                by_strength[value.strength] = by_strength.get(value.strength, Fraction(0)) + weight
                return
        size = sum(left)
        for v in range(10):
            if left[v]:
                rest = left.copy()
                rest[v] -= 1
                walk(weight * Fraction(left[v], size), rest, (n + 1, hand[1] + v + 1, hand[2] + (v == 0)))

    walk(Fraction(1), pool, (0, 0, 0))
    got = player_hands(pool, rules)
    assert set(got) == set(found)
    for k, by_strength in found.items():
        z = sum(by_strength.values())
        expected = [float(by_strength.get(s, 0) / z) for s in range(27)]
        assert got[k] == pytest.approx(expected, abs=1e-12)


def test_pool_without() -> None:
    assert pool_without(parse_cards("AS KD 10C 5H")) == [3, 4, 4, 4, 3, 4, 4, 4, 4, 14]


# --- the arena ----------------------------------------------------------------------------
def test_arena_pairs_the_rounds() -> None:
    """A level against itself plays the same rounds: every paired difference is zero."""
    report = run_arena(arena(players=3, a="normal", b="normal", deals=25, seed=4))
    assert report["mean"] == 0 and report["ci95"] == [0, 0] and report["n"] == 25
    assert report["separated"] is False


def test_arena_dealer_role_and_errors() -> None:
    report = run_arena(arena(players=3, a="normal", b="easy", role="dealer", deals=20, seed=1))
    assert report["a"] == "dealer normal" and report["opponent"] == "hard"
    with pytest.raises(ValueError, match="role"):
        arena(role="banker").check()
    with pytest.raises(ValueError, match="level"):
        arena(a="expert").check()


def test_cli_arena_and_sim(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["arena", "--variant", "xi-dach", "--players", "3", "--a", "easy", "--b", "normal"]
    assert main([*args, "--deals", "10", "--role", "player", "--rule", "thuong=on", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["n"] == 10 and len(report["ci95"]) == 2
    sim = ["sim", "--variant", "xi-dach", "--players", "4", "--rounds", "15", "--seed", "2", "--json"]
    assert main([*sim, "--rule", "free-bets=on", "--rule", "fee=10"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows) == 15
    assert all(sum(r["deltas"]) + r["fees"] == 0 for r in rows)
    assert {o for r in rows for o in r["outcomes"]} >= {"win", "lose"}
    assert main(["sim", "--variant", "xi-dach", "--players", "4", "--rule", "fee=11"]) == 2


@pytest.mark.slow
@pytest.mark.parametrize(
    ("role", "a", "b"),
    [("player", "hard", "easy"), ("player", "normal", "easy"), ("dealer", "hard", "easy")],
)
def test_stronger_levels_win_in_the_arena(role: str, a: str, b: str) -> None:
    report = run_arena(arena(players=4, a=a, b=b, role=role, deals=1000, seed=7))
    assert report["separated"] and report["mean"] > 0, report
