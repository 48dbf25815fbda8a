"""What a review is made of, how a decision is graded, and the walk through a round.

A game's *assessor* values one decision from what the seat saw (:class:`Seen`) — never the
round itself — and returns a :class:`Decision`; :func:`review` walks a finished round's
moves and asks the game's assessor about each move of the reviewed seat.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.engine.protocol import Action, TableConfig
from game.engine.view import Label
from game.i18n import t
from game.match.replay import Replay

BEST: Final = "best"
FINE: Final = "fine"
MISTAKE: Final = "mistake"
GRADES: Final = (BEST, FINE, MISTAKE)
CHIPS: Final = "chips"
POINTS: Final = "points"
EXACT: Final = 1e-9  # values this close are equal (exact odds; rounding only)
# The one rule of the grades, stated in the review (``review.rule``): a choice whose cost, as the
# review writes it, is nothing is the best; one that costs less than a fifth of the table's stake is
# fine; a fifth of a stake or more is a mistake.  A Tam Cúc point is one stake.
FINE_STAKES: Final = 0.2


@dataclass(frozen=True)
class Option:
    """One choice a seat had: the action, its expected result (in the review's unit) and its
    description in words (a catalogue label: "Rút: +12 chip (quắc 54%, thắng 29%, hòa 20%)")."""

    action: Action
    value: float
    label: Label


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat.

    ``step``: the move's index in the round's moves (``Replay.state_at(step)`` is the table
    just before it); ``kind``: what was decided (``draw``, ``xet``, ``accept``, ``challenge``,
    ``lead``, ``commit``); ``options``: the choices valued (the chosen one and the best one
    among them); ``cost``: how much the chosen one is worth less than the best, in ``unit``
    (≥ 0); ``grade``: :data:`BEST`, :data:`FINE` or :data:`MISTAKE`; ``situation``: what
    the seat was looking at, in words.
    """

    step: int
    kind: str
    chosen: Option
    best: Option
    options: tuple[Option, ...]
    cost: float
    grade: str
    unit: str
    situation: Label

    @property
    def cost_label(self) -> Label:
        return cost_label(self.cost, self.unit)

    @property
    def shown_cost(self) -> float:
        """The cost as the review writes it: whole chips, points to a tenth."""
        return shown(self.cost, self.unit)

    @property
    def grade_label(self) -> Label:
        return Label.of(f"review.grade.{self.grade}")

    def lines(self, lang: str | None = None) -> list[str]:
        """The decision in words: the situation, the choice and its grade, the better choice."""
        out = [self.situation.text(lang), Label.of("review.chose", choice=self.chosen.label.text(lang),
                                                   grade=self.grade_label.text(lang)).text(lang)]
        if self.grade != BEST:
            out.append(Label.of("review.better", choice=self.best.label.text(lang),
                                cost=self.cost_label.text(lang)).text(lang))
        return out


@dataclass(frozen=True)
class Review:
    """Every decision of one seat in one round, in order; ``stake``: the table's stake in the
    review's unit (a Tam Cúc point is one), for the rule of the grades."""

    variant: str
    seat: int
    round_no: int
    unit: str
    decisions: tuple[Decision, ...]
    stake: float = 1.0

    @property
    def mistakes(self) -> int:
        return sum(d.grade == MISTAKE for d in self.decisions)

    @property
    def cost(self) -> float:
        """What the seat's choices cost in all, against the best ones (in ``unit``): the sum of
        the costs its rows write, so the header adds up what the rows say."""
        return sum(d.shown_cost for d in self.decisions)

    def summary(self, lang: str | None = None) -> str:
        """The review in a line, counting what its rows show: "3 decisions: 1 best, 1 fine, 1
        mistake · in all it costs about 30 chips"."""
        counts = [t(f"review.count.{g}", lang, count=n) for g in GRADES
                  if (n := sum(d.grade == g for d in self.decisions))]
        return t("review.summary", lang, decisions=t("review.decisions", lang, count=len(self.decisions)),
                 grades=", ".join(counts), cost=cost_label(self.cost, self.unit).text(lang))

    def rule(self, lang: str | None = None) -> str:
        """The rule of the grades, in this table's unit: "Được: mất dưới 20 chip (1/5 cược bàn) ·
        Nước hớ: từ 20 chip trở lên"."""
        fine = shown(FINE_STAKES * self.stake, self.unit)
        amount = round(fine) if self.unit == CHIPS else fine
        return t(f"review.rule.{self.unit}", lang, amount=amount)

    def record(self) -> dict[str, Any]:
        """What a profile keeps of this review (JSON): see :func:`game.review.recent`."""
        return {"game": self.variant, "round": self.round_no, "decisions": len(self.decisions),
                "mistakes": self.mistakes, "cost": round(self.cost, 2), "unit": self.unit}


def shown(cost: float, unit: str) -> float:
    """A cost as the review writes it: whole chips, points to a tenth."""
    return float(round(cost)) if unit == CHIPS else round(cost, 1)


def cost_label(cost: float, unit: str) -> Label:
    """"costs about 12 chips" — rounded as the table counts (whole chips, points to a tenth);
    "costs less than a chip" below that."""
    amount = shown(cost, unit)
    key = f"review.cost.{unit}"
    if not amount:
        return Label(f"{key}.small")
    return Label.of(key, amount=round(amount) if unit == CHIPS else amount)


@dataclass(frozen=True)
class Seen:
    """What the reviewed seat knew when it decided: its view, its legal actions, the table's
    config and the seats' names (public) and a seed for an assessor that samples (derived
    one-way from the round's: it says nothing of the deal)."""

    view: Any
    legal: tuple[Action, ...]
    config: TableConfig
    sample_seed: int
    step: int
    names: tuple[str, ...]
    unit: str  # what the table plays for: CHIPS or POINTS


Assessor = Callable[[Seen, Action], "Decision | None"]  # None: not a decision this review grades


def seat_words(seen: Seen, seat: int) -> dict[str, str]:
    """A seat in a label: ``name``, as the table names it ("Minh thách bạn 50")."""
    return {"name": seen.names[seat]}


def grade(cost: float, unit: str, stake: float) -> str:
    """The one rule: :data:`BEST` when the cost as written is nothing, :data:`FINE` below a fifth
    of the table's ``stake`` (:data:`FINE_STAKES`), else :data:`MISTAKE` — from the cost alone,
    in the review's unit."""
    written = shown(cost, unit)
    if written <= 0:
        return BEST
    return FINE if written < shown(FINE_STAKES * stake, unit) else MISTAKE


def stake_of(config: TableConfig, unit: str) -> float:
    """The table's stake in the review's unit: chips, or 1 (a point is a stake)."""
    return float(config.stake) if unit == CHIPS else 1.0


def decide(step: int, kind: str, options: Sequence[Option], chosen: Action, stake: float, unit: str,
           situation: Label, noise: float = 0.0, best: Option | None = None) -> Decision:
    """The :class:`Decision` of choosing ``chosen`` among ``options`` (``best``: the best
    option, when not simply the most valuable — a search's pick).  ``noise``: how much of the
    difference an estimate cannot vouch for (Tam Cúc's sampling): the cost is what is left."""
    mine = next(o for o in options if o.action == chosen)
    top = best or max(options, key=lambda o: o.value)
    cost = max(0.0, top.value - mine.value - noise)
    if shown(cost, unit) <= 0:
        top, cost = mine, 0.0  # nothing the review can show was lost: what was chosen was as good
    return Decision(step, kind, mine, top, tuple(options), cost, grade(cost, unit, stake), unit, situation)


@dataclass(frozen=True)
class Turn:
    """One move of the reviewed seat: what it saw just before it (its view and legal
    actions) and what it chose; ``step``: the move's index in the round."""

    step: int
    view: Any
    legal: tuple[Action, ...]
    action: Action


def grade_turns(variant: str, round_no: int, seat: int, config: TableConfig, names: Sequence[str],
                turns: Iterable[Turn], assess: Assessor, seed: Callable[[int], int], unit: str) -> Review:
    """``seat``'s ``turns`` in a round of ``variant`` at a table of ``config``, each valued by
    ``assess`` from what the seat saw: the review of a round replayed (:func:`walk`) or of a
    round as a remote seat was shown it (its own moves only: :func:`game.review.review_seen`)."""
    found = []
    for turn in turns:
        decision = assess(Seen(turn.view, turn.legal, config, seed(turn.step), turn.step, tuple(names), unit),
                          turn.action)
        if decision is not None:
            found.append(decision)
    return Review(variant, seat, round_no, unit, tuple(found), stake_of(config, unit))


def walk(replay: Replay, seat: int, assess: Assessor, seed: Callable[[int], int],
         unit: str) -> Review:
    """``seat``'s decisions in ``replay``, each valued by ``assess`` from what the seat saw."""
    if not 0 <= seat < replay.config.n_seats:
        raise ValueError(f"seat {seat} is not at this table of {replay.config.n_seats}")
    state = replay.state_at(0)

    def turns() -> Iterator[Turn]:
        for step, (who, action) in enumerate(replay.moves()):
            if who == seat:
                yield Turn(step, state.view(seat), tuple(state.legal_actions(seat)), action)
            state.apply(who, action)

    return grade_turns(replay.variant.key, replay.round_no, seat, state.config, replay.names, turns(), assess, seed,
                       unit)
