"""Where everything sits on the Tam Cúc mat, from the window size and the number of seats.

Pure arithmetic on rects (unit-tested for overlaps at 960×540 and 1280×720).  The viewer
sits at the bottom with a readable fan; the others sit on the sides and the top, play
passing to the right (counter-clockwise on screen).  Each seat has its plate, its hand, a
trick row in front of it toward the middle, and a "won" corner holding the pile of won
pieces and any trình làng laid face up.  The discard (rác) and the trick's status line
share the middle row.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.table.layout import TableLayout

PIECE_RATIO = 2.6
SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
}


@dataclass(frozen=True)
class Sizes:
    """Piece widths (heights follow the 1:2.6 ratio) and spacing, scaled to the window."""

    hand: int  # the viewer's pieces
    back: int  # the others' hands
    trick: int  # pieces in the trick rows
    mini: int  # won piles, trình làng, the discard
    margin: int
    band: int  # the lacquer binding round the mat

    def h(self, width: int) -> int:
        return round(width * PIECE_RATIO)

    @property
    def trick_step(self) -> int:
        return self.trick + max(2, self.margin // 3)


@dataclass(frozen=True)
class SeatGeo:
    seat: int
    side: str  # bottom, top, left, right
    plate: pygame.Rect
    hand: tuple[int, int]  # centre of the hand fan
    hand_w: int
    hand_step: float
    trick: tuple[int, int]  # centre (bottom/top) or inner edge (left/right) of the trick row
    pile: tuple[int, int]  # the won pieces, face down
    shown: tuple[int, int]  # centre of the trình làng fan

    def hand_slot(self, i: int, count: int, split: int = 0) -> tuple[float, float]:
        """Piece ``i`` of ``count``; ``split`` > 0 leaves a small gap before piece ``split`` (red | black)."""
        offset = (i - (count - 1) / 2) * self.hand_step
        if 0 < split < count:
            offset += self.hand_w * (0.15 if i >= split else -0.15)
        return (self.hand[0] + offset, float(self.hand[1]))

    def trick_slot(self, i: int, count: int, sizes: Sizes) -> tuple[float, float]:
        step = sizes.trick_step
        y = float(self.trick[1])
        if self.side == "left":
            return (self.trick[0] + sizes.trick / 2 + i * step, y)
        if self.side == "right":
            return (self.trick[0] - sizes.trick / 2 - (count - 1 - i) * step, y)
        return (self.trick[0] + (i - (count - 1) / 2) * step, y)

    def trick_rect(self, count: int, sizes: Sizes) -> pygame.Rect:
        """The area the trick row covers with ``count`` pieces."""
        count = max(1, count)
        first = self.trick_slot(0, count, sizes)
        last = self.trick_slot(count - 1, count, sizes)
        w, h = sizes.trick, sizes.h(sizes.trick)
        r = pygame.Rect(0, 0, round(last[0] - first[0]) + w, h)
        r.center = (round((first[0] + last[0]) / 2), round(first[1]))
        return r

    def shown_slot(self, i: int, count: int, sizes: Sizes) -> tuple[float, float]:
        step = sizes.mini * 0.62
        return (self.shown[0] + (i - (count - 1) / 2) * step, float(self.shown[1]))


@dataclass(frozen=True)
class TamCucGeometry:
    size: tuple[int, int]
    scale: float
    sizes: Sizes
    seats: tuple[SeatGeo, ...]
    middle: tuple[int, int]  # the trick's status line
    deck: tuple[int, int]  # the deck while dealing, just under the status line
    rac: tuple[int, int]  # the discard heap
    log: pygame.Rect

    def seat(self, index: int) -> SeatGeo:
        for s in self.seats:
            if s.seat == index:
                return s
        raise KeyError(index)

    def rac_rect(self) -> pygame.Rect:
        """The discard heap and its label: the drop target for a dragged chui."""
        w, h = self.sizes.mini, self.sizes.h(self.sizes.mini)
        r = pygame.Rect(0, 0, round(w * 3.4), h + round(36 * self.scale))
        r.midtop = (self.rac[0], self.rac[1] - h // 2 - round(4 * self.scale))
        return r

    def rac_label(self) -> tuple[int, int]:
        """Where "Rác 3" sits, under the heap."""
        return (self.rac[0], self.rac[1] + self.sizes.h(self.sizes.mini) // 2 + round(14 * self.scale))


def tam_cuc_geometry(layout: TableLayout, n_seats: int, bottom_seat: int, hand_size: int) -> TamCucGeometry:
    """Lay out ``n_seats`` (2–4) with ``bottom_seat`` at the bottom; ``hand_size`` is a full hand."""
    w = layout.size[0]
    sc = layout.scale
    margin = round(10 * sc)
    hand_w = round(layout.card_w * 1.1)
    sizes = Sizes(hand=hand_w, back=max(16, round(30 * sc)), trick=round(layout.card_w * 0.84),
                  mini=max(14, round(24 * sc)), margin=margin, band=max(6, round(12 * sc)))
    plate_w, plate_h = round(176 * sc), round(58 * sc)
    felt = layout.felt
    cx = w // 2
    seats: list[SeatGeo] = []
    sides = SIDES[n_seats]
    bottom = _bottom(layout, sizes, bottom_seat, hand_size, (plate_w, plate_h))
    for k, side in enumerate(sides):
        seat = (bottom_seat + k) % n_seats
        if side == "bottom":
            seats.append(bottom)
        elif side == "top":
            seats.append(_top(layout, sizes, seat, hand_size, (plate_w, plate_h)))
        else:
            seats.append(_side(layout, sizes, seat, side, hand_size, (plate_w, plate_h)))
    trick_top = bottom.trick[1] - sizes.h(sizes.trick) // 2
    middle_y = trick_top - round(56 * sc)
    log = pygame.Rect(w - sizes.band - round(290 * sc), felt.top + sizes.band + margin, round(280 * sc),
                      round(170 * sc))
    # The discard lies beside the viewer's own trick row: a short drag to chui.
    rac = (cx + round(200 * sc), bottom.trick[1] - round(12 * sc))
    deck = (cx, middle_y + round(18 * sc) + sizes.h(sizes.trick) // 2)
    return TamCucGeometry(layout.size, sc, sizes, tuple(seats), (cx, middle_y), deck, rac, log)


def _fan_width(count: int, width: int, step: float) -> float:
    return width + max(0, count - 1) * step


def _bottom(layout: TableLayout, sizes: Sizes, seat: int, hand_size: int, plate: tuple[int, int]) -> SeatGeo:
    w = layout.size[0]
    cx = w // 2
    m = sizes.margin
    hw = sizes.hand
    y = layout.bottom_bar.top - sizes.band - m - sizes.h(hw) // 2
    reserve = max(plate[0], round(sizes.mini * 4.2)) + 3 * m + sizes.band
    room = w - 2 * reserve - hw * 0.3
    step = min(hw + max(3, m // 2), (room - hw) / max(1, hand_size - 1))
    half = _fan_width(hand_size, hw, step) / 2 + hw * 0.15
    rect = pygame.Rect(0, 0, *plate)
    rect.midleft = (round(cx + half + 2 * m), y)
    rect.right = min(rect.right, w - m - sizes.band)
    trick_y = y - sizes.h(hw) // 2 - round(24 * layout.scale) - sizes.h(sizes.trick) // 2
    won_right = cx - half - 2 * m
    mini = sizes.mini
    pile = (round(won_right - mini * 3.2), y)
    shown = (round(won_right - mini * 1.2), y)
    return SeatGeo(seat, "bottom", rect, (cx, y), hw, step, (cx, trick_y), pile, shown)


def _top(layout: TableLayout, sizes: Sizes, seat: int, hand_size: int, plate: tuple[int, int]) -> SeatGeo:
    cx = layout.size[0] // 2
    m = sizes.margin
    rect = pygame.Rect(0, 0, *plate)
    top = layout.felt.top + sizes.band + m
    rect.midtop = (cx, top)
    bw, bh = sizes.back, sizes.h(sizes.back)
    step = bw * 0.36
    fan = _fan_width(hand_size, bw, step)
    hand = (round(rect.left - 2 * m - fan / 2), top + bh // 2)
    trick = (cx, rect.bottom + m + sizes.h(sizes.trick) // 2)
    mini = sizes.mini
    pile = (rect.right + 2 * m + mini, rect.centery + m)
    shown = (round(pile[0] + mini * 2.6), pile[1])
    return SeatGeo(seat, "top", rect, hand, bw, step, trick, pile, shown)


def _side(layout: TableLayout, sizes: Sizes, seat: int, side: str, hand_size: int,
          plate: tuple[int, int]) -> SeatGeo:
    w = layout.size[0]
    m = sizes.margin
    cy = layout.felt.centery
    bw, bh = sizes.back, sizes.h(sizes.back)
    mini_h = sizes.h(sizes.mini)
    stack = plate[1] + m + bh + m + mini_h
    rect = pygame.Rect(0, 0, *plate)
    rect.top = cy - stack // 2 + round(24 * layout.scale)  # clear of the log in the top corner
    if side == "left":
        rect.left = sizes.band + m
    else:
        rect.right = w - sizes.band - m
    hand = (rect.centerx, rect.bottom + m + bh // 2)
    won_y = rect.bottom + m + bh + m + mini_h // 2
    mini = sizes.mini
    pile = (rect.left + mini, won_y) if side == "left" else (rect.right - mini, won_y)
    shown = (pile[0] + round(mini * 2.8), won_y) if side == "left" else (pile[0] - round(mini * 2.8), won_y)
    inner = rect.right + 2 * m if side == "left" else rect.left - 2 * m
    return SeatGeo(seat, side, rect, hand, bw, bw * 0.36, (inner, cy + round(14 * layout.scale)), pile, shown)
