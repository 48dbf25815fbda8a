"""Ba Cây and Bài Cào side bets: challenges, ké cửa and answers to challenges.

Each is valued from the seat's own hand against the hands the others may hold *after what
they did at the table this round* — who challenged, who declined, who said they were ready
— read as the normal level reads it: every player taken for a sound player
(:meth:`game.ai.three_card.agents.ReadingAgent.reading`).  A challenge's value counts only
the showdowns it would bring (the others' chance of taking it), an answer's the showdown
against the challenger; both in chips for the amount at stake.  A challenge is compared
with the other targets at the same amount and with no challenge; not challenging, with the
best challenge at the smallest amount.  Main bets are not reviewed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from game.ai.three_card.agents import ReadingAgent
from game.ai.three_card.odds import BinCounts
from game.engine.cards import format_cards
from game.engine.protocol import Action
from game.engine.view import Label
from game.review.core import CHIPS, Assessor, Decision, Option, Seen, decide, seat_words
from game.variants.three_card.defs import (
    OFFERED,
    READY,
    Accept,
    Back,
    Challenge,
    Decline,
    Hand,
    HandRules,
    Ready,
    ThreeCardView,
)


@cache
def _reader(rules: HandRules, seat: int, n_seats: int) -> ReadingAgent:
    """The normal level's reasoning, for its readings and odds (it keeps no state)."""
    return ReadingAgent("normal", seat, rules, n_seats)


def assessor(rules: HandRules) -> Assessor:
    """The assessor of a game with these hand rules."""

    def assess(seen: Seen, action: Action) -> Decision | None:
        view = seen.view
        assert isinstance(view, ThreeCardView) and view.seat is not None
        hand = tuple(c for c in view.seats[view.seat].cards if c is not None)
        if len(hand) != 3:
            return None
        reader = _reader(rules, view.seat, len(view.seats))
        if isinstance(action, (Accept, Decline)):
            return _answer(seen, view, reader, hand, action)
        if isinstance(action, (Challenge, Back, Ready)):
            return _side_bet(seen, view, reader, hand, action)
        return None  # a main bet, sitting out

    return assess


def _answer(seen: Seen, view: ThreeCardView, reader: ReadingAgent, hand: Hand,
            action: Accept | Decline) -> Decision | None:
    challenger = action.challenger
    if Accept(challenger) not in seen.legal:
        return None  # could not cover it: no choice
    amount = next(b.amount for b in view.side_bets
                  if b.maker == challenger and b.target == view.seat and b.status == OFFERED)
    mine = reader.odds.versus_bins(hand)
    odds = mine.odds(_per_hand(reader, reader.reading(view, challenger)))
    if odds is None:
        return None
    value = amount * reader.payout(view).target_value(odds.win, odds.tie)
    options = (Option(Accept(challenger), value, Label.of("review.tc.accept", win=_pct(odds.win), tie=_pct(odds.tie))),
               Option(Decline(challenger), 0.0, Label.of("review.tc.decline")))
    situation = Label.of("review.tc.challenged", cards=format_cards(hand, unicode=True), **seat_words(seen, challenger),
                         amount=amount)
    return decide(seen.step, "accept", options, action, seen.config.stake, CHIPS, situation)


def _side_bet(seen: Seen, view: ThreeCardView, reader: ReadingAgent, hand: Hand,
              action: Challenge | Back | Ready) -> Decision | None:
    offers = [a for a in seen.legal if isinstance(a, (Challenge, Back))]
    if not offers:
        return None  # nothing to bet on: ready is no choice
    amount = action.amount if isinstance(action, (Challenge, Back)) else min(a.amount for a in offers)
    mine = reader.odds.versus_bins(hand)
    options = [Option(READY, 0.0, Label.of("review.tc.ready"))]
    for target in sorted({a.target for a in offers if isinstance(a, Challenge)}):
        take, win, value = _challenge(view, reader, mine, target)
        options.append(Option(Challenge(target, amount), amount * value,
                              Label.of("review.tc.challenge", **seat_words(seen, target), amount=amount,
                                       take=_pct(take), win=_pct(win))))
    for target in sorted({a.target for a in offers if isinstance(a, Back)}):
        win, tie = reader.backing_odds(view, target)
        options.append(Option(Back(target, amount), amount * reader.payout(view).challenger_value(win, tie),
                              Label.of("review.tc.back", **seat_words(seen, target), amount=amount, win=_pct(win))))
    if action not in [o.action for o in options]:
        return None
    situation = Label.of("review.tc.to_challenge", cards=format_cards(hand, unicode=True))
    return decide(seen.step, "challenge", options, action, seen.config.stake, CHIPS, situation)


def _per_hand(reader: ReadingAgent, reading: Sequence[float]) -> list[float]:
    """A reading (the chance of each bin) as a weight per hand of each bin."""
    return [r / m if m else 0.0 for r, m in zip(reading, reader.bins.mass)]


def _target_bins(view: ThreeCardView, reader: ReadingAgent, mine: BinCounts, target: int) -> list[float]:
    """The chance that ``target`` holds a hand of each bin, from the unseen hands and what it did."""
    weights = [w * n for w, n in zip(_per_hand(reader, reader.reading(view, target)), mine.total)]
    z = sum(weights)
    return [w / z for w in weights] if z > 0 else [0.0] * len(weights)


def _challenge(view: ThreeCardView, reader: ReadingAgent, mine: BinCounts,
               target: int) -> tuple[float, float, float]:
    """Challenging ``target``: (the chance it takes the challenge, the chance of winning the
    showdown if it does, the value per unit staked — nothing when declined, the showdown when
    taken), from one reading of what ``target`` holds."""
    pay = reader.payout(view)
    accept = reader.rates(view, target)[1]
    held = _target_bins(view, reader, mine, target)
    value = sum(p * a * pay.challenger_value(b / n, t / n) for p, a, b, t, n
                in zip(held, accept, mine.beaten, mine.tied, mine.total) if n)
    take = sum(p * a for p, a in zip(held, accept))
    if take <= 0:
        return 0.0, 0.0, value
    win = sum(p * a * (b / n if n else 0.0) for p, a, b, n in zip(held, accept, mine.beaten, mine.total))
    return take, win / take, value


def _pct(x: float) -> int:
    return round(100 * x)
