"""Tweens on a timeline: how engine events become motion.

The :class:`Animator` keeps a *cursor*: each queued motion starts at the cursor (or now, if
the cursor is in the past) and moves the cursor on by its ``gap``, so a burst of events —
twelve cards dealt — plays one after another at the rhythm UX.md asks for, while motions
with a short gap overlap naturally.  ``speed`` scales every duration; ``speed == 0`` means
instant: everything completes on the next update.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytweening

Ease = Callable[[float], float]
EASE_OUT: Ease = pytweening.easeOutCubic
EASE_IN_OUT: Ease = pytweening.easeInOutCubic
LINEAR: Ease = pytweening.linear


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass(eq=False)
class Motion:
    start: float
    duration: float
    step: Callable[[float], None] | None
    ease: Ease = EASE_OUT
    on_start: Callable[[], None] | None = None
    on_done: Callable[[], None] | None = None
    started: bool = field(default=False)


class Animator:
    """A clock plus the motions scheduled on it."""

    def __init__(self, speed: float = 1.0) -> None:
        self.now = 0.0
        self.cursor = 0.0
        self.speed = speed
        self._motions: list[Motion] = []

    @property
    def instant(self) -> bool:
        return self.speed <= 0

    def scaled(self, seconds: float) -> float:
        return 0.0 if self.instant else seconds / self.speed

    def queue(
        self,
        duration: float,
        step: Callable[[float], None] | None = None,
        *,
        gap: float | None = None,
        ease: Ease = EASE_OUT,
        on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
        delay: float = 0.0,
    ) -> float:
        """Schedule a motion at the cursor; the cursor moves on by ``gap`` (default: duration).

        Returns the scheduled start time.
        """
        start = max(self.now, self.cursor) + self.scaled(delay)
        d = self.scaled(duration)
        self.cursor = start + (d if gap is None else self.scaled(gap))
        self._motions.append(Motion(start, d, step, ease, on_start, on_done))
        return start

    def start(
        self,
        duration: float,
        step: Callable[[float], None] | None = None,
        *,
        ease: Ease = EASE_OUT,
        on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        """Start a motion right now, beside the timeline (the cursor does not move).

        For motion that belongs to a moment already reached — a card flipping as it lands —
        which must not wait behind everything queued since.
        """
        self._motions.append(Motion(self.now, self.scaled(duration), step, ease, on_start, on_done))

    def at(self, when: float, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the clock reaches ``when`` (beside the timeline: the cursor stays)."""
        self._motions.append(Motion(when, 0.0, None, on_done=fn))

    def ends(self) -> float:
        """When everything scheduled so far has played (the cursor, or the latest motion's end)."""
        return max([self.now, self.cursor, *(m.start + m.duration for m in self._motions)])

    def barrier(self) -> None:
        """What is queued next starts only once everything scheduled so far has played."""
        self.cursor = self.ends()

    def call(self, fn: Callable[[], None], *, gap: float = 0.0) -> None:
        """Run ``fn`` when the timeline reaches the cursor (e.g. update a label on landing)."""
        self.queue(0.0, None, gap=gap, on_done=fn)

    def wait(self, seconds: float) -> None:
        """Leave a pause in the timeline."""
        self.cursor = max(self.now, self.cursor) + self.scaled(seconds)

    @property
    def busy(self) -> bool:
        return bool(self._motions) or self.cursor > self.now

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; True while anything is still moving or pending."""
        self.now += dt
        if self.instant:
            self.cursor = min(self.cursor, self.now)
        pending: list[Motion] = []
        # Motions may queue further motions from their callbacks: iterate over a snapshot.
        for m in sorted(self._motions, key=lambda m: m.start):
            if m.start > self.now and not self.instant:
                pending.append(m)
                continue
            if not m.started:
                m.started = True
                if m.on_start:
                    m.on_start()
            # done once the clock reaches its end (:meth:`ends`, when the director shows the
            # event it animates): (now - start) / duration may fall short of 1 by a rounding
            end = m.start + m.duration
            t = 1.0 if m.duration <= 0 or self.instant or self.now >= end else (self.now - m.start) / m.duration
            if m.step:
                m.step(m.ease(t))
            if t >= 1.0:
                if m.on_done:
                    m.on_done()
            else:
                pending.append(m)
        added = [m for m in self._motions if m not in pending and not m.started]
        self._motions = pending + added
        if self.instant and self._motions:
            return self.update(0.0)
        return self.busy

    def finish(self) -> None:
        """Complete everything now (a click skips the show)."""
        for _ in range(100):
            if not self._motions:
                break
            self.now = max([self.now, self.cursor, *(m.start + m.duration for m in self._motions)])
            self.update(0.0)
        self.cursor = min(self.cursor, self.now)
