"""The table's two rows of buttons: the top bar's (the menu, the settings, the rules) and the
action bar at the bottom (what the player may do now, or the round's next step).

Which buttons the action bar holds is the host's choice (a mode's own bar, the next round's
mode being asked, the show held for the viewer, the result, the acting human's decision);
:class:`ActionBar` keeps the rows, builds them again only when what they depend on changed,
and lays them out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.match.match import Match
from game.ui.table.layout import TableLayout
from game.ui.table.mode import TableMode
from game.ui.widgets import Button, ButtonRow

if TYPE_CHECKING:
    from game.ui.app import App


class ActionBar:
    def __init__(self, app: App, match: Match, to_menu: Callable[[], None], close: Callable[[], None]) -> None:
        self.app = app
        self.match = match
        self.to_menu = to_menu
        self.close = close
        self.mode: TableMode | None = None
        self.actions = ButtonRow(on_refused=app.toast)
        self.topbar = ButtonRow(on_refused=app.toast)
        self._key: object = None
        self.dirty = False  # what the buttons depend on changed: built again before the next frame

    def stale(self, key: object, force: bool) -> bool:
        """Must the rows be built again for ``key`` (what they depend on)?"""
        if key == self._key and not force and not self.dirty:
            return False
        self._key, self.dirty = key, False
        return True

    def show(self, layout: TableLayout, buttons: list[Button]) -> None:
        """The top bar's buttons, and ``buttons`` on the action bar, laid out for ``layout``."""
        sc = layout.scale
        self.topbar.set([
            Button(lambda: t("ui.menu"), self.open_menu, pygame.K_ESCAPE, "Esc", size=15),
            Button(lambda: t("ui.settings"), lambda: self.app.open("settings"), size=15),
            Button(lambda: t("ui.rules"), self.open_rules, key_hint="?", size=15),
        ])
        right = pygame.Rect(layout.top_bar.right - round(420 * sc), layout.top_bar.top, round(410 * sc),
                            layout.top_bar.height)
        self.topbar.layout(right, sc, height=round(32 * sc), gap=round(8 * sc))
        self.actions.set(buttons)
        self.actions.layout(layout.bottom_bar.inflate(-round(40 * sc), 0), sc)
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> bool:
        """The buttons' clicks and keys; Esc opens the menu, ? the rules."""
        if self.actions.handle(event) or self.topbar.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        if event.type == pygame.KEYDOWN and event.unicode == "?":
            self.open_rules()
            return True
        return False

    def open_menu(self) -> None:
        """The in-game menu: play on, the main menu (the table stays saved), or leave the table.
        A guided deal or a replay keeps nothing: it goes back to the main menu at once."""
        if self.mode is not None:
            self.to_menu()
            return
        self.app.open("table_menu", match=self.match, on_menu=self.to_menu, on_leave=self.leave_table)

    def leave_table(self) -> None:
        """The players take their chips home (a round in progress is void) and it is saved."""
        self.close()
        self.app.session.leave(self.match)
        self.app.open("menu")

    def open_rules(self) -> None:
        self.app.open("rules", game=self.match.variant.key)
