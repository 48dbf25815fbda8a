"""The Tam Cúc table: a straw mat, long narrow pieces, face-down play, chui, trình làng, kết.

Built on :class:`~game.ui.table.scene.TableScene` (turn loop, AI on a worker thread,
hot-seat curtain, banners, log, autosave).  This module holds the scene's decisions —
what can be clicked, which buttons the legal actions become, what the table says about a
selection — while :mod:`~game.ui.table.tam_cuc.motion` animates the engine's events,
:mod:`~game.ui.table.tam_cuc.model` keeps what lies on the mat,
:mod:`~game.ui.table.tam_cuc.paint` draws it and :mod:`~game.ui.table.tam_cuc.geometry`
says where; :mod:`~game.ui.table.tam_cuc.night` reads the đi đêm offers.

Hands are fanned red first, then black, highest name first, so pairs and the K A E / R C H
triples sit together.  Click pieces to select them (they rise); the hint over the hand
names the selection with the engine's :func:`describe_selection` and says whether it may be
led now; the main button plays it.  To chui, press Chui or drag the face-down pieces onto
the discard.  To đi đêm, select 1–2 pieces and drag them onto a player (or press Đi đêm
and pick the player), then choose the piece wished for.

Hot-seat: the moment a human's decision hands the turn to somebody else, every private
piece on the mat turns face down and the hands close up evenly spaced, so nobody at the
screen sees another's pieces, nor how many of them are red.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from game.engine.deck import tam_cuc_deck
from game.engine.pieces import Piece, parse_pieces
from game.engine.protocol import Action
from game.i18n import t
from game.match.match import Match
from game.shown.tam_cuc import TamCucTable, call_text
from game.ui import assets
from game.ui.anim import EASE_OUT, lerp2
from game.ui.app import App
from game.ui.table.bars import paint_log
from game.ui.table.beats import TableBeats
from game.ui.table.layout import TableLayout
from game.ui.table.scene import TableScene
from game.ui.table.sprites import CardSprite
from game.ui.table.tam_cuc import night, words
from game.ui.table.tam_cuc.geometry import TamCucGeometry, tam_cuc_geometry
from game.ui.table.tam_cuc.logic import hand_order, show_label
from game.ui.table.tam_cuc.model import MatPicture
from game.ui.table.tam_cuc.motion import TamCucBeats
from game.ui.table.tam_cuc.offers import Offers
from game.ui.table.tam_cuc.paint import paint_table
from game.ui.table.tam_cuc.results import paint_results
from game.ui.widgets import Button, resolve
from game.variants.tam_cuc.actions import CHUI, PASS, REVEAL, TrinhLang
from game.variants.tam_cuc.round import removal_for
from game.variants.tam_cuc.view import TamCucView, describe_selection

SELECT_RISE, HOVER_RISE = 16, 6  # px at 1280×720 (UX.md)
LIFT_SPEED = 240  # px/s
DRAG_START = 8  # px the mouse moves with a piece held before it is a drag, not a click
SEAT_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


@dataclass
class _Drag:
    sprites: list[CardSprite]
    starts: list[tuple[float, float]]
    grab: tuple[int, int]
    offer: bool = False  # đi đêm pieces from the hand (else: the viewer's row, to chui)


@dataclass
class _Press:
    """A piece of the hand held down while offering: a click if it stays, a drag if it moves."""

    pos: tuple[int, int]
    sprite: CardSprite
    was_selected: bool


class TamCucTableScene(TableScene):
    piece_ratio = assets.PIECE_RATIO
    texture = "chieu"
    geo: TamCucGeometry

    def __init__(self, app: App, match: Match) -> None:
        n = match.n_seats
        self.hand_size = len(tam_cuc_deck(removal_for(n, match.base.options))) // n
        self.picture = MatPicture(n)
        self.picked: list[CardSprite] = []  # the viewer's selected pieces, in the order clicked
        self.hover: CardSprite | None = None
        self.focus = -1  # keyboard focus in the viewer's hand
        self.drag: _Drag | None = None
        self.press: _Press | None = None
        self.draft = night.NightDraft()
        self.offers = Offers(self, self.draft)
        self.pulse = 0.0
        self._legal_key: tuple[object, int, int] | None = None
        self._legal: frozenset[Action] = frozenset()
        super().__init__(app, match)

    # --- geometry follows every layout the base computes -----------------------------------------
    @property
    def layout(self) -> TableLayout:
        return self._layout

    @layout.setter
    def layout(self, value: TableLayout) -> None:
        geo = tam_cuc_geometry(value, self.match.n_seats, self.bottom_seat(), self.hand_size)
        self.geo = geo
        self._layout = replace(value, card_w=geo.sizes.hand, small_card_w=geo.sizes.back, deck=geo.deck,
                               log=geo.log)

    def bottom_seat(self) -> int:
        return self.viewers.bottom()

    @property
    def mat(self) -> TamCucTable:
        shown = self.shown
        assert isinstance(shown, TamCucTable)
        return shown

    def slot(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Where piece ``index`` of ``count`` in ``seat``'s hand rests: a gap between red and
        black in a hand the viewer sees, evenly spaced when face down (it tells nothing)."""
        hand = self.hands[seat]
        split = 0
        if not self.picture.dealing and hand and all(isinstance(sp.tile, Piece) for sp in hand):
            split = sum(1 for sp in hand if isinstance(sp.tile, Piece) and sp.tile.red)
        return self.geo.seat(seat).hand_slot(index, count, split)

    def sort_hand(self, seat: int) -> None:
        hand = self.hands[seat]
        if all(isinstance(sp.tile, Piece) for sp in hand):
            hand.sort(key=lambda sp: hand_order(sp.tile) if isinstance(sp.tile, Piece) else (True, 0))

    # --- hooks of the base -----------------------------------------------------------------------
    def relayout(self) -> None:
        """The mat's pieces rest at absolute places: a new layout plays out the motion and places
        the picture anew."""
        super().relayout()
        self.director.skip()
        self.sync()

    def make_beats(self) -> TableBeats:
        return TamCucBeats(self)

    def card_width(self, seat: int) -> int:
        return self.geo.seat(seat).hand_w

    def sync_picture(self) -> None:
        same_viewer = self.viewer() == self.shown.viewer
        keep = [sp.tile for sp in self.picked] if same_viewer else []
        self.picture.rebuild(self.mat, self.geo, self.hands, self.slot)
        self.picked, self.hover, self.drag, self.press = [], None, None, None
        view = self.mat.view
        if not isinstance(view, TamCucView) or view.phase != "di-dem":
            self.draft.reset()
        hand = self.hands[self.bottom_seat()]
        for tile in keep:
            sp = next((s for s in hand if s.tile is tile and not s.selected), None)
            if sp is not None:
                sp.selected = True
                self.picked.append(sp)
        if self.focus >= len(hand):
            self.focus = -1

    def new_round(self) -> None:
        if not self.controller.in_play():
            self.picked, self.hover, self.focus = [], None, -1
            self.draft.reset()
        super().new_round()

    def act(self, seat: int, action: Action) -> bool:
        ok = super().act(seat, action)
        if ok:
            self.draft.reset()
        return ok

    def forget_choice(self) -> None:
        self.clear_pick()

    def open_curtain(self, seat: int) -> None:
        """No curtain for a decision that is none: a seat that may only pass is passed for."""
        if not self._forced_pass():
            super().open_curtain(seat)

    def update(self, dt: float) -> bool:
        self.pulse = (self.pulse + dt) % 10.0
        if self._forced_pass():
            return True
        busy = super().update(dt)
        return self._ease_lifts(dt) or busy

    def _forced_pass(self) -> bool:
        """Before the first lead every seat may trình làng: pass at once for those who cannot."""
        if self.director.busy or self.banner.active:
            return False
        return self.controller.forced_pass(PASS)

    def _ease_lifts(self, dt: float) -> bool:
        """Selected pieces stand 16 px up, the one under the mouse 6 px — only what may be clicked."""
        can = self.can_pick()
        moving = False
        for sp in self.hands[self.bottom_seat()]:
            rise = SELECT_RISE if sp.selected else HOVER_RISE if (can and sp is self.hover) else 0
            moving = self._ease(sp, rise, dt) or moving
        grab = self.reveal_turn() is not None and self.drag is None
        for sp in self.picture.trick[self.bottom_seat()]:
            moving = self._ease(sp, HOVER_RISE if grab and self.hover is sp else 0, dt) or moving
        return moving

    def _ease(self, sp: CardSprite, rise: float, dt: float) -> bool:
        target = rise * self.geo.scale
        if abs(sp.lift - target) < 0.01:
            return False
        step = LIFT_SPEED * self.geo.scale * dt
        if self.animator.instant or abs(target - sp.lift) <= step:
            sp.lift = target
        else:
            sp.lift += step if target > sp.lift else -step
        return True

    # --- what the motions ask of the scene -------------------------------------------------------
    def take_from_hand(self, seat: int, pieces: Sequence[Piece] | None, count: int) -> list[CardSprite]:
        """The sprites leaving ``seat``'s hand: the named pieces if the viewer may know them (the
        selected ones first), otherwise ``count`` backs spread across the fan."""
        hand = self.hands[seat]
        chosen: list[CardSprite] = []
        if pieces and all(isinstance(sp.tile, Piece) for sp in hand):
            pool = sorted(hand, key=lambda sp: not sp.selected)
            for p in pieces:
                sp = next((s for s in pool if s.tile is p and s not in chosen), None)
                if sp is not None:
                    chosen.append(sp)
        if len(chosen) != count:
            step = len(hand) / max(1, count)
            chosen = [hand[min(len(hand) - 1, int((k + 0.5) * step))] for k in range(min(count, len(hand)))]
        for sp in chosen:
            hand.remove(sp)
            sp.pos = (sp.pos[0], sp.pos[1] - sp.lift)
            sp.lift, sp.selected, sp.highlight = 0.0, False, False
        if seat == self.viewer():
            self.clear_pick(refresh=False)
        return chosen

    def receive(self, seat: int, sprites: list[CardSprite], pieces: Sequence[Piece] | None) -> None:
        """Đi đêm pieces arrive in ``seat``'s hand: face up only if that is the viewer's hand now."""
        known = seat == self.viewer() and pieces is not None and len(pieces) == len(sprites)
        for i, sp in enumerate(sprites):
            sp.tile = pieces[i] if known and pieces is not None else None
            sp.face_up = 1.0 if known else 0.0
            sp.width = self.geo.seat(seat).hand_w
        self.hands[seat].extend(sprites)

    def thinking(self) -> int | None:
        return self.controller.thinking()

    def plays_for_chips(self) -> bool:
        return self.match.plays_for_chips

    def partners(self) -> list[int]:
        return self.offers.partners()

    def wishes(self) -> list[Piece]:
        return self.offers.wishes()

    def dragging(self) -> str | None:
        if self.drag is None:
            return None
        return "offer" if self.drag.offer else "chui"

    def legal(self, seat: int) -> list[Action]:
        return self.controller.legal(seat)

    def live_view(self, seat: int) -> object:
        return self.controller.view(seat)

    def tell(self, kind: str, seats: tuple[int, ...], text: str) -> None:
        """The mat tells its outcomes from the shown table alone: nothing to record."""

    # --- choosing pieces ----------------------------------------------------------------------------
    def tam_view(self) -> TamCucView | None:
        """The viewer's view at the last move the table has shown."""
        view = self.mat.view
        return view if isinstance(view, TamCucView) else None

    def legal_now(self, seat: int) -> frozenset[Action]:
        """``seat``'s legal actions, made once per move (đi đêm offers run to thousands)."""
        key = (self.controller.state, self.controller.played(), seat)
        if self._legal_key != key:
            self._legal_key, self._legal = key, frozenset(self.controller.legal(seat))
        return self._legal

    def can_pick(self) -> bool:
        """The viewer is to lead, put pieces down or đi đêm: their hand reacts to the mouse."""
        view = self.tam_view()
        seat = self.acting_human()
        return view is not None and seat is not None and seat == view.seat and \
            view.phase in ("lead", "commit", "di-dem")

    def acting_seat(self) -> int | None:
        """The seat whose plate lights up (at rest only, so it never runs ahead of the motion)."""
        view = self.tam_view()
        if view is None or self.mat.over or self.director.busy or self.picture.dealing:
            return None
        return view.to_act[0] if view.to_act else None

    def hand_at(self, pos: tuple[int, int]) -> CardSprite | None:
        for sp in reversed(self.hands[self.bottom_seat()]):
            if sp.rect(assets.PIECE_RATIO).collidepoint(pos):
                return sp
        return None

    def pick_limit(self, view: TamCucView) -> int:
        """How many pieces a selection holds at most (0: no limit)."""
        if view.phase == "commit":
            return view.commit_size
        return night.pick_limit(view) if view.phase == "di-dem" else 0

    def toggle(self, sp: CardSprite) -> None:
        view = self.tam_view()
        if sp.selected:
            sp.selected = False
            self.picked.remove(sp)
        else:
            limit = self.pick_limit(view) if view is not None else 0
            if 0 < limit <= len(self.picked):
                self.picked.pop(0).selected = False  # the oldest makes way
            sp.selected = True
            self.picked.append(sp)
        self.draft.reset()
        self.play_sound("deal", 0.35)
        self.refresh_buttons(force=True)

    def clear_pick(self, *, refresh: bool = True) -> None:
        for sp in self.picked:
            sp.selected = False
        self.picked = []
        self.draft.reset()
        if refresh:
            self.refresh_buttons(force=True)

    def picked_pieces(self) -> list[Piece]:
        return [sp.tile for sp in self.picked if isinstance(sp.tile, Piece)]

    def _why_not_pick(self) -> str:
        view = self.tam_view()
        if view is not None and view.phase == "reveal" and self.acting_human() == view.seat:
            return t("tc.select.not_now")
        return t("tcui.hint.not_now")

    # --- input -----------------------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self._mouse_moved(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.clear_pick()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._pressed(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._released(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _mouse_moved(self, pos: tuple[int, int]) -> bool:
        press = self.press
        if press is not None and self.drag is None and \
                max(abs(pos[0] - press.pos[0]), abs(pos[1] - press.pos[1])) >= DRAG_START * self.geo.scale:
            self._start_offer_drag(press.pos)
        if self.drag is not None:
            dx, dy = pos[0] - self.drag.grab[0], pos[1] - self.drag.grab[1]
            for sp, (x, y) in zip(self.drag.sprites, self.drag.starts):
                sp.pos = (x + dx, y + dy)
            return True
        cell = self.offers.cell_at(pos)
        self.draft.hover = -1 if cell is None else cell
        self.hover = self.hand_at(pos) if self.can_pick() else self._own_row_at(pos)
        return False

    def _pressed(self, pos: tuple[int, int]) -> bool:
        if self.offers.pressed(pos) or self._start_drag(pos):
            return True
        sp = self.hand_at(pos)
        if sp is None:
            return False
        if not self.can_pick():
            self.app.toast(self._why_not_pick())
        elif self.offers.view() is not None:
            was = sp.selected
            if not was:
                self.toggle(sp)
            self.press = _Press(pos, sp, was)
        else:
            self.toggle(sp)
        return True

    def _released(self, pos: tuple[int, int]) -> bool:
        press, self.press = self.press, None
        if self.drag is not None:
            self._dropped(pos)
            return True
        if press is not None and press.was_selected and press.sprite.selected:
            self.toggle(press.sprite)  # a click on a selected piece puts it back
            return True
        return press is not None

    def reveal_turn(self) -> int | None:
        """The viewer's seat while they must turn up or chui (at rest), else None."""
        view = self.tam_view()
        seat = self.acting_human()
        if view is None or seat is None or seat != view.seat or view.phase != "reveal" or self.animator.busy:
            return None
        return seat

    def _own_row_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The viewer's face-down piece under the mouse while they may drag it to chui."""
        seat = self.reveal_turn()
        if seat is None:
            return None
        return next((sp for sp in self.picture.trick[seat] if sp.rect(assets.PIECE_RATIO).collidepoint(pos)), None)

    def _start_drag(self, pos: tuple[int, int]) -> bool:
        seat = self.reveal_turn()
        if seat is None or self._own_row_at(pos) is None:
            return False
        self._lift_into_drag(list(self.picture.trick[seat]), pos, offer=False)
        return True

    def _start_offer_drag(self, pos: tuple[int, int]) -> None:
        """The selected pieces follow the mouse: drop them on a player to offer them."""
        if self.picked:
            self._lift_into_drag(list(self.picked), pos, offer=True)

    def _lift_into_drag(self, sprites: list[CardSprite], pos: tuple[int, int], *, offer: bool) -> None:
        for sp in sprites:
            sp.pos, sp.lift = (sp.pos[0], sp.pos[1] - sp.lift), 0.0
        self.drag = _Drag(sprites, [sp.pos for sp in sprites], pos, offer)
        self.picture.flying.extend(sprites)

    def _dropped(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        self.drag = None
        self.picture.flying[:] = [sp for sp in self.picture.flying if sp not in drag.sprites]
        spot, sizes = self.geo.seat(self.bottom_seat()), self.geo.sizes
        if drag.offer:
            seat = self.offers.seat_at(pos)
            if seat is not None:
                self.offers.give_to(seat)
            self._slide(self.hands[self.bottom_seat()], lambda i, sp: self.slot(self.bottom_seat(), i, len(
                self.hands[self.bottom_seat()])))
            return
        seat = self.reveal_turn()
        if seat is not None and self.geo.rac_rect().collidepoint(pos) and self.act(seat, CHUI):
            return
        n = len(drag.sprites)
        self._slide(drag.sprites, lambda i, sp: spot.trick_slot(i, n, sizes))

    def _slide(self, sprites: list[CardSprite], target: Callable[[int, CardSprite], tuple[float, float]]) -> None:
        """Let go: the dragged pieces slide back where they belong."""
        starts = [sp.pos for sp in sprites]

        def step(p: float) -> None:
            for i, (sp, start) in enumerate(zip(sprites, starts)):
                sp.pos = lerp2(start, target(i, sp), p)

        self.animator.start(0.2, step, ease=EASE_OUT)

    def handle_first(self, event: pygame.event.Event) -> bool:
        return event.type == pygame.KEYDOWN and self.offers.key(event.key)

    def _key(self, key: int) -> bool:
        hand = self.hands[self.bottom_seat()]
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            self.focus = (self.focus + (1 if key == pygame.K_RIGHT else -1)) % len(hand)
            return True
        if key in (pygame.K_UP, pygame.K_DOWN) and 0 <= self.focus < len(hand):
            sp = hand[self.focus]
            if sp.selected != (key == pygame.K_UP):
                if self.can_pick():
                    self.toggle(sp)
                else:
                    self.app.toast(self._why_not_pick())
            return True
        if key == pygame.K_BACKSPACE:
            self.clear_pick()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self._press_primary()
        return False

    def _press_primary(self) -> bool:
        for b in self.actions.buttons:
            if b.primary:
                if b.enabled:
                    b.on_click()
                elif b.why_disabled:
                    self.app.toast(resolve(b.why_disabled))
                return True
        return False

    # --- the action bar ------------------------------------------------------------------------------------
    def button_state(self) -> object:
        draft = self.draft
        return (tuple(str(p) for p in self.picked_pieces()), self.animator.busy, draft.step, draft.target)

    def action_buttons(self, seat: int) -> list[Button]:
        view = self.tam_view()
        if view is None or self.animator.busy or view.seat != seat:
            return []
        legal = self.controller.legal(seat)
        offers = [a for a in legal if isinstance(a, TrinhLang)]
        shows = [self._show_button(seat, a, first=i == 0) for i, a in enumerate(offers)]
        if view.phase == "reveal":
            return [Button(lambda: t("tcui.btn.reveal"), lambda: self.act(seat, REVEAL), pygame.K_SPACE, "Space",
                           primary=True),
                    Button(lambda: t("tcui.btn.chui"), lambda: self.act(seat, CHUI), pygame.K_c, "C")]
        if view.phase == "declare":
            if not shows:
                return []  # nothing to decide: passed for them on the next frame
            return [*shows, Button(lambda: t("tcui.btn.pass"), lambda: self.act(seat, PASS), pygame.K_n, "N")]
        if view.phase == "di-dem":
            return self.offers.buttons(seat, view)
        if view.phase not in ("lead", "commit"):
            return []
        return [self._play_button(seat, view), *self.clear_button(), *shows]

    def _play_button(self, seat: int, view: TamCucView) -> Button:
        sel = describe_selection(view, self.picked_pieces())
        if view.phase == "lead":
            label = t("tcui.btn.lead", call=call_text(len(self.picked))) if sel.action else t("tcui.btn.lead_none")
        else:
            label = t("tcui.btn.commit", count=view.commit_size)
        action = sel.action
        reason = sel.reason.text() if sel.reason is not None else None
        return Button(label, lambda: action is not None and self.act(seat, action), pygame.K_SPACE, "Space",
                      primary=True, enabled=action is not None, why_disabled=reason)

    def clear_button(self) -> list[Button]:
        if not self.picked:
            return []
        return [Button(lambda: t("tcui.btn.clear"), self.clear_pick, pygame.K_BACKSPACE, "Backspace", size=16)]

    def _show_button(self, seat: int, action: TrinhLang, *, first: bool) -> Button:
        label = t("tcui.btn.show", group=show_label(action))
        view = self.tam_view()
        primary = first and view is not None and view.phase == "declare"
        return Button(label, lambda: self.act(seat, action), pygame.K_t if first else None, "T" if first else "",
                      primary=primary)

    # --- words on the table ---------------------------------------------------------------------------------
    def hint_lines(self) -> list[tuple[str, bool]]:
        """What the table says over the viewer's hand now: (text, fine) pairs."""
        return words.hint_lines(self)

    def hints_in_middle(self) -> bool:
        return words.hints_in_middle(self)

    def info_text(self) -> str:
        parts = [super().info_text()]
        if self.match.plays_for_chips:
            parts.append(t("ui.stake", amount=self.match.base.stake))
        view = self.tam_view()
        if view is not None:
            if view.removal:
                # how many, in words: which ones the house rule says (the rule book's letters are
                # for the rule book)
                parts.append(t("tcui.removed", count=len(parse_pieces(view.removal))))
            parts.append(t("tcui.par", count=view.baseline))
        return "  ·  ".join(parts)

    def keep_in_view(self) -> list[pygame.Rect]:
        """The mat's plates, hands, trick rows, trình làng, discard, hint lines and log."""
        geo, sc = self.geo, self.geo.scale
        grow = round(8 * sc)
        ratio = assets.PIECE_RATIO
        sprites = [sp for hand in self.hands.values() for sp in hand]
        sprites += [sp for row in (*self.picture.trick.values(), *self.picture.shown.values()) for sp in row]
        out = [g.plate.inflate(grow, grow) for g in geo.seats] + [sp.rect(ratio).inflate(grow, grow) for sp in sprites]
        out += [g.trick_rect(self.hand_size // 2, geo.sizes) for g in geo.seats]
        out.append(geo.rac_rect())
        band = round(30 * sc) * max(1, len(self.hint_lines()))
        for y in (geo.middle[1], geo.seat(self.bottom_seat()).trick[1]):  # the status and hint lines
            out.append(pygame.Rect(geo.middle[0] - round(310 * sc), y - band // 2 - round(16 * sc), round(620 * sc),
                                   band + round(32 * sc)))
        if self.show_log and self.log:
            out.append(geo.log)
        return out

    # --- drawing ---------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        paint_table(self, surface)

    def draw_results(self, surface: pygame.Surface) -> None:
        paint_results(surface, self.mat, self.geo.middle[0], self.layout.felt, self.layout.size, self.geo.scale)

    def draw_log(self, surface: pygame.Surface) -> None:
        self.log_rect = paint_log(surface, self.geo.log, self.log, self.geo.scale, scroll=self.log_scroll)

