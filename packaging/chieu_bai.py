"""Entry script of the frozen executable (``build.spec``).

It lives outside ``game/`` on purpose: PyInstaller puts the entry script's folder on the
module search path, and ``game/`` holds modules (``i18n``, ``resources``, ``cli``…) whose
names would shadow real top-level packages — pygame-gui's ``import i18n`` would find
``game/i18n`` instead of python-i18n.
"""

from game.cli import run

if __name__ == "__main__":
    run()
