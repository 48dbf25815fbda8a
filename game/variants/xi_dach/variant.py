"""Xì Dách (Vietnamese blackjack) as the rest of the program sees it: the variant.

The rules live in :mod:`game.variants.xi_dach.hand` (values, categories, who wins) and
:mod:`game.variants.xi_dach.round` (a round); the exact odds shared by the hints and the
hard AI in :mod:`game.variants.xi_dach.odds`; the agents in :mod:`game.ai.xi_dach`.
"""

from __future__ import annotations

from typing import Any, Final

from game.engine.cards import format_cards, parse_cards
from game.engine.protocol import RoundState, TableConfig
from game.engine.variant import RuleOption, Variant
from game.engine.view import Label
from game.variants.xi_dach.hand import (
    OPT_ACE_FLEXIBLE,
    OPT_DOUBLE_QUAC,
    OPT_FEE,
    OPT_FREE_BETS,
    OPT_NGU_LINH_STRICT,
    OPT_THUONG,
    XiDachRules,
    evaluate,
    outcome,
)
from game.variants.xi_dach.round import XiDachRound


class XiDach(Variant):
    key = "xi-dach"
    title = "Xì Dách"
    min_players = 2
    max_players = 6
    ui_max_players = 6
    modes = ("",)
    banker_modes = ("",)  # there is always a nhà cái
    options = (
        RuleOption(OPT_FEE, 5, minimum=0, maximum=10, house=0),
        RuleOption(OPT_THUONG, False, house=True),
        RuleOption(OPT_FREE_BETS, False, house=True),
        RuleOption(OPT_ACE_FLEXIBLE, False),
        RuleOption(OPT_NGU_LINH_STRICT, True, house=False),  # seed 002: "< 21"; Luật nhà: 21 counts too
        RuleOption(OPT_DOUBLE_QUAC, False),
    )
    round_type = XiDachRound
    default_stake = 100  # so that the 5% fee is a whole number of chips
    default_max_bet = 1000

    def chips_needed(self, config: TableConfig) -> int:
        """The worst case of the least bet (twice it under thưởng): a player holding less is never
        dealt in, and a dealer holding less covers nobody, so every round would be dealt to no
        one — such a seat is short of chips and the table refills it (issue 30)."""
        rules = XiDachRules.from_options(config.options)
        least = config.stake * max(1, -(-config.min_bet // config.stake)) if rules.free_bets else config.stake
        return least * rules.max_multiplier

    def describe_hand(self, text: str) -> dict[str, Any]:
        cards = parse_cards(text)
        value = evaluate(cards, XiDachRules())
        return {
            "cards": format_cards(cards),
            "name": value.label().text("vi"),
            "name_en": value.label().text("en"),
            "total": value.total,
            "category": value.category.value,
        }

    def compare(self, a: str, b: str) -> str | None:
        """``a`` is the player's hand, ``b`` the dealer's; the winner from the player's side."""
        player, dealer = parse_cards(a), parse_cards(b)
        shared = set(player) & set(dealer)
        if shared:
            raise ValueError(f"a card cannot be in both hands: {format_cards(sorted(shared, key=str))}")
        rules = XiDachRules()
        result = outcome(evaluate(player, rules), evaluate(dealer, rules), rules)
        return None if result == 0 else ("a" if result > 0 else "b")

    def hand_record(self, state: RoundState, seat: int) -> tuple[str, tuple[int, ...]] | None:
        if not isinstance(state, XiDachRound) or not state.hands[seat]:
            return None
        value = state.value(seat)
        return value.label().text(), (value.strength,)

    def hand_kinds(self, state: RoundState, seat: int) -> tuple[Label, ...]:
        if not isinstance(state, XiDachRound) or not state.hands[seat]:
            return ()
        return (Label.of(f"stats.cat.{state.value(seat).category.value}"),)  # the kind, not the total


XI_DACH: Final = XiDach()
