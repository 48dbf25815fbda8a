"""In English a Tam Cúc piece carries its English name under its Hán character and Vietnamese
name ("Chariot" under 車 Xe), so that a lesson's "Elephant" points at a piece that says so
(issue 40); in Vietnamese the face is the sprite as drawn."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest

from game.engine.pieces import parse_piece
from game.i18n import language, set_language
from game.ui import assets
from game.ui.table.tam_cuc import art


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()
    before = language()
    yield
    set_language(before)


def band(face: pygame.Surface) -> list[tuple[int, int, int, int]]:
    """The pixels of the row where the English name is written, under the Vietnamese name."""
    w, h = face.get_size()
    y = round(h * 200.5 / 260)
    return [tuple(face.get_at((x, y))) for x in range(w)]


@pytest.mark.parametrize("letter", ["R", "e", "K", "p"])
def test_an_english_face_names_the_piece_and_a_vietnamese_one_is_the_sprite(letter: str) -> None:
    piece = parse_piece(letter)
    set_language("vi")
    vi = assets.piece_face(piece, 100)
    set_language("en")
    en = assets.piece_face(piece, 100)
    assert vi.get_size() == en.get_size() == assets.piece_size(100)
    assert band(vi) != band(en), "the English name is drawn"
    assert sum(a != b for a, b in zip(band(vi), band(en))) > 10


def test_the_tables_cached_faces_follow_the_language() -> None:
    """The table caches its veiled, squashed and turned faces: a change of language is a new face."""
    piece = parse_piece("E")
    set_language("vi")
    veiled = {lang: art._veiled(piece, 80, lang) for lang in ("vi", "en")}
    assert band(veiled["vi"]) != band(veiled["en"])
    assert band(art._image(piece, 80, False, "en")) == band(assets.piece_face(piece, 80, "en"))
    assert band(art._image(piece, 80, False, "vi")) == band(assets.piece_face(piece, 80, "vi"))
