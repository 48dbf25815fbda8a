"""What a game declares for its table: a :class:`TableKit` of four small parts.

A game's catalogue record (:attr:`game.catalog.Game.table`) gives its kit; the table host
(:mod:`game.ui.table.host`) makes the parts for each table it opens and hands each the
narrow interface it needs (:mod:`game.ui.table.stage`), never itself:

* **places** — its layout: where everything lies (``Places``);
* **controls** — pointer and keys → an action, reading only the shown table and the legal
  actions it has shown (they see a ``Desk``);
* **painter** — the shown table → the canvas (it sees a ``Sight``, and its own game's
  controls for their input state: a selection, a target being picked);
* **motion** — events → beats on the animator, and the picture at rest (it sees a ``Stage``).

The bases below hold the defaults (a part does nothing its game does not need); the
protocols are what the host calls.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import pygame

from game.engine.events import Event
from game.engine.protocol import Action
from game.ui.table.bars import LogScroll
from game.ui.table.picture import Picture
from game.ui.table.stage import Desk, Places, Sight, Stage
from game.ui.widgets import Button, ButtonRow


class Controls(Protocol):
    """A game's controls, as the host calls them (see :class:`BaseControls` for each)."""

    def buttons(self, seat: int) -> list[Button]: ...

    def held_buttons(self) -> list[Button]: ...

    def result_buttons(self) -> list[Button]: ...

    def waits(self) -> bool: ...

    def state_key(self) -> object: ...

    def handle_first(self, event: pygame.event.Event) -> bool: ...

    def handle(self, event: pygame.event.Event) -> bool: ...

    def hold_at(self, events: Sequence[Event]) -> int | None: ...

    def all_open(self) -> bool: ...

    def open_all(self) -> None: ...

    def acted(self) -> None: ...

    def forget(self) -> None: ...

    def new_round(self) -> None: ...

    def rested(self) -> None: ...

    def update(self, dt: float) -> bool: ...


class BaseControls:
    """Controls that offer nothing: a game's own override what they need."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk

    def buttons(self, seat: int) -> list[Button]:
        """The action bar while ``seat`` (the acting human) decides."""
        return []

    def held_buttons(self) -> list[Button]:
        """The action bar while the show is held for the viewer (:meth:`hold_at`)."""
        return []

    def result_buttons(self) -> list[Button]:
        """Buttons of the game's own under the round's result (after the table's)."""
        return []

    def waits(self) -> bool:
        """Are the player's actions held back until the table shows what they depend on?"""
        return False

    def state_key(self) -> object:
        """What else the action bar depends on (a selection, a chosen amount)."""
        return None

    def handle_first(self, event: pygame.event.Event) -> bool:
        """Input taken before the action bar (a palette in focus owns Enter)."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks and keys on the table itself (cards, seats), after the bars."""
        return False

    def hold_at(self, events: Sequence[Event]) -> int | None:
        """Where to stop the show in a move's ``events`` until the viewer is ready (their own
        cards opened), or None to show them all."""
        return None

    def all_open(self) -> bool:
        """Has the viewer opened every card the table has put before them?"""
        return True

    def open_all(self) -> None:
        """Open every one of the viewer's own cards (a table that deals them open: nothing)."""

    def acted(self) -> None:
        """The player's action was taken."""

    def forget(self) -> None:
        """Drop the player's half-made choice (chips picked, a target, pieces selected)."""

    def new_round(self) -> None:
        """A new round is about to be dealt."""
        self.forget()

    def rested(self) -> None:
        """The picture was placed anew from the shown table (at rest)."""

    def update(self, dt: float) -> bool:
        """The controls' own motion (a piece rising under the pointer); True while it moves."""
        return False


class Painter(Protocol):
    """A game's painter, as the host calls it (see :class:`BasePainter` for each)."""

    def backdrop(self, surface: pygame.Surface) -> None: ...

    def table(self, surface: pygame.Surface) -> None: ...

    def over_bars(self, surface: pygame.Surface, actions: ButtonRow) -> None: ...

    def log(self, surface: pygame.Surface, lines: Sequence[str], history: Callable[[int, int, int], list[str]],
            scroll: LogScroll) -> tuple[pygame.Rect | None, pygame.Rect | None] | None: ...

    def results(self, surface: pygame.Surface) -> None: ...

    def results_cover(self) -> pygame.Rect | None: ...

    def toast_area(self, pill: int) -> pygame.Rect | None: ...

    def keep_in_view(self) -> list[pygame.Rect]: ...

    def info(self) -> list[str]: ...

    def laid_out(self) -> None: ...


class BasePainter:
    """A painter that draws nothing of its own: a game's own override what they draw."""

    def __init__(self, sight: Sight) -> None:
        self.sight = sight

    def backdrop(self, surface: pygame.Surface) -> None:
        """The table's own parts that stay put while its layout does (drawn once per layout)."""

    def table(self, surface: pygame.Surface) -> None:
        """Seats, cards, chips."""

    def over_bars(self, surface: pygame.Surface, actions: ButtonRow) -> None:
        """What the table shows on its bars beside the action buttons."""

    def log(self, surface: pygame.Surface, lines: Sequence[str], history: Callable[[int, int, int], list[str]],
            scroll: LogScroll) -> tuple[pygame.Rect | None, pygame.Rect | None] | None:
        """The log and the last rounds drawn the table's own way: where each went (None: the
        host draws the log box and the history strip)."""
        return None

    def results(self, surface: pygame.Surface) -> None:
        """The round's result panel."""

    def results_cover(self) -> pygame.Rect | None:
        """Where the result panel lies while it shows (None: nowhere)."""
        return None

    def toast_area(self, pill: int) -> pygame.Rect | None:
        """Where toasts (each ``pill`` px high) go while the table is on top (None: the app's
        own place)."""
        return None

    def keep_in_view(self) -> list[pygame.Rect]:
        """Where the table shows what must stay in sight, so that an overlay (the coach's
        bubble) keeps clear of it."""
        return []

    def info(self) -> list[str]:
        """What the top bar says of this game beyond the round, the stake and the fees."""
        return []

    def laid_out(self) -> None:
        """The table was laid out anew (caches of the new sizes may be warmed here)."""


class TableMotion(Protocol):
    """A game's motion, as the host (and the director) call it."""

    def beat(self, event: Event) -> None: ...

    def applied(self, event: Event) -> None: ...

    def reset(self) -> None: ...

    def rest(self) -> None: ...

    def update(self, dt: float) -> bool: ...

    def relaid(self) -> bool: ...


C = TypeVar("C", bound=Controls)


@dataclass(frozen=True)
class TableKit(Generic[C]):
    """A game's table: its four parts' makers, and how its table looks (see the module
    docstring).  ``forced``: an action that a seat whose only legal action it is makes at
    once, with no curtain (Tam Cúc's pass before the first lead)."""

    places: Callable[[int, Mapping[str, Any], Picture], Places]  # (seats, options, picture)
    controls: Callable[[Desk], C]
    painter: Callable[[Sight, C], Painter]
    motion: Callable[[Stage], TableMotion]
    texture: str = "felt"
    piece_ratio: float | None = None  # None: French cards (5:7); else a Tam Cúc piece's height / width
    forced: Action | None = None
