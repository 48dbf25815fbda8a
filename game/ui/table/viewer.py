"""Whose eyes the table shows, and who sits at the bottom of the screen.

The controller decides whose hidden cards may be drawn (:meth:`TableController.viewer`):
with several humans at one computer, nobody's until that player has taken the screen
behind the hand-over curtain, and nobody's again as soon as their decision is made.  This
policy adds the rule for the picture: the table turns (a new seat at the bottom) only
behind a curtain — when a player takes the screen — never mid-deal because a decision was
made; while nobody's eyes are on it, the last player who looked stays at the bottom.  The result
panel, shown to everybody, says no "you": each player reads their own result of the last round
on the curtain as they next take the screen (:meth:`ViewerPolicy.last_result`).
"""

from __future__ import annotations

from game.i18n import signed, t
from game.ui.table.controller import TableController
from game.ui.table.stamps import FILLS, outcome
from game.ui.theme import Color


class ViewerPolicy:
    def __init__(self, controller: TableController) -> None:
        self.controller = controller
        viewer = controller.viewer()
        humans = controller.humans
        self._bottom = viewer if viewer is not None else (humans[0] if humans else 0)
        self._told: dict[int, int] = {}  # each hot-seat player: the last round whose result the curtain told

    def viewer(self) -> int | None:
        """The seat whose hidden cards may be drawn now (``None``: public information only)."""
        return self.controller.viewer()

    def acting(self) -> int | None:
        """The human whose decision the action bar offers now: the viewer, if a human to act."""
        viewer = self.controller.viewer()
        return viewer if viewer is not None and viewer in self.controller.humans_to_act() else None

    def bottom(self) -> int:
        """The seat drawn at the bottom of the screen."""
        return self._bottom

    def last_result(self, seat: int) -> tuple[str, Color] | None:
        """``seat``'s own result of the last round played ("Ván 3: bạn thắng +120") and its
        outcome's colour (its stamp's), the first time that player takes the screen after it;
        else None."""
        history = self.controller.match.history
        if not history or self._told.get(seat) == history[-1].round_no or seat >= len(history[-1].deltas):
            return None
        record = history[-1]
        self._told[seat] = record.round_no
        delta = record.deltas[seat]
        kind = outcome(delta)
        return t(f"ui.curtain.result.{kind}", n=record.round_no, change=signed(delta)), FILLS[kind]

    def curtain(self) -> int | None:
        """The human who must take the screen before deciding, or None."""
        return self.controller.needs_curtain()

    def unlock(self, seat: int) -> None:
        """``seat`` has taken the screen (behind the curtain): its eyes, at the bottom."""
        self.controller.unlock(seat)
        self._bottom = seat

    def look_as(self, seat: int | None) -> None:
        """A replay's "Xem như": the table through ``seat``'s eyes (``None``: public only)."""
        self.controller.unlocked = seat
        if seat is not None:
            self._bottom = seat
