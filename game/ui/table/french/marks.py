"""What a French-deck game paints of its own on the felt: :class:`Marks`.

The French painter (:mod:`~game.ui.table.french.painter`) draws what every such game shows —
the deck, trays, betting spots, cards, plates and tags — and asks a game's marks for the
rest: side-bet lines and their markers, targets to click, hints, the name of a hand and a
settled seat's outcome.  Marks read the shown table through the painter's
:class:`~game.ui.table.stage.Sight`, never the round.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.engine.events import Tile
from game.shown.table import ShownSeat
from game.ui import theme
from game.ui.table.french.layout import FrenchLayout
from game.ui.table.french.paint import shade
from game.ui.table.stage import Sight
from game.ui.table.text import fit
from game.ui.widgets import ButtonRow


class Building(Protocol):
    """An amount being built chip by chip (:class:`~game.ui.table.french.chips.ChipSelector`)."""

    @property
    def amount(self) -> int: ...


class Marks:
    """A game with nothing of its own to mark (the defaults)."""

    def __init__(self, sight: Sight) -> None:
        self.sight = sight

    @property
    def lay(self) -> FrenchLayout:
        lay = self.sight.places.layout
        assert isinstance(lay, FrenchLayout)
        return lay

    def draw_under(self, surface: pygame.Surface) -> None:
        """Marks drawn beneath the seats (side-bet lines)."""

    def draw_markers(self, surface: pygame.Surface, keep_clear: Sequence[pygame.Rect],
                     cover: pygame.Rect | None) -> None:
        """Labels over the seats placed clear of ``keep_clear``; none the result panel (``cover``)
        would half hide."""

    def placed(self) -> list[pygame.Rect]:
        """Where the markers were last drawn (the seats' stamps keep clear of them)."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        """Marks drawn over the seats (targets to click, hints)."""

    def draw_bar(self, surface: pygame.Surface, actions: ButtonRow) -> None:
        """Over the bottom bar, beside the action buttons (after the bars are drawn)."""

    def hand_label(self, seat: int, tiles: Sequence[Tile | None]) -> str | None:
        """The name of the hand the table shows for ``seat`` (its cards all seen), or None."""
        return None

    def pending(self, seat: int) -> int:
        """The chips ``seat``'s player has picked for its bet and not yet placed (they stand on
        its betting spot at once, the amount building up on the felt), or 0."""
        return 0

    def strong(self, seat: int, tiles: Sequence[Tile | None]) -> bool:
        """Whether the hand is one the table calls out (its name in gold, as the apps do)."""
        return False

    def outcome(self, seat: int) -> tuple[str, int] | None:
        """A settled seat's outcome for its plate ("Thắng") and its change, or None."""
        return None

    def prompt_holds(self, text: str) -> bool:
        """Does the prompt line hold ``text`` whole?"""
        return theme.font(self._prompt_px(), True).size(text)[0] <= self.lay.prompt.width - 20

    def _prompt_px(self) -> int:
        return max(12, round(18 * self.lay.scale))

    def draw_prompt(self, surface: pygame.Surface, text: str) -> None:
        """A prompt or hint on the line kept for it above the viewer's cards."""
        lay = self.lay
        rect = lay.prompt
        if rect.width <= 0:
            return
        img = fit(text, self._prompt_px(), rect.width - 20, color=theme.GOLD_LIGHT, bold=True)
        bg = img.get_rect(center=rect.center).inflate(20, 6).clip(rect)
        shade(surface, bg, 190, radius=bg.height // 2)
        surface.blit(img, img.get_rect(center=rect.center))


def seen_hand(seat: ShownSeat, count: int | None = None) -> list[Tile] | None:
    """The seat's cards if the viewer sees every one (and, given ``count``, that many), else None."""
    tiles = [c.tile for c in seat.cards if c.seen and c.tile is not None]
    if not seat.cards or len(tiles) != len(seat.cards) or (count is not None and len(tiles) != count):
        return None
    return tiles
