"""Hands drawn with the real card and piece sprites (the rules help and the hand checker),
and what the engine calls them in the player's language.

``key`` is a game's key: its record says whether it is played with cards or pieces.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.catalog import game
from game.engine.cards import Card, parse_cards
from game.engine.pieces import Piece, parse_pieces
from game.i18n import language
from game.ui import assets

CARD_STEP = 0.62  # of a card's width: neighbours overlap but every corner index shows
PIECE_STEP = 1.08


def parse_hand(key: str, text: str) -> tuple[Card, ...] | tuple[Piece, ...]:
    return parse_pieces(text) if game(key).pieces else parse_cards(text)


def item_size(key: str, width: int) -> tuple[int, int]:
    return assets.piece_size(width) if game(key).pieces else assets.card_size(width)


def face(item: Card | Piece, width: int, four_colour: bool) -> pygame.Surface:
    if isinstance(item, Piece):
        return assets.piece_face(item, width)
    return assets.card_face(item, width, four_colour)


def _step(key: str) -> float:
    return PIECE_STEP if game(key).pieces else CARD_STEP


def hand_width(key: str, count: int, width: int) -> int:
    return width + round(_step(key) * width) * max(0, count - 1)


def draw_hand(surface: pygame.Surface, key: str, items: Sequence[Card | Piece], pos: tuple[int, int], width: int,
              four_colour: bool) -> pygame.Rect:
    """Draw ``items`` left to right from ``pos`` (top-left); returns the area covered."""
    step = round(_step(key) * width)
    x, y = pos
    for i, item in enumerate(items):
        surface.blit(face(item, width, four_colour), (x + i * step, y))
    return pygame.Rect(x, y, hand_width(key, len(items), width), item_size(key, width)[1])


def hand_name(result: dict[str, Any]) -> str:
    """The name ``describe_hand`` gives, in English when it offers one and English is chosen."""
    if language() == "en" and "name_en" in result:
        return str(result["name_en"])
    return str(result["name"])
