"""Building a shown table at once from a round's moves: a replay at step k, a table resumed
from a save, a hot-seat table seen through other eyes, the tests.

:func:`fold` deals the round again from its config and seed, replays its first moves and
applies every event they made, redacted for one viewer, with the view after each move —
exactly what the live table's director applies beat by beat, so the two cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.events import Event
from game.engine.protocol import RoundState
from game.shown.table import RoundFacts, Shower, ShownTable


def fold(shower: Shower, facts: RoundFacts, viewer: int | None, state: RoundState, upto: int | None = None,
         log: Sequence[str] = ()) -> ShownTable:
    """The shown table of ``state``'s round after its first ``upto`` moves (default: all it has
    made), as ``viewer`` saw them; ``log``: the table's lines before this round.  ``state`` is
    left as it is."""
    moves = state.log if upto is None else state.log[:upto]
    replay = type(state).from_dict({**state.to_dict(), "actions": []})
    table = shower.start(facts, viewer, log)
    show(shower, table, replay.start_events())
    reach(shower, table, replay)
    for seat, action in moves:
        show(shower, table, replay.apply(seat, action))
        reach(shower, table, replay)
    return table


def show(shower: Shower, table: ShownTable, events: Sequence[Event]) -> None:
    for event in events:
        shower.apply(table, event.redacted_for(table.viewer))


def reach(shower: Shower, table: ShownTable, state: RoundState) -> None:
    """The end of a move (or of the deal): the viewer's view of ``state`` and what the viewer
    may do there."""
    viewer = table.viewer
    legal = tuple(state.legal_actions(viewer)) if viewer is not None and viewer in state.to_act() else ()
    shower.reach(table, state.view(viewer), legal, len(state.log))
