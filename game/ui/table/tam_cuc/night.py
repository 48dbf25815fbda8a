"""Đi đêm at the Tam Cúc table: what the viewer may offer or answer, step by step.

An offer is put together in three steps — pick 1–2 pieces, give them to a seat (drag them
onto it, or press "Đi đêm" and pick the seat), then name the piece wished for from a small
palette, or none — and answered by picking as many of one's own pieces, or declining.
This module holds the draft and reads the legal actions; the scene turns it into buttons
and clicks, :mod:`~game.ui.table.tam_cuc.paint` draws the palette.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from game.engine.pieces import Piece
from game.engine.protocol import Action
from game.variants.tam_cuc.actions import AcceptDiDem, DiDem
from game.variants.tam_cuc.view import TamCucView

PICK, SEAT, WISH = "pick", "seat", "wish"  # the proposer's steps
MAX_OFFER = 2


@dataclass
class NightDraft:
    """The viewer's đi đêm offer while it is being put together."""

    step: str = PICK
    target: int | None = None
    focus: int = -1  # keyboard focus in the wish palette (-1: none)
    hover: int = -1  # the palette cell under the mouse (-1: none)

    def reset(self) -> None:
        self.step, self.target, self.focus, self.hover = PICK, None, -1, -1

    def give_to(self, seat: int) -> None:
        self.step, self.target, self.focus = WISH, seat, -1


def answering(view: TamCucView) -> bool:
    """Is the viewer answering an offer made to it (rather than making one)?"""
    offer = view.di_dem_offer
    return offer is not None and offer.target == view.seat


def pick_limit(view: TamCucView) -> int:
    """How many pieces the viewer may pick now: the count offered to it, or 1–2 to offer."""
    offer = view.di_dem_offer
    return offer.count if offer is not None and answering(view) else MAX_OFFER


def partners(legal: Iterable[Action], pieces: Sequence[Piece]) -> list[int]:
    """The seats these pieces may be offered to (none if the pieces cannot be offered)."""
    offered = DiDem(tuple(pieces), 0).pieces
    return sorted({a.target for a in legal if isinstance(a, DiDem) and a.pieces == offered})


def wishes(legal: Iterable[Action], pieces: Sequence[Piece], target: int) -> list[Piece]:
    """The pieces the viewer may ask ``target`` for in return for ``pieces`` (no wish is always allowed)."""
    offered = DiDem(tuple(pieces), target).pieces
    found = {a.wish for a in legal if isinstance(a, DiDem) and a.target == target and a.pieces == offered}
    return sorted((w for w in found if w is not None), key=lambda p: (not p.red, -int(p.rank)))


def offer(legal: Collection[Action], pieces: Sequence[Piece], target: int, wish: Piece | None) -> DiDem | None:
    """The legal offer of ``pieces`` to ``target`` asking for ``wish``, or None."""
    action = DiDem(tuple(pieces), target, wish)
    return action if action in legal else None


def accept(legal: Collection[Action], pieces: Sequence[Piece]) -> AcceptDiDem | None:
    """The legal answer giving ``pieces`` back, or None."""
    action = AcceptDiDem(tuple(pieces))
    return action if action in legal else None
