"""The plain layout part: seats round an oval (:func:`game.ui.table.layout.table_layout`).

:class:`TablePlaces` implements :class:`~game.ui.table.stage.Places` for a table laid out by
the shared oval: a game whose table needs nothing more (the test dummy game) declares it as
is; the French felt and the Tam Cúc mat lay their tables out their own way on the same terms.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.engine.ledger import FEE_SINK, POT, Account
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.picture import Picture

Point = tuple[float, float]


class TablePlaces:
    piece_ratio: float | None = None  # None: French cards; else the pieces' height / width

    def __init__(self, n_seats: int, options: Mapping[str, Any], picture: Picture) -> None:
        self.n_seats = n_seats
        self.picture = picture
        self.bottom = 0  # the seat drawn at the bottom, as last arranged
        self._layout: TableLayout | None = None

    @property
    def layout(self) -> TableLayout:
        assert self._layout is not None, "the table is not laid out yet"
        return self._layout

    def arrange(self, size: tuple[int, int], bottom: int) -> None:
        self.bottom = bottom
        self._layout = table_layout(size, self.n_seats, bottom, piece_ratio=self.piece_ratio)

    def slot(self, seat: int, index: int, count: int) -> Point:
        """A gentle fan before the seat."""
        spot = self.layout.seat(seat)
        step = self.card_width(seat) * (0.62 if spot.is_viewer else 0.42)
        return (spot.center[0] + (index - (count - 1) / 2) * step, spot.center[1])

    def card_width(self, seat: int) -> int:
        return self.layout.card_w if seat == self.bottom else self.layout.small_card_w

    def place(self, account: Account) -> Point:
        lay = self.layout
        if account == POT:
            return lay.pot
        if account == FEE_SINK:
            return lay.fee_sink
        if isinstance(account, int) and 0 <= account < self.n_seats:
            return lay.seat(account).plate.center
        return lay.center

    def spot(self, seat: int) -> Point | None:
        """No betting spots on this table."""
        return None

    def prompt_area(self) -> pygame.Rect:
        sc = self.layout.scale
        r = pygame.Rect(0, 0, round(560 * sc), round(140 * sc))
        r.center = self.layout.center
        return r

    def toggle_panel(self) -> bool:
        return False
