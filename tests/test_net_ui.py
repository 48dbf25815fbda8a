"""The family table on screen (issue 42): the host's table and a remote player's, headless, on
127.0.0.1.

The host's table is the game's own table with the network's mode (``hosted_table``); a remote
player's is the same table driven by what the host sends (``remote_table``).  Each test runs
one of them in this process against the other side in a thread — a bot client
(:func:`game.net.bot.play_bot`), or a host without a window (:class:`HostedMatch`) — bounded
by counts of frames and of waits, never by the clock's readings.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.catalog import game
from game.engine.errors import IllegalAction
from game.i18n import set_language, t
from game.match.match import Match, Seat
from game.net.bot import play_bot
from game.net.client import Client, ClientEvent
from game.net.host import Host
from game.net.hosted import STAND_IN, HostedMatch
from game.net.protocol import Seats, Welcome
from game.ui.app import App
from game.ui.table.host import TableHost
from game.ui.table.net_host import HostLink
from game.ui.table.net_link import RemoteLink
from game.ui.table.remote_controller import RemoteController
from tests.ui_harness import menu_app

FRAMES = 6000  # the most frames a test runs before it fails (each frame yields 2 ms to the network's threads)
LOOPBACK = "127.0.0.1"


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch)


def run(app: App, until: Callable[[], bool], step: Callable[[TableHost], None] = lambda table: None) -> None:
    """Frames until ``until()`` holds (at most :data:`FRAMES`); ``step`` plays the table's own
    player after each."""
    for _ in range(FRAMES):
        if until():
            break
        app.frame(1 / 30)
        table = app.scenes.top
        if isinstance(table, TableHost):
            step(table)
        time.sleep(0.002)  # the network's threads run
    else:
        raise AssertionError(f"not done in {FRAMES} frames")


def player(seed: int) -> Callable[[TableHost], None]:
    """A player at the table: looks at their cards, deals the next round, plays a legal move."""
    import random

    rng = random.Random(seed)

    def step(table: TableHost) -> None:
        if table.show.held:
            table.open_all()
        seat = table.acting_human()
        client = getattr(table.controller, "client", None)
        if client is not None and not client.may_act():
            return  # the host has not answered the last move yet
        if table.at_rest() and table.shown.legal and seat is not None and table.controller.state is not None:
            table.act(seat, rng.choice(list(table.shown.legal)))

    return step


def hosted(key: str, kinds: list[str], rounds: int = 0) -> tuple[Match, Host]:
    levels = {"ai": "easy", "remote": "human" if "host" not in kinds else STAND_IN, "host": "human"}
    seats = [Seat(f"{kind} {s + 1}", levels[kind]) for s, kind in enumerate(kinds)]
    match = Match(game(key).variant, seats, balances=[1000] * len(kinds))
    host = Host(match, kinds, port=0, bind=LOOPBACK, rounds=rounds)
    host.start()
    return match, host


def joined(host: Host, name: str, app: App | None = None) -> tuple[Client, list[ClientEvent]]:
    """A client at ``host``'s table, welcomed (and what came after the welcome); ``app``: the
    host's table is on screen there, and must run to seat the player."""
    client = Client(LOOPBACK, host.port, host.code, name)
    client.start()
    early: list[ClientEvent] = []
    for _ in range(400):
        if app is not None:
            app.frame(1 / 30)
        event = client.wait(0.05)
        if event is not None and not isinstance(event, (Welcome, Seats)):
            early.append(event)
        if client.welcome is not None and client.seats is not None:
            return client, early
    raise AssertionError("no welcome")


def bot(host: Host, rows: list[dict[str, Any]]) -> threading.Thread:
    def play() -> None:
        client = Client(LOOPBACK, host.port, host.code, "Bot")
        client.start()
        play_bot(client, "easy", rows.append, seed=3)
        client.close()

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("key", ["ba-cay", "tam-cuc"])
def test_the_host_plays_its_table_with_a_remote_player(app: App, key: str) -> None:
    """The host's own table, a bot joining its remote seat: two rounds, each row the same at
    both ends, chips conserved, and the bot is told when the host leaves."""
    match, host = hosted(key, ["host", "remote", "ai"])
    rows: list[dict[str, Any]] = []
    thread = bot(host, rows)
    app.open("hosted_table", match=match, host=host)
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, HostLink)
    assert table.controller.humans == [0], "the remote seat is nobody's at this computer: no curtain"

    play = player(1)

    def step(table: TableHost) -> None:
        play(table)
        if table.results is not None and table.controller.state is None and len(match.history) < 2:
            table.new_round()

    run(app, lambda: len(rows) >= 2 and len(match.history) >= 2, step)
    assert [r["deltas"] for r in rows[:2]] == [list(h.deltas) for h in match.history[:2]]
    assert host.remote_here(1) and match.seats[1].name == "Bot"
    table.close()
    thread.join(10)
    assert not thread.is_alive(), "the bot heard the host leave"


def remote_table(app: App, key: str, rounds: int) -> tuple[TableHost, HostedMatch, list[dict[str, Any]], Client]:
    match, host = hosted(key, ["ai", "remote", "ai"], rounds)
    owner = HostedMatch(game(key), match, host)
    rows: list[dict[str, Any]] = []

    def serve() -> None:
        if owner.wait_for_players(20):
            rows.extend(owner.play(rounds))
        owner.finish()

    threading.Thread(target=serve, daemon=True).start()
    client, early = joined(host, "Lan")
    app.open("remote_table", client=client, early=early)
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, RemoteLink)
    return table, owner, rows, client


@pytest.mark.parametrize("key", ["ba-cay", "tam-cuc"])
def test_a_remote_player_plays_a_round_at_the_same_table(app: App, key: str) -> None:
    """A remote player's table is the game's own, its moves the host's: a round played through
    it by clicks ends with the host's row on the table's result, the player's seat at the
    bottom named "Bạn"."""
    table, owner, rows, client = remote_table(app, key, 1)
    assert isinstance(table.controller, RemoteController)
    assert table.viewer() == client.seat == 1 and table.seat_name(1) == t("ui.you")
    play = player(2)
    run(app, lambda: table.controller.played() >= 2, play)
    set_language("en")  # the settings changed the language mid-round: the round is told again, folded
    table.enter()
    assert table.seat_name(1) == "You" and table.shown.facts.round_no == 1 and table.controller.state is not None
    set_language("vi")
    table.enter()
    run(app, lambda: table.results is not None, play)
    run(app, lambda: app.scenes.top is not table)  # then the host's closing is said over the table
    assert app.scenes.top.title == t("net.closed.title") and t("net.closed.over") in app.scenes.top.body
    assert rows and table.results is not None
    assert table.results["deltas"] == rows[0]["deltas"]
    assert table.match.balances == owner.match.balances, "the chips as the host has them"


def test_a_refused_action_shows_the_rules_reason_as_a_local_click(app: App) -> None:
    """A bet the rules refuse, sent from a remote table, comes back as the toast a local click
    of it shows: the same catalogue sentence."""
    table, owner, _rows, _client = remote_table(app, "ba-cay", 1)
    run(app, lambda: bool(table.shown.legal) and table.acting_human() is not None)
    bet = next(a for a in table.shown.legal if hasattr(a, "amount"))
    wrong = dataclasses.replace(bet, amount=10**6)
    state = owner.match.current
    assert state is not None
    copy = type(state).from_dict(state.to_dict())
    with pytest.raises(IllegalAction) as refused:
        copy.apply(1, wrong)
    local = t(refused.value.key, None, **refused.value.params)
    assert table.act(1, wrong), "sent to the host (its answer comes later)"
    run(app, lambda: local in app.toasts.messages)
    assert owner.refused[refused.value.key] == 1


def test_a_dropped_player_is_shown_on_the_plates_and_the_ai_plays_on(app: App) -> None:
    """The remote player's connection breaks: the host's plates say so with the time left, the
    table is told, the AI plays the seat and the round ends."""
    match, host = hosted("ba-cay", ["host", "remote", "ai"])
    app.open("hosted_table", match=match, host=host)
    client, _early = joined(host, "Lan", app)
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, HostLink)
    link = table.mode
    run(app, lambda: link.marks.presence is not None and link.marks.presence.states[1] in ("here", "thinking"))
    client.close()
    run(app, lambda: link.marks.presence is not None and link.marks.presence.states[1] == "away")
    assert any(t("net.told.dropped", name="Lan") == m for m in app.toasts.messages)
    assert link.marks.presence is not None and link.marks.presence.back_in[1] > 0
    run(app, lambda: len(match.history) >= 1, player(4))


def test_reactions_show_by_the_sender_and_are_off_with_one_setting(app: App) -> None:
    match, host = hosted("ba-cay", ["host", "remote", "ai"])
    app.open("hosted_table", match=match, host=host)
    client, _early = joined(host, "Lan", app)
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, HostLink)
    marks = table.mode.marks
    client.react("haha")
    run(app, lambda: 1 in marks.said)
    assert marks.said[1][0] == "haha"
    app.frame(1 / 30)
    assert [word for _, word in marks.chips] == ["menu"]
    menu = marks.chips[0][0]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu.center, button=1))
    app.frame(1 / 30)
    offered = [word for _, word in marks.chips]
    assert "haha" in offered and "off" in offered, "the chip offers the reactions and the switch"
    app.session.update_settings(reactions=False)
    marks.said.clear()
    client.react("wow")
    run(app, lambda: bool(host.events.empty()))
    for _ in range(20):
        app.frame(1 / 30)
        time.sleep(0.002)
    assert 1 not in marks.said, "off: nobody's reactions are shown"
    assert [word for _, word in marks.chips] == ["on"], "off: none offered, only the switch back"
    assert not marks.react("haha")


@pytest.fixture
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screens listen on 127.0.0.1 only, and neither advertise nor browse (no multicast)."""
    from game.ui.screens.host_lobby import HostLobby
    from game.ui.screens.join import JoinScreen

    monkeypatch.setattr(HostLobby, "bind", LOOPBACK)
    monkeypatch.setattr(HostLobby, "advertise", False)
    monkeypatch.setattr(JoinScreen, "browse", False)


@pytest.mark.usefixtures("loopback")
def test_a_family_table_hosted_from_the_menu(app: App) -> None:
    """"Mở bàn cho cả nhà": the setup with a seat from afar, the room's code and a player joining
    it, then the table played with them."""
    from game.ui.screens.host_lobby import HostLobby
    from game.ui.screens.setup import TableSetup

    app.open("host_setup", game="ba-cay")
    setup = app.scenes.top
    assert isinstance(setup, TableSetup) and setup.seating.levels == ("remote",)
    remote = [i for i, s in enumerate(setup.plan.seats) if s.level == "remote"]
    assert len(remote) == 1, "a seat from afar to begin with"
    setup.primary()
    lobby = app.scenes.top
    assert isinstance(lobby, HostLobby)
    host = lobby.host
    assert len(host.code) == 6 and host.code.isdigit()
    rows: list[dict[str, Any]] = []
    thread = bot(host, rows)
    run(app, lambda: lobby.match.seats[remote[0]].name == "Bot")
    assert host.remote_here(remote[0])
    lobby.primary()
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, HostLink)
    run(app, lambda: len(table.match.history) >= 1 and len(rows) >= 1, player(5))
    assert rows[0]["deltas"] == list(table.match.history[0].deltas)
    table.to_menu()
    thread.join(10)
    saved = app.session.load_autosave()
    assert saved is not None and not saved.seats[remote[0]].is_human, "continued alone, the AI plays the seat"


NETWORK_MODULES = ("asyncio", "ssl", "websockets", "zeroconf", "game.net.host")


def test_the_network_loads_only_when_a_family_table_opens(tmp_path: Path) -> None:
    """The family table's setup and the menu leave the network's libraries unloaded (80 ms of
    imports, the smoke test's every run): they load when the room opens.  A child process,
    as the tests before it have loaded them here."""
    code = f"""
import os, sys
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CHIEU_BAI_DATA={str(tmp_path)!r})
from game.ui.routes import new_app
app = new_app((960, 540), agents_inline=True)
app.open("menu")
app.open("host_setup", game="ba-cay")
app.frame(1 / 60)
print(" ".join(m for m in {NETWORK_MODULES!r} if m in sys.modules))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == []


@pytest.mark.usefixtures("loopback")
def test_a_table_joined_by_address_and_code(app: App) -> None:
    """"Vào bàn": a wrong code is said and nothing opens; the right one opens the remote table."""
    from game.ui.screens.join import JoinScreen

    match, host = hosted("tam-cuc", ["ai", "remote", "ai"], 1)
    owner = HostedMatch(game("tam-cuc"), match, host)
    threading.Thread(target=lambda: (owner.wait_for_players(30) and list(owner.play(1)), owner.finish()),
                     daemon=True).start()
    app.open("join")
    join = app.scenes.top
    assert isinstance(join, JoinScreen)
    join.set_address(f"{LOOPBACK}:{host.port}")
    join.set_code("000000" if host.code != "000000" else "111111")
    join.primary()
    run(app, lambda: t("net.refused.code") in app.toasts.messages)
    assert app.scenes.top is join and join.client is None
    join.set_code(host.code)
    join.primary()
    run(app, lambda: isinstance(app.scenes.top, TableHost))
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, RemoteLink)
    run(app, lambda: table.results is not None, player(6))


def test_the_host_leaving_mid_round_is_said_on_the_remote_table(app: App) -> None:
    """The host quits while a round is in play: the remote player is told at once (under Xvfb
    the dialog waited for a round that would never end)."""
    table, owner, _rows, _client = remote_table(app, "ba-cay", 3)
    run(app, lambda: table.controller.state is not None and bool(table.shown.legal))
    owner.host.close()
    run(app, lambda: app.scenes.top is not table)
    dialog = app.scenes.top
    assert dialog.title == t("net.closed.title") and t("net.closed.host_quit") in dialog.body


@pytest.mark.parametrize("key", ["ba-cay", "tam-cuc"])
def test_the_marks_find_each_plate_where_the_game_draws_it(key: str) -> None:
    """Presence tags and reactions are placed by the layout's plates: on the Tam Cúc mat these
    are the mat's own (under Xvfb the dots sat on the oval's plates, away from the mat's)."""
    from game.ui.table.picture import Picture

    places = game(key).table().places(4, {}, Picture.of(4))
    places.arrange((1280, 720), 0)
    geo = getattr(places, "geo", None)
    for s in range(4):
        plate = places.layout.seat(s).plate
        assert geo is None or plate == geo.seat(s).plate
        assert plate.colliderect(pygame.Rect((0, 0), (1280, 720)))
