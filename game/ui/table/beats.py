"""The motion of the events every table shares: the shuffle, a card dealt, cards turned up,
chips moving, a bet placed, a moment announced.

Each method schedules one event's beat on the stage's animator (:mod:`game.ui.table.director`
applies the event to the shown table when the beat has played).  Positions are asked of the
stage at every step, so a table laid out anew mid-motion (a window resized, the log opened)
carries its flying cards and chips to where they now belong.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.events import Announced, BetPlaced, CardDealt, CardsRevealed, ChipsMoved, Event, Shuffled, Tile
from game.shown.story import announcement
from game.ui.anim import EASE_IN_OUT, EASE_OUT, LINEAR, lerp2
from game.ui.table.sprites import CardSprite, ChipFlight
from game.ui.table.stage import Stage

DEAL_GAP, DEAL_FLIGHT = 0.12, 0.25
FLIP = 0.2
CHIPS, CHIPS_GAP = 0.35, 0.12
SHUFFLE = 0.45
BANNER_HOLD = 0.9


class TableBeats:
    """The shared beats (see the module docstring); a table family adds its own."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage

    def beat(self, event: Event) -> None:
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

    def applied(self, event: Event) -> None:
        """After ``event`` reached the shown table: nothing to follow by default."""

    def reset(self) -> None:
        """The table was shown anew at once: nothing queued any more."""

    # --- the beats ------------------------------------------------------------------------------
    def shuffle(self) -> None:
        stage = self.stage

        def step(p: float) -> None:
            stage.shuffle_t = p if p < 1.0 else 0.0

        stage.animator.queue(SHUFFLE, step, gap=SHUFFLE, on_start=lambda: stage.play_sound("shuffle"))

    def deal(self, seat: int, tile: Tile | None, face_up: bool) -> None:
        """One card flies from the deck to its place, and turns face up there if the table (or
        the viewer, at a table without nặn bài) may see it."""
        stage = self.stage
        hand = stage.hands[seat]
        sprite = CardSprite(tile, stage.layout.deck, stage.card_width(seat), face_up=0.0, alpha=0, moving=True)
        flips = tile is not None and (face_up or (seat == stage.viewer() and stage.shows_own_cards()))
        total = DEAL_FLIGHT + (FLIP if flips else 0.0)
        flight = DEAL_FLIGHT / total

        def begin() -> None:
            hand.append(sprite)
            sprite.alpha = 255
            stage.play_sound("deal", 0.6)

        def step(p: float) -> None:
            if p < flight:
                target = stage.slot(seat, hand.index(sprite) if sprite in hand else len(hand), len(hand))
                sprite.pos = lerp2(stage.layout.deck, target, EASE_OUT(p / flight))
                return
            if sprite.moving:
                sprite.moving = False
                sprite.pos = stage.slot(seat, hand.index(sprite) if sprite in hand else len(hand), len(hand))
                if flips:
                    stage.play_sound("flip", 0.7)
            if flips:
                sprite.face_up = EASE_IN_OUT(min(1.0, (p - flight) / (1.0 - flight)))

        stage.animator.queue(total, step, gap=DEAL_GAP, ease=LINEAR, on_start=begin)

    def reveal(self, seat: int, tiles: Sequence[Tile]) -> None:
        """A seat's cards turn face up for the table."""
        stage = self.stage
        turning: list[CardSprite] = []

        def begin() -> None:
            for sprite, tile in zip(stage.hands[seat], tiles):
                sprite.tile, sprite.peel = tile, 0.0
                if sprite.face_up < 1.0:
                    turning.append(sprite)
            stage.play_sound("flip")

        def step(p: float) -> None:
            for sprite in turning:
                sprite.face_up = p

        stage.animator.queue(FLIP, step, ease=EASE_IN_OUT, on_start=begin)

    def chips(self, e: ChipsMoved) -> None:
        """Chips slide from the payer's spot to the payee's."""
        stage = self.stage
        flight = ChipFlight(e.amount, stage.place(e.payer), round(34 * stage.layout.scale), visible=False,
                            source=e.payer)

        def begin() -> None:
            flight.visible = True
            stage.flights.append(flight)
            stage.play_sound("chip", 0.6)

        def step(p: float) -> None:
            flight.pos = lerp2(stage.place(e.payer), stage.place(e.payee), p)

        def done() -> None:
            if flight in stage.flights:
                stage.flights.remove(flight)

        stage.animator.queue(CHIPS, step, gap=CHIPS_GAP, ease=EASE_IN_OUT, on_start=begin, on_done=done)

    def bet(self, e: BetPlaced) -> None:
        """Chips slide from the seat's plate to its betting spot."""
        stage = self.stage
        flight = ChipFlight(e.amount, stage.layout.seat(e.seat).plate.center, round(30 * stage.layout.scale),
                            visible=False)

        def begin() -> None:
            flight.visible = True
            stage.flights.append(flight)
            stage.play_sound("chip", 0.5)

        def step(p: float) -> None:
            spot = stage.layout.seat(e.seat)
            flight.pos = lerp2(spot.plate.center, spot.bet_spot, p)

        def done() -> None:
            if flight in stage.flights:
                stage.flights.remove(flight)

        stage.animator.queue(CHIPS, step, gap=0.1, ease=EASE_IN_OUT, on_start=begin, on_done=done)

    def announce(self, e: Announced) -> None:
        """A banner across the table, held a moment; the log line comes with the shown table."""
        if not e.banner:
            return
        stage = self.stage

        def go() -> None:
            stage.banner.show(announcement(e, stage.shown.name(e.seat)))
            stage.play_sound("banner")

        stage.animator.queue(BANNER_HOLD, None, on_start=go)
