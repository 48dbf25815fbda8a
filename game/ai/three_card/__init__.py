"""Ba Cây and Bài Cào agents: exact hand odds (``odds``), opponent models (``models``), the
levels (``agents``), the exploiter suite (``readers``) and the factory by name (``factory``)."""

from game.ai.three_card.factory import agents_for

__all__ = ["agents_for"]
