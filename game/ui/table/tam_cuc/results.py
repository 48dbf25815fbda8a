"""The Tam Cúc deal's result panel: how the deal ended, then one row per seat.

The first lines tell the ending in words — the kết with its group and value, or the đè
with both groups ("Lan đè kết tốt đen của Minh (đôi Tốt đen) bằng đôi Tốt đỏ — Minh đền 24"), or the
count of cây against the par.  The rows give each seat's rank by cây (seed 003), cây,
par, the deal's points, the running total and, at a table playing for chips, the chips.
The panel is opaque: nothing of the mat (the discard's label, a trick row) shows through.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import signed, t
from game.ui import theme
from game.ui.widgets import panel
from game.variants.tam_cuc.scoring import baseline

if TYPE_CHECKING:
    from game.ui.table.tam_cuc.scene import TamCucTableScene


@dataclass(frozen=True)
class Row:
    """One seat's line of the result panel: its place and counts as text, its gains and
    losses as numbers (the panel writes them signed, in their colour)."""

    rank: str
    name: str
    cay: str
    par: str
    points: int
    total: int
    chips: int | None


def result_rows(scene: TamCucTableScene, results: dict[str, Any]) -> list[Row]:
    """The seats in order of rank by cây (ties: seat order)."""
    summary: dict[str, Any] = results["summary"]
    n = scene.match.n_seats
    chips: list[int] | None = list(results["deltas"]) if scene.match.plays_for_chips else None
    points: list[int] = list(summary.get("points", results["deltas"]))
    cay: list[int] = summary.get("cay", [0] * n)
    ranks: list[int] = summary.get("standings", [1] * n)
    par = str(baseline(scene.hand_size, n))
    return [Row(str(ranks[s]), scene.seat_name(s), str(cay[s]), par, points[s], scene.match.score[s],
                None if chips is None else chips[s])
            for s in sorted(range(n), key=lambda s: (ranks[s], s))]


def paint_results(scene: TamCucTableScene, surface: pygame.Surface) -> None:
    results = scene.results
    if not results:
        return
    rows = result_rows(scene, results)
    chips = rows[0].chips is not None
    sc = scene.geo.scale
    size = round(17 * sc)
    row_h = size + round(12 * sc)
    width = min(scene.layout.size[0] - 40, round(640 * sc))
    pad = round(20 * sc)
    outcome = theme.wrapped(scene.outcome_text(results["summary"]), size, width - 2 * pad)
    keys = ["tcui.col.rank", "tcui.col.name", "tcui.col.cay", "tcui.col.par", "tcui.col.deal", "tcui.col.total"]
    cols = [0.08, 0.17, 0.50, 0.62, 0.76, 0.91]
    if chips:
        keys.append("tcui.col.chips")
        cols = [0.07, 0.15, 0.44, 0.53, 0.64, 0.77, 0.91]
    head_size = round(14 * sc)
    head_w = round(width * 0.14)
    heads = [theme.wrap(t(k), head_size, head_w if k != "tcui.col.name" else width, bold=True) for k in keys]
    head_h = max(len(h) for h in heads) * (head_size + round(3 * sc))
    height = round(58 * sc) + len(outcome) * row_h + head_h + round(10 * sc) + row_h * len(rows)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = scene.geo.middle[0], scene.layout.felt.centery - round(20 * sc)
    panel(surface, rect, alpha=255)
    head = theme.text(t("ui.results"), round(22 * sc), theme.GOLD_LIGHT, bold=True)
    surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.top + round(10 * sc))))
    y = rect.top + round(48 * sc)
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


def _amount(value: int) -> tuple[str, tuple[int, int, int]]:
    """A gain or loss as the panel writes it, and its colour."""
    return signed(value), theme.amount_color(value)


def _cell(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, frac: float, y: int, *, left: bool) -> None:
    x = rect.left + round(rect.width * frac)
    if left:
        surface.blit(img, (x, y))
    else:
        surface.blit(img, img.get_rect(midtop=(x, y)))
