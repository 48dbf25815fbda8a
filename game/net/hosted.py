"""A hosted match without a window (``python -m game host``, the tests, the bench).

The match runs here and nowhere else.  AI seats decide at once (as in ``sim``); a remote
seat's action comes from :class:`~game.net.host.Host` and goes through the same
``Turns.apply`` as a click at the table, so it is refused with the same reason; a remote
seat whose player dropped is played by the AI (normal) until they come back.  Each round's
row is ``sim``'s row.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any, Final

from game.ai.base import Agent
from game.ai.three_card_mode import mode_preference
from game.catalog import Game
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.protocol import RoundState
from game.engine.variant import Variant
from game.match.match import Match
from game.match.sim import SIM_BANKROLL, round_row
from game.match.turns import Turns
from game.net.host import Acted, Host, HostEvent, Joined, ModeChosen
from game.net.protocol import OVER
from game.net.room import Refusal
from game.shown.table import RoundFacts

LOG = logging.getLogger("game.net")
STAND_IN: Final = "normal"  # the level of the AI that plays for a player who dropped
POLL: Final = 0.5  # seconds between looks at the clock while waiting for a remote seat


class HostedMatch:
    """See the module docstring.  ``match``'s seats at the host's ``remote`` kinds are the
    remote players' (level ``human``); every other seat is an AI."""

    def __init__(self, game: Game, match: Match, host: Host, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.game = game
        self.match = match
        self.host = host
        self.clock = clock
        self.agents: dict[int, Agent[Any]] = dict(match.ai_agents(game.agents))
        self._stand_ins: dict[int, Agent[Any]] = {}
        self.turns: Turns[Any] | None = None
        self._asked: int | None = None  # the remote seat asked to choose the next round's mode
        # why remote requests were refused, by catalogue key: with simultaneous choices a
        # player may answer a question another seat's move has just changed (the tests read it)
        self.refused: Counter[str] = Counter()

    # --- the players --------------------------------------------------------------------------
    def wait_for_players(self, timeout: float) -> bool:
        """Until every remote seat is taken (True), or ``timeout`` seconds pass (False)."""
        end = self.clock() + timeout
        while self.host.joined() < len(self.host.room.remote):
            left = end - self.clock()
            if left <= 0:
                return False
            event = self.host.wait(min(left, POLL))
            if event is not None:
                self.handle(event)
        self.handle_all()
        return True

    def handle_all(self) -> None:
        for event in self.host.poll():
            self.handle(event)

    def handle(self, event: HostEvent) -> None:
        """One thing from the network (on this, the match's thread)."""
        if isinstance(event, Joined):
            seat_joined(self.match, self.host, event)
        elif isinstance(event, Acted):
            self._act(event)
        elif isinstance(event, ModeChosen):
            self._mode(event)

    def _act(self, event: Acted) -> None:
        state = self.match.current
        events = remote_move(self.host, state, self.turns, event, self.refused)
        if events is not None and state is not None:
            self.host.moved(event.seat, events, state)

    def _mode(self, event: ModeChosen) -> None:
        if self._asked != event.seat or self.match.current is not None:
            self._refuse(event, Refusal("net.refused.mode", "the mode is not yours to choose now"))
            return
        try:
            self.match.choose_round_mode(event.mode)
        except ValueError as exc:
            self._refuse(event, Refusal("net.refused.mode", str(exc)))

    def _refuse(self, event: Acted | ModeChosen, exc: IllegalAction | Refusal) -> None:
        self.refused[exc.key or "illegal"] += 1
        self.host.refuse(event.seat, event.ref, exc)

    # --- the rounds ------------------------------------------------------------------------------
    def play(self, rounds: int) -> Iterator[dict[str, Any]]:
        """Play ``rounds`` rounds, yielding each one's row (then :meth:`finish`, or play on)."""
        match = self.match
        for _ in range(rounds):
            for s in match.short_of_chips():
                match.refill(s, SIM_BANKROLL)
            self._choose_mode()
            state, events = match.start_round()
            config = state.config
            modes = match.variant.banker_modes
            banker = config.banker if config.mode in modes or not modes else None
            facts = round_facts(match, state)
            self.turns = match.turns({})
            self.host.deal(state, events, facts)
            self._play_round()
            result = match.finish_round()
            self.turns = None
            row = round_row(match.round_no, result, banker)
            self.host.settled(row, config.mode)
            yield row

    def finish(self) -> None:
        """The last round has been played: every client is told so, and the host stops."""
        self.host.close(OVER, "the match is over")

    def _choose_mode(self) -> None:
        match = self.match
        if not match.round_mode_needed():
            return
        chooser = match.round_mode_chooser()
        if chooser is None:
            match.vote_round_mode(mode_preference(match.variant))
            return
        self._asked = chooser
        self.host.ask_mode(chooser, match.round_mode_choices())
        while match.round_mode_needed():
            if self.host.plays_ai(chooser):  # the player dropped: the AI chooses for them
                match.choose_round_mode(stand_in_mode(match, chooser))
                break
            event = self.host.wait(POLL)
            if event is not None:
                self.handle(event)
        self._asked = None

    def _play_round(self) -> None:
        state, turns, host = self.match.current, self.turns, self.host
        assert state is not None and turns is not None
        while not state.is_over():
            self.handle_all()
            self._seat_agents(turns)
            seat = turns.next_agent_seat()
            if seat is not None:
                host.thinking(seat)
                events = turns.step(seat)
                host.thinking(None)
                host.moved(seat, events, state)
                continue
            event = host.wait(POLL)  # a remote player's move, or their drop
            if event is not None:
                self.handle(event)

    def _seat_agents(self, turns: Turns[Any]) -> None:
        """The AI plays each remote seat whose player is away, and stops when they are back."""
        stand_in(self.host, turns.agents, self._stand_ins, self.game, self.match, self.host.plays_ai)
        turns.agents.update(self.agents)


# --- shared with the table that hosts on screen (game.ui.table.net_host) ------------------------------
def round_facts(match: Match, state: RoundState) -> RoundFacts:
    """What every seat knows of ``state``'s round before its first card (the names the host's seats have)."""
    return RoundFacts.of(state.config, [s.name for s in match.seats], match.round_no + 1, fees=match.fees,
                         score=match.score)


def round_so_far(variant: Variant, state: RoundState) -> list[Event]:
    """Every event of ``state``'s round so far, unredacted — its deal, then each move — played
    again from its save (a round continued from an autosave has only its moves)."""
    again = variant.load_round({**state.to_dict(), "actions": []})
    events = again.start_events()
    for seat, action in state.log:
        events += again.apply(seat, action)
    return events


def remote_move(host: Host, state: RoundState | None, turns: Turns[Any] | None, event: Acted,
                refused: Counter[str]) -> list[Event] | None:
    """A remote seat's action applied to the round exactly as a local click (the same
    ``Turns.apply``): its events, or None when it was refused (the player told the rules'
    reason, ``refused`` counting it by key)."""
    try:
        if state is None or turns is None or state.is_over():
            raise IllegalAction("the round is over", key="illegal.round_over")
        if host.plays_ai(event.seat):
            raise Refusal("net.refused.ai", "the AI is playing this seat")
        return turns.apply(event.seat, event.action)
    except (IllegalAction, Refusal) as exc:
        refused[exc.key or "illegal"] += 1
        host.refuse(event.seat, event.ref, exc)
        return None


def stand_in(host: Host, agents: dict[int, Agent[Any]], made: dict[int, Agent[Any]], game: Game, match: Match,
             plays: Callable[[int], bool]) -> None:
    """In ``agents``, the AI (normal) plays each remote seat for which ``plays`` says so (its
    player away), and lets go of it when they are back; ``made`` keeps each seat's stand-in."""
    for seat in host.room.remote:
        if plays(seat):
            if seat not in agents:
                agent = made.get(seat)
                if agent is None:
                    agent = made[seat] = game.agents(STAND_IN, seat, match.config())
                agents[seat] = agent
        else:
            agents.pop(seat, None)


def stand_in_mode(match: Match, seat: int) -> str:
    """The next round's mode the AI (normal) picks for ``seat``, whose player from afar was
    asked and is not there to answer."""
    configs = {m: match.config(m) for m in match.round_mode_choices()}
    return mode_preference(match.variant)(seat, STAND_IN, configs, match.situation(seat))


def seat_joined(match: Match, host: Host, event: Joined) -> str:
    """Seat the player who joined (their name and portrait on the seat, each made the seat's own
    where another seat has it: "Lan 3", the seat's portrait) and greet them; the name given."""
    seats = match.seats
    others = [s for i, s in enumerate(seats) if i != event.seat]
    name = event.name
    if any(s.name.casefold() == name.casefold() for s in others):
        name = f"{name[:21]} {event.seat + 1}"
    free = event.avatar is not None and all(s.avatar != event.avatar for s in others)
    avatar = event.avatar if free else seats[event.seat].avatar
    seats[event.seat] = replace(seats[event.seat], name=name, avatar=avatar)
    host.welcome(event.seat, event.token)
    return name
