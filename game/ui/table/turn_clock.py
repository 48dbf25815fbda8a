"""Whose turn the plates show, and the hot-seat turn clock.

The acting seat's plate glows; an AI's portrait turns a ring while it thinks; a human hears a
short sound when a decision passes to them, and at a hot-seat table with the turn clock on
(settings ``turn_clock``) a ring drains round the portrait and a toast nudges when it has run
out — it never plays for anyone.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import t
from game.ui.table.controller import TableController
from game.ui.table.plates import Turn

if TYPE_CHECKING:
    from game.ui.app import App


class TurnWatch:
    def __init__(self, app: App, controller: TableController, seat_name: Callable[[int], str]) -> None:
        self.app = app
        self.controller = controller
        self.seat_name = seat_name
        self._turn: tuple[int, int] | None = None  # the human offered a decision, and the move it follows
        self._since = 0.0  # when (app time) that decision was offered
        self._late = False  # its turn clock has run out

    def turn_of(self, seat: int, acting: bool) -> Turn | None:
        """How the plate shows ``seat``'s turn, when the table shows it ``acting``: glowing,
        with a ring that turns while an AI thinks (None: not its turn)."""
        if not acting:
            return None
        now = self.app.time
        pulse = 0.5 + 0.5 * math.sin(now * 5)
        if self.controller.thinking() == seat:
            return Turn(pulse, spin=now * 0.8)
        if seat not in self.controller.humans_to_act():
            return None
        limit = self.limit()
        if not limit or self._turn is None or self._turn[0] != seat:
            return Turn(pulse)
        left = max(0.0, 1.0 - (now - self._since) / limit)
        return Turn(pulse, left=left, late=self._late)

    def watch(self, seat: int | None) -> bool:
        """A short sound when a decision passes to the human ``seat``; at a hot-seat table with
        the turn clock on, the clock of that decision (True while it runs, so the ring drains)."""
        app = self.app
        turn = None if seat is None else (seat, self.controller.played())
        if turn != self._turn:
            if seat is not None and (self._turn is None or self._turn[0] != seat):
                app.sound.play("turn")
            self._turn, self._since, self._late = turn, app.time, False
        limit = self.limit()
        if turn is None or not limit:
            return False
        if not self._late and app.time - self._since >= limit:
            self._late = True
            app.sound.play("turn")
            app.toast(t("ui.turn_clock.late", name=self.seat_name(turn[0])))
        return not self._late

    def limit(self) -> int:
        """Seconds a decision is given at this table (0: no turn clock: one human, or off)."""
        return self.app.session.settings.turn_clock if self.controller.hot_seat else 0
