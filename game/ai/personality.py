"""Personalities: how an AI seat leans, whatever its level.

A level is how well an AI plays; a personality is its temper — how often it bluffs, how
readily it takes a challenge, how much it stakes, how afraid it is of going quắc.  Every
shift is small and bounded, so a personality changes what a seat likes to do without
turning a hard AI into a weak one.  The arena plays :data:`NEUTRAL` unless told
otherwise, so the levels are measured on their own.

A seat's personality is chosen at random when a match is set up (:func:`random_personality`),
kept in the match and its save by key, and shown by the table: the name is the catalogue
key :attr:`Personality.label_key`, the one-line description :attr:`Personality.help_key`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Personality:
    """Tendencies that shift an agent's choices (1.0 / 0.0: no shift)."""

    key: str
    bluff: float = 1.0  # × how often it challenges with a weak hand
    slow_play: float = 1.0  # × how often it keeps quiet with a strong hand, waiting to be challenged
    looseness: float = 0.0  # added to a side bet's expectation per unit staked before it accepts
    stake: float = 1.0  # × the amounts it bets and challenges for
    caution: float = 0.0  # Xì Dách: a draw must gain this much more (per unit bet) than standing

    @property
    def label_key(self) -> str:
        return f"ai.personality.{self.key}"

    @property
    def help_key(self) -> str:
        return f"ai.personality.{self.key}.help"


NEUTRAL: Final = Personality("diem-tinh")
PERSONALITIES: Final[dict[str, Personality]] = {
    p.key: p
    for p in (
        NEUTRAL,
        Personality("can-than", bluff=0.4, slow_play=0.5, looseness=-0.08, stake=0.6, caution=0.02),
        Personality("lieu", bluff=1.8, slow_play=0.5, looseness=0.08, stake=1.6, caution=-0.02),
        Personality("so-quac", bluff=0.8, looseness=-0.03, stake=0.8, caution=0.06),
        Personality("ma-lanh", bluff=1.5, slow_play=2.0, looseness=-0.04),
    )
}


def personality(key: str | None) -> Personality:
    """The personality called ``key`` (``None``: neutral); ``ValueError`` naming the known ones."""
    if key is None:
        return NEUTRAL
    try:
        return PERSONALITIES[key]
    except KeyError:
        raise ValueError(f"unknown personality {key!r}; choose one of: {', '.join(PERSONALITIES)}") from None


def random_personality(rng: random.Random) -> str:
    """A personality key drawn uniformly (a new AI seat's default)."""
    return rng.choice(sorted(PERSONALITIES))
