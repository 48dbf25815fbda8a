"""The hard Tam Cúc AI's search: determinisation with playouts, exact in the endgame.

For each decision the searcher samples deals consistent with its view
(:class:`~game.ai.tam_cuc.world.WorldSampler`), plays every candidate move in each of
them — the same sampled deals for every candidate, so the comparison is fair — and
finishes the deal with a fast playout policy, or, when few pieces remain, with an
exhaustive search in which every seat maximises its own points.  The normal player's
move stands unless another candidate gains clearly more points, deal by deal.

The work is budgeted by counting simulated moves, never by the clock, so the choice is
a function of the view and the rng alone (a CPU-time cap only stops a runaway search).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.ai.tam_cuc.policy import Obs, easy_commit, keep_values, normal_commit, normal_lead
from game.ai.tam_cuc.world import WorldSampler, obs_from_view, rules_of
from game.engine.protocol import Action
from game.variants.tam_cuc.actions import Lead, Pass, TrinhLang, commit_action, lead_action, perform
from game.variants.tam_cuc.deal import COMMIT, DECLARE, LEAD, OVER, REVEAL, Deal
from game.variants.tam_cuc.groups import (
    N_KINDS_OF_PIECE,
    STRONGER,
    Group,
    expand,
    group_of,
    groups_in,
    holds,
    multisets,
)
from game.variants.tam_cuc.scoring import KetKind, ket_kind
from game.variants.tam_cuc.view import TamCucView


@dataclass(frozen=True)
class SearchBudget:
    """How much work one decision may do (tuned so p99 stays under 150 ms here)."""

    moves: tuple[int, ...] = (0, 0, 2600, 3200, 4000)  # simulated moves, by number of players
    min_worlds: int = 4
    max_worlds: int = 40
    max_candidates: int = 7
    confidence: float = 1.0  # standard errors a move must gain to override the heuristic's
    exact_nodes: int = 250  # nodes of exact endgame search per candidate and sampled deal
    safety_seconds: float = 1.0  # CPU seconds of this thread: a runaway guard, never reached in play


# --- the playout policy: cheap, and blind to everything its seat cannot see ----------
def _unseen(deal: Deal, seat: int) -> list[int]:
    hand, disc, public = deal.hands[seat], deal.discards[seat], deal.public
    total = deal.rules.total
    return [total[i] - public[i] - hand[i] - disc[i] for i in range(N_KINDS_OF_PIECE)]


def _boss(group: Group, unseen: Sequence[int]) -> bool:
    """No group of the kind that beats ``group`` can be made from the unseen pieces."""
    return not any(holds(unseen, g) for g in STRONGER[group])


_KET_PRIORITY: dict[KetKind | None, int] = {KetKind.TOT_DEN: 3, KetKind.BA: 2, KetKind.DOI: 1, None: 0}


@dataclass(frozen=True, slots=True)
class _Plan:
    """How a playout seat means to use a hand: what it keeps, what it plays, what it throws."""

    reserve: Group | None  # the kết kept for the end: black Tốt, then a ba, then the lowest pair
    usable: tuple[Group, ...]  # groups it may lead without breaking the reserve
    by_size: dict[int, tuple[Group, ...]]  # groups outside the reserve, strongest first
    dump: tuple[int, ...]  # its pieces, least worth keeping first


@lru_cache(maxsize=1 << 12)
def _plan(hand: tuple[int, ...]) -> _Plan:
    groups = groups_in(hand)
    reserve: Group | None = None
    for g in groups:
        kind = ket_kind(g)
        if kind is not None and (reserve is None or (_KET_PRIORITY[kind], -g.strength)
                                 > (_KET_PRIORITY[ket_kind(reserve)], -reserve.strength)):
            reserve = g
    free = list(hand)
    if reserve is not None and sum(hand) > reserve.size:
        for i in reserve.indices:
            free[i] -= 1
    usable = tuple(g for g in groups if holds(free, g)) or tuple(groups)
    by_size: dict[int, tuple[Group, ...]] = {}
    for size in range(1, 6):
        by_size[size] = tuple(sorted((g for g in groups if g.size == size and g is not reserve),
                                     key=lambda g: -g.strength))
    value = keep_values(hand, reserve)
    dump = tuple(sorted(expand(hand), key=lambda i: (value[i], i)))
    return _Plan(reserve, usable, by_size, dump)


def playout_lead(deal: Deal, seat: int) -> Group:
    hand = tuple(deal.hands[seat])
    plan = _plan(hand)
    cap = deal.lead_cap()
    whole = group_of(expand(hand))
    if whole is not None and (cap is None or whole.top <= cap) and deal.lead_ends_deal(whole.size):
        return whole
    usable = [g for g in plan.usable if cap is None or g.top <= cap] or deal.lead_options(seat)
    unseen = _unseen(deal, seat)
    bosses = [g for g in usable if _boss(g, unseen)]
    if bosses:
        return max(bosses, key=lambda g: (g.size, g.strength))
    return min(usable, key=lambda g: (g.size, g.strength))


def playout_commit(deal: Deal, seat: int) -> tuple[int, ...]:
    hand = tuple(deal.hands[seat])
    size = deal.commit_size(seat)
    if size == deal.sizes[seat]:
        return expand(hand)
    plan = _plan(hand)
    if size == deal.k:
        unseen: list[int] | None = None
        for g in plan.by_size[size]:
            if deal.can_win(g):
                if unseen is None:
                    unseen = _unseen(deal, seat)
                if _boss(g, unseen):
                    return g.indices
    return tuple(sorted(plan.dump[:size]))


def playout_reveal(deal: Deal, seat: int) -> bool:
    return deal.would_take(group_of(deal.commits[seat]))


def playout_declare(deal: Deal, seat: int) -> None:
    """Trình làng the biggest group if there is one to show, else pass."""
    shows = deal.trinh_lang_options(seat)
    if shows:
        deal.trinh_lang(seat, max(shows, key=len))
    else:
        deal.pass_declare()


def playout(deal: Deal) -> int:
    """Play the deal to its end with the playout policy; return the number of moves made."""
    moves = 0
    while deal.phase is not OVER:
        seat = deal.turn
        phase = deal.phase
        if phase is REVEAL:
            deal.reveal(seat, playout_reveal(deal, seat))
        elif phase is COMMIT:
            deal.commit(seat, playout_commit(deal, seat))
        elif phase is LEAD:
            deal.lead_group(seat, playout_lead(deal, seat))
        else:
            playout_declare(deal, seat)
        moves += 1
    return moves


# --- exact endgame -------------------------------------------------------------------
def _moves(deal: Deal) -> list[tuple[str, object]]:
    seat, phase = deal.turn, deal.phase
    if phase is LEAD:
        return [("lead", g) for g in deal.lead_options(seat)]
    if phase is COMMIT:
        return [("commit", t) for t in multisets(deal.hands[seat], deal.commit_size(seat))]
    return []


def _play(deal: Deal, move: tuple[str, object]) -> None:
    kind, what = move
    if kind == "lead":
        assert isinstance(what, Group)
        deal.lead_group(deal.turn, what)
    else:
        assert isinstance(what, tuple)
        deal.commit(deal.turn, what)


def _forced(deal: Deal) -> None:
    """Moves that need no search: reveals (turn up exactly when winning), trình làng, passes."""
    while deal.phase is REVEAL or deal.phase is DECLARE:
        seat = deal.turn
        if deal.phase is REVEAL:
            deal.reveal(seat, playout_reveal(deal, seat))
        else:
            playout_declare(deal, seat)


class TooBig(Exception):
    """The endgame tree outgrew its node allowance: fall back to a playout."""


def exact(deal: Deal, allowance: list[int]) -> tuple[int, ...]:
    """Points of every seat when each plays to maximise its own (full information).

    ``allowance`` holds the nodes still allowed; :class:`TooBig` when they run out.
    """
    _forced(deal)
    if deal.phase is OVER:
        return deal.deltas
    seat = deal.turn
    best: tuple[int, ...] | None = None
    for move in _moves(deal):
        allowance[0] -= 1
        if allowance[0] < 0:
            raise TooBig
        child = deal.copy()
        _play(child, move)
        value = exact(child, allowance)
        if best is None or value[seat] > best[seat]:
            best = value
    assert best is not None
    return best


class Finisher:
    """Ends sampled deals for one decision: exactly while endgames stay small, else by playouts.

    ``spent`` counts the simulated moves and search nodes, the unit of the search budget.
    :class:`TooBig` escapes when an exact endgame outgrows ``nodes``: the caller then
    starts over with playouts only, so candidates are never judged by different methods.
    """

    def __init__(self, nodes: int, exact: bool) -> None:
        self.nodes = nodes
        self.exact = exact
        self.spent = 0

    def points(self, deal: Deal, seat: int) -> int:
        if self.exact:
            allowance = [self.nodes]
            try:
                return exact(deal, allowance)[seat]
            finally:
                self.spent += self.nodes - max(0, allowance[0])
        self.spent += playout(deal) + 1
        return deal.deltas[seat]


# --- choosing ---------------------------------------------------------------------------
def candidates(view: TamCucView, obs: Obs, legal: Sequence[Action], limit: int) -> list[Action]:
    """The moves worth searching, the heuristic's favourites first."""
    legal_set = set(legal)
    out: list[Action] = []

    def add(action: Action) -> None:
        if action in legal_set and action not in out:
            out.append(action)

    shows = [a for a in legal if isinstance(a, TrinhLang)]
    if shows:
        add(max(shows, key=lambda a: len(a.pieces)))
    for a in legal:
        if isinstance(a, (Pass, TrinhLang)):
            add(a)
    if view.phase == "lead":
        add(lead_action(normal_lead(obs).indices))
        leads = [a for a in legal if isinstance(a, Lead)]
        multi = [a for a in leads if len(a.pieces) > 1]
        singles = [a for a in leads if len(a.pieces) == 1]
        for a in multi + singles[-3:] + singles[:3] + singles:
            add(a)
    elif view.phase == "commit":
        add(commit_action(normal_commit(obs)))
        add(commit_action(easy_commit(obs)))
        mine = sorted((g for g in groups_in(obs.hand) if g.kind == obs.k and obs.can_win(g)),
                      key=lambda g: -g.strength)
        for g in mine[:3]:
            add(commit_action(g.indices))
        add(commit_action(tuple(expand(obs.hand)[: view.commit_size])))
        for a in legal:
            add(a)
    else:
        for a in legal:
            add(a)
    return out[:limit]


def search(view: TamCucView, legal: Sequence[Action], rng: random.Random, budget: SearchBudget) -> Action:
    """The heuristic's move, unless another candidate does clearly better over sampled deals.

    "Clearly": its mean gain over the heuristic's move, paired deal by deal, exceeds
    ``budget.confidence`` standard errors — so sampling noise alone rarely overrides a
    sound move, and the search only adds what it can see.
    """
    rules = rules_of(view)
    obs = obs_from_view(view, rules)
    cands = candidates(view, obs, legal, budget.max_candidates)
    if len(cands) == 1:
        return cands[0]
    sampler = WorldSampler(view, rules)
    state = rng.getstate()
    small = sum(view.hand_sizes) <= 4 * view.n_seats
    try:
        points = _evaluate(cands, sampler, rng, budget, Finisher(budget.exact_nodes, small), obs.me)
    except TooBig:
        rng.setstate(state)  # the same sampled deals again, played out instead
        points = _evaluate(cands, sampler, rng, budget, Finisher(budget.exact_nodes, False), obs.me)
    best, best_gain = 0, 0.0
    for c in range(1, len(cands)):
        gain, error = _paired_gain(points[c], points[0])
        if gain > best_gain and gain > budget.confidence * error:
            best, best_gain = c, gain
    return cands[best]


def _evaluate(cands: Sequence[Action], sampler: WorldSampler, rng: random.Random, budget: SearchBudget,
              finisher: Finisher, me: int) -> list[list[int]]:
    """Each candidate's points in each sampled deal, until the budget is spent."""
    allowance = budget.moves[sampler.rules.n]
    points: list[list[int]] = [[] for _ in cands]
    deadline = time.thread_time() + budget.safety_seconds
    while len(points[0]) < budget.max_worlds and (len(points[0]) < budget.min_worlds
                                                   or finisher.spent < allowance):
        world = sampler.sample(rng)
        for c, action in enumerate(cands):
            deal = world.copy()
            perform(deal, me, action)
            points[c].append(finisher.points(deal, me))
        if time.thread_time() > deadline:
            break
    return points


def _paired_gain(values: Sequence[int], base: Sequence[int]) -> tuple[float, float]:
    """Mean of the paired differences and its standard error."""
    diffs = [v - b for v, b in zip(values, base)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, (var / n) ** 0.5
