"""Which characters the bundled font draws, read from its files (standard library only).

A character the font lacks renders as nothing (or a box), silently; so text a player types
(a profile's name) is checked against this set, and the catalogue test checks every string.
"""

from __future__ import annotations

import struct
from functools import cache
from pathlib import Path

from game.resources import sprite_path

FONT_FILES = ("NotoSansCJKtc-Subset-Regular.otf", "NotoSansCJKtc-Subset-Bold.otf")


def read_cmap(path: Path) -> set[int]:
    """The code points of a font's Unicode cmap (formats 4 and 12)."""
    data = path.read_bytes()
    num_tables = struct.unpack_from(">H", data, 4)[0]
    tables = {}
    for i in range(num_tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        tables[tag] = offset
    base = tables[b"cmap"]
    count = struct.unpack_from(">H", data, base + 2)[0]
    cps: set[int] = set()
    for i in range(count):
        platform, encoding, sub = struct.unpack_from(">HHI", data, base + 4 + 8 * i)
        if (platform, encoding) not in ((3, 1), (3, 10), (0, 3), (0, 4)):
            continue
        at = base + sub
        fmt = struct.unpack_from(">H", data, at)[0]
        if fmt == 4:
            cps |= _format4(data, at)
        elif fmt == 12:
            groups = struct.unpack_from(">I", data, at + 12)[0]
            for g in range(groups):
                start, end, _ = struct.unpack_from(">III", data, at + 16 + 12 * g)
                cps.update(range(start, end + 1))
    return cps


def _format4(data: bytes, at: int) -> set[int]:
    segs = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segs}H", data, at + 14)
    starts = struct.unpack_from(f">{segs}H", data, at + 16 + 2 * segs)
    deltas = struct.unpack_from(f">{segs}h", data, at + 16 + 4 * segs)
    ro_at = at + 16 + 6 * segs
    offsets = struct.unpack_from(f">{segs}H", data, ro_at)
    cps = set()
    for k, (start, end) in enumerate(zip(starts, ends, strict=True)):
        for cp in range(start, end + 1):
            if cp == 0xFFFF:
                continue
            if offsets[k] == 0:
                glyph = (cp + deltas[k]) & 0xFFFF
            else:
                glyph = struct.unpack_from(">H", data, ro_at + 2 * k + offsets[k] + 2 * (cp - start))[0]
                glyph = (glyph + deltas[k]) & 0xFFFF if glyph else 0
            if glyph:
                cps.add(cp)
    return cps


@cache
def font_chars() -> frozenset[int]:
    """The code points both faces (regular and bold) of the bundled font draw."""
    return frozenset(set.intersection(*(read_cmap(sprite_path("fonts", name)) for name in FONT_FILES)))


def drawable(text: str) -> bool:
    """Whether the bundled font draws every character of ``text``."""
    chars = font_chars()
    return all(ord(c) in chars for c in text)
