"""Tam Cúc scoring (RULES.md §4, seed 004's table): kết, đè and the count of cây.

* **Kết**: the leader of the last trick leads a kết group and wins it.  Every other
  player pays the kết-er (value − their cây), never less than 0.
* **Đè**: somebody beats that kết group; the kết-er pays the đè-er double the kết's
  value, and nobody else settles.
* Neither: each player scores (cây − baseline), baseline = hand size ÷ players.

The table decides what a kết is worth (biểu điểm: seed 003's "every club agrees its own",
:class:`KetTable`; seed 004's values are the defaults, a đè always doubles the kết it
beats) and, with kết đen, that only black groups are kết.  A last trick that only its
leader plays (the others ran out after a trình làng) is no kết unless the table plays
``solo-ket``: nobody could đè it.

The last rule balances exactly in the ordinary game (the cây of a deal add up to one
hand).  Tứ tử trình làng adds cây to the deal, and the 10-piece three-player deal does
not divide by three, so there the losers still pay exactly their shortfall and the
winners share what was paid in proportion to their excess (largest remainder, ties to
the higher cây, then the lower seat): a deal's points always sum to zero.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from game.engine.pieces import Rank
from game.variants.tam_cuc.groups import ALL_GROUPS, Group, Kind


class KetKind(StrEnum):
    DOI = "doi"  # a pair of Xe or lower
    BA = "ba"  # R C H or r c h
    TOT_DEN = "tot-den"  # p p, or a tứ tử / ngũ tử


KET_POINTS: Final[dict[int, dict[KetKind, int]]] = {
    2: {KetKind.DOI: 12, KetKind.BA: 18, KetKind.TOT_DEN: 24},
    3: {KetKind.DOI: 6, KetKind.BA: 9, KetKind.TOT_DEN: 12},
    4: {KetKind.DOI: 4, KetKind.BA: 6, KetKind.TOT_DEN: 8},
}
DE_FACTOR: Final = 2  # a đè pays double the kết it beat
KET_KINDS: Final = (KetKind.DOI, KetKind.BA, KetKind.TOT_DEN)  # the order of a KetTable's points
_PLACE: Final = {kind: i for i, kind in enumerate(KET_KINDS)}


def ket_kind(group: Group) -> KetKind | None:
    """What kết this group makes when it is led to the last trick and wins it."""
    return _KET_OF[group]


def ket_name(group: Group) -> str | None:
    """A kết's name in words (the catalogue's ``tc.ket.<name>``): its kind, but a tứ tử or a ngũ
    tử by its own name — four red Soldiers are worth a kết tốt đen, and are no "kết tốt đen"."""
    kind = _KET_OF[group]
    if kind is None:
        return None
    return group.kind.slug if group.kind in (Kind.TU_TU, Kind.NGU_TU) else str(kind)


def _ket_of(group: Group) -> KetKind | None:
    if group.kind in (Kind.TU_TU, Kind.NGU_TU):
        return KetKind.TOT_DEN
    if group.kind is Kind.PAIR and group.top <= Rank.R:
        return KetKind.TOT_DEN if group.indices[0] == 0 else KetKind.DOI
    if group.kind is Kind.TRIPLE and group.top is Rank.R:
        return KetKind.BA
    return None


_KET_OF: Final = {g: _ket_of(g) for g in ALL_GROUPS}


def ket_value(n_seats: int, kind: KetKind) -> int:
    return KET_POINTS[n_seats][kind]


@dataclass(frozen=True, slots=True)
class KetTable:
    """A table's kết: which groups make one and what each is worth (a đè pays double)."""

    points: tuple[int, int, int]  # kết đôi, kết ba, kết tốt đen (in :data:`KET_KINDS` order)
    black_only: bool = False  # kết đen: only black groups (``p p``, ``r c h``, black pairs, black tứ tử)

    def kind(self, group: Group) -> KetKind | None:
        """The kết ``group`` makes when led to the last trick and won, at this table."""
        kind = _KET_OF[group]
        if kind is not None and self.black_only and group.indices[0] % 2:  # odd index: a red piece
            return None
        return kind

    def value(self, kind: KetKind) -> int:
        return self.points[_PLACE[kind]]


def ket_table(points: Mapping[KetKind, int], black_only: bool = False) -> KetTable:
    """The kết of a table whose biểu điểm is ``points``."""
    return KetTable((points[KetKind.DOI], points[KetKind.BA], points[KetKind.TOT_DEN]), black_only)


def standard_kets(n_seats: int) -> KetTable:
    """Seed 004's point table for ``n_seats`` players, every colour a kết."""
    return ket_table(KET_POINTS[n_seats])


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a deal ended: ``"ket"`` (``seat`` kết), ``"de"`` (``seat`` đè'd ``victim``) or ``"cay"``.

    ``ket_group`` is the group led as the kết, ``de_group`` the group that beat it.
    """

    how: str
    seat: int | None = None
    victim: int | None = None
    ket: KetKind | None = None
    value: int = 0
    ket_group: Group | None = None
    de_group: Group | None = None

    @property
    def ket_seat(self) -> int | None:
        """Who made the kết (the đè'd seat in a đè)."""
        return self.seat if self.how == "ket" else self.victim

    @property
    def de_seat(self) -> int | None:
        return self.seat if self.how == "de" else None


NO_KET: Final = Outcome("cay")


def last_trick_stakes(kets: KetTable, lead: Group, *, alone: bool, solo_ket: bool) -> tuple[KetKind, int, int] | None:
    """What leading ``lead`` in the last trick is worth: its kết, what the kết wins and what
    a đè of it pays; None when it is no kết (not a kết group, or led ``alone`` — nobody else
    holds a piece — at a table that does not play solo-kết)."""
    kind = None if alone and not solo_ket else kets.kind(lead)
    if kind is None:
        return None
    value = kets.value(kind)
    return kind, value, value * DE_FACTOR


def outcome_of_last_trick(kets: KetTable, leader: int, lead: Group, winner: int, winning: Group, *,
                          alone: bool, solo_ket: bool) -> Outcome:
    """The kết or đè of the last trick: ``lead`` by ``leader`` (``alone``: nobody else played),
    won by ``winner`` with ``winning``."""
    stakes = last_trick_stakes(kets, lead, alone=alone, solo_ket=solo_ket)
    if stakes is None:
        return NO_KET
    kind, value, de = stakes
    if winner == leader:
        return Outcome("ket", leader, None, kind, value, lead)
    return Outcome("de", winner, leader, kind, de, lead, winning)


def baseline(hand_size: int, n_seats: int) -> int:
    """The cây a player must win to draw: 8 (2 players), 3 (3), 2 (4)."""
    return hand_size // n_seats


def settle(cay: Sequence[int], base: int, outcome: Outcome) -> tuple[int, ...]:
    """Each seat's points for the deal; they always sum to zero."""
    n = len(cay)
    deltas = [0] * n
    if outcome.how == "ket" and outcome.seat is not None:
        for s in range(n):
            if s != outcome.seat:
                deltas[s] = -max(0, outcome.value - cay[s])
        deltas[outcome.seat] = -sum(deltas)
        return tuple(deltas)
    if outcome.how == "de" and outcome.seat is not None and outcome.victim is not None:
        deltas[outcome.seat] = outcome.value
        deltas[outcome.victim] = -outcome.value
        return tuple(deltas)
    paid = 0
    for s in range(n):
        if cay[s] < base:
            deltas[s] = cay[s] - base
            paid += base - cay[s]
    excess = {s: cay[s] - base for s in range(n) if cay[s] > base}
    total = sum(excess.values())
    if not excess:
        return tuple(deltas)
    shares = {s: paid * e // total for s, e in excess.items()}
    left = paid - sum(shares.values())
    by_remainder = sorted(excess, key=lambda s: (-(paid * excess[s] % total), -cay[s], s))
    for s in by_remainder[:left]:
        shares[s] += 1
    for s, v in shares.items():
        deltas[s] = v
    return tuple(deltas)


def standings(cay: Sequence[int]) -> tuple[int, ...]:
    """Rank of each seat by cây won (1 = most; equal cây share a rank), seed 003."""
    return tuple(1 + sum(1 for other in cay if other > mine) for mine in cay)
