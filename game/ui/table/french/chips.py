"""The chip selector the betting games share: an amount built by clicking chips of the
denominations that fit the bets allowed, undone or cleared, confirmed only when the engine
offers it — else the confirm button says the limit and why (:class:`Limits`); beside them, a
seat's quick bets (:mod:`game.shown.quick_bets`: its last bet, the minimum, ×2), each one
click."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from game.i18n import t
from game.shown.quick_bets import QuickBet, quick_bets
from game.ui import assets, pen, theme
from game.ui.widgets import NUMBER_KEYS, Button

CHIP_KEYS = NUMBER_KEYS[:6]
QUICK = {"last": "ui.bet.quick.last", "min": "ui.bet.quick.min", "double": "ui.bet.quick.double"}  # their words


class ChipSelector:
    """Build an amount by clicking chip denominations; undo, clear; ``amounts`` are the legal ones.

    The amount can only be confirmed when it is one the engine offers; otherwise the
    confirm button explains the limit (minimum, maximum, what the chips allow).
    """

    def __init__(self, on_change: Callable[[], None]) -> None:
        self.stack: list[int] = []
        self.on_change = on_change
        self.last: dict[int, int] = {}  # each seat's last bet made here (its quick bet "last")

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
                limits: Limits | None = None, *, seat: int | None = None) -> list[Button]:
        """Chip buttons (keys 1–6) — only chips that fit the amounts allowed —, undo, clear and
        the confirm button (as wide as its longest label, so the chips never slide).  For a
        ``seat``'s own bet, its quick bets after the chips, and what it bets remembered as its last."""
        hi = max(amounts) if amounts else 0
        out: list[Button] = []
        for i, v in enumerate(chip_values(amounts)):
            out.append(ChipButton(str(v), partial(self.add, v), CHIP_KEYS[i], str(i + 1), value=v))
        if seat is not None:
            confirm = self._remembered(seat, confirm)
            out += [self._quick(q, confirm) for q in quick_bets(amounts, self.last.get(seat))]
        out.append(Button(lambda: t("ui.bet.undo"), self.undo, pygame.K_BACKSPACE, "Bksp", size=16,
                          enabled=bool(self.stack), why_disabled=lambda: t("ui.bet.empty")))
        out.append(Button(lambda: t("ui.bet.clear"), self.clear, pygame.K_DELETE, "Del", size=16,
                          enabled=bool(self.stack), why_disabled=lambda: t("ui.bet.empty")))
        why = self.why_not(amounts, limits)
        short = self.short_why(amounts)
        widest = t("ui.bet.why", choice=t(label_key, amount=10 * max(1, hi)), reason=t("ui.bet.short.min", amount=hi))
        out.append(Button(lambda: t(label_key, amount=self.amount) if short is None else
                          t("ui.bet.why", choice=t(label_key, amount=self.amount), reason=short),
                          lambda: confirm(self.amount), pygame.K_RETURN, "Space", primary=True,
                          enabled=why is None, why_disabled=why, widest=widest))
        return out

    def short_why(self, amounts: Sequence[int]) -> str | None:
        """What the greyed confirm button says after its amount, in a word or two: "tối đa
        100", "tối thiểu 10", "bội số của 20" (the whole reason is told when it is clicked)."""
        a = self.amount
        if a in amounts or not amounts:
            return None
        lo, hi = min(amounts), max(amounts)
        if a < lo:
            return t("ui.bet.short.min", amount=lo)
        if a > hi:
            return t("ui.bet.short.max", amount=hi)
        return t("ui.bet.short.step", step=_step(amounts)) if (a - lo) % _step(amounts) else None


    @staticmethod
    def _quick(quick: QuickBet, confirm: Callable[[int], object]) -> Button:
        return Button(partial(t, QUICK[quick.kind], amount=quick.amount), partial(confirm, quick.amount), size=16)

    def _remembered(self, seat: int, confirm: Callable[[int], object]) -> Callable[[int], object]:
        def bet(amount: int) -> object:
            made = confirm(amount)
            if made is not False:  # (a bet the table refused is no last bet)
                self.last[seat] = amount
            return made
        return bet


@dataclass(frozen=True)
class Limits:
    """Why a bet cannot go higher: the table's maximum, the player's chips, the banker's."""

    table_max: int
    own_free: int  # the most the player's chips cover (what they hold, over ``paid``)
    banker_free: int | None = None  # what the banker could still pay (None: no banker)
    banker_role: str = "cai"
    paid: int = 1  # the most times over a bet is paid (special hands paid double: 2)

    def too_high(self, hi: int) -> str:
        if hi >= self.table_max:
            return t("ui.bet.max_table", amount=hi)
        if self.banker_free is not None and self.banker_free < self.own_free:
            return t(f"ui.bet.max_banker.{self.banker_role}", amount=hi, free=self.banker_free)
        if self.paid > 1:
            return t("ui.bet.max_chips.special", amount=hi, times=self.paid)
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
    """A chip you click to add its value (drawn as the chip itself); the chips lead their row
    (they stand in one place on the bet, challenge and ké cửa screens)."""

    leads = True

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
