"""Painting the Tam Cúc table: the mat's binding, piles, trick rows, plates, hands, hints, the
đi đêm offer and wish palette.  Reads the shown table, the picture and the player's input
through the Tam Cúc painter (:class:`Painted`); changes nothing (the deal's result panel is
:mod:`~game.ui.table.tam_cuc.results`)."""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from game.engine.pieces import Piece
from game.i18n import number, signed, t
from game.shown.tam_cuc import TamCucTable, call_text
from game.ui import assets, pen, theme
from game.ui.table.plates import Line, Turn, draw_plate
from game.ui.table.stage import Sight
from game.ui.table.stamps import stamp, stamp_place
from game.ui.table.tam_cuc import night
from game.ui.table.tam_cuc.art import draw_piece, heap, mat_strips, pill, tray
from game.ui.table.tam_cuc.geometry import SeatGeo
from game.ui.table.tam_cuc.mat import TamCucMat
from game.ui.table.tam_cuc.selection import Selection
from game.ui.table.text import MIN_TEXT
from game.ui.widgets import panel
from game.variants.tam_cuc.story import in_sentence
from game.variants.tam_cuc.view import TamCucView

TEXTURE = "chieu"
Hint = tuple[str, bool]  # a hint: its text, and False when it says why something will not work


class Choosing(Protocol):
    """What the Tam Cúc painter reads of its controls: the viewer's input state."""

    selection: Selection
    pulse: float  # a glow's clock

    def dragging(self) -> str | None:
        """What is being dragged: "chui" (the viewer's row), "offer" (đi đêm pieces), or None."""

    def partners(self) -> list[int]:
        """The seats the picked pieces may be offered to now (đi đêm)."""

    def wishes(self) -> list[Piece]:
        """The pieces the viewer may wish for from the seat the offer goes to."""


class Painted(Protocol):
    """What painting the mat reads: the Tam Cúc painter (:mod:`~game.ui.table.tam_cuc.painter`)."""

    sight: Sight
    places: TamCucMat
    choosing: Choosing

    @property
    def mat(self) -> TamCucTable: ...

    def hint_lines(self) -> list[Hint]: ...

    def hints_in_middle(self) -> bool: ...

    def acting_seat(self) -> int | None: ...


def paint_table(p: Painted, surface: pygame.Surface) -> None:
    view = p.mat.view if isinstance(p.mat.view, TamCucView) else None
    _binding(p, surface)
    _middle(p, surface, view)
    model = p.places.mat
    for spot in p.places.geo.seats:
        _won(p, surface, spot)
        for sp in model.trick[spot.seat]:
            if sp not in model.flying:
                draw_piece(surface, sp)
    for sp in model.offer:
        if sp not in model.flying:
            draw_piece(surface, sp)
    _offer_terms(p, surface, view)
    _drop_zones(p, surface)
    for spot in p.places.geo.seats:
        _plate(p, surface, spot, view)
    for spot in sorted(p.places.geo.seats, key=lambda s: s.side == "bottom"):
        _hand(p, surface, spot)
    for sp in model.flying:
        draw_piece(surface, sp)
    _palette(p, surface)
    _hints(p, surface)


def _binding(p: Painted, surface: pygame.Surface) -> None:
    felt = p.places.layout.felt
    for strip, at in mat_strips(p.places.layout.size, (felt.x, felt.y, felt.w, felt.h), p.places.geo.sizes.band,
                                TEXTURE):
        surface.blit(strip, at)


def _middle(p: Painted, surface: pygame.Surface, view: TamCucView | None) -> None:
    geo, model, shown = p.places.geo, p.places.mat, p.mat
    sc = geo.scale
    if model.dealing and model.deck > 0:
        heap(surface, model.deck, p.places.layout.deck, geo.sizes.trick, messy=False)
    rac = shown.rac
    if rac and not shown.over:  # once the deal is over its discard is nobody's business
        heap(surface, rac, geo.rac, geo.sizes.mini, messy=True)
        pill(surface, t("tcui.rac", count=rac), round(14 * sc), geo.rac_label())
    if p.choosing.selection.phase.reveal_turn() is not None:
        target = geo.rac_rect()
        radius = round(12 * sc)
        surface.blit(tray(target.size, radius), target.topleft)
        dragging = p.choosing.dragging() is not None
        glow = theme.GOLD_LIGHT if dragging else theme.GOLD
        pen.rect(surface, glow, target, width=3 if dragging else 1, border_radius=radius)
        size = round(14 * sc)  # the pill stands clear above the tray's frame (art.pill's height)
        half = (theme.font(size, True).get_height() + max(4, size // 3)) // 2
        pill(surface, t("tcui.hint.drag"), size, (target.centerx, target.top - half - round(5 * sc)),
             paper=theme.GOLD_LIGHT, within=p.places.layout.felt.inflate(-2 * geo.sizes.band, -2 * geo.sizes.band))
    if p.hints_in_middle():
        return
    status = _status(p, view)
    if status:
        pill(surface, status, round(16 * sc), geo.middle, ink=theme.CREAM, paper=theme.LACQUER_DARK,
             max_width=round(420 * sc))


def _status(p: Painted, view: TamCucView | None) -> str:
    shown = p.mat
    if p.places.mat.count_mark is not None:
        return t("tcui.cai_draw")
    if view is None or p.places.mat.dealing or shown.over or view.phase in ("over", "declare"):
        return ""
    if view.phase == "di-dem":
        return t("tc.deal-phase.di-dem")
    head = t("tc.seat.first_trick") if shown.trick_no == 0 else t("tcui.trick", n=shown.trick_no + 1)
    if shown.call is None:
        return head
    leader, count = shown.call
    return f"{head} · {t('tcui.called', name=p.mat.name(leader), call=in_sentence(call_text(count)))}"


def _won(p: Painted, surface: pygame.Surface, spot: SeatGeo) -> None:
    model, shown = p.places.mat, p.mat
    if shown.pile[spot.seat]:
        heap(surface, shown.pile[spot.seat], spot.pile, p.places.geo.sizes.mini, messy=False)
    for sp in model.shown[spot.seat]:
        if sp not in model.flying:
            draw_piece(surface, sp)
    if spot.seat in shown.chui:
        row = spot.trick_rect(1, p.places.geo.sizes)
        pill(surface, t("tc.seat.chui"), round(15 * p.places.geo.scale), row.center, paper=theme.MUTED)


def _plate(p: Painted, surface: pygame.Surface, spot: SeatGeo, view: TamCucView | None) -> None:
    """The shared plate (portrait, name, the trees taken, the chips or the score); the cái's
    badge; a glow for the seat to act or counting its trees."""
    sc = p.places.geo.scale
    r = spot.plate
    mark = p.places.mat.count_mark
    counting = mark is not None and mark[0] == spot.seat
    turn = p.sight.turn_of(spot.seat, p.acting_seat() == spot.seat or p.sight.thinking() == spot.seat)
    if turn is None and counting:
        turn = Turn(0.5 + 0.5 * math.sin(p.choosing.pulse * 6))
    if p.places.for_chips:  # the chips, as on the card tables (the score in points is in the results)
        right = Line(number(p.sight.picture.plate_chips(p.mat, spot.seat)), round(18 * sc), theme.CREAM)
    else:
        score = p.mat.score[spot.seat]
        right = Line(t("tcui.score", score=signed(score)), round(15 * sc), theme.amount_color(score), False,
                     short=signed(score))
    cai = p.mat.cai == spot.seat and not p.places.mat.dealing
    drawn = draw_plate(surface, r, name=p.mat.name(spot.seat), name_px=round(17 * sc),
               left=Line(t("tc.seat.cay", count=p.mat.cay[spot.seat]), round(18 * sc)), right=right,
               role=t("tcui.badge.cai") if cai else None, role_px=max(MIN_TEXT, round(13 * sc)),
               avatar=p.sight.avatar(spot.seat), turn=turn, scale=sc,
               keep=_badge_keep(p, spot), within=p.places.layout.felt)
    _change(p, surface, spot, drawn.get("pill"))
    if counting and mark is not None:
        above = (r.centerx, r.top - round(16 * sc)) if spot.side != "top" else (r.centerx, r.bottom + round(16 * sc))
        pill(surface, mark[1], round(18 * sc), above, paper=theme.GOLD_LIGHT)


def _hand(p: Painted, surface: pygame.Surface, spot: SeatGeo) -> None:
    model = p.places.mat
    hand = p.sight.picture.hands[spot.seat]
    own = spot.side == "bottom"
    for i, sp in enumerate(hand):
        if sp in model.flying:
            continue
        draw_piece(surface, sp, focus=own and i == p.choosing.selection.focus)


def _hints(p: Painted, surface: pygame.Surface) -> None:
    """The hints, wrapped to stay between the side seats' rows: over the viewer's empty trick
    row, or rising from the middle when that row is full (a reveal, an offer to answer)."""
    lines = p.hint_lines()
    if not lines:
        return
    geo = p.places.geo
    sc = geo.scale
    size = round(16 * sc)
    rows = [(row, ok) for text, ok in lines for row in theme.wrapped(text, size, geo.hint_width - size, bold=True)]
    step = round(30 * sc)
    if p.hints_in_middle():
        y = geo.middle[1] - step * (len(rows) - 1)
    else:
        y = geo.hint_area(len(rows)).top + step // 2
    for text, ok in rows:
        paper = (236, 226, 196) if ok else (246, 214, 200)
        ink = theme.INK if ok else theme.LACQUER_DARK
        pill(surface, text, size, (geo.middle[0], y), ink=ink, paper=paper, max_width=geo.hint_width - size)
        y += step


def _badge_keep(p: Painted, spot: SeatGeo) -> list[pygame.Rect]:
    """What the cái's badge by the plate keeps clear of: the seat's hand and trick row, and
    its change after the deal, and the log."""
    change = change_box(p, spot)
    return [spot.hand_rect(p.mat.hand_size), spot.trick_rect(2, p.places.geo.sizes), *(change[1:2] if change else ()),
            p.places.geo.log, p.places.layout.log]


def _change(p: Painted, surface: pygame.Surface, spot: SeatGeo, badge: pygame.Rect | None) -> None:
    """After the deal: the seat's change (chips at a table that plays for chips, else points)
    beside the plate, on the side facing the middle of the mat; the outcome's stamp off the
    plate's ``badge``."""
    change = change_box(p, spot)
    if change is None:
        return
    img, box, d = change
    r, sc = spot.plate, p.places.geo.scale
    pen.rect(surface, theme.LACQUER_DARK, box, border_radius=box.height // 2)
    pen.rect(surface, theme.GOLD, box, width=1, border_radius=box.height // 2)
    surface.blit(img, img.get_rect(center=box.center))
    seal = stamp(d, max(12, round(14 * sc)))  # the outcome's word on the portrait, as on the card tables
    hands = [sp.rect(assets.PIECE_RATIO) for hand in p.sight.picture.hands.values() for sp in hand]
    lay = p.places.layout
    surface.blit(seal, stamp_place(r, seal.get_size(), lay.felt, [box, lay.log, *hands, *([badge] if badge else [])]))


def change_box(p: Painted, spot: SeatGeo) -> tuple[pygame.Surface, pygame.Rect, int] | None:
    """The seat's change after the deal (:func:`_change`): its words, its box and the amount."""
    shown = p.mat
    if shown.scored is None or not shown.over or p.sight.animator.busy:
        return None
    d = shown.seats[spot.seat].delta if p.places.for_chips else shown.scored.deltas[spot.seat]
    d = int(d or 0)
    sc = p.places.geo.scale
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
    return img, box, d


# --- đi đêm -----------------------------------------------------------------------------------------
def _offer_terms(p: Painted, surface: pygame.Surface, view: TamCucView | None) -> None:
    """Beside the offered pieces, for the two seats concerned only: the piece wished for."""
    offer = view.di_dem_offer if view is not None else None
    model = p.places.mat
    if offer is None or not model.offer or view is None or view.seat not in (offer.proposer, offer.target):
        return
    spot, sizes = p.places.geo.seat(offer.target), p.places.geo.sizes
    row = spot.trick_rect(len(model.offer), sizes)
    text = t("tc.didem.wish", piece=t(f"tc.piece.{offer.wish}")) if offer.wish else t("tc.didem.no_wish")
    sc = p.places.geo.scale
    img = theme.fitted(text, round(15 * sc), 10_000, theme.INK, True)
    gap = round(14 * sc) + img.get_width() // 2
    at = {"top": (row.right + gap, row.centery), "bottom": (row.centerx, row.top - round(16 * sc))}.get(
        spot.side, (row.centerx, row.bottom + round(16 * sc)))  # beside the row, clear of the status line
    pill(surface, text, round(15 * sc), at, paper=theme.GOLD_LIGHT)


def _drop_zones(p: Painted, surface: pygame.Surface) -> None:
    """While pieces are dragged to đi đêm, or a seat is to be picked: the seats that may take them."""
    offering = p.choosing.dragging() == "offer" or p.choosing.selection.draft.step == night.SEAT
    if not offering:
        return
    sc = p.places.geo.scale
    glow = 0.5 + 0.5 * math.sin(p.choosing.pulse * 5)
    for seat in p.choosing.partners():
        spot = p.places.geo.seat(seat)
        zone = spot.zone(len(p.sight.picture.hands[seat]), p.places.geo.sizes).inflate(round(10 * sc), round(10 * sc))
        surface.blit(tray(zone.size, round(12 * sc)), zone.topleft)
        pen.rect(surface, theme.GOLD_LIGHT, zone, width=max(2, round(2 + glow)), border_radius=round(12 * sc))


def _palette(p: Painted, surface: pygame.Surface) -> None:
    """The wish palette: "no piece" first, then every piece that could come back."""
    if p.choosing.selection.draft.step != night.WISH or p.choosing.selection.draft.target is None:
        return
    wishes = p.choosing.wishes()
    box, cells = p.places.geo.palette(len(wishes) + 1)
    sc = p.places.geo.scale
    panel(surface, box, alpha=255)
    title = theme.fitted(t("tcui.didem.wish", name=p.mat.name(p.choosing.selection.draft.target)), round(16 * sc),
                   box.width - round(20 * sc), theme.GOLD_LIGHT, True)
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + round(10 * sc))))
    for i, cell in enumerate(cells):
        lit = i in (p.choosing.selection.draft.hover, p.choosing.selection.draft.focus)
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
