"""Things that move on the table: cards (flip, lift, squeeze) and flying chip stacks."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.events import Tile
from game.engine.pieces import Piece
from game.ui import assets, pen
from game.ui.curl import curl_image

Face = Callable[[Tile, int], pygame.Surface]
Back = Callable[[int], pygame.Surface]


@dataclass(eq=False)
class CardSprite:
    """One card or piece on the table.

    ``face_up`` runs 0 (back) → 1 (face) and is drawn as a horizontal squash (a flip);
    ``peel`` (0–1) is the squeeze: how far the corner ``peel_corner`` (x, y signs: (1, 1) is
    the bottom-right) has been curled back toward the opposite one (:mod:`game.ui.curl`).  ``moving`` is true while the
    card flies to its place: nothing it decides may be told yet.
    """

    tile: Tile | None
    pos: tuple[float, float]
    width: int
    face_up: float = 0.0
    lift: float = 0.0
    selected: bool = False
    peel: float = 0.0
    angle: float = 0.0
    alpha: int = 255
    highlight: bool = False
    dim: bool = False
    moving: bool = False
    peel_corner: tuple[int, int] = (1, 1)

    def size(self, ratio: float) -> tuple[int, int]:
        return (self.width, round(self.width * ratio))

    def rect(self, ratio: float) -> pygame.Rect:
        w, h = self.size(ratio)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.pos[0]), round(self.pos[1] - self.lift))
        return r

    def draw(self, surface: pygame.Surface, face: Face, back: Back, ratio: float) -> None:
        r = self.rect(ratio)
        showing_face = self.tile is not None and self.face_up >= 0.5
        squash = abs(math.cos(math.pi * self.face_up)) if 0.0 < self.face_up < 1.0 else 1.0
        img = face(self.tile, self.width) if showing_face and self.tile is not None else back(self.width)
        lying = self.alpha == 255 and not self.dim  # drawn as its image is, flat and whole
        if self.peel > 0 and not showing_face and self.tile is not None:
            img = curl_image(face(self.tile, self.width), back(self.width), self.peel_corner, self.peel)
            lying = False
        if squash < 1.0:
            w = max(1, round(img.get_width() * squash))
            img = pygame.transform.scale(img, (w, img.get_height()))
            lying = False
        if self.angle:
            img = pygame.transform.rotate(img, self.angle)
            lying = False
        dest = img.get_rect(center=r.center)
        drop = 3 + round(self.lift * 0.3)  # the shadow's offset: soft, under the card
        if lying:  # one blit of the card on its shadow, composed once (at 4K, a fifth of a frame was two a card)
            surface.blit(_shadowed(img, drop), dest)
        else:
            surface.blit(_shadow(dest.size), (dest.x + 2, dest.y + drop))
            if self.alpha < 255 or self.dim:
                img = img.copy()
                img.set_alpha(self.alpha if not self.dim else min(self.alpha, 150))
            surface.blit(img, dest)
        if self.highlight or self.selected:
            color = (250, 220, 140) if self.highlight else (120, 200, 255)
            pen.rect(surface, color, dest.inflate(4, 4), width=3, border_radius=max(4, dest.width // 10))


@lru_cache(maxsize=64)  # at 4K a large card is 0.5 MB
def _shadowed(img: pygame.Surface, drop: int) -> pygame.Surface:
    """``img`` on its shadow (2 px right, ``drop`` px down), as one picture from its corner.
    Keyed by the image itself: the faces and backs are cached surfaces, held here while used."""
    w, h = img.get_size()
    out = pygame.Surface((w + 2, h + drop), pygame.SRCALPHA)
    out.blit(_shadow((w, h)), (2, drop))
    out.blit(img, (0, 0))
    return out


@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=max(3, size[0] // 12))
    return shade


def tile_face(four_colour: bool) -> Face:
    def face(tile: Tile, width: int) -> pygame.Surface:
        if isinstance(tile, Piece):
            return assets.piece_face(tile, width)
        return assets.card_face(tile, width, four_colour)

    return face


@dataclass(eq=False)
class ChipFlight:
    """A stack of chips flying from one spot to another."""

    amount: int
    pos: tuple[float, float]
    diameter: int
    visible: bool = True
    source: object = None  # the account the chips left (its plate shows them gone while they fly)
    dest: object = None  # the account they go to
    off_spot: int = 0  # of them, those that left the source's betting spot rather than its plate


def draw_chip_stack(surface: pygame.Surface, amount: int, center: tuple[float, float], diameter: int) -> pygame.Rect:
    """Chips for ``amount`` stacked (by denomination, side by side) at ``center``."""
    values = assets.chips_for(amount)
    if not values:
        return pygame.Rect(round(center[0]), round(center[1]), 0, 0)
    columns: dict[int, int] = {}
    for v in values:
        columns[v] = columns.get(v, 0) + 1
    n = len(columns)
    step = round(diameter * 0.8)
    x0 = center[0] - (n - 1) * step / 2
    area = pygame.Rect(round(center[0]), round(center[1]), 0, 0)
    for i, (v, count) in enumerate(sorted(columns.items(), reverse=True)):
        img = assets.chip(v, diameter)
        for k in range(min(count, 6)):
            dest = img.get_rect(center=(round(x0 + i * step), round(center[1] - k * diameter * 0.12)))
            surface.blit(img, dest)
            area.union_ip(dest)
    return area


def draw_chip_column(surface: pygame.Surface, amount: int, rect: pygame.Rect, diameter: int) -> None:
    """A bet as one column of chips standing in ``rect`` (its largest denominations at the
    bottom), each chip showing over a third of the one under it so that two chips of 10 read
    as two, i.e. 20; a long stack is drawn as its lowest chips and the rest on top."""
    values = assets.chips_for(amount)
    if not values:
        return
    room = rect.height - diameter
    step = round(diameter * 0.42)
    if len(values) > 1:
        step = min(step, room // (len(values) - 1))
    if step < 3:  # more chips than room: the lowest ones, 3 px apart
        step = 3
        values = values[: room // step + 1]
    for k, v in enumerate(values):
        img = assets.chip(v, diameter)
        surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.bottom - k * step)))


POT_CHIPS, POT_COLUMN = 24, 6  # a pot's pile: at most this many chips, in columns this high
_SMALLER = {v: max((c for c in assets.CHIP_VALUES if c < v and v % c == 0), default=0) for v in assets.CHIP_VALUES}


@lru_cache(maxsize=64)  # asked every frame the pot is drawn: the same few amounts over and over
def pot_values(amount: int, unit: int) -> tuple[int, ...]:
    """The chips of a pot's pile, largest first: ``amount`` in denominations (their sum stays
    ``amount`` as far as the chips can make it), a chip for each ``unit`` it holds (the
    table's stake: one more for each bet that lands) up to :data:`POT_CHIPS` — the greedy
    breakdown with its largest chips broken into smaller ones until there are that many, so
    the pile never shrinks as the pot grows (50 is one chip greedily, but 40 was four)."""
    values = assets.chips_for(amount)
    want = min(POT_CHIPS, max(1, -(-amount // max(1, unit))))
    while len(values) < want:
        big = next((v for v in values if _SMALLER.get(v)), None)
        if big is None:
            break
        values.remove(big)
        values += [_SMALLER[big]] * (big // _SMALLER[big])
        values.sort(reverse=True)
    return tuple(values[:want])


def draw_chip_pile(surface: pygame.Surface, values: Sequence[int], bottom: tuple[float, float], diameter: int) -> None:
    """``values`` (largest first) as columns of up to :data:`POT_COLUMN` chips side by side,
    centred on ``bottom``: the pile rises a chip at a time, then steps out a column."""
    columns = [values[i:i + POT_COLUMN] for i in range(0, len(values), POT_COLUMN)]
    step, rise = round(diameter * 0.8), diameter * 0.16
    x0 = bottom[0] - (len(columns) - 1) * step / 2
    for i, column in enumerate(columns):
        for k, v in enumerate(column):
            img = assets.chip(v, diameter)
            surface.blit(img, img.get_rect(center=(round(x0 + i * step), round(bottom[1] - k * rise))))


PILE_SECONDS = 1.0  # a big win's pile grows this long at 1×


@dataclass(eq=False)
class Pile:
    """The chips of a big win heaping up before the winner (``game.ui.celebrate.draw_pile``):
    ``age`` in seconds at 1×, the pile whole once it reaches :data:`PILE_SECONDS`."""

    values: list[int]
    seat: int
    age: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.age / PILE_SECONDS)
