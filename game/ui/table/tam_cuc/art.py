"""Drawing the Tam Cúc table's things, with every scaled, squashed or rotated image cached.

A frame during a trick blits only cached surfaces: piece faces and backs come scaled from
:mod:`game.ui.assets`; the flip's squashed copies, the veiled "face down but yours" look,
shadows, rotated discards and the lacquer binding of the mat are made once per size here.
Nothing allocates a surface per frame.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.engine.pieces import Piece
from game.i18n import language
from game.ui import assets, pen, theme
from game.ui import fit as ui_fit
from game.ui.table.sprites import CardSprite

RATIO = assets.PIECE_RATIO
SELECT_RING = (120, 200, 255)


# The cached images take the language: in English a face carries the piece's English name too.
@lru_cache(maxsize=256)
def _veiled(p: Piece, width: int, lang: str) -> pygame.Surface:
    """A piece the viewer put down face down: its face, darkened under a lacquer veil."""
    out = assets.piece_face(p, width, lang).copy()
    veil = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    veil.fill((70, 12, 16, 120))
    out.blit(veil, (0, 0))
    pen.rect(out, theme.GOLD, out.get_rect(), width=max(1, width // 22), border_radius=max(2, width // 10))
    ui_fit.made(out, "card")  # for the legibility check (a no-op otherwise)
    return out


def _image(tile: Piece | None, width: int, veiled: bool, lang: str) -> pygame.Surface:
    if tile is None:
        return assets.piece_back(width)
    return _veiled(tile, width, lang) if veiled else assets.piece_face(tile, width, lang)


@lru_cache(maxsize=512)
def _squashed(tile: Piece | None, width: int, veiled: bool, squash_w: int, lang: str) -> pygame.Surface:
    img = _image(tile, width, veiled, lang)
    out = pygame.transform.smoothscale(img, (squash_w, img.get_height()))
    ui_fit.made(out, "card")
    return out


@lru_cache(maxsize=256)
def _rotated(tile: Piece | None, width: int, angle: int, lang: str) -> pygame.Surface:
    out = pygame.transform.rotate(_image(tile, width, False, lang), angle)
    ui_fit.made(out, "card")
    return out


@lru_cache(maxsize=128)
def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=radius)
    return shade


def draw_piece(surface: pygame.Surface, sprite: CardSprite, *, focus: bool = False) -> pygame.Rect:
    """One piece: flipped by ``face_up`` (0 back → 1 face), ``dim`` = face down but known to the viewer."""
    if sprite.alpha <= 0:
        return pygame.Rect(0, 0, 0, 0)
    tile = sprite.tile if isinstance(sprite.tile, Piece) else None
    f = sprite.face_up
    showing_face = tile is not None and f >= 0.5
    veiled = tile is not None and not showing_face and sprite.dim
    shown_tile = tile if (showing_face or veiled) else None
    r = sprite.rect(RATIO)
    squash = abs(math.cos(math.pi * f)) if 0.0 < f < 1.0 else 1.0
    lang = language()
    if squash < 1.0:
        img = _squashed(shown_tile, sprite.width, veiled, max(1, round(sprite.width * squash)), lang)
    elif sprite.angle:
        img = _rotated(shown_tile, sprite.width, round(sprite.angle), lang)
    else:
        img = _image(shown_tile, sprite.width, veiled, lang)
    dest = img.get_rect(center=r.center)
    radius = max(3, dest.width // 10)
    surface.blit(_shadow(dest.size, radius), (dest.x + 2, dest.y + 3 + round(sprite.lift * 0.3)))
    surface.blit(img, dest)
    if sprite.highlight:
        pen.rect(surface, theme.GOLD_LIGHT, dest.inflate(6, 6), width=3, border_radius=radius + 2)
    elif sprite.selected:
        pen.rect(surface, SELECT_RING, dest.inflate(4, 4), width=3, border_radius=radius + 2)
    if focus:
        pen.rect(surface, theme.FOCUS, dest.inflate(10, 10), width=2, border_radius=radius + 4)
    return dest


# --- the mat -------------------------------------------------------------------------------
@lru_cache(maxsize=4)
def mat_frame(size: tuple[int, int], felt: tuple[int, int, int, int], band: int) -> pygame.Surface:
    """The lacquer binding round the straw mat with gold stitching (transparent inside)."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = pygame.Rect(felt)
    pen.rect(out, (*theme.LACQUER_DARK, 255), rect)
    pen.rect(out, (*theme.LACQUER, 255), rect.inflate(-2, -2))
    inner = rect.inflate(-2 * band, -2 * band)
    pen.rect(out, (0, 0, 0, 0), inner)
    pen.rect(out, (*theme.LACQUER_DARK, 255), inner.inflate(4, 4), width=2)
    stitch = rect.inflate(-band, -band)
    _stitches(out, stitch, max(4, band // 2))
    for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        _knot(out, corner, band)
    return out


def _stitches(out: pygame.Surface, r: pygame.Rect, dash: int) -> None:
    color = (*theme.GOLD, 230)
    for x in range(r.left, r.right, dash * 2):
        pen.line(out, color, (x, r.top), (min(x + dash, r.right), r.top))
        pen.line(out, color, (x, r.bottom), (min(x + dash, r.right), r.bottom))
    for y in range(r.top, r.bottom, dash * 2):
        pen.line(out, color, (r.left, y), (r.left, min(y + dash, r.bottom)))
        pen.line(out, color, (r.right, y), (r.right, min(y + dash, r.bottom)))


def _knot(out: pygame.Surface, at: tuple[int, int], band: int) -> None:
    """A small gold diamond where the binding turns a corner."""
    x, y = at
    d = max(4, band // 2 + 2)
    points = [(x, y - d), (x + d, y), (x, y + d), (x - d, y)]
    pen.polygon(out, (*theme.GOLD_LIGHT, 255), points)
    pen.polygon(out, (*theme.LACQUER_DARK, 255), points, width=1)


def _strip_rects(felt: pygame.Rect, band: int) -> tuple[pygame.Rect, ...]:
    """The four strips of :func:`mat_frame` that hold pixels."""
    knot = max(4, band // 2 + 2) + 1
    b = band + knot
    return (
        pygame.Rect(felt.left, felt.top, felt.width, b),
        pygame.Rect(felt.left, felt.bottom - b, felt.width, b),
        pygame.Rect(felt.left, felt.top + b, b, felt.height - 2 * b),
        pygame.Rect(felt.right - b, felt.top + b, b, felt.height - 2 * b),
    )


@lru_cache(maxsize=4)
def mat_strips(size: tuple[int, int], felt: tuple[int, int, int, int], band: int,
               texture: str) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """The binding composed once over the mat and its vignette into four opaque strips, so a
    frame draws it with four plain blits (no per-pixel alpha)."""
    ground = assets.background(texture, size).copy()
    ground.blit(mat_frame(size, felt, band), (0, 0))
    out = []
    for r in _strip_rects(pygame.Rect(felt), band):
        strip = ground.subsurface(r).copy()
        out.append((strip.convert() if pygame.display.get_surface() else strip, r.topleft))
    return tuple(out)


# --- small things ------------------------------------------------------------------------------
def pill(surface: pygame.Surface, text: str, size: int, center: tuple[int, int], *,
         ink: tuple[int, int, int] = theme.INK, paper: tuple[int, int, int] = theme.CREAM,
         max_width: int = 10_000, bold: bool = True, within: pygame.Rect | None = None) -> pygame.Rect:
    """A rounded label (cream on the mat, or ``paper``) centred at ``center``, moved inside
    ``within`` where it would run past its edge."""
    img = theme.fitted(text, size, max_width, ink, bold)
    r = img.get_rect(center=center).inflate(size, max(4, size // 3))
    if within is not None:
        r.clamp_ip(within)
    pen.rect(surface, paper, r, border_radius=r.height // 2)
    pen.rect(surface, theme.GOLD, r, width=1, border_radius=r.height // 2)
    surface.blit(img, img.get_rect(center=r.center))
    return r


@lru_cache(maxsize=8)
def tray(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A shallow dark hollow in the mat: where dragged pieces may be dropped."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(out, (40, 24, 16, 70), out.get_rect(), border_radius=radius)
    return out


def heap(surface: pygame.Surface, count: int, center: tuple[int, int], width: int, *, messy: bool) -> None:
    """A stack of face-down pieces: squared (a won pile) or scattered (the discard)."""
    layers = min(count, 8) if messy else min(6, (count + 1) // 2)
    for i in range(layers):
        if messy:
            angle = (i * 47) % 70 - 35
            dx, dy = ((i * 13) % 9 - 4) * width // 8, ((i * 7) % 5 - 2) * width // 8
            img = _rotated(None, width, angle, "")  # a back: no words
            surface.blit(img, img.get_rect(center=(center[0] + dx, center[1] + dy)))
        else:
            img = assets.piece_back(width)
            rect = img.get_rect(center=(center[0] - i, center[1] - 2 * i))
            if i == 0:
                surface.blit(_shadow(rect.size, max(3, width // 10)), (rect.x + 2, rect.y + 3))
            surface.blit(img, rect)
