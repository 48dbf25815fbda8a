"""Where the generators read and write: the project root, ``sprites/`` and ``sounds/``."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPRITES = ROOT / "sprites"
SOUNDS = ROOT / "sounds"
FONTS = SPRITES / "fonts"
FONT_REGULAR = FONTS / "NotoSansCJKtc-Subset-Regular.otf"
FONT_BOLD = FONTS / "NotoSansCJKtc-Subset-Bold.otf"
# A tiny serif subset (Hán characters and the piece names) used only to draw the Tam Cúc
# pieces; it is a build input, not shipped with the game.
FONT_SERIF_PIECES = Path(__file__).resolve().parent / "fonts" / "NotoSerifCJKtc-Pieces-Bold.otf"
