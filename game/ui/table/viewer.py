"""Whose eyes the table shows, and who sits at the bottom of the screen.

The controller decides whose hidden cards may be drawn (:meth:`TableController.viewer`):
with several humans at one computer, nobody's until that player has taken the screen
behind the hand-over curtain, and nobody's again as soon as their decision is made.  This
policy adds the rule for the picture: the table turns (a new seat at the bottom) only
behind a curtain — when a player takes the screen — never mid-deal because a decision was
made; while nobody's eyes are on it, the last player who looked stays at the bottom.
"""

from __future__ import annotations

from game.ui.table.controller import TableController


class ViewerPolicy:
    def __init__(self, controller: TableController) -> None:
        self.controller = controller
        viewer = controller.viewer()
        humans = controller.humans
        self._bottom = viewer if viewer is not None else (humans[0] if humans else 0)

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
