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
from game.ui.table.tam_cuc import night
from game.ui.table.tam_cuc.stage import Mat
from game.ui.widgets import Button
from game.variants.tam_cuc.actions import DECLINE_DI_DEM, NO_DI_DEM
from game.variants.tam_cuc.view import TamCucView

SEAT_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


class Offers:
    """The viewer's đi đêm: the offer being put together, its buttons, the palette's clicks."""

    def __init__(self, mat: Mat, draft: night.NightDraft) -> None:
        self.scene = mat
        self.draft = draft
        self._partners: tuple[frozenset[Action], tuple[Piece, ...], list[int]] = (frozenset(), (), [])

    def view(self) -> TamCucView | None:
        """The viewer's view while they may make an offer (not while answering one)."""
        view = self.scene.mat.view
        if not isinstance(view, TamCucView) or view.phase != "di-dem" or not self.scene.can_pick() \
                or night.answering(view):
            return None
        return view

    def partners(self) -> list[int]:
        """The seats the picked pieces may be offered to now (asked every frame: remembered)."""
        view = self.view()
        if view is None or view.seat is None:
            return []
        legal, picked = self.scene.legal_now(view.seat), tuple(self.scene.picked_pieces())
        if self._partners[0] is not legal or self._partners[1] != picked:
            self._partners = (legal, picked, night.partners(legal, picked))
        return list(self._partners[2])

    def wishes(self) -> list[Piece]:
        view = self.view()
        if view is None or view.seat is None or self.draft.target is None:
            return []
        return night.wishes(self.scene.legal_now(view.seat), self.scene.picked_pieces(), self.draft.target)

    # --- the steps -------------------------------------------------------------------------------
    def choose(self) -> None:
        """"Đi đêm" pressed: straight to the wish when only one seat can take the offer."""
        seats = self.partners()
        if len(seats) == 1:
            self.draft.give_to(seats[0])
        elif seats:
            self.draft.step = night.SEAT
        self.scene.refresh_buttons(force=True)

    def give_to(self, seat: int) -> None:
        if seat in self.partners():
            self.draft.give_to(seat)
        else:
            self.scene.toast(t("tc.didem.partner", seat_no=seat + 1))
        self.scene.refresh_buttons(force=True)

    def make(self, wish: Piece | None) -> None:
        view, target = self.view(), self.draft.target
        if view is None or view.seat is None or target is None:
            return
        action = night.offer(self.scene.legal_now(view.seat), self.scene.picked_pieces(), target, wish)
        if action is None:
            self.scene.toast(t("tc.didem.wish_impossible"))
            return
        self.scene.act(view.seat, action)

    def cancel(self) -> None:
        self.draft.reset()
        self.scene.refresh_buttons(force=True)

    # --- where the mouse is --------------------------------------------------------------------------
    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The other seat whose place (plate, hand, row) is under ``pos``."""
        scene = self.scene
        for spot in scene.geo.seats:
            zone = spot.zone(len(scene.hands[spot.seat]), scene.geo.sizes)
            if spot.seat != scene.bottom_seat() and zone.collidepoint(pos):
                return spot.seat
        return None

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        """The wish palette's cell under ``pos`` (0: no wish), or None."""
        if self.draft.step != night.WISH:
            return None
        _, cells = self.scene.geo.palette(len(self.wishes()) + 1)
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
            self.scene.refresh_buttons(force=True)
        else:
            self.pick_cell(max(0, self.draft.focus))
        return True

    # --- the action bar ------------------------------------------------------------------------------
    def buttons(self, seat: int, view: TamCucView) -> list[Button]:
        """Offer (pick → seat → wish) or answer; each step by mouse or key."""
        scene = self.scene
        clear = scene.clear_button()
        if night.answering(view):
            count = view.di_dem_offer.count if view.di_dem_offer is not None else 0
            answer = night.accept(scene.legal_now(seat), scene.picked_pieces())
            why = t("tc.rule.wrong_count", count=count)
            return [Button(lambda: t("tcui.btn.swap", count=count),
                           lambda: answer is not None and scene.act(seat, answer), pygame.K_SPACE, "Space",
                           primary=True, enabled=answer is not None, why_disabled=why),
                    Button(lambda: t("tc.move.decline_di_dem"), lambda: scene.act(seat, DECLINE_DI_DEM),
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
                Button(lambda: t("tc.move.no_di_dem"), lambda: scene.act(seat, NO_DI_DEM), pygame.K_n, "N"),
                *clear]

    def _give_button(self, i: int, seat: int) -> Button:
        return Button(t("tcui.btn.give", name=self.scene.seat_name(seat)), lambda: self.give_to(seat), SEAT_KEYS[i],
                      str(i + 1))
