"""Xì Dách actions and the game's own event: what players do, and how each one ends.

Actions are frozen dataclasses (the codec saves them); the singletons (``DRAW`` …) are
what :meth:`~game.variants.xi_dach.round.XiDachRound.legal_actions` hands out.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from game.engine.events import Event, quick_init
from game.engine.protocol import Action


@dataclass(frozen=True, slots=True)
class Bet(Action):
    """Free-bet option: stake ``amount`` chips on this round."""

    amount: int


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Rút: take one more card (players and the dealer)."""


@dataclass(frozen=True, slots=True)
class Stand(Action):
    """Dằng: stop drawing.  Allowed at any total (dằng non); the table asks to confirm."""


@dataclass(frozen=True, slots=True)
class Leave(Action):
    """Bỏ cuộc: leave mid-round at one's own turn, forfeiting the stake."""


@dataclass(frozen=True, slots=True)
class Xet(Action):
    """The dealer reveals and settles one player (only from 16 on)."""

    seat: int


@dataclass(frozen=True, slots=True)
class XetAll(Action):
    """The dealer reveals and settles every player not yet settled."""


DRAW: Final = Draw()
STAND: Final = Stand()
LEAVE: Final = Leave()
XET_ALL: Final = XetAll()


class Outcome(StrEnum):
    """How a player's round ended, from the player's side."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    LEFT = "left"


# --- events -----------------------------------------------------------------------------
@quick_init
@dataclass(frozen=True, slots=True)
class PlayerSettled(Event):
    """``seat`` is settled with the dealer: ``net`` chips (after the fee) for the seat.

    ``why``: ``dealer-special``, ``special`` (the player's own, paid at once), ``xet``,
    ``dealer-quac``, ``dealer-five`` (the dealer's fifth card) or ``leave``.  The table's
    log line is ``xd.log.<outcome>`` with ``amount=abs(net)``.
    """

    seat: int
    outcome: Outcome
    net: int
    why: str


@quick_init
@dataclass(frozen=True, slots=True)
class Stood(Event):
    """``seat`` stands (dằng) on the cards it holds."""

    seat: int
