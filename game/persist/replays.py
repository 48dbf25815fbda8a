"""Rounds exported for replaying: small text files in the data folder's ``replays/``.

The file's text is :meth:`game.match.replay.Replay.to_text`; here they are only written
(atomically, never over another) and listed, newest first.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

from game.persist.json_files import Notice, failure, write_atomic

FOLDER: Final = "replays"
SUFFIX: Final = ".toml"
_UNSAFE = re.compile(r"[^a-z0-9-]+")


def folder(root: Path) -> Path:
    return root / FOLDER


def export(root: Path, stem: str, text: str) -> tuple[Path | None, Notice | None]:
    """Write ``text`` as ``replays/<stem>.toml`` (``-2``, ``-3`` … if taken): the path, or why not."""
    base = folder(root)
    safe = _UNSAFE.sub("-", stem.lower()).strip("-") or "round"
    path = base / f"{safe}{SUFFIX}"
    n = 2
    while path.exists():
        path = base / f"{safe}-{n}{SUFFIX}"
        n += 1
    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as exc:
        return None, failure(path, exc)
    return path, None


def listing(root: Path) -> list[Path]:
    """The exported rounds, newest first (none if the folder is missing or unreadable)."""
    try:
        found = [p for p in folder(root).iterdir() if p.suffix == SUFFIX and p.is_file()]
    except OSError:
        return []
    return sorted(found, key=lambda p: (p.stat().st_mtime, p.name), reverse=True)
