"""Suit symbols ♦ ♥ ♣ ♠ drawn as shapes (Bézier outlines and circles), not font glyphs."""

from __future__ import annotations

from functools import cache

import pygame

from art.draw import Color, Point, bezier, polygon, reduce, tint

MASTER = 512  # the symbols are drawn once this big, then scaled down


def _mirror(right_half: list[Point]) -> list[Point]:
    """Close a left-right symmetric outline from its right half (top to bottom)."""
    left = [(1.0 - x, y) for x, y in reversed(right_half)]
    return right_half + left


def heart_outline() -> list[Point]:
    right = bezier((0.5, 0.22), (0.55, 0.08), (0.64, 0.03), (0.75, 0.03))
    right += bezier((0.75, 0.03), (0.90, 0.03), (0.99, 0.15), (0.99, 0.32))[1:]
    right += bezier((0.99, 0.32), (0.99, 0.60), (0.62, 0.78), (0.5, 0.97))[1:]
    return _mirror(right)


def spade_outline() -> list[Point]:
    right = bezier((0.5, 0.02), (0.60, 0.18), (0.98, 0.36), (0.98, 0.60))
    right += bezier((0.98, 0.60), (0.98, 0.77), (0.86, 0.85), (0.74, 0.85))[1:]
    right += bezier((0.74, 0.85), (0.64, 0.85), (0.56, 0.80), (0.53, 0.73))[1:]
    right += bezier((0.53, 0.73), (0.55, 0.86), (0.60, 0.94), (0.68, 0.98))[1:]
    right.append((0.5, 0.98))
    return _mirror(right)


def diamond_outline() -> list[Point]:
    right = bezier((0.5, 0.0), (0.60, 0.17), (0.72, 0.33), (0.86, 0.5))
    right += bezier((0.86, 0.5), (0.72, 0.67), (0.60, 0.83), (0.5, 1.0))[1:]
    return _mirror(right)


def club_stem() -> list[Point]:
    right = [(0.5, 0.50), (0.53, 0.55)]
    right += bezier((0.53, 0.55), (0.55, 0.80), (0.60, 0.93), (0.69, 0.98))[1:]
    right.append((0.5, 0.98))
    return _mirror(right)


CLUB_LOBES: tuple[tuple[float, float, float], ...] = (
    (0.5, 0.255, 0.215),
    (0.265, 0.585, 0.215),
    (0.735, 0.585, 0.215),
)


@cache
def suit_mask(suit: str) -> pygame.Surface:
    """The symbol, white on transparent, in a ``MASTER``-pixel square."""
    surf = pygame.Surface((MASTER, MASTER), pygame.SRCALPHA)
    white = (255, 255, 255, 255)

    def scaled(points: list[Point]) -> list[Point]:
        return [(x * MASTER, y * MASTER) for x, y in points]

    if suit == "H":
        polygon(surf, white, scaled(heart_outline()))
    elif suit == "S":
        polygon(surf, white, scaled(spade_outline()))
    elif suit == "D":
        polygon(surf, white, scaled(diamond_outline()))
    elif suit == "C":
        for cx, cy, r in CLUB_LOBES:
            pygame.draw.circle(surf, white, (cx * MASTER, cy * MASTER), r * MASTER)
        polygon(surf, white, scaled([(0.5, 0.3), (0.32, 0.62), (0.68, 0.62)]))
        polygon(surf, white, scaled(club_stem()))
    else:
        raise ValueError(f"unknown suit {suit!r}")
    return surf


@cache
def _trimmed(suit: str) -> pygame.Surface:
    mask = suit_mask(suit)
    return mask.subsurface(mask.get_bounding_rect(min_alpha=1)).copy()


def pip(suit: str, height: int, color: Color, flip: bool = False) -> pygame.Surface:
    """The symbol ``height`` pixels tall (tight box) in ``color``; ``flip`` turns it upside down."""
    shape = _trimmed(suit)
    w = max(1, round(shape.get_width() * height / shape.get_height()))
    img = tint(reduce(shape, (w, height)), color)
    return pygame.transform.rotate(img, 180) if flip else img


def blit_pip(
    dest: pygame.Surface, suit: str, centre: Point, height: int, color: Color, flip: bool = False
) -> None:
    """Draw a symbol centred on ``centre``."""
    img = pip(suit, height, color, flip)
    dest.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
