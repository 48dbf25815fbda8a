"""Silence what C libraries print on the terminal while SDL probes the machine.

Without an audio device, ALSA writes eight lines of its own errors to stderr when SDL tries
it; without a display, SDL's Wayland probe writes one.  The game says what matters in its
own words (the settings say sound is unavailable; the command line says a display is
needed), so those probes run with file descriptor 2 pointed at the null device.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """File descriptor 2 goes to the null device for the ``with`` block (nothing to do when
    there is no such descriptor, as in a windowed build)."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, 2)
        finally:
            os.close(null)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
