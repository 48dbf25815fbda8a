"""The high-card game's table, as its catalogue record declares it: the shared oval
(:class:`~game.ui.table.places.TablePlaces`), one button per legal action
(:class:`~game.ui.table.actions.ActionControls`), the shared beats, and its own painter."""

from __future__ import annotations

from functools import partial

from game.ui.table.actions import ActionControls
from game.ui.table.beats import TableBeats
from game.ui.table.kit import TableKit
from game.ui.table.places import TablePlaces
from game.ui.table.stage import Sight
from tests.dummy_table.painter import HighCardPainter


def _painter(sight: Sight, controls: ActionControls) -> HighCardPainter:
    return HighCardPainter(sight)


def high_card_table(game_key: str) -> TableKit[ActionControls]:
    return TableKit(TablePlaces, partial(ActionControls, game_key=game_key), _painter, TableBeats)
