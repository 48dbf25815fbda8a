"""What players read for a game or an action: the translation catalogue's string, or — for a
game the catalogue does not know yet — the rules' own name.

Keys: ``game.<key>`` (the title), ``game.<key>.blurb`` (one line on the menu tile) and
``action.<key>.<ActionClass>`` (a button of the generic actions panel, formatted with the
action's fields).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.engine.protocol import Action
from game.i18n import has, t

if TYPE_CHECKING:
    from game.catalog import Game


def game_title(game: Game) -> str:
    key = f"game.{game.key}"
    return t(key) if has(key) else game.variant.title


def game_blurb(game: Game) -> str:
    key = f"game.{game.key}.blurb"
    return t(key) if has(key) else ""


def action_label(game_key: str, action: Action) -> str:
    """``action`` of the game ``game_key`` as a button reads: its catalogue string, else its
    name and fields ("Bet 10")."""
    fields = {f.name: getattr(action, f.name) for f in dataclasses.fields(action)}
    key = f"action.{game_key}.{type(action).__name__}"
    if has(key):
        return t(key, **fields)
    return " ".join([type(action).__name__, *map(_text, fields.values())])


def _text(value: object) -> str:
    """A field as notation: cards and pieces as RULES.md writes them, a group space-separated."""
    if isinstance(value, (tuple, list)):
        return " ".join(map(_text, value))
    return str(value)
