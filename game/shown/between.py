"""The table's story before the round on it: the rounds already played, told again from their
moves, and what the table did between them (a top-up, the next round's mode), in the words the
table's log used when it happened.

A table resumed from a save, shown again in another language or seen through other eyes tells
its story from here, so its log is the live table's, top-ups included: the match records what
happened between rounds (:class:`TableNote`), and this module tells it.  No pygame, no match.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from game.engine.fields import want_int, want_object, want_str
from game.engine.variant import Variant
from game.i18n import has, signed, t
from game.shown.fold import fold
from game.shown.table import RoundFacts, Shower

REFILL, REFILL_AI = "refill", "refill-ai"  # a seat was given chips: a human who asked, an AI seat
MODE_VOTED, MODE_CHOSEN, MODE_SWITCHED = "mode-voted", "mode-chosen", "mode-switched"
KINDS: Final = (REFILL, REFILL_AI, MODE_VOTED, MODE_CHOSEN, MODE_SWITCHED)


@dataclass(frozen=True)
class TableNote:
    """Something the table did between two rounds, told before round ``before``: ``seat`` was
    given ``amount`` chips (:data:`REFILL`, :data:`REFILL_AI`); the AI seats voted for ``mode``
    (:data:`MODE_VOTED`); ``seat`` chose ``mode`` for the round (:data:`MODE_CHOSEN`); the
    table plays ``mode`` from now on (:data:`MODE_SWITCHED`)."""

    before: int
    kind: str
    seat: int | None = None
    amount: int = 0
    mode: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a table note is one of {', '.join(KINDS)}, not {self.kind!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"before": self.before, "kind": self.kind, "seat": self.seat, "amount": self.amount, "mode": self.mode}

    @classmethod
    def from_dict(cls, d: Any) -> TableNote:
        """``ValueError`` for a value that is not a note."""
        want_object(d, "a table note", ("before", "kind", "seat", "amount", "mode"))
        seat = None if d["seat"] is None else want_int(d["seat"], "a note's seat", 0)
        return cls(want_int(d["before"], "a note's round", 0), want_str(d["kind"], "a note's kind"), seat,
                   want_int(d["amount"], "a note's amount", 0), want_str(d["mode"], "a note's mode"))


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


def note_line(note: TableNote, names: Sequence[str], game_key: str) -> str:
    """The log's line for ``note``: "Lan nạp thêm 1.000 chip.", "Cả bàn chọn: Chương."."""
    name = names[note.seat] if note.seat is not None and 0 <= note.seat < len(names) else ""
    mode = mode_name(game_key, note.mode)
    if note.kind == REFILL:
        return t("ui.log.refill", name=name, count=note.amount)
    if note.kind == REFILL_AI:
        return t("ui.log.refill_ai", name=name, count=note.amount)
    if note.kind == MODE_VOTED:
        return t("ui.mode.voted", mode=mode)
    if note.kind == MODE_CHOSEN:
        return t("ui.mode.chosen", name=name, mode=mode)
    return t("ui.mode.switched", mode=mode)


def story_so_far(shower: Shower, variant: Variant, names: Sequence[str], rounds: Sequence[PlayedRound],
                 notes: Sequence[TableNote], viewer: int | None) -> list[str]:
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


def _told(notes: Sequence[TableNote], after: int, upto: int | None, names: Sequence[str], game_key: str) -> list[str]:
    """The lines of the notes told before the rounds after ``after`` up to ``upto`` (None: any)."""
    return [note_line(n, names, game_key) for n in notes if after < n.before and (upto is None or n.before <= upto)]
