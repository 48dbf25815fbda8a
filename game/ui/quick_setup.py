"""The quick table setup: game, number of seats, who sits where (human or AI level), names.

Everything else (mode, stakes, house rules) starts at the game's defaults; the full setup
screen offers those.  ``open_table`` starts a default table directly (``play --variant``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.variant import Variant
from game.i18n import t
from game.match.table import HUMAN, Match, Seat
from game.ui import theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonRow, panel
from game.variants.registry import VARIANTS

AI_NAMES = ("Lan", "Minh", "Hùng", "Mai", "Tuấn", "Hoa", "Long", "Thảo", "Dũng", "Linh", "Nam", "Hương")
LEVEL_CYCLE = (HUMAN, "easy", "normal", "hard")
DEFAULT_SEATS = {"ba-cay": 5, "bai-cao": 6, "xi-dach": 4, "tam-cuc": 4}
START_CHIPS = 1000


@dataclass
class SeatChoice:
    name: str
    level: str


def default_seats(variant: Variant, n: int, player_name: str) -> list[SeatChoice]:
    seats = [SeatChoice(player_name, HUMAN)]
    seats += [SeatChoice(AI_NAMES[i % len(AI_NAMES)], "normal") for i in range(n - 1)]
    return seats


def build_match(variant: Variant, seats: list[SeatChoice], balances: list[int] | None = None) -> Match:
    n = len(seats)
    return Match(
        variant,
        [Seat(s.name, s.level) for s in seats],
        balances=balances or [START_CHIPS] * n,
    )


def open_table(app: App, key: str) -> None:
    from game.ui.navigation import open_table as show

    variant = VARIANTS.get(key)
    if variant is None:
        app.toast(t("ui.unknown_game", name=key))
        return
    n = min(max(variant.min_players, DEFAULT_SEATS.get(key, 4)), variant.ui_max_players)
    seats = default_seats(variant, n, app.session.player_name())
    show(app, app.session.prepare_match(build_match(variant, seats)))


class QuickSetup(Scene):
    opaque = True

    def __init__(self, app: App, key: str | None) -> None:
        super().__init__(app)
        keys = [k for k in ("ba-cay", "bai-cao", "xi-dach", "tam-cuc") if k in VARIANTS]
        self.keys = keys
        self.index = keys.index(key) if key in keys else 0
        self.seats: list[SeatChoice] = []
        self.row = ButtonRow(on_refused=app.toast)
        self.seat_rects: list[pygame.Rect] = []
        self.arrows: dict[str, pygame.Rect] = {}
        self._reset_seats()

    @property
    def variant(self) -> Variant:
        return VARIANTS[self.keys[self.index]]

    def _reset_seats(self) -> None:
        v = self.variant
        n = min(max(v.min_players, DEFAULT_SEATS.get(v.key, 4)), v.ui_max_players)
        self.seats = default_seats(v, n, self.app.session.player_name())

    def _set_count(self, n: int) -> None:
        v = self.variant
        n = max(v.min_players, min(v.ui_max_players, n))
        while len(self.seats) < n:
            self.seats.append(SeatChoice(AI_NAMES[len(self.seats) % len(AI_NAMES)], "normal"))
        del self.seats[n:]
        self.resize(self.app.size)

    def _start(self) -> None:
        humans = [s for s in self.seats if s.level == HUMAN]
        if not humans and not self.app.session.allow_watch:
            self.app.toast(t("setup.need_human"))
            return
        from game.ui.navigation import open_table as show

        show(self.app, self.app.session.prepare_match(build_match(self.variant, self.seats)))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        sc = theme.scale_for(size)
        self.box = pygame.Rect(0, 0, min(w - 40, round(760 * sc)), h - round(80 * sc))
        self.box.center = (w // 2, h // 2)
        x, y = self.box.left + round(30 * sc), self.box.top + round(70 * sc)
        aw = round(40 * sc)
        self.arrows = {
            "game-": pygame.Rect(x + round(200 * sc), y, aw, aw),
            "game+": pygame.Rect(self.box.right - round(30 * sc) - aw, y, aw, aw),
            "n-": pygame.Rect(x + round(200 * sc), y + round(56 * sc), aw, aw),
            "n+": pygame.Rect(x + round(330 * sc), y + round(56 * sc), aw, aw),
        }
        top = y + round(150 * sc)
        rows = len(self.seats)
        cols = 2 if rows > 6 else 1
        per_col = (rows + cols - 1) // cols
        row_h = min(round(40 * sc), (self.box.bottom - round(80 * sc) - top) // max(1, per_col))
        col_w = (self.box.width - round(60 * sc)) // cols
        self.seat_rects = []
        for i in range(rows):
            c, r = divmod(i, per_col)
            self.seat_rects.append(pygame.Rect(x + c * col_w, top + r * row_h, col_w - round(10 * sc), row_h - 4))
        self.row.set([
            Button(lambda: t("setup.start"), self._start, pygame.K_RETURN, "Enter", primary=True),
            Button(lambda: t("ui.back"), self.app.pop, pygame.K_ESCAPE, "Esc"),
        ])
        self.row.layout(pygame.Rect(self.box.left, self.box.bottom - round(60 * sc), self.box.width,
                                    round(50 * sc)), sc)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.row.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.arrows.items():
                if rect.collidepoint(event.pos):
                    self._arrow(name)
                    return True
            for i, rect in enumerate(self.seat_rects):
                if rect.collidepoint(event.pos):
                    seat = self.seats[i]
                    seat.level = LEVEL_CYCLE[(LEVEL_CYCLE.index(seat.level) + 1) % len(LEVEL_CYCLE)]
                    if seat.level == HUMAN and seat.name in AI_NAMES:
                        seat.name = t("setup.player_n", n=sum(s.level == HUMAN for s in self.seats))
                    elif seat.level != HUMAN and seat.name not in AI_NAMES:
                        seat.name = AI_NAMES[i % len(AI_NAMES)]
                    self.app.sound.play("button", 0.4)
                    return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: "game-", pygame.K_RIGHT: "game+", pygame.K_DOWN: "n-", pygame.K_UP: "n+"}
            if event.key in keys:
                self._arrow(keys[event.key])
                return True
        return False

    def _arrow(self, name: str) -> None:
        if name.startswith("game"):
            self.index = (self.index + (1 if name.endswith("+") else -1)) % len(self.keys)
            self._reset_seats()
            self.resize(self.app.size)
        else:
            self._set_count(len(self.seats) + (1 if name.endswith("+") else -1))
        self.app.sound.play("button", 0.4)

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui import assets

        size = surface.get_size()
        sc = theme.scale_for(size)
        surface.blit(assets.tiled("felt", size), (0, 0))
        surface.blit(assets.vignette(size), (0, 0))
        panel(surface, self.box, alpha=230)
        title = theme.text(t("setup.title"), round(28 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(title, (self.box.left + round(30 * sc), self.box.top + round(18 * sc)))
        x = self.box.left + round(30 * sc)
        for label, key, value in (
            (t("setup.game"), "game", t(f"game.{self.variant.key}")),
            (t("setup.seats"), "n", str(len(self.seats))),
        ):
            minus, plus = self.arrows[f"{key}-"], self.arrows[f"{key}+"]
            lab = theme.text(label, round(19 * sc), theme.CREAM)
            surface.blit(lab, lab.get_rect(midleft=(x, minus.centery)))
            for rect, glyph in ((minus, "◀"), (plus, "▶")):
                pygame.draw.rect(surface, theme.LACQUER, rect, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=8)
                g = theme.text(glyph, round(18 * sc), theme.CREAM, shadow=False)
                surface.blit(g, g.get_rect(center=rect.center))
            val = theme.fit_text(value, round(21 * sc), plus.left - minus.right - 16, color=theme.GOLD_LIGHT, bold=True)
            surface.blit(val, val.get_rect(center=((minus.right + plus.left) // 2, minus.centery)))
        hint = theme.text(t("setup.click_seat"), round(15 * sc), theme.MUTED)
        surface.blit(hint, (x, self.arrows["n-"].bottom + round(14 * sc)))
        for i, (seat, rect) in enumerate(zip(self.seats, self.seat_rects)):
            pygame.draw.rect(surface, (40, 32, 28), rect, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD if seat.level == HUMAN else (90, 78, 64), rect, width=1,
                             border_radius=8)
            level = t(f"level.{seat.level}")
            name = theme.fit_text(f"{i + 1}. {seat.name}", round(17 * sc), rect.width // 2, color=theme.CREAM)
            lv = theme.text(level, round(17 * sc), theme.GOLD_LIGHT if seat.level == HUMAN else theme.CREAM,
                            bold=True)
            surface.blit(name, name.get_rect(midleft=(rect.left + 10, rect.centery)))
            surface.blit(lv, lv.get_rect(midright=(rect.right - 10, rect.centery)))
        self.row.draw(surface, sc)
