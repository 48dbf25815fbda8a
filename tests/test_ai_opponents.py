"""Opponents that learn from public events, personalities, thinking time, fixed arena opponents."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Sequence
from typing import Any

import pytest

from game import i18n
from game.ai.base import Learner
from game.ai.levels import NO_EFFECT_KEY, levels_matter
from game.ai.personality import NEUTRAL, PERSONALITIES, personality
from game.ai.tam_cuc.agents import SearchAgent
from game.ai.tam_cuc.playout import Style
from game.ai.tam_cuc.search import SearchBudget
from game.ai.xi_dach.agents import HardXiDachAgent
from game.catalog import game, variant
from game.engine.events import Event
from game.engine.protocol import Action, RoundState
from game.engine.streams import DEAL, stream
from game.match.arena import ArenaSpec, run_arena
from game.match.match import Match, Seat
from game.match.turns import EASY_PAUSE, HARD_PAUSE, Turns, thinking_time
from game.variants.xi_dach.actions import DRAW, STAND
from tests.conformance import replay

FAST = SearchBudget(moves=(0, 0, 400, 500, 600), max_worlds=8)


# --- what agents are shown ---------------------------------------------------------------------
class Watcher:
    """Plays the first legal action and keeps everything it is shown."""

    level = "watcher"

    def __init__(self) -> None:
        self.seen: list[Event] = []

    def choose(self, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[0]

    def observe(self, events: Sequence[Event]) -> None:
        self.seen.extend(events)


@pytest.mark.parametrize("key", ["ba-cay", "bai-cao", "xi-dach", "tam-cuc"])
def test_observers_are_shown_public_events_only(key: str) -> None:
    v = variant(key)
    config = v.make_config(3)
    watchers = {s: Watcher() for s in range(3)}
    turns = Turns(v.new_round(config, 5), watchers)
    turns.play_out()
    raw = replay(v, config, 5, turns.state.log)
    assert any(e != e.redacted_for(None) for e in raw), "the deal hides cards"
    for w in watchers.values():
        assert w.seen == [e.redacted_for(None) for e in raw]  # everything, as a spectator sees it


def test_random_play_pays_nothing_for_watching() -> None:
    v = variant("bai-cao")
    config = v.make_config(4)
    turns = Turns(v.new_round(config, 1), {s: game("bai-cao").agents("random", s, config) for s in range(4)})
    assert turns._observers == []


# --- thinking time -----------------------------------------------------------------------------
def test_thinking_time_grows_with_difficulty_and_takes_one_draw() -> None:
    for seed in range(20):
        times = [thinking_time(d, random.Random(seed)) for d in (0.0, 0.3, 0.7, 1.0)]
        assert times == sorted(times)
        assert EASY_PAUSE[0] <= times[0] <= EASY_PAUSE[1] and HARD_PAUSE[0] <= times[-1] <= HARD_PAUSE[1]
    a, b = random.Random(4), random.Random(4)
    thinking_time(0.9, a)
    b.random()
    assert a.random() == b.random()
    assert thinking_time(-3, random.Random(1)) == thinking_time(0, random.Random(1))


def test_thinking_time_is_independent_of_the_deal() -> None:
    """The pause stream is its own: the same seed gives the same pauses whatever the cards
    (scripted differently), drawing pauses never moves the deal's stream, and the two differ."""
    v = variant("ba-cay")
    plain = v.make_config(2)
    rigged = v.make_config(2, script="AD 2C 7H | 9S 9H 9C")
    pauses = []
    for config in (plain, rigged):
        state = v.new_round(config, 77)
        agents = {s: game("ba-cay").agents("hard", s, config) for s in range(2)}
        turns = Turns(state, agents)
        before = state.rng.getstate()
        pauses.append([turns.thinking_time(s % 2) for s in range(6)])
        assert state.rng.getstate() == before
    assert pauses[0] == pauses[1]
    deal, pause = stream(77, DEAL), Turns(v.new_round(plain, 77)).pauses
    assert [deal.random() for _ in range(3)] != [pause.random() for _ in range(3)]


def test_agents_say_how_hard_a_decision_was() -> None:
    v = variant("xi-dach")
    config = v.make_config(2)
    turns = Turns(v.new_round(config, 3), {s: game("xi-dach").agents("hard", s, config) for s in range(2)})
    seen = []
    while (seat := turns.next_seat()) is not None:
        turns.step(seat)
        seen.append(turns.agents[seat].last_difficulty)  # type: ignore[attr-defined]
    assert all(0.0 <= d <= 1.0 for d in seen)


# --- personalities ------------------------------------------------------------------------------
def test_every_personality_is_named_in_both_languages() -> None:
    assert NEUTRAL.key in PERSONALITIES and len(PERSONALITIES) >= 4
    for p in PERSONALITIES.values():
        for key in (p.label_key, p.help_key):
            vi, en = i18n.t(key, "vi"), i18n.t(key, "en")
            assert i18n.has(key) and vi and en and vi != en
    assert i18n.has(NO_EFFECT_KEY)
    with pytest.raises(ValueError, match="diem-tinh"):
        personality("grumpy")


def test_a_match_gives_ai_seats_a_personality_and_keeps_it() -> None:
    seats = [Seat("Lan", "human"), Seat("AI 1", "hard"), Seat("AI 2", "easy", personality="lieu")]
    match = Match(variant("ba-cay"), seats, seed=4)
    assert match.seats[0].personality is None and match.seats[2].personality == "lieu"
    assert match.seats[1].personality in PERSONALITIES
    assert Match(variant("ba-cay"), seats, seed=4).seats[1].personality == match.seats[1].personality
    assert seats[1].personality is None  # the caller's seats are not changed
    agents = match.ai_agents(game("ba-cay").agents)
    assert set(agents) == {1, 2}
    assert agents[2].personality is PERSONALITIES["lieu"]  # type: ignore[attr-defined]
    again = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert [s.personality for s in again.seats] == [s.personality for s in match.seats]
    with pytest.raises(ValueError):
        Match(variant("ba-cay"), [Seat("AI", "hard", personality="grumpy"), Seat("B", "easy")])


# --- the match keeps what its agents learned ---------------------------------------------------------
@pytest.mark.parametrize("key", ["ba-cay", "bai-cao", "xi-dach", "tam-cuc"])
def test_models_travel_in_the_save(key: str) -> None:
    v = variant(key)
    seats = [Seat(f"AI {i}", "hard" if i == 0 else "normal") for i in range(3)]
    match = Match(v, seats, mode=v.modes[-1], balances=[100_000] * 3, seed=9)
    agents = match.ai_agents(game(key).agents)
    if key == "tam-cuc":
        assert isinstance(agents[0], SearchAgent)
        agents[0].budget = FAST
    for _ in range(4):
        match.start_round()
        match.turns(agents).play_out()
        match.finish_round()
    learner = agents[0]
    assert isinstance(learner, Learner)
    learned = learner.models_to_dict()
    assert learned != _fresh(key, match)
    saved = json.loads(json.dumps(match.to_dict()))
    assert saved["ai"]["version"] == 1 and saved["ai"]["models"]["0"] == learned
    loaded = Match.from_dict(saved)
    again = loaded.ai_agents(game(key).agents)[0]
    assert isinstance(again, Learner) and again.models_to_dict() == learned
    # An older save (no models, no personalities) still loads, with fresh models.
    del saved["ai"]
    for s in saved["seats"]:
        s.pop("personality", None)
    old = Match.from_dict(saved)
    fresh = old.ai_agents(game(key).agents)[0]
    assert isinstance(fresh, Learner) and fresh.models_to_dict() == _fresh(key, old)
    # Models of another game (a save edited by hand) are ignored, not fatal.
    saved["ai"] = {"version": 1, "models": {"0": {"game": "elsewhere"}}}
    assert isinstance(Match.from_dict(saved).ai_agents(game(key).agents)[0], Learner)


def _fresh(key: str, match: Match) -> dict[str, Any]:
    agent = game(key).agents("hard", 0, match.config())
    assert isinstance(agent, Learner)
    return agent.models_to_dict()


# --- hidden cards never reach a choice or a model ---------------------------------------------------
@pytest.mark.parametrize(("key", "levels"), [
    ("xi-dach", ("easy", "normal", "hard", "rule:hit17-soft19-safe4")),
    ("tam-cuc", ("easy", "normal", "hard")),
])
def test_permuting_hidden_cards_changes_no_choice_and_no_model(key: str, levels: tuple[str, ...]) -> None:
    """After rounds of learning, at every decision: the same choice with the unseen cards
    moved, at every level, and choosing leaves the models as they were."""
    v = variant(key)
    n = 3
    seats = [Seat(f"AI {i}", "hard") for i in range(n)]
    match = Match(v, seats, balances=[100_000] * n, seed=6)
    teachers = match.agents(game(key).agents)
    for t in teachers:
        if isinstance(t, SearchAgent):
            t.budget = FAST
    for _ in range(3):
        match.play_round(teachers)
    pupils: dict[int, list[Any]] = {}
    for s in range(n):
        pupils[s] = [game(key).agents(level, s, match.config()) for level in levels]
        for a in pupils[s]:
            if isinstance(a, SearchAgent):
                a.budget = FAST
            if isinstance(a, Learner):
                a.load_models(teachers[s].models_to_dict())  # type: ignore[attr-defined]
    state: RoundState = match.start_round(seed=12)[0]
    turns = Turns(state, dict(enumerate(teachers)))
    checked = 0
    while (seat := turns.next_seat()) is not None:
        legal = state.legal_actions(seat)
        if len(legal) > 1:
            other = state.permute_hidden(seat, random.Random(checked))
            before = [a.models_to_dict() for a in pupils[seat] if isinstance(a, Learner)]
            mine = [a.choose(state.view(seat), legal, random.Random(checked)) for a in pupils[seat]]
            theirs = [a.choose(other.view(seat), other.legal_actions(seat), random.Random(checked))
                      for a in pupils[seat]]
            assert mine == theirs
            assert [a.models_to_dict() for a in pupils[seat] if isinstance(a, Learner)] == before
            checked += 1
        turns.step(seat)
    assert checked >= 5


# --- what the Xì Dách and Tam Cúc models learn -----------------------------------------------------------
def hard_xi_dach_after(rounds: int, dealer: str, others: str) -> HardXiDachAgent:
    """The hard player of seat 1 after ``rounds`` rounds with ``dealer`` and two ``others``."""
    v = variant("xi-dach")
    config = v.make_config(4)
    make = game("xi-dach").agents
    agents = {s: make(dealer if s == 0 else "hard" if s == 1 else others, s, config) for s in range(4)}
    for seed in range(rounds):
        Turns(v.new_round(config, seed), agents).play_out()
    hard = agents[1]
    assert isinstance(hard, HardXiDachAgent)
    return hard


def test_hard_xi_dach_learns_where_the_dealer_settles_and_where_players_stop() -> None:
    hard = hard_xi_dach_after(120, "rule:hit19", "rule:hit13")
    assert hard.memory.dealer_model(0).against(2) == 19
    assert hard.memory.player_policy(2)[0] == 13
    dealer = game("xi-dach").agents("hard", 0, variant("xi-dach").make_config(4))
    assert isinstance(dealer, HardXiDachAgent)
    dealer.load_models(hard.models_to_dict())
    assert dealer.memory.player_policy(3)[0] == 13


def test_hard_xi_dach_tells_the_dealer_s_play_against_each_hand_length_apart() -> None:
    """The normal dealer settles on 16 with four-card hands, and draws on 16 against shorter
    ones: many draws against short hands must not outvote what was seen against long ones."""
    hard = hard_xi_dach_after(200, "normal", "rule:hit19")
    assert hard.memory.dealer_model(0).by_count[:3] == (17, 17, 16)


def test_hard_xi_dach_stands_young_only_as_often_as_keeps_its_credit() -> None:
    """Against the hard dealer, a hard player's stand on a two-card 16 is a close call: it
    stands there sometimes, draws more often, and the dealer goes on reading it as a player
    who stands from 17."""
    v = variant("xi-dach")
    config = v.make_config(4)
    make = game("xi-dach").agents
    agents = {s: make("hard", s, config) for s in range(4)}
    young: dict[Action, int] = {STAND: 0, DRAW: 0}
    for seed in range(400):
        turns = Turns(v.new_round(config, seed), agents)
        while (seat := turns.next_seat()) is not None:
            view, legal = turns.question(seat)
            action = turns.answer(seat, view, legal)
            if seat != 0 and DRAW in legal and len(view.my_cards) == 2 and view.my_value.total == 16:
                young[action] += 1
            turns.apply(seat, action)
    dealer = agents[0]
    assert isinstance(dealer, HardXiDachAgent)
    assert young[STAND] >= 20 and young[DRAW] > young[STAND]
    assert [dealer.memory.player_policy(s)[0] for s in (1, 2, 3)] == [17, 17, 17]


def test_hard_tam_cuc_tells_an_easy_player_from_a_sound_one() -> None:
    v = variant("tam-cuc")
    config = v.make_config(3)
    make = game("tam-cuc").agents
    hard = make("hard", 0, config)
    assert isinstance(hard, SearchAgent)
    hard.budget = FAST
    agents = {0: hard, 1: make("easy", 1, config), 2: make("normal", 2, config)}
    for seed in range(10):
        Turns(v.new_round(config, seed), agents).play_out()
    easy, normal = hard.memory.styles(1), hard.memory.styles(2)
    assert easy[Style.EASY] > 0.8 and normal[Style.SOUND] > 0.8


# --- levels that cannot matter ------------------------------------------------------------------------
@pytest.mark.parametrize(("key", "mode", "options", "matters"), [
    ("bai-cao", "cao-cai", {}, False),
    ("bai-cao", "cao-cai", {"cai-an-hoa": True}, True),
    ("bai-cao", "cao-rua", {}, True),
    ("ba-cay", "chuong", {}, True),
    ("ba-cay", "nhat-an-tat", {}, True),
    ("xi-dach", "", {}, True),
    ("tam-cuc", "", {}, True),
])
def test_levels_matter_only_where_a_decision_does(key: str, mode: str, options: dict[str, Any], matters: bool) -> None:
    assert levels_matter(variant(key), mode, options) is matters


# --- the arena's fixed opponents ------------------------------------------------------------------------
def test_the_arena_pits_levels_against_fixed_policies_and_splits_by_role() -> None:
    ba_cay = game("ba-cay")
    report = run_arena(ArenaSpec(ba_cay.variant, ba_cay.agents, players=4, a="hard", b="always-accept", deals=6))
    assert report["b"] == "always-accept" and report["side_bets_per_round"] > 0
    assert set(report["by_role"]) == {"dealer", "player"} and report["by_role"]["dealer"]["n"] == 6
    xi_dach = game("xi-dach")
    spec = ArenaSpec(xi_dach.variant, xi_dach.agents, players=3, a="hard", b="rule:hit17-soft19-safe4",
                     role="player", opponent="rule:hit16", deals=5)
    assert run_arena(spec)["opponent"] == "rule:hit16"
    for bad in ("rule:stand", "exploit:hard", "always-accept"):
        with pytest.raises(ValueError, match="rule:hitN"):
            ArenaSpec(xi_dach.variant, xi_dach.agents, a=bad, role="player").check()


def test_arena_agents_play_every_deal_of_a_run() -> None:
    """The tables keep their agents: a learner has learned from the earlier deals."""
    ba_cay = game("ba-cay")
    made: list[Any] = []

    def factory(level: str, seat: int, config: Any) -> Any:
        agent = ba_cay.agents(level, seat, config)
        made.append(agent)
        return agent

    run_arena(ArenaSpec(ba_cay.variant, factory, players=2, a="hard", b="normal", deals=5, mode="nhat-an-tat"))
    assert len(made) == 2 * 2 + 3  # two tables of two, once each, and the check's three
    learners = [a for a in made[3:] if isinstance(a, Learner)]
    assert learners and all(a.models_to_dict()["seats"] for a in learners)


def test_the_table_waits_longer_for_a_harder_decision() -> None:
    """The controller releases an AI's move after the thinking time the turn loop draws from
    the round's pause stream for the difficulty the agent reported."""
    from game.ui.table.controller import TableController

    match = Match(variant("xi-dach"), [Seat("A", "hard"), Seat("B", "hard")], balances=[10_000] * 2, seed=3)
    events: list[Event] = []
    controller = TableController(match, lambda moved, _state: events.extend(moved))
    controller.begin_round()
    state = match.current
    assert state is not None
    controller.tick(0.0, idle=True)
    (pending,) = controller._pending.values()
    pending.future.result(timeout=60)
    seat = pending.seat
    agent = controller.agents[seat]
    twin = Turns(variant("xi-dach").new_round(state.config, state.seed), {seat: agent})
    expected = twin.thinking_time(seat)  # the same stream, the same difficulty: the same pause
    for _ in range(500):  # the pause is set by the future's callback, on the worker thread
        if pending.ready_at != float("inf"):
            break
        time.sleep(0.01)
    assert pending.ready_at == pytest.approx(expected)
    moves = len(state.log)
    assert not controller.tick(expected - 0.01, idle=True) and len(state.log) == moves
    assert controller.tick(0.02, idle=True) and len(state.log) == moves + 1
    controller.close()
