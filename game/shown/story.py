"""The words for what the engine announces: a moment's machine name → its catalogue string.

The engine names its moments (:class:`~game.engine.events.Announced` ``kind``: "van-phu",
"xi-bang", "ket" …); what the table shouts and writes in its log is decided here, once, for
the table, the replay viewer and ``python -m game replay``.
"""

from __future__ import annotations

from typing import Any, Final

from game.engine.events import Announced
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


def words(kind: str, lang: str | None = None, **params: Any) -> str:
    """The words of the moment ``kind`` (its name itself if the catalogue has none)."""
    key = ANNOUNCEMENTS.get(kind, kind)
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


def given_name(name: str) -> str:
    """What a Vietnamese table calls a player in a tight spot: the given name, the last word
    ("Nguyễn Thị Hương" → "Hương"); a one-word name stays as it is."""
    words = name.split()
    return words[-1] if words else name
