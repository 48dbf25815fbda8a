"""A family table across distance (game/net, issue 42): a host and its clients on 127.0.0.1.

Bounded in count (rounds, messages, examples); time-outs are only safety nets.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import fields, is_dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game.net as game_net
from game.catalog import Game, games
from game.catalog import game as game_of
from game.engine.cards import Card
from game.engine.events import Event
from game.engine.pieces import Piece
from game.i18n import LANGUAGES, t
from game.match.match import HUMAN, Match, Seat
from game.match.sim import SIM_BANKROLL
from game.net.bot import play_bot
from game.net.client import Client, Dealt, Moved, Recorded
from game.net.host import Host, Joined
from game.net.hosted import HostedMatch
from game.net.limits import CODE_TRIES, STRIKES, Bucket, CodeGuard
from game.net.protocol import (
    OVER,
    PRESENCE,
    REACTIONS,
    TO_CLIENT,
    TO_HOST,
    BadMessage,
    Closed,
    Deal,
    Hello,
    Presence,
    Refused,
    Seats,
    Welcome,
    dumps,
    parse,
)
from game.net.room import AUTOSAVE_KEY, RECONNECT_WINDOW, Refusal, Room
from game.net.wire import Wire, encode
from game.net.words import presence, reaction, reconnecting, said
from game.persist.persistence import open_data
from game.shown.table import RoundFacts

CODE = "424242"
SAFETY = 60.0  # seconds: a safety net only, never an assertion about speed


# --- the codec ---------------------------------------------------------------------------------
@pytest.mark.parametrize("key", [g.key for g in games()])
def test_actions_events_and_views_travel_exactly(key: str) -> None:
    g = game_of(key)
    wire = Wire(g.variant)
    n = min(4, g.variant.max_players)
    match = Match(g.variant, [Seat(f"p{i}", "random") for i in range(n)], seed=7, balances=[SIM_BANKROLL] * n)
    agents = match.agents(g.agents, "random")
    checked = 0
    for _ in range(4):
        state, opening = match.start_round()
        events: list[Event] = list(opening)
        turns = match.turns(agents)
        while not state.is_over():
            seat = turns.next_seat()
            assert seat is not None
            events += turns.apply(seat, turns.ask(seat))
            for viewer in range(n):
                view = state.view(viewer)
                again = wire.view(json.loads(json.dumps(encode(view))))
                assert again == view and type(again) is type(view)
                for action in state.legal_actions(viewer):
                    assert wire.action(json.loads(json.dumps(encode(action)))) == action
                checked += 1
        for e in events:
            for viewer in (None, 0):
                seen = e.redacted_for(viewer)
                assert wire.event(json.loads(json.dumps(encode(seen)))) == seen
        match.finish_round()
    assert checked > 10


def test_a_message_is_checked_against_its_schema() -> None:
    hello = Hello(CODE, "Lan", "rat", None)
    assert parse(dumps(hello), TO_HOST) == hello
    for junk in ['{"v":1,"type":"Hello","code":"42","name":"Lan","avatar":null,"token":null}',  # a short code
                 '{"v":2,"type":"Bye"}', '{"v":true,"type":"Bye"}', '{"type":"Bye"}',  # another version
                 '{"v":1,"type":"Welcome"}',  # the host's message, from a client
                 '{"v":1,"type":"Act","seat":true,"ref":1,"action":{}}',  # true is not a seat
                 '{"v":1,"type":"Act","seat":1,"ref":1,"action":{},"extra":1}',  # a field too many
                 '{"v":1,"type":"React","reaction":"rude-word"}', '[1]', 'not json', '"text"',
                 '{"v":1,"type":"Act","seat":1,"ref":1,"action":' + "[" * 5000 + "]" * 5000 + '}',
                 "x" * 70_000]:
        with pytest.raises(BadMessage):
            parse(junk, TO_HOST)


def test_limits_count_by_the_clock_given() -> None:
    bucket = Bucket(rate=1.0, burst=2.0)
    assert [bucket.take(0.0) for _ in range(3)] == [True, True, False]
    assert bucket.take(1.0) and not bucket.take(1.0)
    assert bucket.delay(1.25) == 0.75 and bucket.delay(2.0) == 0.0 and bucket.take(2.0)  # when it has room again
    guard = CodeGuard()
    for _ in range(CODE_TRIES):
        assert not guard.blocked("a", 0.0)
        guard.wrong("a", 0.0)
    assert guard.blocked("a", 59.0) and not guard.blocked("b", 59.0)
    assert not guard.blocked("a", 60.0)


def test_the_room_admits_by_code_token_and_free_seat() -> None:
    room = Room(["host", "remote", "remote"], CODE)
    first = room.admit(Hello(CODE, "Lan", None, None), "1.2.3.4", "link1", 0.0)
    assert first.seat == 1 and not first.returning
    with pytest.raises(Refusal) as wrong:
        room.admit(Hello("000000", "Minh", None, None), "5.6.7.8", "link2", 0.0)
    assert wrong.value.key == "net.refused.code"
    room.admit(Hello(CODE, "Minh", None, None), "5.6.7.8", "link2", 0.0)
    with pytest.raises(Refusal) as full:
        room.admit(Hello(CODE, "Hùng", None, None), "9.9.9.9", "link3", 0.0)
    assert full.value.key == "net.refused.full"
    assert room.drop(1, "link1", 10.0) and room.presence(1, False, 70.0) == ("away", round(RECONNECT_WINDOW - 60))
    back = room.admit(Hello(CODE, "Lan", None, first.token), "1.2.3.4", "link4", 20.0)
    assert back.seat == 1 and back.returning and room.presence(1, True, 20.0) == ("thinking", 0)
    room.drop(1, "link4", 30.0)
    assert room.expire(30.0 + RECONNECT_WINDOW) == [1]
    with pytest.raises(Refusal) as gone:
        room.admit(Hello(CODE, "Lan", None, first.token), "1.2.3.4", "link5", 31.0 + RECONNECT_WINDOW)
    assert gone.value.key == "net.refused.gone"
    saved = Room.restore(json.loads(json.dumps(room.saved())), 0.0)
    assert saved.code == CODE and saved.table == room.table and saved.seats[1].gone is False
    assert saved.seats[1].token is None and saved.seats[2].token == room.seats[2].token


# --- a live table on 127.0.0.1 -----------------------------------------------------------------
def hosted(g: Game, players: int, remote: int, level: str = "normal", rounds: int = 0) -> tuple[Host, HostedMatch]:
    kinds = ["ai"] * (players - remote) + ["remote"] * remote
    seats = [Seat(f"AI {s}", level) if k == "ai" else Seat(f"Seat {s}", HUMAN) for s, k in enumerate(kinds)]
    match = Match(g.variant, seats, balances=[SIM_BANKROLL] * players, seed=3)
    host = Host(match, kinds, code=CODE, bind="127.0.0.1", rounds=rounds)
    host.start()
    return host, HostedMatch(g, match, host)


@contextmanager
def running(target: Any, *args: Any) -> Iterator[threading.Thread]:
    thread = threading.Thread(target=target, args=args, daemon=True)
    thread.start()
    yield thread
    thread.join(SAFETY)
    assert not thread.is_alive(), "a thread did not finish"


def joined(host: Host, name: str, token: str | None = None, code: str = CODE) -> Client:
    client = Client("127.0.0.1", host.port, code, name, token=token)
    client.start()
    return client


def bots(host: Host, count: int, level: str = "normal") -> list[tuple[Client, list[Any]]]:
    """``count`` bot clients, each playing in a thread of its own; (client, [why it ended])."""
    out = []
    for i in range(count):
        client = joined(host, f"Bot {i}")
        ended: list[Any] = []
        def play(c: Client = client, e: list[Any] = ended, seed: int = i) -> None:
            e.append(play_bot(c, level, seed=seed))

        threading.Thread(target=play, daemon=True).start()
        out.append((client, ended))
    return out


@pytest.mark.parametrize("key", [g.key for g in games()])
def test_a_host_and_three_bot_clients_play_20_rounds(key: str) -> None:
    g = game_of(key)
    host, table = hosted(g, 4, 3, rounds=20)
    players = bots(host, 3)
    try:
        assert table.wait_for_players(SAFETY)
        rows = list(table.play(20))
        table.finish()
    finally:
        host.close()
    for client, ended in players:
        for _ in range(int(SAFETY * 10)):
            if ended:
                break
            threading.Event().wait(0.1)
        assert ended and isinstance(ended[0], Closed) and ended[0].key == "net.closed.over"
        public = [{k: r[k] for k in ("round", "deltas", "fees", "carry", "banker")} for r in rows]
        assert client.rows == public  # the rows agree between the host and every client
        client.close()
    m = table.match
    refills = sum(amount for _, amount in m.refills)
    if m.plays_for_chips:  # chips conserved: nothing made, nothing lost
        assert sum(m.balances) + m.fees + m.carry == SIM_BANKROLL * 4 + refills
    else:  # points: what one seat wins the others lose, and no chip moves
        assert sum(m.score) == 0 and m.balances == [SIM_BANKROLL] * 4
    assert len(rows) == 20
    # a bot may answer a question another seat's move has just changed: the rules refuse it (and
    # it answers again); the network itself refused nothing
    assert not [k for k in table.refused if k.startswith("net.")] and sum(table.refused.values()) <= 20


def held_until_back(host: Any, round_no: int) -> tuple[list[Joined], threading.Event]:
    """Spy on ``host``: the players it hears join (a list), and an event set when one comes
    back; the settlement of round ``round_no`` (the one the AI plays for a killed seat) is held
    until then, so a busy machine's table cannot end before the seat is back."""
    heard: list[Joined] = []
    post, settled, back_in = host._post, host.settled, threading.Event()

    def post_spied(event: Any) -> None:
        if isinstance(event, Joined):
            heard.append(event)
            if event.returning:
                back_in.set()
        post(event)

    def settled_held(row: dict[str, Any], mode: str) -> None:
        settled(row, mode)
        if row["round"] == round_no:
            back_in.wait(SAFETY)

    host._post, host.settled = post_spied, settled_held
    return heard, back_in


def test_a_client_killed_mid_round_comes_back_into_its_seat() -> None:
    g = game_of("xi-dach")
    host, table = hosted(g, 3, 2)
    steady = bots(host, 1)
    victim = joined(host, "Lan")
    _, back_in = held_until_back(host, 1)
    try:
        assert table.wait_for_players(SAFETY)
        welcome = victim.wait(SAFETY)
        assert isinstance(welcome, Welcome)
        seat, token = welcome.seat, victim.token
        assert token is not None
        victim.close()  # killed: no goodbye
        with running(lambda: (list(table.play(2)), table.finish())):
            # meanwhile the AI plays the seat, and the plates say so
            states: list[str] = []
            for _ in range(200):
                states = list(host.presences().states)
                if states[seat] == "away":
                    break
                threading.Event().wait(0.05)
            assert states[seat] == "away"
            back = joined(host, "Lan", token=token)
            first = back.wait(SAFETY)
            assert isinstance(first, Welcome) and first.seat == seat and first.token == token
            why = play_bot(back, "normal", seed=1)
            assert isinstance(why, Closed) and why.key == "net.closed.over"
            assert back.rows, "the seat played on after it came back"
        back.close()
    finally:
        back_in.set()
        host.close()
        for client, _ in steady:
            client.close()



def test_a_join_process_killed_mid_round_comes_back_into_its_seat_from_its_data_folder(tmp_path: Path) -> None:
    """``join`` keeps its seat token in its data folder (seats.json, with the host's address
    and code): killed mid-round, a new ``join`` to the same table takes the same seat back."""
    g = game_of("xi-dach")
    host, table = hosted(g, 3, 2, rounds=4)
    steady = bots(host, 1)
    heard, back_in = held_until_back(host, 2)
    env = {**os.environ, "CHIEU_BAI_DATA": str(tmp_path)}
    command = [sys.executable, "-m", "game", "join", f"127.0.0.1:{host.port}", "--code", CODE, "--bot", "easy",
               "--name", "Kim", "--json"]
    first = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert table.wait_for_players(SAFETY)
        seat = next(e.seat for e in heard if e.name == "Kim")
        with running(lambda: (list(table.play(4)), table.finish())):
            assert first.stdout is not None and json.loads(first.stdout.readline())["round"] == 1
            first.kill()  # round 2 is dealt: killed in it, no goodbye
            first.wait(SAFETY)
            kept = json.loads((tmp_path / "seats.json").read_text(encoding="utf-8"))["seats"]
            assert [(h["seat"], h["port"], h["code"]) for h in kept] == [(seat, host.port, CODE)]
            assert until(lambda: host.presences().states[seat] == "away")
            again = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            assert until(lambda: any(e.name == "Kim" and e.returning for e in heard))
            back_in.set()
            out, err = again.communicate(timeout=SAFETY)
        assert again.returncode == 0, err
        returned = [e for e in heard if e.returning]
        assert [(e.seat, e.name) for e in returned] == [(seat, "Kim")], "the same seat, come back with its token"
        assert [json.loads(line)["round"] for line in out.splitlines()] == [3, 4], "it played on to the end"
        assert json.loads((tmp_path / "seats.json").read_text(encoding="utf-8"))["seats"] == [], "over: forgotten"
    finally:
        back_in.set()
        first.kill()
        host.close()
        for client, _ in steady:
            client.close()


def test_a_player_seated_is_shown_taken_to_those_seated_before() -> None:
    """Each seat's presence goes to everybody when a player is seated (the plates of those
    already at the table said "Đang chờ người vào" for the newcomer until a round began)."""
    from game.net.hosted import seat_joined

    host, table = hosted(game_of("ba-cay"), 3, 2)
    first, second = joined(host, "Lan"), None
    try:
        assert until(lambda: any(seat_joined(table.match, host, e) for e in host.poll() if isinstance(e, Joined)))
        assert until(lambda: first.poll() is not None and first.presence is not None)
        second = joined(host, "Minh")
        assert until(lambda: any(seat_joined(table.match, host, e) for e in host.poll() if isinstance(e, Joined)))
        assert until(lambda: first.poll() is not None and first.presence is not None
                     and "open" not in first.presence.states)
    finally:
        host.close()
        first.close()
        if second is not None:
            second.close()


def test_a_round_record_too_large_to_send_is_left_out_and_the_seat_plays_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """A record over MAX_RECORD (a client closes a connection on a message over MAX_FROM_HOST)
    is not sent: the seat has no review of that round, and plays on."""
    import game.net.host as host_module

    monkeypatch.setattr(host_module, "MAX_RECORD", 10)
    host, table = hosted(game_of("xi-dach"), 3, 1, rounds=2)
    sent: list[str] = []
    send = host._send_raw

    def spied(link: Any, text: str | None) -> None:
        sent.append(json.loads(text)["type"] if text else "")
        send(link, text)

    host._send_raw = spied  # type: ignore[method-assign]
    [(client, ended)] = bots(host, 1)
    try:
        assert table.wait_for_players(SAFETY)
        rows = list(table.play(2))
        table.finish()
        assert until(lambda: bool(ended))
    finally:
        host.close()
        client.close()
    assert isinstance(ended[0], Closed) and ended[0].key == "net.closed.over"
    assert client.rows == [{k: r[k] for k in ("round", "deltas", "fees", "carry", "banker")} for r in rows]
    assert sent.count("Settled") == 2 and "Record" not in sent


def seated_bot(host: Host, name: str, token: str | None = None, seed: int = 0) -> tuple[Client, list[Any]]:
    """A bot client (its seat token: to come back into its seat), playing in a thread of its own."""
    client = joined(host, name, token=token)
    ended: list[Any] = []
    threading.Thread(target=lambda: ended.append(play_bot(client, "easy", seed=seed)), daemon=True).start()
    return client, ended


def until(test: Any) -> bool:
    """Wait (bounded: a safety net) until ``test()``."""
    for _ in range(int(SAFETY * 20)):
        if test():
            return True
        threading.Event().wait(0.05)
    return False


def test_a_table_hosted_again_from_its_autosave_seats_its_players_again(tmp_path: Path) -> None:
    g = game_of("ba-cay")
    kinds = ["ai", "remote", "remote", "remote"]
    seats = [Seat("AI", "easy")] + [Seat(f"Seat {s}", HUMAN) for s in (1, 2, 3)]
    match = Match(g.variant, seats, balances=[SIM_BANKROLL] * 4, seed=5)
    host = Host(match, kinds, code=CODE, bind="127.0.0.1")
    host.start()
    table = HostedMatch(g, match, host)
    data, _ = open_data(tmp_path)
    try:
        players = [seated_bot(host, name, seed=i) for i, name in enumerate(("Lan", "Minh"))]
        leaver = joined(host, "Cúc")
        assert table.wait_for_players(SAFETY)
        welcome = leaver.wait(SAFETY)
        assert isinstance(welcome, Welcome)
        leaver.leave()  # for good: the AI plays the seat, and the autosave keeps no token for it
        assert until(lambda: host.plays_ai(welcome.seat))
        assert data.open_table(match, ui={AUTOSAVE_KEY: host.saved()}) is None
        first = list(table.play(1))
        assert data.save_table(ui={AUTOSAVE_KEY: host.saved()}) is None
    finally:
        host.close()  # the host quits: every client is told, and none tries again
    for client, ended in players:
        assert until(lambda e=ended: bool(e)) and ended[0].key == "net.closed.host_quit"
        client.close()
    tokens = {client.seat: client.token for client, _ in players}
    chips = sum(match.balances) + match.fees + match.carry

    # the next evening: the host's program starts again and hosts the saved table
    again, notices = open_data(tmp_path)
    saved = again.table
    assert saved is not None and not notices and saved.match.round_no == 1
    room = Room.restore(saved.ui[AUTOSAVE_KEY], time.monotonic())
    host = Host(saved.match, kinds, bind="127.0.0.1", room=room)
    host.start()
    table = HostedMatch(g, saved.match, host)
    try:
        states = host.presences().states
        assert [states[s] for s in sorted(tokens)] == ["away", "away"] and states[welcome.seat] == "open"
        impostor = joined(host, "Hùng", token="x" * 22)
        refused = impostor.wait(SAFETY)
        assert isinstance(refused, Refused) and refused.key == "net.refused.token"
        impostor.close()
        back = {seat: seated_bot(host, f"Back {seat}", token=token, seed=seat) for seat, token in tokens.items()}
        stranger = seated_bot(host, "Dũng", seed=9)  # the seat nobody kept is free
        assert table.wait_for_players(SAFETY)
        for seat, (client, _) in back.items():
            assert until(lambda c=client: c.welcome is not None)  # read by its bot's thread
            greeted = client.welcome
            assert greeted is not None and greeted.seat == seat and greeted.table == room.table
            assert greeted.round_no == 1 and greeted.token == tokens[seat]
        assert until(lambda: stranger[0].welcome is not None) and stranger[0].seat == welcome.seat
        late = joined(host, "Hoa")
        full = late.wait(SAFETY)
        assert isinstance(full, Refused) and full.key == "net.refused.full"
        late.close()
        second = list(table.play(1))
        table.finish()
    finally:
        host.close()
    assert [r["round"] for r in first + second] == [1, 2]
    assert sum(saved.match.balances) + saved.match.fees + saved.match.carry == chips  # nothing made or lost
    for client, ended in [*back.values(), stranger]:
        assert until(lambda e=ended: bool(e)) and ended[0].key == "net.closed.over"
        assert [r["round"] for r in client.rows] == [2]
        client.close()


def test_a_wrong_code_and_a_full_table_are_refused_with_a_reason() -> None:
    g = game_of("bai-cao")
    host, table = hosted(g, 3, 1)
    try:
        wrong = joined(host, "Lan", code="000000")
        refused = wrong.wait(SAFETY)
        assert isinstance(refused, Refused) and refused.key == "net.refused.code" and refused.ref is None
        wrong.close()
        first = joined(host, "Minh")
        assert table.wait_for_players(SAFETY)  # the match's owner greets the player it seated
        assert isinstance(first.wait(SAFETY), Welcome)
        late = joined(host, "Hùng")
        full = late.wait(SAFETY)
        assert isinstance(full, Refused) and full.key == "net.refused.full"
        late.close()
        first.close()
        for _ in range(CODE_TRIES):  # an address that keeps guessing is not heard, even with the right code
            guess = joined(host, "Guess", code="111111")
            guess.wait(SAFETY)
            guess.close()
        blocked = joined(host, "Guess")
        answer = blocked.wait(SAFETY)
        assert isinstance(answer, Refused) and answer.key == "net.refused.tries"
        blocked.close()
    finally:
        host.close()


# --- what a client may send --------------------------------------------------------------------
def raw_session(port: int, messages: list[str], hello: bool = True) -> list[str]:
    """Connect, say hello, send ``messages`` as they are, and return everything received."""
    from websockets.asyncio.client import connect

    async def talk() -> list[str]:
        got: list[str] = []
        async with connect(f"ws://127.0.0.1:{port}", max_size=None, open_timeout=10) as ws:
            if hello:
                await ws.send(dumps(Hello(CODE, "Mallory", None, None)))
            for text in messages:
                await ws.send(text)
            try:
                while True:
                    got.append(str(await asyncio.wait_for(ws.recv(), 1.0)))
            except Exception:  # a quiet second, or the host closed us
                return got

    return asyncio.run(talk())


JUNK = st.one_of(
    st.text(max_size=200),
    st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
    st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=10),
                 lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                 max_leaves=20).map(json.dumps),
    st.builds(lambda t, seat, ref, a: json.dumps({"v": 1, "type": t, "seat": seat, "ref": ref, "action": a}),
              st.sampled_from(["Act", "Mode", "React", "Hello", "Bye", "Welcome", "Nope"]),
              st.integers(-2, 20), st.integers(-1, 10**12),
              st.sampled_from([{}, {"type": "Bet", "amount": 10}, {"type": "Draw"}, {"type": "Stand"}, [], None])),
)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk=st.lists(JUNK, min_size=1, max_size=12))
def test_junk_from_a_client_is_refused_and_the_host_plays_on(junk: list[str]) -> None:
    host, table = hosted(game_of("xi-dach"), 2, 1)
    try:
        with running(lambda: table.wait_for_players(SAFETY)):
            got = [parse(m, TO_CLIENT, 1 << 20) for m in raw_session(host.port, junk)]  # seated, then junk
        # each message is answered (a refusal), the greeting may come before or after, and a
        # client that keeps sending junk is closed
        assert got and all(isinstance(m, (Welcome, Seats, Presence, Deal, Refused, Closed)) for m in got)
        assert sum(isinstance(m, Refused) for m in got) >= min(len(junk), STRIKES)
        rows = list(table.play(1))  # it hung up: the AI plays its seat, and the table plays on
        assert len(rows) == 1
    finally:
        host.close()


def test_a_seated_client_sending_junk_is_refused_then_closed() -> None:
    host, _ = hosted(game_of("ba-cay"), 2, 1)
    try:
        junk = ["{", '{"v":1,"type":"Act","seat":0,"ref":1,"action":{"type":"Ready"}}',  # another seat's
                '{"v":1,"type":"Nope"}', "x" * 70_000] * 4
        got = [parse(m, TO_CLIENT, 1 << 20) for m in raw_session(host.port, junk)]
        refused = [m for m in got if isinstance(m, Refused)]
        assert {m.key for m in refused} >= {"net.refused.bad", "net.refused.seat"}
        assert isinstance(got[-1], Closed) and got[-1].key == "net.closed.strikes"
    finally:
        host.close()


# --- nothing hidden travels ----------------------------------------------------------------------
def tiles(value: Any) -> set[Card | Piece]:
    """Every card or piece inside ``value`` (events, views, actions)."""
    if isinstance(value, (Card, Piece)):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*map(tiles, value)) if value else set()
    if isinstance(value, dict):
        return tiles(list(value.values()))
    if is_dataclass(value) and not isinstance(value, type):
        return tiles([getattr(value, f.name) for f in fields(value)])
    return set()


@pytest.mark.parametrize("key", ["ba-cay", "xi-dach", "tam-cuc"])
def test_a_malicious_client_finds_no_other_seats_hidden_card(key: str) -> None:
    g = game_of(key)
    host, table = hosted(g, 3 if key == "tam-cuc" else 4, 1, rounds=3)
    spy = joined(host, "Mallory")
    seat = 0
    allowed: dict[tuple[int, int], set[Card | Piece]] = {}  # (round, moves) -> what the seat may know by then
    hidden: dict[tuple[int, int], set[Card | Piece]] = {}  # ... and the other seats' tiles it may not
    deal, moved = host.deal, host.moved

    def note(state: Any, events: list[Event]) -> None:
        mine, theirs = allowed.setdefault((-1, -1), set()), hidden.setdefault((-1, -1), set())
        for e in events:
            mine |= tiles(e.redacted_for(seat))
            theirs |= tiles(e) - tiles(e.redacted_for(seat))
        mine |= tiles(state.view(seat)) | tiles(tuple(state.legal_actions(seat)))
        key_ = (table.match.round_no + 1, len(state.log))
        allowed[key_], hidden[key_] = set(mine), theirs - mine

    def deal_noted(state: Any, events: Any, facts: Any) -> None:
        allowed.pop((-1, -1), None)
        hidden.pop((-1, -1), None)
        note(state, list(events))
        deal(state, events, facts)

    def moved_noted(s: int, events: Any, state: Any) -> None:
        note(state, list(events))
        moved(s, events, state)

    host.deal, host.moved = deal_noted, moved_noted  # type: ignore[method-assign]
    received: list[tuple[int, Any]] = []
    records: list[Recorded] = []
    try:
        assert table.wait_for_players(SAFETY)
        seat = host.room.remote[0]

        def spy_plays() -> None:
            rng = random.Random(5)
            rounds = 0
            while spy.closed is None:
                event = spy.wait(SAFETY)
                if isinstance(event, (Dealt, Moved)):
                    rounds += isinstance(event, Dealt)
                    received.append((rounds, event))
                elif isinstance(event, Recorded):
                    records.append(event)
                shown = spy.shown  # answered or refused (another seat's move came first): play on
                if shown is not None and shown.legal and spy.may_act() and spy.events.empty():
                    spy.act(rng.choice(shown.legal))

        with running(spy_plays):
            rows = list(table.play(3))
            table.finish()
    finally:
        host.close()
        spy.close()
    assert len(rows) == 3 and received
    # each round's record at its end (for the seat's review and replay) says no more than the moves did
    assert [r.round_no for r in records] == [1, 2, 3]
    theirs: list[Any] = []
    for record in records:
        assert not record.config.script
        shown = [(0, record.opening), *((n + 1, s) for n, (_, _, s) in enumerate(record.moves))]
        received += [(record.round_no, replace(s, moves=n)) for n, s in shown]
        theirs += [a for who, a, _ in record.moves if who != seat]
        for n, (_who, action, _) in enumerate(record.moves):
            if action is not None:  # its own action: one of the moves it was offered
                assert tiles(action) <= allowed[(record.round_no, n)]
    assert theirs and all(a is None for a in theirs), "another seat's action may name a hidden piece"
    leaks = 0
    for round_no, event in received:
        got = tiles(event.events) | tiles(event.view) | tiles(event.legal)
        assert got <= allowed[(round_no, event.moves)], "the seat was sent more than its own eyes see"
        leaks += len(got & hidden[(round_no, event.moves)])
    assert leaks == 0
    assert any(hidden.values()), "the other seats had hidden tiles to find"


# --- the command line ------------------------------------------------------------------------------
def test_host_and_join_from_the_command_line() -> None:
    host = subprocess.Popen([sys.executable, "-m", "game", "host", "--variant", "bai-cao", "--players", "3",
                             "--remote", "1", "--rounds", "2", "--code", CODE, "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        first = json.loads(host.stdout.readline())
        assert first["code"] == CODE and first["port"] > 0
        wrong = subprocess.run([sys.executable, "-m", "game", "join", f"127.0.0.1:{first['port']}", "--code",
                                "000000", "--bot", "easy"], capture_output=True, text=True, timeout=SAFETY)
        assert wrong.returncode != 0 and len(wrong.stderr.strip().splitlines()) == 1
        join = subprocess.run([sys.executable, "-m", "game", "join", f"127.0.0.1:{first['port']}", "--code", CODE,
                               "--bot", "easy", "--json"], capture_output=True, text=True, timeout=SAFETY)
        out, _ = host.communicate(timeout=SAFETY)
    finally:
        host.kill()
    assert join.returncode == 0, join.stderr
    host_rows = [json.loads(line) for line in out.splitlines()]
    join_rows = [json.loads(line) for line in join.stdout.splitlines()]
    assert len(host_rows) == 2 and host.returncode == 0
    assert join_rows == [{k: r[k] for k in ("round", "deltas", "fees", "carry", "banker")} for r in host_rows]


def test_the_host_messages_parse_as_they_were_sent() -> None:
    facts = RoundFacts(("A", "B"), (10, 20), 0, "chuong", 10, 3, {"x": 1}, 5, 0, (0, 0))
    welcome = Welcome(0, "a" * 22, "b" * 22, "ba-cay", "chuong", {}, 10, 0, 0, (1, 2), (0, 0))
    assert parse(dumps(welcome), TO_CLIENT) == welcome
    assert parse(dumps(Deal(facts, (), {"type": "X"}, (), 0)), TO_CLIENT) == Deal(facts, (), {"type": "X"}, (), 0)
    assert isinstance(parse(dumps(Presence(("here", "away"), (0, 30))), TO_CLIENT), Presence)


def test_a_browsed_service_is_a_table_only_in_our_protocol() -> None:
    from game.net.discovery import found, properties

    props = {k.encode(): v.encode() for k, v in properties("tam-cuc", 2, "Bà Lan").items()}
    table = found("Bà Lan 5000._chieubai._tcp.local.", ["192.168.1.20"], 5000, props)
    assert table is not None and table.game == "tam-cuc" and table.free == 2 and table.host == "Bà Lan"
    assert found("x", [], 1, {**props, b"v": b"99"}) is None and found("x", [], 1, {b"free": None}) is None


# --- what the network says, in the player's language ---------------------------------------------------
def multicast_loops() -> bool:
    """Does a multicast datagram sent on 127.0.0.1 come back here (mDNS can work at all)?"""
    import socket

    group, port = "224.0.0.251", 0
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as r, socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            r.bind(("", 0))
            port = r.getsockname()[1]
            r.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                         socket.inet_aton(group) + socket.inet_aton("127.0.0.1"))
            s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
            s.sendto(b"ping", (group, port))
            r.settimeout(2.0)
            return r.recv(16) == b"ping"
        except OSError:
            return False


def test_a_table_advertised_on_loopback_is_found_with_its_address_and_free_seats() -> None:
    """zeroconf on 127.0.0.1 (the tests talk to nothing else): an advert is browsed as a table
    with its address, game, free seats and host, and leaves the list when no seat is free;
    an advert made on every interface gives this computer's addresses (without one, a browser
    never resolves it: the window's lobby advertised none)."""
    from game.net.discovery import Advert, Finder, published

    assert published(None) and published(["127.0.0.1"]) == ["127.0.0.1"]
    if not multicast_loops():
        pytest.skip("no multicast on 127.0.0.1 here")
    advert = Advert(47001, "tam-cuc", 2, "Lan", ["127.0.0.1"])
    finder = Finder(["127.0.0.1"])
    try:
        assert until(lambda: bool(finder.tables()))
        [table] = finder.tables()
        assert (table.addresses, table.port, table.game, table.free, table.host) == (("127.0.0.1",), 47001,
                                                                                      "tam-cuc", 2, "Lan")
        advert.update(0)
        assert until(lambda: not finder.tables()), "a full table is not offered"
    finally:
        finder.close()
        advert.close()


def test_every_reason_the_network_gives_reads_in_both_languages() -> None:
    sources = (Path(game_net.__file__).parent).glob("*.py")
    keys = {k for path in sources for k in re.findall(r'"(net\.(?:refused|closed)\.[a-z_]+)"', path.read_text("utf-8"))}
    assert {"net.refused.code", "net.refused.full", "net.closed.host_quit", "net.closed.lost", OVER} <= keys
    for lang in LANGUAGES:
        for key in keys:
            assert said(Closed(key, "in English"), lang) not in (key, "in English"), (lang, key)
        assert all(reaction(word, lang) != f"net.react.{word}" for word in REACTIONS)
        assert all(presence(state, 75, lang) != f"net.presence.{state}" for state in PRESENCE)
        assert reconnecting(lang) != "net.reconnecting"
    assert said(Refused(None, "net.refused.code", {}, "wrong room code"), "vi") == "Sai mã phòng"
    assert said(Closed("net.refused.full", "the table is full"), "vi") == "Bàn đã đủ người"
    assert "1:15" in presence("away", 75, "vi") and reconnecting("vi") == "Đang kết nối lại…"


def test_a_refusal_reads_as_a_local_click_would_else_as_the_host_wrote_it() -> None:
    params = {"seat_no": 3}
    refused = Refused(7, "tc.illegal.no_offer", params, "seat 3 has no challenge for you")
    assert said(refused, "vi") == t("tc.illegal.no_offer", "vi", **params) != t("tc.illegal.no_offer", "en", **params)
    assert said(Refused(7, "net.refused.newer_reason", {}, "a newer host's reason"), "vi") == "a newer host's reason"
    assert said(Refused(7, "tc.illegal.no_offer", {}, "no parameters"), "vi") == "no parameters"


# --- as in the executable ------------------------------------------------------------------------------
WITHOUT = """
import sys
for name in ("ssl", "urllib.request", "importlib.metadata"):  # left out of the executable
    sys.modules[name] = None
import threading
from game.catalog import game
from game.match.match import HUMAN, Match, Seat
from game.net.bot import play_bot
from game.net.client import Client
from game.net.host import Host, Joined
from game.net.hosted import HostedMatch
g = game("ba-cay")
match = Match(g.variant, [Seat("AI", "easy"), Seat("Lan", HUMAN)], balances=[1000, 1000], seed=1)
host = Host(match, ["ai", "remote"], bind="127.0.0.1", rounds=1)
host.start()
client = Client("127.0.0.1", host.port, host.code, "Lan")
client.start()
ended = []
player = threading.Thread(target=lambda: ended.append(play_bot(client, "easy", seed=1)), daemon=True)
player.start()
table = HostedMatch(g, match, host)
assert table.wait_for_players(60)
rows = list(table.play(1))
table.finish()
host.close()
player.join(60)
client.close()
assert ended and ended[0].key == "net.closed.over" and client.rows and len(rows) == 1, (ended, client.rows)
assert all(sys.modules[name] is None for name in ("ssl", "urllib.request", "importlib.metadata"))
print("ok")
"""


def test_a_table_is_hosted_and_joined_without_what_the_executable_leaves_out() -> None:
    """websockets imports ssl, urllib.request and importlib.metadata, which the executable
    lacks: game.net.transport.load gives it stand-ins, seen by websockets alone."""
    done = subprocess.run([sys.executable, "-c", WITHOUT], capture_output=True, text=True, timeout=SAFETY)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]


# --- the bench's figures (bench --only net): counted here, timed only by the bench ---------------------
def test_the_bench_times_round_trips_and_reads_the_waiting_hosts_cpu() -> None:
    from game.devtools.bench import program
    from game.devtools.bench_net import round_trip, waiting
    from game.devtools.bench_text import format_report

    trip = round_trip(program(), 1)
    assert trip["n"] >= 3 and trip["refused"] == 0 and trip["p99_ms"] >= trip["median_ms"] > 0
    wait = waiting(program(), 0.5, settle=0.2)
    assert wait["remote_waiting"] == 11 and wait["seats"] == 12
    assert wait["cpu_share"] is None or wait["cpu_share"] >= 0  # None where there is no /proc
    report = {"schema": 1, "quick": True, "seconds": 1.0, "met": True,
              "machine": {"python": "3.11", "cpus": 2, "loadavg": [0.1, 0.1, 0.1], "platform": "linux"},
              "net": {"met": True, "round_trip": trip, "waiting": wait}}
    text = "\n".join(format_report(report))
    assert "round trip of an action" in text and "waiting for 11 remote seats" in text
