"""Invariants of Tam Cúc deals under random play (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.deck import tam_cuc_deck
from game.engine.errors import IllegalAction
from game.engine.pieces import ALL_PIECES
from game.engine.protocol import Action
from game.variants.tam_cuc.actions import CHUI, PASS, REVEAL, Commit, Lead, TrinhLang
from game.variants.tam_cuc.deal import Phase
from game.variants.tam_cuc.groups import expand
from game.variants.tam_cuc.round import TamCucRound
from game.variants.tam_cuc.variant import TAM_CUC

tables = st.fixed_dictionaries({
    "n": st.integers(2, 4),
    "removal": st.sampled_from(["K k A P p", "P p", "K k A a p"]),
    "first-leader": st.sampled_from(["bat-cai", "random"]),
    "ban-leader-only": st.booleans(),
})


def _play(table: dict[str, object], seed: int, policy: int, check: bool) -> TamCucRound:
    n = int(str(table["n"]))
    options = {k: v for k, v in table.items() if k != "n"}
    state = TAM_CUC.new_round(TAM_CUC.make_config(n, options=options), seed)
    assert isinstance(state, TamCucRound)
    rng = random.Random(policy)
    total = Counter(p.index for p in tam_cuc_deck(state.removal))
    while not state.is_over():
        if check:
            _check_conservation(state, total)
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    return state


def _check_conservation(state: TamCucRound, total: Counter[int]) -> None:
    """Every piece is in exactly one place: a hand, a face-down commit, a discard, or face up."""
    d = state.deal
    seen: Counter[int] = Counter()
    for s in range(d.rules.n):
        seen.update(expand(d.hands[s]))
        seen.update(expand(d.discards[s]))
        if d.phase in (Phase.COMMIT, Phase.REVEAL) and not d.revealed[s]:
            seen.update(d.commits[s])
    seen.update(expand(d.public))
    assert seen == total
    for s in range(d.rules.n):
        view = state.view(s)
        assert Counter(p.index for p in view.hand) == Counter(expand(d.hands[s]))
        assert sum(view.hand_sizes) == sum(d.sizes)


@settings(max_examples=60)
@given(tables, st.integers(0, 2**32), st.integers(0, 1000))
def test_points_sum_to_zero_in_every_deal(table: dict[str, object], seed: int, policy: int) -> None:
    state = _play(table, seed, policy, check=False)
    result = state.result()
    assert sum(result.deltas) == 0 and result.balanced()
    cay = result.summary["cay"]
    shown = sum(len(t) for t in state.view(None).trinh_lang)
    # each trick gives its winner the count called; trình làng adds its pieces
    assert sum(cay) == sum(t.count for t in state.view(None).tricks) + shown
    assert sum(cay) >= state.rules.hand_size
    assert result.next_banker == state.view(None).tricks[-1].winner


@settings(max_examples=15)
@given(tables, st.integers(0, 2**32))
def test_pieces_are_conserved_and_views_match_hands(table: dict[str, object], seed: int) -> None:
    _play(table, seed, seed % 97, check=True)


@settings(max_examples=25)
@given(tables, st.integers(0, 2**32))
def test_an_action_is_accepted_exactly_when_it_is_listed(table: dict[str, object], seed: int) -> None:
    """Validation checks the rules directly; it must agree with the enumeration everywhere."""
    n = int(str(table["n"]))
    options = {k: v for k, v in table.items() if k != "n"}
    state = TAM_CUC.new_round(TAM_CUC.make_config(n, options=options), seed)
    assert isinstance(state, TamCucRound)
    rng = random.Random(seed)
    kinds = (Lead, Commit, TrinhLang)
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        own = list(state.view(seat).hand)
        probes: list[Action] = [PASS, REVEAL, CHUI]
        for _ in range(12):
            size = rng.randint(1, min(5, len(own))) if own else 1
            pool = own if rng.random() < 0.8 else list(ALL_PIECES)
            probes.append(rng.choice(kinds)(tuple(rng.sample(pool, min(size, len(pool))))))
        probes.append(TrinhLang((ALL_PIECES[0],) * 4))
        for action in probes:
            try:
                state._validate(seat, action)  # the check apply() runs first
                accepted = True
            except IllegalAction:
                accepted = False
            assert accepted == (action in legal), action
        state.apply(seat, legal[rng.randrange(len(legal))])
