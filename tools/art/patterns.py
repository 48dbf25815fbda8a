"""Ornaments in a Vietnamese idiom: the Đông Sơn bronze-drum (trống đồng) medallion, a lattice,
cloud scrolls and lotus petals.  All take coordinates in the pixels of the surface drawn on
(callers pass supersampled values)."""

from __future__ import annotations

import math

import pygame

from art.draw import Color, Point, bezier, mix, polygon, rotate_points, thick_polyline


def star(surf: pygame.Surface, centre: Point, r_out: float, r_in: float, points: int, color: Color) -> None:
    """A many-pointed star, the sun at the centre of a bronze drum."""
    cx, cy = centre
    pts: list[Point] = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.pi * i / points - math.pi / 2
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    polygon(surf, color, pts)


def ring(surf: pygame.Surface, centre: Point, radius: float, width: float, color: Color) -> None:
    pygame.draw.circle(surf, color, centre, radius, max(1, round(width)))


def tick_ring(
    surf: pygame.Surface, centre: Point, r0: float, r1: float, count: int, width: float, color: Color
) -> None:
    """Short radial strokes between radii ``r0`` and ``r1``."""
    cx, cy = centre
    for i in range(count):
        a = 2 * math.pi * i / count
        ca, sa = math.cos(a), math.sin(a)
        pygame.draw.line(
            surf, color, (cx + r0 * ca, cy + r0 * sa), (cx + r1 * ca, cy + r1 * sa), max(1, round(width))
        )


def dot_ring(
    surf: pygame.Surface, centre: Point, radius: float, count: int, dot_r: float, color: Color
) -> None:
    cx, cy = centre
    for i in range(count):
        a = 2 * math.pi * (i + 0.5) / count
        pygame.draw.circle(surf, color, (cx + radius * math.cos(a), cy + radius * math.sin(a)), dot_r)


def circle_dot_ring(
    surf: pygame.Surface, centre: Point, radius: float, count: int, r: float, color: Color, bg: Color
) -> None:
    """Tangent circles with a dot in each: the commonest band of a bronze drum."""
    cx, cy = centre
    for i in range(count):
        a = 2 * math.pi * i / count
        p = (cx + radius * math.cos(a), cy + radius * math.sin(a))
        pygame.draw.circle(surf, color, p, r)
        pygame.draw.circle(surf, bg, p, r * 0.62)
        pygame.draw.circle(surf, color, p, r * 0.28)


def bird_ring(
    surf: pygame.Surface, centre: Point, radius: float, count: int, size: float, color: Color
) -> None:
    """Stylised long-beaked birds (chim Lạc) flying round the drum, counter-clockwise."""
    cx, cy = centre
    base: list[Point] = [
        (-1.0, 0.0),
        (-0.3, -0.25),
        (0.2, -0.9),
        (0.25, -0.2),
        (1.2, -0.1),
        (0.3, 0.2),
        (-0.4, 0.3),
    ]
    for i in range(count):
        a = 2 * math.pi * i / count
        p = (cx + radius * math.cos(a), cy + radius * math.sin(a))
        pts = [(p[0] + x * size, p[1] + y * size) for x, y in base]
        polygon(surf, color, rotate_points(pts, a - math.pi / 2, p))


def drum_medallion(surf: pygame.Surface, centre: Point, radius: float, gold: Color, bg: Color) -> None:
    """The face of a Đông Sơn bronze drum: sun star, bands of circles, ticks and birds."""
    r = radius
    pygame.draw.circle(surf, mix(bg, (0, 0, 0), 0.18), centre, r)
    ring(surf, centre, r, r * 0.035, gold)
    tick_ring(surf, centre, r * 0.86, r * 0.95, 72, r * 0.018, gold)
    ring(surf, centre, r * 0.85, r * 0.02, gold)
    bird_ring(surf, centre, r * 0.71, 6, r * 0.085, gold)
    ring(surf, centre, r * 0.58, r * 0.02, gold)
    circle_dot_ring(surf, centre, r * 0.52, 18, r * 0.048, gold, mix(bg, (0, 0, 0), 0.18))
    ring(surf, centre, r * 0.45, r * 0.02, gold)
    dot_ring(surf, centre, r * 0.415, 36, r * 0.012, gold)
    ring(surf, centre, r * 0.38, r * 0.015, gold)
    star(surf, centre, r * 0.36, r * 0.12, 14, gold)
    pygame.draw.circle(surf, bg, centre, r * 0.1)
    pygame.draw.circle(surf, gold, centre, r * 0.06)


def lattice(surf: pygame.Surface, rect: pygame.Rect, step: float, width: float, color: Color) -> None:
    """A diagonal lattice (both directions) clipped to ``rect``."""
    old = surf.get_clip()
    surf.set_clip(rect)
    w = max(1, round(width))
    span = rect.width + rect.height
    k: float = -span
    while k < span:
        x = rect.left + k
        pygame.draw.line(surf, color, (x, rect.top), (x + rect.height, rect.bottom), w)
        pygame.draw.line(surf, color, (x + rect.height, rect.top), (x, rect.bottom), w)
        k += step
    surf.set_clip(old)


def lattice_dots(surf: pygame.Surface, rect: pygame.Rect, step: float, r: float, color: Color) -> None:
    """Small dots in the middle of each lattice diamond."""
    old = surf.get_clip()
    surf.set_clip(rect)
    y = rect.top + step / 2
    row = 0
    while y < rect.bottom + step:
        x = rect.left + (step / 2 if row % 2 else 0)
        while x < rect.right + step:
            pygame.draw.circle(surf, color, (x, y), r)
            x += step
        y += step / 2
        row += 1
    surf.set_clip(old)


def cloud_scroll(
    surf: pygame.Surface, origin: Point, size: float, angle: float, width: float, color: Color
) -> None:
    """A 'mây' cloud: a curl with a second smaller curl, as in Vietnamese lacquer borders."""

    def spiral(cx: float, cy: float, r: float, turns: float, sign: int) -> list[Point]:
        pts: list[Point] = []
        n = 40
        for i in range(n + 1):
            t = i / n
            a = sign * 2 * math.pi * turns * t
            rr = r * (1 - 0.75 * t)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts

    s = size
    main = spiral(0, 0, s, 1.0, 1)
    second = spiral(1.7 * s, 0.2 * s, 0.62 * s, 0.9, -1)
    tail = bezier((s, 0), (1.2 * s, 0.9 * s), (2.1 * s, 0.9 * s), (2.32 * s, 0.2 * s), 12)
    ox, oy = origin
    for path in (main, second, tail):
        pts = [(ox + x, oy + y) for x, y in rotate_points(path, angle)]
        thick_polyline(surf, color, pts, width)


def lotus_petal(
    surf: pygame.Surface, base: Point, length: float, width: float, angle: float, color: Color
) -> None:
    """One pointed petal growing from ``base`` in direction ``angle`` (radians, 0 = up)."""
    right = bezier((0, 0), (width, -length * 0.3), (width * 0.6, -length * 0.8), (0, -length), 12)
    left = [(-x, y) for x, y in reversed(right)]
    pts = rotate_points(right + left, angle)
    polygon(surf, color, [(base[0] + x, base[1] + y) for x, y in pts])
