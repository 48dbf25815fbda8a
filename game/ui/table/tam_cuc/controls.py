"""The Tam Cúc table's controls: pieces selected in the hand, the action bar, the keys.

Click pieces to select them (they rise); the hint over the hand names the selection and says
whether it may be led now; the main button plays it.  To chui, press Chui or drag the
face-down pieces onto the discard (:mod:`~game.ui.table.tam_cuc.drag`).  To đi đêm, select
1–2 pieces and drag them onto a player (or press Đi đêm and pick the player), then choose
the piece wished for (:mod:`~game.ui.table.tam_cuc.offers`).  Keys: Left/Right walk the
hand, Up/Down lift or drop the piece in focus, Backspace drops the selection, Enter presses
the main button.

Everything is read from the shown table and the legal actions it has shown (the viewer's
view at the last move shown): what may be picked, what the buttons offer.
"""

from __future__ import annotations

import pygame

from game.engine.pieces import Piece
from game.i18n import t
from game.shown.tam_cuc import call_text
from game.ui.table.kit import BaseControls
from game.ui.table.sprites import CardSprite
from game.ui.table.stage import Desk
from game.ui.table.tam_cuc.drag import Drags
from game.ui.table.tam_cuc.logic import show_label
from game.ui.table.tam_cuc.mat import TamCucMat
from game.ui.table.tam_cuc.offers import Offers
from game.ui.table.tam_cuc.selection import Phase, Selection
from game.ui.widgets import Button
from game.variants.tam_cuc.actions import CHUI, PASS, REVEAL, TrinhLang
from game.variants.tam_cuc.view import TamCucView, describe_selection

SELECT_RISE, HOVER_RISE = 16, 6  # px at 1280×720 (UX.md)
LIFT_SPEED = 240  # px/s


class TamCucControls(BaseControls):
    def __init__(self, desk: Desk) -> None:
        super().__init__(desk)
        mat = desk.places
        assert isinstance(mat, TamCucMat)
        self.places = mat
        self.phase = Phase(desk)
        self.selection = Selection(desk, self.phase, lambda: desk.picture.hands[mat.bottom])
        self.offers = Offers(desk, mat, self.selection)
        self.drags = Drags(desk, mat, self.selection, self.offers)
        self.pulse = 0.0  # a glow's clock (the đi đêm drop zones, the bắt cái count)

    def dragging(self) -> str | None:
        """What is being dragged: "chui" (the viewer's row), "offer" (đi đêm pieces), or None."""
        return self.drags.dragging()

    def partners(self) -> list[int]:
        """The seats the picked pieces may be offered to now (đi đêm)."""
        return self.offers.partners()

    def wishes(self) -> list[Piece]:
        """The pieces the viewer may wish for from the seat the offer goes to."""
        return self.offers.wishes()

    # --- the host's calls ---------------------------------------------------------------------------
    def acted(self) -> None:
        self.selection.draft.reset()

    def forget(self) -> None:
        self.selection.clear()

    def new_round(self) -> None:
        sel = self.selection
        sel.picked, sel.hover, sel.focus = [], None, -1
        sel.draft.reset()

    def rested(self) -> None:
        """The mat was placed anew: the viewer's selection is kept (the same pieces, picked
        again in the new hand), anything half dragged is dropped."""
        desk, sel = self.desk, self.selection
        keep = [sp.tile for sp in sel.picked] if desk.viewer() == desk.shown.viewer else []
        sel.picked, sel.hover = [], None
        self.drags.drop()
        view = self.phase.view()
        if view is None or view.phase != "di-dem":
            sel.draft.reset()
        hand = sel.hand()
        for tile in keep:
            sp = next((s for s in hand if s.tile is tile and not s.selected), None)
            if sp is not None:
                sp.selected = True
                sel.picked.append(sp)
        if sel.focus >= len(hand):
            sel.focus = -1

    def update(self, dt: float) -> bool:
        """Selected pieces stand 16 px up, the one under the mouse 6 px — only what may be clicked."""
        self.pulse = (self.pulse + dt) % 10.0
        sel = self.selection
        can = self.phase.can_pick()
        moving = False
        for sp in sel.hand():
            rise = SELECT_RISE if sp.selected else HOVER_RISE if (can and sp is sel.hover) else 0
            moving = self._ease(sp, rise, dt) or moving
        grab = self.phase.reveal_turn() is not None and self.drags.drag is None
        for sp in self.places.mat.trick[self.places.bottom]:
            moving = self._ease(sp, HOVER_RISE if grab and sel.hover is sp else 0, dt) or moving
        return moving

    def _ease(self, sp: CardSprite, rise: float, dt: float) -> bool:
        scale = self.places.geo.scale
        target = rise * scale
        if abs(sp.lift - target) < 0.01:
            return False
        step = LIFT_SPEED * scale * dt
        if self.desk.animator.instant or abs(target - sp.lift) <= step:
            sp.lift = target
        else:
            sp.lift += step if target > sp.lift else -step
        return True

    # --- input --------------------------------------------------------------------------------------
    def handle_first(self, event: pygame.event.Event) -> bool:
        return event.type == pygame.KEYDOWN and self.offers.key(event.key)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self.drags.moved(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selection.clear()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.drags.pressed(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.drags.released(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _key(self, key: int) -> bool:
        sel = self.selection
        hand = sel.hand()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            sel.focus = (sel.focus + (1 if key == pygame.K_RIGHT else -1)) % len(hand)
            return True
        if key in (pygame.K_UP, pygame.K_DOWN) and 0 <= sel.focus < len(hand):
            sp = hand[sel.focus]
            if sp.selected != (key == pygame.K_UP):
                if self.phase.can_pick():
                    sel.toggle(sp)
                else:
                    self.desk.toast(self.phase.why_not_pick())
            return True
        if key == pygame.K_BACKSPACE:
            sel.clear()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.desk.press_primary()
        return False

    # --- the action bar ---------------------------------------------------------------------------------
    def state_key(self) -> object:
        draft = self.selection.draft
        return (tuple(str(p) for p in self.selection.pieces()), self.desk.animator.busy, draft.step, draft.target)

    def buttons(self, seat: int) -> list[Button]:
        view = self.phase.view()
        if view is None or self.desk.animator.busy or view.seat != seat:
            return []
        act = self.desk.act
        offers = [a for a in self.desk.shown.legal if isinstance(a, TrinhLang)]
        shows = [self._show_button(seat, a, first=i == 0) for i, a in enumerate(offers)]
        if view.phase == "reveal":
            return [Button(lambda: t("tcui.btn.reveal"), lambda: act(seat, REVEAL), pygame.K_SPACE, "Space",
                           primary=True),
                    Button(lambda: t("tcui.btn.chui"), lambda: act(seat, CHUI), pygame.K_c, "C")]
        if view.phase == "declare":
            if not shows:
                return []  # nothing to decide: passed for them on the next frame
            return [*shows, Button(lambda: t("tcui.btn.pass"), lambda: act(seat, PASS), pygame.K_n, "N")]
        if view.phase == "di-dem":
            return self.offers.buttons(seat, view)
        if view.phase not in ("lead", "commit"):
            return []
        return [self._play_button(seat, view), *self.offers.clear_button(), *shows]

    def _play_button(self, seat: int, view: TamCucView) -> Button:
        sel = describe_selection(view, self.selection.pieces())
        if view.phase == "lead":
            label = t("tcui.btn.lead", call=call_text(len(self.selection.pieces()))) if sel.action else \
                t("tcui.btn.lead_none")
        else:
            label = t("tcui.btn.commit", count=view.commit_size)
        action = sel.action
        reason = sel.reason.text() if sel.reason is not None else None
        return Button(label, lambda: action is not None and self.desk.act(seat, action), pygame.K_SPACE,
                      "Space", primary=True, enabled=action is not None, why_disabled=reason)

    def _show_button(self, seat: int, action: TrinhLang, *, first: bool) -> Button:
        label = t("tcui.btn.show", group=show_label(action))
        view = self.phase.view()
        primary = first and view is not None and view.phase == "declare"
        return Button(label, lambda: self.desk.act(seat, action), pygame.K_t if first else None,
                      "T" if first else "", primary=primary)
