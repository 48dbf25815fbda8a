"""Hands drawn with the real card and piece sprites (the rules help and the hand checker),
and what the engine calls them in the player's language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.cards import Card, parse_cards
from game.engine.pieces import Piece, parse_pieces
from game.i18n import language
from game.ui import assets

PIECE_GAMES = frozenset({"tam-cuc"})  # the games played with Tam Cúc pieces, not French cards
CARD_STEP = 0.62  # of a card's width: neighbours overlap but every corner index shows
PIECE_STEP = 1.08


def parse_hand(game: str, text: str) -> tuple[Card, ...] | tuple[Piece, ...]:
    return parse_pieces(text) if game in PIECE_GAMES else parse_cards(text)


def item_size(game: str, width: int) -> tuple[int, int]:
    return assets.piece_size(width) if game in PIECE_GAMES else assets.card_size(width)


def face(item: Card | Piece, width: int, four_colour: bool) -> pygame.Surface:
    if isinstance(item, Piece):
        return assets.piece_face(item, width)
    return assets.card_face(item, width, four_colour)


def hand_width(game: str, count: int, width: int) -> int:
    step = PIECE_STEP if game in PIECE_GAMES else CARD_STEP
    return width + round(step * width) * max(0, count - 1)


def draw_hand(surface: pygame.Surface, game: str, items: Sequence[Card | Piece], pos: tuple[int, int], width: int,
              four_colour: bool) -> pygame.Rect:
    """Draw ``items`` left to right from ``pos`` (top-left); returns the area covered."""
    step = round((PIECE_STEP if game in PIECE_GAMES else CARD_STEP) * width)
    x, y = pos
    for i, item in enumerate(items):
        surface.blit(face(item, width, four_colour), (x + i * step, y))
    return pygame.Rect(x, y, hand_width(game, len(items), width), item_size(game, width)[1])


def hand_name(result: dict[str, Any]) -> str:
    """The name ``describe_hand`` gives, in English when it offers one and English is chosen."""
    if language() == "en" and "name_en" in result:
        return str(result["name_en"])
    return str(result["name"])
