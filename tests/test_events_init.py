"""Events, round results and table configs built by engine/events.quick_init equal the ones the
dataclass's own ``__init__`` builds."""

from __future__ import annotations

import dataclasses
from dataclasses import FrozenInstanceError, fields
from typing import Any

import pytest

from game.engine.events import Announced, CardDealt, ChipsMoved, Event, quick_init
from game.engine.protocol import RoundResult, TableConfig
from game.variants.tam_cuc import actions as tam_cuc_actions
from game.variants.xi_dach import actions as xi_dach_actions


def event_classes() -> list[type[Event]]:
    seen: list[type[Event]] = []
    todo: list[type[Event]] = [Event]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub not in seen:
                seen.append(sub)
                todo.append(sub)
    assert tam_cuc_actions.TrickWon in seen and xi_dach_actions.PlayerSettled in seen
    return seen


def sample(cls: type[Event]) -> dict[str, Any]:
    """A value for each field without a default (the events never check their types)."""
    return {f.name: (i + 1) * 7 for i, f in enumerate(fields(cls))
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}


def expected(cls: type[Any], values: dict[str, Any]) -> dict[str, Any]:
    """The fields of the same object made by a twin dataclass with the dataclass's own ``__init__``
    (and the class's ``__post_init__``, where it has one)."""
    extra = {"__post_init__": cls.__post_init__} if hasattr(cls, "__post_init__") else {}
    twin = dataclasses.make_dataclass(
        cls.__name__, [(f.name, f.type, f) for f in fields(cls)], frozen=True, slots=True, namespace=extra)
    made = twin(**values)
    return {f.name: getattr(made, f.name) for f in fields(cls)}


@pytest.mark.parametrize("cls", event_classes(), ids=lambda c: c.__name__)
def test_every_field_set_with_the_dataclass_defaults(cls: type[Event]) -> None:
    values = sample(cls)
    event = cls(**values)
    assert {f.name: getattr(event, f.name) for f in fields(cls)} == expected(cls, values)
    if fields(cls):
        with pytest.raises(FrozenInstanceError):
            setattr(event, fields(cls)[0].name, None)


@pytest.mark.parametrize("values", [
    {"n_seats": 3}, {"n_seats": 2, "balances": (5, 6), "banker": None, "script": "AS |"},
    {"deltas": (3, -3)}, {"deltas": (1, -2), "fees": 1, "summary": {"x": 1}},
])
def test_the_table_config_and_the_result_too(values: dict[str, Any]) -> None:
    cls = TableConfig if "n_seats" in values else RoundResult
    made = cls(**values)
    assert {f.name: getattr(made, f.name) for f in fields(cls)} == expected(cls, values)
    with pytest.raises(FrozenInstanceError):
        setattr(made, fields(cls)[0].name, None)


def test_the_post_init_still_checks() -> None:
    assert TableConfig(3).balances == (1000, 1000, 1000)
    with pytest.raises(ValueError, match="3 seats but 2 balances"):
        TableConfig(3, balances=(1, 2))


def test_defaults_and_factories_are_fresh_and_frozen() -> None:
    a, b = Announced("k", 1), Announced("k", 2)
    assert a.params == {} and a.params is not b.params  # a factory runs per event
    assert CardDealt(0, None) == CardDealt(seat=0, card=None, face_up=False)
    assert ChipsMoved(0, 1, 5, "win") == ChipsMoved(payer=0, payee=1, amount=5, reason="win")


def test_quick_init_refuses_nothing_it_cannot_build() -> None:
    @quick_init
    @dataclasses.dataclass(frozen=True, slots=True)
    class Probe(Event):
        x: int
        y: tuple[int, ...] = ()
        z: list[int] = dataclasses.field(default_factory=list)

    p = Probe(1)
    assert (p.x, p.y, p.z) == (1, (), []) and Probe(1, (2,), [3]) == Probe(x=1, y=(2,), z=[3])
    with pytest.raises(TypeError):
        Probe()  # type: ignore[call-arg]
