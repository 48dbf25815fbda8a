"""Make the French-deck card faces and backs.

Writes ``sprites/cards/classic/<CODE>.png`` (red ♥♦, black ♠♣) for the 52 codes ``AD 2D … 10D
JD QD KD`` (suits D H C S), ``sprites/cards/four/<CODE>.png`` for the suits the four-colour deck
inks differently (♦ blue, ♣ green: its ♥ and ♠ are the classic faces, so they are not stored twice),
and the backs ``sprites/backs/{red,blue,green}.png``; all 200×280 with transparent rounded
corners.  Pips and suit symbols are drawn shapes; J, Q and K carry drawn court figures; the
ace of diamonds (át cụ) has an ornate centre.  Rerun with::

    SDL_VIDEODRIVER=dummy python tools/make_cards.py [--out DIR] [--only AD KS ...]
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path

import pygame
from art import palette as pal
from art.courts import HALF_H, HALF_W, half_figure
from art.draw import (
    SS,
    Color,
    canvas,
    font,
    mix,
    reduce,
    round_mask,
    save_png,
    vertical_gradient,
)
from art.paths import FONT_BOLD, SPRITES
from art.patterns import cloud_scroll, drum_medallion, lattice, lattice_dots, lotus_petal, star
from art.suits import blit_pip

W, H = 200, 280
RADIUS = 12
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["D", "H", "C", "S"]
SCHEMES = ("classic", "four")
BACKS: dict[str, tuple[Color, Color]] = {
    "red": (pal.LACQUER, pal.LACQUER_DARK),
    "blue": ((30, 64, 128), (14, 32, 72)),
    "green": ((20, 102, 66), (8, 56, 36)),
}

# Corner index (final pixels)
INDEX_X = 21  # centre of the index column
RANK_TOP = 11
RANK_CAP = 36
RANK_MAX_W = 33
SUIT_H = 25

# Pip grid (final pixels)
COL_L, COL_M, COL_R = 68, 100, 132
ROW_TOP, ROW_BOTTOM = 50, 230
PIP_H = 36
PIP_LAYOUT: dict[str, list[tuple[str, float]]] = {
    "2": [("M", 0), ("M", 1)],
    "3": [("M", 0), ("M", 0.5), ("M", 1)],
    "4": [("L", 0), ("R", 0), ("L", 1), ("R", 1)],
    "5": [("L", 0), ("R", 0), ("M", 0.5), ("L", 1), ("R", 1)],
    "6": [(c, r) for r in (0, 0.5, 1) for c in ("L", "R")],
    "7": [*[(c, r) for r in (0, 0.5, 1) for c in ("L", "R")], ("M", 0.25)],
    "8": [*[(c, r) for r in (0, 0.5, 1) for c in ("L", "R")], ("M", 0.25), ("M", 0.75)],
    "9": [*[(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in ("L", "R")], ("M", 0.5)],
    "10": [*[(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in ("L", "R")], ("M", 1 / 6), ("M", 5 / 6)],
}


def card_codes(scheme: str = "classic") -> list[str]:
    """The cards a scheme draws: all 52 for the classic deck, only the suits another scheme
    inks differently from it (the rest are the classic faces)."""
    colours = pal.SUIT_COLOURS
    return [r + s for s in SUITS if scheme == "classic" or colours[scheme][s] != colours["classic"][s] for r in RANKS]


def split_code(code: str) -> tuple[str, str]:
    return code[:-1], code[-1]


def s(v: float) -> int:
    """Final pixels to supersampled pixels."""
    return round(v * SS)


# --- card stock ---------------------------------------------------------------------------


def card_stock() -> pygame.Surface:
    """Cream stock with a faint gradient, a thin dark border and a subtle inner line."""
    surf = canvas(W, H)
    rect = surf.get_rect()
    vertical_gradient(surf, rect, pal.STOCK, mix(pal.STOCK, pal.STOCK_EDGE, 0.55))
    inner = rect.inflate(-s(12), -s(12))
    pygame.draw.rect(surf, pal.INNER_LINE, inner, s(0.8), border_radius=s(RADIUS - 5))
    pygame.draw.rect(surf, pal.BORDER, rect, s(1.6), border_radius=s(RADIUS))
    return surf


def finish_card(surf: pygame.Surface) -> pygame.Surface:
    """Round the corners (transparent) and scale to 200×280."""
    round_mask(surf, s(RADIUS))
    return reduce(surf, (W, H))


# --- corner index ---------------------------------------------------------------------------


def rank_image(rank: str, color: Color) -> pygame.Surface:
    """The rank in bold, cap height ``RANK_CAP``, condensed to fit the index column."""
    size = s(RANK_CAP / 0.73)
    f = font(str(FONT_BOLD), size)
    ref = f.render("H", True, color).get_bounding_rect(min_alpha=8)
    label = "10" if rank == "10" else rank
    img = f.render(label, True, color)
    ink = img.get_bounding_rect(min_alpha=8)
    scale = s(RANK_CAP) / ref.height
    crop = img.subsurface(pygame.Rect(ink.left, ref.top, ink.width, img.get_height() - ref.top))
    w = crop.get_width() * scale
    squeeze = min(1.0, s(RANK_MAX_W) / w) if rank == "10" else min(0.92, s(RANK_MAX_W) / w)
    out_w = round(w * squeeze)
    out_h = round(crop.get_height() * scale)
    return pygame.transform.smoothscale(crop, (out_w, out_h))


def index_block(rank: str, suit: str, color: Color) -> pygame.Surface:
    """Rank over suit, drawn for the top-left corner."""
    block = pygame.Surface((s(40), s(RANK_TOP + RANK_CAP + SUIT_H + 16)), pygame.SRCALPHA)
    img = rank_image(rank, color)
    cx = s(INDEX_X)
    block.blit(img, (cx - img.get_width() // 2, s(RANK_TOP)))
    pip_y = RANK_TOP + RANK_CAP + 5 + SUIT_H / 2
    blit_pip(block, suit, (cx, s(pip_y)), s(SUIT_H), color)
    return block


def draw_indices(surf: pygame.Surface, rank: str, suit: str, color: Color) -> None:
    block = index_block(rank, suit, color)
    surf.blit(block, (0, 0))
    flipped = pygame.transform.rotate(block, 180)
    surf.blit(flipped, (surf.get_width() - flipped.get_width(), surf.get_height() - flipped.get_height()))


# --- number cards ---------------------------------------------------------------------------


def draw_pips(surf: pygame.Surface, rank: str, suit: str, color: Color) -> None:
    cols = {"L": COL_L, "M": COL_M, "R": COL_R}
    for col, row in PIP_LAYOUT[rank]:
        y = ROW_TOP + (ROW_BOTTOM - ROW_TOP) * row
        flip = row > 0.5 or (row == 0.5 and False)
        blit_pip(surf, suit, (s(cols[col]), s(y)), s(PIP_H), color, flip=flip)


def draw_ace(surf: pygame.Surface, suit: str, color: Color) -> None:
    size = {"S": 96, "H": 82, "C": 84}[suit]
    if suit == "S":
        ornament_ring(surf, (W / 2, H / 2), 62, color)
    blit_pip(surf, suit, (s(W / 2), s(H / 2)), s(size), color)


def ornament_ring(surf: pygame.Surface, centre: tuple[float, float], r: float, color: Color) -> None:
    """A fine double ring with small lotus petals, behind the ace of spades."""
    c = (s(centre[0]), s(centre[1]))
    soft = mix(color, pal.STOCK, 0.75)
    pygame.draw.circle(surf, soft, c, s(r), s(1.2))
    pygame.draw.circle(surf, soft, c, s(r - 4), s(0.6))
    for i in range(16):
        a = 2 * math.pi * i / 16
        base = (c[0] + s(r) * math.sin(a), c[1] - s(r) * math.cos(a))
        lotus_petal(surf, base, s(8), s(3), a, soft)


def draw_ace_of_diamonds(surf: pygame.Surface, color: Color) -> None:
    """Át cụ: a red diamond on a gold sunburst inside a bronze-drum ring, with a caption."""
    c = (s(W / 2), s(H / 2))
    for i in range(24):
        a = 2 * math.pi * i / 24
        length = 74 if i % 2 == 0 else 60
        lotus_petal(surf, c, s(length), s(7 if i % 2 == 0 else 5), a, mix(pal.GOLD, pal.STOCK, 0.35))
    pygame.draw.circle(surf, pal.GOLD_DARK, c, s(52))
    pygame.draw.circle(surf, pal.GOLD, c, s(50))
    drum = pygame.Surface((s(100), s(100)), pygame.SRCALPHA)
    drum_medallion(drum, (s(50), s(50)), s(48), pal.GOLD_LIGHT, pal.LACQUER)
    surf.blit(drum, (c[0] - s(50), c[1] - s(50)))
    pygame.draw.circle(surf, pal.STOCK, c, s(25))
    pygame.draw.circle(surf, pal.GOLD, c, s(25), s(1.5))
    blit_pip(surf, "D", c, s(38), color)
    cap = font(str(FONT_BOLD), s(11)).render("ÁT CỤ", True, pal.GOLD_DARK)
    for y, flip in ((H / 2 - 84, False), (H / 2 + 84, True)):
        img = pygame.transform.rotate(cap, 180) if flip else cap
        surf.blit(img, img.get_rect(center=(c[0], s(y))))


# --- court cards ---------------------------------------------------------------------------

PANEL = pygame.Rect(41, 34, HALF_W, 2 * HALF_H)


def court_panel(rank: str, suit: str, color: Color) -> pygame.Surface:
    """The framed panel: background, the figure twice (turned 180°), divider and frame."""
    panel = pygame.Surface((s(PANEL.width), s(PANEL.height)), pygame.SRCALPHA)
    bg_top = mix(pal.STOCK, pal.GOLD_LIGHT, 0.28)
    vertical_gradient(panel, panel.get_rect(), bg_top, mix(pal.STOCK, pal.GOLD_LIGHT, 0.10))
    lattice_dots(panel, panel.get_rect(), s(10), s(0.7), mix(bg_top, pal.GOLD_DARK, 0.35))
    half = half_figure(rank, suit, color)
    panel.blit(half, (0, 0))
    panel.blit(pygame.transform.rotate(half, 180), (0, s(HALF_H)))
    mid = s(HALF_H)
    pygame.draw.line(panel, pal.GOLD_DARK, (0, mid), (panel.get_width(), mid), s(3))
    pygame.draw.line(panel, pal.GOLD_LIGHT, (0, mid), (panel.get_width(), mid), s(1))
    frame = panel.get_rect()
    pygame.draw.rect(panel, pal.GOLD, frame, s(2.4), border_radius=s(3))
    pygame.draw.rect(panel, color, frame.inflate(-s(5), -s(5)), s(0.8), border_radius=s(2))
    return panel


def draw_court(surf: pygame.Surface, rank: str, suit: str, color: Color) -> None:
    surf.blit(court_panel(rank, suit, color), (s(PANEL.left), s(PANEL.top)))


# --- faces and backs --------------------------------------------------------------------------


def render_card(code: str, scheme: str) -> pygame.Surface:
    """One face, 200×280, transparent rounded corners."""
    rank, suit = split_code(code)
    color = pal.SUIT_COLOURS[scheme][suit]
    surf = card_stock()
    if rank in ("J", "Q", "K"):
        draw_court(surf, rank, suit, color)
    elif rank == "A" and suit == "D":
        draw_ace_of_diamonds(surf, color)
    elif rank == "A":
        draw_ace(surf, suit, color)
    else:
        draw_pips(surf, rank, suit, color)
    draw_indices(surf, rank, suit, color)
    return finish_card(surf)


def render_back(name: str) -> pygame.Surface:
    """A back: cream rim, lacquer field with a gold lattice, clouds and a bronze-drum medallion."""
    base, dark = BACKS[name]
    gold = pal.GOLD
    surf = canvas(W, H)
    rect = surf.get_rect()
    surf.fill(pal.STOCK)
    field = rect.inflate(-s(16), -s(16))
    field_surf = pygame.Surface(field.size, pygame.SRCALPHA)
    frect = field_surf.get_rect()
    vertical_gradient(field_surf, frect, base, mix(base, dark, 0.35))
    lattice(field_surf, frect, s(14), s(0.9), mix(base, gold, 0.38))
    lattice_dots(field_surf, frect, s(14), s(1.2), mix(base, gold, 0.55))
    round_mask(field_surf, s(7))
    surf.blit(field_surf, field.topleft)
    pygame.draw.rect(surf, gold, field, s(1.6), border_radius=s(7))
    pygame.draw.rect(surf, gold, field.inflate(-s(8), -s(8)), s(0.8), border_radius=s(5))
    corner_clouds(surf, field, gold)
    c = (s(W / 2), s(H / 2))
    pygame.draw.circle(surf, mix(base, dark, 0.6), c, s(62))
    drum_medallion(surf, c, s(58), gold, base)
    star(surf, (c[0], c[1] - s(86)), s(6), s(2.4), 4, gold)
    star(surf, (c[0], c[1] + s(86)), s(6), s(2.4), 4, gold)
    pygame.draw.rect(surf, pal.BORDER, rect, s(1.6), border_radius=s(RADIUS))
    return finish_card(surf)


def corner_clouds(surf: pygame.Surface, field: pygame.Rect, color: Color) -> None:
    """A cloud scroll in each corner, turned so the back reads the same both ways up."""
    inset = s(20)
    spots = [
        ((field.left + inset, field.top + inset), 0.0),
        ((field.right - inset, field.bottom - inset), math.pi),
        ((field.right - inset, field.top + inset), math.pi / 2),
        ((field.left + inset, field.bottom - inset), -math.pi / 2),
    ]
    for origin, angle in spots:
        pygame.draw.circle(surf, mix(color, (0, 0, 0), 0.1), origin, s(2))
        cloud_scroll(surf, origin, s(7), angle + math.pi / 4, s(1.6), color)


# --- command line ---------------------------------------------------------------------------


def build(out: Path, only: Sequence[str] | None = None) -> list[Path]:
    """Write the faces (both schemes) and backs into ``out`` (``sprites/`` layout)."""
    written: list[Path] = []
    for scheme in SCHEMES:
        for code in card_codes(scheme):
            if only and code not in only:
                continue
            path = out / "cards" / scheme / f"{code}.png"
            save_png(render_card(code, scheme), path)
            written.append(path)
    for name in BACKS:
        if only and name not in only:
            continue
        path = out / "backs" / f"{name}.png"
        save_png(render_back(name), path)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=SPRITES, help="the sprites folder to write into")
    parser.add_argument("--only", nargs="*", help="card codes or back names to make (default: all)")
    args = parser.parse_args(argv)
    written = build(args.out, args.only)
    print(f"cards: wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
