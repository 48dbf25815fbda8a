"""The Tam Cúc mat's picture: the sprites lying on it beyond the hands — the pieces in each
trick row, the trình làng rows, the pieces in transit, an đi đêm offer — and what the motion
shows while it plays (the deck being dealt, the bắt cái count).

The facts (piles, cây, the discard, who is winning the trick, the scores) are the shown
table's (:class:`game.shown.tam_cuc.TamCucTable`); at rest :meth:`MatPicture.rebuild` places
every sprite from it, and in between the motions (:mod:`~game.ui.table.tam_cuc.motion`)
move sprites from one place to another.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine.pieces import Piece
from game.shown.tam_cuc import TamCucTable
from game.ui.table.sprites import CardSprite
from game.ui.table.tam_cuc.geometry import TamCucGeometry
from game.ui.table.tam_cuc.logic import sort_hand


@dataclass
class MatPicture:
    n: int
    trick: dict[int, list[CardSprite]] = field(default_factory=dict)
    shown: dict[int, list[CardSprite]] = field(default_factory=dict)
    flying: list[CardSprite] = field(default_factory=list)  # in transit to a pile, the discard or the deck
    offer: list[CardSprite] = field(default_factory=list)  # đi đêm: pieces handed over, face down, awaiting the answer
    count_mark: tuple[int, str] | None = None  # bắt cái: (seat counted, name said)
    deck: int = 0  # pieces still in the deck while the deal is shown
    dealing: bool = False

    def __post_init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.trick = {s: [] for s in range(self.n)}
        self.shown = {s: [] for s in range(self.n)}
        self.flying.clear()
        self.offer.clear()
        self.count_mark = None
        self.deck = 0
        self.dealing = False

    def mark_best(self, winning: int | None) -> None:
        """Light the pieces of the seat winning the trick so far."""
        for seat, row in self.trick.items():
            for sprite in row:
                sprite.highlight = seat == winning and sprite.face_up >= 1.0

    def rebuild(self, table: TamCucTable, geo: TamCucGeometry, hands: dict[int, list[CardSprite]],
                slot: Callable[[int, int, int], tuple[float, float]]) -> None:
        """The picture at rest equals ``table``: nothing private of another seat is drawn.

        ``slot(seat, index, count)`` places the hands' pieces (the scene's fan).
        """
        self.clear()
        for hand in hands.values():
            hand.clear()
        self.deck = table.deck
        self.dealing = table.dealing
        for s, seat in enumerate(table.seats):
            spot = geo.seat(s)
            known = [c.tile for c in seat.cards if isinstance(c.tile, Piece)]
            order: list[Piece | None] = list(sort_hand(known)) if len(known) == len(seat.cards) \
                else [None] * len(seat.cards)
            hand = hands[s]
            hand.extend(CardSprite(tile, (0.0, 0.0), spot.hand_w, face_up=1.0 if tile is not None else 0.0)
                        for tile in order)
            for i, sprite in enumerate(hand):
                sprite.pos = slot(s, i, len(hand))
            laid = table.laid.get(s, [])
            self.shown[s] = [CardSprite(p, spot.shown_slot(i, len(laid), geo.sizes), geo.sizes.shown, face_up=1.0)
                             for i, p in enumerate(laid)]
            row = table.trick.get(s, [])
            self.trick[s] = [CardSprite(c.tile, spot.trick_slot(i, len(row), geo.sizes), geo.sizes.trick,
                                        face_up=1.0 if c.face_up else 0.0, dim=not c.face_up and c.tile is not None)
                             for i, c in enumerate(row)]
        offer = table.offer
        if offer is not None:
            spot = geo.seat(offer.target)
            given: list[Piece | None] = list(offer.pieces or [None] * offer.count)
            self.offer = [CardSprite(p, spot.trick_slot(i, len(given), geo.sizes), geo.sizes.trick, face_up=0.0,
                                     dim=p is not None) for i, p in enumerate(given)]
        self.mark_best(table.watch.seat)
