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
from typing import Any, Final

DEAL: Final = "deal"
AGENT: Final = "agent"
PAUSE: Final = "pause"


def derive(seed: int, purpose: str, seat: int | None = None) -> int:
    """A 63-bit seed for ``purpose`` (and ``seat``), one-way from ``seed``."""
    text = f"chieu-bai:{seed}:{purpose}:{'' if seat is None else seat}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1


def stream(seed: int, purpose: str, seat: int | None = None) -> random.Random:
    """A ``random.Random`` for ``purpose`` (and ``seat``), derived one-way from ``seed``."""
    return random.Random(derive(seed, purpose, seat))


class LazyStream(random.Random):
    """:func:`stream`, seeded on first use: an agent that never draws a number costs nothing.

    Every method of ``random.Random`` draws through ``random()`` or ``getrandbits()`` (or
    reads the state), so those seed the generator the first time.  (They stay Python
    methods after that: rebinding the C methods on the instance would make every stream a
    reference cycle for the garbage collector, which costs more than it saves.)
    """

    def __init__(self, seed: int, purpose: str, seat: int | None = None) -> None:  # no super(): not seeded yet
        self._origin: tuple[int, str, int | None] | None = (seed, purpose, seat)

    def _start(self) -> None:
        origin = self._origin
        if origin is not None:
            self._origin = None
            super().seed(derive(*origin))

    def random(self) -> float:
        if self._origin is not None:
            self._start()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        if self._origin is not None:
            self._start()
        return super().getrandbits(k)

    def getstate(self) -> tuple[Any, ...]:
        self._start()
        return super().getstate()
