"""Form fields behind one small interface, so keyboard focus (Tab, ←/→, Enter) works the same
for every kind: pygame-gui buttons, check boxes, drop-downs, text entries and sliders, and the
few fields we draw ourselves (the card-back chooser).

Each control turns its element's pygame-gui events into a plain callback with the new value.
pygame-gui's own annotations are partial (``kill``, ``disable``, ``select`` are untyped), so
elements are held as ``Any``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import (
    UIDropDownMenu,
    UISelectionList,
)

Manager = pygame_gui.UIManager


class Control:
    """A field that takes part in keyboard focus.  ``key`` is stable across rebuilds."""

    text_input = False
    why = ""  # while disabled: the sentence a click on it shows

    def __init__(self, key: str) -> None:
        self.key = key

    @property
    def rect(self) -> pygame.Rect:
        raise NotImplementedError

    @property
    def enabled(self) -> bool:
        return True

    def owns(self, element: object) -> bool:
        """True if ``element`` (the source of a pygame-gui event) belongs to this field."""
        return False

    def on_gui(self, event: pygame.event.Event) -> None:
        """A pygame-gui event of this field's element."""

    def activate(self) -> bool:
        """Enter / Space while focused; False if that means nothing here."""
        return False

    def step(self, delta: int) -> bool:
        """← / → while focused; False if that means nothing here."""
        return False

    def focus(self, manager: Manager) -> None:
        """Became the focused field: fields that take typing grab the keyboard."""
        manager.set_focus_set(None)


class _Element(Control):
    def __init__(self, key: str, element: Any) -> None:
        super().__init__(key)
        self.element = element

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.element.rect)

    @property
    def enabled(self) -> bool:
        return bool(self.element.is_enabled)

    def owns(self, element: object) -> bool:
        return element is self.element


class Button(_Element):
    def __init__(self, key: str, element: Any, on_click: Callable[[], object]) -> None:
        super().__init__(key, element)
        self.on_click = on_click

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_click()

    def activate(self) -> bool:
        if self.enabled:
            self.on_click()
        return True


class Check(_Element):
    def __init__(self, key: str, element: Any, on_change: Callable[[bool], object]) -> None:
        super().__init__(key, element)
        self.on_change = on_change

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            self.on_change(bool(self.element.get_state()))

    def activate(self) -> bool:
        if self.enabled:
            self.element.set_state(not self.element.get_state())
            self.on_change(bool(self.element.get_state()))
        return True


class DropDown(Control):
    """A drop-down of ``(label, value)`` options; ←/→ pick the previous / next one.

    pygame-gui cannot change a drop-down's choice from code, so stepping builds it anew.
    """

    def __init__(self, key: str, manager: Manager, rect: pygame.Rect, options: Sequence[tuple[str, str]],
                 value: str, on_change: Callable[[str], object], *, style: str = "", enabled: bool = True,
                 room: int | None = None) -> None:
        super().__init__(key)
        self.manager, self.area, self.options = manager, rect, list(options)
        self.on_change = on_change
        self.style = style  # a theme class ("@up", "@small_up"…), or none
        self.room = room  # the most its open list may take (it scrolls beyond), or no limit
        self._enabled = enabled
        self.value = value
        self.element = self._make()

    def _make(self) -> Any:
        chosen = next(o for o in self.options if o[1] == self.value)
        element: Any = UIDropDownMenu(list[str | tuple[str, str]](self.options), chosen, self.area, self.manager,
                                      object_id=ObjectID(class_id=self.style) if self.style else None,
                                      expansion_height_limit=self.room)
        if not self._enabled:
            element.disable()
        return element

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.area)

    @property
    def enabled(self) -> bool:
        return self._enabled

    def covers(self, pos: tuple[int, int]) -> bool:
        """Its list is open and lies over ``pos`` (a click there is for the list)."""
        state = self.element.current_state
        if state is not self.element.menu_states["expanded"]:
            return False
        listing = state.options_selection_list
        return bool(listing is not None and listing.rect.collidepoint(pos))

    def owns(self, element: object) -> bool:
        return element is self.element

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.value = str(event.selected_option_id)
            self.on_change(self.value)

    def step(self, delta: int) -> bool:
        if not self._enabled:
            return True
        values = [o[1] for o in self.options]
        self.value = values[(values.index(self.value) + delta) % len(values)]
        self._remake()
        self.on_change(self.value)
        return True

    def set_options(self, options: Sequence[tuple[str, str]]) -> None:
        """New labels for the same values (a seat renamed)."""
        self.options = list(options)
        self._remake()

    def _remake(self) -> None:
        self.element.kill()
        self.element = self._make()


class Entry(_Element):
    """One line of text; typed text is kept in NFC, the only form the bundled font draws."""

    text_input = True

    def __init__(self, key: str, element: Any, on_change: Callable[[str], object]) -> None:
        super().__init__(key, element)
        self.on_change = on_change

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_TEXT_ENTRY_CHANGED:
            return
        text = str(self.element.get_text())
        composed = unicodedata.normalize("NFC", text)
        if composed != text:
            self.element.set_text(composed)
            self.element.edit_position = len(composed)
        self.on_change(composed)

    def focus(self, manager: Manager) -> None:
        manager.set_focus_set(self.element)
        self.element.edit_position = len(self.element.get_text())  # reached by Tab: type on at the end


class Slider(_Element):
    """A 0–100 slider; ←/→ move it by ``STEP``."""

    STEP = 5

    def __init__(self, key: str, element: Any, on_change: Callable[[int], object]) -> None:
        super().__init__(key, element)
        self.on_change = on_change

    @property
    def value(self) -> int:
        return round(float(self.element.get_current_value()))

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            self.on_change(self.value)

    def step(self, delta: int) -> bool:
        self._set(self.value + delta * self.STEP)
        return True

    def jump(self, pos: tuple[int, int]) -> bool:
        """A click on the track (not the thumb) puts the thumb there, as players expect;
        pygame-gui alone only lets the thumb be dragged."""
        thumb = self.element.sliding_button
        if not self.rect.collidepoint(pos) or (thumb is not None and thumb.rect.collidepoint(pos)):
            return False
        low, high = self.element.value_range
        share = (pos[0] - self.rect.left) / max(1, self.rect.width)
        self._set(round(low + share * (high - low)))
        return True

    def _set(self, value: int) -> None:
        low, high = self.element.value_range
        self.element.set_current_value(max(low, min(high, value)))
        self.on_change(self.value)


class Drawn(Control):
    """A field we draw ourselves: a rectangle, a click, and ←/→ (e.g. one card back of three)."""

    def __init__(self, key: str, rect: pygame.Rect, on_click: Callable[[], object],
                 on_step: Callable[[int], object] | None = None) -> None:
        super().__init__(key)
        self._rect = rect
        self.on_click = on_click
        self.on_step = on_step

    @property
    def rect(self) -> pygame.Rect:
        return self._rect

    def activate(self) -> bool:
        self.on_click()
        return True

    def step(self, delta: int) -> bool:
        if self.on_step is None:
            return False
        self.on_step(delta)
        return True


class Choices(Control):
    """A list of ``(label, value)`` rows with exactly one chosen; ←/→ choose the previous / next.

    Like :class:`DropDown`, a change made from code builds the list anew.
    """

    def __init__(self, key: str, manager: Manager, rect: pygame.Rect, options: Sequence[tuple[str, str]],
                 value: str | None, on_change: Callable[[str], object]) -> None:
        super().__init__(key)
        self.manager, self.area, self.options = manager, rect, list(options)
        self.value = value
        self.on_change = on_change
        self.element = self._make()

    def _make(self) -> Any:
        chosen = next((o for o in self.options if o[1] == self.value), None)
        return UISelectionList(self.area, list[str | tuple[str, str]](self.options), self.manager,
                               default_selection=chosen)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.area)

    def owns(self, element: object) -> bool:
        return element is self.element

    def on_gui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION:  # a click on the chosen row
            self.element.kill()
            self.element = self._make()  # keeps it chosen
            return
        if event.type != pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            return
        picked = self.element.get_single_selection(include_object_id=True)
        if picked is not None:
            self.value = str(picked[1])
            self.on_change(self.value)

    def step(self, delta: int) -> bool:
        if not self.options:
            return True
        values = [o[1] for o in self.options]
        index = values.index(self.value) + delta if self.value in values else 0
        self.value = values[index % len(values)]
        self.element.kill()
        self.element = self._make()
        self.on_change(self.value)
        return True
