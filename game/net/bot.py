"""A remote seat played by an AI, without a window (``python -m game join --bot LEVEL``).

The bot reads what its client receives — its view and legal actions after each move, as a
player's table would — and answers with the game's agent of that level, which sees nothing
else: the same agents that sit at a local table.  It is the model of what the remote
player's table does with a human's clicks.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable
from typing import Any, Final

from game.ai.base import Agent
from game.engine.protocol import TableConfig
from game.net.client import Client, Dealt, Moved
from game.net.protocol import AskMode, Closed, Refused, Settled

WAIT: Final = 1.0  # seconds between looks at the client when nothing arrives


def config_of(dealt: Dealt) -> TableConfig:
    """The table config an agent is made with, from what everybody knows of the round."""
    f = dealt.facts
    return TableConfig(n_seats=f.n_seats, mode=f.mode, options=dict(f.options), stake=f.stake,
                       balances=f.balances, banker=f.banker, carry=f.carry, round_no=f.round_no)


def play_bot(client: Client, level: str, on_row: Callable[[dict[str, Any]], None] = lambda row: None,
             seed: int | None = None) -> Closed | Refused:
    """Play ``client``'s seat with an AI of ``level`` until the table closes to it; returns why."""
    rng = random.Random(secrets.randbits(63) if seed is None else seed)
    agent: Agent[Any] | None = None
    while True:
        event = client.wait(WAIT)
        if isinstance(event, Dealt) and agent is None:
            assert client.game is not None and client.seat is not None
            agent = client.game.agents(level, client.seat, config_of(event))
        if isinstance(event, (Dealt, Moved)) and agent is not None:
            observe = getattr(agent, "observe", None)
            if observe is not None:
                observe([e.redacted_for(None) for e in event.events])
        if isinstance(event, AskMode):
            client.choose_mode(event.choices[0])
        elif isinstance(event, Settled):
            on_row(client.rows[-1])
        elif client.closed is not None:
            return client.closed
        table = client.shown
        if agent is not None and table is not None and table.legal and client.may_act() and client.events.empty():
            client.act(agent.choose(table.view, table.legal, rng))
