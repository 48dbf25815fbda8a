"""Quick bets (issue 39): the buttons beside the chips that bet in one click, as the card apps
have them — the bet of the round before again, the table's minimum, twice the last bet.

Pure: worked out from the amounts the seat may bet now (its legal bets, which already say the
table's limits, the seat's chips and what the banker can cover) and its bet of the round
before, so the same numbers hold on every table that takes bets.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

KINDS: Final = ("last", "min", "double")  # in the order they are offered


@dataclass(frozen=True)
class QuickBet:
    """One quick bet: ``kind`` (one of :data:`KINDS`) and the amount it bets."""

    kind: str
    amount: int


def quick_bets(offered: Sequence[int], previous: int | None) -> tuple[QuickBet, ...]:
    """The quick bets of a seat that may bet any of ``offered`` and bet ``previous`` the round
    before (None: it did not bet, or this is its first round):

    * "last" — ``previous`` again, or the most offered below it (the chips or the limits have
      shrunk since); none without a previous bet;
    * "min" — the least offered;
    * "double" — twice ``previous`` (twice the least without one), or the most offered below.

    A quick bet whose amount an earlier one already bets is left out; none at all when nothing
    is offered."""
    amounts = sorted(set(offered))
    if not amounts:
        return ()

    def at_most(amount: int) -> int | None:
        i = bisect_right(amounts, amount)
        return amounts[i - 1] if i else None

    wanted = {
        "last": at_most(previous) if previous else None,
        "min": amounts[0],
        "double": at_most(2 * (previous or amounts[0])),
    }
    out: list[QuickBet] = []
    for kind in KINDS:
        amount = wanted[kind]
        if amount is not None and all(q.amount != amount for q in out):
            out.append(QuickBet(kind, amount))
    return tuple(out)
