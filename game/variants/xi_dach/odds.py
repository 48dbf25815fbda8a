"""Exact Xì Dách odds by enumerating the unseen cards: the hints and the hard AI.

Only card *values* matter (A, 2, …, 9 and the sixteen 10-valued cards), so an unseen pool
is ten counts.  A hand that follows a "draw while under T" policy is enumerated once per
``(T, rules)`` as a :class:`PathTable`: every multiset of values it can end on, with the
number ``weight`` of card orders that reach it (the first two cards are the deal and are
never xì bàng / xì dách: those are shown at once).  Drawn without replacement from a pool
with counts ``n_v`` (``N`` cards), such a multiset ``M`` of ``L`` cards has probability
``weight · Π_v n_v(n_v-1)…(n_v-m_v+1) / N(N-1)…(N-L+1)`` — exact, for any pool.

**Player side** (:func:`player_odds`; :func:`hint` and the hard player AI both call it).
The unseen pool is every card the player cannot see.  Model of the dealer
(:class:`DealerModel`): *the dealer draws while under 17 — it must under 16, and a
careful dealer draws on 16 too — then settles with this player whatever it holds*; its
two hidden cards are not xì bàng / xì dách (it would have shown them).  (Against our own
dealers, assuming 17 did a little better than 16 in paired arena runs, within noise.)
Other players' face-down cards are unseen cards like the deck (their choices are not
read).  Standing is valued exactly; drawing is valued with optimal play afterwards.  The
card about to be drawn is enumerated jointly with the dealer's whole hand, exactly, the
no-special condition included (one pass over the dealer's table gives all ten "one card
removed" distributions, see :func:`_dealer_outlook`).  Cards the player would draw after
that one are drawn exactly from what is left, but the dealer's hand is then taken from
the pool after the first card only: a dependence of one card in forty on the dealer's
composition, neglected to stay well inside the 20 ms budget.

**Dealer side** (:func:`dealer_values`, the hard dealer).  Model of the players: *each
drew while under 16*, so a player who stopped on two cards holds 16–20, and one who drew
to four may well be quắc; an unsettled player's hand is the distribution of such a hand
with that many cards, from the dealer's unseen pool.  The dealer's own next cards come
from the same pool.  Because the dealer may xét any player at any moment, the best play
against each player is an optimal-stopping problem of its own, and solving them one by
one gives the best joint play: xét those for whom stopping is worth more, draw for the
rest.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from game.engine.cards import Card
from game.engine.view import Label
from game.variants.xi_dach.hand import (
    MAX_CARDS,
    NUM_STRENGTHS,
    OF_AGE,
    STRENGTH_QUAC,
    VALUE_BY_INDEX,
    XiDachRules,
    can_draw,
    category_of_strength,
    counts_of,
    evaluate_counts,
)
from game.variants.xi_dach.view import XiDachView

VALUES: Final = 10  # value classes: index v-1 for A=1, 2, …, 9, 10 (10 J Q K)
FULL_POOL: Final[tuple[int, ...]] = (4,) * 9 + (16,)
Dist = list[float]  # probability of each hand strength


@dataclass(frozen=True, slots=True)
class Odds:
    """Chances of winning, pushing and losing, and the expected chips (EV, fee paid)."""

    win: float
    push: float
    lose: float
    ev: float

    def label(self, key: str, with_push: str, **more: Any) -> Label:
        """A catalogue label, e.g. ``xd.hint.stand`` → "Dằng: -8 chip (thắng 29%)", or
        ``with_push`` → "…, hòa 31%)" when a push is a chance worth a whole percent."""
        push = round(100 * self.push)
        return Label.of(
            with_push if push else key,
            chips=chips_label(self.ev),
            win=round(100 * self.win),
            push=push,
            **more,
        )


def chips_label(ev: float) -> Label:
    """An expected result in whole chips: "+12 chip", "-8 chip", "±0 chip"."""
    chips = round(ev)
    if chips == 0:
        return Label.of("xd.hint.even")
    return Label.of("xd.hint.gain" if chips > 0 else "xd.hint.loss", count=abs(chips))


@dataclass(frozen=True, slots=True)
class Hint:
    """What standing and drawing are worth now (``draw`` is ``None`` when not allowed), and
    the chance that the next card busts the hand (``bust``, 0 when drawing is not allowed)."""

    stand: Odds
    draw: Odds | None
    bust: float = 0.0

    @property
    def best(self) -> str:
        """``"draw"`` or ``"stand"``: the higher expected value (stand on a tie)."""
        return "draw" if self.draw is not None and self.draw.ev > self.stand.ev else "stand"

    def labels(self) -> tuple[Label, ...]:
        """Catalogue labels to show, drawing first, then the advice: "Rút: +12 chip (quắc 60%,
        thắng 24%, hòa 31%)", "Dằng: -8 chip (thắng 29%)", "→ nên Rút".  The advice follows the
        expected chips, which the lines lead with: a draw that wins less often may still be
        worth more, as two quắc push ("thắng" counts wins only, a push is apart)."""
        if self.draw is None:
            return (self._standing(),)
        draw = self.draw.label("xd.hint.draw", "xd.hint.draw.push", bust=round(100 * self.bust))
        return (draw, self._standing(), Label.of(f"xd.hint.best.{self.best}"))

    def _standing(self) -> Label:
        return self.stand.label("xd.hint.stand", "xd.hint.stand.push")

    def short_labels(self) -> tuple[Label, ...]:
        """:meth:`labels` with the expected chips alone, for a line too short for the
        chances: "Rút: +12 chip", "Dằng: -8 chip", "→ nên Rút"."""
        stand = Label.of("xd.hint.stand.short", chips=chips_label(self.stand.ev))
        if self.draw is None:
            return (stand,)
        return (Label.of("xd.hint.draw.short", chips=chips_label(self.draw.ev)), stand,
                Label.of(f"xd.hint.best.{self.best}"))


Policy = tuple[int, int, int]  # "draw while under T": T with 2, 3 and 4 cards


@dataclass(frozen=True, slots=True)
class DealerModel:
    """The dealer's play the player side assumes: it draws while under ``stand_on`` —
    or, where ``by_count`` is given, while under ``by_count[k - 2]`` against a player who
    ends with ``k`` cards (a dealer may settle early with a long hand)."""

    stand_on: int = OF_AGE + 1
    by_count: tuple[int, ...] = ()

    def against(self, count: int) -> int:
        """Where the dealer stops against a player holding ``count`` cards."""
        return self.by_count[count - 2] if self.by_count else self.stand_on


DEALER_MODEL: Final = DealerModel()
PLAYER_STANDS_ON: Final = OF_AGE  # the dealer's model of the players


def as_policy(threshold: int | Policy) -> Policy:
    return (threshold,) * 3 if isinstance(threshold, int) else threshold


# --- path tables -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PathTable:
    """Final hands of a "draw while under ``threshold``" policy, as parallel tuples."""

    weights: tuple[int, ...]
    lengths: tuple[int, ...]
    items: tuple[tuple[tuple[int, int], ...], ...]  # (value index, multiplicity)
    strengths: tuple[int, ...]


def path_table(threshold: int | Policy, rules: XiDachRules) -> PathTable:
    """Enumerate every card order of a non-special deal followed by draws while under
    ``threshold`` — one number, or one per card count (2, 3, 4) — and while drawing is
    allowed; group the orders by final multiset."""
    return _path_table(as_policy(threshold), rules)


@cache
def _path_table(policy: Policy, rules: XiDachRules) -> PathTable:
    found: dict[tuple[int, ...], int] = {}

    def walk(seq: list[int], hard: int, aces: int) -> None:
        n = len(seq)
        if n >= 2:
            value = evaluate_counts(n, hard, aces, rules)
            if n == 2 and value.is_special:
                return
            if n >= MAX_CARDS or value.total >= policy[n - 2] or not can_draw(n, value):
                key = tuple(sorted(seq))
                found[key] = found.get(key, 0) + 1
                return
        for v in range(1, VALUES + 1):
            seq.append(v)
            walk(seq, hard + v, aces + (v == 1))
            seq.pop()

    walk([], 0, 0)
    ordered = sorted(found.items())
    return PathTable(
        weights=tuple(w for _, w in ordered),
        lengths=tuple(len(k) for k, _ in ordered),
        items=tuple(tuple((v - 1, k.count(v)) for v in sorted(set(k))) for k, _ in ordered),
        strengths=tuple(evaluate_counts(len(k), sum(k), k.count(1), rules).strength for k, _ in ordered),
    )


def _falling(counts: Iterable[int]) -> list[list[int]]:
    """``ff[i][m] = n_i (n_i - 1) … (n_i - m + 1)`` for m = 0..5."""
    out = []
    for n in counts:
        row = [1] * (MAX_CARDS + 1)
        for m in range(1, MAX_CARDS + 1):
            row[m] = row[m - 1] * max(n - m + 1, 0)
        out.append(row)
    return out


def _path_probabilities(table: PathTable, pool: Sequence[int]) -> list[float]:
    """The probability of each final multiset, drawn without replacement from ``pool``."""
    ff = _falling(pool)
    (fn,) = _falling([sum(pool)])
    out = []
    for weight, length, items in zip(table.weights, table.lengths, table.items, strict=True):
        p = weight
        for v, m in items:
            p *= ff[v][m]
        out.append(p / fn[length] if p else 0.0)
    return out


def pool_without(cards: Iterable[Card]) -> list[int]:
    """Value counts of the 52-card deck minus ``cards``."""
    pool = list(FULL_POOL)
    for c in cards:
        pool[VALUE_BY_INDEX[c.index] - 1] -= 1
    return pool


def _normalised(dist: Dist) -> Dist | None:
    z = sum(dist)
    return [x / z for x in dist] if z > 0 else None


# --- payoffs -----------------------------------------------------------------------------
# Against a distribution over the other side's strengths, one hand's chances follow from
# running sums: it beats the weaker strengths, pushes the equal one and loses to the
# stronger ones (the one exception, the option "the dealer wins two quắc", is patched in).
# Whoever wins is paid ``multiplier(winner)`` times the bet, so the sums carry it along.
Quad = tuple[float, float, float, float]  # win, push, lose, ev — Odds without the object


@cache
def _multipliers(rules: XiDachRules) -> tuple[int, ...]:
    return tuple(rules.multiplier(category_of_strength(s)) for s in range(NUM_STRENGTHS))


def _running_sums(dist: Dist, rules: XiDachRules) -> tuple[list[float], list[float], list[float]]:
    """``below[s]``, ``above[s]``: the chance of a strength under / over ``s``;
    ``above_paid[s]``: the same weighted by what such a stronger hand is paid."""
    mults = _multipliers(rules)
    below, above, above_paid = [0.0] * NUM_STRENGTHS, [0.0] * NUM_STRENGTHS, [0.0] * NUM_STRENGTHS
    acc = 0.0
    for s in range(NUM_STRENGTHS):
        below[s] = acc
        acc += dist[s]
    acc = paid = 0.0
    for s in reversed(range(NUM_STRENGTHS)):
        above[s], above_paid[s] = acc, paid
        acc += dist[s]
        paid += dist[s] * mults[s]
    return below, above, above_paid


def _stand_odds(dist: Dist, rules: XiDachRules, bet: int) -> list[Quad]:
    """A player's chances and EV standing with each strength against the dealer's ``dist``."""
    mults = _multipliers(rules)
    below, above, above_paid = _running_sums(dist, rules)
    out = []
    for s in range(NUM_STRENGTHS):
        won = bet * mults[s]
        net = won - rules.fee(won)
        win, push, lose, lose_paid = below[s], dist[s], above[s], above_paid[s]
        if s == STRENGTH_QUAC and rules.double_quac_dealer:
            push, lose, lose_paid = 0.0, lose + dist[s], lose_paid + dist[s] * mults[s]
        out.append((win, push, lose, win * net - bet * lose_paid))
    return out


def _dealer_stops(dist: Dist, rules: XiDachRules) -> list[float]:
    """The dealer's EV per unit bet, settling now with each strength, against ``dist``."""
    mults = _multipliers(rules)
    below, _, above_paid = _running_sums(dist, rules)
    out = [mults[s] * below[s] - above_paid[s] for s in range(NUM_STRENGTHS)]
    if rules.double_quac_dealer:
        out[STRENGTH_QUAC] += dist[STRENGTH_QUAC] * mults[STRENGTH_QUAC]
    return out


def prepare(rules: XiDachRules) -> None:
    """Build the path tables a table with these rules needs (about 30 ms each), so that
    no decision pays for them."""
    for threshold in (DEALER_MODEL.stand_on, PLAYER_STANDS_ON):
        path_table(threshold, rules)


# --- the player's decision ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _DealerOutlook:
    """The dealer's final-strength distribution seen from one player, for the pool as it
    is (``now``) and with one more card of value index ``v`` gone (``after[v]``), and the
    chance that value is the player's next card — all given a non-special dealer deal."""

    now: Dist
    after: tuple[Dist | None, ...]
    next_card: tuple[float, ...]


def _dealer_outlook(table: PathTable, pool: Sequence[int]) -> _DealerOutlook:
    """One pass over the table.  Removing a card of value ``v`` from the pool scales a
    path's probability by ``(n_v - m_v)/n_v · N/(N - L)``, so with
    ``Q = P·N/(N - L)``: ``P_after_v(s) = Σ_s Q - (1/n_v) Σ_s Q·m_v``."""
    total = sum(pool)
    now = [0.0] * NUM_STRENGTHS
    q_sum = [0.0] * NUM_STRENGTHS
    q_moment = [[0.0] * NUM_STRENGTHS for _ in range(VALUES)]
    paths = zip(_path_probabilities(table, pool), table.lengths, table.items, table.strengths, strict=True)
    for p, length, items, s in paths:
        if p:
            now[s] += p
            q = p * total / (total - length) if total > length else 0.0  # else no card is left over
            q_sum[s] += q
            for v, m in items:
                q_moment[v][s] += q * m
    after: list[Dist | None] = []
    mass = []
    for v in range(VALUES):
        raw = [q_sum[s] - q_moment[v][s] / pool[v] for s in range(NUM_STRENGTHS)] if pool[v] else []
        z = sum(raw)  # the chance of a non-special dealer deal once this card is gone
        after.append(_normalised(raw) if z > 0 else None)
        mass.append(pool[v] * z if z > 0 else 0.0)
    z_mass = sum(mass)
    return _DealerOutlook(
        now=_normalised(now) or [0.0] * NUM_STRENGTHS,
        after=tuple(after),
        next_card=tuple(m / z_mass for m in mass) if z_mass else tuple(0.0 for _ in mass),
    )


def player_odds(
    cards: Sequence[Card],
    unseen: Sequence[int],
    rules: XiDachRules,
    bet: int,
    model: DealerModel = DEALER_MODEL,
    *,
    exact: bool = False,
) -> Hint:
    """Standing versus drawing (then playing on optimally) for a player holding ``cards``;
    ``unseen`` holds the value counts of every card the player cannot see.

    ``exact``: every card the player may draw is drawn from the pool as the cards drawn
    before it left it, jointly with the dealer's hand (one pass over the dealer's table per
    one or two cards drawn, up to 66 per threshold: tens of milliseconds, for the hint and
    the review).  Otherwise the cards after the first are drawn as if the dealer's hand
    came from the pool after the first card only (a few passes: the hard AI's budget)."""
    n0, hard0, aces0 = counts_of(cards)
    tables = {t: path_table(t, rules) for t in {model.against(k) for k in range(n0, MAX_CARDS + 1)}}
    outlooks: dict[tuple[int, tuple[int, ...]], _DealerOutlook] = {}

    def outlook_of(t: int, gone: tuple[int, ...] = ()) -> _DealerOutlook:
        """The dealer's outlook with the value indices ``gone`` (sorted) drawn by the player."""
        found = outlooks.get((t, gone))
        if found is None:
            pool = list(unseen)
            for v in gone:
                pool[v] -= 1
            found = outlooks[(t, gone)] = _dealer_outlook(tables[t], pool)
        return found

    first_t = model.against(n0)
    outlook = outlook_of(first_t)  # the next card's chances do not depend on the dealer's play
    total = sum(unseen)
    stand_tables: dict[tuple[int, tuple[int, ...]], list[Quad]] = {}

    def stand(drawn: tuple[int, ...], n: int) -> list[Quad]:
        """Standing odds with ``n`` cards, by strength, once ``drawn`` (the memo's key) is drawn."""
        t = model.against(n)
        # exactly: the pool less every drawn card (one card's removal is the outlook's ``after``);
        # else less the first drawn card only
        gone, last = (drawn[:-1], drawn[-1]) if exact and drawn else ((), drawn[0] if drawn else -1)
        key = (t, (*gone, last))
        table = stand_tables.get(key)
        if table is None:
            seen = outlook_of(t, gone)
            dist = seen.now if last < 0 else (seen.after[last] or seen.now)
            table = stand_tables[key] = _stand_odds(dist, rules, bet)
        return table

    memo: dict[tuple[int, ...], Quad] = {}

    def best(n: int, hard: int, aces: int, drawn: tuple[int, ...]) -> Quad:
        """Play on optimally from here; ``drawn`` = the drawn values sorted (exact), or the
        first drawn value, then the rest sorted."""
        here = memo.get(drawn)
        if here is None:
            value = evaluate_counts(n, hard, aces, rules)
            here = stand(drawn, n)[value.strength]
            if can_draw(n, value):
                drawing = draw(n, hard, aces, drawn)
                if drawing[3] > here[3]:
                    here = drawing
            memo[drawn] = here
        return here

    def draw(n: int, hard: int, aces: int, drawn: tuple[int, ...]) -> Quad:
        left = total - len(drawn)
        chances = outlook_of(first_t, drawn).next_card if exact else outlook.next_card
        win = push = lose = ev = 0.0
        for v in range(VALUES):
            have = unseen[v] - drawn.count(v)
            if have <= 0:
                continue
            if exact:
                p, child = chances[v], tuple(sorted((*drawn, v)))
            elif drawn:
                p, child = have / left, (drawn[0], *sorted((*drawn[1:], v)))
            else:
                p, child = chances[v], (v,)
            if p > 0.0:
                w, u, lo, e = best(n + 1, hard + v + 1, aces + (v == 0), child)
                win, push, lose, ev = win + p * w, push + p * u, lose + p * lo, ev + p * e
        return win, push, lose, ev

    value0 = evaluate_counts(n0, hard0, aces0, rules)
    standing = Odds(*stand((), n0)[value0.strength])
    if not can_draw(n0, value0):
        return Hint(stand=standing, draw=None)
    bust = sum(p for v, p in enumerate(outlook.next_card)
               if evaluate_counts(n0 + 1, hard0 + v + 1, aces0 + (v == 0), rules).strength == STRENGTH_QUAC)
    return Hint(stand=standing, draw=Odds(*draw(n0, hard0, aces0, ())), bust=bust)


def hint(view: XiDachView) -> Hint | None:
    """The odds of standing and drawing for the player whose turn it is in ``view`` (the
    hint the table shows a human); ``None`` when the viewer is not a player to act."""
    seat = view.seat
    if seat is None or view.is_dealer or view.phase != "playing" or seat not in view.to_act:
        return None
    return player_odds(view.my_cards, pool_without(view.visible_cards()), view.rules, view.seats[seat].bet,
                       exact=True)


# --- the dealer's decision ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class XetValue:
    """The dealer's expected chips per unit bet against a player: xét now (``stop``) or
    draw and play on optimally (``draw``; ``None`` when drawing is not allowed)."""

    stop: float
    draw: float | None

    @property
    def xet_now(self) -> bool:
        return self.draw is None or self.stop >= self.draw


def player_hands(unseen: Sequence[int], rules: XiDachRules,
                 policy: int | Policy = PLAYER_STANDS_ON) -> dict[int, Dist]:
    """The dealer's estimate of a player's hand by its number of cards: the distribution
    of a hand drawn while under ``policy`` (16 unless the player was seen to play otherwise),
    ending with that many cards."""
    table = path_table(policy, rules)
    by_length = {k: [0.0] * NUM_STRENGTHS for k in range(2, MAX_CARDS + 1)}
    for p, length, s in zip(_path_probabilities(table, unseen), table.lengths, table.strengths, strict=True):
        by_length[length][s] += p
    return {k: dist for k, raw in by_length.items() if (dist := _normalised(raw)) is not None}


PlayerKey = tuple[int, Policy]  # a player as the dealer sees them: card count, how they draw


def dealer_values(
    cards: Sequence[Card], unseen: Sequence[int], players: Iterable[int | PlayerKey], rules: XiDachRules
) -> dict[int | PlayerKey, XetValue]:
    """For each of ``players`` — a card count (a player who drew while under 16), or a card
    count and the policy the player was seen to draw by — the dealer's value of xét now
    versus drawing, against such a player (see the module docstring)."""
    counts = sorted(set(players), key=lambda p: (p, ()) if isinstance(p, int) else p)
    nothing = [0.0] * NUM_STRENGTHS  # a count the model cannot produce: nothing to gain
    hands: dict[Policy, dict[int, Dist]] = {}

    def hand_of(key: int | PlayerKey) -> Dist:
        k, policy = (key, as_policy(PLAYER_STANDS_ON)) if isinstance(key, int) else key
        if policy not in hands:
            hands[policy] = player_hands(unseen, rules, policy)
        return hands[policy].get(k, nothing)

    by_count = [_dealer_stops(hand_of(k), rules) for k in counts]
    stops = [[row[s] for row in by_count] for s in range(NUM_STRENGTHS)]
    total = sum(unseen)
    memo: dict[tuple[int, ...], list[float]] = {}

    def best(n: int, hard: int, aces: int, drawn: tuple[int, ...]) -> list[float]:
        found = memo.get(drawn)
        if found is None:
            value = evaluate_counts(n, hard, aces, rules)
            stop = stops[value.strength]
            if not can_draw(n, value):
                found = stop  # quắc, 21 or five cards: settled as it stands
            elif value.total < OF_AGE:
                found = draw(n, hard, aces, drawn)  # must draw
            else:
                found = [max(a, b) for a, b in zip(stop, draw(n, hard, aces, drawn), strict=True)]
            memo[drawn] = found
        return found

    def draw(n: int, hard: int, aces: int, drawn: tuple[int, ...]) -> list[float]:
        left = total - len(drawn)
        acc = [0.0] * len(counts)
        for v in range(VALUES):
            have = unseen[v] - drawn.count(v)
            if have > 0:
                p = have / left
                child = best(n + 1, hard + v + 1, aces + (v == 0), tuple(sorted((*drawn, v))))
                for i, x in enumerate(child):
                    acc[i] += p * x
        return acc

    n0, hard0, aces0 = counts_of(cards)
    value0 = evaluate_counts(n0, hard0, aces0, rules)
    stop0 = stops[value0.strength]
    draw0 = draw(n0, hard0, aces0, ()) if can_draw(n0, value0) else None
    return {k: XetValue(stop0[i], None if draw0 is None else draw0[i]) for i, k in enumerate(counts)}
