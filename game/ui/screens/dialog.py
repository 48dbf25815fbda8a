"""Modal panels over the current scene: a question ("Nạp thêm chip?", "Dằng non?") and the
list of what the game found at start-up (a damaged file set aside, a table that was lost)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow, KeepClear, clear_place, modal_panel


class Confirm(Scene):
    opaque = False

    def __init__(self, app: App, title: str, body: str, on_yes: Callable[[], object], *,
                 yes: str | None = None, no: str | None = None, on_no: Callable[[], object] | None = None,
                 near: pygame.Rect | None = None, clear: Callable[[], KeepClear] | None = None) -> None:
        super().__init__(app)
        self.near = near  # the button that asked: the question stands just above it, not mid-screen
        self.clear = clear  # what the question must not cover, asked again at every size
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
        if self.near is not None:
            self.rect.bottomright = (self.near.right, self.near.top - round(10 * sc))
            self.rect.clamp_ip(pygame.Rect(20, 20, size[0] - 40, size[1] - 40))
        elif self.clear is not None:
            self.rect = clear_place(self.rect, self.clear(), max(2, round(8 * sc))) or self.rect
        self.row.layout(pygame.Rect(self.rect.left, self.rect.bottom - round(60 * sc), self.rect.width,
                                    round(44 * sc)), sc)

    def handle(self, event: pygame.event.Event) -> bool:
        self.row.handle(event)
        return True  # modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        sc = theme.scale_for(surface.get_size())
        modal_panel(surface, self.rect)
        title = theme.fit_text(self.title, round(24 * sc), self.rect.width - 40, color=theme.GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.top + round(18 * sc))))
        y = self.rect.top + round(64 * sc)
        for line in theme.wrap(self.body, round(18 * sc), self.rect.width - 48):
            img = theme.text(line, round(18 * sc), theme.CREAM)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += img.get_height() + 2
        self.row.draw(surface, sc)


class Notices(Scene):
    """Every start-up notice of the session, in one panel, until the player dismisses it.

    The sentences are made when drawn, so they read in the language the player chose; the
    panel scrolls (wheel, ↑ ↓) when they do not all fit.  Dismissing forgets them.  In a
    temporary session (nothing will be saved: another copy is open, a newer version's files)
    the player chooses: play on without saving, or quit.
    """

    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.row = ButtonRow()
        if app.session.temporary is None:
            self.row.set([Button(lambda: t("notices.ok"), self._close, pygame.K_RETURN, "Enter", primary=True)])
        else:
            self.row.set([Button(lambda: t("notices.play_temporary"), self._close, pygame.K_RETURN, "Enter",
                                 primary=True),
                          Button(lambda: t("notices.quit"), app.quit, pygame.K_q, "Q")])
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.body = pygame.Rect(0, 0, 10, 10)
        self.first = 0  # the first notice shown (scrolled)

    def _close(self) -> None:
        self.app.session.startup.clear()
        self.app.pop()

    def lines(self, width: int, size: int) -> list[list[str]]:
        """Each notice, wrapped to ``width``."""
        return [theme.wrap(n.text(), size, width) for n in self.app.session.startup]

    def resize(self, size: tuple[int, int]) -> None:
        sc = theme.scale_for(size)
        self.rect = pygame.Rect(0, 0, min(size[0] - 40, round(760 * sc)), size[1] - round(120 * sc))
        text_size = round(17 * sc)
        line_h = theme.font(text_size).get_linesize()
        needed = sum(len(ls) * line_h + round(10 * sc) for ls in self.lines(self._text_width(sc), text_size))
        self.rect.height = min(self.rect.height, needed + round(150 * sc))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.body = pygame.Rect(self.rect.left + round(28 * sc), self.rect.top + round(64 * sc),
                                self._text_width(sc), self.rect.height - round(140 * sc))
        self.row.layout(pygame.Rect(self.rect.left, self.rect.bottom - round(62 * sc), self.rect.width,
                                    round(44 * sc)), sc)

    def _text_width(self, sc: float) -> int:
        return self.rect.width - round(56 * sc)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close()
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._scroll(-1 if event.key == pygame.K_UP else 1)
        else:
            self.row.handle(event)
        return True  # modal: nothing reaches the scene below

    def _scroll(self, step: int) -> None:
        self.first = max(0, min(len(self.app.session.startup) - 1, self.first + step))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.app.session.startup:
            return
        sc = theme.scale_for(surface.get_size())
        modal_panel(surface, self.rect)
        count = len(self.app.session.startup)
        title = theme.fit_text(t("notices.title", n=count), round(24 * sc), self.rect.width - 40,
                               color=theme.GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.top + round(18 * sc))))
        size = round(17 * sc)
        line_h = theme.font(size).get_linesize()
        y = self.body.top
        shown = 0
        for lines in self.lines(self.body.width, size)[self.first:]:
            if y + len(lines) * line_h > self.body.bottom and shown:
                break
            pygame.draw.circle(surface, theme.GOLD, (self.body.left - round(12 * sc), y + line_h // 2), round(3 * sc))
            for line in lines:
                surface.blit(theme.text(line, size, theme.CREAM), (self.body.left, y))
                y += line_h
            y += round(10 * sc)
            shown += 1
        hidden = count - self.first - shown
        if self.first or hidden:
            more = t("notices.more", shown=f"{self.first + 1}–{self.first + shown}", n=count)
            img = theme.text(more, round(14 * sc), theme.MUTED)
            surface.blit(img, img.get_rect(bottomleft=(self.body.left, self.row.buttons[0].rect.top - round(8 * sc))))
        self.row.draw(surface, sc)
