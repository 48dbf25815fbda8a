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

from game.ui.table.bars import LOG_ROWS, log_height
from game.ui.table.layout import TableLayout

PIECE_RATIO = 2.6
SHOWN_STEP = 0.62  # a trình làng fan: each piece overlaps the last by a third
DISCARD_W = 3.4  # the discard's drop target, in discard pieces' widths
HINT_ROW = 3  # the side trick rows the hints keep clear of (a triple; a tứ tử is rarely led)
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
    mini: int  # won piles, the discard
    shown: int  # trình làng laid beside the plate (readable: ≥ 28 px at 1280×720)
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
        step = sizes.shown * SHOWN_STEP
        return (self.shown[0] + (i - (count - 1) / 2) * step, float(self.shown[1]))

    def hand_rect(self, count: int) -> pygame.Rect:
        """The area ``count`` pieces of this seat's hand cover (evenly spaced)."""
        count = max(1, count)
        first, last = self.hand_slot(0, count), self.hand_slot(count - 1, count)
        r = pygame.Rect(0, 0, round(last[0] - first[0]) + self.hand_w, round(self.hand_w * PIECE_RATIO))
        r.center = (round((first[0] + last[0]) / 2), round(first[1]))
        return r

    def zone(self, count: int, sizes: Sizes) -> pygame.Rect:
        """Where pieces dropped count as given to this seat (đi đêm): plate, hand and trick row."""
        return self.plate.union(self.hand_rect(count)).union(self.trick_rect(2, sizes))


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
    hint_width: int  # the hints over the viewer's row stay between the side seats' trick rows

    def seat(self, index: int) -> SeatGeo:
        for s in self.seats:
            if s.seat == index:
                return s
        raise KeyError(index)

    def rac_rect(self) -> pygame.Rect:
        """The discard heap and its label: the drop target for a dragged chui."""
        return _discard_rect(self.rac, self.sizes, self.scale)

    def rac_label(self) -> tuple[int, int]:
        """Where "Rác 3" sits, under the heap."""
        return (self.rac[0], self.rac[1] + self.sizes.h(self.sizes.mini) // 2 + round(14 * self.scale))

    def hint_area(self, lines: int) -> pygame.Rect:
        """Where ``lines`` rows of hints sit, centred over the viewer's trick row."""
        bottom = next(s for s in self.seats if s.side == "bottom")
        step = round(30 * self.scale)
        r = pygame.Rect(0, 0, self.hint_width, step * lines)
        r.center = (self.middle[0], bottom.trick[1])
        return r

    def palette(self, count: int) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The đi đêm wish palette: its panel and ``count`` piece cells in one row, mid-mat."""
        w = max(18, round(38 * self.scale))
        gap = round(8 * self.scale)
        pad = round(14 * self.scale)
        title = round(30 * self.scale)
        row = count * w + (count - 1) * gap
        panel = pygame.Rect(0, 0, max(row, round(460 * self.scale)) + 2 * pad, title + self.sizes.h(w) + 2 * pad)
        panel.center = (self.middle[0], self.middle[1] + panel.height // 2 - round(14 * self.scale))
        left = panel.centerx - row // 2
        cells = [pygame.Rect(left + i * (w + gap), panel.top + pad + title, w, self.sizes.h(w)) for i in range(count)]
        return panel, cells


def tam_cuc_geometry(layout: TableLayout, n_seats: int, bottom_seat: int, hand_size: int) -> TamCucGeometry:
    """Lay out ``n_seats`` (2–4) with ``bottom_seat`` at the bottom; ``hand_size`` is a full hand."""
    w = layout.size[0]
    sc = layout.scale
    margin = round(10 * sc)
    hand_w = round(layout.card_w * 1.1)
    sizes = Sizes(hand=hand_w, back=max(16, round(30 * sc)), trick=round(layout.card_w * 0.84),
                  mini=max(14, round(24 * sc)), shown=max(18, round(30 * sc)), margin=margin,
                  band=max(6, round(12 * sc)))
    plate_w, plate_h = round(188 * sc), round(58 * sc)  # the portrait at its left, the name beside it
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
                      log_height(LOG_ROWS, sc))
    deck = (cx, middle_y + round(18 * sc) + sizes.h(sizes.trick) // 2)
    sides_rows = [s.trick_rect(HINT_ROW, sizes) for s in seats if s.side in ("left", "right")]
    rac = _discard(bottom, sides_rows, sizes, sc, felt.inflate(-2 * sizes.band, -2 * sizes.band))
    room = min([abs(r.centerx - cx) - r.width // 2 for r in sides_rows], default=w)
    hint_width = min(round(620 * sc), 2 * (room - margin))
    return TamCucGeometry(layout.size, sc, sizes, tuple(seats), (cx, middle_y), deck, rac, log, hint_width)


def _discard(bottom: SeatGeo, rows: list[pygame.Rect], sizes: Sizes, sc: float,
             mat: pygame.Rect) -> tuple[int, int]:
    """Where the discard lies: over the viewer's plate (a short drag from the viewer's own row,
    clear of the hints written over that row), or beside the plate when a side seat's trick
    row comes down that far."""
    h = sizes.h(sizes.mini)
    w = round(sizes.mini * DISCARD_W)
    above = (bottom.plate.centerx, bottom.plate.top - sizes.margin - h // 2 - round(26 * sc))
    beside = (bottom.plate.right + sizes.margin + w // 2, bottom.plate.centery)
    for spot in (above, beside):
        area = _discard_rect(spot, sizes, sc)
        if mat.contains(area) and not any(area.colliderect(r) for r in rows):
            return spot
    return above


def _discard_rect(rac: tuple[int, int], sizes: Sizes, sc: float) -> pygame.Rect:
    """The discard heap and its label: the drop target for a dragged chui."""
    w, h = sizes.mini, sizes.h(sizes.mini)
    r = pygame.Rect(0, 0, round(w * DISCARD_W), h + round(36 * sc))
    r.midtop = (rac[0], rac[1] - h // 2 - round(4 * sc))
    return r


def _fan_width(count: int, width: int, step: float) -> float:
    return width + max(0, count - 1) * step


def _shown_fan(sizes: Sizes) -> float:
    """The width of a ngũ tử laid down (the most a seat can show)."""
    return _fan_width(5, sizes.shown, sizes.shown * SHOWN_STEP)


def _bottom(layout: TableLayout, sizes: Sizes, seat: int, hand_size: int, plate: tuple[int, int]) -> SeatGeo:
    w = layout.size[0]
    cx = w // 2
    m = sizes.margin
    hw = sizes.hand
    y = layout.bottom_bar.top - sizes.band - m - sizes.h(hw) // 2
    reserve = max(plate[0], round(sizes.mini + m + _shown_fan(sizes))) + 3 * m + sizes.band
    room = w - 2 * reserve - hw * 0.3
    step = min(hw + max(3, m // 2), (room - hw) / max(1, hand_size - 1))
    half = _fan_width(hand_size, hw, step) / 2 + hw * 0.15
    rect = pygame.Rect(0, 0, *plate)
    rect.midleft = (round(cx + half + 2 * m), y)
    rect.right = min(rect.right, w - m - sizes.band)
    trick_y = y - sizes.h(hw) // 2 - round(24 * layout.scale) - sizes.h(sizes.trick) // 2
    won_right = cx - half - 2 * m
    mini = sizes.mini
    fan = _shown_fan(sizes)
    shown = (round(won_right - fan / 2), y)
    pile = (round(won_right - fan - m - mini / 2), y)
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
    shown = (round(pile[0] + mini / 2 + m + _shown_fan(sizes) / 2), pile[1])
    return SeatGeo(seat, "top", rect, hand, bw, step, trick, pile, shown)


def _side(layout: TableLayout, sizes: Sizes, seat: int, side: str, hand_size: int,
          plate: tuple[int, int]) -> SeatGeo:
    w = layout.size[0]
    m = sizes.margin
    cy = layout.felt.centery
    bw, bh = sizes.back, sizes.h(sizes.back)
    won_h = max(sizes.h(sizes.mini), sizes.h(sizes.shown))
    stack = plate[1] + m + bh + m + won_h
    rect = pygame.Rect(0, 0, *plate)
    rect.top = cy - stack // 2 + round(24 * layout.scale)  # clear of the log in the top corner
    if side == "left":
        rect.left = sizes.band + m
    else:
        rect.right = w - sizes.band - m
    hand = (rect.centerx, rect.bottom + m + bh // 2)
    won_y = rect.bottom + m + bh + m + won_h // 2
    mini = sizes.mini
    pile = (rect.left + mini, won_y) if side == "left" else (rect.right - mini, won_y)
    beside = round(mini / 2 + m + _shown_fan(sizes) / 2)
    shown = (pile[0] + beside, won_y) if side == "left" else (pile[0] - beside, won_y)
    inner = rect.right + 2 * m if side == "left" else rect.left - 2 * m
    return SeatGeo(seat, side, rect, hand, bw, bw * 0.36, (inner, cy + round(14 * layout.scale)), pile, shown)
