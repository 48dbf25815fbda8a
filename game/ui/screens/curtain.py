"""The hot-seat hand-over curtain: covers the whole table until the named player clicks."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow


class Curtain(Scene):
    """Opaque: nothing of the table, and so no hidden card, is drawn behind it."""

    opaque = True

    def __init__(self, app: App, name: str, on_open: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_open = on_open
        self.row = ButtonRow()
        self.row.set([Button(lambda: t("ui.curtain.button", name=self.name), self._open,
                             pygame.K_SPACE, "Space", primary=True, size=20)])

    def _open(self) -> None:
        self.app.sound.play("button")
        self.app.pop()
        self.on_open()

    def resize(self, size: tuple[int, int]) -> None:
        sc = theme.scale_for(size)
        area = pygame.Rect(0, size[1] // 2 + round(40 * sc), size[0], round(60 * sc))
        self.row.layout(area, sc, height=round(54 * sc))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.row.handle(event):
            return True
        return event.type == pygame.KEYDOWN and event.key not in (pygame.K_F11,)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        sc = theme.scale_for((w, h))
        surface.fill(theme.LACQUER_DARK)
        for i in range(0, h, max(4, round(6 * sc))):
            pygame.draw.line(surface, (110, 20, 24), (0, i), (w, i))
        title = theme.fit_text(t("ui.curtain.title", name=self.name), round(40 * sc), w - 60,
                               color=theme.GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - round(50 * sc))))
        sub = theme.fit_text(t("ui.curtain.sub", name=self.name), round(20 * sc), w - 60, color=theme.CREAM)
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2)))
        self.row.draw(surface, sc)
