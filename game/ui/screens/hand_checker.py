"""The hand checker's state, without any drawing: the deck as a grid, the cards (or pieces)
picked, and the engine's verdict — ``variant.describe_hand`` on the picked hand written in
notation, the very call ``python -m game hand`` makes.  Which deck and how many cards a hand
holds are the game's record's word (:attr:`~game.catalog.Game.deck`, ``.checker``).
"""

from __future__ import annotations

from typing import Any

from game.catalog import game
from game.engine.cards import Card, Suit, parse_card
from game.engine.errors import NotationError
from game.engine.pieces import COPIES, Piece
from game.i18n import has, t

Item = Card | Piece


def deck_grid(key: str) -> list[list[Item]]:
    """The game's deck as rows: a suit per row (♦ ♥ ♣ ♠, ace up), or a colour per row of pieces
    (Tướng down to Tốt), each kind once."""
    deck = set(game(key).deck())
    pieces = [i for i in deck if isinstance(i, Piece)]
    cards = [i for i in deck if isinstance(i, Card)]
    rows: list[list[Item]] = []
    for red in (True, False):
        rows.append(sorted((p for p in pieces if p.red == red), key=lambda p: p.rank, reverse=True))
    for suit in sorted(Suit, reverse=True):
        rows.append(sorted((c for c in cards if c.suit == suit), key=lambda c: c.rank))
    return [row for row in rows if row]


def copies(item: Item) -> int:
    return COPIES[item.rank] if isinstance(item, Piece) else 1


def item_name(item: Item) -> str:
    """A card as the table writes it ("A♦"), a piece by its name ("Tượng hồng", "red Elephant")."""
    return t(f"tc.piece.{item}") if isinstance(item, Piece) else item.unicode()


class HandChecker:
    def __init__(self, key: str) -> None:
        self.game = key
        self.grid = deck_grid(key)
        self.picked: list[Item] = []
        self.low, self.high = game(key).checker

    def words(self, key: str, **params: Any) -> str:
        """The message ``key`` as this game says it: Tam Cúc's pieces are "quân", never "lá"
        (``<key>.pieces``)."""
        return t(f"{key}.pieces" if game(self.game).pieces else key, **params)

    def keys_hint(self) -> str:
        return self.words("rules.check.keys")

    def empty(self) -> str:
        return self.words("rules.check.empty")

    def pick(self, item: Item) -> str | None:
        """Add ``item`` (a picked card is dropped again); the reason if it cannot be added."""
        if isinstance(item, Card) and item in self.picked:
            self.picked.remove(item)
            return None
        if len(self.picked) >= self.high:
            return self.words("rules.check.full", n=self.high)
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
            return game(self.game).variant.describe_hand(self.text())
        except (NotationError, ValueError):
            return None

    def prompt(self) -> str:
        """What to do next, while there is no result."""
        if not self.picked:
            if self.low == self.high:
                return self.words("rules.check.pick", n=self.low)
            return self.words("rules.check.pick_range", low=self.low, high=self.high)
        return self.words("rules.check.more", n=self.low - len(self.picked))


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
    return lines

