"""Where everything lies on the Tam Cúc mat: its layout part.

The shared oval (:func:`game.ui.table.layout.table_layout`) gives the bars, the felt and the
card sizes; :func:`~game.ui.table.tam_cuc.geometry.tam_cuc_geometry` places the seats' plates,
hands, trick rows, piles, the discard and the hints on it.  The mat also keeps what lies on
it beyond the hands (:class:`~game.ui.table.tam_cuc.model.MatPicture`: trick rows, trình
làng, pieces in transit, an đi đêm offer), which its motion moves and its painter draws.

Hands are fanned red first, then black, with a gap between them in a hand the viewer sees,
evenly spaced when face down (it tells nothing).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.engine.deck import tam_cuc_deck
from game.engine.pieces import Piece
from game.ui import assets
from game.ui.table.layout import table_layout
from game.ui.table.picture import Picture
from game.ui.table.places import Point, TablePlaces
from game.ui.table.tam_cuc.geometry import TamCucGeometry, tam_cuc_geometry
from game.ui.table.tam_cuc.model import MatPicture
from game.variants.tam_cuc.round import OPT_CHIPS, removal_for


class TamCucMat(TablePlaces):
    piece_ratio = assets.PIECE_RATIO

    def __init__(self, n_seats: int, options: Mapping[str, Any], picture: Picture) -> None:
        super().__init__(n_seats, options, picture)
        self.hand_size = len(tam_cuc_deck(removal_for(n_seats, options))) // n_seats
        self.mat = MatPicture(n_seats)
        self.for_chips = bool(options.get(OPT_CHIPS, False))  # the plates show chips (else the running score)
        self._geo: TamCucGeometry | None = None

    @property
    def geo(self) -> TamCucGeometry:
        assert self._geo is not None, "the mat is not laid out yet"
        return self._geo

    def arrange(self, size: tuple[int, int], bottom: int) -> None:
        self.bottom = bottom
        base = table_layout(size, self.n_seats, bottom, piece_ratio=self.piece_ratio)
        geo = self._geo = tam_cuc_geometry(base, self.n_seats, bottom, self.hand_size)
        seats = tuple(replace(s, plate=geo.seat(s.index).plate) for s in base.seats)  # the plates where they lie
        self._layout = replace(base, card_w=geo.sizes.hand, small_card_w=geo.sizes.back, deck=geo.deck, log=geo.log,
                               seats=seats)

    def slot(self, seat: int, index: int, count: int) -> Point:
        """Where piece ``index`` of ``count`` in ``seat``'s hand rests: a gap between red and
        black in a hand the viewer sees, evenly spaced when face down."""
        hand = self.picture.hands[seat]
        split = 0
        if not self.mat.dealing and hand and all(isinstance(sp.tile, Piece) for sp in hand):
            split = sum(1 for sp in hand if isinstance(sp.tile, Piece) and sp.tile.red)
        return self.geo.seat(seat).hand_slot(index, count, split)

    def card_width(self, seat: int) -> int:
        return self.geo.seat(seat).hand_w
