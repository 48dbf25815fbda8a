"""The tables by name: which scene draws a table family, which panel a name stands for.

A game's catalogue record names its table family (``"french"``: any
:class:`~game.engine.view.TableView`; ``"tam-cuc"``: the straw mat) and, on the French
table, its control panel (``"three-card"``, ``"xi-dach"``, or ``"actions"``: one button per
legal action).  This is the one place those names meet the classes; the router's
``"table"`` screen (:mod:`game.ui.routes`) opens a match through :func:`table_for`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from game.catalog import Game, game
from game.match.match import Match
from game.ui.app import App
from game.ui.table.french.actions_panel import ActionsPanel
from game.ui.table.french.panel import Panel
from game.ui.table.french.scene import FrenchTableScene
from game.ui.table.french.three_card_panel import ThreeCardPanel
from game.ui.table.french.xi_dach_panel import XiDachPanel
from game.ui.table.scene import TableScene
from game.ui.table.tam_cuc.scene import TamCucTableScene

PANELS: Final[dict[str, Callable[[Any], Panel]]] = {
    "three-card": ThreeCardPanel,
    "xi-dach": XiDachPanel,
    "actions": ActionsPanel,
}


def panel_for(record: Game) -> Panel:
    """A new panel of the kind ``record`` names."""
    make = PANELS.get(record.panel)
    if make is None:
        raise KeyError(f"{record.key}: no panel {record.panel!r}; panels: {', '.join(PANELS)}")
    return make(record.variant)


FAMILIES: Final[dict[str, Callable[[App, Match, Game], TableScene]]] = {
    "french": lambda app, match, record: FrenchTableScene(app, match, panel_for(record)),
    "tam-cuc": lambda app, match, record: TamCucTableScene(app, match),
}


def table_for(app: App, match: Match) -> TableScene:
    """The table scene of ``match``'s game, as its catalogue record says."""
    record = game(match.variant.key)
    family = FAMILIES.get(record.table)
    if family is None:
        raise KeyError(f"{record.key}: no table family {record.table!r}; families: {', '.join(FAMILIES)}")
    return family(app, match, record)
