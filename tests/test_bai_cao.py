"""Bài Cào hands (RULES.md §2, seed 000): all 22,100 against a reference written another way."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.cards import ALL_CARDS, Suit, card
from game.engine.errors import NotationError
from game.variants.three_card.bai_cao import BAI_CAO, BAI_CAO_RULES

RULES = BAI_CAO_RULES


def reference(text: str) -> tuple[str, int]:
    """Seed 000 read from the notation alone: ("ba-tien", 0) or ("points", 0..9)."""
    ranks = [tok[:-1] for tok in text.split()]
    if all(r in ("J", "Q", "K") for r in ranks):
        return ("ba-tien", 0)
    pips = {"A": 1, "J": 0, "Q": 0, "K": 0, "10": 0}
    return ("points", sum(pips[r] if r in pips else int(r) for r in ranks) % 10)


def reference_key(text: str) -> tuple[int, int]:
    kind, points = reference(text)
    return (1, 0) if kind == "ba-tien" else (0, points)


def test_seed_examples() -> None:
    # Suits never matter: ♥3 ♣4 ♠2 (9 nút) ties ♦3 ♠4 ♣2.
    assert BAI_CAO.compare("3H 4C 2S", "3D 4S 2C") is None
    assert BAI_CAO.describe_hand("3H 4C 2S")["name"] == "9 nút"
    # A total of 27 is 7 nút; 10 is bù, the lowest.
    assert BAI_CAO.describe_hand("7H 10C KD")["points"] == 7
    assert BAI_CAO.describe_hand("5H 3C 2D")["name"] == "bù"
    assert BAI_CAO.compare("AH 10C KD", "5H 3C 2D") == "a"
    # Three face cards beat everything; 10 J Q is bù, not ba tiên; two ba tiên tie.
    assert BAI_CAO.compare("JS QD KH", "9S 10C KD") == "a"
    assert BAI_CAO.describe_hand("10S JD QH") == {
        "cards": "10S JD QH", "points": 0, "special": None, "name": "bù", "name_en": "bù (0 points)",
    }
    assert BAI_CAO.compare("JS QD KH", "JH JC QS") is None


def test_ba_tien_record() -> None:
    info = BAI_CAO.describe_hand("JS QD KH")
    assert (info["special"], info["name"], info["points"]) == ("ba-tien", "ba tiên", 0)


def test_every_hand_against_the_reference() -> None:
    hands = list(combinations(ALL_CARDS, 3))
    assert len(hands) == 22100
    strength_of_key: dict[tuple[int, int], set[int]] = {}
    for h in hands:
        text = " ".join(map(str, h))
        kind, points = reference(text)
        info = BAI_CAO.describe_hand(text)
        assert info["special"] == (kind if kind == "ba-tien" else None), text
        if kind == "points":
            assert info["points"] == points, text
            assert info["name"] == ("bù" if points == 0 else f"{points} nút"), text
        strength_of_key.setdefault(reference_key(text), set()).add(RULES.strength(h))
    # Each reference class is exactly one strength, and the strengths rank as the classes do.
    assert all(len(v) == 1 for v in strength_of_key.values())
    ranked = [next(iter(strength_of_key[k])) for k in sorted(strength_of_key)]
    assert ranked == sorted(ranked) and len(set(ranked)) == 11


same_ranks = st.tuples(*[st.sampled_from(range(1, 14))] * 3)


@given(same_ranks, st.tuples(*[st.sampled_from(list(Suit))] * 6))
def test_suits_never_matter(ranks: tuple[int, int, int], suits: tuple[Suit, ...]) -> None:
    a = tuple(card(r, s) for r, s in zip(ranks, suits[:3]))
    b = tuple(card(r, s) for r, s in zip(ranks, suits[3:]))
    assert RULES.strength(a) == RULES.strength(b)


@pytest.mark.parametrize("bad", ["ZS 2D 3H", "AS 2S", "AS AS 3S", "1S 2S 3S"])
def test_bad_hands_are_refused(bad: str) -> None:
    with pytest.raises(NotationError):
        BAI_CAO.describe_hand(bad)


def test_compare_refuses_a_card_in_both_hands() -> None:
    with pytest.raises(NotationError, match="KH"):
        BAI_CAO.compare("JS QD KH", "KH 2C 3C")
