"""A round as one remote seat has been shown it: the host's messages, recorded.

A remote player's table never holds the round — the host's program does, and sends this
seat each move's events redacted for it, its view and its legal actions
(:mod:`game.net.client`).  :class:`SeenRound` keeps those behind the few members of a
:class:`~game.engine.protocol.RoundState` the table reads (``log``, ``view``,
``legal_actions``, ``to_act``, ``is_over``, ``config``), and replays its record for
:func:`game.shown.fold.fold` (``to_dict``/``from_dict``, ``start_events``, ``apply``), so a
remote table shown at once — a player coming back mid-round, a change of language — goes
through the same path as a local one.  It holds nothing the seat was not shown: nobody can
play it, only show it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.engine.events import Event
from game.engine.protocol import Action, Option
from game.net.client import Shown
from game.net.protocol import Settled
from game.shown.table import RoundFacts


@dataclass(frozen=True)
class SeenConfig:
    """What :meth:`RoundFacts.of` reads of a round's config, from the facts the host sent."""

    n_seats: int
    balances: tuple[int, ...]
    banker: int | None
    mode: str
    stake: int
    options: Mapping[str, Option]
    carry: int

    @classmethod
    def of(cls, facts: RoundFacts) -> SeenConfig:
        return cls(facts.n_seats, facts.balances, facts.banker, facts.mode, facts.stake, facts.options, facts.carry)


@dataclass
class Record:
    """The round's messages to this seat: the deal, then each move (who moved, what it showed)."""

    facts: RoundFacts
    seat: int
    opening: Shown
    moves: list[tuple[int, Shown]] = field(default_factory=list)
    settled: Settled | None = None


class SeenRound:
    """See the module docstring: ``record`` played up to its move ``at`` (default: all)."""

    def __init__(self, record: Record, at: int | None = None) -> None:
        self.record = record
        self.at = len(record.moves) if at is None else at

    @classmethod
    def dealt(cls, facts: RoundFacts, seat: int, opening: Shown) -> SeenRound:
        """A round dealt; coming back into one, the round so far (its ``moves`` moves shown at once)."""
        record = Record(facts, seat, opening)
        record.moves = [(-1, Shown([], opening.view, opening.legal, n + 1)) for n in range(opening.moves)]
        return cls(record)

    def moved(self, seat: int, shown: Shown) -> None:
        self.record.moves.append((seat, shown))
        self.at = len(self.record.moves)

    # --- what the table reads --------------------------------------------------------------------
    @property
    def config(self) -> SeenConfig:
        return SeenConfig.of(self.record.facts)

    @property
    def log(self) -> list[tuple[int, Action | None]]:
        """One entry per move shown (the seat that moved; the action is the host's)."""
        return [(seat, None) for seat, _ in self.record.moves[:self.at]]

    def _now(self) -> Shown:
        return self.record.moves[self.at - 1][1] if self.at else self.record.opening

    def view(self, seat: int | None) -> Any:
        return self._now().view if seat == self.record.seat else None

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        return self._now().legal if seat == self.record.seat else ()

    def to_act(self) -> tuple[int, ...]:
        return (self.record.seat,) if self._now().legal and not self.is_over() else ()

    def is_over(self) -> bool:
        return self.record.settled is not None and self.at == len(self.record.moves)

    # --- replayed by fold ----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"record": self.record, "actions": self.log}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SeenRound:
        return cls(data["record"], len(data["actions"]))

    def start_events(self) -> list[Event]:
        return list(self.record.opening.events)

    def apply(self, seat: int, action: object) -> list[Event]:
        """The next move as it was shown (``seat`` and ``action`` are the record's own)."""
        self.at += 1
        return list(self.record.moves[self.at - 1][1].events)
