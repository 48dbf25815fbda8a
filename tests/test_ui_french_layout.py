"""Nothing covers a seat on the French table (issue 17 §4, issue 22 "12 seats").

For 2–12 seats, at 960×540, 1280×720 and 1920×1080, with the side panel open and closed, and
for three- and five-card hands, every rect the table draws is computed — the top and bottom
bars, the side panel (history and log) or its tab, the toasts, the prompt line, the free
middle that holds the result panel, and each seat's plate (with its chip change), fan of
cards, status tag and betting spot — and no two that belong apart may touch.
The texts that go into fixed places are measured in both languages.
"""

from __future__ import annotations

import itertools
import math
import os

import pygame
import pytest

import tools.i18n as catalogue
from game.i18n import t
from game.ui import theme
from game.ui.table.french.layout import FrenchLayout, FrenchSeat, french_layout
from game.ui.table.text import MIN_TEXT

SIZES = [(960, 540), (1280, 720), (1920, 1080), (3840, 2160)]
CASES = [(size, n, panel_open, cards)
         for size in SIZES for n in range(2, 13) for panel_open in (True, False) for cards in (3, 5)
         if cards == 3 or n <= 6]  # Xì Dách (five cards) seats six


@pytest.fixture(autouse=True, scope="module")
def fonts() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()


def parts(spot: FrenchSeat) -> dict[str, pygame.Rect]:
    return {"plate": spot.plate, "cards": spot.cards, "tag": spot.tag, "chips": spot.chips,
            "delta": spot.delta}


def panels(lay: FrenchLayout) -> dict[str, pygame.Rect]:
    return {"top bar": lay.top_bar, "bottom bar": lay.bottom_bar, "side panel": lay.panel, "toasts": lay.toasts,
            "prompt": lay.prompt}


@pytest.mark.parametrize(("size", "n", "panel_open", "cards"), CASES)
def test_nothing_covers_a_seat(size: tuple[int, int], n: int, panel_open: bool, cards: int) -> None:
    lay = french_layout(size, n, 0, max_cards=cards, panel_open=panel_open)
    assert len(lay.french_seats) == n
    felt = lay.felt
    for spot in lay.french_seats:
        own = parts(spot)
        for name, r in own.items():
            assert felt.contains(r), f"seat {spot.index}'s {name} {r} leaves the felt {felt}"
            for pname, p in panels(lay).items():
                assert not r.colliderect(p), f"the {pname} {p} covers seat {spot.index}'s {name} {r}"
        assert spot.plate.contains(spot.delta), "the chip change is drawn on the plate"
        for other in ("plate", "cards", "tag"):  # the bet lies beside the seat, not on it
            assert not spot.chips.colliderect(own[other]), f"seat {spot.index}: its betting spot on its {other}"
        # ... between its plate and the middle, next to its own cards (never far from its owner)
        assert math.dist(spot.chips.center, lay.pot) < math.dist(spot.plate.center, lay.pot), spot.index
        block = spot.plate.unionall([spot.cards, spot.tag])
        assert spot.chips.inflate(4 * lay.scale * 6, 4 * lay.scale * 6).colliderect(block), spot.index
        # the tag belongs to the fan (or, for the viewer, to the plate): it never floats mid-table
        assert spot.tag.colliderect(spot.cards) or spot.tag.colliderect(spot.plate.inflate(0, 4 * spot.tag.height))
    for a, b in itertools.combinations(lay.french_seats, 2):
        for (na, ra), (nb, rb) in itertools.product(parts(a).items(), parts(b).items()):
            assert not ra.colliderect(rb), f"seat {a.index}'s {na} {ra} touches seat {b.index}'s {nb} {rb}"
    # the free middle (deck, pot, banner, result panel) touches no plate, card or tag
    assert lay.middle.width >= 160 * lay.scale and lay.middle.height >= 150 * lay.scale, lay.middle
    for spot in lay.french_seats:
        for name in ("plate", "cards", "tag"):
            assert not lay.middle.colliderect(parts(spot)[name]), f"the result panel would cover seat {spot.index}"
    assert lay.middle.contains(lay.toasts), "toasts stay in the free middle"
    for pa, pb in itertools.combinations(panels(lay).items(), 2):
        assert not pa[1].colliderect(pb[1]), f"{pa[0]} {pa[1]} overlaps {pb[0]} {pb[1]}"
    assert not lay.middle.colliderect(lay.prompt) and not lay.middle.colliderect(lay.panel)
    assert lay.prompt.width >= 200 * lay.scale, "the prompt line has room for a sentence"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 13))
def test_text_is_at_least_twelve_pixels(size: tuple[int, int], n: int) -> None:
    lay = french_layout(size, n, 0)
    fonts = lay.fonts
    assert min(fonts.name, fonts.number, fonts.tag, fonts.label, fonts.body) >= MIN_TEXT
    spot = lay.french_seats[-1]
    assert spot.plate.height >= fonts.name + fonts.number, "name and chips both fit on the plate"


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_status_tags_fit_in_both_languages(lang: str, size: tuple[int, int]) -> None:
    """Every status a seat can show reads whole in its tag at 12 px or more (no "…ng xem bài")."""
    lay = french_layout(size, 12, 0)
    narrowest = min(s.tag.width for s in lay.french_seats)
    statuses = [k for k in catalogue.messages()
                if k.startswith(("tc.status.", "xd.status.", "ui.tag.sat_out.", "xd.tag.sat_out."))]
    assert "xd.tag.sat_out.banker" in statuses  # why a seat sits out, as its tag says it
    for key in statuses:
        width = theme.font(MIN_TEXT, True).size(t(key, lang, times=2))[0]
        assert width <= narrowest - 10, f"{key} [{lang}] is {width} px, the tag {narrowest}"


def test_the_viewer_sits_at_the_bottom_centre_beside_their_cards() -> None:
    for size, n in itertools.product(SIZES, (2, 6, 12)):
        lay = french_layout(size, n, 0)
        me = lay.spot(0)
        assert me.is_viewer and me.cards.bottom <= lay.bottom_bar.top
        assert abs(me.plate.unionall([me.cards, me.chips]).centerx - lay.middle.centerx) < lay.size[0] * 0.12
        assert me.plate.left > me.cards.right and me.plate.top < me.cards.bottom and me.plate.bottom > me.cards.top
        # the bet chips are not where the prompt ("Chọn một người chơi") is written
        assert not me.chips.colliderect(lay.prompt) and lay.prompt.bottom <= me.cards.top


def axis(lay: FrenchLayout) -> float:
    """The vertical axis through the viewer: the middle of their cards and plate."""
    me = lay.spot(0)
    return (me.cards.left + me.plate.right) / 2


def test_the_viewers_cards_and_plate_are_at_the_bottom_centre() -> None:
    for size, n, panel_open in itertools.product(SIZES, (2, 6, 12), (True, False)):
        lay = french_layout(size, n, 0, panel_open=panel_open)
        centre = (lay.panel.left - 1) // 2  # of the felt left of the side panel
        assert abs(axis(lay) - centre) <= 8 * lay.scale + 1, (size, n, panel_open)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 13))
def test_the_ring_is_the_same_either_side_of_the_viewer(size: tuple[int, int], n: int) -> None:
    """Issue 39: seat k from the viewer's right mirrors seat k from the left about the vertical
    axis through the viewer (at 1920×1080 twelve seats stood in two columns, the bottom
    left empty), a seat across the table stands on the axis, and the felt's oval is round
    the same axis, inside the felt and clear of the side panel."""
    for panel_open in (True, False):
        lay = french_layout(size, n, 0, panel_open=panel_open)
        cx = axis(lay)
        others = lay.french_seats[1:]
        for right, left in zip(others, reversed(others), strict=True):
            for part in ("plate", "cards", "tag", "chips"):
                r, m = getattr(right, part), getattr(left, part)
                assert abs((r.centerx - cx) + (m.centerx - cx)) <= 3, (size, n, part, r, m)  # rounding
                assert abs(r.centery - m.centery) <= 3, (size, n, part, r, m)
        assert abs(lay.oval.centerx - cx) <= 1 and lay.felt.contains(lay.oval), lay.oval
        assert not lay.oval.colliderect(lay.panel), (lay.oval, lay.panel)


def gaps(lay: FrenchLayout) -> list[float]:
    """How far apart each two neighbours round the table stand (the viewer included)."""
    def block(s: FrenchSeat) -> pygame.Rect:
        return s.plate.unionall([s.cards, s.tag, s.chips])

    seats = lay.french_seats
    out = []
    for a, b in zip(seats, [*seats[1:], seats[0]], strict=True):
        ra, rb = block(a), block(b)
        dx = max(0, rb.left - ra.right, ra.left - rb.right)
        dy = max(0, rb.top - ra.bottom, ra.top - rb.bottom)
        out.append(math.hypot(dx, dy))
    return out


@pytest.mark.parametrize("size", SIZES[1:])
def test_twelve_seats_stand_round_the_table_evenly(size: tuple[int, int]) -> None:
    """No neighbour is much further than the others (at 1920×1080 a gap of four seats' height
    stood between the two seats beside the viewer and the next), and every neighbour keeps
    some room from the next."""
    lay = french_layout(size, 12, 0)
    apart = gaps(lay)
    assert min(apart) >= 1, apart
    assert max(apart) <= 0.2 * lay.felt.height, apart


def test_seats_follow_the_play_order_round_the_table() -> None:
    """Play passes to the right: counter-clockwise on screen from the viewer at the bottom."""
    for n in range(3, 13):
        lay = french_layout((1280, 720), n, 2)
        assert lay.french_seats[0].index == 2
        cx, cy = lay.middle.center

        angles = [math.atan2(s.plate.centery - cy, s.plate.centerx - cx) for s in lay.french_seats[1:]]
        unwrapped = [a if a <= math.pi / 2 else a - 2 * math.pi for a in angles]
        assert unwrapped == sorted(unwrapped, reverse=True), f"{n} seats are not in play order"


@pytest.mark.parametrize(("text", "shown"), [
    ("Xì dách (ace and a ten)", "Xì dách"),
    ("Ngũ linh (five cards), 13", "Ngũ linh, 13"),  # cut on a six-seat Xì Dách table at 960×540
    ("Đủ tuổi, 18", "Đủ tuổi, 18"),
])
def test_a_seat_tag_drops_an_aside_rather_than_cut_a_hand_name(text: str, shown: str) -> None:
    from game.ui import fit
    from game.ui.table.french.paint import pill

    surface = pygame.Surface((300, 60))
    with fit.recording() as boxes:
        pill(surface, pygame.Rect(10, 10, 126, 26), text, 15)
    assert [(b.text, b.fits()) for b in boxes] == [(shown, True)]
