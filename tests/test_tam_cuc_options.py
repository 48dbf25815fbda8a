"""Tam Cúc table options (RULES.md §4): Xe cap, kết đen, solo-ket, biểu điểm, playing for
chips, and the hyphenated option keys with the old keys still read from saves."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catalog import game
from game.engine.events import ChipsMoved
from game.engine.pieces import Rank, parse_pieces
from game.engine.protocol import Action, TableConfig
from game.match.match import Match, Seat
from game.variants.tam_cuc.actions import CHUI, Commit, DealScored, Lead, TrickWon, TrinhLang
from game.variants.tam_cuc.round import TamCucRound
from game.variants.tam_cuc.variant import TAM_CUC
from tests.conformance import play_random
from tests.tam_cuc_helpers import pass_all, scripted, trick

FOUR = {0: "K A E R C H P P", 1: "A E R C H P P P", 2: "k a a e e r r p", 3: "c c h h p p p p"}
KET_HANDS = {0: "K A E R C H p p", 1: "A E R C H P P P", 2: "k a a e e r r P", 3: "c c h h p p p P"}


def _first_trick(options: dict[str, object], led: str, commits: list[str], shows: list[bool]) -> int:
    state = scripted(4, FOUR, options=options)
    pass_all(state)
    events = trick(state, led, commits, shows)
    return next(e for e in events if isinstance(e, TrickWon)).winner


# --- Xe cap ------------------------------------------------------------------------------------
def test_xe_cap_a_tuong_may_lead_the_first_trick_but_a_xe_takes_it() -> None:
    # Without the cap the Tượng stands (Tượng > Xe); with it the Tượng is dead and the Xe wins.
    assert _first_trick({}, "E", ["R", "r", "c"], [True, True, True]) == 0
    assert _first_trick({"xe-cap": True}, "E", ["R", "r", "c"], [True, True, True]) == 1


def test_xe_cap_a_follower_s_tuong_cannot_win_the_first_trick() -> None:
    assert _first_trick({}, "R", ["E", "r", "c"], [True, True, True]) == 1
    assert _first_trick({"xe-cap": True}, "R", ["E", "r", "c"], [True, True, True]) == 0


def test_xe_cap_the_dead_tuong_lead_wins_when_nobody_turns_up_a_group() -> None:
    assert _first_trick({"xe-cap": True}, "E", ["R", "r", "c"], [False, False, False]) == 0


def test_xe_cap_only_binds_the_first_trick_and_the_view_tells_the_win_cap() -> None:
    state = scripted(4, FOUR, options={"xe-cap": True})
    pass_all(state)
    view = state.view(0)
    assert view.win_cap == Rank.R and view.banned == (Rank.A, Rank.K)  # Tượng may lead, only up to Xe wins
    trick(state, "R", ["E", "r", "c"], [True, True, True])
    assert state.view(0).win_cap is None
    assert scripted(4, FOUR).view(0).win_cap == Rank.E  # the default: Tượng leads and may win


def test_xe_cap_and_the_leader_only_ban_contradict() -> None:
    with pytest.raises(ValueError, match="contradict"):
        TAM_CUC.make_config(4, options={"xe-cap": True, "ban-leader-only": True})
    TAM_CUC.make_config(3, options={"xe-cap": True, "ban-leader-only": True})  # no Xe cap at 3: nothing to clash


# --- kết đen, biểu điểm ----------------------------------------------------------------------------
def _red_pair_ket(options: dict[str, object]) -> tuple[int, ...]:
    """Seat 0 wins two triples, then leads P P into the last trick and keeps it."""
    state = scripted(4, FOUR, options=options)
    pass_all(state)
    trick(state, "R C H", ["A E R", "k a a", "c c h"], [True, False, False])
    trick(state, "K A E", ["C H P", "e e r", "h p p"], [False, False, False])
    trick(state, "P P", ["P P", "r p", "p p"], [True, True, True])
    return state.result().deltas


def test_ket_den_a_red_pair_is_no_ket() -> None:
    assert _red_pair_ket({}) == (12, -4, -4, -4)  # kết đôi: 4 each at 4 players
    assert _red_pair_ket({"ket-den": True}) == (6, -2, -2, -2)  # counted by cây: 8 against a baseline of 2


def test_ket_den_black_tot_still_kets() -> None:
    state = scripted(4, KET_HANDS, options={"ket-den": True})
    pass_all(state)
    trick(state, "R C H", ["A E R", "k a a", "c c h"], [True, False, False])
    trick(state, "K A E", ["C P P", "e e r", "h p p"], [False, False, False])
    trick(state, "p p", ["H P", "r P", "p P"], [True, True, True])
    assert state.result().summary["ket"] == "tot-den" and state.result().deltas == (24, -8, -8, -8)


def test_bieu_diem_sets_each_ket_and_de_stays_double() -> None:
    assert _red_pair_ket({"ket-doi-4": 10}) == (30, -10, -10, -10)
    state = scripted(4, KET_HANDS, options={"ket-tot-den-4": 11})
    pass_all(state)
    trick(state, "R C H", ["A E R", "k a a", "c c h"], [True, False, False])
    trick(state, "K A E", ["C H P", "e e r", "h p p"], [False, False, False])
    events = trick(state, "p p", ["P P", "r P", "p P"], [True, True, True])
    assert state.result().deltas == (-22, 22, 0, 0)  # đè: twice the table's kết tốt đen
    scored = next(e for e in events if isinstance(e, DealScored))
    assert (scored.how, scored.value, scored.ket_seat, scored.de_seat) == ("de", 22, 0, 1)


def test_the_point_of_another_player_count_changes_nothing() -> None:
    assert _red_pair_ket({"ket-doi-2": 50, "ket-doi-3": 50}) == (12, -4, -4, -4)


# --- solo-ket -----------------------------------------------------------------------------------
TWO_SOLO = {0: "K A E R C H A E k a e r c h p p"}  # seat 1 gets R C H P P P P P a e r c h p p p


def _solo_deal(options: dict[str, object]) -> TamCucRound:
    """Seat 1 shows its ngũ tử (11 pieces left against 16), so seat 0 plays its last tricks
    alone; it keeps ``p p`` for the very last one."""
    state = scripted(2, TWO_SOLO, options=options)
    state.apply(0, state.legal_actions(0)[0])  # seat 0: no trình làng
    state.apply(1, TrinhLang(parse_pieces("P P P P P")))  # cướp cái
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, _keep_black_tot(state, seat))
    return state


def _keep_black_tot(state: TamCucRound, seat: int) -> Action:
    legal = state.legal_actions(seat)
    view = state.view(seat)
    if view.phase == "reveal":
        return CHUI
    pp = parse_pieces("p p")
    if view.phase == "lead":
        whole = [a for a in legal if isinstance(a, Lead) and len(a.pieces) == len(view.hand)]
        if whole and seat == 0 and tuple(view.hand) == tuple(pp):
            return whole[0]
        singles = [a for a in legal if isinstance(a, Lead) and len(a.pieces) == 1 and a.pieces != pp[:1]]
        return singles[0] if singles else legal[0]
    commits = [a for a in legal if isinstance(a, Commit) and not (seat == 0 and pp[0] in a.pieces)]
    return commits[0] if commits else legal[0]


def test_a_trick_only_one_player_plays_is_no_ket_by_default() -> None:
    state = _solo_deal({})
    last = state.tricks[-1]
    assert sum(1 for p in last.played if p) == 1 and last.shown[0] == tuple(parse_pieces("p p"))
    assert state.result().summary["outcome"] == "cay"


def test_solo_ket_counts_it_as_a_ket() -> None:
    state = _solo_deal({"solo-ket": True})
    summary = state.result().summary
    assert summary["outcome"] == "ket" and summary["ket"] == "tot-den" and summary["ket_seat"] == 0
    assert state.result().deltas == (24 - summary["cay"][1], summary["cay"][1] - 24)


# --- playing for chips ------------------------------------------------------------------------------
def test_for_chips_one_point_is_one_stake_through_the_ledger() -> None:
    state = scripted(4, KET_HANDS, options={"choi-tien": True})
    pass_all(state)
    trick(state, "R C H", ["A E R", "k a a", "c c h"], [True, False, False])
    trick(state, "K A E", ["C P P", "e e r", "h p p"], [False, False, False])
    events = trick(state, "p p", ["H P", "r P", "p P"], [True, True, True])
    result = state.result()
    assert result.summary["points"] == [24, -8, -8, -8]
    assert result.deltas == (240, -80, -80, -80) and result.balanced()  # stake 10
    moved = [e for e in events if isinstance(e, ChipsMoved)]
    assert sum(e.amount for e in moved if e.payee == 0) == 240
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.deltas == (24, -8, -8, -8) and scored.chips == result.deltas
    assert state.view(2).chips == result.deltas and state.view(2).deltas == (24, -8, -8, -8)


def test_for_chips_every_seat_must_cover_its_worst_case() -> None:
    # 4 players: the dearest đè is 2 × 8 points = 16 stakes = 160 chips at stake 10.
    cfg = TAM_CUC.make_config(4, options={"choi-tien": True}, balances=(160, 1000, 159, 1000))
    with pytest.raises(ValueError, match="seat 2"):
        TAM_CUC.new_round(cfg, 1)
    assert TAM_CUC.chips_needed(cfg) == 160
    assert TAM_CUC.chips_needed(TAM_CUC.make_config(2, options={"choi-tien": True, "ket-tot-den-2": 30})) == 600
    assert TAM_CUC.chips_needed(TAM_CUC.make_config(4)) == 0  # points only: no chips at stake


def test_a_match_for_chips_moves_chips_and_keeps_the_score_in_points() -> None:
    seats = [Seat(f"AI {i}", "normal") for i in range(4)]
    match = Match(TAM_CUC, seats, options={"choi-tien": True}, balances=[1000, 1000, 1000, 165], seed=3)
    agents = match.agents(game("tam-cuc").agents)
    total = sum(match.balances)
    points = [0] * 4
    for _ in range(6):
        if match.short_of_chips():
            assert all(match.balances[s] < 160 for s in match.short_of_chips())
            for s in match.short_of_chips():
                match.refill(s, 1000)
                total += 1000
        result = match.play_round(agents)
        points = [p + d for p, d in zip(points, result.summary["points"])]
        assert result.deltas == tuple(10 * p for p in result.summary["points"])
    assert sum(match.balances) == total and match.score == points and match.plays_for_chips
    loaded = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert loaded.balances == match.balances and loaded.plays_for_chips


def test_a_points_match_moves_no_chips() -> None:
    match = Match(TAM_CUC, [Seat(f"AI {i}", "easy") for i in range(3)], balances=[7, 7, 7], seed=2)
    result = match.play_round(match.agents(game("tam-cuc").agents))
    assert match.balances == [7, 7, 7] and match.score == list(result.deltas) and not match.short_of_chips()


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), stake=st.sampled_from([1, 5, 10]),
       ket_den=st.booleans(), solo=st.booleans(), xe=st.booleans())
def test_chips_are_conserved_for_any_options(n: int, seed: int, stake: int, ket_den: bool, solo: bool,
                                             xe: bool) -> None:
    options = {"choi-tien": True, "ket-den": ket_den, "solo-ket": solo, "xe-cap": xe, "di-dem": seed % 2 == 0}
    cfg = TAM_CUC.make_config(n, options=options, stake=stake, balances=(5000,) * n)
    state, _ = play_random(TAM_CUC, cfg, seed, policy_seed=seed)
    result = state.result()
    assert result.balanced() and result.deltas == tuple(stake * p for p in result.summary["points"])
    assert all(b + d >= 0 for b, d in zip(cfg.balances, result.deltas))


# --- one key style, old saves -------------------------------------------------------------------------
def test_option_keys_are_hyphenated() -> None:
    assert all("_" not in o.key for o in TAM_CUC.options)


def test_a_config_saved_with_the_old_keys_is_read_under_the_new_ones() -> None:
    saved = TAM_CUC.make_config(4).to_dict()
    saved["options"] = {"removal": "K k A P p", "first_leader": "random", "ban_leader_only": True}
    cfg = TableConfig.from_dict(saved)
    assert cfg.options == {"removal": "K k A P p", "first-leader": "random", "ban-leader-only": True}
    assert TAM_CUC.new_round(cfg, 5).rules.leader_only


def test_a_match_saved_with_the_old_keys_loads_and_plays_on() -> None:
    match = Match(TAM_CUC, [Seat("Lan", "human"), Seat("Minh", "easy")], seed=1)
    match.start_round()
    data = json.loads(json.dumps(match.to_dict()))
    for config in (data["base"], data["current"]["config"]):
        options = config["options"]
        options["first_leader"] = options.pop("first-leader")
        options["ban_leader_only"] = True
        del options["ban-leader-only"]
        for key in [k for k in options if "-" in k]:
            del options[key]  # a save from before the new options had none of them
    loaded = Match.from_dict(data)
    assert loaded.base.options["ban-leader-only"] is True and "first_leader" not in loaded.base.options
    assert loaded.current is not None and loaded.current.rules.leader_only
    legal: Callable[[int], Sequence[Action]] = loaded.current.legal_actions
    seat = loaded.current.to_act()[0]
    loaded.current.apply(seat, legal(seat)[0])
