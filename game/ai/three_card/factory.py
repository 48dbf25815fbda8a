"""The agents of a three-card game by name: the levels, the arena's fixed opponents and the
exploiter suite (:mod:`game.ai.three_card.readers`)."""

from __future__ import annotations

from typing import Any, Final

from game.ai.base import LEVELS, Agent, AgentFactory, leveled
from game.ai.three_card.agents import AnsweringAgent, EasyAgent, HardAgent, NitAgent, ReadingAgent, ThreeCardAgent
from game.ai.three_card.readers import READERS
from game.engine.protocol import TableConfig
from game.variants.three_card.defs import HandRules

LEVEL_TYPES: Final[dict[str, type[ThreeCardAgent]]] = {"easy": EasyAgent, "normal": ReadingAgent, "hard": HardAgent}
SCRIPTED_HELP: Final = "always-accept, always-decline, nit, " + ", ".join(f"{kind}:LEVEL" for kind in READERS)


def agents_for(rules: HandRules) -> AgentFactory:
    """The agents of a three-card game with these hand rules: every level and the arena's fixed opponents."""

    def make(level: str, seat: int, config: TableConfig) -> Agent[Any]:
        return LEVEL_TYPES[level](level, seat, rules, config.n_seats)

    def scripted(name: str, seat: int, config: TableConfig) -> Agent[Any] | None:
        if name in ("always-accept", "always-decline"):
            return AnsweringAgent(name, seat, rules, config.n_seats, accepts=name == "always-accept")
        if name == "nit":
            return NitAgent(name, seat, rules, config.n_seats)
        kind, _, target = name.partition(":")
        reader = READERS.get(kind)
        if reader is not None and target in LEVELS:
            return reader(name, seat, rules, config.n_seats, lambda s: make(target, s, config))
        return None

    return leveled(make, scripted=scripted, scripted_help=SCRIPTED_HELP)
