"""Where the mouse is on the drawn frame.

A window larger than the app draws (5K, 8K: :func:`game.ui.app.drawn_size`) shows the frame
enlarged :data:`zoom` times; the app divides the positions of mouse events by it before any
scene sees them, and what asks SDL where the mouse is asks here instead.
"""

from __future__ import annotations

import pygame

zoom = 1  # window pixels per drawn pixel, each way (set by the app)


def position() -> tuple[int, int]:
    """``pygame.mouse.get_pos()`` on the drawn frame."""
    x, y = pygame.mouse.get_pos()
    return x // zoom, y // zoom


def unzoomed(event: pygame.event.Event) -> pygame.event.Event:
    """A mouse event with its position (and motion) on the drawn frame."""
    changes = {"pos": (event.pos[0] // zoom, event.pos[1] // zoom)}
    if event.type == pygame.MOUSEMOTION:
        changes["rel"] = (event.rel[0] // zoom, event.rel[1] // zoom)
    return pygame.event.Event(event.type, {**event.dict, **changes})
