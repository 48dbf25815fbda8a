"""Controls for a game that has none of its own: one button per legal action.

A button reads the action's catalogue string (``action.<game>.<ActionClass>``) or else its
name and fields ("Show", "Bet 10"); keys 1–9 press the first nine.  So a new game is played
as soon as its table declares these controls (``tests/dummy_table`` does).
"""

from __future__ import annotations

from functools import partial

from game.ui.labels import action_label
from game.ui.table.kit import BaseControls
from game.ui.table.stage import Desk
from game.ui.widgets import NUMBER_KEYS, Button


class ActionControls(BaseControls):
    def __init__(self, desk: Desk, game_key: str) -> None:
        super().__init__(desk)
        self.game_key = game_key  # its actions' catalogue strings are ``action.<game_key>.<ActionClass>``

    def buttons(self, seat: int) -> list[Button]:
        out = []
        for i, action in enumerate(self.desk.shown.legal):
            key, hint = (NUMBER_KEYS[i], str(i + 1)) if i < len(NUMBER_KEYS) else (None, "")
            out.append(Button(partial(action_label, self.game_key, action), partial(self.desk.act, seat, action),
                              key, hint, primary=i == 0))
        return out
