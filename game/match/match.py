"""A match: one table playing many rounds of one game.

The match owns what outlives a round: each seat's chips, who holds the bank, a pot carried
over, the fee sink, the running score, the table's mode and the seed and mode of every
round (so any round can be replayed).  It is pure Python: the CLI's ``sim``, the soak test
and the table scene all drive the same object.

It also owns its AI seats' agents (:meth:`Match.ai_agents`), made once so that what they
learn about their opponents lasts the whole match, each with its seat's personality; the
save keeps what they learned (``"ai"``, an optional, versioned field: older saves load with
fresh models).

**Choosing the mode per round** (Ba Cây's chọn từng ván, ``Variant.choice_modes``): before
each round :meth:`Match.round_mode_needed` is true and the round cannot start until a mode
is chosen — by the human :meth:`Match.round_mode_chooser` names (:meth:`choose_round_mode`),
or at a table without humans by the AI seats' vote (:meth:`vote_round_mode`), each seat
weighing the risk of each mode, its temper and how the last rounds went for it
(:meth:`situation`).  The bank
moves only in rounds played with a bank, so a chương carries over to the next chương round,
even past rounds of nhất ăn tất.  Between rounds a table may also change its mode for good
(:meth:`switch_mode`), keeping chips, score and history.
"""

from __future__ import annotations

import random
import secrets
from collections import deque
from collections.abc import Callable, Collection, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from game.ai.base import Agent, AgentFactory, Learner
from game.ai.personality import PERSONALITIES, personality, random_personality
from game.avatars import is_avatar, seat_avatars
from game.engine.errors import SaveError
from game.engine.events import Event
from game.engine.fields import want_int, want_object, want_str
from game.engine.protocol import LazyMapping, Option, RoundResult, RoundState, TableConfig
from game.engine.variant import Variant
from game.match.turns import Turns

if TYPE_CHECKING:
    from game.ai.three_card_mode import Situation

MATCH_VERSION = 1
MODELS_VERSION = 1  # the optional "ai" field of a match save: what the agents learned
HUMAN = "human"
REPLAYS_KEPT = 20  # the latest rounds whose whole save (config, seed, actions) the history keeps
RECENT_ROUNDS = 3  # how many of the last rounds a seat's mood is made of (chọn từng ván)

# An AI seat's preferred round mode: (seat, level, the next round's config in each mode, its situation) -> mode.
ModePreference = Callable[[int, str, Mapping[str, TableConfig], "Situation"], str]


@dataclass
class Seat:
    """Who sits at a seat: a human (``level == "human"``) or an AI of some level.

    ``personality`` is an AI seat's temper (a key of
    :data:`~game.ai.personality.PERSONALITIES`); a match gives every AI seat without one
    a random personality, and every seat without a portrait one nobody at the table chose.
    """

    name: str
    level: str = "normal"
    profile: str | None = None  # the persistent profile behind a human seat
    personality: str | None = None
    avatar: str | None = None  # the portrait (game.avatars); a match gives every seat one

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
    mode: str = ""  # the mode the round was played in
    # The round's own save (``RoundState.to_dict``: config, seed, actions), which replays it
    # exactly; kept for the latest :data:`REPLAYS_KEPT` rounds only (None before, and in older saves).
    replay: Mapping[str, Any] | None = None
    banker: int | None = None  # who held the bank, in a round played with one (None in older saves)


REFILL, REFILL_AI = "refill", "refill-ai"  # a seat was given chips: a human who asked, an AI seat
MODE_VOTED, MODE_CHOSEN, MODE_SWITCHED = "mode-voted", "mode-chosen", "mode-switched"
NOTE_KINDS = (REFILL, REFILL_AI, MODE_VOTED, MODE_CHOSEN, MODE_SWITCHED)


@dataclass(frozen=True)
class TableNote:
    """Something the table did between two rounds, for its log before round ``before``: ``seat``
    was given ``amount`` chips (:data:`REFILL`, :data:`REFILL_AI`); the AI seats voted for
    ``mode`` (:data:`MODE_VOTED`); ``seat`` chose ``mode`` for the round (:data:`MODE_CHOSEN`);
    the table plays ``mode`` from now on (:data:`MODE_SWITCHED`).  Told by
    :func:`game.shown.between.note_line`."""

    before: int
    kind: str
    seat: int | None = None
    amount: int = 0
    mode: str = ""

    def __post_init__(self) -> None:
        if self.kind not in NOTE_KINDS:
            raise ValueError(f"a table note is one of {', '.join(NOTE_KINDS)}, not {self.kind!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"before": self.before, "kind": self.kind, "seat": self.seat, "amount": self.amount, "mode": self.mode}

    @classmethod
    def from_dict(cls, d: Any) -> TableNote:
        """``ValueError`` for a value that is not a note."""
        want_object(d, "a table note", ("before", "kind", "seat", "amount", "mode"))
        seat = None if d["seat"] is None else want_int(d["seat"], "a note's seat", 0)
        return cls(want_int(d["before"], "a note's round", 0), want_str(d["kind"], "a note's kind"), seat,
                   want_int(d["amount"], "a note's amount", 0), want_str(d["mode"], "a note's mode"))


def live_seed() -> int:
    """An unpredictable seed for a live round (replays reuse the recorded one instead)."""
    return secrets.randbits(63)


class Match:
    """Rounds of ``variant`` at one table; see the module docstring."""

    plays_for_chips: bool  # do rounds move chips (the card games; Tam Cúc for chips), not only points?

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
        strict_options: bool = False,
        history_kept: int | None = None,
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
        # seeded by a hash of the match's seed (str seeds go through SHA-512): apart from every deal
        temper = random.Random(f"chieu-bai:personality:{seed}" if seed is not None else live_seed())
        for seat in seats:
            personality(seat.personality)  # ValueError for an unknown one
        seats = [seat if seat.is_human or seat.personality
                 else replace(seat, personality=random_personality(temper)) for seat in seats]
        faces = random.Random(f"chieu-bai:avatars:{seed}" if seed is not None else live_seed())
        portraits = seat_avatars([s.avatar for s in seats], faces.getrandbits(63))
        self.seats = [replace(s, avatar=a) for s, a in zip(seats, portraits, strict=True)]
        n = len(self.seats)
        if balances is not None:
            fields["balances"] = tuple(balances)
        self.table_mode = variant.default_mode if mode is None else mode
        self.base = variant.make_config(n, mode=self.table_mode, options=options, strict=strict_options, **fields)
        # The mode of the next round (or the one in play); None: not chosen yet (chọn từng ván).
        self.round_mode: str | None = None if self.chooses_mode else self.base.mode
        self.balances: list[int] = list(self.base.balances)
        self.banker: int | None = self.base.banker
        self.carry = 0
        self.fees = 0
        self.score = [0] * n
        self.round_no = 0
        self.history: list[RoundRecord] = []
        # None: every round stays in the history (the table shows them); ``sim`` keeps the last
        # few only, so a long simulation's memory, and the garbage collector's work, stay flat.
        self.history_kept = history_kept
        # The latest rounds played with a bank, however far back: what an AI seat's vote on the
        # next round's mode weighs (:meth:`situation`), kept apart from the history it outlives.
        self.banked: deque[RoundRecord] = deque(maxlen=RECENT_ROUNDS)
        self.refills: list[tuple[int, int]] = []
        # What the table did between rounds (top-ups, the next round's mode), for its log; at a
        # match that keeps only its last rounds (sim), only what came before those.
        self.notes: list[TableNote] = []
        # A replay's throwaway match deals a recorded round as it was: nobody is short, nobody refilled.
        self.replaying = False
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

    @property
    def base(self) -> TableConfig:
        """The table's settings (mode, options, stake, bets); each round's config is made from them."""
        return self._base

    @base.setter
    def base(self, config: TableConfig) -> None:
        self._base = config
        self.plays_for_chips = self.variant.plays_for_chips(config)
        self._needs: dict[str, int] = {}  # chips_needed by round mode, for these settings

    def config(self, mode: str | None = None) -> TableConfig:
        """The next round's table config (in ``mode``; default: the round's chosen mode)."""
        mode = mode or self._next_mode()
        banker = self.banker
        if self.variant.has_banker(mode) and banker is None:
            banker = self.dealer_to_be()  # the first round with a bank: the seat whose turn it is to deal
        return TableConfig(
            n_seats=self.n_seats,
            mode=mode,
            options=self.base.options,
            stake=self.base.stake,
            min_bet=self.base.min_bet,
            max_bet=self.base.max_bet,
            balances=tuple(self.balances),
            banker=banker,
            carry=self.carry,
            round_no=self.round_no + 1,
            script=self.script if self.round_no == 0 else "",
        )

    def _next_mode(self) -> str:
        """The mode of the next round: the chosen one, else the first it may be played in."""
        return self.round_mode or self.round_mode_choices()[0]

    def short_of_chips(self, mode: str | None = None) -> list[int]:
        """Seats that cannot cover the least this table may take from them in a round
        (played in ``mode``: the next round's, unless given)."""
        if not self.plays_for_chips or self.replaying:
            return []
        mode = mode or self._next_mode()
        need = self._needs.get(mode)
        if need is None:  # the variant reads only the table's settings: once per mode, not per round
            need = self._needs[mode] = self.variant.chips_needed(self.config(mode))
        balances = self.balances
        if min(balances) >= need:  # the common case, asked twice a round: one pass at C speed
            return []
        return [s for s, b in enumerate(balances) if b < need]

    # --- the mode of each round -------------------------------------------------------
    @property
    def chooses_mode(self) -> bool:
        """Does this table choose the mode before each round (chọn từng ván)?"""
        return self.table_mode in self.variant.choice_modes

    def round_mode_choices(self) -> tuple[str, ...]:
        """The modes the next round may be played in (one for a fixed-mode table)."""
        return self.variant.round_modes(self.table_mode)

    def round_mode_needed(self) -> bool:
        """Must the next round's mode be chosen before :meth:`start_round`?"""
        return self.round_mode is None

    def dealer_to_be(self) -> int:
        """The seat that would deal the next round: the chương (it deals every round it banks),
        or with no chương yet the next seat of the dealing turn (seat ``round_no`` mod n)."""
        return self.banker if self.banker is not None else self.round_no % self.n_seats

    def round_mode_chooser(self, people: Collection[int] = ()) -> int | None:
        """The human seat that picks the next round's mode: the seat that would deal if it is
        human, else the first human after it in playing order; ``None`` when no seat is human
        (then the AI seats vote: :meth:`vote_round_mode`).  ``people``: seats the match has
        an AI play that a person plays now (a family table's players from afar, connected)."""
        first = self.dealer_to_be()
        for step in range(self.n_seats):
            seat = (first + step) % self.n_seats
            if self.seats[seat].is_human or seat in people:
                return seat
        return None

    def choose_round_mode(self, mode: str, by: int | None = None) -> None:
        """Play the next round in ``mode`` (one of :meth:`round_mode_choices`), as the seat
        ``by`` chose (``None``: the table, by the AI seats' vote)."""
        self._between_rounds()
        if not self.chooses_mode:
            raise ValueError(f"this table plays {self.table_mode}; switch_mode changes the mode of a fixed table")
        choices = self.round_mode_choices()
        if mode not in choices:
            raise ValueError(f"the round is played in one of {', '.join(choices)}, not {mode!r}")
        self.round_mode = mode
        self.note(MODE_VOTED if by is None else MODE_CHOSEN, by, mode=mode)

    def vote_round_mode(self, prefer: ModePreference) -> str:
        """The AI seats vote for the next round's mode and the majority decides; returns it.

        A tie keeps the mode of the previous round if it is among the tied, else the first
        tied mode in :meth:`round_mode_choices` order (chương before nhất ăn tất).
        """
        choices = self.round_mode_choices()
        configs = {m: self.config(m) for m in choices}
        votes = dict.fromkeys(choices, 0)
        for s, seat in enumerate(self.seats):
            if not seat.is_human:
                votes[prefer(s, seat.level, configs, self.situation(s))] += 1
        top = max(votes.values())
        tied = [m for m in choices if votes[m] == top]
        previous = self.history[-1].mode if self.history else None
        mode = previous if previous in tied else tied[0]
        self.choose_round_mode(mode)
        return mode

    def situation(self, seat: int) -> Situation:
        """What ``seat`` weighs, besides risk, in choosing the next round's mode: its temper, its
        result over the last :data:`RECENT_ROUNDS` rounds, whether the last round played with a
        bank took the bank from it, and — holding the bank — how its recent rounds as chương went."""
        from game.ai.three_card_mode import Situation  # only chọn từng ván asks: the menu starts without it

        stake = self.base.stake
        recent = self.history[-RECENT_ROUNDS:]
        banked = self.banked
        mine = [r for r in banked if r.banker == seat]
        return Situation(
            personality=personality(self.seats[seat].personality),
            recent=sum(r.deltas[seat] for r in recent) / stake,
            last_mode=recent[-1].mode if recent else None,
            lost_bank=bool(banked) and banked[-1].banker == seat and self.banker != seat,
            bank_result=sum(r.deltas[seat] for r in mine) / stake if self.banker == seat and mine else None,
        )

    def switch_mode(self, mode: str) -> None:
        """From the next round on, play ``mode`` (any of ``Variant.table_modes``): chips, score,
        the bank and the history stay as they are."""
        self._between_rounds()
        self.variant.round_modes(mode)  # ValueError for a mode the game does not have
        self.table_mode = mode
        self.base = replace(self.base, mode=self.variant.round_modes(mode)[0])
        self.round_mode = None if self.chooses_mode else mode
        self.note(MODE_SWITCHED, mode=mode)

    def _between_rounds(self) -> None:
        if self.current is not None:
            raise RuntimeError("the mode changes between rounds, not during one")

    def refill(self, seat: int, amount: int) -> None:
        """Give a broke seat chips (recorded apart from any round, clearly labelled)."""
        if amount <= 0:
            raise ValueError("a refill is a positive number of chips")
        self.balances[seat] += amount
        self.refills.append((seat, amount))
        self.note(REFILL if self.seats[seat].is_human else REFILL_AI, seat, amount)

    def note(self, kind: str, seat: int | None = None, amount: int = 0, mode: str = "") -> None:
        """Record what the table did before its next round (:class:`TableNote`), for its log."""
        self.notes.append(TableNote(self.round_no + 1, kind, seat, amount, mode))

    def start_round(self, seed: int | None = None) -> tuple[RoundState, list[Event]]:
        if self.current is not None and not self.current.is_over():
            raise RuntimeError("the current round is not over")
        if self.round_mode is None:
            raise RuntimeError("choose the round's mode first (round_mode_needed)")
        config = self.config()
        short = self.short_of_chips(config.mode)
        if short:
            names = ", ".join(self.seats[s].name for s in short)
            raise ValueError(f"not enough chips to play: {names}")
        if seed is None:
            seed = self._seeds.getrandbits(63) if self._seeds else live_seed()
        state = self.variant.new_round(config, seed)
        self.current = state
        return state, state.start_events()

    def finish_round(self) -> RoundResult:
        state = self.current
        if state is None or not state.is_over():
            raise RuntimeError("no finished round to settle")
        result = state.result()
        if not result.balanced():
            raise AssertionError(f"round does not balance: {result}")
        # Tam Cúc scores points: the running score counts them, and only a table that plays
        # for chips moves chips (one point = one stake; the round's deltas are then chips).
        chips = self.plays_for_chips
        # (not summary.get: a lazy summary would be written out for every round)
        points = result.summary["points"] if self.variant.scores_points else result.deltas
        for s, d in enumerate(result.deltas):
            self.score[s] += points[s]
            if chips:
                self.balances[s] += d
        if chips:
            self.fees += result.fees
            self.carry += result.carry
        if result.next_banker is not None:
            self.banker = result.next_banker
        self.round_no += 1
        banker = state.config.banker if self.variant.has_banker(state.config.mode) else None
        self.history.append(RoundRecord(self.round_no, state.seed, result.deltas, result.fees, result.summary,
                                        state.config.mode, LazyMapping(state.to_dict),  # written when read
                                        banker))
        if banker is not None:
            self.banked.append(self.history[-1])
        if self.history_kept is not None and len(self.history) > self.history_kept:
            del self.history[:-self.history_kept]
            if self.notes:
                self.notes = [n for n in self.notes if n.before >= self.history[0].round_no]
        if len(self.history) > REPLAYS_KEPT:
            self.history[-REPLAYS_KEPT - 1].replay = None  # a long match keeps only the latest rounds' logs
        self.current = None
        if self.chooses_mode:
            self.round_mode = None
        return result

    def turns(self, agents: Mapping[int, Agent[Any]] | Sequence[Agent[Any]]) -> Turns[Any]:
        """The current round's turn loop, with these agents (a mapping: humans elsewhere)."""
        if self.current is None:
            raise RuntimeError("no round in play")
        # (a dict is a Mapping: asked first, it spares an ABC check every round)
        mapped = agents if type(agents) is dict or isinstance(agents, Mapping) else dict(enumerate(agents))
        return Turns(self.current, mapped)

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
                       **({"personality": s.personality} if s.personality else {}),
                       **({"avatar": s.avatar} if s.avatar else {})} for s in self.seats],
            "base": self.base.to_dict(),
            "table_mode": self.table_mode,
            "round_mode": self.round_mode,
            "balances": list(self.balances),
            "banker": self.banker,
            "carry": self.carry,
            "fees": self.fees,
            "score": list(self.score),
            "round_no": self.round_no,
            "history": [
                {"round_no": r.round_no, "seed": r.seed, "deltas": list(r.deltas), "fees": r.fees, "mode": r.mode,
                 **({"replay": dict(r.replay)} if r.replay is not None else {}),
                 **({"banker": r.banker} if r.banker is not None else {})}
                for r in self.history[-REPLAYS_KEPT:]
            ],
            "refills": [list(r) for r in self.refills],
            "notes": [n.to_dict() for n in self.notes if n.before > self.round_no - REPLAYS_KEPT],
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
                     s.get("personality") if s.get("personality") in PERSONALITIES else None,
                     s.get("avatar") if is_avatar(s.get("avatar")) else None)
                for s in data["seats"]
            ]
            base = TableConfig.from_dict(data["base"])
            m = cls(
                variant,
                seats,
                mode=str(data.get("table_mode", base.mode)),
                options=dict(base.options),
                stake=base.stake,
                min_bet=base.min_bet,
                max_bet=base.max_bet,
                balances=_ints(data["balances"], len(seats)),
                banker=base.banker,
            )
            m.base = base
            if "round_mode" in data:  # saves before chọn từng ván: the base mode, set above
                m.round_mode = None if data["round_mode"] is None else str(data["round_mode"])
                if m.round_mode is not None and m.round_mode not in m.round_mode_choices():
                    raise SaveError(f"a round of this table cannot be played in {m.round_mode!r}")
            m.banker = None if data["banker"] is None else _ints([data["banker"]], 1)[0]
            m.carry = _ints([data["carry"]], 1)[0]
            m.fees = _ints([data["fees"]], 1)[0]
            m.score = _ints(data["score"], len(seats))
            m.round_no = _ints([data["round_no"]], 1)[0]
            m.history = [
                RoundRecord(int(r["round_no"]), int(r["seed"]), tuple(_ints(r["deltas"], len(seats))), int(r["fees"]),
                            mode=str(r.get("mode", base.mode)), replay=_replay(r.get("replay")),
                            banker=None if r.get("banker") is None else _ints([r["banker"]], 1)[0])
                for r in data.get("history", [])
            ]
            m.banked.extend(r for r in m.history if r.banker is not None)
            m.refills = [(int(a), int(b)) for a, b in data.get("refills", [])]
            m.notes = _notes(data.get("notes"))
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


def _replay(value: Any) -> Mapping[str, Any] | None:
    """A history record's round save, checked only for its shape (replaying it checks the rest)."""
    if value is None:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("actions"), list):
        raise SaveError(f"a round's replay must be a round save, not {value!r}")
    return value


def _notes(data: Any) -> list[TableNote]:
    """The "notes" of a save, read leniently: they are only the log's words (none in older saves;
    one that is not a note is dropped)."""
    notes = []
    for d in data if isinstance(data, list) else []:
        with suppress(ValueError):
            notes.append(TableNote.from_dict(d))
    return notes


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
