"""Xì Dách on the felt: the name of a hand, a settled player's outcome on its plate, the seats
the dealer may xét, and the odds beside the action buttons while the player may draw."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.cards import Card
from game.engine.events import Tile
from game.engine.view import Label
from game.i18n import t
from game.shown.xi_dach import XiDachTable
from game.ui import pen, theme
from game.ui.table.french.marks import Building, Marks
from game.ui.table.french.own_cards import OwnCards
from game.ui.table.stage import Sight
from game.ui.table.text import fit
from game.ui.theme import FOCUS
from game.ui.widgets import ButtonRow
from game.variants.xi_dach.actions import Bet, Draw, Outcome, Xet
from game.variants.xi_dach.hand import BONUS, XiDachRules, evaluate
from game.variants.xi_dach.odds import hint
from game.variants.xi_dach.view import XiDachView

OUTCOMES = frozenset({Outcome.WIN, Outcome.LOSE, Outcome.PUSH})


class XiDachMarks(Marks):
    def __init__(self, sight: Sight, own: OwnCards, chips: Building) -> None:
        super().__init__(sight)
        self.own = own  # the viewer's own cards: the odds wait until they are open
        self.chips = chips  # the player's bet being built
        self._hint_key: object = None
        self._hint: tuple[list[str], list[str]] | None = None  # the hint's lines, and the same without the chances

    def _rules(self) -> XiDachRules:
        shown = self.sight.shown
        return shown.rules if isinstance(shown, XiDachTable) else XiDachRules.from_options({})

    def hand_label(self, seat: int, tiles: Sequence[Tile | None]) -> str | None:
        cards = [c for c in tiles if isinstance(c, Card)]
        if len(cards) < 2 or len(cards) != len(tiles):
            return None
        return evaluate(cards, self._rules()).label().text()

    def pending(self, seat: int) -> int:
        if self.sight.acting() != seat or not any(isinstance(a, Bet) for a in self.sight.shown.legal):
            return 0
        return self.chips.amount

    def strong(self, seat: int, tiles: Sequence[Tile | None]) -> bool:
        """Xì bàng, xì dách and ngũ linh."""
        cards = [c for c in tiles if isinstance(c, Card)]
        return len(cards) >= 2 and len(cards) == len(tiles) and evaluate(cards, self._rules()).category in BONUS

    def outcome(self, seat: int) -> tuple[str, int] | None:
        """"Thắng" on a player's plate once the table has shown it settled with the dealer."""
        shown = self.sight.shown
        if not isinstance(shown, XiDachTable):
            return None
        settled = shown.settled_with.get(seat)
        if settled is None or settled.outcome not in OUTCOMES:
            return None
        self.sight.tell("outcome", (seat,) if shown.banker is None else (seat, shown.banker),
                        settled.outcome.value)
        return t(f"xd.status.{settled.outcome.value}"), settled.net

    def draw(self, surface: pygame.Surface) -> None:
        sight = self.sight
        me = sight.acting()
        if me is None or sight.animator.busy or not self.own.all_open():
            return
        for s in (a.seat for a in sight.shown.legal if isinstance(a, Xet)):
            r = self.lay.spot(s).plate
            pen.rect(surface, FOCUS, r.inflate(8, 8), width=3, border_radius=16)

    def draw_bar(self, surface: pygame.Surface, actions: ButtonRow) -> None:
        """The odds beside the action buttons, always in view while the player may draw: one
        line per move, left of the buttons — the one whose button has the keyboard focus (or
        the pointer) in gold — else, with no room there, on the prompt line over the cards."""
        sight = self.sight
        me = sight.acting()
        if me is None or sight.animator.busy or not self.own.all_open():
            return
        whole = self.hint_lines(me)
        if not whole:
            return
        sight.tell("hint", (me,), "  ·  ".join(whole))
        lay = self.lay
        bar = lay.bottom_bar
        size = max(12, round(15 * lay.scale))
        left = min((b.rect.left for b in actions.buttons), default=bar.right) - round(16 * lay.scale)
        room = left - bar.left - round(16 * lay.scale)
        # the whole lines where they fit beside the buttons, else the chips alone ("Rút: -50 chip"):
        # there, else on the prompt line, the whole of them where it holds them
        lines = next((ls for ls in (whole, self.hint_lines(me, short=True) or whole)
                      if room >= max(theme.font(12, True).size(line)[0] for line in ls)), None)
        if lines is None:
            joined = ["  ·  ".join(ls) for ls in (whole, self.hint_lines(me, short=True) or whole)]
            self.draw_prompt(surface, next((j for j in joined if self.prompt_holds(j)), joined[-1]))
            return
        lit = {i for i, b in enumerate(actions.buttons[:len(lines)]) if b.focused or b.hover}
        height = sum(theme.font(size, True).get_linesize() for _ in lines)
        y = bar.centery - height // 2
        for i, line in enumerate(lines):
            img = fit(line, size, room, color=theme.GOLD_LIGHT if i in lit else theme.CREAM, bold=i in lit)
            surface.blit(img, img.get_rect(topright=(left, y)))
            y += theme.font(size, True).get_linesize()

    def hint_lines(self, seat: int, *, short: bool = False) -> list[str] | None:
        """["Rút: quắc 54%, thắng 29%", "Dằng: thắng 12%  → nên Rút"], when hints are on and
        the player may draw ("thắng" counts wins alone: a push is neither) — from what the
        table has shown the player; ``short``: the expected chips alone ("Rút: -50 chip")."""
        shown = self.sight.shown
        view = shown.view
        if not self.sight.hints_on() or Draw() not in shown.legal or not isinstance(view, XiDachView):
            return None
        if view.banker == seat:
            return None
        key = (id(view), seat)
        if key != self._hint_key:
            self._hint_key = key
            odds = hint(view)
            self._hint = None if odds is None else (_lines(odds.labels()), _lines(odds.short_labels()))
        return list(self._hint[short]) if self._hint else None


def _lines(labels: Sequence[Label]) -> list[str]:
    """A hint's lines: one per move, the advice after the last."""
    *moves, advice = labels
    texts = [label.text() for label in moves]
    texts[-1] += "  " + advice.text()
    return texts
