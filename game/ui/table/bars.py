"""Painters every table shares: the top and bottom bars, the log, the last rounds.

Functions of what they are given — texts, rectangles, button rows — never of the table or
the round: the table scene decides what to show, these only draw it.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import pen, pointer, theme
from game.ui.table.layout import TableLayout
from game.ui.table.text import MIN_TEXT, without_aside
from game.ui.widgets import ButtonRow, panel, unsaved_pill

LOG_ROWS = 7  # the rows of the log box when folded: the layouts keep that much room clear
WHEEL_ROWS = 3  # rows a notch of the wheel scrolls a log


class LogScroll:
    """How far a log box is scrolled back from its newest row (0: the newest rows show)."""

    def __init__(self) -> None:
        self.rows = 0

    def wheel(self, event: pygame.event.Event, box: pygame.Rect | None) -> bool:
        """The wheel over ``box`` scrolls it (up: back through the deal); True if it was used."""
        if event.type != pygame.MOUSEWHEEL or box is None or not box.collidepoint(pointer.position()):
            return False
        self.rows = max(0, self.rows + WHEEL_ROWS * event.y)
        return True

    def clamp(self, total: int, shown: int) -> int:
        """The scroll kept within the log (``total`` rows, ``shown`` at once)."""
        self.rows = max(0, min(self.rows, total - shown))
        return self.rows


def bar_backdrop(surface: pygame.Surface, lay: TableLayout) -> None:
    """The bars' shaded bands and gold edges (part of the table's backdrop, drawn once)."""
    surface.blit(_shade(lay.top_bar.size, 200), lay.top_bar.topleft)
    pen.line(surface, theme.GOLD, lay.top_bar.bottomleft, lay.top_bar.bottomright, 1)
    surface.blit(_shade(lay.bottom_bar.size, 170), lay.bottom_bar.topleft)
    pen.line(surface, theme.GOLD, lay.bottom_bar.topleft, lay.bottom_bar.topright, 1)


def draw_bars(surface: pygame.Surface, lay: TableLayout, title: str, info: str, topbar: ButtonRow,
              actions: ButtonRow, status: str, unsaved: str | None) -> None:
    """The top bar (the game, the round, the stake, the fee sink, menu buttons) and the bottom
    bar (the actions, or what the table is waiting for), on the bands :func:`bar_backdrop`
    drew."""
    sc = lay.scale
    head = theme.text(title, round(20 * sc), theme.GOLD_LIGHT, bold=True)
    surface.blit(head, head.get_rect(midleft=(round(16 * sc), lay.top_bar.centery)))
    x = round(16 * sc) + head.get_width() + round(20 * sc)
    max_w = topbar.buttons[0].rect.left - x - 10 if topbar.buttons else 400
    if unsaved is not None:  # a lasting warning while saving fails (left of the buttons)
        right = topbar.buttons[0].rect.left - round(10 * sc) if topbar.buttons else lay.top_bar.right
        pill = unsaved_pill(surface, (right, lay.top_bar.centery), sc, unsaved, max(120, max_w // 2))
        max_w = pill.left - x - 10
    line = theme.fit_text(without_aside(info, max_w, size=round(16 * sc)), round(16 * sc), max_w, color=theme.CREAM)
    surface.blit(line, line.get_rect(midleft=(x, lay.top_bar.centery)))
    topbar.draw(surface, sc)
    if actions.buttons:
        actions.draw(surface, sc)
    else:
        words = theme.fit_text(status, round(18 * sc), lay.bottom_bar.width - 40, color=theme.CREAM)
        surface.blit(words, words.get_rect(center=lay.bottom_bar.center))


Wrap = Callable[[str, int, int], Sequence[Any]]  # (message, size, width) -> its rows


class WrappedLog:
    """A log's messages as wrapped rows, and the row each message starts at."""

    def __init__(self) -> None:
        self.rows: list[Any] = []
        self.starts: list[int] = []

    def window(self, rows: int, scroll: int = 0) -> list[Any]:
        """The ``rows`` rows ending ``scroll`` rows back from the newest.  The newest rows start
        on a whole message: the rows of one cut at the top are left out ("once and won 95."
        alone reads as nothing), unless one message fills the window; a log scrolled back
        shows the rows it was scrolled to, as a page does."""
        end = max(0, len(self.rows) - scroll)
        top = max(0, end - rows)
        if scroll == 0 and top > 0:
            whole = self.starts[bisect_left(self.starts, top)] if self.starts[-1] >= top else end
            top = whole if whole < end else top
        return self.rows[top:end]


_WRAPPED: dict[tuple[Wrap, int, int], tuple[Sequence[str], int, WrappedLog]] = {}


def wrapped_log(log: Sequence[str], size: int, width: int, wrap: Wrap = theme.wrapped) -> WrappedLog:
    """Every message of ``log`` wrapped by ``wrap`` to rows, kept from frame to frame.  A
    table's log only grows (a new round or a rewind makes a new list), so only the messages
    added since the last frame are wrapped: a long table's log outgrows any cache of single
    wrapped lines, and wrapping it all again every frame took a third of a second."""
    key = (wrap, size, width)
    cached = _WRAPPED.get(key)
    if cached is None or cached[0] is not log or cached[1] > len(log):
        if cached is None and len(_WRAPPED) >= 8:  # a few boxes, at a size or two
            _WRAPPED.clear()
        wrapped = WrappedLog()
        count = 0
    else:
        _, count, wrapped = cached
    for message in log[count:]:
        wrapped.starts.append(len(wrapped.rows))
        wrapped.rows.extend(wrap(message, size, width))
    _WRAPPED[key] = (log, len(log), wrapped)
    return wrapped


def log_rows(log: Sequence[str], size: int, width: int, rows: int, scroll: int = 0) -> list[str]:
    """The log's newest whole messages that fit in ``rows`` rows of ``width`` px (``scroll``:
    rows back from the newest), long ones (the kết and đè stories) wrapped, not cut."""
    return wrapped_log(log, size, width).window(rows, scroll)


def paint_log(surface: pygame.Surface, box: pygame.Rect, log: Sequence[str], scale: float, *,
              rows: int = LOG_ROWS, scroll: LogScroll | None = None) -> pygame.Rect | None:
    """The log box at the top of ``box``, scrolled back as ``scroll`` says, no taller than
    ``box`` (a plate's badge may lie just under it); where it was drawn (None: nothing to show)."""
    size = round(15 * scale)
    width = box.width - 20
    rows = next((n for n in range(rows, 0, -1) if log_height(n, scale) <= box.height), 1)
    back = scroll.clamp(len(log_rows(log, size, width, 10**9)), rows) if scroll is not None else 0
    shown = log_rows(log, size, width, rows, back)
    if not shown:
        return None
    rect = pygame.Rect(box.left, box.top, box.width, log_height(len(shown), scale))
    panel(surface, rect, alpha=150, radius=10, border=None)
    y = rect.top + 8
    for row in shown:
        surface.blit(theme.fitted(row, size, width, theme.CREAM, False), (rect.left + 10, y))
        y += size + 6
    return rect


def log_height(rows: int, scale: float) -> int:
    """How tall the log box of ``rows`` rows stands (:func:`paint_log`)."""
    return rows * (round(15 * scale) + 6) + 16


def draw_history(surface: pygame.Surface, lay: TableLayout, lines: Sequence[str]) -> pygame.Rect | None:
    """The last rounds in one line each, at the top left; where it was drawn (clickable)."""
    if not lines:
        return None
    sc = lay.scale
    size = max(MIN_TEXT, round(14 * sc))
    width = round(300 * sc)
    rect = pygame.Rect(round(8 * sc), lay.top_bar.bottom + round(8 * sc), width,
                       round(12 * sc) + len(lines) * (size + 6))
    panel(surface, rect, alpha=130, radius=10, border=None)
    y = rect.top + round(6 * sc)
    for line in lines:
        img = theme.fit_text(line, size, width - 16, color=theme.CREAM, shadow=False)
        surface.blit(img, (rect.left + 8, y))
        y += size + 6
    return rect


def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A dark translucent strip (the bars; drawn into the table's backdrop, once per layout)."""
    strip = pygame.Surface(size, pygame.SRCALPHA)
    strip.fill((12, 10, 8, alpha))
    return strip
