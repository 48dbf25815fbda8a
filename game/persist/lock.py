"""One copy of the game per data folder.

Two copies writing one folder lose progress: each saves its own table over the other's, and
the next launch finds profiles seated at a table no autosave holds.  The first copy takes
``chieu-bai.lock`` in the data folder and writes its process id there; a second copy finds
the lock taken, reads whose it is, and plays without saving (:mod:`game.ui.session`).

The lock is the operating system's own (``flock`` on POSIX, ``msvcrt.locking`` on Windows),
released by the system when the process ends however it ends: a lock left by a copy that
crashed or was killed is simply taken over by the next launch.  The file is never deleted
(deleting it would let two launches lock two different files); what it says is only read
to name the owner.  Within one process there is one lock per folder (:meth:`DataLock.of`):
sessions opened again by the same program (the smoke test's round trip, tests) share it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO, ClassVar, Final

LOCK_NAME: Final = "chieu-bai.lock"
_PID_BYTES: Final = 32  # the owner's pid is written here; Windows locks the byte after it


class DataLock:
    """The data folder's lock: :meth:`acquire` at launch, held until the process ends."""

    _of_folder: ClassVar[dict[Path, DataLock]] = {}

    def __init__(self, root: Path) -> None:
        self.path = root / LOCK_NAME
        self._file: IO[bytes] | None = None

    @classmethod
    def of(cls, root: Path) -> DataLock:
        """This process's lock of ``root``."""
        key = root.resolve()
        if key not in cls._of_folder:
            cls._of_folder[key] = cls(root)
        return cls._of_folder[key]

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> int | None:
        """Take the lock: ``None`` once it is ours, else the process id of the copy holding it
        (0 when it cannot be read).  A folder where no lock can be made (read-only, full) is
        not another copy: the caller goes on, and its saves say what fails."""
        if self._file is not None:
            return None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            f = open(self.path, "a+b")  # noqa: SIM115 (held open for the life of the process)
        except OSError:
            return None
        try:
            _lock(f)
        except BlockingIOError:
            f.close()
            return self.owner()
        except OSError:  # a file system without locks: nothing to tell a second copy by
            f.close()
            return None
        try:
            f.seek(0)
            f.truncate()
            f.write(f"{os.getpid()}\n".encode().ljust(_PID_BYTES))
            f.flush()
        except OSError:
            pass  # the lock holds; only the name of its owner is missing
        self._file = f
        return None

    def owner(self) -> int:
        """The process id written in the lock file (0 if unreadable)."""
        try:
            text = self.path.read_bytes()[:_PID_BYTES].decode("ascii", "replace").strip()
        except OSError:
            return 0
        return int(text) if text.isdigit() else 0

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # closing the file releases the lock
            self._file = None


if sys.platform == "win32":
    import msvcrt

    def _lock(f: IO[bytes]) -> None:
        f.seek(_PID_BYTES)
        try:
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        except PermissionError as exc:  # Windows says "locked" this way
            raise BlockingIOError(str(exc)) from exc
else:
    import fcntl

    def _lock(f: IO[bytes]) -> None:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
