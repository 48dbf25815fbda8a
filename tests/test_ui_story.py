"""The story of every deal (issue 31): every table's log scrolls back through the deal with
the wheel, and Shift+L (or a click on the log) opens the whole story over the table, to
scroll and close; while it is open the table takes no key."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.catalog import VARIANTS
from game.i18n import t
from game.match.match import Match, Seat
from game.ui.table.bars import log_rows
from game.ui.table.host import TableHost
from tests.ui_harness import make_app


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))


def played(key: str, rounds: int) -> TableHost:
    """An all-AI table of ``key`` that has played ``rounds`` rounds (the log long enough to scroll)."""
    app = make_app(size=(1280, 720))
    variant = VARIANTS[key]
    seats = [Seat(f"AI {i}", "normal") for i in range(4)]
    match = Match(variant, seats, balances=[5000] * 4, seed=3,
                  banker=0 if variant.has_banker(variant.default_mode) and key != "tam-cuc" else None)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    for _ in range(20_000):
        app.frame(1 / 60)
        if scene.results is not None and scene.at_rest():
            if match.round_no >= rounds:
                break
            scene.new_round()
    app.draw()
    return scene


def wheel(scene: TableHost, y: int, over: pygame.Rect, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: over.center)
    scene.app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    scene.app.draw()


@pytest.mark.parametrize("key", ["ba-cay", "tam-cuc"])
def test_the_log_box_scrolls_back_through_the_deal(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = played(key, 2)
    box = scene.frame.log_rect
    assert box is not None
    wheel(scene, 2, box, monkeypatch)
    assert scene.frame.log_scroll.rows > 0, "the wheel over the log goes back"
    wheel(scene, -100, box, monkeypatch)
    assert scene.frame.log_scroll.rows == 0, "and forward again, never past the newest row"


@pytest.mark.parametrize("key", ["ba-cay", "xi-dach", "tam-cuc"])
def test_shift_l_opens_the_whole_story_to_read_and_close(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = played(key, 2)
    app = scene.app
    shown: list[str] = []
    real = log_rows

    def spy(log: list[str], size: int, width: int, rows: int, scroll: int = 0) -> list[str]:
        out = real(log, size, width, rows, scroll)
        if rows < 10**9:
            shown.extend(out)
        return out

    monkeypatch.setattr("game.ui.table.story_view.log_rows", spy)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=pygame.KMOD_LSHIFT, unicode="L"))
    assert scene.frame.story.open
    app.draw()
    for _ in range(60):  # back to the start of the table's story
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode=""))
    app.draw()
    assert t("ui.log.round", n=1) in shown, "the first round's heading is there to read"
    rounds = scene.match.round_no
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert scene.match.round_no == rounds and scene.frame.story.open, "while it is open the table takes no key"
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert not scene.frame.story.open and app.scenes.top is scene, "Esc closes the story, not the table"


def test_a_click_on_the_log_opens_the_story_and_a_click_outside_closes_it() -> None:
    scene = played("bai-cao", 1)
    box = scene.frame.log_rect
    assert box is not None
    scene.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box.center, button=1))
    assert scene.frame.story.open
    scene.app.draw()
    outside = (scene.frame.story.rect.left - 5, scene.frame.story.rect.centery)
    scene.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=outside, button=1))
    assert not scene.frame.story.open
