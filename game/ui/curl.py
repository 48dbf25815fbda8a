"""Nặn bài: a face-down card peeled from a grabbed corner, drawn as a curl, not a fold.

Positions across the card are measured along its diagonal from the grabbed corner (``t``).
The fold line ``t = f`` moves from the grabbed corner (``peel`` 0) past the opposite one
(``peel`` 1).  Where the back has lifted away (``t < f``) the face shows where it lies, so
the index in the grabbed corner reads the right way up.  The lifted part is turned over
the fold line and bends up toward the eye (its tip comes back toward the fold, its outline
curves); it shows the card's cream stock, lit strip by strip as the bend turns it from the
light (a Lambert light from the top left), with a bright crease at the fold.  The turn
casts a soft shadow on the face behind the fold and the flap one on the back beneath it.
Everything stays inside the card's own rounded shape.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import pen

Corner = tuple[int, int]  # (x sign, y sign): (1, 1) is the bottom-right corner
Point = tuple[float, float]
CORNERS: tuple[Corner, ...] = ((-1, -1), (1, -1), (-1, 1), (1, 1))

LIGHT = (-0.45, -0.6, 0.66)  # from the top left and above (x, y on screen, z toward the eye)
BEND = 0.5  # the radius the flap bends up with, as a share of the card's shorter side
MAX_STRIPS = 10  # shading strips across the bend (one every 3 px, at most this many)
SPLIT = 4  # pieces each edge of the flap is cut into so that it can curve
SHADOW_STEPS = 4
SHADOW_ALPHA = 100
CORNER_RADIUS = 0.06  # of the card's width (tools/make_cards.py: 12 of 200)
STOCK = (246, 236, 214)  # the inside of the card, seen on the turned-over flap (warmer than a face)
EDGE_LINE = (110, 92, 72)


def _geometry(size: tuple[int, int], corner: Corner) -> tuple[Point, Point, float]:
    """The grabbed corner's position, the unit vector toward the opposite corner, the diagonal."""
    w, h = size
    sx, sy = corner
    origin = (float(w if sx > 0 else 0), float(h if sy > 0 else 0))
    diag = math.hypot(w, h)
    return origin, (-sx * w / diag, -sy * h / diag), diag


def peel_toward(rect: pygame.Rect, corner: Corner, pointer: Point) -> float:
    """The peel (0–1) that brings the flap's tip under ``pointer`` (the grabbed corner
    dragged toward the middle of the card); a pointer behind the corner gives 0."""
    (ox, oy), (ux, uy), diag = _geometry(rect.size, corner)
    target = (pointer[0] - rect.x - ox) * ux + (pointer[1] - rect.y - oy) * uy
    bend = BEND * min(rect.size)
    lo, hi = 0.0, 1.0
    for _ in range(24):  # the tip's distance f + lift(f) grows with f: bisect
        mid = (lo + hi) / 2
        f = mid * diag
        if f + _lift(f, bend) < target:
            lo = mid
        else:
            hi = mid
    return lo


def _band(origin: Point, u: Point, t0: float, t1: float,
          far: float) -> list[Point]:
    """The quadrilateral of the plane with ``t0`` ≤ t ≤ ``t1`` (wide enough to cover the card)."""
    ox, oy = origin
    ux, uy = u
    nx, ny = -uy * far, ux * far
    a = (ox + ux * t0, oy + uy * t0)
    b = (ox + ux * t1, oy + uy * t1)
    return [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]


def _card_outline(size: tuple[int, int]) -> list[Point]:
    """The card's rounded rectangle as a polygon (three points on each corner's arc)."""
    w, h = size
    r = CORNER_RADIUS * w
    pts: list[Point] = []
    for cx, cy, a0 in ((w - r, h - r, 0.0), (r, h - r, 90.0), (r, r, 180.0), (w - r, r, 270.0)):
        for k in range(4):
            a = math.radians(a0 + 30 * k)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _clip(pts: list[Point], origin: Point, u: Point, lo: float, hi: float) -> list[Point]:
    """The part of a convex polygon with ``lo`` ≤ t ≤ ``hi`` (Sutherland–Hodgman, two lines)."""
    for bound, sign in ((lo, 1.0), (hi, -1.0)):
        kept: list[Point] = []
        for i, p in enumerate(pts):
            q = pts[(i + 1) % len(pts)]
            dp = sign * ((p[0] - origin[0]) * u[0] + (p[1] - origin[1]) * u[1] - bound)
            dq = sign * ((q[0] - origin[0]) * u[0] + (q[1] - origin[1]) * u[1] - bound)
            if dp >= 0:
                kept.append(p)
            if (dp >= 0) != (dq >= 0):
                k = dp / (dp - dq)
                kept.append((p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k))
        pts = kept
        if len(pts) < 3:
            return []
    return pts


def _lift(q: float, bend: float) -> float:
    """How far past the fold line the flap's material ``q`` past it shows: a flat turn-over
    (``q``) near the fold, bending up toward the eye over a radius ``bend`` further out, so
    the tip comes back toward the fold and the flap's outline curves."""
    theta = q / bend
    if theta <= math.pi / 2:
        return bend * math.sin(theta)
    return bend + (q - bend * math.pi / 2) * 0.12


def _curled(pts: list[Point], origin: Point, u: Point,
            f: float, bend: float) -> list[Point]:
    """The lifted part's outline turned over the fold line t = ``f`` and bent (edges split so
    they can curve)."""
    out = []
    for i, p in enumerate(pts):
        q = pts[(i + 1) % len(pts)]
        for k in range(SPLIT):
            x = p[0] + (q[0] - p[0]) * k / SPLIT
            y = p[1] + (q[1] - p[1]) * k / SPLIT
            m = f - ((x - origin[0]) * u[0] + (y - origin[1]) * u[1])  # material past the fold
            shift = m + _lift(max(0.0, m), bend)
            out.append((x + u[0] * shift, y + u[1] * shift))
    return out


@lru_cache(maxsize=16)
def _alpha_mask(back: pygame.Surface) -> pygame.Surface:
    """White with the card's own alpha: clips the shading to the card's rounded shape."""
    mask = back.copy()
    mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return mask


def _flap_light(theta: float, u: Point) -> float:
    """Brightness (0.6–1) of the flap where it has bent up by ``theta`` (0: lying flat, its
    stock up; pi/2: standing toward the eye): 0.92 flat, brighter turned to the light."""
    lx, ly, lz = LIGHT
    n = (-math.sin(theta) * u[0], -math.sin(theta) * u[1], math.cos(theta))
    lit = max(0.0, n[0] * lx + n[1] * ly + n[2] * lz)
    return min(1.0, 0.62 + 0.3 * lit / lz)


def _bounds(polygons: list[list[Point]], size: tuple[int, int]) -> pygame.Rect:
    """The pixels the polygons can touch, within the card."""
    xs = [x for poly in polygons for x, _ in poly]
    ys = [y for poly in polygons for _, y in poly]
    box = pygame.Rect(math.floor(min(xs)) - 1, math.floor(min(ys)) - 1, 0, 0)
    box.width = math.ceil(max(xs)) + 2 - box.x
    box.height = math.ceil(max(ys)) + 2 - box.y
    return box.clip(pygame.Rect((0, 0), size))


def curl_image(face: pygame.Surface, back: pygame.Surface, corner: Corner, peel: float) -> pygame.Surface:
    """The peeled card as a new image the size of ``back`` (``face`` the same size).

    Only the pixels the curl changes are worked on: the face is copied where the back has
    lifted, the shadows and the flap are drawn as polygons on one layer the size of their
    bounding box (clipped to the card's rounded shape by its alpha)."""
    p = max(0.0, min(1.0, peel))
    if p >= 1:
        return face.copy()
    out = back.copy()
    if p <= 0:
        return out
    size = out.get_size()
    far = float(sum(size))
    origin, u, diag = _geometry(size, corner)
    f = p * diag  # the fold line
    outline = _card_outline(size)
    lifted = _clip(outline, origin, u, -diag, f)
    if not lifted:
        return out
    # the face, where the back has lifted away
    box = _bounds([lifted], size)
    if box.width and box.height:
        part = face.subsurface(box).copy()
        rest = _band(origin, u, f, f + 4 * far, far)
        pen.polygon(part, (0, 0, 0, 0), [(x - box.x, y - box.y) for x, y in rest])
        out.blit(part, box)
    bend = BEND * min(size)
    flap = _curled(lifted, origin, u, f, bend)
    reach = min(f, bend) * 0.3  # the turn's shadow on the face
    shadow = _clip(outline, origin, u, f - reach, f)
    box = _bounds([flap, *([shadow] if shadow else [])], size)
    if not (box.width and box.height):
        return out
    layer = _scratch(size, 0, box)

    def fill(colour: tuple[int, ...], poly: list[Point], width: int = 0) -> None:
        if len(poly) >= 3:
            pen.polygon(layer, colour, [(x - box.x, y - box.y) for x, y in poly], width)

    # soft shadows, darkest last: of the flap on the back, of the turn on the face
    for i in range(SHADOW_STEPS, 0, -1):
        k = i / SHADOW_STEPS
        off = reach * 0.8 * k
        fill((0, 0, 0, round(SHADOW_ALPHA * 0.5 * (1 - k + 1 / SHADOW_STEPS))),
             [(x + off * 0.6, y + off) for x, y in flap])
    for i in range(SHADOW_STEPS):
        alpha = round(SHADOW_ALPHA * (1 - (i + 0.5) / SHADOW_STEPS) ** 2)
        fill((0, 0, 0, alpha), _clip(outline, origin, u, f - reach * (i + 1) / SHADOW_STEPS,
                                     f - reach * i / SHADOW_STEPS))
    # the flap: card stock in strips, lit by how far each has bent up, with a bright crease;
    # the strips are whole bands, cut to the flap's shape by a mask
    top = min(f, bend * math.pi / 2)  # the material that is still bending
    strips = max(3, min(MAX_STRIPS, round(_lift(top, bend) / 3)))
    edges = [f + _lift(top * i / strips, bend) for i in range(strips + 1)]
    edges[-1] = f + 2 * diag  # the flat rest of the flap with the last strip
    sheet = _scratch(size, 1, box)
    cut = _scratch(size, 2, box)

    def band(surf: pygame.Surface, colour: tuple[int, ...], t0: float, t1: float) -> None:
        pen.polygon(surf, colour, [(x - box.x, y - box.y) for x, y in _band(origin, u, t0, t1, far)])

    for i in range(strips):
        band(sheet, _scaled(STOCK, _flap_light(top * (i + 0.5) / strips / bend, u)), edges[i], edges[i + 1] + 0.5)
    band(sheet, _scaled(STOCK, 1.0 / 0.94), f, f + max(1.0, min(size) / 40))
    pen.polygon(cut, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in flap])
    sheet.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(sheet, (0, 0))
    fill(EDGE_LINE, flap, max(1, round(min(size) / 90)))
    layer.blit(_alpha_mask(back).subsurface(box), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(layer, box)
    return out


@lru_cache(maxsize=8)
def _scratch_surface(size: tuple[int, int], slot: int) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _scratch(size: tuple[int, int], slot: int, box: pygame.Rect) -> pygame.Surface:
    """A cleared working area ``box`` of a surface kept per card size (making a new surface
    every frame costs more than all the drawing on it)."""
    area = _scratch_surface(size, slot).subsurface(box)
    area.fill((0, 0, 0, 0))
    return area


def _scaled(colour: tuple[int, int, int], g: float) -> tuple[int, int, int, int]:
    return (min(255, round(colour[0] * g)), min(255, round(colour[1] * g)), min(255, round(colour[2] * g)), 255)
