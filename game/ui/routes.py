"""Every screen by name — the one place that knows them all — and the app that opens them.

A screen opens another through the app's router (``app.open("setup", game="ba-cay")``),
never by importing it, so the screens and the tables sit side by side with no import
between them and ``game.ui`` has no import cycle (``tests/test_ui_imports.py`` holds it
to that).  A game's table is the catalogue's word (:attr:`game.catalog.Game.table`, its
parts), put together by :class:`~game.ui.table.host.TableHost`.

=========== ===================================================== =========================
name        parameters                                             shown
=========== ===================================================== =========================
menu                                                               replaces every scene
table       ``match``: the :class:`~game.match.match.Match`        replaces every scene
setup       ``game``: a game's key (``None``: the first game)      over the current scene
rules       ``game``: a game's key (``None``: the first game)      over the current scene
stats                                                              over the current scene
settings                                                           over the current scene
confirm     ``title``, ``body``, ``on_yes``; ``yes``, ``no``,      over the current scene
            ``on_no``, ``near`` (see :class:`~game.ui.screens.dialog.Confirm`)
curtain     ``name``, ``on_open``: the hot-seat hand-over          over the current scene
learn                                                              over the current scene
tutorial    ``game``: a game's key — its guided first deal         replaces every scene
replays     ``match``: whose rounds (``None``: the saved table's); over the current scene
            ``profile``: whose kept ones (``None``: its players')
replay      ``replay``: a :class:`~game.match.replay.Replay`       over the current scene
seen_replay ``match``, ``record`` (``review``): a remote player's   over the current scene
            round as their seat saw it
review      ``review`` (a future of the review), ``title``;         over the table
            ``on_step`` (see :class:`~game.ui.table.review_view.ReviewScreen`)
notices     the session's start-up notices, until dismissed        over the current scene
portraits   ``title``, ``current``, ``on_pick``; ``taken`` (see       over the current scene
            :class:`~game.ui.screens.portraits.PortraitPicker`)
table_menu  ``match``, ``on_menu``, ``on_leave``: the in-game menu  over the table
host_setup  ``game``: a family table's setup (seats from afar)      over the current scene
host_lobby  ``match``, ``remote``: its room, waiting for players   over the current scene
            (``room``: a saved table's, hosted again)
join        "Vào bàn": tables nearby, an address and a code         over the current scene
hosted_table ``match``, ``host``: a family table, hosted here       replaces every scene
remote_table ``client`` (welcomed), ``early``: a family table       replaces every scene
            joined from here
=========== ===================================================== =========================
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from game.match.match import Match
from game.ui.app import App
from game.ui.router import Route, Router
from game.ui.scene import Scene
from game.ui.screens.curtain import Curtain
from game.ui.screens.dialog import Confirm, Notices
from game.ui.screens.menu import MainMenu
from game.ui.screens.portraits import PortraitPicker

if TYPE_CHECKING:
    from collections.abc import Sequence
    from concurrent.futures import Future

    from game.match.replay import Replay
    from game.net.client import Client, ClientEvent
    from game.net.host import Host
    from game.net.room import Room
    from game.review import Review
    from game.ui.table.net_round import Record as SeenRecord

# The form screens are built with pygame-gui and the tables bring their drawing and their
# panels (about 0.1 s to import each): each loads when first opened, not at start-up.


def _table(app: App, match: Match) -> Scene:
    # loaded with the first table (start-up time, see above)
    from game.ui.table.host import TableHost

    return TableHost(app, match)


def _setup(app: App, game: str | None = None) -> Scene:
    # pygame-gui loads with the first form (start-up time, see above)
    from game.ui.screens.setup import TableSetup

    return TableSetup(app, game)


def _rules(app: App, game: str | None = None) -> Scene:
    # pygame-gui loads with the first form (start-up time, see above)
    from game.ui.screens.rules import RulesScreen

    return RulesScreen(app, game)


def _stats(app: App) -> Scene:
    # pygame-gui loads with the first form (start-up time, see above)
    from game.ui.screens.stats import StatsScreen

    return StatsScreen(app)


def _table_menu(app: App, **params: Any) -> Scene:
    # small, but only ever opened from a table (loaded with the first table, like it)
    from game.ui.screens.table_menu import TableMenu

    return TableMenu(app, **params)


def _settings(app: App) -> Scene:
    # pygame-gui loads with the first form (start-up time, see above)
    from game.ui.screens.settings import SettingsScreen

    return SettingsScreen(app)


def _learn(app: App) -> Scene:
    # pygame-gui loads with the first form (start-up time, see above)
    from game.ui.screens.learn import LearnScreen

    return LearnScreen(app)


def _tutorial(app: App, game: str) -> Scene:
    # loaded with the first guided deal (start-up time, see above)
    from game.ui.table.coach import tutorial_table

    return tutorial_table(app, game)


def _replays(app: App, match: Match | None = None, profile: str | None = None) -> Scene:
    # pygame-gui loads with the first form (start-up time, see above)
    from game.ui.screens.replays import ReplaysScreen

    return ReplaysScreen(app, match, profile)


def _review(app: App, **params: Any) -> Scene:
    # only ever opened from a table (loaded with the first table, like it)
    from game.ui.table.review_view import ReviewScreen

    return ReviewScreen(app, **params)


def _hosted_table(app: App, match: Match, host: Host) -> Scene:
    # loaded with the first family table (start-up time, see above)
    from game.ui.table.net_tables import hosted_table

    return hosted_table(app, match, host)


def _remote_table(app: App, client: Client, early: Sequence[ClientEvent] = ()) -> Scene:
    # loaded with the first family table (start-up time, see above)
    from game.ui.table.net_tables import remote_table

    return remote_table(app, client, early)


def _host_setup(app: App, game: str | None = None) -> Scene:
    # the family table's seating loads with its setup (it names the network's stand-in level)
    from game.ui.hosting import for_family
    from game.ui.screens.setup import TableSetup  # pygame-gui loads with the first form (start-up time)

    return for_family(app, TableSetup(app, game))


def _host_lobby(app: App, match: Match, remote: list[int], room: Room | None = None) -> Scene:
    # opened from the family table's setup (loaded with it), or to host a saved one again
    from game.ui.screens.host_lobby import HostLobby

    return HostLobby(app, match, remote, room)


def _join(app: App) -> Scene:
    # pygame-gui loads with the first form (start-up time, see above)
    from game.ui.screens.join import JoinScreen

    return JoinScreen(app)


def _seen_replay(app: App, match: Match, record: SeenRecord, review: Future[Review | None] | None = None) -> Scene:
    # loaded from a remote player's table (with it)
    from game.ui.table.net_tables import seen_replay_table

    return seen_replay_table(app, match, record, review)


def _replay(app: App, replay: Replay) -> Scene:
    # loaded with the first replay (start-up time, see above)
    from game.ui.table.replay import replay_table

    return replay_table(app, replay)


ROUTES: Final[dict[str, Route]] = {
    "menu": Route(MainMenu, root=True),
    "table": Route(_table, root=True),
    "setup": Route(_setup),
    "rules": Route(_rules),
    "stats": Route(_stats),
    "settings": Route(_settings),
    "confirm": Route(Confirm),
    "curtain": Route(Curtain),
    "learn": Route(_learn),
    "tutorial": Route(_tutorial, root=True),
    "replays": Route(_replays),
    "seen_replay": Route(_seen_replay),
    "replay": Route(_replay),
    "host_setup": Route(_host_setup),
    "host_lobby": Route(_host_lobby),
    "join": Route(_join),
    "hosted_table": Route(_hosted_table, root=True),
    "remote_table": Route(_remote_table, root=True),
    "review": Route(_review),
    "notices": Route(Notices),
    "portraits": Route(PortraitPicker),
    "table_menu": Route(_table_menu),
}


def new_app(size: tuple[int, int] | None = None, *, agents_inline: bool = False) -> App:
    """The application with every screen of :data:`ROUTES` (opens the window); headless
    drivers pass ``agents_inline`` (see :class:`~game.ui.app.App`)."""
    return App(Router(ROUTES), size=size, agents_inline=agents_inline)
