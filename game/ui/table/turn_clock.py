"""Whose turn the plates show, the bet clock and the hot-seat turn clock.

The acting seat's plate glows; every AI portrait turns a ring while its seat thinks (several at
once while the bets are made side by side); a human hears a short sound when a decision passes
to them.  While a round asks for bets and the bet clock is on (settings ``bet_clock``), a ring
drains round every betting portrait: the AI seats decide within it, and when it has run out a
human still to bet bets the least — except at a hot-seat table without the turn clock, where it
never forces anyone.  At a hot-seat table with the turn clock on (settings ``turn_clock``) a
ring drains round the acting portrait and a toast nudges when it has run out — it never plays
for anyone.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.engine.protocol import Action
from game.i18n import t
from game.ui.table.controller import TableController
from game.ui.table.plates import Turn

if TYPE_CHECKING:
    from game.ui.app import App


class TurnWatch:
    def __init__(self, app: App, controller: TableController, seat_name: Callable[[int], str],
                 act: Callable[[int, Action], object] = lambda seat, action: None) -> None:
        self.app = app
        self.controller = controller
        self.seat_name = seat_name
        self.act = act  # a human's action, as a click makes it (the bet clock's least bet)
        self._turn: tuple[int, int] | None = None  # the human offered a decision, and the move it follows
        self._since = 0.0  # when (app time) that decision was offered
        self._late = False  # its turn clock has run out
        self._bets: tuple[Any, float] | None = None  # the round asking for bets (its Turns), and since when

    def turn_of(self, seat: int, acting: bool) -> Turn | None:
        """How the plate shows ``seat``'s turn, when the table shows it ``acting``: glowing,
        with a ring that drains while it bets against the bet clock, or turns while an AI
        thinks (None: not its turn)."""
        if not acting:
            return None
        now = self.app.time
        pulse = 0.5 + 0.5 * math.sin(now * 5)
        bets = self.bets_left()
        if bets is not None and seat in self.controller.betting():
            return Turn(pulse, left=bets, late=bets <= 0)
        if seat in self.controller.thinking_seats():  # every AI seat deciding at once turns its ring
            return Turn(pulse, spin=now * 0.8)
        if seat not in self.controller.humans_to_act():
            return None
        limit = self.limit()
        if not limit or self._turn is None or self._turn[0] != seat:
            return Turn(pulse)
        left = max(0.0, 1.0 - (now - self._since) / limit)
        return Turn(pulse, left=left, late=self._late)

    def watch(self, seat: int | None, *, bets: bool = True) -> bool:
        """A short sound when a decision passes to the human ``seat``; the bet clock (``bets``:
        the table plays its own round, not a guided deal's or a replay's); at a hot-seat
        table with the turn clock on, the clock of that decision.  True while a clock runs,
        so its ring drains."""
        app = self.app
        betting = self._watch_bets() if bets else False
        turn = None if seat is None else (seat, self.controller.played())
        if turn != self._turn:
            if seat is not None and (self._turn is None or self._turn[0] != seat):
                app.sound.play("turn")
            self._turn, self._since, self._late = turn, app.time, False
        limit = self.limit()
        if turn is None or not limit:
            return betting
        if not self._late and app.time - self._since >= limit:
            self._late = True
            app.sound.play("turn")
            app.toast(t("ui.turn_clock.late", name=self.seat_name(turn[0])))
        return betting or not self._late

    def bets_left(self) -> float | None:
        """What the bet clock has left of the betting time (1 → 0); None: no bet clock runs."""
        limit = self.app.session.settings.bet_clock
        if not limit or self._bets is None:
            return None
        return max(0.0, 1.0 - (self.app.time - self._bets[1]) / limit)

    def _watch_bets(self) -> bool:
        """Start the bet clock when a round first asks for bets; once it has run out, each
        human still to bet bets the least (see the module docstring).  True while it runs."""
        controller = self.controller
        betting = controller.betting()
        if not self.app.session.settings.bet_clock or not betting:
            self._bets = None
            return False
        if self._bets is None or self._bets[0] is not controller.turns:
            self._bets = (controller.turns, self.app.time)
        if (self.bets_left() or 0.0) > 0:
            return True
        if controller.hot_seat and not self.limit():
            return False  # the ring says the time is up; nobody is made to bet
        for seat in controller.humans_to_act():
            least = min((a for a in controller.legal(seat) if type(a).__name__ == "Bet"),
                        key=lambda a: int(getattr(a, "amount", 0)), default=None)
            if seat in betting and least is not None:
                self.app.toast(t("ui.bet_clock.out", name=self.seat_name(seat), amount=getattr(least, "amount", 0)))
                self.act(seat, least)
        return False

    def limit(self) -> int:
        """Seconds a decision is given at this table (0: no turn clock: one human, or off)."""
        return self.app.session.settings.turn_clock if self.controller.hot_seat else 0
