"""How the hard Tam Cúc AI imagines the rest of a deal: fast policies on the deal's mechanics.

A playout finishes a sampled deal with every seat playing a *style* — the one the hard AI
believes that seat plays (:mod:`game.ai.tam_cuc.memory`), its own seat always the sound one:

* ``SOUND``: keeps a kết for the end (black Tốt first, then a ba, then the lowest pair),
  leads and commits a group that nothing unseen can beat, else throws its cheapest pieces,
  turns up exactly when winning — a fast cousin of the normal level;
* ``EASY``: leads its lowest piece, commits a strong group of the count or its lowest
  pieces, turns up only a strong winner (or any winner when nobody follows) — the easy level;
* ``ERRATIC``: any legal move at random (a player whose turn-ups often lose the trick).

Every policy sees only what its seat could: its hand and discards, and what was turned up.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from typing import Final, NamedTuple

from game.ai.tam_cuc.policy import keep_values, strong
from game.variants.tam_cuc.deal import COMMIT, DECLARE, OVER, REVEAL, Deal
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


class Style(IntEnum):
    SOUND = 0
    EASY = 1
    ERRATIC = 2


# --- the sound player: cheap, and blind to everything its seat cannot see --------------
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
    whole = _whole_hand_lead(deal, seat)
    if whole is not None:
        return whole
    hand = tuple(deal.hands[seat])
    plan = _plan(hand)
    cap = deal.lead_cap()
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


# --- the easy player ---------------------------------------------------------------------
def _whole_hand_lead(deal: Deal, seat: int) -> Group | None:
    """The whole hand, when it is a group that may lead the last trick now."""
    whole = group_of(expand(deal.hands[seat]))
    cap = deal.lead_cap()
    if whole is not None and (cap is None or whole.top <= cap) and deal.lead_ends_deal(whole.size):
        return whole
    return None


def easy_lead(deal: Deal, seat: int) -> Group:
    whole = _whole_hand_lead(deal, seat)
    return whole if whole is not None else min(deal.lead_options(seat), key=lambda g: (g.size, g.strength))


def easy_commit(deal: Deal, seat: int) -> tuple[int, ...]:
    size = deal.commit_size(seat)
    hand = deal.hands[seat]
    if size == deal.k:
        mine = [g for g in groups_in(hand) if g.kind == size and strong(g) and deal.can_win(g)]
        if mine:
            return max(mine, key=lambda g: g.strength).indices
    return expand(hand)[:size]


def easy_reveal(deal: Deal, seat: int) -> bool:
    g = group_of(deal.commits[seat])
    last = deal.pos == len(deal.order) - 1
    return deal.would_take(g) and g is not None and (strong(g) or last)


# --- playing a deal out ----------------------------------------------------------------------
def erratic_lead(deal: Deal, seat: int, rng: random.Random) -> Group:
    return rng.choice(deal.lead_options(seat))


def erratic_commit(deal: Deal, seat: int, rng: random.Random) -> tuple[int, ...]:
    return rng.choice(multisets(deal.hands[seat], deal.commit_size(seat)))


def erratic_reveal(deal: Deal, seat: int, rng: random.Random) -> bool:
    return rng.random() < 0.5


class _Moves(NamedTuple):
    """How a style leads, puts down and reveals."""

    lead: Callable[[Deal, int, random.Random], Group]
    commit: Callable[[Deal, int, random.Random], tuple[int, ...]]
    reveal: Callable[[Deal, int, random.Random], bool]


_MOVES: Final = {
    Style.SOUND: _Moves(lambda d, s, _: playout_lead(d, s), lambda d, s, _: playout_commit(d, s),
                        lambda d, s, _: playout_reveal(d, s)),
    Style.EASY: _Moves(lambda d, s, _: easy_lead(d, s), lambda d, s, _: easy_commit(d, s),
                       lambda d, s, _: easy_reveal(d, s)),
    Style.ERRATIC: _Moves(erratic_lead, erratic_commit, erratic_reveal),
}


def playout(deal: Deal, styles: Sequence[Style], rng: random.Random) -> int:
    """Play the deal to its end, each seat in its style; return the number of moves made."""
    moves = 0
    while deal.phase is not OVER:
        seat = deal.turn
        phase = deal.phase
        if phase is DECLARE:
            playout_declare(deal, seat)
        else:
            how = _MOVES[styles[seat]]
            if phase is REVEAL:
                deal.reveal(seat, how.reveal(deal, seat, rng))
            elif phase is COMMIT:
                deal.commit(seat, how.commit(deal, seat, rng))
            else:
                deal.lead_group(seat, how.lead(deal, seat, rng))
        moves += 1
    return moves
