"""Tam Cúc pieces and their notation (RULES.md §0).

One letter per piece, upper case red (đỏ / hồng), lower case black (đen / thâm):
``K`` Tướng, ``A`` Sĩ, ``E`` Tượng, ``R`` Xe, ``C`` Pháo, ``H`` Mã, ``P`` Tốt.
Identical pieces exist (five ``p``), so a hand is a multiset; a piece object is
interned per (name, colour) and the deck holds the same object several times.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import IntEnum
from typing import Final

from game.engine.errors import NotationError


class Rank(IntEnum):
    """Piece names, valued so that a higher value beats a lower one."""

    P = 0  # Tốt
    H = 1  # Mã
    C = 2  # Pháo
    R = 3  # Xe
    E = 4  # Tượng
    A = 5  # Sĩ
    K = 6  # Tướng


VI_NAMES: Final = {
    Rank.K: "Tướng",
    Rank.A: "Sĩ",
    Rank.E: "Tượng",
    Rank.R: "Xe",
    Rank.C: "Pháo",
    Rank.H: "Mã",
    Rank.P: "Tốt",
}
EN_NAMES: Final = {
    Rank.K: "General",
    Rank.A: "Advisor",
    Rank.E: "Elephant",
    Rank.R: "Chariot",
    Rank.C: "Cannon",
    Rank.H: "Horse",
    Rank.P: "Soldier",
}
# Copies of each name in one colour; 16 per colour, 32 in all.
COPIES: Final = {Rank.K: 1, Rank.A: 2, Rank.E: 2, Rank.R: 2, Rank.C: 2, Rank.H: 2, Rank.P: 5}


class Piece:
    """One kind of piece: a name and a colour.  Construct with :func:`piece`."""

    __slots__ = ("index", "rank", "red", "strength")

    rank: Rank
    red: bool
    index: int  # 0..13: rank * 2 + red
    strength: int  # total order of single pieces: higher beats lower

    def __init__(self, rank: Rank, red: bool) -> None:
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "red", red)
        object.__setattr__(self, "index", int(rank) * 2 + int(red))
        object.__setattr__(self, "strength", int(rank) * 2 + int(red))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Piece is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (piece_by_index, (self.index,))

    def __copy__(self) -> Piece:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Piece:
        return self

    def __str__(self) -> str:
        return self.rank.name if self.red else self.rank.name.lower()

    def __repr__(self) -> str:
        return f"Piece({self})"

    @property
    def vi_name(self) -> str:
        """Vietnamese name with colour, as said at the table ("Xe đỏ", "Tốt đen")."""
        special = _SPECIAL_VI.get((self.rank, self.red))
        if special:
            return special
        return f"{VI_NAMES[self.rank]} {'đỏ' if self.red else 'đen'}"

    @property
    def en_name(self) -> str:
        return f"{'red' if self.red else 'black'} {EN_NAMES[self.rank]}"


_SPECIAL_VI: Final = {
    (Rank.K, True): "Tướng ông",
    (Rank.K, False): "Tướng bà",
    (Rank.A, True): "Sĩ điều",
    (Rank.E, True): "Tượng hồng",
    (Rank.E, False): "Tượng thâm",
}

ALL_PIECES: Final[tuple[Piece, ...]] = tuple(
    Piece(rank, red) for rank in Rank for red in (False, True)
)


def piece(rank: Rank, red: bool) -> Piece:
    return ALL_PIECES[int(rank) * 2 + int(red)]


def piece_by_index(index: int) -> Piece:
    return ALL_PIECES[index]


def parse_piece(text: str) -> Piece:
    t = text.strip()
    if not t:
        raise NotationError("empty piece: expected one of K A E R C H P (red) or k a e r c h p (black)")
    if len(t) != 1 or t.upper() not in Rank.__members__:
        raise NotationError(
            f"bad piece {text!r}: use K A E R C H P for red, k a e r c h p for black"
        )
    return piece(Rank[t.upper()], t.isupper())


def parse_pieces(text: str, *, count: int | None = None) -> tuple[Piece, ...]:
    """Parse a space-separated Tam Cúc hand; more copies than the deck holds is an error."""
    tokens = text.replace(",", " ").split()
    if not tokens:
        raise NotationError("empty hand: write pieces separated by spaces, e.g. 'R C H'")
    pieces = tuple(parse_piece(tok) for tok in tokens)
    check_copies(pieces)
    if count is not None and len(pieces) != count:
        raise NotationError(f"a hand here has {count} pieces, got {len(pieces)}")
    return pieces


def check_copies(pieces: Iterable[Piece]) -> None:
    for p, n in Counter(pieces).items():
        if n > COPIES[p.rank]:
            raise NotationError(
                f"piece {p} appears {n} times; the deck has only {COPIES[p.rank]}"
            )


def format_pieces(pieces: Iterable[Piece]) -> str:
    return " ".join(str(p) for p in pieces)
