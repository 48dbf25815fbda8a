"""Small drawing helpers of the French table: text that never shrinks below 12 px, pills,
a seat's plate (portrait, name, chips, the round's chip change, the role badge, whose turn
it is), its betting spot, and the trays in the middle (the pot, the fees)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.i18n import number
from game.shown.story import given_name
from game.ui import assets, theme
from game.ui import fit as ui_fit
from game.ui.table.french.layout import MIN_TEXT, FrenchSeat
from game.ui.table.sprites import draw_chip_column, draw_chip_stack
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
          corner_color: Color, role: str | None, avatar: str | None, turn: Turn | None,
          sizes: tuple[int, int, int], scale: float) -> dict[str, Rect]:
    """A seat's plate: the portrait at the left (the role badge across its foot, so it never
    covers the name), the name on the upper line, the chips on the lower one and, at its
    right, the round's chip change (``corner``); padded so no number touches the border.
    ``turn``: the seat is to act (a glow round the plate, a ring round the portrait; an AI's
    ring turns while it thinks, a hot-seat clock's drains).  ``sizes``: name, number and
    small text in px.  Returns where each part's ink fell ("name", "chips", "corner",
    "badge", "portrait"), for the tests."""
    name_px, number_px, small_px = sizes
    r = spot.plate
    radius = round(14 * scale)
    drawn: dict[str, Rect] = {}
    if turn is not None:
        _glow(surface, r, radius, turn.pulse)
    surface.blit(assets.nine_slice("plate_active" if turn is not None else "plate", r.size, border=radius),
                 r.topleft)
    face = spot.portrait
    if avatar is not None:
        drawn["portrait"] = surface.blit(assets.avatar(avatar, face.width), face.topleft)
    if turn is not None:
        _turn_ring(surface, face, turn, scale)
    pad = max(5, round(9 * scale))
    left = face.right + pad // 2 + 2
    room = r.right - pad - left
    if role:
        badge = theme.text(role, small_px, theme.INK, bold=True, shadow=False)
        br = badge.get_rect().inflate(8, 0)
        br.midbottom = (face.centerx, r.bottom + br.height // 3)  # across the portrait's foot
        pygame.draw.rect(surface, theme.GOLD, br, border_radius=br.height // 2)
        pygame.draw.rect(surface, theme.INK, br, width=1, border_radius=br.height // 2)
        drawn["badge"] = _ink(surface, badge, badge.get_rect(center=br.center))
    if theme.font(MIN_TEXT, True).size(name)[0] > room:
        name = given_name(name)  # a plate narrower than the whole name (12 seats): "Hương"
    label = fit(name, name_px, room, bold=True)
    drawn["name"] = _ink(surface, label, label.get_rect(midleft=(left, r.top + round(r.height * 0.3))))
    num = fit(number(chips), number_px, room // 2 if corner else room, color=theme.GOLD_LIGHT, bold=True)
    line = r.top + round(r.height * 0.71)
    drawn["chips"] = _ink(surface, num, num.get_rect(midleft=(left, line)))
    if corner:
        img = fit(corner, small_px if corner_color == theme.CREAM else number_px, spot.delta.width,
                  color=corner_color, bold=corner_color != theme.CREAM)
        drawn["corner"] = _ink(surface, img, img.get_rect(midright=(spot.delta.right, line)))
    return drawn


def _ink(surface: pygame.Surface, img: pygame.Surface, dest: Rect) -> Rect:
    """Blit ``img`` at ``dest``; the rect its visible pixels cover."""
    surface.blit(img, dest)
    return img.get_bounding_rect().move(dest.topleft)


@dataclass(frozen=True)
class Turn:
    """A seat to act: ``pulse`` (0–1) beats the glow; ``spin`` (turns) the ring of an AI that
    thinks; ``left`` (1 → 0) what a hot-seat turn clock has left; ``late`` once it has run out."""

    pulse: float
    spin: float | None = None
    left: float | None = None
    late: bool = False


def _glow(surface: pygame.Surface, r: Rect, radius: int, pulse: float) -> None:
    """A warm halo round the acting seat's plate, breathing with ``pulse``."""
    grow = max(6, r.height // 5)
    halo = _halo(r.size, radius, grow)
    halo.set_alpha(round(120 + 110 * pulse))
    surface.blit(halo, (r.left - grow, r.top - grow))


@lru_cache(maxsize=32)
def _halo(size: tuple[int, int], radius: int, grow: int) -> pygame.Surface:
    w, h = size
    layer = pygame.Surface((w + 2 * grow, h + 2 * grow), pygame.SRCALPHA)
    for k in range(grow, 0, -1):  # rings fading outward
        alpha = round(200 * (1 - k / (grow + 1)) ** 2)
        box = pygame.Rect(grow - k, grow - k, w + 2 * k, h + 2 * k)
        pygame.draw.rect(layer, (250, 214, 120, alpha), box, width=2, border_radius=radius + k)
    return layer


def _turn_ring(surface: pygame.Surface, face: Rect, turn: Turn, scale: float) -> None:
    """The ring round the portrait: whole and gold for a human to act; a turning arc while an
    AI thinks; draining (and red once late) for a hot-seat clock."""
    box = face.inflate(6, 6)
    width = max(2, round(3 * scale))
    if turn.left is not None:
        color = theme.BAD if turn.late or turn.left < 0.25 else theme.GOLD_LIGHT
        pygame.draw.arc(surface, (60, 40, 30), box, 0, 2 * math.pi, width)
        if turn.left > 0:
            pygame.draw.arc(surface, color, box, math.pi / 2, math.pi / 2 + 2 * math.pi * turn.left, width)
        elif turn.late:
            pygame.draw.ellipse(surface, color, box, width)
    elif turn.spin is not None:
        start = -2 * math.pi * turn.spin
        pygame.draw.arc(surface, theme.GOLD_LIGHT, box, start, start + math.pi * 1.2, width)
        pygame.draw.arc(surface, theme.GOLD, box, start + math.pi, start + math.pi * 1.5, width)
    else:
        pygame.draw.ellipse(surface, theme.GOLD_LIGHT, box, width)


def bet_spot(surface: pygame.Surface, spot: FrenchSeat, amount: int, chip_d: int, text_px: int) -> None:
    """A seat's betting spot: a faint ring on the felt and, on it, the bet's column of chips
    with its amount written under the ring."""
    ring = spot.ring
    _ring(surface, ring)
    if amount <= 0:
        return
    base = ring.centery + chip_d // 2  # the lowest chip lies on the ring
    column = pygame.Rect(ring.centerx - chip_d // 2 - 1, spot.chips.top, chip_d + 2, base - spot.chips.top)
    draw_chip_column(surface, amount, column, chip_d)
    img = fit(number(amount), text_px, spot.chips.width, color=theme.GOLD_LIGHT, bold=True)
    surface.blit(img, img.get_rect(midtop=(ring.centerx, ring.bottom + 1)))


def tray(surface: pygame.Surface, centre: tuple[int, int], chip_d: int, amount: int, label: str,
         text_px: int, width: int) -> Rect:
    """A spot in the middle (the pot, the fee tray): a ring, the chips on it, a label below;
    returns the ring."""
    ring = pygame.Rect(0, 0, round(chip_d * 2.6), round(chip_d * 1.2))
    ring.center = centre
    _ring(surface, ring)
    if amount > 0:
        draw_chip_stack(surface, amount, (ring.centerx, ring.centery - chip_d * 0.2), chip_d)
    img = fit(label, text_px, width, color=theme.GOLD_LIGHT, bold=True)
    surface.blit(img, img.get_rect(midtop=(ring.centerx, ring.bottom + 2)))
    return ring


def _ring(surface: pygame.Surface, ring: Rect) -> None:
    surface.blit(_ring_image(ring.size), ring.topleft)


@lru_cache(maxsize=32)
def _ring_image(size: tuple[int, int]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(layer, (12, 60, 36, 110), layer.get_rect())
    pygame.draw.ellipse(layer, (230, 200, 130, 120), layer.get_rect(), width=max(1, size[1] // 14))
    return layer
