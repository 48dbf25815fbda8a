"""Engine fuzzing: hypothesis stateful tests of every variant's round.

Each machine sets up a round of one game (any allowed player count, mode, preset, banker,
carried pot, seed, and seats' chips from broke-ish to rich), then interleaves legal
actions with illegal ones:

* stale actions (legal at some earlier point, not now);
* another seat's legal action, applied by a seat that may not take it;
* a seat that is not to act (and seat numbers that are not at the table);
* actions of another game (and of no game at all);
* fields out of range: a legal action with one field changed (amounts not offered,
  targets that are not seats, pieces not in hand...).

Invariants after every step: the log replays to the same state (``to_dict``/``from_dict``),
every seat's view is what it may see (unchanged when hidden cards move), chips are
conserved in the round's ledger and nobody's balance is negative, ``legal_actions`` is
non-empty exactly for the seats to act, and a finished round balances.  Every illegal
action raises :class:`IllegalAction` with a reason and leaves the state exactly as it was;
every listed legal action applies (checked on a copy).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from game.catalog import VARIANTS
from game.engine.errors import IllegalAction
from game.engine.ledger import Ledger
from game.engine.pieces import ALL_PIECES
from game.engine.protocol import Action, RoundState
from game.engine.variant import Variant
from tests.conformance import play_random, snapshot


@dataclasses.dataclass(frozen=True, slots=True)
class NotAnAction(Action):
    """An action no variant knows."""


def _actions_seen(variant: Variant) -> list[Action]:
    seen: list[Action] = []

    def note(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
        seen.extend(a for a in legal if a not in seen)

    n = min(variant.max_players, 4)
    for seed in range(3):
        play_random(variant, variant.make_config(n, balances=(5000,) * n), seed, on_step=note)
    return seen


ALL_SEEN: dict[str, list[Action]] = {key: _actions_seen(v) for key, v in VARIANTS.items()}


def foreign_actions(variant: Variant) -> list[Action]:
    """Actions of the other games that this game does not know, and one of no game."""
    own = variant.round_type.action_types
    out: list[Action] = [NotAnAction()]
    for key, actions in ALL_SEEN.items():
        if key != variant.key:
            out += [a for a in actions if not isinstance(a, own)]
    return out


def _int_variants(value: int, n_seats: int) -> list[int]:
    return [value - 1, value + 1, -1, -value, 0, 2 * value, 10**9, n_seats, n_seats + 1, value * 7 + 3]


def _tuple_variants(value: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = [(), value[:-1], value + value[:1]]
    if value and hasattr(value[0], "red"):  # Tam Cúc pieces
        out += [(*value[:-1], p) for p in ALL_PIECES] + [(*value, p) for p in ALL_PIECES[:4]]
    return out


def mutations(action: Action, n_seats: int) -> list[Action]:
    """``action`` with one field set out of range, every way this module knows."""
    if not dataclasses.is_dataclass(action):
        return []
    out: list[Action] = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        candidates: list[Any]
        if isinstance(value, bool):
            candidates = [not value]
        elif isinstance(value, int):
            candidates = _int_variants(value, n_seats)
        elif isinstance(value, tuple):
            candidates = _tuple_variants(value)
        else:
            continue
        for c in candidates:
            try:
                out.append(dataclasses.replace(action, **{f.name: c}))
            except (TypeError, ValueError):
                continue  # the action type itself refuses such a value
    return out


class EngineFuzz(RuleBasedStateMachine):
    variant: ClassVar[Variant]
    stats: ClassVar[Counter[str]]  # rounds, legal and rejected actions over a whole run

    def __init__(self) -> None:
        super().__init__()
        self.state: RoundState | None = None
        self.seen: list[Action] = []
        self.rejected = 0

    # --- set-up ---------------------------------------------------------------------------
    @initialize(data=st.data())
    def start(self, data: st.DataObject) -> None:
        v = self.variant
        n = data.draw(st.integers(v.min_players, v.max_players), label="seats")
        mode = data.draw(st.sampled_from(v.modes), label="mode")
        preset = data.draw(st.sampled_from(("goc", "nha")), label="preset")
        base = v.make_config(n, mode=mode, options=v.preset(preset))
        riches = st.sampled_from((1, 2, 3, 5, 20, 1000))
        balances = tuple(base.stake * data.draw(riches, label=f"chips {s}") for s in range(n))
        fields: dict[str, Any] = {"balances": balances}
        if base.banker is not None:
            fields["banker"] = data.draw(st.integers(0, n - 1), label="banker")
        elif v.scores_points:
            fields["banker"] = data.draw(st.none() | st.integers(0, n - 1), label="leader")
        else:
            fields["carry"] = data.draw(st.sampled_from((0, 0, 1, base.stake * 3)), label="carry")
        config = v.make_config(n, mode=mode, options=v.preset(preset), **fields)
        self.state = v.new_round(config, data.draw(st.integers(0, 2**63 - 1), label="seed"))
        self.stats["rounds"] += 1

    def teardown(self) -> None:
        self.stats["rejected"] += self.rejected
        if self.state is not None:
            self.stats["legal"] += len(self.state.log)
            self.stats["finished"] += self.state.is_over()

    @property
    def s(self) -> RoundState:
        assert self.state is not None
        return self.state

    def not_over(self) -> bool:
        return self.state is not None and not self.state.is_over()

    def expect_rejected(self, seat: int, action: Action) -> None:
        state = self.s
        if 0 <= seat < state.config.n_seats and action in state.legal_actions(seat):
            return  # it happens to be legal: not an illegal action after all
        before = snapshot(state)
        with pytest.raises(IllegalAction) as info:
            state.apply(seat, action)
        assert info.value.reason, f"{action!r} by seat {seat} was refused without a reason"
        assert snapshot(state) == before, f"refusing {action!r} by seat {seat} changed the round"
        self.rejected += 1

    # --- legal play ---------------------------------------------------------------------
    @precondition(not_over)
    @rule(data=st.data())
    def play_legal(self, data: st.DataObject) -> None:
        state = self.s
        seat = data.draw(st.sampled_from(state.to_act()), label="seat")
        legal = list(state.legal_actions(seat))
        self.seen += [a for a in legal if a not in self.seen[-300:]]
        action = data.draw(st.sampled_from(legal), label="action")
        other = data.draw(st.sampled_from(legal), label="also legal")
        if other != action:  # every listed action applies: try another one on a copy
            copy.deepcopy(state).apply(seat, other)
        state.apply(seat, action)

    # --- illegal play -------------------------------------------------------------------
    @precondition(lambda self: self.not_over() and bool(self.seen))
    @rule(data=st.data())
    def stale_action(self, data: st.DataObject) -> None:
        seat = data.draw(st.sampled_from(self.s.to_act()), label="seat")
        self.expect_rejected(seat, data.draw(st.sampled_from(self.seen), label="stale"))

    @precondition(not_over)
    @rule(data=st.data())
    def another_seats_action(self, data: st.DataObject) -> None:
        state = self.s
        owner = data.draw(st.sampled_from(state.to_act()), label="owner")
        action = data.draw(st.sampled_from(list(state.legal_actions(owner))), label="action")
        seat = data.draw(st.integers(0, state.config.n_seats - 1), label="by")
        self.expect_rejected(seat, action)

    @precondition(not_over)
    @rule(data=st.data())
    def out_of_turn(self, data: st.DataObject) -> None:
        state = self.s
        n = state.config.n_seats
        idle = [s for s in range(n) if s not in state.to_act()] + [-1, n, 99]
        seat = data.draw(st.sampled_from(idle), label="idle seat")
        owner = state.to_act()[0]
        pool = list(state.legal_actions(owner)) + self.seen[-20:]
        self.expect_rejected(seat, data.draw(st.sampled_from(pool), label="action"))

    @precondition(not_over)
    @rule(data=st.data())
    def foreign_action(self, data: st.DataObject) -> None:
        seat = data.draw(st.sampled_from(self.s.to_act()), label="seat")
        self.expect_rejected(seat, data.draw(st.sampled_from(foreign_actions(self.variant)), label="foreign"))

    @precondition(not_over)
    @rule(data=st.data())
    def field_out_of_range(self, data: st.DataObject) -> None:
        state = self.s
        seat = data.draw(st.sampled_from(state.to_act()), label="seat")
        legal = list(state.legal_actions(seat))
        changed = mutations(data.draw(st.sampled_from(legal), label="base"), state.config.n_seats)
        if changed:
            self.expect_rejected(seat, data.draw(st.sampled_from(changed), label="mutated"))

    @precondition(lambda self: self.state is not None and self.state.is_over())
    @rule(data=st.data())
    def after_the_end(self, data: st.DataObject) -> None:
        pool = self.seen or [NotAnAction()]
        seat = data.draw(st.integers(-1, self.s.config.n_seats), label="seat")
        self.expect_rejected(seat, data.draw(st.sampled_from(pool), label="action"))

    # --- invariants -----------------------------------------------------------------------
    @invariant()
    def turn_and_legal_actions_agree(self) -> None:
        if self.state is None:
            return
        state = self.state
        acting = state.to_act()
        if state.is_over():
            assert acting == ()
        for s in range(state.config.n_seats):
            assert bool(state.legal_actions(s)) == (s in acting), f"seat {s}: to_act {acting} vs legal actions"

    @invariant()
    def replay_reproduces_the_round(self) -> None:
        if self.state is None:
            return
        loaded = self.variant.load_round(json.loads(json.dumps(self.state.to_dict())))
        assert snapshot(loaded) == snapshot(self.state)

    @invariant()
    def views_show_only_what_they_may(self) -> None:
        if self.state is None:
            return
        state = self.state
        seat = len(state.log) % state.config.n_seats
        assert state.view(None) is not None
        other = state.permute_hidden(seat, random.Random(len(state.log)))
        assert other.view(seat) == state.view(seat)
        assert list(other.legal_actions(seat)) == list(state.legal_actions(seat))

    @invariant()
    def chips_are_conserved(self) -> None:
        if self.state is None:
            return
        state = self.state
        ledger = getattr(state, "ledger", None)
        if isinstance(ledger, Ledger):
            ledger.check_conserved()
            assert all(ledger.balance(s) >= 0 for s in range(state.config.n_seats))
        if state.is_over():
            result = state.result()
            assert result.balanced()
            if not self.variant.scores_points:
                assert all(b + d >= 0 for b, d in zip(state.config.balances, result.deltas))


def machine(variant: Variant) -> type[EngineFuzz]:
    return type(f"Fuzz_{variant.key.replace('-', '_')}", (EngineFuzz,), {"variant": variant, "stats": Counter()})


FAST = settings(max_examples=12, stateful_step_count=25, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
LONG = settings(max_examples=250, stateful_step_count=60, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

MACHINES = {key: machine(v) for key, v in VARIANTS.items()}


@pytest.mark.parametrize("key", list(MACHINES))
def test_engine_fuzz(key: str) -> None:
    MACHINES[key].TestCase.settings = FAST
    MACHINES[key].TestCase().runTest()
    stats = MACHINES[key].stats
    assert stats["rejected"] > 0 and stats["legal"] > 0, f"the fuzzer exercised too little: {dict(stats)}"


@pytest.mark.slow
@pytest.mark.parametrize("key", list(MACHINES))
def test_engine_fuzz_long(key: str) -> None:
    MACHINES[key].TestCase.settings = LONG
    MACHINES[key].TestCase().runTest()


def test_mutations_leave_the_legal_set() -> None:
    """The out-of-range generator really produces values no engine offers (its own check)."""
    from game.variants.three_card.defs import Bet

    changed = mutations(Bet(50), 6)
    assert Bet(-1) in changed and Bet(10**9) in changed and all(isinstance(a, Bet) for a in changed)
