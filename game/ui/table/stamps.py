"""Each seat's result where it sits, once the round is settled: a stamp — THẮNG / THUA / HÒA
(WIN / LOSE / PUSH) over the seat's change for the round — and the viewer's own line for the
head of the result panel ("Bạn thắng +120").

Everything here is read from the settlement the table has shown (the round's
``RoundSettled`` deltas, Tam Cúc's ``DealScored``), never worked out again: a stamp says what
the seat's change says, so a seat that got its stake back is HÒA even where its hand tied.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.i18n import signed, t
from game.shown.table import ShownTable
from game.ui import fit as ui_fit
from game.ui import pen, theme
from game.ui.table.plates import portrait_rect
from game.ui.table.text import fit
from game.ui.theme import Color
from game.ui.widgets import covered

FILLS: dict[str, Color] = {"win": (38, 118, 62), "lose": (150, 36, 40), "push": (92, 84, 74)}


def outcome(delta: int) -> str:
    """"win", "lose" or "push": the sign of a seat's change."""
    return "win" if delta > 0 else "lose" if delta < 0 else "push"


def seat_results(shown: ShownTable) -> dict[int, int]:
    """Each seat that played the settled round (dealt cards, or chips changed), with its change
    as the settlement said it; empty before the settlement has been shown."""
    settled = shown.settled
    if settled is None:
        return {}
    return {s: d for s, d in enumerate(settled.deltas) if d or (s < shown.n_seats and shown.seats[s].cards)}


def own_line(viewer: int | None, results: dict[int, int]) -> tuple[str, int] | None:
    """The viewer's own result in words ("Bạn thắng +120") and its change, if the viewer played."""
    if viewer is None or viewer not in results:
        return None
    delta = results[viewer]
    return t(f"ui.results.you.{outcome(delta)}", change=signed(delta)), delta


def stamp(delta: int, px: int) -> pygame.Surface:
    """A seat's stamp: the outcome's word, white on its colour.  Composed once for what it says
    (the fit test records every text)."""
    return ui_fit.composed(_stamp, t(f"ui.stamp.{outcome(delta)}"), outcome(delta), px)


@lru_cache(maxsize=16)
def _stamp(word: str, kind: str, px: int) -> pygame.Surface:
    img = fit(word, px, px * 8, color=theme.CREAM, bold=True, shadow=False)
    pad = max(3, px // 3)
    layer = pygame.Surface((img.get_width() + 2 * pad, img.get_height() + 2), pygame.SRCALPHA)
    r = layer.get_rect()
    pen.rect(layer, FILLS[kind], r, border_radius=max(3, px // 3))
    pen.rect(layer, theme.GOLD_LIGHT, r, width=max(1, px // 10), border_radius=max(3, px // 3))
    layer.blit(img, img.get_rect(center=r.center))
    return layer


def stamp_place(plate: pygame.Rect, size: tuple[int, int], bounds: pygame.Rect,
                avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a seat's stamp lies: across its portrait's upper edge, centred on it but never
    further right than just past the portrait (the plate's name starts there); else just above
    the plate; else beside it, left then right; else below it — the first that stays in ``bounds`` and covers
    nothing of ``avoid`` (the other seats, what lies by the plate), else the least covering."""
    w, h = size
    face = portrait_rect(plate)
    straddle = pygame.Rect(0, 0, w, h)
    straddle.midbottom = (face.centerx, face.top + h * 2 // 3)
    straddle.right = min(straddle.right, face.right + 2)
    above = pygame.Rect(0, 0, w, h)
    above.midbottom = (face.centerx, plate.top)
    below = pygame.Rect(0, 0, w, h)
    below.midtop = (face.centerx, plate.bottom + h // 2)  # past a badge across the portrait's foot
    left, right = pygame.Rect(0, 0, w, h), pygame.Rect(0, 0, w, h)
    left.midright, right.midleft = (plate.left - 2, plate.centery), (plate.right + 2, plate.centery)
    tries = []
    for rect in (straddle, above, left, right, below):
        spill = max(0, rect.right - face.right - 2) * h if rect is straddle else 0
        cost = spill + covered(rect, avoid) + (0 if bounds.contains(rect) else w * h)
        if cost == 0:
            return rect
        tries.append((cost, rect))
    return min(tries, key=lambda c: c[0])[1].clamp(bounds)
