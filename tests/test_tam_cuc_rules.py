"""Tam Cúc rules: the deck, the order of pieces, groups, and every example of RULES.md §4 and the seeds."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine.deck import TAM_CUC_REMOVALS, tam_cuc_deck
from game.engine.errors import NotationError
from game.engine.pieces import Rank, parse_pieces
from game.variants.tam_cuc.groups import ALL_GROUPS, Kind, classify, counts_of, groups_in, multisets
from game.variants.tam_cuc.scoring import KetKind, ket_kind
from game.variants.tam_cuc.variant import TAM_CUC


def test_deck_has_32_pieces_16_per_colour() -> None:
    deck = tam_cuc_deck()
    assert len(deck) == 32
    for red in (True, False):
        mine = Counter(p.rank for p in deck if p.red is red)
        assert mine == {Rank.K: 1, Rank.A: 2, Rank.E: 2, Rank.R: 2, Rank.C: 2, Rank.H: 2, Rank.P: 5}


@pytest.mark.parametrize(("removal", "left"), [("K k A P p", 27), ("P p", 30), ("K k A a p", 27)])
def test_three_player_removals(removal: str, left: int) -> None:
    assert removal in TAM_CUC_REMOVALS
    deck = tam_cuc_deck(removal)
    assert len(deck) == left and len(deck) % 3 == 0
    assert Counter(tam_cuc_deck()) - Counter(deck) == Counter(parse_pieces(removal))


@pytest.mark.parametrize(("n", "removal", "each"), [(2, None, 16), (3, "K k A P p", 9), (3, "P p", 10),
                                                    (3, "K k A a p", 9), (4, None, 8)])
def test_all_pieces_are_dealt(n: int, removal: str | None, each: int) -> None:
    options = {"removal": removal} if removal else {}
    state = TAM_CUC.new_round(TAM_CUC.make_config(n, options=options), seed=5)
    view = state.view(0)
    assert view.hand_sizes == (each,) * n
    assert sum(Counter(state.view(s).hand).total() for s in range(n)) == len(tam_cuc_deck(view.removal))


def _wins(a: str, b: str) -> str | None:
    return TAM_CUC.compare(a, b)


def test_seed_examples_of_the_order() -> None:
    assert _wins("e", "C") == "a"  # the name decides, whatever the colour
    assert _wins("p", "P") == "b" and _wins("P", "h") == "b"  # p < P < h
    assert _wins("K", "k") == "a" and _wins("k", "A") == "a"
    assert _wins("k a e", "R C H") == "a"  # K A E beats R C H, even black over red
    assert _wins("R C H", "r c h") == "a" and _wins("r c h", "R C H") == "b"
    assert _wins("P P", "p p") == "a" and _wins("h h", "P P") == "a"
    assert _wins("P P P P", "p p p p") == "a"


def test_equal_groups_the_earlier_stands() -> None:
    assert _wins("E", "E") == "a"
    assert _wins("c c", "c c") == "a"


@pytest.mark.parametrize("text", ["A E R", "E R C", "C H P", "P P P", "p P", "R c H", "K A e", "P P p p"])
def test_not_groups(text: str) -> None:
    assert classify(parse_pieces(text)) is None
    assert TAM_CUC.describe_hand(text)["group"] is None
    assert TAM_CUC.describe_hand(text)["name"] == "Không thành bộ"


def test_a_non_group_never_beats_a_group_of_the_same_size() -> None:
    assert _wins("A E R", "r c h") == "b"
    assert _wins("p p", "K A") == "a"
    assert _wins("K A", "A E") is None


def test_compare_refuses_different_sizes() -> None:
    with pytest.raises(ValueError, match="same number of pieces"):
        TAM_CUC.compare("R", "R C")


@pytest.mark.parametrize(("text", "group", "name"), [
    ("R", "single", "Xe đỏ"),
    ("K", "single", "Tướng ông"),
    ("e", "single", "Tượng thâm"),
    ("R R", "pair", "Đôi Xe đỏ"),
    ("a a", "pair", "Đôi Sĩ đen"),
    ("R C H", "triple", "Bộ ba Xe-Pháo-Mã đỏ"),
    ("k a e", "triple", "Bộ ba Tướng-Sĩ-Tượng đen"),
    ("P P P P", "tu-tu", "Tứ tử đỏ"),
    ("p p p p p", "ngu-tu", "Ngũ tử đen"),
])
def test_describe_hand(text: str, group: str, name: str) -> None:
    info = TAM_CUC.describe_hand(text)
    assert info["cards"] == text and info["group"] == group and info["name"] == name


def test_describe_hand_rejects_bad_notation() -> None:
    with pytest.raises(NotationError):
        TAM_CUC.describe_hand("X")
    with pytest.raises(NotationError):
        TAM_CUC.describe_hand("K K")  # only one Tướng ông exists


def test_group_table() -> None:
    kinds = Counter(g.kind for g in ALL_GROUPS)
    assert kinds == {Kind.SINGLE: 14, Kind.PAIR: 12, Kind.TRIPLE: 4, Kind.TU_TU: 2, Kind.NGU_TU: 2}
    for g in ALL_GROUPS:
        assert classify(g.pieces) is g


def test_groups_in_a_hand_and_first_trick_cap() -> None:
    hand = counts_of(p.index for p in parse_pieces("K A E E R C H p p p p"))
    names = sorted(str(g) for g in groups_in(hand))
    assert names == sorted(["K", "A", "E", "R", "C", "H", "p", "E E", "p p", "K A E", "R C H", "p p p p"])
    capped = sorted(str(g) for g in groups_in(hand, Rank.E))
    assert "K" not in capped and "A" not in capped and "K A E" not in capped and "E E" in capped


def test_multisets_are_every_distinct_choice() -> None:
    hand = counts_of(p.index for p in parse_pieces("p p p R"))
    assert multisets(hand, 2) == [(0, 0), (0, 7)]
    assert len(multisets(counts_of(range(14)), 3)) == 364  # C(14, 3)


@pytest.mark.parametrize(("text", "kind"), [
    ("p p", KetKind.TOT_DEN), ("p p p p", KetKind.TOT_DEN), ("P P P P P", KetKind.TOT_DEN),
    ("P P", KetKind.DOI), ("R R", KetKind.DOI), ("h h", KetKind.DOI),
    ("R C H", KetKind.BA), ("r c h", KetKind.BA),
    ("E E", None), ("a a", None), ("K A E", None), ("R", None), ("p", None),
])
def test_ket_kinds(text: str, kind: KetKind | None) -> None:
    group = classify(parse_pieces(text))
    assert group is not None
    assert ket_kind(group) == kind
