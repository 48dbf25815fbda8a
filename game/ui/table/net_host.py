"""A family table hosted on screen: the table is the host's, the network one of its viewers.

:class:`HostLink` is the table's mode (:class:`~game.ui.table.mode.TableMode`) while a
:class:`~game.net.host.Host` serves it.  The table plays as it always does — the host's
players click, the AI seats think — and the link adds the remote seats:

* each move the controller emits (the deal's too) goes to every remote seat, redacted for
  it, with its view and legal actions (:meth:`Host.deal`, :meth:`Host.moved`); each round's
  row when the table settles it (:meth:`Host.settled`);
* a remote player's action is applied as a local click's (:func:`game.net.hosted.
  remote_move`: the same ``Turns.apply``, refused with the rules' reason), then shown here
  like any move;
* a remote seat nobody holds — its player dropped ("đang kết nối lại…"), left, or never
  came — is played by the AI (normal) meanwhile, and the table is told; the player who
  comes back (or joins late) plays on from their seat's next decision;
* presence and reactions over the plates (:class:`~game.ui.table.net_marks.NetMarks`);
* leaving the table tells every client the host quit.  The match seats the remote players as
  AI seats (of the level that stands in for them), so its autosave is a table the host can
  continue alone, the AI playing those seats; beside it the autosave keeps the room
  (:meth:`Host.saved`: its code, each seat's kind and token), so "Tiếp tục" hosts the table
  again — the same code, the same seats for the same players — and a round saved in play is
  sent to each player who comes back as the round so far.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ai.base import Agent
from game.catalog import game
from game.engine.events import Event
from game.engine.protocol import RoundState
from game.i18n import t
from game.match.match import Match
from game.match.sim import round_row
from game.net.host import Acted, Dropped, Gone, Host, Joined, ModeChosen, Reacted
from game.net.hosted import remote_move, round_facts, round_so_far, seat_joined, stand_in, stand_in_mode
from game.net.room import AUTOSAVE_KEY, Refusal
from game.shown.table import ShownTable
from game.ui.table.controller import TableController
from game.ui.table.mode import TableMode
from game.ui.table.net_marks import NetMarks
from game.ui.table.stage import Places

if TYPE_CHECKING:
    from game.ui.app import App


class Shows(Protocol):
    @property
    def table(self) -> ShownTable: ...

    def seat_names(self) -> list[str]: ...


class HostedTable(Protocol):
    """What the link uses of the table it serves."""

    app: App
    match: Match
    controller: TableController
    places: Places

    @property
    def show(self) -> Shows: ...

    def refresh_buttons(self, *, force: bool = False) -> None: ...


class HostLink(TableMode):
    badge_key = "net.badge.host"

    def __init__(self, table: HostedTable, host: Host) -> None:
        self.table = table
        self.host = host
        self.game = game(table.match.variant.key)
        controller = table.controller
        self._shown = controller.emit  # the table's own show of each move
        controller.emit = self._emit
        humans = controller.humans
        self.marks = NetMarks(table.app, table.places, humans[0] if humans else None, self._react)
        self.marks.remote = frozenset(host.room.remote)
        self.refused: Counter[str] = Counter()
        # each remote seat's stand-in: the match's own AI of the seat (a hosted match seats the
        # remote players as AI seats, so a table continued later alone has the AI play them), else made
        self._made: dict[int, Agent[Any]] = {s: a for s, a in controller.agents.items() if s in host.room.remote}
        self._banker: int | None = None  # the round in play's banker and mode, for its row
        self._mode = ""
        self._told: object = controller.last_result  # the last result sent out
        # the player from afar asked to pick the next round's mode: their seat, the choices, where the pick goes
        self._asking: tuple[int, tuple[str, ...], Callable[[str], None]] | None = None
        table.app.on_quit.append(self.close)  # the window closing tells the clients too
        state = controller.state
        if state is not None:  # a table continued from its autosave mid-round: the round so far
            self._dealt(state, round_so_far(table.match.variant, state))

    # --- the table's moves, out to the remote seats -------------------------------------------------
    def _emit(self, events: list[Event], state: RoundState) -> None:
        if not state.log:
            self._dealt(state, events)
        else:
            self.host.moved(state.log[-1][0], events, state)
        self._shown(events, state)

    def _dealt(self, state: RoundState, events: list[Event]) -> None:
        match, config = self.table.match, state.config
        modes = match.variant.banker_modes
        self._banker = config.banker if config.mode in modes or not modes else None
        self._mode = config.mode
        self.host.deal(state, events, round_facts(match, state))

    def saved(self) -> dict[str, Any]:
        return {AUTOSAVE_KEY: self.host.saved()}

    def _react(self, word: str) -> None:
        seat = self.marks.own
        if seat is not None:
            self.host.react(seat, word)

    # --- each frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        for event in self.host.poll():
            self._heard(event)
        controller = self.table.controller
        stand_in(self.host, controller.agents, self._made, self.game, self.table.match, self._stood_in)
        turns = controller.turns
        if turns is not None:
            stand_in(self.host, turns.agents, self._made, self.game, self.table.match, self._stood_in)
        result = controller.last_result
        if result is not None and result is not self._told:
            self._told = result
            self.host.settled(round_row(self.table.match.round_no, result, self._banker), self._mode)
        asking = self._asking
        if asking is not None and self.host.plays_ai(asking[0]):  # the chooser dropped: the AI picks for them
            self._asking = None
            asking[2](stand_in_mode(self.table.match, asking[0]))
        self.host.thinking(controller.thinking())
        self.marks.presence = self.host.presences()
        return self.marks.update(dt)

    def _stood_in(self, seat: int) -> bool:
        """The AI plays a remote seat whose player is not connected (away, gone, or not come yet)."""
        return not self.host.remote_here(seat)

    def _heard(self, event: object) -> None:
        table, host = self.table, self.host
        if isinstance(event, Joined):
            name = seat_joined(table.match, host, event)
            shown = table.show.table.seats
            if event.seat < len(shown):  # the plates say who sits there now (the round's names were dealt)
                shown[event.seat].name = table.show.seat_names()[event.seat]
            table.app.toast(t("net.told.joined", name=name), bad=False)
        elif isinstance(event, Acted):
            state = table.controller.state
            events = remote_move(host, state, table.controller.turns, event, self.refused)
            if events is not None and state is not None:
                self._emit(events, state)
                table.refresh_buttons(force=True)
        elif isinstance(event, ModeChosen):
            self._mode_chosen(event)
        elif isinstance(event, Reacted):
            host.react(event.seat, event.reaction)
            self.marks.heard(event.seat, event.reaction)
        elif isinstance(event, (Dropped, Gone)):
            name = table.show.seat_names()[event.seat]
            key = "net.told.dropped" if isinstance(event, Dropped) else "net.told.gone"
            table.app.toast(t(key, name=name), bad=False)
        table.app.dirty = True

    def forces(self, seat: int) -> bool:
        """A connected player from afar makes their own forced move, at their table (the
        host's would cross theirs and be refused as out of turn)."""
        return not self.host.remote_here(seat)

    # --- the next round's mode, picked from afar (chọn từng ván) --------------------------------------
    def people(self) -> frozenset[int]:
        return frozenset(s for s in self.host.room.remote if self.host.remote_here(s))

    def ask_mode(self, seat: int, choices: tuple[str, ...], answer: Callable[[str], None]) -> None:
        self._asking = (seat, choices, answer)
        self.host.ask_mode(seat, choices)

    def _mode_chosen(self, event: ModeChosen) -> None:
        asking = self._asking
        if asking is None or asking[0] != event.seat:
            self.host.refuse(event.seat, event.ref, Refusal("net.refused.mode", "the mode is not yours to choose now"))
        elif event.mode not in asking[1]:
            self.host.refuse(event.seat, event.ref, Refusal("net.refused.mode", f"no mode is called {event.mode}"))
        else:
            self._asking = None
            asking[2](event.mode)

    def status(self) -> str | None:
        """The bottom bar, while the table waits for a player from afar to decide."""
        state = self.table.controller.state
        if state is None or state.is_over() or self.table.controller.humans_to_act():
            return None
        waiting = [s for s in state.to_act() if s in self.host.room.remote and self.host.remote_here(s)]
        return t("ui.waiting_for", name=self.table.show.seat_names()[waiting[0]]) if waiting else None

    # --- the mode's other hooks --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        return self.marks.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.draw(surface)

    def close(self) -> None:
        """The host leaves: every client is told (the remote seats are the AI's, as they are in the save)."""
        self.host.close()
        if self.close in self.table.app.on_quit:
            self.table.app.on_quit.remove(self.close)
