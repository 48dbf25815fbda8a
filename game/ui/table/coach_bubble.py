"""The coach's bubble: where it may stand on the table, and how it is drawn.

The bubble tries places on the felt nearest the middle first (rather up or down than
sideways), off everything the table keeps in view, and — pointing at a target — from where
the pointer's straight line reaches it without crossing any of it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import cache

import pygame

from game.i18n import t
from game.ui import pen, theme
from game.ui.table.layout import TableLayout
from game.ui.widgets import ButtonRow, covered, panel

Line = tuple[tuple[int, int], tuple[int, int]]
WIDTHS = (500, 420, 360)  # the bubble's widths to try, widest first (px at 1280×720)
HEAD, BUTTON_H, GAP = 26, 36, 10  # its heading line, button row, space above it (px at 1280×720)


def bubble_place(lay: TableLayout, clear: list[pygame.Rect], target: pygame.Rect | None, say: str,
                 wrong: str | None, buttons: bool) -> tuple[pygame.Rect, list[str], list[str]]:
    """The bubble's place and its wrapped lines (``say``, and why the last move was ``wrong``):
    the widest bubble that fits somewhere on the table without covering ``clear`` (what the
    table keeps in view), from where a straight line reaches the ``target`` without crossing
    it — else without that line (the ring alone points) — at worst over the log; with no such
    place, where it covers the least of the rest but never a seat's plate (whose name it would
    hide; issue 39: the Tam Cúc lesson's first note lay on Lan's at 960×540) while there is
    room off them.  ``buttons``: a row of them at its foot."""
    without_log = [r for r in clear if r != lay.log]
    plates = [seat.plate for seat in lay.seats]
    sizes = [bubble_size(lay, say, wrong, buttons, w) for w in WIDTHS]
    for keep in (clear, without_log):
        for line in ((True, False) if target is not None else (False,)):
            for width, height, lines, why in sizes:
                rect = free_place(lay, width, height, keep, target if line else None)
                if rect is not None:
                    return rect, lines, why
    placed = [(least_covering(lay, width, height, without_log, plates), lines, why)
              for width, height, lines, why in sizes]
    (rect, _), lines, why = min(placed, key=lambda c: c[0][1])
    return rect, lines, why


def bubble_size(lay: TableLayout, say: str, wrong: str | None, buttons: bool,
                w: int) -> tuple[int, int, list[str], list[str]]:
    """The bubble's width and height for ``w`` (px at 1280×720), and its wrapped lines."""
    sc = lay.scale
    pad, size = round(16 * sc), round(17 * sc)
    line_h = theme.font(size).get_linesize()
    width = min(round(w * sc), lay.size[0] - round(40 * sc))
    lines = theme.wrap(say, size, width - 2 * pad)
    why = theme.wrap(wrong, size, width - 2 * pad, bold=True) if wrong else []
    row = BUTTON_H + GAP if buttons else 0  # none under a note that asks for clicks
    height = 2 * pad + round((HEAD + row) * sc) + line_h * (len(lines) + len(why)) + (round(8 * sc) if why else 0)
    return width, height, lines, why


def spots(lay: TableLayout, width: int, height: int, grid: int = 12) -> Iterator[pygame.Rect]:
    """Places for a ``width`` × ``height`` bubble on the felt, ``grid`` px apart (at 1280×720),
    nearest the middle first (rather up or down than sideways)."""
    rect = pygame.Rect(0, 0, width, height)
    for dx, dy in _offsets(lay.size[0], lay.felt.height, round(grid * lay.scale)):
        rect.center = (lay.center[0] + dx, lay.center[1] + dy)
        if lay.felt.contains(rect):
            yield rect


def free_place(lay: TableLayout, width: int, height: int, keep: list[pygame.Rect],
               target: pygame.Rect | None) -> pygame.Rect | None:
    """A place for a ``width`` × ``height`` bubble as near the middle as can be that covers
    none of ``keep`` — and, given a ``target``, from where the pointer's line to it crosses
    none of them either — or ``None``."""
    for rect in spots(lay, width, height):
        if rect.collidelist(keep) < 0 and (target is None or line_clear(rect, target, keep, lay.scale)):
            return rect.copy()
    return None


def least_covering(lay: TableLayout, width: int, height: int, keep: list[pygame.Rect],
                   never: list[pygame.Rect]) -> tuple[pygame.Rect, int]:
    """The place for a ``width`` × ``height`` bubble that covers the least area of ``keep``
    (nearest the middle among equals), and that area; off ``never`` where there is such a
    place (what lies on it counts as covering the whole window)."""
    best: tuple[pygame.Rect, int] | None = None
    for rect in spots(lay, width, height, grid=24):
        area = covered(rect, keep) + (lay.size[0] * lay.size[1] if rect.collidelist(never) >= 0 else 0)
        if best is None or area < best[1]:
            best = (rect.copy(), area)
    if best is None:  # a window smaller than the bubble: the middle
        middle = pygame.Rect(0, 0, width, height)
        middle.center = lay.center
        return middle, 0
    return best


def line_clear(bubble: pygame.Rect, target: pygame.Rect, keep: list[pygame.Rect], sc: float) -> bool:
    """Does the pointer's line from ``bubble`` to ``target`` cross none of ``keep`` (but the
    target's own place)?"""
    line = pointer_line(bubble, target, sc)
    if line is None:
        return False
    start, end = line
    return not any(r.clipline(start, end) for r in keep if not r.colliderect(target) and not r.collidepoint(end))


def pointer_line(bubble: pygame.Rect, target: pygame.Rect, sc: float) -> Line | None:
    """The pointer's line from the bubble's edge to just short of the target, or ``None``
    when the target is under the bubble."""
    below = target.centery > bubble.centery
    start = (max(bubble.left + 20, min(bubble.right - 20, target.centerx)), bubble.bottom if below else bubble.top)
    end = (target.centerx, target.top - round(10 * sc) if below else target.bottom + round(10 * sc))
    return None if bubble.collidepoint(end) else (start, end)


@cache
def _offsets(width: int, height: int, step: int) -> tuple[tuple[int, int], ...]:
    """Offsets from the middle of a ``width`` × ``height`` table, ``step`` px apart, nearest
    first (rather up or down than sideways): where the coach tries its bubble."""
    offsets = [(dx, dy) for dx in range(-width // 2, width // 2 + 1, step)
               for dy in range(-height // 2, height // 2 + 1, step)]
    return tuple(sorted(offsets, key=lambda d: d[0] * d[0] + 4 * d[1] * d[1]))


def draw_bubble(surface: pygame.Surface, rect: pygame.Rect, lines: list[str], wrong: list[str], count: str | None,
                buttons: ButtonRow, sc: float) -> pygame.Rect:
    """The bubble in ``rect``: its badge (and "step n of N", ``count``), its words, why the last
    move was wrong, and ``buttons`` at its foot, on the right.  Returns where the words went."""
    pad, size = round(16 * sc), round(17 * sc)
    line_h = theme.font(size).get_linesize()
    # opaque: no text of the table shows through the coach's words
    panel(surface, rect, alpha=255, radius=round(14 * sc), border=theme.GOLD_LIGHT)
    x, y = rect.left + pad, rect.top + pad
    surface.blit(theme.text(t("learn.badge"), round(14 * sc), theme.GOLD, bold=True), (x, y))
    if count is not None:
        img = theme.text(count, round(14 * sc), theme.MUTED)
        surface.blit(img, img.get_rect(topright=(rect.right - pad, y)))
    y += round(HEAD * sc)
    drawn = pygame.Rect(x, y, 0, 0)
    for words, colour, bold, gap in ((lines, theme.CREAM, False, 0), (wrong, theme.BAD, True, round(8 * sc))):
        y += gap if words else 0
        for line in words:
            drawn.union_ip(surface.blit(theme.text(line, size, colour, bold=bold), (x, y)))
            y += line_h
    button_h = round(BUTTON_H * sc)
    area = pygame.Rect(rect.left + pad, rect.bottom - pad - button_h, rect.width - 2 * pad, button_h)
    buttons.layout(area, sc, height=button_h, gap=round(10 * sc))
    shift = area.right - max((b.rect.right for b in buttons.buttons), default=area.right)
    for b in buttons.buttons:
        b.rect.x += shift
    buttons.draw(surface, sc)
    return drawn


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, pulse: float, sc: float) -> None:
    """A gold ring round what to click, breathing with ``pulse``."""
    glow = 0.5 + 0.5 * math.sin(pulse * 5)
    grow = round((6 + 4 * glow) * sc)
    pen.rect(surface, theme.GOLD_LIGHT, rect.inflate(2 * grow, 2 * grow), width=max(2, round(3 * sc)),
             border_radius=round(12 * sc))


def draw_pointer(surface: pygame.Surface, bubble: pygame.Rect, target: pygame.Rect, keep: list[pygame.Rect],
                 sc: float) -> Line | None:
    """A gold line from the bubble's edge to the target, ending in a dot — only where it
    crosses nothing of ``keep`` (else the ring alone points); returns the line drawn."""
    if not line_clear(bubble, target, keep, sc):
        return None
    line = pointer_line(bubble, target, sc)
    assert line is not None
    pen.line(surface, theme.GOLD_LIGHT, line[0], line[1], max(2, round(3 * sc)))
    pen.circle(surface, theme.GOLD_LIGHT, line[1], max(3, round(6 * sc)))
    return line
