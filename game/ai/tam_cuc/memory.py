"""What the hard Tam Cúc AI learns of each opponent: which style of play they show.

Only public events reach it (the turn loop shows an observer what a spectator sees): how
many pieces each seat led, what was turned up and whether it took the trick, who chui'd.
Three styles explain most players (:class:`~game.ai.tam_cuc.playout.Style`), and each
leaves its marks in those events:

* a **sound** player leads groups when they will stand, and turns up any winner;
* an **easy** player leads single pieces and turns up only a strong winner (a ba or more,
  a Xe, a pair of Pháo or better) unless it is last to turn up;
* an **erratic** player turns up groups that cannot win.

Each opponent's style is a posterior over the three from those counts, starting from a
prior that most players are sound.  The search plays each seat in a style drawn from it,
and reads a chui by it: a sound player's chui'd pieces could not win, an easy player's
were no strong winner, an erratic player's say nothing.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.ai.tam_cuc.playout import Style
from game.ai.tam_cuc.policy import strong
from game.engine.events import CardDealt, CardsRevealed, Event, RoundSettled
from game.engine.pieces import Piece
from game.variants.tam_cuc.actions import PiecesCommitted, TrickWon
from game.variants.tam_cuc.deal import Rules
from game.variants.tam_cuc.groups import classify
from game.variants.tam_cuc.trick import TrickWatch, win_cap_of

SIGNS: Final = ("single-lead", "group-lead", "weak-win", "strong-win", "losing")


def _rates(group_lead: float, weak: float, strong: float, losing: float) -> dict[str, float]:
    return {"single-lead": 1 - group_lead, "group-lead": group_lead, "weak-win": weak, "strong-win": strong,
            "losing": losing}


# How often each style shows each sign, in its kind (leads; turn-ups), by number of players:
# measured on the normal, easy and random levels over 60 deals each (a weak win is never
# seen at two players, where every follower is the last to turn up).
LIKELIHOOD: Final[dict[int, dict[Style, dict[str, float]]]] = {
    2: {Style.SOUND: _rates(0.39, 0.02, 0.96, 0.02), Style.EASY: _rates(0.01, 0.01, 0.98, 0.01),
        Style.ERRATIC: _rates(0.24, 0.05, 0.35, 0.6)},
    3: {Style.SOUND: _rates(0.17, 0.15, 0.83, 0.02), Style.EASY: _rates(0.01, 0.01, 0.98, 0.01),
        Style.ERRATIC: _rates(0.16, 0.06, 0.26, 0.68)},
    4: {Style.SOUND: _rates(0.1, 0.17, 0.81, 0.02), Style.EASY: _rates(0.01, 0.01, 0.98, 0.01),
        Style.ERRATIC: _rates(0.1, 0.06, 0.27, 0.67)},
}
PRIOR: Final = {Style.SOUND: 0.6, Style.EASY: 0.3, Style.ERRATIC: 0.1}


class TamCucMemory:
    """Per-opponent counts of the signs of each style (see the module docstring)."""

    def __init__(self, me: int, rules: Rules) -> None:
        self.me, self.rules = me, rules
        self.signs: dict[int, dict[str, int]] = {}
        self._sizes: dict[int, int] = {}
        self._trick = 0
        self._watch = TrickWatch()
        self._to_turn_up: list[int] = []  # seats still to turn up or chui in this trick, in order
        self._cache: dict[int, tuple[float, ...]] = {}

    def styles(self, seat: int) -> tuple[float, ...]:
        """The chance that ``seat`` plays each :class:`Style` (indexed by it)."""
        found = self._cache.get(seat)
        if found is None:
            seen = self.signs.get(seat, {})
            rates = LIKELIHOOD[self.rules.n]
            logs = [math.log(PRIOR[style]) + sum(k * math.log(rates[style][sign]) for sign, k in seen.items())
                    for style in Style]
            top = max(logs)
            weights = [math.exp(x - top) for x in logs]
            z = sum(weights)
            found = self._cache[seat] = tuple(w / z for w in weights)
        return found

    def _sign(self, seat: int, sign: str) -> None:
        if seat != self.me:
            row = self.signs.setdefault(seat, {})
            row[sign] = row.get(sign, 0) + 1
            self._cache.pop(seat, None)

    # --- watching -------------------------------------------------------------------------
    def observe(self, events: Sequence[Event]) -> None:
        for e in events:
            if isinstance(e, CardDealt):
                self._sizes[e.seat] = self._sizes.get(e.seat, 0) + 1
            elif isinstance(e, PiecesCommitted):
                left = self._sizes.get(e.seat, 0)
                if e.lead:
                    others = [s for s, k in self._sizes.items() if s != e.seat and k > 0]
                    self._to_turn_up = sorted(others, key=lambda s: (s - e.seat) % self.rules.n)
                    if left > e.count:  # the whole hand led to the last trick tells nothing
                        self._sign(e.seat, "group-lead" if e.count > 1 else "single-lead")
                self._sizes[e.seat] = left - e.count
            elif isinstance(e, CardsRevealed):
                self._revealed(e)
            elif isinstance(e, TrickWon):
                self._trick += 1
                self._watch.clear()
            elif isinstance(e, RoundSettled):
                self._sizes.clear()
                self._trick = 0
                self._watch.clear()

    def _revealed(self, e: CardsRevealed) -> None:
        pieces = [p for p in e.cards if isinstance(p, Piece)]
        if e.why == "trinh-lang":
            self._sizes[e.seat] = self._sizes.get(e.seat, 0) - len(pieces)
        elif e.why == "lead":
            self._watch.lead(e.seat, pieces, win_cap_of(self._trick == 0, self.rules.win_cap))
        elif e.why == "reveal":
            last = self._to_turn_up[-1:] == [e.seat]
            if self._watch.turn_up(e.seat, pieces):
                group = classify(pieces)
                self._sign(e.seat, "strong-win" if (group is not None and strong(group)) or last else "weak-win")
            else:
                self._sign(e.seat, "losing")

    # --- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {str(s): dict(sorted(row.items())) for s, row in sorted(self.signs.items())}

    def load(self, data: Mapping[str, Any]) -> None:
        """Restore :meth:`to_dict`; ``ValueError`` (and nothing changed) if it is not one."""
        signs: dict[int, dict[str, int]] = {}
        for key, row in data.items():
            seat = int(key)
            if not 0 <= seat < self.rules.n or not isinstance(row, Mapping) or not all(
                    k in SIGNS and isinstance(v, int) and not isinstance(v, bool) and v >= 0 for k, v in row.items()):
                raise ValueError(f"bad Tam Cúc model for seat {key!r}")
            signs[seat] = dict(row)
        self.signs = signs
        self._cache.clear()
