"""The shape of a seat's view that the shared French-deck table draws.

Ba Cây, Bài Cào and Xì Dách views subclass :class:`TableView` (adding what only they
have, such as side bets or the dealer's xét), so one table scene draws all three.  A view
holds only what its seat may know: another seat's face-down card is ``None``.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from game.engine.cards import Card
from game.i18n import t


@dataclass(frozen=True, slots=True)
class Label:
    """A name shown to players, as a catalogue key with parameters (hand names, statuses)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, key: str, **params: Any) -> Label:
        return cls(key, tuple(sorted(params.items())))

    def text(self, lang: str | None = None) -> str:
        """The name in ``lang``; a parameter that is a label (or a tuple of labels: "Tốt đỏ,
        Mã đen") is said in ``lang`` too."""
        return t(self.key, lang, **{k: _said(v, lang) for k, v in self.params})


def _said(value: Any, lang: str | None) -> Any:
    if isinstance(value, Label):
        return value.text(lang)
    if isinstance(value, tuple) and value and all(isinstance(v, Label) for v in value):
        return ", ".join(v.text(lang) for v in value)
    return value


D = TypeVar("D")
_new, _set = object.__new__, object.__setattr__


def assemble(cls: type[D], values: dict[str, Any]) -> D:
    """``cls(**values)`` for a frozen dataclass without slots, in one step.

    A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``; the
    rounds build a view (and the seat views in it) for every decision, and those calls
    were a fifth of a Xì Dách round with easy agents.  ``values`` must name every field
    (no defaults, no ``__post_init__``): :func:`check_assembled` says so in the tests.
    ``values`` becomes the object's own ``__dict__`` (not copied): pass a fresh dict.
    """
    obj = _new(cls)
    _set(obj, "__dict__", values)
    return obj


def check_assembled(view: object) -> None:
    """Raise if ``view`` (or a view inside it) was assembled without every field."""
    names = {f.name for f in fields(view)}  # type: ignore[arg-type]
    build_later(view)  # what a view handed out by a round builds when first read (SeatViewCache.hand_out)
    if set(vars(view)) != names:
        raise AssertionError(f"{type(view).__name__} assembled with {sorted(vars(view))}, fields {sorted(names)}")
    for seat in getattr(view, "seats", ()):
        check_assembled(seat)


@dataclass(frozen=True)
class SeatView:
    """One seat as the viewer sees it."""

    seat: int
    cards: tuple[Card | None, ...]  # None: face down and unknown to the viewer
    face_up: bool = False  # the cards are shown to the whole table
    bet: int = 0  # chips staked on the main bet this round
    role: str | None = None  # the banker's name: "chuong" (Ba Cây), "cai" (Bài Cào), "nha-cai" (Xì Dách)
    status: Label | None = None  # e.g. "dằng", "quắc", "đã xét"
    hand: Label | None = None  # the hand's name, when the viewer may know it
    delta: int | None = None  # chip change once settled


@dataclass(frozen=True)
class TableView:
    """What one seat (or a spectator, ``seat is None``) knows about a French-deck round."""

    seat: int | None
    phase: str  # a short machine name: "betting", "playing", "dealer", "settled", ...
    to_act: tuple[int, ...]
    seats: tuple[SeatView, ...]
    balances: tuple[int, ...]  # chips each seat held when the round started
    pot: int = 0
    fees: int = 0
    stake: int = 0
    min_bet: int = 0
    max_bet: int = 0
    banker: int | None = None
    deck_left: int = 0


# A view's other fields built when first read: a callable given the view's ``seat`` that returns
# them as a dict (a round's bound method, not a partial made for each view: one per decision).
REST = "_rest_later"


class _RestLater:
    """A field of a view handed out with its ``_rest_later``: the first read of any such
    field calls it once and keeps every field it gives (the view stays a snapshot: see
    :meth:`SeatViewCache.settle`).  A descriptor that only reads, so a view's own entry,
    where there is one, is found first at C speed."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, view: object, owner: type | None = None) -> Any:
        if view is None:
            raise AttributeError(self.name)
        own = view.__dict__
        rest = own.pop(REST, None)
        if rest is None:
            raise AttributeError(self.name)
        own.update(rest(own["seat"]))
        return own[self.name]


def fields_later(cls: type, names: Iterable[str]) -> None:
    """Let views of ``cls`` be assembled without ``names``, given a ``_rest_later`` (:data:`REST`) that
    makes them (a round's view for an agent that reads only a few fields)."""
    for name in names:
        setattr(cls, name, _RestLater(name))


def build_later(view: object) -> None:
    """Build whatever ``view`` was handed out with still to build (its seats, its other fields)."""
    own = view.__dict__
    rest = own.pop(REST, None)
    if rest is not None:
        own.update(rest(own["seat"]))


class SeatViewCache:
    """Every seat's :class:`SeatView`, kept up to date incrementally.

    A round builds a view for every decision, and a view holds every seat, while a
    decision changes one or two of them.  So where a seat's shown facts change the round
    marks it in :attr:`changed` (a plain list store, so play that never looks at a view —
    random play, the bench — pays next to nothing), or calls :meth:`touch_all` when
    something every seat shows changes (the phase); :meth:`seats` rebuilds only what was
    marked: each seat as everybody else sees it, and the viewer's own seat as its owner
    does.  (tests/test_conformance.py compares these views with views of the same round
    rebuilt from its save at every step of random play, so a missing mark cannot go
    unnoticed.)
    """

    __slots__ = ("_handed_out", "_missing", "_others", "_own", "changed")

    def __init__(self, n: int) -> None:
        self.changed = [True] * n  # seats whose views must be rebuilt
        self._others: list[SeatView | None] = [None] * n
        self._own: list[SeatView | None] = [None] * n
        # Seats whose view as the others see it is not built: kept apart because ``None in
        # others`` would call the dataclass's ``__eq__`` on every seat view it passes.
        self._missing: list[int] = list(range(n))
        self._handed_out: list[weakref.ref[Any]] = []  # views whose seats are built when read

    def hand_out(self, view: D) -> D:
        """Keep a weak reference to ``view``, made with something to build when first read
        (its ``_rest_later``: :func:`fields_later`), for :meth:`settle` to build if still held."""
        self._handed_out.append(weakref.ref(view))
        return view

    def settle(self) -> None:
        """Build what every view given to :meth:`hand_out` left to build, if it is still held:
        the round is about to change."""
        handed_out = self._handed_out
        if handed_out:
            for ref in handed_out:
                view = ref()
                if view is not None:
                    build_later(view)
            handed_out.clear()

    def touch_all(self) -> None:
        """Something every seat shows has changed."""
        self.changed[:] = [True] * len(self.changed)

    def seats(self, viewer: int | None, build: Callable[[int, bool], SeatView]) -> tuple[SeatView, ...]:
        """Every seat as ``viewer`` sees it (``None``: a spectator); ``build(seat, own)`` makes
        a seat's view as its owner (``own``) or anybody else sees it.  (Passed in, not kept:
        a kept bound method would make every round a reference cycle for the collector.)"""
        changed, others, own, missing = self.changed, self._others, self._own, self._missing
        if True in changed:
            for s, dirty in enumerate(changed):
                if dirty:
                    changed[s] = False
                    own[s] = None
                    if others[s] is not None:
                        others[s] = None
                        missing.append(s)
        # A seat's view as the others see it is built only when another seat looks: a
        # player drawing card after card looks only at its own seat.
        if missing:
            for s in missing:
                if s != viewer:
                    others[s] = build(s, False)
            self._missing = missing = [viewer] if viewer in missing else []
        if viewer is None:
            return tuple(others)  # type: ignore[arg-type]
        mine = own[viewer]
        if mine is None:
            mine = own[viewer] = build(viewer, True)
        return (*others[:viewer], mine, *others[viewer + 1:])  # type: ignore[arg-type]
