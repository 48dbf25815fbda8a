"""Events: what happened, in the order it happened, for the table to animate.

Events are immutable and carry everything the table needs to move the right thing to the
right place.  An event that shows a hidden card to one seat only says so through
:meth:`Event.redacted_for`, which returns what another seat may see (the card replaced by
``None``).  Variant modules add their own event types next to these shared ones.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields, replace
from functools import cache, lru_cache
from typing import Any, TypeVar

from game.engine.cards import Card
from game.engine.ledger import Account, Ledger
from game.engine.pieces import Piece

Tile = Card | Piece  # anything dealt: a French card or a Tam Cúc piece
E = TypeVar("E")
_NO_VALUE: Any = object()


def quick_init(cls: type[E]) -> type[E]:
    """Give a frozen, slotted dataclass an ``__init__`` that fills its slots directly.

    A frozen dataclass sets each field through ``object.__setattr__``; a round makes an
    event for every card, chip move and turn, and the slots' own setters are about a third
    cheaper.  The new ``__init__`` takes the same arguments with the same defaults, and calls
    ``__post_init__`` where the class has one (tests/test_events_init.py compares it with the
    dataclass's own on every event class, the round's result and the table config).
    """
    params, body, space = [], [], {"_NO_VALUE": _NO_VALUE}
    for f in fields(cls):  # type: ignore[arg-type]
        slot = next(k.__dict__[f.name] for k in cls.__mro__ if f.name in k.__dict__)
        space[f"_set_{f.name}"] = slot.__set__
        if f.default is not MISSING:
            space[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        elif f.default_factory is not MISSING:
            space[f"_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_NO_VALUE")
            body.append(f"    if {f.name} is _NO_VALUE: {f.name} = _factory_{f.name}()")
        else:
            params.append(f.name)
        body.append(f"    _set_{f.name}(self, {f.name})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    exec(f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"]), space)
    init = space["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events."""

    def redacted_for(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it (``None``: a spectator who sees only public)."""
        return self


@quick_init
@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    cards: int


@quick_init
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


@quick_init
@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    """``seat`` stakes ``amount`` on the main bet (the chips slide to its betting spot)."""

    seat: int
    amount: int


@quick_init
@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """``seat`` turns ``cards`` face up for everyone (``why`` names the occasion)."""

    seat: int
    cards: tuple[Tile, ...]
    why: str = "reveal"


@quick_init
@dataclass(frozen=True, slots=True)
class ChipsMoved(Event):
    """A ledger transfer, for the chip animation (seat → pot, pot → seat, → fee sink)."""

    payer: Account
    payee: Account
    amount: int
    reason: str


@quick_init
@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A moment the table tells: ``kind`` names it with a machine word ("van-phu", "xi-bang",
    "ket", "split" …), ``seat`` says whose it is, ``params`` its particulars; ``banner``: the
    table shouts it, not only logs it.  The words for it are the presentation's business
    (:mod:`game.shown.story`): code branches on ``kind``, never on a catalogue key."""

    kind: str
    seat: int | None = None
    params: dict[str, Any] = field(default_factory=dict)
    banner: bool = False

    def __hash__(self) -> int:  # params is a dict; hash the stable parts
        return hash((self.kind, self.seat, self.banner))


@quick_init
@dataclass(frozen=True, slots=True)
class SatOut(Event):
    """``seat`` plays no part in this round; ``why``: "chose" (it said so), "chips" (its chips
    cannot cover the smallest stake), "banker" (the banker cannot cover its worst case)."""

    seat: int
    why: str = "chose"


@quick_init
@dataclass(frozen=True, slots=True)
class TurnChanged(Event):
    """The seats whose decision is now awaited."""

    seats: tuple[int, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class RoundSettled(Event):
    """The round's result: each seat's chips (``deltas``), the table's fee, what stays in the
    pot for the next round (``carry``), and who holds the bank next (``None``: no bank)."""

    deltas: tuple[int, ...]
    fees: int
    carry: int = 0
    next_banker: int | None = None


# Interned events: one object per distinct value (events are immutable), for the hot paths
# that make the same events round after round.  Every argument must be hashable.
_chips_moved = lru_cache(maxsize=4096)(ChipsMoved)  # (payer, payee, amount, reason): a dozen a settlement
dealt_event = cache(CardDealt)  # (seat, card or piece, face up): at most 52 × 17 × 2 of them
bet_event = lru_cache(maxsize=4096)(BetPlaced)  # (seat, amount)
turn_event = lru_cache(maxsize=4096)(TurnChanged)  # (seats,)
said_event = lru_cache(maxsize=4096)(Announced)  # (key, seat, banner=…): an announcement without params


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
