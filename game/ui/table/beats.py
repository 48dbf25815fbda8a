"""The motion of the events every table shares: the shuffle, a card dealt, cards turned up,
chips flying (a bet to its spot, a payment in an arc, bets back to their plates), a moment
announced or celebrated, a big win's pile.

Each method schedules one event's beat on the stage's animator (:mod:`game.ui.table.director`
applies the event to the shown table when the beat has played).  Positions are asked of the
stage at every step, so a table laid out anew mid-motion (a window resized, the log opened)
carries its flying cards and chips to where they now belong.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Final

import pygame

from game.engine.events import (
    Announced,
    BetPlaced,
    CardDealt,
    CardsRevealed,
    ChipsMoved,
    Event,
    RoundSettled,
    Shuffled,
    Tile,
)
from game.shown.story import CELEBRATED, announcement
from game.ui.anim import EASE_IN_OUT, EASE_OUT, LINEAR, lerp2
from game.ui.celebrate import arc_point, is_big_win
from game.ui.table.floats import floats_of
from game.ui.table.sprites import CardSprite, ChipFlight
from game.ui.table.stage import Stage

DEAL_GAP, DEAL_FLIGHT = 0.12, 0.25
DEAL_ROUND = 0.4  # at most this long for one card to every seat: a 12-seat deal flows as fast as a 3-seat one
FLIP = 0.2
REVEAL_GAP = 0.04  # the hands turned up at the showdown follow each other this closely: all at once, in a ripple
CHIPS, CHIPS_GAP = 0.35, 0.05  # payments flow together, a chip stack after another
BET_GAP = 0.05
SHUFFLE = 0.45
BANNER_HOLD = 0.9
Point = tuple[float, float]
# The moments worth a celebration (game.shown.story.CELEBRATED) and the show each gets
# (game.ui.celebrate.KINDS): the same name, but for 10 át cụ's.
CHEERS: Final = {kind: {"at-cu": "muoi_at_cu"}.get(kind, kind.replace("-", "_")) for kind in CELEBRATED}


class TableBeats:
    """The shared beats (see the module docstring); a table family adds its own.
    ``own_cards_open``: the viewer's cards turn face up when dealt (else they open by nặn bài)."""

    big_win_piles = True  # a big win heaps its chips on the winner's betting spot (a table without any: none)

    def __init__(self, stage: Stage, *, own_cards_open: bool = True) -> None:
        self.stage = stage
        self.own_cards_open = own_cards_open

    def beat(self, event: Event) -> None:
        back = self.stage.bets_returned(event)
        if back:
            self.bets_back(back)
        if isinstance(event, Shuffled):
            self.shuffle()
        elif isinstance(event, CardDealt):
            self.deal(event.seat, event.card, event.face_up)
        elif isinstance(event, CardsRevealed):
            self.reveal(event.seat, event.cards)
        elif isinstance(event, ChipsMoved):
            self.chips(event)
        elif isinstance(event, BetPlaced):
            self.bet(event)
        elif isinstance(event, Announced):
            self.announce(event)
        elif isinstance(event, RoundSettled):
            self.settled(event)

    def applied(self, event: Event) -> None:
        """After ``event`` reached the shown table: nothing to follow by default."""

    def reset(self) -> None:
        """The table was shown anew at once: nothing queued any more."""

    def flows_through(self, event: Event) -> bool:
        """Every shared event is a beat of its own (a family may let a quiet one pass)."""
        return False

    def rest(self) -> None:
        """Place the picture anew from the shown table (at rest: the screen equals what was
        shown): the hands as the shown table holds them — faces the viewer was shown, the
        viewer's own cards as far as they have opened them, the winners' hands aglow."""
        stage, places = self.stage, self.stage.places
        shown = stage.shown
        for s, seat in enumerate(shown.seats):
            hand = stage.picture.hands[s]
            hand.clear()
            width = places.card_width(s)
            for i, card in enumerate(seat.cards):
                sprite = CardSprite(card.tile, places.slot(s, i, len(seat.cards)), width)
                sprite.face_up = 1.0 if card.seen else 0.0
                sprite.highlight = shown.over and (seat.delta or 0) > 0
                hand.append(sprite)

    def update(self, dt: float) -> bool:
        """Cards at rest slide to their places when their fan changes (a drawn card re-centres
        it, a new layout moves it); True while one moves."""
        speed = self.stage.animator.speed
        places = self.stage.places
        k = min(1.0, dt * 14 * speed) if speed > 0 else 1.0
        moved = False
        for seat, hand in self.stage.picture.hands.items():
            for i, sprite in enumerate(hand):
                if sprite.moving:
                    continue
                (tx, ty), (x, y) = places.slot(seat, i, len(hand)), sprite.pos
                if abs(tx - x) + abs(ty - y) > 0.5:
                    near = abs(tx - x) + abs(ty - y) < 2 or k >= 1.0
                    sprite.pos = (tx, ty) if near else (x + (tx - x) * k, y + (ty - y) * k)
                    moved = True
                if sprite.width != places.card_width(seat):
                    sprite.width = places.card_width(seat)
        return moved

    def relaid(self) -> bool:
        """The table was laid out anew: True if the picture must be placed again at once
        (its pieces rest at absolute places), False if it follows by itself."""
        return False

    # --- the beats ------------------------------------------------------------------------------
    def shuffle(self) -> None:
        stage = self.stage

        def step(p: float) -> None:
            stage.picture.shuffle_t = p if p < 1.0 else 0.0

        def begin() -> None:
            stage.picture.floats.clear()  # a new deal: the last round's changes stop rising
            stage.play_sound("shuffle")

        stage.animator.queue(SHUFFLE, step, gap=SHUFFLE, on_start=begin)

    def deal(self, seat: int, tile: Tile | None, face_up: bool) -> None:
        """One card flies from the deck to its place, and turns face up there if the table (or
        the viewer, at a table without nặn bài) may see it."""
        stage, places = self.stage, self.stage.places
        hand = stage.picture.hands[seat]
        sprite = CardSprite(tile, places.layout.deck, places.card_width(seat), face_up=0.0, alpha=0, moving=True)
        flips = tile is not None and (face_up or (seat == stage.viewer() and self.own_cards_open))
        total = DEAL_FLIGHT + (FLIP if flips else 0.0)
        flight = DEAL_FLIGHT / total

        def begin() -> None:
            hand.append(sprite)
            sprite.alpha = 255
            stage.play_sound("deal", 0.6)

        def step(p: float) -> None:
            if p < flight:
                target = places.slot(seat, hand.index(sprite) if sprite in hand else len(hand), len(hand))
                sprite.pos = lerp2(places.layout.deck, target, EASE_OUT(p / flight))
                return
            if sprite.moving:
                sprite.moving = False
                sprite.pos = places.slot(seat, hand.index(sprite) if sprite in hand else len(hand), len(hand))
                if flips:
                    stage.play_sound("flip", 0.7)
            if flips:
                sprite.face_up = EASE_IN_OUT(min(1.0, (p - flight) / (1.0 - flight)))

        gap = min(DEAL_GAP, DEAL_ROUND / max(1, len(stage.picture.hands)))
        stage.animator.queue(total, step, gap=gap, ease=LINEAR, on_start=begin)

    def reveal(self, seat: int, tiles: Sequence[Tile]) -> None:
        """A seat's cards turn face up for the table."""
        def pick() -> list[CardSprite]:
            hand = self.stage.picture.hands[seat]
            for sprite, tile in zip(hand, tiles):
                sprite.tile, sprite.peel = tile, 0.0
            return [sprite for sprite in hand[:len(tiles)] if sprite.face_up < 1.0]

        self.turn_up(pick, FLIP, gap=REVEAL_GAP)

    def turn_up(self, pick: Callable[[], list[CardSprite]], duration: float, *, volume: float = 1.0,
                gap: float | None = None, on_done: Callable[[], None] | None = None) -> None:
        """Cards turn face up together, with the flip's sound: those ``pick`` readies and
        returns when the motion starts (what lies where is known only then)."""
        stage = self.stage
        turning: list[CardSprite] = []

        def begin() -> None:
            turning[:] = pick()
            stage.play_sound("flip", volume)

        def step(p: float) -> None:
            for sprite in turning:
                sprite.face_up = p

        stage.animator.queue(duration, step, gap=gap, ease=EASE_IN_OUT, on_start=begin, on_done=on_done)

    def chips(self, e: ChipsMoved) -> None:
        """Chips fly in an arc from the payer (its betting spot, when they are its bet) to the
        payee's plate, the pot or the fee tray."""
        stage, places = self.stage, self.stage.places
        off = stage.off_spot(e)
        spot = places.spot(e.payer) if off and isinstance(e.payer, int) else None
        flight = ChipFlight(e.amount, spot or places.place(e.payer), round(34 * places.layout.scale), visible=False,
                            source=e.payer, dest=e.payee, off_spot=off)

        start = self._spot_of(e.payer) if spot is not None and isinstance(e.payer, int) else (
            lambda: places.place(e.payer))
        self._fly(flight, start, lambda: places.place(e.payee), CHIPS, CHIPS_GAP, "chip", 0.6)

    def bet(self, e: BetPlaced) -> None:
        """Chips slide from the seat's plate to its betting spot."""
        places = self.stage.places
        flight = ChipFlight(e.amount, places.place(e.seat), round(30 * places.layout.scale), visible=False,
                            source=e.seat)
        self._fly(flight, lambda: places.place(e.seat),
                  lambda: places.spot(e.seat) or places.layout.seat(e.seat).bet_spot, CHIPS, BET_GAP, "chip", 0.5,
                  arc=False)

    def bets_back(self, bets: Sequence[tuple[int, int]]) -> None:
        """What is left of these seats' bets (seat, amount) slides from their spots back to their
        plates, all together."""
        places = self.stage.places
        for seat, amount in bets:
            here = places.spot(seat)
            if here is None or amount <= 0:
                continue
            flight = ChipFlight(amount, here, round(30 * places.layout.scale), visible=False, source=seat,
                                dest=seat, off_spot=amount)
            self._fly(flight, self._spot_of(seat), self._plate_of(seat), CHIPS, 0.0, "chip", 0.4, arc=False)

    def _spot_of(self, seat: int) -> Callable[[], Point]:
        return lambda: self.stage.places.spot(seat) or self.stage.places.place(seat)

    def _plate_of(self, seat: int) -> Callable[[], Point]:
        return lambda: self.stage.places.place(seat)

    def _fly(self, flight: ChipFlight, start: Callable[[], Point], end: Callable[[], Point], duration: float,
             gap: float, sound: str, volume: float, *, arc: bool = True) -> None:
        """Queue ``flight`` from ``start()`` to ``end()`` (asked at every step: a new layout
        carries it along), in a visible arc unless ``arc`` is False."""
        stage, flights = self.stage, self.stage.picture.flights

        def begin() -> None:
            flight.visible = True
            flights.append(flight)
            stage.play_sound(sound, volume)

        def step(p: float) -> None:
            a, b, lay = start(), end(), stage.places.layout
            flight.pos = arc_point(a, b, p, lay.scale, lay.felt.top) if arc else lerp2(a, b, p)

        def done() -> None:
            if flight in flights:
                flights.remove(flight)

        stage.animator.queue(duration, step, gap=gap, ease=EASE_IN_OUT, on_start=begin, on_done=done)

    def settled(self, e: RoundSettled) -> None:
        """The round's end: each seat's change rises over its plate, a big win grows its pile
        before the winner."""
        stage = self.stage
        if stage.animator.speed > 0:
            stage.animator.call(partial(stage.picture.floats.extend, floats_of(e.deltas)))
        stake = stage.shown.facts.stake
        for seat, delta in enumerate(e.deltas):
            if self.big_win_piles and is_big_win(delta, stake):
                stage.animator.call(partial(stage.pile, seat, delta))

    def announce(self, e: Announced) -> None:
        """A banner across the table, or a moment's celebration; the log line comes with the
        shown table."""
        if e.banner:
            self.proclaim(e.kind, announcement(e, self.stage.shown.name(e.seat)), seat=e.seat)

    def named(self, seat: int | None) -> list[pygame.Rect]:
        """What a moment of ``seat``'s names besides its cards and plate (a family's pieces
        lying elsewhere), kept clear by its celebration."""
        return []

    def proclaim(self, kind: str, text: str, sub: str = "", seat: int | None = None) -> None:
        """``text`` held a moment over the table: a moment worth a cheer (:data:`CHEERS`) is
        celebrated, anything else (or any moment at instant speed) is a banner."""
        stage = self.stage
        cheer = CHEERS.get(kind)

        def go() -> None:
            if cheer is None or not stage.celebrate(cheer, text, seat, self.named(seat)):  # off what it names
                stage.picture.banner.show(text, sub)
                stage.play_sound("banner")

        stage.animator.queue(BANNER_HOLD, None, on_start=go)
