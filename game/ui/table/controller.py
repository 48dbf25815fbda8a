"""A table on screen around the match's turn loop: humans' clicks, AI moves, hot-seat.

No drawing here.  The controller owns the :class:`Match` and drives its current round
through :class:`~game.match.turns.Turns` — the same loop as ``sim`` and ``arena`` — so
the order of simultaneous choices, the agents' random streams and the fallback when an
agent fails are those of every other driver.  It applies a human's action (returning the
reason when the engine refuses it), asks AI agents for their move on a worker thread (so
even the hard Tam Cúc search never blocks the frame loop) and releases it only after a
natural thinking pause drawn from the round's pause stream, longer for a harder decision,
and decides whose eyes the screen is for: with several humans at one computer, nobody's hidden cards are shown until
that player has clicked through the hand-over curtain.

Where the round asks several seats at once (bets: ``to_act()`` names them all), every AI seat
among them is asked at once, each with a thinking pause of its own drawn from the pause
stream: they think side by side, while a human decides too, and each answer is played when
its pause is over — the bets land one by one as the seats make up their minds, not one
after another.  An answer still stands when other seats acted meanwhile, as long as its
seat's choices are the same (another seat's bet leaves them); a move that changed them (a
challenge to it) has it asked again.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Collection, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Final

from game.ai.three_card_mode import mode_preference
from game.catalog import game
from game.engine.errors import IllegalAction
from game.engine.events import CardDealt, Event
from game.engine.protocol import Action, RoundResult, RoundState
from game.i18n import has, t
from game.match.match import Match
from game.match.turns import Turns

# An AI seat deciding again among the same kinds of choices with no card dealt since it last
# did (another side bet after its first, a second challenge answered), or with one choice
# only, has made up its mind about its hand: its pause is this part of a first decision's.
FOLLOW_UP: Final = 0.35


@dataclass
class _Pending:
    seat: int
    future: Future[Action]
    ready_at: float
    state: RoundState
    legal: tuple[Action, ...]  # the seat's choices when asked: other choices make the answer stale
    asked: float  # time.perf_counter() when the agent was asked
    pause: float = 0.0  # the thinking pause it was given (wall seconds at the table's speed)


class TableController:
    """See the module docstring.  ``emit`` receives each move's engine events in order,
    unredacted, with the round as the move left it."""

    def __init__(self, match: Match, emit: Callable[[list[Event], RoundState], None],
                 wake: Callable[[], None] = lambda: None,
                 *, speed: float = 1.0, inline: bool = False, now: Callable[[], float] | None = None,
                 remote: Collection[int] = ()) -> None:
        self.match = match
        self.inline = inline  # answer on the caller's thread (headless drivers): see App.agents_inline
        self.emit = emit
        self.wake = wake
        self.speed = speed
        # the humans at this computer: a family table's remote players (``remote``) are not
        # (no curtain, no eyes on their cards; the network plays their seats: game.ui.table.net_host)
        self.humans = [s for s, seat in enumerate(match.seats) if seat.is_human and s not in remote]
        self.agents = match.ai_agents(game(match.variant.key).agents)  # the match's: they learn across rounds
        self._pool: ThreadPoolExecutor | None = None
        self._pending: dict[int, _Pending] = {}  # the AI seats thinking, in the order they were asked
        self._decided: dict[int, set[frozenset[str]]] = {}  # each AI seat's kinds of choices since the last card
        self._no_forced: tuple[object, int] | None = None  # the state (and its length) last found with no forced move
        self._betting: tuple[object, int, tuple[int, ...]] = (None, 0, ())  # betting(): the state, its length, seats
        self._clock = 0.0  # the sum of tick()s' dt: the time the pauses are measured in, unless
        self._now = now    # the table gives its own clock (the app's frame time: no fixed-step lag)
        self.turns: Turns[object] | None = None
        self.unlocked: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.last_result: RoundResult | None = None
        self.finished: RoundState | None = None  # the round last settled, still on the table
        # (waited, pause) in wall seconds of the last answers played: how late an answer came
        # after its thinking pause (``bench --only pause``).
        self.answered: deque[tuple[float, float]] = deque(maxlen=256)
        # Which AI seats may be asked now: all, unless a guided deal or a replay holds them back.
        self.may_ask: Callable[[int], bool] = lambda seat: True
        # Whose forced move the table makes for them: all, unless a player from afar makes their own.
        self.forces: Callable[[int], bool] = lambda seat: True

    # --- the round -----------------------------------------------------------------------
    @property
    def state(self) -> RoundState | None:
        return self.match.current

    def on_table(self) -> RoundState | None:
        """The round on the table: the one in play, or the one just settled."""
        return self.match.current or self.finished

    def in_play(self) -> bool:
        """A round is being played (dealt and not yet over)."""
        return self.match.current is not None and not self.match.current.is_over()

    def played(self) -> int:
        """How many moves the round on the table has had."""
        state = self.on_table()
        return len(state.log) if state is not None else 0

    def view(self, seat: int | None) -> object:
        """``seat``'s view of the round in play now (controls only: a painter reads the shown
        table), or None between rounds."""
        state = self.match.current
        return state.view(seat) if state is not None else None

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def begin_round(self, seed: int | None = None) -> None:
        """Deal the match's next round (``seed``: a replay's; default, the match's own)."""
        self.cancel_ai()
        state, events = self.match.start_round(seed)
        self.last_result = None
        self.finished = None
        if self.hot_seat:
            self.unlocked = None
        self.turns = self.match.turns(self.agents)
        self._emit(events, state)

    # --- the mode of the next round (chọn từng ván) ------------------------------------------
    def mode_chooser(self, people: Collection[int] = ()) -> int | None:
        """The human who must pick the next round's mode before it can start, or None
        (``people``: seats the AI would play that a person plays from afar now)."""
        return self.match.round_mode_chooser(people) if self.match.round_mode_needed() else None

    def vote_mode(self, people: Collection[int] = ()) -> str | None:
        """At a table whose mode is chosen per round and where no human picks, the AI seats
        vote (returns the mode); None when there is nothing to vote on."""
        if not self.match.round_mode_needed() or self.match.round_mode_chooser(people) is not None:
            return None
        return self.match.vote_round_mode(mode_preference(self.match.variant))

    def resume(self) -> None:
        """After loading a save mid-round: nothing to emit, the scene rebuilds from views."""
        if self.state is not None:
            self.turns = self.match.turns(self.agents)

    def round_over(self) -> bool:
        return self.state is None or self.state.is_over()

    def settle(self) -> RoundResult | None:
        """Close a finished round into the match (chips, banker, history)."""
        if self.state is not None and self.state.is_over():
            self.finished = self.state
            self.last_result = self.match.finish_round()
            if self.hot_seat:
                self.unlocked = None
            return self.last_result
        return None

    # --- whose eyes ------------------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose hidden cards may be drawn now (``None``: public information only)."""
        return self.unlocked

    def betting(self) -> tuple[int, ...]:
        """The seats to act with a bet among their choices (an action named ``Bet``: the
        betting games'), while a round asks for bets; asked every frame, listed once a move."""
        state = self.state
        if state is None or state.is_over():
            return ()
        if self._betting[0] is not state or self._betting[1] != len(state.log):
            seats = tuple(s for s in state.to_act() if any(type(a).__name__ == "Bet" for a in state.legal_actions(s)))
            self._betting = (state, len(state.log), seats)
        return self._betting[2]

    def humans_to_act(self) -> list[int]:
        if self.state is None or self.state.is_over():
            return []
        acting = self.state.to_act()
        return [s for s in self.humans if s in acting]

    def needs_curtain(self) -> int | None:
        """The human who must take the screen before deciding, or None."""
        waiting = self.humans_to_act()
        if not self.hot_seat or not waiting:
            return None
        if self.unlocked in waiting:
            return None
        return waiting[0]

    def unlock(self, seat: int) -> None:
        self.unlocked = seat

    def lock(self) -> None:
        """Hide everything private again (hot-seat, after a decision)."""
        if self.hot_seat:
            self.unlocked = None

    # --- humans ----------------------------------------------------------------------------
    def hand_records(self) -> dict[int, tuple[str, tuple[int, ...]]]:
        """Each human's hand in the round last settled, as the statistics keep a "best hand"."""
        if self.finished is None:
            return {}
        variant = self.match.variant
        records = {s: variant.hand_record(self.finished, s) for s in self.humans}
        return {s: r for s, r in records.items() if r is not None}

    def legal(self, seat: int) -> list[Action]:
        if self.state is None or self.state.is_over() or seat not in self.state.to_act():
            return []
        return list(self.state.legal_actions(seat))

    def apply(self, seat: int, action: Action) -> str | None:
        """Apply a human's action; the reason (in the player's language) if refused."""
        if self.state is None or self.turns is None:
            return t("illegal.round_over")
        try:
            events = self.turns.apply(seat, action)
        except IllegalAction as exc:
            return t(exc.key, None, **exc.params) if exc.key and has(exc.key) else exc.reason
        self._emit(events, self.turns.state)
        if self.hot_seat and seat not in self.humans_to_act():
            self.lock()
        return None

    # --- AI ----------------------------------------------------------------------------------
    def ai_to_act(self) -> list[int]:
        if self.state is None or self.state.is_over():
            return []
        return [s for s in self.state.to_act() if s in self.agents and self.may_ask(s)]

    def tick(self, dt: float, *, idle: bool) -> bool:
        """Advance the AI: each answer whose pause is over is played (all of them at once, in
        the order their pauses ended); else every AI seat to act that is not thinking yet
        starts to — only while the table is idle.  Returns True when an AI acted (the scene
        then has new events to show)."""
        self._clock += dt
        if not idle:
            return False
        now = self.clock()
        ready = sorted((p for p in self._pending.values() if p.future.done() and now >= p.ready_at),
                       key=lambda p: (p.ready_at, p.seat))
        acted = False
        for p in ready:
            del self._pending[p.seat]
            state = self.state
            if state is None or state is not p.state or self.turns is None or state.is_over():
                continue  # the table moved on while the agent thought: a stale answer
            if p.seat not in state.to_act() or tuple(state.legal_actions(p.seat)) != p.legal:
                continue  # its seat has other choices now: asked again below
            self.answered.append((time.perf_counter() - p.asked, p.pause))
            self._emit(self.turns.apply(p.seat, p.future.result()), state)
            acted = True
        if acted:
            return True  # the next seats think once the table is idle again
        # With simultaneous choices (bets) AIs decide side by side, and alongside a waiting human.
        for seat in self.ai_to_act():
            if seat not in self._pending:
                self._start(seat)
        return False

    def clock(self) -> float:
        return self._now() if self._now is not None else self._clock

    def thinking(self) -> int | None:
        """The AI seat asked first of those thinking now (None: none is)."""
        return next(iter(self._pending), None)

    def thinking_seats(self) -> tuple[int, ...]:
        """Every AI seat thinking now (several while bets are made side by side)."""
        return tuple(self._pending)

    def await_answer(self, timeout: float | None = None) -> None:
        """Block until the agents being asked have answered (a headless driver that keeps the
        worker thread, so that its frames do not spin against it for the interpreter lock)."""
        if self._pending:
            wait([p.future for p in self._pending.values()], timeout)

    def _start(self, seat: int) -> None:
        state, turns = self.state, self.turns
        assert state is not None and turns is not None
        asked = time.perf_counter()
        view, legal = turns.question(seat)
        if self.inline:
            future: Future[Action] = Future()
            future.set_result(turns.answer(seat, view, legal))  # never raises: a failing agent is replaced
        else:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
            future = self._pool.submit(turns.answer, seat, view, legal)
        pending = self._pending[seat] = _Pending(seat, future, math.inf, state, legal, asked)
        start, speed = self.clock(), self.speed
        share = self._share(seat, legal)

        def paused(_f: Future[Action]) -> None:  # the pause grows with how hard the agent found it
            pending.pause = 0.0 if speed <= 0 else turns.thinking_time(seat) * share / speed
            pending.ready_at = start + pending.pause

        future.add_done_callback(paused)  # before the wake-up: the pause is known when the table wakes
        future.add_done_callback(lambda _f: self.wake())

    def _emit(self, events: list[Event], state: RoundState) -> None:
        """A move's events on to the table; a card dealt makes every next decision a first one."""
        if any(isinstance(e, CardDealt) for e in events):
            self._decided.clear()
        self.emit(events, state)

    def _share(self, seat: int, legal: Sequence[Action]) -> float:
        """The part of a full thinking pause ``seat`` takes for choosing among ``legal``: a
        follow-up decision (:data:`FOLLOW_UP`: choices of kinds it has chosen among since the
        last card, or no choice at all) or a first one (1)."""
        kinds = frozenset(type(a).__name__ for a in legal)
        asked = self._decided.setdefault(seat, set())
        again = len(legal) == 1 or any(kinds <= before for before in asked)
        asked.add(kinds)
        return FOLLOW_UP if again else 1.0

    def restart_from(self, state: RoundState) -> None:
        """Put ``state`` — the match's round, rebuilt — in play again (a replay stepping back)."""
        self.cancel_ai()
        self.finished = None
        self.last_result = None
        self.match.current = state
        self.resume()

    def forced_pass(self, only: Action) -> bool:
        """A seat whose one legal move is ``only`` makes it at once (Tam Cúc's pass before the
        first lead); True if one did."""
        state = self.state
        if state is None or state.is_over():
            return False
        # asked every frame: the seats' moves are listed again only once the round has moved on
        # (the state itself is held, so that its id is not another's)
        if self._no_forced is not None and self._no_forced[0] is state and self._no_forced[1] == len(state.log):
            return False
        for seat in state.to_act():
            if self.forces(seat) and tuple(state.legal_actions(seat)) == (only,):
                self.cancel_ai()  # a decision it may be thinking about would be stale
                self.apply(seat, only)
                return True
        self._no_forced = (state, len(state.log))
        return False

    def cancel_ai(self) -> None:
        for pending in self._pending.values():
            pending.future.cancel()
        self._pending.clear()

    def close(self) -> None:
        self.cancel_ai()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

