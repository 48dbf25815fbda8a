"""A throwaway "high card" game, so the conformance test can prove itself on something.

Everyone antes; each seat holds one hidden card; in turn each seat shows or folds; the
highest shown card (Ba Cây order) takes the pot; nobody showing returns the antes.

It is also the proof that a new game is its rules' package, its table's folder and one
record: its record (:data:`HIGH_CARD_GAME`) declares its table, ``tests/dummy_table`` — the
shared oval, one button per legal action, the shared beats and a painter of its own
(``tests/test_ui_new_game.py``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ai.base import AgentFactory, leveled
from game.catalog import Game, table_on_first_use
from game.engine.cards import Card, parse_cards
from game.engine.deck import french_deck, shuffled
from game.engine.errors import IllegalAction
from game.engine.events import CardDealt, CardsRevealed, ChipsMoved, Event, RoundSettled, Shuffled
from game.engine.ledger import POT, Ledger
from game.engine.protocol import Action, RoundResult, RoundState, TableConfig
from game.engine.variant import Variant
from game.engine.view import SeatView, TableView

if TYPE_CHECKING:
    from game.ui.table.kit import TableKit


@dataclass(frozen=True, slots=True)
class Show(Action):
    pass


@dataclass(frozen=True, slots=True)
class Fold(Action):
    pass


def strength(c: Card) -> tuple[int, int]:
    return (int(c.suit), c.rank)


class HighCardRound(RoundState[TableView]):
    variant_key = "high-card"
    action_types = (Show, Fold)

    def __init__(self, config: TableConfig, seed: int) -> None:
        super().__init__(config, seed)
        n = config.n_seats
        self.ledger = Ledger(dict(enumerate(config.balances)))
        deck = shuffled(french_deck(), self.rng)
        self.hands: list[Card] = deck[:n]
        self.rest: list[Card] = deck[n:]
        self.shown = [False] * n
        self.turn = 0
        self.opening = [Shuffled(52)]
        for s in range(n):
            self.ledger.transfer(s, POT, config.stake, "ante")
            self.opening.append(ChipsMoved(s, POT, config.stake, "ante"))
            self.opening.append(CardDealt(s, self.hands[s]))

    def to_act(self) -> tuple[int, ...]:
        return () if self.turn >= self.config.n_seats else (self.turn,)

    def legal_actions(self, seat: int) -> Sequence[Action]:
        return (Show(), Fold()) if seat in self.to_act() else ()

    def _validate(self, seat: int, action: Action) -> None:
        if not isinstance(action, (Show, Fold)):
            raise IllegalAction("unknown action")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Show):
            self.shown[seat] = True
            events.append(CardsRevealed(seat, (self.hands[seat],)))
        self.turn += 1
        if self.is_over():
            shown = [s for s in range(self.config.n_seats) if self.shown[s]]
            if shown:
                best = max(shown, key=lambda s: strength(self.hands[s]))
                amount = self.ledger.balance(POT)
                self.ledger.transfer(POT, best, amount, "pot")
                events.append(ChipsMoved(POT, best, amount, "pot"))
            else:
                for s in range(self.config.n_seats):
                    self.ledger.transfer(POT, s, self.config.stake, "refund")
                    events.append(ChipsMoved(POT, s, self.config.stake, "refund"))
            events.append(RoundSettled(self.ledger.deltas(range(self.config.n_seats)), 0))
        return events

    def view(self, seat: int | None) -> TableView:
        """Each seat's one card, face down (``None``) unless it is the viewer's or shown."""
        n = self.config.n_seats
        over = self.is_over()
        deltas = self.ledger.deltas(range(n)) if over else None
        return TableView(
            seat,
            "settled" if over else "playing",
            self.to_act(),
            tuple(SeatView(s, (self.hands[s] if (s == seat or self.shown[s]) else None,), face_up=self.shown[s],
                           delta=deltas[s] if deltas is not None else None) for s in range(n)),
            tuple(self.config.balances),
            pot=self.ledger.balance(POT),
            stake=self.config.stake,
            min_bet=self.config.min_bet,
            max_bet=self.config.max_bet,
            deck_left=len(self.rest),
        )

    def is_over(self) -> bool:
        return self.turn >= self.config.n_seats

    def result(self) -> RoundResult:
        return RoundResult(self.ledger.deltas(range(self.config.n_seats)))

    def permute_hidden(self, seat: int, rng: random.Random) -> HighCardRound:
        other = HighCardRound.__new__(HighCardRound)
        other.__dict__.update(self.__dict__)
        hidden_seats = [s for s in range(self.config.n_seats) if s != seat and not self.shown[s]]
        pool = [self.hands[s] for s in hidden_seats] + list(self.rest)
        rng.shuffle(pool)
        other.hands = list(self.hands)
        for s in hidden_seats:
            other.hands[s] = pool.pop()
        other.rest = pool
        return other


class ShowHighAgent:
    """Shows a card of ♦ or ♥, folds otherwise: a deterministic toy policy."""

    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        (mine,) = view.seats[view.seat].cards
        return Show() if mine is not None and mine.suit.is_red else Fold()


class HighCard(Variant):
    key = "high-card"
    title = "High card (test only)"
    min_players = 2
    max_players = 5
    round_type = HighCardRound

    def describe_hand(self, text: str) -> dict[str, Any]:
        (c,) = parse_cards(text, count=1)
        return {"cards": str(c), "name": c.unicode()}

    def compare(self, a: str, b: str) -> str | None:
        (ca,) = parse_cards(a, count=1)
        (cb,) = parse_cards(b, count=1)
        return "a" if strength(ca) > strength(cb) else "b"



HIGH_CARD = HighCard()
HIGH_CARD_AGENTS: AgentFactory = leveled(lambda level, seat, config: ShowHighAgent(level))
# The whole game as the catalogue sees it: one record (its table: tests/dummy_table).
HIGH_CARD_GAME = Game(HIGH_CARD, HIGH_CARD_AGENTS, table_on_first_use(lambda: _table()), seats=3, rules=(),
                      art="AD", checker=(1, 1), bench_seats=4, soak_seats=4)


def _table() -> TableKit[Any]:
    from tests.dummy_table.table import high_card_table  # on first use (the game's rules load without pygame)

    return high_card_table(HIGH_CARD.key)
