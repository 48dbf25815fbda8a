"""The exploiter suite: players that read a level from what it does in public, to find
where it can be beaten (arena opponents; no table seats them).

Every member sees only its own view and the public events, as any agent does, and answers
what it reads with exact best responses (no bluffs, no mixing):

- ``exploit:LEVEL`` (:class:`ExploitAgent`) — a copy of LEVEL for
  each other seat, shown the same public events, asked how it would act with a typical
  hand of each of the models' ten bins; answered as if that were the seat's policy.
- ``read:LEVEL`` (:class:`ShadowReader`) — one level deeper: the same copies, but every
  public action a seat takes in the round (a challenge, an answer, a ké cửa, marking
  itself ready) is inverted through the copy's own decision function
  (:meth:`~game.ai.three_card.agents.ThreeCardAgent.action_chance`) on hypothetical hands
  of :data:`FINE` strength ranges, in the public state the seat acted in — so the reader
  holds, for every opponent, a posterior over its hand that is exact for LEVEL.  It
  challenges where the copy of the target would accept enough of the hands it may hold,
  accepts where its hand beats the challenger's posterior, and backs a player against the
  chương where the two posteriors make it pay; a challenge that pays goes for the most.
- ``bluff:LEVEL`` and ``gamble:LEVEL`` (:class:`BluffingReader`) — the reader, bluffing
  besides (for the least, or for the most): to pass for a gambler with a level that gives
  gamblers action, and take that action with its reads.
- ``profile:LEVEL`` (:class:`ProfileReader`) — a reader without LEVEL's code: each
  opponent's thresholds for every public act in its context, learned from the showdowns
  over the match, inverted as the copy is for ``read``.

docs/ai.md (The exploiter suite) has each member's edge over hard.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Final

from game.ai.base import Agent
from game.ai.three_card.agents import Rates, ReadingAgent, ThreeCardAgent
from game.ai.three_card.models import WEAK, sound_rates
from game.ai.three_card.odds import BinCounts, Bins, fine_bins, hand_odds
from game.ai.three_card.public import FLOOR, Act, Timeline, public_choices
from game.engine.cards import Card
from game.engine.events import CardsRevealed, Event, RoundSettled
from game.engine.protocol import Action
from game.variants.three_card.defs import (
    KE_CUA,
    OFFERED,
    Accept,
    Back,
    Challenge,
    Decline,
    Hand,
    HandRules,
    SideBet,
    ThreeCardView,
)

FINE: Final = 40  # strength ranges a reader infers a hand in (one per strength where strengths are few: Bài Cào)
READER_BLUFF: Final = 0.35  # how often bluff:LEVEL pushes a weak hand (a gambler, to hard, from 0.25)
PROFILE_PRIOR: Final = 2.0  # profile:LEVEL's prior rates of an act count as this many acts per bin …
SELDOM: Final = 0.05  # … a sound player's for the acts it has them for, else this


def copies(shadow: Callable[[int], Agent[Any]], seat: int, n_seats: int) -> dict[int, ThreeCardAgent]:
    """A fresh copy of the level read for every seat but ``seat``."""
    out = {}
    for s in range(n_seats):
        if s != seat:
            agent = shadow(s)
            assert isinstance(agent, ThreeCardAgent)
            out[s] = agent
    return out


class ExploitAgent(ReadingAgent):
    """A best response to another level as it stands (see the module docstring)."""

    def __init__(self, level: str, seat: int, rules: HandRules, n_seats: int,
                 shadow: Callable[[int], Agent[Any]]) -> None:
        super().__init__(level, seat, rules, n_seats)
        self.shadows = copies(shadow, seat, n_seats)
        self._cache: dict[tuple[int, str, int, int], Rates] = {}

    def choose(self, view: ThreeCardView, legal: Sequence[Action], rng: random.Random) -> Action:
        for copy in self.shadows.values():
            copy.seen(view)
        return super().choose(view, legal, rng)

    def observe(self, events: Sequence[Event]) -> None:
        for agent in self.shadows.values():
            watch = getattr(agent, "observe", None)
            if watch is not None:
                watch(events)
        if any(isinstance(e, RoundSettled) for e in events):
            self._cache.clear()

    def _shadow_rates(self, view: ThreeCardView, seat: int, kind: str) -> Rates:
        """``seat``'s rates by bin, asked of its copy with a typical hand of each bin."""
        key = (seat, kind, len(view.side_bets), sum(view.ready))
        found = self._cache.get(key)
        if found is None:
            agent = self.shadows[seat]
            targets = [t for t in range(len(view.seats)) if t != seat and view.in_round[t]]
            out = []
            for hand in self.bins.typical:
                if kind == "accept":
                    out.append(agent.accept_probability(view, hand, self.seat, view.min_bet))
                else:
                    rates = agent.challenge_rates(view, hand, targets)
                    out.append(rates.get(self.seat, 0.0) if kind == "at-me" else sum(rates.values()))
            found = self._cache[key] = tuple(out)
        return found

    def rates(self, view: ThreeCardView, seat: int) -> tuple[Rates, Rates]:
        return self._shadow_rates(view, seat, "any"), self._shadow_rates(view, seat, "accept")

    def challenge_rate_at(self, view: ThreeCardView, challenger: int) -> Rates:
        return self._shadow_rates(view, challenger, "at-me")

    def accept_probability(self, view: ThreeCardView, hand: Hand, challenger: int, amount: int) -> float:
        return 1.0 if self.accept_value(view, self.odds.versus_bins(hand), challenger) > 0 else 0.0

    def challenge_rates(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> dict[int, float]:
        mine = self.odds.versus_bins(hand)
        values = {t: self.challenge_value(view, mine, t) for t in targets}
        best = max(targets, key=lambda t: values[t])
        return {best: 1.0} if values[best] > 0 else {}


class PosteriorReader(ThreeCardAgent):
    """What the deeper readers share: every opponent's public acts this round folded into a
    posterior over its hand (by :attr:`classes`, strength ranges), answered exactly.

    Subclasses say how likely a seat's act was with a hand of each range
    (:meth:`act_likelihood`) and how likely a target is to take my challenge
    (:meth:`accept_chances`).
    """

    def __init__(self, level: str, seat: int, rules: HandRules, n_seats: int, classes: Bins) -> None:
        super().__init__(level, seat, rules, n_seats)
        self.classes = classes
        self.timeline = Timeline(n_seats)
        self._likelihood: dict[int, list[float]] = {}  # per seat: P(its acts this round | a hand of each range)
        self._folded = 0  # acts of the timeline already in the likelihoods
        self._accepts: dict[tuple[int, int, int], Sequence[float]] = {}  # (target, side bets, amount) -> chances

    def act_likelihood(self, then: ThreeCardView, act: Act) -> Sequence[float]:
        """P(``act`` | its seat holds a hand of each range), in the public state ``then``."""
        raise NotImplementedError

    def accept_chances(self, after: ThreeCardView, target: int, amount: int) -> Sequence[float]:
        """P(``target`` takes my challenge of ``amount`` | a hand of each range), once offered."""
        raise NotImplementedError

    def observe(self, events: Sequence[Event]) -> None:
        if self.timeline.observe(events):
            self._likelihood.clear()
            self._accepts.clear()
            self._folded = 0

    def likelihood(self, view: ThreeCardView, seat: int) -> list[float]:
        """P(``seat``'s public acts this round | it holds a hand of each range)."""
        acts = self.timeline.acts
        for act in acts[self._folded:]:
            if act.seat != self.seat:
                lik = self._likelihood.setdefault(act.seat, [1.0] * self.classes.count)
                then = replace(view, side_bets=act.side_bets, ready=act.ready)
                for c, p in enumerate(self.act_likelihood(then, act)):
                    lik[c] *= max(FLOOR, p)
        self._folded = len(acts)
        return self._likelihood.get(seat) or [1.0] * self.classes.count

    def posterior(self, view: ThreeCardView, mine: BinCounts, seat: int) -> list[float]:
        """The chance of each range for ``seat``'s hand, given my cards and its acts."""
        weights = [n * w for n, w in zip(mine.total, self.likelihood(view, seat))]
        z = sum(weights)
        return [w / z for w in weights]

    # --- deciding ----------------------------------------------------------------------------
    def accept_probability(self, view: ThreeCardView, hand: Hand, challenger: int, amount: int) -> float:
        odds = self.odds.versus_bins(hand, self.classes).odds(self.likelihood(view, challenger))
        return 1.0 if odds is not None and self.payout(view).target_value(odds.win, odds.tie) > 0 else 0.0

    def _accept_chances(self, view: ThreeCardView, target: int, amount: int) -> Sequence[float]:
        key = (target, len(view.side_bets), amount)
        found = self._accepts.get(key)
        if found is None:
            offer = SideBet(self.rules.challenge_kind, self.seat, target, amount)
            after = replace(view, side_bets=(*view.side_bets, offer))
            found = self._accepts[key] = self.accept_chances(after, target, amount)
        return found

    def challenge_value(self, view: ThreeCardView, mine: BinCounts, target: int, amount: int) -> float:
        """Challenging ``target`` for ``amount``, per unit staked, against its posterior and answers."""
        pay = self.payout(view)
        lik = self.likelihood(view, target)
        accepts = self._accept_chances(view, target, amount)
        z = sum(n * w for n, w in zip(mine.total, lik))
        return sum(w * a * pay.challenger_value(b, t, n)
                   for w, a, n, b, t in zip(lik, accepts, mine.total, mine.beaten, mine.tied)) / z

    def back_value(self, view: ThreeCardView, mine: BinCounts, target: int) -> float:
        """Backing ``target`` against the chương, per unit staked, from the two posteriors."""
        assert view.banker is not None
        player, banker = self.posterior(view, mine, target), self.posterior(view, mine, view.banker)
        k, win, tie = self.classes.count, self.classes.win, self.classes.tie
        w = sum(player[i] * banker[j] * win[i][j] for i in range(k) for j in range(k))
        t = sum(player[i] * banker[j] * tie[i][j] for i in range(k) for j in range(k))
        return self.payout(view).challenger_value(w, t)

    def value_amount(self, view: ThreeCardView) -> int:
        """What a challenge that pays is made for: the most the table allows."""
        return view.max_bet

    def _best(self, view: ThreeCardView, hand: Hand, targets: Sequence[int],
              backs: Sequence[int]) -> tuple[str, int] | None:
        mine = self.odds.versus_bins(hand, self.classes)
        amount = self.value_amount(view)
        options = [(self.challenge_value(view, mine, t, amount), "challenge", t) for t in targets]
        if view.banker is not None:
            options += [(self.back_value(view, mine, t), "back", t) for t in backs]
        if not options:
            return None
        value, kind, target = max(options)
        return (kind, target) if value > 0 else None

    def challenge_rates(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> dict[int, float]:
        _, backs = public_choices(view, self.seat)
        best = self._best(view, hand, targets, backs)
        return {best[1]: 1.0} if best is not None and best[0] == "challenge" else {}

    def back_target(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> int | None:
        best = self._best(view, hand, [], targets)
        return best[1] if best is not None else None

    def _amount(self, view: ThreeCardView, offers: list[Challenge] | list[Back], rng: random.Random) -> Action:
        return offers[-1]  # a bet that pays, for the most


class ShadowReader(PosteriorReader):
    """``read:LEVEL``: a posterior over every opponent's hand through a copy of LEVEL (see the
    module docstring)."""

    def __init__(self, level: str, seat: int, rules: HandRules, n_seats: int,
                 shadow: Callable[[int], Agent[Any]]) -> None:
        super().__init__(level, seat, rules, n_seats, fine_bins(rules, FINE))
        self.shadows = copies(shadow, seat, n_seats)

    def observe(self, events: Sequence[Event]) -> None:
        for agent in self.shadows.values():
            watch = getattr(agent, "observe", None)
            if watch is not None:
                watch(events)
        super().observe(events)

    def choose(self, view: ThreeCardView, legal: Sequence[Action], rng: random.Random) -> Action:
        for copy in self.shadows.values():
            copy.seen(view)  # the table of this round, as each copy's real one sees it
        return super().choose(view, legal, rng)

    def act_likelihood(self, then: ThreeCardView, act: Act) -> Sequence[float]:
        targets, backs = public_choices(then, act.seat)
        copy = self.shadows[act.seat]
        return [copy.action_chance(then, hand, act.action, targets, backs) for hand in self.classes.typical]

    def accept_chances(self, after: ThreeCardView, target: int, amount: int) -> Sequence[float]:
        copy = self.shadows[target]
        return [copy.accept_probability(after, hand, self.seat, amount) for hand in self.classes.typical]


class BluffingReader(ShadowReader):
    """``bluff:LEVEL``: the reader, which also bluffs — :data:`READER_BLUFF` of its weak hands
    where it has no challenge that pays, for the smallest amount, at the player it loses
    least to — so that a level that takes bluffs for gambling gives it action, while its
    challenges that pay go for the most.  ``gamble:LEVEL`` bluffs for the most too: it is
    taken for a gambler by a level that looks at the amounts."""

    small = True  # bluffs for the least the table allows

    def __init__(self, level: str, seat: int, rules: HandRules, n_seats: int,
                 shadow: Callable[[int], Agent[Any]]) -> None:
        super().__init__(level, seat, rules, n_seats, shadow)
        self._bluffing = False

    def challenge_rates(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> dict[int, float]:
        rates = super().challenge_rates(view, hand, targets)
        self._bluffing = not rates and bool(targets) and self.share(hand) < WEAK
        if not self._bluffing:
            return rates
        mine, amount = self.odds.versus_bins(hand, self.classes), view.stake if self.small else view.max_bet
        return {max(targets, key=lambda t: self.challenge_value(view, mine, t, amount)): READER_BLUFF}

    def _amount(self, view: ThreeCardView, offers: list[Challenge] | list[Back], rng: random.Random) -> Action:
        return offers[0] if self.small and self._bluffing and isinstance(offers[0], Challenge) else offers[-1]


class GamblingReader(BluffingReader):
    """``gamble:LEVEL`` (see :class:`BluffingReader`)."""

    small = False


class ProfileReader(PosteriorReader):
    """``profile:LEVEL``: reads LEVEL without its code — from the showdowns alone.

    For every public act of an opponent (a challenge, big or small; a ké cửa; marking itself
    ready; taking or refusing a challenge) in its public context (banker or not, whether
    anybody has challenged yet, whether it had challenged already; for an answer, whether it
    was ready and how big the challenge), it counts at the showdown the bin of the hand it
    held: the thresholds of each habit, learned over the match.  Those rates (starting from a
    sound player's, :data:`PROFILE_PRIOR` acts' worth) invert the acts of the round into a
    posterior, as the copy does for ``read``.  LEVEL only names the arena row.
    """

    def __init__(self, level: str, seat: int, rules: HandRules, n_seats: int,
                 shadow: Callable[[int], Agent[Any]]) -> None:
        super().__init__(level, seat, rules, n_seats, hand_odds(rules).bins)
        k = self.classes.count
        self.counted: dict[tuple[int, tuple[object, ...]], list[int]] = defaultdict(lambda: [0] * k)
        self.done: dict[tuple[int, tuple[object, ...], str], list[int]] = defaultdict(lambda: [0] * k)
        self._hands: dict[int, Hand] = {}

    @staticmethod
    def context(then: ThreeCardView, act: Act) -> tuple[object, ...]:
        seat, action = act.seat, act.action
        if isinstance(action, (Accept, Decline)):
            offer = next(b for b in then.side_bets if b.maker == action.challenger and b.target == seat
                         and b.status == OFFERED)
            return "answer", then.ready[seat], 2 * offer.amount > then.max_bet
        challenged = any(b.kind != KE_CUA for b in then.side_bets)
        mine = any(b.maker == seat and b.kind != KE_CUA for b in then.side_bets)
        return "free", then.banker == seat, challenged, mine

    @staticmethod
    def act_key(then: ThreeCardView, act: Act) -> str:
        action = act.action
        if isinstance(action, Challenge):
            return "challenge big" if 2 * action.amount > then.max_bet else "challenge small"
        return type(action).__name__.lower()

    def observe(self, events: Sequence[Event]) -> None:
        for e in events:
            if isinstance(e, CardsRevealed) and e.why == "showdown":
                self._hands[e.seat] = tuple(c for c in e.cards if isinstance(c, Card))
        super().observe(events)
        if any(isinstance(e, RoundSettled) for e in events):
            self._learn(self.timeline.acts)

    def _learn(self, acts: Sequence[Act]) -> None:
        """Count each act of the round just shown down by the bin of the hand its seat held."""
        bins = self.classes
        for act in acts:
            hand = self._hands.get(act.seat)
            if act.seat == self.seat or hand is None or len(hand) != 3 or self._template is None:
                continue
            then = replace(self._template, side_bets=act.side_bets, ready=act.ready)
            b = bins.bin_of_hand(self.rules, hand)
            ctx = self.context(then, act)
            self.counted[act.seat, ctx][b] += 1
            self.done[act.seat, ctx, self.act_key(then, act)][b] += 1
        self._hands.clear()

    _template: ThreeCardView | None = None  # a view of this match's table, for the public state of past acts

    def choose(self, view: ThreeCardView, legal: Sequence[Action], rng: random.Random) -> Action:
        self._template = view
        return super().choose(view, legal, rng)

    def _rates(self, then: ThreeCardView, act: Act) -> list[float]:
        """The rate of ``act`` in its context by bin: the counts, from a sound player's
        (:func:`~game.ai.three_card.models.sound_rates`) worth :data:`PROFILE_PRIOR` acts a bin."""
        ctx, key = self.context(then, act), self.act_key(then, act)
        challenge, accept = sound_rates(self.classes, self.payout(then))
        prior = {"challenge big": challenge, "accept": accept, "decline": [1 - a for a in accept],
                 "ready": [1 - c for c in challenge]}.get(key, [SELDOM] * self.classes.count)
        seen = self.counted.get((act.seat, ctx), [0] * self.classes.count)
        done = self.done.get((act.seat, ctx, key), [0] * self.classes.count)
        return [(d + PROFILE_PRIOR * p) / (n + PROFILE_PRIOR) for d, n, p in zip(done, seen, prior)]

    def act_likelihood(self, then: ThreeCardView, act: Act) -> Sequence[float]:
        return self._rates(then, act)

    def accept_chances(self, after: ThreeCardView, target: int, amount: int) -> Sequence[float]:
        return self._rates(after, Act(target, Accept(self.seat), after.side_bets, after.ready))


Shadow = Callable[[int], Agent[Any]]  # the level read: a fresh agent of it for a seat
READERS: Final[dict[str, Callable[[str, int, HandRules, int, Shadow], ThreeCardAgent]]] = {
    "exploit": ExploitAgent, "read": ShadowReader, "bluff": BluffingReader, "gamble": GamblingReader,
    "profile": ProfileReader}
