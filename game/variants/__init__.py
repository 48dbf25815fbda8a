"""One module per game, listed explicitly in :mod:`game.variants.registry`."""
