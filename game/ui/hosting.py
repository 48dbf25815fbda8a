"""Who sits at a setup's seats, and where its table starts: a plain table, or a family table.

The setup screen (:class:`~game.ui.screens.setup.TableSetup`) asks its :class:`Seating` what
may sit at a seat beyond this computer's players and the AI levels, and whether it starts the
table itself.  :func:`for_family` makes it the family table's setup ("Mở bàn cho cả nhà"): a
seat may also be a player from afar ("Người ở xa"), and starting opens the room where they
join (the router's ``host_lobby``, :mod:`game.ui.screens.host_lobby`) instead of the table.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from game.i18n import t
from game.ui.app import WAKE
from game.ui.screens.setup_model import TablePlan

if TYPE_CHECKING:
    from game.ui.app import App

REMOTE = "remote"  # a seat's level in the setup: a player from afar


def wake() -> None:
    """Wake the frame loop (the network heard something; called on its thread)."""
    with contextlib.suppress(pygame.error):  # the window may be closing
        pygame.event.post(pygame.event.Event(WAKE))


class Seating:
    """A plain table's: nobody more, and the setup opens the table itself."""

    levels: tuple[str, ...] = ()
    keeps_seats = False  # a change of game takes the new game's own seats (the set-up last started for it)
    start_key = "setup.start"  # the start button's words

    def start(self, plan: TablePlan) -> bool:
        """Start the table ``plan`` describes (False: the setup starts it)."""
        return False


class Hosting(Seating):
    """A family table's: seats from afar, and the room where their players join first."""

    levels = (REMOTE,)
    # a change of game keeps who sits where — the host's players, the players from afar, the AI
    # seats — as far as the new game seats them (TablePlan.keep_seats)
    keeps_seats = True
    start_key = "host.open"

    def __init__(self, app: App) -> None:
        self.app = app

    def start(self, plan: TablePlan) -> bool:
        remote = [i for i, s in enumerate(plan.seats) if s.level == REMOTE]
        if not remote:
            self.app.toast(t("host.need_remote"))
            return True
        from game.net.hosted import STAND_IN  # the network's libraries load when a family table opens

        for i in remote:  # seated as the AI that stands in for them, named for the room until they come
            plan.seats[i].level, plan.seats[i].name = STAND_IN, f"{t('level.remote')} {i + 1}"
        try:
            match = plan.build()
        finally:
            for i in remote:
                plan.seats[i].level = REMOTE
        self.app.open("host_lobby", match=match, remote=remote)
        return True


class Setup(Protocol):
    title_key: str
    plan: TablePlan
    seating: Seating


S = TypeVar("S", bound=Setup)


def for_family(app: App, setup: S) -> S:
    """``setup`` (the table's setup screen) as the family table's, a seat from afar to begin with."""
    setup.title_key = "host.title"
    setup.seating = Hosting(app)
    seats = setup.plan.seats
    if len(seats) > 1 and not any(s.level == REMOTE for s in seats):
        first = next(i for i, s in enumerate(seats) if s.level != "human")
        setup.plan.set_level(first, REMOTE)
        seats[first].name = f"{t('level.remote')} {first + 1}"
    return setup
