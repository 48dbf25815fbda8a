"""The shown table (game.shown): built from events alone, it equals what the views say at
the end of every move, for every viewer; it never holds another seat's hidden card; and
building it at once at step k (a replay, a resume) gives exactly the table built event by
event up to k."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.catalog import VARIANTS, shower
from game.engine.protocol import RoundState
from game.engine.variant import Variant
from game.shown.fold import fold, reach, show
from game.shown.table import RoundFacts, ShownTable
from game.shown.tam_cuc import TamCucTable
from game.shown.three_card import ThreeCardTable

CASES = [(key, n, mode, preset) for key, v in VARIANTS.items()
         for n in sorted({v.min_players, min(v.max_players, 4), v.max_players}) for mode in v.modes
         for preset in ("goc", "nha")]
TAM_CUC_MORE = {"di-dem": True, "choi-tien": True, "ket-den": True}


def _state(key: str, n: int, mode: str, preset: str, seed: int) -> tuple[Variant, RoundState]:
    v = VARIANTS[key]
    options = dict(v.preset(preset))
    if key == "tam-cuc" and preset == "nha":
        options.update(TAM_CUC_MORE)
    config = v.make_config(n, mode=mode, options=options, balances=(5000,) * n)
    return v, v.new_round(config, seed)


def _facts(state: RoundState) -> RoundFacts:
    return RoundFacts.of(state.config, [f"S{i}" for i in range(state.config.n_seats)], 1)


def play(key: str, n: int, mode: str, preset: str, seed: int) -> tuple[RoundState, list[list[ShownTable]]]:
    """A random round, with every viewer's shown table built event by event; for each move k,
    a copy of each viewer's table after it (viewers: None, then each seat)."""
    _, state = _state(key, n, mode, preset, seed)
    viewers: list[int | None] = [None, *range(n)]
    s = shower(key)
    tables = [s.start(_facts(state), v) for v in viewers]
    if getattr(state, "banker", None) is not None:  # the banker wears its badge from the round's start
        assert all(t.role is not None and t.role_of(state.banker) == t.role for t in tables)  # type: ignore[attr-defined]
    for table in tables:
        show(s, table, state.start_events())
        reach(s, table, state)
    history = [[_copy(t) for t in tables]]
    rng = random.Random(seed)
    for _ in range(2_000):
        if state.is_over():
            break
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        events = state.apply(seat, legal[rng.randrange(len(legal))])
        for table in tables:
            show(s, table, events)
            reach(s, table, state)
            check_against_view(state, table)
            check_private(table)
        history.append([_copy(t) for t in tables])
    assert state.is_over()
    return state, history


def _copy(table: ShownTable) -> ShownTable:
    import copy

    return copy.deepcopy(table)


def check_against_view(state: RoundState, table: ShownTable) -> None:
    view = table.view
    viewer = table.viewer
    if isinstance(table, TamCucTable):
        _check_mat(state, table)
        return
    ledger = getattr(state, "ledger", None)
    for s, seat in enumerate(table.seats):
        sv = view.seats[s]
        expected: Sequence[Any] = sv.cards
        if isinstance(table, ThreeCardTable):
            for deal in reversed(view.playoffs):  # a ván phụ's player shows the hand of its last one
                hand = dict(deal).get(s)
                if hand is not None:
                    expected = hand
                    break
        assert seat.tiles() == list(expected), (s, viewer, seat.tiles(), expected)
        if ledger is not None:  # the plate and the betting spot hold the seat's chips
            assert seat.chips + seat.bet == ledger.balance(s)
        if view.banker is not None and table.game != "xi-dach":  # a bet is lost or goes back whole
            assert seat.bet in (sv.bet, 0)
    assert table.pot == view.pot and table.fees == view.fees
    assert [table.role_of(s) for s in range(table.n_seats)] == [sv.role for sv in view.seats]  # the badges
    if isinstance(table, ThreeCardTable):
        assert tuple(table.side) == tuple(view.side_bets)
    if state.is_over():
        assert table.settled is not None and list(table.settled.deltas) == list(state.result().deltas)
        assert [seat.delta for seat in table.seats] == list(state.result().deltas)


def _check_mat(state: RoundState, table: TamCucTable) -> None:
    view = table.view
    offer = table.offer  # an đi đêm offer lies before its target: out of the proposer's hand, still its own
    lent = [offer.count if offer is not None and s == offer.proposer else 0 for s in range(table.n_seats)]
    assert [len(seat.cards) + k for seat, k in zip(table.seats, lent)] == list(view.hand_sizes)
    if table.viewer is not None:
        mine = [c.tile for c in table.seats[table.viewer].cards]
        if offer is not None and offer.proposer == table.viewer:
            mine += list(offer.pieces or ())
        assert tuple(sorted(mine, key=lambda p: p.index)) == tuple(view.hand)  # type: ignore[union-attr]
    assert table.cay == list(view.cay) and table.pile == list(view.won_pile)
    assert table.rac == sum(view.discards)
    assert [tuple(table.laid[s]) for s in range(table.n_seats)] == [tuple(x) for x in view.trinh_lang]
    assert table.trick_no == view.trick_no
    if view.phase in ("commit", "reveal"):
        for s in range(table.n_seats):
            row = table.trick[s]
            if view.chui[s]:
                assert not row and s in table.chui
            elif view.revealed[s] is not None:
                assert [c.tile for c in row] == list(view.revealed[s]) and all(c.face_up for c in row)
            else:
                assert len(row) == view.committed[s]
    if state.is_over():
        assert table.scored is not None and table.rows is not None


def check_private(table: ShownTable) -> None:
    """No tile of another seat that this viewer may not see: a card of another seat shows its
    face only once turned up; a piece put down face down or chui'd stays a back."""
    v = table.viewer
    for s, seat in enumerate(table.seats):
        if s == v:
            continue
        for card in seat.cards:
            assert card.tile is None or card.face_up, (s, v, card)
    if isinstance(table, TamCucTable):
        for s, row in table.trick.items():
            if s != v:
                assert all(c.tile is None or c.face_up for c in row)
        if table.offer is not None and v not in (table.offer.proposer, table.offer.target):
            assert table.offer.pieces is None and table.offer.wish is None


@pytest.mark.parametrize(("key", "n", "mode", "preset"), CASES)
def test_the_shown_table_follows_the_views_and_rebuilds_at_every_step(key: str, n: int, mode: str,
                                                                      preset: str) -> None:
    state, history = play(key, n, mode, preset, seed=7)
    s = shower(key)
    viewers: list[int | None] = [None, *range(n)]
    for k in sorted({0, 1, len(history) // 2, len(history) - 1} & set(range(len(history)))):
        for i, viewer in enumerate(viewers):
            assert repr(fold(s, _facts(state), viewer, state, upto=k)) == repr(history[k][i]), (k, viewer)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**31))
def test_any_round_any_viewer(case: tuple[str, int, str, str], seed: int) -> None:
    play(*case, seed=seed)


def test_a_piece_chuied_is_never_shown_to_another_seat() -> None:
    for seed in range(30):
        _, history = play("tam-cuc", 4, "", "goc", seed)
        for tables in history:
            for table in tables:
                assert isinstance(table, TamCucTable)
                check_private(table)
        final = history[-1]
        for table in final:
            for s, seat in enumerate(table.seats):  # another seat's pieces: only those it turned up
                if s != table.viewer:
                    assert all(p in history[-1][0].seats[s].seen for p in seat.seen), "a chui'd piece was seen"


def test_unused_action_type_is_harmless() -> None:
    """A shower ignores events it has no use for (a game's own events it does not draw)."""
    from game.engine.events import Event

    class Nothing(Event):
        pass

    state = _state("ba-cay", 3, "chuong", "goc", 1)[1]
    table = shower("ba-cay").start(_facts(state), None)
    before = _copy(table)
    shower("ba-cay").apply(table, Nothing())
    assert table == before

