"""A match: one table playing many rounds of one game.

The match owns what outlives a round: each seat's chips, who holds the bank, a pot carried
over, the fee sink, the running score, and the seed of every round (so any round can be
replayed).  It is pure Python: the CLI's ``sim``, the soak test and the table scene all
drive the same object.

It also owns its AI seats' agents (:meth:`Match.ai_agents`), made once so that what they
learn about their opponents lasts the whole match, each with its seat's personality; the
save keeps what they learned (``"ai"``, an optional, versioned field: older saves load with
fresh models).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field, replace
from typing import Any

from game.ai.base import Agent, AgentFactory, Learner
from game.ai.personality import PERSONALITIES, personality, random_personality
from game.engine.errors import SaveError
from game.engine.events import Event
from game.engine.protocol import Option, RoundResult, RoundState, TableConfig
from game.engine.streams import derive
from game.engine.variant import Variant
from game.match.turns import Turns

MATCH_VERSION = 1
MODELS_VERSION = 1  # the optional "ai" field of a match save: what the agents learned
HUMAN = "human"


@dataclass
class Seat:
    """Who sits at a seat: a human (``level == "human"``) or an AI of some level.

    ``personality`` is an AI seat's temper (a key of
    :data:`~game.ai.personality.PERSONALITIES`); a match gives every AI seat without one
    a random personality.
    """

    name: str
    level: str = "normal"
    profile: str | None = None  # the persistent profile behind a human seat
    personality: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level == HUMAN


@dataclass
class RoundRecord:
    """One finished round, as the history panel and statistics need it."""

    round_no: int
    seed: int
    deltas: tuple[int, ...]
    fees: int
    summary: Mapping[str, Any] = field(default_factory=dict)


def live_seed() -> int:
    """An unpredictable seed for a live round (replays reuse the recorded one instead)."""
    return secrets.randbits(63)


class Match:
    """Rounds of ``variant`` at one table; see the module docstring."""

    def __init__(
        self,
        variant: Variant,
        seats: Sequence[Seat],
        *,
        mode: str | None = None,
        options: Mapping[str, Option] | None = None,
        stake: int | None = None,
        min_bet: int | None = None,
        max_bet: int | None = None,
        balances: Sequence[int] | None = None,
        banker: int | None = None,
        seed: int | None = None,
        script: str = "",
    ) -> None:
        fields: dict[str, Any] = {}
        if stake is not None:
            fields["stake"] = stake
        if min_bet is not None:
            fields["min_bet"] = min_bet
        if max_bet is not None:
            fields["max_bet"] = max_bet
        if banker is not None:
            fields["banker"] = banker
        self.variant = variant
        temper = random.Random(derive(seed, "personality") if seed is not None else live_seed())
        for seat in seats:
            personality(seat.personality)  # ValueError for an unknown one
        self.seats = [seat if seat.is_human or seat.personality
                      else replace(seat, personality=random_personality(temper)) for seat in seats]
        n = len(self.seats)
        if balances is not None:
            fields["balances"] = tuple(balances)
        self.base = variant.make_config(n, mode=mode, options=options, **fields)
        self.balances: list[int] = list(self.base.balances)
        self.banker: int | None = self.base.banker
        self.carry = 0
        self.fees = 0
        self.score = [0] * n
        self.round_no = 0
        self.history: list[RoundRecord] = []
        self.refills: list[tuple[int, int]] = []
        # ``seed`` makes a whole match reproducible (sim, tests); live play leaves it None.
        self._seeds = random.Random(seed) if seed is not None else None
        self.current: RoundState | None = None
        # A scripted first deal ("H0 | H1 | …": sim --hands, tutorials); later rounds are shuffled.
        self.script = script
        self._agents: dict[int, Agent[Any]] = {}
        self._saved_models: dict[int, Mapping[str, Any]] = {}  # from a save, for agents not made yet

    # --- rounds --------------------------------------------------------------------
    @property
    def n_seats(self) -> int:
        return len(self.seats)

    def config(self) -> TableConfig:
        return TableConfig(
            n_seats=self.n_seats,
            mode=self.base.mode,
            options=self.base.options,
            stake=self.base.stake,
            min_bet=self.base.min_bet,
            max_bet=self.base.max_bet,
            balances=tuple(self.balances),
            banker=self.banker,
            carry=self.carry,
            round_no=self.round_no + 1,
            script=self.script if self.round_no == 0 else "",
        )

    def short_of_chips(self) -> list[int]:
        """Seats that cannot cover the smallest stake this table asks of them."""
        if self.variant.scores_points:
            return []
        need = max(self.base.stake, self.base.min_bet)
        return [s for s, b in enumerate(self.balances) if b < need]

    def refill(self, seat: int, amount: int) -> None:
        """Give a broke seat chips (recorded apart from any round, clearly labelled)."""
        if amount <= 0:
            raise ValueError("a refill is a positive number of chips")
        self.balances[seat] += amount
        self.refills.append((seat, amount))

    def start_round(self, seed: int | None = None) -> tuple[RoundState, list[Event]]:
        if self.current is not None and not self.current.is_over():
            raise RuntimeError("the current round is not over")
        short = self.short_of_chips()
        if short:
            names = ", ".join(self.seats[s].name for s in short)
            raise ValueError(f"not enough chips to play: {names}")
        if seed is None:
            seed = self._seeds.getrandbits(63) if self._seeds else live_seed()
        state = self.variant.new_round(self.config(), seed)
        self.current = state
        return state, state.start_events()

    def finish_round(self) -> RoundResult:
        state = self.current
        if state is None or not state.is_over():
            raise RuntimeError("no finished round to settle")
        result = state.result()
        if not result.balanced():
            raise AssertionError(f"round does not balance: {result}")
        # Tam Cúc scores points, not chips: its match keeps the running score only.
        chips = not self.variant.scores_points
        for s, d in enumerate(result.deltas):
            self.score[s] += d
            if chips:
                self.balances[s] += d
        if chips:
            self.fees += result.fees
            self.carry += result.carry
        if result.next_banker is not None:
            self.banker = result.next_banker
        self.round_no += 1
        self.history.append(
            RoundRecord(self.round_no, state.seed, result.deltas, result.fees, result.summary)
        )
        self.current = None
        return result

    def turns(self, agents: Mapping[int, Agent[Any]] | Sequence[Agent[Any]]) -> Turns[Any]:
        """The current round's turn loop, with these agents (a mapping: humans elsewhere)."""
        if self.current is None:
            raise RuntimeError("no round in play")
        return Turns(self.current, agents if isinstance(agents, Mapping) else dict(enumerate(agents)))

    def play_round(self, agents: Sequence[Agent[Any]], seed: int | None = None) -> RoundResult:
        """Play a whole round with an agent in every seat (sim, soak, arena, tests)."""
        self.start_round(seed)
        self.turns(agents).play_out()
        return self.finish_round()

    def agents(self, make: AgentFactory, level: str | None = None) -> list[Agent[Any]]:
        """An agent in every seat (sim, soak, tests): each seat's own level (humans: normal),
        or ``level`` for all; made once per match, so they learn across its rounds."""
        for s, seat in enumerate(self.seats):
            if s not in self._agents:
                self._agents[s] = self._make(make, s, level or (seat.level if not seat.is_human else "normal"))
        return [self._agents[s] for s in range(self.n_seats)]

    def ai_agents(self, make: AgentFactory) -> dict[int, Agent[Any]]:
        """The AI seats' agents (the table), made once per match with their seats' personalities."""
        for s, seat in enumerate(self.seats):
            if not seat.is_human and s not in self._agents:
                self._agents[s] = self._make(make, s, seat.level)
        return {s: a for s, a in self._agents.items() if not self.seats[s].is_human}

    def _make(self, make: AgentFactory, s: int, level: str) -> Agent[Any]:
        agent = make(level, s, self.config())
        if hasattr(agent, "personality"):
            agent.personality = personality(self.seats[s].personality)
        saved = self._saved_models.pop(s, None)
        if saved is not None and isinstance(agent, Learner):
            with suppress(ValueError):  # models of another level or an older program: it starts afresh
                agent.load_models(saved)
        return agent

    def models(self) -> dict[int, dict[str, Any]]:
        """What each learning agent has learned so far (saved models of agents not made yet included)."""
        out = {s: dict(m) for s, m in self._saved_models.items()}
        out.update({s: a.models_to_dict() for s, a in self._agents.items() if isinstance(a, Learner)})
        return out

    # --- saving ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "version": MATCH_VERSION,
            "variant": self.variant.key,
            "seats": [{"name": s.name, "level": s.level, "profile": s.profile,
                       **({"personality": s.personality} if s.personality else {})} for s in self.seats],
            "base": self.base.to_dict(),
            "balances": list(self.balances),
            "banker": self.banker,
            "carry": self.carry,
            "fees": self.fees,
            "score": list(self.score),
            "round_no": self.round_no,
            "history": [
                {"round_no": r.round_no, "seed": r.seed, "deltas": list(r.deltas), "fees": r.fees}
                for r in self.history[-20:]
            ],
            "refills": [list(r) for r in self.refills],
            "current": None if self.current is None else self.current.to_dict(),
            "ai": {"version": MODELS_VERSION, "models": {str(s): m for s, m in sorted(self.models().items())}},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Match:
        """Rebuild a saved match, mid-round included; :class:`SaveError` if it cannot be."""
        # The games are imported only when a save needs one: the menu starts without them.
        from game.catalog import variant as get_variant

        try:
            if data.get("version") != MATCH_VERSION:
                raise SaveError(f"unsupported match save version {data.get('version')!r}")
            variant = get_variant(str(data["variant"]))
            seats = [
                Seat(str(s["name"]), str(s["level"]), None if s.get("profile") is None else str(s["profile"]),
                     s.get("personality") if s.get("personality") in PERSONALITIES else None)
                for s in data["seats"]
            ]
            base = TableConfig.from_dict(data["base"])
            m = cls(
                variant,
                seats,
                mode=base.mode,
                options=dict(base.options),
                stake=base.stake,
                min_bet=base.min_bet,
                max_bet=base.max_bet,
                balances=_ints(data["balances"], len(seats)),
                banker=base.banker,
            )
            m.base = base
            m.banker = None if data["banker"] is None else _ints([data["banker"]], 1)[0]
            m.carry = _ints([data["carry"]], 1)[0]
            m.fees = _ints([data["fees"]], 1)[0]
            m.score = _ints(data["score"], len(seats))
            m.round_no = _ints([data["round_no"]], 1)[0]
            m.history = [
                RoundRecord(int(r["round_no"]), int(r["seed"]), tuple(_ints(r["deltas"], len(seats))), int(r["fees"]))
                for r in data.get("history", [])
            ]
            m.refills = [(int(a), int(b)) for a, b in data.get("refills", [])]
            m._saved_models = _models(data.get("ai"), len(seats))
            if data.get("current") is not None:
                m.current = variant.load_round(data["current"])
                if m.current.config.n_seats != len(seats):
                    raise SaveError("the saved round has a different number of seats")
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SaveError(f"bad match save: {exc}") from exc
        return m


def _models(data: Any, n: int) -> dict[int, Mapping[str, Any]]:
    """The "ai" field of a save: learned models by seat (missing or of a later version: none)."""
    if data is None or not isinstance(data, Mapping) or data.get("version") != MODELS_VERSION:
        return {}
    models = data.get("models", {})
    if not isinstance(models, Mapping):
        raise SaveError("bad AI models in the save")
    out: dict[int, Mapping[str, Any]] = {}
    for key, value in models.items():
        seat = int(key)
        if not 0 <= seat < n or not isinstance(value, Mapping):
            raise SaveError(f"bad AI models for seat {key!r}")
        out[seat] = value
    return out


def _ints(values: Any, n: int) -> list[int]:
    out = list(values)
    if len(out) != n or not all(isinstance(v, int) and not isinstance(v, bool) for v in out):
        raise SaveError(f"expected {n} whole numbers, got {values!r}")
    return out
