"""Tam Cúc heuristic policies on count vectors: the easy and normal players.

A policy sees an :class:`Obs` — one seat's knowledge, built from its view: its hand,
what it cannot see (``unseen``: other hands, others' face-down commits and chui'd
discards, as one pool), the public counts and the trick in play.  Nothing else reaches
it, so it cannot read a piece its seat could not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from math import comb

from game.engine.pieces import Rank
from game.variants.tam_cuc.deal import Rules
from game.variants.tam_cuc.groups import (
    ALL_GROUPS,
    N_KINDS_OF_PIECE,
    STRONGER,
    Counts,
    Group,
    Kind,
    expand,
    group_of,
    groups_in,
    holds,
)
from game.variants.tam_cuc.scoring import KetTable
from game.variants.tam_cuc.trick import takes_over, win_cap_of

WIN_TO_CONTEST = 0.5  # a follower puts a group down when it wins at least this often
WIN_TO_LEAD = 0.3  # below this, a leader gives up the trick with its weakest piece


@dataclass(slots=True)
class Obs:
    """What one seat knows, in counts (see the module docstring)."""

    n: int
    me: int
    hand: Counts
    unseen: Counts
    live: int  # unseen pieces still in play (others' hands and face-down commits)
    sizes: Sequence[int]
    cay: Sequence[int]
    k: int  # the count called (0 before the lead)
    first_trick: bool
    cap: int
    leader_only: bool
    first_win_cap: int | None  # the highest name that may win the first trick (None: any)
    kets: KetTable  # the table's kết and their values
    best: Group | None = None  # the group winning the trick so far (reveal phase)
    my_commit: tuple[int, ...] = ()
    ban_lifted: bool = False  # the first trick's leader may lead banned pieces (it has nothing else)
    best_dead: bool = False  # the group standing is such a lead: any group that may win beats it

    @classmethod
    def at_table(cls, rules: Rules, me: int, hand: Counts, unseen: Counts, live: int, sizes: Sequence[int],
                 cay: Sequence[int], k: int, first_trick: bool, ban_lifted: bool, best: Group | None = None,
                 my_commit: tuple[int, ...] = (), best_dead: bool = False) -> Obs:
        """One seat's knowledge at a table with ``rules`` (the fields the rules decide, from them)."""
        return cls(n=rules.n, me=me, hand=hand, unseen=unseen, live=live, sizes=sizes, cay=cay, k=k,
                   first_trick=first_trick, cap=rules.cap, leader_only=rules.leader_only,
                   first_win_cap=rules.win_cap, kets=rules.kets, best=best, my_commit=my_commit,
                   ban_lifted=ban_lifted, best_dead=best_dead)

    @property
    def size(self) -> int:
        return self.sizes[self.me]

    @property
    def lead_cap(self) -> int | None:
        """The highest name this seat may lead now (``None``: anything)."""
        return self.cap if self.first_trick and not self.ban_lifted else None

    @property
    def win_cap(self) -> int | None:
        return win_cap_of(self.first_trick, self.first_win_cap)

    def can_win(self, group: Group) -> bool:
        cap = self.win_cap
        return cap is None or group.top <= cap

    def threats(self, group: Group) -> tuple[Group, ...]:
        """The groups that would take a trick from ``group`` (a banned lead loses to any of its kind that may win)."""
        return _threats(group, self.win_cap)


@cache
def _threats(group: Group, cap: int | None) -> tuple[Group, ...]:
    """:meth:`Obs.threats`, worked out once per group and cap (every playout move asks it)."""
    def can_win(g: Group) -> bool:
        return cap is None or g.top <= cap

    if can_win(group):
        return tuple(g for g in STRONGER[group] if can_win(g))
    return tuple(g for g in ALL_GROUPS if g.kind is group.kind and can_win(g))


def unseen_of(rules: Rules, public: Counts, hand: Counts, discards: Counts) -> list[int]:
    """The pieces a seat holding ``hand`` with ``discards`` cannot see, by kind."""
    return [t - p - h - d for t, p, h, d in zip(rules.total, public, hand, discards, strict=True)]


def _at_least(copies: int, wanted: int, p: float) -> float:
    """P(a hand holds ≥ ``wanted`` of ``copies`` unseen pieces), each in it with chance ``p``."""
    if wanted == 1:
        return 1.0 - (1.0 - p) ** copies
    out, q = 0.0, 1.0 - p
    for got in range(wanted, copies + 1):
        out += comb(copies, got) * p**got * q ** (copies - got)
    return out


def p_unbeaten(obs: Obs, group: Group) -> float:
    """Chance that no other seat holds a group of the same kind beating ``group``.

    Each unseen piece is taken to sit in a given opponent's hand with chance
    (its share of the live pieces) / (all unseen pieces); groups are taken as independent.
    """
    total = sum(obs.unseen)
    opponents = obs.n - 1
    if total == 0 or obs.live == 0:
        return 1.0
    p = min(1.0, obs.live / opponents / total)
    out = 1.0
    for g in obs.threats(group):
        held = 1.0
        for i, wanted in g.need:
            copies = obs.unseen[i]
            if copies < wanted:
                held = 0.0
                break
            held *= _at_least(copies, wanted, p)
        if held:
            out *= max(0.0, 1.0 - min(1.0, opponents * held))
    return out


def keep_values(hand: Sequence[int], reserve: Group | None) -> list[float]:
    """How much each piece is worth keeping: its strength, more inside a group, most in the kết."""
    value = [float(i) for i in range(N_KINDS_OF_PIECE)]
    for g in groups_in(hand):
        if g.kind is not Kind.SINGLE:
            for i in g.indices:
                value[i] += 8.0 + g.strength / 2
    if reserve is not None:
        for i in reserve.indices:
            value[i] += 40.0
    return value


def cheapest(hand: Sequence[int], k: int, value: Sequence[float]) -> tuple[int, ...]:
    """The ``k`` pieces least worth keeping."""
    pieces = sorted(expand(hand), key=lambda i: (value[i], i))
    return tuple(sorted(pieces[:k]))


def ket_groups(hand: Counts, kets: KetTable) -> list[Group]:
    return [g for g in groups_in(hand) if kets.kind(g) is not None]


def reserve_score(obs: Obs, g: Group) -> float:
    """What keeping kết group ``g`` for the last trick is worth: value × chance it stands, less the đè."""
    kind = obs.kets.kind(g)
    assert kind is not None
    value = obs.kets.value(kind)
    # Opponents spend most of their groups before the end: discount today's threat.
    risk = 0.35 * (1.0 - p_unbeaten(obs, g))
    return value * (1.0 - risk) - 2 * value * risk


def choose_reserve(obs: Obs) -> Group | None:
    """The kết group worth keeping for the last trick, if any (value × chance it stands)."""
    best, best_score = None, 0.0
    for g in ket_groups(obs.hand, obs.kets):
        score = reserve_score(obs, g)
        if score > best_score:
            best, best_score = g, score
    return best


def _minus(hand: Counts, group: Group | None) -> Counts:
    out = list(hand)
    if group is not None:
        for i in group.indices:
            out[i] -= 1
    return out


def ket_payoff(obs: Obs, group: Group) -> float:
    """Expected points of leading ``group`` to the last trick as a kết."""
    kind = obs.kets.kind(group)
    if kind is None:
        return 0.0
    value = obs.kets.value(kind)
    gain = sum(max(0, value - c) for s, c in enumerate(obs.cay) if s != obs.me)
    stands = p_unbeaten(obs, group)  # 1 when what was seen leaves nothing able to đè
    return stands * gain - (1.0 - stands) * 2 * value


# --- normal ------------------------------------------------------------------------
def normal_show(obs: Obs, options: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Trình làng whatever may be shown: the cây are certain."""
    return max(options, key=len) if options else ()


def normal_lead(obs: Obs) -> Group:
    options = groups_in(obs.hand, obs.lead_cap)
    whole = group_of(expand(obs.hand))
    last = whole is not None and whole in options and all(s <= obs.size for s in obs.sizes)
    if last and whole is not None:
        if obs.kets.kind(whole) is None or ket_payoff(obs, whole) > -1.0:
            return whole
        options = [g for g in options if g is not whole]  # a kết too likely to be đè'd
    reserve = choose_reserve(obs)
    free = _minus(obs.hand, reserve)
    usable = [g for g in options if holds(free, g)] or options
    value = keep_values(obs.hand, reserve)
    best, best_score = usable[0], -1e9
    for g in usable:
        p = p_unbeaten(obs, g)
        score = p * g.size - (1.0 - p) * sum(value[i] for i in g.indices) / 14.0
        if p >= WIN_TO_LEAD and score > best_score:
            best, best_score = g, score
    if best_score > -1e9:
        return best
    singles = [g for g in usable if g.kind is Kind.SINGLE] or usable
    return min(singles, key=lambda g: (value[g.indices[0]], g.strength))


def normal_commit(obs: Obs) -> tuple[int, ...]:
    size = min(obs.k, obs.size)
    if size == obs.size:
        return expand(obs.hand)
    reserve = choose_reserve(obs)
    value = keep_values(obs.hand, reserve)
    if size == obs.k:
        free = _minus(obs.hand, reserve)
        contenders = [g for g in groups_in(free) if g.kind == size and obs.can_win(g)]
        if contenders:
            g = max(contenders, key=lambda g: g.strength)
            if p_unbeaten(obs, g) >= WIN_TO_CONTEST:
                return g.indices
    return cheapest(obs.hand, size, value)


def winning_reveal(obs: Obs) -> bool:
    """Would turning up the commit take the trick as it stands?"""
    return takes_over(group_of(obs.my_commit), obs.best, standing_dead=obs.best_dead, win_cap=obs.win_cap)


# --- easy --------------------------------------------------------------------------
def easy_lead(obs: Obs) -> Group:
    """Leads its lowest piece (or its whole hand when that makes the last trick)."""
    options = groups_in(obs.hand, obs.lead_cap)
    whole = group_of(expand(obs.hand))
    if whole is not None and whole in options and all(s <= obs.size for s in obs.sizes):
        return whole
    return min(options, key=lambda g: (g.size, g.strength))


def strong(group: Group) -> bool:
    """A group the easy player trusts: a ba or more, a single Xe or above, a pair of Pháo or above."""
    return group.kind >= Kind.TRIPLE or group.top >= (Rank.R if group.kind is Kind.SINGLE else Rank.C)


def easy_commit(obs: Obs) -> tuple[int, ...]:
    """Puts down a strong group of the count if it has one, else its lowest pieces."""
    size = min(obs.k, obs.size)
    if size == obs.k:
        trusted = [g for g in groups_in(obs.hand) if g.kind == size and strong(g) and obs.can_win(g)]
        if trusted:
            return max(trusted, key=lambda g: g.strength).indices
    return tuple(expand(obs.hand)[:size])


def easy_reveal(obs: Obs, last_to_reveal: bool) -> bool:
    """Turns up only a strong winner (or any winner when nobody follows): chui's when unsure."""
    g = group_of(obs.my_commit)
    return winning_reveal(obs) and g is not None and (strong(g) or last_to_reveal)

