"""A table's frame around its game's painter: what every table draws the same way.

The backdrop (painted once per layout), the piles of big wins, the chips in flight, each
seat's change rising over its plate at the result, the bars with the game's name, the
round's words and the buttons, the log and the last rounds (or a game's own side panel), the
result panel's turn, the next round's mode being asked, the banner and a celebration, the
whole story (Shift+L) and a mode's overlay — the game's painter (:mod:`game.ui.table.kit`)
draws its table in between.  Its input: the story, the log scrolled or clicked open, a click
on the last rounds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.celebrate import draw_pile, pile_area
from game.ui.table import chrome
from game.ui.table.action_bar import ActionBar
from game.ui.table.bars import LogScroll, draw_bars, draw_history, paint_log
from game.ui.table.controller import TableController
from game.ui.table.floats import draw_floats
from game.ui.table.kit import Controls, Painter
from game.ui.table.picture import Picture
from game.ui.table.rounds import RoundFlow
from game.ui.table.services import TableSight
from game.ui.table.show import TableShow
from game.ui.table.sprites import draw_chip_stack
from game.ui.table.stage import Places
from game.ui.table.story_view import StoryView

if TYPE_CHECKING:
    from game.ui.app import App


class TableFrame:
    def __init__(self, app: App, controller: TableController, places: Places, controls: Controls, painter: Painter,
                 sight: TableSight, show: TableShow, bar: ActionBar, rounds: RoundFlow, texture: str) -> None:
        self.app = app
        self.controller = controller
        self.places = places
        self.controls = controls
        self.painter = painter
        self.sight = sight
        self.show = show
        self.bar = bar
        self.rounds = rounds
        self.backdrop = chrome.Backdrop(texture)
        self.story = StoryView()  # the whole log over the table (Shift+L)
        self.log_scroll = LogScroll()  # the log box scrolled back
        self.log_rect: pygame.Rect | None = None  # where the log box was drawn (wheel, click)
        self.history_rect: pygame.Rect | None = None  # the strip of the last rounds, clickable
        self.show_log = True

    @property
    def picture(self) -> Picture:
        return self.sight.picture

    def seat_name(self, seat: int) -> str:
        return self.show.seat_names()[seat]

    def results_showing(self) -> bool:
        """The round's result panel is up: the round is over and shown, nobody is asked a mode."""
        mode = self.bar.mode
        return (self.show.table.over and not self.show.director.busy and self.rounds.prompt is None
                and (mode is None or mode.shows_results()))

    def handle(self, event: pygame.event.Event) -> bool:
        """Input, in turn: the story, a mode's, the log (the wheel scrolls it, a click opens the
        whole story), a skip of the banner or celebration, the game's controls before the bars,
        the bars, a skip of the show, a click on the last rounds, the game's controls."""
        down, key = event.type == pygame.MOUSEBUTTONDOWN, event.type == pygame.KEYDOWN
        mode = self.bar.mode
        if self.story.handle(event) or (mode is not None and mode.handle(event)):
            return True
        if self.log_scroll.wheel(event, self.log_rect):
            return True
        if down and event.button == 1 and self.log_rect is not None and self.log_rect.collidepoint(event.pos):
            self.story.toggle()
            return True
        if down and self.picture.banner.active:
            self.picture.banner.skip()  # a click skips the banner and still does what it clicked
        if (down or key) and self.picture.celebration is not None:
            self.picture.celebration.skip()  # as does a celebration, by a click or a key
        if self.controls.handle_first(event) or self.bar.handle(event):
            return True
        if key and event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.show.director.busy:
            self.skip_show()
            return True
        if (down and event.button == 1 and self.show_log and self.history_rect is not None
                and self.history_rect.collidepoint(event.pos)):
            self.app.open("replays", match=self.controller.match)  # one of the last rounds, to watch again
            return True
        return self.controls.handle(event)

    def skip_show(self) -> None:
        """Play everything still to show at once (a celebration ends too)."""
        self.show.director.skip()
        if self.picture.celebration is not None:
            self.picture.celebration.skip()

    def draw(self, surface: pygame.Surface, on_top: bool) -> None:
        lay, painter, picture, shown = self.places.layout, self.painter, self.picture, self.show.table
        mode = self.bar.mode
        self.sight.told = []
        self.sight.results_up = self.results_showing()
        # the toasts are drawn after the scenes: in the table's place for them, or with a dialog
        # or the curtain on top, at the top of the screen
        self.app.toasts.area = painter.toast_area(self.app.toasts.pill_height(lay.size)) if on_top else None
        surface.blit(self.backdrop.of(lay, surface.get_size(), painter.backdrop), (0, 0))
        painter.table(surface)
        self._draw_piles(surface)
        for flight in picture.flights:
            if flight.visible:
                draw_chip_stack(surface, flight.amount, flight.pos, flight.diameter)
        draw_floats(surface, picture.floats, lay)
        unsaved = self.app.session.unsaved()
        match = self.controller.match
        status = chrome.status_text(self.controller, shown, mode, self.show.director.busy, self.seat_name)
        draw_bars(surface, lay, chrome.title_text(match, mode), chrome.info_text(match, shown, painter.info()),
                  self.bar.topbar, self.bar.actions, status, unsaved.text() if unsaved is not None else None)
        painter.over_bars(surface, self.bar.actions)
        self.history_rect = None
        if self.show_log:
            self._draw_log(surface, mode is None)
        if self.sight.results_up:
            painter.results(surface)
        if self.rounds.prompt is not None:
            self.rounds.prompt.draw(surface, self.places.prompt_area(), lay.scale)
        picture.banner.draw(surface, (lay.center[0], lay.center[1] - round(40 * lay.scale)))
        if picture.celebration is not None:
            picture.celebration.draw(surface)
        felt = lay.felt
        self.story.draw(surface, felt.inflate(-round(felt.width * 0.16), -round(felt.height * 0.1)), shown.log,
                        lay.scale)
        if mode is not None:
            mode.draw(surface)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        """Big wins' piles, each on its winner's betting spot (else above its plate), unless
        the result panel would half cover it."""
        lay = self.places.layout
        cover = self.painter.results_cover()
        diameter = round(26 * lay.scale)
        for pile in self.picture.piles.values():
            plate = lay.seat(pile.seat).plate
            bottom = self.places.spot(pile.seat) or (plate.centerx, plate.top)
            if cover is None or not pile_area(bottom, len(pile.values), diameter, pile.seat).colliderect(cover):
                draw_pile(surface, bottom, pile.values, diameter, pile.progress, seed=pile.seat)

    def _draw_log(self, surface: pygame.Surface, history: bool) -> None:
        """The log, and the last rounds (a guided deal or a replay has none of its own)."""
        lay, viewer, lines = self.places.layout, self.controller.viewer(), self.show.table.log

        def rounds(count: int, width: int, size: int) -> list[str]:
            return chrome.history_lines(self.controller, viewer, self.seat_name, count, width, size)

        drawn = self.painter.log(surface, lines, rounds, self.log_scroll)
        if drawn is not None:
            self.log_rect, history_rect = drawn
            self.history_rect = history_rect if history else None
            return
        self.log_rect = paint_log(surface, lay.log, lines, lay.scale, scroll=self.log_scroll)
        if history:
            sc = lay.scale
            self.history_rect = draw_history(surface, lay, rounds(4, round(300 * sc) - 16, round(14 * sc)))

    def keep_in_view(self) -> list[pygame.Rect]:
        """Where the table shows what must stay in sight (the coach's bubble keeps clear of it)."""
        out = self.painter.keep_in_view()
        if self.show_log and self.show.table.log:
            out.append(self.places.layout.log)
        return out
