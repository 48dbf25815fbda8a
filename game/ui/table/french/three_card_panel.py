"""Ba Cây and Bài Cào on the table: bets, side bets (biên giới, ké cửa, cào thách), squeeze,
the ván phụ, what the log says and what the result panel lists.

The side-bet phase keeps its buttons in place — "Lật hết", the challenge, "Ké cửa", "Xong,
lật bài" — disabled with the reason when they cannot be used, so nothing moves under the
cursor and every refusal is said.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.cards import Card
from game.engine.events import Announced, Event, Tile
from game.engine.protocol import Action
from game.engine.view import TableView
from game.i18n import signed, t
from game.shown.story import given_name
from game.shown.three_card import ThreeCardTable, side_counter
from game.ui import pen, theme
from game.ui.anim import EASE_IN_OUT, lerp2
from game.ui.table.french.paint import MarkerRow, side_marker, spot_ring
from game.ui.table.french.panel import ChipSelector, Limits, Panel
from game.ui.table.text import MIN_TEXT
from game.ui.widgets import Button, covered
from game.variants.three_card.defs import (
    ACCEPTED,
    DECLINED,
    KE_CUA,
    LOST,
    OFFERED,
    PUSH,
    WON,
    Accept,
    Back,
    Bet,
    Challenge,
    Decline,
    HandRules,
    ModeSpec,
    Ready,
    SideBet,
    SideBetUpdated,
    SitOut,
    TableRules,
    ThreeCardView,
)
from game.variants.three_card.round import ThreeCardVariant

STATUS_COLORS = {
    OFFERED: theme.GOLD_LIGHT,
    ACCEPTED: (236, 120, 96),
    DECLINED: (130, 120, 110),
    WON: theme.GOOD,
    LOST: theme.BAD,
    PUSH: theme.CREAM,
}
SWEEP = 0.4  # the tied hands leave the table before a ván phụ
# Where a side bet's marker may sit on its line, from the maker's spot toward the target's,
# in the order tried: the first place that covers no seat, no tray and no other marker.
MARKER_AT = (0.42, 0.5, 0.34, 0.58, 0.26, 0.66, 0.2, 0.74, 0.8, 0.14, 0.86)


class ThreeCardPanel(Panel):
    squeeze = True

    def __init__(self, variant: ThreeCardVariant) -> None:
        super().__init__()
        self.variant = variant
        self.chips = ChipSelector(self._changed)
        self.picking: type[Action] | None = None  # Challenge or Back: choosing a seat, then an amount
        self.target: int | None = None
        self.markers: list[pygame.Rect] = []  # where the side bets' markers were last drawn (tests)

    def _changed(self) -> None:
        if self._table is not None:
            self.table.refresh_buttons(force=True)

    def reset(self) -> None:
        self.chips.reset()
        self.picking = None
        self.target = None

    def state_key(self) -> object:
        opened = sum(c.opened for c in self._own_cards()) if self._table is not None else 0
        closed = self._table is not None and not self.table.all_open()  # "Lật hết" lights up as cards land
        return (tuple(self.chips.stack), self.picking, self.target, opened, closed)

    def _own_cards(self) -> list[Any]:
        viewer = self.table.viewer()
        return self.table.shown.seats[viewer].cards if viewer is not None else []

    def _spec(self) -> ModeSpec | None:
        return self.variant.round_type.modes.get(self.table.shown.facts.mode)

    def _rules(self) -> HandRules:
        return self.variant.hand_rules

    def _cover(self) -> int:
        """How many times a challenge's amount its target must be able to pay."""
        return TableRules.read(self.table.shown.facts.options, self.variant.round_type.rule_options).cover

    # --- buttons --------------------------------------------------------------------------------
    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.table
        bets = sorted({a.amount for a in legal if isinstance(a, Bet)})
        if bets or SitOut() in legal:
            out = self.chips.buttons(bets, lambda a: scene.act(seat, Bet(a)), "ui.bet.place", self._limits(view, seat))
            if SitOut() in legal:
                out.append(Button(lambda: t("tc.ui.sit_out"), lambda: scene.act(seat, SitOut()), size=16))
            return out
        offers = [a for a in legal if isinstance(a, Decline)]
        if offers:  # a seat being chosen for a challenge waits: the answer comes first
            return self._answer_buttons(seat, offers[0].challenger, legal, view)
        if self.picking is not None:
            return self._picking_buttons(seat, legal, view)
        return self._side_bet_buttons(seat, legal, view)

    def _limits(self, view: Any, seat: int) -> Limits:
        free = view.free if isinstance(view, ThreeCardView) else ()
        banker = view.banker if isinstance(view, TableView) else None
        role = "chuong" if getattr(view, "mode", "") == "chuong" else "cai"
        return Limits(view.max_bet, free[seat] if free else 0,
                      free[banker] if free and banker is not None else None, role)

    def _answer_buttons(self, seat: int, challenger: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.table
        amount = _offer_amount(view, challenger, seat)
        name = scene.seat_name(challenger)
        accept = Accept(challenger)
        cover = amount * self._cover()
        free = view.free[seat] if isinstance(view, ThreeCardView) else 0
        why = None if accept in legal else t("tc.funds.accept", amount=cover, free=free)
        return [
            Button(lambda: t("tc.ui.accept", name=name, amount=amount), lambda: scene.act(seat, accept),
                   pygame.K_y, "Y", primary=True, enabled=why is None, why_disabled=why),
            Button(lambda: t("tc.ui.decline"), lambda: scene.act(seat, Decline(challenger)), pygame.K_n, "N"),
        ]

    def _side_bet_buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        """The same four places every time: open, challenge, ké cửa (chương only), ready."""
        scene = self.table
        spec = self._spec()
        out = [Button(lambda: t("tc.ui.open_all"), scene.open_all, pygame.K_f, "F", enabled=not scene.all_open(),
                      why_disabled=lambda: t("tc.ui.all_open"))]
        if spec is None or spec.challenges:
            why = None if any(isinstance(a, Challenge) for a in legal) else self._why_no_side(seat, Challenge, view)
            out.append(Button(lambda: t(f"tc.ui.challenge.{self.variant.key}"), lambda: self._pick(Challenge),
                              pygame.K_b, "B", enabled=why is None, why_disabled=why))
        if spec is not None and spec.backing:
            why = None if any(isinstance(a, Back) for a in legal) else self._why_no_side(seat, Back, view)
            out.append(Button(lambda: t("tc.ui.back"), lambda: self._pick(Back), pygame.K_k, "K",
                              enabled=why is None, why_disabled=why))
        ready = Ready() in legal
        out.append(Button(lambda: t("tc.ui.ready"), lambda: self._ready(seat), pygame.K_SPACE, "Space",
                          primary=True, enabled=ready, why_disabled=t("tc.illegal.answer_first")))
        return out

    def _why_no_side(self, seat: int, kind: type[Action], view: Any) -> str:
        """Why no challenge (or ké cửa) can be made now."""
        if not isinstance(view, ThreeCardView):
            return t("tc.illegal.phase")
        if view.ready[seat]:
            return t("tc.illegal.ready")
        mine = [b for b in view.side_bets if b.maker == seat]
        if kind is Challenge and any(b.kind != KE_CUA and b.status in (OFFERED, ACCEPTED) for b in mine):
            return t("tc.illegal.one_challenge")
        if kind is Back and any(b.kind == KE_CUA for b in mine):
            return t("tc.illegal.one_back")
        if seat == view.banker and kind is Back:
            return t("tc.illegal.banker_backs")
        least = view.stake * (view.side_loss if kind is Challenge or kind is Back else 1)
        if view.free[seat] < least:
            return t("tc.ui.no_funds_side", amount=least, free=view.free[seat])
        return t("tc.ui.nobody_to_bet")

    def _ready(self, seat: int) -> None:
        self.table.open_all()
        self.table.act(seat, Ready())

    def _pick(self, kind: type[Action]) -> None:
        self.picking = kind
        self.target = None
        self.chips.reset()
        self._changed()

    def _picking_buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        scene = self.table
        kind = self.picking
        cancel = Button(lambda: t("ui.back"), self._cancel, pygame.K_ESCAPE, "Esc", size=16)
        if self.target is None:
            return [cancel]
        target = self.target
        amounts = sorted({a.amount for a in legal if isinstance(a, (Challenge, Back)) and type(a) is kind
                          and a.target == target})
        make = Challenge if kind is Challenge else Back
        key = "tc.ui.offer" if kind is Challenge else "tc.ui.back_amount"
        limits = None
        if isinstance(view, ThreeCardView):
            loss = view.side_loss
            limits = Limits(view.max_bet, view.free[seat] // loss,
                            view.free[target] // self._cover() if kind is Challenge else
                            (view.free[view.banker] if view.banker is not None else None),
                            "target" if kind is Challenge else ("chuong" if view.mode == "chuong" else "cai"))
        out = self.chips.buttons(amounts, lambda a: scene.act(seat, make(target, a)), key, limits)
        return [*out, cancel]

    def _cancel(self) -> None:
        self.reset()
        self._changed()

    def seat_clicked(self, seat: int) -> bool:
        if self._table is None or self.picking is None:
            return False
        scene = self.table
        me = scene.acting_human()
        if me is None:
            return False
        legal = scene.legal(me)
        if _answering(legal):  # the choice waits until the offer is answered
            return False
        targets = {a.target for a in legal if isinstance(a, (Challenge, Back)) and type(a) is self.picking}
        if seat not in targets:
            scene.toast(self._why_not_target(seat, me, scene.live_view(me)))
            return True
        self.target = seat
        self.chips.reset()
        self._changed()
        return True

    def _why_not_target(self, seat: int, me: int, view: Any) -> str:
        """Why ``seat`` cannot be chosen: yourself, the banker, a refused or earlier challenge,
        a challenge between you still open, not in the round, or not enough chips."""
        name = self.table.seat_name(seat)
        if seat == me:
            return t("tc.ui.not_yourself")
        if not isinstance(view, ThreeCardView):
            return t("tc.ui.cannot_target", name=name)
        if seat == view.banker and self.picking is Back:
            return t("tc.ui.not_banker")
        if not view.in_round[seat]:
            return t("tc.illegal.target_out")
        if self.picking is Challenge:
            for b in view.side_bets:
                if b.kind == KE_CUA:
                    continue
                if b.maker == me and b.target == seat:
                    return t("tc.ui.refused_before" if b.status == DECLINED else "tc.ui.challenged_before", name=name)
                if b.maker == seat and b.target == me and b.status in (OFFERED, ACCEPTED):
                    return t("tc.ui.pair_open", name=name)
            need = view.stake * self._cover()
            if view.free[seat] < need:
                return t("tc.ui.target_short", name=name, amount=need, free=view.free[seat])
        return t("tc.ui.cannot_target", name=name)

    # --- what the table shows -------------------------------------------------------------
    def hand_label(self, seat: int, tiles: Sequence[Tile | None]) -> str | None:
        if len(tiles) != 3 or not all(isinstance(c, Card) for c in tiles):
            return None
        return self._rules().label(tuple(c for c in tiles if isinstance(c, Card))).text()

    # --- motion ----------------------------------------------------------------------------------
    def beat(self, event: Event) -> None:
        """A ván phụ: once its banner has been read over the tied hands, they leave for the
        deck before their new deal; a declined challenge is said in a toast as the table
        shows it."""
        table = self.table
        if isinstance(event, Announced) and event.kind == "van-phu":
            tied = tuple(int(s) for s in event.params.get("seats", ()))
            leaving: list[tuple[Any, tuple[float, float]]] = []

            def begin() -> None:  # the hands as they lie when the sweep starts (a second ván phụ's too)
                leaving[:] = [(sp, sp.pos) for s in tied for sp in table.hands[s]]

            def step(p: float) -> None:
                for sp, start in leaving:
                    sp.pos = lerp2(start, table.layout.deck, p)
                    sp.alpha = round(255 * (1 - p))

            def gone() -> None:
                for s in tied:
                    table.hands[s].clear()

            table.animator.queue(SWEEP, step, ease=EASE_IN_OUT, on_start=begin, on_done=gone)
        elif isinstance(event, SideBetUpdated) and event.bet.status == DECLINED:
            message = t("tc.ui.declined", name=table.seat_name(event.bet.target),
                        maker=table.seat_name(event.bet.maker))
            table.animator.queue(0.0, None, on_start=lambda: table.toast(message, bad=False))

    # --- drawing -----------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface) -> None:
        """Each side bet as a line between the two seats' betting spots.  Under the seats: a
        line covers no card."""
        shown = self.table.shown
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

    def draw_markers(self, surface: pygame.Surface, keep_clear: Sequence[pygame.Rect]) -> None:
        """The side bets' markers on their lines: what each is and for how much, then its result
        in the line's colour once the table has seen both hands; the bets between the same two
        seats (a ké and a thách) one above the other on one marker.  Over the seats, each marker
        where it covers nothing of ``keep_clear`` (the seats, the trays), no other marker and no
        other line — else the least covered.  A marker the result panel would half cover is
        not drawn (the panel says it)."""
        shown = self.table.shown
        if not isinstance(shown, ThreeCardTable):
            return
        lay = self.lay
        pairs: dict[frozenset[int], list[SideBet]] = {}
        for bet in shown.side:
            if bet.status != DECLINED:
                pairs.setdefault(frozenset((bet.maker, bet.target)), []).append(bet)
        lines = {pair: (lay.spot(bets[0].maker).ring.center, lay.spot(bets[0].target).ring.center)
                 for pair, bets in pairs.items()}
        cover = self.table.results_cover()
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
            self.table.tell("line", tuple(dict.fromkeys(deps)), bet.status)
            self.table.tell("side", deps, str(amount))
        target = self.table.seat_name(bet.target)
        texts = [t(f"tc.ui.label.{bet.kind}", name=given_name(target), amount=amount),
                 t(f"tc.ui.mark.{bet.kind}", amount=amount)]
        text = next((x for x in texts if theme.font(MIN_TEXT, True).size(x)[0] <= room), texts[-1])
        return text, color, bet.amount

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.table
        shown = scene.shown
        me = scene.acting_human()
        legal = shown.legal if me is not None else ()
        if self.picking is not None and not _answering(legal):  # an offer to answer comes first
            targets = {a.target for a in legal if isinstance(a, (Challenge, Back)) and type(a) is self.picking}
            for s in targets:
                r = self.lay.spot(s).plate
                color = theme.FOCUS if s != self.target else theme.GOLD_LIGHT
                pen.rect(surface, color, r.inflate(8, 8), width=3, border_radius=16)
            prompt = t("tc.ui.pick_target") if self.target is None else t(  # whom the amount is for
                "tc.ui.pick_amount.back" if self.picking is Back else "tc.ui.pick_amount.challenge",
                name=scene.seat_name(self.target))
            self.draw_prompt(surface, prompt)


def _offer_amount(view: Any, challenger: int, target: int) -> int:
    for bet in getattr(view, "side_bets", ()):
        if bet.maker == challenger and bet.target == target and bet.status == OFFERED:
            return int(bet.amount)
    return 0


def _answering(legal: Sequence[Action]) -> bool:
    """Whether a challenge made to the acting seat waits for its answer."""
    return any(isinstance(a, Decline) for a in legal)
