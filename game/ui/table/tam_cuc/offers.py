"""Đi đêm at the table, by mouse and by keys.

The proposer picks 1–2 pieces in the fan, then gives them to a seat — drags them onto it,
or presses "Đi đêm" (Space) and clicks the seat or presses its number — then chooses the
piece wished for in a small palette (click, or Left/Right and Enter) or presses "Không xin
quân".  Backspace steps back.  The partner, behind a curtain when human, sees the offered
pieces and the wish beside its row, picks as many of its own pieces and presses "Đổi"
(Space), or "Từ chối" (N).  The rules of who may offer what are read from the legal
actions (:mod:`~game.ui.table.tam_cuc.night`).
"""

from __future__ import annotations

import pygame

from game.engine.pieces import Piece
from game.engine.protocol import Action
from game.i18n import t
from game.ui.table.stage import Desk
from game.ui.table.tam_cuc import night
from game.ui.table.tam_cuc.mat import TamCucMat
from game.ui.table.tam_cuc.selection import Selection
from game.ui.widgets import Button
from game.variants.tam_cuc.actions import DECLINE_DI_DEM, NO_DI_DEM
from game.variants.tam_cuc.view import TamCucView

SEAT_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


class Offers:
    """The viewer's đi đêm: the offer being put together, its buttons, the palette's clicks."""

    def __init__(self, desk: Desk, places: TamCucMat, selection: Selection) -> None:
        self.desk = desk
        self.places = places
        self.selection = selection
        self.draft = selection.draft
        self._partners: tuple[frozenset[Action], tuple[Piece, ...], list[int]] = (frozenset(), (), [])

    def view(self) -> TamCucView | None:
        """The viewer's view while they may make an offer (not while answering one)."""
        view = self.selection.phase.view()
        if view is None or view.phase != "di-dem" or not self.selection.phase.can_pick() or night.answering(view):
            return None
        return view

    def partners(self) -> list[int]:
        """The seats the picked pieces may be offered to now (asked every frame: remembered)."""
        view = self.view()
        if view is None or view.seat is None:
            return []
        legal, picked = self.selection.phase.legal(), tuple(self.selection.pieces())
        if self._partners[0] is not legal or self._partners[1] != picked:
            self._partners = (legal, picked, night.partners(legal, picked))
        return list(self._partners[2])

    def wishes(self) -> list[Piece]:
        view = self.view()
        if view is None or view.seat is None or self.draft.target is None:
            return []
        return night.wishes(self.selection.phase.legal(), self.selection.pieces(), self.draft.target)

    # --- the steps -------------------------------------------------------------------------------
    def choose(self) -> None:
        """"Đi đêm" pressed: straight to the wish when only one seat can take the offer."""
        seats = self.partners()
        if len(seats) == 1:
            self.draft.give_to(seats[0])
        elif seats:
            self.draft.step = night.SEAT
        self.desk.changed()

    def give_to(self, seat: int) -> None:
        if seat in self.partners():
            self.draft.give_to(seat)
        else:
            self.desk.toast(t("tc.didem.partner", seat_no=seat + 1))
        self.desk.changed()

    def make(self, wish: Piece | None) -> None:
        view, target = self.view(), self.draft.target
        if view is None or view.seat is None or target is None:
            return
        action = night.offer(self.selection.phase.legal(), self.selection.pieces(), target, wish)
        if action is None:
            self.desk.toast(t("tc.didem.wish_impossible"))
            return
        self.desk.act(view.seat, action)

    def cancel(self) -> None:
        self.draft.reset()
        self.desk.changed()

    # --- where the mouse is --------------------------------------------------------------------------
    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The other seat whose place (plate, hand, row) is under ``pos``."""
        geo, hands = self.places.geo, self.desk.picture.hands
        for spot in geo.seats:
            zone = spot.zone(len(hands[spot.seat]), geo.sizes)
            if spot.seat != self.places.bottom and zone.collidepoint(pos):
                return spot.seat
        return None

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        """The wish palette's cell under ``pos`` (0: no wish), or None."""
        if self.draft.step != night.WISH:
            return None
        _, cells = self.places.geo.palette(len(self.wishes()) + 1)
        return next((i for i, r in enumerate(cells) if r.collidepoint(pos)), None)

    def pick_cell(self, index: int) -> None:
        options = [None, *self.wishes()]
        if 0 <= index < len(options):
            self.make(options[index])

    def pressed(self, pos: tuple[int, int]) -> bool:
        """A click on the palette or, while a seat is to be picked, on a seat."""
        cell = self.cell_at(pos)
        if cell is not None:
            self.pick_cell(cell)
            return True
        seat = self.seat_at(pos) if self.draft.step == night.SEAT else None
        if seat is not None:
            self.give_to(seat)
            return True
        return False

    def key(self, key: int) -> bool:
        """Left/Right walk the wish palette, Enter asks for the piece in focus."""
        if self.draft.step != night.WISH or key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
                                                        pygame.K_KP_ENTER):
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            count = len(self.wishes()) + 1
            self.draft.focus = (self.draft.focus + (1 if key == pygame.K_RIGHT else -1)) % count
            self.desk.changed()
        else:
            self.pick_cell(max(0, self.draft.focus))
        return True

    # --- the action bar ------------------------------------------------------------------------------
    def buttons(self, seat: int, view: TamCucView) -> list[Button]:
        """Offer (pick → seat → wish) or answer; each step by mouse or key."""
        act = self.desk.act
        clear = self.clear_button()
        if night.answering(view):
            count = view.di_dem_offer.count if view.di_dem_offer is not None else 0
            answer = night.accept(self.selection.phase.legal(), self.selection.pieces())
            why = t("tc.rule.wrong_count", count=count)
            return [Button(lambda: t("tcui.btn.swap", count=count),
                           lambda: answer is not None and act(seat, answer), pygame.K_SPACE, "Space",
                           primary=True, enabled=answer is not None, why_disabled=why),
                    Button(lambda: t("tc.move.decline_di_dem"), lambda: act(seat, DECLINE_DI_DEM),
                           pygame.K_n, "N"),
                    *clear]
        cancel = Button(lambda: t("tcui.btn.cancel"), self.cancel, pygame.K_BACKSPACE, "Backspace", size=16)
        if self.draft.step == night.SEAT:
            return [*(self._give_button(i, s) for i, s in enumerate(self.partners())), cancel]
        if self.draft.step == night.WISH:
            return [Button(lambda: t("tcui.btn.no_wish"), lambda: self.make(None), pygame.K_SPACE, "Space",
                           primary=True), cancel]
        return [Button(lambda: t("tcui.btn.di_dem"), self.choose, pygame.K_SPACE, "Space", primary=True,
                       enabled=bool(self.partners()), why_disabled=t("tcui.didem.pick")),
                Button(lambda: t("tc.move.no_di_dem"), lambda: act(seat, NO_DI_DEM), pygame.K_n, "N"),
                *clear]

    def _give_button(self, i: int, seat: int) -> Button:
        return Button(t("tcui.btn.give", name=self.desk.shown.name(seat)), lambda: self.give_to(seat), SEAT_KEYS[i],
                      str(i + 1))

    def clear_button(self) -> list[Button]:
        """The button that drops the selection, if anything is selected."""
        if not self.selection.pieces():
            return []
        return [Button(lambda: t("tcui.btn.clear"), self.selection.clear, pygame.K_BACKSPACE, "Backspace", size=16)]
