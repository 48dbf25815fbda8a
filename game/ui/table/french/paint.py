"""Small drawing helpers of the French table: pills, shaded panels, a seat's betting spot,
and the trays in the middle (the pot, the fees)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import number
from game.ui import assets, pen, theme
from game.ui import fit as ui_fit
from game.ui.table.french.layout import FrenchSeat
from game.ui.table.sprites import draw_chip_column, draw_chip_pile, pot_values
from game.ui.table.text import fit, without_aside
from game.ui.theme import Color

Rect = pygame.Rect


def pill(surface: pygame.Surface, rect: Rect, text: str, size: int, *, fill: Color = theme.CREAM,
         ink: Color = theme.INK, bold: bool = True) -> None:
    """A rounded label filling ``rect`` (the text shrinks to fit, down to 12 px; an aside is
    dropped before the text is cut: :func:`without_aside`).  One blit of a picture composed
    once for what it says (the fit test records every text)."""
    img = ui_fit.composed(_pill, rect.size, text, size, fill, ink, bold)
    surface.blit(img, img.get_rect(center=rect.center))


@lru_cache(maxsize=64)
def _pill(box: tuple[int, int], text: str, size: int, fill: Color, ink: Color, bold: bool) -> pygame.Surface:
    width, height = box
    text = without_aside(text, width - 10, bold)
    img = fit(text, size, width - 10, color=ink, bold=bold, shadow=False)
    r = pygame.Rect(0, 0, min(width, img.get_width() + 12), height)
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    pen.rect(layer, fill, r, border_radius=r.height // 2)
    layer.blit(img, img.get_rect(center=r.center))
    return layer


MarkerRow = tuple[str, Color, int]  # a side bet's words, its colour, its amount (for the chip)


def side_marker(rows: tuple[MarkerRow, ...], size: int, room: int, chip_d: int) -> pygame.Surface:
    """The marker of the side bets between two seats: a rounded label per bet, one above the
    other, each with a chip of its amount.  Composed once for what it says (the fit test
    records every text)."""
    return ui_fit.composed(_side_marker, rows, size, room, chip_d)


@lru_cache(maxsize=32)
def _side_marker(rows: tuple[MarkerRow, ...], size: int, room: int, chip_d: int) -> pygame.Surface:
    labels = [_marker_row(text, color, amount, size, room, chip_d) for text, color, amount in rows]
    out = pygame.Surface((max(r.get_width() for r in labels), sum(r.get_height() for r in labels) + len(labels) - 1),
                         pygame.SRCALPHA)
    y = 0
    for label in labels:
        out.blit(label, label.get_rect(midtop=(out.get_width() // 2, y)))
        y += label.get_height() + 1
    return out


def _marker_row(text: str, color: Color, amount: int, size: int, room: int, chip_d: int) -> pygame.Surface:
    img = fit(text, size, room, color=theme.INK, bold=True, shadow=False)
    values = assets.chips_for(amount)
    chip = assets.chip(values[0], chip_d) if values else None
    h = max(img.get_height(), chip_d) + 4
    w = img.get_width() + 12 + (chip_d + 4 if chip is not None else 0)
    row = pygame.Surface((w, h), pygame.SRCALPHA)
    r = row.get_rect()
    pen.rect(row, color, r, border_radius=h // 2)
    pen.rect(row, theme.INK, r, width=1, border_radius=h // 2)
    x = r.left + 6
    if chip is not None:
        row.blit(chip, chip.get_rect(midleft=(r.left + 2, r.centery)))
        x += chip_d + 4
    row.blit(img, img.get_rect(midleft=(x, r.centery)))
    return row


def shade(surface: pygame.Surface, rect: Rect, alpha: int, radius: int = 10,
          border: Color | None = None) -> None:
    """A dark translucent rounded panel (``alpha`` 0–255)."""
    surface.blit(_shade(rect.size, alpha, radius, border), rect.topleft)


@lru_cache(maxsize=64)
def _shade(size: tuple[int, int], alpha: int, radius: int, border: Color | None) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(layer, (20, 16, 14, alpha), layer.get_rect(), border_radius=radius)
    if border is not None:
        pen.rect(layer, (*border[:3], 210), layer.get_rect(), width=2, border_radius=radius)
    return layer


def bet_spot(surface: pygame.Surface, spot: FrenchSeat, amount: int, chip_d: int, text_px: int) -> None:
    """A seat's betting spot: a faint ring on the felt and, on it, the bet's column of chips
    with its amount written under the ring (inside the spot's rect)."""
    ring = spot.ring
    spot_ring(surface, ring)
    if amount <= 0:
        return
    base = ring.centery + chip_d // 2  # the lowest chip lies on the ring
    column = pygame.Rect(ring.centerx - chip_d // 2 - 1, spot.chips.top, chip_d + 2, base - spot.chips.top)
    draw_chip_column(surface, amount, column, chip_d)
    img = fit(number(amount), text_px, spot.chips.width, color=theme.GOLD_LIGHT, bold=True)
    # under the ring, inside the spot: large text lifts it onto the ring's foot, off the tag below
    top = min(ring.bottom + 1, spot.chips.bottom - img.get_bounding_rect().bottom)
    surface.blit(img, img.get_rect(midtop=(ring.centerx, top)))


def tray_area(centre: tuple[int, int], chip_d: int, text_px: int, width: int) -> Rect:
    """All a :func:`tray` may cover: its stack above the ring, its label below (at most ``width``)."""
    area = pygame.Rect(0, 0, max(width, round(chip_d * 3.4)), round(chip_d * 2.4) + text_px + 6)
    area.midbottom = (centre[0], centre[1] + round(chip_d * 0.6) + text_px + 6)
    return area


def tray(surface: pygame.Surface, centre: tuple[int, int], chip_d: int, amount: int, label: str,
         text_px: int, width: int, unit: int) -> Rect:
    """A spot in the middle (the pot, the fee tray): a ring, the chips on it — a pile with a
    chip for each ``unit`` it holds (:func:`pot_values`), so it grows as each bet lands — and a
    label below; returns the ring."""
    ring = pygame.Rect(0, 0, round(chip_d * 2.6), round(chip_d * 1.2))
    ring.center = centre
    spot_ring(surface, ring)
    if amount > 0:
        draw_chip_pile(surface, pot_values(amount, unit), (ring.centerx, ring.centery - chip_d * 0.2), chip_d)
    img = fit(label, text_px, width, color=theme.GOLD_LIGHT, bold=True)
    surface.blit(img, img.get_rect(midtop=(ring.centerx, ring.bottom + 2)))
    return ring


def spot_ring(surface: pygame.Surface, ring: Rect) -> None:
    """A betting spot's faint ring on the felt."""
    surface.blit(_ring_image(ring.size), ring.topleft)


@lru_cache(maxsize=32)
def _ring_image(size: tuple[int, int]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pen.ellipse(layer, (12, 60, 36, 110), layer.get_rect())
    pen.ellipse(layer, (230, 200, 130, 120), layer.get_rect(), width=max(1, size[1] // 14))
    return layer
