"""Tam Cúc actions and events.

Actions that carry pieces keep them sorted (weakest first), so two selections of the same
pieces are the same action whatever order they were clicked in.  Events that carry pieces
some seats may not see redact them (:meth:`Event.redacted_for`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from game.engine.events import Event
from game.engine.pieces import ALL_PIECES, Piece
from game.engine.protocol import Action
from game.variants.tam_cuc.deal import Deal
from game.variants.tam_cuc.groups import GROUPS


def _sorted(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    return tuple(sorted(pieces, key=lambda p: p.index))


@cache
def _indices(pieces: tuple[Piece, ...]) -> tuple[int, ...]:
    return tuple([p.index for p in pieces])


@dataclass(frozen=True, slots=True)
class _Pieces(Action):
    pieces: tuple[Piece, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "pieces", _sorted(tuple(self.pieces)))

    @property
    def indices(self) -> tuple[int, ...]:
        return _indices(self.pieces)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Before the first lead: lay nothing down (no trình làng)."""


@dataclass(frozen=True, slots=True)
class TrinhLang(_Pieces):
    """Lay a tứ tử / ngũ tử face up: those pieces count as won."""


@dataclass(frozen=True, slots=True)
class Lead(_Pieces):
    """Call ``len(pieces)`` and put this group face down."""


@dataclass(frozen=True, slots=True)
class Commit(_Pieces):
    """Put as many pieces as were called face down (any pieces)."""


@dataclass(frozen=True, slots=True)
class DiDem(_Pieces):
    """Đi đêm: offer ``target`` these 1–2 pieces face down, asking for ``wish`` back (or nothing)."""

    target: int
    wish: Piece | None = None


@dataclass(frozen=True, slots=True)
class NoDiDem(Action):
    """Let one's đi đêm turn go by without offering a swap."""


@dataclass(frozen=True, slots=True)
class AcceptDiDem(_Pieces):
    """Take the đi đêm offer, giving these pieces (as many as offered) in return."""


@dataclass(frozen=True, slots=True)
class DeclineDiDem(Action):
    """Refuse the đi đêm offer: nothing changes hands."""


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """Turn the committed pieces face up."""


@dataclass(frozen=True, slots=True)
class Chui(Action):
    """Concede the trick unseen: the committed pieces go face down to the discard."""


ACTION_TYPES: tuple[type[Action], ...] = (
    Pass, TrinhLang, Lead, Commit, Reveal, Chui, DiDem, NoDiDem, AcceptDiDem, DeclineDiDem,
)
PASS, REVEAL, CHUI = Pass(), Reveal(), Chui()
NO_DI_DEM, DECLINE_DI_DEM = NoDiDem(), DeclineDiDem()


@cache
def trinh_lang_action(indices: tuple[int, ...]) -> TrinhLang:
    return TrinhLang(tuple(ALL_PIECES[i] for i in indices))


@cache
def lead_action(indices: tuple[int, ...]) -> Lead:
    return Lead(tuple(ALL_PIECES[i] for i in indices))


@cache
def commit_action(indices: tuple[int, ...]) -> Commit:
    return Commit(tuple(ALL_PIECES[i] for i in indices))


@cache
def accept_di_dem_action(indices: tuple[int, ...]) -> AcceptDiDem:
    return AcceptDiDem(tuple(ALL_PIECES[i] for i in indices))


def perform(deal: Deal, seat: int, action: Action) -> None:
    """Carry out an action (already known to be legal) on the deal's mechanics.

    The common moves of a trick are tested first: this runs for every action of every deal.
    """
    cls = type(action)
    if cls is Reveal or cls is Chui:
        deal.reveal(seat, cls is Reveal)
    elif cls is Commit:
        deal.commit(seat, _indices(action.pieces))  # type: ignore[attr-defined]
    elif cls is Lead:
        deal.lead_group(seat, GROUPS[_indices(action.pieces)])  # type: ignore[attr-defined]
    elif cls is Pass:
        deal.pass_declare()
    elif isinstance(action, TrinhLang):
        deal.trinh_lang(seat, action.indices)
    elif isinstance(action, DiDem):
        deal.offer_di_dem(seat, action.target, action.indices, None if action.wish is None else action.wish.index)
    elif isinstance(action, AcceptDiDem):
        deal.answer_di_dem(seat, action.indices)
    elif cls is DeclineDiDem:
        deal.answer_di_dem(seat, None)
    else:
        assert cls is NoDiDem, cls
        deal.pass_di_dem()


# --- events ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CaiDrawn(Event):
    """Bắt cái: ``drawer`` drew ``piece``; counting Tướng→…→Tốt over ``counted`` stops at ``cai``."""

    drawer: int
    piece: Piece
    counted: tuple[int, ...]
    cai: int


@dataclass(frozen=True, slots=True)
class PiecesCommitted(Event):
    """``seat`` put ``count`` pieces face down (``lead``: the leader's call)."""

    seat: int
    count: int
    pieces: tuple[Piece, ...] | None
    lead: bool = False

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else replace(self, pieces=None)


@dataclass(frozen=True, slots=True)
class Chuied(Event):
    """``seat`` chui'd: ``count`` pieces to its discard, seen by nobody else."""

    seat: int
    count: int
    pieces: tuple[Piece, ...] | None

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else replace(self, pieces=None)


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``winner`` takes the turned-up ``pieces`` of trick ``number`` and ``count`` cây."""

    number: int
    winner: int
    pieces: tuple[Piece, ...]
    count: int


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """The deal's settlement: cây, standings by cây, how it ended, each seat's points.

    A kết names its seat and group; a đè adds who beat it and with what ("Lan đè kết tốt
    đen của Minh bằng đôi Tốt đỏ — Minh đền 24": ``de_seat`` Lan, ``de_group`` ``P P``,
    ``ket_seat`` Minh, ``ket_group`` ``p p``, ``value`` 24).  ``chips``: each seat's chips
    when the table plays for chips (one point = one stake), else ``None``.
    """

    cay: tuple[int, ...]
    standings: tuple[int, ...]
    deltas: tuple[int, ...]
    how: str  # "ket", "de" or "cay"
    ket: str | None = None
    ket_seat: int | None = None
    de_seat: int | None = None
    value: int = 0
    ket_group: tuple[Piece, ...] = ()
    de_group: tuple[Piece, ...] = ()
    chips: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class DiDemOffered(Event):
    """``proposer`` hands ``target`` ``count`` pieces face down, asking for ``wish``; only the two
    of them see the pieces and the wish."""

    proposer: int
    target: int
    count: int
    pieces: tuple[Piece, ...] | None
    wish: Piece | None = None

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat in (self.proposer, self.target) else replace(self, pieces=None, wish=None)


@dataclass(frozen=True, slots=True)
class DiDemAnswered(Event):
    """``target`` took ``proposer``'s offer (``accepted``: the ``given`` pieces for ``returned``)
    or declined it; the table sees only "A và B đi đêm N quân" or "B từ chối"."""

    proposer: int
    target: int
    count: int
    accepted: bool
    given: tuple[Piece, ...] | None = None
    returned: tuple[Piece, ...] | None = None

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat in (self.proposer, self.target) else replace(self, given=None, returned=None)
