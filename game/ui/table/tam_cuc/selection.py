"""What the viewer may do on the Tam Cúc mat now, and the pieces they have picked.

:class:`Phase` reads the shown table — the viewer's view and legal actions at the last move
the table has shown — never the round: whether the hand may be picked from, whether the
viewer must turn up or chui.  :class:`Selection` is the viewer's half-made choice: the pieces
picked (they rise), the one under the pointer or in keyboard focus, the đi đêm offer being
put together.  The controls, the drags, the đi đêm offers and the painter share them.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.pieces import Piece
from game.engine.protocol import Action
from game.i18n import t
from game.ui import assets
from game.ui.table.sprites import CardSprite
from game.ui.table.stage import Desk
from game.ui.table.tam_cuc import night
from game.variants.tam_cuc.view import TamCucView


class Phase:
    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self._legal: tuple[tuple[Action, ...], frozenset[Action]] = ((), frozenset())

    def view(self) -> TamCucView | None:
        """The viewer's view at the last move the table has shown."""
        view = self.desk.shown.view
        return view if isinstance(view, TamCucView) else None

    def legal(self) -> frozenset[Action]:
        """The viewer's legal actions as shown, made a set once per move (đi đêm offers run to
        thousands)."""
        legal = self.desk.shown.legal
        if self._legal[0] is not legal:
            self._legal = (legal, frozenset(legal))
        return self._legal[1]

    def can_pick(self) -> bool:
        """The viewer is to lead, put pieces down or đi đêm: their hand reacts to the mouse."""
        view = self.view()
        seat = self.desk.acting()
        return view is not None and seat is not None and seat == view.seat and \
            view.phase in ("lead", "commit", "di-dem")

    def reveal_turn(self) -> int | None:
        """The viewer's seat while they must turn up or chui (at rest), else None."""
        view = self.view()
        seat = self.desk.acting()
        if view is None or seat is None or seat != view.seat or view.phase != "reveal" or self.desk.animator.busy:
            return None
        return seat

    def why_not_pick(self) -> str:
        view = self.view()
        if view is not None and view.phase == "reveal" and self.desk.acting() == view.seat:
            return t("tc.select.not_now")
        return t("tcui.hint.not_now")


class Selection:
    def __init__(self, desk: Desk, phase: Phase, hand: Callable[[], list[CardSprite]]) -> None:
        self._desk = desk
        self.phase = phase
        self.hand = hand  # the pieces of the seat at the bottom (the viewer's, when anyone's)
        self.picked: list[CardSprite] = []  # the viewer's selected pieces, in the order clicked
        self.hover: CardSprite | None = None
        self.focus = -1  # keyboard focus in the viewer's hand
        self.draft = night.NightDraft()  # the viewer's đi đêm offer being put together

    def hand_at(self, pos: tuple[int, int]) -> CardSprite | None:
        for sp in reversed(self.hand()):
            if sp.rect(assets.PIECE_RATIO).collidepoint(pos):
                return sp
        return None

    def pieces(self) -> list[Piece]:
        """The pieces picked (a piece that has left the hand is no longer picked)."""
        return [sp.tile for sp in self.picked if sp.selected and isinstance(sp.tile, Piece)]

    def toggle(self, sp: CardSprite) -> None:
        self.picked = [p for p in self.picked if p.selected]  # pieces that left the hand are no longer picked
        view = self.phase.view()
        if sp.selected:
            sp.selected = False
            self.picked.remove(sp)
        else:
            limit = _pick_limit(view) if view is not None else 0
            if 0 < limit <= len(self.picked):
                self.picked.pop(0).selected = False  # the oldest makes way
            sp.selected = True
            self.picked.append(sp)
        self.draft.reset()
        self._desk.play_sound("deal", 0.35)
        self._desk.changed()

    def clear(self) -> None:
        for sp in self.picked:
            sp.selected = False
        self.picked = []
        self.draft.reset()
        self._desk.changed()


def _pick_limit(view: TamCucView) -> int:
    """How many pieces a selection holds at most (0: no limit)."""
    if view.phase == "commit":
        return view.commit_size
    return night.pick_limit(view) if view.phase == "di-dem" else 0
