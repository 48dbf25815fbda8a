"""Painting the Tam Cúc table: the mat's binding, piles, trick rows, plates, hands, hints, the
đi đêm offer and wish palette.  Reads the shown table, the picture and the player's input
through the :class:`~game.ui.table.tam_cuc.stage.Mat` interface; changes nothing (the deal's
result panel is :mod:`~game.ui.table.tam_cuc.results`)."""

from __future__ import annotations

import math

import pygame

from game.i18n import number, signed, t
from game.shown.tam_cuc import call_text
from game.ui import assets, pen, theme
from game.ui.table.plates import Line, Turn, draw_plate
from game.ui.table.tam_cuc import night
from game.ui.table.tam_cuc.art import draw_piece, heap, mat_strips, pill, tray
from game.ui.table.tam_cuc.geometry import SeatGeo
from game.ui.table.tam_cuc.stage import Mat
from game.ui.widgets import panel
from game.variants.tam_cuc.story import in_sentence
from game.variants.tam_cuc.view import TamCucView

TEXTURE = "chieu"


def paint_table(scene: Mat, surface: pygame.Surface) -> None:
    view = scene.mat.view if isinstance(scene.mat.view, TamCucView) else None
    _binding(scene, surface)
    _middle(scene, surface, view)
    model = scene.picture
    for spot in scene.geo.seats:
        _won(scene, surface, spot)
        for sp in model.trick[spot.seat]:
            if sp not in model.flying:
                draw_piece(surface, sp)
    for sp in model.offer:
        if sp not in model.flying:
            draw_piece(surface, sp)
    _offer_terms(scene, surface, view)
    _drop_zones(scene, surface)
    for spot in scene.geo.seats:
        _plate(scene, surface, spot, view)
    for spot in sorted(scene.geo.seats, key=lambda s: s.side == "bottom"):
        _hand(scene, surface, spot)
    for sp in model.flying:
        draw_piece(surface, sp)
    _palette(scene, surface)
    _hints(scene, surface)


def _binding(scene: Mat, surface: pygame.Surface) -> None:
    felt = scene.layout.felt
    for strip, at in mat_strips(scene.layout.size, (felt.x, felt.y, felt.w, felt.h), scene.geo.sizes.band,
                                TEXTURE):
        surface.blit(strip, at)


def _middle(scene: Mat, surface: pygame.Surface, view: TamCucView | None) -> None:
    geo, model, shown = scene.geo, scene.picture, scene.mat
    sc = geo.scale
    if model.dealing and model.deck > 0:
        heap(surface, model.deck, scene.layout.deck, geo.sizes.trick, messy=False)
    rac = shown.rac
    if rac and not shown.over:  # once the deal is over its discard is nobody's business
        heap(surface, rac, geo.rac, geo.sizes.mini, messy=True)
        pill(surface, t("tcui.rac", count=rac), round(14 * sc), geo.rac_label())
    if scene.reveal_turn() is not None:
        target = geo.rac_rect()
        radius = round(12 * sc)
        surface.blit(tray(target.size, radius), target.topleft)
        dragging = scene.dragging() is not None
        glow = theme.GOLD_LIGHT if dragging else theme.GOLD
        pen.rect(surface, glow, target, width=3 if dragging else 1, border_radius=radius)
        size = round(14 * sc)  # the pill stands clear above the tray's frame (art.pill's height)
        half = (theme.font(size, True).get_height() + max(4, size // 3)) // 2
        pill(surface, t("tcui.hint.drag"), size, (target.centerx, target.top - half - round(5 * sc)),
             paper=theme.GOLD_LIGHT)
    if scene.hints_in_middle():
        return
    status = _status(scene, view)
    if status:
        pill(surface, status, round(16 * sc), geo.middle, ink=theme.CREAM, paper=theme.LACQUER_DARK,
             max_width=round(420 * sc))


def _status(scene: Mat, view: TamCucView | None) -> str:
    shown = scene.mat
    if scene.picture.count_mark is not None:
        return t("tcui.cai_draw")
    if view is None or scene.picture.dealing or shown.over or view.phase in ("over", "declare"):
        return ""
    if view.phase == "di-dem":
        return t("tc.deal-phase.di-dem")
    head = t("tc.seat.first_trick") if shown.trick_no == 0 else t("tcui.trick", n=shown.trick_no + 1)
    if shown.call is None:
        return head
    leader, count = shown.call
    return f"{head} · {t('tcui.called', name=scene.seat_name(leader), call=in_sentence(call_text(count)))}"


def _won(scene: Mat, surface: pygame.Surface, spot: SeatGeo) -> None:
    model, shown = scene.picture, scene.mat
    if shown.pile[spot.seat]:
        heap(surface, shown.pile[spot.seat], spot.pile, scene.geo.sizes.mini, messy=False)
    for sp in model.shown[spot.seat]:
        if sp not in model.flying:
            draw_piece(surface, sp)
    if spot.seat in shown.chui:
        row = spot.trick_rect(1, scene.geo.sizes)
        pill(surface, t("tc.seat.chui"), round(15 * scene.geo.scale), row.center, paper=theme.MUTED)


def _plate(scene: Mat, surface: pygame.Surface, spot: SeatGeo, view: TamCucView | None) -> None:
    """The shared plate (portrait, name, the trees taken, the chips or the score); the cái's
    badge; a glow for the seat to act or counting its trees."""
    sc = scene.geo.scale
    r = spot.plate
    mark = scene.picture.count_mark
    counting = mark is not None and mark[0] == spot.seat
    turn = scene.turn_of(spot.seat, scene.acting_seat() == spot.seat or scene.thinking() == spot.seat)
    if turn is None and counting:
        turn = Turn(0.5 + 0.5 * math.sin(scene.pulse * 6))
    if scene.plays_for_chips():  # the chips, as on the card tables (the score in points is in the results)
        right = Line(number(scene.plate_chips(spot.seat)), round(18 * sc), theme.CREAM)
    else:
        score = scene.mat.score[spot.seat]
        right = Line(t("tcui.score", score=signed(score)), round(15 * sc), theme.amount_color(score), False,
                     short=signed(score))
    cai = scene.mat.cai == spot.seat and not scene.picture.dealing
    draw_plate(surface, r, name=scene.seat_name(spot.seat), name_px=round(17 * sc),
               left=Line(t("tc.seat.cay", count=scene.mat.cay[spot.seat]), round(18 * sc)), right=right,
               role=t("tcui.badge.cai") if cai else None, role_px=round(13 * sc), avatar=scene.avatar(spot.seat),
               turn=turn, scale=sc)
    _change(scene, surface, spot)
    if counting and mark is not None:
        above = (r.centerx, r.top - round(16 * sc)) if spot.side != "top" else (r.centerx, r.bottom + round(16 * sc))
        pill(surface, mark[1], round(18 * sc), above, paper=theme.GOLD_LIGHT)


def _hand(scene: Mat, surface: pygame.Surface, spot: SeatGeo) -> None:
    model = scene.picture
    hand = scene.hands[spot.seat]
    own = spot.side == "bottom"
    for i, sp in enumerate(hand):
        if sp in model.flying:
            continue
        draw_piece(surface, sp, focus=own and i == scene.focus)


def _hints(scene: Mat, surface: pygame.Surface) -> None:
    """The hints, wrapped to stay between the side seats' rows: over the viewer's empty trick
    row, or rising from the middle when that row is full (a reveal, an offer to answer)."""
    lines = scene.hint_lines()
    if not lines:
        return
    geo = scene.geo
    sc = geo.scale
    size = round(16 * sc)
    rows = [(row, ok) for text, ok in lines for row in theme.wrapped(text, size, geo.hint_width - size, bold=True)]
    step = round(30 * sc)
    if scene.hints_in_middle():
        y = geo.middle[1] - step * (len(rows) - 1)
    else:
        y = geo.hint_area(len(rows)).top + step // 2
    for text, ok in rows:
        paper = (236, 226, 196) if ok else (246, 214, 200)
        ink = theme.INK if ok else theme.LACQUER_DARK
        pill(surface, text, size, (geo.middle[0], y), ink=ink, paper=paper, max_width=geo.hint_width - size)
        y += step


def _change(scene: Mat, surface: pygame.Surface, spot: SeatGeo) -> None:
    """After the deal: the seat's change (chips at a table that plays for chips, else points)
    beside the plate, on the side facing the middle of the mat."""
    shown = scene.mat
    if shown.scored is None or not shown.over or scene.animator.busy:
        return
    d = shown.seats[spot.seat].delta if scene.plays_for_chips() else shown.scored.deltas[spot.seat]
    d = int(d or 0)
    sc = scene.geo.scale
    img = theme.text(signed(d), round(18 * sc), theme.amount_color(d), bold=True, shadow=False)
    box = img.get_rect().inflate(round(14 * sc), round(4 * sc))
    r, gap = spot.plate, round(4 * sc)
    if spot.side == "top":
        box.midtop = (r.centerx, r.bottom + gap)
    elif spot.side == "left":
        box.midleft = (r.right + gap, r.centery)
    elif spot.side == "right":
        box.midright = (r.left - gap, r.centery)
    else:
        box.midbottom = (r.centerx, r.top - gap)
    pen.rect(surface, theme.LACQUER_DARK, box, border_radius=box.height // 2)
    pen.rect(surface, theme.GOLD, box, width=1, border_radius=box.height // 2)
    surface.blit(img, img.get_rect(center=box.center))


# --- đi đêm -----------------------------------------------------------------------------------------
def _offer_terms(scene: Mat, surface: pygame.Surface, view: TamCucView | None) -> None:
    """Beside the offered pieces, for the two seats concerned only: the piece wished for."""
    offer = view.di_dem_offer if view is not None else None
    model = scene.picture
    if offer is None or not model.offer or view is None or view.seat not in (offer.proposer, offer.target):
        return
    spot, sizes = scene.geo.seat(offer.target), scene.geo.sizes
    row = spot.trick_rect(len(model.offer), sizes)
    text = t("tc.didem.wish", piece=t(f"tc.piece.{offer.wish}")) if offer.wish else t("tc.didem.no_wish")
    sc = scene.geo.scale
    img = theme.fitted(text, round(15 * sc), 10_000, theme.INK, True)
    gap = round(14 * sc) + img.get_width() // 2
    at = {"top": (row.right + gap, row.centery), "bottom": (row.centerx, row.top - round(16 * sc))}.get(
        spot.side, (row.centerx, row.bottom + round(16 * sc)))  # beside the row, clear of the status line
    pill(surface, text, round(15 * sc), at, paper=theme.GOLD_LIGHT)


def _drop_zones(scene: Mat, surface: pygame.Surface) -> None:
    """While pieces are dragged to đi đêm, or a seat is to be picked: the seats that may take them."""
    offering = scene.dragging() == "offer" or scene.draft.step == night.SEAT
    if not offering:
        return
    sc = scene.geo.scale
    glow = 0.5 + 0.5 * math.sin(scene.pulse * 5)
    for seat in scene.partners():
        spot = scene.geo.seat(seat)
        zone = spot.zone(len(scene.hands[seat]), scene.geo.sizes).inflate(round(10 * sc), round(10 * sc))
        surface.blit(tray(zone.size, round(12 * sc)), zone.topleft)
        pen.rect(surface, theme.GOLD_LIGHT, zone, width=max(2, round(2 + glow)), border_radius=round(12 * sc))


def _palette(scene: Mat, surface: pygame.Surface) -> None:
    """The wish palette: "no piece" first, then every piece that could come back."""
    if scene.draft.step != night.WISH or scene.draft.target is None:
        return
    wishes = scene.wishes()
    box, cells = scene.geo.palette(len(wishes) + 1)
    sc = scene.geo.scale
    panel(surface, box, alpha=255)
    title = theme.fitted(t("tcui.didem.wish", name=scene.seat_name(scene.draft.target)), round(16 * sc),
                   box.width - round(20 * sc), theme.GOLD_LIGHT, True)
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + round(10 * sc))))
    for i, cell in enumerate(cells):
        lit = i in (scene.draft.hover, scene.draft.focus)
        if i == 0:
            pen.rect(surface, theme.LACQUER if lit else theme.LACQUER_DARK, cell, border_radius=round(6 * sc))
            pen.rect(surface, theme.GOLD, cell, width=1, border_radius=round(6 * sc))
            none = theme.fitted(t("tcui.didem.none"), round(13 * sc), cell.height, theme.CREAM, True)
            none = pygame.transform.rotate(none, 90)
            surface.blit(none, none.get_rect(center=cell.center))
        else:
            surface.blit(assets.piece_face(wishes[i - 1], cell.width), cell.topleft)
        if lit:
            pen.rect(surface, theme.FOCUS, cell.inflate(6, 6), width=2, border_radius=round(6 * sc))
