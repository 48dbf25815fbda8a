"""Everyone bets at once (issue 39, pace): where a round asks several seats together (bets),
every AI seat among them thinks side by side — each with its own pause from the round's
pause stream — while the human decides too, and each bet is played when its seat's pause is
over, not one after another."""

from __future__ import annotations

import pytest

from game.catalog import VARIANTS
from game.engine.events import BetPlaced, Event
from game.engine.protocol import RoundState
from game.match.match import HUMAN, Match, Seat
from game.match.turns import Turns
from game.ui.table.controller import TableController


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def betting_table(human: bool = True, seats: int = 12) -> tuple[TableController, Clock, list[Event]]:
    match = Match(VARIANTS["ba-cay"], [Seat(f"P{i}", HUMAN if human and i == 0 else "normal") for i in range(seats)],
                  balances=[2000] * seats, seed=11, mode="chuong", banker=1)
    clock, events = Clock(), []

    def emit(moved: list[Event], _state: RoundState) -> None:
        events.extend(moved)

    controller = TableController(match, emit, inline=True, now=clock)
    controller.begin_round()
    events.clear()  # the deal's opening
    return controller, clock, events


def test_every_ai_seat_thinks_about_its_bet_at_once_while_the_human_does() -> None:
    controller, clock, events = betting_table()
    state = controller.state
    assert state is not None
    betting = [s for s in state.to_act() if s != 0]
    assert len(betting) >= 10 and 0 in state.to_act()  # the banker does not bet
    controller.tick(0.0, idle=True)
    assert controller.thinking_seats() == tuple(betting)  # all of them, asked round the table
    pauses = {p.seat: p.ready_at for p in controller._pending.values()}
    # each its own pause, drawn in turn from the round's pause stream (the agents' difficulty for a bet is 0)
    twin = Turns(VARIANTS["ba-cay"].new_round(state.config, state.seed), controller.agents)
    assert list(pauses.values()) == pytest.approx([twin.thinking_time(s) for s in betting])
    assert len(set(pauses.values())) == len(betting)
    # nothing is played before the first pause ends; then each bet as its pause ends
    first, last = min(pauses.values()), max(pauses.values())
    clock.now = first - 0.01
    assert not controller.tick(1 / 60, idle=True) and not events
    order: list[int] = []
    while clock.now < last + 0.02:
        clock.now += 1 / 60
        if controller.tick(1 / 60, idle=True):
            order += [e.seat for e in events[len(order):] if isinstance(e, BetPlaced)]
    assert sorted(order) == sorted(betting) and order == sorted(betting, key=lambda s: pauses[s])
    # the human was never waited for, nor waited on: still to bet, and the whole table bet
    # within the longest pause (one after another they would have taken their sum)
    assert controller.state is state and state.to_act() == (0,)
    assert last < sum(pauses.values()) / 4


def test_answers_wait_for_the_table_to_be_idle_and_land_together() -> None:
    """A busy table (a chip still flying) holds the answers back; once idle, every answer
    whose pause is over is played in the same tick, in the order the pauses ended."""
    controller, clock, events = betting_table()
    controller.tick(0.0, idle=True)
    pauses = sorted(p.ready_at for p in controller._pending.values())
    clock.now = pauses[4] + 0.001
    assert not controller.tick(1 / 60, idle=False) and not events
    assert controller.tick(1 / 60, idle=True)
    assert len([e for e in events if isinstance(e, BetPlaced)]) == 5


def test_an_answer_whose_choices_changed_is_asked_again() -> None:
    """Bets leave the other seats' choices alone; a seat whose choices another move changed
    thinks again from the new view (its first answer is dropped, never played)."""
    controller, clock, events = betting_table(human=False, seats=4)
    controller.tick(0.0, idle=True)
    state = controller.state
    assert state is not None
    seat = controller.thinking_seats()[-1]
    pending = controller._pending[seat]
    pending.legal = ()  # as if another seat's move had changed what this seat may do
    clock.now = max(p.ready_at for p in controller._pending.values()) + 0.01
    assert controller.tick(1 / 60, idle=True)
    assert seat not in [e.seat for e in events if isinstance(e, BetPlaced)]
    assert not controller.tick(1 / 60, idle=True)  # asked again, with a new pause
    assert controller.thinking_seats() == (seat,) and controller._pending[seat] is not pending
    controller.close()
