"""The Tam Cúc table's painter: the mat (:mod:`~game.ui.table.tam_cuc.paint`), the deal's
result panel (:mod:`~game.ui.table.tam_cuc.results`), the hints over the viewer's hand
(:mod:`~game.ui.table.tam_cuc.words`), and what the top bar says of the deal (the stake, the
pieces taken out, the par)."""

from __future__ import annotations

import pygame

from game.engine.pieces import parse_pieces
from game.i18n import t
from game.shown.tam_cuc import TamCucTable
from game.ui import assets
from game.ui.table.kit import BasePainter
from game.ui.table.stage import Sight
from game.ui.table.tam_cuc import words
from game.ui.table.tam_cuc.mat import TamCucMat
from game.ui.table.tam_cuc.paint import Choosing, Hint, change_box, paint_table
from game.ui.table.tam_cuc.results import paint_results
from game.variants.tam_cuc.view import TamCucView


class TamCucPainter(BasePainter):
    def __init__(self, sight: Sight, choosing: Choosing) -> None:
        super().__init__(sight)
        places = sight.places
        assert isinstance(places, TamCucMat)
        self.places = places
        self.choosing = choosing

    @property
    def mat(self) -> TamCucTable:
        shown = self.sight.shown
        assert isinstance(shown, TamCucTable)
        return shown

    def hint_lines(self) -> list[Hint]:
        """What the table says over the viewer's hand now: (text, fine) pairs."""
        return words.hint_lines(self)

    def hints_in_middle(self) -> bool:
        return words.hints_in_middle(self)

    def acting_seat(self) -> int | None:
        """The seat whose plate lights up (at rest only, so it never runs ahead of the motion)."""
        view = self.mat.view
        if not isinstance(view, TamCucView) or self.mat.over or self.sight.animator.busy or self.places.mat.dealing:
            return None
        return view.to_act[0] if view.to_act else None

    def table(self, surface: pygame.Surface) -> None:
        paint_table(self, surface)

    def results(self, surface: pygame.Surface) -> None:
        geo = self.places.geo
        lay = self.places.layout
        paint_results(surface, self.mat, geo.middle[0], lay.felt, lay.size, geo.scale)

    def info(self) -> list[str]:
        """The stake (played for chips), how many pieces the house rule takes out, the par."""
        parts = []
        if self.places.for_chips:
            parts.append(t("ui.stake", amount=self.mat.facts.stake))
        view = self.mat.view
        if isinstance(view, TamCucView):
            if view.removal:
                # how many, in words: which ones the house rule says (the rule book's letters are
                # for the rule book)
                parts.append(t("tcui.removed", count=len(parse_pieces(view.removal))))
            parts.append(t("tcui.par", count=view.baseline))
        return parts

    def toast_area(self, pill: int) -> pygame.Rect | None:
        """Just above the hint over the viewer's trick row: a toast here says why a piece
        cannot be played, beside what to do (at the top of the screen it lay on the plate of
        the seat across the mat)."""
        hint = self.places.geo.hint_area(max(1, len(self.hint_lines())))
        return pygame.Rect(hint.left, hint.top - pill, hint.width, pill)

    def keep_in_view(self) -> list[pygame.Rect]:
        """The mat's plates, hands, trick rows, trình làng, discard and hint lines — once the
        deal is over, only what lies on the mat (nothing more comes to the empty rows)."""
        geo, sc = self.places.geo, self.places.geo.scale
        picture = self.places.mat
        grow = round(8 * sc)
        ratio = assets.PIECE_RATIO
        sprites = [sp for hand in self.sight.picture.hands.values() for sp in hand]
        sprites += [sp for row in (*picture.trick.values(), *picture.shown.values()) for sp in row]
        out = [g.plate.inflate(grow, grow) for g in geo.seats] + [sp.rect(ratio).inflate(grow, grow) for sp in sprites]
        if self.mat.over:  # and each seat's change
            return out + [change[1] for g in geo.seats if (change := change_box(self, g)) is not None]
        out += [g.trick_rect(self.places.hand_size // 2, geo.sizes) for g in geo.seats]
        out.append(geo.rac_rect())
        band = round(30 * sc) * max(1, len(self.hint_lines()))
        for y in (geo.middle[1], geo.seat(self.places.bottom).trick[1]):  # the status and hint lines
            out.append(pygame.Rect(geo.middle[0] - round(310 * sc), y - band // 2 - round(16 * sc), round(620 * sc),
                                   band + round(32 * sc)))
        return out
