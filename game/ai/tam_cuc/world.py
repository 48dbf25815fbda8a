"""Seeing a Tam Cúc deal through one seat's eyes: observations and sampled deals.

``obs_from_view`` turns a view into the counts a policy works on.  ``WorldSampler``
rebuilds, from a view alone, full deals in which every unseen piece is placed at random
among the places the viewer cannot see — other hands, others' face-down commits, others'
chui'd discards — keeping every count the view shows and the one thing the rules promise
about hidden pieces: a leader's face-down lead is a valid group of the count called (and
not banned from the first trick).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import comb

from game.ai.tam_cuc.policy import Obs
from game.engine.pieces import Piece
from game.variants.tam_cuc.deal import Deal, Phase, Rules
from game.variants.tam_cuc.groups import (
    ALL_GROUPS,
    N_KINDS_OF_PIECE,
    Counts,
    Group,
    counts_of,
    group_of,
    indices_of,
)
from game.variants.tam_cuc.scoring import NO_KET
from game.variants.tam_cuc.trick import TrickWatch, watch_of
from game.variants.tam_cuc.view import TamCucView


def _counts(pieces: Sequence[Piece]) -> Counts:
    return counts_of(p.index for p in pieces)


def rules_of(view: TamCucView) -> Rules:
    return view.rules


def _best_so_far(view: TamCucView) -> TrickWatch:
    """The seat and group winning the trick as revealed so far."""
    watch = watch_of(view)
    if watch.seat is None:
        watch.seat = -1
    return watch


def hidden_commit_seats(view: TamCucView) -> list[int]:
    """Other seats whose commit of this trick is face down and still to be turned up."""
    if view.phase not in ("commit", "reveal"):
        return []
    return [s for s in range(view.n_seats)
            if s != view.seat and view.committed[s] and view.revealed[s] is None and not view.chui[s]]


def obs_from_view(view: TamCucView, rules: Rules) -> Obs:
    me = view.seat
    assert me is not None
    unseen = list(rules.total)
    for p, c in view.seen().items():
        unseen[p.index] -= c
    for group in (view.hand, view.my_discards, () if view.revealed[me] else view.my_commit):
        for p in group:
            unseen[p.index] -= 1
    live = sum(view.hand_sizes) - len(view.hand)
    live += sum(view.committed[s] for s in hidden_commit_seats(view))
    return Obs(
        n=view.n_seats,
        me=me,
        hand=_counts(view.hand),
        unseen=unseen,
        live=live,
        sizes=view.hand_sizes,
        cay=view.cay,
        k=view.count,
        first_trick=view.first_trick,
        cap=rules.cap,
        leader_only=rules.leader_only,
        first_win_cap=rules.win_cap,
        kets=rules.kets,
        best=_best_so_far(view).group,
        my_commit=indices_of(view.my_commit),
        ban_lifted=view.ban_lifted,
        best_dead=_best_so_far(view).dead,
    )


class WorldSampler:
    """Deals consistent with one view (see the module docstring)."""

    def __init__(self, view: TamCucView, rules: Rules) -> None:
        me = view.seat
        assert me is not None
        self.view, self.rules, self.me = view, rules, me
        n = view.n_seats
        self.unseen = obs_from_view(view, rules).unseen
        self.hidden_commits = hidden_commit_seats(view)
        self.lead_hidden = view.phase == "commit" and view.leader != me
        self.others = [s for s in range(n) if s != me]
        base = Deal.__new__(Deal)
        base.rules = rules
        base.hands = [[0] * N_KINDS_OF_PIECE for _ in range(n)]
        base.hands[me] = _counts(view.hand)
        base.sizes = list(view.hand_sizes)
        base.cai = view.cai
        base.phase = Phase(view.phase)
        base.turn = view.to_act[0] if view.to_act else -1
        base.declare_left = (n - (base.turn - view.cai) % n) if view.phase == "declare" else 0
        base.leader = view.leader
        base.trick_no = view.trick_no
        base.k = view.count
        base.order = list(view.order)
        base.pos = view.order.index(base.turn) if base.turn in view.order else 0
        base.commits = [indices_of(r) if r is not None else () for r in view.revealed]
        if view.phase in ("commit", "reveal") and view.revealed[me] is None:
            base.commits[me] = indices_of(view.my_commit)
        base.played = list(view.committed)
        base.revealed = [r is not None for r in view.revealed]
        standing = _best_so_far(view)
        assert standing.seat is not None
        base.best, base.best_group, base.best_dead = standing.seat, standing.group, standing.dead
        base.lifted = view.ban_lifted and view.phase != "lead"
        lead = view.revealed[view.leader]
        base.lead = group_of(indices_of(lead)) if lead else (
            group_of(indices_of(view.my_commit)) if view.leader == me and view.my_commit else None)
        base.cay = list(view.cay)
        base.pile = list(view.won_pile)
        base.discards = [[0] * N_KINDS_OF_PIECE for _ in range(n)]
        base.discards[me] = _counts(view.my_discards)
        base.shown = [indices_of(t) for t in view.trinh_lang]
        base.claim = view.claim
        base.public = [0] * N_KINDS_OF_PIECE
        for p, c in view.seen().items():
            base.public[p.index] += c
        base.last = None
        base.outcome = NO_KET
        base.deltas = ()
        base.night = None  # searches start after đi đêm (its decisions are made by game.ai.tam_cuc.di_dem)
        self.base = base
        self.lead_choices = self._lead_choices() if self.lead_hidden else []

    def _lead_choices(self) -> list[tuple[Group, int]]:
        """Groups the hidden lead may be, each with the number of ways the pool makes it."""
        view = self.view
        out = []
        for g in ALL_GROUPS:
            if g.size != view.count or not self._may_be_lead(g):
                continue
            ways = 1
            for i in set(g.indices):
                need = g.indices.count(i)
                have = self.unseen[i]
                ways *= comb(have, need)
            if ways:
                out.append((g, ways))
        return out

    def _may_be_lead(self, g: Group) -> bool:
        """Could the hidden lead be ``g``?  In the first trick it obeys the ban — or, when the
        ban was lifted, the leader held only banned pieces, so every piece of it is banned."""
        view, cap = self.view, self.rules.cap
        if not view.first_trick:
            return True
        if view.ban_lifted:
            return all(i >= 2 * (cap + 1) for i in g.indices)
        return g.top <= cap

    def sample(self, rng: random.Random) -> Deal:
        view, deal = self.view, self.base.copy()
        pool_counts = list(self.unseen)
        if self.lead_choices:
            g = rng.choices([g for g, _ in self.lead_choices], [w for _, w in self.lead_choices])[0]
            for i in g.indices:
                pool_counts[i] -= 1
            deal.commits[view.leader] = g.indices
            deal.lead = g
        pool = [i for i in range(N_KINDS_OF_PIECE) for _ in range(pool_counts[i])]
        rng.shuffle(pool)
        at = 0
        for s in self.hidden_commits:
            if self.lead_hidden and s == view.leader:
                continue
            size = view.committed[s]
            deal.commits[s] = tuple(sorted(pool[at:at + size]))
            at += size
        for s in self.others:
            hand = deal.hands[s]
            for i in pool[at:at + view.hand_sizes[s]]:
                hand[i] += 1
            at += view.hand_sizes[s]
            disc = deal.discards[s]
            for i in pool[at:at + view.discards[s]]:
                disc[i] += 1
            at += view.discards[s]
        return deal

