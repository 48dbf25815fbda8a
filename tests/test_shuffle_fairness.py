"""Fair shuffling: deals are uniform, live seeds are unpredictable, replays reuse the seed.

Uniformity is tested on the decks as the games deal them (the 52 cards of Bài Cào and
Xì Dách, the 36 of Ba Cây, the 32 Tam Cúc pieces): over many seeded rounds, a chi-square
test of independence between card and position.  The seeds are fixed, so the test is
deterministic; its threshold is the chi-square quantile at a false-positive rate of one
in a million, so a fair shuffle fails it only by a freak of the chosen seeds (and then
always, so a failure is never flaky).  A deliberately biased shuffle must fail it, which
shows the test can see a bias of that size.
"""

from __future__ import annotations

import json
import math
import random
import secrets
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from game.ai.base import RandomAgent
from game.catalog import variant as get_variant
from game.engine.cards import Card
from game.engine.events import CardDealt
from game.match.match import Match, Seat

Z_ONE_IN_A_MILLION = 4.7534  # upper-tail standard normal quantile at p = 1e-6


def chi2_critical(dof: int, z: float = Z_ONE_IN_A_MILLION) -> float:
    """Wilson–Hilferty approximation of the chi-square quantile (good for dof ≥ 30)."""
    k = float(dof)
    return k * (1 - 2 / (9 * k) + z * math.sqrt(2 / (9 * k))) ** 3


def position_counts(deals: Sequence[Sequence[int]], kinds: int) -> list[list[int]]:
    """counts[kind][position] over all deals (each deal: the kind at every position)."""
    size = len(deals[0])
    counts = [[0] * size for _ in range(kinds)]
    for order in deals:
        for pos, kind in enumerate(order):
            counts[kind][pos] += 1
    return counts


def chi2_independence(counts: list[list[int]]) -> tuple[float, int]:
    """Pearson's statistic for independence of row (card) and column (position), and its dof."""
    rows = [sum(r) for r in counts]
    cols = [sum(c) for c in zip(*counts)]
    total = sum(rows)
    stat = 0.0
    for r, row in zip(rows, counts):
        for c, observed in zip(cols, row):
            expected = r * c / total
            stat += (observed - expected) ** 2 / expected
    return stat, (len(rows) - 1) * (len(cols) - 1)


def assert_uniform(deals: Sequence[Sequence[int]], kinds: int) -> None:
    stat, dof = chi2_independence(position_counts(deals, kinds))
    limit = chi2_critical(dof)
    assert stat < limit, f"chi-square {stat:.0f} with {dof} dof is above {limit:.0f}: the deal is not uniform"


def three_card_decks(key: str, n: int) -> list[list[int]]:
    """Each round's shuffled deck, cards numbered 0..size-1 in the unshuffled deck's order."""
    variant = get_variant(key)
    cfg = variant.make_config(4)
    decks: list[list[Card]] = [variant.new_round(cfg, seed).deck for seed in range(n)]  # type: ignore[attr-defined]
    number = {c: i for i, c in enumerate(sorted(decks[0], key=lambda c: c.index))}
    return [[number[c] for c in deck] for deck in decks]


def xi_dach_orders(n: int) -> list[list[int]]:
    """Every card in the order a Xì Dách round deals it: the opening deal, then the next cards."""
    variant = get_variant("xi-dach")
    cfg = variant.make_config(6)
    out = []
    for seed in range(n):
        state: Any = variant.new_round(cfg, seed)
        order = [e.card.index for e in state.start_events() if isinstance(e, CardDealt) and isinstance(e.card, Card)]
        order += [state._next_card().index for _ in range(52 - len(order))]  # the documented test hook
        out.append(order)
    return out


def tam_cuc_orders(n: int) -> tuple[list[list[int]], int]:
    """The pieces in dealing order (kinds: a piece's index), over ``n`` four-player deals."""
    variant = get_variant("tam-cuc")
    cfg = variant.make_config(4)
    out = []
    for seed in range(n):
        dealt = [e.card for e in variant.new_round(cfg, seed).start_events() if isinstance(e, CardDealt)]
        out.append([p.index for p in dealt])  # type: ignore[union-attr]
    return out, 1 + max(i for order in out for i in order)


@pytest.mark.parametrize(("key", "size"), [("bai-cao", 52), ("ba-cay", 36)])
def test_three_card_decks_are_uniform(key: str, size: int) -> None:
    decks = three_card_decks(key, 6_000)
    assert all(sorted(d) == list(range(size)) for d in decks)
    assert_uniform(decks, size)


def test_xi_dach_deals_are_uniform() -> None:
    orders = xi_dach_orders(4_000)
    assert all(sorted(o) == list(range(52)) for o in orders)
    assert_uniform(orders, 52)


def test_tam_cuc_deals_are_uniform() -> None:
    orders, kinds = tam_cuc_orders(3_000)
    assert all(len(o) == 32 for o in orders)
    assert_uniform(orders, kinds)


def naive_shuffle(items: list[int], rng: random.Random) -> list[int]:
    """The classic wrong shuffle: swap each place with *any* place (n^n paths, n! results)."""
    out = list(items)
    for i in range(len(out)):
        j = rng.randrange(len(out))
        out[i], out[j] = out[j], out[i]
    return out


@pytest.mark.parametrize(("shuffle", "fair"), [(naive_shuffle, False), (lambda d, r: r.sample(d, len(d)), True)])
def test_the_test_sees_a_biased_shuffle(shuffle: Callable[[list[int], random.Random], list[int]], fair: bool) -> None:
    rng = random.Random(1)
    deals = [shuffle(list(range(36)), rng) for _ in range(6_000)]
    stat, dof = chi2_independence(position_counts(deals, 36))
    assert (stat < chi2_critical(dof)) == fair


def test_chi2_critical_matches_known_quantiles() -> None:
    # 0.999999 quantiles from the regularised incomplete gamma function, solved numerically
    assert chi2_critical(100) == pytest.approx(182.1, rel=0.005)
    assert chi2_critical(1000) == pytest.approx(1227.2, rel=0.001)
    assert chi2_critical(2601) == pytest.approx(2958.3, rel=0.001)


# --- live seeds and replays -------------------------------------------------------------
def _match(key: str = "bai-cao") -> Match:
    return Match(get_variant(key), [Seat("A", "easy"), Seat("B", "easy"), Seat("C", "easy")])


def test_live_rounds_get_unpredictable_seeds() -> None:
    random.seed(1234)
    first = _match().start_round()[0].seed
    random.seed(1234)
    second = _match().start_round()[0].seed
    assert first != second, "two live rounds after the same global random.seed share a seed"
    random.seed(1234)
    guesses = {random.getrandbits(63), random.getrandbits(64), random.randrange(2**63)}
    assert not {first, second} & guesses


def test_live_seeds_come_from_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def randbits(k: int) -> int:
        calls.append(k)
        return 42

    monkeypatch.setattr(secrets, "randbits", randbits)
    assert _match().start_round()[0].seed == 42 and calls


@pytest.mark.parametrize("key", ["ba-cay", "bai-cao", "xi-dach", "tam-cuc"])
def test_saved_live_rounds_replay_identically(key: str) -> None:
    match = _match(key)
    agents = [RandomAgent() for _ in match.seats]
    saves = []
    for _ in range(3):
        state, _ = match.start_round()
        rng = random.Random(state.seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, agents[seat].choose(None, state.legal_actions(seat), rng))
        saves.append(json.loads(json.dumps(state.to_dict())))
        match.finish_round()
    assert [s["seed"] for s in saves] == [r.seed for r in match.history]
    for save, record in zip(saves, match.history):
        replayed = match.variant.load_round(save)
        assert replayed.seed == record.seed and replayed.result().deltas == record.deltas
    # a match saved mid-round resumes the same deal: same seed, same state
    state, _ = match.start_round()
    while state.is_over():  # a deal can settle as it is dealt (the dealer's xì bàn): take the next
        match.finish_round()
        state, _ = match.start_round()
    seat = state.to_act()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    again = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert again.current is not None and again.current.seed == state.seed
    assert again.current.to_dict() == state.to_dict()
    assert repr(again.current.view(None)) == repr(state.view(None))
