"""What the table-setup screen edits, without any widget: the game, seats, mode, banker, stakes
and house rules, checked in one sentence and turned into a :class:`Match`.

Kept apart from the screen so the rules of a valid table are tested without pygame-gui.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.avatars import seat_avatars
from game.catalog import game
from game.engine.protocol import Option, TableConfig
from game.engine.variant import RuleOption, Variant
from game.i18n import t
from game.match.match import HUMAN, Match, live_seed
from game.persist import Refused
from game.persist.profiles import check_name
from game.ui.screens.house_rules import applies
from game.ui.screens.quick_setup import AI_NAMES, START_CHIPS, SeatChoice, build_match, default_seats, seat_count

MAX_AMOUNT = 1_000_000  # far above any table; a bigger number is a typing slip
AI_STAKES = 20  # an AI seat brings this many table stakes (at least START_CHIPS)


def levels(variant: Variant) -> tuple[str, ...]:
    return (HUMAN, *game(variant.key).levels)


@dataclass
class TablePlan:
    """The table being set up.  Stakes are kept as typed, and read when checked.

    Every seat shows the portrait it will have, no two the same: a human seat its player's
    (``portraits``: each profile's, by its name casefolded) unless another human at the
    table has it, every other seat one nobody else has, in an order fixed by ``seed``.
    """

    variant: Variant
    player: str
    portraits: Mapping[str, str] = field(default_factory=dict)
    seed: int = field(default_factory=live_seed)
    seats: list[SeatChoice] = field(default_factory=list)
    mode: str = ""
    options: dict[str, Option] = field(default_factory=dict)
    stake: str = ""
    min_bet: str = ""
    max_bet: str = ""
    banker: int = 0

    @classmethod
    def new(cls, key: str, player: str, portraits: Mapping[str, str] | None = None, seed: int | None = None
            ) -> TablePlan:
        plan = cls(game(key).variant, player, dict(portraits or {}), live_seed() if seed is None else seed)
        plan.choose_game(key)
        return plan

    # --- choices ---------------------------------------------------------------------------------
    def choose_game(self, key: str) -> None:
        v = game(key).variant
        self.variant = v
        self.seats = default_seats(v, seat_count(key), self.player)
        self._deal()
        self.mode = v.default_mode
        self.options = v.preset("goc")
        self.stake = str(v.default_stake)
        self.min_bet = str(v.default_stake)
        self.max_bet = str(max(v.default_max_bet, v.default_stake))
        self.banker = 0

    def restore(self, memory: Mapping[str, Any] | None) -> None:
        """Take back the set-up the player last started for this game (see :meth:`memory`),
        keeping only what still applies: a mode, level or rule the game no longer has, or a
        seat count out of its limits, falls back to the default.  The first human seat is the
        current player's."""
        if not memory:
            return
        v = self.variant
        if memory["mode"] in v.modes:
            self.mode = memory["mode"]
        known = levels(v)
        seats = [SeatChoice(s["name"], s["level"] if s["level"] in known else "normal") for s in memory["seats"]]
        if v.min_players <= len(seats) <= v.ui_max_players:
            human = next((s for s in seats if s.level == HUMAN), None)
            if human is not None:
                human.name = self.player
            self.seats = seats
            self._deal()
        self.stake, self.min_bet, self.max_bet = (str(memory[k]) for k in ("stake", "min_bet", "max_bet"))
        self.banker = min(memory["banker"], len(self.seats) - 1)
        for opt in v.options:
            if opt.key in memory["options"]:
                with contextlib.suppress(ValueError):  # a value the rule no longer takes: default
                    self.options[opt.key] = opt.validate(memory["options"][opt.key])

    def memory(self) -> dict[str, Any]:
        """This set-up as the settings remember it (:func:`game.persist.settings.check_setup`);
        call it for a plan without a :meth:`problem`."""
        stake, low, high = self.amounts()
        return {"mode": self.mode, "seats": [{"name": s.name.strip(), "level": s.level} for s in self.seats],
                "stake": stake, "min_bet": low, "max_bet": high, "banker": self.banker, "options": dict(self.options)}

    def set_count(self, n: int) -> None:
        v = self.variant
        n = max(v.min_players, min(v.ui_max_players, n))
        while len(self.seats) < n:
            self.seats.append(SeatChoice(self._free_ai_name(), "normal"))
        del self.seats[n:]
        self.banker = min(self.banker, n - 1)
        self._deal()

    def switch_game(self, key: str, memory: Mapping[str, Any] | None, keep: tuple[str, ...] | None = None) -> None:
        """Another game, as last started (``memory``: :meth:`restore`); ``keep``: the seats stay
        as they were (:meth:`keep_seats`, with these levels beyond the game's: a family table)."""
        before = self.seats  # (choose_game makes a new list: these stay the last game's)
        self.choose_game(key)
        self.restore(memory)
        if keep is not None:
            self.keep_seats(before, keep)

    def keep_seats(self, before: Sequence[SeatChoice], also: tuple[str, ...] = ()) -> None:
        """Seat ``before`` (the last game's seats) at this game's table: as many as it seats
        (an AI seat added, or the last seats left out), each with its name, portrait and level
        — a level this game lacks (and ``also`` lacks: a family table's "remote") is normal."""
        v = self.variant
        n = max(v.min_players, min(v.ui_max_players, len(before)))
        known = (*levels(v), *also)
        self.seats = [SeatChoice(s.name, s.level if s.level in known else "normal", s.avatar) for s in before[:n]]
        while len(self.seats) < n:
            self.seats.append(SeatChoice(self._free_ai_name(), "normal"))
        self.banker = min(self.banker, n - 1)
        self._deal()

    def set_level(self, seat: int, level: str) -> None:
        """Change who sits at ``seat``; a seat that changes side gets a fitting name."""
        s = self.seats[seat]
        was_human = s.level == HUMAN
        s.level = level
        if level == HUMAN and not was_human:
            s.name = t("setup.player_n", n=sum(x.level == HUMAN for x in self.seats))
        elif level != HUMAN and was_human:
            s.name = self._free_ai_name()
        self._deal()

    def set_name(self, seat: int, name: str) -> None:
        """Name ``seat``; a human seat named as a player who has a portrait takes it (if free)."""
        self.seats[seat].name = name
        self._deal()

    def pick(self, seat: int, avatar: str) -> None:
        """``seat`` shows ``avatar``; an AI seat that had it takes this seat's in exchange.
        ``ValueError`` with the sentence to show when a human seat has it."""
        other = next((i for i, s in enumerate(self.seats) if i != seat and s.avatar == avatar), None)
        if other is not None:
            if self.seats[other].level == HUMAN:
                raise ValueError(t("setup.portrait.taken", name=self.seats[other].name))
            self.seats[other].avatar = self.seats[seat].avatar
        self.seats[seat].avatar = avatar

    def taken(self, seat: int) -> dict[str, str]:
        """The portraits ``seat`` cannot take (the other human seats'), each with why not."""
        return {s.avatar: t("setup.portrait.taken", name=s.name) for i, s in enumerate(self.seats)
                if i != seat and s.level == HUMAN and s.avatar is not None}

    def _deal(self) -> None:
        """Every human seat named as a player with a portrait no other human seat has takes it
        (an AI seat holding it gets this seat's instead); every seat still without one gets
        one nobody at the table has."""
        for i, s in enumerate(self.seats):
            own = self.portraits.get(" ".join(s.name.split()).casefold())  # spaced as a profile's name is
            if s.level == HUMAN and own is not None and own != s.avatar and own not in self.taken(i):
                self.pick(i, own)
        for s, avatar in zip(self.seats, seat_avatars([s.avatar for s in self.seats], self.seed)):
            s.avatar = avatar

    def _free_ai_name(self) -> str:
        taken = {s.name.casefold() for s in self.seats}
        return next((n for n in AI_NAMES if n.casefold() not in taken), f"AI {len(self.seats) + 1}")

    @property
    def has_banker(self) -> bool:
        return self.variant.has_banker(self.mode)

    @property
    def uses_chips(self) -> bool:
        """Do rounds move chips (the card games; Tam Cúc with ``choi-tien``), so stakes are asked?"""
        return self.variant.plays_for_chips(TableConfig(len(self.seats), self.mode, self.options))

    @property
    def amount_fields(self) -> tuple[str, ...]:
        """The amounts this table asks for: the stake, and the bets' limits where bets are placed."""
        return ("stake", "min_bet", "max_bet") if self.variant.bets else ("stake",)

    def applies(self, opt: RuleOption) -> bool:
        """Whether ``opt`` matters in the chosen mode and at this many players."""
        return applies(opt, self.mode, len(self.seats))

    def preset_name(self) -> str | None:
        """``"goc"`` or ``"nha"`` if the options are exactly that preset, else None (custom)."""
        for name in ("goc", "nha"):
            if self.options == self.variant.preset(name):
                return name
        return None

    def apply_preset(self, name: str) -> None:
        self.options = self.variant.preset(name)

    # --- checking and building ------------------------------------------------------------------------
    def amounts(self) -> tuple[int, int, int]:
        """The stake, minimum and maximum bet; ``ValueError`` with one sentence if wrong.  A game
        without bets reads the stake alone: its limits are the stake and the game's default."""
        if not self.variant.bets:
            stake = self._amount(self.stake, "stake")
            return stake, stake, max(stake, self.variant.default_max_bet)
        values = []
        for text, what in ((self.stake, "stake"), (self.min_bet, "min_bet"), (self.max_bet, "max_bet")):
            values.append(self._amount(text, what))
        stake, low, high = values
        if low < stake:
            raise ValueError(t("setup.error.min_below_stake"))
        if low > high:
            raise ValueError(t("setup.error.min_above_max"))
        return stake, low, high

    @staticmethod
    def _amount(text: str, what: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            raise ValueError(t("setup.error.number", field=t(f"setup.{what}"))) from None
        if not 1 <= value <= MAX_AMOUNT:
            raise ValueError(t("setup.error.range", field=t(f"setup.{what}"), max=MAX_AMOUNT))
        return value

    def problem(self) -> str | None:
        """What stops this table from starting, in one sentence; None if nothing."""
        seen: dict[str, str] = {}
        for i, seat in enumerate(self.seats):
            try:
                name = check_name(seat.name)
            except Refused as exc:
                return t("setup.error.seat", n=i + 1, reason=exc.notice.text())
            if name.casefold() in seen:
                return t("setup.error.same_name", name=name)
            seen[name.casefold()] = name
        if not any(s.level == HUMAN for s in self.seats):
            return t("setup.need_human")
        if self.uses_chips:
            try:
                self.amounts()
            except ValueError as exc:
                return str(exc)
        return None

    def build(self) -> Match:
        """The match this plan describes (call :meth:`problem` first)."""
        seats = [SeatChoice(check_name(s.name), s.level, s.avatar) for s in self.seats]
        if not self.uses_chips:
            return build_match(self.variant, seats, mode=self.mode, options=self.options)
        stake, low, high = self.amounts()
        ai_chips = max(START_CHIPS, AI_STAKES * stake)
        return build_match(self.variant, seats, [ai_chips] * len(seats), mode=self.mode, options=self.options,
                           stake=stake, min_bet=low, max_bet=high,
                           banker=self.banker if self.has_banker else None)
