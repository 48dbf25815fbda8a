"""Text on the tables: never set below 12 px (issue 17 §4), shrunk to its box and then cut
with "…", an English aside dropped before anything is cut."""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from game.ui import fit as ui_fit
from game.ui import theme
from game.ui.theme import Color

MIN_TEXT = 12  # px: names, chips, bets and tags never smaller (issue 17 §4)


def fit(value: str, size: int, width: int, *, color: Color = theme.CREAM, bold: bool = False,
        shadow: bool = True) -> pygame.Surface:
    """``value`` at ``size`` px, shrunk to fit ``width`` but never below 12 px (then cut with "…").

    While :func:`game.ui.fit.recording` is on (the layout-fit test), the box is noted with the
    width the text takes at 12 px, the least this table sets text in."""
    if ui_fit.active():
        ui_fit.note(ui_fit.TextBox(value, width, theme.font(min(size, MIN_TEXT), bold).size(value)[0]))
    return _fitted(value, size, width, color, bold, shadow)


@lru_cache(maxsize=1024)  # a table redraws the same labels every frame; the surfaces are never changed
def _fitted(value: str, size: int, width: int, color: Color, bold: bool, shadow: bool) -> pygame.Surface:
    s = size
    while s > MIN_TEXT and theme.font(s, bold).size(value)[0] > width:
        s -= 1
    if theme.font(s, bold).size(value)[0] <= width:
        return theme.text(value, s, color, bold=bold, shadow=shadow)
    cut = value
    while len(cut) > 1 and theme.font(s, bold).size(cut + "…")[0] > width:
        cut = cut[:-1]
    return theme.text(cut + "…", s, color, bold=bold, shadow=shadow)


def without_aside(text: str, width: int, bold: bool = False, size: int = MIN_TEXT) -> str:
    """``text``, or if it does not fit ``width`` even at ``size`` px (12), ``text`` without its
    asides in brackets, which English names add after the Vietnamese one: "Xì dách (ace and a
    ten)" reads "Xì dách", "Ngũ linh (five cards), 13" reads "Ngũ linh, 13"."""
    if theme.font(size, bold).size(text)[0] <= width:
        return text
    return re.sub(r" \([^()]*\)", "", text)
