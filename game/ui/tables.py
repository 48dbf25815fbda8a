"""Which table scene plays which game."""

from __future__ import annotations

from game.match.table import Match
from game.ui.app import App
from game.ui.table.scene_base import TableScene


def table_scene_for(app: App, match: Match) -> TableScene:
    from game.ui.table.french import FrenchTableScene
    from game.ui.table.tam_cuc import TamCucTableScene

    return (TamCucTableScene if match.variant.key == "tam-cuc" else FrenchTableScene)(app, match)
