"""The picture of a table: what moves on it between two states of the shown table.

Card sprites in each seat's hand, chips in flight, the riffled deck, the piles of big wins,
each seat's change rising over its plate at the result, the banner and a moment's
celebration.  At rest the picture is placed from the shown table
(a game's motion, :meth:`~game.ui.table.kit.TableMotion.rest`); in between, the beats move
it.  Plain state: the motion writes it, the painters and the controls read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.shown.table import ShownTable
from game.ui.celebrate import Celebration
from game.ui.table.floats import Float, age_floats
from game.ui.table.sprites import CardSprite, ChipFlight, Pile
from game.ui.widgets import Banner


@dataclass(eq=False)
class Picture:
    """See the module docstring."""

    hands: dict[int, list[CardSprite]]
    flights: list[ChipFlight] = field(default_factory=list)
    piles: dict[int, Pile] = field(default_factory=dict)  # big wins of the round shown, before their winners
    floats: list[Float] = field(default_factory=list)  # each seat's change rising over its plate at the result
    banner: Banner = field(default_factory=Banner)
    celebration: Celebration | None = None  # a moment's show over the table
    shuffle_t: float = 0.0  # 0 at rest; 0–1 while the deck is riffled

    @classmethod
    def of(cls, n_seats: int) -> Picture:
        return cls({s: [] for s in range(n_seats)})

    def calm(self) -> None:
        """Nothing in flight, nothing shown over the table (the table is shown anew at once)."""
        self.flights.clear()
        self.piles.clear()
        self.floats.clear()
        self.celebration = None
        self.banner.skip()
        self.shuffle_t = 0.0

    def update(self, dt: float, speed: float) -> bool:
        """The banner, a celebration, the piles and the floats move on; True while one of the
        first three still moves (the result waits for them, not for the floats)."""
        moving = self.banner.update(dt)
        if self.celebration is not None:
            if self.celebration.update(dt):
                moving = True
            else:
                self.celebration = None
        for pile in self.piles.values():
            if pile.progress < 1.0:
                pile.age = pile.age + dt * speed if speed > 0 else 1e9
                moving = True
        age_floats(self.floats, dt, speed)  # (drawn while they rise, never waited for: the host)
        return moving

    def plate_chips(self, shown: ShownTable, seat: int) -> int:
        """The chips on ``seat``'s plate: what the shown table says, less any flying away now."""
        held = shown.seats[seat].chips if seat < shown.n_seats else 0
        return held - sum(f.amount - f.off_spot for f in self.flights if f.visible and f.source == seat)

    def spot_chips(self, shown: ShownTable, seat: int) -> int:
        """The chips on ``seat``'s betting spot: its shown bet, less any flying away now."""
        held = shown.seats[seat].bet if seat < shown.n_seats else 0
        return max(0, held - sum(f.off_spot for f in self.flights if f.visible and f.source == seat))
