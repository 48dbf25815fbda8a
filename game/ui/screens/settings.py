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
from game.ui.screens.controls import Button, Check
from game.ui.screens.form import FormScene

SAVE_AFTER = 0.4  # s of rest before a dragged volume is written
PREVIEW = parse_cards("AD AH AC AS")
HELP_SIZE = 15  # px at 1280×720: the hints' help under their box


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
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.columns = (0, 0)

    # --- layout ---------------------------------------------------------------------------------
    def build(self) -> None:
        s = self.app.session.settings
        f = self.frame
        col = (f.width - self.px(84)) // 2
        left, right = f.left + self.px(28), f.left + self.px(56) + col
        label_w = self.px(230)
        row_h, gap = self.px(40), self.px(10)
        self.rows = []
        self.columns = (left, right)

        def row(x: int, y: int, key: str, width: int) -> pygame.Rect:
            self.rows.append((key, pygame.Rect(x, y, label_w, row_h)))
            return pygame.Rect(x + label_w, y, width, row_h)

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
        self.check("mute", pygame.Rect(left + label_w, y + self.px(8), self.px(24), self.px(24)),
                   t("settings.mute"), s.muted, self.set_muted)
        y += row_h + gap + (self.px(26) if not self.app.sound.available else 0)
        area = row(left, y, "settings.speed", field)
        bw = (area.width - 3 * self.px(8)) // len(ANIMATION_SPEEDS)
        self.speed_buttons = {}
        for i, speed in enumerate(ANIMATION_SPEEDS):
            rect = pygame.Rect(area.left + i * (bw + self.px(8)), area.top, bw, row_h)
            self.speed_buttons[speed] = self.button(f"speed.{speed}", rect, speed_label(speed),
                                                    partial(self.set_speed, speed), selected=s.anim_speed == speed)
        y += row_h + gap
        self.check("fullscreen", pygame.Rect(left + label_w, y + self.px(8), self.px(24), self.px(24)),
                   t("settings.fullscreen"), self.app.fullscreen, lambda _v: self.app.toggle_fullscreen())
        y += row_h + gap
        self.check("large", pygame.Rect(left + label_w, y + self.px(8), self.px(24), self.px(24)),
                   t("settings.large_text"), s.large_text, self.app.set_large_text)
        y += row_h + gap
        self.dropdown("bet_clock", row(left, y, "settings.bet_clock", field),
                      [(clock_label(c), str(c)) for c in BET_CLOCKS], str(s.bet_clock),
                      lambda v: self.app.session.update_settings(bet_clock=int(v)))
        y += row_h + gap
        self.dropdown("next_round", row(left, y, "settings.next_round", field),
                      [(clock_label(c), str(c)) for c in NEXT_ROUND_CLOCKS], str(s.next_round_clock),
                      lambda v: self.app.session.update_settings(next_round_clock=int(v)))
        y = f.top + self.px(122)
        self.check("four", pygame.Rect(right, y + self.px(10), self.px(24), self.px(24)), t("settings.four_colour"),
                   s.four_colour, lambda v: self.app.session.update_settings(four_colour=v))
        y += row_h + self.px(112)
        w = self.px(70)
        self.back_rects = {}
        for i, name in enumerate(CARD_BACKS):
            rect = pygame.Rect(right + i * (w + self.px(30)), y + self.px(34), w, round(w * assets.CARD_RATIO))
            self.back_rects[name] = rect
            self.drawn(f"back.{name}", rect, partial(self.set_back, name), self.step_back)
        y += self.px(34) + round(w * assets.CARD_RATIO) + self.px(44)
        self.check("hints", pygame.Rect(right, y + self.px(10), self.px(24), self.px(24)), t("settings.hints"),
                   s.show_hints, lambda v: self.app.session.update_settings(show_hints=v))
        y += self.px(44) + self._help_height(f.right - right - self.px(28)) + gap  # below the hints' help
        self.dropdown("clock", row(right, y, "settings.turn_clock", col - label_w),
                      [(clock_label(c), str(c)) for c in TURN_CLOCKS], str(s.turn_clock),
                      lambda v: self.app.session.update_settings(turn_clock=int(v)))

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
        four = self.control("four").rect
        w = self.px(64)
        for i, card in enumerate(PREVIEW):
            img = assets.card_face(card, w, bool(s.four_colour))
            surface.blit(img, (four.left + i * (w + self.px(10)), four.bottom + self.px(18)))
        first = self.back_rects[CARD_BACKS[0]]
        self.label(surface, t("settings.card_back"), (first.left, first.top - self.px(34)))
        for name, rect in self.back_rects.items():
            surface.blit(assets.card_back(name, rect.width), rect)
            chosen = name == s.card_back
            if chosen:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(self.px(10), self.px(10)), width=3,
                                 border_radius=self.px(8))
            self.label(surface, t(f"settings.back.{name}"), (rect.centerx, rect.bottom + self.px(8)), size=15,
                       anchor="midtop", colour=theme.GOLD_LIGHT if chosen else theme.MUTED, bold=chosen)
        hints = self.control("hints").rect
        self.paragraph(surface, t("settings.hints.help"), (hints.left, hints.bottom + self.px(8)),
                       self.frame.right - hints.left - self.px(28), size=HELP_SIZE)

    def _help_height(self, width: int) -> int:
        """How tall the hints' help stands at ``width`` (the turn clock's row goes below it)."""
        size = max(12, self.px(HELP_SIZE))
        return len(theme.wrap(t("settings.hints.help"), size, width)) * theme.text("Ág", size, theme.MUTED).get_height()
