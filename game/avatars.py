"""The players' portraits: the twelve con giáp, their names, and which seat shows which.

The pictures are ``sprites/avatars/<id>.png`` (made by ``tools/make_avatars.py``); the UI
draws them with ``game.ui.assets.avatar``.  This module is free of pygame so profiles and
saves can check an id.  Vietnam's zodiac has the cat (Mão, mèo) where China's has the rabbit.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from game.engine.streams import derive
from game.i18n import t

# In zodiac order: Tý, Sửu, Dần, Mão, Thìn, Tỵ, Ngọ, Mùi, Thân, Dậu, Tuất, Hợi.
AVATARS: Final = ("ty", "suu", "dan", "mao", "thin", "ti", "ngo", "mui", "than", "dau", "tuat", "hoi")


def is_avatar(ident: object) -> bool:
    """Whether ``ident`` names a portrait (a profile read from a file may hold anything)."""
    return isinstance(ident, str) and ident in AVATARS


def avatar_name(ident: str, lang: str | None = None) -> str:
    """The portrait's name, e.g. "Mão (mèo)" / "Cat"."""
    return t(f"avatar.{ident}", lang)


def seat_avatars(chosen: Sequence[str | None], seed: int) -> list[str]:
    """One portrait per seat: a seat keeps the one it chose (a human's), every other seat
    (``None``, or an id that is no portrait) gets one nobody chose, all different while
    there are enough, in an order fixed by ``seed`` (the same table looks the same after a
    reload, another table differently)."""
    kept = [c if is_avatar(c) else None for c in chosen]
    taken = {c for c in kept if c is not None}
    free = [a for a in AVATARS if a not in taken]
    random.Random(derive(seed, "avatars")).shuffle(free)
    pool = free or list(AVATARS)
    out: list[str] = []
    given = 0
    for c in kept:
        if c is None:
            c = pool[given % len(pool)]
            given += 1
        out.append(c)
    return out
