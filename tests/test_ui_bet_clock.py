"""Everyone bets at once against a clock (issue 39): while a round asks for bets, a ring drains
round every betting portrait (settings ``bet_clock``: off, 10 or 20 s), every AI seat thinking
turns its own ring, and when the time is up a human still to bet bets the least — never at a
hot-seat table without the turn clock.  Counted in frames at 1×."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import t
from game.ui.screens.curtain import Curtain
from game.ui.table.host import TableHost
from game.variants.three_card.defs import Bet
from tests.ui_harness import ba_cay_table, make_app, press

FPS = 60


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))


def betting_table(humans: tuple[int, ...], bet_clock: int, turn_clock: int = 0, seats: int = 6) -> TableHost:
    app = make_app(speed=1.0)
    app.session.update_settings(bet_clock=bet_clock, turn_clock=turn_clock)
    scene = ba_cay_table(app, seats, humans, seed=5)
    for _ in range(2 * FPS):  # the shuffle, then the AI seats think side by side
        if len(scene.controller.thinking_seats()) > 1:
            break
        scene.app.frame(1 / FPS)
    return scene


def bets_of(scene: TableHost, seat: int) -> list[int]:
    state = scene.controller.state
    assert state is not None
    return [a.amount for s, a in state.log if s == seat and isinstance(a, Bet)]


def test_every_betting_portrait_drains_and_every_thinking_ai_is_marked() -> None:
    scene = betting_table((0,), bet_clock=10)
    thinking = scene.controller.thinking_seats()
    assert len(thinking) >= 3
    for seat in (0, *thinking):
        turn = scene.clock.turn_of(seat, True)
        assert turn is not None and turn.left is not None and 0.8 < turn.left <= 1.0, seat
    for _ in range(5 * FPS):
        scene.app.frame(1 / FPS)
    half = scene.clock.turn_of(0, True)
    assert half is not None and half.left is not None and 0.4 < half.left < 0.55
    assert scene.controller.betting() == (0,), "the AI seats bet within the clock"
    scene.close()


def test_without_the_bet_clock_every_thinking_ai_turns_its_ring() -> None:
    scene = betting_table((0,), bet_clock=0)
    thinking = scene.controller.thinking_seats()
    assert len(thinking) >= 3
    for seat in thinking:
        turn = scene.clock.turn_of(seat, True)
        assert turn is not None and turn.spin is not None and turn.left is None, seat
    human = scene.clock.turn_of(0, True)
    assert human is not None and human.left is None and human.spin is None
    scene.close()


def test_when_the_time_is_up_the_player_bets_the_least() -> None:
    scene = betting_table((0,), bet_clock=10)
    least = min(a.amount for a in scene.controller.legal(0) if isinstance(a, Bet))
    frames = 0
    while 0 in scene.controller.betting():
        scene.app.frame(1 / FPS)
        frames += 1
        assert frames <= 11 * FPS, "the clock ran out and nobody bet"
    assert frames >= 9 * FPS, "not before the clock ran out"
    assert bets_of(scene, 0) == [least]
    assert t("ui.bet_clock.out", name=scene.seat_name(0), amount=least) in scene.app.toasts.messages
    scene.close()


def test_at_a_hot_seat_table_without_the_turn_clock_nobody_is_made_to_bet() -> None:
    scene = betting_table((0, 3), bet_clock=10)
    app = scene.app
    for _ in range(12 * FPS):
        if isinstance(app.scenes.top, Curtain):
            press(app, app.scenes.top.name)  # a player takes the screen: the table goes on
        app.frame(1 / FPS)
    assert scene.controller.humans_to_act(), "the humans still decide"
    turn = scene.clock.turn_of(scene.controller.humans_to_act()[0], True)
    assert turn is not None and turn.late and turn.left == 0
    scene.close()


def test_a_clock_alone_draws_at_the_calm_rate_and_thinking_ais_at_the_full_one() -> None:
    """While AI seats think the frames come at the full rate (their pauses end on time, their
    rings spin); once only the human's ring drains, the loop may draw at the calm rate."""
    scene = betting_table((0,), bet_clock=20)
    app = scene.app
    assert app.frame(1 / FPS) and not app.slow, "AI seats think: every frame"
    for _ in range(5 * FPS):
        if scene.controller.betting() == (0,) and scene.controller.thinking() is None:
            break
        app.frame(1 / FPS)
    assert scene.controller.betting() == (0,)
    for _ in range(3 * FPS):  # the AI seats' chips land
        if app.frame(1 / FPS) and app.slow:
            break
    assert all(app.frame(1 / FPS) and app.slow for _ in range(FPS)), "only the human's ring drains"
    app.toast("x")
    assert app.frame(1 / FPS) and not app.slow, "a toast rises at the full rate"
    scene.close()
