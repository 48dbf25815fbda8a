"""The review of a player's decisions (game.review): it uses only what the seat could see, and
on situations whose best choice is known it marks that choice best and the other a mistake."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest

from game.catalog import game
from game.engine.pieces import parse_pieces
from game.engine.protocol import Action, RoundState
from game.engine.streams import derive
from game.match.match import Match, Seat
from game.match.replay import Replay
from game.match.turns import Turns
from game.review import BEST, FINE, GRADES, MISTAKE, REVIEW_STREAM, assessor_for, core, recent, review, review_save
from game.review.core import CHIPS, POINTS, Decision, Review, Seen
from game.review.tam_cuc import _label as tam_cuc_label
from game.variants.tam_cuc.actions import Commit, Lead
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.three_card.defs import READY, Accept, Challenge, Decline
from game.variants.xi_dach.actions import DRAW, STAND, XET_ALL, Bet
from game.variants.xi_dach.variant import XI_DACH
from tests.tam_cuc_helpers import pass_all, scripted, trick

NAMES = ("Lan", "Minh", "Hùng", "Nguyễn Thị Hương", "Tuấn", "Hoa")


def seen(state: RoundState[Any], seat: int, step: int = 0) -> Seen:
    unit = CHIPS if game(state.variant_key).variant.plays_for_chips(state.config) else POINTS
    return Seen(state.view(seat), tuple(state.legal_actions(seat)), state.config,
                derive(state.seed, REVIEW_STREAM, step), step, tuple(NAMES[:state.config.n_seats]), unit)


def assess(state: RoundState[Any], seat: int, action: Action) -> Decision:
    found = assessor_for(game(state.variant_key).variant)(seen(state, seat), action)
    assert found is not None
    return found


# --- only what the seat could see ---------------------------------------------------------------
TABLES = [("ba-cay", "chuong", 4), ("ba-cay", "nhat-an-tat", 3), ("bai-cao", "cao-rua", 4), ("xi-dach", None, 4),
          ("tam-cuc", None, 2), ("tam-cuc", None, 4)]


@pytest.mark.parametrize(("key", "mode", "n"), TABLES)
def test_the_review_never_reads_a_card_the_seat_could_not_see(key: str, mode: str | None, n: int) -> None:
    """At every decision of every seat, the hidden cards (pieces) shuffled among the places the
    seat cannot see (RoundState.permute_hidden) change nothing of the review's verdict."""
    g = game(key)
    assess_with = assessor_for(g.variant)
    config = g.variant.make_config(n, mode=mode, balances=(5000,) * n, banker=0)
    checked = moved = 0
    for seed in range(3):
        state = g.variant.new_round(config, 100 + seed)
        agents = {s: g.agents(("easy", "normal", "hard")[s % 3], s, config) for s in range(n)}
        turns = Turns(state, agents)
        rng = random.Random(seed)
        while (seat := turns.next_seat()) is not None:
            action = turns.ask(seat)
            verdict = assess_with(seen(state, seat, len(state.log)), action)
            if verdict is not None:
                other = state.permute_hidden(seat, rng)
                moved += other.to_dict() != state.to_dict() or _hidden_differs(state, other, seat)
                assert assess_with(seen(other, seat, len(state.log)), action) == verdict
                checked += 1
            turns.apply(seat, action)
    assert checked >= 6 and moved >= 1


def _hidden_differs(a: RoundState[Any], b: RoundState[Any], seat: int) -> bool:
    """Do the two rounds differ in what another seat sees (so the permutation moved something)?"""
    return any(a.view(s) != b.view(s) for s in range(a.config.n_seats) if s != seat)


# --- Xì Dách ---------------------------------------------------------------------------------------------
def xi_dach(script: str, n: int = 3) -> RoundState[Any]:
    """Seat 0 deals; the bets placed, the players' turn."""
    config = replace(XI_DACH.make_config(n, balances=(5000,) * n, banker=0), script=script)
    state = XI_DACH.new_round(config, 7)
    while (to_act := state.to_act()) and isinstance(state.legal_actions(to_act[0])[0], Bet):
        state.apply(to_act[0], state.legal_actions(to_act[0])[0])
    return state


def test_a_player_on_12_should_draw_and_on_20_stand() -> None:
    state = xi_dach("10C 7D | 10S 2H | 10H KD")
    assert state.to_act() == (1,)
    draw, stand = assess(state, 1, DRAW), assess(state, 1, STAND)
    assert draw.grade == BEST and draw.cost == 0 and draw.best.action == DRAW
    assert stand.grade == MISTAKE and stand.best.action == DRAW and stand.cost > 0
    assert {o.action for o in stand.options} == {DRAW, STAND}
    state.apply(1, STAND)
    assert assess(state, 2, STAND).grade == BEST and assess(state, 2, DRAW).grade == MISTAKE


def test_a_dealer_on_20_xets_everyone_rather_than_draw() -> None:
    state = xi_dach("10C KD | 10S 6H | 9H 7D")
    state.apply(1, STAND)
    state.apply(2, STAND)
    assert state.to_act() == (0,)
    assert assess(state, 0, XET_ALL).grade == BEST
    drawn = assess(state, 0, DRAW)
    assert drawn.grade == MISTAKE and drawn.best.action == XET_ALL and drawn.kind == "xet"


# --- Ba Cây, Bài Cào --------------------------------------------------------------------------------------
def three_card(variant: Any, mode: str, hands: str) -> RoundState[Any]:
    config = replace(variant.make_config(3, mode=mode, balances=(5000,) * 3, max_bet=100), script=hands)
    return variant.new_round(config, 3)


@pytest.mark.parametrize(("variant", "mode", "best", "worst"), [
    (BA_CAY, "nhat-an-tat", "AD 2C 7H", "AS AC 9S"),
    (BAI_CAO, "cao-rua", "JS QD KH", "10S 10C JD"),
])
def test_take_a_challenge_with_the_best_hand_and_refuse_it_with_the_worst(variant: Any, mode: str, best: str,
                                                                          worst: str) -> None:
    for mine, right, wrong in ((best, Accept(1), Decline(1)), (worst, Decline(1), Accept(1))):
        state = three_card(variant, mode, f"| | {mine}")
        state.apply(1, Challenge(2, 10))
        good, bad = assess(state, 2, right), assess(state, 2, wrong)
        assert good.grade == BEST and good.kind == "accept"
        assert bad.grade == MISTAKE and bad.best.action == right and bad.cost > 0


@pytest.mark.parametrize(("variant", "mode", "nuts"), [(BA_CAY, "nhat-an-tat", "AD 2C 7H"),
                                                      (BAI_CAO, "cao-rua", "JS QD KH")])
def test_challenge_with_the_nuts_rather_than_sit_quiet(variant: Any, mode: str, nuts: str) -> None:
    state = three_card(variant, mode, f"{nuts} | |")
    quiet = assess(state, 0, READY)
    assert quiet.grade == MISTAKE and isinstance(quiet.best.action, Challenge)
    assert assess(state, 0, quiet.best.action).grade == BEST


# --- Tam Cúc ----------------------------------------------------------------------------------------------
def test_tam_cuc_lead_the_ket_pair_not_one_of_it() -> None:
    """Seat 0 leads the last trick holding p p, and nobody's last two pieces make a pair: the
    pair wins the trick (a kết); a single Tốt loses it (tests/test_tam_cuc_ai.py)."""
    state = scripted(4, {0: "K A E R C H p p", 1: "A E R C H P P P", 2: "k a a e e r r P", 3: "c c h h p p p P"})
    pass_all(state)
    trick(state, "R C H", ["A E R", "k a a", "c c h"], [False, False, False])
    trick(state, "K A E", ["C P P", "e e r", "h p p"], [False, False, False])
    pair, one = Lead(parse_pieces("p p")), Lead(parse_pieces("p"))
    assert assess(state, 0, pair).grade == BEST
    single = assess(state, 0, one)
    assert single.grade == MISTAKE and single.best.action == pair and single.unit == "points" and single.cost >= 1


# --- a whole round, and the statistics line ----------------------------------------------------------------
@pytest.mark.parametrize(("key", "mode"), [("xi-dach", None), ("ba-cay", "chuong"), ("bai-cao", "cao-rua"),
                                           ("tam-cuc", None)])
def test_a_round_s_review_lists_the_seat_s_own_decisions(key: str, mode: str | None) -> None:
    g = game(key)
    match = Match(g.variant, [Seat(f"P{i}", "easy") for i in range(4)], mode=mode, seed=5,
                  **({"balances": [5000] * 4} if g.variant.plays_for_chips(g.variant.make_config(4)) else {}))
    agents = match.agents(g.agents)
    for _ in range(2):
        match.play_round(agents)
    record = match.history[-1]
    replay = Replay.of_record(g.variant, record, [s.name for s in match.seats])
    moves = replay.moves()
    total = 0
    for seat in range(4):
        result = review(replay, seat)
        assert result.seat == seat and result.round_no == record.round_no
        for d in result.decisions:
            assert moves[d.step] == (seat, d.chosen.action)
            assert d.grade in GRADES and d.cost >= 0 and d.best in d.options and d.chosen in d.options
            assert (d.grade == BEST) == (d.cost == 0)
            assert all(line.strip() for line in d.lines("en") + d.lines("vi"))
        assert result == review_save(g.variant, replay.save, replay.names, seat)  # the same every time

        total += len(result.decisions)
    assert total > 0
    with pytest.raises(ValueError):
        review(replay, 4)


def test_mistakes_per_10_rounds_sum_the_records_a_profile_keeps() -> None:
    records = [{"game": "xi-dach", "round": r, "decisions": 3, "mistakes": r % 2, "cost": 1.5, "unit": "chips"}
               for r in range(1, 21)]
    records += [{"game": "tam-cuc", "round": 1, "decisions": 7, "mistakes": 4, "cost": 9.0, "unit": "points"},
                {"game": "xi-dach", "decisions": -1, "mistakes": 0}, "not a record"]
    xd = recent(records, game="xi-dach")
    assert (xd.rounds, xd.decisions, xd.mistakes, xd.per_10_rounds) == (20, 60, 10, 5.0)
    assert recent(records, game="xi-dach", last=4).mistakes == 2
    assert recent(records).rounds == 21 and recent([]).per_10_rounds is None


def test_the_summary_counts_what_the_rows_show_and_adds_up_their_costs() -> None:
    """The header counts each grade the rows show and its cost is the sum of the rows' costs as
    they are written (issue 40: "0 nước hớ" over a round that lost 60 chips to its decisions)."""
    state = xi_dach("10C 7D | 10S 2H | 10H KD")
    stand, draw = assess(state, 1, STAND), assess(state, 1, DRAW)  # standing on 12: a mistake
    one = Review("xi-dach", 1, 1, stand.unit, (stand,), 100)
    assert one.summary("en") == f"1 decision: 1 mistake · in all it {stand.cost_label.text('en')}"
    assert stand.situation.text("vi").startswith("Bạn cầm 10♠ 2♥ (12)")  # the cards as the table shows them
    three = Review("xi-dach", 1, 1, stand.unit, (stand, draw, stand), 100)
    assert three.summary("vi").startswith("3 quyết định: 1 nước hay nhất, 2 nước hớ · tổng cộng mất khoảng")
    assert three.cost == 2 * stand.shown_cost and three.cost == round(three.cost)


@pytest.mark.parametrize(("unit", "stake", "cost", "grade"), [
    ("chips", 100, 0.4, BEST), ("chips", 100, 0.6, FINE), ("chips", 100, 19.4, FINE), ("chips", 100, 19.6, MISTAKE),
    ("chips", 100, 27.0, MISTAKE), ("chips", 10, 1.4, FINE), ("chips", 10, 1.6, MISTAKE), ("chips", 10, 2.0, MISTAKE),
    ("points", 1, 0.04, BEST), ("points", 1, 0.1, FINE), ("points", 1, 0.2, MISTAKE), ("points", 1, 1.3, MISTAKE),
])
def test_one_rule_grades_every_cost_in_the_games_unit(unit: str, stake: float, cost: float, grade: str) -> None:
    """Nothing written is the best; under a fifth of the table's stake is fine; a fifth or more is
    a mistake — a Tam Cúc point is one stake, so 27 chips at a 100-chip table and 1.3 points are
    both mistakes, and the review says so in its own words (``review.rule``)."""
    assert core.grade(cost, unit, stake) == grade


def test_the_review_states_its_rule_in_the_tables_unit() -> None:
    chips = Review("xi-dach", 1, 1, "chips", (), 100)
    assert chips.rule("vi") == ("Nước hay nhất: không mất gì · Được: mất dưới 20 chip (1/5 cược bàn) · "
                                "Nước hớ: mất từ 20 chip trở lên")
    assert "under 20 chips" in chips.rule("en") and "20 chips or more" in chips.rule("en")
    points = Review("tam-cuc", 1, 1, "points", (), 1)
    assert "0.2 points or more" in points.rule("en") and "0,2 điểm" in points.rule("vi")
    assert "under 1 chip " in Review("ba-cay", 1, 1, "chips", (), 5).rule("en")


def test_pieces_that_are_no_group_are_named_one_by_one() -> None:
    label = tam_cuc_label(Commit(tuple(parse_pieces("c R"))))
    assert label.text("vi") == "Các quân Pháo đen, Xe đỏ"


@pytest.mark.parametrize(("key", "mode"), [("xi-dach", None), ("ba-cay", "chuong"), ("bai-cao", "cao-rua"),
                                           ("tam-cuc", None)])
def test_the_review_names_the_seats_as_the_table_does(key: str, mode: str | None) -> None:
    """Issue 29: "Minh thách bạn 50", never "Ghế 2 thách bạn 50" — in both languages, in the
    lines and in every option's words."""
    g = game(key)
    names = list(NAMES[:4])
    match = Match(g.variant, [Seat(name, "normal") for name in names], mode=mode, seed=11,
                  **({"balances": [5000] * 4} if g.variant.plays_for_chips(g.variant.make_config(4)) else {}))
    agents = match.agents(g.agents)
    said: list[str] = []
    for _ in range(8):
        match.play_round(agents)
        replay = Replay.of_record(g.variant, match.history[-1], names)
        for seat in range(4):
            for d in review(replay, seat).decisions:
                for lang in ("vi", "en"):
                    said += d.lines(lang) + [o.label.text(lang) for o in d.options]
    named = [line for line in said if any(name in line for name in names)]
    assert named, "some decision names another seat"
    numbered = [line for line in said if re.search(r"\b(ghế|seat) \d", line, re.IGNORECASE)]
    assert not numbered
