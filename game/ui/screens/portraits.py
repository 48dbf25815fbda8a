"""Chọn chân dung: the twelve con giáp in a grid over the screen that asked, to pick one.

Opened by the profiles screen (a player's own portrait) and the table setup (a seat's).  The
portrait chosen so far is ringed in gold; the cursor (the mouse over one, or the arrow keys)
lights its cell; a click or Enter picks, Esc leaves without a change.  Portraits another seat
may not lose (``taken``: another human's at the table) are dimmed, and picking one says why.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from game.avatars import AVATARS, avatar_name
from game.i18n import t
from game.ui import assets, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow, modal_panel

COLUMNS = 6
MOVES = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLUMNS, pygame.K_DOWN: COLUMNS}


class PortraitPicker(Scene):
    opaque = False

    def __init__(self, app: App, title: str, current: str | None, on_pick: Callable[[str], object], *,
                 taken: Mapping[str, str] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.current = current
        self.on_pick = on_pick
        self.taken = dict(taken or {})  # portrait -> why it cannot be picked here
        self.cursor = AVATARS.index(current) if current in AVATARS else 0
        self.row = ButtonRow(on_refused=app.toast)
        self.row.set([
            Button(lambda: t("portraits.choose"), lambda: self.pick(AVATARS[self.cursor]), pygame.K_RETURN, "Enter",
                   primary=True),
            Button(lambda: t("portraits.cancel"), app.pop, pygame.K_ESCAPE, "Esc"),
        ])
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.cells: list[pygame.Rect] = []
        self.scale = 1.0

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def pick(self, avatar: str) -> None:
        """Choose ``avatar`` and close, or say why it cannot be chosen here."""
        if avatar in self.taken:
            self.app.toast(self.taken[avatar])
            return
        self.app.pop()
        self.on_pick(avatar)

    # --- the scene -------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.scale = theme.scale_for(size)
        cell_w, cell_h = self.px(128), self.px(138)
        rows = -(-len(AVATARS) // COLUMNS)
        self.rect = pygame.Rect(0, 0, COLUMNS * cell_w + self.px(48), rows * cell_h + self.px(196))
        self.rect.center = (size[0] // 2, size[1] // 2)
        left, top = self.rect.left + self.px(24), self.rect.top + self.px(92)
        self.cells = [pygame.Rect(left + (i % COLUMNS) * cell_w, top + (i // COLUMNS) * cell_h, cell_w, cell_h)
                      for i in range(len(AVATARS))]
        self.row.layout(pygame.Rect(self.rect.left, self.rect.bottom - self.px(64), self.rect.width, self.px(44)),
                        self.scale)

    def handle(self, event: pygame.event.Event) -> bool:
        at = self._cell_at(getattr(event, "pos", (-1, -1))) if event.type in (
            pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) else None
        if event.type == pygame.MOUSEMOTION and at is not None and at != self.cursor:
            self.cursor = at
            self.app.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and at is not None:
            self.pick(AVATARS[at])
        elif event.type == pygame.KEYDOWN and event.key in MOVES:
            self.cursor = (self.cursor + MOVES[event.key]) % len(AVATARS)
            self.row.focus = -1  # Enter picks the lit portrait again
            self.app.dirty = True
        else:  # Enter or Space picks the lit portrait (the row's main key), Esc cancels
            self.row.handle(event)
        return True  # modal: nothing reaches the screen below

    def _cell_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, cell in enumerate(self.cells) if cell.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface) -> None:
        modal_panel(surface, self.rect)
        width = self.rect.width - self.px(48)
        title = theme.fit_text(self.title, self.px(24), width, color=theme.GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.top + self.px(16))))
        help_line = theme.fit_text(t("portraits.help"), max(12, self.px(15)), width, color=theme.MUTED)
        surface.blit(help_line, help_line.get_rect(midtop=(self.rect.centerx, self.rect.top + self.px(56))))
        for i, (avatar, cell) in enumerate(zip(AVATARS, self.cells)):
            self._draw_cell(surface, avatar, cell, lit=i == self.cursor)
        self.row.draw(surface, self.scale)

    def _draw_cell(self, surface: pygame.Surface, avatar: str, cell: pygame.Rect, *, lit: bool) -> None:
        box = cell.inflate(-self.px(8), -self.px(8))
        if lit:
            glow = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (255, 236, 180, 40), glow.get_rect(), border_radius=self.px(12))
            pygame.draw.rect(glow, (*theme.GOLD_LIGHT, 200), glow.get_rect(), width=2, border_radius=self.px(12))
            surface.blit(glow, box)
        d = self.px(92)
        face = assets.avatar(avatar, d)
        centre = (box.centerx, box.top + self.px(8) + d // 2)
        if avatar in self.taken:
            face = face.copy()
            face.set_alpha(90)
        surface.blit(face, face.get_rect(center=centre))
        chosen = avatar == self.current
        if chosen:
            pygame.draw.circle(surface, theme.GOLD_LIGHT, centre, d // 2 + self.px(5), width=max(2, self.px(4)))
        colour = theme.MUTED if avatar in self.taken else theme.GOLD_LIGHT if chosen else theme.CREAM
        name = theme.fit_text(avatar_name(avatar), max(12, self.px(16)), box.width - self.px(4), color=colour,
                              bold=chosen)
        surface.blit(name, name.get_rect(midtop=(box.centerx, box.top + self.px(16) + d)))
