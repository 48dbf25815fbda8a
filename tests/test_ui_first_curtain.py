"""The first Space on the first hot-seat curtain of a new table opens it (issues 15 §3, 22).

It used to seem ignored at the Tam Cúc table: the first curtain was raised for a decision
that was none (a seat with nothing to lay down, passed for automatically), so after the
Space the same player's curtain came straight back for the real decision.  Checked for
every game of the catalogue, at instant and at real animation speed.
"""

from __future__ import annotations

import pygame
import pytest

from game.catalog import games
from game.match.match import Match, Seat
from game.ui.screens.curtain import Curtain
from game.ui.table.host import TableHost
from tests.ui_harness import key, make_app, settle


@pytest.mark.parametrize("speed", [0.0, 1.0])
@pytest.mark.parametrize("key_", [g.key for g in games()])
@pytest.mark.parametrize("seed", [1, 3, 5])
def test_the_first_space_opens_the_first_curtain_to_a_real_decision(key_: str, speed: float, seed: int) -> None:
    record = next(g for g in games() if g.key == key_)
    app = make_app(speed=speed)
    seats = [Seat("Lan", "human"), Seat("Minh", "human"), Seat("Hùng", "normal")]  # two humans and an AI
    match = Match(record.variant, seats, balances=[1000] * 3, seed=seed)
    app.open("table", match=app.session.prepare_match(match))
    settle(app, lambda: isinstance(app.scenes.top, Curtain), dt=1 / 30)
    curtain = app.scenes.top
    assert isinstance(curtain, Curtain)
    key(app, pygame.K_SPACE, " ")
    table = app.scenes.top
    assert isinstance(table, TableHost), "the first Space did not open the curtain"
    seat = table.controller.viewer()
    assert seat is not None and match.seats[seat].name == curtain.name
    state = match.current
    assert state is not None and seat in state.to_act()
    assert len(state.legal_actions(seat)) > 1, "the curtain was raised for a decision that is none"
