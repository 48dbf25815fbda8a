"""The director: engine events → timed beats → the shown table.

Every event the table receives (already redacted for the viewer) becomes a *beat*: the
table family's :class:`Beats` schedule its motion on the animator (a card flying, a flip,
chips sliding, a banner), and the director applies the event to the shown table
(:mod:`game.shown`) when that motion has played — strictly in the events' order, so a chip
never lands before the card that decides it has turned.  After a move's last event comes
its *reach*: the viewer's view and legal actions after the move, applied with the move's
last beat.  Painters draw only the shown table and the motion in progress, so nothing can
be drawn before its beat: the rule "nothing is told before it is seen" holds by
construction.

A beat overlaps the one before only when both are of a kind that flows (cards dealt one
after another, chips paid one after another); anything else waits for everything before it
to finish.  ``skip`` plays everything at once; speed 0 (instant) does the same each frame.

A beat is planned when its move arrives, before the events queued ahead of it have been
shown, so it is planned against :attr:`Director.ahead`: the shown table with every event
queued so far applied — the table as it will stand when the beat plays (a payment from a
betting spot planned after the payment before it in the same move; a bet that goes back
home at the round's end only if the round did not pay it away).
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Protocol

from game.engine.events import BetPlaced, CardDealt, ChipsMoved, Event
from game.engine.protocol import Action
from game.shown.table import Shower, ShownTable
from game.ui.anim import Animator

FLOWING = (CardDealt, ChipsMoved, BetPlaced)  # kinds of beat that may overlap the one before


@dataclass(frozen=True)
class Reached:
    """The end of a move: the viewer's view after it, its legal actions, the moves made."""

    view: Any
    legal: tuple[Action, ...]
    moves: int


class Beats(Protocol):
    """A table family's motion for events (it may schedule nothing for an event)."""

    def beat(self, event: Event) -> None:
        """Schedule the motion of ``event`` on the animator, starting at its cursor."""

    def applied(self, event: Event) -> None:
        """``event`` has just been applied to the shown table (the picture may follow it)."""

    def reset(self) -> None:
        """The table was shown anew at once: forget anything queued."""


@dataclass
class _Entry:
    item: Event | Reached
    done: bool = False


@dataclass
class Director:
    """See the module docstring.  ``on_change`` is called after every application."""

    shower: Shower
    table: ShownTable
    animator: Animator
    beats: Beats
    on_change: Callable[[], None] = lambda: None
    _queue: deque[_Entry] = field(default_factory=deque)
    _last: type[Event] | None = None
    ahead: ShownTable = field(init=False)  # the table with every event queued so far applied (see above)

    def __post_init__(self) -> None:
        self.ahead = _planning_copy(self.table)

    @property
    def busy(self) -> bool:
        """Events still to show (or motion still playing)."""
        return bool(self._queue) or self.animator.busy

    def play(self, events: Sequence[Event], reached: Reached | None) -> None:
        """Show ``events`` (redacted for the table's viewer), then reach the end of their move
        (``None``: the rest of the move is held back, its end comes later)."""
        for event in events:
            if not (isinstance(event, FLOWING) and self._last is type(event)):
                self.animator.barrier()
            self._last = type(event)
            self.beats.beat(event)  # planned against the table as the events before it leave it
            self.shower.apply(self.ahead, event)
            self._enqueue(_Entry(event))
        if reached is not None:
            self.shower.reach(self.ahead, reached.view, reached.legal, reached.moves)
            self._enqueue(_Entry(reached))

    def _enqueue(self, entry: _Entry) -> None:
        """``entry`` is shown once everything scheduled so far (its own beat last) has played."""
        self._queue.append(entry)
        self.animator.at(self.animator.ends(), partial(self._done, entry))

    def _done(self, entry: _Entry) -> None:
        entry.done = True
        while self._queue and self._queue[0].done:
            item = self._queue.popleft().item
            if isinstance(item, Reached):
                self.shower.reach(self.table, item.view, item.legal, item.moves)
                self._last = None
            else:
                self.shower.apply(self.table, item)
                self.beats.applied(item)
            self.on_change()

    def skip(self) -> None:
        """Play everything now (a click or a key skips the show)."""
        self.animator.finish()
        for entry in list(self._queue):
            self._done(entry)  # entries whose beat the animator had already forgotten

    def restart(self, table: ShownTable) -> None:
        """Put ``table`` (built at once) in place of the one shown; nothing left to play."""
        self._queue.clear()
        self.animator.finish()
        self.beats.reset()
        self._last = None
        self.table = table
        self.ahead = _planning_copy(table)
        self.on_change()


def _planning_copy(table: ShownTable) -> ShownTable:
    """A copy of ``table`` the director plans on (the viewer's view, read-only, shared)."""
    return copy.deepcopy(table, {id(table.view): table.view})
