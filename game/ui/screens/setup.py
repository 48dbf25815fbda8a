"""Bàn chơi mới: the full table setup.

Left: the game, its mode, the number of seats, who is banker, the stakes, and who sits
where (a name and human / AI level per seat).  Right: every house rule of the game under
the two presets ("Theo luật gốc", "Luật nhà"), each changeable and explained in one line;
rules that do not apply to the chosen mode are shown disabled with the modes they need.
What stops the table from starting is said in one sentence above the buttons.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial

import pygame

from game.avatars import AVATARS
from game.catalog import game, games
from game.engine.protocol import Option
from game.engine.variant import RuleOption
from game.i18n import has, t
from game.match.match import HUMAN
from game.tutorial import available
from game.ui import assets, fit, theme
from game.ui.app import App
from game.ui.fit import TextBox
from game.ui.screens import gui_theme
from game.ui.screens.controls import Button, Control, DropDown
from game.ui.screens.form import FormScene
from game.ui.screens.house_rules import option_text
from game.ui.screens.setup_model import TablePlan, levels
from game.ui.widgets import Button as BarButton

TWO_COLUMNS_FROM = 7  # seats: one column up to six, two from seven on
NARROW_SHARE, WIDE_SHARE = 0.42, 0.52  # of the frame, the left column's: one column of seats, two


@dataclass
class OptionRow:
    """Where one rule option is drawn: its name, its field, and its help below."""

    opt: RuleOption
    label: pygame.Rect
    control: pygame.Rect
    help_top: int
    applies: bool
    help: str  # "" when it would repeat the help of the rule above (the kết points of each kind)
    lines: int  # help lines shown (the last one cut with "…" if the text is longer)
    bottom: int


class TableSetup(FormScene):
    title_key = "setup.title"

    def __init__(self, app: App, key: str | None) -> None:
        super().__init__(app)
        keys = [g.key for g in games()]
        self.plan = TablePlan.new(key if key in keys else keys[0], app.session.player_name(),
                                  app.session.portraits())
        self.plan.restore(app.session.settings.table_setups.get(self.plan.variant.key))
        self.option_rows: list[OptionRow] = []
        self.headings: list[tuple[str, int]] = []  # the rules' section headings drawn, and where
        self.section = ""  # the section shown when they do not all fit
        self.mode_help, self.mode_help_lines = (0, 10), 2  # where the mode's help goes: x, width; lines
        self.seat_rows: list[pygame.Rect] = []
        self.left = self.right = pygame.Rect(0, 0, 10, 10)
        self.count_rect = pygame.Rect(0, 0, 10, 10)
        self.stakes_top = 0
        self.seats_top = 0
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
        options = [(t(f"level.{lv}"), lv) for lv in levels(p.variant)]
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
        self.option_rows, self.headings = self._sections_layout(top)
        rows = self.option_rows
        for row in rows:
            opt = row.opt
            key = f"opt.{opt.key}"
            why_not = None if row.applies else self.only_in(opt)
            if isinstance(opt.default, bool):
                self.check(key, row.control, "", bool(p.options[opt.key]), partial(self.set_option, opt.key),
                           why_not=why_not)
            else:  # a drop-down of sentences has a line of its own, in the smaller type
                self.dropdown(key, row.control, self.choices(opt), str(p.options[opt.key]),
                              partial(self.set_option_text, opt), why_not=why_not, small=row.control.left == r.left)

    def choices(self, opt: RuleOption) -> list[tuple[str, str]]:
        """A drop-down's rows for ``opt``: (what it reads, the value as text)."""
        values = opt.choices or tuple(range(opt.minimum or 0, (opt.maximum or 0) + 1))
        return [(option_text(self.plan.variant.key, opt, v), str(v)) for v in values]

    def sections(self) -> list[tuple[str, list[RuleOption]]]:
        """The game's sections of rules (its record's), each with its rules of this player
        count (Tam Cúc's removal and biểu điểm belong to one count); empty ones left out."""
        n = len(self.plan.seats)
        shown = [o for o in self.plan.variant.options if not o.players or n in o.players]
        named = game(self.plan.variant.key).sections
        out = [(name, [o for o in shown if o.key in keys]) for name, keys in named]
        rest = [o for o in shown if not any(o.key in keys for _, keys in named)]
        if rest:
            out.append(("other", rest))
        return [(name, opts) for name, opts in out if opts]

    def _sections_layout(self, top: int) -> tuple[list[OptionRow], list[tuple[str, int]]]:
        """Every section under its heading, every help line shown, if that fits the column;
        else one section at a time behind small tabs (all its help, if that fits).
        Returns the rows and the headings (section, y) to draw."""
        r = self.right
        sections = self.sections()
        rows, headings, y = [], [], top
        for name, opts in sections:
            headings.append((name, y))
            more = self._option_rows(y + self._heading_height(name), opts, lines=None)
            rows += more
            y = more[-1].bottom
        if y <= r.bottom:
            return rows, headings
        if self.section not in [name for name, _ in sections]:
            self.section = sections[0][0]
        h, gap = self.tx(32), self.px(6)
        # the tabs in a row, or in two where their names do not fit side by side (large text)
        field = theme.font(gui_theme.body_size(self.scale))  # measured as the layout-fit test measures a tab
        names = [self.section_name(name) for name, _ in sections]

        def fits(per_row: int, labels: list[str]) -> bool:
            w = (r.width - gap * (per_row - 1)) // per_row
            return all(field.size(label)[0] + 2 * max(1, self.px(10)) <= w for label in labels)

        per_row = len(sections)
        if not fits(per_row, names):
            per_row = -(-len(sections) // 2)
            if not fits(per_row, names):  # the heading below says the whole name
                names = [re.sub(r" \([^()]*\)", "", label) for label in names]
        w = (r.width - gap * (per_row - 1)) // per_row
        for i, ((name, _), label) in enumerate(zip(sections, names, strict=True)):
            row, col = divmod(i, per_row)
            tab = pygame.Rect(r.left + col * (w + gap), top + row * (h + gap), w, h)
            self.button(f"section.{name}", tab, label, partial(self.set_section, name),
                        selected=name == self.section, small=True)
        tabs_bottom = top + -(-len(sections) // per_row) * (h + gap) - gap
        opts = dict(sections)[self.section]
        first = tabs_bottom + self.px(4) + self._heading_height(self.section)
        rows = self._option_rows(first, opts, lines=None)
        if rows[-1].bottom > r.bottom:
            rows = self._help_that_fits(first, opts)
        return rows, [(self.section, tabs_bottom + self.px(4))]

    def _heading_height(self, name: str) -> int:
        """The height of a section's heading: its name and, beside it — or under it where it
        does not fit there (large text) — what the section is about."""
        return self.tx(26) + (0 if self._help_beside(name) else theme.font(max(12, self.px(14))).get_linesize())

    def _help_beside(self, name: str) -> bool:
        """Whether a section's help fits on its heading's line, after the name."""
        head = theme.font(max(12, self.px(16)), True).size(self.section_name(name))[0]
        help_w = theme.font(max(12, self.px(14))).size("— " + self.section_help(name))[0]
        return head + self.px(8) + help_w * fit.SHRINK_OK <= self.right.width

    def _help_that_fits(self, top: int, opts: list[RuleOption]) -> list[OptionRow]:
        """The rules with as much of their help as the column holds: a line each (none if even
        that does not fit), then the lines left over go to the helps with the most unsaid."""
        rows = self._option_rows(top, opts, lines={o.key: 1 for o in opts})
        if rows[-1].bottom > self.right.bottom:
            return self._option_rows(top, opts, lines={o.key: 0 for o in opts})
        size = max(12, self.px(15))
        spare = (self.right.bottom - rows[-1].bottom) // theme.font(size).get_linesize()
        wanted = {row.opt.key: len(theme.wrap(row.help, size, self.right.width)) if row.help else 0 for row in rows}
        lines = {row.opt.key: row.lines for row in rows}
        for _ in range(spare):
            key = max(lines, key=lambda k: wanted[k] - lines[k])
            if wanted[key] <= lines[key]:
                break
            lines[key] += 1
        return self._option_rows(top, opts, lines=lines)

    def section_name(self, name: str) -> str:
        return t(f"section.{self.plan.variant.key}.{name}" if name != "other" else "section.other")

    def section_help(self, name: str) -> str:
        return t(f"section.{self.plan.variant.key}.{name}.help" if name != "other" else "section.other.help")

    def mode_control(self) -> Control:
        """The chosen mode's button, or the drop-down standing in for the buttons."""
        keys = {c.key for c in self.controls}
        return self.control("mode" if "mode" in keys else f"mode.{self.plan.mode}")

    def set_section(self, name: str) -> None:
        self.section = name
        self.rebuild()

    def _option_rows(self, top: int, options: list[RuleOption], *, lines: Mapping[str, int] | None
                     ) -> list[OptionRow]:
        """These rules laid out from ``top`` with at most ``lines[rule]`` help lines each (None: all);
        a help that repeats the one above is said once.

        A check box or a short drop-down sits at the end of the rule's name; a drop-down whose
        choices are sentences gets a line of its own under the name, as wide as the column.
        """
        r, out, y = self.right, [], top
        size = max(12, self.px(15))
        field = gui_theme.body_size(self.scale)
        above = ""
        for opt in options:
            applies = self.plan.applies(opt)
            label = pygame.Rect(r.left, y, r.width - self.px(186), self.tx(32))
            if isinstance(opt.default, bool):
                box = self.px(26)
                control = pygame.Rect(r.right - box, label.centery - box // 2, box, box)
            else:
                longest = max(theme.font(field).size(text)[0] for text, _ in self.choices(opt))
                control = pygame.Rect(r.right - self.px(170), y, self.px(170), label.height)
                if longest + self.px(48) > control.width:
                    label.width = r.width
                    control = pygame.Rect(r.left, label.bottom + self.px(2), r.width, label.height)
            help_top = max(label.bottom, control.bottom) + self.px(2)
            said = self.help_text(opt, applies)
            said, above = ("" if said == above else said), said
            n = len(theme.wrap(said, size, r.width)) if said else 0
            shown = n if lines is None else min(n, lines[opt.key])
            y = help_top + shown * theme.font(size).get_linesize() + self.px(8)
            out.append(OptionRow(opt, label, control, help_top, applies, said, shown, y))
        return out

    def help_text(self, opt: RuleOption, applies: bool) -> str:
        text = t(f"opt.{self.plan.variant.key}.{opt.key}.help")
        return text if applies else f"{self.only_in(opt)} {text}"

    def only_in(self, opt: RuleOption) -> str:
        """The modes or player counts ``opt`` matters in, as a sentence."""
        if opt.players:
            return t("setup.only_players", counts=", ".join(map(str, opt.players)))
        return t("setup.only_in", modes=", ".join(t(f"mode.{self.plan.variant.key}.{m}") for m in opt.modes))

    def bar_buttons(self) -> list[BarButton]:
        problem = self.plan.problem()
        start = BarButton(lambda: t("setup.start"), self.primary, pygame.K_RETURN, "Enter", primary=True,
                          enabled=problem is None, why_disabled=lambda: self.plan.problem() or "")
        learn = BarButton(lambda: t("learn.menu"), lambda: self.app.open("tutorial", game=self.plan.variant.key),
                          enabled=self.plan.variant.key in available(), why_disabled=lambda: t("learn.none"))
        return [self.back_button(), learn, start]

    # --- changes ----------------------------------------------------------------------------------------
    def set_game(self, key: str) -> None:
        self.plan.choose_game(key)
        self.plan.restore(self.app.session.settings.table_setups.get(key))
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
        match = self.plan.build()
        self.app.session.remember_setup(self.plan.variant.key, self.plan.memory())
        self.app.open("table", match=self.app.session.prepare_match(match))

    # --- drawing ---------------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        p, left = self.plan, self.left
        label_w = self.px(140)
        if len(p.variant.table_modes) > 1:
            mode = self.mode_control().rect
            self.label(surface, t("setup.mode"), (left.left, mode.centery), anchor="midleft", width=label_w)
            x, width = self.mode_help
            self.paragraph(surface, t(f"mode.{p.variant.key}.{p.mode}.help"), (x, mode.bottom + self.px(4)), width,
                           size=14, max_lines=self.mode_help_lines)
        count = self.count_rect
        self.label(surface, t("setup.seats"), (left.left, count.centery), anchor="midleft", width=label_w)
        self.label(surface, str(len(p.seats)), count.center, anchor="center", size=22, colour=theme.GOLD_LIGHT,
                   bold=True)
        self.label(surface, t("setup.seat_limits", low=p.variant.min_players, high=p.variant.ui_max_players),
                   (self.control("count+").rect.right + self.px(14), count.centery), anchor="midleft", size=14,
                   colour=theme.MUTED)
        self.draw_stakes(surface, label_w)
        self.draw_seats(surface)
        self.draw_rules(surface)
        problem = p.problem()
        if problem is not None:
            self.label(surface, problem, (self.frame.left + self.px(28), self.bar.buttons[0].rect.centery),
                       anchor="midleft", colour=theme.BAD, size=16,
                       width=self.bar.buttons[0].rect.left - self.frame.left - self.px(48))

    def draw_stakes(self, surface: pygame.Surface, label_w: int) -> None:
        p, y = self.plan, self.stakes_top
        if not p.uses_chips:
            self.label(surface, t("setup.points_game", game=p.variant.title), (self.left.left, y), size=15,
                       colour=theme.MUTED, width=self.left.width)
            return
        self.label(surface, t("setup.stakes"), (self.left.left, self.control("amount.stake").rect.centery),
                   anchor="midleft", width=label_w)
        for name in p.amount_fields:
            field = self.control(f"amount.{name}").rect
            self.label(surface, t(f"setup.{name}"), (field.left, y), size=14, colour=theme.MUTED, width=field.width)
        if not p.variant.bets:  # what the stake means where nobody bets
            field = self.control("amount.stake").rect
            self.label(surface, t("setup.per_point"), (field.right + self.px(12), field.centery), anchor="midleft",
                       size=14, colour=theme.MUTED, width=self.left.right - field.right - self.px(12))

    def draw_seats(self, surface: pygame.Surface) -> None:
        if not self.seat_rows:
            return
        heading = self.label(surface, t("setup.who"), (self.left.left, self.seats_top + self.px(20)),
                             anchor="midleft", colour=theme.GOLD_LIGHT, bold=True)
        if self.plan.has_banker:
            banker = self.control("banker").rect
            role = f"setup.banker.{self.plan.variant.key}"
            self.label(surface, t(role if has(role) else "setup.banker"), (banker.left - self.px(10), banker.centery),
                       anchor="midright", width=banker.left - heading.right - self.px(24))
        for i, seat in enumerate(self.plan.seats):
            face = self.control(f"seat.{i}.portrait").rect
            if seat.avatar is not None:
                surface.blit(assets.avatar(seat.avatar, face.width), face)
            # the seat's number on a small tag at the portrait's foot (the banker list names seats by it)
            human = seat.level == HUMAN
            number = theme.text(str(i + 1), max(11, self.px(13)), theme.GOLD_LIGHT if human else theme.CREAM,
                                bold=True, shadow=False)
            tag = number.get_rect().inflate(self.px(6), 0)
            tag.width = max(tag.width, tag.height)
            tag.bottomleft = (face.left, face.bottom + self.px(2))
            pygame.draw.rect(surface, theme.LACQUER_DARK, tag, border_radius=tag.height // 2)
            pygame.draw.rect(surface, theme.GOLD_LIGHT if human else theme.GOLD, tag, width=1,
                             border_radius=tag.height // 2)
            surface.blit(number, number.get_rect(center=tag.center))

    def draw_rules(self, surface: pygame.Surface) -> None:
        r = self.right
        self.label(surface, t("setup.rules"), (r.left, r.top + self.px(16)), anchor="midleft", size=20,
                   colour=theme.GOLD_LIGHT, bold=True, width=self.px(140))
        if self.plan.preset_name() is None:
            self.label(surface, t("setup.preset.custom"), self.custom_tag.topleft, size=13, colour=theme.GOLD,
                       width=self.custom_tag.width)
        for name, y in self.headings:  # "Cược phụ — biên giới và ké cửa: …"
            head = self.label(surface, self.section_name(name), (r.left, y), size=16, colour=theme.GOLD, bold=True)
            if self._help_beside(name):
                self.label(surface, "— " + self.section_help(name), (head.right + self.px(8), head.centery),
                           anchor="midleft", size=14, colour=theme.MUTED, width=r.right - head.right - self.px(8))
            else:
                self.label(surface, "— " + self.section_help(name), (r.left, head.bottom), size=14,
                           colour=theme.MUTED, width=r.width)
        size = max(12, self.px(15))
        for row in self.option_rows:
            colour = theme.CREAM if row.applies else theme.MUTED
            self.label(surface, t(f"opt.{self.plan.variant.key}.{row.opt.key}"), (row.label.left, row.label.centery),
                       anchor="midleft", bold=True, colour=colour, width=row.label.width)
            lines = theme.wrap(row.help, size, r.width) if row.help else []
            if len(lines) > row.lines:  # the column ends first: cut, never shrunk (the layout-fit test sees it)
                fit.note(TextBox(row.help, r.width * row.lines, theme.font(size).size(row.help)[0]))
                lines = [*lines[:row.lines - 1], theme.cut(" ".join(lines[row.lines - 1:]), size, r.width)] \
                    if row.lines else []
            y = row.help_top
            for line in lines:
                self.label(surface, line, (r.left, y), size=15, colour=theme.MUTED, width=r.width)
                y += theme.font(size).get_linesize()
