"""The messages of a family table across the network, and their schemas.

Every message is one JSON object ``{"v": PROTOCOL, "type": NAME, field: value, ...}``.  Its
schema is the frozen dataclass below called ``NAME``: :func:`parse` checks the version, that
the type is one the receiving side accepts, that every field is there with exactly its type
(strictly: ``true`` is not a number) and nothing else, then the message's own bounds
(:meth:`Message.check`: lengths, ranges, known words).  The game's own payloads — an action,
the events of a move, a view — are plain JSON here and decoded by :class:`game.net.wire.Wire`
with the game's types.  Anything that fails is :class:`BadMessage`, and nothing of it is used.

Client → host: :class:`Hello`, :class:`Act`, :class:`Mode`, :class:`React`, :class:`Bye`.
Host → client: :class:`Welcome`, :class:`Refused`, :class:`Seats`, :class:`Presence`,
:class:`Deal`, :class:`Move`, :class:`Settled`, :class:`Record`, :class:`AskMode`,
:class:`Reaction`, :class:`Closed`.  docs/network.md tells the conversation.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Final

from game.engine.codec import decode_action, encode_action
from game.shown.table import RoundFacts

PROTOCOL: Final = 1  # raised when a message changes shape; a peer of another version is refused at hello
MAX_MESSAGE: Final = 64 * 1024  # bytes of one message from a client (the host's own may be larger: a resync)
MAX_FROM_HOST: Final = 1024 * 1024
MAX_NAME: Final = 24  # characters of a player's name
MAX_SEATS: Final = 17  # the most seats any game has (Bài Cào)
CODE_DIGITS: Final = 6
TOKEN_CHARS: Final = 22  # secrets.token_urlsafe(16)
# Quick reactions: the words are the catalogue's (net.react.<key>), the keys are the protocol's.
REACTIONS: Final = ("hay-qua", "nhanh-len", "cam-on", "xin-loi", "haha", "wow", "tiec-qua", "chuc-mung")
# What the plates show of a seat: its kind, and whether its player is there.
KINDS: Final = ("host", "remote", "ai")  # played at the host's computer, from another computer, by the AI
PRESENCE: Final = (
    "here",  # connected (or at the host's computer), not deciding
    "thinking",  # its decision is awaited (a person deciding, an AI computing)
    "open",  # a remote seat nobody has taken yet
    "away",  # its player dropped: the AI (normal) plays for it while it may come back
    "gone",  # its player did not come back in time: the AI plays it to the end
    "ai",  # an AI seat
)
OVER: Final = "net.closed.over"  # Closed.key after the host's last round
_CODE = re.compile(r"[0-9]{6}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{22}")
_WORD = re.compile(r"[a-z0-9][a-z0-9._-]{0,63}")  # a catalogue key, a game, a mode, a portrait


class BadMessage(ValueError):
    """A message that is not one of ours: malformed, of another version or an unknown type,
    or out of its bounds.  ``str()`` says which, for the log and the refusal."""


class Message:
    """Base of the messages (each a frozen dataclass)."""

    def check(self) -> None:
        """The message's own bounds, beyond its fields' types (``BadMessage``)."""


def _name(value: str, what: str) -> None:
    if not 1 <= len(value) <= MAX_NAME or not value.isprintable() or value.strip() != value:
        raise BadMessage(f"{what} must be 1 to {MAX_NAME} printable characters")


def _word(value: str, what: str) -> None:
    if not _WORD.fullmatch(value):
        raise BadMessage(f"{what} is not a word of the protocol: {value[:40]!r}")


def _seat(value: int | None, what: str = "seat") -> None:
    if value is not None and not 0 <= value < MAX_SEATS:
        raise BadMessage(f"{what} {value} is not a seat")


def _count(value: int, what: str, most: int = 10**9) -> None:
    if not 0 <= value <= most:
        raise BadMessage(f"{what} is out of range: {value}")


# --- client → host ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Hello(Message):
    """A player asks for a seat: the room code, their name and portrait, and the seat token
    of a seat they held (to come back into it), or None for a free seat."""

    code: str
    name: str
    avatar: str | None = None
    token: str | None = None

    def check(self) -> None:
        if not _CODE.fullmatch(self.code):
            raise BadMessage("the room code is six digits")
        _name(self.name, "the name")
        if self.avatar is not None:
            _word(self.avatar, "the portrait")
        if self.token is not None and not _TOKEN.fullmatch(self.token):
            raise BadMessage("a seat token is 22 characters")


@dataclass(frozen=True)
class Act(Message):
    """``seat`` plays ``action`` (the game's action, as a save writes it); ``ref`` is the
    client's number for the request, named again by a refusal."""

    seat: int
    ref: int
    action: Any

    def check(self) -> None:
        _seat(self.seat)
        _count(self.ref, "ref")


@dataclass(frozen=True)
class Mode(Message):
    """``seat`` chooses the next round's mode (chọn từng ván), as :class:`AskMode` asked."""

    seat: int
    ref: int
    mode: str

    def check(self) -> None:
        _seat(self.seat)
        _count(self.ref, "ref")
        _word(self.mode, "the mode")


@dataclass(frozen=True)
class React(Message):
    """A quick reaction (one of :data:`REACTIONS`) by the sender's plate."""

    reaction: str

    def check(self) -> None:
        if self.reaction not in REACTIONS:
            raise BadMessage(f"no reaction is called {self.reaction[:40]!r}")


@dataclass(frozen=True)
class Bye(Message):
    """The player leaves for good: the seat's token is forgotten, the AI plays it on."""


# --- host → client ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Welcome(Message):
    """The seat is yours.  ``token`` brings you back into it (keep it); the table as it
    stands: the game, its table mode and rules, the seats, the match so far (``rounds``:
    how many rounds the host will play, 0 for as many as it likes)."""

    seat: int
    token: str
    table: str  # the table's id (the host's autosave keeps it: the same seats when hosted again)
    game: str
    mode: str
    options: dict[str, Any]
    stake: int
    rounds: int
    round_no: int  # rounds played so far
    balances: tuple[int, ...]
    score: tuple[int, ...]

    def check(self) -> None:
        _seat(self.seat)
        if not _TOKEN.fullmatch(self.token) or not _TOKEN.fullmatch(self.table):
            raise BadMessage("a seat token and a table id are 22 characters")
        _word(self.game, "the game")
        if self.mode:
            _word(self.mode, "the mode")
        _count(self.stake, "the stake")
        _count(self.rounds, "rounds")
        _count(self.round_no, "round_no")
        if not 2 <= len(self.balances) <= MAX_SEATS or len(self.score) != len(self.balances):
            raise BadMessage("balances and score hold one number per seat")


@dataclass(frozen=True)
class Refused(Message):
    """A request refused: ``key`` names the reason in the catalogue (with ``params``),
    ``text`` says it in English (logs, the command line); ``ref``: the request's (None: the
    hello — the connection then closes)."""

    ref: int | None
    key: str
    params: dict[str, Any]
    text: str

    def check(self) -> None:
        if self.ref is not None:
            _count(self.ref, "ref")
        _word(self.key, "the reason")
        if len(self.text) > 500:
            raise BadMessage("a reason is at most 500 characters")


@dataclass(frozen=True)
class Seats(Message):
    """Who sits where: names, portraits and kinds (:data:`KINDS`), sent when one changes."""

    names: tuple[str, ...]
    avatars: tuple[str | None, ...]
    kinds: tuple[str, ...]

    def check(self) -> None:
        if not 2 <= len(self.names) <= MAX_SEATS or not len(self.names) == len(self.avatars) == len(self.kinds):
            raise BadMessage("one name, portrait and kind per seat")
        for name in self.names:
            _name(name, "a name")
        for avatar in self.avatars:
            if avatar is not None:
                _word(avatar, "a portrait")
        if any(k not in KINDS for k in self.kinds):
            raise BadMessage("a seat's kind is host, remote or ai")


@dataclass(frozen=True)
class Presence(Message):
    """Each seat's presence (:data:`PRESENCE`) for the plates; ``back_in``: seconds left for
    each away player to come back (0 where none)."""

    states: tuple[str, ...]
    back_in: tuple[int, ...]

    def check(self) -> None:
        if not 2 <= len(self.states) <= MAX_SEATS or len(self.back_in) != len(self.states):
            raise BadMessage("one presence per seat")
        if any(s not in PRESENCE for s in self.states):
            raise BadMessage("unknown presence")
        for left in self.back_in:
            _count(left, "back_in", 3600)


@dataclass(frozen=True)
class Deal(Message):
    """A round dealt — or, for a player who comes back mid-round, the round so far: what
    everybody knew before its first card (``facts``), every event this seat has been shown
    (redacted for it), and its view and legal actions after the last of the ``moves``."""

    facts: RoundFacts
    events: tuple[Any, ...]
    view: Any
    legal: tuple[Any, ...]
    moves: int

    def check(self) -> None:
        _count(self.moves, "moves")


@dataclass(frozen=True)
class Move(Message):
    """``seat`` made the round's move number ``moves``: its events as this seat sees them,
    and this seat's view and legal actions after it."""

    seat: int
    events: tuple[Any, ...]
    view: Any
    legal: tuple[Any, ...]
    moves: int

    def check(self) -> None:
        _seat(self.seat)
        _count(self.moves, "moves")


@dataclass(frozen=True)
class Settled(Message):
    """A round closed into the match: its row (as ``sim`` prints, less the summary, which
    names hands nobody was shown) and the chips each seat holds after it."""

    round: int
    deltas: tuple[int, ...]
    fees: int
    carry: int
    banker: int | None
    mode: str
    balances: tuple[int, ...]

    def check(self) -> None:
        _seat(self.banker, "banker")
        if len(self.deltas) != len(self.balances) or not 2 <= len(self.deltas) <= MAX_SEATS:
            raise BadMessage("one delta and balance per seat")


@dataclass(frozen=True)
class Record(Message):
    """The round just settled as this seat saw it, move by move, for its review and replay
    ("Xem lại nước đi"): the round's ``config`` (``TableConfig.to_dict``, never a scripted
    deal), a ``sample`` seed for a review that samples (derived one-way from the round's: it
    says nothing of the deal), the deal's ``events`` redacted for this seat with its ``view``
    and ``legal`` actions after it, then each of the round's ``moves`` as
    ``{"seat", "action", "events", "view", "legal"}`` — the action only where it was this
    seat's own (another's may name a piece laid face down), the events redacted for this seat,
    its view and legal actions after the move.  Sent to a seat whether or not it saw the
    whole round (it may have joined or come back mid-round)."""

    round: int
    config: dict[str, Any]
    sample: int
    events: tuple[Any, ...]
    view: Any
    legal: tuple[Any, ...]
    moves: tuple[dict[str, Any], ...]

    def check(self) -> None:
        _count(self.round, "round")
        _count(self.sample, "sample", 2**63)
        if self.config.get("script", ""):
            raise BadMessage("a round's record never holds its deal")
        for move in self.moves:
            if set(move) != {"seat", "action", "events", "view", "legal"}:
                raise BadMessage("a recorded move is its seat, action, events, view and legal actions")
            if type(move["seat"]) is not int:
                raise BadMessage("a recorded move's seat is a number")
            _seat(move["seat"])


@dataclass(frozen=True)
class AskMode(Message):
    """The next round's mode is yours to choose (chọn từng ván), one of ``choices``."""

    choices: tuple[str, ...]

    def check(self) -> None:
        if not 1 <= len(self.choices) <= 8:
            raise BadMessage("one to eight modes")
        for mode in self.choices:
            _word(mode, "a mode")


@dataclass(frozen=True)
class Reaction(Message):
    """``seat`` reacted (one of :data:`REACTIONS`): shown by its plate."""

    seat: int
    reaction: str

    def check(self) -> None:
        _seat(self.seat)
        React(self.reaction).check()


@dataclass(frozen=True)
class Closed(Message):
    """The table closes for this client: ``key`` says why (the host quit, the match is over,
    the connection broke the rules), ``text`` in English."""

    key: str
    text: str

    def check(self) -> None:
        _word(self.key, "the reason")
        if len(self.text) > 500:
            raise BadMessage("a reason is at most 500 characters")


TO_HOST: Final[tuple[type[Message], ...]] = (Hello, Act, Mode, React, Bye)
TO_CLIENT: Final[tuple[type[Message], ...]] = (Welcome, Refused, Seats, Presence, Deal, Move, Settled, Record,
                                               AskMode, Reaction, Closed)


def dumps(message: Message) -> str:
    """The message as the JSON text that travels."""
    return json.dumps({"v": PROTOCOL, **encode_action(message)}, ensure_ascii=False, separators=(",", ":"),
                      allow_nan=False)


def parse(text: str | bytes, accepts: tuple[type[Message], ...], size: int = MAX_MESSAGE) -> Message:
    """The message ``text`` holds, checked against its schema; :class:`BadMessage` otherwise."""
    if len(text) > size:
        raise BadMessage(f"a message of {len(text)} bytes; at most {size}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # not JSON, not UTF-8, a number too long, nested too deep
        raise BadMessage(f"not JSON: {str(exc)[:80]}") from None
    if type(data) is not dict:
        raise BadMessage("a message is a JSON object")
    version = data.pop("v", None)
    if version != PROTOCOL or type(version) is not int:
        raise BadMessage(f"protocol version {str(version)[:20]}; this program speaks {PROTOCOL}")
    try:
        message: Message = decode_action(data, accepts)
    except (ValueError, TypeError, RecursionError) as exc:
        raise BadMessage(str(exc)[:200]) from None
    message.check()
    return message
