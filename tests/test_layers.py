"""The layer contract of pyproject.toml ([tool.importlinter]) holds: run by the test suite
as well as by CI, so the README's test command checks it too."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_import_contract_holds() -> None:
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or shutil.which("lint-imports")
    assert exe, "import-linter is a test dependency: pip install '.[test]'"
    out = subprocess.run([exe], cwd=ROOT, capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert "0 broken" in out.stdout


def test_the_contract_names_every_layer() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for source in ("game.engine", "game.variants", "game.ai", "game.match", "game.review", "game.net"):
        assert f'source_modules = ["{source}"]' in text
    assert '"pygame", "pygame_gui"' in text
