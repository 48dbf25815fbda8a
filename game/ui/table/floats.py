"""The round's change rising over each seat's plate at the result: "+120" in green, "-40" in
red, rising a little and fading out, as card apps show a win landing on a seat.

The amounts are the settlement's (``RoundSettled.deltas``), started by the settlement's beat
(:meth:`game.ui.table.beats.TableBeats.settled`); a seat whose chips did not change gets
none (its stamp says HÒA).  At instant speed there is no float.  Nothing waits for them: the
result panel comes as the settlement has shown, the floats rising on over the table.  The oracle of the tests
holds every float to the settlement event it came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.i18n import signed
from game.ui import fit as ui_fit
from game.ui import pen, theme
from game.ui.table.layout import TableLayout

FLOAT_SECONDS = 1.6  # a float's life at 1×
RISE = 34  # px it rises over its life, at scale 1
FADE_FROM = 0.6  # the share of its life after which it fades
ALPHA_STEPS = 8  # alphas a float is drawn at (each a picture composed once)


@dataclass(eq=False)
class Float:
    """One seat's change rising over its plate; ``age`` in seconds at 1×."""

    seat: int
    amount: int
    age: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.age / FLOAT_SECONDS)

    @property
    def done(self) -> bool:
        return self.age >= FLOAT_SECONDS


def floats_of(deltas: Sequence[int]) -> list[Float]:
    """A float for each seat whose chips the settlement changed."""
    return [Float(seat, delta) for seat, delta in enumerate(deltas) if delta]


def age_floats(floats: list[Float], dt: float, speed: float) -> None:
    """Age the floats by ``dt`` at ``speed`` (0: instant, all gone); drop the finished ones."""
    for f in floats:
        f.age = f.age + dt * speed if speed > 0 else FLOAT_SECONDS
    floats[:] = [f for f in floats if not f.done]


def float_place(f: Float, layout: TableLayout, size: tuple[int, int]) -> pygame.Rect:
    """Where ``f`` is drawn now, off its seat's cards: centred over the plate, its foot at the
    plate's top edge when it starts, risen :data:`RISE` px at the end — or, for a seat whose
    cards lie above its plate, rising from the plate's foot over the plate itself (kept in
    the window)."""
    seat = layout.seat(f.seat)
    plate = seat.plate
    dx, dy = seat.center[0] - plate.centerx, seat.center[1] - plate.centery
    rise = RISE * layout.scale
    if dy < 0 and abs(dy) > abs(dx):  # the cards above: within the plate, short of them
        foot, rise = plate.bottom, max(0, min(rise, plate.height - size[1] - 3))
    else:
        foot = plate.top + size[1] // 3
    rect = pygame.Rect((0, 0), size)
    rect.midbottom = (plate.centerx, foot - round(rise * f.progress))
    return rect.clamp(pygame.Rect((0, 0), layout.size))


def draw_floats(surface: pygame.Surface, floats: Sequence[Float], layout: TableLayout) -> None:
    """Each float over its plate, green or red, fading in its last part."""
    px = round(22 * layout.scale)
    for f in floats:
        fade = max(0.0, (f.progress - FADE_FROM) / (1.0 - FADE_FROM))
        step = min(ALPHA_STEPS, round((1.0 - fade) * ALPHA_STEPS))
        if step <= 0:
            continue
        img = ui_fit.composed(_float_image, signed(f.amount), px, theme.amount_color(f.amount), step)
        surface.blit(img, float_place(f, layout, img.get_size()))


@lru_cache(maxsize=64)
def _float_image(text: str, px: int, color: theme.Color, step: int) -> pygame.Surface:
    """The amount in bold on a dark rounded ground, at ``step`` of :data:`ALPHA_STEPS` opacity."""
    img = theme.text(text, px, color, bold=True, shadow=True)
    pad = max(3, px // 4)
    layer = pygame.Surface((img.get_width() + 2 * pad, img.get_height()), pygame.SRCALPHA)
    pen.rect(layer, (20, 16, 14, 235), layer.get_rect(), border_radius=layer.get_height() // 2)
    layer.blit(img, img.get_rect(center=layer.get_rect().center))
    layer.set_alpha(round(255 * step / ALPHA_STEPS))
    return layer
