"""Ba Cây and Bài Cào on the felt: the name of a hand, each side bet as a small chip stack
beside each of its two seats (what it is, whom, for how much, then its result once both hands
are seen; in words under the pointer), and the seats a challenge or a ké cửa may be made to
while the player picks one."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

import pygame

from game.engine.cards import Card, parse_cards
from game.engine.events import Tile
from game.i18n import signed, t
from game.shown.story import given_name
from game.shown.three_card import ThreeCardTable, side_counter
from game.ui import pen, theme
from game.ui.table.french.marks import Building, Marks
from game.ui.table.french.paint import pill, side_marker
from game.ui.table.stage import Sight
from game.ui.table.text import MIN_TEXT
from game.ui.theme import Color
from game.ui.widgets import covered
from game.variants.three_card.defs import (
    ACCEPTED,
    DECLINED,
    LOST,
    OFFERED,
    PUSH,
    WON,
    Back,
    Bet,
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


class Picking(Protocol):
    """What the marks read of the player's choice: the kind of side bet being made, its target."""

    @property
    def picking(self) -> type | None:
        """Challenge or Back: choosing a seat, then an amount (None: neither)."""

    @property
    def target(self) -> int | None: ...

    @property
    def chips(self) -> Building:
        """The chips picked so far (for the bet, or a side bet's amount once picking)."""


class ThreeCardMarks(Marks):
    def __init__(self, sight: Sight, choice: Picking, hand_rules: HandRules) -> None:
        super().__init__(sight)
        self.choice = choice
        self.hand_rules = hand_rules
        # the best points of the game (Ba Cây's 10 nút, Bài Cào's 9): a sum of 10 and one of 9, as its rules count them
        self.top = max(hand_rules.points(parse_cards(h)) for h in ("AS 4S 5S", "AS 3S 5S"))
        self.markers: list[pygame.Rect] = []  # where the side bets' markers were last drawn (tests)
        self.hover: list[tuple[pygame.Rect, str]] = []  # each marker and its bet in words

    def placed(self) -> list[pygame.Rect]:
        return list(self.markers)

    def hand_label(self, seat: int, tiles: Sequence[Tile | None]) -> str | None:
        if len(tiles) != 3 or not all(isinstance(c, Card) for c in tiles):
            return None
        return self.hand_rules.label(tuple(c for c in tiles if isinstance(c, Card))).text()

    def pending(self, seat: int) -> int:
        if self.choice.picking is not None or self.sight.acting() != seat:
            return 0
        return self.choice.chips.amount if any(isinstance(a, Bet) for a in self.sight.shown.legal) else 0

    def strong(self, seat: int, tiles: Sequence[Tile | None]) -> bool:
        """Ba Cây's 10 nút and 10 át cụ, Bài Cào's 9 nút and ba tiên."""
        hand = tuple(c for c in tiles if isinstance(c, Card))
        if len(hand) != 3 or len(tiles) != 3:
            return False
        rules = self.hand_rules
        return rules.highlight(hand) is not None or rules.special(hand) is not None or rules.points(hand) == self.top

    def draw_markers(self, surface: pygame.Surface, keep_clear: Sequence[pygame.Rect],
                     cover: pygame.Rect | None) -> None:
        """Each side bet as two small chip stacks, one beside each seat it joins — no line
        across the table: beside the maker, its chip with what it is, whom and how much ("Thách
        Lan 30"), then its result in its colour once the table has seen both hands; beside the
        other seat, a chip of the same colour with the maker's name.  Each where it covers
        nothing of ``keep_clear`` (the seats, the trays) and no other marker, as near its seat
        as it can on the side of the bet's other seat (its words shortened to "Thách 30" where
        the whole of them finds no such place); a marker the result panel would half cover is
        not drawn (the panel says it), nor one with no room but on a plate (the log says it).
        Who and how much in words: hover a marker (:meth:`draw`), or the log and the panel."""
        shown = self.sight.shown
        self.markers, self.hover = [], []
        if not isinstance(shown, ThreeCardTable):
            return
        lay = self.lay
        room = round(150 * lay.scale)
        chip_d = lay.chip_d * 3 // 4
        bounds = lay.felt.clip(pygame.Rect(0, 0, lay.panel.left, lay.size[1])) if lay.panel_open else lay.felt
        clear = [*(r.inflate(6, 2) for r in keep_clear), lay.panel]  # a hair apart from what it keeps clear of
        if shown.banker is not None:  # the banker's badge hangs below its plate
            clear.append(lay.spot(shown.banker).plate.inflate(0, 2 * lay.fonts.label))
        for bet in shown.side:
            if bet.status == DECLINED:
                continue
            texts, color, amount = self._marker_texts(bet, shown, room)
            whole = t(f"tc.result.side.{bet.kind}", maker=shown.name(bet.maker), target=shown.name(bet.target),
                      amount=bet.amount, banker=shown.name(shown.banker))
            ends = ((bet.maker, bet.target, texts), (bet.target, bet.maker, [given_name(shown.name(bet.maker))]))
            for seat, partner, words in ends:
                own = lay.spot(seat)
                others = [r.center for o in lay.french_seats if o.index != seat for r in (o.chips, o.plate)]
                taken = [*clear, *self.markers]
                # the stack with the longest words that finds a clear place (else the shortest, where it covers least)
                for text in words:
                    marker = side_marker(((text, color, amount),), lay.fonts.label, room, chip_d)
                    rect = beside((own.chips, own.plate), marker.get_rect(), taken, bounds,
                                  lay.spot(partner).chips.center, others)
                    if covered(rect, taken) == 0:
                        break
                self.markers.append(rect)
                self.hover.append((rect, whole))
                on_plate = rect.collidelist([spot.plate for spot in lay.french_seats]) >= 0  # no room left
                if (cover is None or not rect.colliderect(cover)) and not on_plate:
                    surface.blit(marker, rect)

    def _marker_texts(self, bet: SideBet, shown: ThreeCardTable, room: int) -> tuple[list[str], Color, int]:
        """A side bet's words on its marker, longest first (what it is, whom, for how much; then
        without whom), then its result in the line's colour once the table has seen both hands."""
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
        fits = [x for x in texts if theme.font(MIN_TEXT, True).size(x)[0] <= room]
        return fits or texts[-1:], color, bet.amount

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
        self._draw_hover(surface)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """The side bet under the pointer in words ("Minh thách Lan 30"), just above its marker."""
        pos = pygame.mouse.get_pos()
        under = next((words for rect, words in self.hover if rect.collidepoint(pos)), None)
        if under is None:
            return
        lay = self.lay
        rect = next(r for r, _ in self.hover if r.collidepoint(pos))
        px = lay.fonts.label
        box = pygame.Rect(0, 0, theme.font(px, True).size(under)[0] + 16, px + 10)
        box.midbottom = (rect.centerx, rect.top - 2)
        pill(surface, box.clamp(lay.felt), under, px, fill=theme.GOLD_LIGHT)


def beside(anchors: Sequence[pygame.Rect], rect: pygame.Rect, keep_clear: Sequence[pygame.Rect],
           bounds: pygame.Rect, toward: tuple[int, int], others: Sequence[tuple[int, int]] = ()) -> pygame.Rect:
    """``rect`` placed snug against one of a seat's ``anchors`` (its betting spot, then its
    plate) where it covers nothing of ``keep_clear`` inside ``bounds`` and lies nearer an anchor
    than any of ``others`` (the other seats' spots and plates: whose it is goes without saying)
    — tried round each anchor, the side toward ``toward`` (the bet's other seat) first, then a
    little further out —, else where it covers least."""
    best: tuple[int, pygame.Rect] | None = None
    for anchor in anchors:
        heading = math.atan2(toward[1] - anchor.centery, toward[0] - anchor.centerx)
        for k in range(5):
            gap = 3 + k * rect.height
            for step in range(16):
                turn = (step + 1) // 2 * (1 if step % 2 else -1) * math.pi / 8  # 0, +22°, -22°, +45°, …
                c, s = math.cos(heading + turn), math.sin(heading + turn)
                # from the anchor's centre to its edge, and on to the far side of the marker, along (c, s)
                reach = (abs(c) * (anchor.width + rect.width) + abs(s) * (anchor.height + rect.height)) / 2 + gap
                here = rect.copy()
                here.center = (round(anchor.centerx + c * reach), round(anchor.centery + s * reach))
                mine = min(math.dist(here.center, a.center) for a in anchors)
                if not bounds.contains(here) or any(math.dist(here.center, o) < mine for o in others):
                    continue
                cost = covered(here, keep_clear)
                if cost == 0:
                    return here
                if best is None or cost < best[0]:
                    best = (cost, here)
    if best is None:
        here = rect.copy()
        here.center = anchors[0].center
        return here.clamp(bounds)
    return best[1]


def answering(legal: Sequence[object]) -> bool:
    """Whether a challenge made to the acting seat waits for its answer."""
    return any(isinstance(a, Decline) for a in legal)
