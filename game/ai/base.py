"""The agent interface: an AI sees one seat's view and the legal actions, nothing else."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol, TypeVar

from game.engine.protocol import Action, TableConfig

LEVELS: Final[tuple[str, ...]] = ("easy", "normal", "hard")
RANDOM: Final = "random"  # uniformly random legal play: tests and throughput benchmarks

V_contra = TypeVar("V_contra", contravariant=True)


class Agent(Protocol[V_contra]):
    """``choose`` must be a pure function of (view, legal actions, rng state) — and, for
    agents that learn their opponents, of the public events they were shown."""

    level: str

    def choose(self, view: V_contra, legal: Sequence[Action], rng: random.Random) -> Action: ...


AgentFactory = Callable[[str, int, TableConfig], Agent[Any]]  # (level, seat, table) -> agent


class RandomAgent:
    """Uniformly random legal play: the baseline for tests and throughput benchmarks."""

    level = RANDOM
    needs_view = False  # it never looks: the turn loop need not build the view

    def choose(self, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(legal)  # the same draw as legal[rng.randrange(len(legal))], cheaper


def leveled(make: Callable[[str, int, TableConfig], Agent[Any]], levels: Sequence[str] = LEVELS) -> AgentFactory:
    """A factory that makes ``random`` agents itself, ``make``'s for ``levels``, and refuses any other level."""

    def factory(level: str, seat: int, config: TableConfig) -> Agent[Any]:
        if level == RANDOM:
            return RandomAgent()
        if level not in levels:
            raise ValueError(f"unknown AI level {level!r}; choose one of: {RANDOM}, {', '.join(levels)}")
        return make(level, seat, config)

    return factory
