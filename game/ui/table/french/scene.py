"""The French-deck table: one scene for Ba Cây, Bài Cào and Xì Dách.

It draws any :class:`~game.engine.view.TableView`: plates round the oval, each seat's cards,
bets, the deck and the pot.  What differs between the games — the buttons their legal
actions become, side-bet markers, the squeeze — comes from the :class:`Panel` the game's
catalogue record names (:mod:`game.ui.table.families`); a game without a panel of its own
gets one button per legal action (:class:`~game.ui.table.french.actions_panel.ActionsPanel`).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.cards import ALL_CARDS
from game.engine.events import CardsRevealed, Event
from game.engine.protocol import Action
from game.engine.view import SeatView, TableView
from game.i18n import number, t
from game.match.match import Match
from game.ui import assets, theme
from game.ui.app import App
from game.ui.table.french.panel import Panel
from game.ui.table.scene import TableScene, signed
from game.ui.table.sprites import CardSprite, draw_chip_stack
from game.ui.widgets import Button


class FrenchTableScene(TableScene):
    def __init__(self, app: App, match: Match, panel: Panel) -> None:
        self.panel = panel
        super().__init__(app, match)
        self.panel.attach(self)
        self.warm_faces()
        self.pulse = 0.0
        self.peeked: set[int] = set()  # indices of the viewer's cards opened by squeeze/tap
        self._drag: tuple[int, tuple[int, int]] | None = None

    def relayout(self) -> None:
        super().relayout()
        self.warm_faces()

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

    def animate_variant(self, event: Event) -> bool:
        return self.panel.animate(event)

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

    def new_round(self) -> None:
        self.peeked.clear()
        self.panel.reset()
        super().new_round()

    # --- the picture at rest ---------------------------------------------------------------
    def sync_variant(self) -> None:
        view = self.view()
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
            for i, card in enumerate(sv.cards):
                shown = None if held and not own else card
                sprite = CardSprite(shown, self.slot(sv.seat, i, len(sv.cards)), width)
                squeezing = own and self.panel.squeeze and (held or not sv.face_up) and i not in self.peeked
                sprite.face_up = 1.0 if shown is not None and not squeezing else 0.0
                hand.append(sprite)
        if self.results is not None:  # the winners' hands glow
            for s, d in enumerate(self.results["deltas"]):
                for sprite in self.hands.get(s, []):
                    sprite.highlight = d > 0
        self.shown_bets = [sv.bet for sv in view.seats]
        self.shown_pot = view.pot

    # --- input -------------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> bool:
        if self.panel.handle(event):
            return True
        viewer = self.controller.viewer()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            seat = self.seat_at(event.pos)
            if seat is not None and self.panel.seat_clicked(seat):
                return True
            if viewer is not None and self.panel.squeeze:
                idx = self.own_card_at(event.pos)
                if idx is not None and idx not in self.peeked:
                    self._drag = (idx, event.pos)
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
            if moved < 6 or (viewer is not None and self.hands[viewer][idx].peel >= 0.5):
                self._open_own(idx)  # a tap flips at once
            elif viewer is not None:
                self.hands[viewer][idx].peel = 0.0  # let go early: the corner falls back
            return True
        return False

    def update(self, dt: float) -> bool:
        if self.held and self.all_open() and not self.animator.busy:
            self.release()
        self.pulse = (self.pulse + dt) % 10.0
        return super().update(dt)

    def _open_own(self, idx: int) -> None:
        viewer = self.controller.viewer()
        if viewer is None or idx in self.peeked:
            return
        self.peeked.add(idx)
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

    def all_open(self) -> bool:
        """Whether the viewer has opened every card they hold (the view counts the cards
        still in flight too)."""
        viewer = self.controller.viewer()
        if viewer is None:
            return True
        view = self.view()
        held = len(view.seats[viewer].cards) if isinstance(view, TableView) else len(self.hands[viewer])
        return len(self.peeked) >= held

    def own_card_at(self, pos: tuple[int, int]) -> int | None:
        viewer = self.controller.viewer()
        if viewer is None:
            return None
        for i in reversed(range(len(self.hands[viewer]))):
            if self.hands[viewer][i].rect(assets.CARD_RATIO).collidepoint(pos):
                return i
        return None

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for spot in self.layout.seats:
            if spot.plate.collidepoint(pos):
                return spot.index
            for sprite in self.hands[spot.index]:
                if sprite.rect(assets.CARD_RATIO).collidepoint(pos):
                    return spot.index
        return None

    def act(self, seat: int, action: Action) -> bool:
        ok = super().act(seat, action)
        if ok:
            self.panel.reset()
        return ok

    # --- drawing ------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        lay = self.layout
        sc = lay.scale
        view = self.view()
        # the oval rail
        oval = pygame.Rect(0, 0, round(lay.radii[0] * 1.55), round(lay.radii[1] * 1.25))
        oval.center = lay.center
        pygame.draw.ellipse(surface, (24, 100, 62), oval, width=max(2, round(3 * sc)))
        self._draw_deck(surface, view)
        if self.shown_pot > 0:
            draw_chip_stack(surface, self.shown_pot, lay.pot, round(34 * sc))
            label = theme.text(t("ui.pot", amount=self.shown_pot), round(17 * sc), theme.GOLD_LIGHT, bold=True)
            surface.blit(label, label.get_rect(midtop=(lay.pot[0], lay.pot[1] + round(24 * sc))))
        self.panel.draw_under(surface)
        face, back = self.face(), self.back()
        seats = view.seats if isinstance(view, TableView) else ()
        acting = set(self.match.current.to_act()) if self.match.current and not self.match.current.is_over() else set()
        for spot in lay.seats:
            sv = seats[spot.index] if spot.index < len(seats) else None
            bet = self.shown_bets[spot.index] if spot.index < len(self.shown_bets) else 0
            if bet and not self.results:
                draw_chip_stack(surface, bet, spot.bet_spot, round(30 * sc))
            for sprite in self.hands[spot.index]:
                sprite.draw(surface, face, back, assets.CARD_RATIO)
            self._draw_plate(surface, spot, sv, spot.index in acting)
        self.panel.draw(surface)

    def _draw_deck(self, surface: pygame.Surface, view: Any) -> None:
        lay = self.layout
        left = view.deck_left if isinstance(view, TableView) else 0
        if left <= 0:
            return
        w = lay.small_card_w
        back = self.back()(w)
        spread = math.sin(math.pi * self.shuffle_t) * w * 0.6  # the riffle: halves part and meet
        for i in range(min(6, 1 + left // 8)):
            dx = -spread if i % 2 else spread
            surface.blit(back, back.get_rect(center=(lay.deck[0] - i + dx, lay.deck[1] - i * 2)))

    def _draw_plate(self, surface: pygame.Surface, spot: Any, sv: SeatView | None, acting: bool) -> None:
        sc = self.layout.scale
        r = spot.plate
        thinking = self.controller.thinking() == spot.index
        active = acting and (thinking or spot.index in self.controller.humans_to_act())
        plate = assets.nine_slice("plate_active" if active else "plate", r.size, border=round(14 * sc))
        surface.blit(plate, r.topleft)
        if active:
            glow = 0.5 + 0.5 * math.sin(self.pulse * 6)
            pygame.draw.rect(surface, (250, 220, 140), r.inflate(6, 6), width=max(2, round(2 + 2 * glow)),
                             border_radius=round(14 * sc))
        pad = round(10 * sc)
        name_size = round((17 if not spot.compact else 14) * sc)
        num_size = round((18 if not spot.compact else 16) * sc)
        tag_size = round((15 if not spot.compact else 13) * sc)
        seat = self.match.seats[spot.index]
        name = theme.fit_text(seat.name, name_size, r.width - 2 * pad - round(40 * sc), color=theme.CREAM, bold=True)
        surface.blit(name, (r.left + pad, r.top + round(3 * sc)))
        chips = self.shown_chips[spot.index] if spot.index < len(self.shown_chips) else 0
        num = theme.text(number(chips), num_size, theme.GOLD_LIGHT, bold=True)
        surface.blit(num, (r.left + pad, r.bottom - num.get_height() - round(2 * sc)))
        if sv is not None and sv.role:
            badge = theme.text(t(f"role.{sv.role}"), round(13 * sc), theme.INK, bold=True, shadow=False)
            br = badge.get_rect(topright=(r.right - round(6 * sc), r.top + round(6 * sc))).inflate(10, 4)
            pygame.draw.rect(surface, theme.GOLD, br, border_radius=br.height // 2)
            surface.blit(badge, badge.get_rect(center=br.center))
        tag = None
        if sv is not None and sv.hand is not None and self.hand_on_show(spot.index):
            tag = sv.hand.text()
        elif sv is not None and sv.status is not None:
            tag = sv.status.text()
        if sv is not None and sv.bet and not sv.role:
            bet = theme.text(t("ui.bet", amount=sv.bet), round(14 * sc), theme.CREAM)
            surface.blit(bet, bet.get_rect(bottomright=(r.right - pad, r.bottom - round(5 * sc))))
        if tag:
            img = theme.fit_text(tag, tag_size, max(r.width, round(160 * sc)), color=theme.INK, bold=True,
                                 shadow=False)
            if spot.is_viewer or not self.hands[spot.index]:
                anchor = (r.centerx, r.bottom + round(3 * sc))
            else:  # on the lower edge of the seat's cards, so it never covers another seat
                hand = self.hands[spot.index][0].rect(assets.CARD_RATIO).unionall(
                    [c.rect(assets.CARD_RATIO) for c in self.hands[spot.index]])
                anchor = (hand.centerx, hand.bottom - round(12 * sc))
            tr = img.get_rect(midtop=anchor).inflate(12, 4)
            pygame.draw.rect(surface, theme.CREAM, tr, border_radius=tr.height // 2)
            surface.blit(img, img.get_rect(center=tr.center))
        if self.results and sv is not None and sv.delta is not None:
            d = theme.text(signed(sv.delta), round(20 * sc), theme.GOOD if sv.delta > 0 else theme.BAD, bold=True)
            surface.blit(d, d.get_rect(midbottom=(r.centerx, r.top - round(2 * sc))))

    def hand_on_show(self, seat: int) -> bool:
        """Whether the player can see all of ``seat``'s cards on the table, so its hand may be
        named: the name never runs ahead of the cards (a squeeze, a held showdown, a flip)."""
        cards = self.hands[seat]
        return bool(cards) and all(c.tile is not None and c.face_up >= 0.5 for c in cards)

    def result_lines(self) -> list[tuple[str, str, str]]:
        view = self.view()
        if not self.results:
            return []
        deltas = self.results["deltas"]
        lines = []
        for s, seat in enumerate(self.match.seats):
            sv = view.seats[s] if isinstance(view, TableView) else None
            hand = sv.hand.text() if sv is not None and sv.hand is not None else ""
            role = f" ({t('role.' + sv.role)})" if sv is not None and sv.role else ""
            lines.append((seat.name + role, hand, signed(deltas[s])))
        if self.results["fees"]:
            lines.append((t("ui.fee_sink"), "", signed(self.results["fees"])))
        return lines
