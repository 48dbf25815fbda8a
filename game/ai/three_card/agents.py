"""AI for Ba Cây and Bài Cào: main bets, challenges (biên giới, cào thách) and ké cửa.

The levels are different policies, not one policy with blunders:

- ``easy`` — plausible but loose: challenges when its hand looks good and accepts with an
  even chance, blind to the loss multiple and the fee; now and then challenges on a whim;
  bets a random amount; never backs a player.
- ``normal`` — a fixed sound strategy: it takes every opponent to play like a *sound
  player* (:func:`~game.ai.three_card.models.sound_rates`: challenges when it pays, bluffs
  now and then with a weak hand, accepts when it pays) and answers that exactly — with the
  odds of its own hand against each bin of hands (:meth:`HandOdds.versus_bins`) — bluffing
  at a fixed rate itself.  It backs (ké cửa) a player whose challenges and answers this
  round make beating the chương likely enough to pay the 2× loss.
- ``hard`` — the same reasoning, but against what it has *seen*: per opponent, how often
  they challenged and accepted with each kind of hand at past showdowns
  (:class:`~game.ai.three_card.models.TableMemory`, built from public events only).  It
  bluffs back at players who bluff and stops bluffing at players who never do (a bluff
  only pays by keeping a reader's acceptances wide), and bluffs less at players who accept
  too readily (there a bluff is simply called); so it cannot be milked by a tight player,
  and a human who always accepts or always declines is read within a match.  It is built
  to hold against a player who reads it one level deeper (the exploiter suite,
  :mod:`game.ai.three_card.readers`): it gives action (bluffs, challenges taken below
  even) only to players who answer its challenges as it would itself (*kinship*, weighed
  at every showdown against a shadow hard of their seat, fed the same public events) and
  none where the table takes a fee from side bets; it reads its own
  hand as the table can from its acts this round and expects a player who reads it
  exactly (*sharpness*) to challenge and accept by that; it makes a challenge only when
  it is worth :data:`CHALLENGE_MARGIN`; and it reads a player who challenges small and big
  by its big challenges only (a small one says nothing).

Every decision is mixed: a challenge is made or accepted with a probability (near-certain
when the expectation is clear, a coin when it is close), strong hands are sometimes kept
quiet (slow play) and weak ones sometimes pushed (bluff), so the table gets action and no
single hand tells.  Amounts follow the bankroll, the same for a bluff as for a strong
hand.  A seat's personality (:mod:`game.ai.personality`) shifts bluffing, slow play,
looseness and amounts.

Besides the levels, the arena has fixed opponents: ``always-accept`` and
``always-decline`` (the normal player, answering every challenge the same way), ``nit``
(challenges and accepts only with a hand that beats a random hand
:data:`NIT_WIN` of the time, and never otherwise) and the exploiter suite
(:mod:`game.ai.three_card.readers`, made by name in :mod:`game.ai.three_card.factory`).
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any, Final

from game.ai.personality import NEUTRAL, Personality
from game.ai.three_card.models import (
    PRIOR_WEIGHT,
    TYPE_CLIP,
    WEAK,
    BinModel,
    Payout,
    TableMemory,
    TypePrior,
    logistic,
    sound_rates,
    type_prior,
)
from game.ai.three_card.odds import BinCounts, Bins, hand_odds
from game.ai.three_card.public import FLOOR, Act, Timeline, public_choices
from game.engine.cards import Card
from game.engine.events import CardsRevealed, Event
from game.engine.protocol import Action
from game.variants.three_card.defs import (
    DECLINED,
    KE_CUA,
    OFFERED,
    Accept,
    Back,
    Bet,
    Challenge,
    Decline,
    Hand,
    HandRules,
    Ready,
    SitOut,
    ThreeCardView,
    amount_grid,
)

SHARP: Final = 0.02  # per unit staked: how close to even a mixed choice is a real coin toss
SIDE_SHARE: Final = 0.03  # a side bet stakes about this share of the free chips
BET_SHARE: Final = 0.02  # a main bet stakes about this share of the free chips …
BET_CAP: Final = 3  # … but not more than this many minimum bets
NORMAL_BLUFF: Final = 0.08  # how often normal pushes a weak hand
HARD_BLUFF: Final = 0.45  # how often hard pushes a weak hand at a gambler
SLOW_PLAY: Final = 0.15  # how often a strong hand keeps quiet
STRONG: Final = 0.9  # a hand above this share of the deck is strong
BACK_MARGIN: Final = 0.05  # a ké cửa must be worth this much per unit staked …
CHALLENGE_MARGIN: Final = 0.05  # … and hard's challenge (a challenge nobody will take only tells the table its hand)
NOT_GAMBLER: Final = 0.15  # a player who challenges with a weak hand in at most this share of rounds is no gambler …
GAMBLER: Final = 0.25  # … one who does in this share or more is a gambler …
GIVE: Final = 0.2  # … whose challenges hard takes down to this much below even, per unit staked …
KIN_PRIOR: Final = 0.5  # … if it gambles as hard does: the chance of it before it was seen to answer hard
SHARP_PRIOR: Final = 0.1  # the chance that a player reads hard exactly, before it was seen to answer hard
DISTRUST: Final = 0.1  # hard bluffs nobody it trusts less than this
KIN_PRIOR_LOGIT: Final = math.log(KIN_PRIOR / (1 - KIN_PRIOR))
SHARP_PRIOR_LOGIT: Final = math.log(SHARP_PRIOR / (1 - SHARP_PRIOR))
ACQUAINTED: Final = 40  # showdowns of a player after which hard plays the gambler's game with it in full
PLAIN_BLUFF: Final = NORMAL_BLUFF  # what hard's answers to a player given nothing start from: a sound
# player's answers to one who bluffs this often (no more than normal)
NIT_WIN: Final = 0.85  # the arena's nit challenges and accepts only with a hand beating a random one this often

Rates = tuple[float, ...]


def _near(value: float) -> float:
    """How close a decision worth ``value`` per unit staked is to a coin toss (1 = even)."""
    return max(0.0, 1.0 - abs(value) / 0.3)


class ThreeCardAgent:
    """What every level shares: the view, the order of decisions, bets and amounts.

    Subclasses say how likely they are to accept a challenge (:meth:`accept_probability`)
    and to challenge each target now (:meth:`challenge_rates`), and whether to back a player.
    """

    def __init__(self, level: str, seat: int, rules: HandRules, n_seats: int) -> None:
        self.level = level
        self.seat = seat
        self.rules = rules
        self.odds = hand_odds(rules)  # built here, so no decision pays for it
        self.bins = self.odds.bins
        self.personality: Personality = NEUTRAL
        self.last_difficulty = 0.0

    # --- the interface ---------------------------------------------------------------
    def choose(self, view: ThreeCardView, legal: Sequence[Action], rng: random.Random) -> Action:
        self.last_difficulty = 0.0
        bets = [a for a in legal if isinstance(a, Bet)]
        if bets:
            # The table takes any multiple of its chip unit; the levels bet in chip-like amounts
            # (10, 20, 50, 100 …), as game.ai.three_card_mode models them.
            usual = amount_grid(view.min_bet, view.max_bet, view.stake)
            bets = [b for b in bets if b.amount in usual] or bets
        if bets or any(isinstance(a, SitOut) for a in legal):
            return self._bet(view, bets, rng) if bets else SitOut()
        hand = view.seats[self.seat].cards
        assert all(c is not None for c in hand), "a seat always sees its own cards"
        mine: Hand = tuple(c for c in hand if c is not None)
        for action in legal:
            if isinstance(action, Decline):
                accept = Accept(action.challenger)
                if accept not in legal:
                    return action
                p = self.accept_probability(view, mine, action.challenger, _offered(view, action.challenger, self.seat))
                self.last_difficulty = 1.0 - abs(2 * p - 1)
                return accept if rng.random() < p else action
        offers = [a for a in legal if isinstance(a, Challenge)]
        if offers:
            rates = self.challenge_rates(view, mine, sorted({a.target for a in offers}))
            u = rng.random()
            for target, p in rates.items():
                if u < p:
                    return self._amount(view, [a for a in offers if a.target == target], rng)
                u -= p
        backs = [a for a in legal if isinstance(a, Back)]
        if backs:
            backed = self.back_target(view, mine, sorted({a.target for a in backs}))
            if backed is not None:
                return self._amount(view, [a for a in backs if a.target == backed], rng)
        return Ready()

    def seen(self, view: ThreeCardView) -> None:
        """Shown the table of this round (a reader shows it to its copies: see the readers)."""

    def action_chance(self, view: ThreeCardView, hand: Hand, action: Action, targets: Sequence[int],
                      backs: Sequence[int]) -> float:
        """The chance that this agent, holding ``hand``, answers ``view`` with ``action`` — a
        side-bet phase decision, where it may challenge ``targets`` and back ``backs`` (amounts
        aside: they follow the bankroll, not the hand).  What :meth:`choose` draws from."""
        if isinstance(action, (Accept, Decline)):
            p = self.accept_probability(view, hand, action.challenger, _offered(view, action.challenger, self.seat))
            return p if isinstance(action, Accept) else 1.0 - p
        rates = self.challenge_rates(view, hand, targets) if targets else {}
        if isinstance(action, Challenge):
            return rates.get(action.target, 0.0)
        quiet = max(0.0, 1.0 - sum(rates.values()))
        backed = self.back_target(view, hand, backs) if backs else None
        if isinstance(action, Back):
            return quiet if backed == action.target else 0.0
        return quiet if backed is None else 0.0

    def accept_probability(self, view: ThreeCardView, hand: Hand, challenger: int, amount: int) -> float:
        raise NotImplementedError

    def challenge_rates(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> dict[int, float]:
        """The chance of challenging each of ``targets`` now (they add up to at most 1)."""
        raise NotImplementedError

    def back_target(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> int | None:
        return None

    # --- amounts -------------------------------------------------------------------------
    def _bet(self, view: ThreeCardView, bets: list[Bet], rng: random.Random) -> Action:
        want = min(view.free[self.seat] * BET_SHARE, BET_CAP * view.min_bet) * self.personality.stake
        return max((b for b in bets if b.amount <= want), key=lambda b: b.amount, default=bets[0])

    def _amount(self, view: ThreeCardView, offers: list[Challenge] | list[Back], rng: random.Random) -> Action:
        """One of ``offers`` (one target, every amount): about :data:`SIDE_SHARE` of the free chips."""
        want = view.free[self.seat] * SIDE_SHARE * self.personality.stake
        fitting = [a for a in offers if a.amount <= want]
        return fitting[-1] if fitting else offers[0]

    # --- reading ---------------------------------------------------------------------------
    def payout(self, view: ThreeCardView) -> Payout:
        return Payout.of(view.side_loss, view.side_fee)

    def share(self, hand: Hand) -> float:
        """The share of the deck's hands weaker than ``hand`` (a bin's middle)."""
        return self.bins.mid[self.bins.bin_of_hand(self.rules, hand)]


def _log_ratio(p: float, q: float, happened: bool) -> float:
    """log P(what happened | p) − log P(what happened | q), for chances ``p`` and ``q`` that it would."""
    return math.log(p / q) if happened else math.log((1 - p) / (1 - q))


def _offered(view: ThreeCardView, challenger: int, target: int) -> int:
    return next(b.amount for b in view.side_bets
                if b.maker == challenger and b.target == target and b.status == OFFERED)


# --- easy ------------------------------------------------------------------------------------
class EasyAgent(ThreeCardAgent):
    """Loose: reads its hand against a random one, ignores the payout and the other side."""

    WHIM = 0.15  # a challenge or an acceptance with a hand that does not look good

    def accept_probability(self, view: ThreeCardView, hand: Hand, challenger: int, amount: int) -> float:
        odds = self.odds.against(hand)
        return 0.9 if odds is not None and odds.win >= odds.lose else 2 * self.WHIM

    def challenge_rates(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> dict[int, float]:
        odds = self.odds.against(hand)
        keen = 0.9 if odds is not None and odds.win - odds.lose > 0.1 else self.WHIM
        return {t: keen / len(targets) for t in targets}

    def _bet(self, view: ThreeCardView, bets: list[Bet], rng: random.Random) -> Action:
        return rng.choice(bets)

    def _amount(self, view: ThreeCardView, offers: list[Challenge] | list[Back], rng: random.Random) -> Action:
        return offers[rng.randrange((len(offers) + 1) // 2)]


# --- normal and hard: reading opponents ----------------------------------------------------------
class ReadingAgent(ThreeCardAgent):
    """Answers a model of each opponent exactly (normal: the sound player, fixed)."""

    bluff = NORMAL_BLUFF
    margin = 0.0  # what a challenge must be worth, per unit staked, to be made

    def rates(self, view: ThreeCardView, seat: int) -> tuple[Rates, Rates]:
        """(challenge rates, accept rates) by bin that this agent credits ``seat`` with."""
        return sound_rates(self.bins, self.payout(view))

    def challenge_rates_of(self, view: ThreeCardView, seat: int) -> Rates:
        """How likely ``seat`` is to challenge (anybody) with a hand of each bin."""
        return self.rates(view, seat)[0]

    def challenge_rate_at(self, view: ThreeCardView, challenger: int) -> Rates:
        """How likely ``challenger`` is to challenge *this* seat with each bin."""
        return self.challenge_rates_of(view, challenger)

    def accept_probability(self, view: ThreeCardView, hand: Hand, challenger: int, amount: int) -> float:
        value = self.accept_value(view, self.odds.versus_bins(hand), challenger) + self.give(view, challenger)
        return logistic((value + self.personality.looseness) / SHARP)

    def give(self, view: ThreeCardView, seat: int) -> float:
        """How much worse than even (per unit staked) a challenge from ``seat`` this agent
        still takes, to keep a gambler gambling (normal: none)."""
        return 0.0

    def accept_value(self, view: ThreeCardView, mine: BinCounts, challenger: int) -> float:
        """Accepting a challenge from ``challenger``, per unit staked, against the hands it challenges with."""
        odds = mine.odds(self.challenge_rate_at(view, challenger))
        if odds is None:
            return 0.0
        return self.payout(view).target_value(odds.win, odds.tie)

    def accept_rates_at(self, view: ThreeCardView, target: int) -> Rates:
        """How likely ``target`` is to take a challenge from *this* seat with each bin."""
        return self.rates(view, target)[1]

    def challenge_value(self, view: ThreeCardView, mine: BinCounts, target: int) -> float:
        """Challenging ``target``, per unit staked: nothing when declined, the showdown when accepted."""
        pay = self.payout(view)
        accept = self.accept_rates_at(view, target)
        n = sum(mine.total)
        return sum(a * pay.challenger_value(w, tie, t)
                   for a, t, w, tie in zip(accept, mine.total, mine.beaten, mine.tied)) / n

    def challenge_rates(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> dict[int, float]:
        mine = self.odds.versus_bins(hand)
        values = {t: self.challenge_value(view, mine, t) - self.margin for t in targets}
        best = max(targets, key=lambda t: values[t])
        self.last_difficulty = _near(values[best])
        if values[best] > 0:
            strong = self.share(hand) >= STRONG
            quiet = SLOW_PLAY * self.personality.slow_play if strong and self._may_be_challenged(view) else 0.0
            return {best: logistic(values[best] / SHARP) * (1 - quiet)}
        if self.share(hand) >= WEAK:
            return {}
        shares = self.bluff_shares(view, targets)
        chance = min(0.9, self.bluff * self.personality.bluff)
        return {t: chance * share for t, share in shares.items() if share > 0}

    def bluff_shares(self, view: ThreeCardView, targets: Sequence[int]) -> dict[int, float]:
        """How this agent's bluffing is shared among ``targets`` (at most 1 in all; normal:
        every player alike)."""
        return {t: 1 / len(targets) for t in targets}

    def _may_be_challenged(self, view: ThreeCardView) -> bool:
        """Is anybody still to choose their challenges (a quiet strong hand may be challenged)?"""
        return any(view.in_round[s] and not view.ready[s] for s in range(len(view.seats)) if s != self.seat)

    # --- ké cửa ------------------------------------------------------------------------------
    def back_target(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> int | None:
        if view.banker is None:
            return None
        pay = self.payout(view)
        best, best_value = None, BACK_MARGIN
        for t in targets:
            value = pay.challenger_value(*self.backing_odds(view, t))
            if value > best_value:
                best, best_value = t, value
        return best

    def backing_odds(self, view: ThreeCardView, target: int) -> tuple[float, float]:
        """(win, tie) of ``target``'s hand against the banker's, each read from what it did this round."""
        assert view.banker is not None
        player, banker, bins = self.reading(view, target), self.reading(view, view.banker), self.bins
        k = bins.count
        win = sum(player[i] * banker[j] * bins.win[i][j] for i in range(k) for j in range(k))
        tie = sum(player[i] * banker[j] * bins.tie[i][j] for i in range(k) for j in range(k))
        return win, tie

    def told(self, seat: int, amount: int) -> float:
        """How much a challenge of ``amount`` by ``seat`` says of its hand, 0–1 (normal: all)."""
        return 1.0

    def reading(self, view: ThreeCardView, seat: int) -> list[float]:
        """The chance of each bin for ``seat``'s hand, from what it did with it this round."""
        ch, acc = self.challenge_rates_of(view, seat), self.rates(view, seat)[1]
        weights = list(self.bins.mass)
        made = [x.amount for x in view.side_bets if x.maker == seat and x.kind != KE_CUA]
        told = self.told(seat, max(made)) if made else 0.0
        for b in range(self.bins.count):
            if made:
                weights[b] *= told * ch[b] + 1 - told
            elif view.ready[seat]:
                weights[b] *= 1 - ch[b]
            for x in view.side_bets:
                if x.target == seat and x.kind != KE_CUA and x.status != OFFERED:
                    weights[b] *= (1 - acc[b]) if x.status == DECLINED else acc[b]
        z = sum(weights)
        return [w / z for w in weights] if z > 0 else list(self.bins.mass)


@lru_cache(maxsize=4096)
def _exact_challenges(bins: Bins, pay: Payout, known: Rates, takes: Rates) -> Rates:
    """How likely a player who reads me exactly challenges me with each bin (bluffs aside), my
    hand being in each bin with weights ``known`` and taking a challenge at ``takes``.  (A
    reader asks hard this for every hand it imagines: worked out once per reading.)"""
    z = sum(known) or 1.0
    return tuple(logistic(sum(k * a * pay.challenger_value(bins.win[c][i], bins.tie[c][i])
                              for i, (k, a) in enumerate(zip(known, takes))) / z / SHARP)
                 for c in range(bins.count))


@lru_cache(maxsize=4096)
def _exact_accepts(bins: Bins, pay: Payout, mine: Rates) -> Rates:
    """How likely a player who reads me exactly takes my challenge with each bin, my hand being
    in each bin with weights ``mine`` (see :meth:`HardAgent.exact_accepts`)."""
    z = sum(mine) or 1.0
    return tuple(logistic(sum(m * pay.target_value(bins.win[j][i], bins.tie[j][i]) for i, m in enumerate(mine))
                          / z / SHARP) for j in range(bins.count))


class HardAgent(ReadingAgent):
    """Normal's reasoning against the opponents it has seen (see the module docstring)."""

    bluff = HARD_BLUFF
    margin = CHALLENGE_MARGIN

    def __init__(self, level: str, seat: int, rules: HandRules, n_seats: int) -> None:
        super().__init__(level, seat, rules, n_seats)
        self.memory = TableMemory(seat, n_seats, rules, self.bins)
        self.timeline = Timeline(n_seats)
        self._table: ThreeCardView | None = None  # this round's table as last seen (the state of past acts)
        self._ranges: dict[int, list[float]] = {}  # my hand's bins as read after my first k acts of the round
        self._upto: int | None = None  # while my k-th act is read: how many of mine came before it
        # Every seat as hard would play it, fed the same public events (me at mine): how a
        # kin would have answered my challenges (see kinship).  Made at the first table
        # without a fee that I am shown (kinship matters nowhere else), shared with them.
        self.as_hard: dict[int, HardAgent] = {}
        self._shadows: list[HardAgent] = []  # those I made and feed (a shadow, given as_hard, makes none)
        # How I answered the challenges of players I conceded nothing to (by my hand's bin, from
        # the showdowns): what a player who reads me, and is given nothing, is answered by.
        self.answered_plainly = BinModel(self.bins.count)

    def seen(self, view: ThreeCardView) -> None:
        if not self.as_hard and not view.side_fee:
            self.as_hard[self.seat] = self
            for s in range(len(view.seats)):
                if s != self.seat:
                    shadow = HardAgent(self.level, s, self.rules, len(view.seats))
                    shadow.as_hard = self.as_hard
                    shadow.timeline, shadow.memory = copy.deepcopy(self.timeline), self.memory.seen_from(s)
                    self.as_hard[s] = shadow
                    self._shadows.append(shadow)
        self._table = view
        for shadow in self._shadows:
            shadow._table = view

    def choose(self, view: ThreeCardView, legal: Sequence[Action], rng: random.Random) -> Action:
        self.seen(view)
        return super().choose(view, legal, rng)

    def types(self, view: ThreeCardView) -> TypePrior:
        """The kinds of players this table may hold (the prior of every opponent's model)."""
        return type_prior(self.rules.key, view.mode, view.side_loss, view.side_fee, self.bins)

    def rates(self, view: ThreeCardView, seat: int) -> tuple[Rates, Rates]:
        return self.memory.model(seat).rates(self.types(view))

    def challenge_rate_at(self, view: ThreeCardView, challenger: int) -> Rates:
        """How likely ``challenger`` is to challenge me with each bin: as it was seen to, or —
        as much as it reads me exactly (:meth:`sharpness`) — where that pays against what the
        table can tell of my hand and of my answers, and its bluffs."""
        model = self.memory.model(challenger).rates_at_me(self.types(view), sum(view.in_round) - 1)
        p = self.sharpness(view, challenger)
        exact = _exact_challenges(self.bins, self.payout(view), tuple(self.my_range()), self.takes(view, challenger))
        weak = self.bins.mid
        return tuple((1 - p) * m + p * max(e, m if mid < WEAK else 0.0)
                     for m, e, mid in zip(model, exact, weak))

    def takes(self, view: ThreeCardView, challenger: int) -> Rates:
        """How likely I am to take a challenge from ``challenger`` with each bin, as a player who
        reads me sees it: as the table has seen me answer — but a player I concede nothing to
        (:meth:`give`) is answered without the concessions I make to gamblers, and a reader
        knows it (it challenged me with 7 and 8 nút no more for those).  Where the table takes a
        fee I concede nothing to anybody: as the table has seen me."""
        if view.side_fee or self.give(view, challenger) > 0:
            return self.rates(view, self.seat)[1]
        return self.answered_plainly.rates(sound_rates(self.bins, self.payout(view), PLAIN_BLUFF)[1])

    def gambling(self, view: ThreeCardView, seat: int) -> float:
        """How much of a gambler ``seat`` is, 0–1: how often it challenges with a weak hand,
        from :data:`NOT_GAMBLER` to :data:`GAMBLER` (counted from the showdowns, with the
        prior of its type worth two rounds a bin)."""
        model = self.memory.model(seat)
        prior = model.prior(self.types(view))[0]
        weak = [b for b in range(self.bins.count) if self.bins.mid[b] < WEAK]
        done = sum(model.challenges.done[b] + PRIOR_WEIGHT * prior[b] for b in weak)
        seen = sum(model.challenges.seen[b] + PRIOR_WEIGHT for b in weak)
        return self.acquainted(seat) * min(1.0, max(0.0, (done / seen - NOT_GAMBLER) / (GAMBLER - NOT_GAMBLER)))

    def acquainted(self, seat: int) -> float:
        """How well hard knows ``seat``, 0–1: the showdowns it saw it play, up to :data:`ACQUAINTED`.

        Bluffing a gambler, taking its challenges below even, and the first bluff of a round
        that starts the side bets with a player not yet seen to gamble all cost chips against
        a player who answers by a fixed rule (normal); they pay only with a player who reads
        and bluffs back.  Hard does them in proportion to how well it knows the player, so it
        is not behind from a match's first deals (docs/ai.md, From the first deal)."""
        return min(1.0, (sum(self.memory.model(seat).challenges.seen) + 1) / ACQUAINTED)

    # --- action for gamblers, not for readers ---------------------------------------------------
    def kinship(self, view: ThreeCardView, seat: int) -> float:
        """The chance that ``seat`` gambles as hard does rather than reads it exactly: that it
        answers hard's challenges as hard itself would in its place (taking a gambler's a
        little below even: :attr:`as_hard`, exact when it is hard) rather than exactly by
        what the table can tell of hard's hand (:meth:`exact_accepts`).  Weighed from its
        answers at the showdowns, from even odds.
        Hard gives action only to its kin: a reader who bluffs to pass for a gambler takes
        challenges only where they pay, and is found out by it."""
        return logistic(KIN_PRIOR_LOGIT + self.memory.model(seat).kin)

    def sharpness(self, view: ThreeCardView, seat: int) -> float:
        """The chance that ``seat`` answers hard's challenges exactly by what the table can tell
        of hard's hand rather than as its model of them says (a model lags a reader, whose
        answers follow hard's play), weighed from its answers, from :data:`SHARP_PRIOR`."""
        return logistic(SHARP_PRIOR_LOGIT + self.memory.model(seat).sharp)

    def accept_rates_at(self, view: ThreeCardView, target: int) -> Rates:
        model = self.rates(view, target)[1]
        p = self.sharpness(view, target)
        mine = self.rates(view, self.seat)[0]  # the hands the table has seen me challenge with
        exact = self.exact_accepts(view, [k * c for k, c in zip(self.my_range(), mine)])
        return tuple((1 - p) * m + p * e for m, e in zip(model, exact))

    def my_range(self) -> list[float]:
        """My hand's bins as read from my acts of the round so far (while one of them is read,
        from those before it)."""
        mine = [a for a in self.timeline.acts if a.seat == self.seat]
        return self._range_after(mine, len(mine) if self._upto is None else self._upto)

    def trust(self, view: ThreeCardView, seat: int) -> float:
        """How much action, 0–1, hard gives ``seat`` (concessions and bluffs): as much as it is
        kin (:meth:`kinship`); with a fee, none — action between two givers only feeds the table."""
        if view.side_fee:
            return 0.0
        return 1.0 if seat == self.seat else self.kinship(view, seat)

    def _range_after(self, mine: Sequence[Act], k: int) -> list[float]:
        """My hand's bins as a player who knows how I play reads them after my first ``k``
        acts of the round: each inverted through my own decisions on a typical hand of
        every bin, in the state it was taken in."""
        found = self._ranges.get(k)
        if found is None:
            weights = list(self.bins.mass if k == 0 else self._range_after(mine, k - 1))
            view = self._table
            if k and view is not None:
                act = mine[k - 1]
                then = replace(view, side_bets=act.side_bets, ready=act.ready)
                targets, backs = public_choices(then, self.seat)
                outer, self._upto = self._upto, k - 1
                try:
                    for b, hand in enumerate(self.bins.typical):
                        weights[b] *= max(FLOOR, self.action_chance(then, hand, act.action, targets, backs))
                finally:
                    self._upto = outer
            found = self._ranges[k] = weights
        return found

    def _count_plain_answers(self, events: Sequence[Event]) -> None:
        """After a showdown: my answers to players I conceded nothing to (:meth:`takes`), counted
        by my hand's bin (from public events alone: any hard in my seat counts the same)."""
        view = self._table
        if view is None or view.side_fee:
            return
        mine = next((tuple(c for c in e.cards if isinstance(c, Card)) for e in events
                     if isinstance(e, CardsRevealed) and e.why == "showdown" and e.seat == self.seat), ())
        if len(mine) != 3:
            return
        b = self.bins.bin_of_hand(self.rules, mine)
        for act in self.timeline.acts:
            if act.seat == self.seat and isinstance(act.action, (Accept, Decline)) and not self.give(
                    view, act.action.challenger):
                self.answered_plainly.add(b, isinstance(act.action, Accept))

    def _weigh_answers(self, events: Sequence[Event]) -> None:
        """After a showdown: was each answer to my challenges a kin's, a reader's, or as the
        player's model says?  A kin answers as hard would in its seat (:attr:`as_hard`, with
        the acts it had made before: exactly, if it is hard)."""
        view = self._table
        if view is None:
            return
        hands = {e.seat: tuple(c for c in e.cards if isinstance(c, Card))
                 for e in events if isinstance(e, CardsRevealed) and e.why == "showdown"}
        acts = self.timeline.acts
        mine = [a for a in acts if a.seat == self.seat]
        for i, answer in enumerate(acts):
            if not isinstance(answer.action, (Accept, Decline)) or answer.action.challenger != self.seat:
                continue
            hand = hands.get(answer.seat, ())
            then = replace(view, side_bets=answer.side_bets, ready=answer.ready)
            amount = _offered(then, self.seat, answer.seat)
            made = [k for k, a in enumerate(mine) if a.action == Challenge(answer.seat, amount)]
            if len(hand) != 3 or not made:
                continue
            exact = self.exact_accepts(view, self._range_after(mine, made[-1] + 1))[
                self.bins.bin_of_hand(self.rules, hand)]
            b = self.bins.bin_of_hand(self.rules, hand)
            said = self.rates(view, answer.seat)[1][b]  # as its model says
            kin = self._kin_answer(then, answer.seat, sum(a.seat == answer.seat for a in acts[:i]), hand, amount)
            exact, said = (min(1 - TYPE_CLIP, max(TYPE_CLIP, p)) for p in (exact, said))
            took = isinstance(answer.action, Accept)
            model = self.memory.model(answer.seat)
            if kin is not None:
                model.kin += _log_ratio(min(1 - TYPE_CLIP, max(TYPE_CLIP, kin)), exact, took)
            model.sharp += _log_ratio(exact, said, took)

    def _kin_answer(self, then: ThreeCardView, seat: int, before: int, hand: Hand, amount: int) -> float | None:
        """The chance that hard in ``seat``'s place, having made ``before`` acts this round,
        takes my challenge of ``amount`` with ``hand`` (None where kinship does not matter)."""
        kin = self.as_hard.get(seat)
        if kin is None:
            return None
        outer, kin._upto = kin._upto, before
        try:
            return kin.accept_probability(then, hand, self.seat, amount)
        finally:
            kin._upto = outer

    def exact_accepts(self, view: ThreeCardView, mine: Sequence[float]) -> Rates:
        """How likely a player who reads me exactly takes my challenge with each bin, my hand
        being in each bin with weights ``mine``."""
        return _exact_accepts(self.bins, self.payout(view), tuple(mine))

    def give(self, view: ThreeCardView, seat: int) -> float:
        return GIVE * self.gambling(view, seat) * self.trust(view, seat)

    def told(self, seat: int, amount: int) -> float:
        """A small challenge says nothing (:meth:`~game.ai.three_card.models.OpponentModel.counts`)."""
        model = self.memory.model(seat)
        return 1.0 if model.counts(amount) or not model.largest else 0.0

    def bluff_shares(self, view: ThreeCardView, targets: Sequence[int]) -> dict[int, float]:
        """Bluff gamblers as much as hard trusts them (:meth:`trust`): a bluff keeps a gambler's
        acceptances wide, and hard's bluffs are how another gambler knows it for one; a player
        who reads hard is not bluffed (a bluff called is lost), nor one trusted less than
        :data:`DISTRUST`.  With no gambler among ``targets``, the first challenge of a round
        still bluffs — at the full rate once hard knows the players (:meth:`acquainted`; else
        two hard AIs that have not yet seen each other bluff would never start), the players
        least likely to take it the most — but only as much as the table has not yet seen hard
        gamble (:meth:`gambling` of itself): that bluff is there to start the side bets, and is
        lost with a player who is no gambler.  After a refusal only a gambler is bluffed
        again.  A player who takes challenges more readily than a sound player is bluffed less."""
        prior_acc = sound_rates(self.bins, self.payout(view))[1]
        mass = self.bins.mass
        sound_declines = 1 - sum(m * a for m, a in zip(mass, prior_acc))
        trust = {t: self.trust(view, t) for t in targets}
        declines = {t: trust[t] * min(1.0, (1 - sum(m * a for m, a in zip(mass, self.rates(view, t)[1])))
                                      / sound_declines)
                    for t in targets if trust[t] >= DISTRUST}
        gamblers = {t: self.gambling(view, t) * d for t, d in declines.items()}
        first = not any(b.maker == self.seat and b.kind != KE_CUA for b in view.side_bets)
        weights = gamblers if any(gamblers.values()) or not first else {t: d * d for t, d in declines.items()}
        total = sum(weights.values())
        if total <= 0:
            return {}
        share = min(self.acquainted(t) for t in targets) if first else max(weights.values())
        if not any(gamblers.values()):
            share *= 1 - self.gambling(view, self.seat)
        return {t: share * w / total for t, w in weights.items()}

    def _bet(self, view: ThreeCardView, bets: list[Bet], rng: random.Random) -> Action:
        if view.banker_wins_ties and self.rules.ties:
            return bets[0]  # cái ăn hòa: every bet loses the ties, so stake the least
        return super()._bet(view, bets, rng)

    # --- Learner -------------------------------------------------------------------------
    def observe(self, events: Sequence[Event]) -> None:
        players = [self, *self._shadows]  # each weighs the answers with the others as they were
        settled = [p.timeline.observe(events) for p in players]
        if settled[0]:
            for p in players:
                p._count_plain_answers(events)  # with the kinship as it was when I answered
            for p in players:
                p._weigh_answers(events)  # with the models as they were when I challenged
            for p in players:
                p._ranges.clear()
        for p in players:
            p.memory.observe(events)

    def models_to_dict(self) -> dict[str, Any]:
        return {"game": self.rules.key, "seats": self.memory.to_dict(), "plain": self.answered_plainly.to_list()}

    def load_models(self, data: Mapping[str, Any]) -> None:
        if data.get("game") != self.rules.key or not isinstance(data.get("seats"), Mapping):
            raise ValueError("these are not three-card models of this game")
        plain = BinModel(self.bins.count)
        if "plain" in data:  # saves before the plain answers have none: they start from the prior
            plain.load(data["plain"])
        self.memory.load(data["seats"])
        self.answered_plainly = plain


# --- fixed opponents for the arena ---------------------------------------------------------------
class AnsweringAgent(ReadingAgent):
    """The normal player, but answering every challenge the same way."""

    def __init__(self, level: str, seat: int, rules: HandRules, n_seats: int, *, accepts: bool) -> None:
        super().__init__(level, seat, rules, n_seats)
        self.accepts = accepts

    def accept_probability(self, view: ThreeCardView, hand: Hand, challenger: int, amount: int) -> float:
        return 1.0 if self.accepts else 0.0


class NitAgent(ReadingAgent):
    """The normal player's bets and amounts, but challenging (any player, at random) and
    accepting only with a hand that beats a random hand :data:`NIT_WIN` of the time."""

    def _strong(self, hand: Hand) -> bool:
        odds = self.odds.against(hand)
        return odds is not None and odds.win >= NIT_WIN

    def accept_probability(self, view: ThreeCardView, hand: Hand, challenger: int, amount: int) -> float:
        return 1.0 if self._strong(hand) else 0.0

    def challenge_rates(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> dict[int, float]:
        return {t: 1 / len(targets) for t in targets} if self._strong(hand) else {}

    def back_target(self, view: ThreeCardView, hand: Hand, targets: Sequence[int]) -> int | None:
        return None
