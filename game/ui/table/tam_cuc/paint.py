"""Painting the Tam Cúc table: the mat's binding, piles, trick rows, plates, hands, hints and
the deal's result.  Reads the scene; changes nothing."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import t
from game.ui import assets, theme
from game.ui.table.scene import signed
from game.ui.table.tam_cuc.art import draw_piece, fitted, heap, mat_strips, pill, tray
from game.ui.table.tam_cuc.geometry import SeatGeo
from game.ui.table.tam_cuc.logic import call_text
from game.ui.widgets import panel
from game.variants.tam_cuc.view import TamCucView

if TYPE_CHECKING:
    from game.ui.table.tam_cuc.scene import TamCucTableScene


def paint_table(scene: TamCucTableScene, surface: pygame.Surface) -> None:
    view = scene.tam_view()
    _binding(scene, surface)
    _middle(scene, surface, view)
    model = scene.model
    for spot in scene.geo.seats:
        _won(scene, surface, spot)
        for sp in model.trick[spot.seat]:
            if sp not in model.flying:
                draw_piece(surface, sp)
    for spot in scene.geo.seats:
        _plate(scene, surface, spot, view)
    for spot in sorted(scene.geo.seats, key=lambda s: s.side == "bottom"):
        _hand(scene, surface, spot)
    for sp in model.flying:
        draw_piece(surface, sp)
    _hints(scene, surface)


def _binding(scene: TamCucTableScene, surface: pygame.Surface) -> None:
    felt = scene.layout.felt
    for strip, at in mat_strips(scene.layout.size, (felt.x, felt.y, felt.w, felt.h), scene.geo.sizes.band,
                                scene.texture):
        surface.blit(strip, at)


def _middle(scene: TamCucTableScene, surface: pygame.Surface, view: TamCucView | None) -> None:
    geo, model = scene.geo, scene.model
    sc = geo.scale
    left = model.deck - sum(len(h) for h in scene.hands.values())
    if scene.dealing and left > 0:
        heap(surface, left, scene.layout.deck, geo.sizes.trick, messy=False)
    if model.rac:
        heap(surface, model.rac, geo.rac, geo.sizes.mini, messy=True)
        pill(surface, t("tcui.rac", count=model.rac), round(14 * sc), geo.rac_label())
    if scene.reveal_turn() is not None:
        target = geo.rac_rect()
        radius = round(12 * sc)
        surface.blit(tray(target.size, radius), target.topleft)
        glow = theme.GOLD_LIGHT if scene.drag is not None else theme.GOLD
        pygame.draw.rect(surface, glow, target, width=3 if scene.drag is not None else 1, border_radius=radius)
        pill(surface, t("tcui.hint.drag"), round(14 * sc), (target.centerx, target.top - round(12 * sc)),
             paper=theme.GOLD_LIGHT)
    if scene.hints_in_middle():
        return
    status = _status(scene, view)
    if status:
        pill(surface, status, round(16 * sc), geo.middle, ink=theme.CREAM, paper=theme.LACQUER_DARK,
             max_width=round(420 * sc))


def _status(scene: TamCucTableScene, view: TamCucView | None) -> str:
    model = scene.model
    if model.count_mark is not None:
        return t("tcui.cai_draw")
    if view is None or scene.dealing or view.phase in ("over", "declare"):
        return ""
    head = t("tc.seat.first_trick") if model.trick_no == 0 else t("tcui.trick", n=model.trick_no + 1)
    if model.call is None:
        return head
    leader, count = model.call
    return f"{head} · {t('tcui.called', name=scene.seat_name(leader), call=call_text(count))}"


def _won(scene: TamCucTableScene, surface: pygame.Surface, spot: SeatGeo) -> None:
    model = scene.model
    if model.pile[spot.seat]:
        heap(surface, model.pile[spot.seat], spot.pile, scene.geo.sizes.mini, messy=False)
    for sp in model.shown[spot.seat]:
        if sp not in model.flying:
            draw_piece(surface, sp)
    if spot.seat in model.chui:
        row = spot.trick_rect(1, scene.geo.sizes)
        pill(surface, t("tc.seat.chui"), round(15 * scene.geo.scale), row.center, paper=theme.MUTED)


def _plate(scene: TamCucTableScene, surface: pygame.Surface, spot: SeatGeo, view: TamCucView | None) -> None:
    sc = scene.geo.scale
    r = spot.plate
    acting = scene.acting_seat() == spot.seat
    thinking = scene.controller.thinking() == spot.seat
    plate = assets.nine_slice("plate_active" if acting else "plate", r.size, border=round(14 * sc))
    surface.blit(plate, r.topleft)
    mark = scene.model.count_mark
    if thinking or (mark is not None and mark[0] == spot.seat):
        glow = 0.5 + 0.5 * math.sin(scene.pulse * 6)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, r.inflate(6, 6), width=max(2, round(2 + 2 * glow)),
                         border_radius=round(14 * sc))
    pad = round(10 * sc)
    room = r.width - 2 * pad - round(44 * sc)
    name = fitted(scene.seat_name(spot.seat), round(17 * sc), room, theme.CREAM, True, True)
    surface.blit(name, (r.left + pad, r.top + round(4 * sc)))
    if view is not None and view.cai == spot.seat and not scene.dealing:
        badge = theme.text(t("tcui.badge.cai"), round(13 * sc), theme.INK, bold=True, shadow=False)
        br = badge.get_rect(topright=(r.right - round(8 * sc), r.top + round(7 * sc))).inflate(10, 4)
        pygame.draw.rect(surface, theme.GOLD, br, border_radius=br.height // 2)
        surface.blit(badge, badge.get_rect(center=br.center))
    cay = theme.text(t("tc.seat.cay", count=scene.model.cay[spot.seat]), round(18 * sc), theme.GOLD_LIGHT,
                     bold=True)
    surface.blit(cay, (r.left + pad, r.bottom - cay.get_height() - round(3 * sc)))
    score = scene.match.score[spot.seat]
    color = theme.GOOD if score > 0 else theme.BAD if score < 0 else theme.CREAM
    pts = theme.text(t("tcui.score", score=signed(score)), round(15 * sc), color)
    surface.blit(pts, pts.get_rect(bottomright=(r.right - pad, r.bottom - round(5 * sc))))
    if mark is not None and mark[0] == spot.seat:
        above = (r.centerx, r.top - round(16 * sc)) if spot.side != "top" else (r.centerx, r.bottom + round(16 * sc))
        pill(surface, mark[1], round(18 * sc), above, paper=theme.GOLD_LIGHT)


def _hand(scene: TamCucTableScene, surface: pygame.Surface, spot: SeatGeo) -> None:
    model = scene.model
    hand = scene.hands[spot.seat]
    own = spot.side == "bottom"
    for i, sp in enumerate(hand):
        if sp in model.flying:
            continue
        draw_piece(surface, sp, focus=own and i == scene.focus)


def _hints(scene: TamCucTableScene, surface: pygame.Surface) -> None:
    lines = scene.hint_lines()
    if not lines:
        return
    geo = scene.geo
    sc = geo.scale
    bottom = geo.seat(scene.bottom_seat())
    size = round(16 * sc)
    step = size + round(14 * sc)
    if scene.hints_in_middle():
        y = geo.middle[1]
    else:  # over the viewer's empty trick row, right above the hand being chosen from
        y = bottom.trick[1] - step * (len(lines) - 1) // 2
    for text, ok in lines:
        paper = (236, 226, 196) if ok else (246, 214, 200)
        ink = theme.INK if ok else theme.LACQUER_DARK
        pill(surface, text, size, (geo.middle[0], y), ink=ink, paper=paper, max_width=round(620 * sc))
        y += step


# --- the deal's result ------------------------------------------------------------------------------
def paint_results(scene: TamCucTableScene, surface: pygame.Surface) -> None:
    results = scene.results
    if not results:
        return
    summary: dict[str, Any] = results["summary"]
    deltas: list[int] = results["deltas"]
    sc = scene.geo.scale
    n = scene.match.n_seats
    size = round(17 * sc)
    row_h = size + round(12 * sc)
    width = min(scene.layout.size[0] - 40, round(620 * sc))
    outcome = theme.wrap(scene.outcome_text(summary), round(17 * sc), width - round(40 * sc))
    height = round(64 * sc) + len(outcome) * row_h + row_h * (n + 1) + round(14 * sc)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = scene.geo.middle[0], scene.layout.felt.centery - round(20 * sc)
    panel(surface, rect, alpha=238)
    head = theme.text(t("ui.results"), round(22 * sc), theme.GOLD_LIGHT, bold=True)
    surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.top + round(10 * sc))))
    y = rect.top + round(48 * sc)
    for line in outcome:
        img = theme.text(line, round(17 * sc), theme.CREAM)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += row_h
    cols = (0.07, 0.16, 0.55, 0.72, 0.88)
    heads = ("tcui.col.rank", "tcui.col.name", "tcui.col.cay", "tcui.col.deal", "tcui.col.total")
    y += round(4 * sc)
    for frac, key in zip(cols, heads):
        img = theme.text(t(key), round(15 * sc), theme.MUTED, bold=True)
        _cell(surface, img, rect, frac, y, left=key == "tcui.col.name")
    y += row_h
    cay: list[int] = summary.get("cay", [0] * n)
    ranks: list[int] = summary.get("standings", [1] * n)
    for s in sorted(range(n), key=lambda s: (ranks[s], s)):
        d = deltas[s]
        total = scene.match.score[s]
        cells = (
            (str(ranks[s]), theme.GOLD_LIGHT),
            (scene.seat_name(s), theme.CREAM),
            (str(cay[s]), theme.CREAM),
            (signed(d), theme.GOOD if d > 0 else theme.BAD if d < 0 else theme.CREAM),
            (signed(total), theme.GOOD if total > 0 else theme.BAD if total < 0 else theme.CREAM),
        )
        for i, (frac, (value, color)) in enumerate(zip(cols, cells)):
            img = theme.fit_text(value, size, round(width * 0.36), color=color, bold=i != 1)
            _cell(surface, img, rect, frac, y, left=i == 1)
        y += row_h


def _cell(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, frac: float, y: int, *, left: bool) -> None:
    x = rect.left + round(rect.width * frac)
    if left:
        surface.blit(img, (x, y))
    else:
        surface.blit(img, img.get_rect(midtop=(x, y)))
