"""Opening screens from anywhere (menu, table top bar, keys) without import cycles."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App


def open_setup(app: App, variant: str | None) -> None:
    from game.ui.screens.setup import TableSetup

    app.push(TableSetup(app, variant))


def open_table(app: App, match: object) -> None:
    from game.match.match import Match
    from game.ui.tables import table_scene_for

    assert isinstance(match, Match)
    app.clear_to(table_scene_for(app, match))


def resume(app: App) -> None:
    match = app.session.load_autosave()
    if match is None:
        app.toast(app.session.notices[-1] if app.session.notices else "")
        return
    open_table(app, match)


def open_rules(app: App, variant: str | None) -> None:
    from game.ui.screens.rules import RulesScreen

    app.push(RulesScreen(app, variant))


def open_stats(app: App) -> None:
    from game.ui.screens.profiles import ProfilesScreen

    app.push(ProfilesScreen(app))


def open_settings(app: App) -> None:
    from game.ui.screens.settings import SettingsScreen

    app.push(SettingsScreen(app))
