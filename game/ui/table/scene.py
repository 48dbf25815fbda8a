"""The table scene: the parts of a card table, glued together.

* the **controller** (:mod:`~game.ui.table.controller`) — the only part that touches the
  round: it applies the players' actions, asks the AI, and hands each move's events on;
* the **director** (:mod:`~game.ui.table.director`) — events → beats → the **shown table**
  (:mod:`game.shown`), the one thing the painters read;
* the **beats** (:mod:`~game.ui.table.beats`, a family's own) — the motion of each event;
* the **viewer policy** (:mod:`~game.ui.table.viewer`) — whose eyes, who sits at the bottom,
  the hot-seat curtain;
* the **controls** — the action bar's buttons and the keys (the family's panel);
* the **painters** — bars, log, plates, cards, results: they read the shown table, the
  picture (sprites placed from it) and input state, nothing else.

A subclass (the French table, the Tam Cúc table) says how its picture is laid out and drawn
(``make_layout``, ``slot``, ``sync_picture``, ``draw_table``), which buttons the legal
actions become (``action_buttons``) and how its own events move (``make_beats``).

Live play, a resumed table and a replay share one path: a table shown at once is
:func:`game.shown.fold.fold` of the round's moves, exactly what the director applies beat
by beat.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.catalog import game, shower
from game.engine.events import ChipsMoved, Event
from game.engine.ledger import FEE_SINK, POT, Account
from game.engine.protocol import Action, RoundState
from game.i18n import has, language, signed, t
from game.match.match import Match
from game.match.replay import Replay
from game.persist import BestHand
from game.review.records import KEPT
from game.shown.between import mode_name, note_line, story_so_far
from game.shown.fold import fold
from game.shown.table import RoundFacts, ShownTable
from game.ui import assets, theme
from game.ui.anim import Animator
from game.ui.app import WAKE, App
from game.ui.celebrate import Celebration, draw_pile, pile_area, pile_values
from game.ui.labels import game_title
from game.ui.scene import Scene
from game.ui.table.bars import LogScroll, bar_backdrop, draw_bars, draw_history, paint_log
from game.ui.table.beats import TableBeats
from game.ui.table.controller import TableController
from game.ui.table.director import Director, Reached
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.mode import TableMode
from game.ui.table.plates import Turn
from game.ui.table.review_view import Reviews
from game.ui.table.round_mode import RoundModePrompt
from game.ui.table.sprites import CardSprite, ChipFlight, Pile, draw_chip_stack, tile_face
from game.ui.table.story_view import StoryView
from game.ui.table.viewer import ViewerPolicy
from game.ui.widgets import Banner, Button, ButtonRow


class TableScene(Scene):
    retained = True
    piece_ratio: float | None = None  # None: French cards (5:7); else a Tam Cúc piece
    texture = "felt"

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        speed = app.session.settings.anim_speed
        self.animator = Animator(speed)
        self.controller = TableController(match, self._on_events, _post_wake, speed=speed,
                                          inline=app.agents_inline, now=lambda: app.time)
        self.viewers = ViewerPolicy(self.controller)
        self.banner = Banner()
        self.show_log = True
        self.actions = ButtonRow(on_refused=app.toast)
        self.topbar = ButtonRow(on_refused=app.toast)
        # the picture: card sprites and chip flights, placed from the shown table
        self.hands: dict[int, list[CardSprite]] = {s: [] for s in range(match.n_seats)}
        self.flights: list[ChipFlight] = []
        self.shuffle_t = 0.0
        self.celebration: Celebration | None = None  # a moment's show over the table
        self._backdrop: tuple[TableLayout, object, pygame.Surface] | None = None  # (layout, key, picture)
        self.story = StoryView()  # the whole log over the table (Shift+L)
        self.log_scroll = LogScroll()  # the log box scrolled back
        self.log_rect: pygame.Rect | None = None  # where the log box was drawn (wheel, click)
        self._turn: tuple[int, int] | None = None  # the human offered a decision, and the move it follows
        self._turn_since = 0.0  # when (app time) that decision was offered
        self._late = False  # its turn clock has run out
        self.piles: dict[int, Pile] = {}  # big wins of the round shown, before their winners
        self.shower = shower(match.variant.key)
        self._language = language()
        self.layout: TableLayout = self.make_layout()
        self._story = self.story_so_far()  # the log before the round on the table
        self._notes_told = len(match.notes)  # what the table did between rounds, said so far
        self._facts: RoundFacts | None = None  # the facts of the round on the table
        self.director = Director(self.shower, self.between_rounds(self._story), self.animator,
                                 self.make_beats(), on_change=self._shown_changed)
        self.results: dict[str, Any] | None = None  # the round settled into the match (stats, history)
        self.held: list[tuple[Sequence[Event], Reached]] = []  # moves waiting until the viewer is ready
        self.asking_refill = False
        self._buttons_key: object = None
        self.mode: TableMode | None = None  # a guided deal's coach or a replay (attach)
        self.history_rect: pygame.Rect | None = None  # the strip of the last rounds, clickable
        self.mode_prompt: RoundModePrompt | None = None  # the next round's mode, being chosen
        self.reviews = Reviews(app.agents_inline, _post_wake)  # the humans' decisions in the round settled
        self.review_turn = 0  # at a hot-seat table: whose review the next press opens
        app.on_quit.append(self.autosave)

    def attach(self, mode: TableMode) -> None:
        """Play this table as ``mode`` says (before it is shown)."""
        self.mode = mode
        self.controller.may_ask = mode.may_ask

    # --- the shown table ---------------------------------------------------------------------
    @property
    def shown(self) -> ShownTable:
        return self.director.table

    @property
    def log(self) -> list[str]:
        return self.shown.log

    def viewer(self) -> int | None:
        return self.viewers.viewer()


    def make_beats(self) -> TableBeats:
        return TableBeats(self)

    def facts(self, state: RoundState) -> RoundFacts:
        """What the table knows of ``state``'s round before its first card."""
        return RoundFacts.of(state.config, [s.name for s in self.match.seats], self.match.round_no + 1,
                             fees=self.match.fees, score=self.match.score)

    def between_rounds(self, log: Sequence[str]) -> ShownTable:
        """The table before a round (or with no round): plates, chips, the log so far."""
        m = self.match
        facts = RoundFacts(tuple(s.name for s in m.seats), tuple(m.balances), m.banker, m.round_mode or "",
                           m.base.stake, m.round_no + 1, dict(m.base.options), m.fees, m.carry, tuple(m.score))
        table = self.shower.start(facts, self.viewer(), log)
        table.log.pop()  # no round yet: no heading
        return table

    def story_so_far(self) -> list[str]:
        """The log of the rounds already played at this table and of what it did between them
        (a resumed table keeps its story, top-ups included: :mod:`game.shown.between`)."""
        m = self.match
        return story_so_far(self.shower, m.variant, [s.name for s in m.seats], m.history, m.notes, self.viewer())

    def tell_notes(self) -> None:
        """What the table did since it last said (a top-up, the next round's mode), in its log."""
        names = [s.name for s in self.match.seats]
        self.log.extend(note_line(n, names, self.match.variant.key) for n in self.match.notes[self._notes_told:])
        self._notes_told = len(self.match.notes)

    def rebuild(self) -> None:
        """Show the table at once as it stands, through the viewer's eyes (a change of eyes or
        of language): the same events, folded."""
        if language() != self._language:  # the story is told again in the new language
            self._language = language()
            self._story = self.story_so_far()
        state = self.controller.on_table()
        if state is None or self._facts is None:
            table = self.between_rounds(self._story)
        else:
            table = fold(self.shower, self._facts, self.viewer(), state, log=self._story)
        self.show_at_once(table)

    def show_at_once(self, table: ShownTable) -> None:
        """``table`` (built at once) on the table, at rest."""
        self.held.clear()
        self.piles.clear()
        self.celebration = None
        self.director.restart(table)
        self.sync()
        self.refresh_buttons(force=True)

    def _shown_changed(self) -> None:
        self.app.dirty = True

    # --- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        if self.asking_refill:
            return  # the refill question was answered (yes: the round starts; no: to the menu)
        state = self.controller.state
        if state is None and not self.results:
            self.new_round()  # a broke human is asked about a refill first
        elif state is not None and self.controller.turns is None:
            self.controller.resume()  # a round continued from a save: shown at once from its moves
            self._facts = self.facts(state)
            self.show_at_once(fold(self.shower, self._facts, self.viewer(), state, log=self._story))
        elif language() != self._language:
            self.rebuild()  # the settings changed the language: the story is told again
        # Uncovered (a dialog, the settings): the table goes on from where it was paused — its
        # queued motions still to play, so no rebuild that would lay their cards down twice.
        self.refresh_buttons(force=True)

    def resize(self, size: tuple[int, int]) -> None:
        if size != self.layout.size:
            self.relayout()

    def make_layout(self) -> TableLayout:
        """The table's geometry: a pure function of the window size, the seats, the seat at
        the bottom and the panels open."""
        return table_layout(self.app.size, self.match.n_seats, self.viewers.bottom(), piece_ratio=self.piece_ratio)

    def relayout(self) -> None:
        """Lay the table out again for what it is now; flying cards and chips carry on to
        where they now belong, cards at rest slide there."""
        self.layout = self.make_layout()
        self.refresh_buttons(force=True)
        self.app.dirty = True

    def leave(self) -> None:
        self.app.dirty = True

    def close(self) -> None:
        if self.mode is not None:
            self.mode.close()
        self.controller.close()
        self.reviews.close()
        if self.autosave in self.app.on_quit:
            self.app.on_quit.remove(self.autosave)
        # A closed table waits for the cycle collector (its parts hold each other): its
        # window-sized backdrop goes now, or every table left behind kept one (the soak's
        # memory grew by one backdrop per table opened); the app's canvas lets go of its last frame
        self._backdrop = None
        self.app.canvas.forget()

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    # --- events → the director ---------------------------------------------------------------
    def _on_events(self, events: Sequence[Event], state: RoundState) -> None:
        """A move's events (unredacted) and the round after it, from the controller."""
        viewer = self.viewer()
        if not state.log:  # the deal of a new round: a new shown table, the log so far above it
            self._story, self._facts = list(self.shown.log), self.facts(state)
            self.show_at_once(self.shower.start(self._facts, viewer, self._story))
        seen = [e.redacted_for(viewer) for e in events]
        legal = tuple(state.legal_actions(viewer)) if viewer is not None and viewer in state.to_act() else ()
        reached = Reached(state.view(viewer), legal, len(state.log))
        cut = None if self.held else self.hold_at(seen)
        if self.held or cut is not None:  # the engine is ahead; the table waits for its player
            if cut:
                self.director.play(seen[:cut], None)
            self.held.append((seen[cut or 0:], reached))
        else:
            self.director.play(seen, reached)
        self.app.dirty = True

    def hold_at(self, events: Sequence[Event]) -> int | None:
        """Where to stop the show in a move's ``events`` until :meth:`release` (the viewer looks
        first), or None to show them all."""
        return None

    def release(self) -> None:
        held, self.held = self.held, []
        for events, reached in held:
            self.director.play(events, reached)
        self.refresh_buttons(force=True)

    # --- the picture at rest ---------------------------------------------------------------------
    def sync(self) -> None:
        """Place the picture anew from the shown table (at rest: the screen equals what was shown)."""
        self.flights.clear()
        self.shuffle_t = 0.0
        self.sync_picture()
        self.app.dirty = True

    def sync_picture(self) -> None:
        """Subclasses place their sprites (hands, trick area) from :attr:`shown`."""

    def place(self, account: Account) -> tuple[float, float]:
        if account == POT:
            return self.layout.pot
        if account == FEE_SINK:
            return self.layout.fee_sink
        if isinstance(account, int) and 0 <= account < self.match.n_seats:
            return self.layout.seat(account).plate.center
        return self.layout.center

    def spot(self, seat: int) -> tuple[float, float] | None:
        """No betting spots on this table (a French table has them)."""
        return None

    def off_spot(self, e: ChipsMoved) -> int:
        return self.shower.off_spot(self.shown, e)

    def bets_returned(self, e: Event) -> list[int]:
        return self.shower.returns_bets(self.shown, e)

    def celebrate(self, kind: str, text: str, seat: int | None = None) -> bool:
        centre = (self.layout.center[0], self.layout.center[1] - round(40 * self.layout.scale))
        show = Celebration(kind, text, centre, self.layout.scale, self.animator.speed, seed=self.controller.played(),
                           faces=self.celebrated_faces(seat))
        if show.duration <= 0:
            return False
        self.celebration = show
        if show.sound is not None:
            self.play_sound(show.sound)
        return True

    def celebrated_faces(self, seat: int | None) -> list[pygame.Surface]:
        """The celebrated hand's faces, fanned over the banner — only where the viewer has seen
        every one of them (else the show fans backs, as it does for a hand still closed)."""
        cards = self.shown.seats[seat].cards if seat is not None and 0 <= seat < len(self.shown.seats) else []
        if not cards or not all(c.seen for c in cards):
            return []
        face = self.face()
        return [face(c.tile, round(64 * self.layout.scale)) for c in cards if c.tile is not None]

    def pile(self, seat: int, amount: int) -> None:
        self.piles[seat] = Pile(pile_values(amount, self.shown.facts.stake), seat)

    def pile_at(self, seat: int) -> tuple[float, float]:
        """Where a big win's pile grows for ``seat``: on its betting spot, else above its plate."""
        plate = self.layout.seat(seat).plate
        return self.spot(seat) or (plate.centerx, plate.top)

    def turn_of(self, seat: int, acting: bool) -> Turn | None:
        """How the plate shows ``seat``'s turn, when the table shows it ``acting``: glowing,
        with a ring that turns while an AI thinks (None: not its turn)."""
        if not acting:
            return None
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 5)
        if self.controller.thinking() == seat:
            return Turn(pulse, spin=self.app.time * 0.8)
        if seat not in self.controller.humans_to_act():
            return None
        limit = self.clock_limit()
        if not limit or self._turn is None or self._turn[0] != seat:
            return Turn(pulse)
        left = max(0.0, 1.0 - (self.app.time - self._turn_since) / limit)
        return Turn(pulse, left=left, late=self._late)

    def avatar(self, seat: int) -> str | None:
        """The portrait of whoever sits at ``seat`` (the match gives every seat one)."""
        seats = self.match.seats
        return seats[seat].avatar if seat < len(seats) else None

    def plate_chips(self, seat: int) -> int:
        """The chips on ``seat``'s plate: what the shown table says, less any flying away now."""
        shown = self.shown.seats[seat].chips if seat < self.shown.n_seats else 0
        return shown - sum(f.amount - f.off_spot for f in self.flights if f.visible and f.source == seat)

    def spot_chips(self, seat: int) -> int:
        """The chips on ``seat``'s betting spot: its shown bet, less any flying away now."""
        shown = self.shown.seats[seat].bet if seat < self.shown.n_seats else 0
        return max(0, shown - sum(f.off_spot for f in self.flights if f.visible and f.source == seat))

    def slot(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Where card ``index`` of ``count`` in ``seat``'s hand rests (a gentle fan)."""
        spot = self.layout.seat(seat)
        w = self.card_width(seat)
        step = w * (0.62 if spot.is_viewer else 0.42)
        return (spot.center[0] + (index - (count - 1) / 2) * step, spot.center[1])

    def card_width(self, seat: int) -> int:
        return self.layout.card_w if seat == self.viewers.bottom() else self.layout.small_card_w

    def shows_own_cards(self) -> bool:
        """Whether the viewer's cards turn face up when dealt (False: squeeze them open)."""
        return True

    def play_sound(self, name: str, volume: float = 1.0) -> None:
        self.app.sound.play(name, volume)

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
        if self.viewer() != self.shown.viewer:
            self.rebuild()  # a decision handed the turn on in hot-seat: nobody's cards, at once
        busy = self.animator.update(dt)
        busy = self.banner.update(dt) or busy
        busy = self._update_shows(dt, speed) or busy
        self.keep_reviews()
        if busy or self.director.busy:
            return True
        curtain = self.viewers.curtain()
        prompt = self.mode_prompt
        if (curtain is None and prompt is not None and prompt.chooser is not None and self.controller.hot_seat
                and self.controller.unlocked != prompt.chooser and self.controller.state is None
                and self.results is None):
            curtain = prompt.chooser  # the seat that picks the mode takes the screen first
        if curtain is not None:
            self.open_curtain(curtain)
            return False
        if self.held:
            self.refresh_buttons()
            return False  # waiting for the viewer (e.g. to squeeze open their cards)
        if self.controller.state is not None and self.controller.round_over():
            self.finish_round()
        acted = self.controller.tick(dt, idle=True)
        if acted:
            self.refresh_buttons(force=True)
            return True
        self.refresh_buttons()
        if self.watch_turn():
            return True
        # While an AI thinks its ring pulses, and its pause must end on time: keep ticking.
        return self.controller.thinking() is not None

    def _update_shows(self, dt: float, speed: float) -> bool:
        """A celebration and the piles of big wins move on; True while one is still moving."""
        moving = False
        if self.celebration is not None:
            moving = self.celebration.update(dt)
            if not moving:
                self.celebration = None
        for pile in self.piles.values():
            if pile.progress < 1.0:
                pile.age = pile.age + dt * speed if speed > 0 else 1e9
                moving = True
        return moving

    def watch_turn(self) -> bool:
        """A short sound when a decision passes to a human; at a hot-seat table with the turn
        clock on, the clock of that decision (True while it runs, so the ring drains)."""
        seat = self.acting_human() if self.mode is None else None
        turn = None if seat is None else (seat, self.controller.played())
        if turn != self._turn:
            if seat is not None and (self._turn is None or self._turn[0] != seat):
                self.play_sound("turn")
            self._turn, self._turn_since, self._late = turn, self.app.time, False
        limit = self.clock_limit()
        if turn is None or not limit:
            return False
        if not self._late and self.app.time - self._turn_since >= limit:
            self._late = True
            self.play_sound("turn")
            self.toast(t("ui.turn_clock.late", name=self.seat_name(turn[0])))
        return not self._late

    def clock_limit(self) -> int:
        """Seconds a decision is given at this table (0: no turn clock: one human, or off)."""
        return self.app.session.settings.turn_clock if self.controller.hot_seat else 0

    def skip_celebration(self) -> None:
        if self.celebration is not None:
            self.celebration.skip()

    def at_rest(self) -> bool:
        """Nothing moving, nothing left to show."""
        return not self.director.busy and not self.banner.active and not self.held

    def skip_show(self) -> None:
        self.director.skip()
        self.skip_celebration()

    def forget_choice(self) -> None:
        """Drop the player's half-made choice (the table's own: a subclass's)."""

    def finish_round(self) -> None:
        """The round's every beat has played: settle it into the match (chips, banker,
        history, statistics) and save."""
        result = self.controller.settle()
        if result is None:
            return
        self.results = {"deltas": list(result.deltas), "fees": result.fees, "summary": dict(result.summary)}
        viewer = self.viewers.bottom()
        if viewer < len(result.deltas):
            self.play_sound("win" if result.deltas[viewer] > 0 else "lose" if result.deltas[viewer] < 0 else "chip")
        self.app.session.record_round(self.match, self.best_hands())
        self.start_reviews()
        self.refresh_buttons(force=True)

    # --- the review of the players' decisions (game.review) ------------------------------------
    def start_reviews(self) -> None:
        """Review each human's decisions in the round just settled, off the frame (a guided
        deal or a replay: none)."""
        record = self.match.history[-1] if self.match.history else None
        self.review_turn = 0
        if self.mode is None and record is not None and record.replay is not None:
            names = [seat.name for seat in self.match.seats]
            self.reviews.start(Replay.of_record(self.match.variant, record, names), self.controller.humans)

    def keep_reviews(self) -> None:
        """Each review done is kept in its player's profile; the viewer's is offered under the result."""
        done = self.reviews.harvest()
        for seat, review in done:
            self.app.session.record_review(self.match, seat, review.record(), KEPT)
        if done:
            self.refresh_buttons(force=True)

    def review_seat(self) -> int | None:
        """The seat whose review the result offers: the viewer's own, if a human's with a
        decision in it; at a hot-seat table, where the result is nobody's, each human's in
        turn (behind a curtain of their own)."""
        seat = self.viewer()
        if seat is not None:
            return seat if seat in self.controller.humans and self.reviews.offered(seat) else None
        waiting = [s for s in sorted(self.controller.humans) if self.reviews.offered(s)]
        return waiting[self.review_turn % len(waiting)] if waiting else None

    def open_review(self) -> None:
        seat = self.review_seat()
        if seat is None:
            return

        def show() -> None:
            self.app.open("review", review=self.reviews.by_seat[seat],
                          title=t("review.title", name=self.seat_name(seat), n=self.match.history[-1].round_no))

        if self.viewer() is None:  # a hot-seat table: the review names the player's own cards
            self.review_turn += 1  # the next press: the next player's
            self.app.open("curtain", name=self.seat_name(seat), on_open=show)
        else:
            show()

    def best_hands(self) -> dict[int, BestHand]:
        """Each human's hand this round, for the statistics' "best hand"."""
        return {s: BestHand(*record) for s, record in self.controller.hand_records().items()}

    def open_curtain(self, seat: int) -> None:
        self.director.skip()
        self.app.open("curtain", name=self.seat_name(seat), on_open=lambda: self._unlock(seat))

    def _unlock(self, seat: int) -> None:
        self.viewers.unlock(seat)
        self.relayout()
        self.rebuild()

    def look_as(self, seat: int | None) -> None:
        """Show the table through ``seat``'s eyes (a replay's "Xem như")."""
        self.viewers.look_as(seat)
        self.relayout()
        self.rebuild()

    def restart_from(self, state: RoundState) -> None:
        """Put ``state`` — the match's round, rebuilt — on the table at rest (a replay stepping
        back: the same round, its story told up to that move)."""
        self.results = None
        self.controller.restart_from(state)
        if self._facts is None:
            self._facts = self.facts(state)
        self.show_at_once(fold(self.shower, self._facts, self.viewer(), state, log=self._story))
        self.refresh_buttons(force=True)

    def autosave(self) -> None:
        self.app.session.autosave(self.match, {"viewer": self.viewer()})

    def new_round(self) -> None:
        if self.controller.in_play():
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
        self.tell_notes()
        self.results = None
        if not self.mode_ready():
            self._facts = None
            self.show_at_once(self.between_rounds(self.log))
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
            self.tell_notes()
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
        self.match.choose_round_mode(mode, prompt.chooser)
        self.tell_notes()
        self.mode_prompt = None
        self.new_round()

    def can_switch_mode(self) -> bool:
        """A table of fixed mode whose game has others may switch between rounds."""
        return len(self.match.variant.table_modes) > 1 and self.controller.state is None

    def ask_switch_mode(self) -> None:
        """From the result screen: the host picks the mode the next rounds are played in."""
        key = self.match.variant.key
        host = self.controller.humans[0] if self.controller.humans else None
        others = tuple(m for m in self.match.variant.table_modes if m != self.match.table_mode)

        def switch(mode: str) -> None:
            self.match.switch_mode(mode)
            self.tell_notes()
            self.mode_prompt = None
            self.autosave()
            self.refresh_buttons(force=True)

        def cancel() -> None:
            self.mode_prompt = None
            self.refresh_buttons(force=True)

        self.mode_prompt = RoundModePrompt(key, others, t("ui.mode.switch_question"), host,
                                           self.seat_name(host) if host is not None else "", switch, cancel)
        self.refresh_buttons(force=True)

    def offer_refill(self, seat: int) -> None:
        amount = self.app.session.refill_amount

        def take() -> None:
            self.asking_refill = False
            self.app.toast(self.app.session.refill(self.match, seat), bad=False)
            self.tell_notes()
            self._facts = None
            self.show_at_once(self.between_rounds(self.log))
            self.new_round()

        self.asking_refill = True
        self.app.open("confirm", title=t("ui.refill.title", name=self.seat_name(seat)),
                      body=t("ui.refill.body", count=amount), on_yes=take, yes=t("ui.refill.yes", count=amount),
                      no=t("ui.menu"), on_no=self.to_menu)

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == WAKE:
            return True
        if self.story.handle(event):
            return True
        if self.mode is not None and self.mode.handle(event):
            return True
        if self.log_scroll.wheel(event, self.log_rect):
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.log_rect is not None
                and self.log_rect.collidepoint(event.pos)):
            self.story.toggle()  # a click on the log opens the whole story
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.banner.active:
            self.banner.skip()  # a click skips the banner and still does what it clicked
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.skip_celebration()  # as does a celebration, by a click or a key
        if self.handle_first(event) or self.actions.handle(event) or self.topbar.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if event.key == pygame.K_l:
                self.toggle_log()
                return True
            if event.unicode == "?":
                self.open_rules()
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.director.busy:
                self.skip_show()
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.show_log
                and self.history_rect is not None and self.history_rect.collidepoint(event.pos)):
            self.app.open("replays", match=self.match)  # pick one of the last rounds to watch again
            return True
        return self.handle_table(event)

    def toggle_log(self) -> None:
        self.show_log = not self.show_log
        self.relayout()

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
        self.play_sound("button", 0.5)
        self.autosave()
        self.refresh_buttons(force=True)
        return True

    def toast(self, text: str, *, bad: bool = True) -> None:
        self.app.toast(text, bad=bad)

    def confirm(self, title: str, body: str, on_yes: Any, yes: str, no: str, clear: Any = None) -> None:
        self.app.open("confirm", title=title, body=body, on_yes=on_yes, yes=yes, no=no, clear=clear)

    def open_all(self) -> None:
        """Open every one of the viewer's own cards (a table that deals them open: nothing to do)."""

    def all_open(self) -> bool:
        return True

    def hints_on(self) -> bool:
        return bool(self.app.session.settings.show_hints)

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
        viewer = self.viewer()
        return viewer if viewer is not None and viewer in self.controller.humans_to_act() else None

    def refresh_buttons(self, *, force: bool = False) -> None:
        moving = self.actions_wait()
        key = (id(self.controller.state), self.controller.played(), self.viewer(), self.results is not None,
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
        elif self.results is not None and self.controller.state is None:
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
        if self.review_seat() is not None:
            out.append(Button(lambda: t("review.button"), self.open_review, pygame.K_n, "N", size=16))
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
        surface.blit(self.backdrop(surface.get_size()), (0, 0))
        self.draw_table(surface)
        cover = self.results_cover()
        for pile in self.piles.values():
            diameter = round(26 * self.layout.scale)
            bottom = self.pile_at(pile.seat)
            if cover is None or not pile_area(bottom, len(pile.values), diameter, pile.seat).colliderect(cover):
                draw_pile(surface, bottom, pile.values, diameter, pile.progress, seed=pile.seat)
        for flight in self.flights:
            if flight.visible:
                draw_chip_stack(surface, flight.amount, flight.pos, flight.diameter)
        unsaved = self.app.session.unsaved()
        draw_bars(surface, self.layout, self.title_text(), self.info_text(), self.topbar, self.actions,
                  self.status_text(), unsaved.text() if unsaved is not None else None)
        self.draw_over_bars(surface)
        self.history_rect = None
        if self.show_log:
            self.draw_log(surface)
            if self.mode is None:  # a guided deal or a replay has no history of its own
                self.draw_history(surface)
        if self.results_showing():
            self.draw_results(surface)
        if self.mode_prompt is not None:
            self.mode_prompt.draw(surface, self.prompt_area(), self.layout.scale)
        self.banner.draw(surface, (self.layout.center[0], self.layout.center[1] - round(40 * self.layout.scale)))
        if self.celebration is not None:
            self.celebration.draw(surface)
        felt = self.layout.felt
        self.story.draw(surface, felt.inflate(-round(felt.width * 0.16), -round(felt.height * 0.1)), self.log,
                        self.layout.scale)
        if self.mode is not None:
            self.mode.draw(surface)

    def results_showing(self) -> bool:
        """The round's result panel is up: the round is over and shown, nobody is asked a mode."""
        return (self.shown.over and not self.director.busy and self.mode_prompt is None
                and (self.mode is None or self.mode.shows_results()))

    def results_cover(self) -> pygame.Rect | None:
        """Where the result panel lies while it shows (none on this table by default)."""
        return None

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything of the table that stays put while it is laid out so — the texture, the
        bars' bands, the table's own (:meth:`paint_backdrop`) — composed once per layout: a
        frame starts with one opaque blit instead of several large translucent ones (a 4K
        frame's largest costs)."""
        layout = self.layout
        cached = self._backdrop
        if cached is not None and cached[0] is layout and cached[1] == (size, self.texture, self.backdrop_key()):
            return cached[2]
        surface = assets.background(self.texture, size).copy()
        bar_backdrop(surface, layout)
        self.paint_backdrop(surface)
        self._backdrop = (layout, (size, self.texture, self.backdrop_key()), surface)
        return surface

    def backdrop_key(self) -> object:
        """What else the table's backdrop depends on (beside its layout, size and texture)."""
        return None

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        """The table's own parts that stay put while its layout does (none by default)."""

    def draw_over_bars(self, surface: pygame.Surface) -> None:
        """What a table shows on its bars (beside the action buttons): nothing by default."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Seats, cards, chips: the subclass draws its table."""

    def draw_history(self, surface: pygame.Surface) -> None:
        sc = self.layout.scale
        self.history_rect = draw_history(surface, self.layout,
                                         self.history_lines(4, round(300 * sc) - 16, round(14 * sc)))

    def draw_results(self, surface: pygame.Surface) -> None:
        """The round's result panel (the subclass's)."""

    def draw_log(self, surface: pygame.Surface) -> None:
        self.log_rect = paint_log(surface, self.layout.log, self.log, self.layout.scale, scroll=self.log_scroll)

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

    def title_text(self) -> str:
        title = game_title(game(self.match.variant.key))
        return f"{title} · {t(self.mode.badge_key)}" if self.mode is not None and self.mode.badge_key else title

    def info_text(self) -> str:
        shown = self.shown
        parts = []
        key = self.match.variant.key
        mode = shown.facts.mode
        if self.match.chooses_mode:
            parts.append(mode_name(key, self.match.table_mode) + (f": {mode_name(key, mode)}" if mode else ""))
        elif mode and has(f"mode.{key}.{mode}"):
            parts.append(t(f"mode.{key}.{mode}"))
        parts.append(t("ui.round_no", n=shown.facts.round_no))
        if not self.match.variant.scores_points:
            parts.append(t("ui.stake", amount=shown.facts.stake))  # t() writes numbers per language
            parts.append(t("ui.fees", amount=shown.fees))
        return "  ·  ".join(parts)

    def status_text(self) -> str:
        """What the bottom bar says when the viewer has nothing to do."""
        if self.director.busy:
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
        acting = self.shown.to_act
        if acting and not self.shown.over:
            return t("ui.waiting_for", name=self.seat_name(acting[0]))
        return ""

    def history_lines(self, count: int, width: int, size: int) -> list[str]:
        """The last ``count`` rounds, newest first, a line each: who won most, and the viewer's
        own change — in hot-seat each human by name (if the line fits ``width`` at ``size`` px),
        never "you"."""
        me = self.viewer()  # hot-seat between curtains: nobody is "you"
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


def _post_wake() -> None:
    with contextlib.suppress(pygame.error):  # the window may be closing
        pygame.event.post(pygame.event.Event(WAKE))
