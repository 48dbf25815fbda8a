"""The French-deck table: one scene for Ba Cây, Bài Cào and Xì Dách.

It draws any :class:`~game.engine.view.TableView`: plates round the oval, each seat's cards,
bets, the deck and the pot, where :mod:`game.ui.table.french.layout` puts them — nothing
covers a seat.  What differs between the games — the buttons their legal actions become,
side-bet markers, hints, the rows of the result panel — comes from the :class:`Panel` the
game's catalogue record names (:mod:`game.ui.table.families`); a game without a panel of
its own gets one button per legal action.

**Nothing is told before it is seen.**  The engine is ahead of the animation, so every
outcome — a hand's name or total, "Thắng"/"Thua", a side bet's result, a chip change, a
hint, the result panel — is drawn only once the cards it depends on have landed face up
on the table (:meth:`FrenchTableScene.seen`).  Each frame records what it told and on
which seats (:attr:`FrenchTableScene.told`), so a test can check it against the cards.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.cards import ALL_CARDS
from game.engine.events import CardsRevealed, Event
from game.engine.protocol import Action
from game.engine.view import SeatView, TableView
from game.i18n import language, signed, t
from game.match.match import Match
from game.ui import assets, theme
from game.ui.app import App
from game.ui.table.french.layout import FrenchLayout, FrenchSeat, french_layout
from game.ui.table.french.paint import fit, pill, plate
from game.ui.table.french.panel import Panel
from game.ui.table.french.results import ResultPanel, ResultRow, amount_color
from game.ui.table.french.side_panel import draw_panel, draw_tab
from game.ui.table.scene import TableScene
from game.ui.table.sprites import CardSprite, draw_chip_column, draw_chip_stack
from game.ui.widgets import Button

TAP = 6  # px: a press that moves less than this is a tap (the card flips at once)


@dataclass(frozen=True)
class Told:
    """An outcome text drawn this frame: its ``kind`` ("hand", "outcome", "delta", "side",
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


class FrenchTableScene(TableScene):

    def __init__(self, app: App, match: Match, panel: Panel) -> None:
        self.panel = panel
        self.panel_open = panel_open_by_default(app.size, match.n_seats, panel.max_cards)
        self.counts: list[int] = [0] * match.n_seats  # each seat's cards in the engine (it is ahead)
        self._rows_key: object = None
        self._rows: list[ResultRow] = []
        super().__init__(app, match)
        self.panel.attach(self)
        self.result_panel = ResultPanel()
        self.told: list[Told] = []
        self.pulse = 0.0
        self.peeked: dict[int, set[int]] = {}  # each seat's own cards opened by squeeze or tap
        self._drag: tuple[int, tuple[int, int]] | None = None
        self.playoff: tuple[int, ...] = ()  # the seats of the ván phụ being dealt (the others dim)
        self._count_cards()
        self.warm_faces()
        app.toasts.area = self.lay.toasts

    @property
    def lay(self) -> FrenchLayout:
        lay = self.layout
        assert isinstance(lay, FrenchLayout)
        return lay

    def make_layout(self, viewer: int | None) -> FrenchLayout:
        return french_layout(self.app.size, self.match.n_seats, viewer, max_cards=self.panel.max_cards,
                             panel_open=self.panel_open)

    def relayout(self) -> None:
        super().relayout()
        self.app.toasts.area = self.lay.toasts
        self.warm_faces()

    def enter(self) -> None:
        self.app.toasts.area = self.lay.toasts
        super().enter()

    def leave(self) -> None:
        self.app.toasts.area = None  # a dialog or the curtain: toasts at the top of the screen
        super().leave()

    def close(self) -> None:
        self.app.toasts.area = None
        super().close()

    def warm_faces(self) -> None:
        """Scale every face once at this layout's card sizes (about 0.1 s, while the table
        opens): otherwise a showdown turning up 36 cards scales them all in one frame."""
        four = bool(self.app.session.settings.four_colour)
        for w in {self.layout.card_w, self.layout.small_card_w}:
            for c in ALL_CARDS:
                assets.card_face(c, w, four)
            self.back()(w)

    # --- hooks ------------------------------------------------------------------------------
    def shows_own_cards(self) -> bool:
        return not self.panel.squeeze

    def animate(self, event: Event) -> None:
        line = self.panel.narrate(event)
        super().animate(event)
        if isinstance(event, CardsRevealed) and event.seat == self.controller.viewer():
            # shown to the table (a xì dách, the showdown): nothing of the viewer's is left to squeeze
            seat, count = event.seat, len(event.cards)
            self.animator.call(lambda: self.peeked.setdefault(seat, set()).update(range(count)))
        if line:
            self.animator.call(lambda: self.log.append(line))

    def animate_variant(self, event: Event) -> bool:
        return self.panel.animate(event)

    def _on_events(self, events: Any) -> None:
        self._count_cards()
        super()._on_events(events)

    def _count_cards(self) -> None:
        view = self.view()
        if isinstance(view, TableView):
            self.counts = [len(self.panel.cards_on_table(sv, view)) for sv in view.seats]

    def button_state(self) -> object:
        return self.panel.state_key()

    def hold_before(self, event: Event) -> bool:
        """Cào cái settles the moment the last bet is in: the showdown waits for the viewer
        to squeeze their own cards open (or press "Lật bài")."""
        return (self.panel.squeeze and isinstance(event, CardsRevealed) and event.why == "showdown"
                and self.controller.viewer() is not None and not self.all_open())

    def held_buttons(self) -> list[Button]:
        return [Button(lambda: t("tc.ui.show"), self.open_all, pygame.K_SPACE, "Space", primary=True)]

    def action_buttons(self, seat: int) -> list[Button]:
        return self.panel.buttons(seat, self.controller.legal(seat), self.view())

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
        self.peeked.clear()
        self.playoff = ()
        self.panel.reset()
        self.result_panel.reset()
        super().new_round()
        self._count_cards()

    # --- what the table has shown -------------------------------------------------------------
    def landed(self, seat: int) -> bool:
        """Every card ``seat`` holds in the engine is on the table, at rest."""
        hand = self.hands[seat]
        return len(hand) == self.counts[seat] and not any(c.moving for c in hand)

    def seen(self, seat: int) -> bool:
        """Every card ``seat`` holds lies face up on the table, at rest: whatever they decide may be told."""
        hand = self.hands[seat]
        return bool(hand) and self.landed(seat) and all(c.tile is not None and c.face_up >= 0.5 for c in hand)

    def hand_on_show(self, seat: int) -> bool:
        """Whether the player can see all of ``seat``'s cards, so its hand may be named."""
        return self.seen(seat)

    def tell(self, kind: str, seats: tuple[int, ...], text: str) -> bool:
        """Record that ``text`` is drawn now; False (and nothing recorded) if a card it rests
        on is not yet face up on the table — then the caller draws nothing."""
        if not all(self.seen(s) for s in seats):
            return False
        self.told.append(Told(kind, seats, text))
        return True

    def players(self) -> tuple[int, ...]:
        """The seats dealt into the round on the table."""
        view = self.view()
        if not isinstance(view, TableView):
            return ()
        return tuple(sv.seat for sv in view.seats if sv.cards)

    # --- the picture at rest ---------------------------------------------------------------
    def slot(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Card ``index`` of the seat's fan, laid out for all the cards it will hold."""
        return self.lay.spot(seat).slot(index, max(count, self.counts[seat]))

    def sync_variant(self) -> None:
        view = self.view()
        self._count_cards()
        if not isinstance(view, TableView):
            for hand in self.hands.values():
                hand.clear()
            return
        viewer = self.controller.viewer()
        # While the show is held (cào cái settles before its player has looked), the view is
        # ahead of the table: draw only what the table has shown — the other hands face down,
        # the viewer's own cards as far as they have opened them.
        held = bool(self.held)
        for sv in view.seats:
            hand = self.hands[sv.seat]
            hand.clear()
            width = self._card_width(sv.seat)
            own = sv.seat == viewer
            cards = self.panel.cards_on_table(sv, view)
            opened = self.peeked.get(sv.seat, set())
            for i, card in enumerate(cards):
                shown = None if held and not own else card
                sprite = CardSprite(shown, self.slot(sv.seat, i, len(cards)), width)
                squeezing = own and self.panel.squeeze and (held or not sv.face_up) and i not in opened
                sprite.face_up = 1.0 if shown is not None and not squeezing else 0.0
                hand.append(sprite)
        if self.results is not None:  # the winners' hands glow
            for s, d in enumerate(self.results["deltas"]):
                for sprite in self.hands.get(s, []):
                    sprite.highlight = d > 0
        self.shown_bets = [sv.bet for sv in view.seats]
        self.shown_pot = view.pot

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_panel()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.lay.panel_open \
                and self.lay.panel.collidepoint(event.pos):
            self.toggle_panel()
            return True
        if self.results is not None and self._scroll_results(event):
            return True
        return super().handle(event)

    def toggle_panel(self) -> None:
        self.panel_open = not self.panel_open
        self.relayout()

    def _scroll_results(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return self.result_panel.scroll_by(-event.y)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            return self.result_panel.scroll_by(-1 if event.key == pygame.K_UP else 1)
        return False

    def handle_table(self, event: pygame.event.Event) -> bool:
        if self.panel.handle(event):
            return True
        viewer = self.controller.viewer()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            seat = self.seat_at(event.pos)
            if seat is not None and seat != viewer and self.panel.seat_clicked(seat):
                return True
            if viewer is not None and self.panel.squeeze:
                idx = self.own_card_at(event.pos)
                if idx is not None and idx not in self.peeked.get(viewer, set()):
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
            dist = math.hypot(event.pos[0] - start[0], event.pos[1] - start[1])
            sprite.peel = max(0.0, min(1.0, dist / (r.height * 0.9)))
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
        if self.held and self.all_open() and not self.animator.busy:
            self.release()
        self.pulse = (self.pulse + dt) % 10.0
        slid = self._close_fans(dt)
        return super().update(dt) or slid

    def _close_fans(self, dt: float) -> bool:
        """Cards at rest slide to their places when their fan grows (a drawn card re-centres
        it, the gaps stay even and the count reads at a glance); True while one moves."""
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
        return moved

    def _open_own(self, idx: int) -> None:
        viewer = self.controller.viewer()
        opened = self.peeked.setdefault(viewer, set()) if viewer is not None else set()
        if viewer is None or idx in opened or idx >= len(self.hands[viewer]):
            return
        opened.add(idx)
        self._drag = None
        sprite = self.hands[viewer][idx]
        sprite.peel = 0.0
        self._flip(sprite)
        self.refresh_buttons(force=True)

    def open_all(self) -> None:
        """"Lật hết": flip every own card at once."""
        viewer = self.controller.viewer()
        if viewer is None:
            return
        for i in range(len(self.hands[viewer])):
            self._open_own(i)

    def opened(self) -> int:
        """How many of the viewer's cards they have opened."""
        viewer = self.controller.viewer()
        return len(self.peeked.get(viewer, ())) if viewer is not None else 0

    def all_open(self) -> bool:
        """Whether the viewer has opened every card they hold (the engine's count: cards
        still in flight count too)."""
        viewer = self.controller.viewer()
        if viewer is None:
            return True
        return self.opened() >= max(self.counts[viewer], len(self.hands[viewer]))

    def own_card_at(self, pos: tuple[int, int]) -> int | None:
        viewer = self.controller.viewer()
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

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.told = []
        super().draw(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        lay = self.lay
        sc = lay.scale
        view = self.view()
        oval = lay.felt.inflate(-round(lay.felt.width * 0.18), -round(lay.felt.height * 0.22))
        oval.center = lay.middle.center
        pygame.draw.ellipse(surface, (24, 100, 62), oval, width=max(2, round(3 * sc)))
        self._draw_deck(surface, view)
        self._draw_pot(surface)
        self.panel.draw_under(surface)
        face, back = self.face(), self.back()
        seats = view.seats if isinstance(view, TableView) else ()
        acting = set(self.match.current.to_act()) if self.match.current and not self.match.current.is_over() else set()
        banked = isinstance(view, TableView) and view.banker is not None
        for spot in lay.french_seats:
            sv = seats[spot.index] if spot.index < len(seats) else None
            bet = self.shown_bets[spot.index] if spot.index < len(self.shown_bets) else 0
            if bet and banked and not self.results:
                draw_chip_column(surface, bet, spot.chips, lay.chip_d)
            dim = bool(self.playoff) and spot.index not in self.playoff and self.results is None
            for sprite in self.hands[spot.index]:
                sprite.dim = dim
                sprite.draw(surface, face, back, assets.CARD_RATIO)
            self._draw_plate(surface, spot, sv, spot.index in acting)
            self._draw_tag(surface, spot, sv, view)
        self.panel.draw(surface)

    def _draw_deck(self, surface: pygame.Surface, view: Any) -> None:
        lay = self.lay
        left = view.deck_left if isinstance(view, TableView) else 0
        if left <= 0:
            return
        w = lay.small_card_w
        back = self.back()(w)
        spread = math.sin(math.pi * self.shuffle_t) * w * 0.6  # the riffle: halves part and meet
        for i in range(min(6, 1 + left // 8)):
            dx = -spread if i % 2 else spread
            surface.blit(back, back.get_rect(center=(lay.deck[0] - i + dx, lay.deck[1] - i * 2)))

    def _draw_pot(self, surface: pygame.Surface) -> None:
        """The pot's chips and amount, with what the last round left in it ("Lồng bàn 15 + 1")."""
        lay = self.lay
        if self.shown_pot <= 0:
            return
        draw_chip_stack(surface, self.shown_pot, lay.pot, lay.chip_d)
        label = fit(self.pot_text(), lay.fonts.body, lay.middle.width // 2, color=theme.GOLD_LIGHT, bold=True)
        surface.blit(label, label.get_rect(midtop=(lay.pot[0], lay.pot[1] + lay.chip_d // 2 + 2)))

    def pot_text(self) -> str:
        """"Lồng bàn 60", "Lồng bàn 60 + 1" with chips the last round left, "Để lại ván sau 1"."""
        carry = self.match.carry if self.results is None else 0
        if self.results is not None:
            return t("ui.pot.left", amount=self.shown_pot)
        if 0 < carry < self.shown_pot:
            return t("ui.pot.carry", amount=self.shown_pot - carry, carry=carry)
        return t("ui.pot", amount=self.shown_pot)

    def _draw_plate(self, surface: pygame.Surface, spot: FrenchSeat, sv: SeatView | None, acting: bool) -> None:
        lay = self.lay
        thinking = self.controller.thinking() == spot.index
        active = acting and (thinking or spot.index in self.controller.humans_to_act())
        corner, color = None, theme.CREAM
        outcome = self._outcome(spot.index, sv)
        if self.results and sv is not None and sv.delta is not None:
            text = signed(sv.delta)
            if self.tell("delta", self.players(), text):
                corner, color = text, amount_color(sv.delta)
        elif outcome is not None:
            corner, color = outcome
        elif sv is not None and sv.bet and not sv.role:
            corner = t("ui.bet", amount=sv.bet)
        chips = self.shown_chips[spot.index] if spot.index < len(self.shown_chips) else 0
        fonts = lay.fonts
        plate(surface, spot, name=self.seat_name(spot.index), chips=chips, corner=corner, corner_color=color,
              role=t(f"role.{sv.role}") if sv is not None and sv.role else None, active=active,
              glow=0.5 + 0.5 * math.sin(self.pulse * 6), sizes=(fonts.name, fonts.number, fonts.label),
              scale=lay.scale)

    def _outcome(self, seat: int, sv: SeatView | None) -> tuple[str, tuple[int, int, int]] | None:
        """A settled seat's outcome ("Thắng"), for its plate — once the cards that decide it
        are face up; None before, or when the status is no outcome."""
        view = self.view()
        if sv is None or sv.status is None or not isinstance(view, TableView):
            return None
        deps = self.panel.outcome_depends(seat, view)
        if deps is None or not self.tell("outcome", deps, sv.status.text()):
            return None
        delta = sv.delta or 0
        return sv.status.text(), amount_color(delta) if delta else theme.CREAM

    def _draw_tag(self, surface: pygame.Surface, spot: FrenchSeat, sv: SeatView | None, view: Any) -> None:
        """The seat's tag: its hand's name once its cards are all face up, else its status
        ("Đang xem bài") once its cards have landed; an outcome goes on the plate."""
        if sv is None or not isinstance(view, TableView):
            return
        text = self.panel.hand_label(spot.index, [c.tile for c in self.hands[spot.index]], view)
        if text is not None and not self.tell("hand", (spot.index,), text):
            text = None
        if text is None and sv.status is not None and self.panel.outcome_depends(spot.index, view) is None \
                and self.landed(spot.index):  # not before the cards it speaks of are there
            text = sv.status.text()
        if text:
            pill(surface, spot.tag, text, self.lay.fonts.tag)

    def draw_log(self, surface: pygame.Surface) -> None:
        if self.lay.panel_open:
            pad = max(6, round(10 * self.lay.scale))  # the side panel's
            draw_panel(surface, self.lay, self.history_lines(8, self.lay.panel.width - 2 * pad, self.lay.fonts.body),
                       self.log)
            if self.mode is None:  # the last rounds head the panel: a click there opens them to watch again
                self.history_rect = self.lay.history
        else:
            draw_tab(surface, self.lay)

    def draw_history(self, surface: pygame.Surface) -> None:
        """The last rounds are the head of the side panel (:meth:`draw_log`)."""

    def draw_results(self, surface: pygame.Surface) -> None:
        if self.results is None or not self.tell("results", self.players(), "results"):
            return
        key = (id(self.results), language())
        if key != self._rows_key:  # the rows of a round's result do not change: built once
            self._rows_key, self._rows = key, self.panel.result_rows(self.results)
        rows = self._rows
        title = t("ui.results.title", n=self.match.round_no)
        self.result_panel.draw(surface, self.lay, title, rows)

    def prompt_area(self) -> pygame.Rect:
        return self.lay.middle

    def result_lines(self) -> list[tuple[str, str, str]]:
        """The result panel's rows as text: (name, hand and detail, chips)."""
        if self.results is None:
            return []
        return [(row.name, row.text, signed(row.amount) if row.amount is not None else row.note)
                for row in self.panel.result_rows(self.results) if not row.sub]
