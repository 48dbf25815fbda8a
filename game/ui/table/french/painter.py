"""The French felt's painter: the shown table on the oval — plates, each seat's cards, bets,
the deck, the pot and the fee tray, where :mod:`~game.ui.table.french.layout` puts them
(nothing covers a seat); the side panel (the last rounds and the log) and the result panel.
What differs between the games — side-bet markers, hints, a hand's name — comes from the
game's :class:`~game.ui.table.french.marks.Marks`.

**Nothing is told before it is seen**, by construction: the shown table holds a card's face,
a total or an outcome only once the beat that shows it has played.  Each frame still records
what it told and on which seats (:meth:`~game.ui.table.stage.Sight.tell`), so the spoiler
oracle of the tests can check it against the cards on the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.engine.cards import ALL_CARDS
from game.engine.ledger import FEE_SINK, POT
from game.i18n import number, signed, t
from game.shown.table import ShownSeat, ShownTable
from game.ui import assets, pen, theme
from game.ui.celebrate import pile_area
from game.ui.table.bars import LogScroll
from game.ui.table.french.layout import FrenchLayout, FrenchSeat
from game.ui.table.french.marks import Marks, seen_hand
from game.ui.table.french.own_cards import landed
from game.ui.table.french.paint import bet_spot, pill, spot_ring, tray, tray_area
from game.ui.table.french.results import Lead, ResultPanel, amount_color
from game.ui.table.french.side_panel import draw_panel, panel_backdrop
from game.ui.table.kit import BasePainter
from game.ui.table.plates import Line, draw_plate
from game.ui.table.stage import Sight
from game.ui.table.stamps import outcome, own_line, seat_results, stamp, stamp_place
from game.ui.widgets import ButtonRow


class FrenchPainter(BasePainter):
    def __init__(self, sight: Sight, result_panel: ResultPanel, marks: Marks) -> None:
        super().__init__(sight)
        self.result_panel = result_panel  # the controls fold and scroll it, the painter draws it
        self.marks = marks
        self.trays: list[pygame.Rect] = []  # the middle's trays as last drawn: the markers keep clear
        self.stamps: list[tuple[int, str, pygame.Rect]] = []  # each seat's stamp as last placed (tests)

    @property
    def lay(self) -> FrenchLayout:
        lay = self.sight.places.layout
        assert isinstance(lay, FrenchLayout)
        return lay

    def laid_out(self) -> None:
        """Scale every face once at this layout's card sizes (about 0.1 s, while the table
        opens): otherwise a showdown turning up 36 cards scales them all in one frame."""
        face, back = self.sight.faces()
        widths = {self.lay.card_w, self.lay.small_card_w}
        for c in ALL_CARDS:  # each face at every width in turn: its picture is read once (assets.IMAGES_KEPT)
            for w in widths:
                face(c, w)
        for w in widths:
            back(w)

    def players(self) -> tuple[int, ...]:
        """The seats dealt into the round on the table."""
        return tuple(s for s, seat in enumerate(self.sight.shown.seats) if seat.cards)

    # --- the felt ----------------------------------------------------------------------------------
    def backdrop(self, surface: pygame.Surface) -> None:
        """The felt's oval, and the side panel's box or tab."""
        lay = self.lay
        pen.ellipse(surface, (24, 100, 62), lay.oval, width=max(2, round(3 * lay.scale)))  # round the table's axis
        panel_backdrop(surface, lay)

    def table(self, surface: pygame.Surface) -> None:
        lay, sight = self.lay, self.sight
        shown, picture = sight.shown, sight.picture
        self._draw_deck(surface)
        self._draw_trays(surface)
        banked = shown.banker is not None
        for spot in lay.french_seats:  # the betting spots; the banker's holds what the bank wins
            seat = shown.seats[spot.index]
            if banked and spot.index == shown.banker:
                spot_ring(surface, spot.ring)
            elif banked and not seat.sat_out:
                bet_spot(surface, spot, picture.spot_chips(shown, spot.index) + self.marks.pending(spot.index),
                         lay.chip_d, lay.fonts.label)
        self.marks.draw_under(surface)
        face, back = sight.faces()
        view = shown.view
        acting = set(view.to_act) if view is not None and not shown.over else set()
        playoff = getattr(shown, "playoff", ())
        for spot in lay.french_seats:
            seat = shown.seats[spot.index]
            dim = bool(playoff) and spot.index not in playoff
            for sprite in picture.hands[spot.index]:
                sprite.dim = dim
                sprite.draw(surface, face, back, assets.CARD_RATIO)
            outcome = self.marks.outcome(spot.index)  # on the plate, and instead of a status on the tag
            self._draw_plate(surface, shown, spot, seat, spot.index in acting, outcome)
            self._draw_tag(surface, shown, spot, seat, outcome)
        clear = [r for spot in lay.french_seats for r in spot.all] + self.trays + self._pile_areas()
        self.marks.draw_markers(surface, clear, self.results_cover())
        self._draw_stamps(surface)
        self.marks.draw(surface)

    def _pile_areas(self) -> list[pygame.Rect]:
        """Where big wins' piles lie, as the frame draws them over the table."""
        lay = self.lay
        return [pile_area(lay.spot(p.seat).ring.center, len(p.values), round(26 * lay.scale), p.seat)
                for p in self.sight.picture.piles.values()]

    def _draw_stamps(self, surface: pygame.Surface) -> None:
        """Each settled seat's stamp on its portrait's upper edge, half over the plate (its change
        is on the plate's corner) — else near it, clear of every hand and tag, the other seats'
        plates and the result panel; none the result panel would half cover."""
        results = seat_results(self.sight.shown)
        cover = self.results_cover()
        lay = self.lay
        bounds = lay.felt.clip(pygame.Rect(0, 0, lay.panel.left, lay.size[1])) if lay.panel_open else lay.felt
        piles = self._pile_areas()  # drawn over the table
        self.stamps = []
        for s, delta in results.items():
            img = stamp(delta, lay.fonts.label)
            others = [r for spot in lay.french_seats for r in (spot.own if spot.index != s else spot.own[1:])]
            others += [lay.panel, *self.marks.placed(), *piles, *(r for _, _, r in self.stamps)]
            others += [cover] if cover is not None else []
            rect = stamp_place(lay.spot(s).plate, img.get_size(), bounds, others)
            self.stamps.append((s, outcome(delta), rect))
            if cover is None or not rect.colliderect(cover):
                surface.blit(img, rect)

    def over_bars(self, surface: pygame.Surface, actions: ButtonRow) -> None:
        self.marks.draw_bar(surface, actions)

    def _draw_deck(self, surface: pygame.Surface) -> None:
        lay = self.lay
        left = self.sight.shown.deck
        if left <= 0:
            return
        w = lay.small_card_w
        back = self.sight.faces().back(w)
        spread = math.sin(math.pi * self.sight.picture.shuffle_t) * w * 0.6  # the riffle: halves part and meet
        for i in range(min(6, 1 + left // 8)):
            dx = -spread if i % 2 else spread
            surface.blit(back, back.get_rect(center=(lay.deck[0] - i + dx, lay.deck[1] - i * 2)))

    def _draw_trays(self, surface: pygame.Surface) -> None:
        """The pot (at a table without a banker, or while it holds chips) and the fee tray
        (while the round has paid fees, or chips fly to it), each labelled; chips flying
        away from them have left already."""
        lay = self.lay
        shown = self.sight.shown
        leaving = [f for f in self.sight.picture.flights if f.visible]
        cover = self.results_cover()
        self.trays = []
        pot = shown.pot - sum(f.amount for f in leaving if f.source == POT)
        flying = any(POT in (f.source, f.dest) for f in leaving)
        if (shown.banker is None and not shown.over) or pot > 0 or flying:  # nothing left over: no tray
            self._tray(surface, lay.pot, lay.chip_d, max(0, pot), self.pot_text(max(0, pot)), lay.middle.width // 3,
                       cover)
        fees = shown.fees - shown.facts.fees  # this round's chips lie on the tray, its label says the header's sum
        if fees > 0 or any(f.dest == FEE_SINK for f in leaving):
            self._tray(surface, lay.fee_sink, lay.chip_d * 3 // 4, max(0, fees), self.fee_text(),
                       lay.middle.width // 4, cover)

    def fee_text(self) -> str:
        """The fee tray's label: the fees the table has taken, as the top bar says them."""
        return t("ui.fees", amount=self.sight.shown.fees)

    def _tray(self, surface: pygame.Surface, centre: tuple[int, int], chip_d: int, amount: int, label: str,
              width: int, cover: pygame.Rect | None) -> None:
        """A tray in the middle, kept clear by the side bets' markers; under the result panel's
        edge it is left out (the panel says what it holds)."""
        area = tray_area(centre, chip_d, self.lay.fonts.label, width)
        self.trays.append(area)
        if cover is None or not area.colliderect(cover):
            tray(surface, centre, chip_d, amount, label, self.lay.fonts.label, width, self.sight.shown.facts.stake)

    def pot_text(self, pot: int) -> str:
        """"Tiền cược 60", "Tiền cược 60 + 1" with chips the last round left, "Để lại ván sau 1"."""
        shown = self.sight.shown
        if shown.over:
            return t("ui.pot.left", amount=pot)
        carry = shown.facts.carry
        if 0 < carry < pot:
            return t("ui.pot.carry", amount=pot - carry, carry=carry)
        return t("ui.pot", amount=pot)

    def _draw_plate(self, surface: pygame.Surface, shown: ShownTable, spot: FrenchSeat, seat: ShownSeat,
                    acting: bool, outcome: tuple[str, int] | None) -> None:
        lay, sight = self.lay, self.sight
        s = spot.index
        turn = sight.turn_of(s, acting)
        corner, color = None, theme.CREAM
        if shown.over and seat.delta is not None and seat.cards:
            corner, color = signed(seat.delta), amount_color(seat.delta)
            sight.tell("delta", self.players(), corner)
        elif outcome is not None:
            corner, color = outcome[0], amount_color(outcome[1]) if outcome[1] else theme.CREAM
        role = shown.role_of(s)
        fonts = lay.fonts
        right = None if corner is None else Line(corner, fonts.label if color == theme.CREAM else fonts.number, color,
                                                 color != theme.CREAM)
        draw_plate(surface, spot.plate, name=seat.name, name_px=fonts.name,
                   left=Line(number(sight.picture.plate_chips(shown, s)), fonts.number), right=right,
                   role=t(f"role.{role}") if role else None, role_px=fonts.label, avatar=sight.avatar(s), turn=turn,
                   scale=lay.scale, keep=(*spot.all[1:], lay.panel), within=lay.felt)

    def _draw_tag(self, surface: pygame.Surface, shown: ShownTable, spot: FrenchSeat, seat: ShownSeat,
                  outcome: tuple[str, int] | None) -> None:
        """The seat's tag: its hand's name once the viewer sees all its cards, at rest; else its
        status ("Đang xem bài") once its cards have landed; an outcome goes on the plate."""
        s = spot.index
        sight = self.sight
        if seat.out_tag and not seat.cards:  # sitting out, and why ("Nghỉ: nhà cái thiếu tiền")
            pill(surface, spot.tag, seat.out_tag, self.lay.fonts.tag, fill=theme.MUTED)
            return
        if not landed(sight.picture, shown, s):
            return
        tiles = seen_hand(seat)
        text = self.marks.hand_label(s, tiles) if tiles is not None else None
        if text is not None and tiles is not None:
            sight.tell("hand", (s,), text)
            if self.marks.strong(s, tiles):  # a strong hand's name called out in gold, where its tag is
                pill(surface, spot.tag, text, self.lay.fonts.tag, fill=theme.GOLD, ink=theme.INK)
                return
        elif outcome is None:
            status = shown.status(s)  # ("betting" no more once its bet stands)
            text = status.text() if status is not None else None
        if text:
            pill(surface, spot.tag, text, self.lay.fonts.tag)

    # --- the side panel, the result panel, the toasts ------------------------------------------
    def log(self, surface: pygame.Surface, lines: Sequence[str], history: Callable[[int, int, int], list[str]],
            scroll: LogScroll) -> tuple[pygame.Rect | None, pygame.Rect | None]:
        """The last rounds head the side panel, the log below them (nothing while it is closed)."""
        lay = self.lay
        if not lay.panel_open:
            return None, None
        pad = max(6, round(10 * lay.scale))  # the side panel's
        draw_panel(surface, lay, history(8, lay.panel.width - 2 * pad, lay.fonts.body), lines, scroll)
        return lay.log, lay.history

    def results_cover(self) -> pygame.Rect | None:
        rows = self.sight.shown.results
        return self.result_panel.cover(self.lay, rows, self.lead()) if rows and self.sight.results_showing() else None

    def lead(self) -> Lead:
        """The result panel's lead: the viewer's own result and the headline, as shown."""
        shown = self.sight.shown
        own = own_line(shown.viewer, seat_results(shown))
        return Lead(own[0] if own else None, own[1] if own else 0, shown.headline)

    def results(self, surface: pygame.Surface) -> None:
        shown = self.sight.shown
        rows = shown.results
        if not rows:
            return
        self.sight.tell("results", self.players(), "results")
        title = t("ui.results.title", n=shown.facts.round_no)
        self.result_panel.draw(surface, self.lay, title, rows, self.lead())

    def toast_area(self, pill: int) -> pygame.Rect | None:
        """Where toasts go: the layout's strip, or — while the result panel lies over it — the
        free middle's band above or below the panel that holds a toast (``pill`` high, the
        larger one); with none (a panel filling the middle), across the panel's title row,
        never its results."""
        lay = self.lay
        cover = self.results_cover()
        if cover is None or not cover.colliderect(lay.toasts):
            return lay.toasts
        gap = round(6 * lay.scale)
        middle = lay.middle
        above = pygame.Rect(lay.toasts.left, middle.top, lay.toasts.width, cover.top - gap - middle.top)
        below = pygame.Rect(lay.toasts.left, cover.bottom + gap, lay.toasts.width, middle.bottom - cover.bottom - gap)
        band = max(above, below, key=lambda r: r.height)
        if band.height >= pill:
            return band
        head = self.result_panel.head(lay, self.sight.shown.results or [], self.lead()) or cover
        return pygame.Rect(cover.left, head.bottom - pill, cover.width, pill)  # over the title, and above it if taller

    def keep_in_view(self) -> list[pygame.Rect]:
        """Plates, cards, bets, the line written over the player's cards."""
        lay = self.lay
        sc = lay.scale
        grow = round(8 * sc)
        out = [spot.plate.inflate(grow, grow) for spot in lay.seats]
        d = round(18 * sc)
        out += [pygame.Rect(spot.bet_spot[0] - d, spot.bet_spot[1] - d, 2 * d, 2 * d) for spot in lay.seats]
        out += [sp.rect(assets.CARD_RATIO).inflate(grow, grow) for hand in self.sight.picture.hands.values()
                for sp in hand]
        viewer = next((spot for spot in lay.seats if spot.is_viewer), None)
        if viewer is not None:
            top = viewer.center[1] - lay.card_size(True)[1] // 2
            out.append(pygame.Rect(lay.center[0] - round(320 * sc), top - round(64 * sc), round(640 * sc),
                                   round(64 * sc)))
        return out
