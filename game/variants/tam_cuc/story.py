"""A Tam Cúc deal's end in one sentence, as the table's log and a replay's narration tell it:
"Lan đè kết tốt đen của Minh (đôi Tốt đen) bằng đôi Tốt đỏ — Minh đền 24."

Pure words (no pygame): the table (:mod:`game.ui.table.tam_cuc.words`) and ``python -m game
replay`` (:meth:`TamCuc.story`) say the same thing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from game.engine.pieces import Piece, Rank, parse_pieces
from game.i18n import language, t
from game.variants.tam_cuc.actions import DealScored
from game.variants.tam_cuc.groups import Kind, classify
from game.variants.tam_cuc.scoring import ket_name
from game.variants.tam_cuc.view import group_label


def in_sentence(name: str) -> str:
    """A name that starts a label, to sit inside a sentence: "Đôi cây" → "đôi cây"."""
    return name[:1].lower() + name[1:]


def group_phrase(pieces: Iterable[Piece], lang: str | None = None) -> str:
    """A group's name inside a sentence: "đôi Tốt đen", "bộ ba Xe-Pháo-Mã đỏ"; one piece keeps its
    own name, capital and all ("Tượng hồng").  English puts its article before it: "a pair of black
    Soldiers", "a red Chariot", "the red General" (there is one), "four red Soldiers"."""
    group = classify(pieces)
    text = group_label(group).text(lang)
    if (lang or language()) == "en" and group is not None:
        article = ("the " if group.top is Rank.K else "a ") if group.size == 1 else \
            "a " if group.kind in (Kind.PAIR, Kind.TRIPLE) else ""
        return article + in_sentence(text)
    return text if group is not None and group.size == 1 else in_sentence(text)


def deal_story(outcome: Mapping[str, Any], name: Callable[[int], str], par: int, lang: str | None = None) -> str:
    """How the deal ended, from a round summary or a :class:`DealScored`'s fields (``outcome``
    "ket", "de" or "cay"; ``value``; ``ket_seat``, ``de_seat``; ``ket`` the kind; ``ket_group``,
    ``de_group`` as pieces or notation).  ``par``: the cây a seat needs to draw."""
    how, value = outcome.get("outcome"), outcome.get("value", 0)
    ket_seat, de_seat = outcome.get("ket_seat"), outcome.get("de_seat")
    pieces = _pieces(outcome.get("ket_group"))
    group = classify(pieces) if pieces else None
    named = (ket_name(group) if group is not None else None) or outcome.get("ket")
    ket = in_sentence(t(f"tc.ket.{named}", lang))
    ket_group = group_phrase(pieces, lang)
    if how == "ket" and ket_seat is not None:
        return t("tc.story.ket", lang, name=name(ket_seat), ket=ket, value=value, group=ket_group)
    if how == "de" and de_seat is not None and ket_seat is not None:
        return t("tc.story.de", lang, name=name(de_seat), victim=name(ket_seat), ket=ket, value=value,
                 group=group_phrase(_pieces(outcome.get("de_group")), lang), ket_group=ket_group)
    return t("tc.story.cay", lang, par=par)


def outcome_of(e: DealScored) -> dict[str, Any]:
    """A :class:`DealScored`'s ending as :func:`deal_story` reads it."""
    return {"outcome": e.how, "value": e.value, "ket_seat": e.ket_seat, "de_seat": e.de_seat, "ket": e.ket,
            "ket_group": e.ket_group, "de_group": e.de_group}


def _pieces(value: object) -> tuple[Piece, ...]:
    """A group as a round summary (notation) or an event (pieces) holds it."""
    if isinstance(value, str):
        return parse_pieces(value)
    return tuple(p for p in value if isinstance(p, Piece)) if isinstance(value, (tuple, list)) else ()
