"""The in-game menu (Esc or "Menu" at a table): play on, go to the main menu with the table
saved, or leave the table — the players take their chips home — and the rules this table
plays where they differ from the game's defaults, so nobody has to guess the house rules."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.catalog import game
from game.i18n import has, t
from game.match.match import Match
from game.ui import theme
from game.ui.app import App
from game.ui.labels import game_title
from game.ui.scene import Scene
from game.ui.screens.house_rules import changed_rules
from game.ui.widgets import Button, ButtonRow, modal_panel


class TableMenu(Scene):
    opaque = False

    def __init__(self, app: App, match: Match, on_menu: Callable[[], object], on_leave: Callable[[], object]) -> None:
        super().__init__(app)
        self.match = match
        self.on_menu = on_menu
        self.on_leave = on_leave
        self.row = ButtonRow()
        self.row.set([
            Button(lambda: t("tablemenu.play_on"), self.app.pop, pygame.K_ESCAPE, "Esc", primary=True),
            Button(lambda: t("tablemenu.to_menu"), self._menu, pygame.K_m, "M"),
            Button(lambda: t("tablemenu.leave"), self._ask_leave, pygame.K_r, "R"),
        ])
        self.rect = pygame.Rect(0, 0, 10, 10)
        # the table's rules do not change while its menu is open: read them once, not every frame
        self.rules = changed_rules(match.variant, match.base.mode, match.n_seats, match.base.options) \
            or [t("tablemenu.rules.default")]

    def _menu(self) -> None:
        self.app.pop()
        self.on_menu()

    def _ask_leave(self) -> None:
        self.app.open("confirm", title=t("tablemenu.leave.title"), body=t("tablemenu.leave.body"),
                      on_yes=self._leave, yes=t("tablemenu.leave"))

    def _leave(self) -> None:
        self.app.pop()  # this menu (the question is already gone)
        self.on_leave()

    def resize(self, size: tuple[int, int]) -> None:
        sc = theme.scale_for(size)
        width = min(size[0] - 40, round(720 * sc))
        line = theme.font(round(16 * sc)).get_linesize()
        lines = sum(len(theme.wrap(r, round(16 * sc), width - round(72 * sc))) for r in self.rules)
        height = min(size[1] - 40, round(190 * sc) + lines * line)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.row.layout(pygame.Rect(self.rect.left, self.rect.bottom - round(62 * sc), self.rect.width,
                                    round(44 * sc)), sc)

    def handle(self, event: pygame.event.Event) -> bool:
        self.row.handle(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        sc = theme.scale_for(surface.get_size())
        modal_panel(surface, self.rect)
        m = self.match
        mode = f"mode.{m.variant.key}.{m.base.mode}"
        title = game_title(game(m.variant.key)) + (f" — {t(mode)}" if has(mode) else "")
        head = theme.fit_text(title, round(24 * sc), self.rect.width - round(40 * sc), color=theme.GOLD_LIGHT,
                              bold=True)
        surface.blit(head, head.get_rect(midtop=(self.rect.centerx, self.rect.top + round(16 * sc))))
        x, y = self.rect.left + round(36 * sc), self.rect.top + round(64 * sc)
        sub = theme.text(t("tablemenu.rules"), round(16 * sc), theme.GOLD, bold=True)
        surface.blit(sub, (x, y))
        y += sub.get_height() + round(4 * sc)
        size, bottom = round(16 * sc), self.row.buttons[0].rect.top - round(10 * sc)
        line_h = theme.font(size).get_linesize()
        for rule in self.rules:
            for i, line in enumerate(theme.wrap(rule, size, self.rect.width - round(72 * sc))):
                if y + line_h > bottom:
                    return self.row.draw(surface, sc)
                if i == 0:
                    pygame.draw.circle(surface, theme.GOLD, (x + round(4 * sc), y + line_h // 2), round(3 * sc))
                surface.blit(theme.text(line, size, theme.CREAM), (x + round(16 * sc), y))
                y += line_h
        self.row.draw(surface, sc)
