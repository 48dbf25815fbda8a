"""A remote player's table: the same table, its moves from the host instead of a round here.

:class:`RemoteController` stands behind the interface the table host uses of its controller
(:class:`~game.ui.table.controller.TableController`): the round on the table is what the
host has shown this seat (:class:`~game.ui.table.net_round.SeenRound`), a move is played
when the host's message of it arrives (one at a time, as the table is idle — the same
pacing as a local AI's move), and the player's action goes to the host
(:meth:`Client.act`) instead of the rules here; the host's refusal comes back as a toast,
as a local click's does.  Everything else — the show, the director, the beats, the
painters, the controls — is the table's own, unchanged.  The network's side of it (reading
the client each frame, the presence and reactions on the plates, the host closing) is the
table's mode, :class:`~game.ui.table.net_link.RemoteLink`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Collection
from typing import Any, cast

from game.engine.events import Event
from game.engine.protocol import Action, RoundResult, RoundState
from game.i18n import t
from game.match.match import Match, RoundRecord, Seat
from game.net.client import Client, Dealt, Moved, Recorded
from game.net.protocol import Presence, Settled, Welcome
from game.net.words import said
from game.ui.table.controller import TableController
from game.ui.table.net_round import SeenRound

Heard = Dealt | Moved | Settled | Recorded  # what the table plays in order
HOST_PLAYS: Any = object()  # stands for the turn loop, which runs at the host: a round in play is not resumed here


def mirror(welcome: Welcome, names: list[str], avatars: list[str | None]) -> Match:
    """The match as a remote seat knows it (for the table's plates, top bar and log): every
    seat a "human" one (no agent is ever made here), the host's chips and scores."""
    from game.catalog import game  # the catalogue's record of the host's game

    variant = game(welcome.game).variant
    seats = [Seat(name, "human", avatar=avatar) for name, avatar in zip(names, avatars, strict=True)]
    match = Match(variant, seats, mode=welcome.mode, options=welcome.options, stake=welcome.stake,
                  balances=welcome.balances)
    match.round_no = welcome.round_no
    match.score = list(welcome.score)
    return match


class SeenController(TableController):
    """A table whose round is one seat's record (:class:`SeenRound`), played here by nobody:
    what a remote player's table and the replay of their round share.  ``seat`` is the
    table's one player; the others are nobody's at this computer (no agent is asked)."""

    def __init__(self, match: Match, seat: int) -> None:
        super().__init__(match, lambda events, state: None, remote=[s for s in range(match.n_seats) if s != seat])
        self.seat = seat
        self.round: SeenRound | None = None

    # --- the round on the table ----------------------------------------------------------------------
    @property
    def state(self) -> RoundState | None:
        return cast(RoundState, self.round)

    def on_table(self) -> RoundState | None:
        return cast(RoundState, self.round or self.finished)

    def in_play(self) -> bool:
        return self.round is not None and not self.round.is_over()

    def settled_round(self) -> SeenRound | None:
        """The round just settled, as the host showed it to this seat (``None`` before one)."""
        return self.finished if isinstance(self.finished, SeenRound) else None

    def view(self, seat: int | None) -> object:
        return self.round.view(seat) if self.round is not None else None

    def begin_round(self, seed: int | None = None) -> None:
        """The host deals: nothing to do here."""

    def mode_chooser(self, people: Collection[int] = ()) -> int | None:
        return None  # the host asks this seat (AskMode) when the mode is its to choose

    def vote_mode(self, people: Collection[int] = ()) -> str | None:
        return None

    def resume(self) -> None:
        """The round on the table is shown from its record; the host plays it on."""

    def restart_from(self, state: RoundState) -> None:
        self.round = cast(SeenRound, state)
        self.finished, self.last_result = None, None
        self.turns = HOST_PLAYS

    def hand_records(self) -> dict[int, tuple[str, tuple[int, ...]]]:
        return {}  # the statistics are kept at the host's table

    def ai_to_act(self) -> list[int]:
        return []

    def forced_pass(self, only: Action) -> bool:
        return False  # nobody moves at a round shown from its record


class RemoteController(SeenController):
    """See the module docstring.  ``on_deal`` is told of each round dealt before it is shown
    (the table forgets the last round's result and choices), ``on_record`` of each round's
    record as this seat saw it, once the round is settled (its review)."""

    def __init__(self, match: Match, client: Client, seat: int, on_deal: Callable[[Dealt], None],
                 on_record: Callable[[Recorded], None] = lambda record: None) -> None:
        super().__init__(match, seat)
        self.client = client
        self.on_deal = on_deal
        self.on_record = on_record
        self.inbox: deque[Heard] = deque()
        self.presence: Presence | None = None

    def settle(self) -> RoundResult | None:
        """The host's row of the round closes it here (chips and the next banker as the host
        says), and into the history the table shows (no seed, no summary, no save: the host
        keeps those; the round's record as this seat saw it comes after, :class:`Recorded`)."""
        round_ = self.round
        settled = round_.record.settled if round_ is not None else None
        if round_ is None or settled is None or not round_.is_over():
            return None
        self.finished, self.round, self.turns = cast(RoundState, round_), None, None
        self.match.balances = list(settled.balances)
        self.match.round_no = settled.round
        self.match.fees += settled.fees
        self.last_result = RoundResult(tuple(settled.deltas), settled.fees, settled.carry, settled.banker, {})
        self.match.history.append(RoundRecord(settled.round, 0, tuple(settled.deltas), settled.fees, mode=settled.mode,
                                              banker=settled.banker))
        return self.last_result

    # --- the player ------------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> str | None:
        """Send the action to the host (its refusal comes back as a toast)."""
        closed = self.client.closed
        if closed is not None:
            return said(closed)
        if self.round is None or self.round.is_over():
            return t("illegal.round_over")
        if not self.client.may_act():
            return t("net.waiting_host")  # a click while the last one is on its way (a double click)
        self.client.act(action)
        return None

    # --- the host's moves -----------------------------------------------------------------------------
    def tick(self, dt: float, *, idle: bool) -> bool:
        """The next move the host sent, shown once the table is idle (True when one was)."""
        if not idle or not self.inbox:
            return False
        heard = self.inbox.popleft()
        if isinstance(heard, Recorded):
            self.on_record(heard)
            return True
        if isinstance(heard, Settled):
            if self.round is not None:
                self.round.record.settled = heard
            return True
        if isinstance(heard, Dealt):
            self.on_deal(heard)
            self.finished = None
            if heard.moves:  # back into a round in play: shown at once (on_deal restarts the table)
                return True
            self.round = SeenRound.dealt(heard.facts, self.seat, heard)
            self.turns = HOST_PLAYS
            self._tell(heard.events)
            return True
        if self.round is not None:
            self.round.moved(heard.seat, heard)
            self._tell(heard.events)
        return True

    def _tell(self, events: list[Event]) -> None:
        self.emit(events, cast(RoundState, self.round))

    def forced_pass(self, only: Action) -> bool:
        """The seat's one possible move (Tam Cúc's pass before the first lead) is made at once,
        as a local table makes it: sent to the host (which leaves it to this table)."""
        round_ = self.round
        if round_ is None or round_.is_over() or self.inbox or not self.client.may_act() or self.client.closed:
            return False
        if tuple(round_.legal_actions(self.seat)) != (only,):
            return False
        self.client.act(only)
        return True

    def thinking(self) -> int | None:
        seats = self.thinking_seats()
        return seats[0] if seats else None

    def thinking_seats(self) -> tuple[int, ...]:
        """The other seats deciding now, as the host says."""
        states = self.presence.states if self.presence is not None else ()
        return tuple(s for s, state in enumerate(states) if state == "thinking" and s != self.seat)
