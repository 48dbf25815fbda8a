"""Numbers as each language writes them (1.250 chip / 1,250 chips).  Pure: the menu uses it too."""

from __future__ import annotations

from game.i18n import number, t

__all__ = ["amount", "chips", "number"]


def chips(value: int) -> str:
    return t("fmt.chips", count=value)


def amount(value: int, *, points: bool) -> str:
    """Chips, or points for a game that scores points (Tam Cúc)."""
    return t("fmt.points", count=value) if points else chips(value)
