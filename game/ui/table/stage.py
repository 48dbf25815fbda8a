"""What a game's table parts see of the table: four narrow interfaces, none over 12 members.

The table host (:mod:`game.ui.table.host`) holds the round, the director and the picture;
it hands each of a game's parts (:mod:`game.ui.table.kit`) one of these, never itself:

* :class:`Places` — the game's own layout part, where everything lies (its geometry is
  made by the host's size, seats and bottom seat);
* :class:`Stage` — for the **motion**: the animator and the picture to move, where things
  lie, the shown table the beats follow, and the few effects a beat may start;
* :class:`Desk` — for the **controls**: the shown table with the legal actions it has
  shown, the picture to hit-test, and the one way down: ``act``;
* :class:`Sight` — for the **painter**: the shown table, the picture, where things lie, and
  the input state a painter shows (whose turn, the odds wanted, the cards' art).

``tests/test_ui_parts.py`` counts their members and checks that no part holds the host.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

import pygame

from game.engine.events import ChipsMoved, Event
from game.engine.ledger import Account
from game.engine.protocol import Action
from game.shown.table import ShownTable
from game.ui.anim import Animator
from game.ui.table.layout import TableLayout
from game.ui.table.picture import Picture
from game.ui.table.plates import Turn
from game.ui.table.sprites import Back, Face
from game.ui.widgets import KeepClear

Point = tuple[float, float]


class Places(Protocol):
    """A game's layout part: where everything of its table lies, for the window size, the
    seats and the seat at the bottom the host gives it (:meth:`arrange`)."""

    @property
    def layout(self) -> TableLayout:
        """The table's geometry as last arranged."""

    def arrange(self, size: tuple[int, int], bottom: int) -> None:
        """Lay the table out for a window of ``size`` with ``bottom`` at the bottom."""

    def slot(self, seat: int, index: int, count: int) -> Point:
        """Where card ``index`` of ``count`` rests before ``seat``."""

    def card_width(self, seat: int) -> int: ...

    def place(self, account: Account) -> Point:
        """Where chips paid to or from ``account`` (a seat, the pot, the fee sink) rest."""

    def spot(self, seat: int) -> Point | None:
        """Where ``seat``'s bet stands (None: the table has no betting spots)."""

    def prompt_area(self) -> pygame.Rect:
        """Where a question to the table (the next round's mode) is drawn."""

    def toggle_panel(self) -> bool:
        """Open or close the table's side panel (False: it has none; the log box toggles)."""


class Seen(Protocol):
    """What every part sees: the animator and the picture it moves, where things lie, the
    shown table."""

    animator: Animator
    picture: Picture

    @property
    def places(self) -> Places: ...

    @property
    def shown(self) -> ShownTable:
        """The shown table as it stands now (a beat's start reads it: the events before it applied)."""


class Stage(Seen, Protocol):
    """What a game's motion (events → beats) may use."""

    def viewer(self) -> int | None:
        """Whose eyes the table shows (``None``: public information only)."""

    def off_spot(self, e: ChipsMoved) -> int:
        """How many of the chips ``e`` pays leave the payer's betting spot (the rest its plate),
        as the table will stand when its beat plays."""

    def bets_returned(self, e: Event) -> list[tuple[int, int]]:
        """The seats whose bet ``e`` sends back from the spot to the plate, and how much: what
        each spot will hold when its beat plays (a bet the round paid away goes nowhere)."""

    def celebrate(self, kind: str, text: str, seat: int | None = None, named: Sequence[pygame.Rect] = ()) -> bool:
        """Start the celebration ``kind`` (:data:`game.ui.celebrate.KINDS`) with ``text`` on
        its banner, ``seat``'s hand fanned over it where the viewer has seen it, placed off
        what it names (``seat``'s cards and plate, and ``named``); False when none is shown
        (instant speed)."""

    def pile(self, seat: int, amount: int) -> None:
        """Grow the pile of a big win of ``amount`` before ``seat``."""

    def play_sound(self, name: str, volume: float = 1.0) -> None: ...

    def toast(self, text: str) -> None:
        """Say ``text`` in a toast (good news: not a refusal)."""


class Desk(Seen, Protocol):
    """What a game's controls (pointer and keys → an action) may use: the shown table and the
    legal actions it has shown (``shown.legal``, ``shown.view``), never the round."""

    def viewer(self) -> int | None: ...

    def acting(self) -> int | None:
        """The human whose decision the action bar offers now (``None``: nobody's)."""

    def act(self, seat: int, action: Action) -> bool:
        """A human's action; False (and the reason said) if refused."""

    def toast(self, text: str, *, bad: bool = True) -> None: ...

    def confirm(self, title: str, body: str, on_yes: Callable[[], object], yes: str, no: str,
                clear: Callable[[], KeepClear] | None = None) -> None:
        """Ask a yes/no question over the table (``clear``: where on it the question may stand)."""

    def changed(self) -> None:
        """The controls' choice changed: the action bar is built again."""

    def press_primary(self) -> bool:
        """Press the action bar's primary button (Enter); a disabled one says why.  False: none."""

    def play_sound(self, name: str, volume: float = 1.0) -> None: ...


class Faces(NamedTuple):
    """How cards are drawn at this table: a face from its tile, a back."""

    face: Face
    back: Back


class Sight(Seen, Protocol):
    """What a game's painter (the shown table → the canvas) may read."""

    def acting(self) -> int | None:
        """The human whose decision the action bar offers now."""

    def thinking(self) -> int | None:
        """The AI seat thinking about its move now."""

    def turn_of(self, seat: int, acting: bool) -> Turn | None:
        """How ``seat``'s plate shows its turn when the table shows it ``acting``: glowing,
        with a ring while an AI thinks or a turn clock runs (None: not its turn)."""

    def avatar(self, seat: int) -> str | None:
        """The portrait of whoever sits at ``seat``."""

    def faces(self) -> Faces: ...

    def hints_on(self) -> bool:
        """The player wants the odds shown (settings)."""

    def results_showing(self) -> bool:
        """The round's result panel is up (what it would half cover is left undrawn)."""

    def tell(self, kind: str, seats: tuple[int, ...], text: str) -> None:
        """Record an outcome drawn this frame and the seats whose cards it rests on (the
        spoiler oracle of the tests reads these)."""
