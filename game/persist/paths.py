"""Where the player's data lives: the per-user data folder, never the install folder.

The folder is only computed here; it is created on demand by the first save
(:func:`game.persist.json_files.write_atomic`), so a launch that saves nothing writes nothing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

ENV_VAR = "CHIEU_BAI_DATA"  # overrides everything (tests, portable installs)


def data_dir(
    env: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """The data folder for this user and platform (arguments exist for tests)."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    home = Path.home() if home is None else home
    if env.get(ENV_VAR):
        return Path(env[ENV_VAR])
    if platform.startswith("win"):
        appdata = env.get("APPDATA")
        return (Path(appdata) if appdata else home / "AppData" / "Roaming") / "ChieuBai"
    if platform == "darwin":
        return home / "Library" / "Application Support" / "ChieuBai"
    xdg = env.get("XDG_DATA_HOME", "")
    # The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / "chieu-bai"
