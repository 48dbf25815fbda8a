"""What a game adds to the French table: the :class:`Panel` base, and the chip selector the
betting panels share.

A panel has two faces.  As **controls** it turns the acting human's legal actions into
buttons (and seat clicks, and the chip selector): only actions the engine offers are
clickable, anything else explains itself in a toast.  As a **painter** it draws the game's
own markers (side-bet lines, xét targets, hints) and names what the table shows (a hand,
an outcome) — from the shown table alone (:mod:`game.shown`), never the round.  It reaches
the table through the narrow :class:`~game.ui.table.stage.Table` interface.  Which panel a
game gets is its catalogue record's word (:attr:`game.catalog.Game.panel`, resolved in
:mod:`game.ui.table.families`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.engine.events import Event, Tile
from game.engine.protocol import Action
from game.i18n import t
from game.shown.table import ShownSeat
from game.ui import assets, pen, theme
from game.ui.table.french.layout import FrenchLayout
from game.ui.table.french.paint import shade
from game.ui.table.stage import Table
from game.ui.table.text import fit
from game.ui.widgets import NUMBER_KEYS, Button, ButtonRow

CHIP_KEYS = NUMBER_KEYS[:6]


class Panel:
    squeeze = False  # the viewer's cards start face down and open by nặn bài
    max_cards = 3  # the longest hand: the layout keeps room for its fan

    def __init__(self) -> None:
        self._table: Table | None = None
        self.lay_of: Callable[[], FrenchLayout] | None = None

    def attach(self, table: Table, layout: Callable[[], FrenchLayout]) -> None:
        self._table = table
        self.lay_of = layout

    @property
    def table(self) -> Table:
        assert self._table is not None, "the panel is not attached to a table"
        return self._table

    @property
    def lay(self) -> FrenchLayout:
        assert self.lay_of is not None
        return self.lay_of()

    def reset(self) -> None:
        """Forget any half-made choice (after an action, or a new round)."""

    def state_key(self) -> object:
        return None

    # --- controls ---------------------------------------------------------------------------------
    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        return []

    def seat_clicked(self, seat: int) -> bool:
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    # --- motion --------------------------------------------------------------------------------------
    def beat(self, event: Event) -> None:
        """Motion of the game's own for ``event``, after the table's (scheduled on its animator)."""

    def applied(self, event: Event) -> None:
        """``event`` reached the shown table: the picture may follow it."""

    # --- painting -------------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface) -> None:
        """Markers drawn beneath the seats (side-bet lines)."""

    def draw_markers(self, surface: pygame.Surface, keep_clear: Sequence[pygame.Rect]) -> None:
        """Labels over the seats placed clear of ``keep_clear`` (side bets' markers)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Markers drawn over the seats (targets to click, hints)."""

    def draw_bar(self, surface: pygame.Surface, actions: ButtonRow) -> None:
        """Over the bottom bar, beside the action buttons (after the bars are drawn)."""

    def draw_prompt(self, surface: pygame.Surface, text: str) -> None:
        """A prompt or hint on the line kept for it above the viewer's cards."""
        lay = self.lay
        rect = lay.prompt
        if rect.width <= 0:
            return
        img = fit(text, max(12, round(18 * lay.scale)), rect.width - 20, color=theme.GOLD_LIGHT, bold=True)
        bg = img.get_rect(center=rect.center).inflate(20, 6).clip(rect)
        shade(surface, bg, 190, radius=bg.height // 2)
        surface.blit(img, img.get_rect(center=rect.center))

    def fan(self, seat: int, count: int) -> int:
        """The cards ``seat``'s fan is laid out for while it holds ``count``: the whole hand
        of a game that always deals it at once, so the fan does not shift as cards arrive."""
        return max(count, self.max_cards) if count else 0

    def hand_label(self, seat: int, tiles: Sequence[Tile | None]) -> str | None:
        """The name of the hand the table shows for ``seat`` (its cards all seen), or None."""
        return None

    def outcome(self, seat: int) -> tuple[str, int] | None:
        """A settled seat's outcome for its plate ("Thắng") and its change, or None."""
        return None


def seen_hand(seat: ShownSeat, count: int | None = None) -> list[Tile] | None:
    """The seat's cards if the viewer sees every one (and, given ``count``, that many), else None."""
    tiles = [c.tile for c in seat.cards if c.seen and c.tile is not None]
    if not seat.cards or len(tiles) != len(seat.cards) or (count is not None and len(tiles) != count):
        return None
    return tiles


class ChipSelector:
    """Build an amount by clicking chip denominations; undo, clear; ``amounts`` are the legal ones.

    The amount can only be confirmed when it is one the engine offers; otherwise the
    confirm button explains the limit (minimum, maximum, what the chips allow).
    """

    def __init__(self, on_change: Callable[[], None]) -> None:
        self.stack: list[int] = []
        self.on_change = on_change

    @property
    def amount(self) -> int:
        return sum(self.stack)

    def reset(self) -> None:
        self.stack.clear()

    def add(self, value: int) -> None:
        self.stack.append(value)
        self.on_change()

    def undo(self) -> None:
        if self.stack:
            self.stack.pop()
        self.on_change()

    def clear(self) -> None:
        self.stack.clear()
        self.on_change()

    def why_not(self, amounts: Sequence[int], limits: Limits | None = None) -> str | None:
        """None if the amount is allowed, else a sentence saying the limit and its reason."""
        a = self.amount
        if a in amounts:
            return None
        if not amounts:
            return t("ui.bet.none")
        lo, hi = min(amounts), max(amounts)
        if a < lo:
            return t("ui.bet.too_low", amount=lo)
        if a > hi:
            return limits.too_high(hi) if limits is not None else t("ui.bet.too_high", amount=hi)
        step = _step(amounts)
        if (a - lo) % step:
            return t("ui.bet.step", step=step)
        listed = ", ".join(map(str, sorted(amounts)[:8])) + ("…" if len(amounts) > 8 else "")
        return t("ui.bet.one_of", amounts=listed)

    def buttons(self, amounts: Sequence[int], confirm: Callable[[int], object], label_key: str,
                limits: Limits | None = None) -> list[Button]:
        """Chip buttons (keys 1–6) — only chips that fit the amounts allowed —, undo, clear and
        the confirm button (as wide as its longest label, so the chips never slide)."""
        hi = max(amounts) if amounts else 0
        out: list[Button] = []
        for i, v in enumerate(chip_values(amounts)):
            out.append(ChipButton(str(v), partial(self.add, v), CHIP_KEYS[i], str(i + 1), value=v))
        out.append(Button(lambda: t("ui.bet.undo"), self.undo, pygame.K_BACKSPACE, "Bksp", size=16,
                          enabled=bool(self.stack), why_disabled=lambda: t("ui.bet.empty")))
        out.append(Button(lambda: t("ui.bet.clear"), self.clear, pygame.K_DELETE, "Del", size=16,
                          enabled=bool(self.stack), why_disabled=lambda: t("ui.bet.empty")))
        why = self.why_not(amounts, limits)
        out.append(Button(lambda: t(label_key, amount=self.amount), lambda: confirm(self.amount), pygame.K_RETURN,
                          "Space", primary=True, enabled=why is None, why_disabled=why,
                          widest=t(label_key, amount=10 * max(1, hi))))
        return out


@dataclass(frozen=True)
class Limits:
    """Why a bet cannot go higher: the table's maximum, the player's chips, the banker's."""

    table_max: int
    own_free: int
    banker_free: int | None = None  # what the banker could still pay (None: no banker)
    banker_role: str = "cai"

    def too_high(self, hi: int) -> str:
        if hi >= self.table_max:
            return t("ui.bet.max_table", amount=hi)
        if self.banker_free is not None and self.banker_free < self.own_free:
            return t(f"ui.bet.max_banker.{self.banker_role}", amount=hi, free=self.banker_free)
        return t("ui.bet.max_chips", amount=hi, count=self.own_free)


def chip_values(amounts: Sequence[int]) -> list[int]:
    """The chips that fit the bets allowed: multiples of their step (the table's unit), none
    bigger than the largest bet; and, when no such chip makes the unit itself, the largest
    chip that divides it (two 10s for a unit of 20)."""
    if not amounts:
        return [assets.CHIP_VALUES[0]]
    hi = max(amounts)
    step = _step(amounts) if len(amounts) > 1 else min(amounts)
    fitting = [v for v in assets.CHIP_VALUES if v <= hi and v % step == 0]
    if not fitting or fitting[0] > step:
        parts = [v for v in assets.CHIP_VALUES if v < step and step % v == 0]
        fitting = parts[-1:] + fitting
    return (fitting or [min(assets.CHIP_VALUES)])[:6]


def _step(amounts: Sequence[int]) -> int:
    ordered = sorted(amounts)
    gaps = [b - a for a, b in itertools.pairwise(ordered) if b > a]
    return min(gaps) if gaps else ordered[0]


class ChipButton(Button):
    """A chip you click to add its value (drawn as the chip itself)."""

    def __init__(self, label: str, on_click: Callable[[], object], key: int, key_hint: str, *, value: int) -> None:
        super().__init__(label, on_click, key, key_hint)
        self.value = value

    def min_width(self, scale: float = 1.0) -> int:
        return round(48 * scale)

    def preferred_width(self, scale: float = 1.0) -> int:
        return round(48 * scale)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        d = min(self.rect.width, self.rect.height) + (4 if self.hover else 0)
        img = assets.chip(self.value, d)
        surface.blit(img, img.get_rect(center=self.rect.center))
        if self.focused:
            pen.circle(surface, theme.FOCUS, self.rect.center, d // 2 + 2, width=2)
