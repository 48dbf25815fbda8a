"""What a review is made of, how a decision is graded, and the walk through a round.

A game's *assessor* values one decision from what the seat saw (:class:`Seen`) — never the
round itself — and returns a :class:`Decision`; :func:`review` walks a finished round's
moves and asks the game's assessor about each move of the reviewed seat.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
FINE_SHARE: Final = 0.05  # a choice that costs at most this share of the amount at stake is fine


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
    """Every decision of one seat in one round, in order."""

    variant: str
    seat: int
    round_no: int
    unit: str
    decisions: tuple[Decision, ...]

    @property
    def mistakes(self) -> int:
        return sum(d.grade == MISTAKE for d in self.decisions)

    @property
    def cost(self) -> float:
        """What the seat's choices cost in all, against the best ones (in ``unit``)."""
        return sum(d.cost for d in self.decisions)

    def summary(self, lang: str | None = None) -> str:
        """The review in a line: "12 decisions · 2 mistakes · in all it costs about 30 chips"."""
        return t("review.summary", lang, decisions=t("review.decisions", lang, count=len(self.decisions)),
                 mistakes=t("review.mistakes", lang, count=self.mistakes),
                 cost=cost_label(self.cost, self.unit).text(lang))

    def record(self) -> dict[str, Any]:
        """What a profile keeps of this review (JSON): see :func:`game.review.recent`."""
        return {"game": self.variant, "round": self.round_no, "decisions": len(self.decisions),
                "mistakes": self.mistakes, "cost": round(self.cost, 2), "unit": self.unit}


def cost_label(cost: float, unit: str) -> Label:
    """"costs about 12 chips" — rounded as the table counts (whole chips, points to a tenth);
    "costs less than a chip" below that."""
    amount = round(cost) if unit == CHIPS else round(cost, 1)
    key = f"review.cost.{unit}"
    return Label.of(key, amount=amount) if amount else Label(f"{key}.small")


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


def grade(cost: float, tolerance: float, noise: float = 0.0) -> str:
    """:data:`BEST` for no cost, :data:`FINE` for one within ``tolerance`` (the card games:
    :data:`FINE_SHARE` of the amount at stake) or within ``noise`` (an estimate's
    uncertainty), else :data:`MISTAKE`."""
    if cost <= EXACT:
        return BEST
    return FINE if cost <= max(tolerance, noise) else MISTAKE


def decide(step: int, kind: str, options: Sequence[Option], chosen: Action, tolerance: float, unit: str,
           situation: Label, noise: float = 0.0, best: Option | None = None) -> Decision:
    """The :class:`Decision` of choosing ``chosen`` among ``options`` (``best``: the best
    option, when not simply the most valuable — a search's pick)."""
    mine = next(o for o in options if o.action == chosen)
    top = best or max(options, key=lambda o: o.value)
    if mine.value >= top.value - EXACT:
        top = mine  # equal values: what was chosen was as good
    cost = max(0.0, top.value - mine.value)
    return Decision(step, kind, mine, top, tuple(options), cost, grade(cost, tolerance, noise), unit, situation)


def walk(replay: Replay, seat: int, assess: Assessor, seed: Callable[[int], int],
         unit: str) -> Review:
    """``seat``'s decisions in ``replay``, each valued by ``assess`` from what the seat saw."""
    if not 0 <= seat < replay.config.n_seats:
        raise ValueError(f"seat {seat} is not at this table of {replay.config.n_seats}")
    state = replay.state_at(0)
    config = state.config
    found = []
    for step, (who, action) in enumerate(replay.moves()):
        if who == seat:
            decision = assess(Seen(state.view(seat), tuple(state.legal_actions(seat)), config, seed(step), step,
                                   replay.names, unit), action)
            if decision is not None:
                found.append(decision)
        state.apply(who, action)
    return Review(replay.variant.key, seat, replay.round_no, unit, tuple(found))

