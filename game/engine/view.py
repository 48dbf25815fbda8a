"""The shape of a seat's view that the shared French-deck table draws.

Ba Cây, Bài Cào and Xì Dách views subclass :class:`TableView` (adding what only they
have, such as side bets or the dealer's xét), so one table scene draws all three.  A view
holds only what its seat may know: another seat's face-down card is ``None``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.cards import Card
from game.i18n import t


@dataclass(frozen=True, slots=True)
class Label:
    """A name shown to players, as a catalogue key with parameters (hand names, statuses)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, key: str, **params: Any) -> Label:
        return cls(key, tuple(sorted(params.items())))

    def text(self, lang: str | None = None) -> str:
        return t(self.key, lang, **dict(self.params))


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the viewer sees it."""

    seat: int
    cards: tuple[Card | None, ...]  # None: face down and unknown to the viewer
    face_up: bool = False  # the cards are shown to the whole table
    bet: int = 0  # chips staked on the main bet this round
    role: str | None = None  # "chuong", "cai" or None
    status: Label | None = None  # e.g. "dằng", "quắc", "đã xét"
    hand: Label | None = None  # the hand's name, when the viewer may know it
    delta: int | None = None  # chip change once settled


@dataclass(frozen=True)
class TableView:
    """What one seat (or a spectator, ``seat is None``) knows about a French-deck round."""

    seat: int | None
    phase: str  # a short machine name: "betting", "playing", "dealer", "settled", ...
    to_act: tuple[int, ...]
    seats: tuple[SeatView, ...]
    balances: tuple[int, ...]  # chips each seat held when the round started
    pot: int = 0
    fees: int = 0
    stake: int = 0
    min_bet: int = 0
    max_bet: int = 0
    banker: int | None = None
    deck_left: int = 0


class SeatViewCache:
    """Every seat's :class:`SeatView`, kept up to date incrementally.

    A round builds a view for every decision, and a view holds every seat, while a
    decision changes one or two of them.  So where a seat's shown facts change the round
    marks it in :attr:`changed` (a plain list store, so play that never looks at a view —
    random play, the bench — pays next to nothing), or calls :meth:`touch_all` when
    something every seat shows changes (the phase); :meth:`seats` rebuilds only what was
    marked: each seat as everybody else sees it, and the viewer's own seat as its owner
    does.  (The conformance tests compare these views with freshly built ones at every
    step of random play, so a missing mark cannot go unnoticed.)
    """

    __slots__ = ("_others", "_own", "_table", "changed")

    def __init__(self, n: int) -> None:
        self.changed = [True] * n  # seats whose views must be rebuilt
        self._others: list[SeatView | None] = [None] * n
        self._own: list[SeatView | None] = [None] * n
        self._table: tuple[SeatView, ...] = ()  # every seat as the others see it

    def touch_all(self) -> None:
        """Something every seat shows has changed."""
        self.changed[:] = [True] * len(self.changed)

    def seats(self, viewer: int | None, build: Callable[[int, bool], SeatView]) -> tuple[SeatView, ...]:
        """Every seat as ``viewer`` sees it (``None``: a spectator); ``build(seat, own)`` makes
        a seat's view as its owner (``own``) or anybody else sees it.  (Passed in, not kept:
        a kept bound method would make every round a reference cycle for the collector.)"""
        changed = self.changed
        if True in changed:
            others, own = self._others, self._own
            for s, dirty in enumerate(changed):
                if dirty:
                    others[s] = build(s, False)
                    own[s] = None
                    changed[s] = False
            self._table = tuple(others)  # type: ignore[arg-type]
        table = self._table
        if viewer is None:
            return table
        mine = self._own[viewer]
        if mine is None:
            mine = self._own[viewer] = build(viewer, True)
        return (*table[:viewer], mine, *table[viewer + 1:])
