"""The twelve animals of the Vietnamese zodiac (con giáp), drawn as bold emblems.

Each ``draw_<id>`` paints one animal with a :class:`Pen` in *unit* coordinates: the origin is
the centre of the medallion's field, 1.0 its radius, y grows downwards.  Shapes are unions of
ellipses, polygons and thick strokes in a few flat colours (cream, gold, dark lacquer), so
the silhouette stays readable when the medallion is scaled to 40 px.  Vietnam's zodiac has
the cat (mèo) where China's has the rabbit.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from art import palette as pal
from art.draw import Color, Point, bezier, mix, thick_polyline

CREAM = pal.CREAM
SHADE = mix(pal.CREAM, pal.GOLD_DARK, 0.28)  # a shaded cream for a second plane
GOLD = pal.GOLD
GOLD_LIGHT = pal.GOLD_LIGHT
DARK = pal.LACQUER_DARK
INK = mix(pal.LACQUER_DARK, (0, 0, 0), 0.35)
PINK = (238, 176, 168)
PINK_DARK = (206, 122, 118)
TIGER = (236, 150, 52)
HORN_LINE = mix(pal.GOLD_DARK, pal.LACQUER_DARK, 0.3)


class Pen:
    """Draws in unit coordinates on a supersampled surface."""

    def __init__(self, surf: pygame.Surface, centre: Point, unit: float) -> None:
        self.surf = surf
        self.cx, self.cy = centre
        self.unit = unit

    def p(self, pt: Point) -> Point:
        return (self.cx + pt[0] * self.unit, self.cy + pt[1] * self.unit)

    def poly(self, color: Color, pts: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surf, color, [self.p(q) for q in pts])

    def circle(self, color: Color, c: Point, r: float) -> None:
        pygame.draw.circle(self.surf, color, self.p(c), r * self.unit)

    def ellipse(self, color: Color, c: Point, rx: float, ry: float, angle: float = 0.0) -> None:
        self.poly(color, ellipse_points(c, rx, ry, angle))

    def stroke(self, color: Color, pts: Sequence[Point], width: float) -> None:
        thick_polyline(self.surf, color, [self.p(q) for q in pts], width * self.unit)

    def outlined_stroke(self, fill: Color, pts: Sequence[Point], width: float, edge: float = 0.035) -> None:
        self.stroke(INK, pts, width + 2 * edge)
        self.stroke(fill, pts, width)


def ellipse_points(c: Point, rx: float, ry: float, angle: float = 0.0, n: int = 48) -> list[Point]:
    """An ellipse as a polygon, rotated by ``angle`` degrees (clockwise on screen)."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    out: list[Point] = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((c[0] + x * ca - y * sa, c[1] + x * sa + y * ca))
    return out


def curve(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 16) -> list[Point]:
    return bezier(p0, p1, p2, p3, n)


def mirror(pts: Sequence[Point]) -> list[Point]:
    return [(-x, y) for x, y in pts]


def both(pen: Pen, color: Color, pts: Sequence[Point]) -> None:
    """A shape and its mirror image (left/right features of a face seen head-on)."""
    pen.poly(color, pts)
    pen.poly(color, mirror(pts))


def eyes(pen: Pen, x: float, y: float, r: float, glint: bool = True) -> None:
    for sx in (-x, x):
        pen.circle(INK, (sx, y), r)
        if glint:
            pen.circle(CREAM, (sx + r * 0.3, y - r * 0.35), r * 0.3)


# --- the animals ---------------------------------------------------------------------------


def draw_ty(pen: Pen) -> None:
    """Tý — the rat, seen from the side: pointed snout, round ear, long curling tail."""
    tail = curve((0.42, 0.32), (0.95, 0.45), (0.95, -0.25), (0.55, -0.32), 20)
    pen.stroke(CREAM, tail, 0.075)
    pen.circle(CREAM, (0.55, -0.32), 0.04)
    pen.ellipse(CREAM, (0.08, 0.14), 0.46, 0.32, -8)
    pen.ellipse(CREAM, (-0.3, 0.0), 0.27, 0.22, 12)
    pen.poly(CREAM, [(-0.42, -0.12), (-0.72, 0.12), (-0.62, 0.16), (-0.3, 0.2)])
    pen.circle(PINK_DARK, (-0.71, 0.12), 0.055)
    for x in (-0.22, 0.28):
        pen.ellipse(CREAM, (x, 0.43), 0.11, 0.06)
    pen.circle(CREAM, (-0.16, -0.22), 0.17)
    pen.circle(PINK, (-0.16, -0.22), 0.1)
    pen.circle(INK, (-0.42, -0.03), 0.05)
    for dy in (-0.05, 0.04):
        pen.stroke(GOLD_LIGHT, [(-0.6, 0.1), (-0.86, 0.1 + dy * 2.2)], 0.018)


def draw_suu(pen: Pen) -> None:
    """Sửu — the water buffalo (trâu), head-on: wide crescent horns, broad muzzle."""
    horn_outer = curve((0.16, -0.38), (0.55, -0.5), (0.86, -0.35), (0.74, -0.78), 18)
    horn_inner = curve((0.74, -0.78), (0.66, -0.52), (0.45, -0.36), (0.14, -0.22), 18)
    both(pen, GOLD, horn_outer + horn_inner)
    both(pen, CREAM, ellipse_points((0.46, -0.12), 0.2, 0.085, 18))
    both(pen, PINK, ellipse_points((0.46, -0.12), 0.12, 0.04, 18))
    pen.ellipse(CREAM, (0, -0.14), 0.35, 0.3)
    pen.poly(CREAM, [(-0.35, -0.12), (0.35, -0.12), (0.27, 0.3), (-0.27, 0.3)])
    pen.ellipse(SHADE, (0, 0.36), 0.31, 0.22)
    pen.ellipse(INK, (-0.12, 0.36), 0.06, 0.08, 20)
    pen.ellipse(INK, (0.12, 0.36), 0.06, 0.08, -20)
    pen.poly(GOLD, [(-0.1, -0.42), (0, -0.3), (0.1, -0.42), (0, -0.36)])
    eyes(pen, 0.17, -0.1, 0.055)


def draw_dan(pen: Pen) -> None:
    """Dần — the tiger, head-on: orange face, 王 stripes on the brow, white muzzle."""
    for sx in (-1, 1):
        pen.circle(TIGER, (0.42 * sx, -0.42), 0.17)
        pen.circle(INK, (0.42 * sx, -0.42), 0.09)
    both(pen, TIGER, [(0.45, -0.1), (0.7, 0.18), (0.5, 0.2), (0.62, 0.36), (0.35, 0.36)])
    pen.ellipse(TIGER, (0, 0.0), 0.56, 0.5)
    pen.ellipse(CREAM, (0, 0.3), 0.3, 0.22)
    both(pen, CREAM, ellipse_points((0.14, 0.22), 0.17, 0.14))
    pen.poly(INK, [(-0.1, 0.08), (0.1, 0.08), (0, 0.19)])
    pen.stroke(INK, [(0, 0.18), (0, 0.26)], 0.025)
    for y, w in ((-0.38, 0.14), (-0.29, 0.1), (-0.2, 0.14)):
        pen.stroke(INK, [(-w, y), (w, y)], 0.05)
    pen.stroke(INK, [(0, -0.4), (0, -0.2)], 0.05)
    for y in (-0.02, 0.12, 0.26):
        both(pen, INK, [(0.56, y - 0.05), (0.56, y + 0.05), (0.36, y + 0.01)])
    for sx in (-1, 1):
        pen.ellipse(GOLD_LIGHT, (0.22 * sx, -0.05), 0.1, 0.065, -15 * sx)
        pen.ellipse(INK, (0.22 * sx, -0.05), 0.035, 0.06)


def draw_mao(pen: Pen) -> None:
    """Mão — the cat (mèo), sitting, face turned to us, tail curled up its side."""
    tail = curve((0.3, 0.52), (0.85, 0.52), (0.82, -0.02), (0.58, -0.14), 18)
    pen.stroke(CREAM, tail, 0.11)
    pen.ellipse(CREAM, (0.02, 0.2), 0.36, 0.4)
    pen.ellipse(CREAM, (0.0, 0.52), 0.4, 0.11)
    pen.ellipse(SHADE, (-0.12, 0.55), 0.09, 0.055)
    pen.ellipse(SHADE, (0.12, 0.55), 0.09, 0.055)
    pen.ellipse(CREAM, (0.0, -0.33), 0.3, 0.26)
    both(pen, CREAM, [(0.08, -0.5), (0.26, -0.8), (0.3, -0.36)])
    both(pen, PINK, [(0.14, -0.5), (0.24, -0.68), (0.26, -0.44)])
    for sx in (-1, 1):
        pen.ellipse(GOLD, (0.12 * sx, -0.36), 0.075, 0.06)
        pen.ellipse(INK, (0.12 * sx, -0.36), 0.022, 0.055)
    pen.poly(PINK_DARK, [(-0.04, -0.25), (0.04, -0.25), (0, -0.2)])
    for sx in (-1, 1):
        for dy in (-0.05, 0.03):
            pen.stroke(GOLD_LIGHT, [(0.12 * sx, -0.21), (0.5 * sx, -0.21 + dy)], 0.016)


def draw_thin(pen: Pen) -> None:
    """Thìn — the dragon, in profile: antlers, brow, long snout with teeth, flowing whiskers."""
    for base, tip, branch in (
        ((-0.12, -0.3), (-0.5, -0.78), (-0.2, -0.66)),
        ((-0.22, -0.22), (-0.68, -0.56), (-0.44, -0.58)),
    ):
        pen.stroke(GOLD_LIGHT, [base, ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2 - 0.04), tip], 0.07)
        mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2 - 0.04)
        pen.stroke(GOLD_LIGHT, [mid, branch], 0.05)
    mane = [(-0.3, -0.3), (-0.62, -0.2), (-0.45, -0.08), (-0.78, 0.06), (-0.55, 0.16), (-0.8, 0.36),
            (-0.5, 0.4), (-0.62, 0.62), (-0.3, 0.5)]
    pen.poly(SHADE, mane)
    head = [(-0.34, -0.22), (-0.1, -0.34), (0.12, -0.38), (0.24, -0.28)]
    head += curve((0.24, -0.28), (0.42, -0.24), (0.62, -0.22), (0.7, -0.12), 8)
    head += [(0.74, -0.02), (0.62, 0.04), (0.22, 0.06), (0.56, 0.2), (0.5, 0.27), (0.16, 0.28),
             (-0.02, 0.34), (-0.12, 0.72), (-0.46, 0.72), (-0.42, 0.2)]
    pen.poly(GOLD, head)
    pen.poly(GOLD_LIGHT, [(0.0, -0.3), (0.12, -0.38), (0.26, -0.3), (0.12, -0.26)])
    for x in (0.32, 0.42, 0.52):
        pen.poly(CREAM, [(x, 0.05), (x + 0.06, 0.05), (x + 0.03, 0.11)])
    pen.ellipse(CREAM, (0.1, -0.2), 0.075, 0.06)
    pen.circle(INK, (0.12, -0.2), 0.035)
    pen.circle(INK, (0.64, -0.12), 0.025)
    whisker = curve((0.66, -0.04), (0.9, 0.2), (0.4, 0.4), (0.72, 0.62), 18)
    pen.stroke(GOLD_LIGHT, whisker, 0.04)
    for y in (0.0, 0.2, 0.4):
        pen.stroke(DARK, [(-0.3, y + 0.1), (-0.18, y), (-0.06, y + 0.1)], 0.025)


def draw_ti(pen: Pen) -> None:
    """Tỵ — the snake, coiled, head raised, forked tongue out."""
    coil: list[Point] = []
    for i in range(60):
        t = i / 59
        a = math.pi * 0.5 + t * 2 * math.pi * 1.45
        r = 0.5 - 0.3 * t
        coil.append((r * math.cos(a) * 1.1, 0.34 + r * math.sin(a) * 0.62))
    neck = curve(coil[-1], (0.05, -0.05), (0.3, -0.2), (0.05, -0.42), 14)
    body = coil + neck[1:]
    for i in range(0, len(body) - 1, 6):
        seg = body[i : i + 7]
        pen.outlined_stroke(CREAM, seg, 0.15)
    for i in range(4, len(body) - 4, 7):
        pen.circle(GOLD, body[i], 0.03)
    pen.ellipse(INK, (-0.08, -0.47), 0.2, 0.135, -10)
    pen.ellipse(CREAM, (-0.08, -0.47), 0.17, 0.105, -10)
    pen.circle(INK, (-0.12, -0.52), 0.035)
    pen.stroke(PINK, [(-0.25, -0.44), (-0.42, -0.42)], 0.025)
    pen.stroke(PINK, [(-0.42, -0.42), (-0.5, -0.47)], 0.02)
    pen.stroke(PINK, [(-0.42, -0.42), (-0.49, -0.36)], 0.02)


def draw_ngo(pen: Pen) -> None:
    """Ngọ — the horse: head and neck in profile, like a chess knight, with a gold mane."""
    mane = [(0.1, -0.58), (0.5, -0.3), (0.42, -0.18), (0.66, -0.02), (0.56, 0.08), (0.76, 0.3),
            (0.62, 0.36), (0.82, 0.62), (0.5, 0.78), (0.2, -0.3)]
    pen.poly(GOLD, mane)
    head = [(0.04, -0.78), (0.16, -0.56), (0.44, -0.2), (0.58, 0.3), (0.6, 0.82), (-0.06, 0.82),
            (-0.06, 0.4), (-0.2, 0.2)]
    head += curve((-0.2, 0.2), (-0.44, 0.24), (-0.64, 0.2), (-0.62, 0.04), 8)
    head += [(-0.5, -0.14), (-0.14, -0.5), (-0.08, -0.74), (0.0, -0.56)]
    pen.poly(CREAM, head)
    pen.poly(SHADE, [(-0.2, 0.2), (-0.06, 0.4), (-0.06, 0.82), (0.1, 0.82), (0.1, 0.3)])
    pen.ellipse(INK, (-0.14, -0.3), 0.055, 0.04, -30)
    pen.circle(INK, (-0.52, 0.02), 0.04)
    pen.stroke(DARK, [(-0.6, 0.14), (-0.42, 0.14)], 0.02)
    pen.stroke(GOLD, [(-0.38, -0.1), (-0.5, 0.1), (-0.3, 0.16), (-0.12, -0.06)], 0.035)


def draw_mui(pen: Pen) -> None:
    """Mùi — the goat (dê), head in profile: horn swept back, ear, pointed beard."""
    horn = curve((-0.02, -0.42), (0.2, -0.86), (0.72, -0.7), (0.66, -0.16), 18)
    horn_back = curve((0.66, -0.16), (0.58, -0.46), (0.3, -0.52), (0.16, -0.3), 18)
    pen.poly(GOLD, horn + horn_back)
    for t in (0.3, 0.45, 0.6, 0.75):
        a, b = horn[round(t * 18)], horn_back[round((1 - t) * 18)]
        pen.stroke(HORN_LINE, [a, b], 0.018)
    neck = [(0.1, -0.1), (0.46, 0.2), (0.52, 0.82), (-0.1, 0.82), (-0.04, 0.34)]
    pen.poly(SHADE, neck)
    head = [(-0.04, -0.44), (0.2, -0.32), (0.26, -0.06), (0.08, 0.2)]
    head += curve((0.08, 0.2), (-0.2, 0.34), (-0.52, 0.24), (-0.6, 0.12), 8)
    head += [(-0.56, 0.0), (-0.26, -0.3)]
    pen.poly(CREAM, head)
    pen.poly(CREAM, [(-0.18, 0.26), (-0.02, 0.24), (-0.12, 0.64)])
    pen.ellipse(CREAM, (0.34, -0.14), 0.2, 0.07, 25)
    pen.ellipse(PINK, (0.34, -0.14), 0.12, 0.03, 25)
    pen.ellipse(INK, (-0.08, -0.18), 0.06, 0.035, 15)
    pen.circle(INK, (-0.52, 0.06), 0.03)
    pen.stroke(DARK, [(-0.56, 0.16), (-0.38, 0.18)], 0.02)



def draw_than(pen: Pen) -> None:
    """Thân — the monkey, head-on: round ears, a pale heart-shaped face, a tuft of fur."""
    for sx in (-1, 1):
        pen.circle(GOLD, (0.5 * sx, 0.02), 0.19)
        pen.circle(PINK, (0.5 * sx, 0.02), 0.11)
    pen.circle(GOLD, (0, 0.0), 0.5)
    pen.poly(GOLD, [(-0.16, -0.44), (-0.06, -0.64), (0.0, -0.46), (0.1, -0.66), (0.16, -0.44)])
    both(pen, CREAM, ellipse_points((0.15, -0.08), 0.19, 0.2))
    pen.ellipse(CREAM, (0, 0.2), 0.32, 0.24)
    eyes(pen, 0.15, -0.07, 0.06)
    pen.circle(INK, (-0.05, 0.12), 0.025)
    pen.circle(INK, (0.05, 0.12), 0.025)
    pen.stroke(DARK, curve((-0.16, 0.26), (-0.06, 0.36), (0.06, 0.36), (0.16, 0.26), 10), 0.03)


def draw_dau(pen: Pen) -> None:
    """Dậu — the rooster in profile: comb and wattle, arching sickle tail, legs."""
    for k, colour in enumerate((GOLD, SHADE, GOLD_LIGHT)):
        d = k * 0.1
        pen.stroke(colour, curve((0.2, 0.1), (0.3 - d, -0.7 + d), (0.9 - d, -0.6), (0.78 - d, 0.12 + d), 16), 0.08)
    pen.ellipse(CREAM, (0.08, 0.2), 0.38, 0.28, -10)
    pen.poly(CREAM, [(-0.36, -0.3), (-0.14, -0.3), (-0.02, 0.1), (-0.3, 0.2)])
    pen.circle(CREAM, (-0.26, -0.36), 0.16)
    pen.poly(GOLD, [(-0.38, -0.42), (-0.58, -0.34), (-0.38, -0.28)])
    comb = [(-0.4, -0.46), (-0.42, -0.62), (-0.32, -0.54), (-0.28, -0.7), (-0.2, -0.56), (-0.12, -0.66),
            (-0.1, -0.48)]
    pen.poly(pal.SEAL, comb)
    pen.stroke(GOLD_LIGHT, [*comb, comb[0]], 0.02)
    pen.ellipse(pal.SEAL, (-0.38, -0.2), 0.05, 0.08)
    pen.circle(INK, (-0.28, -0.4), 0.035)
    pen.stroke(SHADE, curve((-0.06, 0.12), (0.12, 0.0), (0.32, 0.1), (0.36, 0.3), 10), 0.05)
    for x in (-0.02, 0.18):
        pen.stroke(GOLD, [(x, 0.42), (x - 0.02, 0.56)], 0.045)
        pen.stroke(GOLD, [(x - 0.1, 0.58), (x + 0.08, 0.58)], 0.035)


def draw_tuat(pen: Pen) -> None:
    """Tuất — the dog, head-on: long floppy gold ears, a big nose, a pink tongue."""
    pen.ellipse(CREAM, (0, -0.06), 0.4, 0.42)
    for sx in (-1, 1):
        pen.ellipse(GOLD, (0.42 * sx, 0.02), 0.15, 0.34, -14 * sx)
    pen.ellipse(GOLD, (-0.16, -0.24), 0.1, 0.07)
    pen.ellipse(SHADE, (0, 0.24), 0.24, 0.18)
    pen.ellipse(PINK, (0, 0.42), 0.07, 0.09)
    pen.ellipse(SHADE, (0, 0.24), 0.2, 0.12)
    pen.ellipse(INK, (0, 0.14), 0.1, 0.065)
    pen.stroke(INK, [(0, 0.18), (0, 0.28)], 0.025)
    pen.stroke(INK, curve((-0.14, 0.28), (-0.08, 0.34), (0.08, 0.34), (0.14, 0.28), 8), 0.025)
    eyes(pen, 0.16, -0.12, 0.06)


def draw_hoi(pen: Pen) -> None:
    """Hợi — the pig, head-on: pink round face, ears flopped forward, a big snout."""
    for sx in (-1, 1):
        pen.poly(PINK, [(0.2 * sx, -0.4), (0.56 * sx, -0.66), (0.5 * sx, -0.2)])
        pen.poly(PINK_DARK, [(0.28 * sx, -0.38), (0.5 * sx, -0.56), (0.46 * sx, -0.28)])
    pen.ellipse(PINK, (0, 0.04), 0.54, 0.46)
    pen.ellipse(PINK_DARK, (0, 0.16), 0.24, 0.16)
    pen.ellipse(PINK, (0, 0.14), 0.21, 0.13)
    pen.ellipse(INK, (-0.08, 0.15), 0.045, 0.07)
    pen.ellipse(INK, (0.08, 0.15), 0.045, 0.07)
    eyes(pen, 0.24, -0.12, 0.055)
    for sx in (-1, 1):
        pen.ellipse(PINK_DARK, (0.36 * sx, 0.1), 0.07, 0.04)


Drawing = Callable[[Pen], None]

# (id, Hán character of the earthly branch, drawing)
ANIMALS: tuple[tuple[str, str, Drawing], ...] = (
    ("ty", "子", draw_ty),
    ("suu", "丑", draw_suu),
    ("dan", "寅", draw_dan),
    ("mao", "卯", draw_mao),
    ("thin", "辰", draw_thin),
    ("ti", "巳", draw_ti),
    ("ngo", "午", draw_ngo),
    ("mui", "未", draw_mui),
    ("than", "申", draw_than),
    ("dau", "酉", draw_dau),
    ("tuat", "戌", draw_tuat),
    ("hoi", "亥", draw_hoi),
)
