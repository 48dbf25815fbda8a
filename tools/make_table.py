"""Make the table assets: chips, felt, straw mat, vignette, seat plates and a deck stack.

Writes ``sprites/chips/{10,50,100,500,1000,5000}.png`` (96×96),
``sprites/table/felt.png`` and ``chieu.png`` (256×256, seamless when tiled),
``sprites/table/vignette.png`` (512×288 alpha overlay), ``plate.png`` (a 96×48 nine-slice
source: body inset 4 px, corners 14 px; the acting seat's gold rim is drawn on it live) and
``deck.png`` (a stack of red backs, 208×290).  Noise comes from ``random.Random`` with fixed
seeds, so the bytes are the same on every run.  Rerun with::

    SDL_VIDEODRIVER=dummy python tools/make_table.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path

import pygame
from art import palette as pal
from art.draw import (
    SS,
    Color,
    blit_ink_centred,
    canvas,
    drop_shadow,
    mix,
    radial_gradient,
    reduce,
    save_png,
    text,
    vertical_gradient,
)
from art.noise import clamp8, fractal_noise
from art.paths import FONT_BOLD, SPRITES
from make_cards import render_back

TILE = 256
CHIP = 96
# value: (body, stripe, label)
CHIPS: dict[int, tuple[Color, Color, str]] = {
    10: ((46, 102, 196), (250, 246, 236), "10"),
    50: ((196, 38, 44), (250, 246, 236), "50"),
    100: ((24, 134, 76), (250, 246, 236), "100"),
    500: ((108, 56, 160), (250, 222, 130), "500"),
    1000: ((34, 34, 40), (226, 178, 70), "1K"),
    5000: ((226, 146, 32), (120, 20, 26), "5K"),
}
PLATE_W, PLATE_H, PLATE_INSET, PLATE_RADIUS = 96, 48, 4, 10


def s(v: float) -> int:
    return round(v * SS)


# --- chips --------------------------------------------------------------------------------


def render_chip(value: int) -> pygame.Surface:
    """A chip seen from above: body colour, six edge stripes, dashed inlay ring, bold value."""
    body, stripe, label = CHIPS[value]
    surf = canvas(CHIP, CHIP)
    c = (s(CHIP / 2), s(CHIP / 2))
    r = s(CHIP / 2 - 1)
    pygame.draw.circle(surf, mix(body, (0, 0, 0), 0.35), c, r)
    pygame.draw.circle(surf, body, c, r - s(1.5))
    for i in range(6):
        a0 = 2 * math.pi * i / 6 - 0.2
        a1 = a0 + 0.4
        pts = [
            (
                c[0] + (r - s(1.5)) * math.cos(a0 + (a1 - a0) * k / 8),
                c[1] + (r - s(1.5)) * math.sin(a0 + (a1 - a0) * k / 8),
            )
            for k in range(9)
        ]
        inner = [
            (
                c[0] + (r - s(13)) * math.cos(a1 - (a1 - a0) * k / 8),
                c[1] + (r - s(13)) * math.sin(a1 - (a1 - a0) * k / 8),
            )
            for k in range(9)
        ]
        pygame.draw.polygon(surf, stripe, pts + inner)
    ring_r = r - s(15)
    pygame.draw.circle(surf, mix(body, (0, 0, 0), 0.25), c, ring_r + s(1.5))
    for i in range(36):
        a = 2 * math.pi * i / 36
        if i % 2 == 0:
            pygame.draw.line(
                surf,
                stripe,
                (c[0] + ring_r * math.cos(a), c[1] + ring_r * math.sin(a)),
                (c[0] + ring_r * math.cos(a + 0.12), c[1] + ring_r * math.sin(a + 0.12)),
                s(1.6),
            )
    face_r = ring_r - s(4)
    disc = radial_gradient(face_r * 2, mix(pal.CREAM, (255, 255, 255), 0.4), mix(pal.CREAM, body, 0.12))
    surf.blit(disc, (c[0] - face_r, c[1] - face_r))
    pygame.draw.circle(surf, mix(body, (0, 0, 0), 0.2), c, face_r, s(1.2))
    ink = mix(body, (0, 0, 0), 0.35)
    size = 30 if len(label) <= 2 else 26
    img = text(FONT_BOLD, s(size), label, ink, squeeze=0.9 if len(label) > 2 else 1.0)
    blit_ink_centred(surf, img, c)
    highlight = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(highlight, (255, 255, 255, 28), pygame.Rect(s(14), s(8), s(56), s(30)))
    surf.blit(highlight, (0, 0))
    return reduce(surf, (CHIP, CHIP))


# --- felt and mat -----------------------------------------------------------------------------


def render_felt() -> pygame.Surface:
    """Deep-green felt: soft mottling plus a fine grain; periodic, so it tiles without seams."""
    rng = random.Random(1001)
    mottle = fractal_noise(TILE, [(4, 1.0), (8, 0.6), (16, 0.35)], rng)
    buf = bytearray()
    for y in range(TILE):
        for x in range(TILE):
            shade = 1.0 + mottle[y][x] * 0.12 + (rng.random() - 0.5) * 0.06
            fibre = 1.0 + (0.03 if rng.random() < 0.04 else 0.0)
            buf += bytes(clamp8(ch * shade * fibre) for ch in pal.FELT)
    return pygame.image.frombytes(bytes(buf), (TILE, TILE), "RGB")


STRAND = 4  # height of one straw (weft) strand
SEGMENT = 32  # distance between the warp threads that bind the straws


def strand_streaks(rng: random.Random, count: int) -> list[list[float]]:
    """Per strand, a periodic lengthwise fibre pattern (a few random sine streaks)."""
    rows: list[list[float]] = []
    for _ in range(count):
        waves = [(rng.randint(3, 24), rng.random() * 2 * math.pi, rng.random() * 0.5 + 0.2) for _ in range(4)]
        norm = sum(a for _, _, a in waves)
        rows.append(
            [
                sum(a * math.sin(2 * math.pi * k * x / TILE + p) for k, p, a in waves) / norm
                for x in range(TILE)
            ]
        )
    return rows


def render_chieu() -> pygame.Surface:
    """A woven straw mat (chiếu cói): round straws bound by warp threads in a brick pattern."""
    rng = random.Random(2024)
    rows = TILE // STRAND
    tone = [1.0 + (rng.random() - 0.5) * 0.06 for _ in range(rows)]
    streaks = strand_streaks(rng, rows)
    profile = [0.84, 1.02, 1.06, 0.95]  # across one strand: a round straw
    stitch = {0: 0.90, 1: 0.80, 2: 0.92, SEGMENT - 1: 0.97}
    patches = fractal_noise(TILE, [(2, 1.0), (4, 0.5)], rng)
    buf = bytearray()
    for y in range(TILE):
        row = y // STRAND
        offset = (SEGMENT // 2) * (row % 2)
        base = profile[y % STRAND] * tone[row]
        for x in range(TILE):
            pos = (x + offset) % SEGMENT
            shade = base * (1.0 + streaks[row][x] * 0.07 + patches[y][x] * 0.10) * stitch.get(pos, 1.0)
            color = pal.MAT if pos not in (0, 1, 2) else mix(pal.MAT, (150, 110, 70), 0.25)
            buf += bytes(clamp8(ch * shade) for ch in color)
    return pygame.image.frombytes(bytes(buf), (TILE, TILE), "RGB")


def render_vignette() -> pygame.Surface:
    """Black with alpha rising smoothly towards the edges and corners (512×288)."""
    w, h = 512, 288
    buf = bytearray()
    for y in range(h):
        ny = (y + 0.5) / h * 2 - 1
        for x in range(w):
            nx = (x + 0.5) / w * 2 - 1
            d = math.sqrt(nx * nx * 0.9 + ny * ny * 1.1)
            t = min(1.0, max(0.0, (d - 0.55) / 0.85))
            alpha = clamp8(210 * t * t * (3 - 2 * t))
            buf += bytes((0, 0, 0, alpha))
    return pygame.image.frombytes(bytes(buf), (w, h), "RGBA")


# --- seat plates ---------------------------------------------------------------------------


def plate_body(border: Color, border_w: float) -> pygame.Surface:
    """The lacquer body of a seat plate, supersampled, full 96×48 canvas."""
    surf = canvas(PLATE_W, PLATE_H)
    body = surf.get_rect().inflate(-s(2 * PLATE_INSET), -s(2 * PLATE_INSET))
    fill = pygame.Surface(body.size, pygame.SRCALPHA)
    vertical_gradient(fill, fill.get_rect(), (66, 24, 24), (30, 10, 12))
    mask = pygame.Surface(body.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 240), mask.get_rect(), border_radius=s(PLATE_RADIUS))
    fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(fill, body.topleft)
    pygame.draw.rect(
        surf, (255, 236, 190, 40), body.inflate(-s(5), -s(5)), s(0.8), border_radius=s(PLATE_RADIUS - 2)
    )
    pygame.draw.rect(surf, border, body, s(border_w), border_radius=s(PLATE_RADIUS))
    return surf


def render_plate() -> pygame.Surface:
    """``plate.png``: the plate's body with a soft shadow round it."""
    surf = canvas(PLATE_W, PLATE_H)
    body = surf.get_rect().inflate(-s(2 * PLATE_INSET), -s(2 * PLATE_INSET))
    halo = canvas(PLATE_W, PLATE_H)
    pygame.draw.rect(halo, (255, 255, 255, 255), body.move(0, s(1.5)), border_radius=s(PLATE_RADIUS))
    surf.blit(drop_shadow(halo, (0, 0), 150, 8), (0, 0))
    surf.blit(plate_body(pal.GOLD, 1.2), (0, 0))
    return reduce(surf, (PLATE_W, PLATE_H))


def render_deck() -> pygame.Surface:
    """A squared-up stack of red backs with the card edges showing at the bottom right."""
    back = render_back("red")
    w, h = 208, 290
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    edge = pygame.Surface(back.get_size(), pygame.SRCALPHA)
    edge.blit(back, (0, 0))
    edge.fill((236, 228, 210, 255), special_flags=pygame.BLEND_RGB_MAX)
    edge.fill((255, 255, 255, 255), special_flags=pygame.BLEND_RGBA_MULT)
    shade = drop_shadow(back, (6, 6), 110, 4)
    out.blit(shade, (2, 2))
    for i in range(8, 0, -1):
        out.blit(edge, (i, i))
        line = pygame.Surface(back.get_size(), pygame.SRCALPHA)
        line.blit(back, (0, 0))
        line.fill((150, 138, 120, 255), special_flags=pygame.BLEND_RGB_MIN)
        line.fill((255, 255, 255, 60), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(line, (i, i))
    out.blit(back, (0, 0))
    return out


# --- command line -------------------------------------------------------------------------


def build(out: Path) -> list[Path]:
    jobs: list[tuple[Path, pygame.Surface]] = [
        (out / "chips" / f"{value}.png", render_chip(value)) for value in CHIPS
    ]
    jobs += [
        (out / "table" / "felt.png", render_felt()),
        (out / "table" / "chieu.png", render_chieu()),
        (out / "table" / "vignette.png", render_vignette()),
        (out / "table" / "plate.png", render_plate()),
        (out / "table" / "deck.png", render_deck()),
    ]
    for path, surf in jobs:
        save_png(surf, path)
    return [p for p, _ in jobs]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=SPRITES, help="the sprites folder to write into")
    args = parser.parse_args(argv)
    written = build(args.out)
    print(f"table: wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
