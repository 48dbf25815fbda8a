"""Ba Cây and Bài Cào agents: exact hand odds (``odds``), opponent models (``models``), the levels (``agents``)."""

from game.ai.three_card.agents import agents_for

__all__ = ["agents_for"]
