"""The one palette every asset draws from (see docs/assets.md and ../shared/UX.md)."""

from __future__ import annotations

# Table
FELT = (22, 92, 58)
FELT_DARK = (12, 58, 36)
MAT = (214, 184, 132)  # chiếu (woven straw)
MAT_DARK = (170, 134, 86)

# Lacquer and gold
LACQUER = (158, 27, 32)
LACQUER_DARK = (96, 14, 20)
LACQUER_BROWN = (110, 38, 26)
GOLD = (218, 168, 62)
GOLD_LIGHT = (250, 216, 122)
GOLD_DARK = (150, 104, 30)
CREAM = (250, 244, 228)

# Card stock and ink
STOCK = (253, 250, 242)
STOCK_EDGE = (238, 230, 212)
BORDER = (52, 44, 38)
INNER_LINE = (214, 200, 172)
INK = (28, 26, 30)
RED = (196, 30, 40)
BLUE = (28, 86, 184)
GREEN = (18, 126, 62)
SKIN = (246, 214, 178)
SKIN_SHADE = (222, 178, 138)

# Tam Cúc pieces
PAPER = (247, 241, 224)
PAPER_EDGE = (226, 214, 186)
SEAL = (200, 34, 38)

SUIT_COLOURS: dict[str, dict[str, tuple[int, int, int]]] = {
    "classic": {"D": RED, "H": RED, "C": INK, "S": INK},
    "four": {"D": BLUE, "H": RED, "C": GREEN, "S": INK},
}
