"""Quick bets (issue 39): the last bet again, the minimum, twice the last — from the amounts a
seat may bet and its bet of the round before."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.catalog import VARIANTS
from game.match.match import Match, Seat
from game.shown.quick_bets import KINDS, QuickBet, quick_bets
from game.variants.three_card.defs import Bet as ThreeCardBet
from game.variants.xi_dach.actions import Bet as XiDachBet

GRID = [10, 20, 30, 40, 50, 100]


def test_the_three_presets() -> None:
    assert quick_bets(GRID, 20) == (QuickBet("last", 20), QuickBet("min", 10), QuickBet("double", 40))


def test_without_a_last_bet_double_is_twice_the_minimum() -> None:
    assert quick_bets(GRID, None) == (QuickBet("min", 10), QuickBet("double", 20))


def test_an_amount_no_longer_offered_comes_down_to_the_most_offered_below() -> None:
    # the limits shrank (or the chips did): the last bet 100 is now 40 at most
    assert quick_bets([10, 20, 30, 40], 100) == (QuickBet("last", 40), QuickBet("min", 10))
    # twice 50 is 100: offered on one grid, the most below it (60) on another
    assert quick_bets(GRID, 50)[-1] == QuickBet("double", 100)
    assert quick_bets([10, 20, 30, 40, 50, 60], 50)[-1] == QuickBet("double", 60)


def test_one_amount_one_button() -> None:
    assert quick_bets(GRID, 10) == (QuickBet("last", 10), QuickBet("double", 20))
    assert quick_bets([10], 10) == (QuickBet("last", 10),)
    assert quick_bets([], 10) == ()


def test_a_last_bet_below_every_amount_offered_is_no_button() -> None:
    assert quick_bets([50, 100], 10) == (QuickBet("min", 50),)


@given(st.lists(st.integers(1, 10_000), max_size=12), st.none() | st.integers(1, 20_000))
def test_every_quick_bet_is_offered_once_and_in_order(offered: list[int], previous: int | None) -> None:
    found = quick_bets(offered, previous)
    assert all(q.amount in offered for q in found)
    assert len({q.amount for q in found}) == len(found)
    assert [q.kind for q in found] == [k for k in KINDS if k in {q.kind for q in found}]
    if offered:
        assert min(offered) in {q.amount for q in found}  # the minimum is always a click away


def test_on_a_real_table_the_presets_are_legal_bets() -> None:
    """From the seat's legal bets on a Ba Cây and a Xì Dách table, each preset is a bet the
    round takes."""
    for key, options in (("ba-cay", {}), ("xi-dach", {"free-bets": True})):
        variant = VARIANTS[key]
        match = Match(variant, [Seat(f"P{i}", "normal") for i in range(4)], balances=[500] * 4, seed=5,
                      banker=1, options=options, min_bet=10, max_bet=100)
        state, _ = match.start_round()
        seat = next(s for s in state.to_act())
        amounts = [a.amount for a in state.legal_actions(seat) if isinstance(a, (ThreeCardBet, XiDachBet))]
        assert amounts, key
        for q in quick_bets(amounts, 30):
            assert q.amount in amounts, (key, q)
