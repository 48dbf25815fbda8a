"""The portraits: twelve con giáp with names in both languages, drawn round at any size, and
given to seats so that no two seats share one and no AI seat takes a human's."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.avatars import AVATARS, avatar_name, is_avatar, seat_avatars
from game.i18n import has
from game.ui import assets


def test_twelve_portraits_each_named_in_both_languages() -> None:
    assert len(set(AVATARS)) == 12
    for ident in AVATARS:
        assert has(f"avatar.{ident}")
        assert avatar_name(ident, "vi") != avatar_name(ident, "en")
    assert avatar_name("mao", "vi") == "Mão (mèo)" and avatar_name("mao", "en") == "Cat"


def test_is_avatar_refuses_what_a_file_might_hold() -> None:
    assert is_avatar("ty")
    for bad in ("", "rabbit", None, 3, ["ty"]):
        assert not is_avatar(bad)


@pytest.mark.parametrize("diameter", [40, 56, 80, 128, 200])
def test_avatar_is_a_disc_of_the_asked_diameter(diameter: int) -> None:
    img = assets.avatar("dan", diameter)
    assert img.get_size() == (diameter, diameter)
    assert img.get_at((0, 0)).a == 0 and img.get_at((diameter - 1, diameter - 1)).a == 0
    assert img.get_at((diameter // 2, diameter // 2)).a >= 250  # smoothscale may round 255 down a little
    assert assets.avatar("dan", diameter) is img  # cached


def test_an_unknown_portrait_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="no portrait 'rabbit'"):
        assets.avatar("rabbit", 40)


def test_the_portraits_differ_from_each_other() -> None:
    pictures = {pygame.image.tobytes(assets.avatar(ident, 40), "RGBA") for ident in AVATARS}
    assert len(pictures) == len(AVATARS)


seat_choices = st.lists(st.one_of(st.none(), st.sampled_from(AVATARS), st.just("bogus")), min_size=2, max_size=12)


@given(chosen=seat_choices, seed=st.integers(0, 2**63 - 1))
def test_seats_keep_their_choice_and_others_get_distinct_free_portraits(chosen: list[str | None], seed: int) -> None:
    out = seat_avatars(chosen, seed)
    assert len(out) == len(chosen) and all(is_avatar(a) for a in out)
    humans = {c for c in chosen if c is not None and is_avatar(c)}
    assigned = [a for a, c in zip(out, chosen, strict=True) if not is_avatar(c)]
    for a, c in zip(out, chosen, strict=True):
        if is_avatar(c):
            assert a == c
    assert not humans & set(assigned)  # never a human's portrait
    assert len(set(assigned)) == len(assigned)  # all different
    assert seat_avatars(chosen, seed) == out  # the same table, the same faces


def test_another_table_seed_gives_other_faces() -> None:
    chosen: list[str | None] = ["mao", None, None, None, None]
    looks = {tuple(seat_avatars(chosen, seed)) for seed in range(20)}
    assert len(looks) > 10
