"""A remote player's table: the network's side of it, as the table's mode.

:class:`RemoteLink` reads the client each frame (:meth:`Client.poll`): the host's moves go
to the :class:`~game.ui.table.remote_controller.RemoteController`, which plays them one by one as
the table is idle; the seats' names and portraits to the table's plates; presence and
reactions over them (:class:`~game.ui.table.net_marks.NetMarks`); a refusal of the
player's action is a toast with the rules' reason, as a local click's is; the connection
breaking says "đang kết nối lại…" in the bottom bar while the client tries again (the host's
AI plays the seat meanwhile); the host closing the table is said in a dialog that leads back
to the menu.  Between rounds the bar says the host deals the next one; when the host asks
this seat to choose the next round's mode (chọn từng ván), the bar offers the modes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine.protocol import RoundState
from game.i18n import t
from game.match.match import Match
from game.net.client import Client, Dealt, Moved, Reconnecting, Recorded
from game.net.protocol import AskMode, Closed, Presence, Reaction, Refused, Seats, Settled, Welcome
from game.net.words import reconnecting, said
from game.review import review_seen
from game.shown.table import RoundFacts, ShownTable
from game.ui.table.kit import Controls
from game.ui.table.mode import TableMode
from game.ui.table.net_marks import NetMarks
from game.ui.table.net_round import Record, SeenRound
from game.ui.table.remote_controller import RemoteController
from game.ui.table.review_view import ReviewOffer
from game.ui.table.stage import Places
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App


class Facts(Protocol):
    facts: RoundFacts | None

    @property
    def table(self) -> ShownTable: ...

    @property
    def held(self) -> Sequence[object]: ...


class RemoteTable(Protocol):
    """What the link uses of the table it plays."""

    app: App
    match: Match
    places: Places
    controls: Controls
    results: dict[str, Any] | None
    reviews: ReviewOffer

    @property
    def show(self) -> Facts: ...

    def restart_from(self, state: RoundState) -> None: ...

    def at_rest(self) -> bool: ...

    def refresh_buttons(self, *, force: bool = False) -> None: ...

    def to_menu(self) -> None: ...


class RemoteLink(TableMode):
    badge_key = "net.badge.remote"

    def __init__(self, table: RemoteTable, controller: RemoteController, client: Client) -> None:
        self.table = table
        self.controller = controller
        self.client = client
        controller.on_deal = self._dealt
        controller.on_record = self._recorded
        self.marks = NetMarks(table.app, table.places, controller.seat, client.react)
        self.lost: Reconnecting | None = None  # the connection broke: trying again
        self.asked: tuple[str, ...] = ()  # the next round's modes, this seat to choose
        self.closed: Closed | Refused | None = None  # the host closed the table: said when all is shown
        self.last: Record | None = None  # the round last settled as this seat saw it (Xem lại ván)
        table.app.on_quit.append(self.close)  # the window closing says goodbye to the host
        for known in (client.seats, client.presence):  # heard before the table opened
            if known is not None:
                self.heard(known)

    def update(self, dt: float) -> bool:
        heard = False
        for event in self.client.poll():
            self.heard(event)
            heard = True
        if heard:
            self.table.app.dirty = True
        closed, table, round_ = self.closed, self.table, self.controller.round
        settling = round_ is not None and round_.is_over()  # its result is still to be shown
        if closed is not None and not self.controller.inbox and not settling and (table.at_rest() or table.show.held):
            self.closed = None
            table.app.open("confirm", title=t("net.closed.title"), body=said(closed), on_yes=table.to_menu,
                           yes=t("ui.menu"), no=t("net.closed.stay"))
        return self.marks.update(dt)

    def heard(self, event: object) -> None:
        """One thing the host said (read by :meth:`update`, or before the table opened)."""
        table, controller = self.table, self.controller
        if isinstance(event, (Dealt, Moved, Settled, Recorded)):
            controller.inbox.append(event)
            if isinstance(event, Dealt):
                self.asked = ()  # the round's mode was picked (the AI for this seat, if it dropped meanwhile)
        elif isinstance(event, Seats):
            self.marks.remote = frozenset(s for s, kind in enumerate(event.kinds) if kind == "remote")
            for s, (name, avatar) in enumerate(zip(event.names, event.avatars, strict=True)):
                table.match.seats[s] = replace(table.match.seats[s], name=name, avatar=avatar)
                if s != controller.seat and s < len(table.show.table.seats):  # a player who joined mid-round
                    table.show.table.seats[s].name = name
        elif isinstance(event, Presence):
            before = self.marks.presence.states if self.marks.presence is not None else event.states
            controller.presence = self.marks.presence = event
            for s, (was, now) in enumerate(zip(before, event.states, strict=True)):
                if now in ("away", "gone") and was != now and s != controller.seat:  # the table is told
                    name = table.match.seats[s].name
                    table.app.toast(t("net.told.dropped" if now == "away" else "net.told.gone", name=name), bad=False)
        elif isinstance(event, Reaction):
            self.marks.heard(event.seat, event.reaction)
        elif isinstance(event, Reconnecting):
            self.lost = event
        elif isinstance(event, Welcome):
            self.lost, self.asked = None, ()  # back in: the round so far follows (the question too, if open)
        elif isinstance(event, AskMode):
            self.asked = event.choices
        elif isinstance(event, Refused) and event.ref is not None:
            table.app.toast(said(event))
        elif isinstance(event, (Closed, Refused)):
            self.lost, self.closed = None, event  # said once the table has shown everything before it
        table.refresh_buttons(force=True)

    def _dealt(self, dealt: Dealt) -> None:
        """A round dealt (the host's next, or the one in play coming back into it)."""
        table, match = self.table, self.table.match
        table.results = None
        table.controls.new_round()
        match.round_no = dealt.facts.round_no - 1
        match.score, match.fees = list(dealt.facts.score), dealt.facts.fees
        if dealt.moves:  # the round so far, shown at once
            table.show.facts = None
            table.restart_from(SeenRound.dealt(dealt.facts, self.controller.seat, dealt))  # type: ignore[arg-type]

    def _recorded(self, record: Recorded) -> None:
        """The round just settled as this seat saw it: its decisions reviewed, as a local
        table reviews its player's (offered under the result: "Xem lại nước đi")."""
        seat, reviews = self.controller.seat, self.table.reviews
        work = partial(review_seen, self.table.match.variant, record.config, reviews.names(), record.round_no, seat,
                       record.turns(seat), record.sample)
        reviews.start_seen(seat, work)
        finished = self.controller.settled_round()
        if finished is not None:  # the round as shown, whole: what the host recorded of it
            seen = finished.record
            self.last = Record(seen.facts, seat, record.opening, [(who, shown) for who, _, shown in record.moves],
                               seen.settled)
        self.table.refresh_buttons(force=True)

    def replay(self) -> None:
        """Xem lại ván: the round just settled, as this seat saw it (:mod:`~game.ui.table.seen_replay`)."""
        if self.last is not None:
            found = self.table.reviews.reviews.by_seat.get(self.controller.seat)
            self.table.app.open("seen_replay", match=self.table.match, record=self.last, review=found)

    # --- the bar ------------------------------------------------------------------------------------------
    def bar(self) -> list[Button] | None:
        if self.asked:
            key = self.table.match.variant.key
            return [Button(partial(t, f"mode.{key}.{m}"), partial(self._choose, m), size=16) for m in self.asked]
        if self.controller.state is None:
            out = [Button(lambda: t("net.leave"), self.table.to_menu, pygame.K_ESCAPE, "Esc", size=16)]
            if self.table.reviews.seat() is not None:  # the round just settled, reviewed
                out.append(Button(lambda: t("review.button"), self.table.reviews.open, pygame.K_n, "N", size=16))
            if self.last is not None and self.table.results is not None:
                out.append(Button(lambda: t("net.replay"), self.replay, pygame.K_v, "V", size=16))
            return out
        return None

    def _choose(self, mode: str) -> None:
        self.client.choose_mode(mode)
        self.asked = ()
        self.table.refresh_buttons(force=True)

    def status(self) -> str | None:
        if self.lost is not None:
            return reconnecting()
        if self.controller.state is None and not self.asked:
            return t("net.waiting_deal")
        return None

    def state_key(self) -> object:
        return (self.asked, self.lost is not None, self.controller.state is None, self.table.reviews.seat(),
                self.last is not None)

    # --- the rest ---------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        return self.marks.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.draw(surface)

    def close(self) -> None:
        """The player leaves the table: the host's AI plays the seat from now on."""
        if not self.client.done:
            self.client.leave()
        if self.close in self.table.app.on_quit:
            self.table.app.on_quit.remove(self.close)
