"""A non-editable install carries the assets: build the wheel, install it apart, run it."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir", "-q", "-w", str(out), str(ROOT)],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (found,) = out.glob("chieu_bai-*.whl")
    return found


def test_wheel_carries_sprites_sounds_fonts_and_licence(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for rel in ("sprites/cards/classic/AD.png", "sprites/pieces/K.png", "sprites/pieces/k_b.png",
                "sprites/fonts/NotoSansCJKtc-Subset-Regular.otf", "sprites/fonts/OFL.txt",
                "sprites/manifest.json", "sounds/deal.wav", "sounds/win.wav"):
        assert f"game/{rel}" in names, f"{rel} is not in the wheel"
    tutorials = {n for n in names if n.startswith("game/tutorial/data/") and n.endswith(".toml")}
    assert len(tutorials) >= 4, f"the guided deals are not in the wheel: {tutorials}"
    assert {f"game/i18n/locale/{lang}/LC_MESSAGES/chieubai.mo" for lang in ("vi", "en")} <= names
    assert not [n for n in names if n.endswith(".po")], "the translations travel compiled, their sources stay"
    assert not any(n.startswith("tests/") for n in names)
    assert any(n.endswith("entry_points.txt") for n in names)


def test_installed_wheel_runs_the_smoke_test(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(target), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "CHIEU_BAI_DATA": str(tmp_path / "data")}
    code = "import game, sys; print(game.__file__); sys.exit(__import__('game.cli').cli.main(['--smoke-test']))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                          cwd=elsewhere, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.splitlines()[0].startswith(str(target)), "the test ran the source tree, not the install"
    assert "smoke test passed: languages vi/en" in proc.stdout
