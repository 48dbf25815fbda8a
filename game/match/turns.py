"""The one turn loop: who acts next, asking an agent, applying, the events.

Every driver plays a round through :class:`Turns` — the table on screen, ``sim``,
``arena``, the bench, the soak test and the conformance test — so simultaneous choices
are ordered in one place and every random stream is derived here, one-way from the
round's seed.  Simultaneous choices (bets, side bets) go round the table: the next to
decide is the first seat the round names after the one that decided last, so no seat
makes a second choice before the others had their turn.  The streams:

* each agent gets its own stream per seat (:func:`game.engine.streams.lazy_stream`), so
  an agent that copies its stream learns nothing about the deal (a benchmark of the
  engine may pass one stream for all its random players instead: ``agent_streams``);
* the table's thinking pauses come from a stream of their own, and last longer the
  harder the agent found its decision (:func:`thinking_time`).

Agents that learn their opponents (:class:`~game.ai.base.Observer`) are shown every step's
events as a spectator sees them — the round's opening, each action's consequences — and
nothing else, so what they learn is public by construction.  Random play has no observer:
the hot loop then pays nothing for this.

An agent that raises, or answers with an action the round refuses, never stops a round:
its seat plays the first legal action instead, and the failure is logged and kept in
:attr:`Turns.failures` (:class:`AgentFailure`: the seat, its level, what went wrong) for whoever
drives the loop to report — the arena counts them per seat and fails unless told to allow them.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

from game.ai.base import Agent, difficulty_of
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.protocol import Action, RoundState
from game.engine.streams import AGENT, PAUSE, lazy_stream

LOG = logging.getLogger("game.match")
MAX_STEPS = 100_000  # no round of any game comes near this: a runaway round is a bug
EASY_PAUSE: Final = (0.5, 0.9)  # seconds at 1× for an obvious move (UX.md)
HARD_PAUSE: Final = (1.0, 2.0)  # seconds at 1× for the closest call

V = TypeVar("V")


@dataclass(frozen=True)
class AgentFailure:
    """An agent that raised or answered illegally; its seat played ``instead``."""

    variant: str
    seat: int
    level: str
    what: str
    instead: Action

    def __str__(self) -> str:
        return f"{self.variant}: the {self.level} AI of seat {self.seat} failed ({self.what}); " \
               f"it plays {self.instead!r} instead"


def thinking_time(difficulty: float, rng: random.Random) -> float:
    """How long an AI seems to think at 1× speed, for a decision of this ``difficulty`` (0–1).

    One uniform draw from ``rng`` (the round's pause stream) per decision whatever the
    difficulty, placed in a range that slides from :data:`EASY_PAUSE` to :data:`HARD_PAUSE`:
    for the same draw, a harder decision always takes longer.
    """
    d = min(1.0, max(0.0, difficulty))
    lo = EASY_PAUSE[0] + (HARD_PAUSE[0] - EASY_PAUSE[0]) * d
    hi = EASY_PAUSE[1] + (HARD_PAUSE[1] - EASY_PAUSE[1]) * d
    return lo + (hi - lo) * rng.random()


class Turns(Generic[V]):
    """A round in play.  ``agents`` maps the AI seats to their agents; other seats are humans."""

    def __init__(self, state: RoundState[V], agents: Mapping[int, Agent[Any]] | None = None, *,
                 shared_stream: random.Random | None = None) -> None:
        self.state = state
        self.agents: dict[int, Agent[Any]] = dict(agents or {})
        self._rngs: dict[int, random.Random] = {}
        self._shared = shared_stream
        self._pauses: random.Random | None = None
        self.failures: list[AgentFailure] = []
        self._last = -1  # the seat that decided last
        self._observers = [watch for a in self.agents.values() if (watch := getattr(a, "observe", None))]
        if self._observers and not state.log:  # a resumed round was partly seen by agents that are gone
            self._tell(state.start_events())

    @property
    def pauses(self) -> random.Random:
        """The table's stream for thinking pauses (made when first asked for)."""
        if self._pauses is None:
            self._pauses = lazy_stream(self.state.seed, PAUSE)
        return self._pauses

    # --- who acts ---------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.is_over()

    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act()

    def next_seat(self) -> int | None:
        """The seat whose decision is taken next (``None``: the round is over)."""
        return _round_the_table(self.state.to_act(), self._last)

    def next_agent_seat(self) -> int | None:
        """The next AI seat to decide (humans may be deciding alongside, as with bets)."""
        agents = self.agents
        return _round_the_table(tuple(s for s in self.state.to_act() if s in agents), self._last)

    # --- asking and applying ----------------------------------------------------------
    def agent_rng(self, seat: int) -> random.Random:
        """``seat``'s agent's stream for this round, derived one-way from the round's seed."""
        if self._shared is not None:
            return self._shared
        rng = self._rngs.get(seat)
        if rng is None:
            rng = self._rngs[seat] = lazy_stream(self.state.seed, AGENT, seat)
        return rng

    def question(self, seat: int) -> tuple[Any, tuple[Action, ...]]:
        """What ``seat``'s agent is shown: its view and the legal actions."""
        agent = self.agents[seat]
        view = self.state.view(seat) if getattr(agent, "needs_view", True) else None
        return view, tuple(self.state.legal_actions(seat))

    def ask(self, seat: int) -> Action:
        """``seat``'s agent's choice (a legal fallback if the agent fails)."""
        view, legal = self.question(seat)
        return self.answer(seat, view, legal)

    def answer(self, seat: int, view: Any, legal: tuple[Action, ...]) -> Action:
        """Run ``seat``'s agent on a question (the table runs this on a worker thread)."""
        try:
            return self.agents[seat].choose(view, legal, self.agent_rng(seat))
        except Exception as exc:  # an agent's bug must not end the round: play on, and say so
            return self._failed(seat, f"{type(exc).__name__}: {exc}")

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply ``seat``'s action; an agent's refused action is replaced by a legal one.

        A human's refused action raises :class:`IllegalAction` for the table to explain.
        """
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as exc:
            if seat not in self.agents:
                raise
            events = self.state.apply(seat, self._failed(seat, f"chose {action!r}, refused: {exc.reason}"))
        self._last = seat
        self._tell(events)
        return events

    def thinking_time(self, seat: int) -> float:
        """The pause before ``seat``'s agent's answer is played (1× speed), from the pause
        stream and how hard the agent found the decision it just made."""
        return thinking_time(difficulty_of(self.agents.get(seat)), self.pauses)

    def _tell(self, events: Sequence[Event]) -> None:
        """Show the observing agents what a spectator sees of ``events``."""
        if self._observers and events:
            public = [e.redacted_for(None) for e in events]
            for observe in self._observers:
                observe(public)

    def step(self, seat: int | None = None) -> list[Event]:
        """One AI decision: ``seat``'s, or the next AI seat's."""
        seat = self.next_agent_seat() if seat is None else seat
        if seat is None:
            raise RuntimeError(f"{self.state.variant_key}: no AI seat is to act")
        return self.apply(seat, self.ask(seat))

    def play_out(self) -> None:
        """Play the round to its end; every seat that acts must have an agent.

        The hot loop of ``sim``, ``arena`` and the bench: what :meth:`next_seat`, :meth:`ask`
        and :meth:`apply` do, with the per-seat lookups done once.
        """
        state = self.state
        to_act, legal_actions, view, apply = state.to_act, state.legal_actions, state.agent_view, state.apply
        agents = self.agents
        ready: dict[int, tuple[Any, bool, random.Random]] = {}
        last = self._last
        tell = self._tell if self._observers else None
        for _ in range(MAX_STEPS):
            acting = to_act()
            if len(acting) == 1:
                seat = acting[0]
            elif acting:  # round the table, as _round_the_table does (inline: this is the hot loop)
                for seat in acting:
                    if seat > last:
                        break
                else:
                    seat = acting[0]
            else:
                if not state.is_over():
                    raise RuntimeError(f"{state.variant_key}: the round is not over but nobody is to act")
                self._last = last
                return
            entry = ready.get(seat)
            if entry is None:
                agent = agents[seat]
                entry = ready[seat] = (agent.choose, getattr(agent, "needs_view", True), self.agent_rng(seat))
            choose, needs_view, rng = entry
            try:
                action = choose(view(seat) if needs_view else None, legal_actions(seat), rng)
            except Exception as exc:  # an agent's bug must not end the round: play on, and say so
                action = self._failed(seat, f"{type(exc).__name__}: {exc}")
            try:
                events = apply(seat, action)
            except IllegalAction as exc:
                events = apply(seat, self._failed(seat, f"chose {action!r}, refused: {exc.reason}"))
            last = seat
            if tell is not None:
                tell(events)
        raise RuntimeError(f"{state.variant_key}: the round does not end")

    def _failed(self, seat: int, what: str) -> Action:
        legal = self.state.legal_actions(seat)
        if not legal:
            raise RuntimeError(f"{self.state.variant_key}: seat {seat} is to act but has no legal action")
        level = getattr(self.agents.get(seat), "level", "?")
        failure = AgentFailure(self.state.variant_key, seat, level, what, legal[0])
        LOG.error("%s", failure)
        self.failures.append(failure)
        return legal[0]


def _round_the_table(acting: tuple[int, ...], last: int) -> int | None:
    """The first of ``acting`` after seat ``last`` (round the table), or ``None``."""
    for seat in acting:
        if seat > last:
            return seat
    return acting[0] if acting else None
