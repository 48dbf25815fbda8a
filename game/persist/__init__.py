"""Settings, profiles with chips and statistics, and the autosave (pure Python, no pygame).

Start with :func:`open_data`; ``docs/persistence.md`` explains how chips are never lost
or counted twice.
"""

from game.persist.autosave import Table
from game.persist.json_files import Notice, Refused
from game.persist.paths import data_dir
from game.persist.persistence import Persistence, open_data
from game.persist.profiles import DEFAULT_CHIPS, BestHand, GameStats, Profile, Refill
from game.persist.settings import (
    ANIMATION_SPEEDS,
    BET_CLOCKS,
    CARD_BACKS,
    INSTANT,
    NEXT_ROUND_CLOCKS,
    TURN_CLOCKS,
    Settings,
)

__all__ = [
    "ANIMATION_SPEEDS",
    "BET_CLOCKS",
    "CARD_BACKS",
    "DEFAULT_CHIPS",
    "INSTANT",
    "NEXT_ROUND_CLOCKS",
    "TURN_CLOCKS",
    "BestHand",
    "GameStats",
    "Notice",
    "Persistence",
    "Profile",
    "Refill",
    "Refused",
    "Settings",
    "Table",
    "data_dir",
    "open_data",
]
