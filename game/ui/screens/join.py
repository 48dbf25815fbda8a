"""Joining a family table ("Vào bàn"): the tables on the same network listed by themselves,
or an address and the room code typed; the player sits as one of this computer's profiles,
with the portrait they pick.  A seat this computer held at a table that may still keep it
(the program crashed mid-round, or the host closed the table and may host it again: see
:mod:`game.net.held`) is offered first, "Vào lại bàn", and taken back with its seat token —
as it is when its address and code are typed again.

The tables come from :class:`~game.net.discovery.Finder` (zeroconf); across a virtual
network (Tailscale, ZeroTier, Radmin VPN: no multicast) the host's address is typed — with
``:port`` when the host's table is not on the usual one (:data:`~game.net.host.PORT`).  Once
the host has welcomed the player, the remote table opens (the router's ``remote_table``); a
refusal (a wrong code, a full table) is said here and nothing else changes.
"""

from __future__ import annotations

import contextlib
import logging
from functools import partial
from typing import Any

import pygame

from game.avatars import AVATARS
from game.i18n import t
from game.net.client import Client, ClientEvent
from game.net.held import Held, Keeper, SeatBook
from game.net.host import PORT
from game.net.protocol import BadMessage, Closed, Refused, Seats, Welcome
from game.net.words import said
from game.ui import assets, theme
from game.ui.app import App
from game.ui.hosting import wake
from game.ui.screens.form import FormScene
from game.ui.widgets import Button as BarButton

LOG = logging.getLogger("game.net")
LISTED = 4  # tables listed at most (the seats held first)
HELD = 2  # seats held offered at most ("Vào lại bàn")


def address_of(text: str) -> tuple[str, int] | None:
    """``ADDRESS`` or ``ADDRESS:PORT`` as typed (None: not an address)."""
    text = text.strip()
    host, sep, port = text.rpartition(":")
    if not sep:
        host, port = text, str(PORT)
    if not host or " " in host or not port.isdigit() or not 1 <= int(port) <= 65535:
        return None
    return host, int(port)


class JoinScreen(FormScene):
    title_key = "join.title"
    browse = True  # for tables on the same network by zeroconf (tests: not)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        profile = app.session.current_profile()
        self.profile, self.avatar = profile.id, profile.avatar or AVATARS[0]
        self.address = ""
        self.code = ""
        self.client: Client | None = None
        self.early: list[ClientEvent] = []
        self.finder: Any = None
        try:
            from game.net.discovery import Finder  # zeroconf loads with the first look for tables

            self.finder = Finder(on_change=wake) if self.browse else None
        except Exception as exc:  # no multicast here: the address is typed instead
            LOG.info("not looking for tables: %s", exc)
        self.listed: list[Any] = []
        self.book = SeatBook(app.session.persist.root)
        self.held: list[Held] = []

    # --- layout ------------------------------------------------------------------------------------
    def build(self) -> None:
        f, h = self.frame, self.px(40)
        left = pygame.Rect(f.left + self.px(40), f.top + self.px(110), f.width // 2 - self.px(60), 0)
        self.held = self.book.held()[:HELD]
        self.listed = self.finder.tables()[:LISTED - len(self.held)] if self.finder is not None else []
        for i, held in enumerate(self.held):
            text = t("join.again", game=self._title(held.game), address=f"{held.address}:{held.port}")
            self.button(f"held.{i}", pygame.Rect(left.left, left.top + i * (h + self.px(10)), left.width, h), text,
                        partial(self.rejoin, held))
        for i, found in enumerate(self.listed, len(self.held)):
            text = t("join.found", name=found.host or found.name, game=self._title(found.game))
            self.button(f"found.{i}", pygame.Rect(left.left, left.top + i * (h + self.px(10)), left.width, h), text,
                        partial(self.pick, found))
        x = f.centerx + self.px(20)
        w = f.right - self.px(40) - x
        y = f.top + self.px(110)
        self.entry("address", pygame.Rect(x, y, w, h), self.address, self.set_address, limit=60)
        y += h + self.tx(34)
        self.entry("code", pygame.Rect(x, y, self.px(160), h), self.code, self.set_code, digits=True, limit=6)
        y += h + self.tx(34)
        profiles = [(p.name, p.id) for p in self.app.session.persist.profiles()]
        self.dropdown("profile", pygame.Rect(x + h + self.px(12), y, w - h - self.px(12), h), profiles, self.profile,
                      self.set_profile)
        self.portrait = pygame.Rect(x, y, h, h)
        self.drawn("portrait", self.portrait, self.choose_portrait)

    @staticmethod
    def _title(key: str) -> str:
        from game.catalog import games  # the host's game, named in the player's language

        return next((g.variant.title for g in games() if g.key == key), key)

    def bar_buttons(self) -> list[BarButton]:
        return [self.back_button(), BarButton(lambda: t("join.go"), self.primary, pygame.K_RETURN, "Enter",
                                              primary=True)]

    # --- the fields -------------------------------------------------------------------------------------
    def set_address(self, text: str) -> None:
        self.address = text

    def set_code(self, text: str) -> None:
        self.code = text

    def set_profile(self, pid: str) -> None:
        self.profile = pid
        self.avatar = self.app.session.persist.profile(pid).avatar or self.avatar
        self.app.dirty = True

    def choose_portrait(self) -> None:
        self.app.open("portraits", title=t("join.portrait"), current=self.avatar, on_pick=self.set_portrait)

    def set_portrait(self, avatar: str) -> None:
        self.avatar = avatar
        self.app.session.persist.set_avatar(self.profile, avatar)  # a failed save shows as unsaved()
        self.app.dirty = True

    def pick(self, found: Any) -> None:
        """A table found on the network: its address filled in (the code is the host's to give)."""
        self.address = f"{found.addresses[0]}:{found.port}" if found.addresses else ""
        self.rebuild()

    # --- joining ------------------------------------------------------------------------------------------
    def primary(self) -> None:
        if self.client is not None:
            return
        where = address_of(self.address)
        if where is None:
            self.app.toast(t("join.bad_address"))
            return
        self.connect(where[0], where[1], self.code, self.book.find(where[0], self.code))

    def rejoin(self, held: Held) -> None:
        """Vào lại bàn: back into the seat ``held``, with its token."""
        if self.client is None:
            self.connect(held.address, held.port, held.code, held)

    def connect(self, address: str, port: int, code: str, held: Held | None) -> None:
        """Ask the host at ``address:port`` for a seat (``held``: back into that one)."""
        name = self.app.session.persist.profile(self.profile).name
        try:
            client = Client(address, port, code, name, self.avatar, wake=wake,
                            token=held.token if held is not None else None,
                            keeper=Keeper(self.book, address, port, code, held))
        except BadMessage:
            self.app.toast(t("join.bad_code"))
            return
        self.client, self.early = client, []
        client.start()
        self.app.dirty = True

    def update(self, dt: float) -> bool:
        if self.finder is not None and self.finder.tables()[:LISTED] != self.listed:
            self.rebuild()
        client = self.client
        if client is not None:
            for event in client.poll():
                if isinstance(event, (Closed, Refused)) and (isinstance(event, Closed) or event.ref is None):
                    self.app.toast(said(event))
                    client.close()
                    self.client = None
                    self.rebuild()  # a seat the host no longer knows is no longer offered
                    break
                if not isinstance(event, (Welcome, Seats)):
                    self.early.append(event)
            if self.client is not None and client.welcome is not None and client.seats is not None:
                self._stop()
                self.app.open("remote_table", client=client, early=self.early)
                return False
        return super().update(dt)

    def back(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None
        self._stop()
        self.app.pop()

    def _stop(self) -> None:
        if self.finder is not None:
            with contextlib.suppress(Exception):
                self.finder.close()
            self.finder = None

    # --- drawing ------------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        f = self.frame
        left = f.left + self.px(40)
        self.label(surface, t("join.nearby"), (left, f.top + self.px(80)), size=17, bold=True)
        if not self.listed:
            below = len(self.held) * (self.px(40) + self.px(10))
            self.paragraph(surface, t("join.none_nearby"), (left, f.top + self.px(112) + below),
                           f.width // 2 - self.px(60))
        x = f.centerx + self.px(20)
        self.label(surface, t("join.address"), (x, f.top + self.px(84)), size=16)
        h = self.px(40)
        self.label(surface, t("join.code"), (x, f.top + self.px(110) + h + self.px(8)), size=16)
        self.label(surface, t("join.as"), (x, f.top + self.px(110) + 2 * (h + self.tx(34)) - self.tx(26)), size=16)
        surface.blit(assets.avatar(self.avatar, self.portrait.height), self.portrait.topleft)
        if self.client is not None:
            self.label(surface, t("join.connecting"), (x, self.portrait.bottom + self.px(24)), size=17,
                       colour=theme.GOLD_LIGHT)
        self.paragraph(surface, t("join.help", port=str(PORT)), (x, self.portrait.bottom + self.px(60)),
                       f.right - self.px(40) - x)
