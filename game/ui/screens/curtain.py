"""The hot-seat hand-over curtain: covers the whole table until the named player clicks; the
first time a player takes the screen after a round, a band tells them their own result of it
("Ván 3: bạn thắng +120", green, red or grey) — the table's result panel says no "you"."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import t
from game.ui import pen, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow


class Curtain(Scene):
    """Opaque: nothing of the table, and so no hidden card, is drawn behind it."""

    opaque = True

    def __init__(self, app: App, name: str, on_open: Callable[[], None],
                 result: tuple[str, theme.Color] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.result = result  # the player's own last result, and its band's colour (its outcome's)
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
        if self.result is not None:
            self._draw_result(surface, self.result, sc)
        self.row.draw(surface, sc)

    def _draw_result(self, surface: pygame.Surface, result: tuple[str, theme.Color], sc: float) -> None:
        """The player's own last result on a band of its outcome's colour, above the title."""
        text, fill = result
        w, h = surface.get_size()
        img = theme.fit_text(text, round(26 * sc), w - round(120 * sc), color=theme.CREAM, bold=True)
        band = img.get_rect().inflate(round(48 * sc), round(16 * sc))
        band.center = (w // 2, h // 2 - round(130 * sc))
        pen.rect(surface, fill, band, border_radius=band.height // 2)
        pen.rect(surface, theme.GOLD_LIGHT, band, width=max(1, round(2 * sc)), border_radius=band.height // 2)
        surface.blit(img, img.get_rect(center=band.center))
