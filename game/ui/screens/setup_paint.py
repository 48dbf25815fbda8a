"""What the setup screen draws under its fields: the labels of the left column (the mode and
its help, the seats, the stakes, who sits where: portraits and their numbers) and the rules'
column (the presets' heading, the sections' headings, each rule's name and help)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import has, t
from game.match.match import HUMAN
from game.ui import assets, fit, theme
from game.ui.fit import TextBox

if TYPE_CHECKING:  # the screen draws with these; they read it
    from game.ui.screens.setup import TableSetup

def draw_body(screen: TableSetup, surface: pygame.Surface) -> None:
    p, left = screen.plan, screen.left
    label_w = screen.px(140)
    if len(p.variant.table_modes) > 1:
        mode = screen.mode_control().rect
        screen.label(surface, t("setup.mode"), (left.left, mode.centery), anchor="midleft", width=label_w)
        x, width = screen.mode_help
        screen.paragraph(surface, t(f"mode.{p.variant.key}.{p.mode}.help"), (x, mode.bottom + screen.px(4)), width,
                       size=14, max_lines=screen.mode_help_lines)
    count = screen.count_rect
    screen.label(surface, t("setup.seats"), (left.left, count.centery), anchor="midleft", width=label_w)
    screen.label(surface, str(len(p.seats)), count.center, anchor="center", size=22, colour=theme.GOLD_LIGHT,
               bold=True)
    screen.label(surface, t("setup.seat_limits", low=p.variant.min_players, high=p.variant.ui_max_players),
               (screen.control("count+").rect.right + screen.px(14), count.centery), anchor="midleft", size=14,
               colour=theme.MUTED)
    draw_stakes(screen, surface, label_w)
    draw_seats(screen, surface)
    draw_rules(screen, surface)
    problem = p.problem()
    if problem is not None:
        screen.label(surface, problem, (screen.frame.left + screen.px(28), screen.bar.buttons[0].rect.centery),
                   anchor="midleft", colour=theme.BAD, size=16,
                   width=screen.bar.buttons[0].rect.left - screen.frame.left - screen.px(48))


def draw_stakes(screen: TableSetup, surface: pygame.Surface, label_w: int) -> None:
    p, y = screen.plan, screen.stakes_top
    if not p.uses_chips:
        screen.label(surface, t("setup.points_game", game=p.variant.title), (screen.left.left, y), size=15,
                   colour=theme.MUTED, width=screen.left.width)
        return
    screen.label(surface, t("setup.stakes"), (screen.left.left, screen.control("amount.stake").rect.centery),
               anchor="midleft", width=label_w)
    for name in p.amount_fields:
        field = screen.control(f"amount.{name}").rect
        screen.label(surface, t(f"setup.{name}"), (field.left, y), size=14, colour=theme.MUTED, width=field.width)
    if not p.variant.bets:  # what the stake means where nobody bets
        field = screen.control("amount.stake").rect
        screen.label(surface, t("setup.per_point"), (field.right + screen.px(12), field.centery), anchor="midleft",
                   size=14, colour=theme.MUTED, width=screen.left.right - field.right - screen.px(12))


def draw_seats(screen: TableSetup, surface: pygame.Surface) -> None:
    if not screen.seat_rows:
        return
    heading = screen.label(surface, t("setup.who"), (screen.left.left, screen.seats_top + screen.px(20)),
                         anchor="midleft", colour=theme.GOLD_LIGHT, bold=True)
    if screen.plan.has_banker:
        banker = screen.control("banker").rect
        role = f"setup.banker.{screen.plan.variant.key}"
        screen.label(surface, t(role if has(role) else "setup.banker"), (banker.left - screen.px(10), banker.centery),
                   anchor="midright", width=banker.left - heading.right - screen.px(24))
    for i, seat in enumerate(screen.plan.seats):
        face = screen.control(f"seat.{i}.portrait").rect
        if seat.avatar is not None:
            surface.blit(assets.avatar(seat.avatar, face.width), face)
        # the seat's number on a small tag at the portrait's foot (the banker list names seats by it)
        human = seat.level == HUMAN
        number = theme.text(str(i + 1), max(11, screen.px(13)), theme.GOLD_LIGHT if human else theme.CREAM,
                            bold=True, shadow=False)
        tag = number.get_rect().inflate(screen.px(6), 0)
        tag.width = max(tag.width, tag.height)
        tag.bottomleft = (face.left, face.bottom + screen.px(2))
        pygame.draw.rect(surface, theme.LACQUER_DARK, tag, border_radius=tag.height // 2)
        pygame.draw.rect(surface, theme.GOLD_LIGHT if human else theme.GOLD, tag, width=1,
                         border_radius=tag.height // 2)
        surface.blit(number, number.get_rect(center=tag.center))


def draw_rules(screen: TableSetup, surface: pygame.Surface) -> None:
    r = screen.right
    screen.label(surface, t("setup.rules"), (r.left, r.top + screen.px(16)), anchor="midleft", size=20,
               colour=theme.GOLD_LIGHT, bold=True, width=screen.px(140))
    if screen.plan.preset_name() is None:
        screen.label(surface, t("setup.preset.custom"), screen.custom_tag.topleft, size=13, colour=theme.GOLD,
                   width=screen.custom_tag.width)
    for name, y in screen.headings:  # "Cược phụ — biên giới và ké cửa: …"
        head = screen.label(surface, screen.rules.section_name(name), (r.left, y), size=16, colour=theme.GOLD,
                            bold=True)
        if screen.rules.help_beside(name):
            screen.label(surface, "— " + screen.rules.section_help(name), (head.right + screen.px(8), head.centery),
                       anchor="midleft", size=14, colour=theme.MUTED, width=r.right - head.right - screen.px(8))
        else:
            screen.label(surface, "— " + screen.rules.section_help(name), (r.left, head.bottom), size=14,
                       colour=theme.MUTED, width=r.width)
    size = max(12, screen.px(15))
    for row in screen.option_rows:
        colour = theme.CREAM if row.applies else theme.MUTED
        screen.label(surface, t(f"opt.{screen.plan.variant.key}.{row.opt.key}"), (row.label.left, row.label.centery),
                   anchor="midleft", bold=True, colour=colour, width=row.label.width)
        lines = theme.wrap(row.help, size, r.width) if row.help else []
        if len(lines) > row.lines:  # the column ends first: cut, never shrunk (the layout-fit test sees it)
            fit.note(TextBox(row.help, r.width * row.lines, theme.font(size).size(row.help)[0]))
            lines = [*lines[:row.lines - 1], theme.cut(" ".join(lines[row.lines - 1:]), size, r.width)] \
                if row.lines else []
        y = row.help_top
        for line in lines:
            screen.label(surface, line, (r.left, y), size=15, colour=theme.MUTED, width=r.width)
            y += theme.font(size).get_linesize()
