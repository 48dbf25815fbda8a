"""The hard Tam Cúc AI's search: determinisation with inference, playouts by style, exact endgames.

For each decision the searcher samples deals consistent with its view *and* with what the
players did (:class:`~game.ai.tam_cuc.world.WorldSampler`: a chui or a trình làng let
pass makes some deals unlikely, and the pieces face down in the trick are the ones each
player's style would have put down), each with the style every opponent is believed to play
(:mod:`game.ai.tam_cuc.memory`).  It plays every candidate move in each of them — the
same sampled deals for every candidate, so the comparison is paired and fair — and
finishes the deal with the styles' playout policies (:mod:`game.ai.tam_cuc.playout`), or,
when few pieces remain, with an exhaustive search in which every seat maximises its own
points.  The work goes where it matters: every few deals, candidates that are clearly
worse than the best so far stop being played (successive elimination), so the contenders
get the rest of the budget.  The normal player's move stands unless another candidate
gains clearly more points, deal by deal.

The work is budgeted by counting simulated moves, search nodes and the players' moves
worked out while sampling, never by the clock, so
the choice is a function of the view, the models and the rng alone (a CPU-time cap only
stops a runaway search).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.tam_cuc.playout import Style, playout, playout_declare, playout_reveal
from game.ai.tam_cuc.policy import Obs, easy_commit, normal_commit, normal_lead
from game.ai.tam_cuc.world import WorldSampler, obs_from_view, rules_of
from game.engine.protocol import Action
from game.variants.tam_cuc.actions import Lead, Pass, TrinhLang, commit_action, lead_action, perform
from game.variants.tam_cuc.deal import COMMIT, DECLARE, LEAD, OVER, REVEAL, Deal
from game.variants.tam_cuc.groups import Group, expand, groups_in, multisets
from game.variants.tam_cuc.view import TamCucView


@dataclass(frozen=True)
class SearchBudget:
    """How much work one decision may do (tuned so p99 stays under 60 ms here)."""

    moves: tuple[int, ...] = (0, 0, 2000, 2900, 3400)  # simulated moves and nodes, by number of players
    full_hand: int = 5  # a decision with more pieces in hand gets ``moves`` × full_hand / pieces:
    # its playouts' moves cost more (bigger hands to weigh), and at 8 pieces took 2.5× the time a move
    min_worlds: int = 6
    max_worlds: int = 120
    stage: int = 6  # sampled deals between eliminations
    max_candidates: int = 10
    confidence: float = 1.0  # standard errors a move must gain to override the heuristic's
    drop: float = 2.0  # standard errors behind the leader that end a candidate's run
    exact_nodes: int = 300  # nodes of exact endgame search per candidate and sampled deal
    sample_cost: int = 10  # what drawing one deal counts for, in simulated moves …
    read_cost: int = 10  # … and working out one player's lead or commit in it by its policy
    safety_seconds: float = 1.0  # CPU seconds of this thread: a runaway guard, never reached in play


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

    def __init__(self, nodes: int, exact: bool, rng: random.Random) -> None:
        self.nodes = nodes
        self.exact = exact
        self.rng = rng
        self.spent = 0

    def points(self, deal: Deal, seat: int, styles: Sequence[Style]) -> int:
        if self.exact:
            allowance = [self.nodes]
            try:
                return exact(deal, allowance)[seat]
            finally:
                self.spent += self.nodes - max(0, allowance[0])
        self.spent += playout(deal, styles, self.rng) + 1
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
        for g in mine[:4]:
            add(commit_action(g.indices))
        add(commit_action(tuple(expand(obs.hand)[: view.commit_size])))
        for a in legal:
            add(a)
    else:
        for a in legal:
            add(a)
    return out[:limit]


@dataclass(frozen=True)
class Choice:
    """The move chosen, and how close the call was (0 = obvious … 1 = a coin toss)."""

    action: Action
    difficulty: float


@dataclass(frozen=True)
class Evaluation:
    """The candidates of a decision and each one's points in the sampled deals it was played
    in (the first is the heuristic's move, the baseline); ``alive``: those not eliminated."""

    candidates: list[Action]
    points: list[list[int]]
    alive: list[int]

    def gain(self, c: int, base: int = 0) -> tuple[float, float]:
        """Candidate ``c``'s mean gain over candidate ``base``, paired deal by deal, and its standard error."""
        return _paired_gain(self.points[c], self.points[base])

    def choice(self, confidence: float) -> int:
        """The candidate the hard AI plays: the heuristic's, unless another gains clearly more
        (by more than ``confidence`` standard errors)."""
        best, best_gain = 0, 0.0
        for c in self.alive[1:]:
            gain, error = self.gain(c)
            if gain > best_gain and gain > confidence * error:
                best, best_gain = c, gain
        return best


def evaluate(view: TamCucView, legal: Sequence[Action], rng: random.Random, budget: SearchBudget,
             styles: Sequence[tuple[float, ...]] | None = None, also: Action | None = None) -> Evaluation:
    """Play the candidate moves — and ``also``, if legal and not among them — in deals sampled
    consistent with ``view``, each opponent in the style ``styles`` gives it (default: sound)."""
    rules = rules_of(view)
    obs = obs_from_view(view, rules)
    cands = candidates(view, obs, legal, budget.max_candidates)
    if also is not None and also in legal and also not in cands:
        cands.append(also)
    if len(cands) == 1:
        return Evaluation(cands, [[]], [0])
    sampler = WorldSampler(view, rules, styles)
    state = rng.getstate()
    small = sum(view.hand_sizes) <= 4 * view.n_seats
    try:
        points, alive = _evaluate(cands, sampler, rng, budget, Finisher(budget.exact_nodes, small, rng), obs)
    except TooBig:
        rng.setstate(state)  # the same sampled deals again, played out instead
        points, alive = _evaluate(cands, sampler, rng, budget, Finisher(budget.exact_nodes, False, rng), obs)
    return Evaluation(cands, points, alive)


def search(view: TamCucView, legal: Sequence[Action], rng: random.Random, budget: SearchBudget,
           styles: Sequence[tuple[float, ...]] | None = None) -> Choice:
    """The heuristic's move, unless another candidate does clearly better over sampled deals.

    "Clearly": its mean gain over the heuristic's move, paired deal by deal, exceeds
    ``budget.confidence`` standard errors — so sampling noise alone rarely overrides a
    sound move, and the search only adds what it can see.  ``styles[s]``: the chance that
    seat ``s`` plays each :class:`Style` (default: everyone sound).
    """
    ev = evaluate(view, legal, rng, budget, styles)
    if len(ev.candidates) == 1:
        return Choice(ev.candidates[0], 0.0)
    best = ev.choice(budget.confidence)
    alive = ev.alive
    margin = min(abs(ev.gain(c, best)[0]) for c in alive if c != best) if len(alive) > 1 else 2.0
    return Choice(ev.candidates[best], max(0.0, 1.0 - margin / 2.0))


def _evaluate(cands: Sequence[Action], sampler: WorldSampler, rng: random.Random, budget: SearchBudget,
              finisher: Finisher, obs: Obs) -> tuple[list[list[int]], list[int]]:
    """Each candidate's points in each sampled deal it was played in, until the budget is
    spent, and the candidates still in the running.

    Every :attr:`SearchBudget.stage` deals, a candidate clearly behind the best stops being
    played; the heuristic's move (the first) always plays, as the baseline of the comparison.
    """
    allowance = allowance_of(budget, sampler.rules.n, obs.size)
    me = obs.me
    points: list[list[int]] = [[] for _ in cands]
    alive = list(range(len(cands)))
    deadline = time.thread_time() + budget.safety_seconds
    worlds = 0
    while worlds < budget.max_worlds and (worlds < budget.min_worlds or finisher.spent < allowance):
        reads = sampler.reads
        world, styles, tries = sampler.sample(rng)
        finisher.spent += tries * budget.sample_cost + (sampler.reads - reads) * budget.read_cost
        for c in alive:
            deal = world.copy()
            perform(deal, me, cands[c])
            points[c].append(finisher.points(deal, me, styles))
        worlds += 1
        if worlds % budget.stage == 0 and len(alive) > 2:
            alive = _survivors(points, alive, budget.drop)
        if time.thread_time() > deadline:
            break
    return points, alive


def allowance_of(budget: SearchBudget, players: int, pieces: int) -> int:
    """The simulated moves and nodes one decision may spend, holding ``pieces`` at a table of ``players``."""
    return budget.moves[players] * budget.full_hand // max(budget.full_hand, pieces)


def _survivors(points: list[list[int]], alive: list[int], drop: float) -> list[int]:
    """The candidates not clearly behind the leader (the alive ones have played every deal so far)."""
    leader = max(alive, key=lambda c: sum(points[c]))
    keep = []
    for c in alive:
        gain, error = _paired_gain(points[c], points[leader])
        if c == 0 or c == leader or gain + drop * error >= 0:
            keep.append(c)
    return keep


def _paired_gain(values: Sequence[int], base: Sequence[int]) -> tuple[float, float]:
    """Mean of the paired differences over the deals both played (the first ones) and its standard error."""
    n = min(len(values), len(base))
    diffs = [v - b for v, b in zip(values[:n], base[:n])]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, (var / n) ** 0.5
