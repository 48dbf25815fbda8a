"""Strict checks for values read from a save: the right type, in range, or :class:`BadFile`.

JSON gives ``true`` for a number field as happily as ``1``; these checks do not, so a save
with a wrong type is set aside whole instead of being half-believed.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from game.persist.json_files import BadFile


def want_int(value: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    if type(value) is not int:
        raise BadFile(f"{what} must be a whole number, not {value!r}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise BadFile(f"{what} is out of range: {value}")
    return value


def want_bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise BadFile(f"{what} must be true or false, not {value!r}")
    return value


def want_str(value: Any, what: str) -> str:
    if type(value) is not str:
        raise BadFile(f"{what} must be text, not {value!r}")
    return value


def want_list(value: Any, what: str) -> list[Any]:
    if type(value) is not list:
        raise BadFile(f"{what} must be a list, not {value!r}")
    return value


def want_object(value: Any, what: str, keys: Collection[str] | None = None) -> dict[str, Any]:
    """A JSON object; with ``keys``, holding exactly those keys."""
    if type(value) is not dict:
        raise BadFile(f"{what} must be an object, not {value!r}")
    if keys is not None and set(value) != set(keys):
        raise BadFile(f"{what} must have the fields {sorted(keys)}, not {sorted(value)}")
    return value
