"""The agent interface: an AI sees one seat's view and the legal actions, nothing else."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from game.engine.protocol import Action


class Agent(Protocol):
    """``choose`` must be a pure function of (view, legal actions, rng state)."""

    level: str

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomAgent:
    """Uniformly random legal play: the baseline for tests and throughput benchmarks."""

    level = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(legal)  # the same draw as legal[rng.randrange(len(legal))], cheaper
