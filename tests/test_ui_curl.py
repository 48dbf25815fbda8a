"""Nặn bài's curl: drawn only on the card, the back alone at peel 0, the whole face at peel 1,
the face growing from the grabbed corner as the peel goes on, from every corner."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.cards import parse_card
from game.ui import assets
from game.ui.curl import CORNERS, Corner, curl_image, peel_toward


def card(width: int = 80) -> tuple[pygame.Surface, pygame.Surface]:
    return assets.card_face(parse_card("9H"), width), assets.card_back("red", width)


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def close(a: pygame.Color, b: pygame.Color) -> bool:
    """Equal but for rounding (the scaled cards are 253/255 opaque, so a face laid over the
    back blends in a trace of it)."""
    return all(abs(x - y) <= 4 for x, y in zip(a[:3], b[:3], strict=True))


def face_pixels(img: pygame.Surface, face: pygame.Surface, back: pygame.Surface) -> int:
    """How many pixels show the face where face and back differ."""
    w, h = img.get_size()
    return sum(
        1
        for y in range(0, h, 2)
        for x in range(0, w, 2)
        if not close(face.get_at((x, y)), back.get_at((x, y))) and close(img.get_at((x, y)), face.get_at((x, y)))
    )


@pytest.mark.parametrize("corner", CORNERS)
@pytest.mark.parametrize("peel", [0.05, 0.3, 0.5, 0.8, 0.99])
def test_draws_nothing_outside_the_card(corner: Corner, peel: float) -> None:
    """The flap and its shadows stay inside the card's rounded shape: where the back is
    transparent (its rounded corners), so is the peeled card."""
    face, back = card(120)
    img = curl_image(face, back, corner, peel)
    assert img.get_size() == back.get_size()
    w, h = back.get_size()
    outside = [(x, y) for y in range(h) for x in range(w) if back.get_at((x, y)).a == 0]
    assert outside, "the card has rounded corners"
    assert all(img.get_at(p).a == 0 for p in outside)
    assert img.get_at((w // 2, h // 2)).a > 250  # (the scaled card itself is 253/255 opaque)


@pytest.mark.parametrize("corner", CORNERS)
def test_peel_0_is_the_back_and_peel_1_the_whole_face(corner: Corner) -> None:
    face, back = card()
    assert same(curl_image(face, back, corner, 0.0), back)
    assert same(curl_image(face, back, corner, -0.5), back)
    assert same(curl_image(face, back, corner, 1.0), face)
    assert same(curl_image(face, back, corner, 1.5), face)


@pytest.mark.parametrize("corner", CORNERS)
def test_the_face_shows_first_at_the_grabbed_corner(corner: Corner) -> None:
    face, back = card(160)
    img = curl_image(face, back, corner, 0.15)
    w, h = img.get_size()
    near = (w - 12 if corner[0] > 0 else 11, h - 12 if corner[1] > 0 else 11)
    far = (w - 1 - near[0], h - 1 - near[1])
    assert close(img.get_at(near), face.get_at(near)) and not close(img.get_at(near), back.get_at(near))
    assert img.get_at(far) == back.get_at(far)
    # the corners of the card stay transparent (its rounded shape)
    assert img.get_at((0, 0)).a == 0 and img.get_at((w - 1, h - 1)).a == 0


@pytest.mark.parametrize("corner", CORNERS)
def test_the_face_grows_as_the_curl_passes(corner: Corner) -> None:
    face, back = card()
    shown = [face_pixels(curl_image(face, back, corner, p / 10), face, back) for p in range(11)]
    assert shown[0] == 0
    assert all(a < b for a, b in pairwise(shown))


def test_the_curl_is_not_a_straight_fold() -> None:
    """Between the face and the back lies a shaded, lifted flap: pixels that are neither."""
    face, back = card(160)
    img = curl_image(face, back, (1, 1), 0.3)
    w, h = img.get_size()
    neither = sum(
        1
        for y in range(0, h, 2)
        for x in range(0, w, 2)
        if not close(img.get_at((x, y)), face.get_at((x, y))) and not close(img.get_at((x, y)), back.get_at((x, y)))
    )
    assert neither > 0.05 * (w // 2) * (h // 2)


def test_every_corner_peels_differently() -> None:
    face, back = card()
    pictures = {pygame.image.tobytes(curl_image(face, back, c, 0.3), "RGBA") for c in CORNERS}
    assert len(pictures) == 4


@given(corner=st.sampled_from(CORNERS), a=st.floats(-50, 300), b=st.floats(-50, 300))
def test_a_pointer_further_along_peels_further(corner: Corner, a: float, b: float) -> None:
    rect = pygame.Rect(10, 20, 80, 112)
    (sx, sy) = corner
    grabbed = (rect.right if sx > 0 else rect.left, rect.bottom if sy > 0 else rect.top)
    toward = (-sx * 80 / 137.6, -sy * 112 / 137.6)
    pa, pb = (peel_toward(rect, corner, (grabbed[0] + toward[0] * d, grabbed[1] + toward[1] * d)) for d in (a, b))
    assert 0.0 <= pa <= 1.0 and 0.0 <= pb <= 1.0
    if a <= b:
        assert pa <= pb + 1e-6
    if a <= 0:
        assert pa == 0.0
    if a >= 2 * 137.6:
        assert pa > 0.99
