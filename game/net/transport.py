"""WebSockets (the ``websockets`` library) on an asyncio loop in a worker thread beside the
game's own loop, which talks to it only through thread-safe calls and queues.

The executable leaves TLS out (``ssl`` with OpenSSL is ~5 MB; a family table talks plain
``ws://`` on a LAN or a virtual network, which encrypts itself).  ``websockets``' client
module imports ``ssl`` for ``wss://`` only, so where there is none it is given a stand-in
that refuses TLS: :func:`client_connect`.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import sys
import threading
import types
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

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


def client_connect() -> Callable[..., Any]:
    """``websockets.asyncio.client.connect``, loaded without ``ssl`` if the build has none."""
    try:
        from websockets.asyncio.client import connect  # loaded when a client first connects
    except ModuleNotFoundError as exc:
        if exc.name != "ssl":
            raise
        # asyncio looked for ssl when it was imported (above) and found none: only websockets'
        # client sees the stand-in, which it would use for wss:// alone.
        sys.modules["ssl"] = _no_tls()
        try:
            from websockets.asyncio.client import connect  # the same, with the stand-in
        finally:
            del sys.modules["ssl"]
    return connect
