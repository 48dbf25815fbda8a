"""The French-deck table: one scene for Ba Cây, Bài Cào and Xì Dách (and any game whose view
is a :class:`~game.engine.view.TableView`).

It draws the shown table (:mod:`game.shown`): plates round the oval, each seat's cards,
bets, the deck and the pot, where :mod:`game.ui.table.french.layout` puts them — nothing
covers a seat.  What differs between the games — the buttons their legal actions become,
side-bet markers, hints, what a hand is called — comes from the :class:`Panel` the game's
catalogue record names (:mod:`game.ui.table.families`); a game without a panel of its own
gets one button per legal action.

**Nothing is told before it is seen**, by construction: the shown table holds a card's face,
a total or an outcome only once the beat that shows it has played.  Each frame still records
what it told and on which seats (:attr:`FrenchTableScene.told`), so the spoiler oracle of the
tests can check it against the cards on the table.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.cards import ALL_CARDS
from game.engine.events import CardDealt, CardsRevealed, Event
from game.engine.ledger import FEE_SINK, POT
from game.engine.protocol import Action
from game.i18n import number, signed, t
from game.match.match import Match
from game.shown.table import ShownCard, ShownSeat
from game.ui import assets, pen, theme
from game.ui.app import App
from game.ui.curl import peel_toward
from game.ui.table.beats import TableBeats
from game.ui.table.french.layout import FrenchLayout, FrenchSeat, french_layout
from game.ui.table.french.paint import bet_spot, pill, spot_ring, tray, tray_area
from game.ui.table.french.panel import Panel, seen_hand
from game.ui.table.french.results import ResultPanel, amount_color
from game.ui.table.french.side_panel import draw_panel, panel_backdrop
from game.ui.table.plates import Line, draw_plate
from game.ui.table.scene import TableScene
from game.ui.table.sprites import CardSprite
from game.ui.table.story_view import opens_story
from game.ui.widgets import Button

TAP = 6  # px: a press that moves less than this is a tap (the card flips at once)


@dataclass(frozen=True)
class Told:
    """An outcome drawn this frame: its ``kind`` ("hand", "outcome", "delta", "side", "line",
    "hint", "results"), the seats whose cards it rests on, and the text."""

    kind: str
    seats: tuple[int, ...]
    text: str


def panel_open_by_default(size: tuple[int, int], n_seats: int, max_cards: int) -> bool:
    """The side panel opens by itself where it leaves the middle of the table wide enough for
    the result panel's one-line rows (else L opens it)."""
    lay = french_layout(size, n_seats, 0, max_cards=max_cards, panel_open=True)
    return lay.middle.width >= round(440 * lay.scale) and lay.card_w >= french_layout(
        size, n_seats, 0, max_cards=max_cards, panel_open=False).card_w


class FrenchBeats(TableBeats):
    """The shared beats, and the panel's own after them (the ván phụ's banner, then its sweep)."""

    def __init__(self, scene: FrenchTableScene) -> None:
        super().__init__(scene)
        self.panel = scene.panel

    def beat(self, event: Event) -> None:
        super().beat(event)
        self.panel.beat(event)

    def applied(self, event: Event) -> None:
        self.panel.applied(event)


class FrenchTableScene(TableScene):

    def __init__(self, app: App, match: Match, panel: Panel) -> None:
        self.panel = panel
        self.panel_open = panel_open_by_default(app.size, match.n_seats, panel.max_cards)
        self.trays: list[pygame.Rect] = []  # the middle's trays as last drawn: the markers keep clear
        super().__init__(app, match)
        self.panel.attach(self, lambda: self.lay)
        self.result_panel = ResultPanel()
        self.told: list[Told] = []
        self.pulse = 0.0
        self._drag: tuple[int, tuple[int, int]] | None = None
        self.warm_faces()

    @property
    def lay(self) -> FrenchLayout:
        lay = self.layout
        assert isinstance(lay, FrenchLayout)
        return lay

    def make_layout(self) -> FrenchLayout:
        return french_layout(self.app.size, self.match.n_seats, self.viewers.bottom(), max_cards=self.panel.max_cards,
                             panel_open=self.panel_open)

    def make_beats(self) -> TableBeats:
        return FrenchBeats(self)

    def relayout(self) -> None:
        super().relayout()
        self.warm_faces()

    def close(self) -> None:
        self.app.toasts.area = None
        super().close()

    def warm_faces(self) -> None:
        """Scale every face once at this layout's card sizes (about 0.1 s, while the table
        opens): otherwise a showdown turning up 36 cards scales them all in one frame."""
        four = bool(self.app.session.settings.four_colour)
        widths = {self.layout.card_w, self.layout.small_card_w}
        for c in ALL_CARDS:  # each face at every width in turn: its picture is read once (assets.IMAGES_KEPT)
            for w in widths:
                assets.card_face(c, w, four)
        for w in widths:
            self.back()(w)

    # --- hooks ------------------------------------------------------------------------------
    def shows_own_cards(self) -> bool:
        return not self.panel.squeeze

    def button_state(self) -> object:
        return self.panel.state_key()

    def hold_at(self, events: Sequence[Event]) -> int | None:
        """Cào cái settles the moment the last bet is in: the showdown waits for the viewer
        to squeeze their own cards open (or press "Lật bài")."""
        viewer = self.viewer()
        if not self.panel.squeeze or viewer is None:
            return None
        closed = not self.all_open()  # the viewer's cards on the table, or dealt in this move, still closed
        for i, e in enumerate(events):
            if isinstance(e, CardDealt) and e.seat == viewer and not e.face_up:
                closed = True
            elif isinstance(e, CardsRevealed) and e.why == "showdown" and closed:
                return i
        return None

    def held_buttons(self) -> list[Button]:
        return [Button(lambda: t("tc.ui.show"), self.open_all, pygame.K_SPACE, "Space", primary=True)]

    def action_buttons(self, seat: int) -> list[Button]:
        return self.panel.buttons(seat, self.controller.legal(seat), self.live_view(seat))

    def legal(self, seat: int) -> list[Action]:
        return self.controller.legal(seat)

    def live_view(self, seat: int) -> object:
        return self.controller.view(seat)

    def actions_wait(self) -> bool:
        """Nothing is offered while a card is still on its way: the decision rests on it."""
        return not all(self.landed(s) for s in range(self.match.n_seats))

    def result_buttons(self) -> list[Button]:
        def widest() -> str:  # folding or unfolding moves no button
            return max((t("ui.results.show"), t("ui.results.fold")), key=lambda s: theme.font(16, True).size(s)[0])

        fold = Button(lambda: t("ui.results.show" if self.result_panel.folded else "ui.results.fold"),
                      self._fold_results, pygame.K_r, "R", size=16, widest=widest)
        return [*super().result_buttons(), fold]

    def _fold_results(self) -> None:
        self.result_panel.toggle()
        self.refresh_buttons(force=True)

    def new_round(self) -> None:
        self.panel.reset()
        self.result_panel.reset()
        super().new_round()

    # --- what the table has shown -------------------------------------------------------------
    def landed(self, seat: int) -> bool:
        """Every card the table has shown before ``seat`` lies in its place, at rest."""
        hand = self.hands[seat]
        count = len(self.shown.seats[seat].cards) if seat < self.shown.n_seats else 0
        return len(hand) == count and not any(c.moving for c in hand)

    def tell(self, kind: str, seats: tuple[int, ...], text: str) -> None:
        self.told.append(Told(kind, seats, text))

    def players(self) -> tuple[int, ...]:
        """The seats dealt into the round on the table."""
        return tuple(s for s, seat in enumerate(self.shown.seats) if seat.cards)

    # --- the picture at rest ---------------------------------------------------------------
    def slot(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Card ``index`` of the seat's fan, laid out for the whole hand."""
        return self.lay.spot(seat).slot(index, self.panel.fan(seat, count))

    def sync_picture(self) -> None:
        """The hands as the shown table holds them: faces the viewer was shown, the viewer's own
        cards as far as they have opened them, the winners' hands aglow."""
        shown = self.shown
        for s, seat in enumerate(shown.seats):
            hand = self.hands[s]
            hand.clear()
            width = self.card_width(s)
            for i, card in enumerate(seat.cards):
                sprite = CardSprite(card.tile, self.slot(s, i, len(seat.cards)), width)
                sprite.face_up = 1.0 if card.seen else 0.0
                sprite.highlight = shown.over and (seat.delta or 0) > 0
                hand.append(sprite)

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not opens_story(event) and not self.story.open:
            self.toggle_panel()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.lay.panel_open \
                and self.lay.panel.collidepoint(event.pos):
            self.toggle_panel()
            return True
        if self.shown.over and self._scroll_results(event):
            return True
        return super().handle(event)

    def toggle_panel(self) -> None:
        self.panel_open = not self.panel_open
        self.relayout()

    def toggle_log(self) -> None:
        self.toggle_panel()

    def _scroll_results(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return self.result_panel.scroll_by(-event.y)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            return self.result_panel.scroll_by(-1 if event.key == pygame.K_UP else 1)
        return False

    def handle_table(self, event: pygame.event.Event) -> bool:
        if self.panel.handle(event):
            return True
        viewer = self.viewer()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            seat = self.seat_at(event.pos)
            if seat is not None and seat != viewer and self.panel.seat_clicked(seat):
                return True
            if viewer is not None and self.panel.squeeze:
                idx = self.own_card_at(event.pos)
                if idx is not None and not self._opened(idx):
                    self._drag = (idx, event.pos)
                    sprite = self.hands[viewer][idx]
                    r = sprite.rect(assets.CARD_RATIO)
                    sprite.peel_corner = (1 if event.pos[0] >= r.centerx else -1,
                                          1 if event.pos[1] >= r.centery else -1)
                    return True
            if seat is not None and self.panel.seat_clicked(seat):
                return True
        elif event.type == pygame.MOUSEMOTION and self._drag is not None and viewer is not None:
            idx, start = self._drag
            sprite = self.hands[viewer][idx]
            r = sprite.rect(assets.CARD_RATIO)
            sprite.peel = peel_toward(r, sprite.peel_corner, event.pos)  # the curl's tip under the pointer
            if sprite.peel >= 0.5:
                self._open_own(idx)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            idx, start = self._drag
            self._drag = None
            moved = math.hypot(event.pos[0] - start[0], event.pos[1] - start[1])
            if moved < TAP or (viewer is not None and self.hands[viewer][idx].peel >= 0.5):
                self._open_own(idx)  # a tap flips at once
            elif viewer is not None:
                self.hands[viewer][idx].peel = 0.0  # let go early: the corner falls back
            return True
        return False

    def update(self, dt: float) -> bool:
        if self.held and self.all_open() and not self.director.busy:
            self.release()
        self.pulse = (self.pulse + dt) % 10.0
        slid = self._close_fans(dt)
        return super().update(dt) or slid

    def _close_fans(self, dt: float) -> bool:
        """Cards at rest slide to their places when their fan changes (a drawn card re-centres
        it, a new layout moves it); True while one moves."""
        k = min(1.0, dt * 14 * self.animator.speed) if self.animator.speed > 0 else 1.0
        moved = False
        for seat, hand in self.hands.items():
            for i, sprite in enumerate(hand):
                if sprite.moving:
                    continue
                (tx, ty), (x, y) = self.slot(seat, i, len(hand)), sprite.pos
                if abs(tx - x) + abs(ty - y) > 0.5:
                    near = abs(tx - x) + abs(ty - y) < 2 or k >= 1.0
                    sprite.pos = (tx, ty) if near else (x + (tx - x) * k, y + (ty - y) * k)
                    moved = True
                if sprite.width != self.card_width(seat):
                    sprite.width = self.card_width(seat)
        return moved

    def _own_cards(self) -> list[ShownCard]:
        viewer = self.viewer()
        return self.shown.seats[viewer].cards if viewer is not None and viewer < self.shown.n_seats else []

    def _opened(self, idx: int) -> bool:
        cards = self._own_cards()
        return idx >= len(cards) or cards[idx].seen

    def _open_own(self, idx: int) -> None:
        """The viewer has looked at their card ``idx`` (squeezed, tapped or "Lật bài")."""
        viewer = self.viewer()
        cards = self._own_cards()
        if viewer is None or idx >= len(cards) or idx >= len(self.hands[viewer]) or cards[idx].seen:
            return
        self._drag = None
        sprite = self.hands[viewer][idx]
        if sprite.face_up > 0.0:
            return  # already turning
        sprite.peel = 0.0

        def step(p: float) -> None:
            sprite.face_up = p

        def seen() -> None:  # what the viewer has seen, once it has turned: the shown table keeps it
            cards[idx].opened = True
            self.refresh_buttons(force=True)

        self.play_sound("flip", 0.7)
        self.animator.start(0.2, step, on_done=seen)
        self.refresh_buttons(force=True)

    def open_all(self) -> None:
        """"Lật hết": flip every own card at once."""
        for i in range(len(self._own_cards())):
            self._open_own(i)

    def all_open(self) -> bool:
        """Whether the viewer has opened every card the table has put before them (and none is
        still on its way)."""
        viewer = self.viewer()
        if viewer is None:
            return True
        cards = self._own_cards()
        return all(c.seen for c in cards) and len(self.hands[viewer]) == len(cards)

    def own_card_at(self, pos: tuple[int, int]) -> int | None:
        viewer = self.viewer()
        if viewer is None:
            return None
        for i in reversed(range(len(self.hands[viewer]))):
            if self.hands[viewer][i].rect(assets.CARD_RATIO).collidepoint(pos):
                return i
        return None

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for spot in self.lay.french_seats:
            if spot.plate.collidepoint(pos) or spot.cards.collidepoint(pos):
                return spot.index
        return None

    def act(self, seat: int, action: Action) -> bool:
        ok = super().act(seat, action)
        if ok:
            self.panel.reset()
        return ok

    def forget_choice(self) -> None:
        self.panel.reset()

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.told = []
        # the toasts are drawn after the scenes: in the table's strip, or with a dialog or the
        # curtain on top, at the top of the screen
        self.app.toasts.area = self.toast_area() if self.app.scenes.top is self else None
        super().draw(surface)

    def toast_area(self) -> pygame.Rect:
        """Where toasts go: the layout's strip, or — while the result panel lies over it — the
        free middle's band above or below the panel that holds a toast (the larger one); with
        none (a panel filling the middle), across the panel's title row, never its results."""
        lay = self.lay
        cover = self.results_cover()
        if cover is None or not cover.colliderect(lay.toasts):
            return lay.toasts
        gap = round(6 * lay.scale)
        middle = lay.middle
        above = pygame.Rect(lay.toasts.left, middle.top, lay.toasts.width, cover.top - gap - middle.top)
        below = pygame.Rect(lay.toasts.left, cover.bottom + gap, lay.toasts.width, middle.bottom - cover.bottom - gap)
        band = max(above, below, key=lambda r: r.height)
        one = self.app.toasts.pill_height(lay.size)
        if band.height >= one:
            return band
        head = self.result_panel.head(lay, self.shown.results or []) or cover
        return pygame.Rect(cover.left, head.bottom - one, cover.width, one)  # over the title, and above it if taller

    def draw_table(self, surface: pygame.Surface) -> None:
        lay = self.lay
        shown = self.shown
        self._draw_deck(surface)
        self._draw_trays(surface)
        banked = shown.banker is not None
        for spot in lay.french_seats:  # the betting spots; the banker's holds what the bank wins
            seat = shown.seats[spot.index]
            if banked and spot.index == shown.banker:
                spot_ring(surface, spot.ring)
            elif banked and not seat.sat_out:
                bet_spot(surface, spot, self.spot_chips(spot.index), lay.chip_d, lay.fonts.label)
        self.panel.draw_under(surface)
        face, back = self.face(), self.back()
        view = shown.view
        acting = set(view.to_act) if view is not None and not shown.over else set()
        playoff = getattr(shown, "playoff", ())
        for spot in lay.french_seats:
            seat = shown.seats[spot.index]
            dim = bool(playoff) and spot.index not in playoff
            for sprite in self.hands[spot.index]:
                sprite.dim = dim
                sprite.draw(surface, face, back, assets.CARD_RATIO)
            outcome = self.panel.outcome(spot.index)  # on the plate, and instead of a status on the tag
            self._draw_plate(surface, spot, seat, spot.index in acting, outcome)
            self._draw_tag(surface, spot, seat, outcome)
        self.panel.draw_markers(surface, [r for spot in lay.french_seats for r in spot.all] + self.trays)
        self.panel.draw(surface)

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        """The felt's oval, and the side panel's box or tab."""
        lay = self.lay
        oval = lay.felt.inflate(-round(lay.felt.width * 0.18), -round(lay.felt.height * 0.22))
        oval.center = lay.middle.center
        pen.ellipse(surface, (24, 100, 62), oval, width=max(2, round(3 * lay.scale)))
        panel_backdrop(surface, lay)

    def draw_over_bars(self, surface: pygame.Surface) -> None:
        self.panel.draw_bar(surface, self.actions)

    def _draw_deck(self, surface: pygame.Surface) -> None:
        lay = self.lay
        left = self.shown.deck
        if left <= 0:
            return
        w = lay.small_card_w
        back = self.back()(w)
        spread = math.sin(math.pi * self.shuffle_t) * w * 0.6  # the riffle: halves part and meet
        for i in range(min(6, 1 + left // 8)):
            dx = -spread if i % 2 else spread
            surface.blit(back, back.get_rect(center=(lay.deck[0] - i + dx, lay.deck[1] - i * 2)))

    def _draw_trays(self, surface: pygame.Surface) -> None:
        """The pot (at a table without a banker, or while it holds chips) and the fee tray
        (while the round has paid fees, or chips fly to it), each labelled; chips flying
        away from them have left already."""
        lay = self.lay
        shown = self.shown
        leaving = [f for f in self.flights if f.visible]
        cover = self.results_cover()
        self.trays = []
        pot = shown.pot - sum(f.amount for f in leaving if f.source == POT)
        flying = any(POT in (f.source, f.dest) for f in leaving)
        if (shown.banker is None and not shown.over) or pot > 0 or flying:  # nothing left over: no tray
            self._tray(surface, lay.pot, lay.chip_d, max(0, pot), self.pot_text(max(0, pot)), lay.middle.width // 3,
                       cover)
        fees = shown.fees - shown.facts.fees
        if fees > 0 or any(f.dest == FEE_SINK for f in leaving):
            self._tray(surface, lay.fee_sink, lay.chip_d * 3 // 4, max(0, fees), t("ui.fees", amount=fees),
                       lay.middle.width // 4, cover)

    def _tray(self, surface: pygame.Surface, centre: tuple[int, int], chip_d: int, amount: int, label: str,
              width: int, cover: pygame.Rect | None) -> None:
        """A tray in the middle, kept clear by the side bets' markers; under the result panel's
        edge it is left out (the panel says what it holds)."""
        area = tray_area(centre, chip_d, self.lay.fonts.label, width)
        self.trays.append(area)
        if cover is None or not area.colliderect(cover):
            tray(surface, centre, chip_d, amount, label, self.lay.fonts.label, width)

    def spot(self, seat: int) -> tuple[float, float] | None:
        return self.lay.spot(seat).ring.center

    def pot_text(self, pot: int) -> str:
        """"Tiền cược 60", "Tiền cược 60 + 1" with chips the last round left, "Để lại ván sau 1"."""
        shown = self.shown
        if shown.over:
            return t("ui.pot.left", amount=pot)
        carry = shown.facts.carry
        if 0 < carry < pot:
            return t("ui.pot.carry", amount=pot - carry, carry=carry)
        return t("ui.pot", amount=pot)

    def _draw_plate(self, surface: pygame.Surface, spot: FrenchSeat, seat: ShownSeat, acting: bool,
                    outcome: tuple[str, int] | None) -> None:
        lay = self.lay
        s = spot.index
        turn = self.turn_of(s, acting)
        corner, color = None, theme.CREAM
        if self.shown.over and seat.delta is not None and seat.cards:
            corner, color = signed(seat.delta), amount_color(seat.delta)
            self.tell("delta", self.players(), corner)
        elif outcome is not None:
            corner, color = outcome[0], amount_color(outcome[1]) if outcome[1] else theme.CREAM
        role = self.shown.role_of(s)
        fonts = lay.fonts
        right = None if corner is None else Line(corner, fonts.label if color == theme.CREAM else fonts.number, color,
                                                 color != theme.CREAM)
        draw_plate(surface, spot.plate, name=seat.name, name_px=fonts.name,
                   left=Line(number(self.plate_chips(s)), fonts.number), right=right,
                   role=t(f"role.{role}") if role else None, role_px=fonts.label, avatar=self.avatar(s), turn=turn,
                   scale=lay.scale)

    def _draw_tag(self, surface: pygame.Surface, spot: FrenchSeat, seat: ShownSeat,
                  outcome: tuple[str, int] | None) -> None:
        """The seat's tag: its hand's name once the viewer sees all its cards, at rest; else its
        status ("Đang xem bài") once its cards have landed; an outcome goes on the plate."""
        s = spot.index
        if seat.out_tag and not seat.cards:  # sitting out, and why ("Nghỉ: nhà cái thiếu tiền")
            pill(surface, spot.tag, seat.out_tag, self.lay.fonts.tag, fill=theme.MUTED)
            return
        if not self.landed(s):
            return
        tiles = seen_hand(seat)
        text = self.panel.hand_label(s, tiles) if tiles is not None else None
        if text is not None:
            self.tell("hand", (s,), text)
        elif outcome is None:
            view = self.shown.view
            status = view.seats[s].status if view is not None and s < len(view.seats) else None
            text = status.text() if status is not None else None
        if text:
            pill(surface, spot.tag, text, self.lay.fonts.tag)

    def draw_log(self, surface: pygame.Surface) -> None:
        if self.lay.panel_open:
            pad = max(6, round(10 * self.lay.scale))  # the side panel's
            draw_panel(surface, self.lay, self.history_lines(8, self.lay.panel.width - 2 * pad, self.lay.fonts.body),
                       self.log, self.log_scroll)
            self.log_rect = self.lay.log
            if self.mode is None:  # the last rounds head the panel: a click there opens them to watch again
                self.history_rect = self.lay.history

    def draw_history(self, surface: pygame.Surface) -> None:
        """The last rounds are the head of the side panel (:meth:`draw_log`)."""

    def results_cover(self) -> pygame.Rect | None:
        rows = self.shown.results
        return self.result_panel.cover(self.lay, rows) if rows and self.results_showing() else None

    def draw_results(self, surface: pygame.Surface) -> None:
        rows = self.shown.results
        if not rows:
            return
        self.tell("results", self.players(), "results")
        title = t("ui.results.title", n=self.shown.facts.round_no)
        self.result_panel.draw(surface, self.lay, title, rows)

    def prompt_area(self) -> pygame.Rect:
        return self.lay.middle
