"""What a game's rules are, as the rest of the program sees them: a :class:`Variant`.

Only rules live here — limits, modes, options, the round type, hand notation.  Agents,
the table scene and the rules help are joined to it in one record per game in
:mod:`game.catalog`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from game.engine.events import Event
from game.engine.protocol import Option, RoundState, TableConfig
from game.engine.view import Label


@dataclass(frozen=True)
class RuleOption:
    """One house-rule setting (RULES.md names each).

    ``house`` is its value in the "Luật nhà" preset (``None``: same as the default);
    ``modes`` lists the modes it matters in, ``players`` the player counts (empty: all).  Labels and one-line
    explanations live in the catalogue under ``opt.<variant>.<key>`` and ``….help``;
    each choice of an enumeration under ``opt.<variant>.<key>.<choice>``.
    """

    key: str
    default: Option
    choices: tuple[Option, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    house: Option | None = None
    modes: tuple[str, ...] = ()
    players: tuple[int, ...] = ()

    def __hash__(self) -> int:
        # Equal options have equal keys; rounds hash their game's options on every deal.
        return hash(self.key)

    def validate(self, value: object) -> Option:
        """Return ``value`` if acceptable, else raise ``ValueError`` saying what is."""
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"{self.key} is on/off (true or false), not {value!r}")
            return value
        if isinstance(self.default, int):
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{self.key} is a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"{self.key} must be at least {self.minimum}, not {value}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"{self.key} must be at most {self.maximum}, not {value}")
            if self.choices and value not in self.choices:
                raise ValueError(f"{self.key} must be one of {list(self.choices)}, not {value}")
            return value
        if not isinstance(value, str) or (self.choices and value not in self.choices):
            raise ValueError(f"{self.key} must be one of {list(self.choices)}, not {value!r}")
        return value

    def parse(self, text: str) -> Option:
        """Parse the text of a ``--rule KEY=VALUE`` argument."""
        t = text.strip()
        value: object = t
        if isinstance(self.default, bool):
            lowered = t.lower()
            if lowered in ("1", "true", "on", "yes"):
                value = True
            elif lowered in ("0", "false", "off", "no"):
                value = False
        elif isinstance(self.default, int):
            try:
                value = int(t)
            except ValueError:
                raise ValueError(f"{self.key} is a whole number, not {text!r}") from None
        return self.validate(value)

    @property
    def house_value(self) -> Option:
        return self.default if self.house is None else self.house


class Variant(ABC):
    """A game's rules: its limits, modes, options, round type and hand notation.

    ``modes`` are the modes a round is played in.  ``choice_modes`` are table modes in
    which the table chooses, before each round, which of several round modes that round
    plays (Ba Cây's chọn từng ván); a round itself is always played in one of ``modes``.
    """

    key: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    ui_max_players: ClassVar[int] = 12
    modes: ClassVar[tuple[str, ...]] = ("",)
    choice_modes: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    banker_modes: ClassVar[tuple[str, ...]] = ()
    options: ClassVar[tuple[RuleOption, ...]] = ()
    round_type: ClassVar[type[RoundState]]
    default_stake: ClassVar[int] = 10
    default_max_bet: ClassVar[int] = 100
    scores_points: ClassVar[bool] = False  # Tam Cúc: deltas are points, not chips (unless played for chips)
    # Players bet amounts between the table's minimum and maximum bet; False: the stake alone
    # sets what a round is worth (Tam Cúc for chips: a point is a stake), and a table asks no bets.
    bets: ClassVar[bool] = True

    @property
    def default_mode(self) -> str:
        return self.modes[0]

    @property
    def table_modes(self) -> tuple[str, ...]:
        """Every mode a table may be set to: the round modes, then the modes that choose per round."""
        return (*self.modes, *self.choice_modes)

    def round_modes(self, mode: str) -> tuple[str, ...]:
        """The modes a round at a table set to ``mode`` may be played in (a fixed mode: itself)."""
        if mode in self.choice_modes:
            return self.choice_modes[mode]
        if mode in self.modes:
            return (mode,)
        if self.table_modes == ("",):
            raise ValueError(f"{self.key} is played one way only: it has no mode {mode!r}")
        raise ValueError(f"{self.key} has no mode {mode!r}; modes: {', '.join(self.table_modes)}")

    def has_banker(self, mode: str) -> bool:
        return mode in self.banker_modes

    def option(self, key: str) -> RuleOption:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(f"{self.key} has no rule option {key!r}; it has: "
                       + ", ".join(o.key for o in self.options))

    def applies(self, opt: RuleOption, n_seats: int, mode: str) -> bool:
        """Does ``opt`` change anything at ``n_seats`` players in table mode ``mode``?"""
        return (not opt.players or n_seats in opt.players) and (
            not opt.modes or any(m in opt.modes for m in self.round_modes(mode)))

    def check_applies(self, n_seats: int, mode: str, keys: Iterable[str]) -> None:
        """``ValueError`` naming the first of ``keys`` that has no effect at this table."""
        for key in keys:
            opt = self.option(key)
            if opt.players and n_seats not in opt.players:
                counts = ", ".join(map(str, opt.players))
                raise ValueError(f"{self.key} rule {key} applies only with {counts} players, not {n_seats}")
            if not self.applies(opt, n_seats, mode):
                raise ValueError(f"{self.key} rule {key} applies only in mode {', '.join(opt.modes)}, not {mode}")

    def check_together(self, n_seats: int, options: Mapping[str, Option]) -> None:
        """``ValueError`` if these options cannot be played together (default: any can)."""
        return None

    def plays_for_chips(self, config: TableConfig) -> bool:
        """Are a round's deltas chips (moved through the ledger and the profiles) rather than points?"""
        return not self.scores_points

    def chips_needed(self, config: TableConfig) -> int:
        """The chips a seat must hold to be dealt in: the least it may stake (points games: 0).

        It must read only the table's settings (seats, mode, options, stake, bets), never the
        balances, the bank or the round number: a match keeps it per mode (``Match.short_of_chips``)."""
        return max(config.stake, config.min_bet) if self.plays_for_chips(config) else 0

    def preset(self, name: str) -> dict[str, Option]:
        """``"goc"`` (Theo luật gốc: the defaults) or ``"nha"`` (Luật nhà)."""
        if name == "goc":
            return {o.key: o.default for o in self.options}
        if name == "nha":
            return {o.key: o.house_value for o in self.options}
        raise KeyError(f"unknown preset {name!r}")

    def make_config(
        self,
        n_seats: int,
        *,
        mode: str | None = None,
        options: Mapping[str, object] | None = None,
        strict: bool = False,
        **fields: Any,
    ) -> TableConfig:
        """A validated table config: defaults filled in, bad values refused (ValueError).

        ``mode`` may be a choice mode: the config is then made in the first mode it chooses
        from (a match picks each round's).  ``strict`` (the CLI: the user named each option)
        also refuses an option that has no effect at this many players or in this mode; a
        preset, which names every option, is taken as it is.
        """
        if not self.min_players <= n_seats <= self.max_players:
            raise ValueError(
                f"{self.title} is played by {self.min_players}–{self.max_players} players, not {n_seats}"
            )
        table_mode = self.default_mode if mode is None else mode
        round_mode = self.round_modes(table_mode)[0]
        chosen = self.preset("goc")
        for key, value in (options or {}).items():
            chosen[key] = self.option(key).validate(value)
        if strict:
            self.check_applies(n_seats, table_mode, (options or {}).keys())
        self.check_together(n_seats, chosen)
        fields.setdefault("stake", self.default_stake)
        fields.setdefault("min_bet", fields["stake"])
        fields.setdefault("max_bet", max(self.default_max_bet, fields["min_bet"]))
        if self.has_banker(round_mode):
            fields.setdefault("banker", 0)
        else:
            fields.setdefault("banker", None)
        cfg = TableConfig(n_seats=n_seats, mode=round_mode, options=chosen, **fields)
        if cfg.stake <= 0 or cfg.min_bet <= 0 or cfg.min_bet > cfg.max_bet:
            raise ValueError("stakes must be positive, with minimum bet ≤ maximum bet")
        if cfg.banker is not None and not 0 <= cfg.banker < n_seats:
            raise ValueError(f"banker seat {cfg.banker} is not at this table")
        return cfg

    def new_round(self, config: TableConfig, seed: int) -> RoundState:
        return self.round_type(config, seed)

    def load_round(self, data: Mapping[str, Any]) -> RoundState:
        return self.round_type.from_dict(data)

    # --- what each game provides --------------------------------------------------
    @abstractmethod
    def describe_hand(self, text: str) -> dict[str, Any]:
        """Evaluate a hand written in notation; ``NotationError``/``ValueError`` if bad.

        The dict always has ``"cards"`` (the hand in ASCII notation) and a ``"name"``
        (what players call it, in Vietnamese), plus the game's own keys.
        """

    @abstractmethod
    def compare(self, a: str, b: str) -> str | None:
        """``"a"``, ``"b"`` or ``None`` (tie / push) for two hands in notation."""

    def hand_record(self, state: RoundState, seat: int) -> tuple[str, tuple[int, ...]] | None:
        """``seat``'s hand in a finished round as (name, rank) for the "best hand" statistic
        (higher rank = better), or ``None`` when the game has no such notion."""
        return None

    def hand_kinds(self, state: RoundState, seat: int) -> tuple[Label, ...]:
        """What ``seat`` made of a finished round, for the statistics' "hands by kind": the hand's
        name ("10 nút", "ba tiên", "ngũ linh"), a kết or đè, a trình làng (none: nothing to count)."""
        return ()

    def deals_again(self, event: Event) -> bool:
        """Does ``event`` begin a new deal within the round (Bài Cào's ván phụ)?  A replay shows
        each such deal as a step of its own, after the step that shows why it is dealt."""
        return False

    def story(self, event: Event, config: TableConfig, names: Sequence[str], lang: str | None = None) -> str | None:
        """An event of a round at ``config`` told as this game's table tells it in its log, for a
        replay's narration: a line, ``""`` when another line tells it, or ``None`` (told the common
        way)."""
        return None
