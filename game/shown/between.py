"""The table's story before the round on it: the rounds already played, told again from their
moves, and what the table did between them (a top-up, the next round's mode), in the words the
table's log used when it happened.

A table resumed from a save, shown again in another language or seen through other eyes tells
its story from here, so its log is the live table's, top-ups included: the match records what
happened between rounds (:class:`Note`), and this module tells it.  No pygame, no match.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from game.engine.variant import Variant
from game.i18n import has, signed, t
from game.shown.fold import fold
from game.shown.table import RoundFacts, Shower


class Note(Protocol):
    """What the table did between two rounds (``game.match.match.TableNote``), told before round
    ``before``: ``kind`` "refill" or "refill-ai" (``seat``, a human or an AI seat, was given
    ``amount`` chips), "mode-voted" (the AI seats voted for ``mode``), "mode-chosen" (``seat``
    chose ``mode``), "mode-switched" (the table plays ``mode`` from now on)."""

    @property
    def before(self) -> int: ...

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int | None: ...

    @property
    def amount(self) -> int: ...

    @property
    def mode(self) -> str: ...


class PlayedRound(Protocol):
    """A round of the table's history as the story needs it (``game.match.match.RoundRecord``)."""

    @property
    def round_no(self) -> int: ...

    @property
    def deltas(self) -> Sequence[int]: ...

    @property
    def replay(self) -> Mapping[str, Any] | None: ...


def mode_name(game_key: str, mode: str) -> str:
    """A mode's name in the player's language ("Chương"), or its key if it has none."""
    key = f"mode.{game_key}.{mode}"
    return t(key) if has(key) else mode


def note_line(note: Note, names: Sequence[str], game_key: str) -> str:
    """The log's line for ``note``: "Lan nạp thêm 1.000 chip.", "Cả bàn chọn: Chương."."""
    name = names[note.seat] if note.seat is not None and 0 <= note.seat < len(names) else ""
    mode = mode_name(game_key, note.mode)
    if note.kind == "refill":
        return t("ui.log.refill", name=name, count=note.amount)
    if note.kind == "refill-ai":
        return t("ui.log.refill_ai", name=name, count=note.amount)
    if note.kind == "mode-voted":
        return t("ui.mode.voted", mode=mode)
    if note.kind == "mode-chosen":
        return t("ui.mode.chosen", name=name, mode=mode)
    return t("ui.mode.switched", mode=mode)


def story_so_far(shower: Shower, variant: Variant, names: Sequence[str], rounds: Sequence[PlayedRound],
                 notes: Sequence[Note], viewer: int | None) -> list[str]:
    """The log of the rounds played (a recent one told again from its moves as ``viewer`` saw
    it, an older one in a line), each after what the table did before it, and then what it did
    since the last."""
    lines: list[str] = []
    told = 0  # the notes before rounds up to this one are told
    for record in rounds:
        lines += _told(notes, told, record.round_no, names, variant.key)
        told = record.round_no
        state = None
        if record.replay is not None:
            with contextlib.suppress(Exception):  # a round that no longer replays keeps its line
                state = variant.load_round(record.replay)
        if state is not None:
            lines = fold(shower, RoundFacts.of(state.config, names, record.round_no), viewer, state, log=lines).log
        else:
            lines.append(t("ui.log.round", n=record.round_no))
            moved = [f"{names[s]} {signed(d)}" for s, d in enumerate(record.deltas) if d]
            lines.append("  ·  ".join(moved) if moved else t("ui.log.nothing_moved"))
    return lines + _told(notes, told, None, names, variant.key)


def _told(notes: Sequence[Note], after: int, upto: int | None, names: Sequence[str], game_key: str) -> list[str]:
    """The lines of the notes told before the rounds after ``after`` up to ``upto`` (None: any)."""
    return [note_line(n, names, game_key) for n in notes if after < n.before and (upto is None or n.before <= upto)]
