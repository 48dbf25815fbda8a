"""Xem lại ván: choose a round to watch again on its table.

The rounds on offer: the latest rounds of a table (the one whose history strip was clicked,
or else the saved table) whose moves the match still keeps, newest first; the last rounds of
the tables a player has left, kept with their profile (the one chosen on the statistics
screen, or those seated at the table), newest first; and every round exported to the data
folder's ``replays/``, newest first.  Each row says the game and round, when (the table in
play, the moment the table was left, or the day the file was saved), who sat and who came
out best: "Ba Cây, ván 3 · 05/12/2026 14:05 · Lan, Minh, Hùng · Lan +125".  "Xem lại" opens
the chosen one (the ``"replay"`` screen); one that cannot be read says why in a toast.  Back
from a replay (which may have exported its round) the list is read again.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame

from game.catalog import VARIANTS, game
from game.i18n import signed, t
from game.match.match import Match
from game.match.replay import FileHead, Replay, peek, read_text
from game.persist.profiles import LEFT_FORMAT
from game.persist.replays import folder, listing
from game.ui import theme
from game.ui.app import App
from game.ui.fit import TextBox
from game.ui.labels import game_title
from game.ui.screens import gui_theme
from game.ui.screens.controls import Choices
from game.ui.screens.form import FormScene
from game.ui.widgets import Button as BarButton

Choice = tuple[str, str]  # (what the row reads, "r<round>", "k<profile id>:<place>" or "f<file path>")
SHOWN_NAMES = 4  # players named in a row; more are counted ("và 8 người nữa")


def row(head: FileHead, when: str) -> str:
    """One round as the list says it: game and round, when, who sat, who came out best."""
    title = game_title(game(head.game)) if head.game in VARIANTS else head.game
    names = head.names
    players = ", ".join(names[:SHOWN_NAMES])
    if len(names) > SHOWN_NAMES:
        players = t("replays.more_players", names=players, count=len(names) - SHOWN_NAMES)
    deltas = head.deltas
    if deltas is None or len(deltas) != len(names):
        result = t("replays.no_result")
    else:
        best = max(range(len(names)), key=lambda s: deltas[s])
        result = f"{names[best]} {signed(deltas[best])}"
    return t("replays.row", game=title, n=head.round_no, when=when, players=players, result=result)


class ReplaysScreen(FormScene):
    title_key = "replays.title"

    def __init__(self, app: App, match: Match | None = None, profile: str | None = None) -> None:
        super().__init__(app)
        self.match = match if match is not None else app.session.load_autosave()
        self.root = app.session.persist.root
        seated = [s.profile for s in self.match.seats if s.profile] if self.match is not None else []
        self.profiles = [profile] if profile is not None else seated
        self.options = self.listed()
        self.chosen: str | None = self.options[0][1] if self.options else None

    def listed(self) -> list[Choice]:
        return self.rounds() + self.kept() + self.files()

    def enter(self) -> None:
        """Back from a replay (it may have exported its round): the list as it is now."""
        options = self.listed()
        if options == self.options:
            return
        self.options = options
        if self.chosen not in {value for _, value in options}:
            self.chosen = options[0][1] if options else None
        self.rebuild()

    # --- what can be watched -------------------------------------------------------------------
    def rounds(self) -> list[Choice]:
        m = self.match
        if m is None:
            return []
        names = tuple(s.name for s in m.seats)
        return [(row(FileHead(m.variant.key, r.round_no, names, tuple(r.deltas)), t("replays.in_play")),
                 f"r{r.round_no}") for r in reversed(m.history) if r.replay is not None]

    def kept(self) -> list[Choice]:
        """The rounds of the tables the players left, newest first (a table two of them sat at, once)."""
        out, seen = [], set()
        for pid in self.profiles:
            try:
                replays = self.app.session.persist.profile(pid).replays
            except KeyError:  # a profile deleted since
                continue
            for i in reversed(range(len(replays))):
                r = replays[i]
                if (r["table"], r["file"]) not in seen:
                    seen.add((r["table"], r["file"]))
                    when = _when(r["left"])
                    out.append((self.file_row(r["file"], when, when), f"k{pid}:{i}"))
        return out

    def files(self) -> list[Choice]:
        out = []
        for path in listing(self.root):
            try:
                text = path.read_text(encoding="utf-8")
                when = datetime.fromtimestamp(path.stat().st_mtime).strftime(t("replays.date"))
            except (OSError, UnicodeDecodeError):  # said in full if chosen
                out.append((t("replays.unreadable", file=path.name), f"f{path}"))
                continue
            out.append((self.file_row(text, when, path.name), f"f{path}"))
        return out

    @staticmethod
    def file_row(text: str, when: str, name: str) -> str:
        """A round file's row, or "``name`` — không đọc được" (why, in full, if it is chosen)."""
        try:
            return row(peek(text), when)
        except ValueError:
            return t("replays.unreadable", file=name)

    def replay(self, choice: str) -> Replay | None:
        """The chosen round, or ``None`` after saying why it cannot be watched."""
        try:
            if choice.startswith("r") and self.match is not None:
                n = int(choice[1:])
                record = next(r for r in self.match.history if r.round_no == n)
                return Replay.of_match(self.match, record)
            if choice.startswith("k"):
                pid, place = choice[1:].split(":")
                return read_text(self.app.session.persist.profile(pid).replays[int(place)]["file"], VARIANTS)
            return read_text(Path(choice[1:]).read_text(encoding="utf-8"), VARIANTS)
        except (OSError, UnicodeDecodeError, ValueError, StopIteration, KeyError, IndexError) as exc:
            self.app.toast(t("replay.bad", reason=str(exc)))
            return None

    # --- the screen ------------------------------------------------------------------------------
    def build(self) -> None:
        f = self.frame
        top = f.top + self.px(84)
        area = pygame.Rect(f.left + self.px(28), top, f.width - self.px(56), f.bottom - self.px(120) - top)
        if self.options:
            self.add(Choices("list", self.gui, area, self.options, self.chosen, self.choose))

    def choose(self, value: str) -> None:
        self.chosen = value

    def bar_buttons(self) -> list[BarButton]:
        watch = BarButton(lambda: t("replays.watch"), self.primary, pygame.K_RETURN, "Enter", primary=True,
                          enabled=self.chosen is not None, why_disabled=lambda: t("replays.empty"))
        return [self.back_button(), watch]

    def primary(self) -> None:
        if self.chosen is None:
            return
        replay = self.replay(self.chosen)
        if replay is not None:
            self.app.open("replay", replay=replay)

    def text_boxes(self) -> list[TextBox]:
        """The list's rows, for the layout-fit test (pygame-gui draws them)."""
        boxes = super().text_boxes()
        if self.options:
            size, width = gui_theme.body_size(self.scale), self.control("list").rect.width - self.px(24)
            boxes += [TextBox(text, width, theme.font(size).size(text)[0], where="list") for text, _ in self.options]
        return boxes

    def draw_body(self, surface: pygame.Surface) -> None:
        f = self.frame
        if not self.options:
            self.paragraph(surface, t("replays.empty"), (f.left + self.px(28), f.top + self.px(90)),
                           f.width - self.px(56), size=17, colour=theme.CREAM)
        self.label(surface, t("replays.folder", folder=str(folder(self.root))),
                   (f.left + self.px(28), f.bottom - self.px(108)), size=13, colour=theme.MUTED,
                   width=f.width - self.px(56))


def _when(left: str) -> str:
    """When a kept round's table was left, as the list says a moment."""
    try:
        return datetime.strptime(left, LEFT_FORMAT).strftime(t("replays.date"))
    except ValueError:
        return left
