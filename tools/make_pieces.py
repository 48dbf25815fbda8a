"""Make the Tam Cúc pieces: 14 faces and one shared back, each 100×260 (≈1:2.6).

Writes ``sprites/pieces/<L>.png`` for the red pieces ``K A E R C H P`` and
``sprites/pieces/<l>_b.png`` for the black ones (the ``_b`` suffix keeps the names apart on
case-insensitive file systems), plus ``sprites/pieces/back.png``.  Both colours carry the
traditional black-side characters 將 士 象 車 砲 馬 卒, as real Tam Cúc decks do; red pieces
are inked in lacquer red and carry a red seal (紅), black pieces are in black ink with no
seal.  Rerun with::

    SDL_VIDEODRIVER=dummy python tools/make_pieces.py [--out DIR] [--only K p back ...]
"""

from __future__ import annotations

import argparse
import math
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
    mix,
    reduce,
    round_mask,
    save_png,
    text,
    vertical_gradient,
)
from art.paths import FONT_SERIF_PIECES, SPRITES
from art.patterns import cloud_scroll, lattice, lattice_dots

W, H = 100, 260
RADIUS = 8
RED_INK = (178, 26, 32)
BLACK_INK = (26, 24, 28)
PIECES: dict[str, tuple[str, str]] = {
    "K": ("將", "Tướng"),
    "A": ("士", "Sĩ"),
    "E": ("象", "Tượng"),
    "R": ("車", "Xe"),
    "C": ("砲", "Pháo"),
    "H": ("馬", "Mã"),
    "P": ("卒", "Tốt"),
}
HAN_SIZE = 68  # final pixels (em size)
NAME_SIZE = 19
SEAL = 28


def s(v: float) -> int:
    return round(v * SS)


def file_name(letter: str) -> str:
    """``K`` -> ``K.png`` (red), ``k`` -> ``k_b.png`` (black)."""
    return f"{letter}.png" if letter.isupper() else f"{letter}_b.png"


def paper() -> pygame.Surface:
    """Paper-white stock with a faint gradient and a thin dark edge."""
    surf = canvas(W, H)
    vertical_gradient(surf, surf.get_rect(), pal.PAPER, mix(pal.PAPER, pal.PAPER_EDGE, 0.6))
    return surf


def frame(surf: pygame.Surface, ink: Color) -> None:
    """A double frame in the piece's ink, with small corner blocks."""
    outer = surf.get_rect().inflate(-s(10), -s(10))
    inner = outer.inflate(-s(6), -s(6))
    pygame.draw.rect(surf, ink, outer, s(1.6), border_radius=s(3))
    pygame.draw.rect(surf, mix(ink, pal.PAPER, 0.35), inner, s(0.7), border_radius=s(2))
    for x, y in (outer.topleft, outer.topright, outer.bottomleft, outer.bottomright):
        pygame.draw.rect(surf, ink, pygame.Rect(0, 0, s(5), s(5)).move(x - s(2.5), y - s(2.5)))


def ornament(surf: pygame.Surface, centre: tuple[float, float], ink: Color, flip: bool) -> None:
    """A small pair of cloud scrolls under a dot (mây), the top (and black bottom) ornament."""
    cx, cy = s(centre[0]), s(centre[1])
    sign = -1 if flip else 1
    for side in (-1, 1):
        angle = (0 if side < 0 else math.pi) + (math.pi if flip else 0)
        cloud_scroll(surf, (cx + side * s(11), cy), s(4), angle, s(1.1), mix(ink, pal.PAPER, 0.15))
    pygame.draw.circle(surf, ink, (cx, cy - sign * s(6)), s(2.2))
    pygame.draw.line(surf, ink, (cx - s(26), cy + sign * s(8)), (cx + s(26), cy + sign * s(8)), s(0.8))


def seal(surf: pygame.Surface, centre: tuple[float, float]) -> None:
    """The red seal (dấu son): a square stamp with 紅 reversed out in white."""
    stamp = pygame.Surface((s(SEAL), s(SEAL)), pygame.SRCALPHA)
    pygame.draw.rect(stamp, pal.SEAL, stamp.get_rect(), border_radius=s(2.5))
    pygame.draw.rect(stamp, pal.PAPER, stamp.get_rect().inflate(-s(4), -s(4)), s(0.9), border_radius=s(1.5))
    glyph = text(FONT_SERIF_PIECES, s(21), "紅", pal.PAPER)
    blit_ink_centred(stamp, glyph, (s(SEAL / 2), s(SEAL / 2)))
    stamp = pygame.transform.rotate(stamp, -4)
    surf.blit(stamp, stamp.get_rect(center=(s(centre[0]), s(centre[1]))))


def render_piece(letter: str) -> pygame.Surface:
    """One face, 100×260, transparent rounded corners."""
    red = letter.isupper()
    han, name = PIECES[letter.upper()]
    ink = RED_INK if red else BLACK_INK
    surf = paper()
    frame(surf, ink)
    ornament(surf, (W / 2, 34), ink, flip=False)
    glyph = text(FONT_SERIF_PIECES, s(HAN_SIZE), han, ink)
    blit_ink_centred(surf, glyph, (s(W / 2), s(110)))
    label = text(FONT_SERIF_PIECES, s(NAME_SIZE), name, ink)
    blit_ink_centred(surf, label, (s(W / 2), s(176)))
    pygame.draw.line(surf, mix(ink, pal.PAPER, 0.4), (s(30), s(194)), (s(70), s(194)), s(0.8))
    if red:
        seal(surf, (W / 2, 222))
    else:
        ornament(surf, (W / 2, 226), ink, flip=True)
    pygame.draw.rect(surf, pal.BORDER, surf.get_rect(), s(1.3), border_radius=s(RADIUS))
    round_mask(surf, s(RADIUS))
    return reduce(surf, (W, H))


def chrysanthemum(surf: pygame.Surface, centre: tuple[int, int], r: float, gold: Color, bg: Color) -> None:
    """A stylised chrysanthemum (cúc): two rings of long petals round a button centre."""
    cx, cy = centre
    for ring, (count, length, width, colour) in enumerate(
        ((24, r, r * 0.16, mix(gold, bg, 0.25)), (16, r * 0.72, r * 0.2, gold))
    ):
        for i in range(count):
            a = 2 * math.pi * (i + 0.5 * ring) / count
            tip = (cx + length * math.cos(a), cy + length * math.sin(a))
            side = (math.cos(a + math.pi / 2) * width, math.sin(a + math.pi / 2) * width)
            mid = (cx + length * 0.55 * math.cos(a), cy + length * 0.55 * math.sin(a))
            pts = [(cx, cy), (mid[0] + side[0], mid[1] + side[1]), tip, (mid[0] - side[0], mid[1] - side[1])]
            pygame.draw.polygon(surf, colour, pts)
    pygame.draw.circle(surf, bg, centre, r * 0.3)
    pygame.draw.circle(surf, gold, centre, r * 0.24)
    for i in range(8):
        a = 2 * math.pi * i / 8
        pygame.draw.circle(surf, bg, (cx + r * 0.13 * math.cos(a), cy + r * 0.13 * math.sin(a)), r * 0.035)


def render_back() -> pygame.Surface:
    """The shared back: red-brown lacquer, gold lattice, three chrysanthemums (tam cúc)."""
    base = pal.LACQUER_BROWN
    dark = mix(base, (0, 0, 0), 0.35)
    gold = pal.GOLD
    surf = canvas(W, H)
    rect = surf.get_rect()
    vertical_gradient(surf, rect, base, mix(base, dark, 0.5))
    field = rect.inflate(-s(14), -s(14))
    lattice(surf, field, s(12), s(0.8), mix(base, gold, 0.35))
    lattice_dots(surf, field, s(12), s(1.0), mix(base, gold, 0.5))
    pygame.draw.rect(surf, gold, field, s(1.4), border_radius=s(4))
    pygame.draw.rect(surf, gold, field.inflate(-s(6), -s(6)), s(0.7), border_radius=s(3))
    for y in (70, 130, 190):
        c = (s(W / 2), s(y))
        pygame.draw.circle(surf, dark, c, s(25))
        pygame.draw.circle(surf, gold, c, s(25), s(1))
        chrysanthemum(surf, c, s(21), gold, dark)
    for y in (100, 160):
        pygame.draw.line(surf, gold, (s(W / 2), s(y - 4)), (s(W / 2), s(y + 4)), s(1.2))
    for y in (24, 236):
        pygame.draw.circle(surf, gold, (s(W / 2), s(y)), s(2.5))
    pygame.draw.rect(surf, pal.BORDER, rect, s(1.3), border_radius=s(RADIUS))
    round_mask(surf, s(RADIUS))
    return reduce(surf, (W, H))


def piece_letters() -> list[str]:
    red = list(PIECES)
    return red + [c.lower() for c in red]


def build(out: Path, only: Sequence[str] | None = None) -> list[Path]:
    """Write the 14 faces and the back into ``out/pieces``."""
    written: list[Path] = []
    for letter in piece_letters():
        if only and letter not in only:
            continue
        path = out / "pieces" / file_name(letter)
        save_png(render_piece(letter), path)
        written.append(path)
    if not only or "back" in only:
        path = out / "pieces" / "back.png"
        save_png(render_back(), path)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=SPRITES, help="the sprites folder to write into")
    parser.add_argument("--only", nargs="*", help="piece letters (K, k, …) or 'back' (default: all)")
    args = parser.parse_args(argv)
    written = build(args.out, args.only)
    print(f"pieces: wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
