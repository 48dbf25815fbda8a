"""The decks of the four games.  Shuffling only ever uses an injected ``random.Random``."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import Final, TypeVar

from game.engine.cards import ALL_CARDS, Card
from game.engine.errors import NotationError
from game.engine.pieces import ALL_PIECES, COPIES, Piece, parse_pieces

T = TypeVar("T")
H = TypeVar("H", bound=Hashable)


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


def parse_script(
    text: str,
    n_seats: int,
    deck: Sequence[H],
    parse: Callable[[str], Sequence[H]],
    per_seat: int,
) -> tuple[tuple[H, ...], ...]:
    """The hands of a scripted deal: ``"H0 | H1 | …"``, one part per seat in seat order.

    An empty part (or one with fewer than ``per_seat`` items) leaves the rest of that
    seat's hand to the shuffle.  Raises :class:`NotationError` saying what is wrong: an
    unknown card or piece, one given more often than the deck holds it, too many for a seat.
    """
    parts = text.split("|")
    if len(parts) != n_seats:
        raise NotationError(f"a scripted deal has one part per seat ({n_seats}) separated by '|', got {len(parts)}")
    hands = tuple(tuple(parse(part)) if part.strip() else () for part in parts)
    for seat, hand in enumerate(hands):
        if len(hand) > per_seat:
            raise NotationError(f"seat {seat} is given {len(hand)}; a seat is dealt at most {per_seat} here")
    in_deck = Counter(deck)
    for item, used in Counter(x for hand in hands for x in hand).items():
        if used > in_deck[item]:
            if not in_deck[item]:
                raise NotationError(f"{item} is not in this game's deck")
            raise NotationError(f"{item} is given {used} times; the deck has {in_deck[item]}")
    return hands


def stack(order: Sequence[T], script: Sequence[Sequence[T]], positions: Sequence[Sequence[int]]) -> list[T]:
    """``order`` (a shuffled deck) rearranged so that seat ``s`` finds ``script[s]`` at the
    deck positions ``positions[s]`` (in the order it is dealt them); every other position
    takes the remaining items in their shuffled order."""
    out: list[T | None] = [None] * len(order)
    rest = list(order)
    for hand, places in zip(script, positions):
        for item, at in zip(hand, places):
            out[at] = item
            rest.remove(item)
    fill = iter(rest)
    return [next(fill) if x is None else x for x in out]
