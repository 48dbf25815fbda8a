"""Ba Cây and Bài Cào on the felt: the name of a hand, each side bet as a line between its two
seats with its marker (what it is, for how much, then its result once both hands are seen),
and the seats a challenge or a ké cửa may be made to while the player picks one."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from typing import Protocol

import pygame

from game.engine.cards import Card
from game.engine.events import Tile
from game.i18n import signed, t
from game.shown.story import given_name
from game.shown.three_card import ThreeCardTable, side_counter
from game.ui import pen, theme
from game.ui.anim import lerp2
from game.ui.table.french.marks import Marks
from game.ui.table.french.paint import MarkerRow, side_marker, spot_ring
from game.ui.table.stage import Sight
from game.ui.table.text import MIN_TEXT
from game.ui.widgets import covered
from game.variants.three_card.defs import (
    ACCEPTED,
    DECLINED,
    LOST,
    OFFERED,
    PUSH,
    WON,
    Back,
    Challenge,
    Decline,
    HandRules,
    SideBet,
)

STATUS_COLORS = {
    OFFERED: theme.GOLD_LIGHT,
    ACCEPTED: (236, 120, 96),
    DECLINED: (130, 120, 110),
    WON: theme.GOOD,
    LOST: theme.BAD,
    PUSH: theme.CREAM,
}
# Where a side bet's marker may sit on its line, from the maker's spot toward the target's,
# in the order tried: the first place that covers no seat, no tray and no other marker.
MARKER_AT = (0.42, 0.5, 0.34, 0.58, 0.26, 0.66, 0.2, 0.74, 0.8, 0.14, 0.86)


class Picking(Protocol):
    """What the marks read of the player's choice: the kind of side bet being made, its target."""

    @property
    def picking(self) -> type | None:
        """Challenge or Back: choosing a seat, then an amount (None: neither)."""

    @property
    def target(self) -> int | None: ...


class ThreeCardMarks(Marks):
    def __init__(self, sight: Sight, choice: Picking, hand_rules: HandRules) -> None:
        super().__init__(sight)
        self.choice = choice
        self.hand_rules = hand_rules
        self.markers: list[pygame.Rect] = []  # where the side bets' markers were last drawn (tests)

    def hand_label(self, seat: int, tiles: Sequence[Tile | None]) -> str | None:
        if len(tiles) != 3 or not all(isinstance(c, Card) for c in tiles):
            return None
        return self.hand_rules.label(tuple(c for c in tiles if isinstance(c, Card))).text()

    def draw_under(self, surface: pygame.Surface) -> None:
        """Each side bet as a line between the two seats' betting spots.  Under the seats: a
        line covers no card."""
        shown = self.sight.shown
        if not isinstance(shown, ThreeCardTable):
            return
        lay = self.lay
        bets = [b for b in shown.side if b.status != DECLINED]
        if shown.banker is None:  # a pot table has no betting spots: the lines end on rings of their own
            for seat in {s for bet in bets for s in (bet.maker, bet.target)}:
                spot_ring(surface, lay.spot(seat).ring)
        for bet in bets:
            a, b = lay.spot(bet.maker).ring.center, lay.spot(bet.target).ring.center
            pen.line(surface, STATUS_COLORS.get(bet.status, theme.CREAM), a, b, max(2, round(2 * lay.scale)))

    def draw_markers(self, surface: pygame.Surface, keep_clear: Sequence[pygame.Rect],
                     cover: pygame.Rect | None) -> None:
        """The side bets' markers on their lines: what each is and for how much, then its result
        in the line's colour once the table has seen both hands; the bets between the same two
        seats (a ké and a thách) one above the other on one marker.  Over the seats, each marker
        where it covers nothing of ``keep_clear`` (the seats, the trays), no other marker and no
        other line — else the least covered.  A marker the result panel would half cover is
        not drawn (the panel says it)."""
        shown = self.sight.shown
        if not isinstance(shown, ThreeCardTable):
            return
        lay = self.lay
        pairs: dict[frozenset[int], list[SideBet]] = {}
        for bet in shown.side:
            if bet.status != DECLINED:
                pairs.setdefault(frozenset((bet.maker, bet.target)), []).append(bet)
        lines = {pair: (lay.spot(bets[0].maker).ring.center, lay.spot(bets[0].target).ring.center)
                 for pair, bets in pairs.items()}
        placed = self.markers = []
        room = round(150 * lay.scale)
        for pair, bets in pairs.items():
            rows = tuple(self._marker_row(bet, shown, room) for bet in bets)
            marker = side_marker(rows, lay.fonts.label, room, lay.chip_d * 3 // 4)
            others = [line for other, line in lines.items() if other != pair]
            rect = self._place(lines[pair], marker.get_rect(), [*keep_clear, *placed], others)
            placed.append(rect)
            if cover is None or not rect.colliderect(cover):
                surface.blit(marker, rect)

    @staticmethod
    def _place(line: tuple[tuple[int, int], tuple[int, int]], rect: pygame.Rect, keep_clear: Sequence[pygame.Rect],
               others: Sequence[tuple[tuple[int, int], tuple[int, int]]]) -> pygame.Rect:
        a, b = line
        length = max(1.0, math.dist(a, b))
        across = ((a[1] - b[1]) / length, (b[0] - a[0]) / length)  # a unit step off the line
        crossing = rect.width * rect.height // 3  # lying across another bet's line: as bad as a third covered
        best: tuple[int, pygame.Rect] | None = None
        for side, at in itertools.product((0, 1, -1), MARKER_AT):  # on the line, else just beside it
            here = rect.copy()
            x, y = lerp2(a, b, at)
            shift = side * (rect.height * 0.5 + abs(across[0]) * rect.width * 0.5 + 2)
            here.center = (round(x + across[0] * shift), round(y + across[1] * shift))
            cost = covered(here, keep_clear) + crossing * sum(1 for start, end in others if here.clipline(start, end))
            if cost == 0:
                return here
            if best is None or cost < best[0]:
                best = (cost, here)
        assert best is not None
        return best[1]

    def _marker_row(self, bet: SideBet, shown: ThreeCardTable, room: int) -> MarkerRow:
        """A side bet's line on its marker: what it is and for how much, then its result in the
        line's colour once the table has seen both hands."""
        color = STATUS_COLORS.get(bet.status, theme.CREAM)
        amount: object = bet.amount
        if bet.status in (WON, LOST, PUSH):  # the result, told only once both hands are seen
            counter = side_counter(shown, bet)
            deps = (bet.maker, bet.target) + ((counter,) if counter is not None and counter != bet.target else ())
            amount = signed(bet.net) if bet.status != PUSH else t("tc.side_status.push")
            self.sight.tell("line", tuple(dict.fromkeys(deps)), bet.status)
            self.sight.tell("side", deps, str(amount))
        target = shown.name(bet.target)
        texts = [t(f"tc.ui.label.{bet.kind}", name=given_name(target), amount=amount),
                 t(f"tc.ui.mark.{bet.kind}", amount=amount)]
        text = next((x for x in texts if theme.font(MIN_TEXT, True).size(x)[0] <= room), texts[-1])
        return text, color, bet.amount

    def draw(self, surface: pygame.Surface) -> None:
        shown = self.sight.shown
        me = self.sight.acting()
        legal = shown.legal if me is not None else ()
        picking, target = self.choice.picking, self.choice.target
        if picking is not None and not answering(legal):  # an offer to answer comes first
            targets = {a.target for a in legal if isinstance(a, (Challenge, Back)) and type(a) is picking}
            for s in targets:
                r = self.lay.spot(s).plate
                color = theme.FOCUS if s != target else theme.GOLD_LIGHT
                pen.rect(surface, color, r.inflate(8, 8), width=3, border_radius=16)
            prompt = t("tc.ui.pick_target") if target is None else t(  # whom the amount is for
                "tc.ui.pick_amount.back" if picking is Back else "tc.ui.pick_amount.challenge",
                name=shown.name(target))
            self.draw_prompt(surface, prompt)




def answering(legal: Sequence[object]) -> bool:
    """Whether a challenge made to the acting seat waits for its answer."""
    return any(isinstance(a, Decline) for a in legal)
