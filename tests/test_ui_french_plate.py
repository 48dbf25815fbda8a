"""A seat's plate keeps a long name whole beside or under its role badge."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui import fit, theme
from game.ui.table.french.layout import MIN_TEXT, french_layout
from game.ui.table.french.paint import plate

NAME = "Nguyễn Thị Hương"  # a long name, as players have


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("n", [2, 6, 12])
@pytest.mark.parametrize("role", ["Nhà cái", "Chương", "Dealer", "Banker"])
def test_a_long_name_is_never_cut_by_the_role_badge(size: tuple[int, int], n: int, role: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    lay = french_layout(size, n, 0)
    surface = pygame.Surface(size)
    for spot in lay.seats:
        with fit.recording() as boxes:
            plate(surface, spot, name=NAME, chips=1_055, corner=None, corner_color=theme.CREAM, role=role,
                  active=False, glow=0.0, sizes=(lay.fonts.name, lay.fonts.number, lay.fonts.label),
                  scale=lay.scale)
        names = [b for b in boxes if b.text in (NAME, "Hương")]  # on a narrow plate, the given name
        assert len(names) == 1 and names[0].fits(), f"seat {spot.index} at {size}: {names}"
        whole = theme.font(MIN_TEXT, True).size(NAME)[0] <= spot.plate.width - 2 * max(4, round(8 * lay.scale))
        assert names[0].text == NAME or not whole, "the whole name is kept wherever the line holds it"
