"""Make the players' portraits: the twelve con giáp as round lacquer-and-gold medallions.

Writes ``sprites/avatars/<id>.png`` (128×128, transparent outside the disc) for the ids of
``art.zodiac.ANIMALS`` (``ty``, ``suu``, … ``hoi``: the Vietnamese names without marks).
Each medallion is a gold rim around a lacquer-red field, the animal drawn as a bold emblem in
cream and gold, and the earthly branch's Hán character (子 丑 寅 …) on a small cream seal in
the rim, inked like a red Tam Cúc piece.  Rerun with::

    SDL_VIDEODRIVER=dummy python tools/make_avatars.py [--out DIR] [--only ty mao ...]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

import pygame
from art import palette as pal
from art.draw import SS, blit_ink_centred, canvas, mix, radial_gradient, reduce, save_png, text
from art.paths import FONT_SERIF_PIECES, SPRITES
from art.zodiac import ANIMALS, Drawing, Pen

SIZE = 128
RIM = 63.0  # outer radius (px of the final image)
FIELD = 54.0  # radius of the red field inside the rim
SEAL_R = 12.5
SEAL_Y = 108.0


def s(v: float) -> float:
    return v * SS


def medallion(draw: Drawing, han: str) -> pygame.Surface:
    """One portrait at ``SIZE`` px."""
    surf = canvas(SIZE, SIZE)
    c = (s(SIZE / 2), s(SIZE / 2))
    pygame.draw.circle(surf, pal.GOLD_DARK, c, s(RIM + 0.5))
    rim = radial_gradient(round(s(2 * RIM - 1)), pal.GOLD_LIGHT, pal.GOLD)
    surf.blit(rim, rim.get_rect(center=c))
    pygame.draw.circle(surf, pal.GOLD_DARK, c, s(FIELD + 1.5))
    # a few flat bands rather than a smooth gradient: they compress to a third of the bytes
    for r, shade in ((FIELD, 0.55), (FIELD - 3, 0.25), (FIELD - 6, 0.0)):
        pygame.draw.circle(surf, mix(pal.LACQUER, pal.LACQUER_DARK, shade), c, s(r))
    figure = canvas(SIZE, SIZE)
    draw(Pen(figure, c, s(FIELD)))
    clip = canvas(SIZE, SIZE)
    pygame.draw.circle(clip, (255, 255, 255, 255), c, s(FIELD))
    figure.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(figure, (0, 0))
    seal_c = (c[0], s(SEAL_Y))
    pygame.draw.circle(surf, pal.GOLD_DARK, seal_c, s(SEAL_R + 1.2))
    pygame.draw.circle(surf, pal.SEAL, seal_c, s(SEAL_R))
    glyph = text(FONT_SERIF_PIECES, round(s(SEAL_R * 1.45)), han, pal.PAPER)
    blit_ink_centred(surf, glyph, seal_c)
    return reduce(surf, (SIZE, SIZE))


def build(out: Path, only: Sequence[str] | None = None) -> list[Path]:
    """Write the portraits into ``out/avatars``."""
    written: list[Path] = []
    for ident, han, draw in ANIMALS:
        if only and ident not in only:
            continue
        path = out / "avatars" / f"{ident}.png"
        save_png(medallion(draw, han), path)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=SPRITES, help="the sprites folder to write into")
    parser.add_argument("--only", nargs="*", help="avatar ids (ty, suu, …; default: all)")
    args = parser.parse_args(argv)
    written = build(args.out, args.only)
    size = sum(p.stat().st_size for p in written)
    print(f"avatars: wrote {len(written)} files ({size / 1024:.0f} KB) under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
