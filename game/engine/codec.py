"""JSON encoding of actions (and other frozen dataclasses: events, views) for saves,
replays and the network (:mod:`game.net.wire`).

An action is written as ``{"type": "ClassName", field: value, ...}``; cards and pieces as
their notation (``"AD"``, ``"p"``), an enum member as its value, a mapping as an object.
Decoding is driven by the dataclass's type hints, so a field declared ``tuple[Piece, ...]``
comes back as pieces, and anything that does not fit raises ``ValueError`` (a corrupt save
is reported, never half-loaded; a message from the network is refused).  A field typed
``Any`` (an announcement's particulars, a label's parameters) holds plain JSON only: null,
true/false, whole numbers, text, and lists and objects of them.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any, Union

from game.engine.cards import Card, parse_card
from game.engine.pieces import Piece, parse_piece

MAX_DEPTH = 32  # nesting of plain JSON in an ``Any`` field; a real one is two or three deep


def encode_value(value: Any) -> Any:
    if isinstance(value, (Card, Piece)):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (bool, int, str)) or value is None:
        return value
    if isinstance(value, (tuple, list)):
        return [encode_value(v) for v in value]
    if isinstance(value, Mapping):
        return {_key(k): encode_value(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return encode_action(value)
    raise TypeError(f"cannot encode {value!r}")


def _key(key: Any) -> str:
    if not isinstance(key, str):
        raise TypeError(f"cannot encode a mapping with the key {key!r}")
    return key


def plain(value: Any, depth: int = 0) -> Any:
    """``value`` if it is plain JSON (what an ``Any`` field holds), else ``ValueError``."""
    if depth > MAX_DEPTH:
        raise ValueError("nested too deep")
    if value is None or type(value) in (bool, int, str):
        return value
    if type(value) is list:
        for v in value:
            plain(v, depth + 1)
        return value
    if type(value) is dict:
        for k, v in value.items():
            _key(k)
            plain(v, depth + 1)
        return value
    raise ValueError(f"expected plain JSON, got {value!r}")


def encode_action(action: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        out[f.name] = encode_value(getattr(action, f.name))
    return out


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode_value(value: Any, hint: Any) -> Any:
    origin = typing.get_origin(hint)
    if hint is Any:
        return plain(value)
    if origin in (Union, types.UnionType):
        errors = []
        for option in typing.get_args(hint):
            try:
                return decode_value(value, option)
            except (TypeError, ValueError) as exc:
                errors.append(str(exc))
        raise ValueError(f"{value!r} fits none of {hint}: {'; '.join(errors)}")
    if hint is type(None):
        if value is not None:
            raise ValueError(f"expected null, got {value!r}")
        return None
    if hint is Card:
        if not isinstance(value, str):
            raise ValueError(f"expected a card, got {value!r}")
        return parse_card(value)
    if hint is Piece:
        if not isinstance(value, str):
            raise ValueError(f"expected a piece, got {value!r}")
        return parse_piece(value)
    if hint is bool:
        if not isinstance(value, bool):
            raise ValueError(f"expected true/false, got {value!r}")
        return value
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"expected an integer, got {value!r}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise ValueError(f"expected a string, got {value!r}")
        return value
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise ValueError(f"expected one of {hint.__name__}, got {value!r}")
        try:
            return hint(value)
        except ValueError:
            raise ValueError(f"expected one of {hint.__name__}, got {value!r}") from None
    if origin in (dict, Mapping):
        if not isinstance(value, dict):
            raise ValueError(f"expected an object, got {value!r}")
        key_hint, value_hint = typing.get_args(hint)
        return {decode_value(k, key_hint): decode_value(v, value_hint) for k, v in value.items()}
    if origin is tuple:
        if not isinstance(value, list):
            raise ValueError(f"expected a list, got {value!r}")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode_value(v, args[0]) for v in value)
        if len(args) != len(value):
            raise ValueError(f"expected {len(args)} items, got {len(value)}")
        return tuple(decode_value(v, a) for v, a in zip(value, args))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return decode_action(value, (hint,))
    raise TypeError(f"no decoder for {hint!r}")


def decode_action(data: Any, action_types: Iterable[type]) -> Any:
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError(f"an action is an object with a 'type', got {data!r}")
    by_name = {t.__name__: t for t in action_types}
    cls = by_name.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}")
    hints = _hints(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            raise ValueError(f"{data['type']} is missing {f.name!r}")
        kwargs[f.name] = decode_value(data[f.name], hints[f.name])
    extra = set(data) - {"type"} - set(kwargs)
    if extra:
        raise ValueError(f"{data['type']} has unknown fields {sorted(extra)}")
    return cls(**kwargs)
