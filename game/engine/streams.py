"""Random streams derived one-way from a round's seed.

A round's seed is the root of all its randomness: the deal's stream, each agent's stream
and the table's pause stream are each seeded by a hash of ``(seed, purpose, seat)``.  A
hash cannot be run backwards, so no agent holding its own stream — nor the table, timing
its pauses — can learn the seed, let alone rebuild the shuffled deck; and the same seed
always gives the same streams, so replays stay exact.
"""

from __future__ import annotations

import _random
import hashlib
import random
from typing import Any, Final

DEAL: Final = "deal"
AGENT: Final = "agent"
PAUSE: Final = "pause"


def derive(seed: int, purpose: str, seat: int | None = None) -> int:
    """A 63-bit seed for ``purpose`` (and ``seat``), one-way from ``seed`` (BLAKE2b)."""
    text = f"chieu-bai:{seed}:{purpose}:{'' if seat is None else seat}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1


def stream(seed: int, purpose: str, seat: int | None = None) -> random.Random:
    """A ``random.Random`` for ``purpose`` (and ``seat``), derived one-way from ``seed``.

    ``random.Random(x)`` for an integer ``x``, without its two Python-level frames (``__init__``
    and ``seed`` end in the C generator's seeding, which is called here directly): every round
    makes one."""
    rng = _new(random.Random)
    _seed(rng, derive(seed, purpose, seat))
    rng.gauss_next = None  # type: ignore[attr-defined]  # (what Random.seed sets; not in the stubs)
    return rng


_new, _seed = random.Random.__new__, _random.Random.seed


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
        if name.startswith("__") or name == "_origin":  # copy and pickle probe a bare object
            raise AttributeError(name)
        rng = self.__dict__.get("_rng")
        if rng is None:
            rng = self.__dict__["_rng"] = random.Random(derive(*self._origin))
        value = getattr(rng, name)
        self.__dict__[name] = value
        return value

    def __deepcopy__(self, memo: dict[int, Any]) -> LazyStream:
        """A stream that goes on from where this one is, on its own (the kept methods are
        bound to this one's generator, so copying ``__dict__`` would share it)."""
        twin = LazyStream(*self._origin)
        rng = self.__dict__.get("_rng")
        if rng is not None:
            twin.__dict__["_rng"] = own = random.Random()
            own.setstate(rng.getstate())
        return twin

    def __copy__(self) -> LazyStream:
        return self.__deepcopy__({})


def lazy_stream(seed: int, purpose: str, seat: int | None = None) -> random.Random:
    """A :class:`LazyStream` where a ``random.Random`` is expected (each seat's, every round:
    not through ``typing.cast``, a Python-level call)."""
    return LazyStream(seed, purpose, seat)  # type: ignore[return-value]
