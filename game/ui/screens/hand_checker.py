"""The hand checker's state, without any drawing: the deck as a grid, the cards (or pieces)
picked, and the engine's verdict — ``variant.describe_hand`` on the picked hand written in
notation, the very call ``python -m game hand`` makes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.catalog import VARIANTS
from game.engine.cards import Card, Suit, parse_card
from game.engine.deck import ba_cay_deck, french_deck, tam_cuc_deck
from game.engine.errors import NotationError
from game.engine.pieces import COPIES, Piece
from game.i18n import has, language, t
from game.ui.screens.hand_art import PIECE_GAMES

Item = Card | Piece
# How many cards (pieces) a hand of each game holds: a hand outside this is not evaluated.
HAND_SIZES: dict[str, tuple[int, int]] = {"ba-cay": (3, 3), "bai-cao": (3, 3), "xi-dach": (2, 5), "tam-cuc": (1, 5)}
DECKS: dict[str, Callable[[], list[Card]]] = {"ba-cay": ba_cay_deck}  # the others: the 52 cards


def deck_grid(game: str) -> list[list[Item]]:
    """The game's deck as rows: a suit per row (♦ ♥ ♣ ♠, ace up), or a colour per row of pieces
    (Tướng down to Tốt), each kind once."""
    if game in PIECE_GAMES:
        kinds = set(tam_cuc_deck())
        return [sorted((p for p in kinds if p.red == red), key=lambda p: p.rank, reverse=True) for red in (True, False)]
    deck = DECKS.get(game, french_deck)()
    return [sorted((c for c in deck if c.suit == suit), key=lambda c: c.rank) for suit in sorted(Suit, reverse=True)]


def copies(item: Item) -> int:
    return COPIES[item.rank] if isinstance(item, Piece) else 1


def item_name(item: Item) -> str:
    if isinstance(item, Piece):
        return item.en_name if language() == "en" else item.vi_name
    return item.unicode()


class HandChecker:
    def __init__(self, game: str) -> None:
        self.game = game
        self.grid = deck_grid(game)
        self.picked: list[Item] = []
        self.low, self.high = HAND_SIZES[game]

    def pick(self, item: Item) -> str | None:
        """Add ``item`` (a picked card is dropped again); the reason if it cannot be added."""
        if isinstance(item, Card) and item in self.picked:
            self.picked.remove(item)
            return None
        if len(self.picked) >= self.high:
            return t("rules.check.full", n=self.high)
        if self.picked.count(item) >= copies(item):
            return t("rules.check.no_copy", n=copies(item), name=item_name(item))
        self.picked.append(item)
        return None

    def drop(self, index: int) -> None:
        del self.picked[index]

    def clear(self) -> None:
        self.picked.clear()

    def text(self) -> str:
        """The picked hand in the notation of RULES.md §0."""
        return " ".join(str(i) for i in self.picked)

    def result(self) -> dict[str, Any] | None:
        """``describe_hand`` of the picked hand, or None while it is not a whole hand."""
        if not self.low <= len(self.picked) <= self.high:
            return None
        try:
            return VARIANTS[self.game].describe_hand(self.text())
        except (NotationError, ValueError):
            return None

    def prompt(self) -> str:
        """What to do next, while there is no result."""
        if not self.picked:
            if self.low == self.high:
                return t("rules.check.pick", n=self.low)
            return t("rules.check.pick_range", low=self.low, high=self.high)
        return t("rules.check.more", n=self.low - len(self.picked))


def details(result: dict[str, Any]) -> list[str]:
    """The facts of ``describe_hand``'s answer that a player reads, one line each."""
    lines = []
    if "points" in result:
        lines.append(t("rules.check.points", n=result["points"]))
    if "total" in result:
        lines.append(t("rules.check.total", n=result["total"]))
    if result.get("top"):
        lines.append(t("rules.check.top", card=parse_card(str(result["top"])).unicode()))
    special = f"rules.check.special.{result.get('special')}"
    if result.get("special") and has(special):
        lines.append(t(special))
    if "category" in result:
        lines.append(t("rules.check.category", name=t(f"rules.check.category.{result['category']}")))
    if "group" in result:
        group = result["group"]
        lines.append(t("rules.check.no_group") if group is None else
                     t("rules.check.group", name=t(f"rules.check.group.{group}")))
    kind = f"tc.ket.{result.get('ket')}"
    if result.get("ket") and has(kind):
        lines.append(t("rules.check.ket", kind=t(kind)))
    lines.append(t("rules.check.notation", cards=result["cards"]))
    return lines

