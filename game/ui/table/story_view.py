"""The whole story of the deal over the table: every line of the log since the table opened
(a resumed table's earlier rounds told again from their moves), to read back at leisure.

Opened by Shift+L or a click on the log, scrolled by the wheel, the arrow keys and
PageUp/PageDown, closed by Esc, Shift+L again or a click outside it.  While it is open it
takes every key and click (the table goes on underneath).  The log boxes of the tables scroll
too (:class:`~game.ui.table.bars.LogScroll`): the wheel over them goes back through the deal
a few rows at a time.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.table.bars import WHEEL_ROWS, LogScroll, log_rows
from game.ui.widgets import panel


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
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: self.page,
                    pygame.K_PAGEDOWN: -self.page}.get(event.key)
            if step is not None:
                self.scroll.rows = max(0, self.scroll.rows + step)
            elif event.key in (pygame.K_ESCAPE, pygame.K_l):
                self.toggle()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll.rows = max(0, self.scroll.rows + WHEEL_ROWS * event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.rect.collidepoint(event.pos):
            self.toggle()
        return event.type in (pygame.KEYDOWN, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                              pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, log: Sequence[str], scale: float) -> None:
        """The story in ``area`` (most of the table), newest rows at the foot, with how many
        rows lie above and below what shows."""
        if not self.open:
            return
        self.rect = area
        panel(surface, area, alpha=250, radius=12, border=theme.GOLD)
        pad = round(16 * scale)
        size = max(12, round(16 * scale))
        row = size + round(8 * scale)
        title = theme.fit_text(t("ui.story.title"), size + 4, area.width - 2 * pad, color=theme.GOLD_LIGHT,
                               bold=True)
        surface.blit(title, (area.left + pad, area.top + pad // 2))
        keys = theme.fit_text(t("ui.story.keys"), max(12, size - 2), area.width - 2 * pad, color=theme.MUTED,
                              shadow=False)
        surface.blit(keys, keys.get_rect(bottomright=(area.right - pad, area.bottom - pad // 2)))
        top = area.top + pad // 2 + title.get_height() + round(8 * scale)
        bottom = area.bottom - pad - keys.get_height()
        self.page = max(1, (bottom - top) // row)
        width = area.width - 2 * pad
        total = len(log_rows(log, size, width, 10**9))
        back = self.scroll.clamp(total, self.page)
        y = top
        for line in log_rows(log, size, width, self.page, back):
            gold = line.startswith("—")
            img = theme.fitted(line, size, width, theme.GOLD if gold else theme.CREAM, gold)
            surface.blit(img, (area.left + pad, y))
            y += row
        above = total - back - self.page
        if above > 0 or back:
            more = t("ui.story.more", above=max(0, above), below=back)
            img = theme.fit_text(more, max(12, size - 2), width // 2, color=theme.MUTED, shadow=False)
            surface.blit(img, img.get_rect(topright=(area.right - pad, area.top + pad // 2 + 4)))
