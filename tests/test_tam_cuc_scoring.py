"""Tam Cúc settlement (RULES.md §4, seed 004's table): kết, đè and the count of cây."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from game.variants.tam_cuc.scoring import (
    DE_FACTOR,
    KET_POINTS,
    NO_KET,
    KetKind,
    Outcome,
    baseline,
    settle,
    standings,
)


def test_point_table_of_seed_004() -> None:
    assert KET_POINTS[2] == {KetKind.DOI: 12, KetKind.BA: 18, KetKind.TOT_DEN: 24}
    assert KET_POINTS[3] == {KetKind.DOI: 6, KetKind.BA: 9, KetKind.TOT_DEN: 12}
    assert KET_POINTS[4] == {KetKind.DOI: 4, KetKind.BA: 6, KetKind.TOT_DEN: 8}
    assert [KET_POINTS[n][KetKind.TOT_DEN] * DE_FACTOR for n in (2, 3, 4)] == [48, 24, 16]


def test_baselines() -> None:
    assert (baseline(16, 2), baseline(9, 3), baseline(8, 4)) == (8, 3, 2)
    assert baseline(10, 3) == 3  # the 10-piece deal: a player needs 3 cây to draw


@pytest.mark.parametrize(("cay", "base", "deltas"), [
    ((10, 6), 8, (2, -2)),
    ((8, 8), 8, (0, 0)),
    ((5, 3, 1), 3, (2, 0, -2)),
    ((4, 2, 2, 0), 2, (2, 0, 0, -2)),
    ((3, 3, 1, 1), 2, (1, 1, -1, -1)),
])
def test_no_ket_scores_cay_minus_baseline(cay: tuple[int, ...], base: int, deltas: tuple[int, ...]) -> None:
    assert settle(cay, base, NO_KET) == deltas


def test_extra_cay_from_trinh_lang_are_shared_from_what_the_losers_pay() -> None:
    # 4 players, a tứ tử shown: 12 cây in the deal.  Losers pay their shortfall (2);
    # the winners share it by their excess (4 and 2 → 1.33 and 0.67 → 1 and 1 by remainder).
    assert settle((6, 4, 2, 0), 2, NO_KET) == (1, 1, 0, -2)
    assert settle((8, 2, 2, 0), 2, NO_KET) == (2, 0, 0, -2)


def test_ket_every_other_player_pays_value_minus_cay_never_below_zero() -> None:
    ket = Outcome("ket", 0, None, KetKind.DOI, 4)
    assert settle((3, 2, 5, 0), 2, ket) == (6, -2, 0, -4)


def test_de_only_the_two_settle() -> None:
    de = Outcome("de", 2, 0, KetKind.TOT_DEN, 16)
    assert settle((3, 2, 3, 0), 2, de) == (-16, 0, 16, 0)


def test_standings_by_cay() -> None:
    assert standings((3, 5, 3, 0)) == (2, 1, 2, 4)


cays = st.integers(2, 4).flatmap(lambda n: st.lists(st.integers(0, 16), min_size=n, max_size=n))


@given(cays, st.integers(2, 8))
def test_no_ket_always_balances_and_losers_pay_their_shortfall(cay: list[int], base: int) -> None:
    # A deal always has at least a hand's worth of cây (every trick is won by its own count).
    assume(sum(cay) >= base * len(cay))
    deltas = settle(cay, base, NO_KET)
    assert sum(deltas) == 0
    for c, d in zip(cay, deltas):
        if c < base:
            assert d == c - base
        elif c == base:
            assert d == 0
        else:
            assert 0 <= d <= c - base
    if sum(cay) == base * len(cay):
        assert deltas == tuple(c - base for c in cay)


@given(cays, st.sampled_from(list(KetKind)), st.data())
def test_ket_and_de_balance(cay: list[int], kind: KetKind, data: st.DataObject) -> None:
    n = len(cay)
    seat = data.draw(st.integers(0, n - 1))
    value = KET_POINTS[n][kind]
    deltas = settle(cay, 2, Outcome("ket", seat, None, kind, value))
    assert sum(deltas) == 0
    assert all(deltas[s] == -max(0, value - cay[s]) for s in range(n) if s != seat)
    victim = (seat + 1) % n
    de = settle(cay, 2, Outcome("de", seat, victim, kind, value * 2))
    assert de[seat] == 2 * value and de[victim] == -2 * value and sum(de) == 0
