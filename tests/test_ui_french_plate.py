"""A seat's plate keeps a long name whole, its role badge never on the name, its numbers
clear of its border and of each other, at every table size and count."""

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
    for spot in lay.french_seats:
        with fit.recording() as boxes:
            drawn = plate(surface, spot, name=NAME, chips=1_055, corner="+1.250", corner_color=theme.GOOD, role=role,
                          avatar="mao", turn=None, sizes=(lay.fonts.name, lay.fonts.number, lay.fonts.label),
                          scale=lay.scale)
        names = [b for b in boxes if b.text in (NAME, "Hương")]  # on a narrow plate, the given name
        assert len(names) == 1 and names[0].fits(), f"seat {spot.index} at {size}: {names}"
        room = spot.plate.right - spot.portrait.right - 2 * max(5, round(9 * lay.scale))
        whole = theme.font(MIN_TEXT, True).size(NAME)[0] <= room
        assert names[0].text == NAME or not whole, "the whole name is kept wherever the line holds it"
        inner = spot.plate.inflate(-4, -4)  # numbers and name inside the border, not on it
        for part in ("name", "chips", "corner"):
            assert inner.contains(drawn[part]), f"{part} {drawn[part]} touches the border of {spot.plate}"
        assert not drawn["name"].colliderect(drawn["chips"]) and not drawn["name"].colliderect(drawn["corner"])
        assert not drawn["chips"].colliderect(drawn["corner"])
        assert not drawn["badge"].colliderect(drawn["name"]), "the badge covers the name"
        assert drawn["portrait"].right <= drawn["name"].left
