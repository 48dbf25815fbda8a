"""The one conformance test every variant passes, for every allowed player count and mode.

Checks (DESIGN.md, the round protocol): random legal play terminates; illegal actions are
rejected with a reason and change nothing; deltas + fees + carry = 0; a save replays to
the same state; replaying seed + actions reproduces the events; a view never holds a card
its seat cannot see; an agent's choice does not move when unseen cards are permuted; and
stirring the global ``random`` between steps changes nothing.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, is_dataclass, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.base import LEVELS
from game.catalog import VARIANTS
from game.engine.errors import IllegalAction, SaveError
from game.engine.events import RoundSettled
from game.engine.protocol import Action, RoundState
from game.engine.variant import Variant
from game.engine.view import check_assembled
from tests.conformance import agents_of, play_random, replay, snapshot
from tests.dummy_variant import HIGH_CARD

ALL: list[Variant] = [*VARIANTS.values(), HIGH_CARD]
# Options neither preset turns on, played as a third "preset" of their game (Tam Cúc's nha
# preset already plays the leader-only ban, bốc thăm and the 10-piece removal).
MORE: dict[str, dict[str, object]] = {
    "ba-cay": {"bien-gioi-cover": 2},
    "tam-cuc": {"di-dem": True, "xe-cap": True, "ket-den": True, "solo-ket": True, "choi-tien": True,
                "ket-tot-den-2": 30, "ket-doi-3": 5, "ket-ba-4": 9},
}


def _cases() -> list[object]:
    out = []
    for v in ALL:
        for n in range(v.min_players, v.max_players + 1):
            for mode in v.modes:
                for preset in ("goc", "nha", *(["more"] if v.key in MORE else [])):
                    out.append(pytest.param(v, n, mode, preset, id=f"{v.key}-{n}p-{mode or 'only'}-{preset}"))
    return out


CASES = _cases()
SEEDS = (11, 2026)


def _config(v: Variant, n: int, mode: str, preset: str):  # type: ignore[no-untyped-def]
    options = {**v.preset("goc"), **MORE[v.key]} if preset == "more" else v.preset(preset)
    return v.make_config(n, mode=mode, options=options, balances=(5000,) * n)


@dataclass(frozen=True, slots=True)
class NotAnAction(Action):
    """An action no variant knows."""


@pytest.mark.parametrize(("variant", "n", "mode", "preset"), CASES)
def test_random_play_terminates_and_balances(variant: Variant, n: int, mode: str, preset: str) -> None:
    cfg = _config(variant, n, mode, preset)
    for seed in SEEDS:
        state, events = play_random(variant, cfg, seed, policy_seed=seed)
        assert state.is_over() and state.to_act() == ()
        result = state.result()
        settled = [e for e in events if isinstance(e, RoundSettled)]  # the table shows the result by it
        assert len(settled) == 1 and settled[0].deltas == tuple(result.deltas), "one RoundSettled, with the result"
        assert len(result.deltas) == n
        assert all(isinstance(d, int) for d in result.deltas)
        assert result.balanced(), f"deltas {result.deltas} + fees {result.fees} + carry {result.carry} != 0"
        for s in range(n):
            assert cfg.balances[s] + result.deltas[s] >= 0, "a seat lost more than it had"
        assert state.legal_actions(0) == () or list(state.legal_actions(0)) == []


@pytest.mark.parametrize(("variant", "n", "mode", "preset"), CASES)
def test_illegal_actions_are_rejected_and_change_nothing(variant: Variant, n: int, mode: str, preset: str) -> None:
    cfg = _config(variant, n, mode, preset)
    seen: list[Action] = []
    rejected = 0

    def probe(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
        nonlocal rejected
        seen.extend(a for a in legal if a not in seen[-200:])
        legal_set = set(legal)
        candidates: list[tuple[int, Action]] = [(seat, NotAnAction())]
        stale = [a for a in seen if a not in legal_set]
        candidates += [(seat, rng.choice(stale)) for _ in range(2) if stale]
        idle = [s for s in range(n) if s not in state.to_act()]
        if idle:
            candidates.append((rng.choice(idle), legal[0]))
        before = snapshot(state)
        for who, action in candidates:
            with pytest.raises(IllegalAction) as info:
                state.apply(who, action)
            assert info.value.reason, "an IllegalAction must say why"
            rejected += 1
        assert snapshot(state) == before, "a rejected action changed the state"

    state, _ = play_random(variant, cfg, SEEDS[0], on_step=probe)
    with pytest.raises(IllegalAction):
        state.apply(0, NotAnAction())
    assert rejected > 0


@pytest.mark.parametrize(("variant", "n", "mode", "preset"), CASES)
def test_replay_and_save_reproduce_the_round(variant: Variant, n: int, mode: str, preset: str) -> None:
    cfg = _config(variant, n, mode, preset)
    state, events = play_random(variant, cfg, SEEDS[1], policy_seed=5)
    assert replay(variant, cfg, state.seed, state.log) == events
    data = json.loads(json.dumps(state.to_dict()))
    loaded = variant.load_round(data)
    assert snapshot(loaded) == snapshot(state)
    assert loaded.result() == state.result()

    # a save taken mid-round resumes to the same state
    half = state.log[: len(state.log) // 2]
    mid = variant.new_round(cfg, state.seed)
    for seat, action in half:
        mid.apply(seat, action)
    assert snapshot(variant.load_round(json.loads(json.dumps(mid.to_dict())))) == snapshot(mid)

    # a save that does not replay is refused, not half-loaded
    if data["actions"]:
        broken = json.loads(json.dumps(data))
        broken["actions"][0][1] = {"type": "NoSuchAction"}
        with pytest.raises(SaveError):
            variant.load_round(broken)
    with pytest.raises(SaveError):
        variant.load_round({**data, "version": 999})


@pytest.mark.parametrize(("variant", "n", "mode", "preset"), CASES)
def test_views_hide_what_they_must(variant: Variant, n: int, mode: str, preset: str) -> None:
    cfg = _config(variant, n, mode, preset)
    agents = {lv: [agents_of(variant)(lv, s, cfg) for s in range(n)] for lv in LEVELS}
    step = 0

    def probe(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
        nonlocal step
        step += 1
        if step % 3:
            return
        before = snapshot(state)
        for watcher in {seat, rng.randrange(n)}:
            other = state.permute_hidden(watcher, random.Random(step))
            assert other.view(watcher) == state.view(watcher), "a view shows a card its seat cannot see"
            if watcher == seat:
                assert list(other.legal_actions(seat)) == list(legal)
                for level, per_seat in agents.items():
                    a = per_seat[seat].choose(state.view(seat), legal, random.Random(step))
                    b = per_seat[seat].choose(other.view(seat), other.legal_actions(seat), random.Random(step))
                    assert a == b, f"the {level} AI changed its choice when unseen cards moved"
        assert snapshot(state) == before, "permute_hidden changed the original"

    for seed in SEEDS:
        play_random(variant, cfg, seed, on_step=probe)


@pytest.mark.parametrize(("variant", "n", "mode", "preset"), CASES)
def test_views_kept_up_to_date_equal_views_built_afresh(variant: Variant, n: int, mode: str, preset: str) -> None:
    """Rounds build views incrementally (engine/view.SeatViewCache) and in one step
    (engine/view.assemble): at every step, each seat's view equals the view of the same
    round rebuilt from its save, and every view holds every field; the agent's view of the
    turn loop equals the view, also when it is read only after the round has moved on."""
    cfg = _config(variant, n, mode, preset)
    held: list[tuple[object, object]] = []  # (an agent's view left unread, the view then)

    def probe(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
        fresh = variant.load_round(json.loads(json.dumps(state.to_dict())))
        for s in (*range(n), None):
            view = state.view(s)
            if is_dataclass(view):
                check_assembled(view)
            assert view == fresh.view(s), f"seat {s}'s view is stale"
        # An agent's view may build parts when first read (Turns.play_out's): it equals the
        # view, and one still held when the round moves on keeps showing the moment it was made.
        for kept, then in held:
            assert kept == then, "an agent's view read after the round moved on shows the new state"
        held[:] = [(state.agent_view(seat), state.view(seat))]
        assert state.agent_view(seat) == state.view(seat)

    play_random(variant, cfg, SEEDS[0], on_step=probe)


@pytest.mark.parametrize("variant", ALL, ids=[v.key for v in ALL])
def test_permute_hidden_really_moves_cards(variant: Variant) -> None:
    """Guards the test above against a ``permute_hidden`` that moves nothing."""
    n = variant.max_players if variant.max_players <= 6 else 6
    moved = 0

    def probe(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
        nonlocal moved
        other = state.permute_hidden(seat, random.Random(rng.random()))
        if any(other.view(s) != state.view(s) for s in range(n) if s != seat):
            moved += 1

    # Some modes decide nothing while cards are hidden (cào cái): any mode may show it.
    for mode in variant.modes:
        cfg = _config(variant, n, mode, "goc")
        for seed in range(4):
            play_random(variant, cfg, seed, on_step=probe)
    assert moved > 0


@pytest.mark.parametrize("variant", ALL, ids=[v.key for v in ALL])
def test_global_random_is_never_used(variant: Variant) -> None:
    n = min(variant.max_players, 4)
    cfg = _config(variant, n, variant.default_mode, "goc")
    levels = list(LEVELS)

    def run(stir: bool) -> tuple[list[object], object]:
        counter = 0
        agents = {s: agents_of(variant)(levels[s % len(levels)], s, cfg) for s in range(n)}

        def chooser(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
            nonlocal counter
            if stir:
                counter += 1
                random.seed(counter * 7919)
                random.random()
            return agents[seat].choose(state.view(seat), legal, rng)

        state, events = play_random(variant, cfg, 99, chooser=chooser)
        return events, state.result()

    assert run(False) == run(True)


def _every_seat_to_act_can_act(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
    for s in state.to_act():
        assert state.legal_actions(s), f"seat {s} is to act but has no legal action"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32), policy=st.integers(0, 2**16))
def test_a_seat_to_act_always_has_a_legal_action(case: object, seed: int, policy: int) -> None:
    """No state of any game leaves a seat to act with nothing to do (RULES.md §4)."""
    variant, n, mode, preset = case.values  # type: ignore[attr-defined]
    play_random(variant, _config(variant, n, mode, preset), seed, policy_seed=policy,
                on_step=_every_seat_to_act_can_act)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize(("n", "hands", "cai", "options"), [
    (4, " | P P P P P K A A | | ", 0, {}),
    (3, "P P P P A E E a a | | ", 2, {}),
    (3, "K A A E E k a a e e | R C H P P r c h p p | R C H P P r c h p p", 0, {"removal": "P p"}),
])
def test_a_seat_to_act_can_act_in_the_constructed_tam_cuc_dead_ends(level: str, n: int, hands: str, cai: int,
                                                                    options: dict[str, str]) -> None:
    """The deals that once left a Tam Cúc leader with nothing to lead, played by every AI level."""
    variant = VARIANTS["tam-cuc"]
    cfg = replace(variant.make_config(n, options=options, banker=cai), script=hands)
    agents = [agents_of(variant)(level, s, cfg) for s in range(n)]

    def chooser(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        return agents[seat].choose(state.view(seat), legal, rng)

    state, _ = play_random(variant, cfg, 3, chooser=chooser, on_step=_every_seat_to_act_can_act)
    assert state.result().balanced()


def test_every_registered_variant_is_exercised() -> None:
    assert HIGH_CARD in ALL
    for v in ALL:
        assert v.min_players >= 2 and v.max_players >= v.min_players
