"""The table's own widgets: buttons, toasts, banners, panels (drawn, not pygame-gui).

Forms with text entry live in pygame-gui screens; everything on the table itself is drawn
here so it matches the cards and chips.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import ClassVar

import pygame

from game.i18n import t
from game.ui import assets, fit, pen, pointer, theme
from game.ui.theme import CREAM, GOLD, GOLD_LIGHT, LACQUER, LACQUER_DARK, MUTED

Label = str | Callable[[], str]
# Keys 1–9: the menu's games, the chips of a bet, the actions of the generic panel.
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9)
# Space and Enter both press the main action (UX.md "Keys"): a button bound to either answers both.
MAIN_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


def resolve(label: Label) -> str:
    return label() if callable(label) else label


def panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 220, radius: int = 12,
          border: tuple[int, int, int] | None = GOLD) -> None:
    """A dark translucent rounded panel with an optional thin gold border."""
    surface.blit(_panel_layer(rect.size, alpha, radius, border), rect.topleft)


def felt_with_panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 220, radius: int = 12) -> None:
    """The whole surface: the felt, and a :func:`panel` at ``rect`` — one opaque blit of a
    picture composed once (the two blits, the panel's blended over a window's worth of
    pixels, took 2–3 ms of every frame of a form)."""
    surface.blit(_felt_with_panel(surface.get_size(), tuple(rect), alpha, radius), (0, 0))


@lru_cache(maxsize=2)  # the window's size, and the size before a resize
def _felt_with_panel(size: tuple[int, int], rect: tuple[int, int, int, int], alpha: int,
                     radius: int) -> pygame.Surface:
    out = assets.composed_background("felt", size)  # neither the felt nor the panel's layer kept twice
    box = pygame.Rect(rect)
    out.blit(_panel_pixels(box.size, alpha, radius, GOLD), box)
    return out


@dataclass(frozen=True)
class KeepClear:
    """Where a question asked over a table may stand: inside ``room``, off every rect of
    ``keep`` (what the question is about: "Dằng non?" asks about the dealer's hand and one's
    own), and off ``rather`` as far as it can (the other seats)."""

    room: pygame.Rect
    keep: tuple[pygame.Rect, ...]
    rather: tuple[pygame.Rect, ...] = ()


def covered(rect: pygame.Rect, others: Sequence[pygame.Rect]) -> int:
    """How much of ``others`` ``rect`` covers, in px² (what a label or a bubble seeking a place weighs)."""
    return sum(c.w * c.h for c in (rect.clip(others[i]) for i in rect.collidelistall(others)))


def clear_place(rect: pygame.Rect, clear: KeepClear, step: int) -> pygame.Rect | None:
    """``rect`` where it touches nothing of ``clear.keep``; else a rect of its size in
    ``clear.room`` touching nothing of ``clear.keep``, covering as little of ``clear.rather``
    as it can and, of those, the nearest ``rect``'s place (tried every ``step`` px); None
    when there is no such place."""
    if rect.collidelist(clear.keep) < 0:
        return rect
    room, (w, h) = clear.room, rect.size
    xs = [*range(room.left, room.right - w, step), room.right - w]
    ys = [*range(room.top, room.bottom - h, step), room.bottom - h]
    best: tuple[int, float] | None = None
    place = None
    for y in ys:
        for x in xs:
            r = pygame.Rect(x, y, w, h)
            if r.collidelist(clear.keep) >= 0:
                continue
            score = (covered(r, clear.rather), math.dist(r.center, rect.center))
            if best is None or score < best:
                best, place = score, r
    return place


def modal_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A modal's panel at ``rect`` over the whole window dimmed (a dialog, the table menu)."""
    surface.blit(_veil(surface.get_size()), (0, 0))
    panel(surface, rect, alpha=245)


@lru_cache(maxsize=2)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 140))
    return veil


@lru_cache(maxsize=16)  # a few sizes at a time: a full-window panel is 3.7 MB
def _panel_layer(size: tuple[int, int], alpha: int, radius: int,
                 border: tuple[int, int, int] | None) -> pygame.Surface:
    """A panel's pixels, made once per size and look: panels are drawn every frame."""
    return _panel_pixels(size, alpha, radius, border)


def _panel_pixels(size: tuple[int, int], alpha: int, radius: int,
                  border: tuple[int, int, int] | None) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(layer, (20, 16, 14, alpha), layer.get_rect(), border_radius=radius)
    if border:
        pen.rect(layer, (*border, 200), layer.get_rect(), width=2, border_radius=radius)
    return layer


WARNING_FILL = (150, 30, 28, 235)


def unsaved_box(surface: pygame.Surface, rect: pygame.Rect, scale: float, reason: str) -> pygame.Rect:
    """The lasting "not saved" warning as a box at the top of ``rect`` (the menu): the
    headline, then why (left out if ``rect`` is too short for it); returns where it went."""
    pad = round(10 * scale)
    head_size, size = round(16 * scale), round(14 * scale)
    head = theme.wrap(t("save.unsaved"), head_size, rect.width - 2 * pad, bold=True)
    body = theme.wrap(reason, size, rect.width - 2 * pad)
    height = 2 * pad + len(head) * theme.font(head_size, True).get_linesize()
    if height + len(body) * theme.font(size).get_linesize() <= rect.height:
        height += len(body) * theme.font(size).get_linesize()
    else:
        body = []
    box = pygame.Rect(rect.left, rect.top, rect.width, height)
    _warning_fill(surface, box, round(10 * scale))
    y = box.top + pad
    for line, s, bold in [*((h, head_size, True) for h in head), *((b, size, False) for b in body)]:
        img = theme.text(line, s, CREAM, bold=bold)
        surface.blit(img, (box.left + pad, y))
        y += theme.font(s, bold).get_linesize()
    return box


def unsaved_pill(surface: pygame.Surface, midright: tuple[int, int], scale: float, reason: str,
                 max_width: int) -> pygame.Rect:
    """The lasting "not saved" warning in a bar (the table's top bar); the reason shows
    below it while the pointer rests on it.  Returns where it went."""
    size = round(15 * scale)
    label = theme.fit_text(t("save.unsaved"), size, max_width - round(20 * scale), color=CREAM, bold=True)
    rect = label.get_rect(midright=midright).inflate(round(20 * scale), round(8 * scale))
    rect.right = midright[0]
    _warning_fill(surface, rect, rect.height // 2)
    surface.blit(label, label.get_rect(center=rect.center))
    if rect.collidepoint(pointer.position()):
        lines = theme.wrap(reason, size, round(420 * scale))
        tip = pygame.Rect(0, 0, max(theme.font(size).size(x)[0] for x in lines) + round(20 * scale),
                          len(lines) * theme.font(size).get_linesize() + round(12 * scale))
        tip.topright = (rect.right, rect.bottom + round(6 * scale))
        _warning_fill(surface, tip, round(8 * scale))
        y = tip.top + round(6 * scale)
        for line in lines:
            surface.blit(theme.text(line, size, CREAM), (tip.left + round(10 * scale), y))
            y += theme.font(size).get_linesize()
    return rect


def _warning_fill(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pen.rect(layer, WARNING_FILL, layer.get_rect(), border_radius=radius)
    pen.rect(layer, (*GOLD_LIGHT, 230), layer.get_rect(), width=2, border_radius=radius)
    surface.blit(layer, rect.topleft)


KEY_HINT_LEAST = 11  # px: a button's key ("Esc", "Space") is never set smaller (issue 39)


def key_hint_size(label_px: int) -> int:
    """The size of a button's key beside a label set in ``label_px``."""
    return max(KEY_HINT_LEAST, label_px - 6)


@dataclass(eq=False)
class Button:
    """A clickable lacquer button with its keyboard key shown (e.g. "Rút  H").  A row that
    starts with one that ``leads`` (the chips) is laid from its area's left edge, so that
    button stands in one place whatever follows it (a bet, a challenge, a ké cửa)."""

    leads: ClassVar[bool] = False

    label: Label
    on_click: Callable[[], object]
    key: int | None = None
    key_hint: str = ""
    enabled: bool = True
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    hover: bool = False
    focused: bool = False
    primary: bool = False
    size: int = 18
    why_disabled: Label | None = None
    widest: Label | None = None  # the longest text the label may take: the button keeps that width
    wary: bool = False  # a question's answer: never laid under the pointer, and takes a click only once
    #                     the pointer has come onto it since it appeared (its key at once)
    armed: bool = False  # (wary) the pointer has come onto it from outside
    outside: bool = False  # (wary) the pointer has been off it since it appeared

    def min_width(self, scale: float = 1.0) -> int:
        return round(110 * scale)

    def preferred_width(self, scale: float = 1.0) -> int:
        s = round(self.size * scale)
        texts = [resolve(self.label)] + ([resolve(self.widest)] if self.widest is not None else [])
        w = max(theme.font(s, True).size(text)[0] for text in texts) + round(36 * scale)
        if self.key_hint:
            w += theme.font(key_hint_size(s)).size(self.key_hint)[0] + round(12 * scale)
        return w

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        """One blit of the button's look, composed once for what it shows (at 4K a button's
        five rounded rectangles a frame were a tenth of one)."""
        surface.blit(fit.composed(_button_look, self.rect.size, self.enabled, self.hover, self.focused, self.primary,
                                  resolve(self.label), self.key_hint, self.size, scale), self.rect.topleft)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)


@lru_cache(maxsize=64)
def _button_look(size: tuple[int, int], enabled: bool, hover: bool, focused: bool, primary: bool, text: str,
                 key_hint: str, text_size: int, scale: float) -> pygame.Surface:
    """A button of ``size`` as it looks, with its shadow below, on a transparent picture."""
    r = pygame.Rect((0, 0), size)
    radius = max(6, r.height // 3)
    shadow = r.move(0, max(2, r.height // 12))
    surface = pygame.Surface(r.union(shadow).size, pygame.SRCALPHA)
    if enabled:
        base = (190, 40, 42) if hover else (LACQUER if not primary else (176, 36, 30))
        edge = GOLD_LIGHT if (hover or focused) else GOLD
    else:
        base, edge = (70, 58, 54), (110, 96, 84)
    pen.rect(surface, (0, 0, 0), shadow, border_radius=radius)
    pen.rect(surface, base, r, border_radius=radius)
    pen.rect(surface, LACQUER_DARK if enabled else (50, 44, 40),
                     r.inflate(-4, -4).move(0, r.height // 4).clip(r.inflate(-4, -4)), border_radius=radius)
    pen.rect(surface, base, r.inflate(-4, -r.height // 2).move(0, -r.height // 8), border_radius=radius)
    pen.rect(surface, edge, r, width=2 if not focused else 3, border_radius=radius)
    s = round(text_size * scale)
    color = CREAM if enabled else MUTED
    label = theme.fit_text(text, s, r.width - round(16 * scale), color=color, bold=True)
    if key_hint:
        hint = theme.text(key_hint, key_hint_size(s), GOLD_LIGHT if enabled else MUTED, shadow=False)
        total = label.get_width() + hint.get_width() + round(8 * scale)
        if total > r.width - 12:
            surface.blit(label, label.get_rect(center=r.center))
            return surface
        x = r.centerx - total // 2
        surface.blit(label, label.get_rect(midleft=(x, r.centery)))
        surface.blit(hint, hint.get_rect(midleft=(x + label.get_width() + round(8 * scale), r.centery + 1)))
    else:
        surface.blit(label, label.get_rect(center=r.center))
    return surface


class ButtonRow:
    """Buttons laid out in a centred row (the action bar), with hover, click, keys and Tab focus.

    A click on a disabled button reports why through ``on_refused`` instead of doing nothing.
    """

    def __init__(self, on_refused: Callable[[str], None] | None = None) -> None:
        self.buttons: list[Button] = []
        self.on_refused = on_refused
        self.focus = -1
        self.pointer: tuple[int, int] | None = None  # where the pointer was last seen over the window
        self.pressed: pygame.Rect | None = None  # the button last clicked, where it was

    def set(self, buttons: Sequence[Button]) -> None:
        """The row's buttons; a wary one the same as one before (its words and key) keeps its
        arming, and a row of wary ones starts unfocused (Enter answers nothing by chance)."""
        before = {(resolve(b.label), b.key): b for b in self.buttons if b.wary}
        self.buttons = list(buttons)
        for b in self.buttons:
            same = before.get((resolve(b.label), b.key)) if b.wary else None
            if same is not None:
                b.armed, b.outside = same.armed, same.outside
        fresh = any(b.wary and not b.armed for b in self.buttons)
        self.focus = -1 if fresh else min(self.focus, len(self.buttons) - 1)

    def layout(self, area: pygame.Rect, scale: float, *, height: int | None = None, gap: int | None = None) -> None:
        h = height or round(44 * scale)
        g = gap if gap is not None else round(12 * scale)
        widths = [max(b.min_width(scale), b.preferred_width(scale)) for b in self.buttons]
        total = sum(widths) + g * max(0, len(widths) - 1)
        if total > area.width and widths:
            shrink = (area.width - g * (len(widths) - 1)) / sum(widths)
            widths = [max(40, int(w * shrink)) for w in widths]
            total = sum(widths) + g * (len(widths) - 1)
        x = area.left if self.buttons and self.buttons[0].leads else area.centerx - total // 2
        for b, w in zip(self.buttons, widths):
            b.rect = pygame.Rect(x, area.centery - h // 2, w, h)
            x += w + g
        self._clear_of_pointer(area, g)

    def _clear_of_pointer(self, area: pygame.Rect, step: int) -> None:
        """Slide the row (the least, inside ``area``) so that no wary button lies under the
        pointer or where the last button clicked was; note which of them the pointer is off."""
        wary = [b for b in self.buttons if b.wary]
        if not wary:
            return
        spots = [pygame.Rect(p, (1, 1)) for p in (self.pointer,) if p is not None]
        spots += [self.pressed] if self.pressed is not None else []
        row = self.buttons[0].rect.unionall([b.rect for b in self.buttons])
        shifts = sorted(range(area.left - row.left, area.right - row.right + 1, max(4, step)), key=abs)
        for dx in [0, *shifts] if spots else [0]:
            if not any(b.rect.move(dx, 0).collidelist(spots) >= 0 for b in wary):
                for b in self.buttons:
                    b.rect.move_ip(dx, 0)
                break
        for b in wary:
            b.outside = b.outside or self.pointer is None or not b.hit(self.pointer)

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus
            b.draw(surface, scale)
        for b in self.buttons:  # a greyed button under the pointer says why above it, unasked
            if b.hover and not b.enabled and b.why_disabled is not None:
                tip = _why_tip(resolve(b.why_disabled), max(12, round(15 * scale)), surface.get_width() * 2 // 3)
                at = tip.get_rect(midbottom=(b.rect.centerx, b.rect.top - round(6 * scale)))
                surface.blit(tip, at.clamp(surface.get_rect()))

    def _press(self, b: Button) -> bool:
        if b.enabled:
            b.on_click()
        elif self.on_refused and b.why_disabled:
            self.on_refused(resolve(b.why_disabled))
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was used by a button."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            for b in self.buttons:
                b.hover = b.hit(event.pos)
                b.armed = b.armed or (b.wary and b.hover and b.outside)
                b.outside = b.outside or not b.hover
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            for b in self.buttons:
                if b.hit(event.pos):
                    if b.wary and not b.armed:
                        return True  # a click meant for what stood here a moment ago answers nothing
                    self.pressed = b.rect.copy()
                    return self._press(b)
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB and self.buttons:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.focus = (self.focus + step) % len(self.buttons)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= self.focus < len(self.buttons):
                return self._press(self.buttons[self.focus])
            for b in self.buttons:
                if b.key is not None and event.key == b.key:
                    return self._press(b)
            if event.key in MAIN_KEYS:
                for b in self.buttons:
                    if b.key in MAIN_KEYS:
                        return self._press(b)
        return False


@lru_cache(maxsize=16)
def _why_tip(text: str, size: int, width: int) -> pygame.Surface:
    """Why a button is greyed, on a dark pill with a gold edge (drawn while it is hovered)."""
    label = theme.fit_text(text, size, width, color=CREAM)
    r = label.get_rect().inflate(size, size // 2)
    out = pygame.Surface(r.size, pygame.SRCALPHA)
    pen.rect(out, (*LACQUER_DARK, 235), r, border_radius=r.height // 2)
    pen.rect(out, GOLD, r, width=1, border_radius=r.height // 2)
    out.blit(label, label.get_rect(center=r.center))
    return out


@dataclass
class _Toast:
    message: str
    bad: bool
    ttl: float


class ToastLayer:
    """Short messages ("Chưa đủ tuổi để xét"), newest last: at the top of the screen, or in
    the strip a table keeps free for them (:attr:`area`, so they never cover a seat)."""

    LIFETIME = 2.6

    def __init__(self) -> None:
        self.items: list[_Toast] = []
        self.area: pygame.Rect | None = None  # set by a table while it is on screen

    def show(self, message: str, *, bad: bool = True) -> None:
        if self.items and self.items[-1].message == message:
            self.items[-1].ttl = self.LIFETIME
            return
        self.items.append(_Toast(message, bad, self.LIFETIME))
        self.items = self.items[-3:]

    @property
    def busy(self) -> bool:
        return bool(self.items)

    @property
    def messages(self) -> list[str]:
        return [i.message for i in self.items]

    def update(self, dt: float) -> bool:
        for item in self.items:
            item.ttl -= dt
        self.items = [i for i in self.items if i.ttl > 0]
        return self.busy

    def pill_height(self, surface_size: tuple[int, int]) -> int:
        """The height of a one-line toast on a surface of ``surface_size``."""
        scale = theme.scale_for(surface_size)
        return _toast_label("Ág", max(12, round(18 * scale)), 10_000).get_height() + round(16 * scale)

    def rects(self, surface_size: tuple[int, int]) -> list[tuple[_Toast, pygame.Rect, pygame.Surface]]:
        """Each toast shown now, with its pill and its text (the newest that fit the area)."""
        scale = theme.scale_for(surface_size)
        area = self.area or pygame.Rect(40, round(64 * scale), surface_size[0] - 80, surface_size[1])
        size = max(12, round(18 * scale))
        pad_x, pad_y, gap = round(32 * scale), round(16 * scale), round(6 * scale)
        out: list[tuple[_Toast, pygame.Rect, pygame.Surface]] = []
        y = area.top
        for item in reversed(self.items):  # the newest first: it must be seen
            label = _toast_label(item.message, size, area.width - pad_x)
            rect = label.get_rect(midtop=(area.centerx, y)).inflate(pad_x, pad_y)
            rect.top = y
            if rect.bottom > area.bottom and out:
                break
            out.append((item, rect, label))
            y = rect.bottom + gap
        return out

    def draw(self, surface: pygame.Surface) -> None:
        for item, rect, label in self.rects(surface.get_size()):
            alpha = int(240 * min(1.0, item.ttl / 0.4))
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            tint = (120, 24, 24, alpha) if item.bad else (24, 70, 40, alpha)
            pen.rect(layer, tint, layer.get_rect(), border_radius=rect.height // 2)
            pen.rect(layer, (*GOLD, alpha), layer.get_rect(), width=2, border_radius=rect.height // 2)
            # the label is a cached, shared surface: never change it, blend a copy when fading
            text = label if alpha >= 240 else _faded(label, alpha)
            layer.blit(text, text.get_rect(center=layer.get_rect().center))
            surface.blit(layer, rect.topleft)


def _toast_label(message: str, size: int, width: int) -> pygame.Surface:
    """A toast's words in ``width``: on two lines when one is too long (a long name in a
    narrow middle), each line shrunk to fit if it must."""
    rows = theme.wrapped(message, size, width)
    if len(rows) != 2:
        return theme.fit_text(message, size, width, color=CREAM)
    for row in rows:
        theme.note_fit(row, size, width)
    return _two_lines(rows, size, width)


@lru_cache(maxsize=64)
def _two_lines(rows: tuple[str, ...], size: int, width: int) -> pygame.Surface:
    lines = [theme.fit_text(row, size, width, color=CREAM) for row in rows]
    out = pygame.Surface((max(x.get_width() for x in lines), sum(x.get_height() for x in lines)), pygame.SRCALPHA)
    y = 0
    for line in lines:
        out.blit(line, line.get_rect(midtop=(out.get_width() // 2, y)))
        y += line.get_height()
    return out


def _faded(label: pygame.Surface, alpha: int) -> pygame.Surface:
    out = label.copy()
    out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


class Banner:
    """A big announcement ("Ba tiên!", "Kết!") that scales in, holds ~1.5 s, and can be skipped."""

    def __init__(self) -> None:
        self.text = ""
        self.sub = ""
        self.ttl = 0.0
        self.age = 0.0

    def show(self, text: str, sub: str = "", seconds: float = 1.5) -> None:
        self.text, self.sub, self.ttl, self.age = text, sub, seconds, 0.0

    @property
    def active(self) -> bool:
        return self.ttl > 0

    def skip(self) -> None:
        self.ttl = 0.0

    def update(self, dt: float) -> bool:
        if self.ttl > 0:
            self.ttl -= dt
            self.age += dt
        return self.active

    def draw(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """The banner at ``center``: it grows in over 0.18 s (its picture scaled: a text rendered
        at a new size every frame cost 2–4 ms at 4K), and fades in its last 0.3 s."""
        if not self.active:
            return
        img = _banner_image(self.text, self.sub, theme.scale_for(surface.get_size()))
        grow = 0.6 + 0.4 * min(1.0, self.age / 0.18)
        if grow < 1.0:
            img = pygame.transform.scale(img, (max(1, round(img.get_width() * grow)),
                                               max(1, round(img.get_height() * grow))))
        img.set_alpha(int(255 * min(1.0, self.ttl / 0.3)))
        surface.blit(img, img.get_rect(center=center))


@lru_cache(maxsize=8)
def _banner_image(text: str, sub: str, scale: float) -> pygame.Surface:
    """A banner's picture: the words (and the line under them) on a lacquer plaque."""
    label = theme.text(text, max(12, round(52 * scale)), GOLD_LIGHT, bold=True)
    rect = label.get_rect().inflate(round(60 * scale), round(24 * scale))
    lines = theme.text(sub, round(20 * scale), CREAM) if sub else None
    if lines is not None:
        rect.height += lines.get_height()
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pen.rect(layer, (*LACQUER_DARK, 235), layer.get_rect(), border_radius=18)
    pen.rect(layer, (*GOLD, 235), layer.get_rect(), width=3, border_radius=18)
    layer.blit(label, label.get_rect(midtop=(rect.width // 2, round(8 * scale))))
    if lines is not None:
        layer.blit(lines, lines.get_rect(midbottom=(rect.width // 2, rect.height - round(8 * scale))))
    return layer
