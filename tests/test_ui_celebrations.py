"""Moments worth a cheer and the chips' flights (issue 29): every celebrated moment has its
show; a show lasts at most 1.5 s at 1×, half that at 2×, nothing at instant speed (a banner
then), and a click or a key ends it; every chip flight ends on a spot — a plate, a betting
spot, the pot or the fee tray, drawn while the chips fly to it — never on bare felt."""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest

from game.catalog import VARIANTS
from game.engine.cards import parse_card
from game.engine.ledger import FEE_SINK, POT
from game.match.match import Match, Seat
from game.shown.story import CELEBRATED
from game.ui import celebrate
from game.ui.table.beats import CHEERS
from game.ui.table.french import painter as french_painter
from game.ui.table.host import TableHost
from tests.ui_harness import make_app

XI_BANG = "9C 7D | AS AH | 10S 7H | 5C 6C"  # seat 1 is dealt two aces


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))


def test_every_celebrated_moment_has_a_show() -> None:
    assert set(CHEERS) == set(CELEBRATED)
    assert set(CHEERS.values()) <= set(celebrate.KINDS)


def xi_bang_table(speed: float) -> TableHost:
    app = make_app(speed=speed)
    match = Match(VARIANTS["xi-dach"], [Seat(f"AI {i}", "normal") for i in range(4)], balances=[5000] * 4,
                  seed=4, banker=0, script=XI_BANG)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    return scene


def until_celebrating(scene: TableHost, limit: int = 3000) -> celebrate.Celebration:
    for _ in range(limit):
        scene.app.frame(1 / 60)
        if scene.picture.celebration is not None:
            return scene.picture.celebration
    raise AssertionError("no celebration")


@pytest.mark.parametrize(("speed", "longest"), [(1.0, 1.5), (2.0, 0.75)])
def test_a_show_is_bounded_in_time(speed: float, longest: float) -> None:
    scene = xi_bang_table(speed)
    show = until_celebrating(scene)
    assert show.kind == "xi_bang" and 0 < show.duration <= longest
    frames = 0
    while scene.picture.celebration is not None:
        scene.app.frame(1 / 60)
        frames += 1
    assert frames <= math.ceil(longest * 60) + 1


def test_at_instant_speed_a_banner_says_it_instead() -> None:
    scene = xi_bang_table(0.0)
    for _ in range(600):
        scene.app.frame(1 / 60)
        assert scene.picture.celebration is None
        if scene.results is not None:
            break
    assert any("Xì bàng" in line or "xì bàng" in line.lower() for line in scene.shown.log)


@pytest.mark.parametrize("event", [
    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=1),
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z"),
])
def test_a_click_or_a_key_ends_the_show(event: pygame.event.Event) -> None:
    scene = xi_bang_table(1.0)
    show = until_celebrating(scene)
    scene.app.dispatch(event)
    scene.app.frame(1 / 60)
    assert not show.running and scene.picture.celebration is None


def spots(scene: TableHost) -> list[tuple[float, float]]:
    lay = scene.places.lay
    out: list[tuple[float, float]] = [lay.pot, lay.fee_sink]
    for spot in lay.french_seats:
        out += [spot.plate.center, spot.ring.center, spot.bet_spot]
    return out


@pytest.mark.parametrize(("key", "mode", "banker"), [("bai-cao", "cao-rua", None), ("ba-cay", "chuong", 1),
                                                     ("xi-dach", None, 0)])
def test_every_chip_flight_ends_on_a_spot(key: str, mode: str | None, banker: int | None,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(speed=2.0)
    variant = VARIANTS[key]
    match = Match(variant, [Seat(f"AI {i}", "normal") for i in range(5)], balances=[3000] * 5, seed=11,
                  mode=mode or variant.default_mode, banker=banker)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    trays: list[tuple[int, int]] = []
    real = french_painter.tray
    monkeypatch.setattr(french_painter, "tray", lambda surface, centre, *a, **kw: (trays.append(centre),
                                                                                   real(surface, centre, *a, **kw))[1])
    flying: dict[int, object] = {}
    landed = 0
    for _ in range(20_000):
        trays.clear()
        app.frame(1 / 60)
        app.draw()
        now = {id(f): f for f in scene.picture.flights}
        for fid, flight in flying.items():
            if fid not in now:  # it landed: where its path ended
                pos = flight.pos  # type: ignore[attr-defined]
                assert min(math.dist(pos, s) for s in spots(scene)) <= 2, f"chips came down on bare felt at {pos}"
                landed += 1
        for flight in scene.picture.flights:
            if flight.visible and flight.dest in (POT, FEE_SINK):
                target = scene.places.lay.pot if flight.dest == POT else scene.places.lay.fee_sink
                assert target in trays, "chips fly to a tray that is not drawn"
        flying = now
        if scene.results is not None and not scene.animator.busy and not scene.picture.flights:
            break
    assert landed >= 4


def test_the_celebrated_hand_is_fanned_face_up_and_a_closed_one_never() -> None:
    """"AI 1: Xì bàng!" fans the two aces over the banner (the show once fanned card backs);
    a hand the viewer has not seen stays backs (the show never shows a face early)."""
    scene = xi_bang_table(1.0)
    show = until_celebrating(scene)
    faces = scene.motion.stage.celebrated_faces(1)
    assert len(faces) == 2 and len(show.cards) == 2
    width = faces[0].get_width()
    aces = [celebrate.assets.card_face(parse_card(c), width) for c in ("AS", "AH")]
    assert [pygame.image.tobytes(f, "RGBA") for f in faces] == [pygame.image.tobytes(a, "RGBA") for a in aces]
    closed = [s for s in range(4) if scene.shown.seats[s].cards and not all(c.seen for c in scene.shown.seats[s].cards)]
    assert closed, "some hand is still closed while xì bàng is celebrated"
    assert all(scene.motion.stage.celebrated_faces(s) == [] for s in closed)


def test_the_xi_bang_show_keeps_off_the_hand_it_names() -> None:
    """The show over "AI 1: Xì bàng!" covers neither the two aces nor AI 1's plate (it once
    stood at the table's centre, whatever lay there)."""
    scene = xi_bang_table(1.0)
    show = until_celebrating(scene)
    lay = scene.places.layout
    named = [lay.seat(1).plate, *(sp.rect(celebrate.assets.CARD_RATIO) for sp in scene.picture.hands[1])]
    assert show.extent().collidelist(named) < 0


@pytest.mark.parametrize(("game", "seats", "size"), [
    ("ba-cay", 12, (960, 540)), ("ba-cay", 12, (1920, 1080)), ("bai-cao", 4, (960, 540)), ("xi-dach", 6, (1280, 720)),
])
def test_every_seat_s_moment_is_shown_off_its_cards_and_plate(game: str, seats: int, size: tuple[int, int]) -> None:
    """For each seat in turn, its hand's celebration (10 át cụ's, with a fan of cards) stands
    where it covers none of that seat's cards nor its plate, and stays on the felt."""
    app = make_app(size, speed=1.0)
    variant = VARIANTS[game]
    mode = variant.table_modes[0]
    banker = 0 if variant.has_banker(variant.round_modes(mode)[0]) else None
    match = Match(variant, [Seat(f"AI {i}", "easy") for i in range(seats)], balances=[5000] * seats, seed=2,
                  mode=mode, banker=banker)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    for _ in range(6000):  # until every hand is dealt
        app.frame(1 / 30)
        if all(len(h) >= 2 for h in scene.picture.hands.values()) and not scene.show.director.busy:
            break
    lay = scene.places.layout
    for seat in range(seats):
        assert scene.motion.stage.celebrate("xi_dach", "Xì dách!", seat)
        show = scene.picture.celebration
        assert show is not None
        named = [lay.seat(seat).plate, *(sp.rect(celebrate.assets.CARD_RATIO) for sp in scene.picture.hands[seat])]
        area = show.extent()
        assert area.collidelist(named) < 0, f"seat {seat}'s show covers its hand or plate"
        assert lay.felt.contains(area)
    scene.close()
