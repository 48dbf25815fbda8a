"""Hướng dẫn: every guided deal is valid data and plays to its end on the real table, driven
by clicks on what the coach points at; a wrong move is explained and changes nothing; the
tutorial's chips are not the profile's and nothing is saved."""

from __future__ import annotations

import copy
import re
import tomllib
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.catalog import games
from game.engine.cards import Card, parse_card
from game.engine.pieces import parse_pieces
from game.engine.protocol import RoundState
from game.i18n import set_language, t
from game.tutorial import DATA, ScriptedAgent, Tutorial, available, parse, tutorial
from game.ui.app import App
from game.ui.table.coach import Coach
from game.ui.table.host import TableHost
from game.ui.widgets import resolve
from game.variants.tam_cuc.actions import Lead
from game.variants.xi_dach.hand import XiDachRules, evaluate
from tests.test_assets import FONTS, read_cmap
from tests.ui_harness import click, key, make_app, status_text


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
    stand, draw = (next(i for i, s in enumerate(steps) if s.get("move") == m) for m in ("2 Stand", "0 Draw"))
    swapped = list(steps)
    swapped[stand], swapped[draw] = steps[draw], steps[stand]  # the player draws before Minh stands
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
def open_tutorial(app: App, key: str) -> tuple[TableHost, Coach]:
    scene = app.open("tutorial", game=key)
    assert isinstance(scene, TableHost) and isinstance(scene.mode, Coach)
    return scene, scene.mode


def play_to_the_end(app: App, coach: Coach, limit: int = 4000) -> None:
    """Click what the coach points at (or its "Tiếp") until the tutorial is over."""
    walk(app, coach, lambda step: None, limit)


def finished(scene: TableHost) -> RoundState:
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
    panel = scene.controls.choice  # type: ignore[attr-defined]
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
    assert status_text(scene) == t("learn.read_note"), "the bottom bar says the note holds the table"
    coach.next_note()
    assert status_text(scene) != t("learn.read_note")


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
    assert isinstance(top, TableHost) and isinstance(top.mode, Coach) and top.match.variant.key == KEYS[3]
    setup = app.open("setup", game="xi-dach")
    learn = next(b for b in setup.bar.buttons if resolve(b.label) == t("learn.menu"))  # type: ignore[attr-defined]
    click(app, learn.rect.center)
    top = app.scenes.top
    assert isinstance(top, TableHost) and isinstance(top.mode, Coach) and top.match.variant.key == "xi-dach"


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


# --- lessons that teach the right thing (issue 31) ------------------------------------------------------
def lesson_at(key: str, lang: str, size: tuple[int, int] = (1280, 720)) -> tuple[App, TableHost, Coach]:
    app = make_app(size)
    app.session.update_settings(language=lang)
    set_language(lang)
    scene, coach = open_tutorial(app, key)
    return app, scene, coach


def walk(app: App, coach: Coach, look: Callable[[int], None], limit: int = 4000) -> None:
    """Play the lesson by what the coach points at, calling ``look(step)`` at every bubble shown."""
    seen: set[tuple[int, object]] = set()
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
        if (i, target and target[0]) not in seen:
            seen.add((i, target and target[0]))
            look(i)
        if target is not None:
            click(app, target[1].center)
        elif step.is_note:
            click(app, coach.buttons.buttons[0].rect.center)
        else:
            app.frame(1 / 30)
    raise AssertionError(f"the tutorial stopped at step {coach.current()}")


def rank_word(piece: str, lang: str) -> str:
    return t(f"tcui.rank.{piece.upper()}", lang)


# The pieces each note of the Tam Cúc lesson talks about, and where they must lie when it is read:
# (note number, "laid" or "trick", seat, pieces).
TAM_CUC_NOTES = {
    1: [("laid", 3, "P P P P")],
    2: [("trick", 0, "E"), ("trick", 2, "K")],
    3: [("trick", 1, "k a e"), ("trick", 0, "R C H")],
    4: [("trick", 1, "p p"), ("trick", 0, "r r")],  # issue 39: the "Đè!" note was read on an empty mat
}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_each_tam_cuc_note_is_read_while_the_pieces_it_names_are_on_the_mat(lang: str) -> None:
    app, scene, coach = lesson_at("tam-cuc", lang)
    notes = [i for i, s in enumerate(coach.steps) if s.is_note]
    checked = []

    def look(i: int) -> None:
        if i not in notes:
            return
        n = notes.index(i)
        mat = scene.painter.mat  # type: ignore[attr-defined]
        text = str(coach.steps[i].say)
        for where, seat, pieces in TAM_CUC_NOTES.get(n, []):
            wanted = sorted(parse_pieces(pieces), key=str)
            if where == "laid":
                shown = sorted(mat.laid[seat], key=str)
            else:
                shown = sorted((c.tile for c in mat.trick[seat] if c.face_up), key=str)
                sprites = [sp for sp in scene.places.mat.trick[seat] if sp.face_up >= 1]  # type: ignore[attr-defined]
                drawn = sorted((sp.tile for sp in sprites), key=str)
                assert drawn == wanted, f"note {n}: {seat}'s pieces are not drawn face up on the mat: {drawn}"
                assert coach.bubble is not None
                covered = [sp.tile for sp in sprites if coach.bubble.colliderect(sp.rect(scene.kit.piece_ratio))]
                assert not covered, f"note {n}'s bubble covers {covered}"
            assert shown == wanted, f"note {n} ({text[:40]}…) is read while seat {seat} shows {shown}"
            for p in wanted:
                assert rank_word(str(p), lang) in text, f"note {n} does not name {p} in words"
        checked.append(n)

    walk(app, coach, look)
    assert set(TAM_CUC_NOTES) <= set(checked)


TAM_CUC_LETTERS = frozenset("KAERCHPkaerchp")


@pytest.mark.parametrize("key", KEYS)
def test_notes_name_pieces_in_words_not_in_the_rule_books_letters(key: str) -> None:
    """No "k a e", "P p", "(E)": a single piece letter stands only as a key hint of the step ("(C)")."""
    lesson = tutorial(key)
    if lesson.game.variant.key != "tam-cuc":
        return
    for step in lesson.steps:
        keys = {c.partition(":")[2] for c in step.clicks if c.startswith("key:")}
        for text in (step.say, step.wrong):
            if text is None:
                continue
            for lang, sentence in (("vi", text.vi), ("en", text.en)):
                hints = {f"({k})" for k in keys}
                for token in re.findall(r"\(?\w+\)?", sentence):
                    bare = token.strip("()")
                    if token in hints or (lang == "en" and token in ("a", "A")):  # the article
                        continue
                    assert not (len(bare) == 1 and bare in TAM_CUC_LETTERS), f"{token!r} in {sentence!r}"


def stated_totals(text: str) -> list[int]:
    """The totals a sentence states ("2♥ 3♠ = 5", "Minh có 17", "Lan had … 18")."""
    found = re.findall(r"(?:=|\bhas|\bhad)\s*(\d+)|\bcó\s*(\d+)(?=\s*(?:—|điểm|,|\.))", text)
    return [int(a or b) for a, b in found]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_xi_dach_coach_never_states_a_face_down_total(lang: str) -> None:
    app, scene, coach = lesson_at("xi-dach", lang)
    said: list[int] = []

    def look(i: int) -> None:
        shown = scene.shown
        totals = {evaluate([c.tile for c in seat.cards], XiDachRules()).total
                  for seat in shown.seats if seat.seen_all() and all(isinstance(c.tile, Card) for c in seat.cards)}
        for n in stated_totals(str(coach.steps[i].say)):
            assert n in totals, f"step {i} states {n}, but the hands shown face up total {sorted(totals)}"
            said.append(n)

    walk(app, coach, look)
    assert said, "the lesson does count some hands once they are shown"


def test_the_old_xi_dach_notes_would_have_been_caught() -> None:
    assert stated_totals("Minh has 17 — of age — so he stands") == [17]
    assert stated_totals("Lan có 9 6 = 15, rút được 3 thành 18.") == [15]
    assert stated_totals("Minh có 17 — đủ tuổi — nên dằng") == [17]
    assert stated_totals("A tính 1, 10 hay 11 khi có 2–3 lá.") == []


def to_players_step(app: App, coach: Coach, index: int) -> None:
    """Read the notes and make the lesson's moves up to the player's ``index``-th own move."""
    mine = [i for i, s in enumerate(coach.steps) if s.seat == coach.lesson.player and s.clicks]
    for _ in range(3000):
        i = coach.current()
        if i == mine[index] and coach.at_rest() and coach.bubble is not None:
            return
        if i is not None and coach.at_rest() and coach.bubble is not None:
            target = coach.pointed()
            if target is not None:
                click(app, target[1].center)
            elif coach.steps[i].is_note:
                click(app, coach.buttons.buttons[0].rect.center)
        app.frame(1 / 30)
    raise AssertionError("never reached the step")


def test_another_legal_lead_is_called_legal_too_and_an_illegal_one_is_not() -> None:
    app, scene, coach = lesson_at("tam-cuc", "en", (960, 540))
    to_players_step(app, coach, 0)  # the first lead: the lesson leads the red Elephant
    state = scene.controller.state
    assert state is not None
    moves = len(state.log)
    assert not scene.act(0, Lead(parse_pieces("R")))
    assert len(state.log) == moves, "the lesson keeps to its deal"
    wrong = coach.wrong or ""
    assert "red Elephant" in wrong and "legal too" in wrong and "red Chariot" in wrong, wrong
    for _ in range(3):
        app.frame(1 / 30)
    text_fits(coach)
    assert not scene.act(0, Lead(parse_pieces("R r")))  # not a group: not legal at all
    assert coach.wrong and "legal too" not in coach.wrong and "red Elephant" in coach.wrong


def test_standing_instead_of_drawing_is_legal_too_and_the_pointer_comes_back() -> None:
    app, scene, coach = lesson_at("xi-dach", "en", (960, 540))
    to_players_step(app, coach, 0)  # "Draw (H)"
    pointed = coach.pointed()
    assert pointed is not None and pointed[2] is not None and pointed[2].key_hint == "H"
    stand = next(b for b in scene.actions.buttons if b.key_hint == "S")
    click(app, stand.rect.center)
    confirm = app.scenes.top  # standing under 16 is asked twice
    if confirm is not scene:
        click(app, confirm.row.buttons[0].rect.center)  # type: ignore[attr-defined]
    for _ in range(10):
        app.frame(1 / 30)
    assert coach.wrong and "legal too" in coach.wrong and "standing" in coach.wrong
    pointed = coach.pointed()
    assert pointed is not None and pointed[2] is not None and pointed[2].key_hint == "H", \
        "after the wrong move the pointer is back on the step's button"
    text_fits(coach)


def text_fits(coach: Coach) -> None:
    bubble = coach.bubble
    assert bubble is not None
    assert coach.scene.places.layout.felt.contains(bubble), "the bubble lies on the table"
    assert bubble.contains(coach.text_rect), f"the words {coach.text_rect} overflow the bubble {bubble}"
    top = min((b.rect.top for b in coach.buttons.buttons), default=bubble.bottom)
    assert coach.text_rect.bottom <= top, "the words run into the bubble's buttons"


@pytest.mark.parametrize("lang", ["en", "vi"])
@pytest.mark.parametrize("key", KEYS)
def test_the_words_fit_the_bubble_and_the_pointer_crosses_no_plate(key: str, lang: str) -> None:
    app, scene, coach = lesson_at(key, lang, (960, 540))

    def look(i: int) -> None:
        app.dirty = True
        app.frame(1 / 60)
        text_fits(coach)
        if coach.line is not None:
            start, end = coach.line
            target = coach.pointed()
            assert target is not None
            for spot in scene.places.layout.seats:
                plate = spot.plate
                assert plate.colliderect(target[1]) or not plate.clipline(start, end), \
                    f"step {i}: the pointer crosses {scene.seat_name(spot.index)}'s plate"

    walk(app, coach, look)


@pytest.mark.parametrize("key", [k for k in KEYS if not tutorial(k).game.variant.scores_points])
def test_a_note_names_the_players_cards_only_once_they_are_open(key: str) -> None:
    """"A♠ 7♣ 2♦ = 10 nút" is read with A♠ 7♣ 2♦ open before the player (a "Lật hết" that lights
    up only as the cards land, and a refused click that does not count as made)."""
    app, scene, coach = lesson_at(key, "en")
    named: list[Card] = []

    def look(i: int) -> None:
        own = {c.tile: c for c in scene.shown.seats[coach.lesson.player].cards}
        for text in re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", str(coach.steps[i].say)):
            card = parse_card(text)
            if card in own:
                assert own[card].seen, f"step {i} names {text} while it lies closed before the player"
                named.append(card)

    walk(app, coach, look)
    assert named, "the lesson names the player's cards"


def to_note_asking(app: App, coach: Coach, key_hint: str) -> int:
    """Read and play the lesson up to the first note that asks for the button ``key_hint``."""
    for _ in range(3000):
        i = coach.current()
        assert i is not None, "the lesson ended first"
        step = coach.steps[i]
        if coach.at_rest() and coach.bubble is not None:
            target = coach.pointed()
            if step.is_note and target is not None and target[2] is not None and target[2].key_hint == key_hint:
                return i
            if target is not None:
                click(app, target[1].center)
            elif step.is_note:
                click(app, coach.buttons.buttons[0].rect.center)
        app.frame(1 / 30)
    raise AssertionError("never reached the note")


@pytest.mark.parametrize("how", ["button", "peeled"])
def test_a_note_that_asks_to_open_the_cards_is_passed_only_by_opening_them(how: str) -> None:
    """"Peel them or press Show my cards (F)": Enter does not pass it (the next note names the
    cards), no "Next" is offered; the note is read once the cards are open, by F or by peeling."""
    app, scene, coach = lesson_at("xi-dach", "en", (960, 540))
    i = to_note_asking(app, coach, "F")
    assert coach.buttons.buttons == [], "no Next while the note points at Show my cards"
    key(app, pygame.K_RETURN)
    for _ in range(5):
        app.frame(1 / 30)
    assert coach.current() == i, "Enter does not pass a note that asks for a click"
    if how == "button":
        target = coach.pointed()
        assert target is not None
        click(app, target[1].center)
    else:
        scene.open_all()  # what peeling every card by its corner comes to
    for _ in range(60):
        app.frame(1 / 30)
    assert coach.current() != i and i in coach.read
    assert all(c.seen for c in scene.shown.seats[coach.lesson.player].cards)
