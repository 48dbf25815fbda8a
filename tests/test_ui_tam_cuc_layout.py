"""The Tam Cúc table's geometry, resizing and the benchmark's set-up.

The geometry test is the "nothing overlaps" check of the screenshots, made exact: at
960×540 and 1280×720, for 2, 3 and 4 seats, every seat's plate, full hand, trick row, won
corner, the discard, the status line and the log stay on the mat and clear of each other.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.devtools.bench_ui import mid_trick_table
from game.ui.assets import PIECE_RATIO
from game.ui.table.host import TableHost
from game.ui.table.layout import table_layout
from game.ui.table.tam_cuc.geometry import SeatGeo, Sizes, TamCucGeometry, tam_cuc_geometry
from tests.test_ui_tam_cuc import KET_HANDS, check_picture, open_table, select, waiting_human
from tests.ui_harness import make_app, settle

HAND = {2: 16, 3: 10, 4: 8}
SIZES = [(960, 540), (1280, 720), (1600, 900)]


def geometry(size: tuple[int, int], n: int, bottom: int = 0) -> TamCucGeometry:
    return tam_cuc_geometry(table_layout(size, n, bottom, piece_ratio=PIECE_RATIO), n, bottom, HAND[n])


def piece_rect(center: tuple[float, float], width: int, sizes: Sizes, lift: float = 0) -> pygame.Rect:
    r = pygame.Rect(0, 0, width, sizes.h(width))
    r.center = (round(center[0]), round(center[1] - lift))
    return r


def areas(geo: TamCucGeometry, spot: SeatGeo) -> dict[str, pygame.Rect]:
    s = geo.sizes
    n = HAND[len(geo.seats)]
    rise = 16 * geo.scale if spot.side == "bottom" else 0
    hand = [piece_rect(spot.hand_slot(i, n, n // 2), spot.hand_w, s) for i in range(n)]
    hand_area = hand[0].unionall(hand[1:])
    hand_area.top -= round(rise)
    hand_area.height += round(rise)
    won = piece_rect(spot.pile, s.mini, s).unionall([piece_rect(spot.shown_slot(i, 5, s), s.shown, s)
                                                      for i in range(5)])
    return {"plate": spot.plate, "hand": hand_area, "trick": spot.trick_rect(3, s), "won": won}


@pytest.mark.parametrize(("size", "n"), list(itertools.product(SIZES, (2, 3, 4))))
def test_nothing_overlaps_and_everything_is_on_the_mat(size: tuple[int, int], n: int) -> None:
    geo = geometry(size, n)
    layout = table_layout(size, n, 0, piece_ratio=PIECE_RATIO)
    mat = layout.felt.inflate(-2 * geo.sizes.band, -2 * geo.sizes.band)
    named: list[tuple[str, pygame.Rect]] = []
    for spot in geo.seats:
        named += [(f"seat {spot.seat} {k}", r) for k, r in areas(geo, spot).items()]
        assert mat.contains(spot.trick_rect(5, geo.sizes)), f"seat {spot.seat}'s row of five leaves the mat"
    status = pygame.Rect(0, 0, round(560 * geo.scale), round(30 * geo.scale))
    status.center = geo.middle
    log = geo.log.copy()
    log.height = round(7 * (15 * geo.scale + 6) + 16)  # the base draws seven lines at most
    named += [("discard", geo.rac_rect()), ("status", status), ("log", log), ("hints", geo.hint_area(4))]
    for name, r in named:
        assert mat.contains(r), f"{name} {r} leaves the mat {mat}"
    own_row = {"hints", "seat 0 trick"}  # the hints are written over the viewer's own (then empty) row
    for (a, ra), (b, rb) in itertools.combinations(named, 2):
        assert {a, b} == own_row or not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_seats_go_round_counter_clockwise_from_the_viewer(n: int) -> None:
    geo = geometry((1280, 720), n, bottom=1)
    sides = [geo.seat((1 + k) % n).side for k in range(n)]
    assert sides == {2: ["bottom", "top"], 3: ["bottom", "right", "left"],
                     4: ["bottom", "right", "top", "left"]}[n]


def test_the_viewers_pieces_are_the_readable_ones() -> None:
    geo = geometry((1280, 720), 4)
    s = geo.sizes
    assert s.hand >= 56 and s.h(s.hand) >= 140  # UX.md: the human's hand readable
    assert s.back < s.trick < s.hand
    two = geometry((960, 540), 2)  # sixteen pieces: overlapping the frame only, never the character
    assert two.seat(0).hand_step >= two.sizes.hand * 0.8


def test_resizing_mid_trick_keeps_the_picture() -> None:
    app, scene, _ = open_table(4, hands=KET_HANDS, cai=0)
    settle(app, lambda: waiting_human(app, scene))
    select(app, scene, "E E")
    app.resize_window((960, 540))
    app.frame(1 / 60)
    assert scene.places.geo.size == (960, 540)
    assert [str(p) for p in scene.controls.selection.pieces()] == ["E", "E"]  # the selection survives
    check_picture(scene)
    app.resize_window((1280, 720))
    app.frame(1 / 60)
    check_picture(scene)


def test_the_first_deal_is_animated_not_skipped() -> None:
    """Opening a table pushes it and sizes it: the bắt cái and the deal must still play."""
    app, scene, _ = open_table(4, seed=2, speed=1.0)
    assert scene.animator.busy and scene.places.mat.dealing is False
    app.step(0.5)
    assert scene.animator.busy


def test_the_benchmark_setup_is_mid_trick_and_deterministic() -> None:
    app = make_app(speed=1.0)
    logs = []
    for _ in range(2):
        scene = mid_trick_table(app)
        assert isinstance(app.scenes.top, TableHost)
        assert scene.match.n_seats == 4 and scene.animator.busy
        state = scene.match.current
        assert state is not None and state.view(None).trick_no == 2
        logs.append(list(state.log))
        app.step(0.3)
        assert any(scene.places.mat.trick.values()) or scene.places.mat.flying  # pieces on the move
        for _ in range(200):
            if not scene.animator.busy:
                break
            app.step(0.1)
        assert not scene.animator.busy
        check_picture(scene)
        scene.close()
    assert logs[0] == logs[1]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_drag_hint_over_the_discard_stays_on_the_mat(n: int) -> None:
    """At 960×540 with three seats the discard lies near the mat's right edge, and the hint
    above it ("Kéo quân úp vào đây để chui") ran off the window; the pill is kept inside."""
    from game.ui.table.tam_cuc.art import pill

    pygame.init()
    geo = geometry((960, 540), n)
    mat = table_layout((960, 540), n, 0, piece_ratio=PIECE_RATIO).felt.inflate(
        -2 * geo.sizes.band, -2 * geo.sizes.band)
    surface = pygame.Surface((960, 540))
    target = geo.rac_rect()
    size = round(14 * geo.scale)
    hint = "Kéo quân úp vào đây để chui"
    at = (target.centerx, target.top - size)
    assert mat.contains(pill(surface, hint, size, at, within=mat))
    if n == 3:  # the case seen: centred over the discard, the pill ran past the mat's edge
        assert not mat.contains(pill(surface, hint, size, at))


@pytest.mark.parametrize(("size", "n"), [((960, 540), 4), ((1280, 720), 4), ((960, 540), 3), ((1280, 720), 2)])
def test_a_toast_on_the_mat_covers_no_plate_and_no_hint(size: tuple[int, int], n: int) -> None:
    """A toast ("Chọn quân để ra.") stands just above the hints over the viewer's trick row:
    at the top of the screen, where the app puts toasts, it lay on the plate across the mat."""
    app, scene, _ = open_table(n, size=size)
    settle(app, lambda: waiting_human(app, scene))
    area = scene.painter.toast_area(app.toasts.pill_height(size))
    assert area is not None
    geo = scene.places.geo
    assert area.collidelist([g.plate for g in geo.seats]) < 0
    assert not area.colliderect(geo.hint_area(max(1, len(scene.painter.hint_lines()))))
