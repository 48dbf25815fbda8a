"""Versioned JSON files that are never half-written, and never silently lost.

Every write goes to a temporary file in the same folder, is flushed and fsync'd, then
``os.replace``-d over the real name (atomic: a reader, or the next launch after a crash,
sees the old file or the new one, never a mixture).  A file that cannot be used (bad JSON,
wrong ``kind`` or ``version``, bad fields, truncated, unreadable) is renamed aside
(``name.corrupt-1``, ``-2``…, never overwriting an earlier one) and reported as a
:class:`Notice`; the caller carries on with defaults.  If even the rename fails, the file is
left alone and :class:`JsonFile` refuses to write over it for the rest of the session.

A file of a *newer* version than this program writes is not damaged: a newer Chiếu Bài made
it.  It is left exactly where and as it is, reported as such (``persist.newer``), and never
written over (the session then plays without saving, see :mod:`game.ui.session`).

All changes to the data folder go through :func:`write_atomic`, :func:`move_aside` and
:func:`remove_file`, so the crash-consistency test can photograph the folder after each.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from game.i18n import t

MAX_BYTES = 8 * 1024 * 1024  # far above any real save; a bigger file is not ours
NEWER = "persist.newer"  # the notice of a file a newer Chiếu Bài made
T = TypeVar("T")


@dataclass(frozen=True)
class Notice:
    """One sentence for the player: a catalogue key and its parameters."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def text(self, lang: str | None = None) -> str:
        """The sentence in ``lang`` (default: the current one)."""
        return t(self.key, lang, **self.params)


class BadFile(ValueError):
    """Content that is not what the file is meant to hold."""


class NewerFile(BadFile):
    """A file of a version newer than this program knows: made by a newer Chiếu Bài."""

    def __init__(self, version: int) -> None:
        super().__init__(f"made by a newer version (file version {version})")
        self.version = version


class Refused(ValueError):
    """A request the player made that cannot be done (bad name, profile at a table…).

    ``notice`` says why, in the player's language.
    """

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.notice = Notice(key, params)


# --- the three changes ever made to the data folder ------------------------------------
def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically (creating its folder); ``OSError`` on failure."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def move_aside(path: Path, tag: str) -> Path:
    """Rename ``path`` to the first free ``path.tag-N``; ``OSError`` if that fails."""
    n = 1
    while os.path.lexists(f"{path}.{tag}-{n}"):
        n += 1
    target = path.with_name(f"{path.name}.{tag}-{n}")
    os.rename(path, target)
    _fsync_dir(path.parent)
    return target


def remove_file(path: Path) -> None:
    """Delete ``path`` if it exists (only ever used for files whose content lives elsewhere)."""
    with suppress(FileNotFoundError):
        os.remove(path)
        _fsync_dir(path.parent)


def remove_temps(folder: Path) -> None:
    """Delete temporary files a killed process left behind (the real files are intact)."""
    with suppress(OSError):
        for tmp in folder.glob(".*.tmp"):
            with suppress(OSError):
                tmp.unlink()


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX); Windows cannot open folders, and needs no such step."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def short_name(path: Path) -> str:
    """How a file of the data folder is named to the player: ``settings.json``,
    ``profiles/ab12….json`` — never the whole path, which says nothing to a player."""
    return f"{path.parent.name}/{path.name}" if path.parent.name == "profiles" else path.name


def failure(path: Path, exc: OSError) -> Notice:
    """The sentence for a save that did not happen."""
    file = short_name(path)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return Notice("persist.save_failed.full", {"file": file})
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS) or isinstance(exc, PermissionError):
        return Notice("persist.save_failed.denied", {"file": file})
    return Notice("persist.save_failed", {"file": file, "reason": exc.strerror or str(exc)})


def _no_constant(name: str) -> Any:
    raise BadFile(f"{name} is not a number")


# --- one file ---------------------------------------------------------------------------
Upgrade = Callable[[int, dict[str, Any]], dict[str, Any]]


class JsonFile:
    """One versioned JSON document: ``{"kind": …, "version": …, **body}``.

    ``kind`` also names the catalogue message for a bad file: ``persist.bad.<kind>``.
    ``upgrade(old_version, body)`` turns the body of an older version into the current
    one (files of older versions are read only if it is given and it accepts them).
    ``failed`` is the notice of the last change to this file that did not reach the disk,
    ``None`` once one has (the screens keep a warning up while any file has one).
    """

    def __init__(self, path: Path, kind: str, version: int, upgrade: Upgrade | None = None) -> None:
        self.path = path
        self.kind = kind
        self.version = version
        self.upgrade = upgrade
        self.failed: Notice | None = None
        self._blocked = False  # a newer program's file, or an unusable one we could not move aside: never write over it

    def load(self, parse: Callable[[dict[str, Any]], T]) -> tuple[T | None, Notice | None]:
        """``parse(body)``, or ``None`` if there is no file; a bad file is moved aside, a newer
        one left as it is (and never written over)."""
        try:
            return self.read(parse), None
        except FileNotFoundError:
            return None, None
        except NewerFile:
            self._blocked = True
            return None, Notice(NEWER, {"file": short_name(self.path)})
        except (OSError, ValueError, TypeError, KeyError, RecursionError):
            # RecursionError: json's answer to absurdly deep nesting.
            return None, self._set_aside_bad()

    def read(self, parse: Callable[[dict[str, Any]], T]) -> T:
        """``parse(body)`` of the file as it is, touching nothing: ``FileNotFoundError``,
        :class:`NewerFile`, or whatever else says the file cannot be used."""
        with open(self.path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
        return parse(self._body(raw))

    def _body(self, raw: bytes) -> dict[str, Any]:
        if len(raw) > MAX_BYTES:
            raise BadFile("file too large")
        doc = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
        if not isinstance(doc, dict):
            raise BadFile("not a JSON object")
        if doc.get("kind") != self.kind:
            raise BadFile(f"not a {self.kind} file")
        version = doc.get("version")
        if type(version) is int and version > self.version:
            raise NewerFile(version)
        if type(version) is not int or not (version == self.version or self._upgradable(version)):
            raise BadFile(f"unsupported version {version!r}")
        body = {k: v for k, v in doc.items() if k not in ("kind", "version")}
        if version != self.version and self.upgrade is not None:
            body = self.upgrade(version, body)
        return body

    def _upgradable(self, version: int) -> bool:
        return self.upgrade is not None and 1 <= version < self.version

    def _set_aside_bad(self) -> Notice:
        try:
            aside = move_aside(self.path, "corrupt")
        except OSError:
            self._blocked = True
            return Notice("persist.unreadable", {"file": short_name(self.path)})
        return Notice(f"persist.bad.{self.kind}", {"file": short_name(self.path), "aside": short_name(aside)})

    def write(self, body: Mapping[str, Any]) -> Notice | None:
        """Save ``body``; a :class:`Notice` (and the old file untouched) if that fails."""
        doc = {"kind": self.kind, "version": self.version, **body}
        data = json.dumps(doc, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8")
        return self._change(lambda: write_atomic(self.path, data))

    def set_aside(self, tag: str) -> Notice | None:
        """Keep the file under another name (a deleted profile, a stale save); none is fine."""
        if not os.path.lexists(self.path):
            return self._outcome(None)
        return self._change(lambda: move_aside(self.path, tag))

    def remove(self) -> Notice | None:
        return self._change(lambda: remove_file(self.path))

    def _change(self, change: Callable[[], object]) -> Notice | None:
        if self._blocked:  # a file that could not be set aside, or a newer program's: never touched
            return self._outcome(Notice("persist.save_blocked", {"file": short_name(self.path)}))
        try:
            change()
        except OSError as exc:
            return self._outcome(failure(self.path, exc))
        return self._outcome(None)

    def _outcome(self, notice: Notice | None) -> Notice | None:
        self.failed = notice
        return notice
