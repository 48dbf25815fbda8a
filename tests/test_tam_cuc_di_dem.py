"""Tam Cúc đi đêm (RULES.md §4, seed 003): the phase, its refusals, who sees what, saves,
the hidden-piece permutation, and the AI's offers and answers."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.tam_cuc.di_dem import choose_di_dem, hand_score
from game.ai.tam_cuc.world import obs_from_view, rules_of
from game.catalog import game
from game.engine.errors import IllegalAction
from game.engine.events import redact_all
from game.engine.pieces import Piece, parse_piece, parse_pieces
from game.variants.tam_cuc.actions import (
    DECLINE_DI_DEM,
    NO_DI_DEM,
    AcceptDiDem,
    DiDem,
    DiDemAnswered,
    DiDemOffered,
    Lead,
)
from game.variants.tam_cuc.round import TamCucRound
from game.variants.tam_cuc.variant import TAM_CUC
from tests.conformance import play_random, snapshot
from tests.tam_cuc_helpers import pass_all, scripted

HANDS = {0: "K A E R C H p p", 1: "A E R C H P P P", 2: "k a a e e r r P", 3: "c c h h p p p P"}
ON = {"di-dem": True}


def _pieces(text: str) -> tuple[Piece, ...]:
    return tuple(sorted(parse_pieces(text), key=lambda p: p.index))


def _night(options: dict[str, object] | None = None) -> TamCucRound:
    state = scripted(4, HANDS, options={**ON, **(options or {})})
    pass_all(state)
    return state


def refused(state: TamCucRound, seat: int, action: object, key: str) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)  # type: ignore[arg-type]
    assert info.value.key == key, info.value.reason
    assert snapshot(state) == before


def test_the_phase_comes_after_trinh_lang_and_before_the_first_lead() -> None:
    off = scripted(4, HANDS)
    pass_all(off)
    assert off.view(0).phase == "lead"
    state = _night()
    view = state.view(0)
    assert view.phase == "di-dem" and state.to_act() == (0,) and view.di_dem == () and view.di_dem_offer is None
    legal = state.legal_actions(0)
    assert legal[0] == NO_DI_DEM and all(isinstance(a, DiDem) for a in legal[1:])
    assert {a.target for a in legal[1:]} == {1, 2, 3} and {len(a.pieces) for a in legal[1:]} == {1, 2}  # type: ignore[attr-defined]


def test_an_accepted_swap_changes_both_hands_and_only_the_two_see_it() -> None:
    state = _night()
    offered = state.apply(0, DiDem(_pieces("C H"), 2, parse_piece("r")))
    assert state.to_act() == (2,)
    assert state.view(2).di_dem_offer is not None and state.view(2).di_dem_offer.given == _pieces("C H")
    assert state.view(1).di_dem[0].given is None and state.view(1).di_dem[0].wish is None
    answered = state.apply(2, AcceptDiDem(_pieces("r P")))
    assert state.view(0).hand == _pieces("K A E R r p p P")
    assert state.view(2).hand == _pieces("k a a e e r C H")
    for seat, sees in ((0, True), (2, True), (1, False), (3, False), (None, False)):
        for e in redact_all(offered + answered, seat):
            if isinstance(e, DiDemOffered):
                assert (e.pieces == _pieces("C H") and e.wish == parse_piece("r")) is sees
                assert (e.proposer, e.target, e.count) == (0, 2, 2)
            if isinstance(e, DiDemAnswered):
                assert e.accepted and (e.returned == _pieces("r P")) is sees and (e.given is not None) is sees
    record = state.view(3).di_dem[0]
    assert (record.proposer, record.target, record.count, record.status) == (0, 2, 2, "accepted")
    assert record.given is None and record.returned is None
    assert state.view(0).di_dem[0].returned == _pieces("r P")


def test_each_seat_takes_part_in_one_swap_and_a_decline_changes_nothing() -> None:
    state = _night()
    state.apply(0, DiDem(_pieces("H"), 2, None))
    state.apply(2, AcceptDiDem(_pieces("P")))
    assert state.to_act() == (1,)
    assert {a.target for a in state.legal_actions(1) if isinstance(a, DiDem)} == {3}  # type: ignore[attr-defined]
    refused(state, 1, DiDem(_pieces("P"), 2, None), "tc.didem.partner")
    hand = state.view(1).hand
    state.apply(1, DiDem(_pieces("P"), 3, parse_piece("c")))
    state.apply(3, DECLINE_DI_DEM)
    assert state.view(1).hand == hand and state.view(0).di_dem[-1].status == "declined"
    # seat 2 has swapped: its turn is skipped; seat 3 may still offer, but only to seat 1
    assert state.to_act() == (3,)
    assert {a.target for a in state.legal_actions(3) if isinstance(a, DiDem)} == {1}  # type: ignore[attr-defined]
    state.apply(3, NO_DI_DEM)
    assert state.view(0).phase == "lead" and state.to_act() == (0,)


def test_refusals_name_their_reason_and_change_nothing() -> None:
    state = _night()
    refused(state, 0, DiDem(_pieces("K A E"), 1, None), "tc.didem.count")
    refused(state, 0, DiDem(_pieces("P"), 1, None), "tc.rule.not_held")
    refused(state, 0, DiDem(_pieces("R"), 0, None), "tc.didem.partner")
    refused(state, 0, DiDem(_pieces("R"), 1, parse_piece("K")), "tc.didem.wish_impossible")  # the only K is its own
    refused(state, 0, AcceptDiDem(_pieces("R")), "tc.didem.no_offer")
    refused(state, 0, Lead(_pieces("R")), "tc.rule.phase")
    state.apply(0, DiDem(_pieces("R C"), 1, None))
    refused(state, 1, AcceptDiDem(_pieces("P")), "tc.rule.wrong_count")
    refused(state, 1, AcceptDiDem(_pieces("K A")), "tc.rule.not_held")
    refused(state, 1, NO_DI_DEM, "tc.didem.waiting")
    refused(state, 0, DECLINE_DI_DEM, "illegal.not_your_turn")


def test_sim_summary_and_replay() -> None:
    state = _night()
    state.apply(0, DiDem(_pieces("C H"), 2, parse_piece("r")))
    mid = json.loads(json.dumps(state.to_dict()))
    assert snapshot(TAM_CUC.load_round(mid)) == snapshot(state)
    state.apply(2, DECLINE_DI_DEM)
    while state.view(0).phase == "di-dem":
        state.apply(state.to_act()[0], NO_DI_DEM)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.result().summary["di_dem"] == [[0, 2, 2, False]]
    assert snapshot(TAM_CUC.load_round(json.loads(json.dumps(state.to_dict())))) == snapshot(state)


def _swap_and_play(given: str, returned: str) -> TamCucRound:
    state = _night()
    state.apply(0, DiDem(_pieces(given), 2, None))
    state.apply(2, AcceptDiDem(_pieces(returned)))
    return state


def test_an_onlooker_s_view_does_not_depend_on_the_pieces_swapped() -> None:
    a = _swap_and_play("C H", "r P")
    b = _swap_and_play("K p", "e e")
    for seat in (1, 3, None):
        assert a.view(seat) == b.view(seat)
    assert a.view(0) != b.view(0) and a.view(2) != b.view(2)


def test_permuting_hidden_pieces_keeps_what_the_offer_showed_its_target() -> None:
    state = _night()
    state.apply(0, DiDem(_pieces("C H"), 2, None))
    for k in range(20):
        other = state.permute_hidden(2, random.Random(k))
        assert other.view(2) == state.view(2)
        other.apply(2, AcceptDiDem(_pieces("r P")))  # the pieces offered are still the proposer's
        assert other.view(2).hand == _pieces("k a a e e r C H")
    state.apply(2, AcceptDiDem(_pieces("r P")))
    moved = 0
    for k in range(20):
        other = state.permute_hidden(0, random.Random(k))
        assert other.view(0) == state.view(0)
        assert other.deal.hands[2][parse_piece("C").index] >= 1  # seat 0 knows seat 2 holds its C and H
        assert other.deal.hands[2][parse_piece("H").index] >= 1
        moved += other.deal.hands[1] != state.deal.hands[1]
    assert moved  # the rest did move


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), policy=st.integers(0, 2**16))
def test_swaps_keep_every_hand_s_size_and_nobody_swaps_twice(n: int, seed: int, policy: int) -> None:
    cfg = TAM_CUC.make_config(n, options=ON)
    sizes: list[tuple[int, ...]] = []

    def watch(state, seat, legal, rng):  # type: ignore[no-untyped-def]
        if state.deal.phase == "di-dem":
            sizes.append(tuple(state.deal.sizes))
            for s in range(n):
                view = state.view(s)
                for r in view.di_dem:
                    assert (r.given is not None) == (s in (r.proposer, r.target))

    state, _ = play_random(TAM_CUC, cfg, seed, policy_seed=policy, on_step=watch)
    assert len(set(sizes)) <= 1
    rows = state.result().summary["di_dem"]
    swapped = [s for p, t, _, ok in rows if ok for s in (p, t)]
    assert len(swapped) == len(set(swapped))
    assert len({p for p, *_ in rows}) == len(rows)  # each seat offers at most once


# --- the AI ------------------------------------------------------------------------------------------
# Seat 1 holds r c: an h makes its r c h, a kết ba.  Its p is the piece it needs least.
AI_HANDS = {0: "h P P P E R C H", 1: "r c p K A E a e", 2: "k a e r c h A R", 3: "C H P P p p p p"}


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_ai_takes_the_piece_that_makes_its_ket_for_its_junk(level: str) -> None:
    state = scripted(4, AI_HANDS, options=ON)
    pass_all(state)
    state.apply(0, DiDem(_pieces("h"), 1, None))
    assert choose_di_dem(level, state.view(1), state.legal_actions(1), random.Random(1)) == AcceptDiDem(_pieces("p"))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_ai_keeps_its_tuong_from_a_wish_for_a_tot(level: str) -> None:
    state = scripted(4, AI_HANDS, options=ON)
    pass_all(state)
    state.apply(0, DiDem(_pieces("P"), 1, parse_piece("K")))
    assert choose_di_dem(level, state.view(1), state.legal_actions(1), random.Random(1)) == DECLINE_DI_DEM


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_ai_offers_a_legal_swap_or_none_and_never_wishes_for_the_tuong(level: str) -> None:
    state = scripted(4, AI_HANDS, options=ON)
    pass_all(state)
    legal = state.legal_actions(0)
    choice = choose_di_dem(level, state.view(0), legal, random.Random(1))
    assert choice in legal
    if level != "easy":
        assert not (isinstance(choice, DiDem) and choice.wish == parse_piece("K"))


def test_hand_score_counts_each_piece_by_its_strength() -> None:
    state = _night()
    view = state.view(0)
    obs = obs_from_view(view, rules_of(view))
    p, big = parse_piece("p").index, parse_piece("K").index

    def without(i: int) -> float:
        hand, unseen = list(obs.hand), list(obs.unseen)
        hand[i] -= 1
        unseen[i] += 1
        return hand_score(replace(obs, hand=hand, unseen=unseen, live=obs.live + 1), hand)

    whole = hand_score(obs, obs.hand)
    assert whole >= without(p) > without(big)  # a Tốt that no kết needs is worth little; the Tướng much


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_ai_tables_play_di_dem_to_the_end_and_repeat(level: str) -> None:
    from game.match.turns import Turns

    make = game("tam-cuc").agents
    for n in (2, 3, 4):
        cfg = TAM_CUC.make_config(n, options=ON)
        rows = []
        for _ in range(2):
            state = TAM_CUC.new_round(cfg, 7)
            turns = Turns(state, {s: make(level, s, cfg) for s in range(n)})
            turns.play_out()
            assert not turns.failures
            rows.append((state.result().summary["di_dem"], state.result().deltas))
        assert rows[0] == rows[1]


def test_a_human_at_the_table_can_let_di_dem_go_by() -> None:
    """Until the table offers swaps itself, a human seat passes its turn or declines an offer."""
    from game.i18n import t
    from tests.test_ui_tam_cuc import open_table, pass_curtain, view_of, waiting_human
    from tests.ui_harness import press, settle

    app, scene, _ = open_table(3, options=ON)
    pressed = []
    for _ in range(12):
        settle(app, lambda: waiting_human(app, scene))
        if pass_curtain(app) is not None:
            continue
        view = view_of(scene)
        if view.phase == "declare" and view.to_act == (0,):
            press(app, t("tcui.btn.pass"))
            continue
        if view.phase != "di-dem":
            break
        label = t("tc.move.decline_di_dem" if view.di_dem_offer is not None else "tc.move.no_di_dem")
        press(app, label)
        pressed.append(label)
    assert pressed and view_of(scene).phase in ("lead", "commit", "reveal")
