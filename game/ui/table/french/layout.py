"""Where everything sits on the French-deck table, with nothing covering a seat.

Pure arithmetic on rects from the window size, the number of seats and the longest hand
(three cards, or five in Xì Dách), so ``tests/test_ui_french_layout.py`` can check every
case without a window.  Each seat is a block — its plate (portrait, name, chips, the
round's chip change), its fan of cards and the status tag under the fan (over it low down),
clear of every card where the table has room, else on the fan's edge — and,
toward the middle, its betting spot (the bet's stack on a ring, its amount under it).  The
viewer's cards and plate side by side are at the bottom centre, the betting spot above the
plate; the others are mirrored left and right about that axis along a rounded oval, every
two neighbours as far apart, play passing to the right (counter-clockwise on screen).  Side
bets are drawn on the line between the two seats' spots, the pot and the fee tray in the
free middle; the felt's oval (:attr:`FrenchLayout.oval`) is round the same axis.

The side panel (history of rounds and the log) has its own column at the right edge, or
shrinks to a tab; the seats are laid out in what remains.  The free middle — what no plate,
card or tag touches — holds the deck, the pot, the banner and the result panel; toasts
and prompts have their own strips.  When the blocks do not fit at full size, cards and
plates shrink step by step (never the text below 12 px) until they do.  Plates and tags are
as large as the size their text is set in (:func:`game.ui.theme.scaled`: the large-text
setting makes them larger).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pygame

from game.ui.table.layout import CARD_RATIO, SeatSpot, TableLayout, table_layout
from game.ui.table.plates import portrait_rect
from game.ui.table.text import MIN_TEXT
from game.ui.theme import layout_cache, scaled

_ANYWHERE = pygame.Rect(-1 << 20, -1 << 20, 1 << 21, 1 << 21)  # no clamping
PANEL_W = 270  # the side panel at 1280×720
TAB_W = 30  # the side panel's tab when closed
SHRINK = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66)  # sizes tried when the blocks do not fit
EXPONENTS = (2.0, 3.0, 5.0, 8.0)  # the oval (2) squared off toward a rounded rectangle
# Between the card centres of another seat's fan, in card widths: a three-card hand shows
# over half of each card, so that its corner's value and suit read; five cards lie closer.
_STEP = {False: 0.56, True: 0.5}


@dataclass(frozen=True)
class FrenchSeat(SeatSpot):
    """A seat's rects.  ``cards`` is the whole fan of the longest hand; ``tag`` sits under the
    fan (over it low down; on its edge where nothing else fits; under the viewer's plate);
    ``delta`` is inside the plate."""

    side: str  # "bottom" (the viewer), "top", "left", "right", "low"
    cards: pygame.Rect
    tag: pygame.Rect
    delta: pygame.Rect
    chips: pygame.Rect  # the betting spot: the bet's stack on its ring, its amount under it
    card_w: int
    step: float  # between card centres in the fan

    @property
    def own(self) -> tuple[pygame.Rect, ...]:
        """What no panel may cover: plate, cards, tag (the chip change is on the plate)."""
        return (self.plate, self.cards, self.tag)

    @property
    def all(self) -> tuple[pygame.Rect, ...]:
        return (self.plate, self.cards, self.tag, self.chips)

    @property
    def portrait(self) -> pygame.Rect:
        return portrait_rect(self.plate)

    @property
    def ring(self) -> pygame.Rect:
        """The betting spot's ring, under the stack (its amount is written below it)."""
        d = min(self.chips.width, round(self.chips.height * 0.42))
        r = pygame.Rect(0, 0, round(d * 1.5), d)
        r.midbottom = (self.chips.centerx, self.chips.bottom - round(self.chips.height * 0.3))
        return r

    def slot(self, index: int, count: int) -> tuple[float, float]:
        """Where card ``index`` of ``count`` rests (the fan is centred on the cards' rect)."""
        x = self.cards.centerx + (index - (count - 1) / 2) * self.step
        return (x, self.cards.centery)


@dataclass(frozen=True)
class Fonts:
    name: int
    number: int
    tag: int
    label: int
    body: int  # the log, the history, the result panel


@dataclass(frozen=True)
class FrenchLayout(TableLayout):
    panel: pygame.Rect  # the side panel, or its tab when closed
    panel_open: bool
    history: pygame.Rect  # inside the panel: the last rounds
    middle: pygame.Rect  # free of every plate, card and tag: deck, pot, banner, results
    toasts: pygame.Rect  # free of everything of every seat
    prompt: pygame.Rect  # the prompt or hint line above the viewer's cards
    oval: pygame.Rect  # the felt's painted oval: round the table's axis, inside the felt left of the panel
    fonts: Fonts
    chip_d: int  # a bet chip's diameter

    @property
    def french_seats(self) -> tuple[FrenchSeat, ...]:
        return tuple(s for s in self.seats if isinstance(s, FrenchSeat))

    def spot(self, index: int) -> FrenchSeat:
        s = self.seat(index)
        assert isinstance(s, FrenchSeat)
        return s


@layout_cache(maxsize=32)
def french_layout(size: tuple[int, int], n_seats: int, viewer: int | None, *, max_cards: int = 3,
                  panel_open: bool = True) -> FrenchLayout:
    """The table for ``n_seats`` (2–12) with ``viewer`` at the bottom (``None``: seat 0)."""
    base = table_layout(size, n_seats, viewer)
    sc = base.scale
    w, _ = size
    felt = base.felt
    margin = max(4, round(8 * sc))
    if panel_open:
        panel = pygame.Rect(0, felt.top + margin, round(PANEL_W * sc), felt.height - 2 * margin)
    else:
        panel = pygame.Rect(0, felt.top + margin, round(TAB_W * sc), round(140 * sc))
    panel.right = w - margin
    area = pygame.Rect(0, felt.top, panel.left - margin, felt.height)
    history = pygame.Rect(panel.left, panel.top, panel.width, round(4 * (14 * sc + 6) + 40 * sc))
    compact = n_seats >= 7
    fonts = Fonts(
        name=max(MIN_TEXT, round((17 if not compact else 14) * sc)),
        number=max(MIN_TEXT, round((18 if not compact else 15) * sc)),
        tag=max(MIN_TEXT, round((15 if not compact else 13) * sc)),
        label=max(MIN_TEXT, round(13 * sc)),
        body=max(MIN_TEXT, round(15 * sc)),
    )
    viewer_seat = 0 if viewer is None else viewer
    bounds = area.inflate(-2 * margin, -2 * margin)
    best: tuple[tuple[float, float], list[FrenchSeat], pygame.Rect, pygame.Rect, _Sizes] | None = None
    last: tuple[tuple[float, float], list[FrenchSeat], pygame.Rect, pygame.Rect, _Sizes] | None = None
    # The tags clear of the cards at any size that fits; on the fans' edges only where none does.
    for tags_off, shrink in itertools.product((True, False), SHRINK):
        # Of the shapes that fit at this size, the one whose seats stand furthest apart (a
        # pixel's difference is none), then the one leaving the widest free middle.
        for exponent, sideways in _shapes():
            sizes = _Sizes.make(base, fonts, compact, max_cards, shrink, tags_off)
            me = _viewer_block(viewer_seat, area, base.bottom_bar, sizes, margin)
            placed = _place_others(n_seats, viewer_seat, area, sizes, me, exponent, sideways, margin)
            if placed is None:
                continue
            others, gap = placed
            prompt = _prompt(me, others, area, sizes, sc)
            seats = [me, *others]
            middle = _largest_free(bounds, [r for st in seats for r in st.own] + [prompt])
            score = (round(min(gap, felt.height)), min(middle.width, 2 * middle.height) * middle.height)
            last = (score, seats, prompt, middle, sizes)
            if prompt.height and _clean(seats, area) and (best is None or score > best[0]):
                best = last
        if best is not None:
            break
    # Nothing fits only far below 960×540: then the smallest attempt, overlaps and all.
    chosen = best or last
    assert chosen is not None, "no layout at all"
    _, seats, prompt, middle, sizes = chosen
    everything = [r for s in seats for r in s.all] + [prompt]
    clear = _free_rect(middle, middle.center, everything)  # free of bets and side bets too
    toasts = pygame.Rect(clear.left, clear.top, clear.width, min(clear.height // 2, _toast_height(fonts, sc)))
    # The deck, the pot and the fee tray in a row across the middle, the pot on the table's
    # axis (over the player's cards and plate), as far apart as the free middle allows.
    cx = max(clear.left, min(clear.right, area.centerx))
    cy = (toasts.bottom + clear.bottom) // 2
    apart = min(round(90 * sc), max(clear.width // 4, round(50 * sc)))
    deck, pot, fee = (cx - apart, cy), (cx, cy), (cx + apart, cy)
    return FrenchLayout(
        size=base.size, scale=sc, top_bar=base.top_bar, bottom_bar=base.bottom_bar, felt=felt,
        center=(area.centerx, felt.centery), radii=(area.width / 2, felt.height / 2), deck=deck, pot=pot,
        fee_sink=fee, seats=tuple(seats), card_w=seats[0].card_w if seats else base.card_w,
        small_card_w=seats[-1].card_w if len(seats) > 1 else base.small_card_w,
        log=pygame.Rect(panel.left, history.bottom, panel.width, panel.bottom - history.bottom),
        panel=panel, panel_open=panel_open, history=history, middle=middle, toasts=toasts, prompt=prompt,
        oval=_oval(area, margin), fonts=fonts, chip_d=sizes.chip_d,
    )


def _oval(area: pygame.Rect, margin: int) -> pygame.Rect:
    """The oval painted on the felt, under the seats: centred on the table's axis (the
    viewer's), as wide and tall as the felt beside the side panel leaves, less a margin."""
    oval = pygame.Rect(0, 0, round(area.width * 0.82), round(area.height * 0.78))
    oval.center = area.center
    return oval.clip(area.inflate(-2 * margin, -2 * margin))


def _shapes() -> Iterator[tuple[float, bool]]:
    """The oval's squareness, and whether the side seats lay their cards beside the plate
    (else above or below it, as at the top and bottom)."""
    for exponent in EXPONENTS:
        for sideways in (True, False):
            yield exponent, sideways


@dataclass(frozen=True)
class _Sizes:
    card_w: int  # the viewer's
    small_w: int  # everyone else's
    plate: tuple[int, int]
    my_plate: tuple[int, int]
    tag_h: int
    tag_w: int
    chip_d: int
    label: int  # the bet's amount under its stack: font px
    max_cards: int
    gap: int
    scale: float
    tags_off: bool  # the tags under (over) the fans, clear of every card; else on their edges

    @classmethod
    def make(cls, base: TableLayout, fonts: Fonts, compact: bool, max_cards: int, shrink: float,
             tags_off: bool = True) -> _Sizes:
        sc = base.scale
        card_w = max(28, round(base.card_w * shrink))
        small_w = max(24, round(base.card_w * (0.7 if not compact else 0.6) * shrink))
        # two lines of text (name, chips) and their padding: a line of Vietnamese is about 1.4
        # times its size tall, with the room its stacked diacritics need
        # (every box from the size its text is set in: the large-text setting makes it larger)
        name, number, tag = scaled(fonts.name), scaled(fonts.number), scaled(fonts.tag)
        lines = round(1.4 * (name + number)) + 2 * max(2, round(3 * sc))
        plate_h = max(round((58 if not compact else 50) * sc * shrink), lines)
        # the portrait takes the plate's height at its left: the plate is that much wider
        plate_w = max(round((176 if not compact else 136) * sc * shrink), 6 * name) + round(plate_h * 0.8)
        my_h = max(round(58 * sc * shrink), lines)
        my_plate = (max(round(176 * sc * shrink), 6 * name) + round(my_h * 0.8), my_h)
        tag_h = tag + max(4, round(6 * sc)) + (tag - fonts.tag)  # larger text: its stacked diacritics too
        fan_w = small_w * (1 + (max_cards - 1) * _STEP[max_cards > 3])
        tag_w = max(round(fan_w), tag * 8)
        chip_d = max(16, round(26 * sc * shrink))
        return cls(card_w, small_w, (plate_w, plate_h), my_plate, tag_h, tag_w, chip_d, fonts.label, max_cards,
                   max(3, round(6 * sc)), sc, tags_off)

    def fan(self, width: int, viewer: bool) -> tuple[int, float]:
        """The width of a fan of the longest hand, and the step between card centres."""
        step = width * (0.62 if viewer else _STEP[self.max_cards > 3])
        return round(width + (self.max_cards - 1) * step), step

    @property
    def spot(self) -> tuple[int, int]:
        """A betting spot: a column of chips, each showing over a third of the one under it,
        standing on its ring, and the amount under them."""
        return (max(round(self.chip_d * 2.2), self.label * 4), round(self.chip_d * 1.9) + self.label + 6)


def _viewer_block(seat: int, area: pygame.Rect, bottom: pygame.Rect, s: _Sizes, margin: int) -> FrenchSeat:
    """The viewer at the bottom centre: bet chips and side bets, the cards, the plate — the
    cards and the plate beside them centred together on the table's axis, which the other
    seats stand the same either side of."""
    fan_w, step = s.fan(s.card_w, True)
    card_h = round(s.card_w * CARD_RATIO)
    cards = pygame.Rect(0, 0, fan_w, card_h + round(8 * s.scale))  # room for a card lifted on hover
    plate = pygame.Rect(0, 0, *s.my_plate)
    width = cards.width + 2 * s.gap + plate.width
    cards.bottomleft = (area.centerx - width // 2, bottom.top - margin)
    plate.midleft = (cards.right + 2 * s.gap, cards.centery - s.tag_h // 2)
    tag = pygame.Rect(0, 0, max(plate.width, s.tag_w), s.tag_h)
    tag.midtop = (plate.centerx, plate.bottom + s.gap // 2)
    chips = pygame.Rect(0, 0, *s.spot)  # the betting spot above the plate, toward the middle
    chips.midbottom = (plate.centerx, plate.top - s.gap)
    return FrenchSeat(seat, cards.center, plate, chips.center, math.pi / 2, True, False, "bottom", cards, tag,
                      _delta(plate, s), chips, s.card_w, step)


def _delta(plate: pygame.Rect, s: _Sizes) -> pygame.Rect:
    """The chip change: the right half of the text beside the portrait, on the lower row
    (where the bet was), clear of the plate's border."""
    pad = max(5, round(9 * s.scale))
    left = plate.left + plate.height + pad // 2  # past the portrait
    r = pygame.Rect(0, 0, (plate.right - pad - left) // 2, plate.height // 2)
    r.bottomright = (plate.right - pad, plate.bottom - max(2, round(4 * s.scale)))
    return r


def _place_others(n: int, viewer: int, area: pygame.Rect, s: _Sizes, me: FrenchSeat, exponent: float,
                  sideways: bool, margin: int) -> tuple[list[FrenchSeat], float] | None:
    """The other seats along the oval, spread evenly (:func:`_spread`: every two neighbours
    as far apart, the viewer's block and its neighbours too) and the same on the left and
    the right, and the gap between neighbours; None when they do not fit."""
    count = n - 1
    if count < 1:
        return [], math.inf
    fan_w, step = s.fan(s.small_w, False)
    card_h = round(s.small_w * CARD_RATIO)
    inner = area.inflate(-2 * margin, -2 * margin)
    mine = _extent(me)
    a = inner.width / 2 - s.plate[0] / 2
    b = inner.height / 2 - s.plate[1] / 2
    cx, cy = inner.centerx, inner.centery

    def make(k: int, at: tuple[float, float]) -> FrenchSeat:
        return _block((viewer + k) % n, at, (cx, cy), a, b, inner, s, fan_w, step, card_h, sideways)

    if count == 1:
        alone = make(1, (cx, cy - b))
        return [alone], _gap(_extent(alone), mine)
    points = _path(cx, cy, a, b, exponent)
    # A block's extent depends only on which way it faces: build one of each, then move it.
    shapes: dict[str, pygame.Rect] = {}
    blocks = []
    for px, py in points:
        side = _side(px - cx, py - cy, a, b, sideways)
        if side not in shapes:
            loose = _block(0, (px, py), (cx, cy), a, b, _ANYWHERE, s, fan_w, step, card_h, sideways)
            shapes[side] = _extent(loose).move(-round(px), -round(py))
        blocks.append(shapes[side].move(round(px), round(py)).clamp(inner))
    spread = _spread(count, mine, blocks)
    if spread is None:
        return None
    chosen, gap = spread
    return [make(k, points[i]) for k, i in enumerate(chosen, start=1)], gap


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two rects stand (-1: they touch)."""
    if a.colliderect(b):
        return -1.0
    return math.hypot(max(0, b.left - a.right, a.left - b.right), max(0, b.top - a.bottom, a.top - b.bottom))


def _spread(count: int, mine: pygame.Rect, blocks: list[pygame.Rect]) -> tuple[list[int], float] | None:
    """Path indices for ``count`` seats, mirrored about the top of the table (the path is
    symmetric and starts under the viewer, whose block is ``mine``), spread evenly: the
    largest gap ``g`` between neighbours that every pair of neighbours keeps — the viewer and
    the first seat either side, each seat and the next, the last two either side of the top —
    and for that gap each seat the nearest to its neighbour toward the viewer; and the gap.
    None when not even touching ones fit."""
    top = (len(blocks) - 1) // 2
    half = count // 2

    def mirror(i: int) -> int:
        return len(blocks) - 1 - i

    def walk(g: float) -> list[int] | None:
        right: list[int] = []
        i = 0
        for _ in range(half):
            near = right[-1] if right else None
            while i < top and (_gap(blocks[i], mine) < g or _gap(blocks[mirror(i)], mine) < g
                               or (near is not None and _gap(blocks[i], blocks[near]) < g)
                               or blocks[i].colliderect(mine) or any(blocks[i].colliderect(blocks[j]) for j in right)
                               or blocks[i].colliderect(blocks[mirror(i)])):
                i += 1
            if i >= top:
                return None
            right.append(i)
        if not right:
            return [top]  # one seat opposite the viewer
        left = [mirror(i) for i in reversed(right)]
        if count % 2:
            if _gap(blocks[top], blocks[right[-1]]) < g or _gap(blocks[top], mine) < g:
                return None
            return [*right, top, *left]
        return [*right, *left] if _gap(blocks[right[-1]], blocks[left[0]]) >= g else None

    if walk(0.0) is None:
        return None
    low, high = 0.0, float(max(b.right for b in blocks) - min(b.left for b in blocks))
    while high - low > 1.0:  # the largest gap that fits, to a pixel
        mid = (low + high) / 2
        if walk(mid) is None:
            high = mid
        else:
            low = mid
    found = walk(low)
    return None if found is None else (found, low)


def _extent(seat: FrenchSeat) -> pygame.Rect:
    return seat.plate.unionall([seat.cards, seat.tag, seat.chips])


def _path(cx: float, cy: float, a: float, b: float, p: float) -> list[tuple[float, float]]:
    """Points along the superellipse |x/a|^p + |y/b|^p = 1 from the bottom, round the right,
    over the top, down the left, back to the bottom (symmetric about the vertical axis)."""
    steps = 720
    start = math.pi / 2
    return [_super(cx, cy, a, b, p, start - 2 * math.pi * i / steps) for i in range(steps + 1)]


def _super(cx: float, cy: float, a: float, b: float, p: float, t: float) -> tuple[float, float]:
    c, s = math.cos(t), math.sin(t)
    return (cx + a * math.copysign(abs(c) ** (2 / p), c), cy + b * math.copysign(abs(s) ** (2 / p), s))


def _block(seat: int, at: tuple[float, float], centre: tuple[float, float], a: float, b: float,
           inner: pygame.Rect, s: _Sizes, fan_w: int, step: float, card_h: int, sideways: bool) -> FrenchSeat:
    """A seat whose plate is centred on ``at``: at the top its cards hang below the plate, low
    down they stand above it, on the sides they lie beside it toward the middle; the bet
    betting spot lies past the cards, toward the middle."""
    px, py = at
    cx, cy = centre
    dx, dy = px - cx, py - cy
    plate = pygame.Rect(0, 0, *s.plate)
    plate.center = (round(px), round(py))
    cards = pygame.Rect(0, 0, fan_w, card_h)
    tag = pygame.Rect(0, 0, s.tag_w, s.tag_h)
    g = s.gap
    side = _side(dx, dy, a, b, sideways)
    _away_from(cards, side, plate, plate.center, g)
    into = 0 if s.tags_off else s.tag_h // 2 + 1  # how far the tag reaches onto the fan
    tag.midtop = (cards.centerx, cards.bottom + 1 - into)  # under the fan
    if side == "low":  # over the fan, clear of the plate below
        tag.midbottom = (cards.centerx, cards.top - 1 + into)
    block = plate.unionall([cards, tag])
    chips = pygame.Rect(0, 0, *s.spot)  # the betting spot: past the cards, toward the middle
    _away_from(chips, _side(dx, dy, a, b, True), block, cards.center, g)  # toward the middle
    shift = _clamp_shift(block.union(chips), inner)
    for r in (plate, cards, tag, chips):
        r.move_ip(shift)
    return FrenchSeat(seat, cards.center, plate, chips.center, math.atan2(dy, dx), False, s.plate[0] < 170 * s.scale,
                      side, cards, tag, _delta(plate, s), chips, s.small_w, step)


def _away_from(rect: pygame.Rect, side: str, edge: pygame.Rect, centre: tuple[int, int], gap: int) -> None:
    """Put ``rect`` past ``edge`` on the middle's side of a seat at ``side`` of the table (a seat
    at the top looks down, one at the right looks left …), ``gap`` clear, centred on ``centre``."""
    if side == "top":
        rect.midtop = (centre[0], edge.bottom + gap)
    elif side == "low":
        rect.midbottom = (centre[0], edge.top - gap)
    elif side == "right":
        rect.midright = (edge.left - gap, centre[1])
    else:
        rect.midleft = (edge.right + gap, centre[1])


def _side(dx: float, dy: float, a: float, b: float, sideways: bool) -> str:
    """Which way a seat at (``dx``, ``dy``) from the middle faces: "top", "low", "left", "right"."""
    if not sideways or abs(dy) / max(b, 1) >= abs(dx) / max(a, 1) * 0.9:
        return "top" if dy < 0 else "low"
    return "right" if dx > 0 else "left"


def _clamp_shift(block: pygame.Rect, inner: pygame.Rect) -> tuple[int, int]:
    moved = block.clamp(inner)
    return (moved.x - block.x, moved.y - block.y)


def _prompt(me: FrenchSeat, others: Sequence[FrenchSeat], area: pygame.Rect, s: _Sizes, sc: float) -> pygame.Rect:
    """The line above the viewer's cards, as wide as the neighbours leave (empty: no room)."""
    height = max(MIN_TEXT + 10, round(30 * sc))
    blocked = [r for o in others for r in o.all]
    width = min(area.width - 2 * s.gap, round(720 * sc))
    while width >= 200 * sc:
        r = pygame.Rect(0, 0, width, height)
        r.midbottom = (me.cards.centerx, me.cards.top - s.gap)
        if not any(r.colliderect(b) for b in blocked) and not r.collidelistall([me.chips, me.plate]):
            return r
        width -= round(20 * sc)
    return pygame.Rect(me.cards.centerx, me.cards.top, 0, 0)


def _clean(seats: Sequence[FrenchSeat], area: pygame.Rect) -> bool:
    """No two seats touch, and every seat stays in its area."""
    for i, a in enumerate(seats):
        if not all(area.contains(r) for r in a.all):
            return False
        own = a.all
        if any(a.chips.colliderect(r) for r in a.own):
            return False
        for b in seats[i + 1:]:
            if any(x.colliderect(y) for x in own for y in b.all):
                return False
    return True


def _largest_free(bounds: pygame.Rect, blocked: Sequence[pygame.Rect]) -> pygame.Rect:
    """The largest of the free rects grown from points down the middle of ``bounds``."""
    seeds = [(bounds.centerx + dx, bounds.top + bounds.height * k // 8)
             for k in range(2, 7) for dx in (-bounds.width // 8, 0, bounds.width // 8)]
    return max((_free_rect(bounds, p, blocked) for p in seeds), key=lambda r: (min(r.w, 3 * r.h) * r.h, r.w))


def _free_rect(bounds: pygame.Rect, centre: tuple[int, int], blocked: Sequence[pygame.Rect]) -> pygame.Rect:
    """The rect grown from ``centre`` one side at a time until it would touch ``blocked``."""
    r = pygame.Rect(centre[0] - 1, centre[1] - 1, 2, 2)
    if r.collidelist(blocked) >= 0:
        return pygame.Rect(centre[0], centre[1], 0, 0)
    for step in (16, 2):
        growing = ["bottom", "left", "right", "top"]
        while growing:
            for side in list(growing):
                trial = r.copy()
                if side == "left":
                    trial.left -= step
                    trial.width += step
                elif side == "right":
                    trial.width += step
                elif side == "top":
                    trial.top -= step
                    trial.height += step
                else:
                    trial.height += step
                if bounds.contains(trial) and trial.collidelist(blocked) < 0:
                    r = trial
                else:
                    growing.remove(side)
    return r


def _toast_height(fonts: Fonts, sc: float) -> int:
    """Room for two toasts."""
    return 2 * (scaled(fonts.body) + round(16 * sc)) + round(6 * sc)
