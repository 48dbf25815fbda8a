"""A new game is its rules' package, its table's folder and one record: the test-only
high-card game, registered in the catalogue and nowhere else, is set up and played on a
real table, headless, drawn by its own painter.

``tests/dummy_variant.py`` is its package (rules, a toy agent, views of the common
``TableView`` shape), ``tests/dummy_table`` its table's folder (the shared oval, one button
per legal action, the shared beats, a painter of its own) and ``HIGH_CARD_GAME`` its record.
Everything below reaches it through the router and the catalogue: the menu grows a tile,
its setup screen opens by name, and a round is played by clicks on its buttons (and its
number keys) to the result, every frame drawn by its painter.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.engine.view import TableView
from game.i18n import set_language
from game.match.match import HUMAN
from game.ui.app import App
from game.ui.screens.menu import MainMenu
from game.ui.screens.rules import RulesScreen
from game.ui.screens.setup import TableSetup
from game.ui.table.actions import ActionControls
from game.ui.table.host import TableHost
from game.ui.widgets import resolve
from tests.dummy_table.painter import RING, HighCardPainter
from tests.dummy_variant import HIGH_CARD, Fold, Show
from tests.ui_harness import FrameCheck, click, frames, key, make_app, settle

pytestmark = pytest.mark.usefixtures("high_card_game")


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    set_language("vi")
    a = make_app()
    a.open("menu")
    frames(a, 2)
    yield a
    for scene in a.scenes:
        if isinstance(scene, TableHost):
            scene.close()
    pygame.display.quit()


def start_table(app: App) -> TableHost:
    """The high-card game's setup screen, opened by name, started with Enter."""
    setup = app.open("setup", game="high-card")
    assert isinstance(setup, TableSetup) and setup.plan.variant is HIGH_CARD
    assert [s.level for s in setup.plan.seats] == [HUMAN, "normal", "normal"]  # the record's three seats
    frames(app, 2)
    key(app, pygame.K_RETURN)
    table = app.scenes.top
    assert isinstance(table, TableHost), f"the table did not open: {type(table).__name__}"
    assert isinstance(table.controls, ActionControls) and isinstance(table.painter, HighCardPainter)
    return table


def my_turn(table: TableHost) -> bool:
    return table.acting_human() == 0 and bool(table.actions.buttons) and not table.animator.busy


def chips(table: TableHost) -> int:
    return sum(table.match.balances) + table.match.fees + table.match.carry


def test_the_menu_shows_the_registered_game(app: App) -> None:
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    assert menu.tiles[-1].game.key == "high-card"
    app.draw()  # its tile draws its record's sample hand
    key(app, pygame.K_1 + len(menu.tiles) - 1)  # its number key opens its setup
    setup = app.scenes.top
    assert isinstance(setup, TableSetup) and setup.plan.variant is HIGH_CARD


def test_a_round_is_played_by_clicks_on_the_actions_panel(app: App) -> None:
    table = start_table(app)
    before = chips(table)
    settle(app, lambda: my_turn(table))
    buttons = table.actions.buttons
    assert [(resolve(b.label), b.key_hint) for b in buttons] == [("Show", "1"), ("Fold", "2")]
    view = table.shown.view
    assert isinstance(view, TableView)
    (mine,) = view.seats[0].cards
    assert mine is not None  # the player sees their own card before deciding
    state = table.match.current
    assert state is not None
    click(app, buttons[0].rect.center)  # Show
    assert state.log[0] == (0, Show())
    settle(app, lambda: table.results is not None and not table.animator.busy)
    assert table.match.round_no == 1
    assert chips(table) == before
    assert [s.chips for s in table.shown.seats] == list(table.match.balances)  # the plates show the ledger
    assert sum(table.results["deltas"]) + table.results["fees"] == 0
    rows = table.shown.results or []
    assert [row.name for row in rows] == [s.name for s in table.match.seats]
    # every shown card is face up on the table
    finished = table.shown.view
    assert isinstance(finished, TableView)
    for seat, sprites in table.picture.hands.items():
        assert [s.tile for s in sprites] == list(finished.seats[seat].cards)
    assert all(s.face_up == 1.0 for s in table.picture.hands[0])


def test_the_number_keys_press_the_actions(app: App) -> None:
    table = start_table(app)
    for round_no in (1, 2):
        settle(app, lambda: my_turn(table))
        state = table.match.current
        assert state is not None
        key(app, pygame.K_2)  # Fold
        assert state.log[0] == (0, Fold())
        settle(app, lambda: table.results is not None and not table.animator.busy)
        assert table.match.round_no == round_no
        key(app, pygame.K_SPACE)  # Ván mới


def test_its_rules_screen_and_hand_checker_open(app: App) -> None:
    rules = app.open("rules", game="high-card")
    assert isinstance(rules, RulesScreen) and rules.game == "high-card"
    frames(app, 2)
    rules.set_tab("check")
    frames(app, 1)
    rules.pick(rules.checker.grid[0][0])
    assert rules.checker.result() is not None  # one card is a whole hand of this game
    app.draw()


def test_its_own_painter_draws_its_table(app: App) -> None:
    """Its painter, not the felt's, draws the table: the pot's gold ring is on screen, its
    seats' cards and plates where the shared oval puts them, the result its own list; and
    every frame it paints through the canvas equals the frame drawn whole."""
    table = start_table(app)
    check = FrameCheck(app)
    settle(app, lambda: my_turn(table))
    app.draw()
    check.check()
    lay = table.places.layout
    x, y = lay.pot
    ring = [app.screen.get_at((x + dx, y)) for dx in range(-round(34 * lay.scale), round(34 * lay.scale))]
    assert any(tuple(c)[:3] == RING for c in ring), "the pot's ring is drawn"
    mine = table.picture.hands[0]
    assert len(mine) == 1 and mine[0].face_up == 1.0  # the player's own card, face up before deciding
    key(app, pygame.K_1)  # Show
    while not (table.results is not None and not table.animator.busy):
        app.frame(1 / 30)
        app.draw()
        check.check()
    assert check.retained > 0
    assert table.frame.results_showing() and any(t.kind == "results" for t in table.sight.told)
