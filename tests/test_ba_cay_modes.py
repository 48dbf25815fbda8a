"""Ba Cây: the table chooses the mode of each round (chọn từng ván), a fixed table switches
mode between rounds, the AI's mode vote, and biên giới's ``bien-gioi-cover``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from itertools import pairwise

import pytest

from game.ai.personality import PERSONALITIES
from game.ai.three_card_mode import Situation, certainty_equivalent, mode_preference
from game.catalog import game
from game.engine.protocol import TableConfig
from game.match.match import Match, Seat
from game.match.sim import SimSpec, simulate
from game.variants.three_card.ba_cay import BA_CAY, CHON_TUNG_VAN, CHUONG, NHAT_AN_TAT
from game.variants.three_card.defs import Accept, Challenge
from tests.test_three_card_table import BA_CAY_HANDS, play, refused, rig, table

AGENTS = game("ba-cay").agents


def seats(*levels: str) -> list[Seat]:
    return [Seat(f"P{i}", level) for i, level in enumerate(levels)]


def choosing(*levels: str, **kw: object) -> Match:
    return Match(BA_CAY, seats(*levels), mode=CHON_TUNG_VAN, balances=[5000] * len(levels), seed=8, **kw)  # type: ignore[arg-type]


def always(mode: str):  # type: ignore[no-untyped-def]
    return lambda seat, level, configs, situation: mode


# --- chọn từng ván ------------------------------------------------------------------------------
def test_the_mode_is_offered_beside_the_two_round_modes() -> None:
    assert BA_CAY.table_modes == (CHUONG, NHAT_AN_TAT, CHON_TUNG_VAN)
    assert BA_CAY.round_modes(CHON_TUNG_VAN) == (CHUONG, NHAT_AN_TAT) and BA_CAY.round_modes(CHUONG) == (CHUONG,)
    assert BA_CAY.make_config(4, mode=CHON_TUNG_VAN).mode == CHUONG  # a round is always played in a real mode


def test_no_round_starts_before_its_mode_is_chosen() -> None:
    match = choosing("human", "normal", "normal")
    assert match.round_mode_needed() and match.round_mode_choices() == (CHUONG, NHAT_AN_TAT)
    with pytest.raises(RuntimeError, match="mode"):
        match.start_round()
    with pytest.raises(ValueError):
        match.choose_round_mode("cao-rua")
    match.choose_round_mode(NHAT_AN_TAT)
    state, _ = match.start_round()
    assert state.config.mode == NHAT_AN_TAT and not match.round_mode_needed()
    with pytest.raises(RuntimeError):
        match.choose_round_mode(CHUONG)  # not while a round is in play


def test_who_chooses_the_seat_that_would_deal_or_the_next_human_or_the_ais() -> None:
    assert choosing("human", "normal", "normal").round_mode_chooser() == 0  # the chương, seat 0, deals
    assert choosing("normal", "easy", "human", "human").round_mode_chooser() == 2  # first human after it
    assert choosing("normal", "human", "human", banker=2).round_mode_chooser() == 2
    assert choosing("normal", "hard", "easy").round_mode_chooser() is None  # the AIs vote


def test_each_round_plays_its_chosen_mode_and_the_chuong_carries_over() -> None:
    match = choosing("normal", "normal", "normal", "normal", banker=1)
    agents = match.agents(AGENTS)
    played = []
    for mode in (CHUONG, NHAT_AN_TAT, NHAT_AN_TAT, CHUONG):
        match.choose_round_mode(mode)
        banker = match.banker
        state, _ = match.start_round()
        assert state.config.mode == mode
        if mode == CHUONG:
            assert state.config.banker == banker  # the bank as the last chương round left it
        match.turns(agents).play_out()
        result = match.finish_round()
        if mode == NHAT_AN_TAT:
            assert match.banker == banker  # a round without a bank moves no bank
        played.append(match.history[-1].mode)
        assert match.round_mode_needed()
        assert result.balanced()
    assert played == [CHUONG, NHAT_AN_TAT, NHAT_AN_TAT, CHUONG]


@pytest.mark.parametrize("kept", [None, 1])  # sim keeps only the last round: enough for the tie
def test_the_vote_takes_the_majority_and_a_tie_keeps_the_last_mode(kept: int | None) -> None:
    match = choosing("normal", "normal", "normal", "normal", history_kept=kept)

    def split(seat: int, level: str, configs: Mapping[str, TableConfig], situation: Situation) -> str:
        assert set(configs) == {CHUONG, NHAT_AN_TAT} and configs[CHUONG].banker == 0
        return NHAT_AN_TAT if seat < 2 else CHUONG

    assert match.vote_round_mode(split) == CHUONG  # 2–2 with no previous round: the first choice
    match.play_round(match.agents(AGENTS))
    assert match.vote_round_mode(lambda s, lv, c, sit: NHAT_AN_TAT if s else CHUONG) == NHAT_AN_TAT  # 3–1
    match.play_round(match.agents(AGENTS))
    assert match.vote_round_mode(split) == NHAT_AN_TAT  # 2–2: the previous round's mode stays


def test_the_choice_and_each_round_s_mode_are_saved_and_old_saves_load() -> None:
    match = choosing("human", "normal", "normal")
    match.choose_round_mode(NHAT_AN_TAT)
    match.play_round(match.agents(AGENTS))
    match.choose_round_mode(CHUONG)
    data = json.loads(json.dumps(match.to_dict()))
    loaded = Match.from_dict(data)
    assert loaded.table_mode == CHON_TUNG_VAN and loaded.round_mode == CHUONG
    assert [r.mode for r in loaded.history] == [NHAT_AN_TAT]
    old = Match(BA_CAY, seats("human", "normal"), mode=NHAT_AN_TAT, balances=[500, 500], seed=1)
    old.play_round(old.agents(AGENTS))
    data = json.loads(json.dumps(old.to_dict()))
    del data["table_mode"], data["round_mode"]
    for record in data["history"]:
        del record["mode"]
    loaded = Match.from_dict(data)  # a save from before chọn từng ván
    assert loaded.table_mode == NHAT_AN_TAT and loaded.round_mode == NHAT_AN_TAT
    assert [r.mode for r in loaded.history] == [NHAT_AN_TAT] and not loaded.round_mode_needed()


def test_a_fixed_table_switches_mode_between_rounds_and_keeps_everything() -> None:
    match = Match(BA_CAY, seats("human", "normal", "normal"), mode=NHAT_AN_TAT, balances=[800] * 3, seed=4)
    match.play_round(match.agents(AGENTS))
    balances, history = list(match.balances), list(match.history)
    with pytest.raises(ValueError):
        match.choose_round_mode(CHUONG)  # a fixed table has nothing to choose
    match.switch_mode(CHUONG)
    assert match.balances == balances and match.history == history and match.table_mode == CHUONG
    state, _ = match.start_round()
    assert state.config.mode == CHUONG and state.config.banker == 1  # the next seat to deal banks
    with pytest.raises(RuntimeError):
        match.switch_mode(NHAT_AN_TAT)
    match.turns(match.agents(AGENTS)).play_out()
    match.finish_round()
    match.switch_mode(CHON_TUNG_VAN)
    assert match.round_mode_needed()
    with pytest.raises(ValueError):
        match.switch_mode("cao-cai")
    assert [r.mode for r in match.history] == [NHAT_AN_TAT, CHUONG]


# --- the AI's preference ------------------------------------------------------------------------
def _configs(balances: tuple[int, ...], banker: int = 0) -> dict[str, TableConfig]:
    return {m: BA_CAY.make_config(len(balances), mode=m, balances=balances, banker=banker if m == CHUONG else None)
            for m in (CHUONG, NHAT_AN_TAT)}


def test_a_poor_punter_prefers_the_bank_game_and_a_rich_one_the_pot() -> None:
    prefer = mode_preference(BA_CAY)
    # 5 players, stake 10: the pot risks 4 × 10²; a punter betting 2% of 100,000 (capped at 100) risks 100².
    assert prefer(1, "normal", _configs((100_000, 300, 300, 300, 300))) == CHUONG
    assert prefer(1, "normal", _configs((100_000,) * 5)) == NHAT_AN_TAT
    # Holding 1,500: hard bets 1% (the 10 minimum, risking 10²), normal 2% (30, risking 30²).
    assert prefer(1, "hard", _configs((100_000, 1500, 1500, 1500, 1500))) == CHUONG
    assert prefer(1, "normal", _configs((100_000, 1500, 1500, 1500, 1500))) == NHAT_AN_TAT


def test_the_chuong_facing_many_bets_prefers_the_pot() -> None:
    prefer = mode_preference(BA_CAY)
    configs = _configs((2000, 100_000, 100_000, 100_000, 100_000))
    assert prefer(0, "normal", configs) == NHAT_AN_TAT
    chuong = certainty_equivalent(BA_CAY, 0, "normal", configs[CHUONG])
    pot = certainty_equivalent(BA_CAY, 0, "normal", configs[NHAT_AN_TAT])
    assert chuong < pot < 0


def test_sim_lets_the_ais_vote_and_each_row_names_its_mode() -> None:
    from game.match.sim import prepare

    spec = SimSpec(BA_CAY, AGENTS, 5, 30, 3, mode=CHON_TUNG_VAN)
    rows = list(simulate(spec, prepare(spec)))
    modes = {row["mode"] for row in rows}
    assert modes <= {CHUONG, NHAT_AN_TAT}
    for row in rows:
        assert sum(row["deltas"]) + row["fees"] + row["carry"] == 0
        assert (row["banker"] is None) == (row["mode"] == NHAT_AN_TAT)
    assert rows == list(simulate(spec, prepare(spec)))


def test_a_seat_s_temper_and_last_rounds_outweigh_the_risk() -> None:
    prefer = mode_preference(BA_CAY)
    configs = _configs((100_000,) * 5)  # risk alone: nhất ăn tất (see above)
    assert prefer(1, "normal", configs, Situation()) == NHAT_AN_TAT
    assert prefer(1, "normal", configs, Situation(PERSONALITIES["lieu"])) == CHUONG  # a daring seat likes the bank
    assert prefer(1, "normal", configs, Situation(lost_bank=True)) == CHUONG  # … one that just lost it, back
    assert prefer(1, "normal", configs, Situation(recent=-3, last_mode=NHAT_AN_TAT)) == CHUONG  # đổi gió
    assert prefer(1, "normal", configs, Situation(recent=2, last_mode=NHAT_AN_TAT)) == NHAT_AN_TAT
    poor = _configs((100_000, 300, 300, 300, 300))  # risk alone: chương
    assert prefer(1, "normal", poor, Situation(recent=-3, last_mode=CHUONG)) == NHAT_AN_TAT
    assert prefer(0, "normal", poor, Situation(bank_result=-2)) == NHAT_AN_TAT  # a chương that loses wants a change
    assert prefer(1, "normal", poor, Situation(PERSONALITIES["ma-lanh"])) == NHAT_AN_TAT  # a crafty seat, the pot


def test_the_match_tells_each_seat_its_situation() -> None:
    match = choosing("normal", "normal", "normal", "normal", banker=0)
    assert match.situation(1) == Situation(PERSONALITIES[match.seats[1].personality or "diem-tinh"])
    agents = match.agents(AGENTS)
    match.choose_round_mode(CHUONG)
    match.play_round(agents)
    last = match.history[-1]
    assert last.banker == 0
    for s in range(4):
        situation = match.situation(s)
        assert situation.recent == last.deltas[s] / match.base.stake and situation.last_mode == CHUONG
        assert situation.bank_result == (last.deltas[0] / match.base.stake if s == match.banker else None)
    match.banker = 2  # as if seat 2 had taken the bank (cướp chương)
    assert match.situation(0).lost_bank and not match.situation(2).lost_bank
    data = json.loads(json.dumps(match.to_dict()))
    assert [r.banker for r in Match.from_dict(data).history] == [0]


@pytest.mark.parametrize("stake", [10, 1000])
def test_an_all_ai_table_plays_both_modes_and_the_same_seed_plays_the_same_way(stake: int) -> None:
    """Issue 31: before, an all-AI table never changed mode (always nhất ăn tất at stake 10,
    always chương from 100)."""
    for seed, level in ((1, "normal"), (2, "hard"), (3, "easy")):
        spec = SimSpec(BA_CAY, AGENTS, 4, 200, seed, mode=CHON_TUNG_VAN, level=level, stake=stake)
        modes = [row["mode"] for row in simulate(spec)]
        assert {CHUONG, NHAT_AN_TAT} <= set(modes), (seed, level)
        assert sum(a != b for a, b in pairwise(modes)) >= 5
    assert modes == [row["mode"] for row in simulate(spec)]


# --- bien-gioi-cover -----------------------------------------------------------------------------
def test_cover_2_the_target_must_be_able_to_pay_twice_the_amount() -> None:
    options = {"bien-gioi-cover": 2}
    one = rig(BA_CAY, table(BA_CAY, 3, mode=NHAT_AN_TAT, balances=(5000, 110, 5000)), BA_CAY_HANDS)
    assert max(a.amount for a in one.legal_actions(2) if isinstance(a, Challenge) and a.target == 1) == 100
    two = rig(BA_CAY, table(BA_CAY, 3, mode=NHAT_AN_TAT, options=options, balances=(5000, 110, 5000)),
              BA_CAY_HANDS)
    assert max(a.amount for a in two.legal_actions(2) if isinstance(a, Challenge) and a.target == 1) == 50
    error = refused(two, 2, Challenge(1, 60))
    assert error.key == "tc.funds.target" and error.params["amount"] == 120 and error.params["free"] == 100
    play(two, (2, Challenge(1, 50)), (1, Accept(2)))  # 100 free covers 2 × 50


def test_cover_2_is_checked_again_when_the_target_answers() -> None:
    state = rig(BA_CAY, table(BA_CAY, 3, mode=NHAT_AN_TAT, options={"bien-gioi-cover": 2},
                              balances=(5000, 130, 5000)), BA_CAY_HANDS)
    play(state, (2, Challenge(1, 60)), (1, Challenge(0, 10)))  # seat 1 now risks 2 × 10 elsewhere
    assert Accept(2) not in state.legal_actions(1)
    error = refused(state, 1, Accept(2))
    assert error.key == "tc.funds.accept" and error.params["amount"] == 120
