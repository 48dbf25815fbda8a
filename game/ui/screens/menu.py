"""The main menu: continue, new game, rules, statistics, settings, quit; the four games."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import t
from game.ui import assets, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow, panel

GAMES = ("ba-cay", "bai-cao", "xi-dach", "tam-cuc")


@dataclass
class GameTile:
    key: str
    rect: pygame.Rect
    hover: bool = False


class MainMenu(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.column = ButtonRow(on_refused=app.toast)
        self.tiles = [GameTile(k, pygame.Rect(0, 0, 10, 10)) for k in GAMES]
        self.focus_tile = -1
        self.plate = pygame.Rect(0, 0, 10, 10)
        self._build()

    def _build(self) -> None:
        from game.ui import navigation as nav

        buttons = []
        if self.app.session.has_autosave():
            buttons.append(Button(lambda: t("menu.continue"), lambda: nav.resume(self.app), pygame.K_c, "C",
                                  primary=True))
        buttons += [
            Button(lambda: t("menu.new_game"), lambda: nav.open_setup(self.app, None), pygame.K_n, "N"),
            Button(lambda: t("menu.rules"), lambda: nav.open_rules(self.app, None), pygame.K_r, "R"),
            Button(lambda: t("menu.stats"), lambda: nav.open_stats(self.app), pygame.K_t, "T"),
            Button(lambda: t("menu.settings"), lambda: nav.open_settings(self.app), pygame.K_s, "S"),
            Button(lambda: t("menu.quit"), self.app.quit, pygame.K_ESCAPE, "Esc"),
            # the player plate's button (placed at the top right by resize)
            Button(lambda: t("menu.switch_player"), lambda: nav.open_stats(self.app), pygame.K_p, "P"),
        ]
        self.column.set(buttons)
        self.player = self.app.session.current_profile()
        if self.app.session.settings.last_profile != self.player.id:
            # pinned, so a profile created later with an earlier name does not take over
            self.app.session.update_settings(last_profile=self.player.id)
        saved = self.app.session.load_autosave()
        self.saved = "" if saved is None else t("menu.continue.sub", game=saved.variant.title, round=saved.round_no + 1)

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
        th = min(round(118 * sc), (h - top - round(30 * sc) - 3 * gap) // 4)
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
                    self._open(tile.key)
                    return True
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_4:
            self._open(GAMES[event.key - pygame.K_1])
            return True
        return False

    def _open(self, key: str) -> None:
        from game.ui import navigation as nav

        self.app.sound.play("button", 0.5)
        nav.open_setup(self.app, key)

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
        for i, tile in enumerate(self.tiles):
            self._draw_tile(surface, tile, i, sc)

    def _draw_plate(self, surface: pygame.Surface, sc: float) -> None:
        """Who is playing: name and chips, and the table they left unfinished."""
        from game.ui.screens import fmt

        r = self.plate
        panel(surface, r, alpha=200, radius=round(14 * sc))
        x, y = r.left + round(18 * sc), r.top + round(12 * sc)
        head = theme.text(t("menu.player"), round(15 * sc), theme.MUTED)
        surface.blit(head, (x, y))
        y += head.get_height()
        name = theme.fit_text(self.player.name, round(26 * sc), r.width - round(36 * sc), color=theme.GOLD_LIGHT,
                              bold=True)
        surface.blit(name, (x, y))
        chips = theme.text(fmt.chips(self.player.chips), round(19 * sc), theme.CREAM, bold=True)
        surface.blit(chips, (x, y + name.get_height()))
        if self.saved:
            note = theme.fit_text(self.saved, round(15 * sc), r.width - round(260 * sc), color=theme.MUTED)
            surface.blit(note, note.get_rect(midleft=(x, self.column.buttons[-1].rect.centery)))

    def _draw_tile(self, surface: pygame.Surface, tile: GameTile, index: int, sc: float) -> None:
        r = tile.rect
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 14, 12, 215 if tile.hover else 185), layer.get_rect(), border_radius=14)
        pygame.draw.rect(layer, (*(theme.GOLD_LIGHT if tile.hover else theme.GOLD), 220), layer.get_rect(),
                         width=2, border_radius=14)
        surface.blit(layer, r.topleft)
        self._draw_art(surface, tile.key, r, sc)
        # text in one column for every tile, just right of the widest fan (three cards)
        x = r.left + round(16 * sc) + round(1.5 * (r.height - round(24 * sc))) + round(30 * sc)
        name = theme.text(f"{index + 1}. {t('game.' + tile.key)}", round(26 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(name, (x, r.top + round(16 * sc)))
        width, size = r.right - x - round(16 * sc), round(17 * sc)
        blurb = t(f"game.{tile.key}.blurb")
        lines = theme.wrap(blurb, size, width)
        y = r.top + round(16 * sc) + name.get_height() + round(4 * sc)
        if y + len(lines) * theme.font(size).get_linesize() > r.bottom - round(6 * sc):
            lines = []  # no room for a second line: one line, fitted
            surface.blit(theme.fit_text(blurb, size, width), (x, y))
        for line in lines:
            img = theme.text(line, size, theme.CREAM)
            surface.blit(img, (x, y))
            y += img.get_height()

    def _draw_art(self, surface: pygame.Surface, key: str, r: pygame.Rect, sc: float) -> None:
        """A small fan of the game's own cards at the left of its tile."""
        from game.engine.cards import parse_cards
        from game.engine.pieces import parse_pieces

        h = r.height - round(24 * sc)
        x0, y0 = r.left + round(16 * sc), r.top + round(12 * sc)
        if key == "tam-cuc":
            w = round(h / assets.PIECE_RATIO)
            for i, p in enumerate(parse_pieces("K r P")):
                surface.blit(assets.piece_face(p, w), (x0 + i * round(w * 1.1), y0))
            return
        w = round(h / assets.CARD_RATIO)
        hands = {"ba-cay": "AD 3C 6H", "bai-cao": "JS QD KH", "xi-dach": "AS KD"}
        cards = parse_cards(hands[key])
        for i, c in enumerate(cards):
            surface.blit(assets.card_face(c, w, bool(self.app.session.settings.four_colour)),
                         (x0 + i * round(w * 0.55), y0))
