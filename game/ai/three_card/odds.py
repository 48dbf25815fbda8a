"""Exact odds of a three-card hand (Ba Cây, Bài Cào) against hands the seat cannot see.

Before the showdown a seat sees only its own three cards, so every other hand is a
uniformly random three of the unseen cards.  :class:`HandOdds` counts *exactly* how many
of those hands a given hand beats or ties, for any strength bound on the other hand, by
inclusion–exclusion over sorted strength tables (the hands that avoid my three cards =
all hands − those holding one of them + those holding two − mine).  The tests check it
against brute-force enumeration of the unseen cards.

Opponents are read by *bins*: the hands of the deck cut into about ten ranges of
strength of equal weight, or one bin per strength where strengths are few (Bài Cào's 0–9
nút and ba tiên: ba tiên, 1 % of hands, is not lumped with 9 nút, which it beats)
(:class:`Bins`).  A model says how often a player challenges or
accepts with a hand in each bin; :meth:`HandOdds.versus_bins` gives, for my hand, how many
unseen hands fall in each bin and how many of those I beat or tie — so a posterior over
the other hand's bin turns exactly into my chances.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from math import comb
from operator import itemgetter

from game.variants.three_card.defs import Hand, HandRules, all_hands

INFINITE = 1 << 30  # a strength above every hand: "no such hand"
N_BINS = 10  # about ten ranges of strength (one per strength where strengths are few: Bài Cào)
FEW = 2  # a game with at most FEW × count strengths has a bin for each (see Bins)
VERSUS_KEPT = 4096  # hands whose counts by bin are kept once worked out


@dataclass(frozen=True, slots=True)
class Odds:
    """Chances of my hand against one unknown hand (of a given range): win, tie, lose."""

    win: float
    tie: float

    @property
    def lose(self) -> float:
        return 1.0 - self.win - self.tie


@dataclass(frozen=True, slots=True)
class BinCounts:
    """Unseen hands by bin, as seen from one hand: how many, how many it beats, ties."""

    total: tuple[int, ...]
    beaten: tuple[int, ...]
    tied: tuple[int, ...]

    def odds(self, weights: Sequence[float]) -> Odds | None:
        """My chances against a hand whose bin has these relative ``weights`` (per hand of the bin)."""
        mass = win = tie = 0.0
        for w, n, b, t in zip(weights, self.total, self.beaten, self.tied):
            if n:
                mass += w * n
                win += w * b
                tie += w * t
        if mass <= 0.0:
            return None
        return Odds(win / mass, tie / mass)


def rated_hands(rules: HandRules) -> list[tuple[int, Hand]]:
    """Every hand of the deck with its strength, weakest first (hands of one strength in the
    deck's order): each hand's strength is worked out once, for the tables built from them."""
    return sorted(((rules.strength(h), h) for h in all_hands(rules)), key=itemgetter(0))


class Bins:
    """The strength ranges opponents are modelled by, and how they compare (full deck):
    ``count`` ranges of about equal weight, or — where the game has at most :data:`FEW` ×
    ``count`` strengths — one range per strength, so that a rare strength (Bài Cào's ba
    tiên) is not read as the commoner one it would share a range with."""

    def __init__(self, rated: Sequence[tuple[int, Hand]], count: int = N_BINS) -> None:
        """``rated``: :func:`rated_hands` of the game."""
        strengths = [s for s, _ in rated]
        n = len(strengths)
        levels = sorted(set(strengths))
        if len(levels) <= FEW * count:
            cuts = levels
        else:
            cuts = sorted({strengths[n * k // count] for k in range(count)})
        self.edges: tuple[int, ...] = (*cuts, INFINITE)  # bin b holds strengths edges[b] <= s < edges[b+1]
        self.count = len(cuts)
        sizes = [bisect_left(strengths, self.edges[b + 1]) - bisect_left(strengths, self.edges[b])
                 for b in range(self.count)]
        self.mass: tuple[float, ...] = tuple(s / n for s in sizes)
        below = [sum(self.mass[:b]) for b in range(self.count)]
        self.mid: tuple[float, ...] = tuple(below[b] + self.mass[b] / 2 for b in range(self.count))
        self.win, self.tie = self._matrix(strengths)
        # a typical hand of each bin: the other side of the table is imagined holding it
        self.typical: tuple[Hand, ...] = tuple(
            _typical(rated, strengths, self.edges[b], self.edges[b + 1]) for b in range(self.count))

    def _matrix(self, strengths: list[int]) -> tuple[tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...]]:
        """``win[i][j]``, ``tie[i][j]``: a hand of bin i against one of bin j (card removal ignored)."""
        levels: dict[int, int] = {}
        for s in strengths:
            levels[s] = levels.get(s, 0) + 1
        per_bin: list[list[tuple[int, int]]] = [[] for _ in range(self.count)]
        for s, k in sorted(levels.items()):
            per_bin[self.bin_of(s)].append((s, k))
        win = [[0.0] * self.count for _ in range(self.count)]
        tie = [[0.0] * self.count for _ in range(self.count)]
        for i in range(self.count):
            for j in range(self.count):
                total = w = t = 0
                for si, ki in per_bin[i]:
                    for sj, kj in per_bin[j]:
                        total += ki * kj
                        w += ki * kj if si > sj else 0
                        t += ki * kj if si == sj else 0
                win[i][j], tie[i][j] = w / total, t / total
        return tuple(map(tuple, win)), tuple(map(tuple, tie))

    def bin_of(self, strength: int) -> int:
        return bisect_right(self.edges, strength) - 1

    def bin_of_hand(self, rules: HandRules, hand: Hand) -> int:
        return self.bin_of(rules.strength(hand))


def _typical(rated: Sequence[tuple[int, Hand]], strengths: Sequence[int], lo: int, hi: int) -> Hand:
    """The hand of median strength among those with ``lo <= strength < hi`` (``rated`` weakest
    first, ``strengths`` its strengths)."""
    first, end = bisect_left(strengths, lo), bisect_left(strengths, hi)
    return rated[first + (end - first) // 2][1]


class HandOdds:
    """Exact counts of unknown hands, built once per game (≈ 22,100 hands for Bài Cào)."""

    def __init__(self, rules: HandRules) -> None:
        self.rules = rules
        by_card: defaultdict[int, list[int]] = defaultdict(list)
        by_pair: defaultdict[tuple[int, int], list[int]] = defaultdict(list)
        rated = rated_hands(rules)
        for s, hand in rated:  # weakest first: every list below is built sorted
            a, b, c = sorted([x.index for x in hand])
            by_card[a].append(s)
            by_card[b].append(s)
            by_card[c].append(s)
            by_pair[a, b].append(s)
            by_pair[a, c].append(s)
            by_pair[b, c].append(s)
        self._all = [s for s, _ in rated]
        self._by_card = dict(by_card)
        self._by_pair = dict(by_pair)
        self.unseen_hands = comb(len(rules.deck) - 3, 3)  # hands that avoid my three cards
        self.bins = Bins(rated)
        self._versus: dict[tuple[Hand, int], BinCounts] = {}  # the hands asked about most (a reader's typical hands)

    def below(self, hand: Hand, bound: int) -> int:
        """How many hands of the unseen cards (all but ``hand``) are weaker than ``bound``."""
        a, b, c = sorted(x.index for x in hand)
        count = bisect_left(self._all, bound)
        count -= sum(bisect_left(self._by_card[k], bound) for k in (a, b, c))
        count += sum(bisect_left(self._by_pair[p], bound) for p in ((a, b), (a, c), (b, c)))
        return count - (self.rules.strength(hand) < bound)

    def against(self, hand: Hand, floor: int = 0) -> Odds | None:
        """My chances against an unknown hand of strength ≥ ``floor`` (None: no such hand)."""
        s = self.rules.strength(hand)
        under_floor = self.below(hand, floor)
        total = self.unseen_hands - under_floor
        if total <= 0:
            return None
        beaten = max(0, self.below(hand, s) - under_floor)
        tied = self.below(hand, s + 1) - under_floor - beaten if s >= floor else 0
        return Odds(beaten / total, tied / total)

    def versus_bins(self, hand: Hand, bins: Bins | None = None) -> BinCounts:
        """The unseen hands of each bin (of ``bins``, else the game's), and how many of them
        ``hand`` beats and ties."""
        bins = self.bins if bins is None else bins
        key = (hand, id(bins))  # bins are made once per game (hand_odds, fine_bins)
        found = self._versus.get(key)
        if found is not None:
            return found
        s = self.rules.strength(hand)
        edges = bins.edges
        at = [self.below(hand, e) for e in edges[:-1]] + [self.unseen_hands]
        mine, above = self.below(hand, s), self.below(hand, s + 1)
        total, beaten, tied = [], [], []
        for b in range(bins.count):
            lo, hi = edges[b], edges[b + 1]
            total.append(at[b + 1] - at[b])
            beaten.append(at[b + 1] - at[b] if s >= hi else (mine - at[b] if s > lo else 0))
            tied.append(above - mine if lo <= s < hi else 0)
        counts = BinCounts(tuple(total), tuple(beaten), tuple(tied))
        if len(self._versus) < VERSUS_KEPT:
            self._versus[key] = counts
        return counts


@cache
def hand_odds(rules: HandRules) -> HandOdds:
    return HandOdds(rules)


@cache
def fine_bins(rules: HandRules, count: int) -> Bins:
    """A finer cut of the game's hands than the models' (what a reader infers a hand in)."""
    return Bins(rated_hands(rules), count)
