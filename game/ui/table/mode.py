"""A table played some other way than a live game: a guided deal's coach, or a replay.

The real table (:class:`~game.ui.table.host.TableHost`) runs unchanged; a mode only
answers the few questions the scene puts to it — which seed to deal, which AI seats may
move, whether it takes a player's move, what the action bar holds — and draws over the
table.  The coach (:mod:`game.ui.table.coach`) and the replay (:mod:`game.ui.table.replay`)
are the two modes; a live game has none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine.protocol import Action, RoundState
from game.match.match import Match
from game.shown.table import ShownTable
from game.ui.table.controller import TableController
from game.ui.table.kit import Controls, TableKit
from game.ui.table.picture import Picture
from game.ui.table.stage import Places
from game.ui.widgets import Button, ButtonRow

if TYPE_CHECKING:
    from game.ui.app import App


class Host(Protocol):
    """What a mode may use of the table it runs on (it never imports the table)."""

    app: App
    match: Match
    kit: TableKit[Any]  # the game's table: its look (piece_ratio)
    controller: TableController
    controls: Controls  # the game's: a mode drops the player's half-made choice (forget)
    actions: ButtonRow
    picture: Picture
    places: Places
    results: dict[str, Any] | None

    @property
    def shown(self) -> ShownTable: ...

    @property
    def log(self) -> list[str]: ...

    def at_rest(self) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def viewer(self) -> int | None: ...

    def act(self, seat: int, action: Action) -> bool: ...

    def refresh_buttons(self, *, force: bool = False) -> None: ...

    def keep_in_view(self) -> list[pygame.Rect]: ...

    def open_all(self) -> None: ...


    def restart_from(self, state: RoundState) -> None: ...

    def skip_show(self) -> None:
        """Play everything still to show at once."""

    def look_as(self, seat: int | None) -> None: ...

    def to_menu(self) -> None: ...

    def close(self) -> None: ...


class TableMode:
    """The defaults are a live table's: every hook changes nothing."""

    badge_key = ""  # the catalogue key the top bar shows after the game's name

    def seed(self) -> int | None:
        """The seed of the round to deal (``None``: the match's own)."""
        return None

    def may_ask(self, seat: int) -> bool:
        """May the AI of ``seat`` be asked for its move now?"""
        return True

    def forces(self, seat: int) -> bool:
        """May the table make ``seat``'s forced move (its only legal one) for it?"""
        return True

    def takes(self, seat: int, action: Action) -> bool:
        """Does the mode let the player's ``action`` through (it says why not itself)?"""
        return True

    def bar(self) -> list[Button] | None:
        """The action bar's buttons, or ``None`` for the table's own."""
        return None

    def saved(self) -> dict[str, Any]:
        """What the table's autosave keeps of the mode, beside the match (plain JSON)."""
        return {}

    def people(self) -> frozenset[int]:
        """Seats the match has an AI play that a person plays from afar now (a family table's
        connected players): one of them may pick the next round's mode (:meth:`ask_mode`)."""
        return frozenset()

    def ask_mode(self, seat: int, choices: tuple[str, ...], answer: Callable[[str], None]) -> None:
        """Ask ``seat`` (one of :meth:`people`) to pick the next round's mode among ``choices``;
        its pick goes to ``answer``."""
        raise NotImplementedError("only a mode with people from afar asks them")

    def status(self) -> str | None:
        """What the bottom bar says when the player has nothing to do (``None``: the table's words)."""
        return None

    def state_key(self) -> object:
        """What the mode's bar depends on (the bar is rebuilt when it changes)."""
        return None

    def shows_results(self) -> bool:
        """May the round's result panel be drawn (the coach's closing notes take its place)?"""
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """Input, before the table's own handling; True if the mode used it."""
        return False

    def update(self, dt: float) -> bool:
        """Advance (after the table); True while the mode animates."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the table."""

    def close(self) -> None:
        """The table is going away."""
