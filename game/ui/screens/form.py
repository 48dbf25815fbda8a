"""The base of every form screen: pygame-gui fields over the felt, our drawn action bar below.

What a screen gets from :class:`FormScene`:

* a themed ``UIManager`` sized to the window (rebuilt when the UI scale changes), and a
  :meth:`build` call whenever the layout or the language changes;
* pygame-gui's events turned into callbacks at once — the events are taken from the queue
  right where pygame-gui posts them, so a test that injects input sees the result at once;
* the keyboard: Esc = back, Enter = the focused button or else the screen's primary
  action, Tab / Shift+Tab and ↑/↓ move the focus ring, ←/→ change the focused field,
  Space presses it.  While a text field has the keyboard, every key goes to it (so typing
  "m" does not mute the game).

Fields are pygame-gui; static text is drawn with :mod:`game.ui.theme` (shadowed, wrapped
and fitted like the table's), and the bottom bar uses our :class:`~game.ui.widgets.Button`
because it shows each key hint in a second, smaller style.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.i18n import t
from game.ui import assets, fit, theme
from game.ui.app import App
from game.ui.fit import TextBox
from game.ui.scene import Scene
from game.ui.screens import gui_theme
from game.ui.screens.controls import Button, Control, Drawn, DropDown, Entry, Slider
from game.ui.screens.form_fields import FormFields
from game.ui.widgets import Button as BarButton
from game.ui.widgets import ButtonRow, panel

GUI_EVENTS = (
    pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED,
    pygame_gui.UI_DROP_DOWN_MENU_CHANGED, pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
    pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION,
)
# pygame-gui also posts each of those once more as a plain USEREVENT (its old API): dropped,
# with the events no field here listens to.
DRAINED = (*GUI_EVENTS, pygame.USEREVENT, pygame_gui.UI_TEXT_ENTRY_FINISHED, pygame_gui.UI_BUTTON_START_PRESS,
           pygame_gui.UI_BUTTON_ON_HOVERED,
           pygame_gui.UI_BUTTON_ON_UNHOVERED, pygame_gui.UI_BUTTON_DOUBLE_CLICKED,
           pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION)
BLINK = 0.5  # s: a focused text field redraws this often for its cursor, and no more


class FormScene(FormFields, Scene):
    """See the module docstring.  Subclasses implement :meth:`build` and :meth:`draw_body`."""

    title_key = ""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.manager: pygame_gui.UIManager | None = None
        self._scale = (0.0, 0.0)  # the window's UI scale and the text's the manager was made for
        self.scale = 1.0
        self.size = app.size
        self.controls: list[Control] = []
        self.focus_key: str | None = None
        self.bar = ButtonRow(on_refused=app.toast)
        self.frame = pygame.Rect(0, 0, 10, 10)
        self._blink = 0.0

    # --- what a screen provides ------------------------------------------------------------
    def build(self) -> None:
        """Create the fields for ``self.size`` / ``self.scale`` (the manager is empty)."""

    def draw_body(self, surface: pygame.Surface) -> None:
        """Static text and pictures, drawn under the fields."""

    def primary(self) -> None:
        """Enter when no button has the focus (default: back)."""
        self.back()

    def back(self) -> None:
        self.app.pop()

    def bar_buttons(self) -> list[BarButton]:
        """The bottom bar (default: Back)."""
        return [self.back_button()]

    # --- helpers for build() ---------------------------------------------------------------
    def back_button(self) -> BarButton:
        return BarButton(lambda: t("ui.back"), self.back, pygame.K_ESCAPE, "Esc")

    def rebuild(self) -> None:
        """Lay the screen out again (the language, the game or the number of rows changed)."""
        self.resize(self.app.size)

    # --- the scene -------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = theme.scale_for(size)
        if self.manager is None or self._scale != (self.scale, theme.text_scale()):
            self.manager = gui_theme.make_manager(size, self.scale)
            self._scale = (self.scale, theme.text_scale())
        else:
            manager: Any = self.manager
            manager.set_window_resolution(size)
            manager.clear_and_reset()
        margin = self.px(24)
        self.frame = pygame.Rect(margin, margin, size[0] - 2 * margin, size[1] - 2 * margin)
        self.controls = []
        self.build()
        bar = self.bar_buttons()
        self.bar.set(bar)
        area = pygame.Rect(self.frame.left, self.frame.bottom - self.px(64), self.frame.width - self.px(24),
                           self.px(52))
        self.bar.layout(area, self.scale, height=self.px(44))
        shift = area.right - max(b.rect.right for b in bar) if bar else 0
        for i, b in enumerate(bar):  # right-aligned, like a dialog's buttons
            b.rect.x += shift
            self.add(Drawn(f"bar.{i}", b.rect, b.on_click))
        if self.focus_key is not None and self._focused() is None:
            self.focus_key = None
        self.app.dirty = True

    def _focused(self) -> Control | None:
        return next((c for c in self.controls if c.key == self.focus_key), None)

    def _typing(self) -> Entry | None:
        """The text field that has the keyboard, if any."""
        for c in self.controls:
            if isinstance(c, Entry) and c.element.is_focused:
                return c
        return None

    def move_focus(self, delta: int) -> None:
        usable = [c for c in self.controls if c.enabled]
        if not usable:
            return
        current = self._focused()
        index = usable.index(current) if current in usable else (-1 if delta > 0 else 0)
        target = usable[(index + delta) % len(usable)]
        self.focus_key = target.key
        target.focus(self.gui)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        if self.manager is None:
            return False
        if event.type in GUI_EVENTS:  # one the main loop took from the queue before drain() did
            self.manager.process_events(event)
            self._route(event)
            return True
        disabled = None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus_key = None  # the focus ring is for the keyboard; a click hides it
            if event.button == 1:
                disabled = self._disabled_at(event.pos)
        used = bool(self.manager.process_events(event))
        self.drain()
        if disabled is not None:  # pygame-gui swallows such a click without a word: say why
            if disabled.why:
                self.app.toast(disabled.why)
            return True
        if used:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and any(
                c.jump(event.pos) for c in self.controls if isinstance(c, Slider)):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self.bar.handle(event) or self.pointer(event)
        if event.type == pygame.MOUSEWHEEL:
            return self.wheel(event.y)
        # while a text field has the keyboard, nothing else hears a key (no "m" = mute)
        return event.type in (pygame.KEYDOWN, pygame.TEXTINPUT) and self._typing() is not None

    def _disabled_at(self, pos: tuple[int, int]) -> Control | None:
        """The disabled field a click at ``pos`` lands on (not one under an open list)."""
        if any(isinstance(c, DropDown) and c.covers(pos) for c in self.controls):
            return None
        under = [c for c in self.controls if c.rect.collidepoint(pos)]
        if not under or any(c.enabled for c in under):
            return None
        return next((c for c in under if c.why), under[0])

    def pointer(self, event: pygame.event.Event) -> bool:
        """A mouse event no field took: a left click on a field we draw ourselves presses it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for c in self.controls:
                if isinstance(c, Drawn) and c.rect.collidepoint(event.pos):
                    return c.activate()
        return False

    def wheel(self, dy: int) -> bool:
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        """Keys every form shares; False lets the event go on to the fields."""
        key = event.key
        if key == pygame.K_ESCAPE:
            self.back()
            return True
        if key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self._focused()
            if focused is None or focused.text_input or not focused.activate():
                self.primary()
            return True
        if self._typing() is not None:
            return False
        if self.key(event):
            return True
        focused = self._focused()
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.move_focus(-1 if key == pygame.K_UP else 1)
            return True
        if focused is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
            return focused.step(-1 if key == pygame.K_LEFT else 1)
        if focused is not None and key == pygame.K_SPACE:
            return focused.activate()
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A screen's own keys, heard before the focus keys (nothing is being typed)."""
        return False

    def drain(self) -> None:
        """Hand the events pygame-gui just posted back to it (a drop-down and a list react to
        their own buttons' presses) and run the fields' callbacks; a few rounds deep."""
        for _ in range(4):
            events = [e for e in pygame.event.get(eventtype=DRAINED) if e.type != pygame.USEREVENT]
            if not events:
                break
            for event in events:
                self.gui.process_events(event)
                if event.type in GUI_EVENTS:
                    self._route(event)
        self.app.dirty = True

    def _route(self, event: pygame.event.Event) -> None:
        """To the field whose element sent it (the parts of a drop-down or a slider send their own)."""
        source = getattr(event, "ui_element", None)
        for control in list(self.controls):
            if control.owns(source):
                control.on_gui(event)
                return

    def update(self, dt: float) -> bool:
        if self.manager is None:
            return False
        self.manager.update(dt)
        if pygame.event.peek(DRAINED):
            self.drain()
        if self._typing() is None:
            return False
        self._blink += dt
        if self._blink >= BLINK:
            self._blink = 0.0
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        surface.blit(assets.background("felt", size), (0, 0))
        panel(surface, self.frame, alpha=200, radius=self.px(16))
        if self.title_key:
            title = theme.text(t(self.title_key), self.px(30), theme.GOLD_LIGHT, bold=True)
            surface.blit(title, (self.frame.left + self.px(28), self.frame.top + self.px(14)))
        self.draw_body(surface)
        self.bar.draw(surface, self.scale)
        self.gui.draw_ui(surface)
        focused = self._focused()
        if focused is not None:
            ring = focused.rect.inflate(self.px(8), self.px(8))
            pygame.draw.rect(surface, theme.GOLD_LIGHT, ring, width=2, border_radius=self.px(10))

    def text_boxes(self) -> list[TextBox]:
        """The pygame-gui fields' texts: each button's label, and every choice of every
        drop-down (open or not), in the width the field leaves for text."""
        boxes = []
        pad = 2 * max(1, round(10 * self.scale))
        for c in self.controls:
            element: Any = getattr(c, "element", None)
            if isinstance(c, DropDown):
                small = "small" in c.style
                size = gui_theme.small_size(self.scale) if small else gui_theme.body_size(self.scale)
                width = gui_theme.drop_down_text_width(c.rect.width, self.scale)
                boxes += [TextBox(text, width, theme.font(size).size(text)[0], where=c.key) for text, _ in c.options]
            elif isinstance(c, Button) and element is not None:
                small = "@small" in str(getattr(element, "object_ids", ""))
                size = gui_theme.small_size(self.scale) if small else gui_theme.body_size(self.scale)
                text = str(element.text)
                boxes.append(TextBox(text, c.rect.width - pad, theme.font(size).size(text)[0], where=c.key))
        return boxes

    # --- text helpers for draw_body() --------------------------------------------------------
    def label(self, surface: pygame.Surface, text: str, pos: tuple[int, int], *, size: int = 17,
              colour: theme.Color = theme.CREAM, bold: bool = False, width: int = 0, anchor: str = "topleft"
              ) -> pygame.Rect:
        """Draw one line (fitted to ``width`` if given); returns where it went."""
        s = max(12, self.px(size))
        img = theme.fit_text(text, s, width, color=colour, bold=bold) if width else theme.text(
            text, s, colour, bold=bold)
        rect = img.get_rect(**{anchor: pos})
        surface.blit(img, rect)
        return rect

    def paragraph(self, surface: pygame.Surface, text: str, pos: tuple[int, int], width: int, *, size: int = 15,
                  colour: theme.Color = theme.MUTED, max_lines: int = 0) -> int:
        """Draw wrapped text; returns the y below it."""
        x, y = pos
        s = max(12, self.px(size))
        lines = theme.wrap(text, s, width)
        if max_lines and len(lines) > max_lines:  # the rest is cut: the layout-fit test says so
            fit.note(TextBox(text, width * max_lines, theme.font(s).size(text)[0]))
        for line in lines[:max_lines or None]:
            img = theme.text(line, s, colour)
            surface.blit(img, (x, y))
            y += img.get_height()
        return y

