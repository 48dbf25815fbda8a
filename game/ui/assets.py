"""Images from ``sprites/``, loaded once and scaled on demand (scaled copies are cached).

File names follow ``docs/assets.md``: French cards ``cards/<set>/<CODE>.png`` (sets
``classic`` and ``four``), backs ``backs/<name>.png``, chips ``chips/<value>.png``, Tam Cúc
pieces ``pieces/<L>.png`` (red) and ``pieces/<l>_b.png`` (black), table textures under
``table/``, portraits ``avatars/<id>.png`` (ids and names in ``game.avatars``).
"""

from __future__ import annotations

import json
from functools import lru_cache

import pygame

from game.avatars import AVATARS as AVATARS  # re-exported: the portraits' ids, names, seats
from game.avatars import avatar_name as avatar_name
from game.avatars import is_avatar
from game.avatars import seat_avatars as seat_avatars
from game.engine.cards import Card, Suit
from game.engine.pieces import EN_NAMES, Piece
from game.i18n import language
from game.resources import asset_root, sprite_path
from game.ui import fit, pen, theme

CARD_RATIO = 7 / 5  # height / width of a French card
PIECE_RATIO = 2.6  # height / width of a Tam Cúc piece
CHIP_VALUES = (10, 50, 100, 500, 1000, 5000)
CARD_BACKS = ("red", "blue", "green")


# Images at their own size kept decoded (a card face: 224 KB).  What a frame draws comes from
# the scaled copies (:func:`scaled`), so an original is needed again only for a size not made
# yet — a table laid out anew — and then for every card of the deck: one deck's faces and the
# few other pictures of a table fit (fewer, and each relayout read the 52 faces again from
# disk, 0.6 ms each); the caches are emptied when a new screen replaces the table.
IMAGES_KEPT = 64


@lru_cache(maxsize=IMAGES_KEPT)
def image(*parts: str) -> pygame.Surface:
    """An image at its own size (converted for fast blitting once a display exists)."""
    surf = pygame.image.load(str(sprite_path(*parts)))
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


CARD_FOLDERS = frozenset({"cards", "backs", "pieces"})  # the images that are cards (or pieces)


@lru_cache(maxsize=1024)
def scaled(parts: tuple[str, ...], size: tuple[int, int]) -> pygame.Surface:
    src = image(*parts)
    out = src if src.get_size() == size else pygame.transform.smoothscale(src, (max(1, size[0]), max(1, size[1])))
    if parts[0] in CARD_FOLDERS:
        fit.made(out, "card")  # for the legibility check (a no-op otherwise)
    return out


# The suits the four-colour deck inks differently (♦ blue, ♣ green); its ♥ and ♠ are the classic faces.
FOUR_COLOUR_SUITS = frozenset({Suit.D, Suit.C})


def card_face(card: Card, width: int, four_colour: bool = False) -> pygame.Surface:
    code = f"{card.rank_text}{card.suit.name}"
    scheme = "four" if four_colour and card.suit in FOUR_COLOUR_SUITS else "classic"
    return scaled(("cards", scheme, f"{code}.png"), card_size(width))


def card_back(name: str, width: int) -> pygame.Surface:
    return scaled(("backs", f"{name if name in CARD_BACKS else 'red'}.png"), card_size(width))


def card_size(width: int) -> tuple[int, int]:
    return (width, round(width * CARD_RATIO))


def piece_face(p: Piece, width: int, lang: str | None = None) -> pygame.Surface:
    """A piece's face: its Hán character and Vietnamese name, and in English (``lang``, default the
    current language) its English name under them too ("Chariot" under 車 Xe) — so that a lesson's
    "Elephant" points at a piece that says so."""
    if (lang or language()) == "en":
        return _named_face(p, width)
    name = str(p) if p.red else f"{p}_b"
    return scaled(("pieces", f"{name}.png"), piece_size(width))


# Where the sprite (tools/make_pieces.py, 100×260) leaves room for a line: under the rule below its name.
_EN_NAME_Y = 200.5 / 260
_EN_NAME_SIZE = 12 / 260
_INK = {True: (178, 26, 32), False: (26, 24, 28)}  # the sprite's red and black ink


@lru_cache(maxsize=128)
def _named_face(p: Piece, width: int) -> pygame.Surface:
    name = str(p) if p.red else f"{p}_b"
    out = scaled(("pieces", f"{name}.png"), piece_size(width)).copy()
    h = out.get_height()
    label = theme.font(round(h * _EN_NAME_SIZE), bold=True).render(EN_NAMES[p.rank], True, _INK[p.red])
    room = round(width * 0.84)
    if label.get_width() > room:
        label = pygame.transform.smoothscale(label, (room, label.get_height()))
    out.blit(label, label.get_rect(center=(width // 2, round(h * _EN_NAME_Y))))
    return out


def piece_back(width: int) -> pygame.Surface:
    return scaled(("pieces", "back.png"), piece_size(width))


def piece_size(width: int) -> tuple[int, int]:
    return (width, round(width * PIECE_RATIO))


def chip(value: int, diameter: int) -> pygame.Surface:
    return scaled(("chips", f"{value}.png"), (diameter, diameter))


@lru_cache(maxsize=64)
def avatar(ident: str, diameter: int) -> pygame.Surface:
    """The portrait ``ident`` as a disc ``diameter`` px across (smooth-scaled from 128 px),
    edged with a thin dark ring so the gold rim stands off a gold plate or the felt."""
    if not is_avatar(ident):
        raise ValueError(f"no portrait {ident!r}; the portraits are {', '.join(AVATARS)}")
    d = max(8, diameter)
    out = pygame.Surface((d, d), pygame.SRCALPHA)
    out.blit(scaled(("avatars", f"{ident}.png"), (d, d)), (0, 0))
    pen.aacircle(out, (20, 8, 8, 150), (d / 2, d / 2), d / 2 - 0.5, max(1, d // 48))
    return out


def chips_for(amount: int) -> list[int]:
    """Denominations making up ``amount`` greedily (what a stack of chips shows)."""
    out: list[int] = []
    rest = amount
    for v in reversed(CHIP_VALUES):
        while rest >= v and len(out) < 12:
            out.append(v)
            rest -= v
    if rest > 0 and not out:
        out.append(CHIP_VALUES[0])
    return out


def tiled(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A table texture (``felt`` or ``chieu``) tiled over ``size``."""
    window = pygame.display.get_surface()
    out = pygame.Surface(size, 0, window) if window is not None else pygame.Surface(size)  # made in its format
    # the texture is opaque: in the window's own format its tiles are copied, not blended as
    # the image's alpha channel would have them (4.4 ms a 1280×720 felt, now 1.1)
    tile = image("table", f"{name}.png").convert(out)
    tw, th = tile.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            out.blit(tile, (x, y))
    return out


@lru_cache(maxsize=4)
def background(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The table texture with its vignette, composed once per window size (one blit a frame)."""
    return composed_background(name, size)


def composed_background(name: str, size: tuple[int, int]) -> pygame.Surface:
    """:func:`background`, made anew (for a picture that draws on it and is kept itself); the
    tiled texture and the scaled vignette it is made of are not kept (each is a window's
    worth of pixels)."""
    out = tiled(name, size)
    out.blit(pygame.transform.smoothscale(image("table", "vignette.png"), size), (0, 0))
    return out


def nine_slice(name: str, size: tuple[int, int], border: int = 16) -> pygame.Surface:
    """A plate image stretched to ``size`` keeping its corners (9-slice)."""
    return _nine_slice(name, (max(size[0], 2 * border), max(size[1], 2 * border)), border)


@lru_cache(maxsize=128)
def _nine_slice(name: str, size: tuple[int, int], border: int) -> pygame.Surface:
    src = image("table", f"{name}.png")
    sw, sh = src.get_size()
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    b = border
    s = min(b, (sw - 1) // 2, (sh - 1) // 2)  # a border wider than the image allows (5K): its edges, and a middle
    cols = ((0, s, 0, b), (s, sw - s, b, w - b), (sw - s, sw, w - b, w))
    rows = ((0, s, 0, b), (s, sh - s, b, h - b), (sh - s, sh, h - b, h))
    for sx0, sx1, dx0, dx1 in cols:
        for sy0, sy1, dy0, dy1 in rows:
            if sx1 <= sx0 or sy1 <= sy0 or dx1 <= dx0 or dy1 <= dy0:
                continue
            part = src.subsurface((sx0, sy0, sx1 - sx0, sy1 - sy0))
            out.blit(pygame.transform.smoothscale(part, (dx1 - dx0, dy1 - dy0)), (dx0, dy0))
    return out


def manifest() -> dict[str, object]:
    """The asset manifest written by ``tools/make_assets.py``."""
    with (asset_root("sprites") / "manifest.json").open(encoding="utf-8") as fh:
        data: dict[str, object] = json.load(fh)
    return data


def check_all() -> int:
    """Read every image in the manifest, keeping none (the smoke test proves that none is
    missing or broken); how many were read."""
    count = 0
    files = manifest().get("files", {})
    assert isinstance(files, dict), "sprites/manifest.json has no 'files' table"
    for rel in files:
        rel_s = str(rel)
        if rel_s.startswith("sprites/") and rel_s.endswith(".png"):
            pygame.image.load(str(sprite_path(*rel_s.split("/")[1:])))
            count += 1
    return count
