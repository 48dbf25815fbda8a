"""Thống kê with pictures: the charts of a player's history, drawn with pygame.

Three charts, each a function of a rectangle and plain numbers (no chart library):

* :func:`line_chart` — the running total of the latest results of one game (chips, or points);
* :func:`stacked_bars` — rounds won · drawn · lost, one bar per game and role;
* :func:`count_bars` — how often each kind of hand was held.

The numbers come from a profile's :class:`~game.persist.profiles.GameStats` through
:func:`running_total`, :func:`role_rows` and :func:`kind_rows`.  Every chart draws something
sensible for no data, one round and a long history; text is fitted, never cut by the frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

import pygame

from game.i18n import has, t
from game.persist import GameStats
from game.persist.profiles import ROLES, kind_label
from game.ui import theme
from game.ui.screens import fmt

GRID = (255, 255, 255, 28)
LINE = theme.GOLD_LIGHT
DRAWN = (150, 140, 124)
KINDS_SHOWN = 8


# --- the numbers --------------------------------------------------------------------------------------
def running_total(stats: GameStats) -> list[int]:
    """The total won since the start of the latest results, after each of them (0 first)."""
    return [0, *accumulate(stats.recent)]


def role_rows(shown: Sequence[tuple[str, str, GameStats]]) -> list[tuple[str, list[int]]]:
    """(game · role, [won, drawn, lost]) for every game (each unit apart: ``shown`` is (game
    key, title, statistics)) and role with a round played, the role as that game says it."""
    rows = []
    for game, title, s in shown:
        for role in ROLES:
            counts = s.roles.get(role)
            if counts and sum(counts):
                rows.append((f"{title} · {role_name(game, role)}", list(counts)))
    return rows


def role_name(game: str, role: str) -> str:
    """The role as that game says it: "Cầm chương" in Ba Cây, "Dealer" in Xì Dách's English."""
    key = f"chart.role.{role}.{game}"
    return t(key if has(key) else f"chart.role.{role}")


def kind_rows(stats: GameStats, limit: int = KINDS_SHOWN) -> list[tuple[str, int]]:
    """The kinds of hand held most often, with how often (most first)."""
    ranked = sorted(stats.hands.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    return [(kind_label(kind).text(), count) for kind, count in ranked]


# --- the pictures ---------------------------------------------------------------------------------------
def frame(surface: pygame.Surface, rect: pygame.Rect, title: str, sc: float,
          note: pygame.Surface | None = None) -> pygame.Rect:
    """A chart's title (and ``note`` at the right of it) and background; returns the area left
    for the chart itself."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, 70), layer.get_rect(), border_radius=round(10 * sc))
    surface.blit(layer, rect.topleft)
    size = max(12, round(16 * sc))
    room = rect.width - round(20 * sc) - (note.get_width() + round(12 * sc) if note is not None else 0)
    head = theme.fit_text(title, size, room, color=theme.GOLD_LIGHT, bold=True)
    surface.blit(head, (rect.left + round(10 * sc), rect.top + round(6 * sc)))
    if note is not None:
        surface.blit(note, note.get_rect(midright=(rect.right - round(10 * sc),
                                                   rect.top + round(6 * sc) + head.get_height() // 2)))
    top = rect.top + round(12 * sc) + head.get_height()
    return pygame.Rect(rect.left + round(10 * sc), top, rect.width - round(20 * sc), rect.bottom - top - round(8 * sc))


def empty(surface: pygame.Surface, area: pygame.Rect, sc: float, key: str = "chart.empty") -> None:
    """A chart with nothing to draw says so (``key``: its words; by default "no rounds yet")."""
    img = theme.fit_text(t(key), max(12, round(15 * sc)), area.width, color=theme.MUTED)
    surface.blit(img, img.get_rect(center=area.center))


def line_chart(surface: pygame.Surface, rect: pygame.Rect, title: str, values: Sequence[int], sc: float) -> None:
    """The running total ``values`` (one per round, 0 first) as a line over a zero line; the
    total so far stands by the title, where the line cannot run through it."""
    if len(values) < 2:
        empty(surface, frame(surface, rect, title, sc), sc)
        return
    last = values[-1]
    colour = theme.GOOD if last > 0 else theme.BAD if last < 0 else theme.CREAM
    end = theme.text(_num(last, signed=True), max(12, round(16 * sc)), colour, bold=True)
    area = frame(surface, rect, title, sc, note=end)
    small = max(12, round(13 * sc))
    lo, hi = min(0, *values), max(0, *values)
    span = max(1, hi - lo)
    labels = [theme.text(_num(v), small, theme.MUTED, shadow=False) for v in (hi, lo)]
    left = area.left + max(img.get_width() for img in labels) + round(8 * sc)
    plot = pygame.Rect(left, area.top + round(6 * sc), area.right - left - round(4 * sc),
                       area.height - round(12 * sc) - small)

    def y_of(v: int) -> int:
        return round(plot.bottom - (v - lo) / span * plot.height)

    def x_of(i: int) -> int:
        return round(plot.left + i / (len(values) - 1) * plot.width)

    zero = y_of(0)
    pygame.draw.line(surface, theme.MUTED, (plot.left, zero), (plot.right, zero), 1)
    surface.blit(labels[0], labels[0].get_rect(topright=(plot.left - round(6 * sc), plot.top - small // 2)))
    surface.blit(labels[1], labels[1].get_rect(bottomright=(plot.left - round(6 * sc), plot.bottom + small // 2)))
    points = [(x_of(i), y_of(v)) for i, v in enumerate(values)]
    fill = [(plot.left, zero), *points, (plot.right, zero)]
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(shade, (*LINE, 40), fill)
    surface.blit(shade, (0, 0))
    pygame.draw.lines(surface, LINE, False, points, max(2, round(2 * sc)))
    pygame.draw.circle(surface, colour, points[-1], max(3, round(4 * sc)))
    count = theme.text(t("chart.rounds", count=len(values) - 1), small, theme.MUTED, shadow=False)
    surface.blit(count, count.get_rect(bottomright=(area.right, area.bottom + round(4 * sc))))


def stacked_bars(surface: pygame.Surface, rect: pygame.Rect, title: str, rows: Sequence[tuple[str, list[int]]],
                 sc: float) -> None:
    """One bar per row, split into won · drawn · lost (green, grey, red), each part's count on it."""
    area = frame(surface, rect, title, sc)
    if not rows:
        empty(surface, area, sc)
        return
    small = max(12, round(13 * sc))
    legend_h = small + round(6 * sc)
    row_h = min(round(30 * sc), (area.height - legend_h) // len(rows))
    # the labels take what they need, up to 60 % of the width (70 % with large text: the bars are shorter)
    share = 0.6 if theme.text_scale() == 1 else 0.7
    label_w = min(round(area.width * share), max(theme.font(small).size(label)[0] for label, _ in rows) + 8)
    bar_w = area.width - label_w
    y = area.top
    for label, counts in rows:
        img = theme.fit_text(label, small, label_w - round(6 * sc), color=theme.CREAM, shadow=False)
        surface.blit(img, img.get_rect(midleft=(area.left, y + row_h // 2)))
        total = max(1, sum(counts))
        x = area.left + label_w
        bar = pygame.Rect(x, y + round(3 * sc), bar_w, max(6, row_h - round(6 * sc)))
        for count, colour in zip(counts, (theme.GOOD, DRAWN, theme.BAD)):
            w = round(bar.width * count / total)
            if w <= 0:
                continue
            part = pygame.Rect(x, bar.top, w, bar.height)
            pygame.draw.rect(surface, colour, part)
            num = theme.text(str(count), max(11, small - 1), theme.INK, bold=True, shadow=False)
            if num.get_width() + 4 <= part.width and num.get_height() <= part.height + 4:
                surface.blit(num, num.get_rect(center=part.center))
            x += w
        y += row_h
    _legend(surface, pygame.Rect(area.left, area.bottom - legend_h, area.width, legend_h), small, sc)


def _legend(surface: pygame.Surface, rect: pygame.Rect, size: int, sc: float) -> None:
    """Won · drawn · lost, ending at ``rect``'s right (it never runs out of the chart)."""
    dot, gap = round(9 * sc), round(14 * sc)
    items = [(theme.text(t(key), size, theme.MUTED, shadow=False), colour)
             for key, colour in (("chart.won", theme.GOOD), ("chart.push", DRAWN), ("chart.lost", theme.BAD))]
    width = sum(dot + round(4 * sc) + img.get_width() for img, _ in items) + gap * (len(items) - 1)
    x = max(rect.left, rect.right - width)
    for img, colour in items:
        pygame.draw.rect(surface, colour, pygame.Rect(x, rect.centery - dot // 2, dot, dot))
        surface.blit(img, img.get_rect(midleft=(x + dot + round(4 * sc), rect.centery)))
        x += dot + round(4 * sc) + img.get_width() + gap


def count_bars(surface: pygame.Surface, rect: pygame.Rect, title: str, rows: Sequence[tuple[str, int]],
               sc: float, *, played: bool = False) -> None:
    """One bar per kind of hand, as long as it was frequent, with the count at its end."""
    area = frame(surface, rect, title, sc)
    if not rows:  # ``played``: rounds were played, none with a hand worth naming
        empty(surface, area, sc, "chart.no_kinds" if played else "chart.empty")
        return
    small = max(12, round(13 * sc))
    row_h = min(round(26 * sc), area.height // len(rows))
    label_w = min(round(area.width * 0.45), max(theme.font(small).size(label)[0] for label, _ in rows) + 8)
    most = max(count for _, count in rows)
    numbers_w = theme.font(small, True).size(str(most))[0] + round(8 * sc)
    room = area.width - label_w - numbers_w
    y = area.top
    for label, count in rows:
        img = theme.fit_text(label, small, label_w - round(6 * sc), color=theme.CREAM, shadow=False)
        surface.blit(img, img.get_rect(midleft=(area.left, y + row_h // 2)))
        bar = pygame.Rect(area.left + label_w, y + round(3 * sc), max(2, round(room * count / most)),
                          max(6, row_h - round(6 * sc)))
        pygame.draw.rect(surface, theme.GOLD, bar, border_radius=round(3 * sc))
        num = theme.text(str(count), small, theme.CREAM, bold=True, shadow=False)
        surface.blit(num, num.get_rect(midleft=(bar.right + round(5 * sc), bar.centery)))
        y += row_h


def _num(value: int, *, signed: bool = False) -> str:
    """1.250 / -1.250 (+1.250 when ``signed``), grouped as the language writes numbers."""
    text = fmt.number(abs(value))
    return "-" + text if value < 0 else ("+" if signed and value > 0 else "") + text
