"""Shared helpers of the screen tests (``test_ui_screens_*.py``); this module holds no tests.

Every test gets its own data folder and a real :class:`App` on the dummy video driver, and
drives the screens by injected pygame events only: clicks at a field's place, typed text,
keys.  ``drawn_texts`` records every line a form screen draws, so a test can read the screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import pygame
import pytest

from game.i18n import set_language
from game.ui.app import App
from game.ui.screens.form import FormScene
from game.ui.screens.menu import MainMenu
from tests.ui_harness import click, frames, key, make_app

S = TypeVar("S")


def open_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int] = (1280, 720)) -> App:
    """A fresh app with its own data folder, showing the main menu, in Vietnamese."""
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    set_language("vi")
    app = make_app(size)
    app.push(MainMenu(app))
    frames(app, 2)
    return app


def top(app: App, kind: type[S]) -> S:
    scene = app.scenes.top
    assert isinstance(scene, kind), f"expected {kind.__name__}, the top scene is {type(scene).__name__}"
    return scene


def press_control(app: App, name: str) -> None:
    """Click the middle of the field ``name`` of the form on top."""
    click(app, top(app, FormScene).control(name).rect.center)
    frames(app, 2)


def pick_option(app: App, name: str, value: str) -> None:
    """Open the drop-down ``name`` with a click and click the row whose value is ``value``."""
    press_control(app, name)
    control: Any = top(app, FormScene).control(name)
    rows = control.element.current_state.options_selection_list.item_list
    row = next(r for r in rows if r["object_id"] == value or r["text"] == value)
    click(app, row["button_element"].rect.center)
    frames(app, 2)


def type_into(app: App, name: str, text: str) -> None:
    """Click into the text field ``name``, erase what it holds and type ``text``."""
    press_control(app, name)
    control: Any = top(app, FormScene).control(name)
    for _ in range(len(control.element.get_text()) + 2):
        key(app, pygame.K_END)
        key(app, pygame.K_BACKSPACE)
    for ch in text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)


def tab_to(app: App, name: str, limit: int = 200) -> None:
    """Press Tab until the focus ring is on ``name``."""
    scene = top(app, FormScene)
    for _ in range(limit):
        if scene.focus_key == name:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name!r}")


@contextmanager
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Record the text every form screen draws while the block runs (call ``app.draw()``)."""
    seen: list[str] = []
    label, paragraph = FormScene.label, FormScene.paragraph

    def record_label(self: FormScene, surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
        seen.append(text)
        return label(self, surface, text, *args, **kw)

    def record_paragraph(self: FormScene, surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> int:
        seen.append(text)
        return paragraph(self, surface, text, *args, **kw)

    with monkeypatch.context() as m:
        m.setattr(FormScene, "label", record_label)
        m.setattr(FormScene, "paragraph", record_paragraph)
        yield seen


def screen_text(app: App, monkeypatch: pytest.MonkeyPatch) -> str:
    """Everything the form on top draws, as one string."""
    with drawn_texts(monkeypatch) as seen:
        app.draw()
    return "\n".join(seen)
