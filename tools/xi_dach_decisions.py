"""Which Xì Dách player decisions a policy gets wrong against a given dealer, measured.

For every decision the players at a table take (``--player`` in every player seat,
``--dealer`` as the bank, seat 0), the round is copied twice and played out once after a
draw and once after a stand, with everything else — the deck, every agent and what it
has learned — the same.  The difference in that seat's result is one sample of what
drawing is worth there; over many deals the mean, by hand (cards, total, soft), is what
drawing is worth against this dealer *as it reads this player*.  A hand where the
policy's choice has a negative value with its 95 % CI below 0 is a mistake it makes; the
sum over hands of how often they come times how much the other choice is worth estimates
what a policy that played those hands the other way would gain, if the dealer went on
reading it as before.

    python tools/xi_dach_decisions.py --player rule:hit17-soft19 --dealer hard --deals 5000 --seed 7

It plays each deal in full several times over: about 2 ms per deal and decision.
"""

from __future__ import annotations

import argparse
import copy
import random
from collections import defaultdict
from typing import Any

from game.catalog import game
from game.match.arena import ArenaSpec, mean_ci95
from game.match.turns import Turns
from game.variants.xi_dach.actions import DRAW, STAND
from game.variants.xi_dach.hand import best_total, counts_of
from game.variants.xi_dach.view import XiDachView

Hand = tuple[int, int, bool]  # cards, total, soft


def hand_of(view: XiDachView) -> Hand:
    n, hard, aces = counts_of(view.my_cards)
    total = view.my_value.total if view.my_value is not None else hard
    return n, total, best_total(n, hard, aces, view.rules.ace_flexible) != hard


def draw_value(turns: Turns[Any], seat: int, stake: int) -> float:
    """``seat``'s result after a draw minus after a stand, from this point, in stakes."""
    results = {}
    for action in (DRAW, STAND):
        fork = copy.deepcopy(turns)
        fork.apply(seat, action)
        fork.play_out()
        results[action] = fork.state.result().deltas[seat] / stake
    return results[DRAW] - results[STAND]


def measure(player: str, dealer: str, deals: int, seed: int, players: int = 4) -> dict[Hand, list[Any]]:
    """By hand: [the policy's choice (True: draw), the draw's values]."""
    record = game("xi-dach")
    variant = record.variant
    config = ArenaSpec(variant, record.agents, players=players).config(0)  # the bank at seat 0, as in the arena
    agents = {s: record.agents(dealer if s == 0 else player, s, config) for s in range(players)}
    seeds = random.Random(seed)
    found: dict[Hand, list[Any]] = defaultdict(lambda: [None, []])
    for _ in range(deals):
        turns = Turns(variant.new_round(config, seeds.getrandbits(63)), agents)
        while (seat := turns.next_seat()) is not None:
            view, legal = turns.question(seat)
            action = turns.answer(seat, view, legal)
            if seat != 0 and DRAW in legal:
                row = found[hand_of(view)]
                row[0] = action == DRAW if row[0] is None or row[0] == (action == DRAW) else "mixed"
                row[1].append(draw_value(turns, seat, config.stake))
            turns.apply(seat, action)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--player", default="rule:hit17-soft19")
    parser.add_argument("--dealer", default="hard")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    found = measure(args.player, args.dealer, args.deals, args.seed)
    seat_deals = args.deals * 3  # three player seats
    bound = 0.0
    print(f"{'cards':>5} {'total':>5} {'soft':>5} {'plays':>6} {'seen':>6}  value of the choice [95% CI]")
    for (n, total, soft), (draws, values) in sorted(found.items()):
        k = len(values)
        sign = 1 if draws is True else -1
        mean, lo, hi = mean_ci95([sign * v for v in values])  # the value of the choice made
        choice = "draw" if draws is True else "stand" if draws is False else "mixed"
        flag = "  ← mistake" if draws != "mixed" and hi < 0 else ""
        print(f"{n:>5} {total:>5} {soft!s:>5} {choice:>6} {k:>6}  {mean:+.3f} [{lo:+.3f}, {hi:+.3f}]{flag}")
        if draws != "mixed":
            bound += max(0.0, -mean) * k / seat_deals
    print(f"playing the other way where it is worth more: {bound:+.4f} stakes per deal per seat")


if __name__ == "__main__":
    main()
