"""The side panel of the French table: the last rounds, then the log, in their own column
(or a tab when closed, key L), so they never cover a seat.

The log is plain lines; a line starting with "—" separates rounds and is drawn in gold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.i18n import t
from game.ui import pen, theme
from game.ui.table.bars import LogScroll, wrapped_log
from game.ui.table.french.layout import FrenchLayout
from game.ui.table.french.paint import shade
from game.ui.table.text import fit

SEPARATOR = "—"


def panel_backdrop(surface: pygame.Surface, lay: FrenchLayout) -> None:
    """The panel's box and the rule between its parts, or the closed panel's tab: what stays
    put while the layout does (drawn once into the table's backdrop)."""
    if not lay.panel_open:
        draw_tab(surface, lay)
        return
    pad = max(6, round(10 * lay.scale))
    shade(surface, lay.panel, 205, border=theme.GOLD)
    pen.line(surface, theme.GOLD, (lay.panel.left + pad, lay.history.bottom - 2),
                     (lay.panel.right - pad, lay.history.bottom - 2), 1)


def draw_panel(surface: pygame.Surface, lay: FrenchLayout, history: Sequence[str], log: Sequence[str],
               scroll: LogScroll) -> None:
    """The open panel's words, in the box :func:`panel_backdrop` drew: a heading and the last
    rounds, then as much of the log as fits."""
    sc = lay.scale
    size = lay.fonts.body
    row = theme.scaled(size) + max(4, round(6 * sc))  # the size the text is set in (large text: larger)
    pad = max(6, round(10 * sc))
    y = lay.history.top + pad // 2
    head = fit(t("ui.panel.history") + "  (L)", size, lay.panel.width - 2 * pad, color=theme.GOLD_LIGHT, bold=True)
    surface.blit(head, (lay.panel.left + pad, y))
    y += row
    room = max(0, (lay.history.bottom - y) // row)
    width = lay.panel.width - 2 * pad
    shown: list[tuple[str, bool, int]] = []
    for line in list(history) or [t("ui.panel.no_rounds")]:  # each round whole, wrapped as the log is
        lines = _indented(pad)(line, size, width)
        if len(shown) + len(lines) > room:
            break
        shown += lines
    for text, _, indent in shown:
        surface.blit(fit(text, size, width - indent, shadow=False), (lay.panel.left + pad + indent, y))
        y += row
    y = lay.log.top + pad // 2
    head = fit(t("ui.panel.log"), size, lay.panel.width - 2 * pad, color=theme.GOLD_LIGHT, bold=True)
    surface.blit(head, (lay.panel.left + pad, y))
    top = y + row
    room = max(0, (lay.log.bottom - pad - top) // row)
    wrapped = wrapped_log(log, size, width, _indented(pad))
    back = scroll.clamp(len(wrapped.rows), room)  # the newest rows, or as far back as scrolled
    newest = wrapped.window(room, back) if room else []
    # a log longer than the box ends at its foot, though its top message no longer fits whole
    y = top + (room - len(newest)) * row if len(wrapped.rows) > room else top
    for text, separator, indent in newest:
        img = fit(text, size, width - indent, color=theme.GOLD if separator else theme.CREAM, bold=separator,
                  shadow=False)
        surface.blit(img, (lay.panel.left + pad + indent, y))
        y += row


@lru_cache(maxsize=8)
def _indented(pad: int) -> Callable[[str, int, int], list[tuple[str, bool, int]]]:
    """The side panel's rows of a log line: (text, separator, indent) — a round's heading on
    its own, a message wrapped with its following rows ``pad`` px in (one function per pad, so
    the wrapped log is kept from frame to frame)."""

    def rows(line: str, size: int, width: int) -> list[tuple[str, bool, int]]:
        if line.startswith(SEPARATOR):
            return [(line, True, 0)]
        return [(part, False, pad if i else 0) for i, part in enumerate(theme.wrapped(line, size, width - pad))]

    return rows


def draw_tab(surface: pygame.Surface, lay: FrenchLayout) -> None:
    """The closed panel: a slim tab at the right edge saying which key opens it."""
    shade(surface, lay.panel, 190, radius=8, border=theme.GOLD)
    size = lay.fonts.body
    for i, text in enumerate(("←", "L")):
        img = theme.text(text, size, theme.GOLD_LIGHT, bold=True)
        surface.blit(img, img.get_rect(center=(lay.panel.centerx, lay.panel.top + (i + 1) * lay.panel.height // 3)))
