"""Tables on the same network, found by themselves (zeroconf / mDNS).

A host advertises its table as the service ``_chieubai._tcp.local.``; its TXT record holds
the protocol version, the game, the free seats and the host's name.  A joining player
browses: :class:`Finder` keeps the tables seen, for the "Vào bàn" screen to list.  Across a
virtual network (no multicast) the player types the address instead.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from game.net.protocol import PROTOCOL

SERVICE: Final = "_chieubai._tcp.local."


@dataclass(frozen=True)
class Found:
    """A table seen on the network."""

    name: str  # the service's instance name
    addresses: tuple[str, ...]
    port: int
    game: str
    free: int
    host: str  # the host player's name


def properties(game: str, free: int, host: str) -> dict[str, str]:
    return {"v": str(PROTOCOL), "game": game, "free": str(free), "host": host[:24]}


def found(name: str, addresses: list[str], port: int, props: dict[bytes, bytes | None]) -> Found | None:
    """A browsed service as a table, or None if it is not one this program can join."""
    text = {k.decode(errors="replace"): (v or b"").decode(errors="replace") for k, v in props.items()}
    if text.get("v") != str(PROTOCOL) or not text.get("free", "").isdigit():
        return None
    return Found(name, tuple(addresses), port, text.get("game", ""), int(text["free"]), text.get("host", ""))


def published(addresses: list[str] | None) -> list[str]:
    """The addresses an advert gives: those it is made on, else this computer's (else loopback)."""
    from game.net.host import local_addresses  # (ifaddr: zeroconf's own dependency)

    return list(addresses or local_addresses() or ["127.0.0.1"])


class Advert:
    """A hosted table, advertised until :meth:`close`; :meth:`update` after a seat is taken.

    ``addresses``: the interfaces to advertise on, and the addresses the advert gives (None:
    every interface, and this computer's addresses — :func:`~game.net.host.local_addresses`,
    else loopback).  An advert must give an address: a browser resolves a service only once it
    has one, and lists nothing before (which the window's lobby, advertising without any,
    did)."""

    def __init__(self, port: int, game: str, free: int, host: str, addresses: list[str] | None = None) -> None:
        from zeroconf import ServiceInfo, Zeroconf  # loaded only when a table is hosted

        self._zc = Zeroconf(interfaces=addresses) if addresses else Zeroconf()
        packed = [socket.inet_aton(a) for a in published(addresses)]
        label = f"{host[:24]} {port}".replace(".", " ")

        def info(free: int) -> Any:
            return ServiceInfo(SERVICE, f"{label}.{SERVICE}", port=port, addresses=packed,
                               properties=properties(game, free, host), server=f"chieubai-{port}.local.")

        self._info = info
        self.info = info(free)
        self._zc.register_service(self.info)

    def update(self, free: int) -> None:
        self.info = self._info(free)
        self._zc.update_service(self.info)

    def close(self) -> None:
        self._zc.unregister_service(self.info)
        self._zc.close()


class Finder:
    """Browse for tables; :meth:`tables` is what has been seen so far (any thread)."""

    def __init__(self, addresses: list[str] | None = None, on_change: Callable[[], None] = lambda: None) -> None:
        """``on_change`` is called (on zeroconf's thread) when the tables seen change."""
        from zeroconf import ServiceBrowser, Zeroconf  # loaded only when tables are looked for

        self.on_change = on_change

        self._zc = Zeroconf(interfaces=addresses) if addresses else Zeroconf()
        self._lock = threading.Lock()
        self._seen: dict[str, Found] = {}
        self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        info = zeroconf.get_service_info(service_type, name, 3000)
        table = None
        if info is not None:
            table = found(name, info.parsed_addresses(), info.port or 0, dict(info.properties))
        with self._lock:
            if table is None or table.free == 0:
                self._seen.pop(name, None)
            else:
                self._seen[name] = table
        self.on_change()

    def tables(self) -> list[Found]:
        with self._lock:
            return sorted(self._seen.values(), key=lambda t: t.name)

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()
