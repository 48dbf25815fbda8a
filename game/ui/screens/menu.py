"""The main menu: continue, new game, a family table (host one, join one), a guided deal, rules,
statistics, settings, quit; a tile per game.

The games, their order and each tile's sample hand come from the catalogue
(:func:`game.catalog.games`); keys 1–9 open the tiles' setup screens.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game.catalog import Game, games
from game.engine.cards import parse_cards
from game.engine.pieces import parse_pieces
from game.i18n import t
from game.ui import assets, theme
from game.ui.app import App
from game.ui.labels import game_blurb, game_title
from game.ui.scene import Scene
from game.ui.screens import fmt
from game.ui.widgets import NUMBER_KEYS, Button, ButtonRow, panel, unsaved_box

if TYPE_CHECKING:
    from game.net.room import Room


@dataclass
class GameTile:
    game: Game
    rect: pygame.Rect
    hover: bool = False


class MainMenu(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.column = ButtonRow(on_refused=app.toast)
        self.tiles = [GameTile(g, pygame.Rect(0, 0, 10, 10)) for g in games()]
        self.plate = pygame.Rect(0, 0, 10, 10)
        self._build()

    def _build(self) -> None:
        app = self.app
        buttons = []
        if app.session.has_autosave():
            buttons.append(Button(lambda: t("menu.continue"), self.resume, pygame.K_c, "C", primary=True))
        buttons += [
            Button(lambda: t("menu.new_game"), self.new_game, pygame.K_n, "N"),
            Button(lambda: t("menu.host"), lambda: app.open("host_setup"), pygame.K_o, "O"),
            Button(lambda: t("menu.join"), lambda: app.open("join"), pygame.K_v, "V"),
            Button(lambda: t("learn.menu"), lambda: app.open("learn"), pygame.K_h, "H"),
            Button(lambda: t("menu.rules"), lambda: app.open("rules"), pygame.K_r, "R"),
            Button(lambda: t("menu.stats"), lambda: app.open("stats"), pygame.K_t, "T"),
            Button(lambda: t("menu.settings"), lambda: app.open("settings"), pygame.K_s, "S"),
            Button(lambda: t("menu.quit"), self.ask_quit, pygame.K_ESCAPE, "Esc"),
            # the player plate's button (placed at the top right by resize)
            Button(lambda: t("menu.switch_player"), lambda: app.open("stats"), pygame.K_p, "P"),
        ]
        self.column.set(buttons)
        self.player = self.app.session.current_profile()
        if self.app.session.settings.last_profile != self.player.id:
            # pinned, so a profile created later with an earlier name does not take over
            self.app.session.update_settings(last_profile=self.player.id)
        saved = self.app.session.load_autosave()
        self.saved = "" if saved is None else t("menu.continue.sub", game=saved.variant.title, round=saved.round_no + 1)

    def resume(self) -> None:
        """Continue the saved table (its chips and round as they were); a family table is
        hosted again (its room: the same code, each player from afar's seat kept for them)."""
        match = self.app.session.load_autosave()
        if match is None:  # the button is only there while a table is saved
            return
        self.app.session.update_settings(last_game=match.variant.key)
        room = hosted_room(self.app.session.autosave_ui())
        if room is not None:
            self.app.open("host_lobby", match=match, remote=room.remote, room=room)
        else:
            self.app.open("table", match=match)

    def new_game(self) -> None:
        """The table setup, on the game played last."""
        last = self.app.session.settings.last_game
        self.app.open("setup", game=last if last in {tile.game.key for tile in self.tiles} else None)

    def ask_quit(self) -> None:
        """Quitting is asked first (Esc is easy to press by accident)."""
        session = self.app.session
        if session.temporary is not None:  # a second copy, a newer version's files: nothing is kept
            body = "menu.quit.body.temporary"
        elif session.unsaved() is not None:
            body = "menu.quit.body.unsaved"
        else:
            body = "menu.quit.body" if session.has_autosave() else "menu.quit.body.none"
        self.app.open("confirm", title=t("menu.quit.title"), body=t(body), on_yes=self.app.quit, yes=t("menu.quit"))

    def enter(self) -> None:
        self._build()
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        sc = theme.scale_for(size)
        left = round(60 * sc)
        top = round(210 * sc)
        bw, bh, gap = round(280 * sc), round(48 * sc), round(14 * sc)
        *menu, switch = self.column.buttons
        step = min(bh + gap, (h - top - round(24 * sc)) // len(menu))  # the column fits the window
        bh, gap = step - min(gap, step // 5), min(gap, step // 5)
        for i, b in enumerate(menu):
            b.rect = pygame.Rect(left, top + i * (bh + gap), bw, bh)
            b.size = 19
        self.plate = pygame.Rect(w - round(50 * sc) - round(380 * sc), round(40 * sc), round(380 * sc),
                                 round(150 * sc))
        switch.rect = pygame.Rect(0, 0, round(220 * sc), round(38 * sc))
        switch.rect.bottomright = (self.plate.right - round(14 * sc), self.plate.bottom - round(14 * sc))
        switch.size = 16
        gx = left + bw + round(60 * sc)
        gw = w - gx - round(50 * sc)
        n = max(4, len(self.tiles))  # four tiles fill the column; more share it
        th = min(round(118 * sc), (h - top - round(30 * sc) - (n - 1) * gap) // n)
        for i, tile in enumerate(self.tiles):
            tile.rect = pygame.Rect(gx, top + i * (th + gap), gw, th)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.column.handle(event):
            self.app.sound.play("button", 0.5)
            return True
        if event.type == pygame.MOUSEMOTION:
            for tile in self.tiles:
                tile.hover = tile.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for tile in self.tiles:
                if tile.rect.collidepoint(event.pos):
                    self._open(tile.game)
                    return True
        elif event.type == pygame.KEYDOWN and event.key in NUMBER_KEYS[:len(self.tiles)]:
            self._open(self.tiles[NUMBER_KEYS.index(event.key)].game)
            return True
        return False

    def _open(self, game: Game) -> None:
        self.app.sound.play("button", 0.5)
        self.app.open("setup", game=game.key)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        sc = theme.scale_for(size)
        surface.blit(assets.background("felt", size), (0, 0))
        title = theme.text("Chiếu Bài", round(64 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(title, (round(60 * sc), round(48 * sc)))
        sub = theme.text(t("menu.tagline"), round(20 * sc), theme.CREAM)
        surface.blit(sub, (round(64 * sc), round(48 * sc) + title.get_height()))
        self._draw_plate(surface, sc)
        self.column.draw(surface, sc)
        unsaved = self.app.session.unsaved()
        if unsaved is not None:  # under the buttons, as long as saving fails
            *menu, _ = self.column.buttons
            below = menu[-1].rect
            area = pygame.Rect(below.left, below.bottom + round(18 * sc), below.width,
                               size[1] - below.bottom - round(24 * sc))
            unsaved_box(surface, area, sc, unsaved.text())
        for i, tile in enumerate(self.tiles):
            self._draw_tile(surface, tile, i, sc)

    def _draw_plate(self, surface: pygame.Surface, sc: float) -> None:
        """Who is playing: portrait, name and chips, and the table they left unfinished."""
        r = self.plate
        panel(surface, r, alpha=200, radius=round(14 * sc))
        x, y = r.left + round(18 * sc), r.top + round(12 * sc)
        room = r.width - round(36 * sc)
        if self.player.avatar is not None:  # at the top right, above the switch button
            switch = self.column.buttons[-1].rect
            d = switch.top - round(8 * sc) - y
            surface.blit(assets.avatar(self.player.avatar, d), (r.right - round(14 * sc) - d, y))
            room -= d + round(8 * sc)
        head = theme.text(t("menu.player"), round(15 * sc), theme.MUTED)
        surface.blit(head, (x, y))
        y += head.get_height()
        name = theme.fit_text(self.player.name, round(26 * sc), room, color=theme.GOLD_LIGHT, bold=True)
        surface.blit(name, (x, y))
        switch_left = self.column.buttons[-1].rect.left  # the chips end before the switch button
        chips = theme.fit_text(fmt.chips(self.player.chips), round(19 * sc), switch_left - round(8 * sc) - x,
                               color=theme.CREAM, bold=True)
        surface.blit(chips, (x, y + name.get_height()))
        if self.saved:
            note = theme.fit_text(self.saved, round(15 * sc), r.width - round(260 * sc), color=theme.MUTED)
            surface.blit(note, note.get_rect(midleft=(x, self.column.buttons[-1].rect.centery)))

    def _draw_tile(self, surface: pygame.Surface, tile: GameTile, index: int, sc: float) -> None:
        r = tile.rect
        surface.blit(_tile_layer(r.size, tile.hover), r.topleft)
        # text in one column for every tile, just right of the widest fan (three cards) — or, where
        # a tile is too low for its title and its blurb's lines (large text), from the tiles' edge,
        # and no fans drawn
        size = round(17 * sc)
        blurb = game_blurb(tile.game)
        line_h = theme.font(size).get_linesize()
        x = self._text_left(r, sc)
        if x > r.left + round(16 * sc):
            self._draw_art(surface, tile.game, r, sc)
        width = r.right - x - round(16 * sc)
        lines = theme.wrap(blurb, size, width)
        if theme.font(round(18 * sc), True).get_linesize() > self._title_room(r, sc, lines):
            lines = lines[:1]  # no room for a second line: one line, fitted (below)
        title_px = round(26 * sc)  # a size or more smaller where the tile is low
        while title_px > round(18 * sc) and theme.font(title_px, True).get_linesize() > self._title_room(r, sc, lines):
            title_px -= 1
        name = theme.fit_text(f"{index + 1}. {game_title(tile.game)}", title_px, width, color=theme.GOLD_LIGHT,
                              bold=True)
        surface.blit(name, (x, r.top + round(16 * sc)))
        y = r.top + round(16 * sc) + name.get_height() + round(4 * sc)
        if len(lines) == 1 or y + len(lines) * line_h > r.bottom - round(6 * sc):
            lines = []  # one line, fitted
            surface.blit(theme.fit_text(blurb, size, width), (x, y))
        for line in lines:
            img = theme.text(line, size, theme.CREAM)
            surface.blit(img, (x, y))
            y += img.get_height()

    def _text_left(self, r: pygame.Rect, sc: float) -> int:
        """Where the tiles' text starts: right of the fans, unless a tile would then be too low
        for its title and its blurb's lines (large text): then from the tile's edge."""
        beside = r.left + round(16 * sc) + round(1.5 * (r.height - round(24 * sc))) + round(30 * sc)
        size = round(17 * sc)
        for tile in self.tiles:
            lines = theme.wrap(game_blurb(tile.game), size, r.right - beside - round(16 * sc))
            if theme.font(round(20 * sc), True).get_linesize() > self._title_room(r, sc, lines):
                return r.left + round(16 * sc)
        return beside

    @staticmethod
    def _title_room(r: pygame.Rect, sc: float, lines: list[str]) -> int:
        """The height a tile leaves its title above ``lines`` of blurb."""
        return r.height - round(26 * sc) - len(lines) * theme.font(round(17 * sc)).get_linesize()

    def _draw_art(self, surface: pygame.Surface, game: Game, r: pygame.Rect, sc: float) -> None:
        """A small fan of the game's own cards (its record's sample hand) at the left of its tile."""
        h = r.height - round(24 * sc)
        x0, y0 = r.left + round(16 * sc), r.top + round(12 * sc)
        if game.pieces:
            w = round(h / assets.PIECE_RATIO)
            for i, p in enumerate(parse_pieces(game.art)):
                surface.blit(assets.piece_face(p, w), (x0 + i * round(w * 1.1), y0))
            return
        w = round(h / assets.CARD_RATIO)
        for i, c in enumerate(parse_cards(game.art)):
            surface.blit(assets.card_face(c, w, bool(self.app.session.settings.four_colour)),
                         (x0 + i * round(w * 0.55), y0))


def hosted_room(ui: Mapping[str, Any]) -> Room | None:
    """The room of a family table saved with its autosave (``None``: a table of this computer
    alone, or a room that cannot be read — the table is then continued here alone, the AI
    playing the seats from afar, as its match seats them)."""
    from game.net.room import AUTOSAVE_KEY, Room  # loaded with the first family table (start-up time)

    if AUTOSAVE_KEY not in ui:
        return None
    try:
        return Room.restore(ui[AUTOSAVE_KEY], time.monotonic())
    except ValueError:
        return None


@lru_cache(maxsize=4)
def _tile_layer(size: tuple[int, int], hover: bool) -> pygame.Surface:
    """A game tile's dark rounded panel and gold edge (lit under the mouse)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (20, 14, 12, 215 if hover else 185), layer.get_rect(), border_radius=14)
    pygame.draw.rect(layer, (*(theme.GOLD_LIGHT if hover else theme.GOLD), 220), layer.get_rect(),
                     width=2, border_radius=14)
    return layer
