"""The side bets' markers are read where they lie: over the seats, each clear of every plate,
hand and tag, of the middle's trays and of the other markers (issue 29: at 6–12 seats a
"Thách Bạn 30" lay under a neighbour's cards, and a ké and a thách between the same two
seats were drawn at one point, one hiding the other)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.devtools.shots import _stage
from game.ui.table.host import TableHost
from game.ui.table.three_card.marks import ThreeCardMarks
from tests.ui_harness import make_app


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
@pytest.mark.parametrize("seats", [4, 6, 8, 12])
def test_markers_cover_no_seat_no_tray_and_no_other_marker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           size: tuple[int, int], seats: int) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    app = make_app(size)
    _stage(app, "ba-cay", seats)  # the player has backed a seat and been challenged
    scene = app.scenes.top
    assert isinstance(scene, TableHost) and isinstance(scene.painter.marks, ThreeCardMarks)
    app.dirty = True
    app.draw()
    markers = scene.painter.marks.markers
    bets = {frozenset((b.maker, b.target)) for b in scene.shown.side}
    assert len(markers) == len(bets) >= 1, "one marker for each pair of seats with side bets"
    keep = [r for spot in scene.places.lay.french_seats for r in spot.all] + scene.painter.trays
    for i, rect in enumerate(markers):
        assert not [r for r in keep if rect.colliderect(r)], f"marker {i} {rect} covers a seat or a tray"
        assert not [m for m in markers[:i] if rect.colliderect(m)], f"marker {i} {rect} covers another"
