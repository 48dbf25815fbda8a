"""The settings screen: every setting changes at once, is saved, and survives a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.i18n import language, t
from game.persist import Settings, open_data
from game.ui.app import App
from game.ui.screens.menu import MainMenu
from game.ui.screens.settings import SAVE_AFTER, SettingsScreen
from game.ui.widgets import resolve
from tests.test_ui_screens_support import open_app, pick_option, press_control, screen_text, tab_to, top
from tests.ui_harness import buttons, click, frames, key


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    app = open_app(tmp_path, monkeypatch)
    key(app, pygame.K_s)  # the menu's key for Cài đặt
    top(app, SettingsScreen)
    return app


def saved(tmp_path: Path) -> Settings:
    """The settings as a new launch would read them."""
    persist, _ = open_data(tmp_path)
    return persist.settings


def test_language_switches_every_open_screen_at_once(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                      ) -> None:
    assert "Ngôn ngữ" in screen_text(app, monkeypatch)
    pick_option(app, "language", "en")
    assert language() == "en" and saved(tmp_path).language == "en"
    text = screen_text(app, monkeypatch)
    assert "Language" in text and "Ngôn ngữ" not in text
    key(app, pygame.K_ESCAPE)
    top(app, MainMenu)
    assert {"New game", "Rules", "Statistics", "Settings", "Quit"} <= {resolve(b.label) for b in buttons(app)}


def test_volumes_apply_to_the_sound_board_and_are_saved_after_a_rest(app: App, tmp_path: Path) -> None:
    scene = top(app, SettingsScreen)
    track = scene.control("master").rect
    click(app, (track.left + track.width // 4, track.centery))  # a click on the track moves the thumb there
    assert app.sound.master == 25
    tab_to(app, "effects")
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert app.sound.effects == 60
    frames(app, round(SAVE_AFTER * 60) + 5)
    s = saved(tmp_path)
    assert (s.master_volume, s.effects_volume) == (25, 60)


def test_mute_speed_back_colours_and_hints_are_applied_and_saved(app: App, tmp_path: Path) -> None:
    press_control(app, "mute")
    assert app.sound.muted
    key(app, pygame.K_m)  # the global mute key, and the tick follows it
    assert not app.sound.muted and not app.session.settings.muted
    check: Any = top(app, SettingsScreen).control("mute")
    assert check.element.get_state() is False
    key(app, pygame.K_m)
    press_control(app, "speed.2.0")
    press_control(app, "back.green")
    press_control(app, "four")
    press_control(app, "hints")
    s = app.session.settings
    assert (s.anim_speed, s.card_back, s.four_colour, s.show_hints) == (2.0, "green", True, False)
    again = saved(tmp_path)
    assert (again.muted, again.anim_speed, again.card_back, again.four_colour, again.show_hints) == (
        True, 2.0, "green", True, False)
    # the keyboard reaches the same fields: ←/→ on the card backs, Space on a check box
    tab_to(app, "back.green")
    key(app, pygame.K_RIGHT)
    assert app.session.settings.card_back == "red"
    tab_to(app, "four")
    key(app, pygame.K_SPACE)
    assert app.session.settings.four_colour is False


def test_fullscreen_is_toggled_through_the_app(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(app, "toggle_fullscreen", lambda: calls.append(True))
    press_control(app, "fullscreen")
    assert calls == [True]


def test_a_missing_audio_device_is_said_on_this_screen(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    assert t("ui.notice.no_sound") not in screen_text(app, monkeypatch)
    app.sound.available = False
    top(app, SettingsScreen).rebuild()
    assert screen_text(app, monkeypatch).count(t("ui.notice.no_sound")) == 1


def test_esc_goes_back_and_saves_a_volume_still_moving(app: App, tmp_path: Path) -> None:
    tab_to(app, "master")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_ESCAPE)  # before the rest period is over
    top(app, MainMenu)
    assert saved(tmp_path).master_volume == 75


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_hints_help_ends_above_the_turn_clock(app: App, monkeypatch: pytest.MonkeyPatch, lang: str,
                                                   size: tuple[int, int]) -> None:
    """At 960×540 the help under "Hiện gợi ý" wraps to two lines; the turn clock's row goes
    below them (it once sat on the second line)."""
    pick_option(app, "language", lang)
    app.resize_window(size)
    frames(app, 2)
    screen = top(app, SettingsScreen)
    bottoms: list[int] = []
    draw_paragraph = SettingsScreen.paragraph

    def paragraph(self: SettingsScreen, surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> int:
        bottom = draw_paragraph(self, surface, text, *args, **kw)
        if text == t("settings.hints.help"):
            bottoms.append(bottom)
        return bottom

    monkeypatch.setattr(SettingsScreen, "paragraph", paragraph)
    screen.draw(app.screen)
    assert bottoms and bottoms[0] <= screen.control("clock").rect.top
