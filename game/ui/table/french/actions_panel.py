"""The panel of a game that has none of its own: one button per legal action.

A button reads the action's catalogue string (``action.<game>.<ActionClass>``) or else its
name and fields ("Show", "Bet 10"); keys 1–9 press the first nine.  So a new game is played
on the felt table as soon as its view is a :class:`~game.engine.view.TableView` and its
catalogue record names the ``"actions"`` panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from game.catalog import game
from game.engine.protocol import Action
from game.engine.variant import Variant
from game.ui.labels import action_label
from game.ui.table.french.panel import Panel
from game.ui.widgets import NUMBER_KEYS, Button


class ActionsPanel(Panel):
    def __init__(self, variant: Variant) -> None:
        super().__init__()
        self.variant = variant

    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        record = game(self.variant.key)
        out = []
        for i, action in enumerate(legal):
            key, hint = (NUMBER_KEYS[i], str(i + 1)) if i < len(NUMBER_KEYS) else (None, "")
            out.append(Button(partial(action_label, record, action), partial(self.table.act, seat, action), key,
                              hint, primary=i == 0))
        return out
