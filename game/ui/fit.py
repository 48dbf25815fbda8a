"""Does every text fit its box?  The record behind the layout-fit test.

Text drawn into a box goes through :func:`game.ui.theme.fit_text`, which shrinks it a little
and then cuts it with "…" rather than let it overflow.  That keeps the screen tidy, but a
cut label ("Winner takes all (cào r…") is a layout bug, in either language.  While
:func:`recording` is on, ``fit_text`` notes every box it fills here; a scene adds the boxes
it does not draw through ``fit_text`` (pygame-gui fields) in :meth:`Scene.text_boxes`.  The
test draws every screen, both languages, two window sizes, and asserts each box fits.

A box whose text may be cut on purpose (a player's long name, with the whole name shown
on hover) is drawn with ``fit_text(..., cut_ok=True)`` and is not held to this.

The legibility check (:mod:`game.devtools.legibility`) wants to know more: *where* each text,
card and plate lands on the screen.  While :func:`tracing`, every picture made with
``pygame.Surface(...)`` is a :class:`TracingSurface` that remembers what was blitted onto it,
and the makers of texts (``theme.text``), cards (``assets``) and composed pictures
(:func:`composed`) say what they made (:func:`made`); a frame's blits, followed down through
the pictures, then place every one of them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import _lru_cache_wrapper
from typing import Any, TypeVar

import pygame

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
    text it holds (and, while tracing, the picture is named after its maker)."""
    if not active():
        return cached(*args)
    out = cached.__wrapped__(*args)
    if _made is not None:
        kind = f"picture:{cached.__module__}.{cached.__qualname__}"
        for part in out if isinstance(out, tuple) else (out,):
            if isinstance(part, pygame.Surface):
                made(part, kind)
    return out


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


# --- where things land (the legibility check) ------------------------------------------------
@dataclass(frozen=True)
class Made:
    """What a traced picture is: ``kind`` "text" (``text`` set in ``px``), "card", or
    "picture:<maker>" for a composed one."""

    kind: str
    text: str = ""
    px: int = 0


Blit = tuple[pygame.Surface, tuple[int, int], tuple[int, int, int, int] | None]  # source, where, area

_made: dict[int, tuple[pygame.Surface, Made]] | None = None  # id → (the surface, held alive; what it is)
_blits: dict[int, tuple[pygame.Surface, list[Blit]]] = {}  # id → (the picture, held alive; its blits)


def made(surface: pygame.Surface, kind: str, text: str = "", px: int = 0) -> None:
    """Called by whatever makes a text, a card or a picture (only noted while :func:`tracing`)."""
    if _made is not None:
        _made[id(surface)] = (surface, Made(kind, text, px))


def what(surface: pygame.Surface) -> Made | None:
    """What ``surface`` was made as, if its maker said so while tracing."""
    found = _made.get(id(surface)) if _made is not None else None
    return found[1] if found is not None and found[0] is surface else None


def blits_onto(surface: pygame.Surface) -> list[Blit]:
    """What was blitted onto ``surface`` while tracing (a :class:`TracingSurface`), in order."""
    found = _blits.get(id(surface))
    return found[1] if found is not None and found[0] is surface else []


def _place(dest: Any) -> tuple[int, int]:
    if isinstance(dest, (pygame.Rect, pygame.FRect)):
        return (round(dest.x), round(dest.y))
    return (round(dest[0]), round(dest[1]))


class TracingSurface(pygame.Surface):
    """A picture that remembers what was blitted onto it (made while :func:`tracing`)."""

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        part = None if area is None else tuple(pygame.Rect(area))
        entry = _blits.get(id(self))
        if entry is None or entry[0] is not self:
            entry = _blits[id(self)] = (self, [])
        entry[1].append((source, _place(dest), part))  # type: ignore[arg-type]
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence: Any, doreturn: int | bool = 1) -> list[pygame.Rect] | None:
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fblits(self, blit_sequence: Any, special_flags: int = 0) -> None:
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)


@contextmanager
def tracing() -> Iterator[None]:
    """Trace where texts, cards and pictures are drawn (see the module), recording the text
    boxes too.  Pictures cached before are not traced: the caller drops them first (and lays
    the screen out again), as :func:`game.ui.theme.forget_pictures` does."""
    global _made
    original = pygame.Surface
    _made, previous = {}, _made
    _blits.clear()
    pygame.Surface = TracingSurface  # type: ignore[misc]
    try:
        with recording():
            yield
    finally:
        pygame.Surface = original  # type: ignore[misc]
        _made = previous
        _blits.clear()
