"""The codec of one game's actions, events and views on the network.

Everything goes through :mod:`game.engine.codec` — the codec of the saves — so an action
travels exactly as a save writes it, and an event or a view as the same tagged objects
(``{"type": "CardDealt", "seat": 2, "card": null, "face_up": false}``).  Decoding is
driven by the classes' type hints and accepts only this game's types: the actions its
round takes, the events of the engine and of its own rules package, and its view type.
Whatever does not fit raises ``ValueError``; nothing is half-decoded.
"""

from __future__ import annotations

import sys
import typing
from collections.abc import Sequence
from functools import cache
from typing import Any

from game.engine.codec import decode_action, encode_action
from game.engine.events import Event
from game.engine.protocol import Action
from game.engine.variant import Variant


def encode(value: Any) -> dict[str, Any]:
    """An action, event or view as a JSON object (its class's name under ``"type"``)."""
    return encode_action(value)


def _subclasses(cls: type[Event]) -> list[type[Event]]:
    """Every subclass of ``cls`` that its module names (``dataclass(slots=True)`` leaves the
    class it replaced among the subclasses until it is collected)."""
    out: list[type[Event]] = []
    for sub in cls.__subclasses__():
        if getattr(sys.modules[sub.__module__], sub.__qualname__, None) is sub:
            out.append(sub)
        out += _subclasses(sub)
    return out


def _package(module: str) -> str:
    """The rules package a round module belongs to (``game.variants.tam_cuc``)."""
    package = sys.modules[module].__package__ or ""
    return package if package.startswith("game.variants.") else module


@cache
def _events_of(round_type: type) -> dict[str, type[Event]]:
    """The events a round of this type may send: the engine's and its own package's."""
    package = _package(round_type.__module__)
    out: dict[str, type[Event]] = {}
    cls: type[Event]
    for cls in _subclasses(Event):
        module = cls.__module__
        ours = module == Event.__module__ or module == package or module.startswith(package + ".")
        if ours and out.setdefault(cls.__name__, cls) is not cls:
            raise TypeError(f"two events are called {cls.__name__}: the network could not tell them apart")
    return out


class Wire:
    """Encodes and decodes one game's actions, events and views (see the module docstring)."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        round_type = variant.round_type
        self.action_types: tuple[type[Action], ...] = round_type.action_types
        self.view_type: type = typing.get_type_hints(round_type.view)["return"]
        self.event_types = _events_of(round_type)

    def action(self, data: Any) -> Action:
        action: Action = decode_action(data, self.action_types)
        return action

    def actions(self, data: Sequence[Any]) -> tuple[Action, ...]:
        return tuple(self.action(a) for a in data)

    def event(self, data: Any) -> Event:
        event: Event = decode_action(data, self.event_types.values())
        return event

    def events(self, data: Sequence[Any]) -> list[Event]:
        return [self.event(e) for e in data]

    def view(self, data: Any) -> Any:
        return decode_action(data, (self.view_type,))
