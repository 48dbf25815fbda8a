"""What the French table shows for one game's decisions: the :class:`Panel` base, and the
chip selector the betting panels share.

A panel turns the legal actions of the acting human into buttons (and seat clicks, and the
chip selector), and draws the game's own markers (side bets, xét badges).  Only actions the
engine offers are clickable; anything else explains itself in a toast.  It also knows what
the game's outcomes rest on (a hand's name on its cards, "Thắng" on the dealer's cards
too), tells the log what each public event means, and lists the result panel's rows.
Which panel a game gets is its catalogue record's word (:attr:`game.catalog.Game.panel`,
resolved in :mod:`game.ui.table.families`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event, Tile
from game.engine.protocol import Action
from game.engine.view import SeatView, TableView
from game.i18n import t
from game.ui import assets, theme
from game.ui.table.french.paint import fit, shade
from game.ui.table.french.results import ResultRow
from game.ui.widgets import NUMBER_KEYS, Button

if TYPE_CHECKING:
    from game.ui.table.french.scene import FrenchTableScene

CHIP_KEYS = NUMBER_KEYS[:6]


class Panel:
    squeeze = False  # the viewer's cards start face down and open by nặn bài
    max_cards = 3  # the longest hand: the layout keeps room for its fan

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

    def draw_prompt(self, surface: pygame.Surface, text: str) -> None:
        """A prompt or hint on the line kept for it above the viewer's cards."""
        assert self.scene is not None
        lay = self.scene.lay
        rect = lay.prompt
        if rect.width <= 0:
            return
        img = fit(text, max(12, round(18 * lay.scale)), rect.width - 20, color=theme.GOLD_LIGHT, bold=True)
        bg = img.get_rect(center=rect.center).inflate(20, 6).clip(rect)
        shade(surface, bg, 190, radius=bg.height // 2)
        surface.blit(img, img.get_rect(center=rect.center))

    def animate(self, event: Event) -> bool:
        """Motion for the game's own events; True if handled."""
        return False

    def narrate(self, event: Event) -> str | None:
        """The log's line for a public event (written when its motion plays), if any."""
        return None

    # --- what the table shows -------------------------------------------------------------
    def cards_on_table(self, sv: SeatView, view: TableView) -> tuple[Tile | None, ...]:
        """The cards lying before ``sv``'s seat (a ván phụ deals new ones)."""
        return sv.cards

    def hand_label(self, seat: int, tiles: Sequence[Tile | None], view: TableView) -> str | None:
        """The name of the hand the table shows for ``seat`` (``tiles``: the cards drawn there),
        or None; the scene draws it only once those cards are all face up."""
        sv = view.seats[seat]
        if sv.hand is None or len(tiles) != len(sv.cards) or None in tiles:
            return None
        return sv.hand.text()

    def outcome_depends(self, seat: int, view: TableView) -> tuple[int, ...] | None:
        """The seats whose cards decide ``seat``'s status, if the status is an outcome
        ("Thắng"), else None (a status such as "Đang xem bài" tells nothing)."""
        return None

    def result_rows(self, results: dict[str, Any]) -> list[ResultRow]:
        """The result panel's rows: each seat's hand and chips, then the table's fee."""
        scene = self.scene
        assert scene is not None
        view = scene.view()
        rows = []
        for s, delta in enumerate(results["deltas"]):
            sv = view.seats[s] if isinstance(view, TableView) else None
            hand = sv.hand.text() if sv is not None and sv.hand is not None else ""
            cards = tuple(c for c in sv.cards if c is not None) if sv is not None else ()
            rows.append(ResultRow(scene.seat_name(s), hand, delta, cards))
        if results["fees"]:
            rows.append(ResultRow(t("ui.fee_sink"), "", results["fees"]))
        return rows


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
            pygame.draw.circle(surface, theme.FOCUS, self.rect.center, d // 2 + 2, width=2)
