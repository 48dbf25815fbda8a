"""Court figures (J, Q, K) for the French cards: stylised busts, one half drawn and turned 180°.

Each half is drawn in "half-panel" pixels (``HALF_W`` × ``HALF_H`` at final size, scaled by
``SS``).  The king carries a sword and a crown, the queen a lotus and a phoenix tiara, the
jack a spear and a feathered cap; robes are in the suit's colour with gold trim.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from art import palette as pal
from art.draw import SS, Color, Point, bezier, ellipse, mix, polygon, thick_polyline
from art.patterns import lotus_petal
from art.suits import blit_pip

HALF_W = 118
HALF_H = 104
HAIR = (58, 38, 28)
BEARD = (92, 62, 44)
JEWEL_BLUE = (40, 90, 170)


class Pen:
    """Draws on a supersampled half panel using final-size coordinates."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.surf = surf

    @staticmethod
    def p(x: float, y: float) -> Point:
        return (x * SS, y * SS)

    def poly(self, color: Color, points: Sequence[Point], width: float = 0) -> None:
        pts = [self.p(x, y) for x, y in points]
        if width:
            thick_polyline(self.surf, color, [*pts, pts[0]], width * SS)
        else:
            polygon(self.surf, color, pts)

    def line(self, color: Color, points: Sequence[Point], width: float) -> None:
        thick_polyline(self.surf, color, [self.p(x, y) for x, y in points], width * SS)

    def oval(self, color: Color, centre: Point, rx: float, ry: float, width: float = 0) -> None:
        ellipse(self.surf, color, self.p(*centre), rx * SS, ry * SS, round(width * SS))

    def dot(self, color: Color, centre: Point, r: float) -> None:
        pygame.draw.circle(self.surf, color, self.p(*centre), r * SS)

    def curve(self, p0: Point, p1: Point, p2: Point, p3: Point, n: int = 16) -> list[Point]:
        return bezier(p0, p1, p2, p3, n)


def robe(pen: Pen, main: Color, trim: Color, motif: str, suit: str) -> None:
    """Wide shoulders and robe to the divider: brocade inner garment, gold-edged lapels."""
    cx = HALF_W / 2
    left = pen.curve((cx - 54, HALF_H + 1), (cx - 56, 78), (cx - 44, 62), (cx - 20, 58))
    right = pen.curve((cx + 20, 58), (cx + 44, 62), (cx + 56, 78), (cx + 54, HALF_H + 1))
    pen.poly(main, [*left, *right])
    shade = mix(main, (0, 0, 0), 0.3)
    light = mix(main, (255, 255, 255), 0.18)
    pen.line(shade, left[1:], 1.4)
    pen.line(shade, right[:-1], 1.4)
    pen.line(light, pen.curve((cx - 42, 70), (cx - 36, 64), (cx - 28, 62), (cx - 22, 62)), 1.2)
    # small gold suit symbols scattered on the robe (brocade)
    for x, y in ((-38, 80), (-30, 94), (-44, 96), (38, 80), (30, 94), (44, 96), (-26, 75), (26, 75)):
        blit_pip(pen.surf, suit, pen.p(cx + x, y), round(5.5 * SS), trim)
    # inner garment in a V, cream brocade
    vee = [(cx - 20, 58), (cx + 20, 58), (cx + 12, HALF_H + 1), (cx - 12, HALF_H + 1)]
    pen.poly(mix(pal.CREAM, trim, 0.35), vee)
    for y in range(66, HALF_H + 4, 7):
        for x in (-6, 0, 6):
            pen.poly(
                mix(trim, main, 0.3),
                [(cx + x, y - 2.4), (cx + x + 2.4, y), (cx + x, y + 2.4), (cx + x - 2.4, y)],
            )
    # gold lapels
    pen.line(trim, [(cx - 20, 58), (cx - 12, HALF_H + 1)], 3.2)
    pen.line(trim, [(cx + 20, 58), (cx + 12, HALF_H + 1)], 3.2)
    pen.line(pal.GOLD_DARK, [(cx - 21.6, 58), (cx - 13.6, HALF_H + 1)], 0.6)
    pen.line(pal.GOLD_DARK, [(cx + 21.6, 58), (cx + 13.6, HALF_H + 1)], 0.6)
    # gold shoulder scallops
    for side in (-1, 1):
        arc = pen.curve(
            (cx + side * 22, 60), (cx + side * 38, 61), (cx + side * 50, 70), (cx + side * 52, 88)
        )
        pen.line(trim, arc, 2.2)
        for i in range(2, len(arc) - 1, 3):
            pen.dot(trim, arc[i], 1.7)
            pen.dot(pal.GOLD_LIGHT, arc[i], 0.7)
    if motif == "badge":
        badge(pen, (cx, 84), main)
    elif motif == "pearls":
        for i in range(9):
            px = cx - 14 + i * 3.5
            py = 60 + 8 * (1 - ((i - 4) / 4) ** 2)
            pen.dot(pal.CREAM, (px, py), 1.6)
            pen.dot((200, 196, 190), (px + 0.4, py + 0.4), 0.6)
    else:
        pen.poly(HAIR, [(cx - 12, 92), (cx + 12, 92), (cx + 12.5, 97), (cx - 12.5, 97)])
        pen.poly(trim, [(cx - 3.5, 91), (cx + 3.5, 91), (cx + 3.5, 98), (cx - 3.5, 98)])


def badge(pen: Pen, centre: Point, main: Color) -> None:
    """A mandarin's embroidered square (bổ tử) with a sun disc, on the king's chest."""
    x, y = centre
    pen.poly(pal.GOLD_DARK, [(x - 10, y - 10), (x + 10, y - 10), (x + 10, y + 10), (x - 10, y + 10)])
    pen.poly(pal.GOLD, [(x - 9, y - 9), (x + 9, y - 9), (x + 9, y + 9), (x - 9, y + 9)])
    pen.oval(main, (x, y), 6, 6)
    pen.oval(pal.GOLD_LIGHT, (x, y), 3.5, 3.5)
    pen.oval(main, (x, y), 1.6, 1.6)


def face(pen: Pen, beard: bool, lashes: bool) -> None:
    """Neck, face and features (centre of the head at (HALF_W/2, 40))."""
    cx, cy = HALF_W / 2, 40.0
    pen.poly(pal.SKIN_SHADE, [(cx - 6, 50), (cx + 6, 50), (cx + 7, 60), (cx - 7, 60)])
    if beard:
        pts = [
            *pen.curve((cx - 14, cy - 2), (cx - 16, cy + 16), (cx - 8, cy + 27), (cx, cy + 29)),
            *pen.curve((cx, cy + 29), (cx + 8, cy + 27), (cx + 16, cy + 16), (cx + 14, cy - 2)),
        ]
        pen.poly(BEARD, pts)
        for dx in (-6, -2, 2, 6):
            pen.line(mix(BEARD, (0, 0, 0), 0.3), [(cx + dx, cy + 18), (cx + dx * 1.2, cy + 26)], 0.6)
    pen.oval(pal.SKIN, (cx, cy), 13.5, 16)
    pen.oval(pal.SKIN_SHADE, (cx - 13, cy + 1), 2.2, 3.5)
    pen.oval(pal.SKIN_SHADE, (cx + 13, cy + 1), 2.2, 3.5)
    for side in (-1, 1):
        ex = cx + side * 5.4
        pen.line(HAIR, [(ex - 3.4, cy - 5.2), (ex, cy - 6.6), (ex + 3.4, cy - 5.4)], 1.2)
        pen.oval(pal.CREAM, (ex, cy - 1.5), 2.8, 1.7)
        pen.dot(HAIR, (ex + side * 0.3, cy - 1.5), 1.3)
        if lashes:
            pen.line(HAIR, [(ex - 3.2, cy - 2.8), (ex + 3.2, cy - 2.8)], 0.9)
    pen.line(pal.SKIN_SHADE, [(cx - 0.5, cy - 1), (cx - 1.8, cy + 5), (cx + 1, cy + 5.6)], 1.0)
    if beard:
        chin = [
            *pen.curve((cx - 11, cy + 6), (cx - 9, cy + 15), (cx - 4, cy + 17), (cx, cy + 17)),
            *pen.curve((cx, cy + 17), (cx + 4, cy + 17), (cx + 9, cy + 15), (cx + 11, cy + 6)),
            (cx + 5, cy + 12),
            (cx - 5, cy + 12),
        ]
        pen.poly(BEARD, chin)
        pen.line(
            BEARD, [(cx - 9, cy + 9), (cx - 4, cy + 7), (cx, cy + 8), (cx + 4, cy + 7), (cx + 9, cy + 9)], 2.4
        )
        pen.line((176, 76, 64), [(cx - 2.6, cy + 11), (cx + 2.6, cy + 11)], 1.3)
    else:
        pen.line((186, 64, 64), [(cx - 3.5, cy + 9), (cx, cy + 10.2), (cx + 3.5, cy + 9)], 1.4)
        pen.oval((240, 170, 160), (cx - 7.5, cy + 5), 2.6, 1.6)
        pen.oval((240, 170, 160), (cx + 7.5, cy + 5), 2.6, 1.6)


def king_crown(pen: Pen, main: Color) -> None:
    cx = HALF_W / 2
    points = [(cx - 15, 27)]
    for i, x in enumerate(range(-15, 16, 6)):
        points.append((cx + x, 8 if i % 2 == 0 else 14))
        if x < 15:
            points.append((cx + x + 3, 20))
    points.append((cx + 15, 27))
    pen.poly(pal.GOLD, [*points, (cx + 15, 30), (cx - 15, 30)])
    pen.poly(pal.GOLD_DARK, points, 0.8)
    for i, x in enumerate(range(-15, 16, 6)):
        pen.dot(pal.GOLD_LIGHT, (cx + x, 8 if i % 2 == 0 else 14), 1.9)
    pen.poly(mix(pal.GOLD, pal.GOLD_DARK, 0.4), [(cx - 16, 25), (cx + 16, 25), (cx + 16, 31), (cx - 16, 31)])
    for x, c in ((-9, main), (0, JEWEL_BLUE), (9, main)):
        pen.oval(pal.CREAM, (cx + x, 28), 2.4, 2.0)
        pen.oval(c, (cx + x, 28), 1.7, 1.4)


def queen_tiara(pen: Pen, main: Color) -> None:
    cx = HALF_W / 2
    hair = [
        *pen.curve((cx - 15, 34), (cx - 19, 48), (cx - 20, 60), (cx - 24, 66)),
        (cx - 16, 66),
        *pen.curve((cx - 13, 52), (cx - 12, 40), (cx, 36), (cx + 13, 40)),
        *pen.curve((cx + 13, 52), (cx + 14, 60), (cx + 16, 66), (cx + 24, 66)),
        *pen.curve((cx + 20, 60), (cx + 19, 48), (cx + 15, 34), (cx, 24)),
    ]
    pen.poly(HAIR, hair)
    pen.oval(HAIR, (cx, 30), 15, 8)
    # phoenix tiara: three rounded arches with a lotus bud on top
    for x, top in ((-10, 17), (0, 11), (10, 17)):
        pen.oval(pal.GOLD, (cx + x, top + 7), 5.2, 7.5)
        pen.oval(main, (cx + x, top + 8), 2.2, 3.2)
    pen.poly(pal.GOLD, [(cx - 16, 23), (cx + 16, 23), (cx + 15, 29), (cx - 15, 29)])
    pen.line(pal.GOLD_DARK, [(cx - 16, 29), (cx + 16, 29)], 0.8)
    pen.poly(pal.GOLD_LIGHT, [(cx, 3), (cx + 3, 8), (cx, 12), (cx - 3, 8)])
    for x in (-12, -6, 0, 6, 12):
        pen.dot(pal.CREAM, (cx + x, 26), 1.1)
    # earrings
    for side in (-1, 1):
        pen.line(pal.GOLD, [(cx + side * 12.5, 45), (cx + side * 13, 50)], 0.8)
        pen.dot(pal.GOLD, (cx + side * 13, 51), 1.6)


def jack_cap(pen: Pen, main: Color) -> None:
    cx = HALF_W / 2
    pen.poly(
        HAIR,
        [(cx - 14.5, 27), (cx + 14.5, 27), (cx + 14.5, 44), (cx + 11, 33), (cx - 11, 33), (cx - 14.5, 44)],
    )
    cap = [
        *pen.curve((cx - 18, 30), (cx - 20, 14), (cx - 4, 8), (cx + 8, 10)),
        *pen.curve((cx + 8, 10), (cx + 20, 12), (cx + 21, 22), (cx + 18, 30)),
    ]
    pen.poly(main, cap)
    pen.poly(pal.GOLD, [(cx - 18, 26), (cx + 18, 26), (cx + 17, 32), (cx - 17, 32)])
    for x in range(-14, 15, 7):
        pen.dot(pal.GOLD_DARK, (cx + x, 29), 1.3)
    feather = [
        *pen.curve((cx + 12, 22), (cx + 18, 12), (cx + 22, 8), (cx + 27, 4)),
        *pen.curve((cx + 27, 4), (cx + 26, 11), (cx + 22, 18), (cx + 15, 27)),
    ]
    pen.poly(pal.CREAM, feather)
    pen.line(pal.GOLD_DARK, pen.curve((cx + 14, 25), (cx + 19, 14), (cx + 23, 9), (cx + 26, 5)), 0.9)


def sword(pen: Pen, x: float) -> None:
    """A straight sword held upright at ``x`` (blade up)."""
    pen.poly((214, 220, 228), [(x - 2.4, 70), (x - 2.4, 12), (x, 6), (x + 2.4, 12), (x + 2.4, 70)])
    pen.line((150, 160, 172), [(x, 12), (x, 68)], 0.8)
    pen.poly(pal.GOLD, [(x - 9, 70), (x + 9, 70), (x + 8, 74), (x - 8, 74)])
    pen.poly(pal.GOLD_DARK, [(x - 2, 74), (x + 2, 74), (x + 2, 90), (x - 2, 90)])
    pen.dot(pal.GOLD, (x, 92), 3)


def lotus(pen: Pen, x: float, main: Color) -> None:
    """A pink lotus on a long stem with a leaf, held at ``x``."""
    pen.line((62, 112, 56), pen.curve((x, 88), (x + 2, 64), (x - 2, 44), (x, 26)), 1.8)
    leaf = [
        *pen.curve((x, 66), (x + 6, 56), (x + 14, 54), (x + 18, 56)),
        *pen.curve((x + 18, 56), (x + 14, 64), (x + 6, 66), (x, 66)),
    ]
    pen.poly((76, 136, 66), leaf)
    pen.line((52, 100, 48), [(x + 1, 65), (x + 16, 57)], 0.6)
    pink, deep = (246, 176, 186), (214, 92, 116)
    base = (x * SS, 27 * SS)
    for angle, length, col in (
        (-0.95, 11, pink),
        (0.95, 11, pink),
        (-0.5, 15, pink),
        (0.5, 15, pink),
        (0.0, 17, deep),
    ):
        lotus_petal(pen.surf, base, length * SS, 4.2 * SS, angle, mix(col, main, 0.15))
    for angle, length in ((-0.5, 15), (0.5, 15)):
        tip = (x + length * 0.8 * math.sin(angle), 27 - length * 0.8 * math.cos(angle))
        pen.line(deep, [(x, 26), tip], 0.5)
    pen.poly(pal.GOLD, [(x - 5, 27), (x + 5, 27), (x + 3, 30), (x - 3, 30)])


def sleeve(pen: Pen, main: Color, hand: Point, side: int) -> None:
    """An arm from the shoulder to ``hand``: sleeve in the robe colour, gold cuff, the hand."""
    cx = HALF_W / 2
    sx, sy = cx + side * 40, 68
    hx, hy = hand
    pen.poly(main, [(sx - 8, sy), (sx + 8, sy), (hx + 6, hy + 4), (hx - 6, hy + 4)])
    pen.line(mix(main, (0, 0, 0), 0.3), [(sx - side * 8, sy), (hx - side * 6, hy + 4)], 1.0)
    pen.line(pal.GOLD, [(hx - 6.5, hy + 4), (hx + 6.5, hy + 4)], 2.6)
    pen.oval(pal.SKIN, (hx, hy), 5, 4.2)
    pen.line(pal.SKIN_SHADE, [(hx - 3, hy - 1), (hx + 3, hy - 1)], 0.6)


def spear(pen: Pen, x: float) -> None:
    """A spear with a gold head and a red tassel, held at ``x``."""
    pen.line((120, 80, 46), [(x, 104), (x, 16)], 2.4)
    pen.poly(pal.GOLD, [(x, 0), (x + 5, 12), (x + 2.4, 18), (x - 2.4, 18), (x - 5, 12)])
    pen.poly(pal.GOLD_DARK, [(x, 0), (x + 5, 12), (x + 2.4, 18), (x - 2.4, 18), (x - 5, 12)], 0.7)
    pen.poly(pal.RED, [(x - 3, 19), (x + 3, 19), (x + 5, 30), (x, 27), (x - 5, 30)])


def half_figure(rank: str, suit: str, main: Color) -> pygame.Surface:
    """The upper half of a court panel (transparent background), supersampled."""
    surf = pygame.Surface((HALF_W * SS, HALF_H * SS), pygame.SRCALPHA)
    pen = Pen(surf)
    cx = HALF_W / 2
    side = 1 if rank == "Q" else -1
    attr_x = cx + side * 40
    hand = (attr_x, 82.0)
    if rank == "J":
        spear(pen, attr_x)
    robe(pen, main, pal.GOLD, {"K": "badge", "Q": "pearls", "J": "belt"}[rank], suit)
    if rank == "K":
        pen.oval(HAIR, (cx, 36), 15.5, 13)
        face(pen, beard=True, lashes=False)
        king_crown(pen, main)
        sword(pen, attr_x)
    elif rank == "Q":
        queen_tiara(pen, main)
        face(pen, beard=False, lashes=True)
        queen_front_hair(pen)
        lotus(pen, attr_x, main)
    else:
        face(pen, beard=False, lashes=False)
        jack_cap(pen, main)
    sleeve(pen, main, hand, side)
    blit_pip(surf, suit, pen.p(cx - side * 42, 15), 17 * SS, main)
    return surf


def queen_front_hair(pen: Pen) -> None:
    cx = HALF_W / 2
    fringe = [
        *pen.curve((cx - 13, 40), (cx - 12, 30), (cx - 4, 27), (cx, 28)),
        *pen.curve((cx, 28), (cx + 4, 27), (cx + 12, 30), (cx + 13, 40)),
        *pen.curve((cx + 11, 33), (cx + 6, 31), (cx + 2, 32), (cx, 34)),
        *pen.curve((cx, 34), (cx - 2, 32), (cx - 6, 31), (cx - 11, 33)),
    ]
    pen.poly(HAIR, fringe)
