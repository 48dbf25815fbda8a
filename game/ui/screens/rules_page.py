"""The rules help as a page: a game's rules document (:mod:`game.rules_doc`, read from its
catalogue record) — headings, paragraphs and example hands — laid out for a width and drawn
through a scrolling window.

Example hands are drawn with the real sprites and labelled by the engine itself — each
hand's name comes from ``variant.describe_hand`` and each "beats / ties" from
``variant.compare`` — so the help can never disagree with the game.

Why our own view and not a pygame-gui text box: the examples are sprites placed between
paragraphs, which a ``UITextBox`` cannot hold, and composing a scrolling container of one
text box per paragraph cost ~14 ms per box to build (measured), ~0.4 s per game and language.
Here a game's whole document is laid out once into cached line images (a few ms) and
scrolling only blits what is visible.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.catalog import game
from game.i18n import t
from game.rules_doc import Hands, Heading, Text
from game.ui import theme
from game.ui.screens.hand_art import draw_hand, hand_name, hand_width, item_size, parse_hand

VERDICT = {"a": "rules.beats", "b": "rules.loses_to", None: "rules.ties"}
LIST_ITEM = re.compile(r"(• |\d+\. )")


@dataclass
class Placed:
    """A laid-out piece of the document: an image at ``y`` (``heading``: for the contents)."""

    y: int
    image: pygame.Surface
    heading: str = ""


class RulesPage:
    """One game's rules laid out for a width; ``scroll`` is how far down the view starts."""

    def __init__(self, key: str, width: int, scale: float, four_colour: bool) -> None:
        self.game = key
        self.width = width
        self.scale = scale
        self.four_colour = four_colour
        self.items: list[Placed] = []
        self.height = 0
        self.scroll = 0
        self._layout()

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def _layout(self) -> None:
        y = 0
        for block in game(self.game).rules:
            if isinstance(block, Heading):
                y += self.px(18) if y else 0
                img = self._heading(t(block.key))
                self.items.append(Placed(y, img, t(block.key)))
            elif isinstance(block, Text):
                img = self._text(t(block.key), max(14, self.px(18)), theme.CREAM)
                self.items.append(Placed(y, img))
            else:
                img = self._hands(block)
                self.items.append(Placed(y, img))
            y += img.get_height() + self.px(12)
        self.height = y

    def _heading(self, text: str) -> pygame.Surface:
        label = theme.text(text, max(16, self.px(24)), theme.GOLD_LIGHT, bold=True)
        out = pygame.Surface((self.width, label.get_height() + self.px(8)), pygame.SRCALPHA)
        out.blit(label, (0, 0))
        pygame.draw.line(out, theme.GOLD, (0, out.get_height() - 2), (self.width, out.get_height() - 2), 1)
        return out

    def _text(self, text: str, size: int, colour: theme.Color) -> pygame.Surface:
        """Wrapped text; a line that starts a list item ("• ", "2. ") hangs its continuation."""
        placed: list[tuple[int, str]] = []
        for para in text.split("\n"):
            marker = LIST_ITEM.match(para)
            indent = theme.font(size).size(marker.group(0))[0] if marker else 0
            for i, line in enumerate(theme.wrap(para, size, self.width - indent)):
                placed.append((indent if i else 0, line))
        step = theme.font(size).get_linesize() + self.px(2)
        out = pygame.Surface((self.width, max(1, step * len(placed))), pygame.SRCALPHA)
        for i, (x, line) in enumerate(placed):
            out.blit(theme.text(line, size, colour), (x, i * step))
        return out

    def _hands(self, block: Hands) -> pygame.Surface:
        """The example row: hands, each with its engine name, verdicts between compared pairs."""
        variant = game(self.game).variant
        width = self.px(44) if game(self.game).pieces else self.px(60)
        gap = self.px(28)
        cells: list[tuple[pygame.Surface, bool]] = []  # (image, centred on the cards)
        for i, text in enumerate(block.hands):
            cells.append((self._hand(text, width, gap, named=block.named), False))
            if block.versus and i % 2 == 0 and i + 1 < len(block.hands):
                verdict = VERDICT[variant.compare(text, block.hands[i + 1])]
                cells.append((theme.text(t(verdict), max(14, self.px(18)), theme.CREAM, bold=True), True))
        card_h = item_size(self.game, width)[1]
        rows = self._wrap_cells(cells, gap)
        heights = [max(c.get_height() for c, _ in r) for r in rows]
        caption = self._text(t(block.caption), max(12, self.px(15)), theme.MUTED) if block.caption else None
        extra = caption.get_height() + self.px(6) if caption else 0
        out = pygame.Surface((self.width, sum(heights) + self.px(10) * len(rows) + extra), pygame.SRCALPHA)
        y = 0
        for r, h in zip(rows, heights):
            x = self.px(12)
            for c, centred in r:
                out.blit(c, (x, y + (card_h - c.get_height()) // 2 if centred else y))
                x += c.get_width() + gap
            y += h + self.px(10)
        if caption:
            out.blit(caption, (0, y - self.px(4)))
        return out

    def _hand(self, text: str, width: int, gap: int, *, named: bool) -> pygame.Surface:
        """One example hand, with the name the engine gives it underneath."""
        items = parse_hand(self.game, text)
        w = hand_width(self.game, len(items), width)
        label = None
        if named:
            name = hand_name(game(self.game).variant.describe_hand(text))
            label = theme.fit_text(name, max(12, self.px(15)), max(w + gap, self.px(150)), color=theme.GOLD_LIGHT,
                                   bold=True)
        cell_w = max(w, label.get_width() if label else 0)
        cell = pygame.Surface((cell_w, item_size(self.game, width)[1] + (self.px(26) if label else 0)),
                              pygame.SRCALPHA)
        draw_hand(cell, self.game, items, ((cell_w - w) // 2, 0), width, self.four_colour)
        if label:
            cell.blit(label, label.get_rect(midbottom=(cell_w // 2, cell.get_height())))
        return cell

    def _wrap_cells(self, cells: list[tuple[pygame.Surface, bool]], gap: int
                    ) -> list[list[tuple[pygame.Surface, bool]]]:
        """Cells in rows no wider than the document."""
        rows: list[list[tuple[pygame.Surface, bool]]] = [[]]
        x = self.px(12)
        for cell in cells:
            if rows[-1] and x + cell[0].get_width() > self.width:
                rows.append([])
                x = self.px(12)
            rows[-1].append(cell)
            x += cell[0].get_width() + gap
        return rows

    # --- the window onto it ------------------------------------------------------------------------
    def max_scroll(self, view_h: int) -> int:
        return max(0, self.height - view_h)

    def scroll_by(self, dy: int, view_h: int) -> None:
        self.scroll = max(0, min(self.max_scroll(view_h), self.scroll + dy))

    def headings(self) -> list[tuple[str, int]]:
        return [(p.heading, p.y) for p in self.items if p.heading]

    def draw(self, surface: pygame.Surface, view: pygame.Rect) -> None:
        old = surface.get_clip()
        surface.set_clip(view)
        for p in self.items:
            top = view.top + p.y - self.scroll
            if top + p.image.get_height() >= view.top and top <= view.bottom:
                surface.blit(p.image, (view.left, top))
        surface.set_clip(old)
