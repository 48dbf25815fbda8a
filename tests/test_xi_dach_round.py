"""Xì Dách rounds: the deal, specials, players' turns, the dealer's xét, money, views.

Most tests stack the deck (:func:`stacked`): the hands are dealt exactly as written, in
the real dealing order, and the rest of the round is the real engine.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import Card, parse_cards
from game.engine.errors import IllegalAction
from game.engine.events import Announced, CardDealt, CardsRevealed, ChipsMoved, RoundSettled
from game.engine.fees import fee_of
from game.engine.ledger import FEE_SINK
from game.engine.protocol import Action
from game.variants.xi_dach.actions import Bet, Draw, Leave, Outcome, PlayerSettled, Stand, Xet, XetAll
from game.variants.xi_dach.round import XiDachRound
from game.variants.xi_dach.variant import XI_DACH
from tests.conformance import play_random, snapshot

STAKE = 100


def stacked(
    hands: Mapping[int, str],
    draws: str = "",
    *,
    n: int | None = None,
    options: Mapping[str, Any] | None = None,
    banker: int = 0,
    **fields: Any,
) -> XiDachRound:
    """A round at a table of ``n`` seats (default: one per hand) dealt exactly ``hands``
    (seat → two cards; a seat not listed sits out), the deck then giving ``draws`` in
    order.  The deal goes round twice, players in turn order (banker+1, banker+2, …) and
    the dealer last, one card at a time."""
    n = n or len(hands)
    cfg = XI_DACH.make_config(n, options=options or {}, banker=banker, **fields)
    order = [s for s in ((banker + i) % n for i in range(1, n)) if s in hands] + [banker]
    parsed = {s: parse_cards(h, count=2) for s, h in hands.items()}
    stack = [parsed[s][k] for k in range(2) for s in order]
    stack += parse_cards(draws) if draws else ()

    class Stacked(XiDachRound):
        def _next_card(self) -> Card:
            c = stack.pop(0)
            self.deck.remove(c)
            return c

    return Stacked(cfg, seed=0)


def play(state: XiDachRound, *moves: tuple[int, Action]) -> list[Any]:
    events: list[Any] = []
    for seat, action in moves:
        events += state.apply(seat, action)
    return events


def refused(state: XiDachRound, seat: int, action: Action, key: str) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert info.value.key == key
    assert snapshot(state) == before


# --- the deal ---------------------------------------------------------------------------
def test_the_inline_draw_deals_as_next_card_does() -> None:
    """``_take_each`` draws inline unless ``_next_card`` is overridden: both ways deal the same
    cards, round after round (the save format: a round is its seed and its actions)."""

    class CardByCard(XiDachRound):
        def _next_card(self) -> Card:
            return XiDachRound._next_card(self)

    cfg = XI_DACH.make_config(6, banker=2)
    for seed in range(40):
        inline, one_by_one = XiDachRound(cfg, seed), CardByCard(cfg, seed)
        for state in (inline, one_by_one):
            while not state.is_over():
                seat = state.to_act()[0]
                state.apply(seat, state.legal_actions(seat)[0])
        assert inline.hands == one_by_one.hands and inline.deck == one_by_one.deck
        assert inline.result().deltas == one_by_one.result().deltas


def test_deal_order_views_and_redaction() -> None:
    state = stacked({0: "8H 7C", 1: "10S 6H", 2: "9C 5D"})
    assert [str(c) for c in state.hands[1]] == ["10S", "6H"]
    assert state.to_act() == (1,)
    dealt = [e for e in state.start_events() if isinstance(e, CardDealt)]
    assert [e.seat for e in dealt] == [1, 2, 0, 1, 2, 0]
    assert all(e.redacted_for(2) == CardDealt(e.seat, None) for e in dealt if e.seat != 2)
    assert all(e.redacted_for(2) == e for e in dealt if e.seat == 2)
    mine = state.view(1)
    assert mine.my_cards == parse_cards("10S 6H")
    assert mine.seats[2].cards == (None, None) and mine.seats[0].cards == (None, None)
    assert mine.card_counts == (2, 2, 2) and mine.seats[0].role == "nha-cai"
    assert mine.seats[1].hand is not None and mine.seats[1].hand.text("vi") == "16 điểm"
    assert mine.seats[2].hand is None
    assert state.view(None).seats[1].cards == (None, None)
    assert state.legal_actions(1) == (Draw(), Stand(), Leave())
    assert state.legal_actions(2) == () and state.legal_actions(0) == ()


def test_dealer_special_ends_the_round_at_once() -> None:
    state = stacked({0: "AS KD", 1: "AH AD", 2: "AC QS", 3: "10S 6H"})
    assert state.is_over()
    # xì bàng beats the dealer's xì dách, an equal special pushes, everything else loses
    assert state.result().deltas == (0, 95, 0, -100)
    assert state.result().fees == 5
    events = state.start_events()
    assert CardsRevealed(0, parse_cards("AS KD"), "special") in events
    banners = [(e.kind, e.seat) for e in events if isinstance(e, Announced) and e.banner]
    assert ("xi-dach", 0) in banners and ("xi-bang", 1) in banners
    assert isinstance(events[-1], RoundSettled)


def test_dealer_special_pays_double_with_thuong() -> None:
    state = stacked({0: "AS KD", 1: "AH AD", 2: "AC QS", 3: "10S 6H"}, options={"thuong": True})
    assert state.result().deltas == (0, 190, 0, -200)


def test_player_special_is_paid_at_once() -> None:
    state = stacked({0: "9C 7D", 1: "AS JD", 2: "10S 6H"})
    assert state.to_act() == (2,)
    settled = [e for e in state.start_events() if isinstance(e, PlayerSettled)]
    assert settled == [PlayerSettled(1, Outcome.WIN, 95, "special")]
    assert ChipsMoved(0, 1, 100, "win") in state.start_events()
    assert ChipsMoved(1, FEE_SINK, 5, "fee") in state.start_events()
    view = state.view(2)
    assert view.settled[1] and view.seats[1].face_up and view.seats[1].cards == parse_cards("AS JD")
    assert view.seats[1].delta == 95


# --- players' turns -----------------------------------------------------------------------
def test_drawing_to_21_with_an_ace_stops_the_drawing() -> None:
    state = stacked({0: "9C 7D", 1: "AS 5H"}, "5D 2C")
    play(state, (1, Draw()))
    assert state.value(1).total == 21
    assert state.legal_actions(1) == (Stand(), Leave())
    refused(state, 1, Draw(), "xd.illegal.no_draw_21")


def test_a_fourth_card_lowers_the_total_and_drawing_goes_on() -> None:
    state = stacked({0: "9C 7D", 1: "AS 2H"}, "3D 4C")
    play(state, (1, Draw()))
    assert state.value(1).total == 16  # A 2 3 with the ace as 11
    play(state, (1, Draw()))
    assert state.value(1).total == 10  # four cards: the ace is 1
    assert state.legal_actions(1) == (Draw(), Stand(), Leave())


def test_five_cards_is_the_most() -> None:
    state = stacked({0: "9C 7D", 1: "2S 3S"}, "AH 2H 3H")
    play(state, (1, Draw()), (1, Draw()), (1, Draw()))
    assert state.value(1).category.value == "ngu-linh" and state.value(1).total == 11
    assert state.legal_actions(1) == (Stand(), Leave())
    refused(state, 1, Draw(), "xd.illegal.five_cards")


def test_dang_non_is_allowed_and_loses_even_to_a_quac_dealer() -> None:
    state = stacked({0: "10C 6D", 1: "10S 5H"}, "KH")
    play(state, (1, Stand()), (0, Draw()))
    assert state.is_over()
    assert state.value(0).category.value == "quac"
    assert state.result().deltas == (100, -100)


def test_leaving_forfeits_the_stake() -> None:
    state = stacked({0: "9C 7D", 1: "10S 6H", 2: "10D 8H"}, options={"thuong": True})
    events = play(state, (1, Leave()))
    assert ChipsMoved(1, 0, 100, "leave") in events
    assert PlayerSettled(1, Outcome.LEFT, -100, "leave") in events
    assert state.to_act() == (2,)
    assert state.view(2).seats[1].cards == (None, None)  # folded, never shown
    play(state, (2, Stand()))
    assert state.legal_actions(0) == (Draw(), XetAll(), Xet(2))


def test_illegal_moves_say_why() -> None:
    state = stacked({0: "9C 5D", 1: "10S 6H", 2: "10D 8H"}, "2C 3C")
    refused(state, 1, Xet(2), "xd.illegal.dealer_only")
    refused(state, 1, Bet(100), "xd.illegal.not_betting")
    play(state, (1, Stand()), (2, Stand()))
    refused(state, 0, Stand(), "xd.illegal.dealer_moves")
    refused(state, 0, Leave(), "xd.illegal.dealer_moves")


# --- the dealer ---------------------------------------------------------------------------
def test_dealer_must_draw_below_16() -> None:
    state = stacked({0: "9C 5D", 1: "10S 6H", 2: "10D 8H"}, "2C")
    play(state, (1, Stand()), (2, Stand()))
    assert state.to_act() == (0,)
    assert state.legal_actions(0) == (Draw(),)
    refused(state, 0, Xet(1), "xd.illegal.not_of_age")
    refused(state, 0, XetAll(), "xd.illegal.not_of_age")
    play(state, (0, Draw()))
    assert state.value(0).total == 16
    assert state.legal_actions(0) == (Draw(), XetAll(), Xet(1), Xet(2))


def test_xet_one_then_draw_then_quac_settles_the_rest() -> None:
    """Xét a few, draw, and the rest settle against the quắc hand (the issue's example)."""
    hands = {0: "10D 6C", 1: "10S 8H", 2: "9C 7D", 3: "10C 5D", 4: "7S 6S"}
    state = stacked(hands, "8S KH")
    play(state, (1, Stand()), (2, Stand()), (3, Draw()), (3, Stand()), (4, Stand()))
    assert state.value(3).category.value == "quac"
    view = state.view(0)
    assert view.card_counts == (2, 2, 2, 3, 2) and view.stood == (False, True, True, True, True)

    events = play(state, (0, Xet(2)))  # 16 against 16: push
    assert CardsRevealed(0, parse_cards("10D 6C"), "xet") in events
    assert CardsRevealed(2, parse_cards("9C 7D"), "xet") in events
    assert PlayerSettled(2, Outcome.PUSH, 0, "xet") in events
    seen = state.view(1)
    assert seen.settled == (False, False, True, False, False)
    assert seen.seats[2].cards == parse_cards("9C 7D") and seen.dealer_revealed
    assert seen.seats[1].cards == parse_cards("10S 8H") and seen.seats[3].cards == (None,) * 3
    assert state.legal_actions(0) == (Draw(), XetAll(), Xet(1), Xet(3), Xet(4))
    refused(state, 0, Xet(2), "xd.illegal.not_waiting")

    events = play(state, (0, Draw()))  # KH: 26, quắc
    assert CardDealt(0, parse_cards("KH")[0], face_up=True) in events
    assert Announced("quac", 0, banner=True) in events
    assert state.is_over()
    outcomes = {e.seat: (e.outcome, e.why) for e in events if isinstance(e, PlayerSettled)}
    assert outcomes == {
        1: (Outcome.WIN, "dealer-quac"),  # 18 beats a quắc dealer
        3: (Outcome.PUSH, "dealer-quac"),  # two quắc push
        4: (Outcome.LOSE, "dealer-quac"),  # non loses even to a quắc dealer
    }
    assert state.result().deltas == (0, 95, 0, 0, -100)
    assert state.result().fees == 5
    final = state.view(4)
    assert all(sv.face_up for sv in final.seats)
    assert final.seats[1].status is not None and final.seats[1].status.text("vi") == "Thắng"


def test_option_dealer_wins_two_quac_in_play() -> None:
    hands = {0: "10D 6C", 1: "10C 5D"}
    state = stacked(hands, "8S KH", options={"quac-dealer-wins": True})
    play(state, (1, Draw()), (1, Stand()), (0, Draw()))
    assert state.result().deltas == (100, -100)


def test_dealers_fifth_card_settles_everyone_and_ngu_linh_pays_double() -> None:
    hands = {0: "2C 3D", 1: "AS 5H", 2: "10S 9H"}
    state = stacked(hands, "5D 4H 5S AD", options={"thuong": True})
    play(state, (1, Draw()), (1, Stand()), (2, Stand()))  # 21 and 19
    play(state, (0, Draw()), (0, Draw()))  # 2 3 4 5 = 14: must draw
    assert state.legal_actions(0) == (Draw(),)
    events = play(state, (0, Draw()))  # AD: five cards, 15, ngũ linh
    assert Announced("ngu-linh", 0, banner=True) in events
    settled = {e.seat: e.why for e in events if isinstance(e, PlayerSettled)}
    assert settled == {1: "dealer-five", 2: "dealer-five"}
    assert state.result().deltas == (400, -200, -200)


def test_xet_all_compares_everyone_with_the_dealer_as_it_stands() -> None:
    hands = {0: "10D 7C", 1: "10S 8H", 2: "9C 7D", 3: "3S 2H"}
    state = stacked(hands, "9S", options={"fee": 10})
    play(state, (1, Stand()), (2, Stand()), (3, Draw()), (3, Stand()))  # 18, 16, 14 (non)
    events = play(state, (0, XetAll()))  # the dealer's 17
    assert state.is_over()
    assert state.result().deltas == (100, 90, -100, -100)
    assert state.result().fees == 10
    assert sum(1 for e in events if isinstance(e, CardsRevealed)) == 4
    assert isinstance(events[-1], RoundSettled)


# --- money ------------------------------------------------------------------------------
@pytest.mark.parametrize(("fee", "net"), [(0, 100), (5, 95), (10, 90)])
def test_table_fee_on_a_win(fee: int, net: int) -> None:
    state = stacked({0: "10D 7C", 1: "10S 9H"}, options={"fee": fee})
    play(state, (1, Stand()), (0, XetAll()))
    assert state.result().deltas == (-100, net)
    assert state.result().fees == 100 - net
    assert state.view(1).fees == 100 - net


def test_fee_rounds_to_the_nearest_chip_as_in_every_game() -> None:
    state = stacked({0: "10D 7C", 1: "10S 9H"}, stake=30, min_bet=30)
    play(state, (1, Stand()), (0, XetAll()))
    assert state.result().deltas == (-30, 28)  # 5% of 30 is 1.5: the table takes 2 (halves up)
    small = stacked({0: "10D 7C", 1: "10S 9H"}, stake=10, min_bet=10)
    play(small, (1, Stand()), (0, XetAll()))
    assert small.result().deltas == (-10, 9) and small.result().fees == 1  # 0.5: one chip, not none


def test_free_bets_grid_and_the_dealers_cover() -> None:
    options = {"free-bets": True, "thuong": True}
    state = stacked(
        {0: "9C 7D", 1: "10S 6H"}, n=3, options=options, stake=100, max_bet=500, balances=(600, 1000, 1000)
    )
    assert state.view(1).phase == "betting" and state.to_act() == (1,)
    # the dealer's 600 covers at most 300 doubled
    assert state.legal_actions(1) == (Bet(100), Bet(200), Bet(300))
    refused(state, 1, Bet(400), "xd.illegal.bad_bet")
    refused(state, 1, Bet(150), "xd.illegal.bad_bet")
    refused(state, 1, Draw(), "xd.illegal.bet_first")
    events = play(state, (1, Bet(300)))
    # nothing left to cover seat 2: it sits out, and the cards are dealt at once
    assert state.phase.value == "playing" and state.to_act() == (1,)
    assert [e.seat for e in events if isinstance(e, CardDealt)] == [1, 0, 1, 0]
    view = state.view(1)
    assert view.seats[1].bet == 300 and view.seats[2].bet == 0 and view.seats[2].cards == ()
    assert view.seats[2].status is not None and view.seats[2].status.key == "xd.status.out"


def test_fixed_stake_seats_out_whom_the_dealer_cannot_cover() -> None:
    cfg = XI_DACH.make_config(4, balances=(250, 1000, 50, 1000))
    state = XiDachRound(cfg, seed=3)
    # seat 2 cannot pay 100; the dealer covers seat 1, then seat 3 (200 of its 250)
    assert state.bets == [0, 100, 0, 100]
    assert state.view(0).card_counts == (2, 2, 0, 2)


def test_nobody_to_play_ends_the_round_at_once() -> None:
    cfg = XI_DACH.make_config(3, balances=(50, 1000, 1000))
    state = XiDachRound(cfg, seed=3)
    assert state.is_over() and state.result().deltas == (0, 0, 0)


# --- whole rounds at random --------------------------------------------------------------
option_sets = st.fixed_dictionaries(
    {
        "fee": st.integers(0, 10),
        "thuong": st.booleans(),
        "free-bets": st.booleans(),
        "ace-flexible": st.booleans(),
        "ngu-linh-under-21": st.booleans(),
        "quac-dealer-wins": st.booleans(),
    }
)


@settings(max_examples=150)
@given(
    n=st.integers(2, 6),
    options=option_sets,
    stake=st.sampled_from([10, 30, 100]),
    balances=st.lists(st.integers(0, 3000), min_size=6, max_size=6),
    seed=st.integers(0, 2**32),
    banker=st.integers(0, 5),
)
def test_chips_are_conserved_and_nobody_overdraws(
    n: int, options: dict[str, Any], stake: int, balances: list[int], seed: int, banker: int
) -> None:
    cfg = XI_DACH.make_config(
        n, options=options, stake=stake, max_bet=5 * stake, balances=tuple(balances[:n]), banker=banker % n
    )
    state, events = play_random(XI_DACH, cfg, seed, policy_seed=seed)
    assert isinstance(state, XiDachRound)
    result = state.result()
    assert sum(result.deltas) + result.fees == 0 and result.carry == 0
    assert all(b + d >= 0 for b, d in zip(cfg.balances, result.deltas, strict=True))
    moved = [e for e in events if isinstance(e, ChipsMoved)]
    fees = [e.amount for e in moved if e.payee == FEE_SINK]
    wins = [e.amount for e in moved if e.reason == "win"]
    assert sum(fees) == result.fees == sum(fee_of(w, options["fee"]) for w in wins)
    for e in moved:  # chips only ever move between the dealer and one player, or to the fees
        assert banker % n in (e.payer, e.payee) or e.payee == FEE_SINK
    assert all(result.deltas[s] == 0 for s in range(n) if not state.bets[s] and s != banker % n)
    json.dumps(dict(result.summary))


def test_save_and_replay_mid_round() -> None:
    cfg = XI_DACH.make_config(5, options=XI_DACH.preset("nha"))
    state, _ = play_random(XI_DACH, cfg, 42, policy_seed=1)
    half = XiDachRound(cfg, 42)
    for seat, action in state.log[: len(state.log) // 2]:
        half.apply(seat, action)
    loaded = XiDachRound.from_dict(json.loads(json.dumps(half.to_dict())))
    assert snapshot(loaded) == snapshot(half)


def test_permute_hidden_keeps_what_the_seat_sees() -> None:
    state = stacked({0: "10D 6C", 1: "10S 8H", 2: "9C 7D", 3: "10C 5D"}, "8S")
    play(state, (1, Stand()), (2, Stand()), (3, Draw()), (3, Stand()), (0, Xet(2)))
    moved = 0
    for k in range(20):
        other = state.permute_hidden(1, random.Random(k))
        assert other.view(1) == state.view(1)
        assert other.hands[2] == state.hands[2] and other.hands[0] == state.hands[0]  # shown
        moved += other.hands[3] != state.hands[3]
        all_cards = [c for h in other.hands for c in h] + other.deck
        assert len(set(all_cards)) == 52
    assert moved > 0


def test_an_agent_that_reads_only_its_hand_costs_no_seat_views(monkeypatch: pytest.MonkeyPatch) -> None:
    """The turn loop hands agents views whose seats and table fields are built when first read:
    easy players (their own total) and the easy dealer (draws to 16, then xét all) never read
    them, so neither is built in a whole match; normal's dealer reads the card counts, so it does."""
    from game.catalog import game
    from game.match.sim import SimSpec, simulate

    built = {"seats": 0, "rest": 0}
    seat_view, view_rest = XiDachRound._seat_view, XiDachRound._view_rest

    def counting(self: XiDachRound, s: int, own: bool) -> Any:
        built["seats"] += 1
        return seat_view(self, s, own)

    def counting_rest(self: XiDachRound, seat: int | None) -> Any:
        built["rest"] += 1
        return view_rest(self, seat)

    monkeypatch.setattr(XiDachRound, "_seat_view", counting)
    monkeypatch.setattr(XiDachRound, "_view_rest", counting_rest)
    g = game("xi-dach")
    for level, expect_views in (("easy", False), ("normal", True)):
        built.update(seats=0, rest=0)
        rows = list(simulate(SimSpec(g.variant, g.agents, 6, 30, 1, level=level)))
        assert len(rows) == 30
        assert (built["seats"] > 0) is expect_views, (level, built)
        assert (built["rest"] > 0) is expect_views, (level, built)


def test_an_agent_view_read_after_the_round_moved_on_shows_its_moment() -> None:
    """A view whose fields are built when first read, held across an action, equals the full
    view made at the same moment (the round builds it before it changes)."""
    state = XiDachRound(XI_DACH.make_config(4, banker=0), seed=5)
    seat = state.to_act()[0]
    held, then = state.agent_view(seat), state.view(seat)
    assert "phase" not in vars(held)  # not built yet
    state.apply(seat, state.legal_actions(seat)[-1])
    assert held == then and held.phase == then.phase and held.stood == then.stood
    assert state.view(seat) != then


def test_the_view_says_how_much_the_dealer_can_still_cover() -> None:
    """With thưởng every bet is counted double against the dealer's 1,000 chips: after a bet
    of 300 (600 at worst) the dealer covers 200 more, and the next player may bet no more."""
    cfg = XI_DACH.make_config(3, options={"free-bets": True, "thuong": True}, banker=0,
                              balances=(1000, 5000, 5000), stake=100, min_bet=100, max_bet=1000)
    state = XiDachRound(cfg, seed=1)
    assert state.view(1).cover == 500
    play(state, (1, Bet(300)))
    view = state.view(2)
    assert view.cover == 200
    assert max(a.amount for a in state.legal_actions(2) if isinstance(a, Bet)) == view.cover
