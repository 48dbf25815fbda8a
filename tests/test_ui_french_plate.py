"""A seat's plate keeps a long name whole, its role badge never on the name, its numbers
clear of its border and of each other, at every table size and count (the French tables'
plates and Tam Cúc's are drawn by the same painter)."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui import fit, theme
from game.ui.table.french.layout import french_layout
from game.ui.table.plates import Line, Turn, draw_plate, portrait_rect
from game.ui.table.text import MIN_TEXT

NAME = "Nguyễn Thị Hương"  # a long name, as players have


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("n", [2, 6, 12])
@pytest.mark.parametrize("role", ["Nhà cái", "Chương", "Dealer", "Banker"])
def test_a_long_name_is_never_cut_by_the_role_badge(size: tuple[int, int], n: int, role: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    lay = french_layout(size, n, 0)
    surface = pygame.Surface(size)
    fonts = lay.fonts
    for spot in lay.french_seats:
        with fit.recording() as boxes:
            drawn = draw_plate(surface, spot.plate, name=NAME, name_px=fonts.name, left=Line("1.055", fonts.number),
                               right=Line("+1.250", fonts.number, theme.GOOD), role=role, role_px=fonts.label,
                               avatar="mao", turn=Turn(0.5, spin=0.3), scale=lay.scale)
        names = [b for b in boxes if b.text in (NAME, "Hương")]  # on a narrow plate, the given name
        assert len(names) == 1 and names[0].fits(), f"seat {spot.index} at {size}: {names}"
        room = spot.plate.right - portrait_rect(spot.plate).right - 2 * max(4, round(8 * lay.scale))
        whole = theme.font(MIN_TEXT, True).size(NAME)[0] <= room
        assert names[0].text == NAME or not whole, "the whole name is kept wherever the line holds it"
        inner = spot.plate.inflate(-4, -4)  # the name and the numbers inside the border, not on it
        for part in ("name", "left", "right"):
            assert inner.contains(drawn[part]), f"{part} {drawn[part]} touches the border of {spot.plate}"
        assert not drawn["name"].colliderect(drawn["left"]) and not drawn["name"].colliderect(drawn["right"])
        assert not drawn["left"].colliderect(drawn["right"])
        assert not drawn["badge"].colliderect(drawn["name"]), "the badge covers the name"
        assert not drawn["badge"].colliderect(drawn["left"]), "the badge covers the chips"
        assert drawn["portrait"].right <= drawn["name"].left
