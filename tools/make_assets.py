"""Regenerate every asset the game ships, then write ``sprites/manifest.json``.

Runs, in order: ``make_font`` (skipped with a note when the Noto CJK collections are not
installed — the committed subsets are kept), ``make_cards``, ``make_pieces``, ``make_avatars``,
``make_table``, ``make_icon`` and ``make_sounds``.  The manifest lists every file under ``sprites/`` and
``sounds/`` (path from the project root) with its byte count and its pixel size (images), the
sizes it holds (``.ico``) or its duration in seconds (``.wav``).  Rerun with::

    SDL_VIDEODRIVER=dummy python tools/make_assets.py            # everything
    SDL_VIDEODRIVER=dummy python tools/make_assets.py --manifest-only
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
import wave
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import make_avatars
import make_cards
import make_icon
import make_pieces
import make_sounds
import make_table
import pygame
from art.paths import ROOT, SOUNDS, SPRITES

MANIFEST = SPRITES / "manifest.json"
BUDGET = 4 * 1024 * 1024


def asset_files() -> list[Path]:
    """Every shipped file except the manifest itself, in a stable order."""
    files = [p for folder in (SPRITES, SOUNDS) for p in folder.rglob("*") if p.is_file()]
    return sorted((p for p in files if p != MANIFEST), key=lambda p: p.relative_to(ROOT).as_posix())


def ico_sizes(path: Path) -> list[list[int]]:
    data = path.read_bytes()
    _, _, count = struct.unpack_from("<HHH", data, 0)
    sizes = []
    for i in range(count):
        w, h = struct.unpack_from("<BB", data, 6 + 16 * i)
        sizes.append([w or 256, h or 256])
    return sizes


def describe(path: Path) -> dict[str, Any]:
    entry: dict[str, Any] = {"bytes": path.stat().st_size}
    if path.suffix == ".png":
        entry["size"] = list(pygame.image.load(str(path)).get_size())
    elif path.suffix == ".ico":
        entry["sizes"] = ico_sizes(path)
    elif path.suffix == ".wav":
        with wave.open(str(path), "rb") as w:
            entry["duration"] = round(w.getnframes() / w.getframerate(), 3)
    return entry


def write_manifest() -> int:
    """Write the manifest; return the total size of the shipped assets in bytes."""
    files = {p.relative_to(ROOT).as_posix(): describe(p) for p in asset_files()}
    total: int = sum(int(e["bytes"]) for e in files.values())
    manifest = {"version": 1, "total_bytes": total, "files": files}
    MANIFEST.write_text(
        json.dumps(manifest, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    return total


def make_fonts() -> None:
    try:
        import make_font
    except ImportError as exc:  # fontTools is a dev dependency
        print(f"font: skipped ({exc}); keeping the committed subsets")
        return
    if not make_font.NOTO_DIR.joinpath("NotoSansCJK-Regular.ttc").exists():
        print(f"font: skipped (no Noto CJK in {make_font.NOTO_DIR}); keeping the committed subsets")
        return
    make_font.main()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--manifest-only", action="store_true", help="only rewrite the manifest")
    args = parser.parse_args(argv)
    if not args.manifest_only:
        make_fonts()
        for module in (make_cards, make_pieces, make_avatars, make_table, make_icon, make_sounds):
            module.main([])
    total = write_manifest()
    print(f"manifest: {MANIFEST.relative_to(ROOT)}; assets total {total / 1024:.0f} KB")
    if total > BUDGET:
        print(f"warning: assets exceed the {BUDGET // 1024} KB budget", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
