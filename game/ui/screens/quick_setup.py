"""Starting a table without the setup screen, and the seat defaults the setup screen starts from.

``open_table(app, key)`` opens a default table of a game at once (``play --variant``);
``build_match`` turns seat choices and table settings into a :class:`Match`.  How many seats
a new table has is the game's record's word (:attr:`game.catalog.Game.seats`).  The full
setup screen is :class:`game.ui.screens.setup.TableSetup`; this module stays free of
pygame-gui so ``play --variant`` starts as fast as the menu.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.catalog import game
from game.engine.protocol import Option
from game.engine.variant import Variant
from game.i18n import t
from game.match.match import HUMAN, Match, Seat
from game.ui.app import App

AI_NAMES = ("Lan", "Minh", "Hùng", "Mai", "Tuấn", "Hoa", "Long", "Thảo", "Dũng", "Linh", "Nam", "Hương")
START_CHIPS = 1000


@dataclass
class SeatChoice:
    name: str
    level: str
    avatar: str | None = None  # the portrait (None: the match gives one nobody else has)


def seat_count(key: str) -> int:
    """How many seats a new table of the game ``key`` has (its record's, within the limits)."""
    record = game(key)
    v = record.variant
    return min(max(v.min_players, record.seats), v.ui_max_players)


def default_seats(variant: Variant, n: int, player_name: str, player_avatar: str | None = None) -> list[SeatChoice]:
    """The player (with their portrait) in the first seat, AI opponents of normal level with
    distinct names after."""
    others = [name for name in AI_NAMES if name.casefold() != player_name.casefold()]
    return [SeatChoice(player_name, HUMAN, player_avatar)] + [SeatChoice(others[i % len(others)], "normal")
                                                               for i in range(n - 1)]


def build_match(variant: Variant, seats: list[SeatChoice], balances: list[int] | None = None, *,
                mode: str | None = None, options: Mapping[str, Option] | None = None, stake: int | None = None,
                min_bet: int | None = None, max_bet: int | None = None, banker: int | None = None) -> Match:
    """A match of ``variant`` with these seats; every other setting at the game's default unless given."""
    return Match(
        variant,
        [Seat(s.name, s.level, avatar=s.avatar) for s in seats],
        mode=mode,
        options=options,
        stake=stake,
        min_bet=min_bet,
        max_bet=max_bet,
        balances=balances or [START_CHIPS] * len(seats),
        banker=banker,
    )


def open_table(app: App, key: str) -> None:
    """A table of the game ``key`` with its default seats and rules, at once."""
    try:
        variant = game(key).variant
    except KeyError:
        app.toast(t("ui.unknown_game", name=key))
        return
    player = app.session.current_profile()
    seats = default_seats(variant, seat_count(key), player.name, player.avatar)
    app.open("table", match=app.session.prepare_match(build_match(variant, seats)))

