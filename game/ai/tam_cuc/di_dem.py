"""Đi đêm for the Tam Cúc AI: whether to offer a secret swap, of what, to whom, and whether
to take one — from the seat's view alone.

A seat values a hand by what it expects it to bring (:func:`hand_score`, in points): each
piece counts the chance that nothing unseen beats it (about the cây it wins), each pair or
triple half its size times the chance it stands, and the kết it would keep for the last
trick what the normal player reckons it worth at this table's biểu điểm
(:func:`~game.ai.tam_cuc.policy.reserve_score`).  Pieces that change hands move between
the seat's hand and the unseen pool, so the chances follow.

* **Offering**: the seat tries giving one or two of the pieces it least needs
  (:func:`~game.ai.tam_cuc.policy.keep_values`) and wishing for each of the pieces that
  would help it most, or for nothing.  The partner grants a wish only sometimes — the
  higher the piece, the less often (``q``: a Tốt often, a Tướng never); otherwise, and for
  the other pieces, it sends back something it does not need, valued as an average low
  piece.  The seat offers the best swap if it gains enough.
* **Answering**: the seat tries giving back its least needed pieces, with or without the
  wished piece, and takes the offer if its hand is then worth more.  Handing over the
  wished piece helps the proposer: that counts against it.

The levels differ as players do.  ``easy`` hopes every wish is granted, swaps single pieces
and answers on the face value of the pieces.  ``normal`` weighs as above.  ``hard`` also
weighs what the swap tells the partner: a wish that completes a kết shows the partner which
kết is coming (and so how to đè it), and a wish the proposer makes shows which group it
holds, so giving it back costs about what that kết is worth.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations_with_replacement
from typing import Final

from game.ai.tam_cuc.policy import Obs, choose_reserve, keep_values, p_unbeaten, reserve_score
from game.ai.tam_cuc.world import obs_from_view, rules_of
from game.engine.pieces import ALL_PIECES, Rank
from game.engine.protocol import Action
from game.variants.tam_cuc.actions import (
    DECLINE_DI_DEM,
    NO_DI_DEM,
    AcceptDiDem,
    DiDem,
    accept_di_dem_action,
)
from game.variants.tam_cuc.groups import (
    N_KINDS_OF_PIECE,
    PAIRS,
    SINGLES,
    TRIPLES,
    Counts,
    Kind,
    expand,
    groups_in,
    pieces_of,
)
from game.variants.tam_cuc.view import DiDemRecord, TamCucView

GRANTED: Final = {"easy": 1.0, "normal": 0.35, "hard": 0.35}  # chance the partner grants a wish of a Tốt
MIN_GAIN: Final = {"easy": 0.0, "normal": 0.3, "hard": 0.3}  # points a swap must gain to be offered
TAKE_GAIN: Final = 0.1  # points a swap must gain to be taken (normal and hard)
WISHES_TRIED: Final = 3  # the wishes weighed: those that would help most
CHEAPEST_TRIED: Final = 3  # the pieces a seat considers giving (and pairs of them)
JUNK: Final = range(6)  # the indices of Tốt, Mã and Pháo: what a partner gives away unasked


def choose_di_dem(level: str, view: TamCucView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The seat's đi đêm move: an offer or none, or the answer to the offer it was made."""
    offer = view.di_dem_offer
    if offer is not None:
        action = answer(level, view, offer)
    else:
        action = propose(level, view, legal, rng)
    return action if action in legal else legal[0]


# --- valuing a hand -----------------------------------------------------------------------
def _deal_obs(view: TamCucView) -> Obs:
    """What the seat knows, judged over the whole deal (the first trick's ban set aside)."""
    return replace(obs_from_view(view, rules_of(view)), first_trick=False)


def hand_score(obs: Obs, hand: Counts) -> float:
    """The points ``hand`` is expected to bring (see the module docstring); ``obs.unseen`` must
    already hold every piece that is not in it."""
    o = replace(obs, hand=hand)
    score = 0.0
    for i in range(N_KINDS_OF_PIECE):
        if hand[i]:
            score += hand[i] * p_unbeaten(o, SINGLES[i])
    for g in groups_in(hand):
        if g.kind is not Kind.SINGLE:
            score += 0.5 * g.size * p_unbeaten(o, g)
    reserve = choose_reserve(o)
    if reserve is not None:
        score += reserve_score(o, reserve)
    return score


def _moved(obs: Obs, out: Sequence[int], into: Sequence[int]) -> tuple[Obs, Counts]:
    """``obs`` and the hand after ``out`` left it and ``into`` came in (the unseen pieces, and
    those in play in other hands, follow)."""
    hand, unseen = list(obs.hand), list(obs.unseen)
    for i in out:
        hand[i] -= 1
        unseen[i] += 1
    for i in into:
        hand[i] += 1
        unseen[i] -= 1
    return replace(obs, hand=hand, unseen=unseen, live=obs.live + len(out) - len(into)), hand


def _score_after(obs: Obs, out: Sequence[int], into: Sequence[int]) -> float:
    moved, hand = _moved(obs, out, into)
    return hand_score(moved, hand)


def _cheapest(obs: Obs, count: int) -> list[int]:
    """The seat's pieces, least worth keeping first (one entry per piece)."""
    value = keep_values(obs.hand, choose_reserve(obs))
    return sorted(expand(obs.hand), key=lambda i: (value[i], i))[:count]


def _ket_value_of_wish(obs: Obs, wish: int) -> float:
    """What the kết a wished piece could complete is worth at this table (0: none)."""
    rank, kets = ALL_PIECES[wish].rank, obs.kets
    values = [0.0]
    if wish in PAIRS and rank <= Rank.R:
        kind = kets.kind(PAIRS[wish])
        if kind is not None:
            values.append(kets.value(kind))
    for g in TRIPLES:
        if wish in g.indices and (kind := kets.kind(g)) is not None:
            values.append(kets.value(kind))
    return max(values)


# --- offering ------------------------------------------------------------------------------
def propose(level: str, view: TamCucView, legal: Sequence[Action], rng: random.Random) -> Action:
    offers = [a for a in legal if isinstance(a, DiDem)]
    if not offers:
        return NO_DI_DEM
    obs = _deal_obs(view)
    base = hand_score(obs, obs.hand)
    most = max(len(a.pieces) for a in offers)
    gains = {i: _score_after(obs, (), (i,)) - base for i in range(N_KINDS_OF_PIECE) if obs.unseen[i] > 0}
    lows = [gains[i] for i in JUNK if i in gains]
    junk = sum(lows) / max(1, len(lows))
    wishes: list[int | None] = [None, *sorted(gains, key=lambda i: -gains[i])[:WISHES_TRIED]]
    cheap = _cheapest(obs, CHEAPEST_TRIED)
    pairs = {tuple(sorted(c)) for c in combinations_with_replacement(cheap, 2) if _holds(obs.hand, c)}
    gives = sorted({(i,) for i in cheap} | (pairs if most >= 2 and level != "easy" else set()))
    best: tuple[float, tuple[int, ...], int | None] | None = None
    for given in gives:
        without = _score_after(obs, given, ())
        for wish in wishes:
            if wish is None:
                value = without + len(given) * junk - base
            else:
                granted = _score_after(obs, given, (wish,))
                q = GRANTED[level] if level == "easy" else GRANTED[level] * (1 - ALL_PIECES[wish].rank / Rank.K)
                value = q * granted + (1 - q) * without + (len(given) - q) * junk - base
                if level == "hard":
                    value -= 0.25 * _reveals_ket(obs, given, wish)
            if best is None or value > best[0]:
                best = (value, given, wish)
    if best is None or best[0] <= MIN_GAIN[level]:
        return NO_DI_DEM
    _, given, wish = best
    pieces = pieces_of(given)
    wished = None if wish is None else ALL_PIECES[wish]
    targets = sorted({a.target for a in offers if a.pieces == pieces and a.wish == wished})
    if not targets:
        return NO_DI_DEM
    return DiDem(pieces, rng.choice(targets), wished)


def _holds(hand: Counts, indices: Sequence[int]) -> bool:
    return all(hand[i] >= indices.count(i) for i in indices)


def _reveals_ket(obs: Obs, given: Sequence[int], wish: int) -> float:
    """The kết value a wish gives away: what the best kết would be worth once the wish is granted,
    when that is more than the seat's best kết without it."""
    before = _best_ket_value(*_moved(obs, given, ()))
    after = _best_ket_value(*_moved(obs, given, (wish,)))
    return after if after > before else 0.0


def _best_ket_value(obs: Obs, hand: Counts) -> float:
    kinds = [obs.kets.kind(g) for g in groups_in(hand)]
    return max((obs.kets.value(k) for k in kinds if k is not None), default=0.0)


# --- answering -----------------------------------------------------------------------------
def answer(level: str, view: TamCucView, offer: DiDemRecord) -> Action:
    assert offer.given is not None, "the target of an offer sees the pieces"
    count = len(offer.given)
    got = tuple(p.index for p in offer.given)
    wish = None if offer.wish is None else offer.wish.index
    obs = _deal_obs(view)
    if level == "easy":  # the pieces' face value: stronger pieces in than out
        back = tuple(sorted(expand(obs.hand)[:count]))
        return accept_di_dem_action(back) if sum(got) > sum(back) else DECLINE_DI_DEM
    base = hand_score(obs, obs.hand)
    cheap = _cheapest(obs, CHEAPEST_TRIED + 1)
    pool = cheap + ([wish] if wish is not None and obs.hand[wish] and wish not in cheap else [])
    backs = {tuple(sorted(c)) for c in combinations_with_replacement(pool, count) if _holds(obs.hand, c)}
    cost = _help_cost(level, obs, wish)
    best: tuple[float, tuple[int, ...]] | None = None
    for back in sorted(backs):
        value = _score_after(obs, back, got) - base - (cost if wish is not None and wish in back else 0.0)
        if best is None or value > best[0]:
            best = (value, back)
    if best is None or best[0] <= TAKE_GAIN:
        return DECLINE_DI_DEM
    return AcceptDiDem(pieces_of(best[1]))


def _help_cost(level: str, obs: Obs, wish: int | None) -> float:
    """What handing over the wished piece gives the proposer (normal: a flat half point; hard:
    half the kết it may complete)."""
    if wish is None:
        return 0.0
    if level == "hard":
        return max(0.5, 0.5 * _ket_value_of_wish(obs, wish))
    return 0.5

