"""The Tam Cúc AI: legal at every level, blind to unseen pieces, and sensible in the endgame."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from game.ai.tam_cuc.agents import AGENTS, SearchAgent
from game.ai.tam_cuc.playout import Style, playout, playout_commit, playout_lead
from game.ai.tam_cuc.policy import normal_commit, normal_lead
from game.ai.tam_cuc.search import SearchBudget, allowance_of, evaluate
from game.ai.tam_cuc.world import WorldSampler, obs_from_view, rules_of
from game.catalog import game
from game.engine.pieces import parse_pieces
from game.match.arena import ArenaSpec, run_arena, seatings
from game.variants.tam_cuc.actions import Lead
from game.variants.tam_cuc.deal import Phase
from game.variants.tam_cuc.groups import expand, group_of
from game.variants.tam_cuc.round import TamCucRound
from game.variants.tam_cuc.variant import TAM_CUC
from tests.tam_cuc_helpers import pass_all, scripted, trick

FAST = SearchBudget(moves=(0, 0, 500, 600, 700), max_worlds=6)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_level_plays_only_legal_moves(n: int) -> None:
    cfg = TAM_CUC.make_config(n)
    levels = ["easy", "normal", "hard", "random"]
    for seed in range(3 if n != 2 else 2):
        state = TAM_CUC.new_round(cfg, seed)
        agents = [AGENTS(levels[(s + seed) % 4], s, cfg) if levels[(s + seed) % 4] != "hard"
                  else SearchAgent(s, cfg, FAST) for s in range(n)]
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            action = agents[seat].choose(state.view(seat), legal, rng)
            assert action in legal
            state.apply(seat, action)


@pytest.mark.parametrize("n", [2, 4])
def test_hard_ai_does_not_peek(n: int) -> None:
    """Same seed, unseen pieces shuffled (other hands, face-down commits, chui'd discards) → same choice."""
    cfg = TAM_CUC.make_config(n)
    hard = SearchAgent(0, cfg)
    normal = AGENTS("normal", 0, cfg)
    checked = moved = 0
    for seed in range(2):
        state = TAM_CUC.new_round(cfg, seed)
        assert isinstance(state, TamCucRound)
        rng = random.Random(seed)
        step = 0
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            step += 1
            if len(legal) > 2 and step % 4 == 0:
                other = state.permute_hidden(seat, random.Random(step))
                moved += any(other.deal.hands[s] != state.deal.hands[s] for s in range(n) if s != seat)
                assert other.view(seat) == state.view(seat)
                a = hard.choose(state.view(seat), legal, random.Random(step))
                b = hard.choose(other.view(seat), other.legal_actions(seat), random.Random(step))
                assert a == b
                checked += 1
            state.apply(seat, normal.choose(state.view(seat), legal, rng))
    assert checked >= 4 and moved >= 3


KET_HANDS = {0: "K A E R C H p p", 1: "A E R C H P P P", 2: "k a a e e r r P", 3: "c c h h p p p P"}


def _endgame() -> TamCucRound:
    """Seat 0 leads the last trick holding p p; nobody's last two pieces make a pair."""
    state = scripted(4, KET_HANDS)
    pass_all(state)
    trick(state, "R C H", ["A E R", "k a a", "c c h"], [False, False, False])
    trick(state, "K A E", ["C P P", "e e r", "h p p"], [False, False, False])
    return state


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_ai_takes_a_safe_ket(level: str) -> None:
    state = _endgame()
    view = state.view(0)
    legal = state.legal_actions(0)
    assert Lead(parse_pieces("p")) in legal
    assert AGENTS(level, 0, state.config).choose(view, legal, random.Random(0)) == Lead(parse_pieces("p p"))


def test_hard_ai_is_deterministic_for_a_seed() -> None:
    state = TAM_CUC.new_round(TAM_CUC.make_config(4), 3)
    assert isinstance(state, TamCucRound)
    pass_all(state)
    seat = state.to_act()[0]
    view, legal = state.view(seat), state.legal_actions(seat)
    picks = {SearchAgent(seat, state.config).choose(view, legal, random.Random(9)) for _ in range(3)}
    assert len(picks) == 1


def test_a_full_hand_gets_less_search_its_moves_cost_more() -> None:
    """The first lead at four players (8 pieces) plays fewer sampled deals than the whole
    allowance would buy: its playouts weigh bigger hands, so each move takes longer."""
    budget = SearchBudget()
    assert allowance_of(budget, 4, 8) == budget.moves[4] * budget.full_hand // 8
    assert allowance_of(budget, 4, budget.full_hand) == allowance_of(budget, 4, 2) == budget.moves[4]
    state = TAM_CUC.new_round(TAM_CUC.make_config(4), 3)
    assert isinstance(state, TamCucRound)
    pass_all(state)
    seat = state.to_act()[0]
    view, legal = state.view(seat), state.legal_actions(seat)
    assert len(view.hand) == 8

    def deals_played(budget: SearchBudget) -> int:
        return len(evaluate(view, legal, random.Random(5), budget).points[0])

    assert budget.min_worlds <= deals_played(budget) < deals_played(replace(budget, full_hand=8))


def test_arena_duplicate_seatings_and_report() -> None:
    assert seatings(2) == [(True, False), (False, True)]
    assert seatings(4) == [(True, False, True, False), (False, True, False, True)]
    assert seatings(3) == [(True, False, False), (False, True, False), (False, False, True)]
    tam_cuc = game("tam-cuc")
    spec = ArenaSpec(TAM_CUC, tam_cuc.agents, players=4, a="normal", b="random", deals=12, seed=1)
    report = run_arena(spec)
    assert report == run_arena(spec)
    assert report["n"] == 12 and report["a"] == "normal" and len(report["ci95"]) == 2
    assert report["ci95"][0] <= report["mean"] <= report["ci95"][1]
    mirror = run_arena(replace(spec, a="random", b="normal"))
    assert mirror["mean"] == pytest.approx(-report["mean"])  # duplicate deals: the same luck both ways


def test_sampled_deals_agree_with_the_view() -> None:
    """Every deal the hard AI imagines keeps what its view shows, and a leader's hidden lead is a group."""
    for n in (2, 3, 4):
        state = TAM_CUC.new_round(TAM_CUC.make_config(n), n)
        assert isinstance(state, TamCucRound)
        rng = random.Random(n)
        hidden_leads = 0
        while not state.is_over():
            seat = state.to_act()[0]
            view = state.view(seat)
            rules = rules_of(view)
            sampler = WorldSampler(view, rules)
            for _ in range(3):
                world, styles, _ = sampler.sample(rng)
                assert styles == (Style.SOUND,) * n
                assert world.sizes == list(view.hand_sizes) and world.phase == view.phase
                assert Counter(expand(world.hands[seat])) == Counter(p.index for p in view.hand)
                assert [sum(d) for d in world.discards] == list(view.discards)
                assert world.cay == list(view.cay) and world.turn == seat
                pieces: Counter[int] = Counter(expand(world.public))
                for s in range(n):
                    pieces.update(expand(world.hands[s]))
                    pieces.update(expand(world.discards[s]))
                    if world.phase in (Phase.COMMIT, Phase.REVEAL) and not world.revealed[s]:
                        pieces.update(world.commits[s])
                assert pieces == Counter(expand(rules.total))
                if view.phase == "commit" and view.leader != seat:
                    lead = group_of(world.commits[view.leader])
                    assert lead is not None and lead.size == view.count
                    assert not (view.first_trick and lead.top > rules.cap)
                    hidden_leads += 1
                playout(world, styles, rng)
                assert world.phase is Phase.OVER and sum(world.deltas) == 0
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        assert hidden_leads > 0


def test_sampled_deals_read_the_face_down_pieces_by_style() -> None:
    """At two players a hand is known until its player chui's: every deal the hard AI imagines
    holds the very lead a normal leader put face down; at four, an earlier follower's face-down
    pieces are what its normal policy would put down from the hand the deal gives it."""
    checked = Counter[int]()
    for n in (2, 4):
        cfg = TAM_CUC.make_config(n)
        for seed in range(3):
            state = TAM_CUC.new_round(cfg, seed)
            assert isinstance(state, TamCucRound)
            normal = [AGENTS("normal", s, cfg) for s in range(n)]
            rng = random.Random(seed)
            while not state.is_over():
                seat = state.to_act()[0]
                view = state.view(seat)
                if view.phase == "commit" and view.leader != seat:
                    sampler = WorldSampler(view, rules_of(view))
                    worlds = [sampler.sample(rng)[0] for _ in range(4)]
                    if n == 2 and not view.discards[view.leader]:
                        assert all(w.commits[view.leader] == state.deal.commits[view.leader] for w in worlds)
                        checked[n] += 1
                    for s in sampler.read_commits:
                        for w in worlds:
                            held = list(w.hands[s])
                            for i in w.commits[s]:
                                held[i] += 1
                            obs = sampler.obs_before(s, held, w.discards[s], view.count)
                            assert w.commits[s] == tuple(sorted(normal_commit(obs)))
                            checked[n] += 1
                legal = state.legal_actions(seat)
                state.apply(seat, normal[seat].choose(view, legal, rng))
    assert checked[2] > 0 and checked[4] > 0


@pytest.mark.parametrize("n", [2, 3, 4])
def test_sound_playout_plays_the_normal_level(n: int) -> None:
    """The search imagines a sound seat, and its own later moves, exactly as the normal level
    plays them: from the deal, each seat's lead and pieces put down are normal's from its view."""
    cfg = TAM_CUC.make_config(n)
    normal = [AGENTS("normal", s, cfg) for s in range(n)]
    checked = Counter[str]()
    for seed in range(3):
        state = TAM_CUC.new_round(cfg, 40 + seed)
        assert isinstance(state, TamCucRound)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            if view.phase in ("lead", "commit") and len(legal) > 1:
                obs = obs_from_view(view, rules_of(view))
                if view.phase == "lead":
                    assert playout_lead(state.deal, seat) == normal_lead(obs)
                else:
                    assert sorted(playout_commit(state.deal, seat)) == sorted(normal_commit(obs))
                checked[view.phase] += 1
            state.apply(seat, normal[seat].choose(view, legal, rng))
    assert checked["lead"] > 5 and checked["commit"] > 5
