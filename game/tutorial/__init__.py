"""Hướng dẫn: a guided first deal of each game, as data.

Each game's tutorial is one TOML file in ``game/tutorial/data/`` (shipped in the wheel and
the PyInstaller bundle): the table (mode, names, who banks, the scripted hands in RULES.md
notation — the same scripted deal as ``sim --hands``) and the steps, in order.  A step is
either a *move* (``"0 Bet 20"``, :mod:`game.match.moves`) — the player's, with what to click
and what the coach says, or an AI seat's — or a *note*: a short explanation the player reads
and closes.  The moves are every move of the deal, so it always goes the same way:
:class:`ScriptedAgent` plays the AI seats' moves through the ordinary agent interface, and
:meth:`Tutorial.check` plays the whole script through the engine.

The table's coach (``game.ui.table.coach``) draws the bubbles and points at the clicks; nothing
of a tutorial is written in the table's code.  Its chips are not a profile's: the player sits
without a profile and nothing is saved.

Click targets: ``key:X`` the action-bar button whose key is X (``key:Enter``), ``chip:20`` the
chip worth 20, ``seat:2`` seat 2's plate, ``card:AD`` / ``piece:R`` one of the player's own
cards or pieces.
"""

from __future__ import annotations

import dataclasses
import random
import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Final

from game.catalog import Game, game, games
from game.engine.pieces import Piece
from game.engine.protocol import Action, Option, RoundState
from game.i18n import has, language, t
from game.match.match import HUMAN, Match, Seat
from game.match.moves import parse_move
from game.match.replay import SEAT_FIELDS
from game.match.turns import Turns
from game.shown.story import tiles_words

DATA: Final = Path(__file__).resolve().parent / "data"
SCRIPTED: Final = "random"  # the level the AI seats are seated at; the coach swaps in ScriptedAgent
SEED: Final = 1  # every tutorial deals from the same seed (the script fixes what matters)
TARGET: Final = re.compile(r"(key|chip|seat|card|piece):(\S+)")


@dataclass(frozen=True)
class Text:
    """A sentence in both languages; ``str()`` is the one the player reads now."""

    vi: str
    en: str

    def __str__(self) -> str:
        return self.vi if language() == "vi" else self.en


@dataclass(frozen=True)
class Step:
    """One step of a tutorial: a move (``seat``, ``action``) or, without one, a note."""

    say: Text | None = None
    seat: int | None = None
    action: Action | None = None
    clicks: tuple[str, ...] = ()  # what the player clicks to make the move (a note: to look at)
    wrong: Text | None = None  # why another move is not the one to make here
    moves_before: int = 0  # how many moves of the deal come before this step

    @property
    def is_note(self) -> bool:
        return self.action is None

    def forced(self, player: int) -> bool:
        """The player's move that is the only one they have (made for them, nothing to click)."""
        return self.seat == player and not self.clicks


@dataclass(frozen=True)
class Tutorial:
    """A game's guided deal; see the module docstring."""

    game: Game
    names: tuple[str, ...]  # "" is the player, who sits at ``player``
    player: int
    steps: tuple[Step, ...]
    mode: str = ""
    banker: int | None = None
    stake: int | None = None
    hands: str = ""
    options: Mapping[str, Option] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return self.game.key

    def moves(self) -> list[tuple[int, Action]]:
        """Every move of the deal, in order."""
        return [(s.seat, s.action) for s in self.steps if s.seat is not None and s.action is not None]

    def match(self, player_name: str) -> Match:
        """The table: the player (no profile: the chips are the tutorial's own) and the AI seats."""
        seats = [Seat(player_name if s == self.player else name, HUMAN if s == self.player else SCRIPTED)
                 for s, name in enumerate(self.names)]
        return Match(self.game.variant, seats, mode=self.mode or None, options=dict(self.options),
                     stake=self.stake, banker=self.banker, seed=SEED, script=self.hands)

    def agent(self, seat: int, played: Callable[[], int]) -> ScriptedAgent:
        """The agent of an AI seat: ``played()`` says how many moves the deal has had."""
        return ScriptedAgent(seat, tuple(self.moves()), played)

    def check(self) -> RoundState:
        """Play the whole script through the engine; the finished round, or ``ValueError``
        naming the first move that is not legal where it stands."""
        match = self.match("?")
        state, _ = match.start_round()
        moves = self.moves()
        turns: Turns[Any] = match.turns({s: self.agent(s, lambda: len(state.log))
                                         for s in range(len(self.names)) if s != self.player})
        forced = {i for i, step in enumerate(s for s in self.steps if not s.is_note) if step.forced(self.player)}
        for i, (seat, action) in enumerate(moves):
            if seat not in state.to_act() or action not in state.legal_actions(seat):
                raise ValueError(f"{self.key}: move {i + 1} ({seat}: {action}) is not legal there; "
                                 f"to act: {state.to_act()}")
            if i in forced and tuple(state.legal_actions(seat)) != (action,):
                raise ValueError(f"{self.key}: move {i + 1} ({seat}: {action}) has no clicks, but the player "
                                 "has other choices there")
            turns.apply(seat, action if seat == self.player else turns.ask(seat))  # the AI seats' agents move
            if turns.failures:
                raise ValueError(f"{self.key}: {turns.failures[0]}")
        if not state.is_over():
            raise ValueError(f"{self.key}: the deal is not over after its {len(moves)} moves")
        return state


class ScriptedAgent:
    """An AI seat that plays the tutorial's next move — the one the script gives it there.

    Asked out of turn (the script says another seat moves now) it raises, and the turn loop
    plays a legal move instead and reports the failure: a test of the script catches that.
    """

    level = SCRIPTED

    def __init__(self, seat: int, moves: tuple[tuple[int, Action], ...], played: Callable[[], int]) -> None:
        self.seat = seat
        self.script = moves
        self.played = played

    def choose(self, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
        done = self.played()
        if done >= len(self.script):
            raise RuntimeError(f"seat {self.seat} is asked to move after the script's last move")
        seat, action = self.script[done]
        if seat != self.seat or action not in legal:
            raise RuntimeError(f"the script's move {done + 1} is {seat}: {action}, not one for seat {self.seat} now")
        return action


def move_words(action: Action, name: Callable[[int], str], lang: str | None = None) -> str | None:
    """The player's own move in words, to say it is legal too ("gọi đôi Xe đen", "standing"),
    or ``None`` for a move the catalogue has no words for (``learn.yours.<Action>``).  Pieces
    are named, never written in the rule book's letters."""
    key = f"learn.yours.{type(action).__name__}"
    if not has(key):
        return None
    params: dict[str, Any] = {}
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        pieces = isinstance(value, tuple) and bool(value) and all(isinstance(p, Piece) for p in value)
        if pieces or isinstance(value, Piece):
            params[f.name] = tiles_words(value, lang)
        else:
            params[f.name] = value
            if f.name in SEAT_FIELDS and isinstance(value, int):
                params[f"{f.name}_name"] = name(value)
    return t(key, lang, **params)


def available() -> list[str]:
    """The games that have a tutorial, in menu order."""
    return [g.key for g in games() if (DATA / f"{g.key}.toml").is_file()]


@cache
def tutorial(key: str) -> Tutorial:
    """The tutorial of the game ``key`` (``KeyError`` if it has none, ``ValueError`` if it is bad)."""
    path = DATA / f"{key}.toml"
    if not path.is_file():
        raise KeyError(f"{key} has no tutorial")
    return parse(tomllib.loads(path.read_text(encoding="utf-8")), where=path.name)


def parse(doc: Mapping[str, Any], where: str = "tutorial") -> Tutorial:
    """A tutorial from its TOML document; ``ValueError`` saying what is wrong and where."""
    try:
        record = game(str(doc["game"]))
        names = tuple(str(n) for n in doc["names"])
        player = int(doc.get("player", 0))
        if not 0 <= player < len(names):
            raise ValueError(f"player {player} has no seat")
        types = record.variant.round_type.action_types
        steps: list[Step] = []
        moves = 0
        for i, raw in enumerate(doc["step"]):
            try:
                step = _step(raw, types, player, moves)
            except (KeyError, TypeError, ValueError) as exc:
                raise ValueError(f"step {i + 1}: {exc}") from None
            steps.append(step)
            moves += 0 if step.is_note else 1
        if not steps or not steps[-1].is_note:
            raise ValueError("the last step is a note closing the deal")
        out = Tutorial(record, names, player, tuple(steps), mode=str(doc.get("mode", "")),
                       banker=None if "banker" not in doc else int(doc["banker"]),
                       stake=None if "stake" not in doc else int(doc["stake"]), hands=str(doc.get("hands", "")),
                       options=dict(doc.get("options", {})))
    except KeyError as exc:
        raise ValueError(f"{where}: {exc.args[0]!r} is missing") from None
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{where}: {exc}") from None
    return out


def _step(raw: Mapping[str, Any], types: Sequence[type[Action]], player: int, moves_before: int) -> Step:
    unknown = set(raw) - {"say", "move", "clicks", "wrong"}
    if unknown:
        raise ValueError(f"unknown keys {sorted(unknown)}")
    say, wrong = _text(raw.get("say")), _text(raw.get("wrong"))
    clicks = tuple(str(c) for c in raw.get("clicks", ()))
    for c in clicks:
        if not TARGET.fullmatch(c):
            raise ValueError(f"{c!r} is not a click target (key:X, chip:N, seat:N, card:X, piece:X)")
    if "move" not in raw:
        if say is None:
            raise ValueError("a note says something")
        return Step(say, clicks=clicks, moves_before=moves_before)
    seat, action = parse_move(str(raw["move"]), types)
    if seat == player and bool(clicks) != (say is not None):
        raise ValueError("the player's move says what to do and where to click (or, forced, neither)")
    if seat != player and (clicks or wrong):
        raise ValueError("an AI seat's move has nothing to click")
    return Step(say, seat, action, clicks, wrong, moves_before)


def _text(raw: Any) -> Text | None:
    if raw is None:
        return None
    vi, en = str(raw["vi"]).strip(), str(raw["en"]).strip()
    if not vi or not en:
        raise ValueError("a text is written in both languages")
    return Text(vi, en)
