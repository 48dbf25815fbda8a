"""Drawing helpers shared by the generators: supersampled canvases, shapes, text, PNG output.

Everything is drawn at ``SS``× the final size on an alpha surface and reduced with
``pygame.transform.smoothscale``, which gives clean antialiased edges with plain
``pygame.draw`` calls.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import pairwise
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

Color = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

SS = 4  # supersampling factor

pygame.font.init()


def canvas(width: int, height: int, ss: int = SS) -> pygame.Surface:
    """A transparent surface ``ss`` times the final size."""
    return pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)


def reduce(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Scale a supersampled surface down to ``size`` (repeated halving for quality)."""
    while surf.get_width() >= size[0] * 2 and surf.get_height() >= size[1] * 2:
        half = (surf.get_width() // 2, surf.get_height() // 2)
        surf = pygame.transform.smoothscale(surf, half)
    if surf.get_size() != size:
        surf = pygame.transform.smoothscale(surf, size)
    return surf


def save_png(surf: pygame.Surface, path: Path) -> None:
    """Write a PNG (pygame's encoder writes no timestamps, so the bytes are stable)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


def mix(a: Color, b: Color, t: float) -> tuple[int, int, int]:
    """Linear blend of two RGB colours (``t`` = 0 gives ``a``)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def with_alpha(c: Color, alpha: int) -> tuple[int, int, int, int]:
    return (c[0], c[1], c[2], alpha)


def round_mask(surf: pygame.Surface, radius: int) -> None:
    """Make everything outside a rounded rectangle the size of ``surf`` transparent."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def vertical_gradient(surf: pygame.Surface, rect: pygame.Rect, top: Color, bottom: Color) -> None:
    """Fill ``rect`` with a top-to-bottom gradient, one line at a time."""
    h = max(1, rect.height - 1)
    for i in range(rect.height):
        pygame.draw.line(
            surf, mix(top, bottom, i / h), (rect.left, rect.top + i), (rect.right - 1, rect.top + i)
        )


def radial_gradient(size: int, inner: Color, outer: Color, steps: int = 64) -> pygame.Surface:
    """A disc of diameter ``size`` shading from ``inner`` (centre) to ``outer`` (rim)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    for i in range(steps):
        t = i / (steps - 1)
        r = c * (1 - t)
        if r < 1:
            break
        pygame.draw.circle(surf, mix(outer, inner, t), (c, c), r)
    return surf


def rotate_points(points: Iterable[Point], angle: float, centre: Point = (0.0, 0.0)) -> list[Point]:
    """Rotate points by ``angle`` radians about ``centre``."""
    ca, sa = math.cos(angle), math.sin(angle)
    cx, cy = centre
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in points]


def transform(points: Iterable[Point], scale: float, offset: Point) -> list[Point]:
    """Scale then translate a list of points."""
    ox, oy = offset
    return [(ox + x * scale, oy + y * scale) for x, y in points]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 24) -> list[Point]:
    """Points on a cubic Bézier curve (``n`` segments, both ends included)."""
    out: list[Point] = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def polygon(surf: pygame.Surface, color: Color, points: Sequence[Point], width: int = 0) -> None:
    pygame.draw.polygon(surf, color, [(round(x), round(y)) for x, y in points], width)


def thick_polyline(surf: pygame.Surface, color: Color, points: Sequence[Point], width: float) -> None:
    """A polyline with round joins (circles at the vertices), for strokes on big canvases."""
    w = max(1, round(width))
    for a, b in pairwise(points):
        pygame.draw.line(surf, color, a, b, w)
    for p in points:
        pygame.draw.circle(surf, color, p, width / 2)


def ellipse(surf: pygame.Surface, color: Color, centre: Point, rx: float, ry: float, width: int = 0) -> None:
    rect = pygame.Rect(0, 0, round(2 * rx), round(2 * ry))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.ellipse(surf, color, rect, width)


@cache
def font(path: str, size: int) -> pygame.font.Font:
    """A cached ``pygame.font.Font`` (size in pixels)."""
    return pygame.font.Font(path, size)


def text(
    font_path: Path, size: int, s: str, color: Color, squeeze: float = 1.0, bold_px: int = 0
) -> pygame.Surface:
    """Render ``s`` with antialiasing; ``squeeze`` < 1 condenses it horizontally.

    ``bold_px`` > 0 fakes a heavier weight by stamping the text around a small circle.
    """
    f = font(str(font_path), size)
    img = f.render(s, True, color)
    if bold_px:
        w, h = img.get_size()
        heavy = pygame.Surface((w + 2 * bold_px, h + 2 * bold_px), pygame.SRCALPHA)
        for dx in range(-bold_px, bold_px + 1):
            for dy in range(-bold_px, bold_px + 1):
                if dx * dx + dy * dy <= bold_px * bold_px:
                    heavy.blit(img, (bold_px + dx, bold_px + dy))
        img = heavy
    if squeeze != 1.0:
        img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squeeze)), img.get_height()))
    return img


def ink_bounds(img: pygame.Surface) -> pygame.Rect:
    """The rectangle of ``img`` holding visible pixels (text surfaces have a lot of air)."""
    return img.get_bounding_rect(min_alpha=8)


def blit_ink_centred(dest: pygame.Surface, img: pygame.Surface, centre: Point) -> pygame.Rect:
    """Blit ``img`` so the centre of its visible ink lands on ``centre``; return the ink rect."""
    ink = ink_bounds(img)
    x = round(centre[0] - ink.centerx)
    y = round(centre[1] - ink.centery)
    dest.blit(img, (x, y))
    return ink.move(x, y)


def blit_ink_topleft(dest: pygame.Surface, img: pygame.Surface, topleft: Point) -> pygame.Rect:
    """Blit ``img`` so its visible ink starts at ``topleft``; return the ink rect."""
    ink = ink_bounds(img)
    x = round(topleft[0] - ink.left)
    y = round(topleft[1] - ink.top)
    dest.blit(img, (x, y))
    return ink.move(x, y)


def tint(mask: pygame.Surface, color: Color) -> pygame.Surface:
    """A copy of a white-on-transparent mask in ``color`` (alpha kept)."""
    out = mask.copy()
    out.fill((color[0], color[1], color[2], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def drop_shadow(shape: pygame.Surface, offset: Point, alpha: int, blur: int) -> pygame.Surface:
    """A soft dark copy of ``shape`` (a cheap blur by down- and up-scaling)."""
    shadow = tint(shape, (0, 0, 0))
    shadow.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    w, h = shadow.get_size()
    small = pygame.transform.smoothscale(shadow, (max(1, w // blur), max(1, h // blur)))
    soft = pygame.transform.smoothscale(small, (w, h))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(soft, offset)
    return out
