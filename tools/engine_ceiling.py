"""How fast could a 12-seat Bài Cào round get if parts of the engine cost nothing?

A measurement for docs/performance.md, Findings §1, never imported by the game.  It plays
the bench's round (cào cái, 12 seats, uniformly random play, CPU time of this thread) with
the engine as it is, then again with more and more of its parts replaced by stubs that do
(almost) nothing, and prints the rate after each step.  If the rate with every listed part
free is still under the target, no amount of work on those parts can meet it.

    python tools/engine_ceiling.py [--seconds 1.0] [--repeats 5]
    python tools/engine_ceiling.py --instructions [--rounds 1000]   # exact; needs valgrind

The stubs break the rules on purpose (no validation, no chip checks, an unshuffled deck):
the rounds they play are only for timing.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys

import game.engine.protocol as protocol
import game.variants.three_card.round as three_card
from game.catalog import game
from game.devtools.bench_engine import bench_config, throughput
from game.engine.events import Event
from game.engine.ledger import Account, Ledger
from game.engine.protocol import Action
from game.variants.three_card.bai_cao import BAI_CAO, BaiCaoRules
from game.variants.three_card.round import ThreeCardRound


def _free_menu() -> tuple[Action, ...]:
    """At bench balances every punter may bet every amount: the menu is always this one."""
    state = BAI_CAO.new_round(bench_config(game("bai-cao")), 0)
    return tuple(state.legal_actions(state.to_act()[0]))


def _move_chips(ledger: Ledger, payer: Account, payee: Account, amount: int, reason: str,
                events: list[Event]) -> None:
    """``transfer_chips`` without its checks, its ledger entry and its event."""
    balances = ledger.live_balances()
    balances[payer] -= amount  # type: ignore[index]
    balances[payee] += amount  # type: ignore[index]


class _OneRandom:
    """Stands in for the ``random`` module in the protocol: every round shares one generator."""

    shared = random.Random(0)

    @classmethod
    def Random(cls, seed: int) -> random.Random:
        return cls.shared


_MENU = _free_menu()
# (what it frees, where, which attribute, the stub); each step frees one more.
STUBS: list[tuple[str, object, str, object]] = [
    ("result summary", ThreeCardRound, "_summary", lambda self: {}),
    ("hand highlights", BaiCaoRules, "highlight", lambda self, hand: None),
    ("action validation", ThreeCardRound, "_validate", lambda self, seat, action: None),
    ("legal-action listing", ThreeCardRound, "legal_actions", lambda self, seat: _MENU),
    ("chip transfers (no checks, no events)", three_card, "transfer_chips", _move_chips),
    ("shuffle (deck unshuffled)", ThreeCardRound, "_shuffle", lambda self: list(self.hand_rules.deck)),
    ("seeding (one shared Random)", protocol, "random", _OneRandom),
]
_ORIGINALS = [getattr(owner, name) for _, owner, name, _ in STUBS]


def play(k: int, rounds: int) -> None:
    """``rounds`` bench rounds with the first ``k`` parts free (the child of ``--instructions``)."""
    from instructions_per_round import play as play_rounds  # beside this file

    free_first(k)
    play_rounds(BAI_CAO.key, rounds)


def count_per_round(k: int, rounds: int) -> float:
    """Instructions of one round with the first ``k`` parts free; start-up cancels out."""
    from instructions_per_round import WARM_ROUNDS, instructions_of  # beside this file

    def run(n: int) -> int:
        return instructions_of([__file__, "--play", str(k), str(n)])

    return (run(WARM_ROUNDS + rounds) - run(WARM_ROUNDS)) / rounds


def free_first(k: int) -> None:
    """Stub the first ``k`` parts of :data:`STUBS`; restore the others."""
    for i, (_, owner, name, stub) in enumerate(STUBS):
        setattr(owner, name, stub if i < k else _ORIGINALS[i])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per repeat (default 1)")
    parser.add_argument("--repeats", type=int, default=5, help="repeats per step; the median is shown")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per round with valgrind instead of timing")
    parser.add_argument("--rounds", type=int, default=1000, help="rounds counted per step with --instructions")
    parser.add_argument("--play", type=int, nargs=2, help=argparse.SUPPRESS)  # the measured child: K ROUNDS
    ns = parser.parse_args()
    if ns.play is not None:
        play(*ns.play)
        return 0
    if ns.seconds <= 0 or ns.repeats < 1 or ns.rounds < 1:
        print("--seconds must be positive, --repeats and --rounds at least 1", file=sys.stderr)
        return 2
    names = ["engine as it is", *(f"+ {what} free" for what, *_ in STUBS)]
    target = game("bai-cao").throughput_target
    if ns.instructions:
        if shutil.which("valgrind") is None:
            print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
            return 2
        print(f"Bài Cào, 12 seats, random play: instructions per round ({ns.rounds} rounds counted)")
        for k, name in enumerate(names):
            print(f"  {name:<46} {count_per_round(k, ns.rounds):>10,.0f}", flush=True)
        return 0
    print(f"Bài Cào, 12 seats, random play; target {target:,.0f} rounds/s (median of {ns.repeats})")
    # Steps are interleaved (0, 1, …, 7, 0, 1, …) so that the machine's drift hits them all alike.
    rates: list[list[float]] = [[] for _ in names]
    for _ in range(ns.repeats):
        for k in range(len(names)):
            free_first(k)
            rates[k].append(throughput(game("bai-cao"), "random", seconds=ns.seconds, repeats=1).cpu[0])
    free_first(0)
    for name, runs in zip(names, rates):
        print(f"  {name:<46} {statistics.median(runs):>8,.0f} rounds/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
