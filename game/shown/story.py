"""The words for what the engine announces: a moment's machine name → its catalogue string.

The engine names its moments (:class:`~game.engine.events.Announced` ``kind``: "van-phu",
"xi-bang", "ket" …); what the table shouts and writes in its log is decided here, once, for
the table, the replay viewer and ``python -m game replay``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any, Final

from game.engine.cards import Card
from game.engine.events import Announced
from game.engine.pieces import Piece
from game.i18n import has, t

# kind -> the catalogue key of its words
ANNOUNCEMENTS: Final = {
    # Ba Cây, Bài Cào
    "too-few": "tc.ann.too_few",
    "nobody-bet": "tc.ann.nobody_bet",
    "split": "tc.ann.split",
    "van-phu": "tc.banner.van_phu",
    "van-phu-won": "tc.ann.van_phu_won",
    "cuop-chuong": "tc.banner.cuop_chuong",
    "at-cu": "ba-cay.banner.at_cu",
    "ba-tien": "bai-cao.banner.ba_tien",
    # Xì Dách
    "xi-bang": "xd.banner.xi-bang",
    "xi-dach": "xd.banner.xi-dach",
    "ngu-linh": "xd.banner.ngu-linh",
    "quac": "xd.banner.quac",
    # Tam Cúc
    "cai-random": "tc.announce.cai_random",
    "trinh-lang": "tc.announce.trinh_lang",
    "cuop-cai": "tc.announce.cuop_cai",
    "ban-lifted": "tc.announce.ban_lifted",
    "ket": "tc.announce.ket",
    "de": "tc.announce.de",
}

# Moments worth a celebration on the table (UX.md: banners for rare hands and big moments).
CELEBRATED: Final = frozenset({"xi-bang", "xi-dach", "ngu-linh", "ba-tien", "at-cu", "cuop-chuong",
                               "trinh-lang", "ket", "de"})


# kind -> (a particular, the words when it is 0): "chia đều …" says nothing of a remainder of 0.
WHEN_NONE: Final = {"split": ("rest", "tc.ann.split.even")}


def words(kind: str, lang: str | None = None, **params: Any) -> str:
    """The words of the moment ``kind`` (its name itself if the catalogue has none)."""
    key = ANNOUNCEMENTS.get(kind, kind)
    if kind in WHEN_NONE and not params.get(WHEN_NONE[kind][0], 1):
        key = WHEN_NONE[kind][1]
    if not has(key):
        return kind
    try:
        return t(key, lang, **params)
    except (KeyError, IndexError):  # words that take other particulars than these
        return t(key, lang)


def announcement(e: Announced, name: str, lang: str | None = None) -> str:
    """A moment as the table tells it: "Lan: Xì bàng!", "Ván phụ!"."""
    params = {k: v for k, v in dict(e.params).items() if not isinstance(v, (list, tuple))}
    if e.seat is not None:
        params.setdefault("name", name)
    message = words(e.kind, lang, **params)
    return f"{name}: {message}" if name and name not in message else message


def table_names(names: Sequence[str], humans: Sequence[int], lang: str | None = None) -> list[str]:
    """The seats as the table names them: at a table with one human, that player is "Bạn" ("You"),
    whatever the profile is called (unless another seat is called so); at a hot-seat table, where
    the screen passes from hand to hand, every player by name."""
    shown = list(names)
    you = t("ui.you", lang)
    if len(humans) == 1 and 0 <= humans[0] < len(shown) and \
            not any(n.casefold() == you.casefold() for s, n in enumerate(names) if s != humans[0]):
        shown[humans[0]] = you
    return shown


# Family names, most of Vietnam's, without their marks ("Nguyen Van An" is typed too): a name that
# starts with one is a full name, its given name last.
FAMILY_NAMES: Final = frozenset({
    "nguyen", "tran", "le", "pham", "hoang", "huynh", "phan", "vu", "vo", "dang", "bui", "do", "ho", "ngo",
    "duong", "ly", "dinh", "doan", "truong", "lam", "mai", "trinh", "cao", "luu", "ta", "to", "ha", "chu",
    "chau", "thai", "quach", "luong", "la", "phung", "kieu", "vuong", "tang", "tu", "hua", "luc", "trieu",
})


def _bare(word: str) -> str:
    """A word without its marks, lower case: "Nguyễn" → "nguyen", "Đỗ" → "do"."""
    decomposed = unicodedata.normalize("NFD", word.casefold().replace("đ", "d"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def given_name(name: str) -> str:
    """What a Vietnamese table calls a player in a tight spot: the given name, the last word of a
    full name ("Nguyễn Thị Hương" → "Hương").  Any other name stays whole — one word ("Lan"), a
    name with a number ("Người chơi 2"), a name that is not a person's full name ("Người chơi",
    "Bà Nội", "You") — for its last word alone would not name anyone."""
    words = name.split()
    full = len(words) >= 2 and _bare(words[0]) in FAMILY_NAMES and all(w.isalpha() and w[0].isupper()
                                                                           for w in words)
    return words[-1] if full else name


def tiles_words(value: Any, lang: str | None = None) -> str:
    """Cards and pieces as the table shows them, never in the rule book's letters: cards with their
    suit symbols ("9♥ 2♣ A♣"), pieces by name — a group by the group's name ("đôi Tốt đen"), other
    pieces one by one ("Tốt đỏ, Mã đen"); one the table did not see (``None``) is "?".  Anything
    else as it is."""
    if value is None:
        return "?"
    if isinstance(value, Card):
        return value.unicode()
    if isinstance(value, Piece):
        return t(f"tc.piece.{value}", lang)
    if isinstance(value, (tuple, list)) and value:
        if all(isinstance(v, Piece) for v in value):
            # Tam Cúc's words (its groups) are loaded with the first pieces told: a card table never needs them.
            from game.variants.tam_cuc.groups import classify
            from game.variants.tam_cuc.story import group_phrase

            if classify(value) is not None:
                return group_phrase(value, lang)
            return ", ".join(t(f"tc.piece.{p}", lang) for p in value)
        joiner = ", " if any(isinstance(v, Piece) for v in value) else " "  # pieces have names of two words
        return joiner.join(tiles_words(v, lang) for v in value)
    return str(value)
