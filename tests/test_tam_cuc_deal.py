"""Scripted Tam Cúc deals: chui, first-trick bans, trình làng, kết, đè, settlement, bắt cái."""

from __future__ import annotations

import random

import pytest

from game.catalog import game
from game.engine.errors import IllegalAction
from game.engine.events import Announced, CardsRevealed, RoundSettled
from game.engine.pieces import Piece, Rank, parse_pieces
from game.match.match import Match, Seat
from game.variants.tam_cuc.actions import (
    PASS,
    CaiDrawn,
    Chuied,
    Commit,
    DealScored,
    Lead,
    PiecesCommitted,
    TrickWon,
)
from game.variants.tam_cuc.round import TamCucRound, bat_cai_count
from game.variants.tam_cuc.variant import TAM_CUC
from game.variants.tam_cuc.view import describe_selection
from tests.tam_cuc_helpers import answer, commit, lead, pass_all, scripted, show, trick

# Four players; seat 0 can kết with p p after two triples (RULES.md §4's kết tốt đen).
KET_HANDS = {0: "K A E R C H p p", 1: "A E R C H P P P", 2: "k a a e e r r P", 3: "c c h h p p p P"}


def _pieces(text: str) -> tuple[Piece, ...]:
    return tuple(sorted(parse_pieces(text), key=lambda p: p.index))


def _two_triples(state: TamCucRound, second_commit_1: str) -> None:
    pass_all(state)
    trick(state, "R C H", ["A E R", "k a a", "c c h"], [True, False, False])
    trick(state, "K A E", [second_commit_1, "e e r", "h p p"], [False, False, False])


def test_ket_tot_den_succeeds() -> None:
    state = scripted(4, KET_HANDS)
    _two_triples(state, "C P P")
    assert state.view(0).hand == _pieces("p p")
    events = trick(state, "p p", ["H P", "r P", "p P"], [True, True, True])
    assert state.is_over()
    result = state.result()
    assert result.summary["outcome"] == "ket" and result.summary["ket"] == "tot-den"
    assert result.summary["cay"] == [8, 0, 0, 0]
    assert result.deltas == (24, -8, -8, -8)  # 8 points each, minus cây (none)
    assert result.next_banker == 0
    assert any(isinstance(e, Announced) and e.kind == "ket" and e.banner for e in events)
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.standings == (1, 2, 2, 2) and scored.deltas == result.deltas
    assert any(isinstance(e, RoundSettled) for e in events)


def test_red_pair_de_black_pair() -> None:
    state = scripted(4, KET_HANDS)
    _two_triples(state, "C H P")
    events = trick(state, "p p", ["P P", "r P", "p P"], [True, True, True])
    result = state.result()
    assert result.summary["outcome"] == "de" and result.summary["de_seat"] == 1
    assert result.summary["ket_seat"] == 0  # the seat that made the kết, not the đè-er
    assert result.summary["ket_group"] == "p p" and result.summary["de_group"] == "P P"
    scored = next(e for e in events if isinstance(e, DealScored))
    assert (scored.ket_seat, scored.de_seat, scored.value) == (0, 1, 16)
    assert scored.ket_group == _pieces("p p") and scored.de_group == _pieces("P P")
    assert result.deltas == (-16, 16, 0, 0)  # đè pays double the kết (8 × 2), nobody else settles
    assert result.next_banker == 1
    assert any(isinstance(e, Announced) and e.kind == "de" for e in events)


def test_a_group_that_is_not_a_triple_does_not_win() -> None:
    state = scripted(4, KET_HANDS)
    pass_all(state)
    events = trick(state, "R C H", ["A E R", "k a a", "c c h"], [True, False, False])
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 0 and won.count == 3  # A E R turned up but is no group


def test_no_ket_settles_by_baseline_four_players() -> None:
    state = scripted(4, KET_HANDS)
    _two_triples(state, "C P P")
    trick(state, "p", ["H", "r", "p"], [True, False, False])  # Mã đỏ takes it
    assert state.view(1).leader == 1
    trick(state, "P", ["P", "P", "p"], [False, False, False])
    result = state.result()
    assert result.summary["outcome"] == "cay"
    assert result.summary["cay"] == [6, 2, 0, 0]
    assert result.deltas == (4, 0, -2, -2)  # cây − 2
    assert result.summary["standings"] == [1, 2, 3, 3]


def test_no_ket_settles_by_baseline_two_players() -> None:
    state = scripted(2, {0: "K A A E E R R C C H H P P P P P"})
    pass_all(state)
    for led, other in [("R C H", "r c h"), ("K A E", "k a e"), ("P P P P P", "p p p p p"),
                       ("R C H", "r c h"), ("A", "a"), ("E", "e")]:
        trick(state, led, [other], [True])
    result = state.result()
    assert result.summary["cay"] == [16, 0]
    assert result.deltas == (8, -8)  # baseline 8
    assert result.summary["outcome"] == "cay"  # the last lead, a single E, is no kết


def test_no_ket_settles_by_baseline_three_players() -> None:
    state = scripted(3, {0: "R C H R C H E E A", 1: "P P P r r c c h h"})
    pass_all(state)
    trick(state, "R C H", ["r c h", "a a e"], [True, False])
    trick(state, "R C H", ["r c h", "e p p"], [False, False])
    trick(state, "E E", ["P P", "p p"], [False, False])
    trick(state, "A", ["P", "P"], [True, False])
    result = state.result()
    assert result.summary["cay"] == [9, 0, 0]
    assert result.deltas == (6, -3, -3)  # baseline 3


def test_chui_keeps_pieces_hidden_from_everyone_else() -> None:
    state = scripted(4, KET_HANDS)
    pass_all(state)
    lead(state, "R C H")
    commit(state, "A E R", "k a a", "c c h")
    events = answer(state, False, True, False)
    chui = next(e for e in events if isinstance(e, Chuied))
    assert chui.seat == 1 and chui.count == 3 and chui.pieces == _pieces("A E R")
    for watcher in (0, 2, 3, None):
        assert chui.redacted_for(watcher) == Chuied(1, 3, None)
        view = state.view(watcher)
        assert view.discards[1] == 3 and view.my_discards != _pieces("A E R")
        assert all(_pieces("A E R")[0] not in t.shown[1] for t in view.tricks)
        assert view.tricks[0].shown[1] == () and view.tricks[0].played[1] == 3
    assert state.view(1).my_discards == _pieces("A E R")
    # still hidden at the end of the deal
    trick(state, "K A E", ["C P P", "e e r", "h p p"], [False, False, False])
    trick(state, "p p", ["H P", "r P", "p P"], [False, False, False])
    assert state.is_over()
    assert state.view(0).my_discards == () and state.view(1).my_discards == _pieces("A E R C P P H P")


def test_commits_are_face_down_for_the_others() -> None:
    state = scripted(4, KET_HANDS)
    pass_all(state)
    events = lead(state, "R C H")
    committed = next(e for e in events if isinstance(e, PiecesCommitted))
    assert committed.lead and committed.redacted_for(1) == PiecesCommitted(0, 3, None, True)
    view = state.view(1)
    assert view.committed[0] == 3 and view.revealed[0] is None and view.count == 3
    events = commit(state, "A E R", "k a a", "c c h")
    assert any(isinstance(e, CardsRevealed) and e.seat == 0 and e.why == "lead" for e in events)
    assert state.view(2).revealed[0] == _pieces("R C H")


def test_banned_first_trick_general_cannot_lead_or_win() -> None:
    state = scripted(4, {0: "E R C H p p P P", 1: "K A E R C H P P"})
    pass_all(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(0, Lead(parse_pieces("K")))  # not even held by seat 0
    assert info.value.key == "tc.rule.not_held"
    view = state.view(0)
    assert view.banned == (Rank.A, Rank.K) and view.first_trick
    events = trick(state, "E", ["K", "-", "-"], [True, False, False])
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 0  # Tướng ông cannot win it
    assert state.view(0).banned == ()


def test_banned_pieces_cannot_lead_the_first_trick() -> None:
    state = scripted(4, {0: "K A E R C H P P"})
    pass_all(state)
    for text in ("K", "A", "K A E"):
        with pytest.raises(IllegalAction) as info:
            state.apply(0, Lead(parse_pieces(text)))
        assert info.value.key == "tc.rule.banned.A"
        sel = describe_selection(state.view(0), parse_pieces(text))
        assert sel.action is None and sel.reason is not None and sel.reason.key == "tc.rule.banned.A"
    assert describe_selection(state.view(0), parse_pieces("E")).action == Lead(parse_pieces("E"))
    three = scripted(3, {0: "E E R C H R C H A"})
    pass_all(three)
    with pytest.raises(IllegalAction) as info:
        three.apply(0, Lead(parse_pieces("E")))  # three players: nothing above Xe
    assert info.value.key == "tc.rule.banned.E"


def test_leader_only_ban_lets_a_follower_win_with_a_general() -> None:
    state = scripted(4, {0: "E R C H p p P P", 1: "K A E R C H P P"}, options={"ban-leader-only": True})
    pass_all(state)
    events = trick(state, "E", ["K", "-", "-"], [True, False, False])
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 1


def test_tu_tu_trinh_lang_four_players_counts_four_and_keeps_the_cai() -> None:
    state = scripted(4, {2: "P P P P K A E R"})
    state.apply(0, PASS)
    state.apply(1, PASS)
    events = show(state, "P P P P")
    assert any(isinstance(e, Announced) and e.kind == "trinh-lang" and e.banner for e in events)
    assert not any(isinstance(e, Announced) and e.kind == "cuop-cai" for e in events)
    state.apply(3, PASS)
    view = state.view(0)
    assert view.cay[2] == 4 and view.trinh_lang[2] == _pieces("P P P P") and view.hand_sizes[2] == 4
    assert view.leader == 0 and view.phase == "lead" and view.first_trick  # trình làng is no trick


def test_ngu_tu_takes_the_lead_four_players() -> None:
    state = scripted(4, {2: "P P P P P K A E"})
    state.apply(0, PASS)
    state.apply(1, PASS)
    events = show(state, "P P P P P")
    assert any(isinstance(e, Announced) and e.kind == "cuop-cai" for e in events)
    state.apply(3, PASS)
    view = state.view(0)
    assert view.cay[2] == 5 and view.leader == 2 and view.cai == 2


def test_tu_tu_after_the_first_lead_only_with_three_players() -> None:
    four = scripted(4, {1: "P P P P K A E R"})
    pass_all(four)
    four.apply(0, Lead((four.view(0).hand[0],)))
    assert not any(a.__class__.__name__ == "TrinhLang" for a in four.legal_actions(1))
    three = scripted(3, {0: "R C H R C H E E A", 1: "P P P P r r c c h"})
    pass_all(three)
    trick(three, "R C H", ["r r c", "a a e"], [False, False])
    lead(three, "E")
    legal = three.legal_actions(1)
    assert any(a.__class__.__name__ == "TrinhLang" for a in legal)
    show(three, "P P P P")  # at its own turn, before putting a piece down
    commit(three, "h", "e")
    answer(three, False, False)
    view = three.view(0)
    assert view.cay[1] == 4 and view.leader == 1  # cướp cái: seat 1 leads although seat 0 won


def test_bat_cai_count_is_shown_and_decides_the_leader() -> None:
    assert bat_cai_count(0, parse_pieces("K")[0], 4) == (1,)
    assert bat_cai_count(0, parse_pieces("e")[0], 4) == (1, 2, 3)
    assert bat_cai_count(2, parse_pieces("p")[0], 4) == (3, 0, 1, 2, 3, 0, 1)
    for seed in range(20):
        state = TAM_CUC.new_round(TAM_CUC.make_config(4), seed)
        drawn = [e for e in state.start_events() if isinstance(e, CaiDrawn)]
        assert len(drawn) == 1
        e = drawn[0]
        assert e.counted == bat_cai_count(e.drawer, e.piece, 4) and e.cai == e.counted[-1]
        assert state.view(None).cai == e.cai and state.to_act() == (e.cai,)
    state = TAM_CUC.new_round(TAM_CUC.make_config(4, options={"first-leader": "random"}), 3)
    assert not any(isinstance(e, CaiDrawn) for e in state.start_events())


def test_later_deals_are_led_by_the_winner_of_the_last_trick() -> None:
    match = Match(TAM_CUC, [Seat(f"AI {i}", "normal") for i in range(4)], seed=4)
    agents = match.agents(game(match.variant.key).agents)
    assert match.banker is None
    total = [0] * 4
    for _ in range(5):
        state, events = match.start_round()
        assert (match.banker is None) == any(isinstance(e, CaiDrawn) for e in events)
        if match.banker is not None:
            assert state.view(None).cai == match.banker or state.view(None).trinh_lang != ((),) * 4
        rng = random.Random(state.seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, agents[seat].choose(state.view(seat), state.legal_actions(seat), rng))
        last_winner = state.view(None).tricks[-1].winner
        result = match.finish_round()
        assert result.next_banker == last_winner == match.banker
        total = [t + d for t, d in zip(total, result.deltas)]
    assert match.score == total and sum(total) == 0


def test_tu_tu_takes_the_lead_three_players_before_the_first_lead() -> None:
    state = scripted(3, {2: "P P P P R C H a e"})
    state.apply(0, PASS)
    state.apply(1, PASS)
    events = show(state, "P P P P")
    assert any(isinstance(e, Announced) and e.kind == "cuop-cai" for e in events)
    view = state.view(0)
    assert view.cay[2] == 4 and view.leader == 2 and view.to_act == (2,) and view.first_trick


def test_a_player_short_of_pieces_puts_down_what_it_has_and_then_sits_out() -> None:
    state = scripted(4, {0: "K A E R C H e e", 1: "P P P P R C r r"})
    state.apply(0, PASS)
    show(state, "P P P P")
    pass_all(state)
    trick(state, "R C H", ["R C r", "-", "-"], [True, False, False])
    lead(state, "K A E")
    view = state.view(1)
    assert view.count == 3 and view.commit_size == 1
    assert all(isinstance(a, Commit) and len(a.pieces) == 1 for a in state.legal_actions(1))
    commit(state, "r", "-", "-")
    answer(state, True, False, False)
    view = state.view(0)
    assert view.hand_sizes == (2, 0, 2, 2) and view.cay == (6, 4, 0, 0)
    lead(state, "e e")
    assert state.view(0).order == (2, 3)  # seat 1 has nothing left to play
    commit(state, "-", "-")
    answer(state, False, False)
    result = state.result()
    assert result.summary["cay"] == [8, 4, 0, 0] and result.summary["outcome"] == "cay"
    # 12 cây in a deal of 8: the losers pay 2 each, shared 3 : 1 by the excesses 6 and 2
    assert result.deltas == (3, 1, -2, -2)
