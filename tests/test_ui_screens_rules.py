"""Rules help: opened from the menu and from a table, scrolled, and the hand checker — whose
verdict must be exactly what ``describe_hand`` (the ``python -m game hand`` code) says."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.catalog import VARIANTS
from game.catalog import game as record
from game.engine.cards import parse_cards
from game.engine.pieces import parse_pieces
from game.i18n import set_language, t
from game.rules_doc import Hands
from game.ui.app import App
from game.ui.screens.hand_art import hand_name
from game.ui.screens.hand_checker import HandChecker, details
from game.ui.screens.menu import MainMenu
from game.ui.screens.quick_setup import open_table
from game.ui.screens.rules import RulesScreen
from game.ui.screens.rules_page import RulesPage
from game.ui.table.host import TableHost
from tests.test_ui_screens_support import open_app, press_control, screen_text, top
from tests.ui_harness import click, frames, key


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    app = open_app(tmp_path, monkeypatch)
    key(app, pygame.K_r)  # the menu's key for Luật chơi
    top(app, RulesScreen)
    return app


def cell_of(scene: RulesScreen, text: str) -> pygame.Rect:
    item = (parse_pieces if scene.game == "tam-cuc" else parse_cards)(text)[0]
    return next(rect for rect, it in scene.cells if it == item)


def test_each_game_has_its_rules_and_esc_goes_back(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    for game in VARIANTS:
        press_control(app, f"game.{game}")
        scene = top(app, RulesScreen)
        assert scene.doc is not None and scene.doc.game == game
        assert t(f"rules.{game}.1.h") in screen_text(app, monkeypatch)  # the contents list the headings
    key(app, pygame.K_ESCAPE)
    top(app, MainMenu)


def test_scrolling_by_wheel_keys_contents_and_scrollbar(app: App) -> None:
    press_control(app, "game.tam-cuc")
    scene = top(app, RulesScreen)
    doc = scene.doc
    assert doc is not None and doc.max_scroll(scene.view.height) > 0
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert doc.scroll == 2 * scene.px(48)
    key(app, pygame.K_END)
    assert doc.scroll == doc.max_scroll(scene.view.height)
    key(app, pygame.K_HOME)
    assert doc.scroll == 0
    at = doc.headings()[3][1]
    press_control(app, "toc.3")
    assert doc.scroll == min(at, doc.max_scroll(scene.view.height))
    track = scene.scrollbar_track()
    click(app, (track.centerx, track.bottom - 2))  # a click low on the track jumps near the end
    assert doc.scroll > doc.max_scroll(scene.view.height) * 0.8


def test_a_tables_rules_button_opens_that_games_rules(app: App) -> None:
    open_table(app, "xi-dach")
    table = next(s for s in app.scenes if isinstance(s, TableHost))
    table.close()
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?",
                                    scancode=0))
    frames(app, 2)
    assert top(app, RulesScreen).game == "xi-dach"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


@pytest.mark.parametrize(("game", "a", "b", "verdict"), [
    ("ba-cay", "AS 7C 2D", "3H 4C 3S", "a"),
    ("ba-cay", "AD 3C 6H", "2S 2C 6D", "a"),
    ("bai-cao", "3H 4C 2S", "3D 4S 2C", None),
    ("bai-cao", "JS QD KH", "9H 9C AD", "a"),
    ("tam-cuc", "e", "C", "a"),
    ("tam-cuc", "K A E", "R C H", "a"),
    ("tam-cuc", "P P", "p p", "a"),
    ("tam-cuc", "R C H", "r c h", "a"),
])
def test_the_illustrated_comparisons_are_the_engines(game: str, a: str, b: str, verdict: str | None) -> None:
    assert any(isinstance(blk, Hands) and blk.versus and blk.hands[:2] == (a, b) for blk in record(game).rules)
    assert VARIANTS[game].compare(a, b) == verdict


def test_the_xi_dach_ranking_and_ace_examples_are_named_by_the_engine() -> None:
    blocks = [blk for blk in record("xi-dach").rules if isinstance(blk, Hands)]
    ace, ranking = blocks
    # 21 may not draw: the example stands on 19 and then draws a fourth card
    assert [VARIANTS["xi-dach"].describe_hand(h)["total"] for h in ace.hands] == [19, 11]
    categories = [VARIANTS["xi-dach"].describe_hand(h)["category"] for h in ranking.hands]
    assert categories == ["xi-bang", "xi-dach", "ngu-linh", "du-tuoi", "quac", "non"]
    groups = [VARIANTS["tam-cuc"].describe_hand(h)["group"] for h in ("A E R", "C H P", "P P P")]
    assert groups == [None, None, None]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_document_lays_out_in_both_languages(lang: str) -> None:
    set_language(lang)
    try:
        for game in VARIANTS:
            doc = RulesPage(game, 800, 1.0, four_colour=False)
            assert doc.height > 1000 and len(doc.headings()) >= 4
            assert all(p.image.get_width() <= 800 for p in doc.items)
    finally:
        set_language("vi")


def test_the_checker_says_what_describe_hand_says(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    press_control(app, "tab.check")
    scene = top(app, RulesScreen)
    for card in ("AS", "7C", "2D"):
        click(app, cell_of(scene, card).center)
    expected = VARIANTS["ba-cay"].describe_hand("AS 7C 2D")
    assert scene.checker.text() == "AS 7C 2D" and scene.checker.result() == expected
    text = screen_text(app, monkeypatch)
    assert hand_name(expected) in text and all(line in text for line in details(expected))
    click(app, cell_of(scene, "AS").center)  # a picked card, clicked again, is dropped
    assert scene.checker.text() == "7C 2D" and scene.checker.result() is None
    assert t("rules.check.more", n=1) in screen_text(app, monkeypatch)


def test_the_checker_in_english_and_with_the_keyboard(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("en")
    press_control(app, "game.xi-dach")
    press_control(app, "tab.check")
    scene = top(app, RulesScreen)
    # the cursor starts on A♦; walk right over 2♦ 3♦ and pick A♦ 2♦ 3♦ 4♦
    for step in range(4):
        if step:
            key(app, pygame.K_RIGHT)
        key(app, pygame.K_SPACE)
    result = VARIANTS["xi-dach"].describe_hand("AD 2D 3D 4D")
    assert scene.checker.result() == result and result["total"] == 10  # four cards: the ace counts 1
    assert t("rules.check.category", name=t("rules.check.category.non")) in screen_text(app, monkeypatch)
    key(app, pygame.K_BACKSPACE)
    assert scene.checker.text() == "AD 2D 3D"
    key(app, pygame.K_DELETE)
    assert scene.checker.picked == []


def test_pieces_can_be_picked_as_often_as_the_deck_holds_them(app: App) -> None:
    press_control(app, "game.tam-cuc")
    press_control(app, "tab.check")
    scene = top(app, RulesScreen)
    for _ in range(3):
        click(app, cell_of(scene, "K").center)
    assert scene.checker.text() == "K"  # one red General in the deck
    assert t("rules.check.no_copy", n=1, name="Tướng ông") in app.toasts.messages
    for text in ("P", "P", "P", "P"):
        click(app, cell_of(scene, text).center)
    result = scene.checker.result()
    assert result == VARIANTS["tam-cuc"].describe_hand("K P P P P") and result["group"] is None
    click(app, cell_of(scene, "P").center)
    assert t("rules.check.full.pieces", n=5) in app.toasts.messages  # pieces are "quân", never "lá"
    press_control(app, "clear")
    for text in ("P", "P", "P", "P"):
        click(app, cell_of(scene, text).center)
    assert scene.checker.result() == VARIANTS["tam-cuc"].describe_hand("P P P P")
    click(app, scene.hand_rects[0].center)  # a click on the hand drops that piece
    assert scene.checker.text() == "P P P"


def test_hand_sizes_are_enforced() -> None:
    checker = HandChecker("ba-cay")
    for item in checker.grid[0][:3]:
        assert checker.pick(item) is None
    assert checker.pick(checker.grid[1][0]) == t("rules.check.full", n=3)


def test_the_contents_highlight_reaches_the_last_section(app: App) -> None:
    scene = top(app, RulesScreen)
    for g in ("ba-cay", "tam-cuc"):
        scene.set_game(g)
        last = len(scene.toc) - 1
        key(app, pygame.K_END)
        assert scene.current_section() == last
        key(app, pygame.K_HOME)
        assert scene.current_section() == 0
        for i, (_, rect, _) in enumerate(scene.toc):  # a click on any entry lights that entry
            click(app, rect.center)
            assert scene.current_section() == i


def test_a_pick_beyond_a_whole_hand_is_refused_aloud(app: App) -> None:
    scene = top(app, RulesScreen)
    scene.set_game("ba-cay")
    press_control(app, "tab.check")
    for rect, _ in scene.cells[:4]:
        click(app, rect.center)
    assert len(scene.checker.picked) == 3
    assert t("rules.check.full", n=3) in app.toasts.messages


def test_the_prompt_names_cards_or_pieces_never_both() -> None:
    assert "quân" not in HandChecker("xi-dach").prompt() and "lá" in HandChecker("xi-dach").prompt()
    assert "quân" in HandChecker("tam-cuc").prompt()
    set_language("en")
    try:
        assert "pieces" not in HandChecker("xi-dach").prompt() and "pieces" in HandChecker("tam-cuc").prompt()
    finally:
        set_language("vi")
