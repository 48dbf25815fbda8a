"""Where a three-card arena's difference comes from: the main bets and each kind of side bet.

Plays ``python -m game arena``'s seats arena (same seeds, every seating) and splits A's
mean result per deal and seat minus B's into what each part of the round contributed —
the main bets (or the pot), and the side bets by who made them against whom: A's
challenges of B and B's of A, ké cửa (backing a player against the chương) by A against a
chương of B and the other way round, and side bets between two seats of one side (ké cửa
included) — each with its 95% confidence interval.  The parts add up to the
arena's mean.

    python tools/arena_ledger.py --variant ba-cay --a read:hard --b hard --deals 500 --seed 1 [--mode M] [--players N]
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from collections.abc import Sequence

from game.catalog import game
from game.engine.fees import fee_of
from game.engine.protocol import RoundResult
from game.match.arena import ArenaSpec, mean_ci95, run_arena, seatings

PARTS = ("main", "A challenges B", "B challenges A", "A backs against B", "B backs against A", "A on A", "B on B")


def side_deltas(bet: Sequence[object], fee_percent: int, banker: int | None) -> tuple[int, int, int]:
    """(maker, counterparty, its seat) of one settled side bet from a round's summary row."""
    kind, maker, target, amount, status, net = bet
    assert isinstance(maker, int) and isinstance(target, int) and isinstance(amount, int) and isinstance(net, int)
    counter = banker if kind == "ke-cua" and banker is not None else target
    if status == "won":
        return net, -amount, counter
    if status == "lost":
        return net, -net - fee_of(-net, fee_percent), counter
    return 0, 0, counter


def part_of(kind: str, maker_a: bool, counter_a: bool) -> str:
    """The part a side bet belongs to: who made it against whom (ké cửa: against the chương)."""
    if maker_a != counter_a:
        verb = "backs against" if kind == "ke-cua" else "challenges"
        return f"A {verb} B" if maker_a else f"B {verb} A"
    return "A on A" if maker_a else "B on B"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", required=True)
    parser.add_argument("--mode")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    ns = parser.parse_args()
    entry = game(ns.variant)
    spec = ArenaSpec(entry.variant, entry.agents, players=ns.players, a=ns.a, b=ns.b, deals=ns.deals, seed=ns.seed,
                     mode=ns.mode)
    plays = seatings(ns.players)
    banks = entry.variant.has_banker(spec.table_mode)
    config = spec.config(0 if banks else None)
    fee, unit = int(config.options.get("side-fee", 0)), config.stake
    samples: dict[str, list[float]] = defaultdict(list)

    def watch(deal: int, results: Sequence[RoundResult]) -> None:
        parts = dict.fromkeys(PARTS, 0.0)
        for result, pattern in zip(results, plays):
            n_a, n_b = sum(pattern), len(pattern) - sum(pattern)
            side = [0] * len(pattern)
            banker = deal % ns.players if banks else None  # the arena moves the bank one seat a deal
            for bet in result.summary["side_bets"]:
                mine, theirs, counter = side_deltas(bet, fee, banker)
                maker = bet[1]
                side[maker] += mine
                side[counter] += theirs
                part = part_of(bet[0], pattern[maker], pattern[counter])
                for seat, delta in ((maker, mine), (counter, theirs)):
                    parts[part] += delta / (n_a if pattern[seat] else -n_b)
            for seat, is_a in enumerate(pattern):
                parts["main"] += (result.deltas[seat] - side[seat]) / (n_a if is_a else -n_b)
        for part, value in parts.items():
            samples[part].append(value / len(results) / unit)

    report = run_arena(spec, watch)
    out = {"a": ns.a, "b": ns.b, "n": report["n"], "mean": report["mean"], "ci95": report["ci95"], "parts": {}}
    for part in PARTS:
        mean, lo, hi = mean_ci95(samples[part])
        out["parts"][part] = {"mean": round(mean, 4), "ci95": [round(lo, 4), round(hi, 4)]}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
