"""What the French table shows for one game's decisions: the :class:`Panel` base, and the
chip selector the betting panels share.

A panel turns the legal actions of the acting human into buttons (and seat clicks, and the
chip selector), and draws the game's own markers (side bets, xét badges).  Only actions the
engine offers are clickable; anything else explains itself in a toast.  Which panel a game
gets is its catalogue record's word (:attr:`game.catalog.Game.panel`, resolved in
:mod:`game.ui.table.families`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event
from game.engine.protocol import Action
from game.i18n import t
from game.ui import assets, theme
from game.ui.widgets import NUMBER_KEYS, Button

if TYPE_CHECKING:
    from game.ui.table.french.scene import FrenchTableScene

CHIP_KEYS = NUMBER_KEYS[:6]


class Panel:
    squeeze = False  # the viewer's cards start face down and open by nặn bài

    def __init__(self) -> None:
        self.scene: FrenchTableScene | None = None

    def attach(self, scene: FrenchTableScene) -> None:
        self.scene = scene

    def reset(self) -> None:
        """Forget any half-made choice (after an action, or a new round)."""

    def state_key(self) -> object:
        return None

    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        return []

    def seat_clicked(self, seat: int) -> bool:
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw_under(self, surface: pygame.Surface) -> None:
        """Markers drawn beneath the seats (side-bet lines)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Markers drawn over the seats (targets to click, hints)."""

    def prompt_anchor(self) -> tuple[int, int]:
        """Where a prompt or hint line sits: just above the viewer's own cards."""
        assert self.scene is not None
        lay = self.scene.layout
        bottom = next((s for s in lay.seats if s.is_viewer), None)
        if bottom is None:
            return (lay.size[0] // 2, lay.bottom_bar.top - round(8 * lay.scale))
        card_h = lay.card_size(True)[1]
        return (bottom.center[0], round(bottom.center[1] - card_h / 2 - 10 * lay.scale))

    def animate(self, event: Event) -> bool:
        """Motion for the game's own events; True if handled."""
        return False


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

    def why_not(self, amounts: Sequence[int]) -> str | None:
        """None if the amount is allowed, else a sentence saying the limit."""
        a = self.amount
        if a in amounts:
            return None
        if not amounts:
            return t("ui.bet.none")
        lo, hi = min(amounts), max(amounts)
        if a < lo:
            return t("ui.bet.too_low", amount=lo)
        if a > hi:
            return t("ui.bet.too_high", amount=hi)
        return t("ui.bet.step", step=_step(amounts))

    def buttons(self, amounts: Sequence[int], confirm: Callable[[int], object], label_key: str) -> list[Button]:
        """Chip buttons (keys 1–6), undo, clear and the confirm button."""
        hi = max(amounts) if amounts else 0
        out: list[Button] = []
        values = [v for v in assets.CHIP_VALUES if v <= max(hi, assets.CHIP_VALUES[0])][:6]
        for i, v in enumerate(values):
            out.append(ChipButton(str(v), partial(self.add, v), CHIP_KEYS[i], str(i + 1), value=v))
        out.append(Button(lambda: t("ui.bet.undo"), self.undo, pygame.K_BACKSPACE, "Bksp", size=16,
                          enabled=bool(self.stack), why_disabled=lambda: t("ui.bet.empty")))
        out.append(Button(lambda: t("ui.bet.clear"), self.clear, pygame.K_DELETE, "Del", size=16,
                          enabled=bool(self.stack), why_disabled=lambda: t("ui.bet.empty")))
        why = self.why_not(amounts)
        out.append(Button(lambda: t(label_key, amount=self.amount), lambda: confirm(self.amount), pygame.K_RETURN,
                          "Enter", primary=True, enabled=why is None, why_disabled=why))
        return out


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
            pygame.draw.circle(surface, theme.FOCUS, self.rect.center, d // 2 + 2, width=2)
