"""French playing cards and their notation (RULES.md §0).

A card is written rank + suit letter: ``AD``, ``10H`` (or ``TH``), ``KS``; the Unicode
form ``A♦ 10♥ K♠`` parses too.  Every one of the 52 cards exists exactly once as an
interned object, so cards compare and hash as cheaply as integers.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from game.engine.errors import NotationError


class Suit(IntEnum):
    """Suits, valued by the Ba Cây order ♦ > ♥ > ♣ > ♠ (higher value = stronger)."""

    S = 0  # bích ♠
    C = 1  # chuồn / tép ♣
    H = 2  # cơ ♥
    D = 3  # rô ♦

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.D, Suit.H)


_SUIT_SYMBOLS: Final = {Suit.S: "♠", Suit.C: "♣", Suit.H: "♥", Suit.D: "♦"}
_SYMBOL_TO_SUIT: Final = {v: k for k, v in _SUIT_SYMBOLS.items()}
# The white-outline forms are accepted too; people type whichever their keyboard offers.
_SYMBOL_TO_SUIT.update({"♤": Suit.S, "♧": Suit.C, "♡": Suit.H, "♢": Suit.D})

RANK_NAMES: Final = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_FROM_TEXT: Final = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10, "10": 10}
_RANK_FROM_TEXT.update({str(n): n for n in range(2, 10)})


class Card:
    """One card of the 52.  Construct with :func:`card` or :func:`parse_card`."""

    __slots__ = ("index", "rank", "suit")

    rank: int  # 1 (A) .. 13 (K)
    suit: Suit
    index: int  # 0..51, rank-major: (rank - 1) * 4 + suit

    def __init__(self, rank: int, suit: Suit) -> None:
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "index", (rank - 1) * 4 + int(suit))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (card_by_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    @property
    def rank_text(self) -> str:
        return RANK_NAMES.get(self.rank, str(self.rank))

    def __str__(self) -> str:
        return f"{self.rank_text}{self.suit.name}"

    def __repr__(self) -> str:
        return f"Card({self})"

    def unicode(self) -> str:
        return f"{self.rank_text}{self.suit.symbol}"

    @property
    def is_face(self) -> bool:
        """J, Q or K (a "tiên" in Bài Cào)."""
        return self.rank >= 11


ALL_CARDS: Final[tuple[Card, ...]] = tuple(
    Card(rank, suit) for rank in range(1, 14) for suit in Suit
)


def card(rank: int, suit: Suit) -> Card:
    return ALL_CARDS[(rank - 1) * 4 + int(suit)]


def card_by_index(index: int) -> Card:
    return ALL_CARDS[index]


def parse_card(text: str) -> Card:
    """Parse one card in ASCII (``AD``, ``10H``, ``TH``) or Unicode (``A♦``) notation."""
    t = text.strip()
    if not t:
        raise NotationError("empty card: expected something like AD, 10H or K♠")
    suit_char = t[-1]
    rank_text = t[:-1].upper()
    suit: Suit | None
    if suit_char in _SYMBOL_TO_SUIT:
        suit = _SYMBOL_TO_SUIT[suit_char]
    else:
        suit = Suit.__members__.get(suit_char.upper())
    if suit is None:
        raise NotationError(
            f"bad card {text!r}: suit must be one of D H C S or ♦ ♥ ♣ ♠"
        )
    rank = _RANK_FROM_TEXT.get(rank_text)
    if rank is None:
        raise NotationError(
            f"bad card {text!r}: rank must be one of A 2-10 (or T) J Q K"
        )
    return card(rank, suit)


def parse_cards(text: str, *, count: int | None = None) -> tuple[Card, ...]:
    """Parse a space- (or comma-) separated hand; duplicates are an error."""
    tokens = text.replace(",", " ").split()
    if not tokens:
        raise NotationError("empty hand: write cards separated by spaces, e.g. 'AS 7C 2D'")
    cards = tuple(parse_card(tok) for tok in tokens)
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise NotationError(f"card {c} appears twice in one hand")
        seen.add(c)
    if count is not None and len(cards) != count:
        raise NotationError(f"a hand here has {count} cards, got {len(cards)}")
    return cards


_CARD_TEXT: Final = tuple(str(c) for c in ALL_CARDS)  # ASCII notation, by Card.index


def format_cards(cards: tuple[Card, ...] | list[Card], *, unicode: bool = False) -> str:
    """Cards in RULES.md notation, space-separated (ASCII by a table lookup: round summaries
    format every hand of every round)."""
    if unicode:
        return " ".join(c.unicode() for c in cards)
    return " ".join([_CARD_TEXT[c.index] for c in cards])
