"""``bench --only net``: a family table on loopback (game/net, issue 42), by the clock.

Two figures, each with the host as its own process (``python -m game host``, exactly what a
table hosted without a window runs) and the remote players as clients of this one:

* **round trip**: a remote seat of a Tam Cúc table (4 seats, the others easy AI) plays
  random legal moves, a little slower than the host's limit allows (:data:`PACE`); the time
  from sending an action to receiving the host's ``Move`` of it — parsed and checked by the
  host, applied by the rules, sent back redacted for the seat, decoded and shown by the
  client.  Target p99 ≤ 20 ms.
* **waiting**: a Ba Cây table of 12 seats, 11 of them remote clients that never answer: the
  host's whole process CPU time (``/proc``, Linux) over a stretch of wall time while it waits
  for them — its keep-alive pings, the seats' presence ticking, its match loop polling.
  Target ≤ 2 % of one core.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Final

from game.devtools.bench_stats import latency_row
from game.net.client import Client, Dealt, Moved
from game.net.limits import ACT_RATE
from game.net.protocol import AskMode, Refused

ROUND_TRIP_TARGET_MS: Final = 20.0
WAITING_TARGET_SHARE: Final = 0.02
SAFETY: Final = 300.0  # seconds: a bound on any one stage, never a measurement
# Seconds between the measured seat's actions: a quick player, within the host's limit (the
# easy AI seats answer at once; a client answering them at once would wait for the limit,
# which a round trip must not count).
PACE: Final = 1.5 / ACT_RATE[0]


@contextmanager
def hosting(program: list[str], variant: str, players: int, remote: int, rounds: int) -> Iterator[tuple[
        subprocess.Popen[str], int, str]]:
    """A ``host`` child process (AI seats easy); yields it with its port and room code."""
    args = [*program, "host", "--variant", variant, "--players", str(players), "--remote", str(remote),
            "--rounds", str(rounds), "--ai", "easy", "--port", "0"]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        if not first:
            raise RuntimeError(f"the host did not start: {proc.communicate(timeout=10)[1][-300:]}")
        where = json.loads(first)
        yield proc, where["port"], where["code"]
    finally:
        if proc.poll() is None:
            proc.terminate()
        proc.communicate(timeout=30)


def round_trip(program: list[str], deals: int) -> dict[str, Any]:
    """Round trips of one remote seat's actions over ``deals`` Tam Cúc deals."""
    samples: list[float] = []
    refused = 0
    rng = random.Random(7)
    with hosting(program, "tam-cuc", 4, 1, deals) as (_, port, code):
        client = Client("127.0.0.1", port, code, "Bench")
        client.start()
        try:
            sent: tuple[int, float] | None = None  # the action waiting for its answer: ref, when
            last = 0.0  # when the last action was sent
            end = time.monotonic() + SAFETY
            while client.closed is None and time.monotonic() < end:
                event = client.wait(1.0)
                now = time.perf_counter()
                if sent is not None and isinstance(event, Moved) and event.seat == client.seat:
                    samples.append(now - sent[1])
                    sent = None
                elif sent is not None and isinstance(event, Refused) and event.ref == sent[0]:
                    refused += 1  # a question another seat's move had just changed: not a round trip
                    sent = None
                elif isinstance(event, AskMode):
                    client.choose_mode(event.choices[0])
                table = client.shown
                if sent is None and table is not None and table.legal and client.events.empty():
                    time.sleep(max(0.0, last + PACE - time.perf_counter()))  # within the host's rate
                    action = rng.choice(table.legal)
                    last = time.perf_counter()
                    sent = (client.act(action), last)
        finally:
            client.close()
    return {"game": "tam-cuc", "seats": 4, "deals": deals, "refused": refused,
            **latency_row(samples, ROUND_TRIP_TARGET_MS)}


def process_cpu_s(pid: int) -> float | None:
    """CPU time (user + system, every thread) of process ``pid`` so far; None where there is
    no ``/proc`` to read it from."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def waiting(program: list[str], seconds: float, settle: float = 2.0) -> dict[str, Any]:
    """The host's CPU share while 11 remote seats of a 12-seat Ba Cây table keep it waiting
    (measured ``seconds``, from ``settle`` seconds after the last of them was dealt in)."""
    remote = 11
    with hosting(program, "ba-cay", remote + 1, remote, 1) as (proc, port, code):
        clients = [Client("127.0.0.1", port, code, f"Bench {i}") for i in range(remote)]
        try:
            for client in clients:
                client.start()
            asked: set[int] = set()  # the clients the table waits for: dealt in, or asked the mode
            end = time.monotonic() + SAFETY
            while time.monotonic() < end and len(asked) < remote:
                for i, client in enumerate(clients):
                    if any(isinstance(e, (Dealt, AskMode)) for e in client.poll()):
                        asked.add(i)  # and it never answers
                time.sleep(0.1)
            time.sleep(settle)  # the deal's own work done
            cpu0, wall0 = process_cpu_s(proc.pid), time.perf_counter()
            time.sleep(seconds)
            cpu1, wall1 = process_cpu_s(proc.pid), time.perf_counter()
            for client in clients:
                client.poll()
        finally:
            for client in clients:
                client.close()
    cpu = None if cpu0 is None or cpu1 is None else cpu1 - cpu0
    share = None if cpu is None else cpu / (wall1 - wall0)
    return {"game": "ba-cay", "seats": remote + 1, "remote_waiting": len(asked), "seconds": round(wall1 - wall0, 1),
            "cpu_s": None if cpu is None else round(cpu, 3), "cpu_share": None if share is None else round(share, 4),
            "target_share": WAITING_TARGET_SHARE,
            "met": None if share is None else len(asked) == remote and share <= WAITING_TARGET_SHARE}


def net_section(program: list[str], quick: bool) -> dict[str, Any]:
    trip = round_trip(program, 4 if quick else 25)
    wait = waiting(program, 5.0 if quick else 30.0)
    return {"round_trip": trip, "waiting": wait, "met": trip["met"] is not False and wait["met"] is not False}
