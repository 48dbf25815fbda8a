"""Thống kê: the players' profiles and each one's statistics per game.

Create, rename and delete profiles (a deleted one is kept aside by the storage), choose each
one's portrait (the picker, :mod:`.portraits`), choose who plays next, and take a clearly
labelled refill when broke.  A profile seated at the saved table cannot be changed: the
storage refuses, and the refusal is shown as it says it.

The statistics show as a table (every game in a row) or as charts (:mod:`.charts`): the
running total of one game's latest results, results by game and role, and hands by kind.
A game played both ways (Tam Cúc, for points and for chips) has a row and a chart per unit:
points are never added to chips.  Under the table, a line per game whose rounds were reviewed
(:mod:`game.review`): the mistakes per 10 of its latest reviewed rounds.
"Xem lại ván" opens the rounds that can be watched again (the ``"replays"`` screen), the chosen
player's kept rounds among them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.catalog import Game, games
from game.i18n import t
from game.persist import GameStats, Notice, Persistence, Profile, Refused
from game.persist.profiles import sheet
from game.review.records import recent
from game.ui import assets, theme
from game.ui.app import App
from game.ui.screens import charts, fmt, gui_theme
from game.ui.screens.controls import Choices
from game.ui.screens.form import FormScene
from game.ui.widgets import Button as BarButton

# A player holding less than the biggest default stake of a chip game cannot sit everywhere.
REFILL_BELOW = max(g.variant.default_stake for g in games() if not g.variant.scores_points)
COLUMNS = ("game", "rounds", "wins", "biggest", "best", "won", "lost")
FACE = 112  # px at 1280×720: the portrait beside the profile's name, as tall as the lines beside it
HEAD_SIZE = 15  # px at 1280×720: the table's headings


@dataclass(frozen=True)
class Sheet:
    """One game's statistics in one unit, as the screen shows them."""

    game: Game
    chips: bool
    stats: GameStats

    @property
    def key(self) -> str:
        return sheet(self.game.key, chips=self.chips)

    @property
    def title(self) -> str:
        """"Ba Cây"; a game scored in points says its unit: "Tam Cúc · điểm", "Tam Cúc · chip"."""
        title = self.game.variant.title
        if not self.game.variant.scores_points:
            return title
        return f"{title} · {t('stats.unit.chips' if self.chips else 'stats.unit.points')}"


def sheets(profile: Profile) -> list[Sheet]:
    """Every game in its own unit, and in the other one where the profile has played it so."""
    out = []
    for g in games():
        own = not g.variant.scores_points
        out.append(Sheet(g, own, profile.game_stats(g.key, chips=own)))
        if sheet(g.key, chips=not own) in profile.stats:
            out.append(Sheet(g, not own, profile.game_stats(g.key, chips=not own)))
    return out


def review_lines(profile: Profile) -> list[str]:
    """"Xì Dách — Lỗi mỗi 10 ván: 1,4 (30 ván gần đây)": a line per game with reviewed rounds."""
    out = []
    for g in games():
        done = recent(profile.reviews, game=g.key)
        if done.per_10_rounds is not None:
            rate = t("stats.review", rate=round(done.per_10_rounds, 1), count=done.rounds)
            out.append(f"{g.variant.title} — {rate}")
    return out


class StatsScreen(FormScene):
    title_key = "profiles.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.selected = app.session.current_profile().id
        self.name = ""
        self.detail = pygame.Rect(0, 0, 10, 10)
        self.body = pygame.Rect(0, 0, 10, 10)  # under the profile's name: the table or the charts
        self.face = pygame.Rect(0, 0, 10, 10)  # the profile's portrait, left of its name
        self.charts = False
        self.chart_sheet = sheet(games()[0].key, chips=not games()[0].variant.scores_points)

    # --- data -------------------------------------------------------------------------------------
    @property
    def persist(self) -> Persistence:
        return self.app.session.persist

    def profile(self) -> Profile | None:
        try:
            return self.persist.profile(self.selected)
        except KeyError:
            return None

    def current_id(self) -> str:
        return self.app.session.current_profile().id

    # --- layout ------------------------------------------------------------------------------------
    def build(self) -> None:
        f = self.frame
        left = f.left + self.px(28)
        width = self.px(400)
        top = f.top + self.px(84)
        current = self.current_id()
        items = [(("★ " if p.id == current else "") + f"{p.name} · {fmt.chips(p.chips)}", p.id)
                 for p in self.persist.profiles()]
        if self.selected not in [v for _, v in items] and items:
            self.selected = items[0][1]
        list_h = f.bottom - self.px(64) - top - self.px(4 * 52 + 24) - self.px(52)
        self.add(Choices("list", self.gui, pygame.Rect(left, top, width, list_h), items, self.selected, self.select))
        y = top + list_h + self.px(16)
        selected = self.profile()
        self.name = selected.name if selected else ""
        self.entry("name", pygame.Rect(left, y, width, self.px(40)), self.name, self.set_name,
                   placeholder=t("profiles.name_hint"))
        half = (width - self.px(10)) // 2
        y += self.px(52)
        none = t("profiles.none") if selected is None else None
        self.button("create", pygame.Rect(left, y, half, self.px(40)), t("profiles.create"), self.create)
        self.button("rename", pygame.Rect(left + half + self.px(10), y, half, self.px(40)), t("profiles.rename"),
                    self.rename, why_not=none)
        y += self.px(52)
        playing = t("profiles.already", name=selected.name) if selected is not None and selected.id == current \
            else none
        seated = t("persist.at_table", name=selected.name) if selected is not None and selected.table else none
        # "Choose this player" on a row of its own with large text, "Delete" beside the portrait's button
        wide = theme.text_scale() > 1
        self.button("choose", pygame.Rect(left, y, width if wide else half, self.px(40)), t("profiles.choose"),
                    self.choose, why_not=playing)
        if wide:
            y += self.px(52)
        self.button("delete", pygame.Rect(left + half + self.px(10), y, half, self.px(40)), t("profiles.delete"),
                    self.delete, why_not=seated)
        if not wide:
            y += self.px(52)
        self.button("portrait", pygame.Rect(left, y, width if not wide else half, self.px(40)), t("profiles.portrait"),
                    self.portrait, why_not=seated)
        self.detail = pygame.Rect(left + width + self.px(32), top, f.right - self.px(28) - (left + width + self.px(32)),
                                  f.bottom - self.px(76) - top)
        if selected is not None:  # the portrait beside the name is the picker's door too
            self.face = pygame.Rect(self.detail.left, self.detail.top, self.px(FACE), self.px(FACE))
            self.drawn("face", self.face, self.portrait)
        self.body = pygame.Rect(self.detail.left, self.detail.top + self.px(132), self.detail.width,
                                self.detail.bottom - self.detail.top - self.px(132))
        w = self.px(120)
        for i, (view, on) in enumerate((("table", not self.charts), ("charts", self.charts))):
            self.button(f"view.{view}", pygame.Rect(self.detail.right - (2 - i) * w - (1 - i) * self.px(8),
                                                    self.detail.top, w, self.px(36)),
                        t(f"stats.view.{view}"), partial(self.show_charts, view == "charts"), selected=on, small=True)
        if self.charts and selected is not None:
            self._game_tabs(selected)
        if selected is not None and selected.chips < REFILL_BELOW and selected.table is None:
            label = t("profiles.refill", count=self.app.session.refill_amount)
            w = min(self.detail.width // 2, theme.font(gui_theme.body_size(self.scale)).size(label)[0] + self.px(32))
            self.button("refill", pygame.Rect(self.detail.right - w, self.detail.top + self.px(48), w, self.px(40)),
                        label, self.refill)

    def _game_tabs(self, profile: Profile) -> None:
        """The games (each unit apart), for the charts of one (the running total, hands by kind)."""
        shown = sheets(profile)
        gap = self.px(8)
        room = self.body.width - gap * (len(shown) - 1)
        even = min(self.px(150), room // len(shown))
        font = theme.font(gui_theme.body_size(self.scale))  # measured as the layout-fit test measures a tab
        needs = [font.size(one.title)[0] + 2 * self.px(12) for one in shown]
        widths = [max(even, n) for n in needs]  # a long name ("Tam Cúc · điểm"): a wider tab
        if sum(widths) > room:  # each its own width, the room left shared out
            spare = room - sum(needs)
            widths = [n + spare // len(shown) for n in needs] if spare >= 0 else [n * room // sum(needs) for n in needs]
        x = self.body.left
        for one, w in zip(shown, widths):
            self.button(f"chart.{one.key}", pygame.Rect(x, self.body.top, w, self.px(32)), one.title,
                        partial(self.set_chart_sheet, one.key), selected=one.key == self.chart_sheet, small=True)
            x += w + gap

    def bar_buttons(self) -> list[BarButton]:
        replays = BarButton(lambda: t("stats.replays"), lambda: self.app.open("replays", profile=self.selected),
                            pygame.K_F2, "F2")
        return [replays, self.back_button()]

    # --- actions --------------------------------------------------------------------------------------
    def show_charts(self, on: bool) -> None:
        self.charts = on
        self.rebuild()

    def set_chart_sheet(self, key: str) -> None:
        """Chart one game in one unit (:func:`game.persist.profiles.sheet`)."""
        self.chart_sheet = key
        self.rebuild()

    def select(self, pid: str) -> None:
        self.selected = pid
        self.rebuild()

    def set_name(self, text: str) -> None:
        self.name = text

    def _do(self, action: Callable[[], Notice | None], done: str | None) -> bool:
        """Run a storage action; a refusal or a disk problem becomes a toast."""
        try:
            notice = action()
        except Refused as exc:
            self.app.toast(exc.notice.text())
            return False
        if notice is not None:
            self.app.toast(notice.text())
        elif done:
            self.app.toast(done, bad=False)
        self.rebuild()
        return True

    def create(self) -> None:
        def make() -> Notice | None:
            profile, notice = self.persist.create_profile(self.name)
            self.selected = profile.id
            return notice

        self._do(make, t("profiles.created", name=self.name.strip()))

    def rename(self) -> None:
        self._do(lambda: self.persist.rename_profile(self.selected, self.name), None)

    def choose(self) -> None:
        profile = self.profile()
        if profile is not None:
            self.app.session.update_settings(last_profile=profile.id)
            self.app.toast(t("profiles.chosen", name=profile.name), bad=False)
            self.rebuild()

    def portrait(self) -> None:
        """Choose the selected player's portrait (not while a table holds their profile)."""
        profile = self.profile()
        if profile is None:
            return
        if profile.table is not None:
            self.app.toast(t("persist.at_table", name=profile.name))
            return
        self.app.open("portraits", title=t("portraits.title", name=profile.name), current=profile.avatar,
                      on_pick=lambda avatar: self._do(lambda: self.persist.set_avatar(profile.id, avatar), None))

    def delete(self) -> None:
        profile = self.profile()
        if profile is None:
            return
        current = self.current_id()

        def really() -> None:
            if self._do(lambda: self.persist.delete_profile(profile.id), t("profiles.deleted", name=profile.name)) \
                    and profile.id == current:
                self.app.session.update_settings(last_profile=None)
                self.rebuild()

        self.app.open("confirm", title=t("profiles.delete.title", name=profile.name), body=t("profiles.delete.body"),
                      on_yes=really, yes=t("profiles.delete"))

    def refill(self) -> None:
        profile = self.profile()
        if profile is not None and self._do(lambda: self.persist.refill_profile(profile.id, REFILL_BELOW), None):
            self.app.toast(profile.refill_notice().text(), bad=False)

    # --- drawing ----------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        profile = self.profile()
        d = self.detail
        if profile is None:
            self.label(surface, t("profiles.none"), d.topleft, colour=theme.MUTED)
            return
        self.draw_face(surface, profile.avatar)
        x = self.face.right + self.px(16)
        name = self.label(surface, profile.name, (x, d.top), size=28, colour=theme.GOLD_LIGHT, bold=True,
                          width=d.right - x - self.px(320))
        if profile.id == self.current_id():
            self.label(surface, "★ " + t("profiles.playing"), (name.right + self.px(14), name.centery),
                       anchor="midleft", size=16, colour=theme.GOLD)
        y = name.bottom + self.px(6)
        self.label(surface, fmt.chips(profile.chips), (x, y), size=22, bold=True)
        y += self.px(34)
        if profile.table is not None:
            self.label(surface, t("profiles.seated"), (x, y), size=15, colour=theme.MUTED, width=d.right - x)
            y += self.px(24)
        total = sum(r.amount for r in profile.refills)
        note = t("profiles.refills", count=len(profile.refills), in_all=fmt.chips(total)) if profile.refills \
            else t("profiles.no_refills")
        self.label(surface, note, (x, y), size=15, colour=theme.MUTED, width=d.right - x)
        if self.charts:
            self.draw_charts(surface, profile)
        else:
            self.draw_table(surface, profile, self.body.top)

    def draw_face(self, surface: pygame.Surface, avatar: str | None) -> None:
        """The player's portrait; not chosen yet: an empty medallion asking for one."""
        if avatar is not None:
            surface.blit(assets.avatar(avatar, self.face.width), self.face)
            return
        pygame.draw.circle(surface, theme.LACQUER_DARK, self.face.center, self.face.width // 2)
        pygame.draw.circle(surface, theme.GOLD, self.face.center, self.face.width // 2, width=max(2, self.px(3)))
        self.label(surface, "?", self.face.center, anchor="center", size=40, colour=theme.GOLD_LIGHT, bold=True)

    def draw_charts(self, surface: pygame.Surface, profile: Profile) -> None:
        """The chosen game's running total and hands by kind; every game's results by role."""
        shown = sheets(profile)
        one = next((s for s in shown if s.key == self.chart_sheet), shown[0])
        stats = one.stats
        sc, gap = self.scale, self.px(10)
        area = self.body.copy()
        area.top += self.px(40)
        area.height -= self.px(40)
        line = pygame.Rect(area.left, area.top, area.width, round(area.height * 0.46))
        low = pygame.Rect(area.left, line.bottom + gap, area.width, area.bottom - line.bottom - gap)
        half = (low.width - gap) // 2
        title = t("chart.balance" if one.chips else "chart.balance.points")
        charts.line_chart(surface, line, f"{title} — {one.title}", charts.running_total(stats), sc)
        charts.stacked_bars(surface, pygame.Rect(low.left, low.top, half, low.height), t("chart.roles"),
                            charts.role_rows([(s.game.key, s.title, s.stats) for s in shown]), sc)
        charts.count_bars(surface, pygame.Rect(low.left + half + gap, low.top, half, low.height),
                          f"{t('chart.hands')} — {one.title}", charts.kind_rows(stats), sc, played=bool(stats.rounds))

    def draw_table(self, surface: pygame.Surface, profile: Profile, top: int) -> None:
        d = self.detail
        shown = sheets(profile)
        rows = [cells(one.title, not one.chips, one.stats) for one in shown]
        heads = [t(f"profiles.col.{col}") for col in COLUMNS]
        widths = column_widths(heads, rows, self.detail.width, self.scale)
        xs = [d.left]
        for w in widths[:-1]:
            xs.append(xs[-1] + w + self.px(10))
        row_h = self.px(40)
        size = max(12, self.px(HEAD_SIZE))
        lines = [theme.wrapped(head, size, w, bold=True) for head, w in zip(heads, widths)]
        line_h = theme.font(size, True).get_linesize()
        for x, w, head in zip(xs, widths, lines):
            for k, line in enumerate(head):
                self.label(surface, line, (x, top + k * line_h), size=HEAD_SIZE, colour=theme.GOLD, bold=True, width=w)
        y = top + max(self.px(30), max(len(head) for head in lines) * line_h + self.px(4))
        pygame.draw.line(surface, theme.GOLD, (d.left, y), (d.right, y), 1)
        for i, one in enumerate(shown):
            stats = one.stats
            row = pygame.Rect(d.left, y + i * row_h, d.width, row_h)
            if i % 2 == 0:
                shade = pygame.Surface(row.size, pygame.SRCALPHA)
                shade.fill((255, 255, 255, 12))
                surface.blit(shade, row)
            for x, w, text in zip(xs, widths, rows[i]):
                self.label(surface, text, (x, row.centery), anchor="midleft", width=w,
                           colour=theme.CREAM if stats.rounds else theme.MUTED)
        rounds = sum(s.rounds for s in profile.stats.values())
        wins = sum(s.wins for s in profile.stats.values())
        y += len(shown) * row_h + self.px(14)
        if rounds:
            total = t("profiles.total", count=rounds, wins=wins,
                      share=round(100 * wins / rounds))
            y = self.label(surface, total, (d.left, y), size=16, colour=theme.GOLD_LIGHT, width=d.width).bottom
            y += self.px(8)
        for line in review_lines(profile):
            y = self.label(surface, line, (d.left, y), size=15, colour=theme.CREAM, width=d.width).bottom + self.px(4)


def column_widths(heads: list[str], rows: list[list[str]], width: int, scale: float) -> list[int]:
    """The table's column widths in ``width``: each what its cells need and its heading's
    longest word (a heading may take two lines), the room left shared out — or, short of
    room, the widths cut in proportion (the cells then shrink to fit)."""
    gap = round(10 * scale)
    room = width - gap * (len(heads) - 1)
    head, cell = theme.font(max(12, round(HEAD_SIZE * scale)), True), theme.font(max(12, round(17 * scale)))
    needs = [max([max(head.size(word)[0] for word in text.split()), head.size(text)[0] // 2]
                 + [cell.size(row[i])[0] for row in rows]) for i, text in enumerate(heads)]
    spare = room - sum(needs)
    if spare >= 0:
        return [n + spare * w // sum(needs) for n, w in zip(needs, needs)]
    return [n * room // sum(needs) for n in needs]


def cells(game: str, points: bool, s: GameStats) -> list[str]:
    """One row of the table: what a player reads for one game."""
    if not s.rounds:
        return [game, "0", "—", "—", "—", "—", "—"]
    share = round(100 * s.wins / s.rounds)
    return [
        game,
        fmt.number(s.rounds),
        f"{fmt.number(s.wins)} ({share}%)",
        fmt.amount(s.biggest_win, points=points) if s.biggest_win else "—",
        s.best_hand.label if s.best_hand else "—",
        "—" if points else fmt.number(s.chips_won),
        "—" if points else fmt.number(s.chips_lost),
    ]
