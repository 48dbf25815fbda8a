"""``python -m game host`` and ``python -m game join``: a hosted table without a window.

``host`` runs the match with its seats that are not remote played by the AI; its first line
on stdout is ``{"port": P, "code": "C"}``; it starts when its remote seats are taken (after
:data:`WAIT_FOR_PLAYERS` seconds without them it says so and exits 2) and with ``--json``
prints one row per round like ``sim``.  ``join`` plays one remote seat with an AI of a level
and prints the rows as that seat saw them; it keeps its seat in the data folder as the
window's "Vào bàn" does (:mod:`game.net.held`), so a ``join`` killed mid-round and started
again to the same address and code comes back into the same seat.  The arguments are checked by :mod:`game.cli`
before these run; what only the network can tell (a port in use, a host that refuses) is a
:class:`Mistake`, which the command line reports in one line with exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Final, TextIO

WAIT_FOR_PLAYERS: Final = 120.0  # seconds the host waits for its remote seats to be taken
HOST_NAME: Final = "host"  # the seat names of a table without a window: AI 1, AI 2, … and the remote players'


class Mistake(ValueError):
    """What the user asked cannot be done (reported in one line, exit status 2)."""


def add_parsers(sub: Any) -> None:
    """The ``host`` and ``join`` sub-commands on the command line's parser."""
    host = sub.add_parser("host", help="host a table for players on other computers, without a window")
    host.add_argument("--variant", required=True)
    host.add_argument("--players", type=int, required=True)
    host.add_argument("--remote", type=int, required=True, help="seats played from other computers")
    host.add_argument("--port", type=int, default=0, help="the port to listen on (0: a free one)")
    host.add_argument("--code", help="the room code, six digits (default: a random one)")
    host.add_argument("--rounds", type=int, default=10)
    host.add_argument("--ai", default="normal", help="the level of the AI seats: random, easy, normal or hard")
    host.add_argument("--json", action="store_true")

    join = sub.add_parser("join", help="play one seat of a hosted table with an AI, without a window")
    join.add_argument("address", metavar="ADDRESS:PORT")
    join.add_argument("--code", required=True, help="the host's room code")
    join.add_argument("--bot", required=True, help="the AI level that plays the seat")
    join.add_argument("--name", default=None, help="the name to sit under (default: Bot LEVEL)")
    join.add_argument("--json", action="store_true")


def _print(stream: TextIO | None, text: str) -> None:
    if stream is not None:
        stream.write(text + "\n")
        stream.flush()


def run_host(ns: argparse.Namespace, game: Any) -> int:
    """Host ``ns.rounds`` rounds of ``game`` (the arguments are checked)."""
    from game.match.match import HUMAN, Match, Seat  # loaded for this command only
    from game.match.sim import SIM_BANKROLL
    from game.net.host import Host
    from game.net.hosted import HostedMatch

    n, k = ns.players, ns.remote
    kinds = ["ai"] * (n - k) + ["remote"] * k
    seats = [Seat(f"AI {s + 1}", ns.ai) if kind == "ai" else Seat(f"{HOST_NAME} {s + 1}", HUMAN)
             for s, kind in enumerate(kinds)]
    match = Match(game.variant, seats, balances=[SIM_BANKROLL] * n)
    host = Host(match, kinds, port=ns.port, code=ns.code, rounds=ns.rounds)
    try:
        host.start()
    except OSError as exc:
        raise Mistake(f"cannot listen on port {ns.port}: {exc.strerror or exc}") from None
    try:
        _print(sys.stdout, json.dumps({"port": host.port, "code": host.code}))
        hosted = HostedMatch(game, match, host)
        if not hosted.wait_for_players(WAIT_FOR_PLAYERS):
            raise Mistake(f"{host.joined()} of {k} remote players joined in {WAIT_FOR_PLAYERS:.0f} s; giving up")
        status = _rows(hosted.play(ns.rounds), ns.json, n, f"rounds of {game.variant.title} hosted")
        hosted.finish()
        return status
    finally:
        host.close()


def _rows(rows: Any, as_json: bool, n: int, what: str) -> int:
    encode = json.JSONEncoder(ensure_ascii=False).encode
    totals, fees, count = [0] * n, 0, 0
    for row in rows:
        count += 1
        if as_json:
            _print(sys.stdout, encode(row))
        else:
            totals = [t + d for t, d in zip(totals, row["deltas"])]
            fees += row["fees"]
    if not as_json:
        _print(sys.stdout, f"{count} {what}; totals per seat: {totals}; fees {fees}")
    return 0


def split_address(text: str) -> tuple[str, int]:
    """``ADDRESS:PORT`` (an IPv6 address in brackets: ``[::1]:5000``)."""
    host, sep, port = text.rpartition(":")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise Mistake(f"give the host as ADDRESS:PORT, e.g. 192.168.1.20:5000, not {text!r}")
    return host, int(port)


def run_join(ns: argparse.Namespace, where: tuple[str, int]) -> int:
    """Join the table at ``where`` (``ns.address``) and play its seat with an AI of level ``ns.bot``."""
    from game.net.bot import play_bot  # loaded for this command only
    from game.net.client import Client
    from game.net.held import Keeper, SeatBook
    from game.net.protocol import OVER, BadMessage, Closed, Welcome
    from game.persist.paths import data_dir

    address, port = where
    name = ns.name or f"Bot {ns.bot}"
    book = SeatBook(data_dir())
    held = book.find(address, ns.code)
    try:
        client = Client(address, port, ns.code, name, token=held.token if held is not None else None,
                        keeper=Keeper(book, address, port, ns.code, held))
    except BadMessage as exc:
        raise Mistake(str(exc)) from None
    client.start()
    try:
        first = client.wait(30.0)
        if first is None:
            raise Mistake(f"no answer from {ns.address}")
        if not isinstance(first, Welcome):
            raise Mistake(f"{ns.address} refused: {getattr(first, 'text', first)}")
        rows: list[dict[str, Any]] = []

        def row(r: dict[str, Any]) -> None:
            rows.append(r)
            if ns.json:
                _print(sys.stdout, json.dumps(r, ensure_ascii=False))

        why = play_bot(client, ns.bot, row)
        if not ns.json:
            _rows(iter(rows), False, len(first.balances), f"rounds played at seat {first.seat}")
        if isinstance(why, Closed) and why.key == OVER:
            return 0
        _print(sys.stderr, f"chieu-bai: the table closed: {why.text}")
        return 1
    finally:
        client.close()
