"""Wins land on the seat (issue 39): at the result each seat whose chips changed sees its
change rise over its plate ("+120" green, "-40" red) and fade — the settlement's amount,
checked by the truth oracle on every frame; the oracle fails a float that says anything else.

Rounds of AI seats at 1× speed, their frames counted (never seconds)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ui.app import App
from game.ui.assets import CARD_RATIO
from game.ui.table.floats import FLOAT_SECONDS, Float, float_place
from tests.oracle import Oracle
from tests.test_oracle_rounds import DT, Pilot, _case, new_app, opened, play


@pytest.fixture
def app() -> Iterator[App]:
    with new_app() as made:
        yield made


@pytest.mark.parametrize(("key", "n", "mode"), [
    ("bai-cao", 4, "cao-rua"), ("bai-cao", 12, "cao-rua"), ("ba-cay", 6, "chuong"), ("xi-dach", 4, ""),
])
def test_each_changed_seat_sees_its_settled_change_rise_over_its_plate(app: App, key: str, n: int,
                                                                      mode: str) -> None:
    case = _case(key, n, mode, seed=11, speed=1.0)
    app.session.update_settings(anim_speed=1.0)
    match = case.match()
    table, oracle = opened(app, "table", match=match)
    seen: dict[int, set[int]] = {}
    places: dict[int, list[int]] = {}

    def watch(_frame: int) -> None:
        lay = table.places.layout
        for f in table.picture.floats:
            seen.setdefault(f.seat, set()).add(f.amount)
            rect = float_place(f, lay, (round(60 * lay.scale), round(28 * lay.scale)))
            places.setdefault(f.seat, []).append(rect.bottom)
            cards = [sp.rect(CARD_RATIO) for sp in table.picture.hands[f.seat]]
            assert rect.collidelist(cards) < 0, f"seat {f.seat}'s float covers its cards"

    play(app, table, oracle, Pilot(case.seed), watch)
    for frame in range(round(FLOAT_SECONDS / DT) + 2):  # the result shows: they rise on, and fade out
        app.frame(DT)
        oracle.frame()
        watch(frame)
    assert not table.picture.floats, "the floats fade out"
    deltas = match.history[-1].deltas
    assert seen == {s: {d} for s, d in enumerate(deltas) if d}, "one float a changed seat, its settled change"
    for seat, bottoms in places.items():
        assert bottoms[-1] < bottoms[0], f"seat {seat}'s float rises"
        assert bottoms[0] <= table.places.layout.seat(seat).plate.bottom, "it starts on its plate"
    table.close()


def test_the_oracle_fails_a_float_that_is_not_the_settlement_s(app: App) -> None:
    case = _case("bai-cao", 4, "cao-rua", seed=11, speed=1.0)
    app.session.update_settings(anim_speed=1.0)
    table, oracle = opened(app, "table", match=case.match())
    play(app, table, oracle, Pilot(case.seed))
    deltas = table.match.history[-1].deltas
    seat = next(s for s, d in enumerate(deltas) if d)
    table.picture.floats[:] = [Float(seat, deltas[seat] + 10)]
    with pytest.raises(AssertionError, match="rises over seat"):
        oracle.frame()
    table.picture.floats[:] = [Float(seat, deltas[seat]), Float(seat, deltas[seat])]
    with pytest.raises(AssertionError, match="two amounts"):
        oracle.frame()
    table.close()


def test_no_float_at_instant_speed(app: App) -> None:
    case = _case("bai-cao", 4, "cao-rua", seed=11, speed=0.0)
    app.session.update_settings(anim_speed=0.0)
    table, oracle = opened(app, "table", match=case.match())
    floats: list[Float] = []
    play(app, table, oracle, Pilot(case.seed), lambda _f: floats.extend(table.picture.floats))
    assert not floats
    table.close()


def test_a_float_before_the_settlement_fails_the_oracle(app: App) -> None:
    case = _case("bai-cao", 4, "cao-rua", seed=11, speed=1.0)
    app.session.update_settings(anim_speed=1.0)
    table, oracle = opened(app, "table", match=case.match())
    app.frame(DT)
    table.picture.floats.append(Float(0, 10))
    with pytest.raises(AssertionError, match="before any settlement"):
        Oracle.frame(oracle)
    table.close()
