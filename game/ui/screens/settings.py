"""Cài đặt: language, sound, animation speed, fullscreen, large text, the betting countdown,
the countdown to the next round, the deck's look, hints, the hot-seat turn clock.

Every change applies at once (the table reads its settings live) and is remembered through
``session.update_settings``.  A slider being dragged changes the volume on every step but
writes the file only once it has rested for a moment, not sixty times a second.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.engine.cards import parse_cards
from game.i18n import LANGUAGE_NAMES, LANGUAGES, set_language, t
from game.persist import ANIMATION_SPEEDS, BET_CLOCKS, CARD_BACKS, INSTANT, NEXT_ROUND_CLOCKS, TURN_CLOCKS
from game.ui import assets, theme
from game.ui.app import App
from game.ui.screens import gui_theme
from game.ui.screens.controls import Button, Check
from game.ui.screens.form import FormScene

SAVE_AFTER = 0.4  # s of rest before a dragged volume is written
PREVIEW = parse_cards("AD AH AC AS")
HELP_SIZE = 15  # px at 1280×720: the hints' help under their box
BACK_NAME_SIZE = 15  # px at 1280×720: a card back's name under it


def speed_label(speed: float) -> str:
    return t("settings.speed.instant") if speed == INSTANT else f"{speed:g}×"


def clock_label(seconds: int) -> str:
    return t("settings.turn_clock.off") if seconds == 0 else t("settings.turn_clock.seconds", n=seconds)


class SettingsScreen(FormScene):
    title_key = "settings.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.pending: dict[str, int] = {}
        self._rest = 0.0
        self.speed_buttons: dict[float, Button] = {}
        self.back_rects: dict[str, pygame.Rect] = {}
        self.previews: list[pygame.Rect] = []
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.columns = (0, 0)

    # --- layout ---------------------------------------------------------------------------------
    def build(self) -> None:
        s = self.app.session.settings
        f = self.frame
        col = (f.width - self.px(84)) // 2
        left, right = f.left + self.px(28), f.left + self.px(56) + col
        label_w = min(self.tx(230), col * 11 // 20)  # the labels grow with large text
        row_h, gap = self.px(40), self.px(10)
        self.rows = []
        self.columns = (left, right)

        def row(x: int, y: int, key: str, width: int) -> pygame.Rect:
            self.rows.append((key, pygame.Rect(x, y, label_w, row_h)))
            return pygame.Rect(x + label_w, y, width, row_h)

        def tick(x: int, y: int) -> pygame.Rect:
            side = self.tx(24)
            return pygame.Rect(x, y + (row_h - side) // 2, side, side)

        y = f.top + self.px(122)
        field = col - label_w
        self.dropdown("language", row(left, y, "settings.language", field),
                      [(LANGUAGE_NAMES[code], code) for code in LANGUAGES], s.language, self.set_language)
        y += row_h + gap
        self.slider("master", row(left, y, "settings.master", field - self.px(64)), s.master_volume,
                    lambda v: self.set_volume("master_volume", v))
        y += row_h + gap
        self.slider("effects", row(left, y, "settings.effects", field - self.px(64)), s.effects_volume,
                    lambda v: self.set_volume("effects_volume", v))
        y += row_h + gap
        self.check("mute", tick(left + label_w, y), t("settings.mute"), s.muted, self.set_muted)
        y += row_h + gap + (self.px(26) if not self.app.sound.available else 0)
        y = self._speeds(row(left, y, "settings.speed", field), row_h, gap)
        self.check("fullscreen", tick(left + label_w, y), t("settings.fullscreen"), self.app.fullscreen,
                   lambda _v: self.app.toggle_fullscreen())
        y += row_h + gap
        self.check("large", tick(left + label_w, y), t("settings.large_text"), s.large_text, self.app.set_large_text)
        y = f.top + self.px(122)
        self.check("four", tick(right, y), t("settings.four_colour"), s.four_colour,
                   lambda v: self.app.session.update_settings(four_colour=v))
        # the four-colour deck's faces, then the backs to choose from (their name under each), in one row
        y += row_h + gap + self.tx(28)
        names = max(theme.font(max(12, self.px(BACK_NAME_SIZE))).size(t(f"settings.back.{n}"))[0]
                    for n in CARD_BACKS)
        g, room = self.px(8), col - self.px(28)
        w = self.px(64)
        while w > self.px(30) and 4 * w + 3 * g + self.px(28) + 2 * max(w + g, names + g) + w > room:
            w -= 1
        self.previews = [pygame.Rect(right + i * (w + g), y, w, round(w * assets.CARD_RATIO))
                         for i in range(len(PREVIEW))]
        self.back_rects = {}
        x = self.previews[-1].right + self.px(28) + max(0, names - w) // 2
        for i, name in enumerate(CARD_BACKS):
            rect = pygame.Rect(x + i * max(w + g, names + g), y, w, round(w * assets.CARD_RATIO))
            self.back_rects[name] = rect
            self.drawn(f"back.{name}", rect, partial(self.set_back, name), self.step_back)
        y += round(w * assets.CARD_RATIO) + self.tx(26) + gap
        self.check("hints", tick(right, y), t("settings.hints"), s.show_hints,
                   lambda v: self.app.session.update_settings(show_hints=v))
        y += row_h + self._help_height(f.right - right - self.px(28)) + gap  # below the hints' help
        clocks: tuple[tuple[str, str, tuple[int, ...], int, str], ...] = (
            ("clock", "settings.turn_clock", TURN_CLOCKS, s.turn_clock, "turn_clock"),
            ("bet_clock", "settings.bet_clock", BET_CLOCKS, s.bet_clock, "bet_clock"),
            ("next_round", "settings.next_round", NEXT_ROUND_CLOCKS, s.next_round_clock, "next_round_clock"))
        for key, label, choices, value, setting in clocks:
            self.dropdown(key, row(right, y, label, col - label_w), [(clock_label(c), str(c)) for c in choices],
                          str(value), partial(self.set_clock, setting))
            y += row_h + gap

    def _speeds(self, area: pygame.Rect, row_h: int, gap: int) -> int:
        """The animation speeds' buttons in ``area``: in one row, or two where their names do
        not fit (large text); the y below them."""
        per_row = len(ANIMATION_SPEEDS)
        size = theme.font(gui_theme.body_size(self.scale))
        widest = max(size.size(speed_label(v))[0] for v in ANIMATION_SPEEDS) + self.px(24)
        if (area.width - (per_row - 1) * self.px(8)) // per_row < widest:
            per_row = 2
        bw = (area.width - (per_row - 1) * self.px(8)) // per_row
        self.speed_buttons = {}
        for i, speed in enumerate(ANIMATION_SPEEDS):
            r, c = divmod(i, per_row)
            rect = pygame.Rect(area.left + c * (bw + self.px(8)), area.top + r * (row_h + gap), bw, row_h)
            self.speed_buttons[speed] = self.button(f"speed.{speed}", rect, speed_label(speed),
                                                    partial(self.set_speed, speed),
                                                    selected=self.app.session.settings.anim_speed == speed)
        rows = -(-len(ANIMATION_SPEEDS) // per_row)
        return area.top + rows * (row_h + gap)

    # --- changes ----------------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        set_language(code)
        self.app.session.update_settings(language=code)
        for scene in self.app.scenes:  # every open screen says it in the new language
            scene.resize(self.app.size)
        self.app.dirty = True

    def set_volume(self, name: str, value: int) -> None:
        if name == "master_volume":
            self.app.sound.master = value
        else:
            self.app.sound.effects = value
        self.pending[name] = value
        self._rest = 0.0

    def set_muted(self, muted: bool) -> None:
        if self.app.sound.muted != muted:
            self.app.sound.toggle_mute()
        self.app.session.update_settings(muted=muted)

    def key(self, event: pygame.event.Event) -> bool:
        """M mutes here as everywhere, and the tick on the screen follows."""
        if event.key != pygame.K_m:
            return False
        self.set_muted(not self.app.sound.muted)
        check = self.control("mute")
        assert isinstance(check, Check)
        check.element.set_state(self.app.sound.muted)
        return True

    def set_speed(self, speed: float) -> None:
        self.app.session.update_settings(anim_speed=speed)
        for value, button in self.speed_buttons.items():
            if value == speed:
                button.element.select()
            else:
                button.element.unselect()

    def set_clock(self, name: str, value: str) -> None:
        self.app.session.update_settings(**{name: int(value)})

    def set_back(self, name: str) -> None:
        self.app.session.update_settings(card_back=name)
        self.app.dirty = True

    def step_back(self, delta: int) -> None:
        names = list(CARD_BACKS)
        current = self.app.session.settings.card_back
        self.set_back(names[(names.index(current) + delta) % len(names)])

    def save_pending(self) -> None:
        if self.pending:
            self.app.session.update_settings(**self.pending)
            self.pending = {}

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        if self.pending:
            self._rest += dt
            if self._rest >= SAVE_AFTER:
                self.save_pending()
        return busy

    def leave(self) -> None:
        self.save_pending()

    # --- drawing ------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.app.session.settings
        for x, heading in zip(self.columns, ("settings.general", "settings.cards")):
            self.label(surface, t(heading), (x, self.frame.top + self.px(84)), size=20, colour=theme.GOLD_LIGHT,
                       bold=True)
        for key, rect in self.rows:
            self.label(surface, t(key), (rect.left, rect.centery), anchor="midleft", width=rect.width - self.px(12))
        for key, value in (("master", self.app.sound.master), ("effects", self.app.sound.effects)):
            track = self.control(key).rect
            self.label(surface, f"{value}%", (track.right + self.px(14), track.centery), anchor="midleft",
                       colour=theme.GOLD_LIGHT, bold=True)
        if not self.app.sound.available:
            mute = self.control("mute").rect
            self.label(surface, t("ui.notice.no_sound"), (mute.left, mute.bottom + self.px(14)), size=14,
                       colour=theme.BAD, width=self.frame.centerx - mute.left - self.px(20))
        for card, rect in zip(PREVIEW, self.previews, strict=True):
            surface.blit(assets.card_face(card, rect.width, bool(s.four_colour)), rect)
        first = self.back_rects[CARD_BACKS[0]]
        self.label(surface, t("settings.card_back"), (first.left, first.top - self.px(6)), anchor="bottomleft",
                   width=self.frame.right - self.px(28) - first.left)
        for name, rect in self.back_rects.items():
            surface.blit(assets.card_back(name, rect.width), rect)
            chosen = name == s.card_back
            if chosen:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(self.px(10), self.px(10)), width=3,
                                 border_radius=self.px(8))
            self.label(surface, t(f"settings.back.{name}"), (rect.centerx, rect.bottom + self.px(8)),
                       size=BACK_NAME_SIZE, anchor="midtop", colour=theme.GOLD_LIGHT if chosen else theme.MUTED,
                       bold=chosen)
        hints = self.control("hints").rect
        self.paragraph(surface, t("settings.hints.help"), (hints.left, hints.bottom + self.px(8)),
                       self.frame.right - hints.left - self.px(28), size=HELP_SIZE)

    def _help_height(self, width: int) -> int:
        """How tall the hints' help stands at ``width`` (the turn clock's row goes below it)."""
        size = max(12, self.px(HELP_SIZE))
        return len(theme.wrap(t("settings.hints.help"), size, width)) * theme.text("Ág", size, theme.MUTED).get_height()
