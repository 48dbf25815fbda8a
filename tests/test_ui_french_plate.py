"""A seat's plate keeps a long name whole, its role badge never on the name, its numbers
clear of its border and of each other, at every table size and count (the French tables'
plates and Tam Cúc's are drawn by the same painter)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.devtools.shots import _stage
from game.i18n import number
from game.ui import assets, fit, theme
from game.ui.table.french.layout import french_layout
from game.ui.table.host import TableHost
from game.ui.table.plates import Line, Turn, draw_plate, portrait_rect, ring_box
from game.ui.table.text import MIN_TEXT
from tests.ui_harness import make_app

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
        # issue 39: the badge cut the portrait's ring, and its pill its own letters' feet
        pill = drawn["pill"]
        assert not pill.colliderect(ring_box(portrait_rect(spot.plate))), "the badge cuts the portrait's ring"
        assert not [p for p in ("name", "left", "right") if pill.colliderect(drawn[p])], "the badge on a line"
        assert pill.inflate(-4, -2).contains(drawn["badge"]), "the badge's letters touch its edge"
        assert drawn["portrait"].right <= drawn["name"].left


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("acting", [False, True])
def test_a_plates_words_keep_clear_of_its_rim_when_it_glows_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 size: tuple[int, int], acting: bool) -> None:
    """The acting seat's plate once had a wider gold rim on which its chips' digits sat at
    960×540; every plate keeps its words inside its rim, clear of the rim's two pixels."""
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    app = make_app(size)
    _stage(app, "ba-cay", 4)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    lay = scene.places.lay
    for spot in lay.french_seats:
        r = spot.plate
        surface = pygame.Surface((r.right + 40, r.bottom + 40), pygame.SRCALPHA)
        parts = draw_plate(surface, r, name="Nguyễn Thị Hương", name_px=lay.fonts.name,
                           left=Line(number(1_234_567), lay.fonts.number), right=None, role=None,
                           role_px=lay.fonts.label, avatar="ty", turn=Turn(0.5) if acting else None, scale=lay.scale)
        base = assets.nine_slice("plate", r.size, border=round(14 * lay.scale))
        rim = next(y for y in range(r.height) if base.get_at((r.width // 2, y)).a > 128)
        inside = r.inflate(-2 * (rim + 2), -2 * (rim + 2))
        for part in ("name", "left"):
            ink = parts[part]
            assert inside.top <= ink.top and ink.bottom <= inside.bottom, f"{part} {ink} touches the rim of {r}"


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_the_badge_keeps_off_the_seats_cards_and_inside_the_felt(size: tuple[int, int]) -> None:
    """Issue 39: a banker's cards just under its plate (Xì Dách) lay under its badge; the badge
    goes where they are not — at a side seat there is such a place (at the top and the bottom
    the cards or the tag lie a few pixels off the plate and the felt's edge is near: the least
    covering place) — and never off the felt."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    lay = french_layout(size, 4, 0, max_cards=5)
    surface = pygame.Surface(size)
    for spot in lay.french_seats:
        drawn = draw_plate(surface, spot.plate, name="Lan", name_px=lay.fonts.name,
                           left=Line("1.000", lay.fonts.number), right=None, role="Nhà cái", role_px=lay.fonts.label,
                           avatar="mao", turn=None, scale=lay.scale, keep=spot.all[1:], within=lay.felt)
        assert lay.felt.contains(drawn["pill"]), f"seat {spot.index}'s badge {drawn['pill']} leaves the felt"
        if spot.side in ("left", "right"):
            assert drawn["pill"].collidelist(spot.all[1:]) < 0, f"seat {spot.index}'s badge covers its cards or tag"
