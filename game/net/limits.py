"""How much a client may ask of the host: rates, wrong room codes, strikes.

Each takes the clock as an argument (seconds, any origin), so tests step it by hand.
"""

from __future__ import annotations

from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Final

CODE_TRIES: Final = 5  # wrong room codes one address may give per CODE_WINDOW seconds
CODE_WINDOW: Final = 60.0
STRIKES: Final = 10  # refused messages one connection may send per STRIKE_WINDOW before it is closed
STRIKE_WINDOW: Final = 60.0
# What the host accepts from one connection: (a second on average, at once).  A client keeps
# its own actions within ACT_RATE (:class:`game.net.client.Client` paces them), so a bot that
# answers as fast as a quick host moves is never refused for it.
ACT_RATE: Final = (40.0, 80.0)  # actions and mode choices
REACT_RATE: Final = (0.5, 3.0)  # quick reactions: one every two seconds, three at once


@dataclass
class Bucket:
    """A token bucket: ``rate`` requests a second on average, ``burst`` at once."""

    rate: float
    burst: float
    tokens: float = -1.0
    at: float | None = None

    def take(self, now: float) -> bool:
        """One request now: True if the bucket had room for it."""
        self._fill(now)
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def delay(self, now: float) -> float:
        """Seconds from ``now`` until :meth:`take` will have room (0: at once)."""
        self._fill(now)
        return max(0.0, (1.0 - self.tokens) / self.rate)

    def _fill(self, now: float) -> None:
        if self.at is None:
            self.tokens, self.at = self.burst, now
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now


@dataclass
class Window:
    """Events in a sliding window: at most ``most`` in any ``seconds``."""

    most: int
    seconds: float
    times: deque[float] = field(default_factory=deque)

    def count(self, now: float) -> int:
        while self.times and now - self.times[0] >= self.seconds:
            self.times.popleft()
        return len(self.times)

    def full(self, now: float) -> bool:
        return self.count(now) >= self.most

    def add(self, now: float) -> int:
        """Record one event; how many the window now holds."""
        self.count(now)
        self.times.append(now)
        return len(self.times)


class CodeGuard:
    """Wrong room codes per address: after :data:`CODE_TRIES` in a minute, an address is not
    heard (not even with the right code) until the oldest of them is a minute old."""

    def __init__(self, tries: int = CODE_TRIES, seconds: float = CODE_WINDOW) -> None:
        self._wrong: defaultdict[str, Window] = defaultdict(lambda: Window(tries, seconds))

    def blocked(self, address: str, now: float) -> bool:
        window = self._wrong.get(address)
        return window is not None and window.full(now)

    def wrong(self, address: str, now: float) -> None:
        self._wrong[address].add(now)
        for key in [k for k, w in self._wrong.items() if not w.count(now)]:  # forget quiet addresses
            del self._wrong[key]
