"""What the parts of a table may use of it — its narrow interfaces.

The table scene (:mod:`game.ui.table.scene`) glues the parts together; the parts never
import it.  Motion (the beats) sees a :class:`Stage`: the animator, the picture (card
sprites and chip flights), the geometry and the sounds.  A game's controls and painters
see a :class:`Table`: the stage plus the shown table, the player's half-made choices and
the few things a control may ask (act, say why not, ask a question).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.engine.events import ChipsMoved, Event
from game.engine.ledger import Account
from game.engine.protocol import Action
from game.shown.table import ShownTable
from game.ui.anim import Animator
from game.ui.table.layout import TableLayout
from game.ui.table.sprites import CardSprite, ChipFlight
from game.ui.widgets import Banner, KeepClear


class Stage(Protocol):
    """The picture and the means to move it (see the module docstring)."""

    animator: Animator
    banner: Banner
    hands: dict[int, list[CardSprite]]
    flights: list[ChipFlight]
    shuffle_t: float  # 0 at rest; 0–1 while the deck is riffled

    @property
    def layout(self) -> TableLayout: ...

    @property
    def shown(self) -> ShownTable: ...

    def viewer(self) -> int | None:
        """Whose eyes the table shows (``None``: public information only)."""

    def slot(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Where card ``index`` of ``count`` rests before ``seat``."""

    def card_width(self, seat: int) -> int: ...

    def plate_chips(self, seat: int) -> int:
        """The chips on ``seat``'s plate (the shown table's, less any flying away now)."""

    def place(self, account: Account) -> tuple[float, float]:
        """Where chips paid to or from ``account`` (a seat, the pot, the fee sink) rest."""

    def spot(self, seat: int) -> tuple[float, float] | None:
        """Where ``seat``'s bet stands (None: the table has no betting spots)."""

    def off_spot(self, e: ChipsMoved) -> int:
        """How many of the chips ``e`` pays leave the payer's betting spot (the rest its plate)."""

    def bets_returned(self, e: Event) -> list[int]:
        """The seats whose bet ``e`` sends back from the spot to the plate."""

    def celebrate(self, kind: str, text: str, seat: int | None = None) -> bool:
        """Start the celebration ``kind`` (:data:`game.ui.celebrate.KINDS`) with ``text`` on
        its banner, ``seat``'s hand fanned over it where the viewer has seen it; False when
        none is shown (instant speed)."""

    def pile(self, seat: int, amount: int) -> None:
        """Grow the pile of a big win of ``amount`` before ``seat``."""

    def shows_own_cards(self) -> bool:
        """Whether the viewer's cards turn face up when dealt (False: squeeze them open)."""

    def play_sound(self, name: str, volume: float = 1.0) -> None: ...


class Table(Stage, Protocol):
    """A stage whose controls a player uses (see the module docstring)."""

    def seat_name(self, seat: int) -> str: ...

    def legal(self, seat: int) -> list[Action]:
        """What ``seat`` may do now in the round (controls only: a painter reads the shown table)."""

    def live_view(self, seat: int) -> Any:
        """``seat``'s view of the round now (controls only, to say why an action is refused)."""

    def tell(self, kind: str, seats: tuple[int, ...], text: str) -> None:
        """Record an outcome drawn this frame and the seats whose cards it rests on (the
        spoiler oracle of the tests reads these)."""

    def acting_human(self) -> int | None:
        """The human whose decision the action bar offers now."""

    def act(self, seat: int, action: Action) -> bool:
        """A human's action; False (and the reason said) if refused."""

    def toast(self, text: str, *, bad: bool = True) -> None: ...

    def confirm(self, title: str, body: str, on_yes: Callable[[], object], yes: str, no: str,
                clear: Callable[[], KeepClear] | None = None) -> None:
        """Ask a yes/no question over the table (``clear``: where on it the question may stand)."""

    def refresh_buttons(self, *, force: bool = False) -> None: ...

    def open_all(self) -> None:
        """Open every one of the viewer's own cards (nặn bài done)."""

    def all_open(self) -> bool: ...

    def hints_on(self) -> bool:
        """The player wants the odds shown (settings)."""

    def results_cover(self) -> pygame.Rect | None:
        """Where the result panel lies while it shows (``None``: it does not): what it would
        half cover is left undrawn."""
