"""``pygame.draw``'s shapes, noted by a :class:`~game.ui.canvas.Canvas` when drawn on one.

Drawn on any other surface (a cached image being made) they are ``pygame.draw``'s own.  Each
knows the box its shape can touch, so that the canvas repaints it when it changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.canvas import Canvas, frozen

Point = Sequence[float]


def _shape(fn: Callable[..., pygame.Rect], box: pygame.Rect, surface: pygame.Surface,
           args: tuple[Any, ...], kw: dict[str, Any]) -> pygame.Rect:
    if isinstance(surface, Canvas) and surface.recording:
        # the shape as it is now (a painter may move its rect afterwards)
        shape, options = frozen(args), dict(kw)
        return surface.record((fn.__name__, shape, frozen(kw)), box, lambda target: fn(target, *shape, **options))
    return fn(surface, *args, **kw)


def _around(points: Sequence[Point], width: float) -> pygame.Rect:
    """The box of ``points`` grown by a stroke of ``width`` (and a pixel of rounding)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    grow = int(width) + 2
    left, top = int(min(xs)) - grow, int(min(ys)) - grow
    return pygame.Rect(left, top, int(max(xs)) + grow + 1 - left, int(max(ys)) + grow + 1 - top)


def rect(surface: pygame.Surface, color: Any, r: Any, width: int = 0, border_radius: int = 0,
         **corners: int) -> pygame.Rect:
    kw = dict(width=width, border_radius=border_radius, **corners)
    return _shape(pygame.draw.rect, pygame.Rect(r).inflate(2, 2), surface, (color, r), kw)


def line(surface: pygame.Surface, color: Any, start: Point, end: Point, width: int = 1) -> pygame.Rect:
    return _shape(pygame.draw.line, _around([start, end], width), surface, (color, start, end, width), {})


def lines(surface: pygame.Surface, color: Any, closed: bool, points: Sequence[Point], width: int = 1) -> pygame.Rect:
    return _shape(pygame.draw.lines, _around(points, width), surface, (color, closed, points, width), {})


def polygon(surface: pygame.Surface, color: Any, points: Sequence[Point], width: int = 0) -> pygame.Rect:
    return _shape(pygame.draw.polygon, _around(points, width), surface, (color, points, width), {})


def circle(surface: pygame.Surface, color: Any, center: Point, radius: float, width: int = 0,
           **quadrants: bool) -> pygame.Rect:
    box = _around([center], radius + 1)
    return _shape(pygame.draw.circle, box, surface, (color, center, radius, width), quadrants)


def aacircle(surface: pygame.Surface, color: Any, center: Point, radius: float, width: int = 0) -> pygame.Rect:
    return _shape(pygame.draw.aacircle, _around([center], radius + 1), surface, (color, center, radius, width), {})


def ellipse(surface: pygame.Surface, color: Any, r: Any, width: int = 0) -> pygame.Rect:
    return _shape(pygame.draw.ellipse, pygame.Rect(r).inflate(2, 2), surface, (color, r, width), {})


def arc(surface: pygame.Surface, color: Any, r: Any, start_angle: float, stop_angle: float,
        width: int = 1) -> pygame.Rect:
    box = pygame.Rect(r).inflate(2 * width + 2, 2 * width + 2)
    return _shape(pygame.draw.arc, box, surface, (color, r, start_angle, stop_angle, width), {})
