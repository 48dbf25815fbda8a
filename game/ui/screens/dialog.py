"""A small modal question over the current scene ("Nạp thêm chip?", "Dằng non?")."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow, panel


class Confirm(Scene):
    opaque = False

    def __init__(self, app: App, title: str, body: str, on_yes: Callable[[], object], *,
                 yes: str | None = None, no: str | None = None, on_no: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.on_yes = on_yes
        self.on_no = on_no
        self.row = ButtonRow()
        yes_label = yes or t("ui.yes")
        no_label = no or t("ui.no")
        self.row.set([
            Button(yes_label, self._yes, pygame.K_RETURN, "Enter", primary=True),
            Button(no_label, self._no, pygame.K_ESCAPE, "Esc"),
        ])
        self.rect = pygame.Rect(0, 0, 10, 10)

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def _no(self) -> None:
        self.app.pop()
        if self.on_no:
            self.on_no()

    def resize(self, size: tuple[int, int]) -> None:
        sc = theme.scale_for(size)
        self.rect = pygame.Rect(0, 0, min(size[0] - 40, round(560 * sc)), round(220 * sc))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.row.layout(pygame.Rect(self.rect.left, self.rect.bottom - round(60 * sc), self.rect.width,
                                    round(44 * sc)), sc)

    def handle(self, event: pygame.event.Event) -> bool:
        self.row.handle(event)
        return True  # modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        sc = theme.scale_for(surface.get_size())
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        panel(surface, self.rect, alpha=245)
        title = theme.fit_text(self.title, round(24 * sc), self.rect.width - 40, color=theme.GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.top + round(18 * sc))))
        y = self.rect.top + round(64 * sc)
        for line in theme.wrap(self.body, round(18 * sc), self.rect.width - 48):
            img = theme.text(line, round(18 * sc), theme.CREAM)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += img.get_height() + 2
        self.row.draw(surface, sc)
