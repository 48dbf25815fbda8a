"""What every table says around its felt: the bars' words, the last rounds, the backdrop.

Functions of what they are given (the match, the shown table, the seats' names) and the
:class:`Backdrop` cache; the host draws them with :mod:`game.ui.table.bars`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.catalog import game
from game.i18n import has, signed, t
from game.match.match import Match
from game.shown.between import mode_name
from game.shown.table import ShownTable
from game.ui import assets, theme
from game.ui.labels import game_title
from game.ui.table.bars import bar_backdrop
from game.ui.table.controller import TableController
from game.ui.table.layout import TableLayout
from game.ui.table.mode import TableMode


def title_text(match: Match, mode: TableMode | None) -> str:
    """The game's name, and a guided deal's or a replay's badge."""
    title = game_title(game(match.variant.key))
    return f"{title} · {t(mode.badge_key)}" if mode is not None and mode.badge_key else title


def info_text(match: Match, shown: ShownTable, extra: Sequence[str] = ()) -> str:
    """The round's mode, number, stake and the fees the table has taken (and a game's ``extra``)."""
    parts = []
    key = match.variant.key
    mode = shown.facts.mode
    if match.chooses_mode:
        parts.append(mode_name(key, match.table_mode) + (f": {mode_name(key, mode)}" if mode else ""))
    elif mode and has(f"mode.{key}.{mode}"):
        parts.append(t(f"mode.{key}.{mode}"))
    parts.append(t("ui.round_no", n=shown.facts.round_no))
    if not match.variant.scores_points:
        parts.append(t("ui.stake", amount=shown.facts.stake))  # t() writes numbers per language
        parts.append(t("ui.fees", amount=shown.fees))
    return "  ·  ".join([*parts, *extra])


def status_text(controller: TableController, shown: ShownTable, mode: TableMode | None, busy: bool,
                seat_name: Callable[[int], str]) -> str:
    """What the bottom bar says when the viewer has nothing to do."""
    if busy:
        return ""  # nobody is "awaited" while the table is still moving
    said = mode.status() if mode is not None else None
    if said is not None:
        return said
    thinking = controller.thinking()
    if thinking is not None:
        return t("ui.thinking", name=seat_name(thinking))
    waiting = controller.humans_to_act()
    if waiting:
        return t("ui.waiting_for", name=seat_name(waiting[0]))
    acting = shown.to_act
    if acting and not shown.over:
        return t("ui.waiting_for", name=seat_name(acting[0]))
    return ""


def history_lines(controller: TableController, viewer: int | None, seat_name: Callable[[int], str], count: int,
                  width: int, size: int) -> list[str]:
    """The last ``count`` rounds, newest first, a line each: who won most, and the viewer's
    own change — in hot-seat each human by name (if the line fits ``width`` at ``size`` px),
    never "you"."""
    lines = []
    for record in reversed(controller.match.history[-count:]):
        best = max(range(len(record.deltas)), key=lambda s: record.deltas[s])
        line = t("ui.history.row", n=record.round_no, name=seat_name(best), change=signed(record.deltas[best]))
        if controller.hot_seat:  # between curtains nobody is "you"
            longer = line + "".join(f"  ·  {seat_name(h)} {signed(record.deltas[h])}"
                                    for h in controller.humans if h != best)
            line = longer if theme.font(size).size(longer)[0] <= width else line
        elif viewer is not None and viewer != best:
            line += "  ·  " + t("ui.history.you", change=signed(record.deltas[viewer]))
        lines.append(line)
    return lines


class Backdrop:
    """Everything of the table that stays put while it is laid out so — the texture, the
    bars' bands, the table's own (its painter's ``backdrop``) — composed once per layout: a
    frame starts with one opaque blit instead of several large translucent ones (a 4K
    frame's largest costs)."""

    def __init__(self, texture: str) -> None:
        self.texture = texture
        self._cached: tuple[TableLayout, tuple[int, int], pygame.Surface] | None = None

    def of(self, layout: TableLayout, size: tuple[int, int],
           paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        cached = self._cached
        if cached is not None and cached[0] is layout and cached[1] == size:
            return cached[2]
        surface = assets.background(self.texture, size).copy()
        bar_backdrop(surface, layout)
        paint(surface)
        self._cached = (layout, size, surface)
        return surface

    def forget(self) -> None:
        """Let the window-sized picture go (a closed table)."""
        self._cached = None
