"""Scenes and the scene stack (menu → setup → table; settings, help and curtains on top)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.fit import TextBox

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """A screen.  ``opaque = False`` lets the scene below show through (dialogs, curtains).

    ``retained = True`` says the scene keeps the rules of :mod:`game.ui.canvas` (shapes drawn
    through :mod:`game.ui.pen`, an image never drawn on once shown), so that a frame of it
    repaints only what changed.
    """

    opaque = True
    retained = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Became the top scene (pushed, or uncovered by a pop)."""

    def leave(self) -> None:
        """Stopped being the top scene (popped, replaced or covered)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """An input event (only the top scene receives them); True if it was used."""
        return False

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; return True while something animates."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute the layout."""

    def text_boxes(self) -> list[TextBox]:
        """Text boxes the scene fills other than through ``theme.fit_text`` (which records
        its own while :func:`game.ui.fit.recording`): for the layout-fit test."""
        return []


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.leave()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.leave()
        if self.top:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes.pop().leave()
        self._scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        while self._scenes:
            self._scenes.pop().leave()
        self._scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if scene.opaque:
                break
        return list(reversed(out))
