"""The shape of a seat's view that the shared French-deck table draws.

Ba Cây, Bài Cào and Xì Dách views subclass :class:`TableView` (adding what only they
have, such as side bets or the dealer's xét), so one table scene draws all three.  A view
holds only what its seat may know: another seat's face-down card is ``None``.
"""

from __future__ import annotations

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
