"""The frame that repaints only what changed (game/ui/canvas.py) ends every frame with the same
pixels as a frame drawn whole: for random frames of blits, fills and shapes, and for every
frame of real rounds of each game — animated, with a human squeezing cards, a celebration, a
dialog opened over the table and closed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.catalog import VARIANTS
from game.match.match import Match, Seat
from game.ui import pen
from game.ui.app import App
from game.ui.canvas import Canvas
from game.ui.table.host import TableHost
from tests.ui_harness import FrameCheck, make_app, settle

SIZE = (96, 64)


@pytest.fixture(scope="module", autouse=True)
def display() -> None:
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))


def _images() -> list[pygame.Surface]:
    """A few images to draw: opaque, see-through, with per-pixel alpha."""
    solid = pygame.Surface((12, 9))
    solid.fill((200, 40, 40))
    glass = pygame.Surface((20, 14), pygame.SRCALPHA)
    glass.fill((40, 200, 90, 120))
    pen.circle(glass, (250, 250, 250, 255), (10, 7), 5)
    wide = pygame.Surface((40, 6))
    wide.fill((20, 20, 220))
    return [solid, glass, wide]


IMAGES = _images()
BACKDROP = pygame.Surface(SIZE)
BACKDROP.fill((10, 90, 40))

coords = st.tuples(st.integers(-20, SIZE[0] + 5), st.integers(-20, SIZE[1] + 5))
blit_op = st.tuples(st.just("blit"), st.integers(0, len(IMAGES) - 1), coords, st.sampled_from([None, 90, 255]))
fill_op = st.tuples(st.just("fill"), st.tuples(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255)),
                    st.tuples(coords, st.integers(1, 30), st.integers(1, 30)))
shape_op = st.tuples(st.sampled_from(["rect", "line", "circle", "polygon"]), coords, st.integers(1, 25),
                     st.integers(0, 3))
frame_ops = st.lists(st.one_of(blit_op, fill_op, shape_op), max_size=10)


def draw_frame(surface: pygame.Surface, ops: list[tuple]) -> None:
    """A frame as a scene draws one: the backdrop, then ``ops``."""
    surface.blit(BACKDROP, (0, 0))
    for op in ops:
        if op[0] == "blit":
            img = IMAGES[op[1]]
            img.set_alpha(op[3])
            surface.blit(img, op[2])
        elif op[0] == "fill":
            (x, y), w, h = op[2]
            surface.fill(op[1], (x, y, w, h))
        else:
            kind, (x, y), size, width = op
            colour = (250, 200, 60)
            if kind == "rect":
                pen.rect(surface, colour, (x, y, size, size // 2 + 1), width, border_radius=width)
            elif kind == "line":
                pen.line(surface, colour, (x, y), (x + size, y + size // 3), width + 1)
            elif kind == "circle":
                pen.circle(surface, colour, (x, y), size // 2 + 1, width)
            else:
                pen.polygon(surface, colour, [(x, y), (x + size, y + 3), (x + size // 2, y + size)], width)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@given(st.lists(frame_ops, min_size=2, max_size=5))
def test_each_frame_equals_the_frame_drawn_whole(frames: list[list[tuple]]) -> None:
    canvas, screen, whole = Canvas(SIZE), pygame.Surface(SIZE), pygame.Surface(SIZE)
    for ops in frames:
        canvas.paint(lambda c, ops=ops: draw_frame(c, ops), screen)
        draw_frame(whole, ops)
        assert pixels(screen) == pixels(whole)


def test_only_what_changed_is_repainted() -> None:
    canvas, screen = Canvas(SIZE), pygame.Surface(SIZE)
    card = IMAGES[0]
    card.set_alpha(None)
    first = canvas.paint(lambda c: draw_frame(c, [("blit", 0, (5, 5), None)]), screen)
    assert first == [pygame.Rect((0, 0), SIZE)], "the first frame is painted whole"
    assert canvas.paint(lambda c: draw_frame(c, [("blit", 0, (5, 5), None)]), screen) == [], "nothing changed"
    moved = canvas.paint(lambda c: draw_frame(c, [("blit", 0, (60, 40), None)]), screen)
    assert len(moved) == 2 and moved[0].contains((4, 4, 14, 11)) and moved[1].contains((59, 39, 14, 11))
    assert sum(r.width * r.height for r in moved) < SIZE[0] * SIZE[1] / 4
    faded = canvas.paint(lambda c: draw_frame(c, [("blit", 0, (60, 40), 90)]), screen)
    assert faded and all(r.colliderect((60, 40, 12, 9)) for r in faded), "a new alpha is a change"
    canvas.forget()
    assert canvas.paint(lambda c: draw_frame(c, [("blit", 0, (60, 40), 90)]), screen) == [pygame.Rect((0, 0), SIZE)]


def test_a_rect_moved_after_it_was_drawn_is_painted_where_it_was_drawn() -> None:
    canvas, screen, whole = Canvas(SIZE), pygame.Surface(SIZE), pygame.Surface(SIZE)

    def draw(surface: pygame.Surface) -> None:
        surface.blit(BACKDROP, (0, 0))
        r = pygame.Rect(10, 10, 20, 10)
        pen.rect(surface, (255, 255, 255), r)
        surface.blit(IMAGES[0], r)
        r.move_ip(30, 30)  # a painter reusing its rect

    for _ in range(2):
        canvas.paint(draw, screen)
        draw(whole)
        assert pixels(screen) == pixels(whole)


# --- real tables -----------------------------------------------------------------------------


@pytest.fixture
def checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., tuple[App, FrameCheck]]]:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    apps: list[App] = []

    def make(size: tuple[int, int] = (960, 540), speed: float = 1.0) -> tuple[App, FrameCheck]:
        app = make_app(size, speed=speed)
        checker = FrameCheck(app)
        draw = app.draw

        def checked_draw() -> None:
            draw()
            checker.check()

        monkeypatch.setattr(app, "draw", checked_draw)
        apps.append(app)
        return app, checker

    yield make
    for app in apps:
        for scene in app.scenes:
            if isinstance(scene, TableHost):
                scene.close()
        app.quit()


@pytest.mark.parametrize(("key", "n", "kw"), [
    ("ba-cay", 5, {"mode": "chuong", "banker": 0}),
    ("bai-cao", 4, {}),
    ("xi-dach", 6, {"banker": 0, "script": "9C 7D | AS AH | 10S 7H | 5C 6C | KD 4S | 8H 8D"}),
    ("tam-cuc", 4, {}),
])
def test_an_animated_round_of_each_game_is_painted_as_if_whole(checked: Callable[..., tuple[App, FrameCheck]],
                                                               key: str, n: int, kw: dict) -> None:
    app, checker = checked(speed=2.0)
    match = Match(VARIANTS[key], [Seat(f"AI {i}", "normal") for i in range(n)], balances=[1000] * n, seed=7, **kw)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.results is not None or (scene.shown.over and not scene.show.director.busy),
           dt=1 / 60)
    assert checker.retained > 60, "the round was animated frame by frame"


def test_a_squeeze_a_dialog_and_a_window_resize_are_painted_as_if_whole(
        checked: Callable[..., tuple[App, FrameCheck]]) -> None:
    from tests.test_ui_french_table import test_ba_cay_bet_squeeze_and_show

    app, checker = checked(size=(1280, 720), speed=0.0)
    test_ba_cay_bet_squeeze_and_show(app)  # bets by chips, squeezes a card by its corner, two rounds
    assert checker.retained > 20
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)  # the table's menu over the table: drawn whole
    assert checker.full > 0
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    for _ in range(5):
        app.frame(1 / 60)
    app.resize_window((1024, 600))
    for _ in range(5):
        app.frame(1 / 60)
    assert app.scenes.top is not None and app.scenes.top.retained


def test_the_tables_draw_shapes_through_the_pen() -> None:
    """``pygame.draw`` on the canvas would draw outside the record, and the frame would miss it
    (the screens on pygame-gui are drawn whole and may use it)."""
    root = Path(__file__).resolve().parents[1] / "game" / "ui"
    offenders = [str(path.relative_to(root)) for path in root.rglob("*.py")
                 if path.name != "pen.py" and "screens" not in path.parts
                 and ("pygame.draw." in path.read_text(encoding="utf-8")
                      or ".render_to(" in path.read_text(encoding="utf-8"))]
    assert offenders == []
