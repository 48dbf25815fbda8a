"""The room of a family table: where the players from afar join before it starts.

:class:`HostLobby` listens (:class:`~game.net.host.Host`, on :data:`~game.net.host.PORT` or a
free port) and advertises the table on the same network (:class:`~game.net.discovery.Advert`),
and shows the six-digit room code, this computer's addresses to give out — a virtual
network's among them (Tailscale, ZeroTier, Radmin VPN) — and each seat as it is taken.

A table continued from its autosave ("Tiếp tục" in the menu) is hosted again here with its
saved room: the same six-digit code (and the usual port, if it is free), each seat from afar
kept for the player who held it — they come back with their seat token ("Vào lại bàn"), and
meanwhile the AI plays the seat, as for a player who dropped.

The table starts when the host says so: with every player from afar seated, or earlier — a
seat still empty is then played by the AI (normal), and a player who joins later takes it
over from its next decision.  A player expects to start when the family is there, and not
to be held by an uncle who is late; the bar's button says which it will be.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import pygame

from game.i18n import t
from game.match.match import Match
from game.net.host import PORT, Host, Joined
from game.net.hosted import seat_joined
from game.net.room import Room
from game.ui import theme
from game.ui.app import App
from game.ui.hosting import REMOTE, wake
from game.ui.screens.form import FormScene
from game.ui.widgets import Button as BarButton
from game.ui.widgets import panel

LOG = logging.getLogger("game.net")


class HostLobby(FormScene):
    title_key = "host.lobby.title"
    bind = "0.0.0.0"  # every network this computer is on (tests: loopback only)
    advertise = True  # on the same network by zeroconf (tests: not)

    def __init__(self, app: App, match: Match, remote: list[int], room: Room | None = None) -> None:
        """``room``: the room of a table continued from its autosave ("Tiếp tục"), hosted
        again with its code, each seat kept for the player who held it."""
        super().__init__(app)
        self.match = match
        self.resumed = room is not None
        kinds = [REMOTE if s in remote else "host" if seat.is_human else "ai" for s, seat in enumerate(match.seats)]
        self.host = Host(match, kinds, port=PORT, bind=self.bind, wake=wake, room=room)
        try:
            self.host.start()
        except OSError:  # the usual port is taken (another table): any free one
            self.host = Host(match, kinds, port=0, bind=self.bind, wake=wake, room=room)
            self.host.start()
        self.addresses = self.host.addresses()
        self.advert: Any = None
        host_name = next((s.name for s in match.seats if s.is_human), "")
        try:
            from game.net.discovery import Advert  # zeroconf loads with the first table hosted

            if self.advertise:
                self.advert = Advert(self.host.port, match.variant.key, self.host.room.free(), host_name)
        except Exception as exc:  # no multicast here: the players type the address instead
            LOG.info("the table is not advertised: %s", exc)
        self.started = False

    # --- the room ---------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        for event in self.host.poll():
            if isinstance(event, Joined):
                name = seat_joined(self.match, self.host, event)
                self.app.toast(t("net.told.joined", name=name), bad=False)
                if self.advert is not None:
                    self.advert.update(self.host.room.free())
                self.rebuild()
        return super().update(dt)

    def bar_buttons(self) -> list[BarButton]:
        everyone = self.host.joined() == len(self.host.room.remote)
        start = BarButton(lambda: t("host.lobby.start") if everyone else t("host.lobby.start_ai"), self.primary,
                          pygame.K_RETURN, "Enter", primary=True)
        return [self.back_button(), start]

    def primary(self) -> None:
        """The table starts (an empty seat played by the AI until its player comes)."""
        self.started = True
        self._unadvertise()
        if not self.resumed:  # (a table continued is the saved one already)
            self.app.session.prepare_match(self.match)
        self.app.open("hosted_table", match=self.match, host=self.host)

    def back(self) -> None:
        self._unadvertise()
        self.host.close()
        self.app.pop()

    def leave(self) -> None:
        if not self.started and not self.host.closed:  # closed some other way (the window)
            self._unadvertise()
            self.host.close()

    def _unadvertise(self) -> None:
        if self.advert is not None:
            with contextlib.suppress(Exception):
                self.advert.close()
            self.advert = None

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        f, sc = self.frame, self.scale
        x, y = f.left + self.px(40), f.top + self.px(84)
        self.label(surface, t("host.lobby.code"), (x, y), size=17)
        code = self.host.code
        big = theme.text(f"{code[:3]} {code[3:]}", round(64 * sc), theme.GOLD_LIGHT, bold=True)
        surface.blit(big, (x, y + self.tx(24)))
        y += self.tx(24) + big.get_height() + self.px(16)
        self.label(surface, t("host.lobby.addresses"), (x, y), size=17)
        y += self.tx(26)
        port = self.host.port
        shown = [f"{a}:{port}" for a in self.addresses] or [t("host.lobby.no_address")]
        for line in shown[:4]:
            self.label(surface, line, (x + self.px(12), y), size=22, colour=theme.GOLD_LIGHT, bold=True)
            y += self.tx(30)
        width = f.width // 2 - self.px(60)
        self.paragraph(surface, t("host.lobby.vpn"), (x, y + self.px(8)), width, size=15)
        self._seats(surface, pygame.Rect(f.centerx + self.px(10), f.top + self.px(84), f.width // 2 - self.px(50),
                                         f.height - self.px(170)))

    def _seats(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        panel(surface, area, alpha=150, radius=self.px(12))
        x, y = area.left + self.px(18), area.top + self.px(14)
        self.label(surface, t("host.lobby.seats"), (x, y), size=17)
        y += self.tx(32)
        room = self.host.room
        for s, seat in enumerate(self.match.seats):
            kind = room.seats[s].kind
            if kind == REMOTE:
                state = t("net.presence.here") if self.host.remote_here(s) else t("net.presence.open")
            else:
                state = t("host.lobby.you") if kind == "host" else t(f"level.{seat.level}")
            self.label(surface, f"{s + 1}. {seat.name}", (x, y), size=18, width=area.width * 3 // 5)
            here = kind == REMOTE and self.host.remote_here(s)
            self.label(surface, state, (area.right - self.px(18), y), size=16, anchor="topright",
                       colour=theme.GOOD if here else theme.MUTED)
            y += self.tx(30)
            if y > area.bottom - self.tx(30):
                break

