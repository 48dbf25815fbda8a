"""The pictures a 4K frame reuses (a card on its shadow, a button, a seat's tag) are drawn
again whenever what they show changes: a cached picture is never stale."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine.cards import parse_card
from game.ui import assets, theme
from game.ui.table.french.paint import pill
from game.ui.table.sprites import CardSprite, tile_face
from game.ui.theme import Color
from game.ui.widgets import Button

FELT = (30, 90, 60)


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))


def _card(sprite: CardSprite) -> pygame.Surface:
    surface = pygame.Surface((240, 300))
    surface.fill(FELT)
    sprite.draw(surface, tile_face(False), lambda w: assets.card_back("red", w), assets.CARD_RATIO)
    return surface


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(a.get_view("2").raw) == bytes(b.get_view("2").raw)


def test_a_lying_card_is_drawn_anew_for_its_face_its_side_and_its_lift() -> None:
    ace, king = parse_card("AS"), parse_card("KD")
    base = _card(CardSprite(ace, (120, 150), 120, face_up=1.0))
    assert _same(base, _card(CardSprite(ace, (120, 150), 120, face_up=1.0)))
    assert not _same(base, _card(CardSprite(king, (120, 150), 120, face_up=1.0))), "another face"
    assert not _same(base, _card(CardSprite(ace, (120, 150), 120, face_up=0.0))), "its back"
    lifted = _card(CardSprite(ace, (120, 150 + 20), 120, face_up=1.0, lift=20))
    assert not _same(base, lifted), "a lifted card's shadow falls lower"



def _button(**state: object) -> pygame.Surface:
    surface = pygame.Surface((260, 80))
    surface.fill(FELT)
    button = Button("Rút", lambda: None, key_hint="H", rect=pygame.Rect(10, 10, 200, 50))
    for name, value in state.items():
        setattr(button, name, value)
    button.draw(surface, 1.0)
    return surface


def test_a_button_is_drawn_anew_for_its_words_and_its_state() -> None:
    base = _button()
    assert _same(base, _button())
    for change in ({"label": "Dằn"}, {"label": lambda: "Hit"}, {"hover": True}, {"focused": True},
                   {"enabled": False}, {"primary": True}, {"key_hint": "D"}, {"size": 22}):
        assert not _same(base, _button(**change)), change


def _pill(text: str = "Dằn", fill: Color = theme.CREAM, size: int = 16) -> pygame.Surface:
    surface = pygame.Surface((200, 40))
    surface.fill(FELT)
    pill(surface, pygame.Rect(10, 5, 180, 30), text, size, fill=fill)
    return surface


def test_a_seat_tag_is_drawn_anew_for_its_words_colour_and_size() -> None:
    base = _pill()
    assert _same(base, _pill())
    assert not _same(base, _pill("Stand")), "the other language"
    assert not _same(base, _pill("Xì bàng")), "another hand"
    assert not _same(base, _pill(fill=theme.MUTED)), "sitting out"
    assert not _same(base, _pill(size=20))


def test_a_closed_table_lets_go_of_its_backdrop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table's window-sized backdrop goes when the table closes, not when the cycle collector
    gets round to the table (the soak's memory grew by one backdrop per table opened)."""
    from game.ui.screens.quick_setup import open_table
    from game.ui.table.host import TableHost
    from tests.ui_harness import frames, make_app

    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    app = make_app()
    app.open("menu")
    open_table(app, "ba-cay")
    frames(app, 3)
    scene = app.scenes.top
    assert isinstance(scene, TableHost) and scene.frame.backdrop._cached is not None
    scene.close()
    assert scene.frame.backdrop._cached is None


def test_a_table_layout_outlives_a_screen_change_and_follows_the_text_size() -> None:
    """A French table's layout (15 ms to make) is kept when a new screen forgets the last
    one's pictures, and is made for the text size in force: never a large-text layout at
    normal size or the other way round."""
    from game.ui.app import forget_pictures
    from game.ui.table.french.layout import french_layout

    normal = french_layout((1280, 720), 4, 0)
    forget_pictures()
    assert french_layout((1280, 720), 4, 0) is normal, "laid out again after a screen change"
    try:
        theme.set_text_scale(theme.LARGE_TEXT)
        large = french_layout((1280, 720), 4, 0)
        assert large.seats[0].plate != normal.seats[0].plate, "large text, larger plates"
        theme.set_text_scale(1.0)
        assert french_layout((1280, 720), 4, 0) is normal
    finally:
        theme.set_text_scale(1.0)
