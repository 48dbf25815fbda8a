"""The seats this computer's players hold at tables hosted elsewhere, kept in the data folder.

A seat token (:class:`~game.net.protocol.Welcome`) brings a player back into their seat: a
client whose connection breaks tries again with it by itself, but a client that crashes —
the program killed, the computer restarted — would lose it with its memory.  So the token is
written, with the host's address, port and room code, to the data folder's ``seats.json``
(atomically, like every save: :func:`game.persist.json_files.write_atomic`) as soon as the
host welcomes the player, and kept fresh while the table plays; a new client finds it there
("Vào lại bàn" on the join screen; ``join`` to the same address and code) and sits in the
same seat.

A seat is offered while the host may still hold it: within :data:`~game.net.room.
RECONNECT_WINDOW` of the last sign of the host (the host keeps a dropped player's seat that
long), or — when the host closed the table ("the host quit") — for :data:`PAUSED_FOR`, as
the host's autosave keeps the table and hosts it again with the same code, seats and tokens.
It is forgotten when the player leaves, the match is over, or the host no longer knows it.
The file holds nothing but these; one that cannot be read is taken as empty (and written
anew by the next seat kept).
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Final

from game.net.protocol import Welcome
from game.net.room import RECONNECT_WINDOW
from game.persist.json_files import write_atomic

FILE: Final = "seats.json"
KIND: Final = "chieu-bai-seats"
VERSION: Final = 1
PAUSED_FOR: Final = 30 * 24 * 3600.0  # seconds a seat at a table its host closed is kept: hosted again, it seats us
TOUCH_EVERY: Final = 30.0  # seconds between two writes of the last sign of the host
KEPT: Final = 8  # seats kept at most (the newest)
HOST_QUIT: Final = "net.closed.host_quit"
LOST: Final = "net.closed.lost"  # the client could not reach the host again
UNREACHABLE: Final = "net.closed.unreachable"


@dataclass(frozen=True)
class Held:
    """A seat held at a table hosted elsewhere: where the table is, the room code, the seat
    token, the table's id (the host's autosave keeps it), the game, the seat, and when the
    host was last heard from (``seen``, seconds since the epoch); ``paused``: the host closed
    the table (hosted again, the seat is ours again)."""

    address: str
    port: int
    code: str
    token: str
    table: str
    game: str
    seat: int
    seen: float
    paused: bool = False

    def open(self, now: float) -> bool:
        """May the host still hold the seat for us?"""
        return 0 <= now - self.seen < (PAUSED_FOR if self.paused else RECONNECT_WINDOW)

    def at(self, address: str, code: str) -> bool:
        """Is this the table at ``address`` with room code ``code`` (on whichever port: hosted
        again, it may listen on another)?"""
        return (self.address, self.code) == (address, code)


def _held(value: Any) -> Held | None:
    """One entry of the file, or ``None`` for one that is not (it is dropped)."""
    try:
        held = Held(**value)
    except TypeError:
        return None
    texts = (held.address, held.code, held.token, held.table, held.game)
    numbers = (held.port, held.seat)
    if (all(type(v) is str for v in texts) and all(type(v) is int for v in numbers)
            and type(held.seen) in (int, float) and type(held.paused) is bool):
        return held
    return None


class SeatBook:
    """The seats held, as the data folder ``root`` keeps them (see the module docstring)."""

    def __init__(self, root: Path, clock: Callable[[], float] = time.time) -> None:
        self.path = root / FILE
        self.clock = clock

    def read(self) -> list[Held]:
        """Every seat the file holds, newest first (none if it is missing or unreadable)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        if type(data) is not dict or data.get("kind") != KIND or data.get("version") != VERSION:
            return []
        seats = data.get("seats")
        found = [h for h in map(_held, seats if type(seats) is list else []) if h is not None]
        return sorted(found, key=lambda h: h.seen, reverse=True)

    def held(self) -> list[Held]:
        """The seats the hosts may still hold for us, newest first."""
        now = self.clock()
        return [h for h in self.read() if h.open(now)]

    def find(self, address: str, code: str) -> Held | None:
        """The seat held at the table at ``address`` with room code ``code``, if any."""
        return next((h for h in self.held() if h.at(address, code)), None)

    def keep(self, held: Held) -> None:
        """Keep ``held`` (in place of what the file had for its table, or its address and code)."""
        others = [h for h in self.read() if h.table != held.table and not h.at(held.address, held.code)]
        self._write([held, *others][:KEPT])

    def forget(self, table: str) -> None:
        before = self.read()
        after = [h for h in before if h.table != table]
        if after != before:
            self._write(after)

    def _write(self, seats: list[Held]) -> None:
        data = {"kind": KIND, "version": VERSION, "seats": [asdict(h) for h in seats]}
        with contextlib.suppress(OSError):  # then kept for this session only (the client still holds its token)
            write_atomic(self.path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))


class Keeper:
    """A client's seat as the book keeps it: written when the host welcomes the player, its
    last sign of the host refreshed every :data:`TOUCH_EVERY` seconds while messages arrive,
    paused when the host quits, forgotten when the table is over for us."""

    def __init__(self, book: SeatBook, address: str, port: int, code: str, held: Held | None = None) -> None:
        """``held``: the seat the client comes back into (found in the book), if any."""
        self.book = book
        self.address, self.port, self.code = address, port, code
        self.held = held
        self.seated = False  # welcomed in this session

    def welcomed(self, welcome: Welcome) -> None:
        self.seated = True
        self.held = Held(self.address, self.port, self.code, welcome.token, welcome.table, welcome.game,
                         welcome.seat, self.book.clock())
        self.book.keep(self.held)

    def heard(self) -> None:
        """A message from the host: the seat is still ours (written now and then)."""
        held, now = self.held, self.book.clock()
        if held is not None and now - held.seen >= TOUCH_EVERY:
            self.held = replace(held, seen=now)
            self.book.keep(self.held)

    def paused(self) -> None:
        """The host closed the table: hosted again, the seat is ours again."""
        if self.held is not None:
            self.held = replace(self.held, seen=self.book.clock(), paused=True)
            self.book.keep(self.held)

    def over(self, key: str) -> None:
        """The table closed for us (``key``: why).  A host not reached when coming back may
        not be hosting again yet: the seat is kept; any other end forgets it."""
        if key == HOST_QUIT:
            self.paused()
        elif self.seated or key not in (LOST, UNREACHABLE):
            self.forget()

    def forget(self) -> None:
        if self.held is not None:
            self.book.forget(self.held.table)
            self.held = None
