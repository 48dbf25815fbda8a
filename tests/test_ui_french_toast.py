"""Toasts are drawn right (issue 17 §5): the text sits on the pill's own colour — no opaque
box behind it — however often the same (cached) label is drawn, fading or not; and on a
table they appear in the strip kept free for them."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui import theme
from game.ui.widgets import ToastLayer

FELT = (18, 84, 52)


@pytest.fixture(autouse=True, scope="module")
def display() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()


def draw_once(layer: ToastLayer, size: tuple[int, int] = (960, 540)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(FELT)
    layer.draw(surface)
    return surface


def background_pixels(surface: pygame.Surface, layer: ToastLayer) -> list[tuple[int, int, int]]:
    """The pixels of the text's box that no glyph (nor its shadow) touches."""
    _, pill, label = layer.rects(surface.get_size())[0]
    box = label.get_rect(center=pill.center)
    out = []
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom):
            if label.get_at((x - box.left, y - box.top)).a == 0:
                out.append(tuple(surface.get_at((x, y)))[:3])
    return out


@pytest.mark.parametrize("bad", [True, False])
def test_the_text_background_is_the_pill(bad: bool) -> None:
    layer = ToastLayer()
    layer.show("Chưa đủ tuổi để xét", bad=bad)
    for _ in range(3):  # the cached label is drawn again and again: it must stay see-through
        surface = draw_once(layer)
    _, pill, _ = layer.rects(surface.get_size())[0]
    pill_colour = tuple(surface.get_at((pill.left + pill.height // 2 + 2, pill.centery)))[:3]
    assert pill_colour != FELT and pill_colour != theme.CREAM[:3]
    pixels = background_pixels(surface, layer)
    assert len(pixels) > 100
    assert all(p == pill_colour for p in pixels), "the text has a box of another colour behind it"


def test_a_fading_toast_leaves_the_label_untouched() -> None:
    layer = ToastLayer()
    layer.show("Không đủ tiền", bad=True)
    layer.update(ToastLayer.LIFETIME - 0.2)  # fading out
    draw_once(layer)
    _, _, label = layer.rects((960, 540))[0]
    assert label.get_alpha() in (None, 255) and label.get_flags() & pygame.SRCALPHA
    layer.update(-1.0)  # back to full strength: drawn as before
    surface = draw_once(layer)
    _, pill, _ = layer.rects(surface.get_size())[0]
    pill_colour = tuple(surface.get_at((pill.left + pill.height // 2 + 2, pill.centery)))[:3]
    assert all(p == pill_colour for p in background_pixels(surface, layer))


def test_toasts_stack_in_their_area_newest_first() -> None:
    layer = ToastLayer()
    layer.area = pygame.Rect(300, 200, 400, 120)
    for text in ("một", "hai", "ba"):
        layer.show(text)
    shown = layer.rects((1280, 720))
    assert shown[0][0].message == "ba"
    assert all(layer.area.contains(r) for _, r, _ in shown)


@pytest.mark.parametrize(("size", "seats"), [((1920, 1080), 12), ((1280, 720), 12), ((960, 540), 4),
                                             ((1280, 720), 4)])
def test_a_toast_over_the_result_panel_leaves_its_rows_readable(size: tuple[int, int], seats: int) -> None:
    """A challenge declined as the round ends (at instant speed, with the panel): the toast
    goes to a free band beside the panel, or on its title row — never over a result's row."""
    from game.devtools import shots
    from game.devtools.soak import headless_app
    from game.ui.table.host import TableHost

    with headless_app(size) as app:
        shots._stage(app, "bai-cao", seats)
        scene = app.scenes.top
        assert isinstance(scene, TableHost)
        app.toast("Minh từ chối thách của Lan")
        app.draw()
        cover = scene.painter.results_cover()
        assert cover is not None, "the panel is up"
        head = scene.controls.result_panel.head(scene.places.lay, scene.shown.results)
        assert head is not None
        rows = pygame.Rect(cover.left, head.bottom, cover.width, cover.bottom - head.bottom)
        toasts = [rect for _, rect, _ in app.toasts.rects(size)]
        assert toasts and not any(rect.colliderect(rows) for rect in toasts), (toasts, cover)


def test_a_toast_over_a_dialog_on_the_table_goes_to_the_top_of_the_screen() -> None:
    """The table's strip is for toasts about the table: with its menu on top, a toast is at the
    top of the screen (as with any dialog), and back in the strip once the menu closes."""
    from game.devtools import shots
    from game.devtools.soak import headless_app
    from game.ui.table.host import TableHost

    with headless_app((1280, 720)) as app:
        shots._stage(app, "xi-dach", 4)
        table = app.scenes.top
        assert isinstance(table, TableHost)
        app.toast("Đã lưu")
        app.draw()
        assert app.toasts.area == table.places.lay.toasts
        escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        app.dispatch(escape)
        app.draw()
        assert app.scenes.top is not table and app.toasts.area is None
        app.dispatch(escape)
        app.draw()
        assert app.scenes.top is table and app.toasts.area == table.places.lay.toasts
