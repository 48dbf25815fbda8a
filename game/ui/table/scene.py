"""What every table scene shares: the turn loop, events → motion, bars, log, banner, curtain.

:class:`TableScene` is the common half of the French-deck table and the Tam Cúc table.  A
subclass says how its cards are laid out and drawn (``slot``, ``draw_table``), which buttons
the legal actions become (``action_buttons``), and how its own events move things
(``animate_variant``).  Everything else — engine events becoming tweens, chips landing and
plate balances following, the AI's thinking pause, the hot-seat curtain, the round result,
autosave after each round — lives here once.
"""

from __future__ import annotations

import contextlib
import functools
from collections import deque
from collections.abc import Sequence
from typing import Any

import pygame

from game.catalog import game
from game.engine.events import (
    Announced,
    BetPlaced,
    CardDealt,
    CardsRevealed,
    ChipsMoved,
    Event,
    RoundSettled,
    Shuffled,
    Tile,
)
from game.engine.ledger import FEE_SINK, POT
from game.engine.protocol import Action, RoundState
from game.i18n import has, signed, t
from game.match.match import Match
from game.persist import BestHand
from game.ui import assets, theme
from game.ui.anim import EASE_IN_OUT, EASE_OUT, Animator, lerp2
from game.ui.app import WAKE, App
from game.ui.labels import game_title
from game.ui.scene import Scene
from game.ui.table.controller import TableController
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.mode import TableMode
from game.ui.table.round_mode import RoundModePrompt, mode_name
from game.ui.table.sprites import CardSprite, ChipFlight, draw_chip_stack, tile_face
from game.ui.widgets import Banner, Button, ButtonRow, panel, unsaved_pill

DEAL_GAP, DEAL_FLIGHT = 0.12, 0.25
FLIP = 0.2
CHIPS = 0.35


class TableScene(Scene):
    piece_ratio: float | None = None  # None: French cards (5:7); else a Tam Cúc piece
    texture = "felt"

    _view_key: object = None  # what the kept view was built from (see view()); set before __init__ may ask
    _view: Any = None

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        speed = app.session.settings.anim_speed
        self.animator = Animator(speed)
        self.controller = TableController(match, self._on_events, _post_wake, speed=speed,
                                          inline=app.agents_inline, now=lambda: app.time)
        self.banner = Banner()
        self.log: deque[str] = deque(maxlen=60)
        self.show_log = True
        self.actions = ButtonRow(on_refused=app.toast)
        self.topbar = ButtonRow(on_refused=app.toast)
        self.layout: TableLayout = self.make_layout(self.controller.viewer())
        self.hands: dict[int, list[CardSprite]] = {s: [] for s in range(match.n_seats)}
        self.flights: list[ChipFlight] = []
        self.shown_chips: list[int] = list(match.balances)
        self.shown_pot = 0
        self.shown_fees = match.fees
        self.shown_bets: list[int] = [0] * match.n_seats
        self.results: dict[str, Any] | None = None
        self.shuffle_t = 0.0  # 0 at rest; 0–1 while the deck is being riffled
        self.held: list[Event] = []  # events waiting until the viewer is ready for them
        self.asking_refill = False
        self.finished: RoundState | None = None  # the last settled round, still on the table
        self._viewer_drawn = self.controller.viewer()
        self._buttons_key: object = None
        self._settled_pending = False
        self.mode: TableMode | None = None  # a guided deal's coach or a replay (attach)
        self.history_rect: pygame.Rect | None = None  # the strip of the last rounds, clickable
        self.mode_prompt: RoundModePrompt | None = None  # the next round's mode, being chosen
        self._logged_round = 0  # the round whose separator the log shows last
        self.restore_log()
        app.on_quit.append(self.autosave)

    def attach(self, mode: TableMode) -> None:
        """Play this table as ``mode`` says (before it is shown)."""
        self.mode = mode
        self.controller.may_ask = mode.may_ask

    # --- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        if self.asking_refill:
            return  # the refill question was answered (yes: the round starts; no: to the menu)
        if self.match.current is None and not self.results:
            self.new_round()  # a broke human is asked about a refill first
        elif self.match.current is not None and self.controller.turns is None:
            self.controller.resume()  # a round continued from a save: the picture is built from the views
            self.sync()
        # Uncovered (a dialog, the settings): the table goes on from where it was paused — its
        # queued motions still to play, so no rebuild that would lay their cards down twice.
        self.refresh_buttons(force=True)

    def resize(self, size: tuple[int, int]) -> None:
        # The stack calls resize right after enter(): only a real change re-lays the table
        # (relayout finishes every animation, which would skip the first deal).
        if size != self.layout.size:
            self.relayout()

    def make_layout(self, viewer: int | None) -> TableLayout:
        """The table's geometry for the window as it is, ``viewer`` at the bottom."""
        return table_layout(self.app.size, self.match.n_seats, viewer, piece_ratio=self.piece_ratio)

    def relayout(self) -> None:
        self.layout = self.make_layout(self._layout_viewer())
        self.animator.finish()
        self.sync()
        self.refresh_buttons(force=True)

    def _layout_viewer(self) -> int | None:
        v = self.controller.viewer()
        if v is not None:
            return v
        return self.controller.humans[0] if self.controller.humans else None

    def leave(self) -> None:
        self.app.dirty = True

    def close(self) -> None:
        if self.mode is not None:
            self.mode.close()
        self.controller.close()
        if self.autosave in self.app.on_quit:
            self.app.on_quit.remove(self.autosave)

    # --- views --------------------------------------------------------------------------------
    def view(self) -> Any:
        """The current round as the viewer sees it (after settling: the finished round) —
        built once per change of the round or the viewer (a frame asks for it many times)."""
        state = self.match.current or self.finished
        if state is None:
            return None
        key = (state, len(state.log), state.is_over(), self.controller.viewer())
        if key != self._view_key:
            self._view_key, self._view = key, state.view(self.controller.viewer())
        return self._view

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    # --- events → motion ------------------------------------------------------------------
    def _on_events(self, events: Sequence[Event]) -> None:
        viewer = self.controller.viewer()
        for event in events:
            seen = event.redacted_for(viewer)
            if self.held or self.hold_before(seen):
                self.held.append(seen)  # the engine is ahead; the table waits for its player
            else:
                self.animate(seen)
        self.app.dirty = True

    def hold_before(self, event: Event) -> bool:
        """True to stop the show at ``event`` until :meth:`release` (the viewer has a look first)."""
        return False

    def release(self) -> None:
        held, self.held = self.held, []
        for event in held:
            self.animate(event)
        self.refresh_buttons(force=True)

    def animate(self, event: Event) -> None:
        """Queue the motion of one event (already redacted for the viewer)."""
        if self.animate_variant(event):
            return
        a = self.animator
        if isinstance(event, Shuffled):
            a.queue(0.45, self._shuffle_step, gap=0.45, on_start=lambda: self.app.sound.play("shuffle"))
        elif isinstance(event, CardDealt):
            self._deal(event.seat, event.card, event.face_up)
        elif isinstance(event, CardsRevealed):
            self._reveal(event.seat, event.cards)
        elif isinstance(event, ChipsMoved):
            self._chips(event)
        elif isinstance(event, BetPlaced):
            self._bet(event)
        elif isinstance(event, Announced):
            self._announce(event)
        elif isinstance(event, RoundSettled):
            a.call(self._settled)

    def _shuffle_step(self, p: float) -> None:
        self.shuffle_t = p if p < 1.0 else 0.0

    def animate_variant(self, event: Event) -> bool:
        """A subclass's own motion for ``event``; True if it handled it (it gets first refusal)."""
        return False

    def _deal(self, seat: int, tile: Tile | None, face_up: bool) -> None:
        hand = self.hands[seat]
        viewer_card = seat == self.controller.viewer()
        sprite = CardSprite(tile, self.layout.deck, self._card_width(seat), face_up=0.0, alpha=0, moving=True)
        start = self.layout.deck

        def begin() -> None:
            hand.append(sprite)
            sprite.alpha = 255
            self.app.sound.play("deal", 0.6)

        def step(p: float) -> None:
            target = self.slot(seat, hand.index(sprite) if sprite in hand else len(hand), len(hand))
            sprite.pos = lerp2(start, target, p)

        def done() -> None:
            sprite.moving = False
            if face_up or (viewer_card and self.shows_own_cards()):
                self._flip(sprite)

        self.animator.queue(DEAL_FLIGHT, step, gap=DEAL_GAP, ease=EASE_OUT, on_start=begin, on_done=done)

    def shows_own_cards(self) -> bool:
        """Whether the viewer's cards turn face up when dealt (False: squeeze them open)."""
        return True

    def _flip(self, sprite: CardSprite, *, sound: bool = True) -> None:
        """Turn a card face up now (it has just landed, or just been revealed)."""
        if sprite.tile is None or sprite.face_up >= 1.0:
            return

        def step(p: float) -> None:
            sprite.face_up = p

        if sound:
            self.app.sound.play("flip", 0.7)
        self.animator.start(FLIP, step, ease=EASE_IN_OUT)

    def _reveal(self, seat: int, tiles: Sequence[Tile]) -> None:
        def go() -> None:
            hand = self.hands[seat]
            for sprite, tile in zip(hand, tiles):
                sprite.tile = tile
                sprite.peel = 0.0
                self._flip(sprite, sound=False)
            self.app.sound.play("flip")

        self.animator.call(go, gap=FLIP + 0.05)

    def _place(self, account: object) -> tuple[float, float]:
        if account == POT:
            return self.layout.pot
        if account == FEE_SINK:
            return self.layout.fee_sink
        if isinstance(account, int) and 0 <= account < self.match.n_seats:
            return self.layout.seat(account).plate.center
        return self.layout.center

    def _chips(self, e: ChipsMoved) -> None:
        flight = ChipFlight(e.amount, self._place(e.payer), round(34 * self.layout.scale), visible=False)
        start, end = self._place(e.payer), self._place(e.payee)

        def begin() -> None:
            flight.visible = True
            self.flights.append(flight)
            self._adjust(e.payer, -e.amount)
            self.app.sound.play("chip", 0.6)

        def step(p: float) -> None:
            flight.pos = lerp2(start, end, p)

        def done() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            self._adjust(e.payee, e.amount)

        self.animator.queue(CHIPS, step, gap=0.12, ease=EASE_IN_OUT, on_start=begin, on_done=done)

    def _bet(self, e: BetPlaced) -> None:
        """Chips slide from the seat's plate to its betting spot."""
        spot = self.layout.seat(e.seat)
        flight = ChipFlight(e.amount, spot.plate.center, round(30 * self.layout.scale), visible=False)

        def begin() -> None:
            flight.visible = True
            self.flights.append(flight)
            self.app.sound.play("chip", 0.5)

        def step(p: float) -> None:
            flight.pos = lerp2(spot.plate.center, spot.bet_spot, p)

        def done() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            self.shown_bets[e.seat] += e.amount

        self.animator.queue(CHIPS, step, gap=0.1, ease=EASE_IN_OUT, on_start=begin, on_done=done)

    def _adjust(self, account: object, amount: int) -> None:
        if account == POT:
            self.shown_pot += amount
        elif account == FEE_SINK:
            self.shown_fees += amount
        elif isinstance(account, int) and 0 <= account < len(self.shown_chips):
            self.shown_chips[account] += amount

    def _announce(self, e: Announced) -> None:
        params = dict(e.params)
        if e.seat is not None:
            params.setdefault("name", self.seat_name(e.seat))
        message = t(e.key, **params) if has(e.key) else e.key
        if e.seat is not None and params["name"] not in message:
            message = f"{params['name']}: {message}"

        def go() -> None:
            self.log.append(message)
            if e.banner:
                self.banner.show(message)
                self.app.sound.play("banner")

        self.animator.call(go, gap=0.9 if e.banner else 0.0)

    def _settled(self) -> None:
        self._settled_pending = True

    # --- the reconciled picture (truth at rest) ------------------------------------------------
    def sync(self) -> None:
        """Rebuild every card sprite from the view: at rest the screen equals the engine."""
        self.flights.clear()
        if not self.held:  # a held show keeps the chips it has shown: the ledger is ahead of it
            self.shown_chips = self.live_chips()
            self.shown_fees = self.match.fees + self.round_fees()
        self.sync_variant()
        self._viewer_drawn = self.controller.viewer()
        self.app.dirty = True

    def sync_variant(self) -> None:
        """Subclasses rebuild their sprites (hands, trick area) from :meth:`view`."""

    def live_chips(self) -> list[int]:
        """Chips each seat holds right now (the engine's ledger mid-round, else the match)."""
        state = self.match.current
        ledger = getattr(state, "ledger", None)
        if ledger is not None:
            return [ledger.balance(s) for s in range(self.match.n_seats)]
        return list(self.match.balances)

    def round_fees(self) -> int:
        state = self.match.current
        ledger = getattr(state, "ledger", None)
        return ledger.balance(FEE_SINK) if ledger is not None else 0

    def slot(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Where card ``index`` of ``count`` in ``seat``'s hand rests (a gentle fan)."""
        spot = self.layout.seat(seat)
        w = self._card_width(seat)
        step = w * (0.62 if spot.is_viewer else 0.42)
        x = spot.center[0] + (index - (count - 1) / 2) * step
        return (x, spot.center[1])

    def _card_width(self, seat: int) -> int:
        viewer = self._layout_viewer()
        return self.layout.card_w if seat == viewer else self.layout.small_card_w

    # --- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        busy = self.advance(dt)
        if self.mode is not None:
            busy = self.mode.update(dt) or busy
        return busy

    def advance(self, dt: float) -> bool:
        """The table's own frame: motion, the curtain, settling, the AI's turn."""
        speed = self.app.session.settings.anim_speed  # the settings screen applies at once
        self.animator.speed = self.controller.speed = speed
        busy = self.animator.update(dt)
        busy = self.banner.update(dt) or busy
        if busy:
            return True
        if self.controller.viewer() != self._viewer_drawn:
            self.relayout()
        curtain = self.controller.needs_curtain()
        prompt = self.mode_prompt
        if (curtain is None and prompt is not None and prompt.chooser is not None and self.controller.hot_seat
                and self.controller.unlocked != prompt.chooser and self.match.current is None
                and self.results is None):
            curtain = prompt.chooser  # the seat that picks the mode takes the screen first
        if curtain is not None:
            self.open_curtain(curtain)
            return False
        if self.held:
            self.refresh_buttons()
            return False  # waiting for the viewer (e.g. to squeeze open their cards)
        if self._settled_pending or (self.match.current is not None and self.match.current.is_over()):
            self._settled_pending = False
            self.finish_round()
        acted = self.controller.tick(dt, idle=True)
        if acted:
            self.refresh_buttons(force=True)
            return True
        self.refresh_buttons()
        # While an AI thinks its ring pulses, and its pause must end on time: keep ticking.
        return self.controller.thinking() is not None

    def finish_round(self) -> None:
        self.finished = self.match.current
        result = self.controller.settle()
        if result is None:
            return
        self.results = self.result_rows(result)
        self.sync()
        viewer = self._layout_viewer()
        if viewer is not None and viewer < len(result.deltas):
            self.app.sound.play("win" if result.deltas[viewer] > 0 else "lose" if result.deltas[viewer] < 0 else "chip")
        self.app.session.record_round(self.match, self.best_hands())

        self.refresh_buttons(force=True)

    def best_hands(self) -> dict[int, BestHand]:
        """Each human's hand this round, for the statistics' "best hand"."""
        out: dict[int, BestHand] = {}
        if self.finished is None:
            return out
        for s in self.controller.humans:
            record = self.match.variant.hand_record(self.finished, s)
            if record is not None:
                out[s] = BestHand(*record)
        return out

    def result_rows(self, result: Any) -> dict[str, Any]:
        return {"deltas": list(result.deltas), "fees": result.fees, "summary": dict(result.summary)}

    def open_curtain(self, seat: int) -> None:
        self.animator.finish()
        self.app.open("curtain", name=self.seat_name(seat), on_open=lambda: self._unlock(seat))

    def _unlock(self, seat: int) -> None:
        self.controller.unlock(seat)
        self.relayout()

    def restart_from(self, state: RoundState) -> None:
        """Put ``state`` — the match's round, rebuilt — on the table at rest (a replay stepping back)."""
        self.animator.finish()
        self.held.clear()
        self.results = None
        self.finished = None
        self._settled_pending = False
        self.match.current = state
        self.controller.last_result = None
        self.controller.resume()
        for hand in self.hands.values():
            hand.clear()
        self.sync()
        self.refresh_buttons(force=True)

    def autosave(self) -> None:
        self.app.session.autosave(self.match, {"viewer": self.controller.viewer()})

    def new_round(self) -> None:
        if self.match.current is not None and not self.match.current.is_over():
            return
        if self.mode_prompt is not None:
            return  # the mode is being chosen: the round starts with the answer
        short = self.match.short_of_chips()
        humans_short = [s for s in short if self.match.seats[s].is_human]
        if humans_short:
            self.offer_refill(humans_short[0])
            return
        for s in short:
            self.app.session.refill(self.match, s)
            self.log.append(t("ui.log.refill_ai", name=self.seat_name(s), count=self.app.session.refill_amount))
        self.results = None
        self.finished = None
        for hand in self.hands.values():
            hand.clear()
        self.shown_bets = [0] * self.match.n_seats
        self.shown_pot = self.match.carry  # the pot starts with what the last round left in it
        self.log_round(self.match.round_no + 1)
        if not self.mode_ready():
            return
        self.controller.begin_round(self.mode.seed() if self.mode is not None else None)
        self.autosave()  # a crash now resumes this deal, not a fresh one
        self.refresh_buttons(force=True)

    # --- the mode of the next round -----------------------------------------------------------
    def mode_ready(self) -> bool:
        """Is the next round's mode known?  At a table that chooses it per round, the AI seats
        vote when no human picks; else the prompt asks the human who picks (False meanwhile)."""
        key = self.match.variant.key
        voted = self.controller.vote_mode()
        if voted is not None:
            self.log.append(t("ui.mode.voted", mode=mode_name(key, voted)))
            return True
        chooser = self.controller.mode_chooser()
        if chooser is None:
            return True
        question = f"mode.{key}.choose"
        self.mode_prompt = RoundModePrompt(key, self.match.round_mode_choices(),
                                           t(question) if has(question) else t("ui.mode.choose"), chooser,
                                           self.seat_name(chooser), self._mode_chosen)
        self.refresh_buttons(force=True)
        return False

    def _mode_chosen(self, mode: str) -> None:
        prompt = self.mode_prompt
        assert prompt is not None
        self.match.choose_round_mode(mode)
        self.log.append(t("ui.mode.chosen", name=prompt.chooser_name, mode=mode_name(prompt.game_key, mode)))
        self.mode_prompt = None
        self.new_round()

    def can_switch_mode(self) -> bool:
        """A table of fixed mode whose game has others may switch between rounds."""
        return len(self.match.variant.table_modes) > 1 and self.match.current is None

    def ask_switch_mode(self) -> None:
        """From the result screen: the host picks the mode the next rounds are played in."""
        key = self.match.variant.key
        host = self.controller.humans[0] if self.controller.humans else None
        others = tuple(m for m in self.match.variant.table_modes if m != self.match.table_mode)

        def switch(mode: str) -> None:
            self.match.switch_mode(mode)
            self.log.append(t("ui.mode.switched", mode=mode_name(key, mode)))
            self.mode_prompt = None
            self.autosave()
            self.refresh_buttons(force=True)

        def cancel() -> None:
            self.mode_prompt = None
            self.refresh_buttons(force=True)

        self.mode_prompt = RoundModePrompt(key, others, t("ui.mode.switch_question"), host,
                                           self.seat_name(host) if host is not None else "", switch, cancel)
        self.refresh_buttons(force=True)

    # --- the log --------------------------------------------------------------------------------
    def log_round(self, n: int) -> None:
        """The separator before round ``n``'s lines (once)."""
        if self._logged_round != n:
            self._logged_round = n
            self.log.append(t("ui.log.round", n=n))

    def restore_log(self) -> None:
        """A table continued from a save shows the rounds already played: a line each."""
        names = [seat.name for seat in self.match.seats]
        for record in self.match.history:
            self.log_round(record.round_no)
            moved = [f"{names[s]} {signed(d)}" for s, d in enumerate(record.deltas) if d]
            self.log.append("  ·  ".join(moved) if moved else t("ui.log.nothing_moved"))
        if self.match.current is not None:
            self.log_round(self.match.round_no + 1)

    def offer_refill(self, seat: int) -> None:
        amount = self.app.session.refill_amount

        def take() -> None:
            self.asking_refill = False
            self.app.toast(self.app.session.refill(self.match, seat), bad=False)
            self.log.append(t("ui.log.refill", name=self.seat_name(seat), count=amount))
            self.sync()
            self.new_round()

        self.asking_refill = True
        self.app.open("confirm", title=t("ui.refill.title", name=self.seat_name(seat)),
                      body=t("ui.refill.body", count=amount), on_yes=take, yes=t("ui.refill.yes", count=amount),
                      no=t("ui.menu"), on_no=self.to_menu)

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == WAKE:
            return True
        if self.mode is not None and self.mode.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.banner.active:
            self.banner.skip()  # a click skips the banner and still does what it clicked
        if self.handle_first(event) or self.topbar.handle(event) or self.actions.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if event.key == pygame.K_l:
                self.show_log = not self.show_log
                return True
            if event.unicode == "?":
                self.open_rules()
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.animator.busy:
                self.animator.finish()
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.show_log
                and self.history_rect is not None and self.history_rect.collidepoint(event.pos)):
            self.app.open("replays", match=self.match)  # pick one of the last rounds to watch again
            return True
        return self.handle_table(event)

    def handle_table(self, event: pygame.event.Event) -> bool:
        """Clicks on the table itself (cards, seats): the subclass's business."""
        return False

    def act(self, seat: int, action: Action) -> bool:
        """A human's action; a refusal becomes a toast saying why."""
        if self.mode is not None and not self.mode.takes(seat, action):
            return False  # the mode (the coach) says why itself
        error = self.controller.apply(seat, action)
        if error:
            self.app.toast(error)
            return False
        self.app.sound.play("button", 0.5)
        self.autosave()
        self.refresh_buttons(force=True)
        return True

    def to_menu(self) -> None:
        self.autosave()
        self.close()
        self.app.open("menu")

    def open_menu(self) -> None:
        """The in-game menu: play on, the main menu (the table stays saved), or leave the table.
        A guided deal or a replay keeps nothing: it goes back to the main menu at once."""
        if self.mode is not None:
            self.to_menu()
            return
        self.app.open("table_menu", match=self.match, on_menu=self.to_menu, on_leave=self.leave_table)

    def leave_table(self) -> None:
        """The players take their chips home (a round in progress is void) and it is saved."""
        self.close()
        self.app.session.leave(self.match)
        self.app.open("menu")

    def open_rules(self) -> None:
        self.app.open("rules", game=self.match.variant.key)

    def open_settings(self) -> None:
        self.app.open("settings")

    # --- buttons ----------------------------------------------------------------------------
    def acting_human(self) -> int | None:
        """The human whose decision the action bar offers now."""
        viewer = self.controller.viewer()
        waiting = self.controller.humans_to_act()
        if viewer is not None and viewer in waiting:
            return viewer
        return None

    def refresh_buttons(self, *, force: bool = False) -> None:
        state = self.match.current
        moving = self.actions_wait()
        key = (id(state), len(state.log) if state else -1, self.controller.viewer(), self.results is not None,
               self.app.size, bool(self.held), self.button_state(), self.mode.state_key() if self.mode else None,
               id(self.mode_prompt), moving)
        if key == self._buttons_key and not force:
            return
        self._buttons_key = key
        sc = self.layout.scale
        self.topbar.set([
            Button(lambda: t("ui.menu"), self.open_menu, pygame.K_ESCAPE, "Esc", size=15),
            Button(lambda: t("ui.settings"), self.open_settings, size=15),
            Button(lambda: t("ui.rules"), self.open_rules, key_hint="?", size=15),
        ])
        right = pygame.Rect(self.layout.top_bar.right - round(420 * sc), self.layout.top_bar.top,
                            round(410 * sc), self.layout.top_bar.height)
        self.topbar.layout(right, sc, height=round(32 * sc), gap=round(8 * sc))
        own = self.mode.bar() if self.mode is not None else None
        if own is not None:
            buttons = own
        elif self.mode_prompt is not None:
            buttons = self.mode_prompt.buttons()
        elif self.held:
            buttons = self.held_buttons()
        elif self.results is not None and (state is None or state.is_over()):
            buttons = self.result_buttons()
        else:
            seat = None if moving else self.acting_human()
            buttons = self.action_buttons(seat) if seat is not None else []
        self.actions.set(buttons)
        self.actions.layout(self.layout.bottom_bar.inflate(-round(40 * sc), 0), sc)
        self.app.dirty = True

    def handle_first(self, event: pygame.event.Event) -> bool:
        """Input the table takes before its action bar (a palette in focus owns Enter)."""
        return False

    def actions_wait(self) -> bool:
        """Are the player's actions held back until the table shows what they depend on?"""
        return False

    def result_buttons(self) -> list[Button]:
        """The action bar under the round's result: the next round, a change of mode."""
        out = [Button(lambda: t("ui.new_round"), self.new_round, pygame.K_SPACE, "Space", primary=True)]
        if self.can_switch_mode():
            out.append(Button(lambda: t("ui.mode.switch"), self.ask_switch_mode, pygame.K_d, "D", size=16))
        return out

    def held_buttons(self) -> list[Button]:
        """The action bar while the show is held for the viewer."""
        return []

    def button_state(self) -> object:
        """Anything else the action bar depends on (a selection, a chosen amount)."""
        return None

    def action_buttons(self, seat: int) -> list[Button]:
        return []

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        surface.blit(assets.background(self.texture, size), (0, 0))
        self.draw_table(surface)
        for flight in self.flights:
            if flight.visible:
                draw_chip_stack(surface, flight.amount, flight.pos, flight.diameter)
        self.draw_bars(surface)
        self.history_rect = None
        if self.show_log:
            self.draw_log(surface)
            if self.mode is None:  # a guided deal or a replay has no history of its own
                self.draw_history(surface)
        if self.results is not None and not self.animator.busy and self.mode_prompt is None \
                and (self.mode is None or self.mode.shows_results()):
            self.draw_results(surface)
        if self.mode_prompt is not None:
            self.mode_prompt.draw(surface, self.prompt_area(), self.layout.scale)
        self.banner.draw(surface, (self.layout.center[0], self.layout.center[1] - round(40 * self.layout.scale)))
        if self.mode is not None:
            self.mode.draw(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """Seats, cards, chips: the subclass draws its table."""

    def prompt_area(self) -> pygame.Rect:
        """Where a question to the table (the round's mode) is drawn."""
        sc = self.layout.scale
        r = pygame.Rect(0, 0, round(560 * sc), round(140 * sc))
        r.center = self.layout.center
        return r

    def face(self) -> Any:
        return tile_face(bool(self.app.session.settings.four_colour))

    def back(self) -> Any:
        name = str(self.app.session.settings.card_back)
        if self.piece_ratio is not None:
            return assets.piece_back
        return lambda w: assets.card_back(name, w)

    def draw_bars(self, surface: pygame.Surface) -> None:
        lay = self.layout
        sc = lay.scale
        surface.blit(_shade(lay.top_bar.size, 200), lay.top_bar.topleft)
        pygame.draw.line(surface, theme.GOLD, lay.top_bar.bottomleft, lay.top_bar.bottomright, 1)
        title = theme.text(self.title_text(), round(20 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midleft=(round(16 * sc), lay.top_bar.centery)))
        info = theme.text(self.info_text(), round(16 * sc), theme.CREAM)
        x = round(16 * sc) + title.get_width() + round(20 * sc)
        max_w = self.topbar.buttons[0].rect.left - x - 10 if self.topbar.buttons else 400
        unsaved = self.app.session.unsaved()
        if unsaved is not None:  # a lasting warning while saving fails (left of the buttons)
            right = self.topbar.buttons[0].rect.left - round(10 * sc) if self.topbar.buttons else lay.top_bar.right
            pill = unsaved_pill(surface, (right, lay.top_bar.centery), sc, unsaved.text(), max(120, max_w // 2))
            max_w = pill.left - x - 10
        if info.get_width() > max_w:
            info = theme.fit_text(self.info_text(), round(16 * sc), max_w, color=theme.CREAM)
        surface.blit(info, info.get_rect(midleft=(x, lay.top_bar.centery)))
        self.topbar.draw(surface, sc)
        surface.blit(_shade(lay.bottom_bar.size, 170), lay.bottom_bar.topleft)
        pygame.draw.line(surface, theme.GOLD, lay.bottom_bar.topleft, lay.bottom_bar.topright, 1)
        if self.actions.buttons:
            self.actions.draw(surface, sc)
        else:
            status = theme.fit_text(self.status_text(), round(18 * sc), lay.bottom_bar.width - 40, color=theme.CREAM)
            surface.blit(status, status.get_rect(center=lay.bottom_bar.center))

    def title_text(self) -> str:
        title = game_title(game(self.match.variant.key))
        return f"{title} · {t(self.mode.badge_key)}" if self.mode is not None and self.mode.badge_key else title

    def info_text(self) -> str:
        parts = []
        mode = self.round_mode()
        key = self.match.variant.key
        if self.match.chooses_mode:
            parts.append(mode_name(key, self.match.table_mode)
                         + (f": {mode_name(key, mode)}" if mode else ""))
        elif mode and has(f"mode.{key}.{mode}"):
            parts.append(t(f"mode.{key}.{mode}"))
        parts.append(t("ui.round_no", n=self.match.round_no + (0 if self.results is not None else 1)))
        if not self.match.variant.scores_points:
            parts.append(t("ui.stake", amount=self.match.base.stake))  # t() writes numbers per language
            parts.append(t("ui.fees", amount=self.shown_fees))
        return "  ·  ".join(parts)

    def round_mode(self) -> str:
        """The mode of the round on the table (in play or just played), or of the next one."""
        state = self.match.current or self.finished
        if state is not None:
            return str(state.config.mode)
        return self.match.round_mode or ""

    def status_text(self) -> str:
        """What the bottom bar says when the viewer has nothing to do."""
        if self.animator.busy:
            return ""  # nobody is "awaited" while the table is still moving
        said = self.mode.status() if self.mode is not None else None
        if said is not None:
            return said
        thinking = self.controller.thinking()
        if thinking is not None:
            return t("ui.thinking", name=self.seat_name(thinking))
        waiting = self.controller.humans_to_act()
        if waiting:
            return t("ui.waiting_for", name=self.seat_name(waiting[0]))
        state = self.match.current
        if state is not None and not state.is_over():
            acting = state.to_act()
            if acting:
                return t("ui.waiting_for", name=self.seat_name(acting[0]))
        return ""

    def draw_log(self, surface: pygame.Surface) -> None:
        paint_log(surface, self.layout.log, self.log, self.layout.scale)

    def history_lines(self, count: int, width: int, size: int) -> list[str]:
        """The last ``count`` rounds, newest first, a line each: who won most, and the viewer's
        own change — in hot-seat each human by name (if the line fits ``width`` at ``size`` px),
        never "you"."""
        me = self.controller.viewer()  # hot-seat between curtains: nobody is "you"
        lines = []
        for record in reversed(self.match.history[-count:]):
            best = max(range(len(record.deltas)), key=lambda s: record.deltas[s])
            line = t("ui.history.row", n=record.round_no, name=self.seat_name(best), amount=signed(record.deltas[best]))
            if self.controller.hot_seat:
                longer = line + "".join(f"  ·  {self.seat_name(h)} {signed(record.deltas[h])}"
                                        for h in self.controller.humans if h != best)
                line = longer if theme.font(size).size(longer)[0] <= width else line
            elif me is not None and me != best:
                line += "  ·  " + t("ui.history.you", amount=signed(record.deltas[me]))
            lines.append(line)
        return lines

    def draw_history(self, surface: pygame.Surface) -> None:
        """The last rounds in one line each (:meth:`history_lines`)."""
        lay = self.layout
        sc = lay.scale
        size = round(14 * sc)
        lines = self.history_lines(4, round(300 * sc) - 16, size)
        if not lines:
            return
        width = round(300 * sc)
        rect = pygame.Rect(round(8 * sc), lay.top_bar.bottom + round(8 * sc), width,
                           round(12 * sc) + len(lines) * (size + 6))
        panel(surface, rect, alpha=130, radius=10, border=None)
        self.history_rect = rect
        y = rect.top + round(6 * sc)
        for line in lines:
            img = theme.fit_text(line, size, width - 16, color=theme.CREAM, shadow=False)
            surface.blit(img, (rect.left + 8, y))
            y += size + 6

    def draw_results(self, surface: pygame.Surface) -> None:
        """The round-result panel; subclasses fill :meth:`result_lines`."""
        lay = self.layout
        sc = lay.scale
        lines = self.result_lines()
        if not lines:
            return
        size = round(17 * sc)
        row_h = size + round(10 * sc)
        width = min(lay.size[0] - 40, round(560 * sc))
        height = round(56 * sc) + row_h * len(lines)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (lay.center[0], lay.center[1] - round(10 * sc))
        panel(surface, rect, alpha=235)
        head = theme.text(t("ui.results"), round(22 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.top + round(10 * sc))))
        y = rect.top + round(46 * sc)
        # the columns as wide as their texts need: names (up to 40%), hands, the changes at the right
        pad, gap = round(16 * sc), round(14 * sc)
        bold = theme.font(size, bold=True)
        delta_w = max(bold.size(delta)[0] for _, _, delta in lines)
        name_w = min(max(bold.size(name)[0] for name, _, _ in lines), round(width * 0.4))
        hand_w = width - 2 * pad - name_w - delta_w - 2 * gap
        for name, hand, delta in lines:
            color = theme.GOOD if delta.startswith("+") else theme.BAD if delta.startswith("-") else theme.CREAM
            n = theme.fit_text(name, size, name_w, color=theme.CREAM, bold=True)
            h = theme.fit_text(hand, size, hand_w, color=theme.CREAM)
            d = theme.text(delta, size, color, bold=True)
            surface.blit(n, (rect.left + pad, y))
            surface.blit(h, (rect.left + pad + name_w + gap, y))
            surface.blit(d, d.get_rect(topright=(rect.right - round(16 * sc), y)))
            y += row_h

    def result_lines(self) -> list[tuple[str, str, str]]:
        return []

    def keep_in_view(self) -> list[pygame.Rect]:
        """Where the table shows what must stay in sight — plates, cards, bets, the line written
        over the player's cards, the log — so an overlay (the coach's bubble) keeps clear of it."""
        lay = self.layout
        sc = lay.scale
        ratio = self.piece_ratio or assets.CARD_RATIO
        grow = round(8 * sc)
        out = [spot.plate.inflate(grow, grow) for spot in lay.seats]
        d = round(18 * sc)
        out += [pygame.Rect(spot.bet_spot[0] - d, spot.bet_spot[1] - d, 2 * d, 2 * d) for spot in lay.seats]
        out += [sp.rect(ratio).inflate(grow, grow) for hand in self.hands.values() for sp in hand]
        viewer = next((spot for spot in lay.seats if spot.is_viewer), None)
        if viewer is not None:
            top = viewer.center[1] - lay.card_size(True)[1] // 2
            out.append(pygame.Rect(lay.center[0] - round(320 * sc), top - round(64 * sc), round(640 * sc),
                                   round(64 * sc)))
        if self.show_log and self.log:
            out.append(lay.log)
        return out


@functools.lru_cache(maxsize=16)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A dark translucent strip (the bars), made once per size."""
    strip = pygame.Surface(size, pygame.SRCALPHA)
    strip.fill((12, 10, 8, alpha))
    return strip


def _post_wake() -> None:
    with contextlib.suppress(pygame.error):  # the window may be closing
        pygame.event.post(pygame.event.Event(WAKE))


LOG_ROWS = 7  # the rows of the log box: the layouts keep that much room clear


def paint_log(surface: pygame.Surface, box: pygame.Rect, log: Sequence[str], scale: float) -> None:
    """The log box: the newest whole messages that fit in :data:`LOG_ROWS` rows at the top of
    ``box``, long ones (the kết and đè stories) wrapped evenly rather than shrunk or cut."""
    size = round(15 * scale)
    width = box.width - 20
    rows: list[str] = []
    for message in reversed(log):
        entry = theme.wrapped(message, size, width)
        if rows and len(rows) + len(entry) > LOG_ROWS:
            break
        rows[:0] = entry
    rows = rows[-LOG_ROWS:]
    if not rows:
        return
    rect = pygame.Rect(box.left, box.top, box.width, len(rows) * (size + 6) + 16)
    panel(surface, rect, alpha=150, radius=10, border=None)
    y = rect.top + 8
    for row in rows:
        surface.blit(theme.fitted(row, size, width, theme.CREAM, False), (rect.left + 10, y))
        y += size + 6
