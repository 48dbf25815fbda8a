"""Where the asset folders are: inside a PyInstaller bundle, an installed wheel, or a checkout.

Never the working directory.  In a wheel the top-level ``sprites/`` and ``sounds/`` travel as
``game/sprites`` and ``game/sounds``; in a checkout they sit beside the ``game`` package; in
a frozen build they are unpacked under ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def asset_root(kind: str) -> Path:
    """The folder holding ``kind`` (``"sprites"`` or ``"sounds"``)."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / kind)
    candidates += [_PACKAGE / kind, _PACKAGE.parent / kind]
    for c in candidates:
        if c.is_dir():
            return c
    raise FileNotFoundError(
        f"the {kind} folder is missing (looked in {', '.join(str(c) for c in candidates)}); "
        "reinstall the game"
    )


def sprite_path(*parts: str) -> Path:
    return asset_root("sprites").joinpath(*parts)


def sound_path(name: str) -> Path:
    return asset_root("sounds") / name
