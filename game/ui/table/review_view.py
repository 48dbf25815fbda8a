"""Xem lại nước đi over the table: one seat's decisions in a round, graded (:mod:`game.review`).

:class:`Reviews` works the reviews out off the frame — a worker thread (inline for headless
drivers, like the AI): a Tam Cúc round takes a fifth of a second, the card games
milliseconds.  A table starts one for each human seat when a round is settled, keeps it in
that player's profile when done (the statistics' "mistakes per 10 rounds") and offers the
viewer's own under the result; the replay viewer asks for the seat it is seen by.

:class:`ReviewScreen` is the review itself, pushed over the table (which it pauses, so no key
reaches the table while it is open): a line of summary, then each decision with its grade
as a coloured badge, what the seat was looking at, what it chose, and the better choice
with what the choice cost.  It scrolls and closes as the whole story does
(:mod:`~game.ui.table.story_view`: wheel, arrows, PageUp/PageDown, Esc, a click outside);
in a replay a click on a decision goes to it (the round just before that move).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial

import pygame

from game.i18n import t
from game.match.match import Match
from game.match.replay import Replay
from game.review import BEST, MISTAKE, Review, review
from game.review.records import KEPT
from game.shown.story import table_names
from game.ui import pen, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.table.controller import TableController
from game.ui.table.story_view import TAKES, closes, draw_frame, draw_more, scroll_step
from game.ui.table.text import fit
from game.ui.widgets import Button, ButtonRow

GRADE_COLOURS = {BEST: (58, 132, 74), MISTAKE: (170, 44, 40)}  # a badge's fill; "fine" is neutral
FINE_COLOUR = (92, 84, 72)


class Reviews:
    """Reviews being worked out, by seat: each a future of the :class:`Review` (``None``: the
    round could not be reviewed)."""

    def __init__(self, inline: bool, wake: Callable[[], None] = lambda: None) -> None:
        self.inline = inline
        self.wake = wake
        self._pool: ThreadPoolExecutor | None = None
        self.by_seat: dict[int, Future[Review | None]] = {}
        self._harvested: set[int] = set()

    def start(self, replay: Replay, seats: Iterable[int]) -> None:
        """Review ``seats``' decisions in ``replay`` (the reviews of an earlier round are dropped)."""
        self.clear()
        for seat in seats:
            self.of(replay, seat)

    def of(self, replay: Replay, seat: int) -> Future[Review | None]:
        """``seat``'s review in ``replay``, started if it is not yet."""
        found = self.by_seat.get(seat)
        return found if found is not None else self.submit(seat, partial(review, replay, seat))

    def submit(self, seat: int, work: Callable[[], Review]) -> Future[Review | None]:
        """Work out ``seat``'s review with ``work`` (in place of one started before)."""
        found: Future[Review | None]
        if self.inline:
            found = Future()
            found.set_result(_safely(work))
        else:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
            found = self._pool.submit(_safely, work)
            found.add_done_callback(lambda _f: self.wake())
        self.by_seat[seat] = found
        self._harvested.discard(seat)
        return found

    def ready(self, seat: int) -> Review | None:
        """``seat``'s review if it is done (``None`` meanwhile, or if it failed)."""
        found = self.by_seat.get(seat)
        return found.result() if found is not None and found.done() and not found.cancelled() else None

    def offered(self, seat: int | None) -> bool:
        """Is there a review of ``seat`` to open: done, with a decision in it?  (One still being
        worked out is not offered yet: a round with no real decision — every move forced — has
        nothing to review, and a button shown meanwhile would vanish.)"""
        done = self.ready(seat) if seat is not None else None
        return done is not None and bool(done.decisions)

    def harvest(self) -> list[tuple[int, Review]]:
        """The reviews finished since the last call (each once), to keep in the profiles."""
        out = []
        for seat, found in self.by_seat.items():
            if seat not in self._harvested and found.done():
                self._harvested.add(seat)
                done = self.ready(seat)
                if done is not None:
                    out.append((seat, done))
        return out

    def clear(self) -> None:
        for found in self.by_seat.values():
            found.cancel()
        self.by_seat.clear()
        self._harvested.clear()

    def close(self) -> None:
        self.clear()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


class ReviewOffer:
    """The reviews a table offers under each round's result: each human's decisions in the
    round just settled, worked out off the frame (:class:`Reviews`), kept in their profile
    when done, and offered to the viewer (at a hot-seat table, to each human in turn, behind a
    curtain of their own)."""

    def __init__(self, app: App, match: Match, controller: TableController, viewer: Callable[[], int | None],
                 changed: Callable[[], None], wake: Callable[[], None]) -> None:
        self.app = app
        self.match = match
        self.controller = controller
        self.viewer = viewer
        self.changed = changed
        self.reviews = Reviews(app.agents_inline, wake)
        self.turn = 0  # at a hot-seat table: whose review the next press opens

    def start(self, review: bool = True) -> None:
        """Review each human's decisions in the round just settled (``review`` False: none)."""
        record = self.match.history[-1] if self.match.history else None
        self.turn = 0
        if review and record is not None and record.replay is not None:
            self.reviews.start(Replay.of_record(self.match.variant, record, self.names()), self.controller.humans)

    def start_seen(self, seat: int, work: Callable[[], Review]) -> None:
        """Review ``seat``'s decisions with ``work`` — a remote seat's, from the round as the
        host showed it (the match here holds no round's save) — in place of any before."""
        self.turn = 0
        self.reviews.clear()
        self.reviews.submit(seat, work)

    def keep(self) -> None:
        """Each review done is kept in its player's profile; the viewer's is offered under the result."""
        done = self.reviews.harvest()
        for seat, finished in done:
            self.app.session.record_review(self.match, seat, finished.record(), KEPT)
        if done:
            self.changed()

    def names(self) -> list[str]:
        """The seats as the table names them (its one human is "Bạn")."""
        return table_names([seat.name for seat in self.match.seats], self.controller.humans)

    def seat(self) -> int | None:
        """The seat whose review the result offers: the viewer's own, if a human's with a
        decision in it; at a hot-seat table, where the result is nobody's, each human's in turn."""
        seat = self.viewer()
        if seat is not None:
            return seat if seat in self.controller.humans and self.reviews.offered(seat) else None
        waiting = [s for s in sorted(self.controller.humans) if self.reviews.offered(s)]
        return waiting[self.turn % len(waiting)] if waiting else None

    def open(self) -> None:
        seat = self.seat()
        if seat is None:
            return
        found = self.reviews.by_seat[seat]
        name = self.names()[seat]

        def show() -> None:
            self.app.open("review", review=found, title=t("review.title", name=name, n=self.match.history[-1].round_no))

        if self.viewer() is None:  # a hot-seat table: the review names the player's own cards
            self.turn += 1  # the next press: the next player's
            self.app.open("curtain", name=name, on_open=show)
        else:
            show()

    def close(self) -> None:
        self.reviews.close()


def _safely(work: Callable[[], Review]) -> Review | None:
    """The review ``work`` makes, or ``None`` for a round that cannot be reviewed (a game the
    review does not know, a save that no longer replays): the table then offers none."""
    try:
        return work()
    except Exception:  # a review is extra: it never takes the table down
        return None


# --- the view ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Entry:
    """One decision as the review shows it: its grade (key and words), its lines, its move."""

    grade: str
    badge: str
    lines: tuple[str, ...]
    step: int


@dataclass(frozen=True)
class ReviewLines:
    """What the review says, in one language: the summary line, the rule of its grades and each
    decision."""

    summary: str
    entries: tuple[Entry, ...]
    rule: str = ""

    @classmethod
    def of(cls, done: Review, lang: str | None = None) -> ReviewLines:
        return cls(done.summary(lang), tuple(Entry(d.grade, d.grade_label.text(lang), tuple(d.lines(lang)), d.step)
                                             for d in done.decisions), done.rule(lang))


@dataclass(frozen=True)
class _Row:
    text: str
    entry: int  # which decision the row belongs to (-1: the gap between two)
    first: bool  # the decision's first row: its badge beside it


class ReviewScreen(Scene):
    """The review of one seat's round over the table; ``on_step`` (a replay): a click on a
    decision closes the review and goes there."""

    opaque = False

    def __init__(self, app: App, review: Future[Review | None], title: str,
                 on_step: Callable[[int], None] | None = None) -> None:
        super().__init__(app)
        self.review = review
        self.title = title
        self.on_step = on_step
        self.top = 0  # rows scrolled past at the top
        self.page = 1  # rows on a page, as last drawn
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[pygame.Rect, int]] = []  # where each decision's rows were drawn (clicks)
        self.row = ButtonRow()
        self.row.set([Button(lambda: t("review.close"), self.close, pygame.K_ESCAPE, "Esc", size=16)])

    def lines(self, lang: str | None = None) -> ReviewLines | None:
        """What the review says (``None`` while it is being worked out, or if it failed)."""
        if not self.review.done() or self.review.cancelled():
            return None
        done = self.review.result()
        return None if done is None else ReviewLines.of(done, lang)

    def working(self) -> bool:
        return not self.review.done()

    def close(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.row.handle(event):
            return True
        step = scroll_step(event, self.page)
        if step is not None:
            self.top = max(0, self.top - step)
            self.app.dirty = True
        elif closes(event, self.rect):
            self.close()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._clicked(event.pos)
        return event.type in TAKES

    def _clicked(self, pos: tuple[int, int]) -> None:
        lines = self.lines()
        if self.on_step is None or lines is None:
            return
        entry = next((e for rect, e in self.rows if rect.collidepoint(pos)), None)
        if entry is not None:
            step = lines.entries[entry].step
            self.close()
            self.on_step(step)

    def update(self, dt: float) -> bool:
        return self.working()  # the frames go on until the review is there

    # --- drawing -------------------------------------------------------------------------------
    def area(self, size: tuple[int, int]) -> pygame.Rect:
        """Most of the window, its width kept readable on a wide one."""
        w, h = size
        sc = theme.scale_for(size)
        rect = pygame.Rect(0, 0, min(w - round(48 * sc), round(980 * sc)), h - round(120 * sc))
        rect.center = (w // 2, h // 2)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        sc = theme.scale_for(size)
        area = self.rect = self.area(size)
        pen.rect(surface, theme.PANEL_SOLID, area, border_radius=12)  # nothing of the table shows through
        keys = t("ui.story.keys") if self.on_step is None else f"{t('review.jump')} · {t('ui.story.keys')}"
        body, text_size = draw_frame(surface, area, self.title, sc, keys)
        bar_h = round(40 * sc)
        self.row.layout(pygame.Rect(body.left, body.bottom - bar_h, body.width, bar_h), sc, height=round(34 * sc))
        self.row.draw(surface, sc)
        body.height -= bar_h + round(6 * sc)
        lines = self.lines()
        if lines is None:
            words = t("review.working") if self.working() else t("review.failed")
            img = fit(words, text_size + 2, body.width, color=theme.CREAM)
            surface.blit(img, img.get_rect(center=body.center))
            self.rows = []
            return
        summary = fit(lines.summary, text_size + 1, body.width, color=theme.GOLD_LIGHT, bold=True)
        surface.blit(summary, body.topleft)
        rule = fit(lines.rule, text_size - 1, body.width, color=theme.MUTED, shadow=False)
        surface.blit(rule, (body.left, body.top + summary.get_height() + round(2 * sc)))
        taken = summary.get_height() + rule.get_height() + round(12 * sc)
        body.top += taken
        body.height -= taken
        self._draw_rows(surface, body, lines, text_size, sc)

    def _draw_rows(self, surface: pygame.Surface, body: pygame.Rect, lines: ReviewLines, size: int,
                   sc: float) -> None:
        badge_w = max(theme.font(size - 1, True).size(e.badge)[0] for e in lines.entries) + round(20 * sc)
        text_x = body.left + badge_w + round(12 * sc)
        width = body.right - text_x
        rows = _rows(lines, size, width)
        row_h = size + round(8 * sc)
        self.page = max(1, body.height // row_h)
        self.top = max(0, min(self.top, len(rows) - self.page))
        self.rows = []
        y = body.top
        for row in rows[self.top:self.top + self.page]:
            if row.entry >= 0:
                entry = lines.entries[row.entry]
                if row.first:
                    _badge(surface, pygame.Rect(body.left, y, badge_w, row_h - round(2 * sc)), entry, size - 1)
                colour = theme.CREAM if row.first else theme.MUTED
                img = fit(row.text, size, width, color=colour, shadow=False)
                surface.blit(img, (text_x, y + (row_h - img.get_height()) // 2))
                self.rows.append((pygame.Rect(body.left, y, body.width, row_h), row.entry))
            y += row_h
        draw_more(surface, self.rect, self.top, len(rows) - self.top - self.page, sc)


def _rows(lines: ReviewLines, size: int, width: int) -> list[_Row]:
    """Every decision's lines wrapped to ``width``, a blank row between two decisions."""
    out: list[_Row] = []
    for i, entry in enumerate(lines.entries):
        if i:
            out.append(_Row("", -1, False))
        first = True
        for line in entry.lines:
            for part in theme.wrapped(line, size, width):
                out.append(_Row(part, i, first))
                first = False
    return out


def _badge(surface: pygame.Surface, rect: pygame.Rect, entry: Entry, size: int) -> None:
    """The grade as a coloured badge: best green, fine neutral, a mistake red."""
    pen.rect(surface, GRADE_COLOURS.get(entry.grade, FINE_COLOUR), rect, border_radius=rect.height // 3)
    img = fit(entry.badge, size, rect.width - 8, color=theme.CREAM, bold=True, shadow=False)
    surface.blit(img, img.get_rect(center=rect.center))
