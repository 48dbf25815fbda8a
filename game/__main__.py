"""``python -m game``: see :mod:`game.cli`."""

from game.cli import run

if __name__ == "__main__":
    run()
