"""The table host: the scene every game's table is, built from the game's parts.

It holds what every table shares and draws nothing of a game's own:

* the **controller** (:mod:`~game.ui.table.controller`) — the only part that touches the
  round: it applies the players' actions, asks the AI, and hands each move's events on;
* the **show** (:mod:`~game.ui.table.show`) and its director — events → beats → the **shown
  table** (:mod:`game.shown`), the one thing the painters read;
* the **viewer policy** (:mod:`~game.ui.table.viewer`) — whose eyes, who sits at the
  bottom, the hot-seat curtain;
* the rounds (:mod:`~game.ui.table.rounds`), the action bar, the turn clock, the reviews, the
  log and the story view, the autosave.

A game's table is the four parts its catalogue record declares (:mod:`~game.ui.table.kit`):
places, controls, painter and motion, each handed a narrow interface
(:mod:`~game.ui.table.stage`), never the host.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from game.catalog import game, shower
from game.engine.events import Event
from game.engine.protocol import Action, RoundState
from game.i18n import language
from game.match.match import Match
from game.shown.table import ShownTable
from game.ui import theme
from game.ui.anim import Animator
from game.ui.app import WAKE, App
from game.ui.scene import Scene
from game.ui.table.action_bar import ActionBar
from game.ui.table.controller import TableController
from game.ui.table.frame import TableFrame
from game.ui.table.kit import Controls, TableKit
from game.ui.table.mode import TableMode
from game.ui.table.picture import Picture
from game.ui.table.review_view import ReviewOffer
from game.ui.table.rounds import RoundFlow
from game.ui.table.services import TableActs, TableDesk, TableSight, TableStage, _Seen
from game.ui.table.show import TableShow
from game.ui.table.story_view import opens_story
from game.ui.table.turn_clock import TurnWatch
from game.ui.table.viewer import ViewerPolicy


class TableHost(Scene):
    retained = True

    def __init__(self, app: App, match: Match, kit: TableKit[Any] | None = None, *,
                 controller: TableController | None = None, remote: tuple[int, ...] = ()) -> None:
        """``remote``: a family table's seats played from other computers (the network plays
        them); ``controller``: another controller behind the same interface (a remote seat's
        table: :mod:`game.ui.table.remote_controller`), whose moves come to this table's show."""
        super().__init__(app)
        self.match = match
        self.kit = kit = kit or game(match.variant.key).table()
        speed = app.session.settings.anim_speed
        self.animator = Animator(speed)
        self.controller = controller or TableController(match, self._on_events, post_wake, speed=speed,
                                                        inline=app.agents_inline, now=lambda: app.time, remote=remote)
        self.controller.emit = self._on_events  # a controller handed in shows its moves here too
        self.viewers = ViewerPolicy(self.controller)
        self.picture = Picture.of(match.n_seats)
        self.places = kit.places(match.n_seats, match.base.options, self.picture)
        self.places.arrange(app.size, self.viewers.bottom())
        self._laid, self._text = self.places.layout, theme.text_scale()
        self.show = TableShow(match, shower(match.variant.key), self.viewers.viewer, self._restarted,
                              self.controller.humans)
        self.clock = TurnWatch(app, self.controller, self.seat_name, self.act)
        self.bar = ActionBar(app, match, self.to_menu, self.close)
        self.actions, self.topbar = self.bar.actions, self.bar.topbar
        self.acts = TableActs(app, self.controller, self.viewers, self.bar)
        self.reviews = ReviewOffer(app, match, self.controller, self.viewers.viewer,
                                   lambda: self.refresh_buttons(force=True), post_wake)
        self.rounds = RoundFlow(self, self.viewers, self.reviews)
        seen = _Seen(self.animator, self.picture, self.places, self.show)
        self.sight = TableSight(app, seen, self.viewers, self.controller, self.clock, kit.piece_ratio)
        self.controls: Controls = kit.controls(TableDesk(app, seen, self.viewers, self.acts))
        self.acts.acted = self.controls.acted
        self.painter = kit.painter(self.sight, self.controls)
        self.motion = kit.motion(TableStage(app, seen, self.show.shower, self.viewers, self.controller,
                                            kit.piece_ratio))
        self.show.direct(self.animator, self.motion, lambda: setattr(app, "dirty", True))
        self.results: dict[str, Any] | None = None  # the round settled into the match (stats, history)
        self.mode: TableMode | None = None  # a guided deal's coach or a replay (attach)
        self.frame = TableFrame(app, self.controller, self.places, self.controls, self.painter, self.sight, self.show,
                                self.bar, self.rounds, kit.texture)
        self.painter.laid_out()
        app.on_quit.append(self.autosave)

    def attach(self, mode: TableMode) -> None:
        """Play this table as ``mode`` says (before it is shown)."""
        self.mode = self.acts.mode = self.bar.mode = mode
        self.controller.may_ask, self.controller.forces = mode.may_ask, mode.forces

    @property
    def shown(self) -> ShownTable:
        return self.show.table

    @property
    def log(self) -> list[str]:
        return self.shown.log

    def viewer(self) -> int | None:
        return self.viewers.viewer()

    def seat_name(self, seat: int) -> str:
        return self.show.seat_names()[seat]

    # --- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        if self.rounds.asking_refill:
            return  # the refill question was answered (yes: the round starts; no: to the menu)
        state = self.controller.state
        if state is None and not self.results:
            self.new_round()  # a broke human is asked about a refill first
        elif state is not None and self.controller.turns is None:
            self.controller.resume()  # a round continued from a save: shown at once from its moves
            self.show.at(state)
        elif language() != self.show.language:
            self.show.rebuild(self.controller.on_table())  # the settings changed the language
        # Uncovered (a dialog, the settings): the table goes on from where it was paused — its
        # queued motions still to play, so no rebuild that would lay their cards down twice.
        self.refresh_buttons(force=True)

    def resize(self, size: tuple[int, int]) -> None:
        if size != self.places.layout.size or self._text != theme.text_scale():
            self.relayout()  # (large text: plates, tags and panels sized from their text)

    def relayout(self) -> None:
        self._text = theme.text_scale()
        self.places.arrange(self.app.size, self.viewers.bottom())
        self._laid_out()

    def _laid_out(self) -> None:
        """Flying cards and chips carry on to where they now belong, cards at rest slide there
        (pieces resting at absolute places: the motion played out, the picture placed anew)."""
        self._laid = self.places.layout
        self.painter.laid_out()
        if self.motion.relaid():
            self.show.director.skip()
            self.sync()
        self.refresh_buttons(force=True)

    def leave(self) -> None:
        self.app.dirty = True

    def close(self) -> None:
        if self.mode is not None:
            self.mode.close()
        self.controller.close()
        self.reviews.close()
        if self.autosave in self.app.on_quit:
            self.app.on_quit.remove(self.autosave)
        self.app.toasts.area = None
        # A closed table waits for the cycle collector (its parts hold each other): its window-sized
        # backdrop goes now (else the soak's memory grew by one per table); the canvas lets go of its last frame
        self.frame.backdrop.forget()
        self.app.canvas.forget()

    def autosave(self) -> None:
        self.acts.save()

    # --- the shown table and the picture ------------------------------------------------------
    def _on_events(self, events: list[Event], state: RoundState) -> None:
        """A move's events (unredacted) and the round after it, from the controller."""
        self.show.play(events, state, self.controls.hold_at)
        self.app.dirty = True

    def _restarted(self) -> None:
        """The table was shown anew at once: the picture at rest, nothing over it."""
        self.picture.calm()
        self.sync()
        self.refresh_buttons(force=True)

    def sync(self) -> None:
        """Place the picture anew from the shown table (at rest: the screen equals what was shown)."""
        self.picture.flights.clear()
        self.picture.shuffle_t = 0.0
        self.motion.rest()
        self.controls.rested()
        self.app.dirty = True

    def restart_from(self, state: RoundState) -> None:
        """``state`` — the match's round, rebuilt — on the table at rest (a replay stepping back)."""
        self.results = None
        self.controller.restart_from(state)
        self.show.at(state)
        self.refresh_buttons(force=True)

    def look_as(self, seat: int | None, *, unlock: bool = False) -> None:
        """Show the table through ``seat``'s eyes: a replay's "Xem như", or (``unlock``) a
        hot-seat player who has taken the screen behind the curtain."""
        if unlock and seat is not None:
            self.viewers.unlock(seat)
        else:
            self.viewers.look_as(seat)
        self.relayout()
        self.show.rebuild(self.controller.on_table())

    def open_curtain(self, seat: int) -> None:
        forced = self.kit.forced
        if forced is not None and self.controller.forced_pass(forced):
            return  # no curtain for a decision that is none: a seat with one move is passed for
        self.show.director.skip()
        self.app.open("curtain", name=self.seat_name(seat), on_open=lambda: self.look_as(seat, unlock=True),
                      result=self.viewers.last_result(seat))  # the player's own last result, told first

    # --- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.bar.dirty:
            self.refresh_buttons(force=True)
        if self.show.held and self.controls.all_open() and not self.show.director.busy:
            self.show.release()
            self.refresh_buttons(force=True)
        forced = self.kit.forced
        if forced is not None and not self.show.director.busy and not self.picture.banner.active \
                and self.controller.forced_pass(forced):
            return True  # before the first lead every seat may trình làng: passed at once for those who cannot
        busy = self.motion.update(dt) or bool(self.picture.floats)  # (they rise on, and hold nothing back)
        busy = self._advance(dt) or busy
        busy = self.controls.update(dt) or busy
        if self.mode is not None:
            busy = self.mode.update(dt) or busy
        return busy

    def _advance(self, dt: float) -> bool:
        """The table's own frame: motion, the curtain, settling, the AI's turn."""
        speed = self.app.session.settings.anim_speed  # the settings screen applies at once
        self.animator.speed = self.controller.speed = speed
        if self.viewer() != self.shown.viewer:
            self.show.rebuild(self.controller.on_table())  # a decision handed the turn on in hot-seat
        busy = self.animator.update(dt)
        busy = self.picture.update(dt, speed) or busy
        self.reviews.keep()
        if busy or self.show.director.busy:
            return True
        curtain = self.viewers.curtain()
        if curtain is None:
            curtain = self.rounds.chooser_curtain()  # the seat that picks the mode takes the screen first
        if curtain is not None:
            self.open_curtain(curtain)
            return False
        if self.show.held:
            self.refresh_buttons()
            return False  # waiting for the viewer (e.g. to squeeze open their cards)
        if self.controller.state is not None and self.controller.round_over():
            self.rounds.finish()
        if self.rounds.count_down():
            return self.app.calm()  # the next round's countdown: the button says the seconds left
        if self.controller.tick(dt, idle=True):
            self.refresh_buttons(force=True)
            return True
        self.refresh_buttons()
        if self.clock.watch(self.acting_human() if self.mode is None else None, bets=self.mode is None):
            return self.controller.thinking() is not None or self.app.calm()  # a ring drains slowly
        # While an AI thinks its ring pulses, and its pause must end on time: keep ticking.
        return self.controller.thinking() is not None

    def at_rest(self) -> bool:
        """Nothing moving, nothing left to show."""
        return not self.show.director.busy and not self.picture.banner.active and not self.show.held

    def skip_show(self) -> None:
        self.frame.skip_show()

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        used = self._handle(event)
        if self.places.layout is not self._laid:
            self._laid_out()  # the controls laid the table out anew (a side panel opened)
        elif self.bar.dirty:
            self.refresh_buttons(force=True)
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        if event.type == WAKE:
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.rounds.stop_count()  # the player is here: the next round waits (its button starts it)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not opens_story(event) \
                and not self.frame.story.open:
            self.toggle_log()
            return True
        return self.frame.handle(event)

    def toggle_log(self) -> None:
        """L: the side panel opens or closes (a table with one), else the log box."""
        if not self.places.toggle_panel():
            self.frame.show_log = not self.frame.show_log
        self.relayout()

    def act(self, seat: int, action: Action) -> bool:
        """A human's action (a mode's, a driver's); a refusal becomes a toast saying why."""
        ok = self.acts.act(seat, action)
        if ok:
            self.refresh_buttons(force=True)
        return ok

    def open_all(self) -> None:
        self.controls.open_all()

    def new_round(self) -> None:
        if not self.controller.in_play():
            self.controls.new_round()
        self.rounds.new_round()

    def to_menu(self) -> None:
        self.autosave()
        self.close()
        self.app.open("menu")

    # --- buttons ----------------------------------------------------------------------------
    def acting_human(self) -> int | None:
        """The human whose decision the action bar offers now."""
        return self.viewers.acting()

    def refresh_buttons(self, *, force: bool = False) -> None:
        waits = self.controls.waits()
        mode, prompt = self.mode, self.rounds.prompt
        key = (id(self.controller.state), self.controller.played(), self.shown.legal, self.viewer(),
               self.results is not None, self.app.size, bool(self.show.held), self.controls.state_key(),
               mode.state_key() if mode else None, id(prompt), waits)
        if not self.bar.stale(key, force):
            return
        own = mode.bar() if mode is not None else None
        if own is not None:
            buttons = own
        elif prompt is not None:
            buttons = prompt.buttons()
        elif self.show.held:
            buttons = self.controls.held_buttons()
        elif self.results is not None and self.controller.state is None:
            buttons = self.rounds.result_buttons(self.controls.result_buttons())
        else:
            seat = None if waits or not self.shown.legal else self.acting_human()  # as the table has shown it
            buttons = self.controls.buttons(seat) if seat is not None else []
        self.bar.show(self.places.layout, buttons)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.frame.draw(surface, self.app.scenes.top is self)

    def keep_in_view(self) -> list[pygame.Rect]:
        return self.frame.keep_in_view()


def post_wake() -> None:
    """Wake the frame loop (a worker thread's answer is ready: the AI's move, a review)."""
    with contextlib.suppress(pygame.error):  # the window may be closing
        pygame.event.post(pygame.event.Event(WAKE))
