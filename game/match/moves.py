"""Moves as one line of text: ``0 Bet 20``, ``2 Challenge 1 20``, ``1 Lead R C H``, ``3 Ready``.

A move is the seat, the action's class name, then each of its fields in order: numbers in
digits, cards and pieces in RULES.md notation, a group of them as its items (a group takes
every word the fields after it leave over), ``-`` for nothing.  Tutorials and exported
replays are written this way so a person can read and edit them; the words are turned into
the action by :func:`game.engine.codec.decode_action`, so a line that does not fit the
action is refused with the reason, never half-read.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterable, Sequence
from typing import Any

from game.engine.codec import decode_action, encode_value
from game.engine.protocol import Action

NOTHING = "-"


def format_action(action: Action) -> str:
    """``Bet 20``, ``Lead R C H``, ``DiDem P 2 -`` (``DiDem`` gives ``P`` to seat 2, no wish)."""
    words = [type(action).__name__]
    for f in dataclasses.fields(action):
        value = encode_value(getattr(action, f.name))
        if isinstance(value, list):
            words += [str(v) for v in value]
        else:
            words.append(NOTHING if value is None else str(value).lower() if isinstance(value, bool) else str(value))
    return " ".join(words)


def format_move(seat: int, action: Action) -> str:
    return f"{seat} {format_action(action)}"


def parse_action(text: str, action_types: Iterable[type[Action]]) -> Action:
    """The action ``text`` writes; ``ValueError`` saying what does not fit."""
    words = text.split()
    if not words:
        raise ValueError("an empty move")
    types = {cls.__name__: cls for cls in action_types}
    cls = types.get(words[0])
    if cls is None:
        raise ValueError(f"{words[0]!r} is not an action of this game; actions: {', '.join(types)}")
    fields = dataclasses.fields(cls)
    hints = _hints(cls)
    groups = [f.name for f in fields if typing.get_origin(hints[f.name]) is tuple]
    if len(groups) > 1:
        raise ValueError(f"{cls.__name__} has more than one group of cards; it cannot be written as one line")
    values = words[1:]
    spare = len(values) - (len(fields) - len(groups))
    if spare < 0 or (spare and not groups):
        raise ValueError(f"{cls.__name__} takes {_shape(fields, hints)}, not {' '.join(values) or 'nothing'!r}")
    data: dict[str, Any] = {"type": cls.__name__}
    it = iter(values)
    for f in fields:
        if f.name in groups:
            data[f.name] = [next(it) for _ in range(spare)]
        else:
            data[f.name] = _word(next(it), hints[f.name])
    return typing.cast(Action, decode_action(data, (cls,)))


def parse_move(text: str, action_types: Iterable[type[Action]]) -> tuple[int, Action]:
    """``"2 Challenge 1 20"`` → ``(2, Challenge(target=1, amount=20))``; ``ValueError`` if it is not one."""
    seat, _, rest = text.strip().partition(" ")
    if not seat.isdigit():
        raise ValueError(f"a move starts with the seat number, not {seat!r}")
    return int(seat), parse_action(rest, action_types)


_HINTS: dict[type[Action], dict[str, Any]] = {}


def _hints(cls: type[Action]) -> dict[str, Any]:
    """The field types of an action class, resolved once: ``get_type_hints`` evaluates every
    annotation anew, and a file of many moves asked for them move after move."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _word(word: str, hint: Any) -> Any:
    """One word as the JSON value the codec expects for a field of type ``hint``."""
    if word == NOTHING:
        return None
    kinds = typing.get_args(hint) if typing.get_origin(hint) in (typing.Union, _UNION) else (hint,)
    if bool in kinds and word in ("true", "false"):
        return word == "true"
    if int in kinds:
        try:
            return int(word)
        except ValueError:
            if len(kinds) == 1:
                raise ValueError(f"expected a whole number, got {word!r}") from None
    return word


def _shape(fields: Sequence[dataclasses.Field[Any]], hints: dict[str, Any]) -> str:
    if not fields:
        return "nothing"
    return " ".join(f"{f.name}..." if typing.get_origin(hints[f.name]) is tuple else f.name for f in fields)


_UNION = type(int | None)
