"""One package per game (rules only); the games are listed in :mod:`game.catalog`."""
