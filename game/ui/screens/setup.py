"""Bàn chơi mới: the full table setup.

Left: the game, its mode, the number of seats, who is banker, the stakes, and who sits
where (a name and human / AI level per seat).  Right: every house rule of the game under
the two presets ("Theo luật gốc", "Luật nhà"), each changeable and explained in one line;
rules that do not apply to the chosen mode are shown disabled with the modes they need.
What stops the table from starting is said in one sentence above the buttons.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.avatars import AVATARS
from game.catalog import games
from game.engine.protocol import Option
from game.engine.variant import RuleOption
from game.i18n import t
from game.tutorial import available
from game.ui import theme
from game.ui.app import App
from game.ui.hosting import Seating
from game.ui.screens import gui_theme, setup_paint
from game.ui.screens.controls import Button, Control, DropDown
from game.ui.screens.form import FormScene
from game.ui.screens.setup_model import TablePlan, levels
from game.ui.screens.setup_rules import OptionRow, RulesColumn
from game.ui.widgets import Button as BarButton

TWO_COLUMNS_FROM = 7  # seats: one column up to six, two from seven on
NARROW_SHARE, WIDE_SHARE = 0.42, 0.52  # of the frame, the left column's: one column of seats, two


class TableSetup(FormScene):
    title_key = "setup.title"
    seating = Seating()  # who else may sit, and where the table starts (a family table's: hosting.Hosting)

    def __init__(self, app: App, key: str | None) -> None:
        super().__init__(app)
        keys = [g.key for g in games()]
        self.plan = TablePlan.new(key if key in keys else keys[0], app.session.player_name(),
                                  app.session.portraits())
        self.plan.restore(app.session.settings.table_setups.get(self.plan.variant.key))
        self.rules = RulesColumn(self.plan)  # the house rules' column, laid out
        self.option_rows: list[OptionRow] = []
        self.headings: list[tuple[str, int]] = []  # the rules' section headings drawn, and where
        self.mode_help, self.mode_help_lines = (0, 10), 2  # where the mode's help goes: x, width; lines
        self.seat_rows: list[pygame.Rect] = []
        self.left = self.right = pygame.Rect(0, 0, 10, 10)
        self.count_rect = pygame.Rect(0, 0, 10, 10)
        self.stakes_top = self.seats_top = 0
        self.two_columns = False

    # --- layout ------------------------------------------------------------------------------------
    def build(self) -> None:
        f, p = self.frame, self.plan
        h, gap = self.px(40), self.px(12)
        # two columns of seats need more room; the games that seat that many have few rules
        self.two_columns = self._two_columns()
        share = WIDE_SHARE if self.two_columns else NARROW_SHARE
        self.left = pygame.Rect(f.left + self.px(28), f.top + self.px(80), round(f.width * share), 0)
        self.left.height = f.bottom - self.px(76) - self.left.top
        self.right = pygame.Rect(self.left.right + self.px(36), self.left.top, f.right - self.px(28)
                                 - self.left.right - self.px(36), self.left.height)
        self.game_tabs(p.variant.key, self.set_game)
        x, y = self.left.left + self.px(150), self.left.top
        modes = p.variant.table_modes
        if len(modes) > 1:
            w = (self.left.right - x - self.px(8) * (len(modes) - 1)) // len(modes)
            names = [t(f"mode.{p.variant.key}.{mode}") for mode in modes]
            field = theme.font(gui_theme.body_size(self.scale))
            if max(field.size(name)[0] for name in names) + self.px(20) <= w:
                for i, (mode, name) in enumerate(zip(modes, names)):
                    self.button(f"mode.{mode}", pygame.Rect(x + i * (w + self.px(8)), y, w, h), name,
                                partial(self.set_mode, mode), selected=mode == p.mode)
            else:  # the names are too long for buttons side by side (English, a narrow window)
                self.dropdown("mode", pygame.Rect(x, y, self.left.right - x, h), list(zip(names, modes)), p.mode,
                              self.set_mode)
            self.mode_help, self.mode_help_lines = self._mode_help_layout()
            y += self._mode_rows_height()
        self._count(x, y, h)
        y += h + gap
        if p.uses_chips:
            self.stakes_top = y
            y += self.tx(24)  # the fields' names above them
            w = (self.left.right - x - 2 * self.px(12)) // 3
            for i, name in enumerate(p.amount_fields):
                self.entry(f"amount.{name}", pygame.Rect(x + i * (w + self.px(12)), y, w, h), getattr(p, name),
                           partial(self.set_amount, name), digits=True, limit=7)
            y += h + gap
        else:
            self.stakes_top = y
            y += self.px(30)
        self.seats_top = y
        if p.has_banker:
            self._banker(y, h)
        self._seats(y + h + self.px(8))
        self._rules()

    def _mode_help_layout(self) -> tuple[tuple[int, int], int]:
        """Where the mode's help goes (x, width) and its lines: in two lines beside the label if
        every mode's does; else from the column's edge, in as many lines as the longest needs (it
        never jumps when the mode changes), set in the narrow column whatever the seats: the
        seats' count below it stays put when a seventh seat widens the column."""
        f, p = self.frame, self.plan
        left, x = f.left + self.px(28), f.left + self.px(28) + self.px(150)
        size = max(12, self.px(14))
        helps = [t(f"mode.{p.variant.key}.{mode}.help") for mode in p.variant.table_modes]
        narrow = round(f.width * NARROW_SHARE)
        where = (x, left + narrow - x)
        if any(len(theme.wrap(text, size, where[1])) > 2 for text in helps):
            where = (left, narrow)
        return where, max(len(theme.wrap(text, size, where[1])) for text in helps)

    def _mode_rows_height(self) -> int:
        """The height of the mode's row and its help under it (none for a game of one mode)."""
        if len(self.plan.variant.table_modes) < 2:
            return 0
        lines = self._mode_help_layout()[1]
        return self.px(40) + self.px(4) + lines * theme.font(max(12, self.px(14))).get_linesize() + self.px(6)

    def _two_columns(self) -> bool:
        """Whether the seats stand in two columns: from seven seats on, or — with large text —
        where one column's rows would be too low for their text."""
        n = len(self.plan.seats)
        if n >= TWO_COLUMNS_FROM:
            return True
        if theme.text_scale() == 1:
            return False
        h, gap = self.px(40), self.px(12)
        top = self.frame.top + self.px(80) + self._mode_rows_height() + h + gap
        top += (self.tx(24) + h + gap) if self.plan.uses_chips else self.px(30)
        rows_top = top + h + self.px(8)
        least = theme.font(gui_theme.body_size(self.scale)).get_linesize() + self.px(14)
        return (self.frame.bottom - self.px(76) - rows_top) < n * least

    def _count(self, x: int, y: int, h: int) -> None:
        p = self.plan
        n = len(p.seats)
        limits = t("setup.limits", game=p.variant.title, low=p.variant.min_players, high=p.variant.ui_max_players)
        arrow = max(h, self.tx(40))  # wider with large text: the arrow needs its padding
        self.button("count-", pygame.Rect(x, y, arrow, h), "◀", lambda: self.set_count(n - 1),
                    why_not=limits if n <= p.variant.min_players else None)
        self.count_rect = pygame.Rect(x + arrow, y, self.px(56), h)
        self.button("count+", pygame.Rect(self.count_rect.right, y, arrow, h), "▶", lambda: self.set_count(n + 1),
                    why_not=limits if n >= p.variant.ui_max_players else None)

    def _banker(self, y: int, h: int) -> None:
        """Who holds the bank: a drop-down on the seats' heading line, where the seats are named."""
        w = self.tx(170)
        self.dropdown("banker", pygame.Rect(self.left.right - w, y, w, h), self.banker_options(),
                      str(self.plan.banker), lambda v: setattr(self.plan, "banker", int(v)))

    def banker_options(self) -> list[tuple[str, str]]:
        return [(f"{i + 1}. {s.name}", str(i)) for i, s in enumerate(self.plan.seats)]

    def _seats(self, top: int) -> None:
        p = self.plan
        n = len(p.seats)
        cols = 2 if self.two_columns else 1
        per_col = -(-n // cols)
        gap = self.px(16)
        col_w = (self.left.width - gap * (cols - 1)) // cols
        row_h = min(self.px(46), (self.left.bottom - top) // per_col)
        h = min(self.px(40), row_h - self.px(6))
        gap_w = self.px(8)
        self.seat_rows = []
        options = [(t(f"level.{lv}"), lv) for lv in (*levels(p.variant), *self.seating.levels)]
        # as wide as its longest choice plus the arrow, so "Người chơi" is never cut
        field = theme.font(gui_theme.body_size(self.scale))
        longest = max(field.size(text)[0] for text, _ in options)
        level_w = max(self.px(100), gui_theme.drop_down_width(longest, self.scale))
        for i, seat in enumerate(p.seats):
            c, r = divmod(i, per_col)
            row = pygame.Rect(self.left.left + c * (col_w + gap), top + r * row_h, col_w, h)
            self.seat_rows.append(row)
            # the seat's portrait (its number on it) opens the picker; ←/→ step through the free ones
            self.drawn(f"seat.{i}.portrait", pygame.Rect(row.left, row.top, h, h), partial(self.choose_portrait, i),
                       partial(self.step_portrait, i))
            name_w = col_w - h - gap_w - level_w - self.px(8)
            self.entry(f"seat.{i}.name", pygame.Rect(row.left + h + gap_w, row.top, name_w, h), seat.name,
                       partial(self.set_name, i))
            self.dropdown(f"seat.{i}.level", pygame.Rect(row.right - level_w, row.top, level_w, h), options,
                          seat.level, partial(self.set_level, i))

    def _rules(self) -> None:
        p, r = self.plan, self.right
        h = self.px(40)
        w = (r.width - self.px(150) - self.px(8)) // 2
        for i, name in enumerate(("goc", "nha")):
            self.button(f"preset.{name}", pygame.Rect(r.left + self.px(150) + i * (w + self.px(8)), r.top, w, h),
                        t(f"setup.preset.{name}"), partial(self.set_preset, name),
                        selected=p.preset_name() == name)
        # Under the heading, "Custom mix" once a rule is changed: its line is kept free of the
        # tabs below whether shown or not (at 960×540 the type's 12 px floor makes it taller).
        heading = theme.font(max(12, self.px(20)), True).get_linesize()
        self.custom_tag = pygame.Rect(r.left, r.top + self.px(16) + heading // 2, self.px(140),
                                      theme.font(max(12, self.px(13))).get_linesize())
        top = max(r.top + h + self.px(14), self.custom_tag.bottom + self.px(4))
        self.rules.right, self.rules.scale = r, self.scale
        self.option_rows, self.headings, tabs = self.rules.layout(top)
        for tab in tabs:
            self.button(f"section.{tab.section}", tab.rect, tab.label, partial(self.set_section, tab.section),
                        selected=tab.section == self.rules.section, small=True)
        rows = self.option_rows
        for row in rows:
            opt = row.opt
            key = f"opt.{opt.key}"
            why_not = None if row.applies else self.rules.only_in(opt)
            if isinstance(opt.default, bool):
                self.check(key, row.control, "", bool(p.options[opt.key]), partial(self.set_option, opt.key),
                           why_not=why_not)
            else:  # a drop-down of sentences has a line of its own, in the smaller type
                self.dropdown(key, row.control, self.rules.choices(opt), str(p.options[opt.key]),
                              partial(self.set_option_text, opt), why_not=why_not, small=row.control.left == r.left)

    def mode_control(self) -> Control:
        """The chosen mode's button, or the drop-down standing in for the buttons."""
        keys = {c.key for c in self.controls}
        return self.control("mode" if "mode" in keys else f"mode.{self.plan.mode}")

    def set_section(self, name: str) -> None:
        self.rules.section = name
        self.rebuild()

    def bar_buttons(self) -> list[BarButton]:
        problem = self.plan.problem()
        start = BarButton(lambda: t(self.seating.start_key), self.primary, pygame.K_RETURN, "Enter", primary=True,
                          enabled=problem is None, why_disabled=lambda: self.plan.problem() or "")
        learn = BarButton(lambda: t("learn.menu"), lambda: self.app.open("tutorial", game=self.plan.variant.key),
                          enabled=self.plan.variant.key in available(), why_disabled=lambda: t("learn.none"))
        return [self.back_button(), learn, start]

    # --- changes ----------------------------------------------------------------------------------------
    def set_game(self, key: str) -> None:
        keep = self.seating.levels if self.seating.keeps_seats else None
        self.plan.switch_game(key, self.app.session.settings.table_setups.get(key), keep)
        self.rebuild()

    def set_mode(self, mode: str) -> None:
        self.plan.mode = mode
        self.rebuild()

    def set_count(self, n: int) -> None:
        self.plan.set_count(n)
        self.rebuild()

    def set_amount(self, name: str, text: str) -> None:
        setattr(self.plan, name, text)
        self._refresh_start()

    def set_name(self, seat: int, text: str) -> None:
        self.plan.set_name(seat, text)  # a player's name brings their portrait
        self._refresh_start()
        if self.plan.has_banker:  # the banker list names the seats
            banker = self.control("banker")
            assert isinstance(banker, DropDown)
            banker.set_options(self.banker_options())

    def choose_portrait(self, seat: int) -> None:
        """The picker for ``seat``'s portrait (the other humans' dimmed: theirs stay theirs)."""
        name = self.plan.seats[seat].name.strip()
        title = t("portraits.title", name=name) if name else t("setup.portrait.seat", n=seat + 1)
        self.app.open("portraits", title=title, current=self.plan.seats[seat].avatar, taken=self.plan.taken(seat),
                      on_pick=partial(self.set_portrait, seat))

    def set_portrait(self, seat: int, avatar: str) -> None:
        try:
            self.plan.pick(seat, avatar)
        except ValueError as exc:  # another human's: said, nothing changed
            self.app.toast(str(exc))
        self.app.dirty = True

    def step_portrait(self, seat: int, delta: int) -> None:
        """The next (or previous) portrait no other human seat has."""
        taken = self.plan.taken(seat)
        free = [a for a in AVATARS if a not in taken]
        current = self.plan.seats[seat].avatar
        at = free.index(current) if current in free else 0
        self.set_portrait(seat, free[(at + delta) % len(free)])

    def set_level(self, seat: int, level: str) -> None:
        self.plan.set_level(seat, level)
        self.rebuild()  # the seat's name may have changed with its side

    def set_preset(self, name: str) -> None:
        self.plan.apply_preset(name)
        self.rebuild()

    def set_option_text(self, opt: RuleOption, text: str) -> None:
        """A drop-down's choice: its value as text, read the way ``--rule KEY=VALUE`` is."""
        self.set_option(opt.key, opt.parse(text))

    def set_option(self, key: str, value: Option) -> None:
        chips = self.plan.uses_chips
        self.plan.options[key] = value
        if self.plan.uses_chips != chips:  # Tam Cúc for chips (choi-tien) asks for the stakes
            self.rebuild()
            return
        for name in ("goc", "nha"):
            button = self.control(f"preset.{name}")
            assert isinstance(button, Button)
            if self.plan.preset_name() == name:
                button.element.select()
            else:
                button.element.unselect()

    def _refresh_start(self) -> None:
        start = self.bar.buttons[-1]
        start.enabled = self.plan.problem() is None

    # --- starting -----------------------------------------------------------------------------------------
    def primary(self) -> None:
        problem = self.plan.problem()
        if problem is not None:
            self.app.toast(problem)
            return
        if self.app.session.has_autosave():  # asked beside the button, leaving the seats in view
            self.app.open("confirm", title=t("setup.replace.title"), body=t("setup.replace.body"),
                          on_yes=self.start, yes=t("setup.start"), near=self.bar.buttons[-1].rect)
            return
        self.start()

    def start(self) -> None:
        if self.seating.start(self.plan):
            return
        match = self.plan.build()
        self.app.session.remember_setup(self.plan.variant.key, self.plan.memory())
        self.app.open("table", match=self.app.session.prepare_match(match))

    # --- drawing ---------------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        setup_paint.draw_body(self, surface)
