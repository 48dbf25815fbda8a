"""Whether an AI's level can change anything at a table of a given game, mode and options.

In Bài Cào's cào cái every punter bets before the deal and the cái makes no choice; a bet
against the cái is even (win 1:1, ties push), so whatever amount a level bets, its
expectation is nil: the levels cannot differ.  Only the house rule "cái ăn hòa" (the cái
wins ties) makes the bet a losing one, and then betting less is better.  The setup shows
``ai.levels_no_effect`` instead of pretending the level matters.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from game.engine.protocol import Option
from game.engine.variant import Variant
from game.variants.three_card.defs import TableRules
from game.variants.three_card.round import ThreeCardRound

NO_EFFECT_KEY: Final = "ai.levels_no_effect"


def levels_matter(variant: Variant, mode: str, options: Mapping[str, Option]) -> bool:
    """False when no decision at this table changes an expected result (see the module docstring)."""
    round_type = variant.round_type
    if not issubclass(round_type, ThreeCardRound):
        return True  # Xì Dách draws and xéts, Tam Cúc plays every trick
    spec = round_type.modes[mode]
    if spec.challenges or spec.backing:
        return True
    rules = TableRules.read(options, round_type.rule_options)
    return rules.banker_wins_ties and round_type.hand_rules.ties
