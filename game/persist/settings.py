"""The player's settings: validated, remembered in ``settings.json``, applied through callbacks."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from game.i18n import LANGUAGES
from game.persist.fields import want_bool, want_int, want_list, want_object, want_str
from game.persist.json_files import BadFile, JsonFile, Notice
from game.persist.profiles import DEFAULT_CHIPS, want_id

SETTINGS_VERSION: Final = 1
INSTANT: Final = 0.0  # the "instant" animation speed: no animation at all
ANIMATION_SPEEDS: Final = (0.5, 1.0, 2.0, INSTANT)
CARD_BACKS: Final = ("red", "blue", "green")
WINDOW_MIN: Final = 320
WINDOW_MAX: Final = 16384


@dataclass(frozen=True)
class Settings:
    """Every setting with its default.  ``anim_speed`` is a factor; 0 means instant.

    ``last_profile`` is the id of the profile that played last (the menu's default player).
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


def _speed(value: Any) -> float:
    if type(value) not in (int, float) or value not in ANIMATION_SPEEDS:
        raise BadFile(f"anim_speed must be one of {ANIMATION_SPEEDS}, not {value!r}")
    return float(value)


def _window(value: Any) -> tuple[int, int]:
    pair = want_list(value, "window_size")
    if len(pair) != 2:
        raise BadFile(f"window_size must be [width, height], not {value!r}")
    return (
        want_int(pair[0], "window width", WINDOW_MIN, WINDOW_MAX),
        want_int(pair[1], "window height", WINDOW_MIN, WINDOW_MAX),
    )


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
    "window_size": _window,
    "refill_amount": lambda value: want_int(value, "refill_amount", 1, 1_000_000_000),
    "last_profile": lambda value: None if value is None else want_id(value, "last_profile"),
}


class SettingsStore:
    """The current settings, their file, and who wants to hear about changes."""

    def __init__(self, root: Path) -> None:
        self.file = JsonFile(root / "settings.json", "settings", SETTINGS_VERSION)
        self.current = Settings()
        self.on_change: list[Callable[[Settings], None]] = []

    def load(self) -> Notice | None:
        loaded, notice = self.file.load(Settings.from_dict)
        self.current = loaded or Settings()
        return notice

    def update(self, **changes: Any) -> Notice | None:
        """Apply ``changes`` now (callbacks run), then save; ``ValueError`` for a bad value.

        Values are checked as strictly as a loaded file, except that a window size may be
        any pair (tuple or list).
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
        return self.file.write(new.to_dict())
