"""The setup screen's column of house rules, laid out: the game's sections of rules (its
record's), each rule with its field and its help below — every section under its heading if
the column holds them, else one at a time behind small tabs (in two rows, or with shorter
names, where large text needs it), with as much help as fits.  Pure layout (no fields made
here): :class:`~game.ui.screens.setup.TableSetup` makes the fields and draws the words where
this says."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from game.catalog import game
from game.engine.variant import RuleOption
from game.i18n import t
from game.ui import fit, theme
from game.ui.screens import gui_theme
from game.ui.screens.house_rules import option_text
from game.ui.screens.setup_model import TablePlan


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


@dataclass(frozen=True)
class Tab:
    """A section's tab, where the sections stand one at a time: its section, its label, its place."""

    section: str
    label: str
    rect: pygame.Rect


class RulesColumn:
    def __init__(self, plan: TablePlan) -> None:
        self.plan = plan
        self.right = pygame.Rect(0, 0, 10, 10)  # the column, as the screen last laid it out
        self.scale = 1.0
        self.section = ""  # the section shown when they do not all fit

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def tx(self, value: float) -> int:
        """``px`` for a size that holds text: it grows with large text too."""
        return round(value * self.scale * theme.text_scale())

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

    def layout(self, top: int) -> tuple[list[OptionRow], list[tuple[str, int]], list[Tab]]:
        """Every section under its heading, every help line shown, if that fits the column;
        else one section at a time (:attr:`section`) behind small tabs (all its help, if that
        fits).  Returns the rows, the headings (section, y) to draw and the tabs to make."""
        r = self.right
        sections = self.sections()
        rows, headings, y = [], [], top
        for name, opts in sections:
            headings.append((name, y))
            more = self.option_rows(y + self.heading_height(name), opts, lines=None)
            rows += more
            y = more[-1].bottom
        if y <= r.bottom:
            return rows, headings, []
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
        tabs = [Tab(name, label, pygame.Rect(r.left + i % per_row * (w + gap), top + i // per_row * (h + gap), w, h))
                for i, ((name, _), label) in enumerate(zip(sections, names, strict=True))]
        tabs_bottom = top + -(-len(sections) // per_row) * (h + gap) - gap
        opts = dict(sections)[self.section]
        first = tabs_bottom + self.px(4) + self.heading_height(self.section)
        rows = self.option_rows(first, opts, lines=None)
        if rows[-1].bottom > r.bottom:
            rows = self.help_that_fits(first, opts)
        return rows, [(self.section, tabs_bottom + self.px(4))], tabs

    def heading_height(self, name: str) -> int:
        """The height of a section's heading: its name and, beside it — or under it where it
        does not fit there (large text) — what the section is about."""
        return self.tx(26) + (0 if self.help_beside(name) else theme.font(max(12, self.px(14))).get_linesize())

    def help_beside(self, name: str) -> bool:
        """Whether a section's help fits on its heading's line, after the name."""
        head = theme.font(max(12, self.px(16)), True).size(self.section_name(name))[0]
        help_w = theme.font(max(12, self.px(14))).size("— " + self.section_help(name))[0]
        return head + self.px(8) + help_w * fit.SHRINK_OK <= self.right.width

    def help_that_fits(self, top: int, opts: list[RuleOption]) -> list[OptionRow]:
        """The rules with as much of their help as the column holds: a line each (none if even
        that does not fit), then the lines left over go to the helps with the most unsaid."""
        rows = self.option_rows(top, opts, lines={o.key: 1 for o in opts})
        if rows[-1].bottom > self.right.bottom:
            return self.option_rows(top, opts, lines={o.key: 0 for o in opts})
        size = max(12, self.px(15))
        spare = (self.right.bottom - rows[-1].bottom) // theme.font(size).get_linesize()
        wanted = {row.opt.key: len(theme.wrap(row.help, size, self.right.width)) if row.help else 0 for row in rows}
        lines = {row.opt.key: row.lines for row in rows}
        for _ in range(spare):
            key = max(lines, key=lambda k: wanted[k] - lines[k])
            if wanted[key] <= lines[key]:
                break
            lines[key] += 1
        return self.option_rows(top, opts, lines=lines)

    def section_name(self, name: str) -> str:
        return t(f"section.{self.plan.variant.key}.{name}" if name != "other" else "section.other")

    def section_help(self, name: str) -> str:
        return t(f"section.{self.plan.variant.key}.{name}.help" if name != "other" else "section.other.help")

    def option_rows(self, top: int, options: list[RuleOption], *, lines: Mapping[str, int] | None
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
