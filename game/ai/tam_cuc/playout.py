"""How the hard Tam Cúc AI imagines the rest of a deal: the levels' policies on the deal's mechanics.

A playout finishes a sampled deal with every seat playing a *style* — the one the hard AI
believes that seat plays (:mod:`game.ai.tam_cuc.memory`), its own seat always the sound one:

* ``SOUND``: the normal level itself (:func:`~game.ai.tam_cuc.policy.normal_lead`,
  :func:`~game.ai.tam_cuc.policy.normal_commit`) on what the seat knows of the deal, turning
  up exactly when winning — every level above easy starts from it, so the search imagines
  a sound player, and its own later moves, as they are really played;
* ``EASY``: leads its lowest piece, commits a strong group of the count or its lowest
  pieces, turns up only a strong winner (or any winner when nobody follows) — the easy level;
* ``ERRATIC``: any legal move at random (a player whose turn-ups often lose the trick).

Every policy sees only what its seat could: its hand and discards, and what was turned up.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import IntEnum
from typing import Final, NamedTuple

from game.ai.tam_cuc.policy import Obs, normal_commit, normal_lead, strong, unseen_of
from game.variants.tam_cuc.deal import COMMIT, DECLARE, OVER, REVEAL, Deal
from game.variants.tam_cuc.groups import Group, expand, group_of, groups_in, multisets


class Style(IntEnum):
    SOUND = 0
    EASY = 1
    ERRATIC = 2


# --- the sound player: the normal level, blind to everything its seat cannot see ---------
def obs_of(deal: Deal, seat: int) -> Obs:
    """What ``seat`` knows of ``deal`` when it is to lead or to put its pieces down — the
    :class:`Obs` its view would give (others' face-down pieces of the trick are unseen)."""
    rules, sizes = deal.rules, deal.sizes
    committing = deal.phase is COMMIT
    face_down = sum(deal.played[s] for s in range(rules.n) if s != seat and not deal.revealed[s]) if committing else 0
    hand = deal.hands[seat]
    return Obs.at_table(rules, seat, list(hand), unseen_of(rules, deal.public, hand, deal.discards[seat]),
                        live=sum(sizes) - sizes[seat] + face_down, sizes=sizes, cay=deal.cay,
                        k=deal.k if committing else 0, first_trick=deal.first_trick, ban_lifted=deal.ban_lifted())


def playout_lead(deal: Deal, seat: int) -> Group:
    return normal_lead(obs_of(deal, seat))


def playout_commit(deal: Deal, seat: int) -> tuple[int, ...]:
    return normal_commit(obs_of(deal, seat))


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
