"""A French-deck game's table: the felt's places, controls, painter and motion around the
game's own choice (its buttons), marks (what it paints of its own) and, if it has any, beats.

``french_table(...)`` is what a French-deck game's table module returns for its catalogue
record (:mod:`game.ui.table.three_card.table`, :mod:`game.ui.table.xi_dach.table`; a game
with no motion of its own gets the shared beats).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.ui.table.beats import TableBeats
from game.ui.table.french.controls import Ch, FrenchControls
from game.ui.table.french.marks import Marks
from game.ui.table.french.own_cards import OwnCards
from game.ui.table.french.painter import FrenchPainter
from game.ui.table.french.places import FrenchPlaces
from game.ui.table.kit import TableKit
from game.ui.table.picture import Picture
from game.ui.table.stage import Desk, Sight, Stage


def french_table(choice: Callable[[Desk, OwnCards], Ch], marks: Callable[[Sight, Ch], Marks], *,
                 motion: type[TableBeats] = TableBeats, squeeze: bool = False, max_cards: int = 3,
                 grows: bool = False) -> TableKit[FrenchControls[Ch]]:
    """The kit of a French-deck game: ``squeeze``, its player's cards arrive face down and open
    by nặn bài; ``max_cards``, its longest hand; ``grows``, its fans grow card by card."""

    def places(n_seats: int, options: Mapping[str, Any], picture: Picture) -> FrenchPlaces:
        return FrenchPlaces(n_seats, options, picture, max_cards=max_cards, grows=grows)

    def controls(desk: Desk) -> FrenchControls[Ch]:
        return FrenchControls(desk, choice, squeeze=squeeze)

    def painter(sight: Sight, made: FrenchControls[Ch]) -> FrenchPainter:
        return FrenchPainter(sight, made.result_panel, marks(sight, made.choice))

    def moves(stage: Stage) -> TableBeats:
        return motion(stage, own_cards_open=not squeeze)

    return TableKit(places, controls, painter, moves)
