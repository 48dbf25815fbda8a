"""Xem lại ván on the real table: a played round again, move by move.

A :class:`Replayer` is a :class:`~game.ui.table.mode.TableMode`: the table deals the round
from its recorded seed and config (:meth:`game.match.replay.Replay.match`), no seat moves by
itself, and the replay makes the recorded moves — one step per "Tiếp", or on its own at 1× or
2× (:meth:`game.match.replay.Replay.steps`: a move, or of a move that deals again — a ván phụ —
the tie first, then each new deal).  "Lùi" rebuilds the round one step earlier and puts it on
the table at rest.  "Xem như" picks
whose eyes the table shows (the table: public cards only; a seat: its own cards too), and
"Xem lại nước đi" reviews that seat's decisions (:mod:`~game.ui.table.review_view`; a click
on one of them goes to it).  Once
the round is over everybody's cards are shown face up, and the round can be exported as a
text file (``python -m game replay FILE`` tells it; ``--replay FILE`` opens it here).
"""

from __future__ import annotations

from bisect import bisect_right

import pygame

from game.engine.cards import Card
from game.engine.events import Event
from game.engine.protocol import Action, RoundState
from game.i18n import t
from game.match.replay import Replay
from game.persist.replays import export
from game.ui import assets, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.table.host import TableHost, post_wake
from game.ui.table.mode import Host, TableMode
from game.ui.table.review_view import Reviews
from game.ui.widgets import Button, panel

GAP = 1.1  # seconds between moves at 1×


class Stepper(TableMode):
    """What a replay does with the steps of a round, whatever they are (a local round's moves,
    or a remote seat's record: :mod:`~game.ui.table.seen_replay`): back and forth a step, on
    by itself at 1× or 2×, and the count of steps shown.  A subclass says where it stands
    (:meth:`done`, :meth:`total`, :meth:`over`) and how to step (:meth:`next`, :meth:`prev`)."""

    badge_key = "replay.badge"

    def __init__(self, scene: Host) -> None:
        self.scene = scene
        self.speed = 0  # 0: paused; 1 or 2: playing
        self.fast = False  # the speed "Chạy" plays at: 2× rather than 1×
        self.wait = 0.0

    def done(self) -> int:
        """The steps shown."""
        raise NotImplementedError

    def total(self) -> int:
        raise NotImplementedError

    def over(self) -> bool:
        raise NotImplementedError

    def next(self) -> None:
        raise NotImplementedError

    def prev(self) -> None:
        raise NotImplementedError

    def open_own(self) -> None:
        """Each frame, before the replay plays on: the seat it is seen by has its cards face up."""

    def may_ask(self, seat: int) -> bool:
        return False  # nobody moves by themselves: the record does

    def takes(self, seat: int, action: Action) -> bool:
        return False

    def step_buttons(self) -> list[Button]:
        """Back, forth, play or pause, and the speed."""
        playing = self.speed > 0
        return [
            Button(lambda: "◀ " + t("replay.prev"), self.prev, pygame.K_LEFT, "←", enabled=self.done() > 0,
                   size=16, why_disabled=lambda: t("replay.at_start")),
            Button(lambda: t("replay.next") + " ▶", self.next, pygame.K_RIGHT, "→", enabled=not self.over(),
                   size=16, why_disabled=lambda: t("replay.at_end")),
            Button(lambda: t("replay.pause") if playing else t("replay.play"), self.toggle_play, pygame.K_SPACE,
                   "Space", primary=True, enabled=not self.over(), size=16,
                   widest=lambda: max(t("replay.pause"), t("replay.play"), key=len),
                   why_disabled=lambda: t("replay.at_end")),
            Button(lambda: "2×" if self.fast else "1×", self.toggle_speed, pygame.K_x, "X", size=16),
        ]

    def toggle_play(self) -> None:
        self.speed = 0 if self.speed else (2 if self.fast else 1)
        self.wait = 0.0
        self.scene.refresh_buttons(force=True)

    def close_replay(self) -> None:
        self.scene.close()
        self.scene.app.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_replay()  # back to where the replay was opened, not to the menu
            return True
        return False

    def toggle_speed(self) -> None:
        self.fast = not self.fast
        if self.speed:
            self.speed = 2 if self.fast else 1
        self.scene.refresh_buttons(force=True)

    def update(self, dt: float) -> bool:
        self.open_own()
        if not self.scene.at_rest():
            return False
        if self.over():
            self.speed = 0
            return False
        if not self.speed:
            return False
        self.wait += dt
        if self.wait >= GAP / self.speed:
            self.wait = 0.0
            self.next()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The count of steps shown, above the action bar at the right."""
        lay = self.scene.places.layout
        sc = lay.scale
        img = theme.text(t("replay.move", n=self.done(), total=self.total()), round(15 * sc), theme.GOLD_LIGHT,
                         bold=True)
        surface.blit(img, img.get_rect(bottomright=(lay.size[0] - round(12 * sc), lay.bottom_bar.top - round(6 * sc))))


class Replayer(Stepper):
    def __init__(self, scene: Host, replay: Replay) -> None:
        super().__init__(scene)
        self.replay = replay
        self.steps = replay.steps()
        # first[k]: the step move k begins with (first[len(moves)]: every step)
        self.first = [i for i, step in enumerate(self.steps) if step.part == 0] + [len(self.steps)]
        self.partial = 0  # the steps of the next move shown already (a ván phụ's tie): the round is not there yet
        self._skip = 0  # events of the move being made that its earlier steps showed
        self._emit = scene.controller.emit
        scene.controller.emit = self._emit_rest
        self.show_hands = True
        # the seats' decisions, reviewed when asked (off the frame: done, the table wakes to show it)
        self.reviews = Reviews(scene.app.agents_inline, post_wake)

    # --- where the replay stands -----------------------------------------------------------------
    def state(self) -> RoundState | None:
        return self.scene.controller.on_table()

    def done(self) -> int:
        """The steps shown: every step of the moves made, and those of the next move shown already."""
        return self.first[self._moves()] + self.partial

    def total(self) -> int:
        return len(self.steps)

    def _moves(self) -> int:
        state = self.state()
        return len(state.log) if state is not None else 0

    def over(self) -> bool:
        state = self.state()
        return state is not None and state.is_over()

    def at_rest(self) -> bool:
        return self.scene.at_rest()

    # --- what the table asks ----------------------------------------------------------------------
    def seed(self) -> int | None:
        return self.replay.seed

    def shows_results(self) -> bool:
        return not (self.show_hands and self.over())  # everybody's cards take the result panel's place

    def state_key(self) -> object:
        return (self.done(), self.speed, self.fast, self.scene.controller.viewer(), self.over(), self.show_hands)

    def bar(self) -> list[Button]:
        out = [
            *self.step_buttons(),
            Button(lambda: t("replay.as", name=self.viewer_name()), self.next_viewer, pygame.K_v, "V", size=16,
                   widest=self.widest_viewer),
            # always there, so the row never shifts when the round ends
            Button(lambda: t("replay.all_hands"), self.toggle_hands, pygame.K_a, "A", size=16, enabled=self.over(),
                   why_disabled=lambda: t("replay.all_hands_later")),
        ]
        out += [
            Button(lambda: t("review.button"), self.open_review, pygame.K_n, "N", size=16,
                   enabled=self.scene.viewer() is not None, why_disabled=lambda: t("review.pick_seat")),
            Button(lambda: t("replay.export"), self.export, pygame.K_e, "E", size=16),
            Button(lambda: t("replay.close"), self.close_replay, pygame.K_ESCAPE, "Esc", size=16),
        ]
        return out

    # --- moving through the round -------------------------------------------------------------------
    def next(self) -> None:
        """Show the next step (finishing any motion still running first): its move is made at
        the move's last step; an earlier one (a ván phụ's tie) only shows its events."""
        scene = self.scene
        state = scene.controller.state
        at = self.done()
        if state is None or state.is_over() or at >= len(self.steps):
            return
        scene.skip_show()
        step = self.steps[at]
        if step.last:
            self._skip = sum(len(s.events) for s in self.steps[at - step.part:at])
            self.partial = 0
            scene.controller.apply(step.seat, step.action)
        else:  # never the round's first move (the deal itself does not deal again)
            self.partial += 1
            self._emit(list(step.events), state)
        scene.refresh_buttons(force=True)

    def _emit_rest(self, events: list[Event], state: RoundState) -> None:
        """A move's events to the table, less those its earlier steps showed."""
        skip, self._skip = self._skip, 0
        self._emit(events[skip:], state)

    def prev(self) -> None:
        """Back one step: the round rebuilt one step earlier, at rest.  Moves the table makes
        by itself (a seat with a single choice) are stepped over, or it would make them again."""
        self.speed = 0
        shown = self.done() - 1
        if shown < 0:
            return
        moves = bisect_right(self.first, shown) - 1
        partial = shown - self.first[moves]
        while not partial and moves > 0 and self._forced(self.replay.state_at(moves)):
            moves -= 1
        self._show(moves, partial)

    def _show(self, moves: int, partial: int = 0) -> None:
        """The round after its first ``moves`` moves and ``partial`` steps of the next, at rest."""
        self.scene.restart_from(self.replay.rewind(self.scene.match, moves))
        self.partial = 0
        for _ in range(partial):
            self.next()
        self.scene.skip_show()

    @staticmethod
    def _forced(state: RoundState) -> bool:
        acting = state.to_act()
        return len(acting) == 1 and len(state.legal_actions(acting[0])) == 1

    def toggle_hands(self) -> None:
        self.show_hands = not self.show_hands
        self.scene.refresh_buttons(force=True)

    def viewer_name(self) -> str:
        viewer = self.scene.controller.viewer()
        return t("replay.as_table") if viewer is None else self.scene.seat_name(viewer)

    def widest_viewer(self) -> str:
        """"Xem như: …" with the longest of the names it cycles through (the button keeps that width)."""
        names = [t("replay.as_table"), *(self.scene.seat_name(s) for s in range(self.scene.match.n_seats))]
        return max((t("replay.as", name=n) for n in names), key=lambda s: theme.font(16, True).size(s)[0])

    def next_viewer(self) -> None:
        """Xem như: the table, then each seat in turn."""
        viewer = self.scene.viewer()
        n = self.scene.match.n_seats
        self.scene.look_as(0 if viewer is None else (viewer + 1 if viewer + 1 < n else None))
        if self.partial:  # the table was shown again from the moves made: the steps shown of the next too
            self._show(self._moves(), self.partial)

    def open_review(self) -> None:
        """The decisions of the seat the replay is seen by; a click on one goes to it."""
        seat = self.scene.viewer()
        if seat is None:
            return
        self.speed = 0
        self.scene.app.open("review", review=self.reviews.of(self.replay, seat), on_step=self.go_to,
                            title=t("review.title", name=self.scene.seat_name(seat), n=self.replay.round_no))

    def go_to(self, step: int) -> None:
        """The round just before its move ``step`` (a decision the review lists), at rest."""
        self.speed = 0
        self._show(step)

    def export(self) -> None:
        app = self.scene.app
        stem = f"{self.replay.variant.key}-round-{self.replay.round_no}"
        path, notice = export(app.session.persist.root, stem, self.replay.to_text())
        if path is None:
            app.toast(t("replay.export_failed", reason=notice.text() if notice else ""))
        else:
            app.toast(t("replay.exported", file=str(path)), bad=False)

    def close(self) -> None:
        self.reviews.close()

    # --- the frame ------------------------------------------------------------------------------------
    def open_own(self) -> None:
        if self.scene.viewer() is not None:  # a seat's own cards are shown face up at once (no nặn bài)
            self.scene.open_all()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.over() and self.show_hands and self.at_rest():
            self._hands(surface, self.scene.places.layout.scale)

    def _hands(self, surface: pygame.Surface, sc: float) -> None:
        """Each seat's cards as the replay's eyes saw them: every one turned up for the table,
        and the viewer's own — never a piece thrown away by chui, nor another's hidden card."""
        hands = [list(seat.seen) for seat in self.scene.shown.seats]
        lay = self.scene.places.layout
        pieces = self.scene.kit.piece_ratio is not None
        ratio = assets.PIECE_RATIO if pieces else assets.CARD_RATIO
        w = round((24 if pieces else 34) * sc)
        h = round(w * ratio)
        names = [self.scene.seat_name(s) for s in range(len(hands))]
        name_w = max(theme.font(round(16 * sc), True).size(n)[0] for n in names) + round(16 * sc)
        most = max((len(h_) for h_ in hands), default=0)
        step = round(w * (1.08 if pieces else 0.7))
        row_h = h + round(8 * sc)
        width = round(32 * sc) + name_w + step * max(0, most - 1) + w
        height = round(56 * sc) + row_h * len(hands)
        rect = pygame.Rect(0, 0, min(width, lay.size[0] - 20), min(height, lay.felt.height))
        rect.center = lay.center
        panel(surface, rect, alpha=240)
        head = theme.text(t("replay.all_hands"), round(19 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.top + round(10 * sc))))
        four = bool(self.scene.app.session.settings.four_colour)
        y = rect.top + round(44 * sc)
        deltas = [seat.delta or 0 for seat in self.scene.shown.seats]
        for s, hand in enumerate(hands):
            colour = theme.GOOD if s < len(deltas) and deltas[s] > 0 else theme.CREAM
            name = theme.fit_text(names[s], round(16 * sc), name_w - round(8 * sc), color=colour, bold=True)
            surface.blit(name, name.get_rect(midleft=(rect.left + round(16 * sc), y + h // 2)))
            x = rect.left + round(16 * sc) + name_w
            for tile in hand:
                face = assets.card_face(tile, w, four) if isinstance(tile, Card) else assets.piece_face(tile, w)
                surface.blit(face, (x, y))
                x += step
            y += row_h


def replay_table(app: App, replay: Replay) -> Scene:
    """``replay`` on its game's real table."""
    scene = TableHost(app, replay.match())
    scene.show.humans = replay.humans  # its seats named as the table named them (no seat moves by itself)
    scene.attach(Replayer(scene, replay))
    return scene
