"""What the parts of the Tam Cúc table may use of it: the :class:`Mat` interface.

The Tam Cúc scene glues its parts together; its motion, painters, words and đi đêm controls
never import it — they see a :class:`Mat`: the shared table interface
(:class:`~game.ui.table.stage.Table`) plus the mat's geometry, picture and the player's
selection.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.engine.pieces import Piece
from game.engine.protocol import Action
from game.shown.tam_cuc import TamCucTable
from game.ui.table.plates import Turn
from game.ui.table.sprites import CardSprite
from game.ui.table.stage import Table
from game.ui.table.tam_cuc.geometry import TamCucGeometry
from game.ui.table.tam_cuc.model import MatPicture
from game.ui.table.tam_cuc.night import NightDraft
from game.ui.widgets import Button


class Mat(Table, Protocol):
    geo: TamCucGeometry
    picture: MatPicture
    focus: int  # keyboard focus in the viewer's hand (-1: none)
    hover: CardSprite | None
    pulse: float
    draft: NightDraft  # the viewer's đi đêm offer being put together

    @property
    def mat(self) -> TamCucTable:
        """The shown table."""

    def bottom_seat(self) -> int: ...

    def picked_pieces(self) -> list[Piece]: ...

    def clear_button(self) -> list[Button]:
        """The button that drops the selection, if anything is selected."""

    def take_from_hand(self, seat: int, pieces: Sequence[Piece] | None, count: int) -> list[CardSprite]: ...

    def receive(self, seat: int, sprites: list[CardSprite], pieces: Sequence[Piece] | None) -> None: ...

    def sort_hand(self, seat: int) -> None: ...

    def legal_now(self, seat: int) -> frozenset[Action]: ...

    def can_pick(self) -> bool: ...

    def reveal_turn(self) -> int | None: ...

    def dragging(self) -> str | None:
        """What is being dragged: "chui" (the viewer's row), "offer" (đi đêm pieces), or None."""

    def thinking(self) -> int | None: ...

    def avatar(self, seat: int) -> str | None: ...

    def turn_of(self, seat: int, acting: bool) -> Turn | None: ...

    def acting_seat(self) -> int | None: ...

    def plays_for_chips(self) -> bool: ...

    def partners(self) -> list[int]:
        """The seats the picked pieces may be offered to now (đi đêm)."""

    def wishes(self) -> list[Piece]:
        """The pieces the viewer may wish for from the seat the offer goes to."""

    def hint_lines(self) -> list[tuple[str, bool]]: ...

    def hints_in_middle(self) -> bool: ...
