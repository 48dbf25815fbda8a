"""Opening screens by name: the app's router.

A screen opens another with ``app.open("rules", game="xi-dach")`` and never imports it, so
no screen depends on another and ``game.ui`` has no import cycle.  The names and what
they open are listed once, in :mod:`game.ui.routes`; the router only looks them up and
puts the new scene on the stack.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App


@dataclass(frozen=True)
class Route:
    """How to open one screen: ``make(app, **params)`` builds it; ``root`` screens (the
    menu, a table) replace every scene, the others are pushed over the current one."""

    make: Callable[..., Scene]
    root: bool = False


class Router:
    def __init__(self, routes: Mapping[str, Route]) -> None:
        self.routes = dict(routes)

    def names(self) -> list[str]:
        return list(self.routes)

    def replaces_all(self, name: str) -> bool:
        """Opening ``name`` replaces every scene (a root screen: the menu, a table)."""
        route = self.routes.get(name)
        return route is not None and route.root

    def open(self, app: App, name: str, /, **params: Any) -> Scene:
        """Build the screen called ``name`` and show it; ``KeyError`` naming the known ones."""
        route = self.routes.get(name)
        if route is None:
            raise KeyError(f"no screen called {name!r}; screens: {', '.join(self.routes)}")
        scene = route.make(app, **params)
        if route.root:
            app.clear_to(scene)
        else:
            app.push(scene)
        return scene
