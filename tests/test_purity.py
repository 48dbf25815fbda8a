"""The rules engine never imports pygame (DESIGN.md's one rule that matters most)."""

from __future__ import annotations

import subprocess
import sys

PURE = ("game.engine", "game.variants", "game.ai", "game.match", "game.persist", "game.i18n", "game.cli",
        "game.avatars", "game.shown", "game.review", "game.net")

CHECK = """
import importlib, pkgutil, sys
names = []
for root in {roots!r}:
    mod = importlib.import_module(root)
    names.append(root)
    for info in pkgutil.walk_packages(getattr(mod, "__path__", []), root + "."):
        importlib.import_module(info.name)
        names.append(info.name)
bad = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame.") or m.startswith("pygame_gui"))
print(len(names), "modules")
sys.exit(1 if bad else 0)
"""


def test_pure_layers_never_import_pygame() -> None:
    proc = subprocess.run([sys.executable, "-c", CHECK.format(roots=PURE)], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, f"pygame was imported by a pure layer:\n{proc.stdout}\n{proc.stderr}"
    assert int(proc.stdout.split()[0]) >= 10


def test_json_subcommands_do_not_import_pygame() -> None:
    code = "import sys; from game.cli import main; main(['hand','--variant','ba-cay','--json','AS','7C','2D']);" \
           "sys.exit(1 if 'pygame' in sys.modules else 0)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
