"""Xem lại ván: a played round rebuilt from its save, step by step, told in words, and written
to (and read from) a small text file.

A round's save — table config, seed, the moves in order (:meth:`RoundState.to_dict`) — replays
it exactly, so a :class:`Replay` needs nothing else: the match keeps the save of its latest
rounds (:attr:`game.match.match.RoundRecord.replay`), and an exported round is that save in
a form a person can read (TOML, one move per line in the notation of :mod:`game.match.moves`)::

    format = "chieu-bai-round"
    game = "ba-cay"
    names = ["Lan", "Minh", "Hùng"]
    seed = 8216
    ...
    moves = [
      "1 Bet 20",
      "0 Ready",
    ]

``python -m game replay FILE`` prints :meth:`Replay.narrate`; the app opens the same file on
the real table (``python -m game --replay FILE``).
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.avatars import is_avatar, seat_avatars
from game.engine.cards import Card
from game.engine.codec import decode_action, encode_action
from game.engine.errors import SaveError
from game.engine.events import Announced, CardDealt, CardsRevealed, Event, Tile
from game.engine.fields import want_int, want_list, want_object, want_option, want_str
from game.engine.pieces import Piece
from game.engine.protocol import Action, RoundState, TableConfig
from game.engine.variant import Variant
from game.i18n import has, signed, t
from game.match.match import Match, RoundRecord, Seat
from game.match.moves import format_move, parse_move
from game.shown.story import announcement, tiles_words

FORMAT: Final = "chieu-bai-round"
FILE_VERSION: Final = 1
# Event fields that name a seat: the narrative says the seat's name (``{winner_name}``).
SEAT_FIELDS: Final = frozenset({"seat", "winner", "drawer", "cai", "target", "proposer", "maker", "challenger"})


@dataclass(frozen=True)
class Step:
    """What one step of a replay shows: a move and the events it made (unredacted) — or, of a
    move that deals again within the round, its ``part``-th piece of ``parts``: the move up to
    the first new deal, then each new deal (a ván phụ) with what follows it."""

    move: int  # the move's place in the round (0: the first)
    seat: int
    action: Action
    events: tuple[Event, ...]
    part: int = 0
    parts: int = 1

    @property
    def last(self) -> bool:
        """The move's last step: once shown, the round stands as the move left it."""
        return self.part == self.parts - 1


@dataclass(frozen=True)
class Replay:
    """One played round to watch again.

    ``save`` is the round's :meth:`RoundState.to_dict`; ``names`` the seats' names;
    ``deltas`` the result recorded when it was played (``None``: unknown), which
    :meth:`check` holds the replay to; ``avatars`` the seats' portraits as the table showed
    them (empty, or a seat's not a portrait: a choice fixed by the round's seed, :meth:`portraits`).
    """

    variant: Variant
    save: Mapping[str, Any]
    names: tuple[str, ...]
    round_no: int = 1
    deltas: tuple[int, ...] | None = None
    avatars: tuple[str | None, ...] = ()

    def __post_init__(self) -> None:
        if self.save.get("variant") != self.variant.key:
            raise ValueError(f"the round was played at {self.save.get('variant')!r}, not {self.variant.key}")
        if len(self.names) != self.config.n_seats:
            raise ValueError(f"{self.config.n_seats} seats but {len(self.names)} names")
        if self.avatars and len(self.avatars) != len(self.names):
            raise ValueError(f"{len(self.names)} names but {len(self.avatars)} portraits")

    @classmethod
    def of_record(cls, variant: Variant, record: RoundRecord, names: Sequence[str],
                  avatars: Sequence[str | None] = ()) -> Replay:
        """A round of a match's history (``ValueError`` if its moves were not kept)."""
        if record.replay is None:
            raise ValueError(f"round {record.round_no}'s moves are no longer kept")
        return cls(variant, record.replay, tuple(names), record.round_no, tuple(record.deltas), tuple(avatars))

    @classmethod
    def of_match(cls, match: Match, record: RoundRecord) -> Replay:
        """A round of ``match``'s history, its seats named and pictured as at the table."""
        return cls.of_record(match.variant, record, [s.name for s in match.seats], [s.avatar for s in match.seats])

    def portraits(self) -> list[str]:
        """Each seat's portrait: as recorded, and where none was (a file from before portraits
        were kept), one fixed by the round's seed, so the round looks the same every time."""
        chosen = list(self.avatars) or [None] * len(self.names)
        return seat_avatars(chosen, self.seed)

    # --- the round, at any step -----------------------------------------------------------
    @property
    def config(self) -> TableConfig:
        return TableConfig.from_dict(self.save["config"])

    @property
    def seed(self) -> int:
        return int(self.save["seed"])

    def moves(self) -> list[tuple[int, Action]]:
        """Every move of the round, in the order they were made."""
        types = self.variant.round_type.action_types
        return [(int(seat), decode_action(a, types)) for seat, a in self.save["actions"]]

    def __len__(self) -> int:
        return len(self.save["actions"])

    def state_at(self, step: int) -> RoundState:
        """The round after its first ``step`` moves (``SaveError`` if the save does not replay)."""
        if not 0 <= step <= len(self):
            raise ValueError(f"a step from 0 to {len(self)}, not {step}")
        return self.variant.load_round({**self.save, "actions": list(self.save["actions"][:step])})

    def steps(self) -> list[Step]:
        """The round step by step from the deal on: each move with the events it made
        (unredacted); a move that deals again within the round (:meth:`Variant.deals_again`:
        Bài Cào's ván phụ) is cut before each new deal, so the tie is seen before it."""
        state, deals_again = self.state_at(0), self.variant.deals_again
        out: list[Step] = []
        for move, (seat, action) in enumerate(self.moves()):
            events = state.apply(seat, action)
            bounds = [0, *(i for i, e in enumerate(events) if i and deals_again(e)), len(events)]
            parts = len(bounds) - 1
            out += [Step(move, seat, action, tuple(events[a:b]), part, parts)
                    for part, (a, b) in enumerate(itertools.pairwise(bounds))]
        return out

    def check(self) -> RoundState:
        """The finished round; ``ValueError`` if the moves do not finish it or give another result."""
        state = self.state_at(len(self))
        if not state.is_over():
            raise ValueError("the moves stop before the round is over")
        if self.deltas is not None and tuple(state.result().deltas) != self.deltas:
            raise ValueError(f"the moves give {list(state.result().deltas)}, not the recorded {list(self.deltas)}")
        return state

    def dealt(self) -> list[list[Tile]]:
        """Every card or piece each seat was given in the round, in order (the hands, face up)."""
        hands: list[list[Tile]] = [[] for _ in self.names]
        start = self.state_at(0)
        events = [*start.start_events(), *(e for step in self.steps() for e in step.events)]
        for e in events:
            if isinstance(e, CardDealt) and e.card is not None:
                hands[e.seat].append(e.card)
        return hands

    def match(self) -> Match:
        """A throwaway match whose next round is exactly this one (same config; the seed is
        :attr:`seed`), for the table to play it again.  Every seat is an AI that never moves:
        the replay makes the moves."""
        cfg = self.config
        seats = [Seat(name, "random", avatar=avatar) for name, avatar in zip(self.names, self.portraits(), strict=True)]
        m = Match(self.variant, seats, mode=cfg.mode,
                  options=dict(cfg.options), stake=cfg.stake, min_bet=cfg.min_bet, max_bet=cfg.max_bet,
                  balances=cfg.balances, banker=cfg.banker, script=cfg.script)
        m.replaying = True  # a seat short of chips by today's rules is not refilled: the record stands
        self.rewind(m, 0)
        m.current = None
        if m.config() != cfg:
            raise ValueError("this round's table cannot be set up again")
        return m

    def rewind(self, match: Match, step: int) -> RoundState:
        """Put ``match`` (from :meth:`match`) back as it was before the round, with the round
        after its first ``step`` moves in play; returns that round."""
        cfg = self.config
        match.balances, match.banker, match.carry = list(cfg.balances), cfg.banker, cfg.carry
        match.round_no, match.fees, match.score = cfg.round_no - 1, 0, [0] * cfg.n_seats
        match.history.clear()
        match.current = self.state_at(step)
        return match.current

    # --- in words ---------------------------------------------------------------------------
    def narrate(self, lang: str | None = None) -> list[str]:
        """The round as plain lines, as the table shows it to everybody (a card dealt face down
        is "?" until it is turned up; a chui'd piece is never named): the table, the deal, each
        step — a move and what it showed, a ván phụ — and the result."""
        cfg, names = self.config, self.names
        title = t(f"game.{self.variant.key}", lang) if has(f"game.{self.variant.key}") else self.variant.title
        head = [t("learn.narr.title", lang, game=title, n=self.round_no)]
        mode_key = f"mode.{self.variant.key}.{cfg.mode}"
        if cfg.mode and has(mode_key):
            head.append(t(mode_key, lang))
        if not self.variant.scores_points:
            head.append(t("learn.narr.stake", lang, amount=cfg.stake))
        lines = ["  ·  ".join(head), t("learn.narr.seats", lang, names=", ".join(names))]
        tell = Teller(self.variant, cfg, names, lang)
        lines += tell(public(self.state_at(0).start_events()))
        for step in self.steps():
            events = public(step.events)
            if step.part:  # a new deal of the same move
                lines += tell(events)
                continue
            said, events = _move_with_its_cards(step.seat, step.action, events, names, lang)
            lines.append(said)
            lines += [line for line in tell(events) if not _words_of(line) <= _words_of(said)]
        state = self.state_at(len(self))
        if state.is_over():
            lines.append(t("learn.narr.result", lang))
            lines += result_lines(state, names, lang)
        return lines

    # --- the file ------------------------------------------------------------------------------
    def to_text(self) -> str:
        """The round as an exported file (see the module docstring)."""
        cfg = self.config
        out = [
            f"# {t('learn.file.head', 'vi')}",
            f"# {t('learn.file.head', 'en')}",
            "# python -m game replay FILE   ·   python -m game --replay FILE",
            f"format = {_toml(FORMAT)}",
            f"version = {FILE_VERSION}",
            f"game = {_toml(self.variant.key)}",
            f"round = {self.round_no}",
            f"names = {_toml(list(self.names))}",
            f"avatars = {_toml(self.portraits())}",
            f"seed = {self.seed}",
            f"deal_stream = {int(self.save['version'])}",
            f"mode = {_toml(cfg.mode)}",
            f"stake = {cfg.stake}",
            f"min_bet = {cfg.min_bet}",
            f"max_bet = {cfg.max_bet}",
            f"balances = {_toml(list(cfg.balances))}",
            *([f"banker = {cfg.banker}"] if cfg.banker is not None else []),
            f"carry = {cfg.carry}",
            f"script = {_toml(cfg.script)}",
            *([f"result = {_toml(list(self.deltas))}"] if self.deltas is not None else []),
            "moves = [",
            *(f"  {_toml(format_move(seat, action))}," for seat, action in self.moves()),
            "]",
            "",
            "[options]",
            *(f"{key} = {_toml(value)}" for key, value in sorted(cfg.options.items())),
        ]
        return "\n".join(out) + "\n"


MAX_AMOUNT: Final = 10**12  # chips, stakes: far beyond any table's


@dataclass(frozen=True)
class FileHead:
    """What a round file says it holds, read without playing it (for a list of files)."""

    game: str
    round_no: int
    names: tuple[str, ...]
    deltas: tuple[int, ...] | None  # the recorded result (None: the file has none)


def peek(text: str) -> FileHead:
    """The game, round, seats and result a round file names (``ValueError`` if it is not one);
    :func:`read_text` checks them by playing the moves."""
    doc = _document(text)
    try:
        return FileHead(want_str(doc["game"], "game"), want_int(doc.get("round", 1), "round"),
                        tuple(str(n) for n in want_list(doc["names"], "names")),
                        tuple(want_int(d, "result") for d in want_list(doc["result"], "result"))
                        if "result" in doc else None)
    except KeyError as exc:
        raise ValueError(f"the round file has no {exc.args[0]!r}") from None


def _document(text: str) -> dict[str, Any]:
    """A round file's TOML, its format and version checked."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"not a round file: {exc}") from None
    except RecursionError:  # arrays nested thousands deep
        raise ValueError("not a round file: nested too deeply") from None
    if doc.get("format") != FORMAT:
        raise ValueError(f"not a round file (format = {FORMAT!r} is missing)")
    if doc.get("version") != FILE_VERSION:
        raise ValueError(f"round file version {doc.get('version')!r} is not one this program reads")
    return doc


def read_text(text: str, variants: Mapping[str, Variant]) -> Replay:
    """The round an exported file holds, checked by playing it (``ValueError`` saying what is wrong).

    The table is checked as the game checks a new one (players, mode, rules, stakes, banker:
    :meth:`Variant.make_config`), so a file naming a seat or a rule the game does not have is
    refused before it is played.
    """
    doc = _document(text)
    try:
        variant = variants[str(doc["game"])]
        names = tuple(want_str(n, "a name") for n in want_list(doc["names"], "names"))
        types = variant.round_type.action_types
        moves = [parse_move(want_str(m, "a move"), types) for m in want_list(doc["moves"], "moves")]
        options = {str(k): want_option(v, f"option {k}")
                   for k, v in want_object(doc.get("options", {}), "options").items()}
        try:
            config = variant.make_config(
                len(names), mode=want_str(doc["mode"], "mode"), options=options,
                stake=want_int(doc["stake"], "stake", 1, MAX_AMOUNT),
                min_bet=want_int(doc["min_bet"], "min_bet", 1, MAX_AMOUNT),
                max_bet=want_int(doc["max_bet"], "max_bet", 1, MAX_AMOUNT),
                balances=tuple(want_int(b, "balances", 0, MAX_AMOUNT) for b in want_list(doc["balances"], "balances")),
                banker=None if "banker" not in doc else want_int(doc["banker"], "banker"),
                carry=want_int(doc.get("carry", 0), "carry", 0, MAX_AMOUNT),
                round_no=want_int(doc.get("round", 1), "round", 1, MAX_AMOUNT),
                script=want_str(doc.get("script", ""), "script"),
            )
        except KeyError as exc:  # a rule the game does not have
            raise ValueError(str(exc.args[0])) from None
        if len(config.balances) != config.n_seats:
            raise ValueError(f"{config.n_seats} names but {len(config.balances)} balances")
        save = {"version": want_int(doc.get("deal_stream", 2), "deal_stream"), "variant": variant.key,
                "config": config.to_dict(), "seed": want_int(doc["seed"], "seed"),
                "actions": [[seat, encode_action(action)] for seat, action in moves]}
        deltas = tuple(want_int(d, "result") for d in want_list(doc["result"], "result")) if "result" in doc else None
        # Only pictures, read leniently: a file without them (older) or with one that names no
        # portrait is played with the choice :meth:`Replay.portraits` makes.
        avatars = doc.get("avatars")
        shown = tuple(a if is_avatar(a) else None for a in avatars) \
            if isinstance(avatars, list) and len(avatars) == len(names) else ()
        replay = Replay(variant, save, names, config.round_no, deltas, shown)
        replay.check()
    except KeyError as exc:
        raise ValueError(f"the round file has no {exc.args[0]!r}") from None
    except SaveError as exc:
        raise ValueError(f"the moves do not replay: {exc}") from None
    return replay


def move_line(seat: int, action: Action, names: Sequence[str], lang: str | None = None,
              shown: Sequence[Tile] | None = None) -> str:
    """One move in words: "Lan đặt 20", "Minh thách Hùng 30", "Bạn gọi R C H".  ``shown``: the
    mover's cards or pieces the table saw with the move; the move's others are "?" ("Minh úp
    ? ?"); ``None``: every one is named."""
    hide = None if shown is None else _Unseen(shown)
    values = {f.name: getattr(action, f.name) for f in dataclasses.fields(action)}
    if hide is not None:
        values = {k: hide(v) for k, v in values.items()}
    params: dict[str, Any] = {"name": names[seat]}
    for name, value in values.items():
        params.update(_param(name, value, names, lang))
    key = f"learn.move.{type(action).__name__}"
    if has(key):
        return t(key, lang, **params)
    fields = " ".join(tiles_words(v, lang) for v in values.values())
    return f"{names[seat]}: {type(action).__name__} {fields}".rstrip()


class _Unseen:
    """A move's cards or pieces as the table saw them: each one the table was shown stays,
    any other becomes ``None`` (said "?")."""

    def __init__(self, shown: Sequence[Tile]) -> None:
        self.pool = list(shown)

    def __call__(self, value: Any) -> Any:
        if isinstance(value, (tuple, list)):
            return tuple(self(v) for v in value)
        if isinstance(value, (Card, Piece)):
            if value in self.pool:
                self.pool.remove(value)
                return value
            return None
        return value


def public(events: Sequence[Event]) -> list[Event]:
    """``events`` as the table shows them to everybody (:meth:`Event.redacted_for` nobody)."""
    return [e.redacted_for(None) for e in events]


def result_lines(state: RoundState, names: Sequence[str], lang: str | None = None) -> list[str]:
    """Each seat's result: hand name where the game names hands, and the change."""
    result = state.result()
    view = state.view(None)
    seats = getattr(view, "seats", ())
    lines = []
    for s, name in enumerate(names):
        hand = getattr(seats[s], "hand", None) if s < len(seats) else None
        label = f" — {hand.text(lang)}" if hand is not None else ""  # a hand's name may hold its own brackets
        lines.append(t("learn.narr.delta", lang, name=name, hand=label, change=signed(result.deltas[s], lang)))
    if result.fees:
        lines.append(t("learn.narr.fees", lang, amount=result.fees))
    return lines


@dataclass(frozen=True)
class Teller:
    """Tells what the events of one step showed, in words, as the game's table does in its log
    (:meth:`Variant.story` first); chips and turns are left to the result."""

    variant: Variant
    config: TableConfig
    names: Sequence[str]
    lang: str | None

    def __call__(self, events: Sequence[Event]) -> list[str]:
        names, lang = self.names, self.lang
        lines: list[str] = []
        dealt: dict[int, list[Tile | None]] = {}
        for e in events:
            if isinstance(e, CardDealt):
                dealt.setdefault(e.seat, []).append(e.card)
                continue
            if dealt:
                lines.append(_dealt_line(dealt, names, lang))
                dealt = {}
            story = self.variant.story(e, self.config, names, lang)
            if story is not None:
                lines += [story] if story else []
            elif isinstance(e, CardsRevealed):
                lines.append(t("learn.narr.shows", lang, name=names[e.seat], cards=tiles_words(e.cards, lang)))
            elif isinstance(e, Announced):
                lines.append(_announced(e, names, lang))
            elif has(key := f"learn.ev.{type(e).__name__}"):
                params: dict[str, Any] = {}
                for f in dataclasses.fields(e):
                    params.update(_param(f.name, getattr(e, f.name), names, lang))
                lines.append(t(key, lang, **params))
        if dealt:
            lines.append(_dealt_line(dealt, names, lang))
        return lines


def _move_with_its_cards(seat: int, action: Action, events: Sequence[Event], names: Sequence[str],
                         lang: str | None) -> tuple[str, list[Event]]:
    """A move's line and the events left to tell.  A move that shows its maker's own cards — a
    turn-up, a card drawn — says them in one line ("Minh lật Tượng hồng.", "Lan rút 3S.") when
    the catalogue has ``learn.move.<Action>.cards``, instead of "Minh lật." and then "Minh lật: E"."""
    key = f"learn.move.{type(action).__name__}.cards"
    cards = [c for e in events for c in _own_cards(e, seat)]
    seen = [c for c in cards if c is not None]
    if not cards or not has(key):
        return move_line(seat, action, names, lang, seen), list(events)
    rest = [e for e in events if not _own_cards(e, seat)]
    if not seen:  # a card drawn face down: "Lan rút." says it
        return move_line(seat, action, names, lang, seen), rest
    return t(key, lang, name=names[seat], cards=tiles_words(cards, lang)), rest


def _own_cards(e: Event, seat: int) -> tuple[Tile | None, ...]:
    """The cards ``e`` gives or shows of ``seat``'s own: turned up by them, or dealt to them
    (``None``: face down)."""
    if isinstance(e, CardsRevealed) and e.seat == seat:
        return tuple(e.cards)
    if isinstance(e, CardDealt) and e.seat == seat:
        return (e.card,)
    return ()


def _words_of(line: str) -> set[str]:
    """A line's words: what the table then shows ("Lan: stands", "Hùng: Trình làng!") is told
    only when it says more than the move ("Lan stands.", "Hùng shows P P P P (trình làng).")."""
    return set(re.findall(r"\w+", line.casefold()))


def _dealt_line(dealt: Mapping[int, list[Tile | None]], names: Sequence[str], lang: str | None) -> str:
    hands = "  ·  ".join(f"{names[s]}: {tiles_words(cards, lang)}" for s, cards in sorted(dealt.items()))
    return t("learn.narr.dealt", lang, hands=hands)


def _announced(e: Announced, names: Sequence[str], lang: str | None) -> str:
    """A banner or log line as the table shows it ("Lan: Xì bàng!")."""
    return announcement(e, names[e.seat] if e.seat is not None else "", lang)


def _param(field: str, value: Any, names: Sequence[str], lang: str | None) -> dict[str, Any]:
    """A move's or an event's field as the catalogue strings take it."""
    if isinstance(value, bool) or value is None:
        return {field: value}
    if isinstance(value, int):
        out: dict[str, Any] = {field: value}
        if field in SEAT_FIELDS and 0 <= value < len(names):
            out[f"{field}_name"] = names[value]
        return out
    if isinstance(value, (Card, Piece, tuple, list)):
        return {field: tiles_words(value, lang)}
    return {field: str(value)}


def _toml(value: Any) -> str:
    """A TOML value (JSON's string escapes are TOML's)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, int):
        return str(value)
    return json.dumps(str(value), ensure_ascii=False)
