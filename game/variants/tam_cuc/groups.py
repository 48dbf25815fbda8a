"""Tam Cúc groups (RULES.md §4): which pieces may be played together and which beats which.

A group is a single, an **đôi** (two identical pieces), a **ba** (``K A E`` or ``R C H`` of
one colour, nothing else), a **tứ tử** (four Tốt of one colour) or a **ngũ tử** (five).
The number of pieces decides the kind, so "the kind called" is just the count called.
Within a kind a higher ``strength`` beats a lower one; equal never beats (the earlier
group stands).

Everything here works on *piece indices* (``Piece.index``, 0..13) and 14-slot count
vectors, so the round and the AI's simulator share one cheap implementation.  All
groups are precomputed once: 34 of them in the whole deck.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from typing import Final

from game.engine.pieces import ALL_PIECES, COPIES, Piece, Rank

N_KINDS_OF_PIECE: Final = 14
Counts = list[int]  # how many of each piece index a hand holds


class Kind(IntEnum):
    """Kinds of group, valued by their number of pieces."""

    SINGLE = 1
    PAIR = 2
    TRIPLE = 3
    TU_TU = 4
    NGU_TU = 5

    @property
    def slug(self) -> str:
        """The CLI's name for the kind: ``single pair triple tu-tu ngu-tu``."""
        return _SLUGS[self]


_SLUGS: Final = {
    Kind.SINGLE: "single",
    Kind.PAIR: "pair",
    Kind.TRIPLE: "triple",
    Kind.TU_TU: "tu-tu",
    Kind.NGU_TU: "ngu-tu",
}


@dataclass(frozen=True, slots=True, eq=False)
class Group:
    """One valid group.  ``indices`` is sorted; ``top`` is its highest piece name.

    The 34 groups are built once and shared, so identity is equality (and hashing is cheap).
    """

    kind: Kind
    strength: int
    indices: tuple[int, ...]
    top: Rank
    key: str  # catalogue key of its name ("tc.piece.R", "tc.group.pair.R", ...)
    need: tuple[tuple[int, int], ...] = ()  # (piece index, copies) it takes from a hand

    def __post_init__(self) -> None:
        need = tuple((i, self.indices.count(i)) for i in sorted(set(self.indices)))
        object.__setattr__(self, "need", need)

    @property
    def size(self) -> int:
        return len(self.indices)

    @property
    def pieces(self) -> tuple[Piece, ...]:
        return tuple(ALL_PIECES[i] for i in self.indices)

    def __str__(self) -> str:
        return " ".join(str(p) for p in reversed(self.pieces))


def _idx(rank: Rank, red: bool) -> int:
    return int(rank) * 2 + int(red)


def _build() -> tuple[dict[tuple[int, ...], Group], list[Group]]:
    groups: list[Group] = []
    for p in ALL_PIECES:
        groups.append(Group(Kind.SINGLE, p.index, (p.index,), p.rank, f"tc.piece.{p}"))
    for p in ALL_PIECES:
        if COPIES[p.rank] >= 2:
            groups.append(Group(Kind.PAIR, p.index, (p.index, p.index), p.rank, f"tc.group.pair.{p}"))
    for strength, (ranks, red) in enumerate(
        (((Rank.R, Rank.C, Rank.H), False), ((Rank.R, Rank.C, Rank.H), True),
         ((Rank.K, Rank.A, Rank.E), False), ((Rank.K, Rank.A, Rank.E), True))
    ):
        name = "".join(r.name for r in ranks)
        groups.append(Group(
            Kind.TRIPLE, strength, tuple(sorted(_idx(r, red) for r in ranks)), ranks[0],
            f"tc.group.triple.{name if red else name.lower()}",
        ))
    for kind in (Kind.TU_TU, Kind.NGU_TU):
        for red in (False, True):
            groups.append(Group(
                kind, int(red), (_idx(Rank.P, red),) * int(kind), Rank.P,
                f"tc.group.{kind.slug}.{'P' if red else 'p'}",
            ))
    return {g.indices: g for g in groups}, groups


GROUPS, ALL_GROUPS = _build()
SINGLES: Final[tuple[Group, ...]] = tuple(g for g in ALL_GROUPS if g.kind is Kind.SINGLE)
PAIRS: Final[dict[int, Group]] = {g.indices[0]: g for g in ALL_GROUPS if g.kind is Kind.PAIR}
TRIPLES: Final[tuple[Group, ...]] = tuple(g for g in ALL_GROUPS if g.kind is Kind.TRIPLE)
# Stronger groups of the same kind, for "can anybody beat this?" questions.
STRONGER: Final[dict[Group, tuple[Group, ...]]] = {
    g: tuple(h for h in ALL_GROUPS if h.kind is g.kind and h.strength > g.strength) for g in ALL_GROUPS
}
TOT = (_idx(Rank.P, False), _idx(Rank.P, True))  # the two Tốt indices, black then red


def indices_of(pieces: Iterable[Piece]) -> tuple[int, ...]:
    return tuple(sorted(p.index for p in pieces))


def pieces_of(indices: Iterable[int]) -> tuple[Piece, ...]:
    return _pieces_of(indices if isinstance(indices, tuple) else tuple(indices))


@lru_cache(maxsize=1 << 14)
def _pieces_of(indices: tuple[int, ...]) -> tuple[Piece, ...]:
    return tuple([ALL_PIECES[i] for i in indices])


def counts_of(indices: Iterable[int]) -> Counts:
    c = [0] * N_KINDS_OF_PIECE
    for i in indices:
        c[i] += 1
    return c


def expand(counts: Sequence[int]) -> tuple[int, ...]:
    """The sorted indices a count vector holds."""
    return tuple(i for i in range(N_KINDS_OF_PIECE) for _ in range(counts[i]))


def group_of(indices: Sequence[int]) -> Group | None:
    """The group these (sorted) piece indices form, or ``None`` if they form none."""
    return GROUPS.get(tuple(indices))


def classify(pieces: Iterable[Piece]) -> Group | None:
    return GROUPS.get(indices_of(pieces))


def holds(counts: Sequence[int], group: Group) -> bool:
    for i, n in group.need:  # noqa: SIM110 - a plain loop: this is the simulator's hot path
        if counts[i] < n:
            return False
    return True


def groups_in(counts: Sequence[int], cap: int | None = None) -> list[Group]:
    """Every group a hand can form, weakest kind first; ``cap``: highest name allowed."""
    return list(_groups_in(tuple(counts), cap))


@lru_cache(maxsize=1 << 12)
def _groups_in(counts: tuple[int, ...], cap: int | None) -> tuple[Group, ...]:
    out = [SINGLES[i] for i in range(N_KINDS_OF_PIECE) if counts[i]]
    out += [g for i, g in PAIRS.items() if counts[i] >= 2]
    out += [g for g in TRIPLES if counts[g.indices[0]] and counts[g.indices[1]] and counts[g.indices[2]]]
    for i in TOT:
        if counts[i] >= 4:
            out.append(GROUPS[(i,) * 4])
            if counts[i] == 5:
                out.append(GROUPS[(i,) * 5])
    if cap is not None:
        out = [g for g in out if g.top <= cap]
    return tuple(out)


def beats(challenger: Group | None, standing: Group | None) -> bool:
    """Does ``challenger`` win over the group that stands (same kind, strictly higher)?"""
    return challenger is not None and standing is not None and challenger.kind is standing.kind \
        and challenger.strength > standing.strength


def multisets(counts: Sequence[int], k: int) -> list[tuple[int, ...]]:
    """Every distinct choice of ``k`` pieces from a hand, as sorted index tuples, in order."""
    held = [i for i in range(N_KINDS_OF_PIECE) if counts[i]]
    if k == 1:
        return [(i,) for i in held]
    if k == 2:
        out2: list[tuple[int, ...]] = []
        for a, i in enumerate(held):
            if counts[i] >= 2:
                out2.append((i, i))
            out2 += [(i, j) for j in held[a + 1:]]
        return out2
    return _multisets(counts, k)


def _multisets(counts: Sequence[int], k: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    avail = [(i, c) for i, c in enumerate(counts) if c]

    def rec(start: int, left: int, prefix: tuple[int, ...]) -> None:
        if left == 0:
            out.append(prefix)
            return
        for j in range(start, len(avail)):
            i, c = avail[j]
            for take in range(min(c, left), 0, -1):
                rec(j + 1, left - take, prefix + (i,) * take)

    rec(0, k, ())
    out.sort()
    return out


def first_trick_cap(n_seats: int) -> Rank:
    """The highest name allowed to lead (and win) the first trick.

    2 or 4 players: "cấm tướng, cấm sĩ, lấy tượng cầm đầu" — Tượng; 3 players:
    "cấm sĩ, cấm tượng, lấy xe cầm đầu" — Xe.
    """
    return Rank.R if n_seats == 3 else Rank.E
