"""Which table scene plays which game."""

from __future__ import annotations

from game.match.match import Match
from game.ui.app import App
from game.ui.table.scene import TableScene


def table_scene_for(app: App, match: Match) -> TableScene:
    from game.ui.table.french.scene import FrenchTableScene
    from game.ui.table.tam_cuc.scene import TamCucTableScene

    return (TamCucTableScene if match.variant.key == "tam-cuc" else FrenchTableScene)(app, match)
