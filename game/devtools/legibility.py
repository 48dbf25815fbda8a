"""The legibility check (issue 39, "How we will know"): is every table readable?

Every scene ``python -m game shots`` stages (:mod:`game.devtools.shots`), and each game's
round result, is looked at in each *look* — a window size, a language, large text on or off —
and what the frame draws is placed on the screen (:func:`game.ui.fit.tracing`: every text,
card and composed picture, followed down through the pictures it is drawn into).  A look
fails where a player would stumble:

* **cut** — a text does not fit its box (the layout-fit record: shrunk more than 10 % or
  cut with "…"), or part of its ink falls outside the picture it is drawn into or the screen;
* **small** — a text set below :data:`MIN_PX` px (the font's size in pixels);
* **hidden** — something drawn after a text covers some of its letters (another text, a
  card, a panel: the frame is painted again without the text, and its letters looked for);
* **over** — a text is drawn on a card or on a seat's plate that is not its own, and the
  card or plate shows there (a panel between them hides it: that is no fault);
* **own row** — with the round's result shown, the player's own row of it (their name in a
  text of its own, on no plate) is not whole on the screen.

Toasts are not looked at: they come and go, and where they stand is decided as they come.

:func:`look_at` checks the scene on top as it is; :func:`staged` opens a table at a moment;
:func:`run_check` goes through every case and says which fail and why.  The tests
(``tests/test_ui_legibility.py``) run a few cases and list the ones known to fail today, each
with its reason; ``.ci/run`` runs them all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

import pygame

from game.devtools.shots import MOMENTS, _autopilot, _seats, _stage, at_result
from game.i18n import t
from game.ui import fit, theme
from game.ui.canvas import Canvas

MIN_PX: Final = 11  # the least a text may be set in (the font's size, px)
SIZES: Final = ((960, 540), (1920, 1080))
LANGS: Final = ("vi", "en")
SEAT_COUNTS: Final = (2, 4, 6, 12)
PLATE: Final = "picture:game.ui.table.plates._picture"  # a seat's plate, as fit.composed names it
TOUCH: Final = 1  # px of ink two things may share (a shadow's edge) before they overlap


@dataclass(frozen=True)
class Item:
    """One text, card or composed picture of a frame, where it landed on the screen."""

    kind: str  # "text", "card" or "picture:<maker>"
    rect: pygame.Rect  # its whole surface
    ink: pygame.Rect  # its visible pixels (all of them, even where something clips them)
    text: str
    px: int
    parents: tuple[int, ...]  # the items it is drawn into, innermost first (indices)
    clipped: bool  # part of its ink falls outside what it is drawn into, or the screen
    op: int  # the frame's draw it is part of
    glyphs: pygame.mask.Mask | None  # a text's letters (its opaque pixels, not the shadow), from ``rect``'s corner

    @property
    def plate(self) -> bool:
        return self.kind == PLATE

    def said(self) -> str:
        return repr(self.text) if self.kind == "text" else ("a plate" if self.plate else f"a {self.kind}")


def placed(ops: Sequence[Any], screen: pygame.Rect) -> list[Item]:
    """Every text, card and composed picture the frame's ``ops`` (a canvas's) draw, placed —
    while :func:`game.ui.fit.tracing` is on."""
    items: list[Item] = []

    def walk(source: pygame.Surface, at: tuple[int, int], area: tuple[int, int, int, int] | None,
             clip: pygame.Rect, parents: tuple[int, ...], op: int) -> None:
        w, h = (area[2], area[3]) if area is not None else source.get_size()
        origin = (at[0] - area[0], at[1] - area[1]) if area is not None else at
        seen = pygame.Rect(at, (w, h)).clip(clip)
        made = fit.what(source)
        inner = parents
        if made is not None:
            ink = source.get_bounding_rect().move(origin)
            text = made.kind == "text"
            clipped = text and bool(ink.width) and seen.clip(ink) != ink
            glyphs = pygame.mask.from_surface(source, 200) if text else None  # the letters, not their shadow
            items.append(Item(made.kind, pygame.Rect(origin, source.get_size()), ink, made.text, made.px, parents,
                              clipped, op, glyphs))
            inner = (len(items) - 1, *parents)
        for child, dest, part in fit.blits_onto(source):
            walk(child, (origin[0] + dest[0], origin[1] + dest[1]), part, seen, inner, op)

    for k, op in enumerate(ops):
        if op.key[0] != "blit" or op.source is None or op.key[2] == 0:  # shapes; an image faded out
            continue
        at, area = op.key[3], op.key[4]
        part = None if area is None else pygame.Rect(area)
        walk(op.source, (round(at[0]), round(at[1])), None if part is None else (part.x, part.y, part.w, part.h),
             screen, (), k)
    return items


class Frame:
    """A frame's ops painted, and painted again without one of them, to see what shows."""

    SAME = (10, 10, 10, 255)  # colours this close are the same pixel (under a panel of alpha 250 and up)

    def __init__(self, ops: Sequence[Any], size: tuple[int, int]) -> None:
        self.ops = ops
        self.whole = self._paint(pygame.Rect((0, 0), size), None)
        self.without = pygame.Surface(size)

    def _paint(self, region: pygame.Rect, skip: int | None, target: pygame.Surface | None = None) -> pygame.Surface:
        target = target or pygame.Surface((region.right, region.bottom))
        target.set_clip(region)
        target.fill((0, 0, 0))
        try:
            for k, op in enumerate(self.ops):
                if k != skip and op.box.colliderect(region):
                    op.run(target)
        finally:
            target.set_clip(None)
        return target

    def unchanged(self, region: pygame.Rect, skip: int) -> pygame.mask.Mask:
        """The pixels of ``region`` that look the same without draw ``skip`` (from its corner)."""
        region = region.clip(self.whole.get_rect())
        self._paint(region, skip, self.without)
        return pygame.mask.from_threshold(self.whole.subsurface(region), (0, 0, 0, 0), self.SAME,
                                          self.without.subsurface(region))


@dataclass(frozen=True)
class Problem:
    """One thing a player would stumble on: its ``kind`` ("cut", "small", "hidden", "over",
    "own row"), the text it is about, and what is wrong with it."""

    kind: str
    text: str
    detail: str

    @property
    def key(self) -> str:
        """The problem without its measures (what a list of known problems names)."""
        return f"{self.kind}: {self.text!r}" + (f" {self.detail}" if self.kind == "over" else "")

    def __str__(self) -> str:
        return f"{self.kind}: {self.text!r} {self.detail}"


HIDDEN_SHARE = 0.03  # of a text's letters covered by something drawn after it: hidden
SHOWS = 8  # px of a card or plate that show under a text's ink: the text is over it


def problems(items: Sequence[Item], boxes: Sequence[fit.TextBox], frame: Frame, *,
             result_shown: bool) -> list[Problem]:
    """What fails in a frame (see the module), each once."""
    screen = frame.whole.get_rect()
    found: list[Problem] = []
    for box in boxes:
        if not box.fits():
            found.append(Problem("cut", box.text, f"needs {box.needs} px in {box.width} px"))
    texts = [it for it in items if it.kind == "text" and it.text.strip() and it.ink.width]
    boxes_after = [op.box for op in frame.ops]
    for it in texts:
        if it.px < MIN_PX:
            found.append(Problem("small", it.text, f"set in {it.px} px"))
        if it.clipped:
            found.append(Problem("cut", it.text, "runs past the edge of what it is drawn in"))
        if it.glyphs is not None and it.ink.collidelist(boxes_after[it.op + 1:]) >= 0:
            letters = it.glyphs.count()
            same = frame.unchanged(it.rect, it.op)
            where = it.rect.clip(screen)
            covered = it.glyphs.overlap_area(same, (where.x - it.rect.x, where.y - it.rect.y))
            if letters and covered > HIDDEN_SHARE * letters:
                found.append(Problem("hidden", it.text,
                                     f"{round(100 * covered / letters)}% covered by what is drawn after it"))
    obstacles = [(j, it) for j, it in enumerate(items) if it.kind == "card" or it.plate]
    rects = [it.ink for _, it in obstacles]
    for it in texts:
        for n in it.ink.collidelistall(rects):
            j, other = obstacles[n]
            if j in it.parents or other.op > it.op:  # its own plate; one drawn over it hides it (above)
                continue
            common = it.ink.clip(other.ink)
            same = frame.unchanged(common, other.op)
            if common.width * common.height - same.count() >= SHOWS:
                found.append(Problem("over", it.text, f"on {other.said()}"))
    if result_shown:
        you = t("ui.you")  # the one human at the tables shots opens is "Bạn" / "You"
        mine = [it for it in texts if it.text == you and not any(items[p].plate for p in it.parents)]
        if not any(screen.contains(it.ink) and not it.clipped for it in mine):
            found.append(Problem("own row", you, "the player's result row is not on the screen"))
    first: dict[str, Problem] = {}
    for problem in found:
        first.setdefault(problem.key, problem)
    return list(first.values())


def look_at(app: Any) -> list[Problem]:
    """What fails on the screen as it is now (its scenes laid out anew, every picture made
    again while traced)."""
    screen = pygame.Rect((0, 0), app.size)
    canvas = Canvas(app.size)
    with fit.tracing():
        theme.forget_pictures()
        for scene in app.scenes:
            scene.resize(app.size)
        with fit.recording() as boxes:

            def draw(surface: Canvas) -> None:
                for scene in app.scenes.visible():
                    scene.draw(surface)

            ops = canvas.ops_of(draw)
            more = [b for scene in app.scenes.visible() for b in scene.text_boxes()]
            items = placed(ops, screen)
            frame = Frame(ops, app.size)
    top = app.scenes.top
    return problems(items, [*boxes, *more], frame, result_shown=getattr(top, "results", None) is not None)


# --- the cases -----------------------------------------------------------------------------------
@dataclass(frozen=True, order=True)
class Case:
    """One look at one scene: ``moment`` is shots' ("shot") or the round's result ("result")."""

    game: str
    moment: str
    seats: int
    size: tuple[int, int]
    lang: str
    large: bool

    @property
    def scene(self) -> tuple[str, str, int, str]:
        """What is staged once for its looks (in its language: what the table has said is said
        in the language of the moment)."""
        return (self.game, self.moment, self.seats, self.lang)

    def __str__(self) -> str:
        return (f"{self.game}-{self.moment}-{self.seats}-{self.size[0]}x{self.size[1]}-{self.lang}"
                + ("-large" if self.large else ""))


def cases() -> list[Case]:
    """Every case: each game's shot and result, at its seat counts among :data:`SEAT_COUNTS`,
    in every look."""
    out = []
    for game in sorted(MOMENTS):
        moments = ("shot",) if MOMENTS[game] is at_result else ("shot", "result")
        for moment in moments:
            for seats in sorted({_seats(game, n) for n in SEAT_COUNTS}):
                for size in SIZES:
                    for lang in LANGS:
                        for large in (False, True):
                            out.append(Case(game, moment, seats, size, lang, large))
    return out


def staged(app: Any, game: str, moment: str, seats: int, lang: str) -> Any:
    """Open ``game``'s table at ``seats`` in ``lang`` and play it to ``moment``; the scene."""
    from game.i18n import set_language

    set_language(lang)
    app.session.update_settings(language=lang)
    _stage(app, game, seats)
    scene = app.scenes.top
    if moment == "result":
        for _ in range(20_000):
            if at_result(scene):
                break
            played = scene.controller.played()
            _autopilot(scene, game)
            me = scene.acting_human()
            if me is not None and scene.at_rest() and scene.actions.buttons and scene.controller.played() == played:
                # what shots' autopilot leaves (its moment comes first): ready, or the first move offered
                legal = scene.controller.legal(me)
                scene.act(me, next((a for a in legal if type(a).__name__ == "Ready"), legal[0]))
            app.frame(1 / 60)
        else:
            raise RuntimeError(f"{game}: the round never reached its result")
    return scene


def show(app: Any, case: Case) -> None:
    """Put the app in ``case``'s look (the table staged for it laid out anew)."""
    if app.size != case.size:
        app.resize_window(case.size)
    app.set_large_text(case.large)
    for scene in app.scenes:
        scene.resize(app.size)
    for _ in range(3):
        app.frame(1 / 60)


def run_check(chosen: Sequence[Case],
              progress: Callable[[Case, list[Problem], Any], None] = lambda case, found, app: None,
              ) -> dict[Case, list[Problem]]:
    """Check each of ``chosen`` (staged once per scene and language); what fails in each
    (``progress`` hears of each case as it is done, with the app showing it)."""
    from game.devtools.soak import headless_app

    out: dict[Case, list[Problem]] = {}
    with headless_app(SIZES[0]) as app:
        app.session.update_settings(show_hints=True)
        for scene, group in _by_scene(sorted(chosen)):
            app.set_large_text(False)
            staged(app, *scene)
            for case in group:
                show(app, case)
                out[case] = look_at(app)
                progress(case, out[case], app)
        app.set_large_text(False)
    return out


def _by_scene(chosen: Sequence[Case]) -> Iterator[tuple[tuple[str, str, int, str], list[Case]]]:
    groups: dict[tuple[str, str, int, str], list[Case]] = {}
    for case in chosen:
        groups.setdefault(case.scene, []).append(case)
    yield from groups.items()

