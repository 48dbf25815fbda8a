"""Random streams derived one-way from the round's seed (engine/streams.py, match/turns.py).

The deal, each agent and the table's pauses draw from separate streams.  The central test
plays an agent that copies its own stream at its first decision and tries to rebuild the
deal with it (dealing a round of the same table from the copy); it must never see its own
hand come out of the rebuilt deal — while the same spy handed the deal's own stream does,
which shows the spy would notice if it could.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Sequence
from typing import Any
from unittest import mock

import pytest

from game.catalog import game, games
from game.engine.protocol import Action, RoundState, TableConfig
from game.engine.streams import AGENT, DEAL, PAUSE, derive, lazy_stream, stream
from game.match.turns import Turns

ROUNDS = 40
MODES = {"bai-cao": "cao-rua"}  # cào cái asks nothing once the cards are out


def own_cards(view: Any) -> tuple[Any, ...]:
    """The cards or pieces a seat holds, as its view shows them (sorted: order is not the point)."""
    if hasattr(view, "hand") and not hasattr(view, "seats"):
        return tuple(sorted(view.hand, key=str))
    return tuple(sorted((c for c in view.seats[view.seat].cards if c is not None), key=str))


def rebuild(key: str, config: TableConfig, copied: random.Random, public: list[tuple[int, Action]]) -> RoundState[Any]:
    """A round of the same table dealt from ``copied`` instead of the deal's own stream, with
    the public actions so far (the bets before the deal) replayed."""
    with mock.patch("game.engine.protocol.deal_stream", lambda seed: copied):
        state = game(key).variant.new_round(config, 0)
    for seat, action in public:
        state.apply(seat, action)
    return state


class Spy:
    """Plays randomly; at its first decision, tries to rebuild the deal from a copy of a stream."""

    level = "spy"
    needs_view = True

    def __init__(self, key: str, config: TableConfig, log: list[tuple[int, Action]],
                 given: random.Random | None = None) -> None:
        self.key, self.config, self.log, self.given = key, config, log, given
        self.tried = self.rebuilt = False

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if not self.tried and own_cards(view):
            self.tried = True
            source = self.given if self.given is not None else rng
            copied = random.Random()
            copied.setstate(source.getstate())
            guess = rebuild(self.key, self.config, copied, list(self.log))
            self.rebuilt = own_cards(guess.view(view.seat)) == own_cards(view)
        return rng.choice(legal)


def spy_rounds(key: str, *, given_deal_stream: bool) -> tuple[int, int]:
    """(rounds the spy tried, rounds it rebuilt the deal) over ROUNDS seeded rounds."""
    record = game(key)
    n = min(4, record.variant.max_players)
    mode = MODES.get(key)  # a mode where a seat decides after seeing its cards
    config = record.variant.make_config(n, mode=mode, balances=(10_000,) * n)
    tried = rebuilt = 0
    for seed in range(ROUNDS):
        state = record.variant.new_round(config, seed * 7919 + 1)
        spy = Spy(key, config, state.log, stream(state.seed, DEAL) if given_deal_stream else None)
        agents: dict[int, Any] = {s: record.agents("random", s, config) for s in range(n)}
        agents[1] = spy
        Turns(state, agents).play_out()
        tried += spy.tried
        rebuilt += spy.rebuilt
    return tried, rebuilt


@pytest.mark.parametrize("key", [g.key for g in games()])
def test_an_agent_that_copies_its_stream_cannot_rebuild_the_deal(key: str) -> None:
    tried, rebuilt = spy_rounds(key, given_deal_stream=False)
    assert tried > ROUNDS // 2
    assert rebuilt == 0, f"{key}: the agent's stream rebuilt the deal in {rebuilt} of {tried} rounds"


@pytest.mark.parametrize("key", [g.key for g in games()])
def test_the_spy_would_notice_if_it_held_the_deal_stream(key: str) -> None:
    tried, rebuilt = spy_rounds(key, given_deal_stream=True)
    assert tried > ROUNDS // 2 and rebuilt == tried


def test_streams_are_derived_one_way_and_apart() -> None:
    seed = 123_456_789
    seeds = {derive(seed, DEAL), derive(seed, PAUSE), *(derive(seed, AGENT, s) for s in range(12))}
    assert len(seeds) == 14 and seed not in seeds
    assert all(0 <= s < 2**63 for s in seeds)
    assert derive(seed, DEAL) == derive(seed, DEAL) != derive(seed + 1, DEAL)


def test_a_lazy_stream_is_the_stream_it_stands_for() -> None:
    lazy, eager = lazy_stream(5, AGENT, 2), stream(5, AGENT, 2)
    assert [lazy.randrange(3) for _ in range(40)] == [eager.randrange(3) for _ in range(40)]
    deck_a, deck_b = list(range(52)), list(range(52))
    lazy.shuffle(deck_a)
    eager.shuffle(deck_b)
    assert deck_a == deck_b and lazy.getstate() == eager.getstate()


def test_a_lazy_stream_copies_as_the_stream_it_stands_for() -> None:
    """A copied round (a search's fork, a deep copy of a table) carries its streams along,
    whether or not they were used yet, and each copy goes on from where it was."""
    for used in (0, 3):
        lazy = lazy_stream(5, AGENT, 2)
        for _ in range(used):
            lazy.random()
        twin, clone = copy.deepcopy(lazy), copy.copy(lazy)
        ahead = [twin.random() for _ in range(5)]
        assert [clone.random() for _ in range(5)] == ahead == [lazy.random() for _ in range(5)]


def test_thinking_pauses_come_from_a_stream_of_their_own() -> None:
    record = game("xi-dach")
    config = record.variant.make_config(4)
    state = record.variant.new_round(config, 42)
    pauses = Turns(state).pauses
    drawn = [pauses.random() for _ in range(8)]
    for other in (stream(42, DEAL), *(stream(42, AGENT, s) for s in range(4)), random.Random(42)):
        assert drawn != [other.random() for _ in range(8)]


def test_a_version_1_save_still_deals_from_the_seed_itself() -> None:
    """Autosaves of earlier releases recorded rounds dealt from ``Random(seed)``; they replay as they were."""
    variant = game("bai-cao").variant
    config = variant.make_config(4, mode="cao-rua", balances=(1000,) * 4)
    with mock.patch("game.engine.protocol.deal_stream", lambda seed: random.Random(seed)):
        old = variant.new_round(config, 99)
    saved = json.loads(json.dumps({**old.to_dict(), "version": 1}))
    loaded = variant.load_round(saved)
    assert loaded.hands == old.hands and loaded.to_dict()["version"] == 1
    assert variant.new_round(config, 99).hands != old.hands  # a new round deals from the derived stream


@pytest.mark.parametrize("purpose, seat", [(DEAL, None), (AGENT, 3), (PAUSE, None)])
def test_a_stream_is_random_random_of_its_derived_seed(purpose: str, seat: int | None) -> None:
    """``stream`` seeds the C generator directly; it must be ``random.Random(derive(...))``
    itself — the same state and the same draws — or every save would deal differently."""
    for seed in (0, 1, 2026, 2**62 + 7):
        ours, theirs = stream(seed, purpose, seat), random.Random(derive(seed, purpose, seat))
        assert type(ours) is random.Random and ours.getstate() == theirs.getstate()
        assert [ours.random() for _ in range(20)] == [theirs.random() for _ in range(20)]
        assert ours.gauss(0, 1) == theirs.gauss(0, 1) and ours.gauss(0, 1) == theirs.gauss(0, 1)
