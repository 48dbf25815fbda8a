"""The whole story of the deal over the table: every line of the log since the table opened
(a resumed table's earlier rounds told again from their moves), to read back at leisure.

Opened by Shift+L or a click on the log, scrolled by the wheel, the arrow keys and
PageUp/PageDown, closed by Esc, Shift+L again or a click outside it.  While it is open it
takes every key and click (the table goes on underneath).  The log boxes of the tables scroll
too (:class:`~game.ui.table.bars.LogScroll`): the wheel over them goes back through the deal
a few rows at a time.

The mechanics of a long text over the table — which input scrolls it how far
(:func:`scroll_step`), what it takes while open (:data:`TAKES`), its frame with a title and
the keys (:func:`draw_frame`) and what lies beyond the rows shown (:func:`draw_more`) — are
shared with the review of a player's decisions (:mod:`~game.ui.table.review_view`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.table.bars import WHEEL_ROWS, LogScroll, log_rows
from game.ui.widgets import panel

TAKES = (pygame.KEYDOWN, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.TEXTINPUT)


def scroll_step(event: pygame.event.Event, page: int) -> int | None:
    """How many rows ``event`` scrolls a long text back towards its start (negative: on
    towards its end) — the arrows a row, PageUp/PageDown a ``page``, the wheel
    :data:`WHEEL_ROWS` a notch — or ``None`` if it does not scroll."""
    if event.type == pygame.KEYDOWN:
        return {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page}.get(event.key)
    if event.type == pygame.MOUSEWHEEL:
        return int(WHEEL_ROWS * event.y)
    return None


def draw_frame(surface: pygame.Surface, area: pygame.Rect, title: str, scale: float,
               keys: str | None = None) -> tuple[pygame.Rect, int]:
    """The panel of a long text over the table, its ``title`` and its keys (default: how to
    scroll and close it); the room left for the rows, and their text size."""
    panel(surface, area, alpha=250, radius=12, border=theme.GOLD)
    pad = round(16 * scale)
    size = max(12, round(16 * scale))
    head = theme.fit_text(title, size + 4, area.width - 2 * pad, color=theme.GOLD_LIGHT, bold=True)
    surface.blit(head, (area.left + pad, area.top + pad // 2))
    hint = theme.fit_text(keys or t("ui.story.keys"), max(12, size - 2), area.width - 2 * pad, color=theme.MUTED,
                          shadow=False)
    surface.blit(hint, hint.get_rect(bottomright=(area.right - pad, area.bottom - pad // 2)))
    top = area.top + pad // 2 + head.get_height() + round(8 * scale)
    return pygame.Rect(area.left + pad, top, area.width - 2 * pad, area.bottom - pad - hint.get_height() - top), size


def draw_more(surface: pygame.Surface, area: pygame.Rect, above: int, below: int, scale: float) -> None:
    """How many rows lie above and below those shown, at the top right of ``area`` (nothing
    when all show)."""
    if above <= 0 and below <= 0:
        return
    pad = round(16 * scale)
    size = max(12, round(16 * scale))
    parts = [t(f"ui.story.more.{where}", count=n) for where, n in (("above", above), ("below", below)) if n > 0]
    more = " · ".join(parts)  # "▼ 5 more below", never "▲ 0 more above"
    img = theme.fit_text(more, max(12, size - 2), (area.width - 2 * pad) // 2, color=theme.MUTED, shadow=False)
    surface.blit(img, img.get_rect(topright=(area.right - pad, area.top + pad // 2 + 4)))


def closes(event: pygame.event.Event, rect: pygame.Rect) -> bool:
    """Esc, or a click outside ``rect``: what closes a long text over the table."""
    if event.type == pygame.KEYDOWN:
        return bool(event.key == pygame.K_ESCAPE)
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not rect.collidepoint(event.pos)


def opens_story(event: pygame.event.Event) -> bool:
    """Shift+L: the key of the whole story (L alone opens or closes the log)."""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_l and bool(event.mod & pygame.KMOD_SHIFT)


class StoryView:
    """The open story: where it is drawn and how far it is scrolled (rows from the newest)."""

    def __init__(self) -> None:
        self.open = False
        self.scroll = LogScroll()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.page = 1  # rows on a page, as last drawn

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll.rows = 0

    def handle(self, event: pygame.event.Event) -> bool:
        """While open: scroll, close, or swallow the event (True: it was the view's)."""
        if not self.open:
            if opens_story(event):
                self.toggle()
                return True
            return False
        step = scroll_step(event, self.page)
        if step is not None:
            self.scroll.rows = max(0, self.scroll.rows + step)
        elif closes(event, self.rect) or (event.type == pygame.KEYDOWN and event.key == pygame.K_l):
            self.toggle()
        return event.type in TAKES

    def draw(self, surface: pygame.Surface, area: pygame.Rect, log: Sequence[str], scale: float) -> None:
        """The story in ``area`` (most of the table), newest rows at the foot, with how many
        rows lie above and below what shows."""
        if not self.open:
            return
        self.rect = area
        body, size = draw_frame(surface, area, t("ui.story.title"), scale)
        row = size + round(8 * scale)
        self.page = max(1, body.height // row)
        total = len(log_rows(log, size, body.width, 10**9))
        back = self.scroll.clamp(total, self.page)
        y = body.top
        for line in log_rows(log, size, body.width, self.page, back):
            gold = line.startswith("—")
            img = theme.fitted(line, size, body.width, theme.GOLD if gold else theme.CREAM, gold)
            surface.blit(img, (body.left, y))
            y += row
        draw_more(surface, area, total - back - self.page, back, scale)
