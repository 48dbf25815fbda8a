"""A remote seat: the client that joins a hosted table.

The connection lives on a worker thread (:mod:`.transport`); the game's loop reads what
arrived with :meth:`Client.poll` (or :meth:`Client.wait`) — a thread-safe queue of
:data:`ClientEvent`\\ s, the host's messages checked against their schemas and the game's
payloads decoded — and sends with :meth:`Client.act`, :meth:`Client.choose_mode` and
:meth:`Client.react`, which may be called from any thread.

As the events are read, the client keeps :attr:`Client.shown`, the round's shown table as
this seat has seen it so far, through the game's own shower (:mod:`game.shown`): exactly
what ``fold`` would build from the same moves, so a window that opens or comes back mid-round
draws it at once, and a live one plays the same events through its director.

If the connection breaks without the host saying goodbye, the client tries again with its
seat token for :data:`~game.net.room.RECONNECT_WINDOW` seconds (:class:`Reconnecting`
tells the player); the host meanwhile lets the AI play the seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import queue
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from game.catalog import Game, game
from game.engine.errors import SaveError
from game.engine.events import Event
from game.engine.protocol import Action, TableConfig
from game.net.held import Keeper
from game.net.limits import ACT_RATE, Bucket
from game.net.protocol import (
    MAX_FROM_HOST,
    TO_CLIENT,
    Act,
    BadMessage,
    Bye,
    Closed,
    Deal,
    Hello,
    Message,
    Mode,
    Move,
    Presence,
    React,
    Record,
    Refused,
    Seats,
    Settled,
    Welcome,
    dumps,
    parse,
)
from game.net.room import RECONNECT_WINDOW
from game.net.transport import LoopThread, load
from game.net.wire import Wire, encode
from game.review.core import Turn
from game.shown.table import RoundFacts, Shower, ShownTable

LOG = logging.getLogger("game.net")
OPEN_TIMEOUT: Final = 10.0
RETRY: Final = (0.5, 10.0)  # seconds between tries to come back: the first, and the most
PACE_MARGIN: Final = 0.75  # of the host's ACT_RATE, which it measures as messages arrive (perhaps bunched)


@dataclass(frozen=True)
class Shown:
    """What this seat is shown of the round: events as it saw them, then its view and legal
    actions, and how many moves the round has had."""

    events: list[Event]
    view: Any
    legal: tuple[Action, ...]
    moves: int


@dataclass(frozen=True)
class Dealt(Shown):
    """A round dealt (or the round so far, when coming back into it): see :class:`Deal`."""

    facts: RoundFacts


@dataclass(frozen=True)
class Moved(Shown):
    """``seat`` made a move."""

    seat: int


@dataclass(frozen=True)
class Recorded:
    """The round just settled as this seat saw it (:class:`~game.net.protocol.Record`), for
    its review and replay: the round's public ``config``, the seed its review samples from,
    the deal as shown, then each move — who moved, the action if it was this seat's own, what
    it showed."""

    round_no: int
    config: TableConfig
    sample: int
    opening: Shown
    moves: list[tuple[int, Action | None, Shown]]

    def turns(self, seat: int) -> list[Turn]:
        """``seat``'s own moves, each with what it saw just before it (for its review)."""
        out, before = [], self.opening
        for step, (who, action, shown) in enumerate(self.moves):
            if who == seat and action is not None:
                out.append(Turn(step, before.view, before.legal, action))
            before = shown
        return out


@dataclass(frozen=True)
class Reconnecting:
    """The connection broke: trying again (try ``attempt``), for ``left`` seconds more."""

    attempt: int
    left: float


ClientEvent = Message | Dealt | Moved | Recorded | Reconnecting  # what Client.poll returns


class Client:
    """One remote seat; see the module docstring.  ``token``: the seat token of a seat held
    before (a table hosted again), else a free seat is asked for.  ``wake`` is called on the
    network thread when something arrives."""

    def __init__(self, address: str, port: int, code: str, name: str, avatar: str | None = None, *,
                 token: str | None = None, wake: Callable[[], None] = lambda: None,
                 reconnect_for: float = RECONNECT_WINDOW, clock: Callable[[], float] = time.monotonic,
                 keeper: Keeper | None = None) -> None:
        """``keeper``: where the seat is kept past a crash (the data folder's book of seats held)."""
        self.address, self.port = address, port
        self.keeper = keeper
        self.hello = Hello(code, name, avatar, token)
        Hello.check(self.hello)  # a bad code or name is the caller's mistake: BadMessage now
        self.wake = wake
        self.reconnect_for = reconnect_for
        self.clock = clock
        self.events: queue.Queue[ClientEvent] = queue.Queue()
        self._loop: LoopThread | None = None
        self._out: asyncio.Queue[tuple[str, bool]] | None = None  # each message, and whether it is paced
        self._pace = Bucket(ACT_RATE[0] * PACE_MARGIN, ACT_RATE[1] * PACE_MARGIN)
        self._refs = itertools.count(1)
        self._ws: Any = None
        self._wire: Wire | None = None  # the network thread's own, from the welcome
        self.done = False  # the host closed the table, refused us, or we gave up
        # what the game's loop reads (updated in poll/wait, on its thread)
        self.welcome: Welcome | None = None
        self.game: Game | None = None
        self.wire: Wire | None = None
        self.shower: Shower | None = None
        self.shown: ShownTable | None = None
        self.seats: Seats | None = None
        self.presence: Presence | None = None
        self.rows: list[dict[str, Any]] = []
        self.pending: int | None = None  # the ref of an action sent and not yet answered
        self.closed: Closed | Refused | None = None

    # --- the seat -------------------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self.welcome.seat if self.welcome is not None else None

    @property
    def token(self) -> str | None:
        """The seat token: keep it to come back into the seat (a table hosted again)."""
        return self.hello.token

    def start(self) -> None:
        """Connect (on the worker thread): a :class:`Welcome` or a :class:`Refused` follows."""
        self._loop = LoopThread("net-client")
        self._loop.run(self._run())

    def close(self) -> None:
        """Hang up without a goodbye (the host keeps the seat for a while)."""
        self.done = True
        loop = self._loop
        if loop is not None:
            ws = self._ws
            if ws is not None:
                with contextlib.suppress(Exception):
                    loop.run(ws.close()).result(5)
            loop.stop()

    def leave(self) -> None:
        """Say goodbye (the AI plays the seat from now on) and hang up."""
        if self.keeper is not None:
            self.keeper.forget()
        self._send(Bye())
        loop = self._loop
        if loop is not None:
            with contextlib.suppress(Exception):
                loop.run(self._drain()).result(5)
        self.close()

    # --- playing (any thread) ----------------------------------------------------------------------
    def act(self, action: Action) -> int:
        """Send this seat's action; its ``ref`` (a refusal names it)."""
        ref = next(self._refs)
        seat = self.seat
        if seat is None:
            raise RuntimeError("no seat yet")
        self.pending = ref
        self._send(Act(seat, ref, encode(action)))
        return ref

    def may_act(self) -> bool:
        """Nothing of ours is waiting for the host's answer."""
        return self.pending is None

    def choose_mode(self, mode: str) -> int:
        ref = next(self._refs)
        seat = self.seat
        if seat is None:
            raise RuntimeError("no seat yet")
        self._send(Mode(seat, ref, mode))
        return ref

    def react(self, reaction: str) -> None:
        self._send(React(reaction))

    # --- reading (the game's thread) -------------------------------------------------------------
    def poll(self) -> list[ClientEvent]:
        """Everything that arrived, in order, each already applied to :attr:`shown`."""
        out: list[ClientEvent] = []
        while True:
            try:
                event = self.events.get_nowait()
            except queue.Empty:
                return out
            out.append(self._read(event))

    def wait(self, timeout: float) -> ClientEvent | None:
        """The next thing to arrive (applied to :attr:`shown`), waiting up to ``timeout`` s."""
        try:
            return self._read(self.events.get(timeout=timeout))
        except queue.Empty:
            return None

    def _read(self, event: ClientEvent) -> ClientEvent:
        self._keep(event)
        shower = self.shower
        if isinstance(event, Welcome):
            self.welcome = event
            self.game = game(event.game)
            self.wire = Wire(self.game.variant)
            self.shower = self.game.shower(self.game.variant)
        elif isinstance(event, Dealt) and shower is not None:
            log = list(self.shown.log) if self.shown is not None else []
            self.shown = shower.start(event.facts, self.seat, log)
            self._show(shower, event)
            self.pending = None
        elif isinstance(event, Moved) and shower is not None and self.shown is not None:
            self._show(shower, event)
            if event.seat == self.seat:
                self.pending = None
        elif isinstance(event, Settled):
            self.rows.append({"round": event.round, "deltas": list(event.deltas), "fees": event.fees,
                              "carry": event.carry, "banker": event.banker})
        elif isinstance(event, Seats):
            self.seats = event
        elif isinstance(event, Presence):
            self.presence = event
        elif isinstance(event, Refused) and event.ref is not None and event.ref == self.pending:
            self.pending = None
        elif isinstance(event, (Closed, Refused)) and (isinstance(event, Closed) or event.ref is None):
            self.closed = event
        return event

    def _keep(self, event: ClientEvent) -> None:
        """The seat as the keeper keeps it past a crash (see :mod:`game.net.held`)."""
        keeper = self.keeper
        if keeper is None or isinstance(event, Reconnecting):
            return
        if isinstance(event, Welcome):
            keeper.welcomed(event)
        elif isinstance(event, Closed) or (isinstance(event, Refused) and event.ref is None):
            keeper.over(event.key)
        else:
            keeper.heard()

    def _show(self, shower: Shower, shown: Shown) -> None:
        table = self.shown
        assert table is not None
        for e in shown.events:
            shower.apply(table, e)
        shower.reach(table, shown.view, shown.legal, shown.moves)

    # --- the network thread ------------------------------------------------------------------------
    def _send(self, message: Message) -> None:
        loop = self._loop
        if loop is not None and not self.done:
            item = (dumps(message), isinstance(message, (Act, Mode)))
            loop.soon(lambda: self._out.put_nowait(item) if self._out is not None else None)

    async def _drain(self) -> None:
        out = self._out
        for _ in range(50):
            if out is None or out.empty():
                return
            await asyncio.sleep(0.02)

    def _put(self, event: ClientEvent) -> None:
        self.events.put(event)
        self.wake()

    async def _run(self) -> None:
        connect = load("websockets.asyncio.client").connect  # loaded when a client first connects
        attempt = 0
        lost_at: float | None = None
        while not self.done:
            try:
                async with connect(f"ws://{self.address}:{self.port}", max_size=MAX_FROM_HOST, compression=None,
                                   open_timeout=OPEN_TIMEOUT, ping_interval=10, ping_timeout=20,
                                   proxy=None) as ws:  # straight to the host, never through a proxy
                    self._ws = ws
                    attempt, lost_at = 0, None
                    await self._session(ws)
            except (TimeoutError, OSError) as exc:
                LOG.info("no connection to %s:%d: %s", self.address, self.port, exc)
            except Exception as exc:  # a broken connection, whatever the library calls it
                LOG.info("the connection to %s:%d broke: %s", self.address, self.port, type(exc).__name__)
            self._ws = None
            if self.done:
                return
            if self.hello.token is None:  # never seated: nothing to come back to
                self.done = True
                self._put(Closed("net.closed.unreachable", f"cannot reach {self.address}:{self.port}"))
                return
            now = self.clock()
            lost_at = now if lost_at is None else lost_at
            left = self.reconnect_for - (now - lost_at)
            if left <= 0:
                self.done = True
                self._put(Closed("net.closed.lost", "the host could not be reached again"))
                return
            attempt += 1
            self._put(Reconnecting(attempt, left))
            await asyncio.sleep(min(RETRY[1], RETRY[0] * 2 ** (attempt - 1), left))

    async def _session(self, ws: Any) -> None:
        """One connection: hello, then every message until it closes."""
        self._out = asyncio.Queue()
        await ws.send(dumps(self.hello))
        sender = asyncio.ensure_future(self._sender(ws, self._out))
        try:
            async for raw in ws:
                if not self._receive(raw):
                    self.done = True
                    return
        finally:
            sender.cancel()

    async def _sender(self, ws: Any, out: asyncio.Queue[tuple[str, bool]]) -> None:
        """Send what is queued, an action or a mode choice (``paced``) no faster than the host
        accepts them: a bot answering a quick host at once waits here, never refused."""
        while True:
            text, paced = await out.get()
            while paced and not self._pace.take(self.clock()):
                await asyncio.sleep(self._pace.delay(self.clock()))
            await ws.send(text)

    def _receive(self, raw: str | bytes) -> bool:
        """One message from the host; False when the table is closed to us."""
        try:
            message = parse(raw, TO_CLIENT, MAX_FROM_HOST)
            event = self._decode(message)
        except (BadMessage, ValueError, TypeError, KeyError, SaveError) as exc:  # a host's mistake: logged, never fatal
            LOG.warning("ignored a message from the host: %s", str(exc)[:200])
            return True
        if isinstance(event, Welcome):
            self.hello = Hello(self.hello.code, self.hello.name, self.hello.avatar, event.token)
        self._put(event)
        return not isinstance(event, Closed) and not (isinstance(event, Refused) and event.ref is None)

    def _decode(self, message: Message) -> ClientEvent:
        if isinstance(message, Welcome):
            self._wire = Wire(game(message.game).variant)  # KeyError for a game this program lacks
        wire = self._wire
        if isinstance(message, (Deal, Move)):
            if wire is None:
                raise BadMessage("a round before the welcome")
            events, view, legal = wire.events(message.events), wire.view(message.view), wire.actions(message.legal)
            if isinstance(message, Deal):
                return Dealt(events, view, legal, message.moves, facts=message.facts)
            return Moved(events, view, legal, message.moves, seat=message.seat)
        if isinstance(message, Record):
            if wire is None:
                raise BadMessage("a round's record before the welcome")
            opening = Shown(wire.events(message.events), wire.view(message.view), wire.actions(message.legal), 0)
            moves = [(m["seat"], None if m["action"] is None else wire.action(m["action"]),
                      Shown(wire.events(m["events"]), wire.view(m["view"]), wire.actions(m["legal"]), n + 1))
                     for n, m in enumerate(message.moves)]
            return Recorded(message.round, TableConfig.from_dict(message.config), message.sample, opening, moves)
        return message
