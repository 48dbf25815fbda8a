"""Hướng dẫn: every guided deal is valid data and plays to its end on the real table, driven
by clicks on what the coach points at; a wrong move is explained and changes nothing; the
tutorial's chips are not the profile's and nothing is saved."""

from __future__ import annotations

import copy
import tomllib
import unicodedata
from pathlib import Path

import pygame
import pytest

from game.catalog import games
from game.engine.protocol import RoundState
from game.i18n import t
from game.tutorial import DATA, ScriptedAgent, Tutorial, available, parse, tutorial
from game.ui.app import App
from game.ui.table.coach import Coach
from game.ui.table.scene import TableScene
from game.ui.widgets import resolve
from tests.test_assets import FONTS, read_cmap
from tests.ui_harness import click, make_app


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A data folder of this test's own: "nothing is saved" is checked against an empty one,
    not one that tests before it left an autosave in."""
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))

KEYS = available()


def test_every_game_has_a_guided_deal() -> None:
    assert [g.key for g in games()] == KEYS


@pytest.mark.parametrize("key", KEYS)
def test_the_script_plays_through_the_engine(key: str) -> None:
    state = tutorial(key).check()
    assert state.is_over() and state.result().balanced()
    assert state.result().deltas[tutorial(key).player] > 0, "a first deal the player wins"


@pytest.mark.parametrize("key", KEYS)
def test_every_sentence_is_in_both_languages_and_drawn_by_the_bundled_font(key: str) -> None:
    glyphs = set.intersection(*(read_cmap(path) for path in FONTS))
    lesson = tutorial(key)
    texts = [x for s in lesson.steps for x in (s.say, s.wrong) if x is not None]
    assert texts
    for text in texts:
        for sentence in (text.vi, text.en):
            assert sentence.strip() and unicodedata.normalize("NFC", sentence) == sentence
            assert not [c for c in sentence if ord(c) not in glyphs], sentence


@pytest.mark.parametrize("key", KEYS)
def test_each_player_move_says_what_to_click(key: str) -> None:
    lesson = tutorial(key)
    mine = [s for s in lesson.steps if s.seat == lesson.player and s.clicks]
    assert mine, "the player makes at least one move"
    assert all(s.say is not None for s in mine)


def test_bad_data_is_refused_saying_where() -> None:
    good = tomllib.loads((DATA / "ba-cay.toml").read_text(encoding="utf-8"))
    broken = {**good, "step": [*good["step"][:1], {"move": "0 Bet x", "clicks": ["chip:50"],
                                                    "say": {"vi": "a", "en": "b"}}, *good["step"][2:]]}
    with pytest.raises(ValueError, match="step 2"):
        parse(broken)
    with pytest.raises(ValueError, match="click target"):
        parse({**good, "step": [{"move": "0 Bet 50", "clicks": ["here"], "say": {"vi": "a", "en": "b"}}]})
    with pytest.raises(ValueError, match="both languages"):
        parse({**good, "step": [{"say": {"vi": "a", "en": ""}}]})
    with pytest.raises(ValueError, match="last step is a note"):
        parse({**good, "step": good["step"][:2]})
    with pytest.raises(ValueError, match="names"):
        parse({k: v for k, v in good.items() if k != "names"})
    short = parse({**good, "step": [*good["step"][:2], {"say": {"vi": "x", "en": "y"}}]})
    with pytest.raises(ValueError, match="not over"):
        short.check()


def test_a_move_out_of_order_is_caught_by_the_check() -> None:
    good = tomllib.loads((DATA / "xi-dach.toml").read_text(encoding="utf-8"))
    steps = good["step"]
    swapped = [steps[0], steps[3], steps[1], steps[2], *steps[4:]]  # the player draws before Minh stands
    with pytest.raises(ValueError, match="not legal"):
        parse({**good, "step": swapped}).check()


def test_the_scripted_agent_plays_only_its_own_next_move() -> None:
    lesson = tutorial("xi-dach")
    moves = tuple(lesson.moves())
    agent = ScriptedAgent(2, moves, lambda: 0)
    seat, action = moves[0]
    assert seat == 2 and agent.choose(None, [action], None) == action  # type: ignore[arg-type]
    with pytest.raises(RuntimeError):
        ScriptedAgent(0, moves, lambda: 0).choose(None, [action], None)  # type: ignore[arg-type]
    with pytest.raises(RuntimeError):
        ScriptedAgent(2, moves, lambda: len(moves)).choose(None, [action], None)  # type: ignore[arg-type]


def test_the_tutorials_travel_in_the_build() -> None:
    import importlib.util
    import sys

    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("build_support", root / "packaging" / "build_support.py")
    assert spec is not None and spec.loader is not None
    support = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_support", support)
    spec.loader.exec_module(support)
    bundled = {f"{dest}/{Path(src).name}" for src, dest in support.package_datas(root)}
    assert {f"game/tutorial/data/{key}.toml" for key in KEYS} <= bundled
    assert "support.package_datas(ROOT)" in (root / "build.spec").read_text(encoding="utf-8")


# --- on the table ------------------------------------------------------------------------------------
def open_tutorial(app: App, key: str) -> tuple[TableScene, Coach]:
    scene = app.open("tutorial", game=key)
    assert isinstance(scene, TableScene) and isinstance(scene.mode, Coach)
    return scene, scene.mode


def play_to_the_end(app: App, coach: Coach, limit: int = 4000) -> None:
    """Click what the coach points at (or its "Tiếp") until the tutorial is over."""
    for _ in range(limit):
        i = coach.current()
        if i is None:
            return
        step = coach.steps[i]
        ours = step.is_note or (step.seat == coach.lesson.player and bool(step.clicks))
        if not coach.at_rest() or not ours or coach.bubble is None:
            app.frame(1 / 30)
            continue
        target = coach.pointed()
        if target is not None:
            click(app, target[1].center)
        elif step.is_note:
            click(app, coach.buttons.buttons[0].rect.center)
        else:
            app.frame(1 / 30)
    raise AssertionError(f"the tutorial stopped at step {coach.current()}")


def finished(scene: TableScene) -> RoundState:
    state = scene.controller.finished or scene.match.current
    assert state is not None and state.is_over()
    return state


@pytest.mark.parametrize("key", KEYS)
def test_every_tutorial_plays_to_the_end_by_clicks(key: str) -> None:
    app = make_app()
    profile = app.session.current_profile()
    chips, stats = profile.chips, copy.deepcopy(profile.stats)
    scene, coach = open_tutorial(app, key)
    lesson: Tutorial = coach.lesson
    play_to_the_end(app, coach)
    state = finished(scene)
    assert [(s, a) for s, a in state.log] == lesson.moves()
    assert tuple(state.result().deltas) == tuple(lesson.check().result().deltas)
    assert not any(a.failures for a in [scene.controller.turns] if a is not None), "an AI seat left the script"
    # the tutorial's chips are its own: no profile sits at the table, nothing is saved
    assert all(seat.profile is None for seat in scene.match.seats)
    assert app.session.current_profile().chips == chips and not app.session.has_autosave()
    assert app.session.current_profile().stats == stats
    labels = [b.key_hint for b in scene.actions.buttons]
    assert labels == ["R", "Space", "Esc"], "the end offers the deal again, a real game, the menu"


def test_a_wrong_move_is_explained_and_changes_nothing() -> None:
    app = make_app()
    scene, coach = open_tutorial(app, "ba-cay")
    for _ in range(200):
        step = coach.step()
        if step is not None and step.seat == 0 and coach.at_rest() and coach.bubble is not None:
            break
        if step is not None and step.is_note and coach.at_rest() and coach.bubble is not None:
            click(app, coach.buttons.buttons[0].rect.center)
        app.frame(1 / 30)
    state = scene.match.current
    assert state is not None and coach.step() is not None
    chip = next(b for b in scene.actions.buttons if getattr(b, "value", None) == 10)
    click(app, chip.rect.center)  # 10, not the 50 the coach asks for
    place = next(b for b in scene.actions.buttons if b.key_hint == "Space")  # the bet button
    click(app, place.rect.center)
    assert len(state.log) == 0, "the wrong bet was not placed"
    assert coach.wrong and "50" in coach.wrong
    panel = scene.panel  # type: ignore[attr-defined]
    assert panel.chips.amount == 0, "the half-made bet is dropped to start again"
    coach.skip()  # Bỏ qua: the coach makes the move
    assert [a for _, a in state.log] == [coach.lesson.moves()[0][1]]


def test_an_ai_seat_waits_for_its_scripted_turn() -> None:
    app = make_app()
    scene, coach = open_tutorial(app, "ba-cay")
    for _ in range(60):  # the first note is not closed: nobody bets, not even the AI seats
        app.frame(1 / 30)
    state = scene.match.current
    assert state is not None and len(state.log) == 0 and scene.controller.thinking() is None
    assert not coach.may_ask(2) and scene.controller.ai_to_act() == []
    assert scene.status_text() == t("learn.read_note"), "the bottom bar says the note holds the table"
    coach.next_note()
    assert scene.status_text() != t("learn.read_note")


def test_escape_leaves_for_the_menu_without_a_save() -> None:
    app = make_app()
    open_tutorial(app, "tam-cuc")
    app.frame(1 / 30)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(1 / 30)
    assert type(app.scenes.top).__name__ == "MainMenu" and not app.session.has_autosave()


def test_the_menu_and_the_setup_open_a_guided_deal() -> None:
    app = make_app()
    app.open("menu")
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    app.frame(1 / 30)
    assert type(app.scenes.top).__name__ == "LearnScreen"
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4, mod=0, unicode="4", scancode=0))
    app.frame(1 / 30)
    top = app.scenes.top
    assert isinstance(top, TableScene) and isinstance(top.mode, Coach) and top.match.variant.key == KEYS[3]
    setup = app.open("setup", game="xi-dach")
    learn = next(b for b in setup.bar.buttons if resolve(b.label) == t("learn.menu"))  # type: ignore[attr-defined]
    click(app, learn.rect.center)
    top = app.scenes.top
    assert isinstance(top, TableScene) and isinstance(top.mode, Coach) and top.match.variant.key == "xi-dach"


def test_the_bubble_button_lights_up_under_the_pointer_and_stays_lit() -> None:
    """The coach's "Tiếp" is the same button from frame to frame, so hovering it lights it."""
    app = make_app()
    _scene, coach = open_tutorial(app, KEYS[0])
    for _ in range(400):
        step = coach.step()
        if step is not None and step.is_note and coach.at_rest() and coach.bubble is not None:
            break
        app.frame(1 / 30)
    button = coach.buttons.buttons[0]
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        app.frame(1 / 30)
    assert coach.buttons.buttons[0] is button and button.hover
