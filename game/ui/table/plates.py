"""A seat's plate, the same on every table: the portrait at its left, the name on the upper
line, a number on the lower one and, at its right, a second one (the round's change, a
score); padded so no text touches its border; the role badge across the plate's foot (or its
top edge) just right of the portrait, touching neither the portrait's ring nor a line.  The
seat to act glows; an AI thinking turns a ring round its portrait, a hot-seat turn clock
drains one."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.shown.story import given_name
from game.ui import assets, pen, theme
from game.ui import fit as ui_fit
from game.ui.table.text import MIN_TEXT, fit
from game.ui.theme import Color
from game.ui.widgets import covered

Rect = pygame.Rect


def portrait_rect(plate: Rect) -> Rect:
    """The portrait's disc at the plate's left, as tall as the plate less its padding."""
    pad = max(3, round(plate.height * 0.1))
    d = plate.height - 2 * pad
    return pygame.Rect(plate.left + pad, plate.top + pad, d, d)


@dataclass(frozen=True)
class Line:
    """A number on a plate's lower line: its text, size in px and colour."""

    text: str
    size: int
    color: Color = theme.GOLD_LIGHT
    bold: bool = True
    short: str | None = None  # said instead where the line has no room for ``text`` ("+7" for "Điểm +7")


def draw_plate(surface: pygame.Surface, r: Rect, *, name: str, name_px: int, left: Line, right: Line | None,
               role: str | None, role_px: int, avatar: str | None, turn: Turn | None,
               scale: float, keep: Sequence[Rect] = (), within: Rect | None = None) -> dict[str, Rect]:
    """Draw the plate in ``r`` (see the module docstring): ``left`` is the lower line's
    number (the chips), ``right`` the one at its right (None: none); the role badge lies in
    the first of its places (:func:`_badges`) where it covers nothing of ``keep`` (the seat's
    cards, its tag) inside ``within`` (the felt), else where it covers least.  Returns where each
    part's ink fell ("name", "left", "right", "badge", "portrait"; "pill": the badge's), for the tests.

    The plate itself is composed once for what it says (:func:`_picture`, one blit a frame:
    at 4K six plates of half a dozen parts each were a sixth of a frame); the glow and the
    ring of a turn are drawn round it live."""
    radius = round(14 * scale)
    if turn is not None:
        _glow(surface, r, radius, turn.pulse)
    at = 0
    if role is not None and keep:
        places = [b.move(r.topleft) for b in _badges(r.size, role, role_px, scale)]
        inside = [i for i, b in enumerate(places) if (within or b).contains(b)] or [0]
        at = min(inside, key=lambda i: covered(places[i], keep))  # the first clear one, else the least covering
    picture, parts, (dx, dy) = ui_fit.composed(_picture, r.size, name, name_px, left, right, role, role_px, avatar,
                                               turn is not None, scale, at)
    surface.blit(picture, (r.left + dx, r.top + dy))
    if turn is not None:
        _turn_ring(surface, portrait_rect(r), turn, scale)
    return {k: v.move(r.left + dx, r.top + dy) for k, v in parts.items()}


@lru_cache(maxsize=96)
def _picture(size: tuple[int, int], name: str, name_px: int, left: Line, right: Line | None, role: str | None,
             role_px: int, avatar: str | None, active: bool, scale: float,
             at: int) -> tuple[pygame.Surface, dict[str, Rect], tuple[int, int]]:
    """The plate drawn on its own surface, as large as the plate and a badge hanging over its
    edge: (picture, where each part's ink fell on it, where it lies from the plate's corner)."""
    plate = pygame.Rect((0, 0), size)
    radius = round(14 * scale)
    base = assets.nine_slice("plate", plate.size, border=radius)
    inner = _lines(plate, base)
    badge = theme.text(role, role_px, theme.INK, bold=True, shadow=False) if role else None
    br = pygame.Rect(0, 0, 0, 0)
    if role is not None:
        br = _badges(size, role, role_px, scale)[at].copy()  # the cached rects stay as they are
    whole = plate.union(br.inflate(2, 2)) if badge is not None else plate
    picture = pygame.Surface(whole.size, pygame.SRCALPHA)
    r, inner = plate.move(-whole.left, -whole.top), inner.move(-whole.left, -whole.top)
    br.move_ip(-whole.left, -whole.top)
    drawn: dict[str, Rect] = {}
    # copied, not blended: blending onto the transparent picture would darken the plate's edge
    picture.blit(base, r.topleft, special_flags=pygame.BLEND_RGBA_MAX)
    if active:  # the acting seat's rim in gold, where the plate's own rim lies: the text keeps its room
        rim = _rim(base)
        pen.rect(picture, theme.GOLD_LIGHT, r.inflate(-2 * rim, -2 * rim), width=max(2, round(2 * scale)),
                         border_radius=max(2, radius - rim))
    face = portrait_rect(r)
    if avatar is not None:
        drawn["portrait"] = picture.blit(assets.avatar(avatar, face.width), face.topleft)
    pad = max(4, round(8 * scale))
    left_x = face.right + pad // 2 + 2
    room = r.right - pad - left_x
    if badge is not None:
        edge = br.inflate(2, 2)  # the dark rim just outside the gold: no letter's ink touches it
        pen.rect(picture, theme.INK, edge, border_radius=edge.height // 2)
        pen.rect(picture, theme.GOLD, br, border_radius=br.height // 2)
        ink = badge.get_bounding_rect()
        drawn["badge"] = _ink(picture, badge, badge.get_rect(topleft=(br.centerx - ink.centerx,
                                                                      br.centery - ink.centery)))
        drawn["pill"] = br.move(0, 0)
    if theme.font(MIN_TEXT, True).size(name)[0] > room:
        name = given_name(name)  # a plate narrower than the whole name (12 seats): "Hương"
    low_room = r.right - pad - left_x
    # The two lines stand inside the rim with a pixel or more to spare, their ink centred in
    # what the rim leaves (a name's stacked diacritics are tall): a plate too low for them at
    # their sizes gets them a size smaller, down to the smallest text.
    shrink = 0
    while shrink < max(name_px, left.size) - MIN_TEXT and _ink_height(name, name_px - shrink) + max(
            _ink_height(x.text, x.size - shrink) for x in (left, right) if x is not None) + 2 > inner.height:
        shrink += 1
    label = fit(name, max(MIN_TEXT, name_px - shrink), room, bold=True)
    num, side = _numbers(left, right, low_room, pad, shrink)
    low = max(num.get_bounding_rect().height, side.get_bounding_rect().height if side is not None else 0)
    spare = inner.height - label.get_bounding_rect().height - low
    top = inner.top + max(0, spare) // 3
    name_ink = label.get_bounding_rect()
    drawn["name"] = _ink(picture, label, label.get_rect(left=left_x, top=top - name_ink.top))
    line_top = top + name_ink.height + max(0, spare) // 3
    for img, where in ((num, "left"), (side, "right")):
        if img is not None:
            ink = img.get_bounding_rect()
            x = left_x if where == "left" else r.right - pad - img.get_width()
            drawn[where] = _ink(picture, img, img.get_rect(left=x, top=line_top + (low - ink.height) - ink.top))
    return picture, drawn, whole.topleft


@lru_cache(maxsize=64)
def _badges(size: tuple[int, int], role: str, role_px: int, scale: float) -> tuple[Rect, ...]:
    """Where the role badge's pill may lie, from the plate's corner, first choice first: round
    its letters' ink with a margin, across the plate's foot below its two lines — just right
    of the portrait (clear of its rim and of the turn's ring round it), or at the plate's right
    end —, else across its top edge above them, the same two ways: it touches neither the
    portrait nor a line."""
    plate = pygame.Rect((0, 0), size)
    lines = _lines(plate, assets.nine_slice("plate", size, border=round(14 * scale)))
    ink = theme.text(role, role_px, theme.INK, bold=True, shadow=False).get_bounding_rect()
    foot = pygame.Rect(0, 0, ink.width + 10, ink.height + 2)
    foot.topleft = (ring_box(portrait_rect(plate)).right + 1, lines.bottom)
    end = foot.move(max(0, plate.right - round(14 * scale) - foot.right), 0)
    up = lines.top - foot.bottom
    return foot, end, foot.move(0, up), end.move(0, up)


def _lines(plate: Rect, base: pygame.Surface) -> Rect:
    """Where the plate's two lines stand: clear of its rim (two pixels wide) by two pixels."""
    return plate.inflate(0, -2 * (_rim(base) + 2))


def _ink_height(text: str, size: int) -> int:
    """How tall ``text``'s ink stands at ``size`` (bold), diacritics included."""
    return theme.text(text, max(MIN_TEXT, size), theme.CREAM, bold=True, shadow=False).get_bounding_rect().height


def _rim(plate: pygame.Surface) -> int:
    """How far in from its edge the plate's rim lies (its first opaque row)."""
    w, h = plate.get_size()
    return next((y for y in range(h // 2) if plate.get_at((w // 2, y)).a > 128), 0)


def _numbers(left: Line, right: Line | None, room: int, pad: int,
             shrink: int) -> tuple[pygame.Surface, pygame.Surface | None]:
    """The lower line's two numbers, ``shrink`` px smaller than asked, sharing ``room`` as
    their lengths ask (the right one said short where both do not fit, and left out where
    even so the two would not both be whole: large text on a 12-seat plate at 960×540 cut
    the chips to "2.…" beside the round's "+109", which the stamp and the result panel say)."""
    left = Line(left.text, max(MIN_TEXT, left.size - shrink), left.color, left.bold, left.short)
    gap = pad // 2
    if right is not None:
        right = Line(right.text, max(MIN_TEXT, right.size - shrink), right.color, right.bold, right.short)
        if right.short is not None and _least(left) + _least(right) + gap > room:
            right = Line(right.short, right.size, right.color, right.bold)
        if _least(left) + _least(right) + gap > room:
            right = None
    if right is None:
        return fit(left.text, left.size, room, color=left.color, bold=left.bold), None
    need_l, need_r = (theme.font(x.size, x.bold).size(x.text)[0] for x in (left, right))
    right_w = need_r if need_l + need_r + gap <= room else max(_least(right), min(need_r, room - gap - _least(left)))
    return (fit(left.text, left.size, room - gap - right_w, color=left.color, bold=left.bold),
            fit(right.text, right.size, right_w, color=right.color, bold=right.bold))


def _least(line: Line) -> int:
    """How wide ``line`` is set at the smallest text size (or its own, if smaller)."""
    return theme.font(min(line.size, MIN_TEXT), line.bold).size(line.text)[0]


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
        pen.rect(layer, (250, 214, 120, alpha), box, width=2, border_radius=radius + k)
    return layer


def ring_box(face: Rect) -> Rect:
    """Where the turn's ring round the portrait ``face`` is drawn (its outer edge)."""
    return face.inflate(6, 6)


def _turn_ring(surface: pygame.Surface, face: Rect, turn: Turn, scale: float) -> None:
    """The ring round the portrait: whole and gold for a human to act; a turning arc while an
    AI thinks; draining (and red once late) for a hot-seat clock."""
    box = ring_box(face)
    width = max(2, round(3 * scale))
    if turn.left is not None:
        color = theme.BAD if turn.late or turn.left < 0.25 else theme.GOLD_LIGHT
        pen.arc(surface, (60, 40, 30), box, 0, 2 * math.pi, width)
        if turn.left > 0:
            pen.arc(surface, color, box, math.pi / 2, math.pi / 2 + 2 * math.pi * turn.left, width)
        elif turn.late:
            pen.ellipse(surface, color, box, width)
    elif turn.spin is not None:
        start = -2 * math.pi * turn.spin
        pen.arc(surface, theme.GOLD_LIGHT, box, start, start + math.pi * 1.2, width)
        pen.arc(surface, theme.GOLD, box, start + math.pi, start + math.pi * 1.5, width)
    else:
        pen.ellipse(surface, theme.GOLD_LIGHT, box, width)
