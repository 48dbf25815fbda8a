"""Make the bundled font: a subset of Noto Sans CJK TC (Regular and Bold) for the game's UI.

Writes ``sprites/fonts/NotoSansCJKtc-Subset-Regular.otf``, ``…-Bold.otf``, ``OFL.txt`` and
``README.md``, plus the small serif subset ``tools/art/fonts/NotoSerifCJKtc-Pieces-Bold.otf``
(Hán characters and piece names, used only by ``make_pieces.py``/``make_icon.py``).

Source: the Debian package ``fonts-noto-cjk`` (``/usr/share/fonts/opentype/noto/*.ttc``); the
Traditional Chinese face is taken out of each collection.  Rerun with::

    SDL_VIDEODRIVER=dummy python tools/make_font.py

The output is byte-for-byte stable (no timestamp is recalculated).
"""

from __future__ import annotations

import sys
from pathlib import Path

from art.charset import required_codepoints, serif_codepoints
from art.paths import FONT_BOLD, FONT_REGULAR, FONT_SERIF_PIECES, FONTS
from fontTools import subset  # type: ignore[import-untyped]
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
TC_FACE = 3  # index of "Noto Sans CJK TC" in the Debian .ttc collections
COPYRIGHT_DOC = Path("/usr/share/doc/fonts-noto-cjk/copyright")
DROP_TABLES = ["vhea", "vmtx", "VORG", "BASE"]
# Noto CJK draws these full-width by default; Vietnamese text wants the proportional forms
# (its 'pwid' feature), which SDL_ttf would never ask for, so the cmap points at them.
PROPORTIONAL = "‘’“”…"


def load_face(collection: Path) -> TTFont:
    """The Traditional Chinese face of a Noto CJK collection, with timestamps left alone."""
    font = TTFont(collection, fontNumber=TC_FACE, recalcTimestamp=False, recalcBBoxes=True)
    family = font["name"].getDebugName(1) or ""
    if not family.endswith(" TC"):
        raise SystemExit(f"face {TC_FACE} of {collection} is {family!r}, not the TC face")
    return font


def feature_mapping(font: TTFont, tag: str) -> dict[str, str]:
    """The single substitutions of one GSUB feature (glyph name -> glyph name)."""
    table = font["GSUB"].table
    mapping: dict[str, str] = {}
    for record in table.FeatureList.FeatureRecord:
        if record.FeatureTag != tag:
            continue
        for index in record.Feature.LookupListIndex:
            for sub in table.LookupList.Lookup[index].SubTable:
                mapping.update(getattr(sub, "mapping", {}))
    return mapping


def use_proportional_forms(font: TTFont) -> None:
    """Point the cmap of the quotes and the ellipsis at their proportional glyphs."""
    pwid = feature_mapping(font, "pwid")
    for table in font["cmap"].tables:
        if not table.isUnicode():
            continue
        for char in PROPORTIONAL:
            glyph = table.cmap.get(ord(char))
            if glyph in pwid:
                table.cmap[ord(char)] = pwid[glyph]


def subset_options(layout: bool) -> subset.Options:
    """Keep the names (copyright, licence), a drawn .notdef and (for the UI font) layout features."""
    opts = subset.Options()
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.recalc_timestamp = False
    opts.drop_tables += DROP_TABLES
    opts.layout_features = ["*"] if layout else []
    return opts


def make_subset(collection: Path, codepoints: set[int], out: Path, layout: bool = True) -> set[int]:
    """Subset one face to ``codepoints``; return the code points the font does not have."""
    font = load_face(collection)
    use_proportional_forms(font)
    cmap = font.getBestCmap()
    present = {cp for cp in codepoints if cp in cmap}
    sub = subset.Subsetter(subset_options(layout))
    sub.populate(unicodes=sorted(present))
    sub.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(out, reorderTables=True)
    return codepoints - present


def ofl_text() -> str:
    """The SIL OFL 1.1 as Debian ships it, with Noto CJK's copyright line on top."""
    lines = COPYRIGHT_DOC.read_text(encoding="utf-8").splitlines()
    start = lines.index("License: SIL-1.1", lines.index("Files: debian/*")) + 1
    body: list[str] = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break
        text = line[1:]
        body.append("" if text == "." else text)
    header = [
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.",
        "Noto is a trademark of Google Inc.",
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "This license is copied below, and is also available with a FAQ at:",
        "https://openfontlicense.org",
        "",
    ]
    return "\n".join(header + body).rstrip() + "\n"


def describe(codepoints: set[int]) -> str:
    """A compact list like ``U+21BB ↻, U+2717 ✗``."""
    return ", ".join(f"U+{cp:04X} {chr(cp)}" for cp in sorted(codepoints)) or "none"


def readme(missing: set[int], sizes: dict[str, int]) -> str:
    """``sprites/fonts/README.md``: what is in the subset and how it was made."""
    size_lines = "\n".join(f"- `{name}` — {kb} KB" for name, kb in sizes.items())
    return f"""# Bundled font

`NotoSansCJKtc-Subset-Regular.otf` and `NotoSansCJKtc-Subset-Bold.otf` are subsets of
**Noto Sans CJK TC** (Regular, Bold) — © 2014-2021 Adobe, licensed under the SIL Open Font
License 1.1 (`OFL.txt`). They were cut from the Traditional Chinese face (index {TC_FACE}) of
Debian's `fonts-noto-cjk` collections by `tools/make_font.py` with `fontTools.subset`
(all name records and OpenType layout features kept, vertical-metrics tables dropped).

{size_lines}

## Coverage
- printable ASCII, Latin-1 Supplement, the Latin Extended-A letters the font has (Ă ă Đ đ
  Ĩ ĩ Ũ ũ and a few more), Ơ ơ Ư ư, Latin Extended Additional U+1EA0–U+1EF9 (all Vietnamese
  precomposed letters), the combining marks U+0300–U+0323 that the font has;
- punctuation – — ‘ ’ “ ” … • ‰, × ÷ ± · ° № ₫ €, arrows ← ↑ → ↓, shapes ▲ ▼ ◀ ▶ ● ○ ★ ☆ ✓;
- card suits ♠ ♥ ♦ ♣ ♤ ♡ ♢ ♧;
- Hán: 將 将 帥 士 仕 象 相 像 車 俥 砲 炮 馬 傌 卒 兵 三 菊 紅.

Not in Noto Sans CJK, so not in the subset: {describe(missing)}.
Vietnamese text must therefore be rendered in composed form (NFC): the font has every
precomposed Vietnamese letter, but lacks the combining tilde, hook above and dot below, so
decomposed input (e.g. from some keyboards or macOS file names) needs
`unicodedata.normalize("NFC", text)` before `pygame.font.Font.render`.

## Regenerate
    SDL_VIDEODRIVER=dummy python tools/make_font.py
"""


def main() -> int:
    FONTS.mkdir(parents=True, exist_ok=True)
    wanted = required_codepoints()
    missing: set[int] = set()
    for src, out in (("NotoSansCJK-Regular.ttc", FONT_REGULAR), ("NotoSansCJK-Bold.ttc", FONT_BOLD)):
        missing |= make_subset(NOTO_DIR / src, wanted, out)
    serif_missing = make_subset(
        NOTO_DIR / "NotoSerifCJK-Bold.ttc", serif_codepoints(), FONT_SERIF_PIECES, layout=False
    )
    if serif_missing:
        raise SystemExit(f"the serif face lacks {describe(serif_missing)}")
    (FONTS / "OFL.txt").write_text(ofl_text(), encoding="utf-8")
    (FONT_SERIF_PIECES.parent / "OFL.txt").write_text(ofl_text(), encoding="utf-8")
    sizes = {p.name: round(p.stat().st_size / 1024) for p in (FONT_REGULAR, FONT_BOLD)}
    (FONTS / "README.md").write_text(readme(missing, sizes), encoding="utf-8")
    print(f"fonts: {sizes}; not in Noto: {describe(missing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
