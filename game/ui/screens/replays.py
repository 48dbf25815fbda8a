"""Xem lại ván: choose a round to watch again on its table.

The rounds on offer: the latest rounds of a table (the one whose history strip was clicked,
or else the saved table) whose moves the match still keeps, newest first, and every round
exported to the data folder's ``replays/``.  "Xem lại" opens the chosen one (the
``"replay"`` screen); a file that cannot be read says why in a toast.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.catalog import VARIANTS, game
from game.i18n import signed, t
from game.match.match import Match
from game.match.replay import Replay, read_text
from game.persist.replays import folder, listing
from game.ui import theme
from game.ui.app import App
from game.ui.labels import game_title
from game.ui.screens.controls import Choices
from game.ui.screens.form import FormScene
from game.ui.widgets import Button as BarButton

Choice = tuple[str, str]  # (what the row reads, "r<round>" or "f<file path>")


class ReplaysScreen(FormScene):
    title_key = "replays.title"

    def __init__(self, app: App, match: Match | None = None) -> None:
        super().__init__(app)
        self.match = match if match is not None else app.session.load_autosave()
        self.root = app.session.persist.root
        self.options = self.rounds() + self.files()
        self.chosen: str | None = self.options[0][1] if self.options else None

    # --- what can be watched -------------------------------------------------------------------
    def rounds(self) -> list[Choice]:
        m = self.match
        if m is None:
            return []
        out = []
        for record in reversed(m.history):
            if record.replay is None:
                continue
            best = max(range(len(record.deltas)), key=lambda s: record.deltas[s])
            row = t("replays.row", n=record.round_no, best=m.seats[best].name, amount=signed(record.deltas[best]))
            out.append((f"{game_title(game(m.variant.key))} · {row}", f"r{record.round_no}"))
        return out

    def files(self) -> list[Choice]:
        return [(f"{t('replays.files')} · {path.stem}", f"f{path}") for path in listing(self.root)]

    def replay(self, choice: str) -> Replay | None:
        """The chosen round, or ``None`` after saying why it cannot be watched."""
        try:
            if choice.startswith("r") and self.match is not None:
                n = int(choice[1:])
                record = next(r for r in self.match.history if r.round_no == n)
                return Replay.of_record(self.match.variant, record, [s.name for s in self.match.seats])
            return read_text(Path(choice[1:]).read_text(encoding="utf-8"), VARIANTS)
        except (OSError, UnicodeDecodeError, ValueError, StopIteration) as exc:
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

    def draw_body(self, surface: pygame.Surface) -> None:
        f = self.frame
        if not self.options:
            self.paragraph(surface, t("replays.empty"), (f.left + self.px(28), f.top + self.px(90)),
                           f.width - self.px(56), size=17, colour=theme.CREAM)
        self.label(surface, t("replays.folder", folder=str(folder(self.root))),
                   (f.left + self.px(28), f.bottom - self.px(108)), size=13, colour=theme.MUTED,
                   width=f.width - self.px(56))
