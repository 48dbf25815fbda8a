"""The family table's two tables, opened: the host's, and a remote player's (the router's
``hosted_table`` and ``remote_table``).  Each is the game's own table
(:class:`~game.ui.table.host.TableHost` from the catalogue's parts) with the network's mode
attached."""

from __future__ import annotations

from collections.abc import Sequence

from game.match.match import Match
from game.net.client import Client, ClientEvent
from game.net.host import Host
from game.ui.app import App
from game.ui.table.host import TableHost
from game.ui.table.net_host import HostLink
from game.ui.table.net_link import RemoteLink
from game.ui.table.remote_controller import RemoteController, mirror


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
