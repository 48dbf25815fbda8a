"""The agent interface: an AI sees one seat's view and the legal actions, nothing else.

Agents that learn their opponents also *observe*: after every step the turn loop hands
them that step's events as a spectator sees them (:meth:`Event.redacted_for` ``None``), so
whatever they learn comes from public events only.  They live for a whole match (the
table, ``sim`` and ``arena`` make them once), and the match saves what they learned
(:class:`Learner`).  An agent may also say how hard its last decision was
(``last_difficulty``, 0 = obvious … 1 = a close call), for the table's thinking pause.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Protocol, TypeVar, runtime_checkable

from game.engine.events import Event
from game.engine.protocol import Action, TableConfig

LEVELS: Final[tuple[str, ...]] = ("easy", "normal", "hard")
RANDOM: Final = "random"  # uniformly random legal play: tests and throughput benchmarks

V_contra = TypeVar("V_contra", contravariant=True)


class Agent(Protocol[V_contra]):
    """``choose`` must be a pure function of (view, legal actions, rng state) — and, for
    agents that learn their opponents, of the public events they were shown."""

    level: str

    def choose(self, view: V_contra, legal: Sequence[Action], rng: random.Random) -> Action: ...


@runtime_checkable
class Observer(Protocol):
    """An agent that watches the table: ``events`` are one step's public events."""

    def observe(self, events: Sequence[Event]) -> None: ...


@runtime_checkable
class Learner(Observer, Protocol):
    """An observer whose models outlive a round and travel in the match's save (JSON)."""

    def models_to_dict(self) -> dict[str, Any]: ...

    def load_models(self, data: Mapping[str, Any]) -> None:
        """Restore :meth:`models_to_dict`'s output; ``ValueError`` (changing nothing) if it is not one."""


AgentFactory = Callable[[str, int, TableConfig], Agent[Any]]  # (level, seat, table) -> agent
Scripted = Callable[[str, int, TableConfig], "Agent[Any] | None"]  # a fixed policy by name, else None


class RandomAgent:
    """Uniformly random legal play: the baseline for tests and throughput benchmarks."""

    level = RANDOM
    needs_view = False  # it never looks: the turn loop need not build the view

    def choose(self, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(legal)  # the same draw as legal[rng.randrange(len(legal))], cheaper


def difficulty_of(agent: object) -> float:
    """How hard ``agent``'s last decision was, in [0, 1] (0 for agents that do not say)."""
    value = getattr(agent, "last_difficulty", 0.0)
    return min(1.0, max(0.0, float(value)))


def leveled(make: Callable[[str, int, TableConfig], Agent[Any]], levels: Sequence[str] = LEVELS,
            scripted: Scripted | None = None, scripted_help: str = "") -> AgentFactory:
    """A factory that makes ``random`` agents itself, ``make``'s for ``levels``, the fixed
    policies ``scripted`` knows by name (arena opponents), and refuses any other name."""

    def factory(level: str, seat: int, config: TableConfig) -> Agent[Any]:
        if level == RANDOM:
            return RandomAgent()
        if level in levels:
            return make(level, seat, config)
        agent = scripted(level, seat, config) if scripted is not None else None
        if agent is None:
            more = f"; or {scripted_help}" if scripted_help else ""
            raise ValueError(f"unknown AI level {level!r}; choose one of: {RANDOM}, {', '.join(levels)}{more}")
        return agent

    return factory
