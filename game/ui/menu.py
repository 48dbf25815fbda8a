"""The main menu: continue, new game, rules, statistics, settings, quit; the four games."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import t
from game.ui import assets, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow

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
        ]
        self.column.set(buttons)

    def enter(self) -> None:
        self._build()
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        sc = theme.scale_for(size)
        left = round(60 * sc)
        top = round(210 * sc)
        bw, bh, gap = round(280 * sc), round(48 * sc), round(14 * sc)
        for i, b in enumerate(self.column.buttons):
            b.rect = pygame.Rect(left, top + i * (bh + gap), bw, bh)
            b.size = 19
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
        surface.blit(assets.tiled("felt", size), (0, 0))
        surface.blit(assets.vignette(size), (0, 0))
        title = theme.text("Chiếu Bài", round(64 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(title, (round(60 * sc), round(48 * sc)))
        sub = theme.text(t("menu.tagline"), round(20 * sc), theme.CREAM)
        surface.blit(sub, (round(64 * sc), round(48 * sc) + title.get_height()))
        self.column.draw(surface, sc)
        for i, tile in enumerate(self.tiles):
            self._draw_tile(surface, tile, i, sc)

    def _draw_tile(self, surface: pygame.Surface, tile: GameTile, index: int, sc: float) -> None:
        r = tile.rect
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 14, 12, 215 if tile.hover else 185), layer.get_rect(), border_radius=14)
        pygame.draw.rect(layer, (*(theme.GOLD_LIGHT if tile.hover else theme.GOLD), 220), layer.get_rect(),
                         width=2, border_radius=14)
        surface.blit(layer, r.topleft)
        self._draw_art(surface, tile.key, r, sc)
        x = r.left + round(2.1 * r.height)
        name = theme.text(f"{index + 1}. {t('game.' + tile.key)}", round(26 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(name, (x, r.top + round(16 * sc)))
        lines = theme.wrap(t(f"game.{tile.key}.blurb"), round(17 * sc), r.right - x - round(16 * sc))
        y = r.top + round(16 * sc) + name.get_height() + round(4 * sc)
        for line in lines[:2]:
            img = theme.text(line, round(17 * sc), theme.CREAM)
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
            surface.blit(assets.card_face(c, w, False), (x0 + i * round(w * 0.55), y0))
