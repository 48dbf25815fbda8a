"""Where everything lies on the French felt: :func:`~game.ui.table.french.layout.french_layout`
for the seats, their cards, bets and tags, the middle and the side panel (open or closed).

A game says how long its hands get (``max_cards``, the room its fans keep) and whether a
fan grows card by card (Xì Dách draws one at a time) or is laid out for the whole hand
from its first card, so that it does not shift as the others arrive.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.ui.table.french.layout import FrenchLayout, french_layout
from game.ui.table.picture import Picture
from game.ui.table.places import Point, TablePlaces


def panel_open_by_default(size: tuple[int, int], n_seats: int, max_cards: int) -> bool:
    """The side panel opens by itself where it leaves the middle of the table wide enough for
    the result panel's one-line rows (else L opens it)."""
    lay = french_layout(size, n_seats, 0, max_cards=max_cards, panel_open=True)
    return lay.middle.width >= round(440 * lay.scale) and lay.card_w >= french_layout(
        size, n_seats, 0, max_cards=max_cards, panel_open=False).card_w


class FrenchPlaces(TablePlaces):
    def __init__(self, n_seats: int, options: Mapping[str, Any], picture: Picture, *, max_cards: int = 3,
                 grows: bool = False) -> None:
        super().__init__(n_seats, options, picture)
        self.max_cards = max_cards
        self.grows = grows
        self.panel_open: bool | None = None  # decided by the first window the table is laid out in
        self._size = (0, 0)

    @property
    def lay(self) -> FrenchLayout:
        lay = self.layout
        assert isinstance(lay, FrenchLayout)
        return lay

    def arrange(self, size: tuple[int, int], bottom: int) -> None:
        if self.panel_open is None:
            self.panel_open = panel_open_by_default(size, self.n_seats, self.max_cards)
        self.bottom, self._size = bottom, size
        self._layout = french_layout(size, self.n_seats, bottom, max_cards=self.max_cards, panel_open=self.panel_open)

    def fan(self, count: int) -> int:
        """The cards a fan holding ``count`` is laid out for."""
        if self.grows:
            return count  # drawn cards come one at a time: the fan re-centres as each lands
        return max(count, self.max_cards) if count else 0

    def slot(self, seat: int, index: int, count: int) -> Point:
        """Card ``index`` of the seat's fan, laid out for the whole hand."""
        return self.lay.spot(seat).slot(index, self.fan(count))

    def spot(self, seat: int) -> Point | None:
        return self.lay.spot(seat).ring.center

    def prompt_area(self) -> pygame.Rect:
        return self.lay.middle

    def toggle_panel(self) -> bool:
        self.panel_open = not self.panel_open
        self.arrange(self._size, self.bottom)
        return True
