"""The shared three-card table: banker and pot modes, cướp chương, splits and ván phụ, side
bets and their settlement, funds refusals, views and events.  Deals are rigged by a test
subclass that overrides ``_shuffle``, so every scenario uses concrete hands in notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from game.engine.cards import Card
from game.engine.errors import IllegalAction
from game.engine.events import Announced, CardDealt, CardsRevealed, ChipsMoved, Event, RoundSettled
from game.engine.fees import fee_of
from game.engine.ledger import FEE_SINK, POT
from game.engine.protocol import Action, TableConfig
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.three_card.defs import (
    GRID_LIMIT,
    Accept,
    Back,
    Bet,
    Challenge,
    Decline,
    Ready,
    SitOut,
    amount_grid,
)
from game.variants.three_card.round import ThreeCardRound, ThreeCardVariant
from tests.conformance import snapshot


# --- rigging ---------------------------------------------------------------------------------
def rig(variant: ThreeCardVariant, config: TableConfig, hands: Mapping[int, str],
        playoffs: Sequence[Mapping[int, str]] = ()) -> ThreeCardRound:
    """A round whose deal gives ``hands`` (exactly the seats that will be dealt in).

    ``playoffs`` are the hands of each ván phụ, for the seats tied in it.
    """
    rules = variant.hand_rules
    n = config.n_seats
    banker = config.banker if variant.has_banker(config.mode) else None
    dealer = (config.round_no - 1) % n if banker is None else banker
    order = [s for s in ((dealer + 1 + i) % n for i in range(n)) if s in hands]
    parsed = {s: rules.parse(text) for s, text in hands.items()}
    first = [parsed[order[i % len(order)]][i // len(order)] for i in range(3 * len(order))]
    decks = [first]
    for deal in playoffs:
        decks.append([c for s in order if s in deal for c in rules.parse(deal[s])])

    class Rigged(variant.round_type):  # type: ignore[name-defined,misc]
        def _shuffle(self) -> list[Card]:
            if not decks:
                shuffled: list[Card] = super()._shuffle()
                return shuffled
            top = decks.pop(0)
            return top + [c for c in rules.deck if c not in top]

    state: ThreeCardRound = Rigged(config, seed=1)
    return state


def new(variant: ThreeCardVariant, config: TableConfig, seed: int) -> ThreeCardRound:
    state = variant.new_round(config, seed)
    assert isinstance(state, ThreeCardRound)
    return state


def table(variant: ThreeCardVariant, n: int, *, mode: str | None = None,
          options: Mapping[str, object] | None = None, **fields: Any) -> TableConfig:
    fields.setdefault("balances", (5000,) * n)
    fields.setdefault("max_bet", 100)
    return variant.make_config(n, mode=mode, options=options, **fields)


def play(state: ThreeCardRound, *moves: tuple[int, Action]) -> list[Event]:
    events: list[Event] = []
    for seat, action in moves:
        events += state.apply(seat, action)
    return events


def bets(state: ThreeCardRound, amounts: Mapping[int, int | None]) -> list[Event]:
    """Each punter bets its amount (``None``: sits out)."""
    return play(state, *((s, SitOut() if a is None else Bet(a)) for s, a in amounts.items()))


def all_ready(state: ThreeCardRound) -> list[Event]:
    events: list[Event] = []
    while state.to_act():
        events += state.apply(state.to_act()[0], Ready())
    return events


def refused(state: ThreeCardRound, seat: int, action: Action) -> IllegalAction:
    assert action not in state.legal_actions(seat)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert snapshot(state) == before
    return info.value


# --- chơi chương and cướp chương ---------------------------------------------------------------
def test_chuong_pays_each_punter_against_the_banker_and_the_best_ten_steals_the_bank() -> None:
    state = rig(BA_CAY, table(BA_CAY, 4), {
        0: "2H 3H 4S",  # chương: 9 nút, top 4♠
        1: "AS 7C 2D",  # 10 nút: beats the chương
        2: "5C 5S 9H",  # 9 nút with 9♥: beats the chương, but no 10
        3: "AD 3C 6H",  # 10 át cụ: the best ten
    })
    bets(state, {1: 50, 2: 20, 3: 30})
    events = all_ready(state)
    result = state.result()
    assert result.deltas == (-100, 50, 20, 30)
    assert result.next_banker == 3
    banners = [(e.kind, e.seat) for e in events if isinstance(e, Announced) and e.banner]
    assert ("cuop-chuong", 3) in banners and ("at-cu", 3) in banners


def test_a_ten_that_loses_to_the_chuong_does_not_steal() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3), {0: "AD 3C 6H", 1: "AS 7C 2D", 2: "2S 2C 6D"})
    bets(state, {1: 10, 2: 40})
    all_ready(state)
    assert state.result().deltas == (50, -10, -40)
    assert state.result().next_banker == 0


@pytest.mark.parametrize(("steal", "rotate", "banker_next"), [
    (True, False, 3), (False, False, 1), (False, True, 2), (True, True, 3),
])
def test_who_holds_the_bank_next(steal: bool, rotate: bool, banker_next: int) -> None:
    options = {"cuop-chuong": steal, "xoay-cai": rotate}
    state = rig(BA_CAY, table(BA_CAY, 4, options=options, banker=1),
                {1: "2H 3H 4S", 2: "5C 5S 9H", 3: "AS 7C 2D", 0: "6C 7S 8S"})
    bets(state, {2: 10, 3: 10, 0: 10})
    all_ready(state)
    assert state.result().next_banker == banker_next


def test_nobody_betting_ends_the_round_with_nothing_moved() -> None:
    state = new(BA_CAY, table(BA_CAY, 3), 5)
    events = bets(state, {1: None, 2: None})
    assert state.is_over() and state.result().deltas == (0, 0, 0)
    assert any(isinstance(e, Announced) and e.kind == "nobody-bet" for e in events)
    assert state.result().next_banker == 0


# --- the pot modes ------------------------------------------------------------------------------
def test_nhat_an_tat_the_best_hand_takes_every_ante() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat"), {0: "AS 7C 2D", 1: "3H 4C 3S", 2: "9D 9H 8S"})
    assert state.view(None).pot == 30
    all_ready(state)
    assert state.result().deltas == (20, -10, -10)
    assert state.result().next_banker is None


def test_cao_cai_ties_push_by_default_and_the_banker_wins_them_with_cai_an_hoa() -> None:
    hands = {0: "3H 4C 2S", 1: "3D 4S 2C", 2: "JS QD KH", 3: "AH 2H 3C"}
    plain = rig(BAI_CAO, table(BAI_CAO, 4), hands)
    bets(plain, {1: 30, 2: 20, 3: 10})
    assert all(a == Ready() for s in plain.to_act() for a in plain.legal_actions(s)), "no side bets here"
    all_ready(plain)
    assert plain.result().deltas == (-10, 0, 20, -10)
    house = rig(BAI_CAO, table(BAI_CAO, 4, options={"cai-an-hoa": True}), hands)
    bets(house, {1: 30, 2: 20, 3: 10})
    all_ready(house)
    assert house.result().deltas == (20, -30, 20, -10)


def test_cao_rua_tie_splits_and_the_remainder_is_carried() -> None:
    hands = {0: "3H 4C 2S", 1: "3D 4S 2C", 2: "9S KD QH", 3: "AH 2H 3C"}
    state = rig(BAI_CAO, table(BAI_CAO, 4, mode="cao-rua"), hands)
    events = all_ready(state)
    result = state.result()
    assert result.deltas == (3, 3, 3, -10) and result.carry == 1 and result.balanced()
    split = next(e for e in events if isinstance(e, Announced) and e.kind == "split")
    assert split.params == {"share": 13, "count": 3, "rest": 1}
    # The carried chip is in the next round's pot and goes to its winner.
    after = rig(BAI_CAO, table(BAI_CAO, 4, mode="cao-rua", carry=1, round_no=2),
                {0: "3H 4C 2S", 1: "3D 4S AC", 2: "8S KD QH", 3: "AH 2H 3C"})
    all_ready(after)
    assert after.result().deltas == (31, -10, -10, -10) and after.result().carry == -1


def test_van_phu_the_tied_players_play_a_new_deal_for_the_whole_pot() -> None:
    hands = {0: "3H 4C 2S", 1: "3D 4S 2C", 2: "9S KD QH", 3: "AH 2H 8C"}
    playoffs = [{0: "5S 5C 8D", 1: "6S 2D 10C", 2: "2H 3D AH"}, {0: "AS AC 8D", 1: "KS 9H 10H"}]
    config = table(BAI_CAO, 4, mode="cao-rua", options={"van-phu": True}, carry=7)
    state = rig(BAI_CAO, config, hands, playoffs)
    events = all_ready(state)
    result = state.result()
    assert result.deltas == (-10, 37, -10, -10) and result.carry == -7 and result.balanced()
    assert [dict(p) for p in state.view(3).playoffs] == [
        {s: BAI_CAO.hand_rules.parse(t) for s, t in deal.items()} for deal in playoffs
    ]
    assert sum(1 for e in events if isinstance(e, Announced) and e.kind == "van-phu") == 2
    assert all(e.face_up for e in events if isinstance(e, CardDealt))


def test_a_seat_that_cannot_ante_sits_the_round_out() -> None:
    config = table(BAI_CAO, 3, mode="cao-rua", balances=(100, 5, 100))
    state = new(BAI_CAO, config, 3)
    view = state.view(1)
    assert view.in_round == (True, False, True) and view.seats[1].cards == ()
    assert view.seats[1].status is not None and view.seats[1].status.key == "tc.status.sat_out"
    alone = new(BAI_CAO, table(BAI_CAO, 2, mode="cao-rua", balances=(100, 5)), 3)
    assert alone.is_over() and alone.result().deltas == (0, 0)


# --- side bets: settlement tables ------------------------------------------------------------------
# Three seats in nhất ăn tất / cào rùa: seat 0 wins the pot, seat 1 beats seat 2.
BA_CAY_HANDS = {0: "AS 7C 2D", 1: "9D 9H 9S", 2: "2C 3S AC"}  # 10, 7, 6
BAI_CAO_HANDS = {0: "JS QD KH", 1: "9D 9H 9S", 2: "2C 3S AC"}  # ba tiên, 7, 6
BAI_CAO_TIE = {0: "JS QD KH", 1: "9D 9H 9S", 2: "7C 10S KC"}  # ba tiên, 7, 7


@pytest.mark.parametrize(
    ("variant", "mode", "preset", "hands", "maker", "target", "deltas", "fees"),
    [
        # Ba Cây biên giới, seed 001: the challenger wins a − 5%, or loses 2a.
        (BA_CAY, "nhat-an-tat", "goc", BA_CAY_HANDS, 1, 2, (20, 85, -110), 5),
        (BA_CAY, "nhat-an-tat", "goc", BA_CAY_HANDS, 2, 1, (20, 180, -210), 10),
        # Luật nhà: 1:1, no fee.
        (BA_CAY, "nhat-an-tat", "nha", BA_CAY_HANDS, 1, 2, (20, 90, -110), 0),
        (BA_CAY, "nhat-an-tat", "nha", BA_CAY_HANDS, 2, 1, (20, 90, -110), 0),
        # Cào thách: 1:1, no fee, a tie pushes.
        (BAI_CAO, "cao-rua", "goc", BAI_CAO_HANDS, 1, 2, (20, 90, -110), 0),
        (BAI_CAO, "cao-rua", "goc", BAI_CAO_HANDS, 2, 1, (20, 90, -110), 0),
        (BAI_CAO, "cao-rua", "goc", BAI_CAO_TIE, 2, 1, (20, -10, -10), 0),
    ],
)
def test_challenge_settlement(variant: ThreeCardVariant, mode: str, preset: str, hands: dict[int, str],
                              maker: int, target: int, deltas: tuple[int, ...], fees: int) -> None:
    state = rig(variant, table(variant, 3, mode=mode, options=variant.preset(preset)), hands)
    play(state, (maker, Challenge(target, 100)), (target, Accept(maker)))
    events = all_ready(state)
    assert state.result().deltas == deltas and state.result().fees == fees
    assert sum(e.amount for e in events if isinstance(e, ChipsMoved) and e.payee == FEE_SINK) == fees
    bet = state.view(None).side_bets[0]
    assert bet.net == deltas[maker] + 10  # the maker's ante was 10
    assert bet.fee == fees


@pytest.mark.parametrize(("backed_hand", "deltas", "fees"), [
    ("AD 3C 6H", (-120, 10, 105), 5),  # the backed player beats the chương: the backer wins 100 − 5
    ("2C 3S AC", (190, -10, -190), 10),  # it loses: the backer pays 2 × 100, 5% of it to the table
])
def test_ke_cua_settlement(backed_hand: str, deltas: tuple[int, ...], fees: int) -> None:
    # The chương has 7 nút; the backer (9 nút) also wins its own main bet of 10.
    state = rig(BA_CAY, table(BA_CAY, 3), {0: "9D 9H 9S", 1: backed_hand, 2: "2D 3D 4H"})
    bets(state, {1: 10, 2: 10})
    play(state, (2, Back(1, 100)))
    all_ready(state)
    assert state.result().deltas == deltas and state.result().fees == fees


def test_a_declined_challenge_moves_nothing() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat"), BA_CAY_HANDS)
    free = state.view(None).free[2]
    play(state, (2, Challenge(1, 100)))
    assert state.view(None).free[2] == free - 200
    play(state, (1, Decline(2)))
    assert state.view(None).free[2] == free
    all_ready(state)
    assert state.result().deltas == (20, -10, -10) and state.result().fees == 0
    assert state.view(None).side_bets[0].status == "declined"


@pytest.mark.parametrize(("winnings", "percent", "fee"), [
    (100, 5, 5), (200, 5, 10), (10, 5, 1), (30, 5, 2), (29, 5, 1), (50, 5, 3), (10, 4, 0),
    (10, 0, 0), (0, 5, 0), (1000, 10, 100), (15, 10, 2),
])
def test_fee_rounds_to_the_nearest_chip_halves_up(winnings: int, percent: int, fee: int) -> None:
    assert fee_of(winnings, percent) == fee


def test_a_small_challenge_pays_the_rounded_fee() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat"), BA_CAY_HANDS)
    play(state, (1, Challenge(2, 10)), (2, Accept(1)))
    all_ready(state)
    assert state.result().deltas == (20, -10 + 9, -10 - 10) and state.result().fees == 1


# --- funds: the worst case, refused with a reason ----------------------------------------------------
def test_a_challenger_who_could_not_pay_double_is_refused() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat", balances=(5000, 5000, 150)), BA_CAY_HANDS)
    amounts = [a.amount for a in state.legal_actions(2) if isinstance(a, Challenge) and a.target == 1]
    assert max(amounts) == 70  # 140 free after the ante, at 2×
    error = refused(state, 2, Challenge(1, 80))
    assert error.key == "tc.funds.bien-gioi"
    assert error.params == {"seat": 2, "seat_no": 3, "amount": 80, "mult": 2, "free": 140}


def test_a_challenge_the_target_could_not_pay_is_refused() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat", balances=(5000, 60, 5000)), BA_CAY_HANDS)
    assert max(a.amount for a in state.legal_actions(2) if isinstance(a, Challenge) and a.target == 1) == 50
    error = refused(state, 2, Challenge(1, 60))
    assert error.key == "tc.funds.target" and error.params["free"] == 50


def test_an_accept_is_refused_once_the_target_has_staked_elsewhere() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat", balances=(5000, 100, 5000)), BA_CAY_HANDS)
    play(state, (2, Challenge(1, 90)), (1, Challenge(0, 40)))
    assert Accept(2) not in state.legal_actions(1) and Decline(2) in state.legal_actions(1)
    assert refused(state, 1, Accept(2)).key == "tc.funds.accept"


def test_the_chuong_must_cover_every_bet_and_ke_cua_in_the_worst_case() -> None:
    state = new(BA_CAY, table(BA_CAY, 4, balances=(250, 5000, 5000, 5000)), 9)
    bets(state, {1: 100, 2: 100})
    assert max(a.amount for a in state.legal_actions(3) if isinstance(a, Bet)) == 50
    error = refused(state, 3, Bet(60))
    assert error.key == "tc.funds.banker.chuong" and error.params["free"] == 50
    bets(state, {3: 30})
    play(state, (1, Back(2, 20)))
    assert not any(isinstance(a, Back) for a in state.legal_actions(3))
    assert refused(state, 3, Back(2, 10)).key == "tc.funds.banker.chuong"


def test_a_bet_beyond_the_punters_chips_is_refused() -> None:
    state = new(BA_CAY, table(BA_CAY, 2, balances=(5000, 35)), 9)
    assert [a for a in state.legal_actions(1)] == [Bet(10), Bet(20), Bet(30), SitOut()]
    assert refused(state, 1, Bet(40)).key == "tc.funds.bet"


# --- side bets: who may do what -------------------------------------------------------------------------
def chuong_after_bets() -> ThreeCardRound:
    state = rig(BA_CAY, table(BA_CAY, 4), {0: "9D 9H 9S", 1: "AD 3C 6H", 2: "2D 3D 4H", 3: "5C 6C 7C"})
    bets(state, {1: 10, 2: 10, 3: 10})
    return state


def test_ke_cua_rules() -> None:
    state = chuong_after_bets()
    assert refused(state, 0, Back(1, 10)).key == "tc.illegal.banker_backs"
    assert refused(state, 1, Back(0, 10)).key == "tc.illegal.back_banker"
    assert refused(state, 1, Back(1, 10)).key == "tc.illegal.target_self"
    assert refused(state, 1, Back(2, 15)).key == "tc.illegal.amount"
    play(state, (1, Back(2, 10)))
    assert refused(state, 1, Back(3, 10)).key == "tc.illegal.one_back"
    sat = rig(BA_CAY, table(BA_CAY, 4), {0: "9D 9H 9S", 1: "AD 3C 6H", 2: "2D 3D 4H"})
    bets(sat, {1: 10, 2: 10, 3: None})
    assert refused(sat, 1, Back(3, 10)).key == "tc.illegal.target_out"
    pot = rig(BA_CAY, table(BA_CAY, 3, mode="nhat-an-tat"), BA_CAY_HANDS)
    assert refused(pot, 1, Back(2, 10)).key == "tc.illegal.no_side_bet"


def test_challenge_rules() -> None:
    state = chuong_after_bets()
    play(state, (1, Challenge(2, 10)))
    assert refused(state, 1, Challenge(3, 10)).key == "tc.illegal.one_challenge"
    assert refused(state, 2, Challenge(1, 10)).key == "tc.illegal.pair_open"
    assert refused(state, 2, Ready()).key == "tc.illegal.answer_first"
    assert refused(state, 3, Accept(1)).key == "tc.illegal.no_offer"
    play(state, (2, Decline(1)))
    assert refused(state, 1, Challenge(2, 20)).key == "tc.illegal.challenged_before"
    play(state, (1, Challenge(3, 20)), (1, Ready()))
    assert state.to_act() == (2, 3, 0)
    assert refused(state, 1, Challenge(0, 10)).key == "illegal.not_your_turn"
    assert refused(state, 2, Bet(10)).key == "tc.illegal.phase"
    betting = new(BA_CAY, table(BA_CAY, 3), 1)
    assert refused(betting, 1, Challenge(2, 10)).key == "tc.illegal.phase"


def test_a_ready_seat_is_called_back_to_answer_a_challenge_and_may_only_answer() -> None:
    state = chuong_after_bets()
    play(state, (3, Ready()))
    assert 3 not in state.to_act()
    play(state, (1, Challenge(3, 30)))
    assert 3 in state.to_act()
    assert set(state.legal_actions(3)) == {Accept(1), Decline(1)}
    assert refused(state, 3, Challenge(2, 10)).key == "tc.illegal.ready"


# --- views and events -------------------------------------------------------------------------------------
def test_the_deal_is_one_card_at_a_time_from_the_dealers_left_face_down() -> None:
    state = rig(BA_CAY, table(BA_CAY, 4, banker=2), {2: "9D 9H 9S", 3: "AD 3C 6H", 0: "2D 3D 4H", 1: "5C 6C 7C"})
    events = bets(state, {3: 10, 0: 10, 1: 10})
    dealt = [e for e in events if isinstance(e, CardDealt)]
    assert [e.seat for e in dealt] == [3, 0, 1, 2] * 3
    assert not any(e.face_up for e in dealt)
    assert all(e.redacted_for(1).card is None for e in dealt if e.seat != 1)  # type: ignore[attr-defined]


def test_views_show_own_cards_side_bets_and_everything_after_the_showdown() -> None:
    state = chuong_after_bets()
    play(state, (1, Challenge(2, 30)))
    view = state.view(2)
    assert view.phase == "side-bets"
    assert view.seats[2].cards == BA_CAY.hand_rules.parse("2D 3D 4H")
    assert view.seats[2].hand is not None and view.seats[2].hand.text("vi") == "9 nút"
    assert all(c is None for s in (0, 1, 3) for c in view.seats[s].cards)
    assert all(view.seats[s].hand is None for s in (0, 1, 3))
    assert all(c is None for seat in state.view(None).seats for c in seat.cards)
    (bet,) = view.side_bets
    assert (bet.kind, bet.maker, bet.target, bet.amount, bet.status) == ("bien-gioi", 1, 2, 30, "offered")
    assert view.seats[0].role == "chuong"
    events = play(state, (2, Accept(1))) + all_ready(state)
    assert [e.seat for e in events if isinstance(e, CardsRevealed)] == [1, 2, 3, 0]
    assert isinstance(events[-1], RoundSettled) and events[-1].deltas == state.result().deltas
    final = state.view(None)
    assert final.phase == "settled" and all(s.face_up and None not in s.cards for s in final.seats)
    assert [s.delta for s in final.seats] == list(state.result().deltas)
    assert final.side_bets[0].status == "won"


def test_every_transfer_is_an_event_and_a_ledger_entry() -> None:
    state = chuong_after_bets()
    events = play(state, (2, Back(1, 50)), (3, Challenge(2, 20)), (2, Accept(3))) + all_ready(state)
    moved = [(e.payer, e.payee, e.amount, e.reason) for e in events if isinstance(e, ChipsMoved)]
    assert moved == [(t.payer, t.payee, t.amount, t.reason) for t in state.ledger.entries]
    assert any(payee == FEE_SINK for _, payee, _, _ in moved)
    assert state.ledger.balance(POT) == 0


# --- table settings ---------------------------------------------------------------------------------------
def test_amount_grid() -> None:
    assert amount_grid(10, 100, 10) == (10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
    assert amount_grid(10, 1000, 10) == (10, 20, 50, 100, 200, 500, 1000)
    assert amount_grid(25, 1000, 10) == (25, 50, 100, 200, 500, 1000)
    assert amount_grid(50, 40, 10) == ()
    for low, high, step in ((10, 10, 10), (10, 130, 10), (5, 99_999, 5), (1, 7, 1)):
        grid = amount_grid(low, high, step)
        assert grid[0] == low and grid[-1] == high and list(grid) == sorted(set(grid))
        assert len(grid) <= 3 * GRID_LIMIT


def test_presets_and_option_limits() -> None:
    assert BA_CAY.preset("goc") == {"cuop-chuong": True, "xoay-cai": False, "side-loss": 2, "side-fee": 5,
                                    "bien-gioi-cover": 1}
    assert BA_CAY.preset("nha") == {"cuop-chuong": True, "xoay-cai": False, "side-loss": 1, "side-fee": 0,
                                    "bien-gioi-cover": 1}
    assert BAI_CAO.preset("goc") == {"cai-an-hoa": False, "xoay-cai": False, "van-phu": False,
                                     "side-loss": 1, "side-fee": 0}
    assert BAI_CAO.preset("nha")["cai-an-hoa"] and BAI_CAO.preset("nha")["van-phu"]
    with pytest.raises(ValueError):
        BA_CAY.make_config(4, options={"side-loss": 5})
    with pytest.raises(ValueError):
        BA_CAY.make_config(4, options={"side-fee": 11})
    with pytest.raises(ValueError):
        BAI_CAO.make_config(4, mode="chuong")
    assert BA_CAY.modes == ("chuong", "nhat-an-tat") and BAI_CAO.modes == ("cao-cai", "cao-rua")
    assert (BA_CAY.min_players, BA_CAY.max_players, BAI_CAO.max_players) == (2, 12, 17)
