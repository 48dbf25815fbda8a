"""What a one-file build holds, by size: libraries, Python code, our images, fonts and sounds.

A measurement for docs/building.md and docs/performance.md.  Reads the archive PyInstaller
appended to the executable (needs PyInstaller: the ``build`` extra).

    python tools/bundle_sizes.py [dist/chieu-bai] [--top 15]

Each part: entries, bytes packed (as stored, what the file's size is made of) and unpacked
(what a one-file start inflates into its temporary folder).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

# (part, test on an entry's name and type code), first match wins.  Type codes: "b" a shared
# library, "x" a data file, "z" the PYZ of Python modules, "m"/"s" the bootstrap modules.
PARTS: tuple[tuple[str, Callable[[str, str], bool]], ...] = (
    ("libpython", lambda n, t: n.startswith("libpython")),
    ("SDL and its codecs (pygame_ce.libs)", lambda n, t: n.startswith("pygame_ce.libs/")),
    ("pygame's extension modules", lambda n, t: n.startswith("pygame/") and t == "b"),
    ("Python's extension modules (lib-dynload)", lambda n, t: "lib-dynload/" in n),
    ("system libraries (libstdc++, libgcc_s, libz, libffi, …)", lambda n, t: t == "b"),
    ("Python code: the game, pygame, pygame-gui, the standard library (PYZ)", lambda n, t: t == "z"),
    ("Python code: start-up (base_library.zip, bootstrap)", lambda n, t: n == "base_library.zip" or t in "ms"),
    ("our images (sprites/*.png)", lambda n, t: n.startswith("sprites/") and n.endswith(".png")),
    ("our fonts and their licence (sprites/fonts)", lambda n, t: n.startswith("sprites/fonts/")),
    ("our sounds", lambda n, t: n.startswith("sounds/")),
    ("pygame-gui's fonts", lambda n, t: n.startswith("pygame_gui/") and n.endswith((".ttf", ".otf"))),
    ("pygame-gui's theme, translations, licences", lambda n, t: n.startswith("pygame_gui/")),
    ("other data (pygame's font and icon, the manifest, tutorials)", lambda n, t: True),
)


def part_of(name: str, typecode: str) -> str:
    return next(label for label, test in PARTS if test(name, typecode))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("exe", nargs="?", default="dist/chieu-bai", type=Path)
    parser.add_argument("--top", type=int, default=15, help="also list the largest entries")
    ns = parser.parse_args()
    try:
        from PyInstaller.archive.readers import CArchiveReader  # a build tool, not a game dependency
    except ImportError:
        print("PyInstaller is not installed (pip install '.[build]')", file=sys.stderr)
        return 2
    if not ns.exe.is_file():
        print(f"no executable at {ns.exe} (build it with .ci/build)", file=sys.stderr)
        return 2
    toc = CArchiveReader(str(ns.exe)).toc  # name -> (offset, packed, unpacked, compressed, typecode)
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for name, (_, packed, unpacked, _, typecode) in toc.items():
        row = totals[part_of(name, typecode)]
        row[0] += 1
        row[1] += packed
        row[2] += unpacked
    size = ns.exe.stat().st_size
    print(f"{ns.exe}: {size / 1e6:.2f} MB ({size:,} bytes); the archive holds {len(toc)} entries")
    print(f"{'part':72s} {'entries':>7s} {'packed MB':>10s} {'unpacked MB':>12s}")
    for label, _ in PARTS:
        if label in totals:
            n, packed, unpacked = totals[label]
            print(f"{label:72s} {n:7d} {packed / 1e6:10.3f} {unpacked / 1e6:12.3f}")
    print(f"\nthe {ns.top} largest entries (packed MB, unpacked MB):")
    for name, (_, packed, unpacked, _, _) in sorted(toc.items(), key=lambda kv: -kv[1][1])[: ns.top]:
        print(f"  {packed / 1e6:7.3f} {unpacked / 1e6:7.3f}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
