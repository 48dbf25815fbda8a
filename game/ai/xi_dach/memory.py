"""What a Xì Dách AI learns about the table: where the dealer settles, where each player stops.

Everything here comes from public events (the turn loop shows an observer only what a
spectator sees).  At the table everyone sees every decision as it is made — a card drawn
(its face hidden), a player's dằng, the dealer's xét of one player or of all — and, once
a hand is turned up at its settlement, its cards in the order they were drawn.  So after
each round the totals at which every decision was taken are known:

* the **dealer**: at each dealer total from 16 on, did it settle with (xét) or draw on
  against a player holding 2, 3, 4 or 5 cards — a dealer may well settle early with a
  player who drew to four cards;
* each **player**: at each total, with 2, 3 or 4 cards, did they draw or stand.

From those counts a model picks the most likely threshold rule ("settles from T", "draws
while under T"), by card count, starting from the rules' dealer (must draw under 16;
usually draws on 16 as well) and the usual player (draws under 16), with a little noise
allowed, and sharing evidence between card counts a little.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from game.engine.cards import Card
from game.engine.events import CardDealt, CardsRevealed, Event, RoundSettled
from game.variants.xi_dach.actions import PlayerSettled, Stood
from game.variants.xi_dach.hand import MAX_CARDS, OF_AGE, XiDachRules, can_draw, counts_of, evaluate_counts
from game.variants.xi_dach.odds import DealerModel, Policy

NOISE: Final = 0.05  # the chance a decision breaks the model's rule
SHARED: Final = 0.3  # weight of one decision seen against another card count …
SHARED_AT_MOST: Final = 4.0  # … and all of them together weigh at most this many decisions
DEALER_STOPS: Final = tuple(range(OF_AGE, 22))  # "settles from T" (21: only at 21)
DEALER_PRIOR: Final = {16: 0.35, 17: 0.4, 18: 0.12, 19: 0.07, 20: 0.04, 21: 0.02}
PLAYER_STOPS: Final = tuple(range(12, 22))  # "draws while under T"
PLAYER_PRIOR: Final = {12: 0.01, 13: 0.02, 14: 0.03, 15: 0.1, 16: 0.35, 17: 0.3, 18: 0.12, 19: 0.04, 20: 0.02,
                       21: 0.01}
DEALER_COUNTS: Final = (2, 3, 4, 5)  # the player's cards, for the dealer's model
PLAYER_COUNTS: Final = (2, 3, 4)  # a player's own cards when deciding


@dataclass
class Tally:
    """Decisions by (card count, total): how often the thing was done, how often not."""

    seen: dict[tuple[int, int], list[int]] = field(default_factory=dict)

    def add(self, count: int, total: int, did: bool) -> None:
        row = self.seen.setdefault((count, total), [0, 0])
        row[0 if did else 1] += 1

    def threshold(self, count: int, options: Sequence[int], prior: Mapping[int, float], did_at_or_above: bool) -> int:
        """The most likely T: the thing is done at totals ≥ T (``did_at_or_above``) or < T.

        Decisions seen against other card counts count too — a dealer who settles on 17
        with two-card players likely does with three — but as a prior only: together they
        weigh at most :data:`SHARED_AT_MOST` decisions, so a hundred dealer draws on 16
        against short hands cannot outvote sixty settlements on 16 against four cards.
        """
        others = sum(did + didnt for (c, _), (did, didnt) in self.seen.items() if c != count)
        shared = min(SHARED, SHARED_AT_MOST / others) if others else 0.0
        best, best_score = options[0], -math.inf
        for t in options:
            score = math.log(prior[t])
            for (c, total), (did, didnt) in self.seen.items():
                weight = 1.0 if c == count else shared
                rule = (total >= t) == did_at_or_above
                score += weight * (did * _log(rule) + didnt * _log(not rule))
            if score > best_score:
                best, best_score = t, score
        return best

    def to_list(self) -> list[list[int]]:
        return [[c, t, did, didnt] for (c, t), (did, didnt) in sorted(self.seen.items())]

    @classmethod
    def load(cls, rows: Any) -> Tally:
        tally = cls()
        for row in rows:
            c, t, did, didnt = row
            if not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in row):
                raise ValueError("bad tally")
            tally.seen[(c, t)] = [did, didnt]
        return tally


def _log(rule_followed: bool) -> float:
    return math.log(1 - NOISE) if rule_followed else math.log(NOISE)


@dataclass
class _Round:
    """One round as seen so far."""

    cards: dict[int, int] = field(default_factory=dict)  # how many cards each seat holds
    hands: dict[int, list[Card]] = field(default_factory=dict)  # turned-up hands, in order drawn
    settled: set[int] = field(default_factory=set)
    dealer: list[tuple[int, bool, dict[int, int]]] = field(default_factory=list)  # (cards, settled?, players)
    players: list[tuple[int, int, bool]] = field(default_factory=list)  # (seat, cards, drew?)


class XiDachMemory:
    """The models of one seat (see the module docstring)."""

    def __init__(self, me: int, rules: XiDachRules, banker: int) -> None:
        self.me, self.rules, self.banker = me, rules, banker
        self.dealers: dict[int, Tally] = {}
        self.players: dict[int, Tally] = {}
        self._round = _Round()
        self._cache: dict[tuple[str, int], Any] = {}

    # --- what it believes --------------------------------------------------------------
    def dealer_model(self, dealer: int) -> DealerModel:
        """Where ``dealer`` settles, against a player ending with 2, 3, 4 or 5 cards."""
        key = ("dealer", dealer)
        if key not in self._cache:
            tally = self.dealers.get(dealer, Tally())
            self._cache[key] = DealerModel(by_count=tuple(
                tally.threshold(c, DEALER_STOPS, DEALER_PRIOR, True) for c in DEALER_COUNTS))
        model: DealerModel = self._cache[key]
        return model

    def player_policy(self, seat: int) -> Policy:
        """Below which total ``seat`` draws, with 2, 3 and 4 cards."""
        key = ("player", seat)
        if key not in self._cache:
            tally = self.players.get(seat, Tally())
            t2, t3, t4 = (tally.threshold(k, PLAYER_STOPS, PLAYER_PRIOR, False) for k in PLAYER_COUNTS)
            self._cache[key] = (t2, t3, t4)
        policy: Policy = self._cache[key]
        return policy

    # --- watching -------------------------------------------------------------------------
    def observe(self, events: Sequence[Event]) -> bool:
        """Take in one step's public events; True when a round ended and the models moved."""
        r = self._round
        learned = False
        for e in events:
            if isinstance(e, CardDealt):
                held = r.cards.get(e.seat, 0)
                if held >= 2:  # a draw (the deal gives two each)
                    if e.seat == self.banker:
                        waiting = {s: n for s, n in r.cards.items() if s != self.banker and s not in r.settled}
                        r.dealer.append((held, False, waiting))
                    else:
                        r.players.append((e.seat, held, True))
                    if e.seat in r.hands and isinstance(e.card, Card):
                        r.hands[e.seat].append(e.card)
                r.cards[e.seat] = held + 1
            elif isinstance(e, Stood):
                r.players.append((e.seat, r.cards.get(e.seat, 0), False))
            elif isinstance(e, CardsRevealed):
                r.hands[e.seat] = [c for c in e.cards if isinstance(c, Card)]
            elif isinstance(e, PlayerSettled):
                if e.why == "xet":
                    r.dealer.append((r.cards.get(self.banker, 0), True, {e.seat: r.cards.get(e.seat, 0)}))
                r.settled.add(e.seat)
            elif isinstance(e, RoundSettled):
                self._learn()
                self._round = r = _Round()
                learned = True
        return learned

    def _total(self, seat: int, cards: int) -> int | None:
        """``seat``'s total when it held its first ``cards`` cards (None: its hand was never shown)."""
        hand = self._round.hands.get(seat)
        if hand is None or len(hand) < cards:
            return None
        n, hard, aces = counts_of(hand[:cards])
        return evaluate_counts(n, hard, aces, self.rules).total

    def _learn(self) -> None:
        r = self._round
        if self.banker != self.me:
            tally = self.dealers.setdefault(self.banker, Tally())
            for cards, stopped, waiting in r.dealer:
                total = self._total(self.banker, cards)
                if total is None or total < OF_AGE:
                    continue  # under 16 the dealer must draw: nothing to learn
                for count in waiting.values():
                    tally.add(count, total, stopped)
        for seat, cards, drew in r.players:
            if seat in (self.me, self.banker):
                continue
            total = self._total(seat, cards)
            if total is None or cards > MAX_CARDS - 1:
                continue
            n, hard, aces = counts_of(r.hands[seat][:cards])
            if can_draw(cards, evaluate_counts(n, hard, aces, self.rules)):
                self.players.setdefault(seat, Tally()).add(cards, total, drew)
        self._cache.clear()

    # --- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"dealers": {str(s): t.to_list() for s, t in sorted(self.dealers.items())},
                "players": {str(s): t.to_list() for s, t in sorted(self.players.items())}}

    def load(self, data: Mapping[str, Any]) -> None:
        """Restore :meth:`to_dict`; ``ValueError`` (and nothing changed) if it is not one."""
        try:
            dealers = {int(s): Tally.load(rows) for s, rows in dict(data["dealers"]).items()}
            players = {int(s): Tally.load(rows) for s, rows in dict(data["players"]).items()}
        except (KeyError, TypeError) as exc:
            raise ValueError(f"bad Xì Dách models: {exc}") from None
        self.dealers, self.players = dealers, players
        self._cache.clear()
