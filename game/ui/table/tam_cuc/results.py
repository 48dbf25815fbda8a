"""The Tam Cúc deal's result panel: how the deal ended, then one row per seat.

The first lines tell the ending in words — the kết with its group and value, or the đè
with both groups ("Lan đè kết tốt đen của Minh (đôi Tốt đen) bằng đôi Tốt đỏ — Minh đền 24"), or the
count of cây against the par.  The rows give each seat's rank by cây (seed 003), cây,
par, the deal's points, the running total and, at a table playing for chips, the chips —
from the shown table (:class:`game.shown.tam_cuc.TamCucTable`), once the score has been shown.
The panel is opaque: nothing of the mat (the discard's label, a trick row) shows through.
"""

from __future__ import annotations

import pygame

from game.i18n import signed, t
from game.shown.tam_cuc import TamCucRow, TamCucTable, outcome_text
from game.ui import pen, theme
from game.ui.table.stamps import FILLS, own_line
from game.ui.table.stamps import outcome as stamp_outcome
from game.ui.table.text import MIN_TEXT
from game.ui.widgets import panel


def result_rows(table: TamCucTable) -> list[TamCucRow]:
    """The seats in order of rank by cây (ties: seat order), as the shown table holds them."""
    return list(table.rows or [])


def paint_results(surface: pygame.Surface, table: TamCucTable, middle_x: int, felt: pygame.Rect,
                  size_px: tuple[int, int], sc: float) -> None:
    """The deal's ending in words, then one row per seat."""
    rows = result_rows(table)
    if not rows or table.scored is None:
        return
    chips = rows[0].chips is not None
    size = round(17 * sc)
    row_h = size + round(12 * sc)
    width = min(size_px[0] - 40, round(640 * sc))
    pad = round(20 * sc)
    outcome = theme.wrapped(outcome_text(table, table.scored), size, width - 2 * pad)
    keys = ["tcui.col.rank", "tcui.col.name", "tcui.col.cay", "tcui.col.par", "tcui.col.deal", "tcui.col.total"]
    cols = [0.08, 0.17, 0.50, 0.62, 0.76, 0.91]
    if chips:
        keys.append("tcui.col.chips")
        cols = [0.07, 0.15, 0.44, 0.53, 0.64, 0.77, 0.91]
    head_size = max(MIN_TEXT, round(14 * sc))
    head_w = round(width * 0.14)
    heads = [theme.wrap(t(k), head_size, head_w if k != "tcui.col.name" else width, bold=True) for k in keys]
    head_h = max(len(h) for h in heads) * (head_size + round(3 * sc))
    own = _own(table)
    ribbon_h = size + round(12 * sc) if own is not None else 0
    head = theme.text(t("ui.results"), round(22 * sc), theme.GOLD_LIGHT, bold=True)
    top_h = max(round(48 * sc), round(10 * sc) + head.get_height() + round(4 * sc))  # the title, as tall as it is set
    height = top_h + round(10 * sc) + ribbon_h + len(outcome) * row_h + head_h + round(10 * sc) + row_h * len(rows)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = middle_x, felt.centery - round(20 * sc)
    panel(surface, rect, alpha=255)
    surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.top + round(10 * sc))))
    y = rect.top + top_h
    if own is not None:  # the player's own result, on a band of its colour
        band = pygame.Rect(rect.left + pad, y, width - 2 * pad, ribbon_h - round(4 * sc))
        pen.rect(surface, FILLS[stamp_outcome(own[1])], band, border_radius=band.height // 2)
        img = theme.fit_text(own[0], size + 2, band.width - 2 * pad, color=theme.CREAM, bold=True)
        surface.blit(img, img.get_rect(center=band.center))
        y += ribbon_h
    for line in outcome:
        img = theme.text(line, size, theme.CREAM)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += row_h
    y += round(6 * sc)
    line_h = head_size + round(3 * sc)
    for frac, key, lines in zip(cols, keys, heads):
        top = y + head_h - len(lines) * line_h  # headings sit on one baseline, a long one grows upwards
        for i, line in enumerate(lines):
            img = theme.text(line, head_size, theme.MUTED, bold=True, shadow=False)
            _cell(surface, img, rect, frac, top + i * line_h, left=key == "tcui.col.name")
    y += head_h + round(4 * sc)
    for row in rows:
        cells = [(row.rank, theme.GOLD_LIGHT), (row.name, theme.CREAM), (row.cay, theme.CREAM),
                 (row.par, theme.MUTED), _amount(row.points), _amount(row.total)]
        if row.chips is not None:
            cells.append(_amount(row.chips))
        for i, (frac, (value, color)) in enumerate(zip(cols, cells)):
            room = round(width * (cols[2] - cols[1] - 0.02)) if i == 1 else round(width * 0.12)
            img = theme.fit_text(value, size, room, color=color, bold=i != 1)
            _cell(surface, img, rect, frac, y, left=i == 1)
        y += row_h


def _own(table: TamCucTable) -> tuple[str, int] | None:
    """The viewer's own result of the deal: its chips at a table that plays for them, else its points."""
    e = table.scored
    if e is None:
        return None
    deltas = e.chips if e.chips is not None else e.deltas
    return own_line(table.viewer, dict(enumerate(deltas)))


def _amount(value: int) -> tuple[str, tuple[int, int, int]]:
    """A gain or loss as the panel writes it, and its colour."""
    return signed(value), theme.amount_color(value)


def _cell(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, frac: float, y: int, *, left: bool) -> None:
    x = rect.left + round(rect.width * frac)
    if left:
        surface.blit(img, (x, y))
    else:
        surface.blit(img, img.get_rect(midtop=(x, y)))
