"""Xì Dách (Vietnamese blackjack) as the rest of the program sees it: the variant.

The rules live in :mod:`game.variants.xi_dach.hand` (values, categories, who wins) and
:mod:`game.variants.xi_dach.round` (a round); the exact odds shared by the hints and the
hard AI in :mod:`game.variants.xi_dach.odds`; the agents in :mod:`game.ai.xi_dach`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.ai.base import Agent, RandomAgent
from game.ai.xi_dach import XiDachAgent
from game.engine.cards import format_cards, parse_cards
from game.engine.protocol import RoundState, TableConfig
from game.engine.variant import RuleOption, Variant
from game.i18n import t
from game.match.arena import mean_ci95, report
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

ARENA_BANKROLL: Final = 10**12  # nobody ever sits a round out for want of chips
ROLES: Final = ("player", "dealer")


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
        RuleOption(OPT_NGU_LINH_STRICT, False),
        RuleOption(OPT_DOUBLE_QUAC, False),
    )
    round_type = XiDachRound
    default_stake = 100  # so that the 5% fee is a whole number of chips
    default_max_bet = 1000

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

    def agent(self, level: str, seat: int, config: TableConfig) -> Agent:
        if level == "random":
            return RandomAgent()
        return XiDachAgent(level, XiDachRules.from_options(config.options))

    def arena(self, spec: Mapping[str, Any]) -> dict[str, Any]:
        """Two levels A and B in one role (``player``: every player seat; ``dealer``)
        against a fixed ``opponent`` level in the other role (default hard), at a table of
        ``players`` seats (dealer included), over paired seeded rounds: each seed is played
        once with A and once with B, and a sample is A's result minus B's in stakes per
        round (per player seat for players, the whole table for the dealer).

        Dealer ``easy`` is the "draw to 16, then xét all" policy."""
        role = spec.get("role") or "player"
        if role not in ROLES:
            raise ValueError(f"--role must be one of: {', '.join(ROLES)}")
        levels = (*self.levels, "random")
        a, b = spec.get("a") or "hard", spec.get("b") or "normal"
        opponent = spec.get("opponent") or "hard"
        for level in (a, b, opponent):
            if level not in levels:
                raise ValueError(f"unknown level {level!r}; choose from: {', '.join(levels)}")
        players, rounds = int(spec.get("players") or 4), int(spec.get("rounds") or 200)
        if rounds < 2:
            raise ValueError("--deals must be at least 2 for a confidence interval")
        seed_source = random.Random(int(spec.get("seed") or 0))
        seeds = [seed_source.getrandbits(63) for _ in range(rounds)]
        run_a = _arena_run(self, a, role, opponent, players, seeds, spec)
        run_b = _arena_run(self, b, role, opponent, players, seeds, spec)
        diffs = [x - y for x, y in zip(run_a, run_b, strict=True)]
        mean_a, lo_a, hi_a = mean_ci95(run_a)
        mean_b, lo_b, hi_b = mean_ci95(run_b)
        return report(
            f"{role} {a}",
            f"{role} {b}",
            diffs,
            opponent=opponent,
            players=players,
            unit="stake per round" + (" per player" if role == "player" else ""),
            mean_a=[round(mean_a, 4), round(lo_a, 4), round(hi_a, 4)],
            mean_b=[round(mean_b, 4), round(lo_b, 4), round(hi_b, 4)],
            policies={
                "a": t(f"xd.policy.{role}.{a}", "en"),
                "b": t(f"xd.policy.{role}.{b}", "en"),
                "opponent": t(f"xd.policy.{_other(role)}.{opponent}", "en"),
            },
        )


def _other(role: str) -> str:
    return ROLES[1 - ROLES.index(role)]


def _arena_run(
    variant: XiDach,
    level: str,
    role: str,
    opponent: str,
    players: int,
    seeds: Sequence[int],
    spec: Mapping[str, Any],
) -> list[float]:
    """One level's results, round by round, in stakes (see :meth:`XiDach.arena`)."""
    from game.match.match import Match, Seat  # the match imports the registry, which imports us

    dealer_level, player_level = (level, opponent) if role == "dealer" else (opponent, level)
    seats = [Seat("dealer", dealer_level)] + [Seat(f"player {i}", player_level) for i in range(1, players)]
    match = Match(
        variant,
        seats,
        mode=spec.get("mode"),
        options=spec.get("options") or {},
        balances=[ARENA_BANKROLL] * players,
        banker=0,
    )
    agents = match.agents()
    stake = match.base.stake
    out = []
    for seed in seeds:
        deltas = match.play_round(agents, seed=seed).deltas
        if role == "dealer":
            out.append(deltas[0] / stake)
        else:
            out.append(sum(deltas[1:]) / (stake * (players - 1)))
    return out


XI_DACH: Final = XiDach()
