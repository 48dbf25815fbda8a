"""Xem lại ván of a remote player's round: their own seat's record, move by move, on the table.

A remote player never holds the round — the host does (:mod:`game.net`) — so it cannot be
played again from its seed as a local round is (:mod:`~game.ui.table.replay`).  What the
player has is the round as their seat saw it: the host sends it once the round is settled
(:class:`~game.net.protocol.Record`), and their table keeps it with what it was shown before
the first card (a :class:`~game.ui.table.net_round.Record`).  :class:`SeenReplayer` shows
that record on the game's own table: "Tiếp" plays the next move's events as the seat saw
them, "Lùi" puts the record one move earlier on the table at rest, "Chạy" plays on at 1× or
2×, "Xem lại nước đi" reviews the seat's decisions (a click on one goes to it).  It shows
nothing the seat did not see: no "Xem như" another seat, no other seat's cards at the end,
and no export (a round file replays from the seed the seat never had).
"""

from __future__ import annotations

from concurrent.futures import Future

import pygame

from game.engine.events import Event
from game.engine.protocol import Action
from game.i18n import t
from game.match.match import Match
from game.review import Review
from game.ui.table.mode import Host
from game.ui.table.net_round import Record, SeenRound
from game.ui.table.remote_controller import SeenController
from game.ui.table.replay import Stepper
from game.ui.widgets import Button


class ReplayedController(SeenController):
    """The record on the table, a move at a time (:meth:`step`); nobody plays, nothing settles."""

    def __init__(self, match: Match, record: Record) -> None:
        super().__init__(match, record.seat)
        self.record = record
        self.round = SeenRound(record, 0)

    def moves(self) -> int:
        return len(self.record.moves)

    def at(self) -> int:
        return self.round.at if self.round is not None else 0

    def step(self) -> bool:
        """Show the next move (False at the end)."""
        round_ = self.round
        if round_ is None or round_.at >= len(self.record.moves):
            return False
        events: list[Event] = round_.apply(-1, None)
        self.emit(events, round_)  # type: ignore[arg-type]
        return True

    def apply(self, seat: int, action: Action) -> str | None:
        return t("replay.at_end")  # (the replayer takes no move: never reached)

    def settle(self) -> None:
        return None  # the round's result is the host's, shown as the round was


class SeenReplayer(Stepper):
    def __init__(self, scene: Host, controller: ReplayedController, review: Future[Review | None] | None) -> None:
        super().__init__(scene)
        self.controller = controller
        self.review = review

    # --- where the replay stands ---------------------------------------------------------------------
    def done(self) -> int:
        return self.controller.at()

    def total(self) -> int:
        return self.controller.moves()

    def over(self) -> bool:
        return self.controller.at() >= self.controller.moves()

    def state_key(self) -> object:
        return (self.controller.at(), self.speed, self.fast)

    def bar(self) -> list[Button]:
        return [
            *self.step_buttons(),
            Button(lambda: t("review.button"), self.open_review, pygame.K_n, "N", size=16,
                   enabled=self.review is not None, why_disabled=lambda: t("review.working")),
            Button(lambda: t("replay.close"), self.close_replay, pygame.K_ESCAPE, "Esc", size=16),
        ]

    # --- moving through the round ---------------------------------------------------------------------
    def next(self) -> None:
        self.scene.skip_show()
        self.controller.step()
        self.scene.refresh_buttons(force=True)

    def prev(self) -> None:
        if self.controller.at() > 0:
            self.go_to(self.controller.at() - 1)

    def go_to(self, step: int) -> None:
        """The record just before its move ``step``, at rest."""
        self.speed = 0
        self.scene.restart_from(SeenRound(self.controller.record, step))  # type: ignore[arg-type]
        self.scene.skip_show()

    def open_own(self) -> None:
        self.scene.open_all()  # the seat's own cards face up at once (no nặn bài)

    def open_review(self) -> None:
        if self.review is None:
            return
        self.speed = 0
        seat = self.controller.seat
        self.scene.app.open("review", review=self.review, on_step=self.go_to,
                            title=t("review.title", name=self.scene.seat_name(seat),
                                    n=self.controller.record.facts.round_no))
