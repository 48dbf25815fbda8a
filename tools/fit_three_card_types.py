"""Fit the player types of the three-card AI's prior and write ``game/ai/three_card/fitted_types.py``.

A hard AI starts every opponent's model from a mixture of player types
(:class:`game.ai.three_card.models.TypePrior`).  Each type is measured here by playing it:
it sits at a table of four with a hard, a normal and an easy player (composed), the bank
moving round the table where there is one, and a spectator's memory — the same
:class:`~game.ai.three_card.models.TableMemory` the hard AI keeps, fed the same public
events — counts, by bin of the hand shown down, how often it challenged anybody in a round
and how often it accepted a challenge it was offered.  The types are the three levels with
each personality (how the other AI seats play) and the habits the arena uses to stand for
people (``always-accept``, ``always-decline``, ``nit``).

    python tools/fit_three_card_types.py [--rounds 3000] [--seed 1] [--only GAME:MODE …]

Run it again when a three-card agent changes (twice: hard's own type depends on its prior).
``--only`` fits those tables alone and keeps the others as the module has them (with the
commit, rounds and seed they were fitted on: ``FITTED_ON``).
"""

from __future__ import annotations

import argparse
import random
import subprocess
from pathlib import Path
from typing import Any

from game.ai.personality import PERSONALITIES, personality
from game.ai.three_card.fitted_types import FITTED, FITTED_ON
from game.ai.three_card.models import Payout, TableMemory, sound_rates
from game.ai.three_card.odds import hand_odds
from game.catalog import game
from game.match.arena import ARENA_CHIPS
from game.match.turns import Turns

OUT = Path(__file__).resolve().parents[1] / "game" / "ai" / "three_card" / "fitted_types.py"
TABLES = (("ba-cay", "chuong"), ("ba-cay", "nhat-an-tat"), ("bai-cao", "cao-rua"))
OPPONENTS = ("hard", "normal", "easy")
LEVEL_TYPES = tuple(f"{level}:{p}" for level in ("easy", "normal", "hard") for p in PERSONALITIES)
HABITS = ("always-accept", "always-decline", "nit")
LEVELS_SHARE = 0.75  # of the prior: the AI levels (each personality alike); the rest, the habits of people


def share(name: str) -> float:
    return LEVELS_SHARE / len(LEVEL_TYPES) if name in LEVEL_TYPES else (1 - LEVELS_SHARE) / len(HABITS)


def make(g: Any, name: str, seat: int, config: Any) -> Any:
    level, _, temper = name.partition(":")
    agent = g.agents(level, seat, config)
    if temper:
        agent.personality = personality(temper)
    return agent


def fit(key: str, mode: str, name: str, rounds: int, seed: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The rates of type ``name`` by bin, as a hard AI's memory would count them."""
    g = game(key)
    variant = g.variant
    n = 1 + len(OPPONENTS)
    banked = variant.has_banker(mode)
    configs = [variant.make_config(n, mode=mode, balances=(ARENA_CHIPS,) * n, banker=b if banked else None)
               for b in range(n)]
    agents = {0: make(g, name, 0, configs[0])}
    agents.update({s: make(g, level, s, configs[0]) for s, level in enumerate(OPPONENTS, start=1)})
    rules = variant.round_type.hand_rules
    bins = hand_odds(rules).bins
    memory = TableMemory(-1, n, rules, bins)  # a spectator: it learns every seat
    deals = random.Random(seed)
    for r in range(rounds):
        state = variant.new_round(configs[r % n], deals.getrandbits(63))
        turns = Turns(state, agents)
        memory.observe([e.redacted_for(None) for e in state.start_events()])
        while (seat := turns.next_seat()) is not None:
            memory.observe([e.redacted_for(None) for e in turns.apply(seat, turns.ask(seat))])
    view = variant.new_round(configs[0], 0).view(0)
    prior_ch, prior_acc = sound_rates(bins, Payout.of(view.side_loss, view.side_fee))
    model = memory.model(0)
    return model.challenges.rates(prior_ch), model.accepts.rates(prior_acc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", action="append", default=[], metavar="GAME:MODE",
                        help="fit only these tables (e.g. bai-cao:cao-rua); the others are kept")
    ns = parser.parse_args()
    unknown = set(ns.only) - {f"{key}:{mode}" for key, mode in TABLES}
    if unknown:
        raise SystemExit(f"no table {', '.join(sorted(unknown))}")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    out = [
        '"""Player types of the three-card AI\'s prior (:func:`game.ai.three_card.models.type_prior`).',
        "",
        "Written by ``tools/fit_three_card_types.py``; do not edit by hand (run it again when an",
        "agent changes).  Keys: (game, mode, side-loss, side-fee); values: per type, its share of",
        "the prior and its rates by bin — challenging anybody per round, accepting per challenge.",
        "``FITTED_ON``: the commit, rounds per type and seed each table was fitted with.",
        '"""',
        "",
        "from typing import Final",
        "",
        "Rates = tuple[float, ...]",
        "",
        "FITTED: Final[dict[tuple[str, str, int, int], dict[str, tuple[float, Rates, Rates]]]] = {",
    ]
    fitted_on: dict[tuple[str, str, int, int], str] = {}
    for key, mode in TABLES:
        config = game(key).variant.make_config(4, mode=mode, banker=0)
        view = game(key).variant.new_round(config, 0).view(0)
        table = (key, mode, view.side_loss, view.side_fee)
        out.append(f"    {table!r}: {{")
        refit = not ns.only or f"{key}:{mode}" in ns.only
        for name in (*LEVEL_TYPES, *HABITS):
            if refit:
                ch, acc = fit(key, mode, name, ns.rounds, ns.seed)
                print(key, mode, name, flush=True)
            else:
                _, ch, acc = FITTED[table][name]
            out.append(f"        {name!r}: ({share(name):.4f},")
            out.append(f"            ({', '.join(f'{r:.3f}' for r in ch)}),")
            out.append(f"            ({', '.join(f'{r:.3f}' for r in acc)})),")
        out.append("    },")
        fitted_on[table] = (f"commit {commit or 'unknown'}, {ns.rounds} rounds per type, seed {ns.seed}" if refit
                            else FITTED_ON[table])
    out.append("}")
    out.append("")
    out.append("FITTED_ON: Final[dict[tuple[str, str, int, int], str]] = {")
    out.extend(f"    {table!r}: {text!r}," for table, text in fitted_on.items())
    out.append("}")
    OUT.write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
