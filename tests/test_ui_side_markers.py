"""The side bets' markers are read where they lie: over the seats, each clear of every plate,
hand and tag, of the middle's trays and of the other markers (issue 29: at 6–12 seats a
"Thách Bạn 30" lay under a neighbour's cards, and a ké and a thách between the same two
seats were drawn at one point, one hiding the other).  Issue 39: no line across the table —
each side bet is a small stack beside each of its two seats, on the side of the other one,
the nearer of the two spots its own (at 12 seats too, issue 39: a left seat's stack found no
such place while it sought it on the side of the table's middle), and under the pointer it
says who bet on whom and how much."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from game.devtools.shots import _stage
from game.i18n import t
from game.ui.table.host import TableHost
from game.ui.table.three_card.marks import ThreeCardMarks
from game.variants.three_card.defs import DECLINED
from tests.ui_harness import make_app


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
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
    marks = scene.painter.marks
    markers = marks.markers
    bets = [b for b in scene.shown.side if b.status != DECLINED]
    assert len(markers) == 2 * len(bets) >= 2, "a stack beside each of the two seats of each side bet"
    lay = scene.places.lay
    keep = [r for spot in lay.french_seats for r in spot.all] + scene.painter.trays
    for i, rect in enumerate(markers):
        assert not [r for r in keep if rect.colliderect(r)], f"marker {i} {rect} covers a seat or a tray"
        assert not [m for m in markers[:i] if rect.colliderect(m)], f"marker {i} {rect} covers another"
    for bet, (at_maker, at_target) in zip(bets, zip(markers[::2], markers[1::2], strict=True), strict=True):
        for seat, rect in ((bet.maker, at_maker), (bet.target, at_target)):
            near = min(lay.french_seats, key=lambda spot: math.dist(spot.chips.center, rect.center))
            assert near.index == seat, f"the stack of {bet} by {seat} lies nearer seat {near.index}'s spot"
        words = t(f"tc.result.side.{bet.kind}", maker=scene.shown.name(bet.maker),
                  target=scene.shown.name(bet.target), amount=bet.amount, banker=scene.shown.name(scene.shown.banker))
        assert [w for r, w in marks.hover if r == at_maker] == [words], "under the pointer: who, whom, how much"
