"""Strict checks for values read from a file (a save, a profile, a round file): the right
type, in range, or :class:`BadValue` (a ``ValueError``) saying which field and why.

JSON gives ``true`` for a number field as happily as ``1``; these checks do not, so a file
with a wrong type is set aside whole instead of being half-believed.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the protocol reads its configs with these checks
    from game.engine.protocol import Option


class BadValue(ValueError):
    """A value read from a file that is not what its field holds."""


def want_int(value: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    if type(value) is not int:
        raise BadValue(f"{what} must be a whole number, not {value!r}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise BadValue(f"{what} is out of range: {value}")
    return value


def want_bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise BadValue(f"{what} must be true or false, not {value!r}")
    return value


def want_str(value: Any, what: str) -> str:
    if type(value) is not str:
        raise BadValue(f"{what} must be text, not {value!r}")
    return value


def want_list(value: Any, what: str) -> list[Any]:
    if type(value) is not list:
        raise BadValue(f"{what} must be a list, not {value!r}")
    return value


def want_object(value: Any, what: str, keys: Collection[str] | None = None) -> dict[str, Any]:
    """A JSON object; with ``keys``, holding exactly those keys."""
    if type(value) is not dict:
        raise BadValue(f"{what} must be an object, not {value!r}")
    if keys is not None and set(value) != set(keys):
        raise BadValue(f"{what} must have the fields {sorted(keys)}, not {sorted(value)}")
    return value


def want_option(value: Any, what: str) -> Option:
    """A rule option's value: true/false, a whole number or a text."""
    if type(value) not in (bool, int, str):
        raise BadValue(f"{what} must be true/false, a number or a text, not {value!r}")
    return value  # type: ignore[no-any-return]
