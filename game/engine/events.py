"""Events: what happened, in the order it happened, for the table to animate.

Events are immutable and carry everything the table needs to move the right thing to the
right place.  An event that shows a hidden card to one seat only says so through
:meth:`Event.redacted_for`, which returns what another seat may see (the card replaced by
``None``).  Variant modules add their own event types next to these shared ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from game.engine.cards import Card
from game.engine.ledger import Account, Ledger
from game.engine.pieces import Piece

Tile = Card | Piece  # anything dealt: a French card or a Tam Cúc piece


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events."""

    def redacted_for(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it (``None``: a spectator who sees only public)."""
        return self


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    cards: int


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """One card dealt to ``seat``; face down unless ``face_up``."""

    seat: int
    card: Tile | None
    face_up: bool = False

    def redacted_for(self, seat: int | None) -> Event:
        if self.face_up or seat == self.seat or self.card is None:
            return self
        return replace(self, card=None)


@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    """``seat`` stakes ``amount`` on the main bet (the chips slide to its betting spot)."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """``seat`` turns ``cards`` face up for everyone (``why`` names the occasion)."""

    seat: int
    cards: tuple[Tile, ...]
    why: str = "reveal"


@dataclass(frozen=True, slots=True)
class ChipsMoved(Event):
    """A ledger transfer, for the chip animation (seat → pot, pot → seat, → fee sink)."""

    payer: Account
    payee: Account
    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A banner or log line: ``key`` names a catalogue string, ``params`` fill it."""

    key: str
    seat: int | None = None
    params: dict[str, Any] = field(default_factory=dict)
    banner: bool = False

    def __hash__(self) -> int:  # params is a dict; hash the stable parts
        return hash((self.key, self.seat, self.banner))


@dataclass(frozen=True, slots=True)
class TurnChanged(Event):
    """The seats whose decision is now awaited."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundSettled(Event):
    deltas: tuple[int, ...]
    fees: int
    carry: int = 0


# One object per distinct move (payer, payee, amount, reason): a settlement makes a dozen.
_chips_moved = lru_cache(maxsize=4096)(ChipsMoved)


def transfer_chips(ledger: Ledger, payer: Account, payee: Account, amount: int, reason: str,
                   events: list[Event]) -> None:
    """Move chips in ``ledger`` and add the move to ``events`` for the table to animate.

    Nothing happens for zero chips; a payer who cannot cover ``amount`` is refused by the
    ledger (:class:`InsufficientFunds`) and nothing changes.
    """
    if amount:
        ledger.transfer(payer, payee, amount, reason)
        events.append(_chips_moved(payer, payee, amount, reason))


def redact_all(events: list[Event], seat: int | None) -> list[Event]:
    return [e.redacted_for(seat) for e in events]
