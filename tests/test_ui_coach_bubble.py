"""The coach's bubble never lies on a seat's plate (issue 39: at 960×540 the Tam Cúc
lesson's first note hid Lan's name, the bubble set where it covered least of the table
when no place was clear of all of it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.tutorial import available
from tests.test_learn_tutorial import lesson_at, walk


@pytest.mark.parametrize("key", available())
def test_no_bubble_covers_a_seats_plate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    app, scene, coach = lesson_at(key, "vi", (960, 540))
    seen = []

    def look(i: int) -> None:
        assert coach.bubble is not None
        names = [scene.seat_name(s.index) for s in scene.places.layout.seats if coach.bubble.colliderect(s.plate)]
        assert not names, f"step {i}'s bubble {coach.bubble} lies on the plate of {names}"
        seen.append(i)

    walk(app, coach, look)
    assert seen
