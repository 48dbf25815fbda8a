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
from game.i18n import set_language, signed, t
from game.match.match import MODE_CHOSEN, Match, Seat
from game.match.replay import Replay
from game.net.bot import play_bot
from game.net.client import Client, ClientEvent, Dealt
from game.net.host import Host, Joined
from game.net.hosted import STAND_IN, HostedMatch, seat_joined
from game.net.protocol import AskMode, Closed, Refused, Seats, Welcome
from game.review import review
from game.ui.app import App
from game.ui.table import chrome
from game.ui.table.host import TableHost
from game.ui.table.net_host import HostLink
from game.ui.table.net_link import RemoteLink
from game.ui.table.remote_controller import RemoteController
from game.ui.table.review_view import ReviewScreen
from game.ui.table.seen_replay import SeenReplayer
from tests.ui_harness import menu_app

FRAMES = 6000  # the most frames a test runs before it fails (each frame yields 2 ms to the network's threads)
LOOPBACK = "127.0.0.1"
SAFETY = 30.0  # seconds: a safety net only, never an assertion about speed


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


@pytest.mark.parametrize("key", ["ba-cay", "tam-cuc"])
def test_a_remote_player_reviews_their_own_round_and_the_history_lists_it(app: App, key: str) -> None:
    """Once a round is settled, the host sends the remote seat the round as it saw it: its
    table reviews the seat's own decisions — the same ones, the same choices, as the host's
    review of that seat from the round's save — offers the review under the result, and its
    history panel lists the round as a local table's does."""
    table, owner, _rows, _client = remote_table(app, key, 2)
    run(app, lambda: table.reviews.reviews.ready(1) is not None, player(5))
    remote = table.reviews.reviews.ready(1)
    assert remote is not None and remote.decisions, "the seat decided something this round"
    record = owner.match.history[0]
    local = review(Replay.of_record(owner.match.variant, record, table.reviews.names()), 1)
    assert [(d.step, d.chosen.action) for d in remote.decisions] == [(d.step, d.chosen.action)
                                                                    for d in local.decisions]
    assert remote.round_no == 1 and remote.unit == local.unit
    if key == "ba-cay":  # exact odds, no sampling: the same grades
        assert [d.grade for d in remote.decisions] == [d.grade for d in local.decisions]
    assert [(r.round_no, r.deltas) for r in table.match.history[:1]] == [(1, record.deltas)]
    best = max(range(3), key=lambda s: record.deltas[s])
    lines = chrome.history_lines(table.controller, 1, table.seat_name, 4, 400, 14)
    first = t("ui.history.row", n=1, name=table.seat_name(best), change=signed(record.deltas[best]))
    assert lines[-1].startswith(first)
    if table.controller.state is None:  # the result still shown: the review offered under it
        assert any(b.label() == t("review.button") for b in table.actions.buttons)
    table.reviews.open()
    assert isinstance(app.scenes.top, ReviewScreen) and app.scenes.top.lines() is not None
    app.scenes.top.close()


@pytest.mark.parametrize("key", ["ba-cay", "tam-cuc"])
def test_a_remote_player_replays_their_own_round_as_their_seat_saw_it(app: App, key: str) -> None:
    """Xem lại ván at a remote table: the round just settled, from the host's record of what
    this seat saw, played again on the game's own table move by move (back, forth, to a
    reviewed decision) and closed back to the table; it ends as the round ended for the seat."""
    table, _owner, _rows, _client = remote_table(app, key, 2)  # (a second round: the host does not close)
    link = table.mode
    assert isinstance(link, RemoteLink)
    run(app, lambda: link.last is not None and table.reviews.reviews.ready(1) is not None, player(9))
    record = link.last
    assert record is not None and record.seat == 1 and record.settled is not None
    assert [m.moves for _, m in record.moves] == list(range(1, len(record.moves) + 1))
    link.replay()
    scene = app.scenes.top
    assert isinstance(scene, TableHost) and isinstance(scene.mode, SeenReplayer)
    replayer = scene.mode
    assert scene.viewer() == 1 and replayer.controller.at() == 0
    run(app, lambda: scene.at_rest())
    while not replayer.over():
        replayer.next()
        app.frame(1 / 30)
    state = scene.controller.state
    assert state is not None and state.is_over() and len(state.log) == len(record.moves)
    assert not scene.shown.legal, "nobody plays a replay"
    if key == "ba-cay":  # (a Tam Cúc hand is played out by the end)
        own = [c.tile for c in scene.shown.seats[1].cards]
        assert len(own) == 3 and all(tile is not None for tile in own), "the seat's own cards, as it saw them"
    replayer.prev()
    assert replayer.controller.at() == len(record.moves) - 1
    decisions = table.reviews.reviews.ready(1)
    assert decisions is not None and decisions.decisions
    replayer.go_to(decisions.decisions[0].step)
    assert replayer.controller.at() == decisions.decisions[0].step
    replayer.close_replay()
    assert app.scenes.top is table


@pytest.mark.parametrize("drops", [False, True])
def test_a_remote_player_picks_the_round_mode_when_it_is_theirs(app: App, drops: bool) -> None:
    """Chọn từng ván at a table hosted from the window: the round's chooser is the player from
    afar (the seat that deals), so the question is theirs — on their table, not the host's,
    whose prompt has no buttons; a pick that is not theirs to make is refused; their pick
    starts the round; a chooser who drops has the AI pick for them."""
    seats = [Seat("Lan", STAND_IN), Seat("Host", "human"), Seat("AI", "easy")]
    match = Match(game("ba-cay").variant, seats, mode="chon-tung-van", balances=[1000] * 3)
    host = Host(match, ["remote", "host", "ai"], port=0, bind=LOOPBACK)
    host.start()
    client = Client(LOOPBACK, host.port, host.code, "Lan")
    client.start()
    event = host.wait(SAFETY)
    assert isinstance(event, Joined)
    seat_joined(match, host, event)  # as the lobby seats them before the host starts the table
    app.open("hosted_table", match=match, host=host)
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, HostLink)
    prompt = table.rounds.prompt
    assert prompt is not None and prompt.chooser == 0 and prompt.afar and not prompt.buttons()
    run(app, lambda: any(isinstance(e, AskMode) for e in client.poll()))
    if drops:
        client.close()
    else:
        client.choose_mode("nonsense-mode")
        run(app, lambda: any(isinstance(e, Refused) and e.key == "net.refused.mode" for e in client.poll()))
        client.choose_mode("nhat-an-tat")
    run(app, lambda: table.controller.state is not None)
    state = table.controller.state
    assert state is not None and table.rounds.prompt is None
    assert match.notes[-1].kind == MODE_CHOSEN and match.notes[-1].seat == 0, "the seat's pick (the AI's for it)"
    assert drops or state.config.mode == "nhat-an-tat"
    table.close()
    client.close()


@pytest.mark.parametrize("kinds", [["ai", "remote", "ai"], ["host", "remote", "ai"]])
def test_a_remote_seats_forced_pass_is_made_at_its_own_table(app: App, kinds: list[str]) -> None:
    """Tam Cúc's pass before the first lead, a seat's only move, is made for it at once by the
    table where its player sits — at a remote player's, sent to the host — as a local table
    makes it: a player who never clicks a pass plays the round to its end (against a host
    without a window the round waited for a pass no button offered)."""
    from game.variants.tam_cuc.actions import PASS

    if "host" in kinds:
        match, host = hosted("tam-cuc", kinds)
        app.open("hosted_table", match=match, host=host)
        client, early = joined(host, "Lan", app)
        hosting = app.scenes.top
        app.open("remote_table", client=client, early=early)  # (the same window: both tables take turns)
        table = app.scenes.top
    else:
        table, _owner, _rows, client = remote_table(app, "tam-cuc", 1)
        hosting = None
    play = player(11)

    def no_pass(table: TableHost) -> None:
        if tuple(table.shown.legal) != (PASS,):
            play(table)

    def step(scene: TableHost) -> None:
        no_pass(scene)
        if hosting is not None:  # the host's own player plays at the host's table
            hosting.update(1 / 30)
            no_pass(hosting)  # type: ignore[arg-type]

    run(app, lambda: table.results is not None or app.scenes.top is not table, step)
    assert table.results is not None, "the round ended"
    if hosting is not None:
        assert isinstance(hosting.mode, HostLink) and not hosting.mode.refused, "one pass each, never two"
    client.close()


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
def test_a_family_table_continued_is_hosted_again_for_the_same_players(app: App) -> None:
    """The host leaves mid-round; "Tiếp tục" hosts the saved table again — the same code, the
    seat from afar kept for its player (a stranger is refused: the table is full), who comes
    back with their token into the round so far and plays on."""
    from game.ui.screens.host_lobby import HostLobby
    from game.ui.screens.menu import MainMenu
    from game.ui.screens.setup import TableSetup

    app.open("host_setup", game="ba-cay")
    setup = app.scenes.top
    assert isinstance(setup, TableSetup)
    setup.primary()
    lobby = app.scenes.top
    assert isinstance(lobby, HostLobby)
    host, code = lobby.host, lobby.host.code
    seat = host.room.remote[0]
    lan = Client(LOOPBACK, host.port, code, "Lan")
    lan.start()
    run(app, lambda: lan.token is not None)  # welcomed once the lobby has seated them
    token = lan.token
    assert token is not None
    ended: list[Any] = []
    threading.Thread(target=lambda: ended.append(play_bot(lan, "easy", seed=1)), daemon=True).start()
    lobby.primary()
    table = app.scenes.top
    assert isinstance(table, TableHost)
    play = player(7)

    def step(table: TableHost) -> None:
        if table.controller.state is None and table.results is not None:
            table.new_round()
        play(table)

    run(app, lambda: len(table.match.history) >= 1 and table.controller.state is not None
        and table.controller.played() >= 1, step)
    table.to_menu()  # the host leaves mid-round: Lan is told, the autosave keeps the room
    run(app, lambda: bool(ended))
    assert isinstance(ended[0], Closed) and ended[0].key == "net.closed.host_quit"
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    menu.resume()
    again = app.scenes.top
    assert isinstance(again, HostLobby) and again.resumed and again.host.code == code
    stranger = Client(LOOPBACK, again.host.port, code, "Kim")
    stranger.start()
    run(app, lambda: closed_to(stranger))
    assert isinstance(stranger.closed, Refused) and stranger.closed.key == "net.refused.full"
    back = Client(LOOPBACK, again.host.port, code, "Lan", token=token)
    back.start()
    run(app, lambda: again.host.remote_here(seat))
    again.primary()
    hosted_again = app.scenes.top
    assert isinstance(hosted_again, TableHost) and isinstance(hosted_again.mode, HostLink)
    rounds = len(hosted_again.match.history)
    rows: list[dict[str, Any]] = []
    dealt: list[Any] = []

    def plays() -> None:
        while back.closed is None:
            event = back.wait(SAFETY)
            if isinstance(event, Dealt):
                dealt.append(event)
            shown = back.shown
            if shown is not None and shown.legal and back.may_act() and back.events.empty():
                back.act(shown.legal[0])
        rows.extend(back.rows)

    threading.Thread(target=plays, daemon=True).start()
    run(app, lambda: len(hosted_again.match.history) > rounds, player(8))
    assert dealt and dealt[0].moves >= 1, "back into the round so far, as it was saved"
    assert back.welcome is not None and back.welcome.seat == seat and back.welcome.token == token
    hosted_again.to_menu()
    stranger.close()
    back.close()


def closed_to(client: Client) -> bool:
    """Has the host closed the table to ``client`` (refused it, or said goodbye)?"""
    client.poll()
    return client.closed is not None


def test_a_family_table_keeps_its_seats_when_the_game_changes(app: App) -> None:
    """Switching the game in the family table's setup keeps who sits where — the host, the
    players from afar, the AI seats — within the new game's seats (Tam Cúc seats four)."""
    from game.ui.screens.setup import TableSetup

    app.open("host_setup", game="ba-cay")
    setup = app.scenes.top
    assert isinstance(setup, TableSetup)
    setup.set_count(6)
    setup.plan.set_level(4, "remote")
    setup.plan.set_level(5, "remote")
    kinds = [(s.name, s.level) for s in setup.plan.seats]
    assert [level for _, level in kinds].count("remote") == 3
    setup.set_game("xi-dach")
    assert [(s.name, s.level) for s in setup.plan.seats] == kinds, "every seat as it was"
    setup.set_game("tam-cuc")
    assert [(s.name, s.level) for s in setup.plan.seats] == kinds[:4], "as many as Tam Cúc seats"
    assert len({s.avatar for s in setup.plan.seats}) == 4
    setup.set_game("ba-cay")
    assert [(s.name, s.level) for s in setup.plan.seats] == kinds[:4]
    app.open("setup", game="ba-cay")  # a plain table takes each game's own seats, as before
    plain = app.scenes.top
    assert isinstance(plain, TableSetup)
    plain.set_game("tam-cuc")
    assert "remote" not in {s.level for s in plain.plan.seats}


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


@pytest.mark.usefixtures("loopback")
def test_a_seat_held_when_the_program_crashed_is_offered_again_on_the_join_screen(app: App) -> None:
    """The program dies mid-round (no goodbye): its seat token was kept in the data folder, so
    the join screen offers "Vào lại bàn" and takes the same seat back; a goodbye forgets it."""
    from game.ui.screens.join import JoinScreen

    match, host = hosted("ba-cay", ["ai", "remote", "remote"], 50)  # rounds enough to be back in one
    owner = HostedMatch(game("ba-cay"), match, host)
    threading.Thread(target=lambda: (owner.wait_for_players(30) and list(owner.play(50)), owner.finish()),
                     daemon=True).start()
    rows: list[dict[str, Any]] = []
    bot(host, rows)
    app.open("join")
    join = app.scenes.top
    assert isinstance(join, JoinScreen) and not join.held
    join.set_address(f"{LOOPBACK}:{host.port}")
    join.set_code(host.code)
    join.primary()
    run(app, lambda: isinstance(app.scenes.top, TableHost))
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.controller, RemoteController)
    seat = table.controller.seat
    run(app, lambda: table.controller.state is not None)
    table.controller.client.close()  # the program died: no goodbye
    run(app, lambda: host.presences().states[seat] == "away")
    app.open("join")
    again = app.scenes.top
    assert isinstance(again, JoinScreen) and [(h.seat, h.port, h.code) for h in again.held] == [
        (seat, host.port, host.code)]
    offer = again.control("held.0")
    assert offer.element.text == t("join.again", game=again._title("ba-cay"), address=f"{LOOPBACK}:{host.port}")
    offer.activate()
    run(app, lambda: isinstance(app.scenes.top, TableHost) and app.scenes.top is not table)
    back = app.scenes.top
    assert isinstance(back, TableHost) and isinstance(back.controller, RemoteController)
    assert back.controller.seat == seat and host.remote_here(seat)
    back.to_menu()  # leaving: the goodbye forgets the seat
    app.open("join")
    assert isinstance(app.scenes.top, JoinScreen) and not app.scenes.top.held
    host.close()


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
