"""Who may sit where at a hosted table: the room code, the seats, their tokens and presence.

Pure bookkeeping with the clock passed in (no sockets, no threads of its own); the host
calls it under its lock.  A remote seat is *open* until a player joins with the room code;
the player is then given a seat token (kept by their client, only its hash here) that
brings them back into the same seat: within :data:`RECONNECT_WINDOW` seconds of dropping
(meanwhile the AI plays the seat), or when the table is hosted again from its autosave.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Any, Final

from game.engine.fields import want_list, want_object, want_str
from game.net.limits import CodeGuard
from game.net.protocol import CODE_DIGITS, KINDS, Hello

RECONNECT_WINDOW: Final = 300.0  # seconds a dropped player has to come back into their seat
ROOM_VERSION: Final = 1  # the shape of :meth:`Room.saved`
AUTOSAVE_KEY: Final = "net"  # where the autosave's UI context (``Table.ui``) keeps the room


def new_code() -> str:
    """A room code: six digits, from the system's random source."""
    return f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"


def new_token() -> str:
    return secrets.token_urlsafe(16)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Refusal(Exception):
    """A hello refused: ``key`` names the reason in the catalogue, ``text`` in English."""

    def __init__(self, key: str, text: str, **params: Any) -> None:
        super().__init__(text)
        self.key, self.text, self.params = key, text, params


@dataclass
class RoomSeat:
    kind: str  # host, remote or ai (protocol.KINDS)
    token: str | None = None  # the hash of a remote seat's token, once taken
    link: object | None = None  # the connection that holds it now
    away_since: float | None = None  # when its player dropped
    gone: bool = False  # its player did not come back in time

    @property
    def taken(self) -> bool:
        return self.token is not None


@dataclass(frozen=True)
class Admitted:
    seat: int
    token: str
    returning: bool  # back into a seat held before (a reconnect or a table hosted again)


class Room:
    """See the module docstring.  ``code``: the room code (six digits; default a new one)."""

    def __init__(self, kinds: list[str], code: str | None = None, table: str | None = None) -> None:
        if any(k not in KINDS for k in kinds):
            raise ValueError(f"a seat is one of {', '.join(KINDS)}")
        if code is not None and (len(code) != CODE_DIGITS or not code.isdigit()):
            raise ValueError("the room code is six digits")
        self.code = code or new_code()
        self.table = table or new_token()
        self.seats = [RoomSeat(k) for k in kinds]
        self.guard = CodeGuard()

    @property
    def remote(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if seat.kind == "remote"]

    def free(self) -> int:
        """Remote seats nobody has taken."""
        return sum(1 for s in self.remote if not self.seats[s].taken)

    def connected(self) -> list[int]:
        return [s for s in self.remote if self.seats[s].link is not None]

    def joined(self) -> int:
        """Remote seats held by a connected player."""
        return len(self.connected())

    def admit(self, hello: Hello, address: str, link: object, now: float) -> Admitted:
        """Seat the player who said ``hello`` from ``address``, or :class:`Refusal`."""
        if self.guard.blocked(address, now):
            raise Refusal("net.refused.tries", "too many wrong room codes: wait a minute")
        if not hmac.compare_digest(hello.code.encode(), self.code.encode()):
            self.guard.wrong(address, now)
            raise Refusal("net.refused.code", "wrong room code")
        if hello.token is not None:
            return self._return(hello.token, link)
        for s in self.remote:
            seat = self.seats[s]
            if not seat.taken:
                token = new_token()
                seat.token, seat.link, seat.away_since = digest(token), link, None
                return Admitted(s, token, False)
        raise Refusal("net.refused.full", "the table is full")

    def _return(self, token: str, link: object) -> Admitted:
        hashed = digest(token)
        for s in self.remote:
            seat = self.seats[s]
            if seat.token is not None and hmac.compare_digest(seat.token, hashed):
                if seat.gone:
                    raise Refusal("net.refused.gone", "the seat waited five minutes; the AI plays it now")
                seat.link, seat.away_since = link, None  # a link the host had not seen drop is replaced
                return Admitted(s, token, True)
        raise Refusal("net.refused.token", "this table holds no seat for that token")

    def drop(self, seat: int, link: object, now: float) -> bool:
        """``link`` broke: its seat waits for its player (True if it held the seat)."""
        held = self.seats[seat]
        if held.link is not link:
            return False
        held.link, held.away_since = None, now
        return True

    def leave(self, seat: int, link: object) -> bool:
        """The player said goodbye: the seat is the AI's for good."""
        held = self.seats[seat]
        if held.link is not link:
            return False
        held.link, held.away_since, held.gone = None, None, True
        return True

    def expire(self, now: float) -> list[int]:
        """Seats whose player has been away too long: they are gone (returns them)."""
        out = []
        for s in self.remote:
            seat = self.seats[s]
            if seat.away_since is not None and now - seat.away_since >= RECONNECT_WINDOW:
                seat.away_since, seat.gone = None, True
                out.append(s)
        return out

    def presence(self, s: int, deciding: bool, now: float) -> tuple[str, int]:
        """Seat ``s``'s presence for the plates and the seconds left for its player to come back."""
        seat = self.seats[s]
        if seat.kind == "remote":
            if not seat.taken:
                return "open", 0
            if seat.gone:
                return "gone", 0
            if seat.away_since is not None:
                return "away", max(0, round(RECONNECT_WINDOW - (now - seat.away_since)))
        elif seat.kind == "ai" and not deciding:
            return "ai", 0
        return ("thinking" if deciding else "here"), 0

    def plays_ai(self, s: int) -> bool:
        """Does the AI play seat ``s`` now (an AI seat, or a remote seat without its player)?"""
        seat = self.seats[s]
        return seat.kind == "ai" or (seat.kind == "remote" and seat.taken and seat.link is None)

    # --- the autosave ------------------------------------------------------------------------
    def saved(self) -> dict[str, Any]:
        """What the host's autosave keeps (``Table.ui[AUTOSAVE_KEY]``): the table's id, its code, each
        seat's kind and token hash — so the same players rejoin when it is hosted again."""
        return {"version": ROOM_VERSION, "table": self.table, "code": self.code,
                "seats": [{"kind": s.kind, "token": None if s.gone else s.token} for s in self.seats]}

    @classmethod
    def restore(cls, data: Any, now: float) -> Room:
        """The room of a table hosted again: its players come back with their tokens (each
        has :data:`RECONNECT_WINDOW` seconds from now before the AI keeps their seat)."""
        body = want_object(data, "the saved room", ("version", "table", "code", "seats"))
        if body["version"] != ROOM_VERSION:
            raise ValueError(f"a saved room of version {body['version']!r}")
        seats = [want_object(s, "a saved seat", ("kind", "token")) for s in want_list(body["seats"], "seats")]
        room = cls([want_str(s["kind"], "kind") for s in seats], want_str(body["code"], "code"),
                   want_str(body["table"], "table"))
        for seat, saved in zip(room.seats, seats):
            if saved["token"] is not None:
                seat.token, seat.away_since = want_str(saved["token"], "token"), now
        return room
