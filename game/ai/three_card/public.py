"""The public side of a three-card round as a player who reads the others keeps it: each
decision taken in the open, in order, with the state it was taken in (:class:`Timeline`),
and what a seat could have done there (:func:`public_choices`).  Built from spectators'
events only.

It assumes what both games' modes share: a round with a side-bet phase allows challenges,
and ké cửa where it has a chương.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from game.engine.events import Event, RoundSettled
from game.engine.protocol import Action
from game.variants.three_card.defs import (
    ACCEPTED,
    DECLINED,
    KE_CUA,
    OFFERED,
    READY,
    Accept,
    Back,
    Challenge,
    Decline,
    SeatReady,
    SideBet,
    SideBetUpdated,
    ThreeCardView,
)

_OPEN: Final = (OFFERED, ACCEPTED)
FLOOR: Final = 1e-9  # no hypothetical hand is ruled out entirely: one surprise must not void a reading


@dataclass(frozen=True, slots=True)
class Act:
    """One public decision of the round: who took ``action``, with the side bets and the
    ready marks as they stood just before it."""

    seat: int
    action: Action
    side_bets: tuple[SideBet, ...]
    ready: tuple[bool, ...]


class Timeline:
    """The round's public decisions in order, read from the events (kept until the next
    round's first events)."""

    def __init__(self, n_seats: int) -> None:
        self.n_seats = n_seats
        self.acts: list[Act] = []
        self._bets: list[SideBet] = []
        self._ready = [False] * n_seats
        self._settled = False

    def observe(self, events: Sequence[Event]) -> bool:
        """Follow ``events``; True when the round settled."""
        if self._settled and events:
            self.acts, self._bets, self._ready, self._settled = [], [], [False] * self.n_seats, False
        for e in events:
            if isinstance(e, SideBetUpdated):
                before = tuple(self._bets), tuple(self._ready)
                if e.index == len(self._bets):
                    self._bets.append(e.bet)
                    b = e.bet
                    made: Action = Back(b.target, b.amount) if b.kind == KE_CUA else Challenge(b.target, b.amount)
                    self.acts.append(Act(b.maker, made, *before))
                else:
                    old, self._bets[e.index] = self._bets[e.index], e.bet
                    if old.status == OFFERED and e.bet.status in (ACCEPTED, DECLINED):
                        answer = Accept(old.maker) if e.bet.status == ACCEPTED else Decline(old.maker)
                        self.acts.append(Act(old.target, answer, *before))
            elif isinstance(e, SeatReady):
                self.acts.append(Act(e.seat, READY, tuple(self._bets), tuple(self._ready)))
                self._ready[e.seat] = True
            elif isinstance(e, RoundSettled):
                self._settled = True
        return self._settled


def public_choices(view: ThreeCardView, seat: int) -> tuple[list[int], list[int]]:
    """Whom ``seat`` could challenge and back in ``view``'s public state (funds aside)."""
    players = [s for s in range(len(view.seats)) if view.in_round[s]]
    bets = view.side_bets
    challenges = [b for b in bets if b.kind != KE_CUA]
    targets: list[int] = []
    if not any(b.maker == seat and b.status in _OPEN for b in challenges):
        blocked = {b.target for b in challenges if b.maker == seat}
        blocked |= {b.maker for b in challenges if b.target == seat and b.status in _OPEN}
        targets = [t for t in players if t != seat and t not in blocked]
    backs: list[int] = []
    banker = view.banker
    if banker is not None and seat != banker and not any(b.maker == seat and b.kind == KE_CUA for b in bets):
        backs = [t for t in players if t not in (seat, banker)]
    return targets, backs
