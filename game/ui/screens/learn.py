"""Chơi thử có hướng dẫn: pick a game and play its guided first deal on the real table.

One row per game that has a tutorial (:func:`game.tutorial.available`): its name, what the
deal teaches, and a button (keys 1–9) that opens the deal (the ``"tutorial"`` screen).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.catalog import game
from game.i18n import has, t
from game.tutorial import available
from game.ui import theme
from game.ui.app import App
from game.ui.labels import game_title
from game.ui.screens.form import FormScene
from game.ui.widgets import NUMBER_KEYS


class LearnScreen(FormScene):
    title_key = "learn.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.keys = available()
        self.rows: list[tuple[str, pygame.Rect]] = []

    def build(self) -> None:
        f = self.frame
        top = f.top + self.px(140)
        row_h = min(self.px(86), (f.bottom - self.px(90) - top) // max(1, len(self.keys)))
        button_w = self.px(200)
        self.rows = []
        for i, key in enumerate(self.keys):
            row = pygame.Rect(f.left + self.px(28), top + i * row_h, f.width - self.px(56), row_h - self.px(10))
            self.rows.append((key, row))
            self.button(f"play.{key}", pygame.Rect(row.right - button_w, row.centery - self.px(22), button_w,
                                                   self.px(44)), f"{i + 1}. {t('learn.try')}",
                        partial(self.play, key))

    def play(self, key: str) -> None:
        self.app.sound.play("button", 0.5)
        self.app.open("tutorial", game=key)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in NUMBER_KEYS[:len(self.keys)]:
            self.play(self.keys[NUMBER_KEYS.index(event.key)])
            return True
        return False

    def draw_body(self, surface: pygame.Surface) -> None:
        f = self.frame
        self.paragraph(surface, t("learn.intro"), (f.left + self.px(28), f.top + self.px(62)), f.width - self.px(56),
                       size=16, colour=theme.CREAM, max_lines=3)
        if not self.keys:
            self.label(surface, t("learn.none"), (f.left + self.px(28), f.top + self.px(140)), colour=theme.MUTED)
        for key, row in self.rows:
            text_w = row.width - self.px(230)
            title = self.label(surface, game_title(game(key)), (row.left, row.top + self.px(4)), size=22,
                               colour=theme.GOLD_LIGHT, bold=True, width=text_w)
            topics = f"learn.topics.{key}"
            if has(topics):  # under the title (lower with large text)
                self.paragraph(surface, t(topics), (row.left, max(row.top + self.px(36), title.bottom)), text_w,
                               size=15, max_lines=2)
