"""The characters the bundled font must cover (shared by ``make_font.py`` and the tests)."""

from __future__ import annotations

PUNCTUATION = "–—‘’“”…•‰×÷±·°№₫€"
ARROWS_SHAPES = "←↑→↓↻▲▼◀▶●○★☆✓✗"
SUITS = "♠♥♦♣♤♡♢♧"
HAN = "將将帥士仕象相像車俥砲炮馬傌卒兵三菊紅"
VIETNAMESE_EXTRA = "ƠơƯư"
# Asked for, but Noto Sans CJK does not draw them (checked against its cmap by make_font.py).
NOT_IN_NOTO = "↻✗"

# The piece names and the characters drawn on pieces, the back and the icon (serif subset).
PIECE_NAMES = "Tướng Sĩ Tượng Xe Pháo Mã Tốt"
# The twelve earthly branches, drawn on the zodiac portraits (make_avatars.py) only.
ZODIAC_HAN = "子丑寅卯辰巳午未申酉戌亥"
SERIF_TEXT = HAN + PIECE_NAMES + "Chiếu Bài Tam Cúc" + ZODIAC_HAN


def _span(first: int, last: int) -> set[int]:
    return set(range(first, last + 1))


def required_codepoints() -> set[int]:
    """Everything asked of the UI font, including what Noto may lack (it is reported)."""
    cps = _span(0x20, 0x7E) | _span(0xA0, 0xFF) | _span(0x100, 0x17F)
    cps |= _span(0x1EA0, 0x1EF9) | _span(0x300, 0x323)
    cps |= {ord(c) for c in PUNCTUATION + ARROWS_SHAPES + SUITS + HAN + VIETNAMESE_EXTRA}
    return cps


def serif_codepoints() -> set[int]:
    """The small serif subset: ASCII letters and digits plus what the pieces show."""
    return _span(0x20, 0x7E) | {ord(c) for c in SERIF_TEXT}
