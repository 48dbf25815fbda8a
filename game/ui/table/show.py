"""The shown table on a table: the director, the story so far, the moves held back.

Live play, a resumed table and a replay share one path: a table shown at once is
:func:`game.shown.fold.fold` of the round's moves, exactly what the director applies beat by
beat (:mod:`game.ui.table.director`).  :class:`TableShow` holds that path for one table:
each move's events, redacted for the viewer, go to the director with the viewer's view and
legal actions after the move; the log before the round on the table (a resumed table tells
its recent rounds again from their saves); the moves held back until the viewer is ready
(their own cards squeezed open).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from game.engine.events import Event
from game.engine.protocol import RoundState
from game.i18n import language
from game.match.match import Match
from game.shown.between import note_line, story_so_far
from game.shown.fold import fold
from game.shown.story import table_names
from game.shown.table import RoundFacts, Shower, ShownTable
from game.ui.anim import Animator
from game.ui.table.director import Beats, Director, Reached


class TableShow:
    director: Director  # made by direct(), once the table's motion is

    def __init__(self, match: Match, shower: Shower, viewer: Callable[[], int | None],
                 on_restart: Callable[[], None], humans: Sequence[int] = ()) -> None:
        self.match = match
        self.humans = tuple(humans)
        self.shower = shower
        self.viewer = viewer
        self.on_restart = on_restart  # the table was shown anew at once: the picture follows
        self.language = language()
        self.story = self.story_so_far()  # the log before the round on the table
        self.notes_told = len(match.notes)  # what the table did between rounds, said so far
        self.facts: RoundFacts | None = None  # the facts of the round on the table
        self.held: list[tuple[Sequence[Event], Reached]] = []  # moves waiting until the viewer is ready

    def direct(self, animator: Animator, beats: Beats, on_change: Callable[[], None]) -> None:
        """Show with ``beats`` on ``animator`` from now on: the table between rounds."""
        self.director = Director(self.shower, self.between_rounds(self.story), animator, beats, on_change)

    @property
    def table(self) -> ShownTable:
        return self.director.table

    def seat_names(self) -> list[str]:
        """The seats as the table names them: the one human of a table is "Bạn" (``table_names``)."""
        return table_names([s.name for s in self.match.seats], self.humans)

    def facts_of(self, state: RoundState) -> RoundFacts:
        """What the table knows of ``state``'s round before its first card."""
        m = self.match
        return RoundFacts.of(state.config, self.seat_names(), m.round_no + 1, fees=m.fees, score=m.score)

    def between_rounds(self, log: Sequence[str]) -> ShownTable:
        """The table before a round (or with no round): plates, chips, the log so far."""
        m = self.match
        facts = RoundFacts(tuple(self.seat_names()), tuple(m.balances), m.banker, m.round_mode or "",
                           m.base.stake, m.round_no + 1, dict(m.base.options), m.fees, m.carry, tuple(m.score))
        table = self.shower.start(facts, self.viewer(), log)
        table.log.pop()  # no round yet: no heading
        return table

    def story_so_far(self) -> list[str]:
        """The log of the rounds already played at this table and of what it did between them
        (a resumed table keeps its story, top-ups included: :mod:`game.shown.between`)."""
        m = self.match
        return story_so_far(self.shower, m.variant, self.seat_names(), m.history, m.notes, self.viewer())

    def tell_notes(self) -> None:
        """What the table did since it last said (a top-up, the next round's mode), in its log."""
        m = self.match
        names = self.seat_names()
        self.table.log.extend(note_line(n, names, m.variant.key) for n in m.notes[self.notes_told:])
        self.notes_told = len(m.notes)

    def restart(self, table: ShownTable) -> None:
        """``table`` (built at once) on the table, at rest: nothing held, nothing left to play."""
        self.held.clear()
        self.director.restart(table)
        self.on_restart()

    def rebuild(self, state: RoundState | None) -> None:
        """Show the table at once as it stands, through the viewer's eyes (a change of eyes or
        of language): the same events, folded."""
        if language() != self.language:  # the story is told again in the new language ("Bạn" is "You")
            self.language = language()
            self.story = self.story_so_far()
            if self.facts is not None:
                self.facts = dataclasses.replace(self.facts, names=tuple(self.seat_names()))
        if state is None or self.facts is None:
            self.restart(self.between_rounds(self.story))
        else:
            self.restart(fold(self.shower, self.facts, self.viewer(), state, log=self.story))

    def at(self, state: RoundState) -> None:
        """``state`` — a round resumed, or rebuilt at an earlier move — on the table at once."""
        if self.facts is None:
            self.facts = self.facts_of(state)
        self.restart(fold(self.shower, self.facts, self.viewer(), state, log=self.story))

    def between(self) -> None:
        """No round on the table: its plates and the log so far."""
        self.facts = None
        self.restart(self.between_rounds(self.table.log))

    def play(self, events: Sequence[Event], state: RoundState,
             hold_at: Callable[[Sequence[Event]], int | None]) -> None:
        """A move's events (unredacted) and the round after it, from the controller; shown
        up to where ``hold_at`` says the viewer must look first (the rest is held)."""
        viewer = self.viewer()
        if not state.log:  # the deal of a new round: a new shown table, the log so far above it
            self.story, self.facts = list(self.table.log), self.facts_of(state)
            self.restart(self.shower.start(self.facts, viewer, self.story))
        seen = [e.redacted_for(viewer) for e in events]
        legal = tuple(state.legal_actions(viewer)) if viewer is not None and viewer in state.to_act() else ()
        reached = Reached(state.view(viewer), legal, len(state.log))
        cut = None if self.held else hold_at(seen)
        if self.held or cut is not None:  # the engine is ahead; the table waits for its player
            if cut:
                self.director.play(seen[:cut], None)
            self.held.append((seen[cut or 0:], reached))
        else:
            self.director.play(seen, reached)

    def release(self) -> None:
        """The viewer is ready: the moves held back are shown."""
        held, self.held = self.held, []
        for events, reached in held:
            self.director.play(events, reached)
