"""AI for Ba Cây and Bài Cào, from exact odds over the unseen cards.

Before the showdown a seat sees only its own three cards, so every other hand is a
uniformly random three of the unseen cards.  :class:`HandOdds` counts *exactly* how many
of those hands a given hand beats or ties, for any strength bound on the other hand, by
inclusion–exclusion over sorted strength tables (the hands that avoid my three cards =
all hands − those holding one of them + those holding two − mine).  The tests check it
against brute-force enumeration of the unseen cards.

The three levels are different policies, not one policy with blunders:

- ``easy`` takes every side bet for an even-money bet and reads nothing into the other
  side's choice: it challenges when it is clearly more likely to win than lose and
  accepts when it is at least as likely, blind to the loss multiple and the fee; it bets
  a random small amount.
- ``normal`` prices each side bet exactly — win chance × (amount − fee) against loss
  chance × loss multiple × amount, so with a 2× loss and a 5% fee a challenge needs a win
  chance above 2/(3 − 0.05) ≈ 0.678 — and takes it that whoever challenges or accepts
  holds at least an average hand (odds conditioned on that); it bets about 2% of its chips.
- ``hard`` prices the same way but answers a normal player: it credits the other side with
  exactly the hands a normal player would challenge or accept with at this payout, sizes
  side bets by half the Kelly fraction, and bets the minimum when the main bet has a
  negative expectation (cái ăn hòa), about 1% of its chips otherwise.

No level backs a player (ké cửa): the backed player and the banker are both unknown hands,
so they win equally often, and the backer's win (at most the amount) never outweighs its
loss (at least the amount) — the expectation is never positive.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from math import comb

from game.ai.base import AgentFactory, leveled
from game.engine.fees import fee_of
from game.engine.protocol import Action
from game.variants.three_card.defs import (
    OFFERED,
    Accept,
    Bet,
    Challenge,
    Decline,
    Hand,
    HandRules,
    Ready,
    SitOut,
    ThreeCardView,
    all_hands,
    amount_grid,
)

INFINITE = 1 << 30  # a strength above every hand: "no such hand"


@dataclass(frozen=True, slots=True)
class Odds:
    """Chances of my hand against one unknown hand (of a given range): win, tie, lose."""

    win: float
    tie: float

    @property
    def lose(self) -> float:
        return 1.0 - self.win - self.tie


class HandOdds:
    """Exact counts of unknown hands, built once per game (≈ 22,100 hands for Bài Cào)."""

    def __init__(self, rules: HandRules) -> None:
        self.rules = rules
        strengths: list[int] = []
        by_card: dict[int, list[int]] = {}
        by_pair: dict[tuple[int, int], list[int]] = {}
        for hand in all_hands(rules):
            s = rules.strength(hand)
            a, b, c = sorted(x.index for x in hand)
            strengths.append(s)
            for key in (a, b, c):
                by_card.setdefault(key, []).append(s)
            for pair in ((a, b), (a, c), (b, c)):
                by_pair.setdefault(pair, []).append(s)
        self._all = sorted(strengths)
        self._levels = sorted(set(strengths))
        self._cutoffs: dict[tuple[float, float, int], int] = {}
        self._by_card = {k: sorted(v) for k, v in by_card.items()}
        self._by_pair = {k: sorted(v) for k, v in by_pair.items()}
        self.unseen_hands = comb(len(rules.deck) - 3, 3)  # hands that avoid my three cards

    def below(self, hand: Hand, bound: int) -> int:
        """How many hands of the unseen cards (all but ``hand``) are weaker than ``bound``."""
        a, b, c = sorted(x.index for x in hand)
        count = bisect_left(self._all, bound)
        count -= sum(bisect_left(self._by_card[k], bound) for k in (a, b, c))
        count += sum(bisect_left(self._by_pair[p], bound) for p in ((a, b), (a, c), (b, c)))
        return count - (self.rules.strength(hand) < bound)

    def against(self, hand: Hand, floor: int = 0) -> Odds | None:
        """My chances against an unknown hand of strength ≥ ``floor`` (None: no such hand)."""
        s = self.rules.strength(hand)
        under_floor = self.below(hand, floor)
        total = self.unseen_hands - under_floor
        if total <= 0:
            return None
        beaten = max(0, self.below(hand, s) - under_floor)
        tied = self.below(hand, s + 1) - under_floor - beaten if s >= floor else 0
        return Odds(beaten / total, tied / total)

    def cutoff(self, gain: float, loss: float, given: int = 0) -> int:
        """The weakest strength at which winning ``gain`` against losing ``loss`` pays,
        against a hand of strength at least ``given``.

        This models an opponent's rule: it challenges (or accepts) exactly from this
        strength up.  It is measured on the full deck, as a rule of thumb sees it; the
        odds conditioned on it are then exact.
        """
        key = (gain, loss, given)
        if key not in self._cutoffs:
            n, start = len(self._all), bisect_left(self._all, given)
            self._cutoffs[key] = next(
                (s for s in self._levels
                 if max(0, bisect_left(self._all, s) - start) * gain
                 - (n - bisect_left(self._all, max(s + 1, given))) * loss > 0),
                INFINITE,
            )
        return self._cutoffs[key]


@cache
def hand_odds(rules: HandRules) -> HandOdds:
    return HandOdds(rules)


def challenge_value(odds: Odds, amount: int, loss: int, fee: int) -> float:
    """The challenger's expectation: wins ``amount`` less the fee, loses ``loss`` × it."""
    return odds.win * (amount - fee_of(amount, fee)) - odds.lose * loss * amount


def accept_value(odds: Odds, amount: int, loss: int, fee: int) -> float:
    """The target's expectation: wins ``loss`` × ``amount`` less the fee, loses ``amount``."""
    won = loss * amount
    return odds.win * (won - fee_of(won, fee)) - odds.lose * amount


class ThreeCardAgent:
    """One seat's AI; ``choose`` reads only the view and the legal actions."""

    def __init__(self, level: str, seat: int, rules: HandRules) -> None:
        self.level = level
        self.seat = seat
        self.odds = hand_odds(rules)  # built here, so no decision pays for it

    # --- the interface ---------------------------------------------------------------
    def choose(self, view: ThreeCardView, legal: Sequence[Action], rng: random.Random) -> Action:
        bets = [a for a in legal if isinstance(a, Bet)]
        if bets or any(isinstance(a, SitOut) for a in legal):
            return self._bet(view, bets, rng) if bets else SitOut()
        hand = view.seats[self.seat].cards
        assert all(c is not None for c in hand), "a seat always sees its own cards"
        mine: Hand = tuple(c for c in hand if c is not None)
        for action in legal:
            if isinstance(action, Decline):
                accept = Accept(action.challenger)
                return accept if accept in legal and self._accepts(view, mine, action.challenger) else action
        challenge = self._challenge(view, mine, [a for a in legal if isinstance(a, Challenge)], rng)
        if challenge is not None:
            return challenge
        return Ready()

    # --- main bet ----------------------------------------------------------------------
    def _bet(self, view: ThreeCardView, bets: list[Bet], rng: random.Random) -> Action:
        # The table takes any multiple of its chip unit; the levels bet in chip-like amounts
        # (10, 20, 50, 100 …), as game.ai.three_card_mode models them.
        usual = amount_grid(view.min_bet, view.max_bet, view.stake)
        bets = [b for b in bets if b.amount in usual] or bets
        chips = view.free[self.seat]
        if self.level == "easy":
            return bets[rng.randrange((len(bets) + 1) // 2)]
        if self.level == "hard" and view.banker_wins_ties and self.odds.rules.ties:
            return bets[0]
        share = 50 if self.level == "normal" else 100  # 2% or 1% of the chips
        affordable = [b for b in bets if b.amount <= chips // share]
        return affordable[-1] if affordable else bets[0]

    # --- side bets ---------------------------------------------------------------------
    def _accepts(self, view: ThreeCardView, mine: Hand, challenger: int) -> bool:
        amount = next(b.amount for b in view.side_bets
                      if b.maker == challenger and b.target == self.seat and b.status == OFFERED)
        loss, fee = view.side_loss, view.side_fee
        if self.level == "easy":
            odds = self.odds.against(mine)
            return odds is not None and odds.win >= odds.lose
        odds = self.odds.against(mine, self._reading(1 - fee / 100, loss))
        return odds is not None and accept_value(odds, amount, loss, fee) > 0

    def _reading(self, gain: float, loss: float) -> int:
        """The least strength this level credits the other side of a side bet with, when
        that side wins ``gain`` or loses ``loss`` (per unit staked, from its side).

        Easy reads nothing.  Normal takes it that whoever challenges or accepts holds at
        least an even chance.  Hard answers a normal player: it credits the other side
        with the hands a normal player would bet with at this payout.
        """
        if self.level == "easy":
            return 0
        even = self.odds.cutoff(1, 1)
        return self.odds.cutoff(gain, loss, even) if self.level == "hard" else even

    def _challenge(self, view: ThreeCardView, mine: Hand, offers: list[Challenge],
                   rng: random.Random) -> Challenge | None:
        if not offers:
            return None
        loss, fee = view.side_loss, view.side_fee
        odds = self.odds.against(mine, self._reading(loss * (1 - fee / 100), 1))
        if odds is None:
            return None
        if self.level == "easy":
            return rng.choice([a for a in offers if a.amount == offers[0].amount]) \
                if odds.win - odds.lose > 0.2 else None
        amounts = sorted({a.amount for a in offers if challenge_value(odds, a.amount, loss, fee) > 0})
        if not amounts:
            return None
        chips = view.free[self.seat]
        if self.level == "hard":
            gain = 1 - fee / 100
            kelly = (odds.win * gain - odds.lose * loss) / (gain * loss)
            want = int(kelly * chips / 2)
        else:
            want = chips // 20
        amount = max([a for a in amounts if a <= want], default=amounts[0])
        return rng.choice([a for a in offers if a.amount == amount])


def agents_for(rules: HandRules) -> AgentFactory:
    """The agents of a three-card game with these hand rules, at every level."""
    return leveled(lambda level, seat, config: ThreeCardAgent(level, seat, rules))
