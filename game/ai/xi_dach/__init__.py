"""Xì Dách agents: the levels and threshold rules (``agents``), what the hard AI learns of the table (``memory``)."""

from game.ai.xi_dach.agents import AGENTS

__all__ = ["AGENTS"]
