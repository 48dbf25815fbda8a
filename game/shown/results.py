"""The rows of a round's result panel, as data (the French tables draw them)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.events import Tile


@dataclass(frozen=True)
class ResultRow:
    """One line of the panel.  ``amount`` None: no chips column; ``sub``: an indented line
    that belongs to the row above (a side bet, a ván phụ hand, a fee)."""

    name: str
    text: str = ""
    amount: int | None = None
    cards: tuple[Tile, ...] = ()
    sub: bool = False
    note: str = ""  # small text after the amount ("phí 1")
