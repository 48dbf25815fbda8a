"""The fields a form screen builds (:class:`~game.ui.screens.form.FormScene`): pygame-gui
buttons, check boxes, drop-downs, text entries and sliders, and fields we draw ourselves —
each added to the screen's focus order, with what a click on it says while it is disabled."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UICheckBox, UIHorizontalSlider, UITextEntryLine

from game.catalog import games
from game.persist.profiles import NAME_MAX
from game.ui import theme
from game.ui.screens.controls import Button, Check, Control, Drawn, DropDown, Entry, Slider


class FormFields:
    """A form's fields: the screen sets these in its ``__init__`` and ``resize``."""

    manager: pygame_gui.UIManager | None
    controls: list[Control]
    frame: pygame.Rect  # the form's panel
    scale: float

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def tx(self, value: float) -> int:
        """``px`` for a size that holds text: it grows with large text too."""
        return round(value * self.scale * theme.text_scale())

    def add(self, control: Control, why: str = "") -> Control:
        """A field in the focus order; ``why``: what a click on it says while it is disabled."""
        control.why = why
        self.controls.append(control)
        return control

    def button(self, key: str, rect: pygame.Rect, text: str, on_click: Callable[[], object], *,
               selected: bool = False, why_not: str | None = None, small: bool = False) -> Button:
        """A button; ``why_not``: it is disabled, and this says why."""
        element: Any = UIButton(rect, text, self.gui, object_id=ObjectID(class_id="@small") if small else None)
        if selected:
            element.select()
        if why_not is not None:
            element.disable()
        control = Button(key, element, on_click)
        self.add(control, why_not or "")
        return control

    def check(self, key: str, rect: pygame.Rect, text: str, value: bool, on_change: Callable[[bool], object],
              *, why_not: str | None = None) -> Check:
        element: Any = UICheckBox(rect, text, self.gui, initial_state=value)
        if why_not is not None:
            element.disable()
        control = Check(key, element, on_change)
        self.add(control, why_not or "")
        return control

    def dropdown(self, key: str, rect: pygame.Rect, options: Sequence[tuple[str, str]], value: str,
                 on_change: Callable[[str], object], *, why_not: str | None = None, small: bool = False
                 ) -> DropDown:
        # The list opens where there is more room inside the form's panel, and scrolls if even
        # that is too little: it never runs past the panel (nor the window).
        below, above = self.frame.bottom - rect.bottom - self.px(8), rect.top - self.frame.top - self.px(8)
        up = above > below and len(options) * rect.height > below
        parts = [name for name, on in (("small", small), ("up", up)) if on]
        control = DropDown(key, self.gui, rect, options, value, on_change, style="@" + "_".join(parts) if parts else "",
                           enabled=why_not is None, room=max(rect.height, above if up else below))
        self.add(control, why_not or "")
        return control

    def entry(self, key: str, rect: pygame.Rect, text: str, on_change: Callable[[str], object], *,
              digits: bool = False, limit: int = NAME_MAX, placeholder: str = "") -> Entry:
        element: Any = UITextEntryLine(rect, self.gui, initial_text=text, placeholder_text=placeholder or None)
        element.set_text_length_limit(limit)
        if digits:
            element.set_allowed_characters("numbers")
        control = Entry(key, element, on_change)
        self.add(control)
        return control

    def slider(self, key: str, rect: pygame.Rect, value: int, on_change: Callable[[int], object]) -> Slider:
        element: Any = UIHorizontalSlider(rect, value, (0, 100), self.gui, click_increment=Slider.STEP)
        control = Slider(key, element, on_change)
        self.add(control)
        return control

    def game_tabs(self, current: str, on_pick: Callable[[str], object]) -> None:
        """The games as buttons at the top right, the current one lit (narrower if many)."""
        shown = games()
        h, gap = self.px(40), self.px(8)
        w = min(self.px(150), (self.frame.width - self.px(360)) // len(shown) - gap)
        x = self.frame.right - self.px(28) - len(shown) * w - (len(shown) - 1) * gap
        for i, g in enumerate(shown):
            self.button(f"game.{g.key}", pygame.Rect(x + i * (w + gap), self.frame.top + self.px(18), w, h),
                        g.variant.title, partial(on_pick, g.key), selected=g.key == current)

    def drawn(self, key: str, rect: pygame.Rect, on_click: Callable[[], object],
              on_step: Callable[[int], object] | None = None) -> Drawn:
        control = Drawn(key, rect, on_click, on_step)
        self.add(control)
        return control

    @property
    def gui(self) -> pygame_gui.UIManager:
        assert self.manager is not None, "fields are built in build(), after resize()"
        return self.manager

    def control(self, key: str) -> Control:
        return next(c for c in self.controls if c.key == key)
