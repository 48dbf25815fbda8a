"""Xì Dách hand values, categories and the player-against-dealer matrix (RULES.md §3)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cli import main
from game.engine.cards import ALL_CARDS, Card, parse_cards
from game.engine.errors import NotationError
from game.variants.xi_dach.hand import (
    VALUE_BY_INDEX,
    Category,
    XiDachRules,
    category_of_strength,
    evaluate,
    outcome,
)
from game.variants.xi_dach.variant import XI_DACH

DEFAULT = XiDachRules()
FLEXIBLE = XiDachRules(ace_flexible=True)
LOOSE = XiDachRules(ngu_linh_strict=False)  # Luật nhà: five cards making 21 are ngũ linh too


def value(text: str, rules: XiDachRules = DEFAULT) -> tuple[int, str]:
    v = evaluate(parse_cards(text), rules)
    return v.total, v.category.value


# --- the ace rule, card count by card count -------------------------------------------
@pytest.mark.parametrize(
    ("hand", "total", "category"),
    [
        ("AS 5H", 16, "du-tuoi"),  # 11 + 5
        ("AS 4H", 15, "non"),  # 11 + 4: the best it can do is still under 16
        ("AS 9H", 20, "du-tuoi"),
        ("AS 6D", 17, "du-tuoi"),
        ("2S 3H", 5, "non"),
        ("KS QH", 20, "du-tuoi"),
        ("AS KD", 21, "xi-dach"),
        ("AS 10H", 21, "xi-dach"),
        ("JC AD", 21, "xi-dach"),
        ("AS AH", 21, "xi-bang"),
    ],
)
def test_two_cards(hand: str, total: int, category: str) -> None:
    assert value(hand) == (total, category)


@pytest.mark.parametrize(
    ("hand", "total", "category"),
    [
        ("AS 5H 5D", 21, "du-tuoi"),  # 11 + 10
        ("AS 10H 10D", 21, "du-tuoi"),  # three cards: 21, never xì dách
        ("AS KH QD", 21, "du-tuoi"),  # ace as 1
        ("AS 6H 5D", 21, "du-tuoi"),  # ace as 10: 10 + 11
        ("AS 7H 5D", 13, "non"),  # 10 or 11 would be quắc, so the ace is 1
        ("AS 2H 3D", 16, "du-tuoi"),
        ("AS AH 9C", 21, "du-tuoi"),  # 11 + 1 + 9
        ("AS AH 5C", 17, "du-tuoi"),  # 11 + 1 + 5
        ("AS AH AD", 21, "du-tuoi"),  # 10 + 10 + 1
        ("KS QH 5D", 25, "quac"),
        ("10S 6H 5D", 21, "du-tuoi"),
    ],
)
def test_three_cards(hand: str, total: int, category: str) -> None:
    assert value(hand) == (total, category)


@pytest.mark.parametrize(
    ("hand", "total", "category"),
    [
        ("AS 5H 5D 2C", 13, "non"),  # the fourth card takes 21 down to 13
        ("AS 5H 5D 5C", 16, "du-tuoi"),
        ("AS KH 5D 5C", 21, "du-tuoi"),
        ("AS 2H 3D 4C", 10, "non"),  # 20 with a flexible ace, see below
        ("AS AH 9C 5D", 16, "du-tuoi"),
        ("AS AH AD AC", 4, "non"),
        ("KS 2H 3D 8C", 23, "quac"),
    ],
)
def test_four_cards_count_the_ace_as_one(hand: str, total: int, category: str) -> None:
    assert value(hand) == (total, category)


@pytest.mark.parametrize(
    ("hand", "total", "category"),
    [
        ("AS 2H 3D 4C 5S", 15, "ngu-linh"),
        ("AS KH 5D 3C 2S", 21, "du-tuoi"),  # seed 002: ngũ linh is under 21; five cards making 21 are a 21
        ("AS KH 5D 3C 3S", 22, "quac"),
        ("AS AH AD AC 10S", 14, "ngu-linh"),
        ("2S 3S 4S 5S 6S", 20, "ngu-linh"),
    ],
)
def test_five_cards(hand: str, total: int, category: str) -> None:
    assert value(hand) == (total, category)


def test_drawing_a_fourth_card_can_lower_the_total() -> None:
    assert value("AS 5H 5D")[0] == 21
    assert value("AS 5H 5D 2C")[0] == 13


@pytest.mark.parametrize(
    ("hand", "default", "flexible"),
    [
        ("AS 2H 3D 4C", (10, "non"), (20, "du-tuoi")),
        ("AS 5H 5D 2C", (13, "non"), (13, "non")),  # 22 and 23 would be quắc
        ("AS AH 9C 5D", (16, "du-tuoi"), (16, "du-tuoi")),  # 25 and 26 would be quắc
        ("AS 2H 2D 2C", (7, "non"), (17, "du-tuoi")),
        ("AS 2H 3D 4C 5S", (15, "ngu-linh"), (15, "ngu-linh")),  # the lowest total counts
        ("AS 5H", (16, "du-tuoi"), (16, "du-tuoi")),
    ],
)
def test_option_flexible_ace(hand: str, default: tuple[int, str], flexible: tuple[int, str]) -> None:
    assert value(hand) == default
    assert value(hand, FLEXIBLE) == flexible


def test_ngu_linh_is_under_21_and_the_house_rule_counts_21_too() -> None:
    """Seed 002: "rút đủ thêm 3 lá bài nữa mà tổng điểm vẫn < 21 thì được gọi là ngũ linh" (issue 40:
    the original rules' preset prints "21 điểm" for 2S 3S 4S 5S 7S, not "Ngũ linh 21")."""
    assert value("AS KH 5D 3C 2S") == (21, "du-tuoi")
    assert value("2S 3S 4S 5S 6S") == (20, "ngu-linh")
    assert XI_DACH.describe_hand("2S 3S 4S 5S 7S")["name"] == "21 điểm"
    assert value("AS KH 5D 3C 2S", LOOSE) == (21, "ngu-linh")
    assert value("2S 3S 4S 5S 7S", LOOSE) == (21, "ngu-linh")


def test_bad_hands_are_refused() -> None:
    with pytest.raises(ValueError, match="2 to 5"):
        evaluate(parse_cards("KS"), DEFAULT)
    with pytest.raises(ValueError, match="at most 5"):
        evaluate(parse_cards("2S 3S 4S 5S 6S 7S"), DEFAULT)
    with pytest.raises(NotationError):
        parse_cards("AS AS")


# --- the settlement matrix -------------------------------------------------------------
# Two hands of each category, the player's in ♠♥ and the dealer's in ♦♣ so no card is in both;
# equal categories have equal totals here (the unequal ones are tested below).
HANDS = {
    "xi-bang": ("AS AH", "AD AC"),
    "xi-dach": ("AS KH", "AD 10C"),
    "ngu-linh": ("2S 3S 4S 5S 6S", "2D 3D 4D 5D 6D"),
    "du-tuoi": ("10S 8H", "10D 8C"),
    "quac": ("10S 8H 5S", "KD QC 3D"),
    "non": ("10S 5H", "9D 6C"),
}
ORDER = ["xi-bang", "xi-dach", "ngu-linh", "du-tuoi", "quac", "non"]
# MATRIX[player][dealer]: "a" the player wins, "b" the dealer wins, None a push.
MATRIX = {
    #            xi-bang xi-dach ngu-linh du-tuoi quac non
    "xi-bang": [None, "a", "a", "a", "a", "a"],
    "xi-dach": ["b", None, "a", "a", "a", "a"],
    "ngu-linh": ["b", "b", None, "a", "a", "a"],
    "du-tuoi": ["b", "b", "b", None, "a", "a"],
    "quac": ["b", "b", "b", "b", None, "a"],
    "non": ["b", "b", "b", "b", "b", None],  # non loses even to a quắc dealer
}


@pytest.mark.parametrize("player", ORDER)
@pytest.mark.parametrize("dealer", ORDER)
def test_settlement_matrix(player: str, dealer: str) -> None:
    a, b = HANDS[player][0], HANDS[dealer][1]
    assert value(a)[1] == player and value(b)[1] == dealer
    assert XI_DACH.compare(a, b) == MATRIX[player][ORDER.index(dealer)]


@pytest.mark.parametrize(
    ("player", "dealer", "winner"),
    [
        ("10S 9H", "10D 8C", "a"),  # đủ tuổi: higher wins
        ("10S 7H", "10D 8C", "b"),
        ("10S 6H", "9D 7C", None),  # 16 = 16
        ("AS 5H 5D", "10D 9C 2H", None),  # 21 = 21, with the ace as 10
        ("AS 5H 5D", "KD QC", "a"),  # three-card 21 beats 20
        ("2S 3S 4S 5S 3H", "2H 3D 4H 5H 5D", "a"),  # seed 002: ngũ linh 17 beats ngũ linh 19
        ("2H 3D 4H 5H 5D", "2S 3S 4S 5S 3H", "b"),
        ("2S 3S 4S 5S 6S", "2H 3D 4H 5H AC", "b"),  # ngũ linh 20 loses to 15
        ("2S 3S 4S 5S 6S", "2H 3D 4H 5H 6D", None),  # ngũ linh 20 = 20
        ("AS KH 5D 3C 2S", "10D 9C 2H", None),  # five cards making 21 are a 21 (not ngũ linh): a push
        ("10S 5H", "9D 4C", None),  # non against non: push, whatever the totals
        ("10S 8H 5D", "KD QC 9S", None),  # quắc 23 against quắc 29: push
        ("10S 8H 5D", "KD 5C", "a"),  # the ranking puts quắc over non
    ],
)
def test_equal_category_cases(player: str, dealer: str, winner: str | None) -> None:
    assert XI_DACH.compare(player, dealer) == winner


def test_option_dealer_wins_two_quac() -> None:
    rules = XiDachRules(double_quac_dealer=True)
    quac_a, quac_b = evaluate(parse_cards("10S 8H 5D"), rules), evaluate(parse_cards("KD QC 9S"), rules)
    assert outcome(quac_a, quac_b, DEFAULT) == 0
    assert outcome(quac_a, quac_b, rules) == -1


def test_compare_refuses_a_card_in_both_hands() -> None:
    with pytest.raises(ValueError, match="both hands"):
        XI_DACH.compare("AS KD", "AS 10H")


# --- properties -------------------------------------------------------------------------
hands = st.lists(st.sampled_from(ALL_CARDS), min_size=2, max_size=5, unique=True)
all_rules = st.builds(XiDachRules, ace_flexible=st.booleans(), ngu_linh_strict=st.booleans())


@given(hands, all_rules)
def test_total_is_the_holders_best_choice(cards: list[Card], rules: XiDachRules) -> None:
    """Brute force over every way to count the aces agrees with the valuation."""
    v = evaluate(cards, rules)
    hard = sum(VALUE_BY_INDEX[c.index] for c in cards)
    aces = sum(VALUE_BY_INDEX[c.index] == 1 for c in cards)
    if len(cards) <= 3 or rules.ace_flexible:
        choices = {hard}
        for _ in range(aces):
            choices = {t + extra for t in choices for extra in (0, 9, 10)}
        fitting = [t for t in choices if t <= 21]
        expected = max(fitting) if fitting else hard
    else:
        expected = hard
    if v.category is Category.NGU_LINH:
        assert len(cards) == 5 and v.total == hard <= 21
    elif not v.is_special:
        assert v.total == expected
    assert category_of_strength(v.strength) is v.category


@given(hands, hands)
def test_outcome_is_antisymmetric(a: list[Card], b: list[Card]) -> None:
    va, vb = evaluate(a, DEFAULT), evaluate(b, DEFAULT)
    assert outcome(va, vb, DEFAULT) == -outcome(vb, va, DEFAULT)
    order = {c: i for i, c in enumerate(reversed(ORDER))}
    if va.category != vb.category:
        assert outcome(va, vb, DEFAULT) == (1 if order[va.category] > order[vb.category] else -1)


# --- the CLI ------------------------------------------------------------------------------
def test_cli_hand_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hand", "--variant", "xi-dach", "--json", "AS", "5H", "5D", "2C"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row == {"cards": "AS 5H 5D 2C", "name": "Non 13 điểm", "name_en": "Non 13 (under 16)", "total": 13,
                   "category": "non"}


@pytest.mark.parametrize(
    ("hand", "category", "name"),
    [
        ("AS AH", "xi-bang", "Xì bàng"),
        ("AS KD", "xi-dach", "Xì dách"),
        ("2S 3S 4S 5S 6S", "ngu-linh", "Ngũ linh 20 điểm"),
        ("10S 8H", "du-tuoi", "18 điểm"),
        ("10S 8H 5D", "quac", "Quắc (23 điểm)"),
        ("A♠ 10♥ 10♦", "du-tuoi", "21 điểm"),
    ],
)
def test_describe_hand(hand: str, category: str, name: str) -> None:
    info = XI_DACH.describe_hand(hand)
    assert (info["category"], info["name"]) == (category, name)


def test_cli_compare_is_from_the_players_side(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["compare", "--variant", "xi-dach", "--json", "10S 5H", "KD QC 3S"]) == 0
    assert json.loads(capsys.readouterr().out)["winner"] == "b"  # non loses to a quắc dealer
    assert main(["compare", "--variant", "xi-dach", "--json", "AS AH", "AD KD"]) == 0
    assert json.loads(capsys.readouterr().out)["winner"] == "a"
    assert main(["compare", "--variant", "xi-dach", "--json", "10S 8H 5D", "KD QC 3S"]) == 0
    assert json.loads(capsys.readouterr().out)["winner"] is None
