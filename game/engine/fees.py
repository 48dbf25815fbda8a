"""The table's fee (phí bàn, tiền xâu) on winnings — one rounding rule for every game.

Vietnamese tables count the fee the way school teaches rounding (quy tắc làm tròn số):
to the nearest chip, and a half chip counts as a whole one.  5% of 10 is 0.5, so 1 chip;
of 29 it is 1.45, so 1; of 30 it is 1.5, so 2.  Rounding down instead would let every win
below 20 chips through free at 5% — the table's cut would vanish at small stakes, which is
not how a fee that "everyone pays on a win" is meant.  See docs/rules-decisions/common.md.
"""

from __future__ import annotations


def fee_of(winnings: int, percent: int) -> int:
    """The fee on ``winnings`` chips at ``percent`` %: the nearest whole chip, halves up."""
    if winnings < 0 or percent < 0:
        raise ValueError(f"a fee is taken on winnings ≥ 0 at a rate ≥ 0, not {winnings} at {percent}%")
    return (winnings * percent + 50) // 100
