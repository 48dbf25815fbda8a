"""The main menu: every screen reachable and leavable by mouse and keyboard, the player shown,
"Tiếp tục" only with a saved table, and a menu that starts without pygame-gui."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.i18n import set_language, t
from game.ui import theme
from game.ui.app import App
from game.ui.screens import fmt
from game.ui.screens.form import FormScene
from game.ui.screens.menu import MainMenu
from game.ui.screens.quick_setup import open_table
from game.ui.screens.rules import RulesScreen
from game.ui.screens.settings import SettingsScreen
from game.ui.screens.setup import TableSetup
from game.ui.screens.stats import StatsScreen
from game.ui.table.host import TableHost
from game.ui.widgets import resolve
from tests.test_ui_screens_support import open_app, top
from tests.ui_harness import frames, key, press

SCREENS: list[tuple[int, str, type[FormScene]]] = [
    (pygame.K_n, "menu.new_game", TableSetup),
    (pygame.K_r, "menu.rules", RulesScreen),
    (pygame.K_t, "menu.stats", StatsScreen),
    (pygame.K_s, "menu.settings", SettingsScreen),
    (pygame.K_p, "menu.switch_player", StatsScreen),
]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return open_app(tmp_path, monkeypatch)


@pytest.mark.parametrize(("shortcut", "label", "kind"), SCREENS)
def test_each_screen_opens_by_click_and_by_key_and_esc_comes_back(app: App, shortcut: int, label: str,
                                                                   kind: type[FormScene]) -> None:
    press(app, t(label))
    top(app, kind)
    key(app, pygame.K_ESCAPE)
    top(app, MainMenu)
    key(app, shortcut)
    top(app, kind)
    key(app, pygame.K_ESCAPE)
    top(app, MainMenu)


def test_tab_and_enter_reach_every_menu_button(app: App) -> None:
    menu = top(app, MainMenu)
    labels = []
    for _ in range(len(menu.column.buttons)):
        key(app, pygame.K_TAB)
        labels.append(resolve(menu.column.buttons[menu.column.focus].label))
    assert labels[-1] == t("menu.switch_player") and t("menu.settings") in labels
    while resolve(menu.column.buttons[menu.column.focus].label) != t("menu.settings"):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    top(app, SettingsScreen)


def test_every_form_answers_tab_and_draws_at_both_sizes_in_both_languages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = open_app(tmp_path, monkeypatch, (960, 540))
    for lang in ("vi", "en"):
        set_language(lang)
        for shortcut, _, kind in SCREENS:
            key(app, shortcut)
            scene = top(app, kind)
            for size in ((960, 540), (1280, 720)):
                app.resize_window(size)
                for _ in range(len(scene.controls) + 1):
                    key(app, pygame.K_TAB)
                    assert scene.focus_key is not None
                frames(app, 2)
                app.draw()
                window = pygame.Rect((0, 0), size)
                assert all(window.contains(c.rect) for c in scene.controls), (kind.__name__, size)
            key(app, pygame.K_ESCAPE)
            top(app, MainMenu)
    set_language("vi")


def test_the_player_and_their_chips_are_shown_and_can_be_switched(app: App, monkeypatch: pytest.MonkeyPatch
                                                                  ) -> None:
    seen: list[str] = []

    def recording(draw: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def wrapper(value: str, *args: Any, **kw: Any) -> pygame.Surface:
            seen.append(value)
            return draw(value, *args, **kw)
        return wrapper

    monkeypatch.setattr(theme, "text", recording(theme.text))
    monkeypatch.setattr(theme, "fit_text", recording(theme.fit_text))
    app.draw()
    player = app.session.current_profile()
    assert player.name in seen and fmt.chips(player.chips) in seen
    other, _ = app.session.persist.create_profile("Ông Bảy")
    key(app, pygame.K_p)
    scene = top(app, StatsScreen)
    scene.select(other.id)
    scene.choose()
    key(app, pygame.K_ESCAPE)
    assert top(app, MainMenu).player.id == other.id


def test_continue_appears_only_with_a_saved_table_and_resumes_it(app: App) -> None:
    assert t("menu.continue") not in [resolve(b.label) for b in top(app, MainMenu).column.buttons]
    open_table(app, "ba-cay")
    table = next(s for s in app.scenes if isinstance(s, TableHost))
    table.close()
    saved = table.match.to_dict()
    app.clear_to(MainMenu(app))
    press(app, t("menu.continue"))
    resumed = next(s for s in app.scenes if isinstance(s, TableHost))
    resumed.close()
    assert resumed.match.to_dict() == saved


def test_the_menu_starts_without_the_ai_or_the_shown_table() -> None:
    """The catalogue's agent factories and showers import their modules when a table first needs
    them (start-up)."""
    code = ("import sys; from game.cli import main; main(['--frames', '1']); "
            "print(sorted(m for m in sys.modules if m.startswith(('game.ai.', 'game.shown'))))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert out.stdout.strip().splitlines()[-1] == "['game.ai.base', 'game.ai.personality']"


def test_the_menu_starts_without_pygame_gui() -> None:
    code = ("import sys; import game.ui.main, game.ui.routes, game.ui.screens.menu, game.ui.screens.quick_setup; "
            "sys.exit('pygame_gui' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
