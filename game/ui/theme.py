"""The table's palette, type sizes and text rendering (the bundled font only, never SysFont)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import _lru_cache_wrapper, lru_cache, wraps
from typing import Any, Final, ParamSpec, TypeVar

import pygame

from game.resources import sprite_path
from game.ui import fit

Color = tuple[int, int, int] | tuple[int, int, int, int]

# One coherent palette (UX.md): felt green, straw beige, lacquer red, Tết gold, cream text.
FELT = (18, 84, 52)
FELT_DARK = (10, 52, 32)
MAT = (214, 188, 134)
LACQUER = (150, 26, 30)
LACQUER_DARK = (96, 14, 18)
GOLD = (226, 182, 76)
GOLD_LIGHT = (250, 220, 140)
CREAM = (250, 240, 214)
INK = (30, 22, 18)
SHADOW = (0, 0, 0)
PANEL = (22, 18, 16, 224)
PANEL_SOLID = (34, 28, 24)
MUTED = (186, 172, 150)
GOOD = (120, 210, 120)
BAD = (236, 104, 96)
FOCUS = (120, 200, 255)

FONT_FILES = {
    False: ("fonts", "NotoSansCJKtc-Subset-Regular.otf"),
    True: ("fonts", "NotoSansCJKtc-Subset-Bold.otf"),
}


LARGE_TEXT: Final = 1.25  # the large-text setting: every text a quarter larger
_text_scale = 1.0


def text_scale() -> float:
    """The factor on every font size: 1, or :data:`LARGE_TEXT` with large text on."""
    return _text_scale


def set_text_scale(factor: float) -> bool:
    """Set every text drawn from now on ``factor`` times its size; True when that changed.

    Every size asked of :func:`font` (and of the form fields' theme) is scaled, so each
    screen honours it without knowing; a screen's layout must be made again (the app lays
    every screen out anew).  The pictures of text made before — cached by the functions of
    any ``game.ui`` module — are all dropped."""
    global _text_scale
    if factor == _text_scale:
        return False
    _text_scale = factor
    forget_pictures()
    return True


def forget_pictures(keep: tuple[object, ...] = (), *, bounded_only: bool = False) -> None:
    """Drop every picture cached by a function of a ``game.ui`` module (its ``lru_cache``)
    but those in ``keep``: texts, plates, buttons … are made anew when next asked for.
    ``bounded_only``: leave the unbounded caches (``functools.cache``: tables computed once,
    not pictures) too."""
    for name, module in list(sys.modules.items()):
        if name == "game.ui" or name.startswith("game.ui."):
            for value in list(vars(module).values()):
                if isinstance(value, _lru_cache_wrapper) and value not in keep \
                        and not (bounded_only and value.cache_parameters()["maxsize"] is None):
                    value.cache_clear()


def scaled(size: float) -> int:
    """The px size a text asked at ``size`` is set in (the large-text factor applied)."""
    return max(6, int(size * _text_scale))


P = ParamSpec("P")
R = TypeVar("R")


def layout_cache(maxsize: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """A bounded cache for a layout: arithmetic on rects whose sizes follow the text size
    (:func:`scaled`), holding no picture.  The text scale is part of its key, so it is never
    emptied — not by :func:`forget_pictures` when a screen replaces another (a table opened
    again at a size seen before, or a second table of the same seats, is laid out at once:
    each French layout costs 15 ms), nor when the text size changes."""

    def wrap(fn: Callable[P, R]) -> Callable[P, R]:
        @lru_cache(maxsize=maxsize)
        def cached(scale: float, args: tuple[Any, ...], kwargs: tuple[tuple[str, Any], ...]) -> R:
            return fn(*args, **dict(kwargs))

        @wraps(fn)
        def call(*args: P.args, **kwargs: P.kwargs) -> R:
            return cached(_text_scale, args, tuple(sorted(kwargs.items())))

        return call

    return wrap


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` px, scaled by the text size setting (cached; fonts are
    cheap to keep)."""
    return pygame.font.Font(str(sprite_path(*FONT_FILES[bold])), scaled(size))


@lru_cache(maxsize=256)  # measured: 99% hits, and a long session stays flat
def text(
    value: str,
    size: int,
    color: Color = CREAM,
    *,
    bold: bool = False,
    shadow: bool = True,
) -> pygame.Surface:
    """Rendered text with a soft drop shadow (cached: the table redraws the same labels)."""
    f = font(size, bold)
    face = f.render(value, True, color)
    if not shadow:
        fit.made(face, "text", value, scaled(size))
        return face
    off = max(1, scaled(size) // 14)
    out = pygame.Surface((face.get_width() + off, face.get_height() + off), pygame.SRCALPHA)
    shade = f.render(value, True, SHADOW)
    shade.set_alpha(150)
    out.blit(shade, (off, off))
    out.blit(face, (0, 0))
    fit.made(out, "text", value, scaled(size))
    return out


def note_fit(value: str, size: int, max_width: int, *, bold: bool = False, cut_ok: bool = False) -> None:
    """Tell the layout-fit record (while it records) about a box :func:`fit_text` fills —
    also for callers that keep its surfaces and do not call it again."""
    if fit.active():
        needs = font(max(6, int(size * fit.SHRINK_OK)), bold).size(value)[0]
        fit.note(fit.TextBox(value, max_width, needs, cut_ok))


def fit_text(value: str, size: int, max_width: int, *, color: Color = CREAM, bold: bool = False,
             shadow: bool = True, cut_ok: bool = False) -> pygame.Surface:
    """Text shrunk (down to 70%) and then ellipsised so it never overflows ``max_width``.

    Meant as a safety net: the layout-fit test (:mod:`game.ui.fit`) fails a box that needs
    it, unless ``cut_ok`` says the cut is deliberate (the full text is shown elsewhere).
    """
    note_fit(value, size, max_width, bold=bold, cut_ok=cut_ok)
    min_size = max(8, int(size * 0.7))
    s = size
    while s > min_size and font(s, bold).size(value)[0] > max_width:
        s -= 1
    if font(s, bold).size(value)[0] <= max_width:  # the text itself, as the loop measured it (not its shadow)
        return text(value, s, color, bold=bold, shadow=shadow)
    return text(cut(value, s, max_width, bold=bold), s, color, bold=bold, shadow=shadow)


def cut(value: str, size: int, max_width: int, *, bold: bool = False) -> str:
    """``value`` shortened with "…" to fit ``max_width`` at ``size`` (unchanged if it fits)."""
    f = font(size, bold)
    if f.size(value)[0] <= max_width:
        return value
    while len(value) > 1 and f.size(value + "…")[0] > max_width:
        value = value[:-1]
    return value.rstrip() + "…"


def wrap(value: str, size: int, max_width: int, *, bold: bool = False) -> list[str]:
    """Split ``value`` into lines that fit ``max_width`` (words kept whole where possible)."""
    return list(_wrap(value, size, max_width, bold))


@lru_cache(maxsize=512)  # screens wrap the same texts every frame (the menu: 16 a frame, 1 ms)
def _wrap(value: str, size: int, max_width: int, bold: bool) -> tuple[str, ...]:
    f = font(size, bold)
    lines: list[str] = []
    for para in value.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= max_width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def scale_for(size: tuple[int, int]) -> float:
    """UI scale relative to the 1280×720 reference layout (never below 0.6)."""
    w, h = size
    return max(0.6, min(w / 1280, h / 720))


def amount_color(amount: int) -> tuple[int, int, int]:
    """Gains green, losses red, nothing (a push, "0") in the plain text colour, never the loss colour."""
    return GOOD if amount > 0 else BAD if amount < 0 else CREAM


def fitted(value: str, size: int, max_width: int, color: tuple[int, int, int], bold: bool,
           shadow: bool = False) -> pygame.Surface:
    """``fit_text`` remembered (it measures the text again on every call); the
    layout-fit record still hears of every box."""
    note_fit(value, size, max_width, bold=bold)
    return _fitted(value, size, max_width, color, bold, shadow)


@lru_cache(maxsize=512)
def _fitted(value: str, size: int, max_width: int, color: tuple[int, int, int], bold: bool,
            shadow: bool) -> pygame.Surface:
    return fit_text(value, size, max_width, color=color, bold=bold, shadow=shadow)


@lru_cache(maxsize=256)
def wrapped(line: str, size: int, width: int, *, bold: bool = False) -> tuple[str, ...]:
    """``wrap`` with its lines evened out — the narrowest width giving no more lines, so
    no lone "16." or "cây." is left on a line of its own — and remembered (wrapping measures
    every word again)."""
    rows = wrap(line, size, width, bold=bold)
    low, high = width // 2, width
    while len(rows) > 1 and low < high:
        mid = (low + high) // 2
        if len(wrap(line, size, mid, bold=bold)) > len(rows):
            low = mid + 1
        else:
            high = mid
    return tuple(wrap(line, size, high, bold=bold)) if len(rows) > 1 else tuple(rows)
