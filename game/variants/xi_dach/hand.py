"""Xì Dách hands: card values, the ace rule, the six categories and who beats whom.

RULES.md §3.  The ace counts 1, 10 or 11 (whichever is best for the holder) while a hand
has two or three cards, and only 1 once it has four or five — so drawing a fourth card
can *lower* a total (``AS 5H 5D`` = 21, ``AS 5H 5D 2C`` = 13).  The option
``ace_flexible`` keeps the choice at every card count.

A hand is reduced to three numbers — card count ``n``, ``hard`` total (aces as 1) and
``aces`` — because that is all the rules look at; :func:`evaluate_counts` is memoised on
them, so the round engine and the exact-odds code share one cheap, cached valuation.

Every hand gets a :attr:`HandValue.strength` in ``0 .. NUM_STRENGTHS - 1`` such that the
better hand has the larger strength and hands that push have the same strength; the only
exception to "compare strengths" is the option under which the dealer wins two quắc.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Final

from game.engine.cards import ALL_CARDS, Card
from game.engine.fees import fee_of
from game.engine.protocol import Option
from game.engine.view import Label

# Rule option keys (``--rule KEY=VALUE``; catalogue ``opt.xi-dach.<key>``).
OPT_FEE: Final = "fee"
OPT_THUONG: Final = "thuong"
OPT_FREE_BETS: Final = "free-bets"
OPT_ACE_FLEXIBLE: Final = "ace-flexible"
OPT_NGU_LINH_STRICT: Final = "ngu-linh-under-21"
OPT_DOUBLE_QUAC: Final = "quac-dealer-wins"

MAX_CARDS: Final = 5
TARGET: Final = 21
OF_AGE: Final = 16  # đủ tuổi: the least total a finished hand of 2–4 cards needs

# Value of each card by ``card.index``: A = 1 (the ace's other values come from the rule),
# 2–10 face value, J/Q/K = 10.
VALUE_BY_INDEX: Final[tuple[int, ...]] = tuple(min(c.rank, 10) for c in ALL_CARDS)

# Extra points the aces of a hand can add over counting each as 1: each ace adds 0, 9 or 10.
_ACE_EXTRAS: Final[tuple[tuple[int, ...], ...]] = (
    (0,),
    (0, 9, 10),
    (0, 9, 10, 18, 19, 20),
    (0, 9, 10, 18, 19, 20, 27, 28, 29, 30),
    (0, 9, 10, 18, 19, 20, 27, 28, 29, 30, 36, 37, 38, 39, 40),
)


class Category(StrEnum):
    """The six kinds of hand, best first (the value is the CLI's ``category``)."""

    XI_BANG = "xi-bang"
    XI_DACH = "xi-dach"
    NGU_LINH = "ngu-linh"
    DU_TUOI = "du-tuoi"
    QUAC = "quac"
    NON = "non"


SPECIALS: Final = frozenset({Category.XI_BANG, Category.XI_DACH})
BONUS: Final = frozenset({Category.XI_BANG, Category.XI_DACH, Category.NGU_LINH})

# Strength layout: non 0, quắc 1, đủ tuổi 16..21 -> 2..7, ngũ linh 21..5 -> 8..24 (the
# lower total is stronger), xì dách 25, xì bàng 26.
STRENGTH_NON: Final = 0
STRENGTH_QUAC: Final = 1
STRENGTH_XI_DACH: Final = 25
STRENGTH_XI_BANG: Final = 26
NUM_STRENGTHS: Final = 27


def du_tuoi_strength(total: int) -> int:
    return 2 + total - OF_AGE


def ngu_linh_strength(total: int) -> int:
    return 8 + TARGET - total


@dataclass(frozen=True, slots=True)
class XiDachRules:
    """The rule options of one table (RULES.md §3), read from ``TableConfig.options``."""

    ace_flexible: bool = False  # ace 1/10/11 at any card count (default: only with 2–3 cards)
    ngu_linh_strict: bool = True  # ngũ linh needs a total under 21, as seed 002 says (off: 21 or less)
    double_quac_dealer: bool = False  # the dealer wins when both are quắc (default: push)
    thuong: bool = False  # xì bàng, xì dách and ngũ linh pay double, both ways
    fee_percent: int = 5  # the table's fee on a player's winnings
    free_bets: bool = False  # players choose their bet (default: everyone bets the stake)

    @classmethod
    def from_options(cls, options: Mapping[str, Option]) -> XiDachRules:
        """The rules of a table; a missing key takes its default (values are validated by
        :class:`~game.engine.variant.RuleOption` before they reach a config)."""
        return _rules_of(tuple(sorted(options.items())))

    def fee(self, winnings: int) -> int:
        """The table's cut of a player's winnings (the one rounding rule of every game)."""
        return fee_of(winnings, self.fee_percent)

    def multiplier(self, winner: Category) -> int:
        """×2 when thưởng is on and the winning hand is xì bàng, xì dách or ngũ linh."""
        return 2 if self.thuong and winner in BONUS else 1

    @property
    def max_multiplier(self) -> int:
        return 2 if self.thuong else 1


@cache
def _rules_of(items: tuple[tuple[str, Option], ...]) -> XiDachRules:
    """Every round reads its table's rules: make each set of options once."""
    options, d = dict(items), XiDachRules()
    return XiDachRules(
        ace_flexible=bool(options.get(OPT_ACE_FLEXIBLE, d.ace_flexible)),
        ngu_linh_strict=bool(options.get(OPT_NGU_LINH_STRICT, d.ngu_linh_strict)),
        double_quac_dealer=bool(options.get(OPT_DOUBLE_QUAC, d.double_quac_dealer)),
        thuong=bool(options.get(OPT_THUONG, d.thuong)),
        fee_percent=int(options.get(OPT_FEE, d.fee_percent)),
        free_bets=bool(options.get(OPT_FREE_BETS, d.free_bets)),
    )


@dataclass(frozen=True, slots=True)
class HandValue:
    """A hand's category, its total (ace rule applied) and its strength."""

    category: Category
    total: int
    strength: int

    @property
    def is_special(self) -> bool:
        return self.category in SPECIALS

    def label(self) -> Label:
        return _hand_label(self.category, self.total)


@cache
def _hand_label(category: Category, total: int) -> Label:
    return Label.of(f"xd.hand.{category.value}", total=total)


def best_total(n: int, hard: int, aces: int, ace_flexible: bool) -> int:
    """The holder's best total: aces count 1/10/11 with 2–3 cards (or always, if flexible).

    Best means the highest total not over 21; if every choice is over 21, the lowest.
    """
    if aces == 0 or not (n <= 3 or ace_flexible):
        return hard
    best = hard
    for extra in _ACE_EXTRAS[min(aces, 4)]:
        if hard + extra <= TARGET:
            best = hard + extra
    return best


@cache
def evaluate_counts(n: int, hard: int, aces: int, rules: XiDachRules) -> HandValue:
    """Value a hand of ``n`` cards, ``hard`` points with aces as 1, holding ``aces`` aces."""
    if n == 2 and aces == 2:
        return HandValue(Category.XI_BANG, TARGET, STRENGTH_XI_BANG)
    if n == 2 and aces == 1 and hard == 11:
        return HandValue(Category.XI_DACH, TARGET, STRENGTH_XI_DACH)
    # Between two ngũ linh the lower total wins, so with flexible aces the holder counts
    # them as 1: five cards make ngũ linh exactly when their lowest total does.
    if n == MAX_CARDS and (hard < TARGET or (hard == TARGET and not rules.ngu_linh_strict)):
        return HandValue(Category.NGU_LINH, hard, ngu_linh_strength(hard))
    total = best_total(n, hard, aces, rules.ace_flexible)
    if total > TARGET:
        return HandValue(Category.QUAC, total, STRENGTH_QUAC)
    if total >= OF_AGE:
        return HandValue(Category.DU_TUOI, total, du_tuoi_strength(total))
    return HandValue(Category.NON, total, STRENGTH_NON)


@cache
def hand_values(rules: XiDachRules) -> dict[tuple[int, int, int], HandValue]:
    """:func:`evaluate_counts` of every possible ``(n, hard, aces)``, as a plain dict: the
    round looks a hand up after each card without hashing the rules every time."""
    return {
        (n, hard, aces): evaluate_counts(n, hard, aces, rules)
        for n in range(2, MAX_CARDS + 1)
        for aces in range(min(n, 4) + 1)
        for hard in range(aces + 2 * (n - aces), aces + 10 * (n - aces) + 1)
    }


def counts_of(cards: Iterable[Card]) -> tuple[int, int, int]:
    """``(n, hard, aces)`` of some cards."""
    counts = (0, 0, 0)
    for c in cards:
        counts = with_card(counts, VALUE_BY_INDEX[c.index])
    return counts


def with_card(counts: tuple[int, int, int], v: int) -> tuple[int, int, int]:
    """``(n, hard, aces)`` of a hand after a card worth ``v`` (an ace: 1)."""
    n, hard, aces = counts
    return n + 1, hard + v, aces + (v == 1)


def _after_card() -> dict[tuple[int, int, int], tuple[tuple[int, int, int], ...]]:
    after: dict[tuple[int, int, int], tuple[tuple[int, int, int], ...]] = {}
    hands = [(0, 0, 0)]
    for _ in range(MAX_CARDS):
        for counts in hands:
            after[counts] = (counts, *(with_card(counts, v) for v in range(1, 11)))
        hands = sorted({nxt for counts in hands for nxt in after[counts][1:]})
    return after


# Each hand of fewer than five cards, ``(n, hard, aces)``, after a card worth v: ``AFTER_CARD[counts][v]``
# (v from 1 to 10; index 0 holds the hand itself).  A round deals by looking it up, not by
# making a tuple per card.
AFTER_CARD: Final = _after_card()


def evaluate(cards: Iterable[Card], rules: XiDachRules) -> HandValue:
    n, hard, aces = counts_of(cards)
    if n < 2:
        raise ValueError(f"a Xì Dách hand has 2 to 5 cards, not {n}")
    if n > MAX_CARDS:
        raise ValueError(f"a Xì Dách hand has at most 5 cards, not {n}")
    return evaluate_counts(n, hard, aces, rules)


def can_draw(n: int, value: HandValue) -> bool:
    """Rút is allowed under 21 and under 5 cards (a special hand never draws)."""
    return n < MAX_CARDS and value.total < TARGET and not value.is_special


def outcome(player: HandValue, dealer: HandValue, rules: XiDachRules) -> int:
    """+1 the player wins, 0 push, -1 the dealer wins."""
    return outcome_of_strengths(player.strength, dealer.strength, rules)


def outcome_of_strengths(player: int, dealer: int, rules: XiDachRules) -> int:
    if player == dealer:
        return -1 if player == STRENGTH_QUAC and rules.double_quac_dealer else 0
    return 1 if player > dealer else -1


def category_of_strength(strength: int) -> Category:
    if strength == STRENGTH_NON:
        return Category.NON
    if strength == STRENGTH_QUAC:
        return Category.QUAC
    if strength < ngu_linh_strength(TARGET):
        return Category.DU_TUOI
    if strength < STRENGTH_XI_DACH:
        return Category.NGU_LINH
    return Category.XI_DACH if strength == STRENGTH_XI_DACH else Category.XI_BANG
