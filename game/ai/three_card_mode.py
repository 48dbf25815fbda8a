"""Which mode an AI seat wants the next round played in (Ba Cây's chọn từng ván).

Both modes are fair in expectation: a Ba Cây deal never ties, every hand is equally likely
to be anyone's, so a punter beats the chương half the time and each of ``k`` antes wins the
pot one time in ``k``.  What differs is the risk, and a seat judges risk against its own
chips: its **certainty equivalent** under log utility (the Kelly view of a bankroll),
``EV − Var / (2 × chips)``, with ``EV = 0`` in both modes.  So the seat prefers the mode in
which its result for the round varies least for what it holds:

* **nhất ăn tất** (everyone able to antes the stake ``s``): the seat wins ``(k − 1)·s``
  once in ``k``, else loses ``s`` — variance ``(k − 1)·s²``;
* **chương, as a punter** betting ``b`` (what this seat's level would bet: the policy of
  :mod:`game.ai.three_card`): win or lose ``b`` — variance ``b²``;
* **chương, as the chương** against bets ``b₁ … bₘ`` (each punter taken to bet like a normal
  player, about 2% of its chips, within the table limits and what the chương can cover):
  every punter faces the same chương hand, so with ``u`` its uniform rank the results are
  correlated — variance ``⅔·Σbᵢ² + ⅓·(Σbᵢ)²``.

A poor seat bets little as a punter and prefers chương; a rich one, whose level bets a
share of its chips, and the chương holding many bets prefer nhất ăn tất.  Equal risk: the
first mode offered (chương).

Risk alone would have a table of AI seats play one mode for ever (at stake 10 always nhất
ăn tất, from 100 always chương), which is not how a family table chooses.  So a seat also
weighs its temper and how the last rounds went (:class:`Situation`, :func:`leaning`), in
stakes: a daring seat likes to hold the bank, a crafty one the pot; a seat that has just
lost the bank wants it back; the chương sits on in a bank that pays and wants a change
from one that does not; a seat that has been losing wants the other mode ("đổi gió"), a
winning one the same again.  Those leanings outweigh the risk, which then only settles a
seat with no leaning.  The table takes the majority
(:meth:`game.match.match.Match.vote_round_mode`): what the seats lean to changes with the
rounds, so an all-AI table plays both modes — and the same seed, the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from game.ai.personality import NEUTRAL, Personality
from game.engine.protocol import TableConfig
from game.engine.variant import Variant
from game.variants.three_card.defs import amount_grid

BET_SHARE: Final = {"easy": 0, "normal": 50, "hard": 100}  # a level bets about chips / this (easy: small, at random)


def level_bet(level: str, chips: int, config: TableConfig) -> float:
    """The main bet ``level`` would place holding ``chips`` (its mean, for easy's random pick)."""
    grid = amount_grid(config.min_bet, config.max_bet, config.stake)
    affordable = [a for a in grid if a <= chips] or [grid[0]]
    share = BET_SHARE.get(level, BET_SHARE["normal"])
    if share == 0:  # easy: one of the lower half of the amounts it can pay, at random
        low = affordable[: (len(affordable) + 1) // 2]
        return sum(low) / len(low)
    fitting = [a for a in affordable if a <= chips // share]
    return fitting[-1] if fitting else affordable[0]


def pot_variance(seat: int, config: TableConfig) -> float:
    """Variance of ``seat``'s result in a round where everyone able to antes the stake."""
    stake = config.stake
    antes = sum(1 for b in config.balances if b >= stake)
    return (antes - 1) * stake * stake if config.balances[seat] >= stake else 0.0


def bank_variance(seat: int, level: str, config: TableConfig) -> float:
    """Variance of ``seat``'s result in a round with a bank (``config.banker`` holds it)."""
    banker = config.banker
    if banker is None:
        raise ValueError("a round with a bank needs its chương")
    if seat != banker:
        return level_bet(level, config.balances[seat], config) ** 2
    cover = float(config.balances[banker])
    bets: list[float] = []
    for s, chips in enumerate(config.balances):
        if s != banker:
            bet = min(level_bet("normal", chips, config), max(0.0, cover))
            cover -= bet
            bets.append(bet)
    return (2 * sum(b * b for b in bets) + sum(bets) ** 2) / 3


def certainty_equivalent(variant: Variant, seat: int, level: str, config: TableConfig) -> float:
    """``EV − Var / (2 × chips)`` of the next round for ``seat``, in chips (EV = 0: a fair deal)."""
    chips = max(1, config.balances[seat])
    spread = bank_variance(seat, level, config) if variant.has_banker(config.mode) else pot_variance(seat, config)
    return -spread / (2 * chips)


@dataclass(frozen=True)
class Situation:
    """What a seat weighs besides risk when the table chooses the next round's mode.

    ``recent``: its result over the last few rounds, in stakes; ``last_mode``: the mode of the
    last round; ``lost_bank``: it held the bank until the last round played with one moved
    it on; ``bank_result``: as the chương now, its result over its recent rounds with the bank
    (``None``: it does not hold the bank).
    """

    personality: Personality = NEUTRAL
    recent: float = 0.0
    last_mode: str | None = None
    lost_bank: bool = False
    bank_result: float | None = None


CALM: Final = Situation()
BANK_LEANING: Final = {"lieu": 1.5, "ma-lanh": -1.0}  # a daring seat likes the bank; a crafty one the pot
WANTS_BANK_BACK: Final = 2.0  # stakes: a seat that has just lost the bank
BANK_MOOD: Final = 1.0  # stakes: the chương sits on in a bank that pays, wants a change from one that does not
LOSING: Final = 1.0  # stakes: a losing seat wants the other mode ("đổi gió") …
WINNING: Final = 0.5  # … a winning one the same again
RISK_WEIGHT: Final = {"can-than": 3.0, "lieu": 0.3}  # how much the round's risk weighs (1: as its certainty equivalent)


def leaning(mode: str, bank_mode: bool, situation: Situation) -> float:
    """How much (in stakes) a seat in ``situation`` leans to playing ``mode`` (a mode with a
    bank if ``bank_mode``); see the module docstring."""
    lean = 0.0
    if bank_mode:
        lean += BANK_LEANING.get(situation.personality.key, 0.0)
        lean += WANTS_BANK_BACK if situation.lost_bank else 0.0
        if situation.bank_result:
            lean += BANK_MOOD if situation.bank_result > 0 else -BANK_MOOD
    if situation.last_mode is not None and situation.recent:
        same = mode == situation.last_mode
        if situation.recent < 0:
            lean += 0.0 if same else LOSING
        else:
            lean += WINNING if same else 0.0
    return lean


def mode_preference(variant: Variant) -> Callable[[int, str, Mapping[str, TableConfig], Situation], str]:
    """The vote of an AI seat: (seat, level, the next round's config in each mode, its
    situation) → its mode: the largest leaning plus risk (certainty equivalent, in stakes)."""

    def prefer(seat: int, level: str, configs: Mapping[str, TableConfig], situation: Situation = CALM) -> str:
        modes = list(configs)
        weight = RISK_WEIGHT.get(situation.personality.key, 1.0)

        def score(m: str) -> tuple[float, int]:
            config = configs[m]
            risk = weight * certainty_equivalent(variant, seat, level, config) / config.stake
            return leaning(m, variant.has_banker(m), situation) + risk, -modes.index(m)

        return max(modes, key=score)

    return prefer
