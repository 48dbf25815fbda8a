"""The player's settings: validated, remembered in ``settings.json``, applied through callbacks."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from game.engine.fields import want_bool, want_int, want_list, want_object, want_str
from game.i18n import LANGUAGES
from game.persist.json_files import BadFile, JsonFile, Notice
from game.persist.profiles import DEFAULT_CHIPS, NAME_MAX, want_id

# 2: the last game played and each game's last table set-up; 3: the turn clock; 4: the betting
# countdown, the countdown to the next round, large text
SETTINGS_VERSION: Final = 5
INSTANT: Final = 0.0  # the "instant" animation speed: no animation at all
ANIMATION_SPEEDS: Final = (0.5, 1.0, 2.0, INSTANT)
CARD_BACKS: Final = ("red", "blue", "green")
TURN_CLOCKS: Final = (0, 30, 60, 90)  # seconds; 0: no turn clock
BET_CLOCKS: Final = (0, 10, 20)  # seconds the bets are given, a ring on each portrait; 0: no ring
NEXT_ROUND_CLOCKS: Final = (0, 5, 10)  # seconds before the next round deals itself; 0: the player starts it
WINDOW_MIN: Final = (960, 540)  # the smallest window every screen is laid out for (the app holds it)
WINDOW_MAX: Final = 16384
WINDOW_ABSURD: Final = 100_000  # a side beyond this was never saved (--window once took 99999): a damaged file


@dataclass(frozen=True)
class Settings:
    """Every setting with its default.  ``anim_speed`` is a factor; 0 means instant.

    ``last_profile`` is the id of the profile that played last (the menu's default player),
    ``last_game`` the key of the game played last ("Chơi mới" opens on it), and
    ``table_setups`` each game's last table set-up, as the setup screen saved it
    (:func:`check_setup` says what one holds; the screen ignores what no longer applies).
    """

    language: str = "vi"
    master_volume: int = 70
    effects_volume: int = 70
    muted: bool = False
    anim_speed: float = 1.0
    fullscreen: bool = False
    four_colour: bool = False
    card_back: str = "red"
    show_hints: bool = True
    window_size: tuple[int, int] = (1280, 720)
    refill_amount: int = DEFAULT_CHIPS
    last_profile: str | None = None
    last_game: str | None = None
    table_setups: dict[str, dict[str, Any]] = field(default_factory=dict, hash=False)
    turn_clock: int = 0  # seconds a hot-seat player is given to decide before the clock says so (0: off)
    bet_clock: int = 20  # seconds the seats are given to bet, counted down on each portrait (0: off)
    next_round_clock: int = 0  # seconds after a result before the next round starts by itself (0: off)
    large_text: bool = False  # every text a quarter larger (theme.LARGE_TEXT), for older eyes
    reactions: bool = True  # a family table's quick reactions shown and offered (game.ui.table.net_marks)

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["window_size"] = list(self.window_size)
        return d

    @classmethod
    def from_dict(cls, body: dict[str, Any]) -> Settings:
        want_object(body, "settings", _CHECKS)
        return cls(**{name: check(body[name]) for name, check in _CHECKS.items()})


def _one_of(choices: tuple[str, ...], what: str) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if want_str(value, what) not in choices:
            raise BadFile(f"{what} must be one of {choices}, not {value!r}")
        return str(value)

    return check


def _one_of_ints(value: Any, choices: tuple[int, ...], what: str) -> int:
    if type(value) is not int or value not in choices:
        raise BadFile(f"{what} must be one of {choices}, not {value!r}")
    return value


def _speed(value: Any) -> float:
    if type(value) not in (int, float) or value not in ANIMATION_SPEEDS:
        raise BadFile(f"anim_speed must be one of {ANIMATION_SPEEDS}, not {value!r}")
    return float(value)


def _window(value: Any) -> tuple[int, int]:
    """A window size, brought within [:data:`WINDOW_MIN`, :data:`WINDOW_MAX`]: a size saved by an
    older version (which allowed smaller windows, or any size) is not a damaged file."""
    pair = want_list(value, "window_size")
    if len(pair) != 2:
        raise BadFile(f"window_size must be [width, height], not {value!r}")
    sides = [want_int(side, what, 1, WINDOW_ABSURD) for side, what in zip(pair, ("window width", "window height"))]
    w, h = (min(max(side, least), WINDOW_MAX) for side, least in zip(sides, WINDOW_MIN))
    return w, h


_GAME_KEY = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
_WORD = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")  # a mode, a level, a rule's key
SETUP_KEYS: Final = ("mode", "seats", "stake", "min_bet", "max_bet", "banker", "options")
MAX_SEATS: Final = 32
MAX_AMOUNT: Final = 10**9


def _game_key(value: Any) -> str | None:
    if value is None:
        return None
    if not _GAME_KEY.fullmatch(want_str(value, "game")):
        raise BadFile(f"not a game key: {value!r}")
    return str(value)


def _word(value: Any, what: str) -> str:
    if not _WORD.fullmatch(want_str(value, what)):
        raise BadFile(f"{what} is not a key: {value!r}")
    return str(value)


def check_setup(value: Any) -> dict[str, Any]:
    """One game's remembered table set-up: ``mode``, ``seats`` (``[{"name", "level"}]``),
    ``stake``, ``min_bet``, ``max_bet``, ``banker`` (a seat) and ``options`` (rule key →
    true/false, a number or a word).  Only the shape is checked here: whether a mode or a
    rule still exists is the game's business when the set-up is used."""
    d = want_object(value, "table set-up", SETUP_KEYS)
    seats = want_list(d["seats"], "seats")
    if not 1 <= len(seats) <= MAX_SEATS:
        raise BadFile(f"a table has 1 to {MAX_SEATS} seats, not {len(seats)}")
    for seat in seats:
        want_object(seat, "seat", ("name", "level"))
        if len(want_str(seat["name"], "seat name")) > NAME_MAX:
            raise BadFile("a seat's name is too long")
        _word(seat["level"], "level")
    for name in ("stake", "min_bet", "max_bet"):
        want_int(d[name], name, 1, MAX_AMOUNT)
    want_int(d["banker"], "banker", 0, len(seats) - 1)
    if d["mode"] != "":  # a game of one mode has none
        _word(d["mode"], "mode")
    for key, option in want_object(d["options"], "options").items():
        _word(key, "rule")
        if type(option) not in (bool, int, str) or (type(option) is str and len(option) > 64):
            raise BadFile(f"rule {key} has a value no rule takes: {option!r}")
    copy: dict[str, Any] = json.loads(json.dumps(d))  # a caller's later changes never reach the settings
    return copy


def _setups(value: Any) -> dict[str, dict[str, Any]]:
    out = {}
    for key, setup in want_object(value, "table set-ups").items():
        out[_game_key(key) or ""] = check_setup(setup)
    return out


def _volume(what: str) -> Callable[[Any], int]:
    return lambda value: want_int(value, what, 0, 100)


def _flag(what: str) -> Callable[[Any], bool]:
    return lambda value: want_bool(value, what)


_CHECKS: Final[dict[str, Callable[[Any], Any]]] = {
    "language": _one_of(LANGUAGES, "language"),
    "master_volume": _volume("master_volume"),
    "effects_volume": _volume("effects_volume"),
    "muted": _flag("muted"),
    "anim_speed": _speed,
    "fullscreen": _flag("fullscreen"),
    "four_colour": _flag("four_colour"),
    "card_back": _one_of(CARD_BACKS, "card_back"),
    "show_hints": _flag("show_hints"),
    "turn_clock": lambda value: _one_of_ints(value, TURN_CLOCKS, "turn_clock"),
    "bet_clock": lambda value: _one_of_ints(value, BET_CLOCKS, "bet_clock"),
    "next_round_clock": lambda value: _one_of_ints(value, NEXT_ROUND_CLOCKS, "next_round_clock"),
    "large_text": _flag("large_text"),
    "reactions": _flag("reactions"),
    "window_size": _window,
    "refill_amount": lambda value: want_int(value, "refill_amount", 1, MAX_AMOUNT),
    "last_profile": lambda value: None if value is None else want_id(value, "last_profile"),
    "last_game": _game_key,
    "table_setups": _setups,
}
ADDED_IN: Final[dict[int, dict[str, Any]]] = {
    2: {"last_game": None, "table_setups": {}},
    3: {"turn_clock": 0},
    4: {"bet_clock": Settings.bet_clock, "next_round_clock": 0, "large_text": False},
    5: {"reactions": True},
}


def upgrade(version: int, body: dict[str, Any]) -> dict[str, Any]:
    """An older settings file as the current version: the fields it could not have, at their
    defaults."""
    added = {k: v for since, fields in ADDED_IN.items() if since > version for k, v in fields.items()}
    want_object(body, "settings", set(_CHECKS) - set(added))
    return {**body, **added}


class SettingsStore:
    """The current settings, their file, and who wants to hear about changes."""

    def __init__(self, root: Path) -> None:
        self.file = JsonFile(root / "settings.json", "settings", SETTINGS_VERSION, upgrade)
        self.current = Settings()
        self.on_change: list[Callable[[Settings], None]] = []

    def load(self) -> Notice | None:
        loaded, notice = self.file.load(Settings.from_dict)
        self.current = loaded or Settings()
        return notice

    def peek(self) -> Settings | None:
        """The settings the file holds, touching nothing (``None``: no usable file) — for a copy
        of the game that may not write here."""
        try:
            return self.file.read(Settings.from_dict)
        except (OSError, ValueError, TypeError, KeyError, RecursionError):
            return None

    def update(self, **changes: Any) -> Notice | None:
        """Apply ``changes`` now (callbacks run), then save; ``ValueError`` for a bad value.

        Values are checked as strictly as a loaded file, except that a window size may be
        any pair (tuple or list); it is brought within the window limits like a loaded one.
        """
        if isinstance(changes.get("window_size"), tuple):
            changes["window_size"] = list(changes["window_size"])
        try:
            checked = {name: _CHECKS[name](value) for name, value in changes.items()}
        except KeyError as exc:
            raise ValueError(f"unknown setting {exc.args[0]!r}") from None
        new = dataclasses.replace(self.current, **checked)
        if new == self.current:
            return None
        self.current = new
        for callback in list(self.on_change):
            callback(new)
        return self.save()

    def save(self) -> Notice | None:
        return self.file.write(self.current.to_dict())
