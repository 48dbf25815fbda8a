"""The decks of the four games.  Shuffling only ever uses an injected ``random.Random``."""

from __future__ import annotations

import random
from typing import Final, TypeVar

from game.engine.cards import ALL_CARDS, Card
from game.engine.errors import NotationError
from game.engine.pieces import ALL_PIECES, COPIES, Piece, parse_pieces

T = TypeVar("T")


def french_deck() -> list[Card]:
    """The 52-card deck of Bài Cào and Xì Dách."""
    return list(ALL_CARDS)


def ba_cay_deck() -> list[Card]:
    """The 36-card deck of Ba Cây: A–9 of each suit."""
    return [c for c in ALL_CARDS if c.rank <= 9]


# The three ways to make a 32-piece deck fit three players (RULES.md §4).
TAM_CUC_REMOVALS: Final[dict[str, str]] = {
    "K k A P p": "seed 003, second way (default): 27 pieces, 9 each",
    "P p": "seed 003, first way: 30 pieces, 10 each",
    "K k A a p": "seed 004: 27 pieces, 9 each",
}
DEFAULT_TAM_CUC_REMOVAL: Final = "K k A P p"


def tam_cuc_deck(removal: str | None = None) -> list[Piece]:
    """The 32 Tam Cúc pieces, minus ``removal`` (one of :data:`TAM_CUC_REMOVALS`)."""
    deck = [p for p in ALL_PIECES for _ in range(COPIES[p.rank])]
    if removal is None:
        return deck
    if removal not in TAM_CUC_REMOVALS:
        raise NotationError(
            f"unknown removal {removal!r}; choose one of: " + ", ".join(TAM_CUC_REMOVALS)
        )
    for p in parse_pieces(removal):
        deck.remove(p)
    return deck


def shuffled(items: list[T], rng: random.Random) -> list[T]:
    """A shuffled copy.  ``rng`` is required: no code path touches the global ``random``."""
    out = list(items)
    rng.shuffle(out)
    return out
