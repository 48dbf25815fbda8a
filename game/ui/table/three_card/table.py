"""Ba Cây's and Bài Cào's table, as their catalogue records declare it."""

from __future__ import annotations

from functools import partial

from game.ui.table.french.controls import FrenchControls
from game.ui.table.french.kit import french_table
from game.ui.table.kit import TableKit
from game.ui.table.three_card.choice import ThreeCardChoice
from game.ui.table.three_card.marks import ThreeCardMarks
from game.ui.table.three_card.motion import ThreeCardMotion
from game.variants.three_card.round import ThreeCardVariant


def three_card_table(variant: ThreeCardVariant) -> TableKit[FrenchControls[ThreeCardChoice]]:
    """The felt with nặn bài, side bets and the ván phụ's sweep, for ``variant``'s rules."""
    return french_table(partial(ThreeCardChoice, variant=variant),
                        partial(ThreeCardMarks, hand_rules=variant.hand_rules), motion=ThreeCardMotion, squeeze=True)
