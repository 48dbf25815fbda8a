"""Geometry of a card table from the window size: regions, and seats round an oval.

Pure arithmetic on ``pygame.Rect`` so it is unit-testable and shared by every table: the
viewer sits at bottom centre, the others follow round the oval in play order, plates never
overlap each other or the bars from 960×540 up, and sizes follow UX.md at 1280×720.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.theme import scale_for

TOP_BAR = 48
BOTTOM_BAR = 72
CARD_RATIO = 1.4


@dataclass(frozen=True)
class SeatSpot:
    index: int  # the engine seat
    center: tuple[int, int]  # where the seat's cards sit
    plate: pygame.Rect  # name, chips, bet, badge
    bet_spot: tuple[int, int]  # where the seat's chips land, toward the table centre
    angle: float  # radians on the oval, pi/2 = bottom
    is_viewer: bool
    compact: bool


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    scale: float
    top_bar: pygame.Rect
    bottom_bar: pygame.Rect
    felt: pygame.Rect
    center: tuple[int, int]
    radii: tuple[float, float]
    deck: tuple[int, int]
    pot: tuple[int, int]
    fee_sink: tuple[int, int]
    seats: tuple[SeatSpot, ...]
    card_w: int  # the viewer's cards
    small_card_w: int  # everyone else's
    log: pygame.Rect  # the side log (collapsible)

    def seat(self, index: int) -> SeatSpot:
        for s in self.seats:
            if s.index == index:
                return s
        raise KeyError(index)

    def card_size(self, viewer: bool) -> tuple[int, int]:
        w = self.card_w if viewer else self.small_card_w
        return (w, round(w * CARD_RATIO))


def table_layout(
    size: tuple[int, int], n_seats: int, viewer: int | None, *, piece_ratio: float | None = None
) -> TableLayout:
    """Lay out ``n_seats`` (2–12) with ``viewer`` at the bottom (``None``: seat 0 there).

    ``piece_ratio`` (height/width) switches the card sizes to long Tam Cúc pieces.
    """
    w, h = size
    sc = scale_for(size)
    top = pygame.Rect(0, 0, w, round(TOP_BAR * sc))
    bottom = pygame.Rect(0, h - round(BOTTOM_BAR * sc), w, round(BOTTOM_BAR * sc))
    felt = pygame.Rect(0, top.bottom, w, bottom.top - top.bottom)
    compact = n_seats >= 7
    ratio = piece_ratio or CARD_RATIO
    base_h = min(felt.height * 0.2, 112 * sc)
    card_w = max(28, round(base_h / ratio * (1.0 if piece_ratio is None else 1.25)))
    small_w = max(22, round(card_w * (0.7 if not compact else 0.6)))
    small_h = small_w * ratio
    plate_w = round((176 if not compact else 136) * sc)
    plate_h = round((58 if not compact else 50) * sc)
    margin = round(8 * sc)
    # Plates sit on an oval near the felt's edge; each seat's cards lie inward from its plate.
    cx = w // 2
    cy = felt.top + felt.height // 2
    rx = w / 2 - plate_w / 2 - margin
    ry = felt.height / 2 - plate_h / 2 - margin
    viewer_seat = 0 if viewer is None else viewer
    seats = []
    for k in range(n_seats):
        seat = (viewer_seat + k) % n_seats
        # k = 0 at the bottom; play passes to the right (counter-clockwise on screen).  The
        # others spread over the oval leaving a gap of ``gap`` either side of the viewer.
        gap = max(2 * math.pi / n_seats, math.radians(55 if compact else 45))
        if n_seats == 2:
            angle = -math.pi / 2
        else:
            angle = math.pi / 2 - gap - (2 * math.pi - 2 * gap) * (k - 1) / (n_seats - 2)
        plate = pygame.Rect(0, 0, plate_w, plate_h)
        if k == 0:
            angle = math.pi / 2
            ch = card_w * ratio
            center = (cx, round(bottom.top - margin - ch / 2 - 4 * sc))
            plate.midleft = (round(cx + card_w * 1.75 + 12 * sc), center[1])
            bet = (cx, round(center[1] - ch / 2 - 26 * sc))
            seats.append(SeatSpot(seat, center, plate, bet, angle, True, compact))
            continue
        px = cx + rx * math.cos(angle)
        py = cy + ry * math.sin(angle)
        plate.center = (round(px), round(py))
        plate.clamp_ip(felt.inflate(-2 * margin, -2 * margin))
        dx, dy = cx - plate.centerx, cy - plate.centery
        if abs(dy) * rx >= abs(dx) * ry * 0.9:  # top or bottom of the oval: cards above/below
            off = plate_h / 2 + small_h / 2 + 6 * sc
            center = (plate.centerx, round(plate.centery + math.copysign(off, dy)))
        else:  # the sides: cards beside the plate, toward the middle
            off = plate_w / 2 + small_w * 1.0 + 8 * sc
            center = (round(plate.centerx + math.copysign(off, dx)), plate.centery)
        bx = center[0] + (cx - center[0]) * 0.3
        by = center[1] + (cy - center[1]) * 0.3
        seats.append(SeatSpot(seat, center, plate, (round(bx), round(by)), angle, False, compact))
    deck = (cx - round(70 * sc), cy)
    pot = (cx + round(40 * sc), cy)
    fee = (w - round(90 * sc), top.bottom + round(30 * sc))
    log = pygame.Rect(w - round(300 * sc), top.bottom + round(8 * sc), round(292 * sc), round(220 * sc))
    return TableLayout(size, sc, top, bottom, felt, (cx, cy), (rx, ry), deck, pot, fee, tuple(seats),
                       card_w, small_w, log)
