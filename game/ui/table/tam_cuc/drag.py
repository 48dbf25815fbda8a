"""The pointer on the Tam Cúc mat: a press selects a piece; while offering, a press that moves
drags the picked pieces onto a player (đi đêm); while turning up, the viewer's face-down row
drags onto the discard (chui).  Let go anywhere else, the pieces slide back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.ui import assets
from game.ui.anim import EASE_OUT, lerp2
from game.ui.table.sprites import CardSprite
from game.ui.table.stage import Desk
from game.ui.table.tam_cuc.mat import TamCucMat
from game.ui.table.tam_cuc.offers import Offers
from game.ui.table.tam_cuc.selection import Selection
from game.variants.tam_cuc.actions import CHUI

DRAG_START = 8  # px the mouse moves with a piece held before it is a drag, not a click


@dataclass
class Drag:
    sprites: list[CardSprite]
    starts: list[tuple[float, float]]
    grab: tuple[int, int]
    offer: bool = False  # đi đêm pieces from the hand (else: the viewer's row, to chui)


@dataclass
class Press:
    """A piece of the hand held down while offering: a click if it stays, a drag if it moves."""

    pos: tuple[int, int]
    sprite: CardSprite
    was_selected: bool


class Drags:
    def __init__(self, desk: Desk, places: TamCucMat, selection: Selection, offers: Offers) -> None:
        self.desk = desk
        self.places = places
        self.selection = selection
        self.phase = selection.phase
        self.offers = offers
        self.drag: Drag | None = None
        self.press: Press | None = None

    def dragging(self) -> str | None:
        if self.drag is None:
            return None
        return "offer" if self.drag.offer else "chui"

    def drop(self) -> None:
        """Forget any piece held (the mat was placed anew)."""
        self.drag = self.press = None

    def moved(self, pos: tuple[int, int]) -> bool:
        sel = self.selection
        press = self.press
        far = press is not None and max(abs(pos[0] - press.pos[0]), abs(pos[1] - press.pos[1])) >= \
            DRAG_START * self.places.geo.scale
        if press is not None and far and self.drag is None and sel.picked:
            self._lift(list(sel.picked), press.pos, offer=True)  # they follow the mouse: drop them on a player
        if self.drag is not None:
            dx, dy = pos[0] - self.drag.grab[0], pos[1] - self.drag.grab[1]
            for sp, (x, y) in zip(self.drag.sprites, self.drag.starts):
                sp.pos = (x + dx, y + dy)
            return True
        cell = self.offers.cell_at(pos)
        sel.draft.hover = -1 if cell is None else cell
        sel.hover = sel.hand_at(pos) if self.phase.can_pick() else self._own_row_at(pos)
        return False

    def pressed(self, pos: tuple[int, int]) -> bool:
        sel = self.selection
        if self.offers.pressed(pos) or self._start_chui(pos):
            return True
        sp = sel.hand_at(pos)
        if sp is None:
            return False
        if not self.phase.can_pick():
            self.desk.toast(self.phase.why_not_pick())
        elif self.offers.view() is not None:
            was = sp.selected
            if not was:
                sel.toggle(sp)
            self.press = Press(pos, sp, was)
        else:
            sel.toggle(sp)
        return True

    def released(self, pos: tuple[int, int]) -> bool:
        press, self.press = self.press, None
        if self.drag is not None:
            self._dropped(pos)
            return True
        if press is not None and press.was_selected and press.sprite.selected:
            self.selection.toggle(press.sprite)  # a click on a selected piece puts it back
            return True
        return press is not None

    def _own_row_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The viewer's face-down piece under the mouse while they may drag it to chui."""
        seat = self.phase.reveal_turn()
        if seat is None:
            return None
        row = self.places.mat.trick[seat]
        return next((sp for sp in row if sp.rect(assets.PIECE_RATIO).collidepoint(pos)), None)

    def _start_chui(self, pos: tuple[int, int]) -> bool:
        seat = self.phase.reveal_turn()
        if seat is None or self._own_row_at(pos) is None:
            return False
        self._lift(list(self.places.mat.trick[seat]), pos, offer=False)
        return True

    def _lift(self, sprites: list[CardSprite], pos: tuple[int, int], *, offer: bool) -> None:
        for sp in sprites:
            sp.pos, sp.lift = (sp.pos[0], sp.pos[1] - sp.lift), 0.0
        self.drag = Drag(sprites, [sp.pos for sp in sprites], pos, offer)
        self.places.mat.flying.extend(sprites)

    def _dropped(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        self.drag = None
        places = self.places
        mat = places.mat
        mat.flying[:] = [sp for sp in mat.flying if sp not in drag.sprites]
        bottom = places.bottom
        spot, sizes = places.geo.seat(bottom), places.geo.sizes
        if drag.offer:
            seat = self.offers.seat_at(pos)
            if seat is not None:
                self.offers.give_to(seat)
            hand = self.selection.hand()
            self._slide(hand, lambda i, sp: places.slot(bottom, i, len(hand)))
            return
        seat = self.phase.reveal_turn()
        if seat is not None and places.geo.rac_rect().collidepoint(pos) and self.desk.act(seat, CHUI):
            return
        n = len(drag.sprites)
        self._slide(drag.sprites, lambda i, sp: spot.trick_slot(i, n, sizes))

    def _slide(self, sprites: list[CardSprite], target: Callable[[int, CardSprite], tuple[float, float]]) -> None:
        """Let go: the dragged pieces slide back where they belong."""
        starts = [sp.pos for sp in sprites]

        def step(p: float) -> None:
            for i, (sp, start) in enumerate(zip(sprites, starts)):
                sp.pos = lerp2(start, target(i, sp), p)

        self.desk.animator.start(0.2, step, ease=EASE_OUT)
