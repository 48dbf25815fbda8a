"""Short celebrations of the moments worth a cheer, and the chips' flight and pile of a win.

A :class:`Celebration` is made for one moment (``KINDS``: xì bàng, xì dách, ngũ linh, ba
tiên, 10 át cụ, cướp chương, trình làng, kết, đè) with its text already translated, a centre,
the window's scale and the animation speed.  It shows a lacquer banner with gold
flourishes that pops in and fades out, a burst of confetti, sparks or old square-holed coins
in the palette, and for some moments a fan of cards behind the banner.  It lasts at most
``MAX_SECONDS`` (1.3 s at 1×, half that at 2×), nothing at instant speed (0), and
:meth:`Celebration.skip` ends it.  Every random choice comes from its own seeded stream, so
a seed always gives the same show.

Drawing is cheap: the banner, the cards and every particle sprite are drawn once when the
celebration is made; a frame is a few dozen blits (see docs/assets.md for the measured cost).

:func:`arc_point` is the path of chips flying to a winner; :func:`pile_values`,
:func:`pile_layout` and :func:`draw_pile` draw the pile that grows for a big win
(:func:`is_big_win`: at least ``BIG_WIN`` times the stake).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import pygame
import pytweening

from game.ui import assets, pen, theme
from game.ui.widgets import KeepClear, clear_place

Point = tuple[float, float]

BASE_SECONDS: Final = 1.3  # at 1×
MAX_SECONDS: Final = 1.5  # at any speed
POP: Final = 0.16  # share of the show the banner takes to pop in
FADE: Final = 0.22  # share of the show it takes to fade out
GRAVITY: Final = 1300.0  # px/s² at scale 1
DRAG: Final = 1.4  # 1/s
BIG_WIN: Final = 5  # a win of this many stakes grows a pile
PILE_MIN, PILE_MAX = 15, 30  # chips in that pile


@dataclass(frozen=True)
class Style:
    """How a moment is celebrated: its particles, how many, a fan of cards, its sound."""

    particles: str  # "confetti", "sparks" or "coins"
    count: int
    cards: int  # cards fanned behind the banner (0: none)
    sound: str


STYLES: Final[dict[str, Style]] = {
    "xi_bang": Style("sparks", 48, 2, "celebrate"),  # two aces
    "xi_dach": Style("confetti", 56, 2, "celebrate"),
    "ngu_linh": Style("sparks", 40, 5, "celebrate"),  # five cards under 21
    "ba_tien": Style("confetti", 56, 3, "celebrate"),  # three court cards
    "muoi_at_cu": Style("coins", 30, 0, "coins"),  # 10 with the ace of diamonds
    "cuop_chuong": Style("coins", 34, 0, "coins"),  # seizing the banker's seat
    "trinh_lang": Style("sparks", 40, 0, "banner"),
    "ket": Style("confetti", 48, 0, "banner"),
    "de": Style("sparks", 40, 0, "banner"),
}
KINDS: Final = tuple(STYLES)

RED = (196, 30, 40)
CONFETTI_COLOURS = (theme.GOLD, RED, theme.CREAM, theme.GOLD_LIGHT, theme.LACQUER)
SPARK_COLOURS = (theme.GOLD_LIGHT, theme.GOLD, theme.CREAM)
PHASES = 4  # widths a tumbling confetto or coin is drawn at


def duration_for(speed: float) -> float:
    """Seconds a celebration lasts at ``speed`` (0: instant, no show)."""
    if speed <= 0:
        return 0.0
    return min(MAX_SECONDS, BASE_SECONDS / speed)


@dataclass
class _Particle:
    x0: float
    y0: float
    vx: float
    vy: float
    spin: float  # turns per second (tumbling)
    phase: float
    sprite: int  # index into the celebration's sprite set
    delay: float  # seconds after the start it is thrown


class Celebration:
    """One moment's show.  ``update(dt)`` advances it (True while it runs), ``draw`` paints
    it, ``skip`` ends it.  ``sound`` names the sound to play as it starts (None at instant
    speed)."""

    def __init__(self, kind: str, text: str, centre: Point, scale: float = 1.0, speed: float = 1.0,
                 seed: int = 0, faces: Sequence[pygame.Surface] = ()) -> None:
        if kind not in STYLES:
            raise ValueError(f"no celebration {kind!r}; the celebrations are {', '.join(KINDS)}")
        self.kind = kind
        self.style = STYLES[kind]
        self.centre = centre
        self.scale = max(0.3, scale)
        self.duration = duration_for(speed)
        self.sound: str | None = self.style.sound if self.duration > 0 else None
        self.age = 0.0
        if self.duration <= 0:
            self.banner = pygame.Surface((0, 0))
            self.sprites: list[pygame.Surface] = []
            self.particles: list[_Particle] = []
            self.cards: list[tuple[pygame.Surface, Point]] = []
            return
        rng = random.Random(seed)
        self.banner = _banner(text, self.scale)
        self.sprites = _sprites(self.style.particles, self.scale)
        self.particles = _throw(self.style, len(self.sprites), self.scale, rng, self.duration)
        self.cards = _fan(self.style.cards, faces, self.scale)

    @property
    def running(self) -> bool:
        return self.age < self.duration

    def extent(self) -> pygame.Rect:
        """What the banner and the fanned cards cover at their full size (the particles fly
        clear and fade): the place kept off what the moment names."""
        cx, cy = self.centre
        area = self.banner.get_rect(center=(round(cx), round(cy)))
        for img, (dx, dy) in self.cards:
            area.union_ip(img.get_rect(center=(round(cx + dx), round(cy + dy))))
        return area

    def keep_off(self, named: Sequence[pygame.Rect], room: pygame.Rect) -> None:
        """Move the show where its banner and cards cover nothing of ``named`` (the hand, the
        plate, the pieces the moment names), the nearest such place in ``room``; it stays where
        it is when there is none."""
        area = self.extent()
        placed = clear_place(area, KeepClear(room, tuple(named)), max(4, round(12 * self.scale)))
        if placed is not None:
            self.centre = (self.centre[0] + placed.x - area.x, self.centre[1] + placed.y - area.y)

    def skip(self) -> None:
        self.age = self.duration

    def update(self, dt: float) -> bool:
        self.age = min(self.duration, self.age + max(0.0, dt))
        return self.running

    def particle_positions(self) -> list[Point]:
        """Where each particle is now (the same for the same seed, scale and age)."""
        return [self._where(p) for p in self.particles]

    def _where(self, p: _Particle) -> Point:
        t = max(0.0, self.age - p.delay)
        k = DRAG
        g = GRAVITY * self.scale
        ease = (1 - math.exp(-k * t)) / k
        x = self.centre[0] + p.x0 + p.vx * ease
        y = self.centre[1] + p.y0 + (p.vy - g / k) * ease + g * t / k  # dv/dt = g - k v
        return (x, y)

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """Paint the show at its present age; return the area it touched."""
        area = pygame.Rect(round(self.centre[0]), round(self.centre[1]), 0, 0)
        if not self.running:
            return area
        u = self.age / self.duration
        alpha = round(255 * min(1.0, (1 - u) / FADE))
        cx, cy = self.centre
        # the cards fan out from under the banner
        grow = pytweening.easeOutBack(min(1.0, u / (POP * 1.6)))
        for img, (dx, dy) in self.cards:
            img.set_alpha(alpha)
            area.union_ip(surface.blit(img, img.get_rect(center=(cx + dx * grow, cy + dy * grow))))
        # the particles, behind the banner
        for img in self.sprites:
            img.set_alpha(alpha)
        for p in self.particles:
            if self.age < p.delay:
                continue
            x, y = self._where(p)
            turn = (p.phase + p.spin * (self.age - p.delay)) % 1.0
            step = min(PHASES - 1, int(abs(math.cos(math.pi * turn)) * PHASES))
            img = self.sprites[p.sprite * PHASES + step]
            area.union_ip(surface.blit(img, img.get_rect(center=(round(x), round(y)))))
        # the banner pops in, holds, fades
        pop = min(1.0, u / POP)
        banner = self.banner
        if pop < 1.0:
            size = 0.55 + 0.45 * pytweening.easeOutBack(pop)
            banner = pygame.transform.scale(
                banner, (max(1, round(banner.get_width() * size)), max(1, round(banner.get_height() * size)))
            )
        banner.set_alpha(alpha)
        area.union_ip(surface.blit(banner, banner.get_rect(center=(round(cx), round(cy)))))
        return area


# --- what is drawn once per celebration -------------------------------------------------------


def _banner(text: str, scale: float) -> pygame.Surface:
    """A lacquer ribbon with a gold border, a cloud-scroll flourish at each end and the text."""
    size = round(50 * scale)
    max_w = round(820 * scale)
    font = theme.font(size, True)
    while size > 14 and font.size(text)[0] > max_w:
        size -= 2
        font = theme.font(size, True)
    label = theme.text(text, size, theme.GOLD_LIGHT, bold=True)
    pad_x, pad_y = round(70 * scale), round(14 * scale)
    w, h = label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = h // 2
    body = out.get_rect()
    pen.rect(out, theme.LACQUER_DARK, body, border_radius=radius)
    pen.rect(out, theme.LACQUER, body.inflate(-round(8 * scale), -round(8 * scale)), border_radius=radius)
    line = max(2, round(3 * scale))
    pen.rect(out, theme.GOLD, body, line, border_radius=radius)
    pen.rect(out, theme.GOLD_LIGHT, body.inflate(-round(10 * scale), -round(10 * scale)),
                     max(1, line // 2), border_radius=radius)
    for side in (-1, 1):  # a gold flourish at each end: a diamond between two dots, a tail
        x = w / 2 + side * (w / 2 - pad_x * 0.5)
        _diamond(out, (x, h / 2), 7 * scale)
        for k in (-1, 1):
            pen.circle(out, theme.GOLD, (x, h / 2 + k * 11 * scale), 2.4 * scale)
        tail = x - side * 12 * scale
        pen.line(out, theme.GOLD, (tail, h / 2), (tail - side * 14 * scale, h / 2), max(1, line // 2))
    out.blit(label, label.get_rect(center=(w / 2, h / 2)))
    return out


def _diamond(surf: pygame.Surface, c: Point, r: float) -> None:
    x, y = c
    pen.polygon(surf, theme.GOLD_LIGHT, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    pen.polygon(surf, theme.GOLD, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)], 1)


def _sprites(kind: str, scale: float) -> list[pygame.Surface]:
    """Each particle look at ``PHASES`` widths (a flat thing tumbling), in sprite order."""
    out: list[pygame.Surface] = []
    if kind == "confetti":
        w, h = max(3, round(7 * scale)), max(4, round(11 * scale))
        for colour in CONFETTI_COLOURS:
            for step in range(PHASES):
                img = pygame.Surface((w, h), pygame.SRCALPHA)
                cw = max(1, round(w * (step + 1) / PHASES))
                pen.rect(img, colour, ((w - cw) // 2, 0, cw, h))
                out.append(pygame.transform.rotate(img, 25))
    elif kind == "coins":
        d = max(6, round(20 * scale))
        for step in range(PHASES):
            out.append(_coin(d, max(2, round(d * (step + 1) / PHASES))))
    else:
        for colour in SPARK_COLOURS:
            for step in range(PHASES):
                out.append(_spark(max(3.0, 7 * scale * (0.55 + 0.45 * step / (PHASES - 1))), colour))
    return out


def _coin(d: int, w: int) -> pygame.Surface:
    """An old Vietnamese coin (đồng xu) with its square hole, squashed to ``w`` wide."""
    img = pygame.Surface((d, d), pygame.SRCALPHA)
    pen.circle(img, theme.GOLD_LIGHT, (d / 2, d / 2), d / 2)
    pen.circle(img, theme.GOLD, (d / 2, d / 2), d / 2 - max(1, d // 10))
    hole = max(2, d // 4)
    pen.rect(img, (150, 104, 30), (d // 2 - hole // 2 - 1, d // 2 - hole // 2 - 1, hole + 2, hole + 2))
    pen.rect(img, (0, 0, 0, 0), (d // 2 - hole // 2, d // 2 - hole // 2, hole, hole))
    return pygame.transform.scale(img, (w, d)) if w < d else img


def _spark(r: float, colour: tuple[int, int, int]) -> pygame.Surface:
    """A four-pointed twinkle."""
    n = math.ceil(2 * r) + 2
    img = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    thin = r * 0.28
    pen.polygon(img, colour, [(c, c - r), (c + thin, c - thin), (c + r, c), (c + thin, c + thin), (c, c + r),
                                      (c - thin, c + thin), (c - r, c), (c - thin, c - thin)])
    return img


def _throw(style: Style, sprites: int, scale: float, rng: random.Random, duration: float) -> list[_Particle]:
    """The particles' starts: a burst up and out from the banner, coins a little later."""
    looks = max(1, sprites // PHASES)
    out: list[_Particle] = []
    for _ in range(style.count):
        angle = rng.uniform(-math.pi * 0.92, -math.pi * 0.08)  # upward half
        speed = rng.uniform(450, 950) * scale
        out.append(_Particle(
            x0=rng.uniform(-160, 160) * scale,
            y0=rng.uniform(-20, 20) * scale,
            vx=math.cos(angle) * speed * 0.8,
            vy=math.sin(angle) * speed,
            spin=rng.uniform(0.8, 2.6),
            phase=rng.random(),
            sprite=rng.randrange(looks),
            delay=rng.uniform(0.0, 0.18) * duration,
        ))
    return out


def _fan(count: int, faces: Sequence[pygame.Surface], scale: float) -> list[tuple[pygame.Surface, Point]]:
    """Cards fanned above the banner (``faces`` if given, else red backs), each turned once."""
    cards = list(faces[:count]) if faces else []
    width = round(64 * scale)
    while len(cards) < count:
        cards.append(assets.card_back("red", width))
    out: list[tuple[pygame.Surface, Point]] = []
    for i, img in enumerate(cards):
        if img.get_width() != width:
            img = pygame.transform.smoothscale(img, (width, round(width * img.get_height() / img.get_width())))
        k = i - (count - 1) / 2
        turned = pygame.transform.rotozoom(img, -12 * k, 1.0)
        out.append((turned, (k * width * 0.55, -width * 1.05 + abs(k) * width * 0.1)))
    return out


# --- chips: the arc of a flight, the pile of a big win -----------------------------------------


def arc_point(start: Point, end: Point, p: float, scale: float = 1.0, top: float = 0.0) -> Point:
    """The point ``p`` (0–1) of the way along a visible arc from ``start`` to ``end``: a
    quadratic curve whose middle rises above the straight line by a fifth of the distance
    (at least 10 px, at most 110 px at scale 1), always upward on screen, and never above
    the line ``y = top`` (the window's top edge by default) unless an end point is."""
    p = max(0.0, min(1.0, p))
    dist = math.hypot(end[0] - start[0], end[1] - start[1])
    rise = min(110 * scale, max(10 * scale, 0.2 * dist))
    rise = max(0.0, min(rise, ((start[1] + end[1]) / 2 - top) / 2))  # the control point stays below top
    cx, cy = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2 - 2 * rise
    q = 1 - p
    return (q * q * start[0] + 2 * q * p * cx + p * p * end[0], q * q * start[1] + 2 * q * p * cy + p * p * end[1])


def is_big_win(amount: int, stake: int) -> bool:
    """A win of at least ``BIG_WIN`` stakes (it grows a pile)."""
    return stake > 0 and amount >= BIG_WIN * stake


def pile_values(amount: int, stake: int) -> list[int]:
    """The chips of a big win's pile, largest first: ``amount`` in chips, broken into smaller
    ones until the pile has about three chips per stake won (15 to 30 chips, fewer only
    when the win is too small to break into that many)."""
    want = max(PILE_MIN, min(PILE_MAX, 3 * amount // max(1, stake)))
    values = assets.chips_for(amount)
    smaller = {v: w for v, w in zip(assets.CHIP_VALUES[1:], assets.CHIP_VALUES, strict=False)}
    while len(values) < want:
        big = next((v for v in values if v in smaller and v // smaller[v] + len(values) - 1 <= PILE_MAX), None)
        if big is None:
            break
        values.remove(big)
        values += [smaller[big]] * (big // smaller[big])
        values.sort(reverse=True)
    return values


def pile_layout(count: int, diameter: int, seed: int = 0) -> list[Point]:
    """Offsets from the pile's bottom centre of ``count`` chips heaped in rows (widest at the
    bottom), a little untidy (seeded), in the order they land."""
    rng = random.Random(seed)
    base = 1
    while base * (base + 1) // 2 < count:
        base += 1
    out: list[Point] = []
    row = 0
    while len(out) < count:
        n = min(base - row, count - len(out))
        for i in range(n):
            x = (i - (n - 1) / 2) * diameter * 0.62 + rng.uniform(-0.08, 0.08) * diameter
            y = -row * diameter * 0.3 + rng.uniform(-0.05, 0.05) * diameter
            out.append((x, y))
        row += 1
    return out


def pile_area(bottom: Point, count: int, diameter: int, seed: int = 0) -> pygame.Rect:
    """The area a whole pile of ``count`` chips covers at ``bottom`` (as :func:`draw_pile` lays it)."""
    area = pygame.Rect(round(bottom[0]), round(bottom[1]), 0, 0)
    for dx, dy in pile_layout(count, diameter, seed):
        area.union_ip(_pile_chip(bottom, dx, dy, diameter))
    return area


def _pile_chip(bottom: Point, dx: float, dy: float, diameter: int, drop: float = 0.0) -> pygame.Rect:
    """Where a chip of a pile lies (``drop`` px above its place while it falls in)."""
    rect = pygame.Rect(0, 0, diameter, diameter)
    rect.center = (round(bottom[0] + dx), round(bottom[1] + dy - diameter / 2 - drop))
    return rect


def draw_pile(surface: pygame.Surface, bottom: Point, values: Sequence[int], diameter: int, progress: float,
              seed: int = 0) -> pygame.Rect:
    """The pile of ``values`` growing at ``bottom`` (its bottom centre): ``progress`` 0–1 of its
    chips have landed, the next one drops in from above.  Returns the area drawn."""
    spots = pile_layout(len(values), diameter, seed)
    landed = max(0.0, min(1.0, progress)) * len(values)
    area = pygame.Rect(round(bottom[0]), round(bottom[1]), 0, 0)
    for k, (value, (dx, dy)) in enumerate(zip(values, spots, strict=True)):
        if k >= landed:
            break
        drop = max(0.0, 1.0 - (landed - k)) * diameter * 1.5
        img = assets.chip(value, diameter)
        area.union_ip(surface.blit(img, img.get_rect(center=_pile_chip(bottom, dx, dy, diameter, drop).center)))
    return area
