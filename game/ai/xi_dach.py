"""Xì Dách agents: three levels, each a different policy for the player and the dealer.

Every agent reads only its seat's :class:`~game.variants.xi_dach.round.XiDachView`.

Players
    ``easy``   timid: stands as soon as it holds 15 or more ("sợ quắc" — dằng non on 15).
    ``normal`` a fixed threshold: draws under 16, and on 16 while holding only two cards;
               with four cards it draws for a ngũ linh that cannot go quắc.
    ``hard``   draws or stands by exact expected value: it follows
               :func:`game.variants.xi_dach.odds.hint`, the hint a human is shown.

Dealers
    ``easy``   draws to 16, then xét all ("rút đến 16 rồi xét tất cả").
    ``normal`` draws under 16; xéts first those who drew to four or five cards (often
               quắc); on 16 draws again, from 17 xéts all.
    ``hard``   weighs, for each unsettled player, xét now against drawing on, from its own
               hand and an estimate of the player's hand from how many cards it holds
               (:func:`game.variants.xi_dach.odds.dealer_values`).

Betting (free-bet tables): ``easy`` picks an amount at random; the others bet the minimum
(whether a round is worth more depends on the dealer, which they do not try to judge).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.ai.base import AgentFactory, leveled
from game.engine.protocol import Action
from game.variants.xi_dach.actions import DRAW, STAND, XET_ALL, Bet, Xet
from game.variants.xi_dach.hand import MAX_CARDS, OF_AGE, TARGET, XiDachRules, evaluate
from game.variants.xi_dach.odds import dealer_values, hint, pool_without, prepare
from game.variants.xi_dach.view import XiDachView

Policy = Callable[[XiDachView, Sequence[Action]], Action]


def _total(view: XiDachView) -> int:
    return evaluate(view.my_cards, view.rules).total


def _draw_or_stand(legal: Sequence[Action], draw: bool) -> Action:
    return DRAW if draw and DRAW in legal else STAND


# --- players -------------------------------------------------------------------------
def timid_player(view: XiDachView, legal: Sequence[Action]) -> Action:
    return _draw_or_stand(legal, _total(view) < OF_AGE - 1)


def _safe_ngu_linh(total: int, rules: XiDachRules) -> bool:
    """With four cards, whether no fifth card can take the hand past ngũ linh."""
    return total + 10 < TARGET + (0 if rules.ngu_linh_strict else 1)


def threshold_player(view: XiDachView, legal: Sequence[Action]) -> Action:
    n, total = len(view.my_cards), _total(view)
    if n == MAX_CARDS - 1 and _safe_ngu_linh(total, view.rules):
        return _draw_or_stand(legal, True)
    return _draw_or_stand(legal, total < OF_AGE or (n == 2 and total == OF_AGE))


def exact_player(view: XiDachView, legal: Sequence[Action]) -> Action:
    """The hint a human would be shown, followed."""
    if DRAW not in legal:
        return STAND
    advice = hint(view)
    return _draw_or_stand(legal, advice is not None and advice.best == "draw")


# --- dealers -------------------------------------------------------------------------
def _waiting(legal: Sequence[Action]) -> list[int]:
    """Players the dealer has yet to settle, in turn order: those it may xét."""
    return [a.seat for a in legal if isinstance(a, Xet)]


def sixteen_dealer(view: XiDachView, legal: Sequence[Action]) -> Action:
    return XET_ALL if XET_ALL in legal else DRAW


def heuristic_dealer(view: XiDachView, legal: Sequence[Action]) -> Action:
    if XET_ALL not in legal:
        return DRAW
    for s in _waiting(legal):
        if view.card_counts[s] >= MAX_CARDS - 1:
            return Xet(s)
    return DRAW if DRAW in legal and _total(view) == OF_AGE else XET_ALL


def exact_dealer(view: XiDachView, legal: Sequence[Action]) -> Action:
    if XET_ALL not in legal:
        return DRAW
    waiting = _waiting(legal)
    values = dealer_values(
        view.my_cards,
        pool_without(view.visible_cards()),
        (view.card_counts[s] for s in waiting),
        view.rules,
    )
    ready = [s for s in waiting if values[view.card_counts[s]].xet_now]
    if len(ready) == len(waiting):
        return XET_ALL
    if ready:
        # the surest first: the largest margin of xét now over drawing on
        def margin(s: int) -> float:
            v = values[view.card_counts[s]]
            return v.stop - (v.draw if v.draw is not None else v.stop)

        return Xet(max(ready, key=margin))
    return DRAW


# --- the agent -----------------------------------------------------------------------
POLICIES: dict[str, tuple[Policy, Policy]] = {
    "easy": (timid_player, sixteen_dealer),
    "normal": (threshold_player, heuristic_dealer),
    "hard": (exact_player, exact_dealer),
}


class XiDachAgent:
    """One level's player and dealer policies; which one plays depends on the seat's role."""

    def __init__(self, level: str, rules: XiDachRules | None = None) -> None:
        if level not in POLICIES:
            raise ValueError(f"unknown Xì Dách AI level {level!r}; choose one of {', '.join(POLICIES)}")
        self.level = level
        self.player, self.dealer = POLICIES[level]
        if level == "hard" and rules is not None:
            prepare(rules)  # the odds tables, built now rather than on the first decision

    def choose(self, view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if isinstance(legal[0], Bet):
            return legal[rng.randrange(len(legal))] if self.level == "easy" else legal[0]
        return self.dealer(view, legal) if view.is_dealer else self.player(view, legal)


# Xì Dách agents at every level, for the rules of the table they sit at.
AGENTS: AgentFactory = leveled(lambda level, seat, config: XiDachAgent(level, XiDachRules.from_options(config.options)))
