"""The host of a family table: the room's server, and what goes to each remote seat.

The host's app runs the match and is its only authority.  This module is the part of it
that talks to the network: a WebSockets server on a worker thread (:mod:`.transport`)
that admits players with the room code (:mod:`.room`), checks every message against its
schema (:mod:`.protocol`), the seat it may speak for and its rates (:mod:`.limits`), and
hands what is left to the match's owner as :class:`HostEvent`\\ s on a thread-safe queue.
The owner — the table on screen, or :class:`game.net.hosted.HostedMatch` without a window —
applies a remote seat's action exactly as a local click (the same ``Turns.apply``, the same
checks), and tells the host each move with :meth:`Host.moved`: every remote seat receives
the move's events redacted for it (``Event.redacted_for``, as the table does), its own view
and its legal actions, and nothing else.

Nothing a client sends can stop the host: a message that does not parse, of an unknown type,
for another seat, too frequent, or refused by the rules is answered with :class:`Refused`,
logged, and counted; :data:`STRIKES` of them within a minute close the connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.protocol import Action, RoundState
from game.engine.streams import derive
from game.match.match import Match
from game.net.limits import ACT_RATE, REACT_RATE, STRIKE_WINDOW, STRIKES, Bucket, Window
from game.net.protocol import (
    MAX_FROM_HOST,
    MAX_MESSAGE,
    TO_HOST,
    Act,
    AskMode,
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
    Reaction,
    Record,
    Refused,
    Seats,
    Settled,
    Welcome,
    dumps,
    parse,
)
from game.net.room import Admitted, Refusal, Room
from game.net.transport import LoopThread, load
from game.net.wire import Wire, encode
from game.shown.table import RoundFacts

LOG = logging.getLogger("game.net")
PORT: Final = 47290  # where a table hosted from the window listens (another, free, if it is taken)
HELLO_TIMEOUT: Final = 10.0  # seconds a new connection has to say hello
BACKLOG: Final = 2000  # messages waiting for a client that does not read: then it is dropped
RECEIVE_MOST: Final = 4 * MAX_MESSAGE  # websockets closes a connection on a bigger message
REVIEW_SAMPLE: Final = "review-remote"  # the purpose of the seed a remote seat's review samples from
# The most a round's record may weigh (UTF-8 bytes): a client closes a connection on a message over
# MAX_FROM_HOST.  Measured (20 rounds each, easy AI): Ba Cây at 12 seats up to ~450 KB, Tam Cúc ~90 KB.
MAX_RECORD: Final = MAX_FROM_HOST * 3 // 4


# --- what the owner of the match hears -------------------------------------------------------
@dataclass(frozen=True)
class HostEvent:
    """Something that happened on the network, for the match's owner."""

    seat: int


@dataclass(frozen=True)
class Joined(HostEvent):
    """A player took ``seat`` (``returning``: came back into it); the owner seats them and
    calls :meth:`Host.welcome` with the token."""

    token: str
    name: str
    avatar: str | None
    returning: bool


@dataclass(frozen=True)
class Dropped(HostEvent):
    """The seat's player dropped: the AI (normal) plays it until they come back."""


@dataclass(frozen=True)
class Gone(HostEvent):
    """The seat's player did not come back in time, or left: the AI plays it from now on."""


@dataclass(frozen=True)
class Acted(HostEvent):
    """A remote seat's action (decoded with the game's types; the rules not yet asked)."""

    ref: int
    action: Action


@dataclass(frozen=True)
class ModeChosen(HostEvent):
    ref: int
    mode: str


@dataclass(frozen=True)
class Reacted(HostEvent):
    reaction: str


# --- one connection ---------------------------------------------------------------------------
@dataclass(eq=False)
class _Link:
    ws: Any
    address: str
    seat: int = -1
    out: asyncio.Queue[str | None] | None = None
    acts: Bucket | None = None
    reacts: Bucket | None = None
    strikes: Window | None = None
    welcomed: bool = False  # the owner has greeted it: from then on it hears the table

    def __post_init__(self) -> None:
        self.out = asyncio.Queue()
        self.acts = Bucket(*ACT_RATE)
        self.reacts = Bucket(*REACT_RATE)
        self.strikes = Window(STRIKES, STRIKE_WINDOW)


class Host:
    """The network side of a hosted table; see the module docstring.

    ``kinds`` says who plays each seat (``"host"``: at this computer, ``"remote"``,
    ``"ai"``); ``rounds``: how many rounds will be played (0: as many as the host likes);
    ``room``: a room restored from the autosave (:meth:`Room.restore`), else a new one with
    ``code``.  ``wake`` is called (on the network thread) whenever an event waits, so a
    window's loop sleeping in ``pygame.event.wait`` can be woken.  Call :meth:`start`.
    """

    def __init__(self, match: Match, kinds: Sequence[str], *, port: int = 0, code: str | None = None,
                 bind: str = "0.0.0.0", rounds: int = 0, room: Room | None = None,
                 wake: Callable[[], None] = lambda: None, clock: Callable[[], float] = time.monotonic) -> None:
        if len(kinds) != match.n_seats:
            raise ValueError(f"{match.n_seats} seats but {len(kinds)} kinds")
        self.match = match
        self.room = room or Room(list(kinds), code)
        if [s.kind for s in self.room.seats] != list(kinds):
            raise ValueError("the saved room's seats are not this table's")
        self.wire = Wire(match.variant)
        self.rounds = rounds
        self.bind, self.port = bind, port
        self.wake = wake
        self.clock = clock
        self.events: queue.Queue[HostEvent] = queue.Queue()
        self._lock = threading.Lock()  # the room and the links, between the two threads
        self._links: dict[int, _Link] = {}
        self._loop: LoopThread | None = None
        self._server: Any = None
        # the round in play, for a player who comes back into it: its facts and every event so far
        self._facts: RoundFacts | None = None
        self._story: list[Event] = []
        self._state: RoundState | None = None
        self._to_act: tuple[int, ...] = ()
        self._thinking: int | None = None
        self._presence: tuple[tuple[str, ...], tuple[int, ...]] | None = None
        self._asking: tuple[int, tuple[str, ...]] | None = None  # the seat asked for the next round's mode
        self.closed = False
        self._tasks: set[asyncio.Future[Any]] = set()

    # --- starting and stopping -----------------------------------------------------------------
    @property
    def code(self) -> str:
        return self.room.code

    def start(self) -> None:
        """Listen (``port`` 0: a free port, then in :attr:`port`); ``OSError`` if it cannot."""
        serve = load("websockets.asyncio.server").serve  # the network is loaded only for a hosted table

        loop = self._loop = LoopThread("net-host")

        async def listen() -> Any:
            return await serve(self._serve, self.bind, self.port, max_size=RECEIVE_MOST, compression=None,
                               ping_interval=10, ping_timeout=20, open_timeout=HELLO_TIMEOUT)

        try:
            self._server = loop.run(listen()).result(30)
        except BaseException:
            loop.stop()
            raise
        self.port = self._server.sockets[0].getsockname()[1]
        loop.run(self._expire_forever())
        LOG.info("hosting %s on port %d", self.match.variant.key, self.port)

    def addresses(self) -> list[str]:
        """The addresses to give out (this computer's, on every network it is on)."""
        return local_addresses()

    def close(self, key: str = "net.closed.host_quit", text: str = "the host closed the table") -> None:
        """Tell every client the table closes (``key``: why), and stop listening."""
        if self.closed:
            return
        self.closed = True
        loop = self._loop
        if loop is None:
            return
        with self._lock:
            links = list(self._links.values())
        for link in links:
            self._send(link, Closed(key, text))
            self._send_raw(link, None)  # then the sender closes the connection

        async def shut() -> None:
            server = self._server
            if server is not None:
                server.close(close_connections=False)
            pending = [lk.ws.wait_closed() for lk in links]
            if pending:
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(asyncio.gather(*pending, return_exceptions=True), 5)
            if server is not None:
                server.close()
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(server.wait_closed(), 5)

        with contextlib.suppress(Exception):
            loop.run(shut()).result(15)
        loop.stop()

    # --- for the owner of the match --------------------------------------------------------------
    def poll(self) -> list[HostEvent]:
        """Every event waiting (the owner's loop calls this each frame)."""
        out = []
        while True:
            try:
                out.append(self.events.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float) -> HostEvent | None:
        """The next event, waiting up to ``timeout`` seconds for one."""
        try:
            return self.events.get(timeout=timeout)
        except queue.Empty:
            return None

    def plays_ai(self, seat: int) -> bool:
        """Does the AI play ``seat`` now (an AI seat, or a remote seat whose player is away)?"""
        with self._lock:
            return self.room.plays_ai(seat)

    def remote_here(self, seat: int) -> bool:
        """Is ``seat`` a remote seat whose player is connected?"""
        with self._lock:
            s = self.room.seats[seat]
            return s.kind == "remote" and s.link is not None

    def joined(self) -> int:
        with self._lock:
            return self.room.joined()

    def saved(self) -> dict[str, Any]:
        """What the host's autosave keeps of the room (:meth:`Room.saved`, under the lock the
        network thread takes): save it in the table's UI context at :data:`~game.net.room.
        AUTOSAVE_KEY`; the table hosted again gets ``room=Room.restore(it, now)``."""
        with self._lock:
            return self.room.saved()

    def welcome(self, seat: int, token: str) -> None:
        """Greet the player just seated at ``seat`` (after :class:`Joined`; the owner has put
        their name on the seat): the table as it stands, the round so far, the question of
        the next round's mode if it is theirs."""
        link = self._link(seat)
        if link is None:
            return
        link.welcomed = True
        m = self.match
        self._send(link, Welcome(seat, token, self.room.table, m.variant.key, m.table_mode, dict(m.base.options),
                                 m.base.stake, self.rounds, m.round_no, tuple(m.balances), tuple(m.score)))
        self.seats_changed()
        self._send(link, self._presence_message())
        self.presence()  # the others see the seat taken
        if self._state is not None and self._facts is not None:
            self._send(link, self._deal(seat, self._story))
        if self._asking is not None and self._asking[0] == seat:
            self._send(link, AskMode(self._asking[1]))

    def seats_changed(self) -> None:
        """The seats' names or portraits changed: tell everybody."""
        seats = self.match.seats
        message = Seats(tuple(s.name for s in seats), tuple(s.avatar for s in seats),
                        tuple(s.kind for s in self.room.seats))
        self._broadcast(lambda seat: message)

    def deal(self, state: RoundState, events: Sequence[Event], facts: RoundFacts) -> None:
        """A round was dealt: ``facts`` (what everybody knows before the first card) and its
        opening events go to every remote seat, with its view and legal actions."""
        self._state, self._facts, self._story = state, facts, list(events)
        self._asking = None
        self._to_act = state.to_act()
        self._broadcast(lambda seat: self._deal(seat, events))
        self.presence()

    def moved(self, seat: int, events: Sequence[Event], state: RoundState) -> None:
        """``seat`` made a move of the round in play: its events to every remote seat."""
        self._story.extend(events)
        self._to_act = () if state.is_over() else state.to_act()
        moves = len(state.log)

        def message(viewer: int) -> Message:
            return Move(seat, tuple(encode(e.redacted_for(viewer)) for e in events),
                        encode(state.view(viewer)), self._legal(state, viewer), moves)

        self._broadcast(message)
        self.presence()

    def settled(self, row: dict[str, Any], mode: str) -> None:
        """The round (played in ``mode``) closed into the match: its row, less its summary
        (see :class:`Settled`), then to each remote seat the round as it saw it (:class:`Record`)."""
        state = self._state
        self._state, self._facts, self._story, self._to_act = None, None, [], ()
        message = Settled(row["round"], tuple(row["deltas"]), row["fees"], row["carry"], row["banker"], mode,
                          tuple(self.match.balances))
        self._broadcast(lambda seat: message)
        if state is not None and state.is_over():
            texts = {seat: dumps(record) for seat, record in self._records(state, row["round"]).items()}
            with self._lock:
                links = [(seat, link) for seat, link in self._links.items() if link.welcomed]
            for seat, link in links:
                if len(texts[seat].encode()) <= MAX_RECORD:
                    self._send_raw(link, texts[seat])
                else:  # no review or replay of this round for the seat, rather than its connection
                    LOG.warning("round %d's record for seat %d is too large to send", row["round"], seat)
        self.presence()

    def ask_mode(self, seat: int, choices: Sequence[str]) -> None:
        """The next round's mode is ``seat``'s to choose (a remote seat's player is asked)."""
        self._asking = (seat, tuple(choices))
        link = self._link(seat)
        if link is not None:
            self._send(link, AskMode(tuple(choices)))

    def refuse(self, seat: int, ref: int | None, exc: IllegalAction | Refusal) -> None:
        """Refuse a remote seat's request with the rules' reason (counts as a strike)."""
        link = self._link(seat)
        if link is None:
            return
        if isinstance(exc, Refusal):
            message = Refused(ref, exc.key, _plain(exc.params), exc.text)
        else:
            message = Refused(ref, exc.key or "net.refused.illegal", _plain(exc.params), exc.reason)
        LOG.info("refused seat %d's request %s: %s", seat, ref, message.text)
        self._send(link, message)
        assert self._loop is not None
        self._loop.soon(self._strike, link)

    def react(self, seat: int, reaction: str) -> None:
        """Show ``seat``'s quick reaction to every remote seat (the host's own players' too)."""
        message = Reaction(seat, reaction)
        self._broadcast(lambda viewer: message)

    def thinking(self, seat: int | None) -> None:
        """The AI seat computing its decision now (None: none), for the plates."""
        if seat != self._thinking:
            self._thinking = seat
            self.presence()

    def presence(self) -> None:
        """Send each seat's presence if it changed."""
        message = self._presence_message()
        key = (message.states, message.back_in)
        if key != self._presence:
            self._presence = key
            self._broadcast(lambda seat: message)

    def presences(self) -> Presence:
        """Each seat's presence now (the host's own plates read it)."""
        return self._presence_message()

    # --- building messages ------------------------------------------------------------------------
    def _presence_message(self) -> Presence:
        now = self.clock()
        deciding = set(self._to_act)
        if self._asking is not None:
            deciding.add(self._asking[0])
        if self._thinking is not None:
            deciding.add(self._thinking)
        with self._lock:
            shown = [self.room.presence(s, s in deciding, now) for s in range(len(self.room.seats))]
        return Presence(tuple(p for p, _ in shown), tuple(left for _, left in shown))

    def _deal(self, seat: int, events: Sequence[Event]) -> Deal:
        state, facts = self._state, self._facts
        assert state is not None and facts is not None
        return Deal(facts, tuple(encode(e.redacted_for(seat)) for e in events), encode(state.view(seat)),
                    self._legal(state, seat), len(state.log))

    def _records(self, state: RoundState, round_no: int) -> dict[int, Record]:
        """Each remote seat's :class:`Record` of the finished round ``state``: the round played
        again from its deal, each move's events redacted for the seat, its view and legal
        actions after each, its own actions (never another's)."""
        seats = list(self.room.remote)
        save = state.to_dict()
        config = {k: v for k, v in save["config"].items() if k != "script"}
        again = self.match.variant.load_round({**save, "actions": []})
        opening = again.start_events()
        firsts = {s: (tuple(encode(e.redacted_for(s)) for e in opening), encode(again.view(s)),
                      self._legal(again, s)) for s in seats}
        moves: dict[int, list[dict[str, Any]]] = {s: [] for s in seats}
        for who, action in state.log:
            events = again.apply(who, action)
            for s in seats:
                moves[s].append({"seat": who, "action": encode(action) if who == s else None,
                                 "events": [encode(e.redacted_for(s)) for e in events],
                                 "view": encode(again.view(s)), "legal": list(self._legal(again, s))})
        sample = derive(state.seed, REVIEW_SAMPLE)
        return {s: Record(round_no, config, sample, *firsts[s], tuple(moves[s])) for s in seats}

    @staticmethod
    def _legal(state: RoundState, seat: int) -> tuple[Any, ...]:
        if state.is_over() or seat not in state.to_act():
            return ()
        return tuple(encode(a) for a in state.legal_actions(seat))

    # --- sending (any thread) -------------------------------------------------------------------------
    def _link(self, seat: int) -> _Link | None:
        with self._lock:
            return self._links.get(seat)

    def _broadcast(self, message: Callable[[int], Message]) -> None:
        with self._lock:
            links = [(seat, link) for seat, link in self._links.items() if link.welcomed]
        for seat, link in links:
            self._send(link, message(seat))

    def _send(self, link: _Link, message: Message) -> None:
        self._send_raw(link, dumps(message))

    def _send_raw(self, link: _Link, text: str | None) -> None:
        if self._loop is not None:
            self._loop.soon(self._put, link, text)

    def _put(self, link: _Link, text: str | None) -> None:  # on the loop
        assert link.out is not None
        if link.out.qsize() >= BACKLOG:
            LOG.warning("seat %d does not read its messages: dropping it", link.seat)
            self._spawn(link.ws.close(1008, "not reading"))
            return
        link.out.put_nowait(text)

    def _spawn(self, coro: Any) -> None:  # on the loop: a task kept until it is done
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _post(self, event: HostEvent) -> None:
        self.events.put(event)
        self.wake()

    # --- the network thread ---------------------------------------------------------------------------
    async def _serve(self, ws: Any) -> None:
        """One connection, from its hello to its end."""
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        link = _Link(ws, address)
        try:
            admitted = await self._admit(link)
        except Exception:  # whatever a client sends, the host plays on
            LOG.exception("a connection from %s failed before it was seated", address)
            return
        if admitted is None:
            return
        sender = asyncio.ensure_future(self._sender(link))
        try:
            async for raw in ws:
                if not self._receive(link, raw):  # its last words (a Closed) are on their way
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(asyncio.shield(sender), HELLO_TIMEOUT)
                    break
        except Exception as exc:  # a broken connection ends here; the host plays on
            LOG.info("seat %d's connection ended: %s", link.seat, type(exc).__name__)
        finally:
            sender.cancel()
            self._lost(link)

    async def _admit(self, link: _Link) -> Admitted | None:
        ws = link.ws
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
        except Exception:
            return None
        if self.closed:
            await self._refuse_hello(link, Refusal("net.closed.host_quit", "the host closed the table"))
            return None
        try:
            hello = parse(raw, TO_HOST)
            if not isinstance(hello, Hello):
                raise BadMessage("the first message is a hello")
        except BadMessage as exc:
            LOG.info("refused a hello from %s: %s", link.address, exc)
            await self._refuse_hello(link, Refusal("net.refused.bad", str(exc)))
            return None
        try:
            with self._lock:
                admitted = self.room.admit(hello, link.address, link, self.clock())
                link.seat = admitted.seat
                old = self._links.get(admitted.seat)
                self._links[admitted.seat] = link
        except Refusal as refusal:
            LOG.info("refused %s from %s: %s", hello.name, link.address, refusal.text)
            await self._refuse_hello(link, refusal)
            return None
        if old is not None:  # its old connection had not been seen to drop
            self._spawn(old.ws.close(1000, "replaced"))
        LOG.info("%s took seat %d from %s", hello.name, admitted.seat, link.address)
        self._post(Joined(admitted.seat, admitted.token, hello.name, hello.avatar, admitted.returning))
        return admitted

    async def _refuse_hello(self, link: _Link, refusal: Refusal) -> None:
        with contextlib.suppress(Exception):
            await link.ws.send(dumps(Refused(None, refusal.key, _plain(refusal.params), refusal.text)))
            await link.ws.close(1008, refusal.key)

    async def _sender(self, link: _Link) -> None:
        assert link.out is not None
        while True:
            text = await link.out.get()
            if text is None:
                await link.ws.close(1001, "closed")
                return
            await link.ws.send(text)

    def _receive(self, link: _Link, raw: str | bytes) -> bool:
        """One message from a seated client; False when the connection must close."""
        now = self.clock()
        try:
            message = parse(raw, TO_HOST)
            self._check(link, message, now)
        except BadMessage as exc:
            LOG.info("refused a message from seat %d (%s): %s", link.seat, link.address, exc)
            self._send(link, Refused(None, "net.refused.bad", {}, str(exc)))
            return self._strike(link)
        except Refusal as refusal:
            LOG.info("refused a message from seat %d (%s): %s", link.seat, link.address, refusal.text)
            ref = message.ref if isinstance(message, (Act, Mode)) else None
            self._send(link, Refused(ref, refusal.key, _plain(refusal.params), refusal.text))
            return self._strike(link)
        if isinstance(message, Act):
            self._post(Acted(link.seat, message.ref, self.wire.action(message.action)))
        elif isinstance(message, Mode):
            self._post(ModeChosen(link.seat, message.ref, message.mode))
        elif isinstance(message, React):
            self._post(Reacted(link.seat, message.reaction))
            self.react(link.seat, message.reaction)
        elif isinstance(message, Bye):
            with self._lock:
                left = self.room.leave(link.seat, link)
                if left:
                    self._links.pop(link.seat, None)
            if left:
                self._post(Gone(link.seat))
            self._send_raw(link, None)  # the sender hangs up
            return False
        return True

    def _check(self, link: _Link, message: Message, now: float) -> None:
        """Is ``link`` allowed to send ``message`` now?  ``BadMessage`` or ``Refusal``."""
        assert link.acts is not None and link.reacts is not None
        if isinstance(message, Hello):
            raise Refusal("net.refused.seated", "this connection already has a seat")
        if isinstance(message, (Act, Mode)):
            if message.seat != link.seat:
                raise Refusal("net.refused.seat", f"this connection plays seat {link.seat}, not {message.seat}")
            if not link.acts.take(now):
                raise Refusal("net.refused.fast", "too many requests: slow down")
            if isinstance(message, Act):
                try:
                    self.wire.action(message.action)
                except (ValueError, TypeError) as exc:
                    raise BadMessage(f"not an action of {self.match.variant.key}: {str(exc)[:120]}") from None
        if isinstance(message, React) and not link.reacts.take(now):
            raise Refusal("net.refused.fast", "too many reactions: slow down")

    def _strike(self, link: _Link) -> bool:
        """A refused message: False (and the connection closes) when they persist."""
        assert link.strikes is not None
        if link.strikes.add(self.clock()) < STRIKES:
            return True
        LOG.warning("closing seat %d's connection from %s: %d refused messages in a minute", link.seat,
                    link.address, STRIKES)
        self._send(link, Closed("net.closed.strikes", "too many refused messages"))
        self._send_raw(link, None)
        return False

    def _lost(self, link: _Link) -> None:
        with self._lock:
            dropped = self.room.drop(link.seat, link, self.clock())
            if dropped:
                self._links.pop(link.seat, None)
        if dropped and not self.closed:
            LOG.info("seat %d dropped", link.seat)
            self._post(Dropped(link.seat))
            self.presence()

    async def _expire_forever(self) -> None:
        """Seats whose player stayed away too long go to the AI for good; the plates' count
        of the seconds left is refreshed while anybody is away."""
        while not self.closed:
            await asyncio.sleep(1.0)
            with self._lock:
                gone = self.room.expire(self.clock())
                away = any(s.away_since is not None for s in self.room.seats)
            for seat in gone:
                LOG.info("seat %d's player did not come back: the AI keeps it", seat)
                self._post(Gone(seat))
            if gone or away:
                self.presence()


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    """A refusal's parameters as plain JSON (a card as its notation)."""
    return {k: v if v is None or type(v) in (bool, int, str) else str(v) for k, v in params.items()}


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback, from its network interfaces (the
    LAN's, a virtual network's such as Tailscale, ZeroTier or Radmin VPN); may be empty."""
    import ifaddr  # zeroconf's own dependency; asked only when the addresses are shown

    found = {str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips if ip.is_IPv4}
    return sorted(a for a in found if not a.startswith("127."))
