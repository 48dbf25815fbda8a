"""Does every text fit its box?  The record behind the layout-fit test.

Text drawn into a box goes through :func:`game.ui.theme.fit_text`, which shrinks it a little
and then cuts it with "…" rather than let it overflow.  That keeps the screen tidy, but a
cut label ("Winner takes all (cào r…") is a layout bug, in either language.  While
:func:`recording` is on, ``fit_text`` notes every box it fills here; a scene adds the boxes
it does not draw through ``fit_text`` (pygame-gui fields) in :meth:`Scene.text_boxes`.  The
test draws every screen, both languages, two window sizes, and asserts each box fits.

A box whose text may be cut on purpose (a player's long name, with the whole name shown
on hover) is drawn with ``fit_text(..., cut_ok=True)`` and is not held to this.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import _lru_cache_wrapper
from typing import Any, TypeVar

SHRINK_OK = 0.9  # a text may be set up to 10% smaller than asked to fit; less is a cut


@dataclass(frozen=True)
class TextBox:
    """One text, the width it was given, and the width it takes at the smallest size it may
    be set in (``SHRINK_OK`` of the size it asked for)."""

    text: str
    width: int
    needs: int
    cut_ok: bool = False
    where: str = ""

    def fits(self) -> bool:
        return self.cut_ok or not self.text.strip() or self.needs <= self.width


_record: list[TextBox] | None = None


def active() -> bool:
    """Whether boxes are being recorded (callers skip measuring otherwise)."""
    return _record is not None


T = TypeVar("T")


def composed(cached: _lru_cache_wrapper[T], *args: Any) -> T:
    """``cached(*args)`` — a picture composed once for what it shows (an ``lru_cache``) —
    except while boxes are recorded: then it is composed again, so the fit test sees every
    text it holds."""
    return cached.__wrapped__(*args) if active() else cached(*args)


def note(box: TextBox) -> None:
    """Called by whatever fills a text box (only records while :func:`recording`)."""
    if _record is not None:
        _record.append(box)


@contextmanager
def recording() -> Iterator[list[TextBox]]:
    """Collect every :class:`TextBox` filled while the block runs."""
    global _record
    previous, _record = _record, []
    try:
        yield _record
    finally:
        _record = previous
