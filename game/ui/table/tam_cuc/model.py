"""What lies on the Tam Cúc mat right now: the pieces in each trick row, the trình làng, the
won piles, the discard, who is winning the trick, the bắt cái count, an đi đêm offer.

Hands are the base scene's ``hands``; everything else is here.  At rest
:meth:`MatModel.rebuild` makes the picture equal to a seat's view; in between, the
motions (:mod:`game.ui.table.tam_cuc.motion`) move sprites from one place to another.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine.pieces import Piece
from game.ui.table.sprites import CardSprite
from game.ui.table.tam_cuc.geometry import TamCucGeometry
from game.ui.table.tam_cuc.logic import sort_hand
from game.variants.tam_cuc.trick import TrickWatch, watch_of
from game.variants.tam_cuc.view import TamCucView


@dataclass
class MatModel:
    n: int
    trick: dict[int, list[CardSprite]] = field(default_factory=dict)
    shown: dict[int, list[CardSprite]] = field(default_factory=dict)
    flying: list[CardSprite] = field(default_factory=list)  # in transit to a pile, the discard or the deck
    offer: list[CardSprite] = field(default_factory=list)  # đi đêm: pieces handed over, face down, awaiting the answer
    offer_seats: tuple[int, int] | None = None  # (proposer, target) of that offer
    pile: list[int] = field(default_factory=list)  # pieces each seat has won
    cay: list[int] = field(default_factory=list)
    rac: int = 0
    watch: TrickWatch = field(default_factory=TrickWatch)
    chui: set[int] = field(default_factory=set)
    call: tuple[int, int] | None = None  # (leader, count called)
    trick_no: int = 0
    count_mark: tuple[int, str] | None = None  # bắt cái: (seat counted, name said)
    deck: int = 0  # pieces still in the deck while dealing

    def __post_init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.trick = {s: [] for s in range(self.n)}
        self.shown = {s: [] for s in range(self.n)}
        self.flying.clear()
        self.offer.clear()
        self.offer_seats = None
        self.pile = [0] * self.n
        self.cay = [0] * self.n
        self.rac = 0
        self.watch = TrickWatch()
        self.chui.clear()
        self.call = None
        self.trick_no = 0
        self.count_mark = None
        self.deck = 0

    def mark_best(self) -> None:
        """Light the pieces of the seat winning the trick so far."""
        for seat, row in self.trick.items():
            for sprite in row:
                sprite.highlight = seat == self.watch.seat and sprite.face_up >= 1.0

    def rebuild(self, view: TamCucView | None, geo: TamCucGeometry, hands: dict[int, list[CardSprite]],
                slot: Callable[[int, int, int], tuple[float, float]]) -> None:
        """The picture at rest equals ``view``: nothing private of another seat is drawn.

        ``slot(seat, index, count)`` places the hands' pieces (the scene's fan).
        """
        self.clear()
        for hand in hands.values():
            hand.clear()
        if view is None:
            return
        self.pile = list(view.won_pile)
        self.cay = list(view.cay)
        self.rac = sum(view.discards)
        self.trick_no = view.trick_no
        offer = view.di_dem_offer
        for s in range(self.n):
            spot = geo.seat(s)
            own = s == view.seat
            tiles: list[Piece | None] = list(sort_hand(view.hand)) if own else [None] * view.hand_sizes[s]
            if offer is not None and s == offer.proposer:  # the offered pieces lie before the target
                for p in (offer.given if own and offer.given else [None] * offer.count):
                    tiles.remove(p)
            hand = hands[s]
            hand.extend(CardSprite(tile, (0.0, 0.0), spot.hand_w, face_up=1.0 if tile is not None else 0.0)
                        for tile in tiles)
            for i, sprite in enumerate(hand):
                sprite.pos = slot(s, i, len(hand))
            self.shown[s] = [CardSprite(p, spot.shown_slot(i, len(view.trinh_lang[s]), geo.sizes), geo.sizes.shown,
                                        face_up=1.0) for i, p in enumerate(view.trinh_lang[s])]
        if offer is not None:
            spot = geo.seat(offer.target)
            given: list[Piece | None] = list(offer.given or [None] * offer.count)
            self.offer_seats = (offer.proposer, offer.target)
            self.offer = [CardSprite(p, spot.trick_slot(i, len(given), geo.sizes), geo.sizes.trick, face_up=0.0,
                                     dim=p is not None) for i, p in enumerate(given)]
        if view.phase in ("commit", "reveal"):
            self._rebuild_trick(view, geo)

    def _rebuild_trick(self, view: TamCucView, geo: TamCucGeometry) -> None:
        self.call = (view.leader, view.count)
        self.watch = watch_of(view)
        for s in range(self.n):
            if view.chui[s]:
                self.chui.add(s)
                continue
            count = view.committed[s]
            shown = view.revealed[s]
            own = s == view.seat and not shown
            tiles: list[Piece | None] = list(shown or (view.my_commit if own else [None] * count))
            spot = geo.seat(s)
            row = self.trick[s]
            for i, tile in enumerate(tiles):
                sprite = CardSprite(tile, spot.trick_slot(i, len(tiles), geo.sizes), geo.sizes.trick,
                                    face_up=1.0 if shown else 0.0, dim=own)
                row.append(sprite)
        self.mark_best()
