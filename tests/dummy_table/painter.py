"""The high-card game's own painter: a gold ring round the pot with its amount, each seat's
plate and its card where the shared oval puts them, and the round's result as a list of
names and changes.  It reads only its :class:`~game.ui.table.stage.Sight`."""

from __future__ import annotations

import pygame

from game.i18n import number, signed
from game.ui import assets, pen, theme
from game.ui.table.kit import BasePainter
from game.ui.table.plates import Line, draw_plate
from game.ui.widgets import panel

RING = (232, 196, 92)  # the pot's ring (a test looks for it on screen)


class HighCardPainter(BasePainter):
    def table(self, surface: pygame.Surface) -> None:
        sight = self.sight
        lay, shown, picture = sight.places.layout, sight.shown, sight.picture
        sc = lay.scale
        pen.circle(surface, RING, lay.pot, round(30 * sc), width=max(2, round(3 * sc)))
        amount = theme.text(number(shown.pot), round(16 * sc), theme.CREAM, bold=True)
        surface.blit(amount, amount.get_rect(center=lay.pot))
        face, back = sight.faces()
        acting = set(shown.to_act) if not shown.over else set()
        for spot in lay.seats:
            seat = shown.seats[spot.index]
            for sprite in picture.hands[spot.index]:
                sprite.draw(surface, face, back, assets.CARD_RATIO)
            draw_plate(surface, spot.plate, name=seat.name, name_px=round(16 * sc),
                       left=Line(number(picture.plate_chips(shown, spot.index)), round(16 * sc)), right=None,
                       role=None, role_px=round(12 * sc), avatar=sight.avatar(spot.index),
                       turn=sight.turn_of(spot.index, spot.index in acting), scale=sc)

    def results(self, surface: pygame.Surface) -> None:
        sight = self.sight
        lay, shown = sight.places.layout, sight.shown
        sc = lay.scale
        rows = [(seat.name, seat.delta or 0) for seat in shown.seats]
        line = round(24 * sc)
        box = pygame.Rect(0, 0, round(260 * sc), line * len(rows) + round(20 * sc))
        box.center = lay.center
        panel(surface, box, alpha=235)
        y = box.top + round(10 * sc)
        for name, delta in rows:
            surface.blit(theme.text(name, round(16 * sc), theme.CREAM), (box.left + round(12 * sc), y))
            change = theme.text(signed(delta), round(16 * sc), theme.amount_color(delta), bold=True)
            surface.blit(change, change.get_rect(topright=(box.right - round(12 * sc), y)))
            y += line
        sight.tell("results", tuple(range(shown.n_seats)), "results")
