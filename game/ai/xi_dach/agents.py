"""Xì Dách agents: three levels, each a different policy for the player and the dealer.

Every agent reads only its seat's :class:`~game.variants.xi_dach.round.XiDachView` (and
the hard one, the public events of the match).

Players
    ``easy``   timid: stands as soon as it holds 15 or more ("sợ quắc" — dằng non on 15).
    ``normal`` a fixed threshold: draws under 16, and on 16 while holding only two cards;
               with four cards it draws for a ngũ linh that cannot go quắc.
    ``hard``   draws or stands by exact expected value
               (:func:`game.variants.xi_dach.odds.player_odds`) against the dealer it has
               *seen*: where this dealer settles against a hand of each length
               (:class:`~game.ai.xi_dach.memory.XiDachMemory`), starting from the rules'
               dealer.  And it minds what the table reads from it: a dealer who reads
               players by their card count credits a stand with the least total it has
               seen them stand on.  Where standing on 16 ("dằng non") is a close call, it
               stands only :data:`YOUNG_STANDS` of the time — often enough to profit from
               the credit of a player who stands on 17, seldom enough to keep it.

Dealers
    ``easy``   draws to 16, then xét all ("rút đến 16 rồi xét tất cả").
    ``normal`` draws under 16; xéts first those who drew to four or five cards (often
               quắc); on 16 draws again, from 17 xéts all.
    ``hard``   weighs, for each unsettled player, xét now against drawing on, from its own
               hand and that player's hand as its card count and *its observed way of
               drawing* tell (:func:`game.variants.xi_dach.odds.dealer_values`).

Betting (free-bet tables): ``easy`` picks an amount at random; the others bet the minimum
(whether a round is worth more depends on the dealer, which they do not try to judge).

The arena's fixed opponents are threshold rules, ``rule:hitN[-softM][-safe4]``: draw
while under N (under M with a soft hand, one whose ace counts 10 or 11), and with
``safe4`` draw a fifth card only when no card can take the hand over; as dealer, draw
the same way and then xét all.  The personality's caution makes a player stand sooner.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.ai.base import Agent, AgentFactory, leveled
from game.ai.personality import NEUTRAL, Personality
from game.ai.xi_dach.memory import XiDachMemory
from game.engine.events import Event
from game.engine.protocol import Action, TableConfig
from game.variants.xi_dach.actions import DRAW, STAND, XET_ALL, Bet, Draw, Xet
from game.variants.xi_dach.hand import MAX_CARDS, OF_AGE, TARGET, XiDachRules, best_total, counts_of
from game.variants.xi_dach.odds import XetValue, dealer_values, path_table, player_odds, pool_without, prepare
from game.variants.xi_dach.view import XiDachView

Policy = Callable[[XiDachView, Sequence[Action], random.Random], Action]  # the stream for a mixed choice


def _total(view: XiDachView) -> int:
    value = view.my_value
    if value is None:
        raise ValueError("a decision on a hand of fewer than two cards")
    return value.total


def _draw_or_stand(legal: Sequence[Action], draw: bool) -> Action:
    return DRAW if draw and DRAW in legal else STAND


# --- players -------------------------------------------------------------------------
def timid_player(view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
    value = view.my_value  # (_total and _draw_or_stand inline: the easy player decides every sim round)
    if value is None:
        raise ValueError("a decision on a hand of fewer than two cards")
    return DRAW if value.total < OF_AGE - 1 and DRAW in legal else STAND


def _safe_ngu_linh(total: int) -> bool:
    """With four cards, whether no fifth card can take the hand over 21: every fifth card then
    makes a ngũ linh — or, where a ngũ linh must be under 21 (the default), a 21."""
    return total + 10 <= TARGET


def threshold_player(view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
    n, total = len(view.my_cards), _total(view)
    if n == MAX_CARDS - 1 and _safe_ngu_linh(total):
        return _draw_or_stand(legal, True)
    return _draw_or_stand(legal, total < OF_AGE or (n == 2 and total == OF_AGE))


# --- dealers -------------------------------------------------------------------------
def _waiting(legal: Sequence[Action]) -> list[int]:
    """Players the dealer has yet to settle, in turn order: those it may xét."""
    return [a.seat for a in legal if isinstance(a, Xet)]


def sixteen_dealer(view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
    return XET_ALL if XET_ALL in legal else DRAW


def heuristic_dealer(view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
    if XET_ALL not in legal:
        return DRAW
    for s in _waiting(legal):
        if view.card_counts[s] >= MAX_CARDS - 1:
            return Xet(s)
    return DRAW if DRAW in legal and _total(view) == OF_AGE else XET_ALL


# --- the fixed levels ---------------------------------------------------------------
POLICIES: dict[str, tuple[Policy, Policy]] = {
    "easy": (timid_player, sixteen_dealer),
    "normal": (threshold_player, heuristic_dealer),
}


class XiDachAgent:
    """One level's player and dealer policies; which one plays depends on the seat's role."""

    def __init__(self, level: str, player: Policy, dealer: Policy) -> None:
        self.level = level
        self.player, self.dealer = player, dealer
        self.personality: Personality = NEUTRAL
        self.last_difficulty = 0.0

    def choose(self, view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if isinstance(legal[0], Bet):
            return legal[rng.randrange(len(legal))] if self.level == "easy" else legal[0]
        self.last_difficulty = 0.0 if len(legal) == 1 else 0.3
        seat = view.seat
        if seat is not None and seat == view.banker:  # view.is_dealer, without the property's call
            return self.dealer(view, legal, rng)
        action = self.player(view, legal, rng)
        if isinstance(action, Draw) and self.personality.caution > 0.05 and _total(view) >= OF_AGE:
            return STAND  # sợ quắc: never draws once of age
        return action


# --- hard ------------------------------------------------------------------------------
YOUNG_STANDS: Final = 0.4  # how often a close call to stand on 16 is a stand
CLOSE_CALL: Final = 0.1  # a stand worth less than this much more than a draw (per unit bet) is close


class HardXiDachAgent(XiDachAgent):
    """Exact expected values against the dealer and players it has seen (see the module docstring)."""

    def __init__(self, seat: int, rules: XiDachRules, banker: int) -> None:
        super().__init__("hard", self.exact_player, self.exact_dealer)
        prepare(rules)  # the odds tables, built now rather than on the first decision
        self.memory = XiDachMemory(seat, rules, banker)

    def choose(self, view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.banker is not None:
            self.memory.banker = view.banker
        return super().choose(view, legal, rng)

    def exact_player(self, view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
        if DRAW not in legal or view.seat is None or view.banker is None:
            return STAND
        model = self.memory.dealer_model(view.banker)
        bet = view.seats[view.seat].bet
        advice = player_odds(view.my_cards, pool_without(view.visible_cards()), view.rules, bet, model)
        if advice.draw is None:
            return STAND
        gain = (advice.draw.ev - advice.stand.ev) / max(1, bet)
        self.last_difficulty = max(0.0, 1.0 - abs(gain) / 0.2)
        draw = gain > self.personality.caution
        if not draw and gain > -CLOSE_CALL and _total(view) == OF_AGE and rng.random() >= YOUNG_STANDS:
            draw = True  # a close stand on 16 is made only YOUNG_STANDS of the time
        return _draw_or_stand(legal, draw)

    def exact_dealer(self, view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
        if XET_ALL not in legal:
            return DRAW
        waiting = _waiting(legal)
        key = {s: (view.card_counts[s], self.memory.player_policy(s)) for s in waiting}
        values = dealer_values(view.my_cards, pool_without(view.visible_cards()), key.values(), view.rules)
        margins = {s: _margin(values[key[s]]) for s in waiting}
        self.last_difficulty = max(0.0, 1.0 - min(abs(m) for m in margins.values()) / 0.2)
        ready = [s for s in waiting if values[key[s]].xet_now]
        if len(ready) == len(waiting):
            return XET_ALL
        if ready:
            return Xet(max(ready, key=lambda s: margins[s]))  # the surest first
        return DRAW

    # --- Learner ---------------------------------------------------------------------
    def observe(self, events: Sequence[Event]) -> None:
        if self.memory.observe(events):
            self._prepare()

    def _prepare(self) -> None:
        """Build the odds tables the models now call for, between rounds rather than in a decision."""
        rules, memory = self.memory.rules, self.memory
        for t in set(memory.dealer_model(memory.banker).by_count):
            path_table(t, rules)
        for seat in memory.players:
            path_table(memory.player_policy(seat), rules)

    def models_to_dict(self) -> dict[str, Any]:
        return {"game": "xi-dach", **self.memory.to_dict()}

    def load_models(self, data: Mapping[str, Any]) -> None:
        if data.get("game") != "xi-dach":
            raise ValueError("these are not Xì Dách models")
        self.memory.load(data)
        self._prepare()


def _margin(value: XetValue) -> float:
    """How much better xét now is than drawing on (very much when drawing is not allowed)."""
    return value.stop - value.draw if value.draw is not None else 1.0


# --- fixed rules for the arena --------------------------------------------------------
RULE: Final = re.compile(r"rule:hit(\d+)(?:-soft(\d+))?(-safe4)?")
RULE_HELP: Final = "rule:hitN[-softM][-safe4] (e.g. rule:hit17-soft19-safe4)"


@dataclass(frozen=True)
class ThresholdRule:
    """Draw while under ``hit`` (``soft`` with a soft hand); ``safe4``: a fifth card only when safe."""

    hit: int
    soft: int
    safe4: bool

    @classmethod
    def parse(cls, name: str) -> ThresholdRule | None:
        m = RULE.fullmatch(name)
        if m is None:
            return None
        hit = int(m.group(1))
        return cls(hit, int(m.group(2)) if m.group(2) else hit, bool(m.group(3)))

    def draws(self, view: XiDachView) -> bool:
        n, hard, aces = counts_of(view.my_cards)
        total = _total(view)
        if self.safe4 and n == MAX_CARDS - 1:
            return _safe_ngu_linh(total)
        soft = best_total(n, hard, aces, view.rules.ace_flexible) != hard
        return total < (self.soft if soft else self.hit)

    def player(self, view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
        return _draw_or_stand(legal, self.draws(view))

    def dealer(self, view: XiDachView, legal: Sequence[Action], rng: random.Random) -> Action:
        if XET_ALL not in legal or (DRAW in legal and self.draws(view)):
            return DRAW
        return XET_ALL


def _make(level: str, seat: int, config: TableConfig) -> Agent[Any]:
    if level == "hard":
        return HardXiDachAgent(seat, XiDachRules.from_options(config.options), config.banker or 0)
    return XiDachAgent(level, *POLICIES[level])


def _scripted(name: str, seat: int, config: TableConfig) -> Agent[Any] | None:
    rule = ThresholdRule.parse(name)
    return None if rule is None else XiDachAgent(name, rule.player, rule.dealer)


# Xì Dách agents at every level, and the arena's threshold rules, for the table they sit at.
AGENTS: AgentFactory = leveled(_make, scripted=_scripted, scripted_help=RULE_HELP)
