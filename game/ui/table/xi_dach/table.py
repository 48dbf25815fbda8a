"""Xì Dách's table, as its catalogue record declares it."""

from __future__ import annotations

from game.ui.table.french.controls import FrenchControls
from game.ui.table.french.kit import french_table
from game.ui.table.kit import TableKit
from game.ui.table.stage import Sight
from game.ui.table.xi_dach.choice import XiDachChoice
from game.ui.table.xi_dach.marks import XiDachMarks
from game.variants.xi_dach.hand import MAX_CARDS


def _marks(sight: Sight, choice: XiDachChoice) -> XiDachMarks:
    return XiDachMarks(sight, choice.own)


def xi_dach_table() -> TableKit[FrenchControls[XiDachChoice]]:
    """The felt with nặn bài, hands that grow card by card up to five, the odds and the xét."""
    return french_table(XiDachChoice, _marks, squeeze=True, max_cards=MAX_CARDS, grows=True)
