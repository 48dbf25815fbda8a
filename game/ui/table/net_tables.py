"""The family table's tables, opened: the host's, a remote player's, and the replay of a
remote player's round (the router's ``hosted_table``, ``remote_table`` and ``seen_replay``).
Each is the game's own table (:class:`~game.ui.table.host.TableHost` from the catalogue's
parts) with the network's mode, or the replay's, attached."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future

from game.match.match import Match, Seat
from game.net.client import Client, ClientEvent
from game.net.host import Host
from game.review import Review
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.table.host import TableHost
from game.ui.table.net_host import HostLink
from game.ui.table.net_link import RemoteLink
from game.ui.table.net_round import Record
from game.ui.table.remote_controller import RemoteController, mirror
from game.ui.table.seen_replay import ReplayedController, SeenReplayer


def hosted_table(app: App, match: Match, host: Host) -> TableHost:
    """The host's table: ``match`` played here, its remote seats through ``host`` (started)."""
    table = TableHost(app, match, remote=tuple(host.room.remote))
    table.attach(HostLink(table, host))
    return table


def remote_table(app: App, client: Client, early: Sequence[ClientEvent] = ()) -> TableHost:
    """A remote player's table over ``client``, welcomed (``early``: what arrived after the
    welcome before the table opened, played first)."""
    welcome, seats = client.welcome, client.seats
    assert welcome is not None and seats is not None, "open the table once the host has welcomed the player"
    match = mirror(welcome, list(seats.names), list(seats.avatars))
    controller = RemoteController(match, client, welcome.seat, lambda dealt: None)
    table = TableHost(app, match, controller=controller)
    link = RemoteLink(table, controller, client)
    table.attach(link)
    for event in early:
        link.heard(event)
    return table


def seen_replay_table(app: App, match: Match, record: Record, review: Future[Review | None] | None = None,
                      seats: Sequence[Seat] = ()) -> Scene:
    """``record`` (a round as one seat saw it) on its game's table, its seats named as at
    ``match`` (the remote player's table); ``review``: the seat's review of it, if made."""
    facts = record.facts
    chairs = [Seat(s.name, "human", avatar=s.avatar) for s in (seats or match.seats)]
    shown = Match(match.variant, chairs, mode=match.table_mode, options=dict(match.base.options),
                  stake=match.base.stake, balances=facts.balances)
    shown.round_no = facts.round_no - 1
    controller = ReplayedController(shown, record)
    scene = TableHost(app, shown, controller=controller)
    scene.attach(SeenReplayer(scene, controller, review))
    return scene

