"""Make the application icon: a card and a Tam Cúc piece fanned on a red-gold roundel.

Writes ``sprites/icon.png`` (256×256), ``sprites/icon_64.png`` and ``sprites/icon.ico`` (a
multi-size ICO with PNG payloads at 16, 32, 48 and 256 px, written with the standard
library).  The shapes are drawn bolder than the real sprites so the icon reads at 32 px.
Rerun with::

    SDL_VIDEODRIVER=dummy python tools/make_icon.py [--out DIR]
"""

from __future__ import annotations

import argparse
import io
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

import pygame
from art import palette as pal
from art.draw import SS, blit_ink_centred, canvas, drop_shadow, mix, radial_gradient, reduce, save_png, text
from art.paths import FONT_BOLD, FONT_SERIF_PIECES, SPRITES
from art.patterns import drum_medallion
from art.suits import blit_pip

SIZE = 256
ICO_SIZES = (16, 32, 48, 256)


def s(v: float) -> int:
    return round(v * SS)


def roundel() -> pygame.Surface:
    """Gold rim, lacquer-red disc with a faint bronze-drum pattern."""
    surf = canvas(SIZE, SIZE)
    c = (s(SIZE / 2), s(SIZE / 2))
    pygame.draw.circle(surf, pal.GOLD_DARK, c, s(126))
    rim = radial_gradient(s(246), pal.GOLD_LIGHT, pal.GOLD)
    surf.blit(rim, (c[0] - s(123), c[1] - s(123)))
    pygame.draw.circle(surf, pal.GOLD_DARK, c, s(111))
    disc = radial_gradient(s(218), mix(pal.LACQUER, (255, 90, 60), 0.18), pal.LACQUER_DARK)
    surf.blit(disc, (c[0] - s(109), c[1] - s(109)))
    pattern = canvas(SIZE, SIZE)
    drum_medallion(pattern, c, s(104), pal.GOLD, pal.LACQUER)
    pattern.fill((255, 255, 255, 70), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(pattern, (0, 0))
    return surf


def icon_card() -> pygame.Surface:
    """A bold ace of spades: white card, big spade, big corner 'A'."""
    w, h = 104, 146
    card = pygame.Surface((s(w), s(h)), pygame.SRCALPHA)
    pygame.draw.rect(card, pal.STOCK, card.get_rect(), border_radius=s(10))
    pygame.draw.rect(card, pal.BORDER, card.get_rect(), s(2.5), border_radius=s(10))
    blit_pip(card, "S", (s(w / 2), s(h / 2 + 10)), s(70), pal.INK)
    a = text(FONT_BOLD, s(40), "A", pal.INK)
    blit_ink_centred(card, a, (s(20), s(24)))
    return card


def icon_piece() -> pygame.Surface:
    """A bold red Tướng piece: white strip, red frame, 將 large, a seal."""
    w, h = 68, 168
    piece = pygame.Surface((s(w), s(h)), pygame.SRCALPHA)
    pygame.draw.rect(piece, pal.PAPER, piece.get_rect(), border_radius=s(7))
    pygame.draw.rect(piece, (178, 26, 32), piece.get_rect().inflate(-s(9), -s(9)), s(3), border_radius=s(4))
    pygame.draw.rect(piece, pal.BORDER, piece.get_rect(), s(2.5), border_radius=s(7))
    glyph = text(FONT_SERIF_PIECES, s(56), "將", (178, 26, 32))
    blit_ink_centred(piece, glyph, (s(w / 2), s(68)))
    seal = pygame.Rect(0, 0, s(20), s(20))
    seal.center = (s(w / 2), s(134))
    pygame.draw.rect(piece, pal.SEAL, seal, border_radius=s(2))
    return piece


def place(dest: pygame.Surface, img: pygame.Surface, centre: tuple[float, float], angle: float) -> None:
    """Rotate ``img`` by ``angle`` degrees and blit it, with a soft shadow, centred on ``centre``."""
    rotated = pygame.transform.rotozoom(img, angle, 1.0)
    shadow = drop_shadow(rotated, (s(4), s(6)), 120, 8)
    for layer in (shadow, rotated):
        dest.blit(layer, layer.get_rect(center=(s(centre[0]), s(centre[1]))))


def render_icon() -> pygame.Surface:
    surf = roundel()
    place(surf, icon_card(), (98, 132), 16)
    place(surf, icon_piece(), (164, 126), -12)
    return reduce(surf, (SIZE, SIZE))


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(images: list[pygame.Surface]) -> bytes:
    """An ICO file holding each image as a PNG payload (Vista+ format)."""
    payloads = [png_bytes(img) for img in images]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for img, data in zip(images, payloads, strict=True):
        w, h = img.get_size()
        entries += struct.pack("<BBBBHHII", w % 256, h % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(payloads)


def build(out: Path) -> list[Path]:
    icon = render_icon()
    save_png(icon, out / "icon.png")
    save_png(reduce(icon, (64, 64)), out / "icon_64.png")
    sizes = [icon if n == SIZE else reduce(icon, (n, n)) for n in ICO_SIZES]
    (out / "icon.ico").write_bytes(ico_bytes(sizes))
    return [out / "icon.png", out / "icon_64.png", out / "icon.ico"]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=SPRITES, help="the sprites folder to write into")
    args = parser.parse_args(argv)
    written = build(args.out)
    print(f"icon: wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
