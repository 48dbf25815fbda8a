"""Starting a table without the setup screen, and the seat defaults the setup screen starts from.

``open_table(app, key)`` opens a default table of a game at once (``play --variant``);
``build_match`` turns seat choices and table settings into a :class:`Match`.  The full setup
screen is :class:`game.ui.screens.setup.TableSetup`; this module stays free of pygame-gui so
``play --variant`` starts as fast as the menu.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.catalog import VARIANTS
from game.engine.protocol import Option
from game.engine.variant import Variant
from game.i18n import t
from game.match.match import HUMAN, Match, Seat

if TYPE_CHECKING:
    from game.ui.app import App

AI_NAMES = ("Lan", "Minh", "Hùng", "Mai", "Tuấn", "Hoa", "Long", "Thảo", "Dũng", "Linh", "Nam", "Hương")
DEFAULT_SEATS = {"ba-cay": 5, "bai-cao": 6, "xi-dach": 4, "tam-cuc": 4}
START_CHIPS = 1000


@dataclass
class SeatChoice:
    name: str
    level: str


def default_seats(variant: Variant, n: int, player_name: str) -> list[SeatChoice]:
    """The player in the first seat, AI opponents of normal level with distinct names after."""
    others = [name for name in AI_NAMES if name.casefold() != player_name.casefold()]
    return [SeatChoice(player_name, HUMAN)] + [SeatChoice(others[i % len(others)], "normal") for i in range(n - 1)]


def build_match(variant: Variant, seats: list[SeatChoice], balances: list[int] | None = None, *,
                mode: str | None = None, options: Mapping[str, Option] | None = None, stake: int | None = None,
                min_bet: int | None = None, max_bet: int | None = None, banker: int | None = None) -> Match:
    """A match of ``variant`` with these seats; every other setting at the game's default unless given."""
    return Match(
        variant,
        [Seat(s.name, s.level) for s in seats],
        mode=mode,
        options=options,
        stake=stake,
        min_bet=min_bet,
        max_bet=max_bet,
        balances=balances or [START_CHIPS] * len(seats),
        banker=banker,
    )


def open_table(app: App, key: str) -> None:
    from game.ui.navigation import open_table as show

    variant = VARIANTS.get(key)
    if variant is None:
        app.toast(t("ui.unknown_game", name=key))
        return
    n = min(max(variant.min_players, DEFAULT_SEATS.get(key, 4)), variant.ui_max_players)
    seats = default_seats(variant, n, app.session.player_name())
    show(app, app.session.prepare_match(build_match(variant, seats)))

