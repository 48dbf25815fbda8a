"""The round-result panel of the French table: one row per seat — small cards, the hand's
name with the detail that decided it, the seat's change for the round — then each side bet
with who played against whom and whose amount is whose, the ván phụ deals, the table's fee
and the chips carried to the next pot.  The rows come from the shown table
(:mod:`game.shown`: each game's shower writes them once the settlement has been shown);
this module draws them in the table's free middle (:attr:`FrenchLayout.middle`), which no
plate, card or tag touches, so the hands the panel talks about stay in sight.  Rows that
do not fit scroll (wheel, ↑/↓); R folds the panel away and back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.cards import Card
from game.engine.events import Tile
from game.i18n import signed, t
from game.shown.results import ResultRow
from game.ui import pen, theme
from game.ui.table.french.layout import FrenchLayout
from game.ui.table.french.paint import shade
from game.ui.table.stamps import FILLS, outcome
from game.ui.table.text import MIN_TEXT, fit, without_aside
from game.ui.theme import amount_color as amount_color  # the tests and the scene read it here

PUSH_COLOR = theme.CREAM


@dataclass(frozen=True)
class Lead:
    """What the panel says before its rows: the viewer's own result as a ribbon ("Bạn thắng
    +120", coloured by its sign) and the result's headline (who took the pot and why)."""

    own: str | None = None
    delta: int = 0
    headline: str | None = None

    def lines(self, size: int, width: int) -> tuple[str, ...]:
        """The headline's lines at ``size`` in ``width``."""
        return tuple(theme.wrap(self.headline, size, width, bold=True)) if self.headline else ()


NO_LEAD = Lead()


@dataclass(frozen=True)
class _Geometry:
    """The panel's size and its rows' heights for ``rows`` at a layout."""

    rect: pygame.Rect
    size: int
    pad: int
    narrow: bool
    line_h: int
    heights: list[int]
    head_h: int
    ribbon_h: int  # the viewer's own result (0: none)
    headline: tuple[str, ...]  # the headline's lines
    head_line: int  # a headline line's height: as tall as its text is set (large text too)

    @classmethod
    def of(cls, lay: FrenchLayout, rows: Sequence[ResultRow], lead: Lead = NO_LEAD) -> _Geometry:
        sc = lay.scale
        size = lay.fonts.body
        pad = max(6, round(12 * sc))
        area = lay.middle
        width = min(area.width, round(640 * sc))
        # each row on two lines (name and chips, then cards and hand) when a narrow panel or a
        # long name or text would cut a row on one
        narrow = width < round(440 * sc) or not _fits_on_one_line(width - 2 * pad, size, rows)
        line_h = size + max(8, round(10 * sc))
        # two lines for a seat's row when narrow; a line of its own (a side bet, the fee) keeps
        # its text on one line with its amount
        heights = [line_h * (2 if narrow and (row.name or row.cards) else 1) for row in rows]
        ribbon_h = size + 4 + max(6, round(10 * sc)) if lead.own else 0
        headline = lead.lines(size, width - 2 * pad)
        title_h = size + round(18 * sc)
        head_line = max(line_h, theme.font(size, True).get_linesize() + 2)
        head_h = title_h + ribbon_h + (round(4 * sc) if ribbon_h else 0) + len(headline) * head_line
        rect = pygame.Rect(0, 0, width, min(area.height, head_h + sum(heights) + pad))
        rect.center = area.center
        return cls(rect, size, pad, narrow, line_h, heights, head_h, ribbon_h, headline, head_line)


class ResultPanel:
    """What the panel shows now: folded or not, and how far it is scrolled."""

    def __init__(self) -> None:
        self.folded = False
        self.scroll = 0
        self.rect = pygame.Rect(0, 0, 0, 0)  # where it was last drawn (input, tests)
        self.visible_rows = 0
        self.total_rows = 0
        self._geometry: tuple[FrenchLayout, tuple[tuple[ResultRow, ...], float], Lead, _Geometry] | None = None

    def reset(self) -> None:
        self.folded = False
        self.scroll = 0

    def toggle(self) -> None:
        self.folded = not self.folded

    def scroll_by(self, rows: int) -> bool:
        """Scroll by ``rows`` (negative: up); True if it moved."""
        top = max(0, self.total_rows - self.visible_rows)
        new = max(0, min(top, self.scroll + rows))
        moved = new != self.scroll
        self.scroll = new
        return moved

    def cover(self, lay: FrenchLayout, rows: Sequence[ResultRow], lead: Lead = NO_LEAD) -> pygame.Rect | None:
        """Where the panel lies when it shows ``rows`` (``None``: folded or empty): what the
        table leaves undrawn under and around its edge, so nothing is half hidden by it."""
        return None if self.folded or not rows else self._geometry_of(lay, rows, lead).rect

    def head(self, lay: FrenchLayout, rows: Sequence[ResultRow], lead: Lead = NO_LEAD) -> pygame.Rect | None:
        """The panel's title row when it shows ``rows`` (``None`` as :meth:`cover`)."""
        if self.folded or not rows:
            return None
        g = self._geometry_of(lay, rows, lead)
        return pygame.Rect(g.rect.left, g.rect.top, g.rect.width,
                           g.head_h - g.ribbon_h - len(g.headline) * g.head_line)

    def _geometry_of(self, lay: FrenchLayout, rows: Sequence[ResultRow], lead: Lead) -> _Geometry:
        """The panel's geometry, worked out once for a layout, its rows and its lead (the table
        asks for it several times a frame: its trays, piles and markers keep clear of it)."""
        key = (tuple(rows), theme.text_scale())  # the text's measures change with large text
        cached = self._geometry
        if cached is None or cached[0] is not lay or cached[1] != key or cached[2] != lead:
            cached = self._geometry = (lay, key, lead, _Geometry.of(lay, rows, lead))
        return cached[3]

    def draw(self, surface: pygame.Surface, lay: FrenchLayout, title: str, rows: Sequence[ResultRow],
             lead: Lead = NO_LEAD) -> None:
        self.total_rows = len(rows)
        if self.folded or not rows:
            self.rect = pygame.Rect(lay.middle.center, (0, 0))
            return
        sc = lay.scale
        g = self._geometry_of(lay, rows, lead)
        size, pad, width, narrow, line_h, heights, head_h, height = (
            g.size, g.pad, g.rect.width, g.narrow, g.line_h, g.heights, g.head_h, g.rect.height)
        rect = g.rect
        self.rect = rect
        room = height - head_h - pad
        self.visible_rows = max(1, _fitting(heights[::-1], room))  # the last rows shown whole at the end
        self.scroll = max(0, min(self.scroll, len(rows) - self.visible_rows))
        self.visible_rows = max(1, _fitting(heights[self.scroll:], room))
        shade(surface, rect, 252, border=theme.GOLD)  # nothing shows through the text
        more = len(rows) - self.scroll - self.visible_rows
        hint = t("ui.results.keys") + ("  ▲▼" if self.scroll or more > 0 else "")
        keys = theme.text(hint, max(12, size - 2), theme.MUTED, shadow=False)
        surface.blit(keys, keys.get_rect(topright=(rect.right - pad, rect.top + round(8 * sc))))
        head = fit(title, size + 2, width - 3 * pad - keys.get_width(), color=theme.GOLD_LIGHT, bold=True)
        surface.blit(head, (rect.left + pad, rect.top + round(6 * sc)))
        _draw_lead(surface, g, lead)
        inner = pygame.Rect(rect.left + pad, rect.top + head_h, width - 2 * pad, line_h)
        for row, row_h in list(zip(rows, heights, strict=True))[self.scroll:self.scroll + self.visible_rows]:
            if narrow and row_h > line_h:
                _draw_two_lines(surface, row, inner, size)
            elif narrow:
                _draw_own_line(surface, row, inner, size)
            else:
                _draw_row(surface, row, inner, _columns(inner.width, size, rows), size)
            inner.move_ip(0, row_h)
        if more > 0:
            img = theme.text(t("ui.results.more", n=more), max(12, size - 2), theme.MUTED, shadow=False)
            surface.blit(img, img.get_rect(bottomright=(rect.right - pad, rect.bottom - 2)))


def _draw_lead(surface: pygame.Surface, g: _Geometry, lead: Lead) -> None:
    """The viewer's ribbon under the title, then the headline, centred."""
    sc_gap = g.line_h - g.size
    y = g.rect.top + g.head_h - g.ribbon_h - len(g.headline) * g.head_line
    if lead.own and g.ribbon_h:
        band = pygame.Rect(g.rect.left + g.pad, y, g.rect.width - 2 * g.pad, g.ribbon_h)
        pen.rect(surface, FILLS[outcome(lead.delta)], band, border_radius=band.height // 2)
        img = fit(lead.own, g.size + 4, band.width - 2 * g.pad, color=theme.CREAM, bold=True, shadow=False)
        surface.blit(img, img.get_rect(center=band.center))
        y = band.bottom + sc_gap // 2
    for line in g.headline:
        img = fit(line, g.size, g.rect.width - 2 * g.pad, color=theme.GOLD_LIGHT, bold=True, shadow=False)
        surface.blit(img, img.get_rect(midtop=(g.rect.centerx, y + (g.head_line - img.get_height()) // 2)))
        y += g.head_line


@dataclass(frozen=True)
class _Columns:
    name: int
    cards: int
    text: int
    amount: int
    card_w: int


def _columns(width: int, size: int, rows: Sequence[ResultRow]) -> _Columns:
    card_w = _mini_width(size)
    most = max((len(r.cards) for r in rows), default=0)
    cards = (card_w + 2) * most
    amount = round(size * 5)
    name = min(round(width * 0.24), max((theme.font(size, True).size(r.name)[0] for r in rows if not r.sub),
                                        default=0) + 8)
    text = max(40, width - name - cards - amount - 12)
    return _Columns(name, cards, text, amount, card_w)


def _fits_on_one_line(width: int, size: int, rows: Sequence[ResultRow]) -> bool:
    """Does every row's name and text fit its column (:func:`_draw_row`) at the smallest text size?"""
    c = _columns(width, size, rows)
    for row in rows:
        indent = round(size * 0.8) if row.sub else 0
        if theme.font(MIN_TEXT, not row.sub).size(row.name)[0] > c.name - 4 - indent:
            return False
        start = indent if not row.name else c.name + (c.cards + 6 if row.cards or not row.sub else 0)
        if theme.font(MIN_TEXT).size(row.text)[0] > c.name + c.cards + c.text - start:
            return False
    return True


def _amount(row: ResultRow) -> tuple[str, tuple[int, int, int]] | None:
    if row.amount is not None:
        return signed(row.amount) + (f" {row.note}" if row.note else ""), amount_color(row.amount)
    if row.note:
        return row.note, theme.MUTED
    return None


def _draw_cards(surface: pygame.Surface, cards: Sequence[Tile], x: int, line: pygame.Rect, size: int) -> int:
    """Mini cards from ``x`` on ``line``; returns the x after them."""
    w = _mini_width(size)
    for tile in cards:
        if isinstance(tile, Card):
            mini_card(surface, tile, pygame.Rect(x, line.top + 2, w, line.height - 4), size)
        x += w + 2
    return x


def _draw_row(surface: pygame.Surface, row: ResultRow, line: pygame.Rect, c: _Columns, size: int) -> None:
    indent = round(size * 0.8) if row.sub else 0
    name = fit(row.name, size if not row.sub else max(12, size - 1), c.name - 4 - indent, bold=not row.sub,
               color=theme.CREAM if not row.sub else theme.MUTED, shadow=False)
    surface.blit(name, name.get_rect(midleft=(line.left + indent, line.centery)))
    x = _draw_cards(surface, row.cards, line.left + c.name, line, size)
    # a line of its own (a side bet, the fee) starts where the name would: it needs the room
    tx = line.left + (indent if not row.name else c.name + (c.cards + 6 if row.cards or not row.sub else 0))
    room = line.left + c.name + c.cards + c.text - tx
    text = fit(row.text, size, room, shadow=False)
    drawn = surface.blit(text, text.get_rect(midleft=(max(tx, x + 4), line.centery)))
    amount = _amount(row)
    if amount is not None:  # in its column, or what a short text leaves of the line ("Bị từ chối")
        room = max(c.amount, line.right - drawn.right - 8)
        img = fit(amount[0], size, room, color=amount[1], bold=row.amount is not None, shadow=False)
        surface.blit(img, img.get_rect(midright=(line.right, line.centery)))


def _draw_two_lines(surface: pygame.Surface, row: ResultRow, line: pygame.Rect, size: int) -> None:
    indent = round(size * 0.8) if row.sub else 0
    amount = _amount(row)
    amount_img = None
    if amount is not None:
        amount_img = fit(amount[0], size, line.width // 2, color=amount[1], bold=row.amount is not None, shadow=False)
        surface.blit(amount_img, amount_img.get_rect(midright=(line.right, line.centery)))
    room = line.width - indent - (amount_img.get_width() + 8 if amount_img is not None else 0)
    name = fit(row.name, size, room, bold=not row.sub, color=theme.CREAM if not row.sub else theme.MUTED,
               shadow=False)
    surface.blit(name, name.get_rect(midleft=(line.left + indent, line.centery)))
    second = line.move(0, line.height)
    x = _draw_cards(surface, row.cards, second.left + indent, second, size)
    room = second.right - x - 6
    text = fit(without_aside(row.text, room), size, room, shadow=False)
    surface.blit(text, text.get_rect(midleft=(x + 4, second.centery)))


def _draw_own_line(surface: pygame.Surface, row: ResultRow, line: pygame.Rect, size: int) -> None:
    """A row without a seat (a side bet, the fee, the pot's carry): its text and its amount on
    one line."""
    indent = round(size * 0.8) if row.sub else 0
    amount = _amount(row)
    room = line.width - indent
    if amount is not None:
        img = fit(amount[0], size, line.width // 3, color=amount[1], bold=row.amount is not None, shadow=False)
        surface.blit(img, img.get_rect(midright=(line.right, line.centery)))
        room -= img.get_width() + 8
    text = fit(without_aside(row.text, room), size, room, shadow=False)
    surface.blit(text, text.get_rect(midleft=(line.left + indent, line.centery)))


def _fitting(heights: Sequence[int], room: int) -> int:
    """How many of ``heights``, from the first, fit in ``room``."""
    used = count = 0
    for h in heights:
        if used + h > room:
            break
        used, count = used + h, count + 1
    return count


def mini_card(surface: pygame.Surface, card: Card, rect: pygame.Rect, size: int) -> None:
    """A card as a small cream tile with its rank and suit, red or black: readable where a
    scaled picture of the face would not be."""
    pen.rect(surface, theme.CREAM, rect, border_radius=3)
    ink = (190, 30, 36) if card.suit.is_red else theme.INK
    img = fit(card.unicode(), _mini_size(size), rect.width - 2, color=ink, bold=True, shadow=False)
    surface.blit(img, img.get_rect(center=rect.center))


def _mini_size(size: int) -> int:
    return max(12, size - 2)


def _mini_width(size: int) -> int:
    """A mini card's width: room for "10♥" at its text size."""
    return max(round(size * 2.2), theme.font(_mini_size(size), True).size("10♥")[0] + 4)
