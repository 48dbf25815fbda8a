"""The round protocol every variant follows (DESIGN.md: OpenSpiel's contract, typed).

A round is created from a :class:`TableConfig` and a seed.  All randomness of the round
(the shuffle, a re-deal) comes from the deal's stream, derived one-way from the seed
(:mod:`game.engine.streams`), so the pair (config, seed) plus the list of applied actions
reproduces a round exactly: that list *is* the save format (:meth:`RoundState.to_dict`).

Subclasses implement ``_validate`` (raise :class:`IllegalAction`, touch nothing) and
``_apply`` (mutate, return events).  :meth:`RoundState.apply` calls one then the other,
so an illegal action can never leave a half-changed state behind.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, KeysView, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, Generic, TypeVar

from game.engine.codec import decode_action, encode_action
from game.engine.errors import IllegalAction, SaveError
from game.engine.events import Event, quick_init
from game.engine.fields import want_int, want_option, want_str
from game.engine.streams import DEAL, stream

# 2: the deal's stream is derived from the seed; 1: it was ``random.Random(seed)`` itself,
# which version-1 saves (autosaves of earlier releases) still replay with.
SAVE_VERSION = 2
READABLE_VERSIONS = (1, 2)
Option = bool | int | str
# Rule option keys renamed since saves were first written (one style: hyphens), read under
# their new names.  Old key -> new key.
OPTION_ALIASES: Final[Mapping[str, str]] = {
    "first_leader": "first-leader",  # Tam Cúc
    "ban_leader_only": "ban-leader-only",  # Tam Cúc
}
_DEAL_STREAM_OF_VERSION_1: ContextVar[bool] = ContextVar("deal_stream_of_version_1", default=False)


@contextmanager
def _version_1_deal_stream() -> Iterator[None]:
    token = _DEAL_STREAM_OF_VERSION_1.set(True)
    try:
        yield
    finally:
        _DEAL_STREAM_OF_VERSION_1.reset(token)


def deal_stream(seed: int) -> random.Random:
    """The random stream a round deals from (version 1 saves: ``Random(seed)`` itself)."""
    return random.Random(seed) if _DEAL_STREAM_OF_VERSION_1.get() else stream(seed, DEAL)


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions.  Subclasses are frozen dataclasses with typed fields."""


@quick_init  # a match makes the next round's config once or twice a round
@dataclass(frozen=True, slots=True)
class TableConfig:
    """Everything a round needs to know about the table it is played at.

    ``balances`` are the seats' chips when the round starts (for funds checks: a round
    never lets anybody stake what they could not pay).  ``banker`` is the chương / cái /
    nhà cái, or for Tam Cúc the seat that leads (``None`` on a first deal: bắt cái).
    ``carry`` is a pot left over from the previous round (cào rùa's indivisible remainder).
    ``script`` is a scripted deal, ``"H0 | H1 | …"`` in RULES.md notation (tests, tutorials,
    ``sim --hands``); empty: the shuffle alone decides.  A game that deals again within a round
    reads each later deal after a ``;`` (Bài Cào's ván phụ: ``"… ; H0 | H1 | …"``).
    """

    n_seats: int
    mode: str = ""
    options: Mapping[str, Option] = field(default_factory=dict)
    stake: int = 10
    min_bet: int = 10
    max_bet: int = 100
    balances: tuple[int, ...] = ()
    banker: int | None = 0
    carry: int = 0
    round_no: int = 1
    script: str = ""

    def __post_init__(self) -> None:
        if not self.balances:
            object.__setattr__(self, "balances", (1000,) * self.n_seats)
        if len(self.balances) != self.n_seats:
            raise ValueError(f"{self.n_seats} seats but {len(self.balances)} balances")

    def option(self, key: str) -> Any:
        return self.options[key]

    def to_dict(self) -> dict[str, Any]:
        return {
            "n_seats": self.n_seats,
            "mode": self.mode,
            "options": dict(self.options),
            "stake": self.stake,
            "min_bet": self.min_bet,
            "max_bet": self.max_bet,
            "balances": list(self.balances),
            "banker": self.banker,
            "carry": self.carry,
            "round_no": self.round_no,
            **({"script": self.script} if self.script else {}),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TableConfig:
        try:
            cfg = cls(
                n_seats=want_int(d["n_seats"], "n_seats"),
                mode=str(d.get("mode", "")),
                options={OPTION_ALIASES.get(str(k), str(k)): want_option(v, f"option {k}")
                         for k, v in dict(d.get("options", {})).items()},
                stake=want_int(d["stake"], "stake"),
                min_bet=want_int(d["min_bet"], "min_bet"),
                max_bet=want_int(d["max_bet"], "max_bet"),
                balances=tuple(want_int(b, "a balance") for b in d["balances"]),
                banker=None if d.get("banker") is None else want_int(d["banker"], "banker"),
                carry=want_int(d.get("carry", 0), "carry"),
                round_no=want_int(d.get("round_no", 1), "round_no"),
                script=want_str(d.get("script", ""), "script"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"bad table config: {exc}") from exc
        return cfg


class LazyMapping(Mapping[str, Any]):
    """A finished round's summary or save, written out when first read.

    Summaries name every hand in notation and saves encode every action, which costs a
    noticeable share of a round; the bench and the arena read neither.  ``make`` must
    depend only on values the round will not change any more (it is called after the
    round is over, or later).
    """

    __slots__ = ("_data", "_make")

    def __init__(self, make: Callable[[], dict[str, Any]]) -> None:
        self._make: Callable[[], dict[str, Any]] | None = make
        self._data: dict[str, Any] = {}

    def _read(self) -> dict[str, Any]:
        if self._make is not None:
            self._data, self._make = self._make(), None
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self._read()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read())

    def keys(self) -> KeysView[str]:  # the dict's own: ``dict(summary)`` and ``**summary`` at C speed
        return self._read().keys()

    def written(self) -> dict[str, Any]:
        """The mapping written out, as the plain dict it keeps (read it, never change it): ``{**summary}``
        and ``dict(summary)`` ask :meth:`__getitem__` for each key, a Python-level call each."""
        return self._read()

    def __len__(self) -> int:
        return len(self._read())

    def __repr__(self) -> str:
        return repr(self._read())


@quick_init
@dataclass(frozen=True, slots=True)
class RoundResult:
    """What a finished round means in chips (or, for Tam Cúc, points).

    ``deltas[s]`` is seat ``s``'s change; ``fees`` went to the table's fee sink; ``carry``
    is the net change of the pot left on the table for the next round.  Always
    ``sum(deltas) + fees + carry == 0``.  ``next_banker`` is who holds the bank (or leads)
    next round when the rules decide it (cướp chương, the winner of the last trick).
    """

    deltas: tuple[int, ...]
    fees: int = 0
    carry: int = 0
    next_banker: int | None = None
    summary: Mapping[str, Any] = field(default_factory=dict)

    def balanced(self) -> bool:
        return sum(self.deltas) + self.fees + self.carry == 0


S = TypeVar("S", bound="RoundState[Any]")
V = TypeVar("V")


class RoundState(ABC, Generic[V]):
    """One round (one deal) of a variant, whose seats see views of type ``V``.
    See the module docstring for the contract."""

    variant_key: ClassVar[str]
    action_types: ClassVar[tuple[type[Action], ...]]

    def __init__(self, config: TableConfig, seed: int) -> None:
        self.config = config
        self.seed = seed
        self.save_version = 1 if _DEAL_STREAM_OF_VERSION_1.get() else SAVE_VERSION
        self.rng = deal_stream(seed)
        self.log: list[tuple[int, Action]] = []
        self.opening: list[Event] = []

    # --- the protocol -------------------------------------------------------------
    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats whose decision is awaited (several at once for simultaneous choices)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> Sequence[Action]:
        """Every action ``seat`` may take now (empty if it is not their turn)."""

    @abstractmethod
    def _validate(self, seat: int, action: Action) -> None:
        """Raise :class:`IllegalAction` with a reason if ``action`` is not legal now."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out a validated action."""

    @abstractmethod
    def view(self, seat: int | None) -> V:
        """Exactly what ``seat`` may know (``None``: a spectator's public view)."""

    def agent_view(self, seat: int) -> V:
        """:meth:`view` for an agent in the turn loop's hot loop (``Turns.play_out``): equal
        to it, but a round may leave costly parts to build when first read, so long as a view
        still held when the round changes is completed first (Xì Dách's seats and table
        fields: ``SeatViewCache.hand_out``, ``engine.view.fields_later``).  Read it on the
        thread that applies actions."""
        return self.view(seat)

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> RoundResult:
        """The outcome; only valid once :meth:`is_over`."""

    def start_events(self) -> list[Event]:
        """The events of setting the round up (shuffle, deal), for the table to animate.

        Subclasses fill ``self.opening`` in ``__init__``; this only reads it.
        """
        return list(self.opening)

    @abstractmethod
    def permute_hidden(self: S, seat: int, rng: random.Random) -> S:
        """A copy where every card ``seat`` cannot see is shuffled among those places.

        Used by tests: ``view(seat)`` and any agent's choice must not change.
        """

    # --- shared mechanics ---------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        if not isinstance(action, self.action_types):
            raise IllegalAction(
                f"{type(action).__name__} is not an action of {self.variant_key}",
                key="illegal.not_this_game",
            )
        if seat not in self.to_act():  # nobody acts once the round is over: say which it is
            if self.is_over():
                raise IllegalAction("the round is over", key="illegal.round_over")
            raise IllegalAction(f"it is not seat {seat}'s turn", key="illegal.not_your_turn")
        self._validate(seat, action)
        events = self._apply(seat, action)
        self.log.append((seat, action))
        return events

    def to_dict(self) -> dict[str, Any]:
        """A versioned JSON-able save: config, seed and the actions taken so far."""
        return {
            "version": self.save_version,
            "variant": self.variant_key,
            "config": self.config.to_dict(),
            "seed": self.seed,
            "actions": [[seat, encode_action(a)] for seat, a in self.log],
        }

    @classmethod
    def from_dict(cls: type[S], data: Mapping[str, Any]) -> S:
        """Rebuild a round by replaying its actions; :class:`SaveError` if it cannot be."""
        try:
            version = data.get("version")
            if version not in READABLE_VERSIONS:
                raise SaveError(f"unsupported save version {version!r}")
            if data.get("variant") != cls.variant_key:
                raise SaveError(f"save is for {data.get('variant')!r}, not {cls.variant_key}")
            seed = want_int(data["seed"], "seed")
            config = TableConfig.from_dict(data["config"])
            if version == 1:
                with _version_1_deal_stream():
                    state = cls(config, seed)
            else:
                state = cls(config, seed)
            for seat, encoded in data["actions"]:
                state.apply(want_int(seat, "a seat"), decode_action(encoded, cls.action_types))
        except SaveError:
            raise
        except (IllegalAction, KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(f"save cannot be replayed: {exc}") from exc
        return state
