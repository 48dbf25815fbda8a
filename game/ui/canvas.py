"""A frame that repaints only what changed since the last one (dirty rectangles, found for you).

A table is drawn as if from scratch every frame — the backdrop, then every plate, card and
chip — which keeps its painters simple, but at 3840×2160 the copying alone costs milliseconds.
:class:`Canvas` keeps the painters as they are and does the bookkeeping instead:

1. **Record.**  The scenes draw onto the canvas, a surface the size of the screen whose clip is
   empty: nothing is painted, and every draw — a blit, a fill, a shape drawn through
   :mod:`game.ui.pen` — is noted as an *op*: what it draws (the source image and its alpha, or
   the shape's arguments), where, and the box it can touch.
2. **Compare.**  The ops are matched in order against the last frame's
   (:class:`difflib.SequenceMatcher`).  An op on both lists paints the same pixels in the same
   order; the boxes of the others — what appeared, left, moved or changed — are what changed.
3. **Paint.**  Those boxes, merged into a few that do not touch, are repainted on the screen by
   running every op that reaches them with the clip set to the box.

Outside the boxes every pixel sees the same ops in the same order as last frame, so it keeps
its colour; inside, it is painted from scratch: the screen ends the same as if it had all been
redrawn (``tests/test_ui_canvas.py`` checks this frame by frame through whole rounds).  That
holds while two rules are kept: every draw onto the frame goes through the canvas (shapes
through :mod:`game.ui.pen`, not ``pygame.draw``), and an image once drawn is not drawn on
again (the caches make a new one; its alpha may change — it is part of the op).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from difflib import SequenceMatcher
from typing import Any

import pygame

EMPTY = pygame.Rect(0, 0, 0, 0)
MERGE_GAP = 24  # boxes nearer than this are painted as one (fewer passes over the ops)
MAX_BOXES = 64  # more than this are painted as their union (each box costs a clip per op reaching it)
FULL_SHARE = 0.6  # boxes covering more of the screen than this: paint it all


class Op:
    """One recorded draw: ``key`` says what it paints (equal keys paint equal pixels),
    ``box`` where it can, ``run`` paints it on a surface; ``source`` is a blit's image."""

    __slots__ = ("box", "key", "run", "source")

    def __init__(self, key: Any, box: pygame.Rect, run: Callable[[pygame.Surface], object],
                 source: pygame.Surface | None = None) -> None:
        self.key = key
        self.box = box
        self.run = run
        self.source = source


def frozen(value: Any) -> Any:
    """``value`` as a hashable key: rects, colours and sequences become tuples."""
    if isinstance(value, (int, float, str, bool)) or value is None:
        return value
    if isinstance(value, (pygame.Rect, pygame.FRect, pygame.Color, pygame.Vector2)):
        return tuple(value)
    if isinstance(value, dict):
        return tuple(sorted((k, frozen(v)) for k, v in value.items()))
    if isinstance(value, Iterable):
        return tuple(frozen(v) for v in value)
    return value


def _flat(value: Any) -> Any:
    """A blit's place or area as a tuple (it is usually one already)."""
    return value if value is None or type(value) is tuple else tuple(value)


class Canvas(pygame.Surface):
    """The surface scenes draw a frame on (see the module); :meth:`paint` draws a frame."""

    def __init__(self, size: tuple[int, int]) -> None:
        # its own pixels are never painted (the draws are recorded, then run on the target):
        # one byte a pixel keeps a 4K canvas at 8 MB
        super().__init__(size, 0, 8)
        self.recording = False
        self._ops: list[Op] = []
        self._last: list[Op] | None = None  # the ops the target shows; None: it shows something else
        self._whole = pygame.Rect((0, 0), size)

    # --- drawing a frame -------------------------------------------------------------------
    def paint(self, draw: Callable[[Canvas], None], target: pygame.Surface) -> list[pygame.Rect]:
        """Draw a frame with ``draw`` onto ``target`` (which shows the last frame painted,
        unless :meth:`forget` was called); return the areas of ``target`` that changed."""
        ops = self.ops_of(draw)
        boxes = self.changed(self._last, ops)
        self._last = ops
        if boxes:
            self._run(ops, boxes, target)
        return boxes

    def ops_of(self, draw: Callable[[Canvas], None]) -> list[Op]:
        """The ops of a frame drawn by ``draw``, in order, painting nothing (the legibility
        check reads them: what is drawn where)."""
        self._ops = []
        self.set_clip(EMPTY)
        self.recording = True
        try:
            draw(self)
        finally:
            self.recording = False
            self.set_clip(None)
        ops, self._ops = self._ops, []
        return ops

    def forget(self) -> None:
        """The target was painted by other hands: the next frame is painted whole."""
        self._last = None

    def changed(self, last: Sequence[Op] | None, ops: Sequence[Op]) -> list[pygame.Rect]:
        """The boxes to repaint to turn the frame of ``last`` into the frame of ``ops``."""
        if last is None:
            return [self._whole.copy()]
        keys_then = [op.key for op in last]
        keys_now = [op.key for op in ops]
        if keys_then == keys_now:
            return []
        # the same ops before and after a change are matched without the matcher's work
        head = 0
        end = min(len(keys_then), len(keys_now))
        while head < end and keys_then[head] == keys_now[head]:
            head += 1
        tail = 0
        while tail < end - head and keys_then[-1 - tail] == keys_now[-1 - tail]:
            tail += 1
        then, now = keys_then[head:len(keys_then) - tail], keys_now[head:len(keys_now) - tail]
        boxes: list[pygame.Rect] = []
        matcher = SequenceMatcher(None, then, now, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag != "equal":
                boxes.extend(op.box for op in last[head + i1:head + i2])
                boxes.extend(op.box for op in ops[head + j1:head + j2])
        return self._merged(boxes)

    def _merged(self, boxes: list[pygame.Rect]) -> list[pygame.Rect]:
        """``boxes`` on the screen, joined until no two are within :data:`MERGE_GAP`."""
        out: list[pygame.Rect] = []
        for box in boxes:
            box = box.clip(self._whole)
            if not box.width or not box.height:
                continue
            merged = True
            while merged:  # a grown box may now reach others
                merged = False
                near = box.inflate(MERGE_GAP, MERGE_GAP).collidelistall(out)
                for i in reversed(near):
                    box.union_ip(out.pop(i))
                    merged = True
            out.append(box)
        if len(out) > MAX_BOXES:
            out = [out[0].unionall(out[1:])]
        area = sum(b.width * b.height for b in out)
        if area > FULL_SHARE * self._whole.width * self._whole.height:
            return [self._whole.copy()]
        return out

    def _run(self, ops: Sequence[Op], boxes: list[pygame.Rect], target: pygame.Surface) -> None:
        """Paint ``ops`` onto ``target`` inside ``boxes`` (which do not overlap)."""
        alphas = {id(op.source): (op.source, op.source.get_alpha()) for op in ops if op.source is not None}
        try:
            for op in ops:
                for i in op.box.collidelistall(boxes):
                    target.set_clip(boxes[i])
                    op.run(target)
        finally:
            target.set_clip(None)
            for source, alpha in alphas.values():  # as the painters left them
                if source.get_alpha() != alpha:
                    source.set_alpha(alpha)

    # --- what the painters call ------------------------------------------------------------
    def record(self, key: Any, box: pygame.Rect, run: Callable[[pygame.Surface], object],
               source: pygame.Surface | None = None) -> pygame.Rect:
        """Note an op; the part of ``box`` on the canvas (what a draw returns)."""
        self._ops.append(Op(key, box, run, source))
        return box.clip(self._whole)

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        if not self.recording:
            return super().blit(source, dest, area, special_flags)
        alpha = source.get_alpha()
        at, part = _flat(dest), _flat(area)  # as they are now (a painter may move a rect afterwards)

        def run(target: pygame.Surface) -> object:
            if source.get_alpha() != alpha:
                source.set_alpha(alpha)
            return target.blit(source, at, part, special_flags)

        w, h = (part[2], part[3]) if part is not None else source.get_size()
        # a pixel more all round: a fractional place is rounded by the blit
        box = pygame.Rect(int(at[0]) - 1, int(at[1]) - 1, w + 2, h + 2)
        # the source itself is in the key: the op keeps it alive, so its id is not reused
        return self.record(("blit", source, alpha, at, part, special_flags), box, run, source)

    def blits(self, blit_sequence: Iterable[Any], doreturn: int | bool = 1
              ) -> list[pygame.Rect] | None:
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fblits(self, blit_sequence: Iterable[Any], special_flags: int = 0) -> None:
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        if not self.recording:
            return super().fill(color, rect, special_flags)
        box = pygame.Rect(rect) if rect is not None else self._whole.copy()
        colour, where = frozen(color), frozen(rect)
        return self.record(("fill", colour, where, special_flags), box,
                           lambda target: target.fill(colour, where, special_flags))

