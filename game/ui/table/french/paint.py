"""Small drawing helpers of the French table: text that never shrinks below 12 px, pills,
and a seat's plate (name, chips, bet or the round's chip change, the role badge)."""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from game.i18n import number
from game.shown.story import given_name
from game.ui import assets, theme
from game.ui import fit as ui_fit
from game.ui.table.french.layout import MIN_TEXT, FrenchSeat
from game.ui.theme import Color

Rect = pygame.Rect


def fit(value: str, size: int, width: int, *, color: Color = theme.CREAM, bold: bool = False,
        shadow: bool = True) -> pygame.Surface:
    """``value`` at ``size`` px, shrunk to fit ``width`` but never below 12 px (then cut with "…").

    While :func:`game.ui.fit.recording` is on (the layout-fit test), the box is noted with the
    width the text takes at 12 px, the least this table sets text in."""
    if ui_fit.active():
        ui_fit.note(ui_fit.TextBox(value, width, theme.font(min(size, MIN_TEXT), bold).size(value)[0]))
    return _fitted(value, size, width, color, bold, shadow)


@lru_cache(maxsize=1024)  # a table redraws the same labels every frame; the surfaces are never changed
def _fitted(value: str, size: int, width: int, color: Color, bold: bool, shadow: bool) -> pygame.Surface:
    s = size
    while s > MIN_TEXT and theme.font(s, bold).size(value)[0] > width:
        s -= 1
    if theme.font(s, bold).size(value)[0] <= width:
        return theme.text(value, s, color, bold=bold, shadow=shadow)
    cut = value
    while len(cut) > 1 and theme.font(s, bold).size(cut + "…")[0] > width:
        cut = cut[:-1]
    return theme.text(cut + "…", s, color, bold=bold, shadow=shadow)


def without_aside(text: str, width: int, bold: bool = False) -> str:
    """``text``, or if it does not fit ``width`` even at 12 px, ``text`` without its asides in
    brackets, which English hand names add after the Vietnamese name: "Xì dách (ace and a
    ten)" reads "Xì dách", "Ngũ linh (five cards), 13" reads "Ngũ linh, 13"."""
    if theme.font(MIN_TEXT, bold).size(text)[0] <= width:
        return text
    return re.sub(r" \([^()]*\)", "", text)


def pill(surface: pygame.Surface, rect: Rect, text: str, size: int, *, fill: Color = theme.CREAM,
         ink: Color = theme.INK, bold: bool = True) -> None:
    """A rounded label filling ``rect`` (the text shrinks to fit, down to 12 px; an aside is
    dropped before the text is cut: :func:`without_aside`)."""
    text = without_aside(text, rect.width - 10, bold)
    img = fit(text, size, rect.width - 10, color=ink, bold=bold, shadow=False)
    r = pygame.Rect(0, 0, min(rect.width, img.get_width() + 12), rect.height)
    r.center = rect.center
    pygame.draw.rect(surface, fill, r, border_radius=r.height // 2)
    surface.blit(img, img.get_rect(center=r.center))


def shade(surface: pygame.Surface, rect: Rect, alpha: int, radius: int = 10,
          border: Color | None = None) -> None:
    """A dark translucent rounded panel (``alpha`` 0–255)."""
    surface.blit(_shade(rect.size, alpha, radius, border), rect.topleft)


@lru_cache(maxsize=64)
def _shade(size: tuple[int, int], alpha: int, radius: int, border: Color | None) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (20, 16, 14, alpha), layer.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(layer, (*border[:3], 210), layer.get_rect(), width=2, border_radius=radius)
    return layer


def plate(surface: pygame.Surface, spot: FrenchSeat, *, name: str, chips: int, corner: str | None,
          corner_color: Color, role: str | None, active: bool, glow: float, sizes: tuple[int, int, int],
          scale: float) -> None:
    """A seat's plate: name and role badge on top; chips and, on the right, the bet or the
    round's chip change (``corner``) below.  ``sizes``: name, number and small text in px."""
    name_px, number_px, small_px = sizes
    r = spot.plate
    surface.blit(assets.nine_slice("plate_active" if active else "plate", r.size, border=round(14 * scale)),
                 r.topleft)
    if active:
        pygame.draw.rect(surface, (250, 220, 140), r.inflate(6, 6), width=max(2, round(2 + 2 * glow)),
                         border_radius=round(14 * scale))
    pad = max(4, round(8 * scale))
    room = r.width - 2 * pad
    if role:
        badge = theme.text(role, small_px, theme.INK, bold=True, shadow=False)
        br = badge.get_rect(topright=(r.right - pad // 2, r.top + 3)).inflate(8, 2)
        if theme.font(MIN_TEXT, True).size(name)[0] <= room - br.width - 2:
            room -= br.width + 2  # the badge stands beside the name
        else:  # a long name keeps the whole line: the badge sits astride the plate's top edge
            br.centery = r.top
        pygame.draw.rect(surface, theme.GOLD, br, border_radius=br.height // 2)
        surface.blit(badge, badge.get_rect(center=br.center))
    if theme.font(MIN_TEXT, True).size(name)[0] > room:
        name = given_name(name)  # a plate narrower than the whole name (12 seats): "Hương"
    label = fit(name, name_px, room, bold=True)
    surface.blit(label, (r.left + pad, r.top + 1))
    num = fit(number(chips), number_px, r.width // 2, color=theme.GOLD_LIGHT, bold=True)
    surface.blit(num, num.get_rect(bottomleft=(r.left + pad, r.bottom - 1)))
    if corner:
        img = fit(corner, small_px if corner_color == theme.CREAM else number_px, spot.delta.width,
                  color=corner_color, bold=corner_color != theme.CREAM)
        surface.blit(img, img.get_rect(bottomright=(spot.delta.right, r.bottom - 1)))
