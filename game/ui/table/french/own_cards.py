"""The viewer's own cards on the French felt: nặn bài (squeezed open from a grabbed corner,
or tapped, or all at once), and whether the cards the table has shown have landed.

At a squeeze table the viewer's cards arrive face down; a press on one grabs its nearest
corner and the curl follows the pointer (:func:`game.ui.curl.peel_toward`) until half of it
is peeled, when it turns up; a tap turns it at once.  The shown table keeps what the viewer
has opened (:attr:`game.shown.table.ShownCard.opened`).
"""

from __future__ import annotations

import math

import pygame

from game.shown.table import ShownCard, ShownTable
from game.ui import assets
from game.ui.curl import peel_toward
from game.ui.table.picture import Picture
from game.ui.table.stage import Desk

TAP = 6  # px: a press that moves less than this is a tap (the card flips at once)


def landed(picture: Picture, shown: ShownTable, seat: int) -> bool:
    """Every card the table has shown before ``seat`` lies in its place, at rest."""
    hand = picture.hands[seat]
    count = len(shown.seats[seat].cards) if seat < shown.n_seats else 0
    return len(hand) == count and not any(c.moving for c in hand)


class OwnCards:
    def __init__(self, desk: Desk, squeeze: bool) -> None:
        self.desk = desk
        self.squeeze = squeeze  # the viewer's cards start face down and open by nặn bài
        self._drag: tuple[int, tuple[int, int]] | None = None  # the card held, and where it was grabbed

    def cards(self) -> list[ShownCard]:
        viewer = self.desk.viewer()
        shown = self.desk.shown
        return shown.seats[viewer].cards if viewer is not None and viewer < shown.n_seats else []

    def open(self, idx: int) -> None:
        """The viewer has looked at their card ``idx`` (squeezed, tapped or "Lật bài")."""
        desk = self.desk
        viewer = desk.viewer()
        cards = self.cards()
        if viewer is None or idx >= len(cards) or idx >= len(desk.picture.hands[viewer]) or cards[idx].seen:
            return
        self._drag = None
        sprite = desk.picture.hands[viewer][idx]
        if sprite.face_up > 0.0:
            return  # already turning
        sprite.peel = 0.0

        def step(p: float) -> None:
            sprite.face_up = p

        def seen() -> None:  # what the viewer has seen, once it has turned: the shown table keeps it
            cards[idx].opened = True
            desk.changed()

        desk.play_sound("flip", 0.7)
        desk.animator.start(0.2, step, on_done=seen)
        desk.changed()

    def open_all(self) -> None:
        """"Lật hết": flip every own card at once."""
        for i in range(len(self.cards())):
            self.open(i)

    def all_open(self) -> bool:
        """Whether the viewer has opened every card the table has put before them (and none is
        still on its way)."""
        viewer = self.desk.viewer()
        if viewer is None:
            return True
        cards = self.cards()
        return all(c.seen for c in cards) and len(self.desk.picture.hands[viewer]) == len(cards)

    def at(self, pos: tuple[int, int]) -> int | None:
        """The viewer's card under ``pos`` (the topmost), or None."""
        viewer = self.desk.viewer()
        if viewer is None:
            return None
        hand = self.desk.picture.hands[viewer]
        for i in reversed(range(len(hand))):
            if hand[i].rect(assets.CARD_RATIO).collidepoint(pos):
                return i
        return None

    def press(self, pos: tuple[int, int]) -> bool:
        """A press on a closed own card grabs it by its nearest corner."""
        viewer = self.desk.viewer()
        if viewer is None or not self.squeeze:
            return False
        idx = self.at(pos)
        cards = self.cards()
        if idx is None or idx >= len(cards) or cards[idx].seen:
            return False
        self._drag = (idx, pos)
        sprite = self.desk.picture.hands[viewer][idx]
        r = sprite.rect(assets.CARD_RATIO)
        sprite.peel_corner = (1 if pos[0] >= r.centerx else -1, 1 if pos[1] >= r.centery else -1)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """The pointer moving or let go while a card is held."""
        if self._drag is None:
            return False
        viewer = self.desk.viewer()
        hand = self.desk.picture.hands[viewer] if viewer is not None else []
        idx, start = self._drag
        if event.type == pygame.MOUSEMOTION and viewer is not None:
            sprite = hand[idx]
            sprite.peel = peel_toward(sprite.rect(assets.CARD_RATIO), sprite.peel_corner, event.pos)
            if sprite.peel >= 0.5:
                self.open(idx)  # the curl's tip under the pointer: half of it peeled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag = None
            moved = math.hypot(event.pos[0] - start[0], event.pos[1] - start[1])
            if moved < TAP or (viewer is not None and hand[idx].peel >= 0.5):
                self.open(idx)  # a tap flips at once
            elif viewer is not None:
                hand[idx].peel = 0.0  # let go early: the corner falls back
            return True
        return False
