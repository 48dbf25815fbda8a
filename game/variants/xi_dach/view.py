"""What one Xì Dách seat may know: the shared table view plus the game's own fields."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.cards import Card
from game.engine.view import TableView, fields_later
from game.variants.xi_dach.actions import Outcome
from game.variants.xi_dach.hand import HandValue, XiDachRules


@dataclass(frozen=True)
class XiDachView(TableView):
    """A seat's view.  Besides the common table: the rules, who has finished drawing and
    who is settled, and how, and the value of the viewer's own hand (every decision reads
    it).  Every seat's cards are there, ``None`` where face down, so the card counts are
    public as they are at a real table."""

    rules: XiDachRules = field(default_factory=XiDachRules)
    stood: tuple[bool, ...] = ()
    outcomes: tuple[Outcome | None, ...] = ()
    my_value: HandValue | None = None  # the viewer's own hand's value, once it holds two cards
    cover: int = 0  # the largest bet the dealer can still cover, after the bets placed (worst cases)

    @property
    def card_counts(self) -> tuple[int, ...]:
        return tuple(len(sv.cards) for sv in self.seats)

    @property
    def settled(self) -> tuple[bool, ...]:
        return tuple(o is not None for o in self.outcomes)

    @property
    def dealer_revealed(self) -> bool:
        return self.banker is not None and self.seats[self.banker].face_up

    @property
    def my_cards(self) -> tuple[Card, ...]:
        """The viewer's own cards (empty for a spectator or a seat sitting out)."""
        if self.seat is None:
            return ()
        return tuple(c for c in self.seats[self.seat].cards if c is not None)

    @property
    def is_dealer(self) -> bool:
        return self.seat is not None and self.seat == self.banker

    def visible_cards(self) -> list[Card]:
        """Every card this seat can see: its own and all cards shown to the table."""
        return [c for sv in self.seats for c in sv.cards if c is not None]


# An agent's view (XiDachRound.agent_view) builds these when first read: an easy agent never does.
fields_later(XiDachView, ("seats", "phase", "to_act", "balances", "pot", "fees", "stake", "min_bet", "max_bet",
                          "deck_left", "rules", "stood", "outcomes", "cover"))
