"""What a three-card AI knows about each opponent: how often they challenge and accept, by hand.

At the showdown every hand is turned up, so each round tells the whole table, for every
player, the hand they held and what they did with it: challenged or not, accepted or
declined each challenge they were offered.  :class:`TableMemory` collects exactly those
public events (it is an :class:`~game.ai.base.Observer`'s memory: it is only ever shown
events as a spectator sees them) and keeps, per opponent seat, two :class:`BinModel`\\ s —
the rate of challenging and of accepting by the bin of the hand held.

A bin model is a Beta estimate per bin, starting from a prior.  (It used to smooth the
counts over neighbouring bins; that read a player with a sharp threshold — a nit who
challenges only with 9 nút — as challenging with 8 nút a third of the time, however often
it had been seen not to.  What the bins share now comes through the prior.)

The prior is a mixture of **player types** (:class:`TypePrior`): the rates of the kinds of
players a seat may face — the levels with each personality, and the habits people show
(always accepting, never accepting, playing only the nuts) — fitted by playing them
(``tools/fit_three_card_types.py`` writes :mod:`game.ai.three_card.fitted_types`).  Every
showdown weighs the types by how well they explain what the opponent did (their
likelihood over all bins at once), so a few rounds identify the kind of player and the
prior of *every* bin moves with it — long before each bin has been seen on its own.  For a
payout no table was fitted for, the only type is the *sound player* (:func:`sound_rates`):
one who challenges when it pays against sound acceptors, bluffs now and then with weak
hands, and accepts when it pays against sound challengers — the fixed point of best
responses with a given bluff rate, computed once per game and payout.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from game.ai.three_card.fitted_types import FITTED
from game.ai.three_card.odds import Bins
from game.engine.cards import Card
from game.engine.events import CardsRevealed, Event, RoundSettled
from game.variants.three_card.defs import DECLINED, KE_CUA, HandRules, SeatReady, SideBet, SideBetUpdated

PRIOR_WEIGHT: Final = 2.0  # the prior counts as this many observations per bin
PRIOR_BLUFF: Final = 0.3  # how often the sound player challenges with a weak hand
WEAK: Final = 0.5  # a hand below this share of the deck is weak (a challenge with it is a bluff)
SOFTNESS: Final = 0.05  # how sharply a sound player's rates rise with the expectation (per unit staked)


def logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class BinModel:
    """How often one player does one thing, by the bin of the hand held (see the module docstring)."""

    def __init__(self, bins: int) -> None:
        self.seen = [0] * bins  # observations per bin
        self.done = [0] * bins  # of which the player did it
        self.version = 0  # counts changes, for what is worked out from the counts
        self._rates: tuple[tuple[float, ...], tuple[float, ...]] | None = None  # (prior, rates)

    def add(self, b: int, did: bool) -> None:
        self.seen[b] += 1
        self.done[b] += did
        self.version += 1
        self._rates = None

    def log_likelihood(self, rates: Sequence[float]) -> float:
        """log P(what was seen | the player does it at ``rates`` by bin)."""
        return sum(d * math.log(r) + (n - d) * math.log(1 - r)
                   for n, d, r in zip(self.seen, self.done, rates) if n)

    def rates(self, prior: tuple[float, ...]) -> tuple[float, ...]:
        """The estimated rate in every bin, starting from ``prior``."""
        if self._rates is not None and self._rates[0] == prior:
            return self._rates[1]
        out = [(d + PRIOR_WEIGHT * p) / (n + PRIOR_WEIGHT) for n, d, p in zip(self.seen, self.done, prior)]
        rates = tuple(out)
        self._rates = (prior, rates)
        return rates

    def to_list(self) -> list[list[int]]:
        return [[s, d] for s, d in zip(self.seen, self.done)]

    def load(self, data: Any) -> None:
        pairs = [list(p) for p in data]
        if len(pairs) != len(self.seen) or not all(
                len(p) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in p) and 0 <= p[1] <= p[0]
                for p in pairs):
            raise ValueError("bad bin model")
        self.seen = [s for s, _ in pairs]
        self.done = [d for _, d in pairs]
        self.version += 1
        self._rates = None


Rates = tuple[float, ...]
TYPE_CLIP: Final = 0.03  # no type is taken to be certain: one surprise does not rule it out
MEMO: Final = 4096  # a type prior remembers the rates of this many sets of counts


@dataclass(frozen=True)
class PlayerType:
    """A kind of player: how often it challenges (per round) and accepts (per challenge
    offered) with a hand of each bin, and its share of the players a seat may face."""

    name: str
    challenges: Rates
    accepts: Rates
    share: float = 1.0


class TypePrior:
    """The prior of an opponent's rates: the types, weighed by what the opponent did."""

    def __init__(self, types: Sequence[PlayerType]) -> None:
        if not types:
            raise ValueError("a prior needs at least one type")
        self.types = tuple(types)
        self._clipped = [(_clipped(t.challenges, TYPE_CLIP), _clipped(t.accepts, TYPE_CLIP)) for t in self.types]
        total = sum(t.share for t in self.types)
        self._log_shares = [math.log(t.share / total) for t in self.types]
        self._memo: dict[tuple[int, ...], tuple[Rates, Rates]] = {}

    def weights(self, model: OpponentModel) -> tuple[float, ...]:
        """The chance of each type, given what ``model`` has seen."""
        logs = [share + model.challenges.log_likelihood(ch) + model.accepts.log_likelihood(acc)
                for share, (ch, acc) in zip(self._log_shares, self._clipped)]
        top = max(logs)
        raw = [math.exp(x - top) for x in logs]
        z = sum(raw)
        return tuple(w / z for w in raw)

    def rates(self, model: OpponentModel) -> tuple[Rates, Rates]:
        """(challenge rates, accept rates) by bin: the types' mixed by :meth:`weights` (worked
        out once per set of counts: a hard AI and the shadows it keeps (agents.HardAgent.as_hard)
        all count the same showdowns)."""
        key = (*model.challenges.seen, *model.challenges.done, *model.accepts.seen, *model.accepts.done)
        found = self._memo.get(key)
        if found is None:
            w = self.weights(model)
            bins = len(self.types[0].challenges)
            ch = tuple(sum(wt * t.challenges[b] for wt, t in zip(w, self.types)) for b in range(bins))
            acc = tuple(sum(wt * t.accepts[b] for wt, t in zip(w, self.types)) for b in range(bins))
            if len(self._memo) >= MEMO:
                self._memo.clear()
            found = self._memo[key] = (ch, acc)
        return found


@dataclass
class OpponentModel:
    """One opponent as a seat has seen them play."""

    challenges: BinModel  # per round: did they challenge anybody, by their hand (see counts)
    accepts: BinModel  # per challenge they were offered: did they accept
    at_me: BinModel  # per round: did they challenge the seat keeping this model (whom they pick tells too)
    largest: int = 0  # the most they have challenged for
    kin: float = 0.0  # log-odds, from their answers, that they gamble as the seat keeping this model does …
    sharp: float = 0.0  # … that they answer it exactly (rather than as this model says)
    _prior: tuple[object, int, int, tuple[Rates, Rates]] | None = None  # (type prior, versions, its rates)

    @classmethod
    def fresh(cls, bins: int) -> OpponentModel:
        return cls(BinModel(bins), BinModel(bins), BinModel(bins))

    def counts(self, amount: int) -> bool:
        """Does a challenge of ``amount`` count as one?  Not if it is for less than half the
        most this player has challenged for: a player who bluffs small and bets its hands big
        is read by its big challenges (and its small ones tell nothing)."""
        return 2 * amount >= self.largest > 0

    def prior(self, types: TypePrior) -> tuple[Rates, Rates]:
        """``types``' rates for this opponent (worked out again only when it was seen to act)."""
        cached = self._prior
        if cached is not None and cached[0] is types and cached[1:3] == (self.challenges.version,
                                                                            self.accepts.version):
            return cached[3]
        rates = types.rates(self)
        self._prior = (types, self.challenges.version, self.accepts.version, rates)
        return rates

    def rates(self, types: TypePrior) -> tuple[Rates, Rates]:
        """(challenge rates, accept rates) by bin: the counts, from the types' prior."""
        prior_ch, prior_acc = self.prior(types)
        return self.challenges.rates(prior_ch), self.accepts.rates(prior_acc)

    def rates_at_me(self, types: TypePrior, others: int) -> Rates:
        """How often they challenge the seat keeping this model, by bin: the counts, from their
        rate of challenging anybody shared among the ``others`` they could pick."""
        prior_ch = self.prior(types)[0]
        return self.at_me.rates(tuple(r / max(1, others) for r in prior_ch))


@dataclass(frozen=True)
class Payout:
    """A side bet's terms per unit staked: the challenger wins ``gain`` or loses ``loss``;
    the target wins ``target_gain`` or loses 1.  Ties push."""

    gain: float
    loss: float
    target_gain: float

    @classmethod
    def of(cls, loss: int, fee: int) -> Payout:
        return cls(1 - fee / 100, float(loss), loss * (1 - fee / 100))

    def challenger_value(self, win: float, tie: float, total: float = 1.0) -> float:
        """The challenger's result per unit staked over ``total`` showdowns (a chance, or a
        count of hands) of which it wins ``win`` and ties ``tie``."""
        return win * self.gain - (total - win - tie) * self.loss

    def target_value(self, win: float, tie: float, total: float = 1.0) -> float:
        """The challenged seat's result per unit staked, likewise."""
        return win * self.target_gain - (total - win - tie)


@cache
def sound_rates(bins: Bins, payout: Payout, bluff: float = PRIOR_BLUFF) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(challenge rates, accept rates) by bin of a sound player (see the module docstring).

    Damped iteration of best responses: challenge where it pays against the accept rates
    (and bluff at ``bluff`` with a weak hand), accept where it pays against the challenge
    rates; both softened, so nobody is modelled as certain.
    """
    k = bins.count
    accept = [1.0 if bins.mid[b] >= WEAK else 0.0 for b in range(k)]
    challenge = [0.0] * k
    for _ in range(60):
        new_ch = []
        for i in range(k):
            value = sum(bins.mass[j] * accept[j] * payout.challenger_value(bins.win[i][j], bins.tie[i][j])
                        for j in range(k))
            rate = logistic(value / SOFTNESS / max(1e-9, sum(bins.mass[j] * accept[j] for j in range(k))))
            new_ch.append(max(rate, bluff if bins.mid[i] < WEAK else 0.0))
        weights = [bins.mass[i] * new_ch[i] for i in range(k)]
        z = sum(weights)
        new_acc = []
        for j in range(k):
            value = sum(weights[i] * payout.target_value(bins.win[j][i], bins.tie[j][i]) for i in range(k)) / z
            new_acc.append(logistic(value / SOFTNESS))
        challenge = [(a + b) / 2 for a, b in zip(challenge, new_ch)]
        accept = [(a + b) / 2 for a, b in zip(accept, new_acc)]
    return _clipped(challenge), _clipped(accept)


@cache
def type_prior(game: str, mode: str, loss: int, fee: int, bins: Bins) -> TypePrior:
    """The types a seat may face at this table: fitted for the game, mode and side-bet payout
    (:mod:`game.ai.three_card.fitted_types`), or else the sound player alone."""
    fitted = FITTED.get((game, mode, loss, fee))
    if fitted is not None and all(len(ch) == len(acc) == bins.count for _, ch, acc in fitted.values()):
        return TypePrior([PlayerType(name, ch, acc, share) for name, (share, ch, acc) in fitted.items()])
    return TypePrior([PlayerType("sound", *sound_rates(bins, Payout.of(loss, fee)))])


def _clipped(rates: Sequence[float], clip: float = 0.03) -> tuple[float, ...]:
    """Nobody is modelled as certain."""
    return tuple(min(1 - clip, max(clip, r)) for r in rates)


class TableMemory:
    """Per-opponent models of one seat, fed the public events (see the module docstring)."""

    def __init__(self, me: int, n_seats: int, rules: HandRules, bins: Bins) -> None:
        self.me, self.rules, self.bins = me, rules, bins
        self.n_seats = n_seats
        self.models: dict[int, OpponentModel] = {}
        self._bets: dict[int, SideBet] = {}
        self._hands: dict[int, tuple[Card, ...]] = {}
        self._side_bets_phase = False  # players marked themselves ready: they could have challenged

    def model(self, seat: int) -> OpponentModel:
        found = self.models.get(seat)
        if found is None:
            found = self.models[seat] = OpponentModel.fresh(self.bins.count)
        return found

    def seen_from(self, seat: int) -> TableMemory:
        """What ``seat`` has seen as far as the table can tell: the public counts of everyone
        (the round so far included), with none of what is ``seat``'s own — who challenged it,
        and how it weighed the answers to its challenges."""
        other = TableMemory(seat, self.n_seats, self.rules, self.bins)
        for s, m in self.models.items():
            fresh = OpponentModel.fresh(self.bins.count)
            fresh.challenges.load(m.challenges.to_list())
            fresh.accepts.load(m.accepts.to_list())
            fresh.largest = m.largest
            other.models[s] = fresh
        other._bets, other._hands = dict(self._bets), dict(self._hands)
        other._side_bets_phase = self._side_bets_phase
        return other

    # --- watching -----------------------------------------------------------------------
    def observe(self, events: Sequence[Event]) -> None:
        for e in events:
            if isinstance(e, SideBetUpdated):
                self._bets[e.index] = e.bet
            elif isinstance(e, SeatReady):
                self._side_bets_phase = True
            elif isinstance(e, CardsRevealed) and e.why == "showdown":
                self._hands[e.seat] = tuple(c for c in e.cards if isinstance(c, Card))
            elif isinstance(e, RoundSettled):
                self._round_over()

    def _round_over(self) -> None:
        """Learn from the round just shown down, then forget it."""
        bets = [b for b in self._bets.values() if b.kind != KE_CUA]
        for seat, hand in self._hands.items():
            if len(hand) != 3:
                continue
            model = self.model(seat)  # my own too: what the table can read of me
            b = self.bins.bin_of_hand(self.rules, hand)
            made = [x.amount for x in bets if x.maker == seat]
            model.largest = max([model.largest, *made])
            if self._side_bets_phase:
                model.challenges.add(b, model.counts(max(made, default=0)))
                if seat != self.me:
                    model.at_me.add(b, any(x.maker == seat and x.target == self.me and model.counts(x.amount)
                                           for x in bets))
            for x in bets:
                if x.target == seat:
                    model.accepts.add(b, x.status != DECLINED)
        self._bets.clear()
        self._hands.clear()
        self._side_bets_phase = False

    # --- saving ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {str(s): {"challenges": m.challenges.to_list(), "accepts": m.accepts.to_list(),
                         "at_me": m.at_me.to_list(),
                         "largest": m.largest, "kin": m.kin, "sharp": m.sharp}
                for s, m in sorted(self.models.items())}

    def load(self, data: Mapping[str, Any]) -> None:
        """Restore :meth:`to_dict`; ``ValueError`` (and nothing changed) if it is not one."""
        models: dict[int, OpponentModel] = {}
        for key, value in data.items():
            seat = int(key)
            if not 0 <= seat < self.n_seats or not isinstance(value, Mapping):
                raise ValueError(f"bad model for seat {key!r}")
            m = OpponentModel.fresh(self.bins.count)
            m.challenges.load(value.get("challenges", ()))
            m.accepts.load(value.get("accepts", ()))
            if "at_me" in value:
                m.at_me.load(value["at_me"])
            m.largest, m.kin, m.sharp = value.get("largest", 0), value.get("kin", 0.0), value.get("sharp", 0.0)
            odds = (m.kin, m.sharp)
            if not isinstance(m.largest, int) or isinstance(m.largest, bool) or m.largest < 0 or not all(
                    isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) for x in odds):
                raise ValueError(f"bad model for seat {key!r}")
            models[seat] = m
        self.models = models
