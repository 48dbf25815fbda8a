"""Random streams derived one-way from a round's seed.

A round's seed is the root of all its randomness: the deal's stream, each agent's stream
and the table's pause stream are each seeded by a hash of ``(seed, purpose, seat)``.  A
hash cannot be run backwards, so no agent holding its own stream — nor the table, timing
its pauses — can learn the seed, let alone rebuild the shuffled deck; and the same seed
always gives the same streams, so replays stay exact.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any, Final, cast

DEAL: Final = "deal"
AGENT: Final = "agent"
PAUSE: Final = "pause"
_PERSON: Final = {p: f"chieu-bai:{p}".encode() for p in (DEAL, AGENT, PAUSE)}  # ≤ 16 bytes each
_blake2b = hashlib.blake2b


def derive(seed: int, purpose: str, seat: int | None = None) -> int:
    """A 63-bit seed for ``purpose`` (and ``seat``), one-way from ``seed`` (BLAKE2b, keyed by
    the purpose; the seat, +1 so that "no seat" differs from seat 0, is its salt)."""
    digest = _blake2b(seed.to_bytes(16, "little", signed=True), digest_size=8, person=_PERSON[purpose],
                      salt=(0 if seat is None else seat + 1).to_bytes(16, "little")).digest()
    return int.from_bytes(digest, "little") >> 1


def stream(seed: int, purpose: str, seat: int | None = None) -> random.Random:
    """A ``random.Random`` for ``purpose`` (and ``seat``), derived one-way from ``seed``."""
    return random.Random(derive(seed, purpose, seat))


class LazyStream:
    """:func:`stream`, made on first use: a seat whose agent never draws costs nothing.

    (Creating any ``random.Random`` seeds it — from the OS when given no seed — which costs
    as much as a small round of cards, so the generator is made only when a method is
    first asked for.)  Stands in for a ``random.Random``: every attribute is the real
    generator's, looked up once and then kept (bound to the generator, not to this object,
    so no reference cycle is made).
    """

    def __init__(self, seed: int, purpose: str, seat: int | None = None) -> None:
        self._origin = (seed, purpose, seat)

    def __getattr__(self, name: str) -> Any:  # only for names not yet kept in __dict__
        rng = self.__dict__.get("_rng")
        if rng is None:
            rng = self.__dict__["_rng"] = random.Random(derive(*self._origin))
        value = getattr(rng, name)
        self.__dict__[name] = value
        return value


def lazy_stream(seed: int, purpose: str, seat: int | None = None) -> random.Random:
    """A :class:`LazyStream` where a ``random.Random`` is expected."""
    return cast(random.Random, LazyStream(seed, purpose, seat))
