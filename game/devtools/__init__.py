"""Measuring tools (``bench``, ``soak``, the smoke test): not part of play, but shipped for ``--smoke-test``."""
