"""Ba Cây hands (RULES.md §1, seeds 000 and 001): points, the card order, names, the CLI records."""

from __future__ import annotations

from collections import defaultdict
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.cards import Card, parse_cards
from game.engine.errors import NotationError
from game.variants.three_card.ba_cay import BA_CAY, BA_CAY_RULES, card_order
from game.variants.three_card.defs import Hand, all_hands

RULES = BA_CAY_RULES
# RULES.md §1, written out by hand: át cụ, then ♦ > ♥ > ♣ > ♠, 9 high and A low in each suit.
ORDER_TEXT = (
    "AD 9D 8D 7D 6D 5D 4D 3D 2D 9H 8H 7H 6H 5H 4H 3H 2H AH "
    "9C 8C 7C 6C 5C 4C 3C 2C AC 9S 8S 7S 6S 5S 4S 3S 2S AS"
)


def hand(text: str) -> Hand:
    return RULES.parse(text)


def reference_points(cards: Hand) -> int:
    """RULES.md §1 read literally: the total mod 10, but a total of 10 or 20 scores 10."""
    total = sum(c.rank for c in cards)
    return 10 if total in (10, 20) else total % 10


def test_seed_examples() -> None:
    # Seed 000: both are 10 points, and the ♦ decides.
    assert BA_CAY.compare("AS 7C 2D", "3H 4C 3S") == "a"
    assert BA_CAY.compare("3H 4C 3S", "AS 7C 2D") == "b"
    # Seed 000: át cụ beats the 6♦ ("10 át cụ").
    assert BA_CAY.compare("AD 3C 6H", "2S 2C 6D") == "a"
    assert BA_CAY.describe_hand("AD 3C 6H")["name"] == "10 át cụ"
    # Seed 000: ♥A ♣7 ♠3 totals 11, so 1 point; 20 counts 10.
    assert RULES.points(hand("AH 7C 3S")) == 1
    assert RULES.points(hand("9D 9H 2S")) == 10
    assert RULES.points(hand("AS 2S 7S")) == 10


@pytest.mark.parametrize(
    ("cards", "points", "name"),
    [
        ("AS 7C 2D", 10, "10 nút"),
        ("AD 3C 6H", 10, "10 át cụ"),
        ("AD 2C 6H", 9, "9 nút"),
        ("9D 9H 9S", 7, "7 nút"),
        ("AH AC AS", 3, "3 nút"),
        ("5D 5H 9S", 9, "9 nút"),
        ("A♦ 3♣ 6♥", 10, "10 át cụ"),
    ],
)
def test_points_and_names(cards: str, points: int, name: str) -> None:
    info = BA_CAY.describe_hand(cards)
    assert (info["points"], info["name"], info["special"]) == (points, name, None)


def test_describe_hand_record() -> None:
    info = BA_CAY.describe_hand("AS 7C 2D")
    assert info == {
        "cards": "AS 7C 2D",
        "points": 10,
        "special": None,
        "name": "10 nút",
        "name_en": "10 points",
        "top": "2D",
    }


def test_points_of_every_hand_match_the_rule_book() -> None:
    hands = all_hands(RULES)
    assert len(hands) == 7140
    for h in hands:
        assert RULES.points(h) == reference_points(h)


def test_card_order_is_the_rule_books_strict_total_order() -> None:
    cards = parse_cards(ORDER_TEXT)
    assert len(set(cards)) == 36 == len(RULES.deck)
    assert sorted(RULES.deck, key=card_order, reverse=True) == list(cards)
    assert len({card_order(c) for c in RULES.deck}) == 36


def test_no_two_hands_dealt_from_one_deck_ever_tie() -> None:
    """Hands of equal strength always share a card, so no two disjoint hands are equal."""
    by_strength: dict[int, list[frozenset[Card]]] = defaultdict(list)
    for h in all_hands(RULES):
        by_strength[RULES.strength(h)].append(frozenset(h))
    assert len(by_strength) > 300
    for group in by_strength.values():
        for a, b in combinations(group, 2):
            assert a & b, f"{sorted(map(str, a))} and {sorted(map(str, b))} tie"


deck_hands = st.permutations(list(RULES.deck)).map(lambda cs: (tuple(cs[:3]), tuple(cs[3:6])))


@given(deck_hands)
def test_points_first_then_the_top_card(pair: tuple[Hand, Hand]) -> None:
    a, b = pair
    expected = (reference_points(a), max(map(card_order, a))) > (reference_points(b), max(map(card_order, b)))
    assert RULES.compare(a, b) == (1 if expected else -1)
    assert RULES.compare(b, a) == -RULES.compare(a, b)


@pytest.mark.parametrize("bad", ["10H 2S 3S", "KD 2S 3S", "AS 2S", "AS 2S 3S 4S", "AS AS 3S", "ZS 2D 3H", ""])
def test_bad_hands_are_refused(bad: str) -> None:
    with pytest.raises(NotationError):
        BA_CAY.describe_hand(bad)


def test_compare_refuses_a_card_in_both_hands() -> None:
    with pytest.raises(NotationError, match="AD"):
        BA_CAY.compare("AD 3C 6H", "AD 2S 7S")


def test_the_36_card_deck_is_refused_a_ten_with_a_reason() -> None:
    with pytest.raises(NotationError, match="36-card"):
        BA_CAY.describe_hand("10D 2S 3S")
