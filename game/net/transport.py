"""WebSockets (the ``websockets`` library) on an asyncio loop in a worker thread beside the
game's own loop, which talks to it only through thread-safe calls and queues.

The executable leaves out three modules that ``websockets`` imports for what a family table
never does (packaging/build_support.py, docs/building.md): ``ssl`` (with OpenSSL, ~5 MB: a
table talks plain ``ws://`` on a LAN or a virtual network, which encrypts itself),
``urllib.request`` (the system's HTTP proxies: a table connects directly, ``proxy=None``) and
``importlib.metadata`` (websockets' version module imports it, and reads it only in a
development checkout of websockets).  :func:`load` imports websockets' modules with a small
stand-in for each of them that is missing, which fails loudly if it is ever used.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import importlib
import sys
import threading
import types
from collections.abc import Callable, Coroutine
from typing import Any, Final, TypeVar

T = TypeVar("T")


class LoopThread:
    """An asyncio loop running in a daemon thread of its own."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()
        # after stop(): let whatever was cancelled finish, then close
        pending = asyncio.all_tasks(self.loop)
        for task in pending:
            task.cancel()
        if pending:
            self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self.loop.run_until_complete(self.loop.shutdown_asyncgens())
        self.loop.close()

    def run(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the loop; its future, for any thread."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def soon(self, fn: Callable[..., Any], *args: Any) -> None:
        """Call ``fn(*args)`` on the loop soon (nothing if the loop has stopped)."""
        if not self.loop.is_closed():
            with contextlib.suppress(RuntimeError):  # closed between the test and the call
                self.loop.call_soon_threadsafe(fn, *args)

    @property
    def on_loop(self) -> bool:
        return threading.current_thread() is self._thread

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the loop (its tasks cancelled) and wait for the thread."""
        self.soon(self.loop.stop)
        if not self.on_loop:
            self._thread.join(timeout)


def _no_tls() -> types.ModuleType:
    stand_in = types.ModuleType("ssl")

    def create_default_context(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("this build of Chiếu Bài has no TLS: tables talk ws://")

    stand_in.create_default_context = create_default_context  # type: ignore[attr-defined]
    return stand_in


def _no_proxies() -> types.ModuleType:
    stand_in = types.ModuleType("urllib.request")

    def getproxies() -> dict[str, str]:
        raise RuntimeError("this build of Chiếu Bài connects directly, through no proxy")

    stand_in.getproxies = getproxies  # type: ignore[attr-defined]
    return stand_in


def _no_metadata() -> types.ModuleType:
    stand_in = types.ModuleType("importlib.metadata")

    def version(name: str) -> str:
        raise RuntimeError("this build of Chiếu Bài reads no package metadata")

    stand_in.version = version  # type: ignore[attr-defined]
    return stand_in


# What websockets imports that the executable leaves out, and what stands in for it.
STAND_INS: Final[dict[str, Callable[[], types.ModuleType]]] = {
    "ssl": _no_tls,
    "urllib.request": _no_proxies,
    "importlib.metadata": _no_metadata,
}


def load(module: str) -> types.ModuleType:
    """``import module`` (one of websockets'), with stand-ins for the modules of
    :data:`STAND_INS` that are missing; they are seen by websockets alone (only while it is
    imported: asyncio, imported before, found no ``ssl`` and does without)."""
    missing = object()
    before: dict[str, object] = {}
    try:
        while True:
            try:
                return importlib.import_module(module)
            except ModuleNotFoundError as exc:
                name = exc.name
                if name is None or name not in STAND_INS or name in before:
                    raise
                before[name] = sys.modules.get(name, missing)
                sys.modules[name] = STAND_INS[name]()
    finally:
        for name, was in before.items():
            if was is missing:
                del sys.modules[name]
            else:
                sys.modules[name] = was  # type: ignore[assignment]
