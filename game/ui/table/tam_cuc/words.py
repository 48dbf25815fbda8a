"""What the Tam Cúc table says over the viewer's hand: hints.

Hints name the selection and say what playing it would do: a lead that cannot win the first
trick, a piece that cannot win it ("cấm tượng ở lượt đầu"), the kết a last lead makes and
its value, an đi đêm offer and its answer — from what the table has shown the viewer (the
shown table's view and legal moves at rest), never the round.  The story of the deal (the
log) is the shown table's own (:mod:`game.shown.tam_cuc`).
"""

from __future__ import annotations

from game.engine.pieces import Piece
from game.i18n import t
from game.shown.tam_cuc import call_text, pieces_text
from game.ui.table.tam_cuc import night
from game.ui.table.tam_cuc.logic import banned_rank, banned_text, lead_note, reveal_hint, show_effect
from game.ui.table.tam_cuc.paint import Hint, Painted
from game.variants.tam_cuc.actions import TrinhLang
from game.variants.tam_cuc.trick import watch_of
from game.variants.tam_cuc.view import TamCucView, banned_key, describe_selection, group_label


def hint_lines(p: Painted) -> list[Hint]:
    """What the table says over the viewer's hand now."""
    shown = p.mat
    view = shown.view
    seat = p.sight.acting()
    if not isinstance(view, TamCucView) or seat is None or seat != view.seat or p.sight.animator.busy or shown.over:
        return []
    lines: list[Hint] = []
    if view.phase == "reveal":
        watch = watch_of(view)
        best = ""
        if watch.group is not None and watch.seat is not None:
            best = f"{group_label(watch.group).text()} ({p.mat.name(watch.seat)})"
        lines.append(reveal_hint(view, watch, best))
    elif view.phase in ("lead", "commit"):
        lines += _selection_lines(view, p.choosing.selection.pieces())
        if view.phase == "lead" and view.first_trick:
            lines.append((t("tc.announce.ban_lifted" if view.ban_lifted else banned_key(view.banned)), True))
    elif view.phase == "di-dem":
        lines += _night_lines(p, view)
    shows = [a for a in shown.legal if isinstance(a, TrinhLang)]
    if shows:
        lines.append((show_effect(view, shows[0], p.mat.name(view.cai)), True))
    return lines


def _selection_lines(view: TamCucView, pieces: list[Piece]) -> list[Hint]:
    lead = view.phase == "lead"
    if not pieces:
        return [((t("tcui.hint.lead") if lead else t("tcui.hint.commit", count=view.commit_size)), True)]
    sel = describe_selection(view, pieces)
    name = sel.label.text()
    if sel.action is None:
        return [(f"{name} — {sel.reason.text() if sel.reason else ''}", False)]
    if lead:
        note = lead_note(view, sel.group) if sel.group is not None else None
        return [(f"{name} — {t('tcui.hint.can_lead', call=call_text(len(pieces)))}", True), *([note] if note else [])]
    banned = banned_rank(view, pieces)
    return [(f"{name} — {t('tcui.hint.commit_ok', count=len(pieces))}", True),
            *([(banned_text(banned), False)] if banned is not None else [])]


def _night_lines(p: Painted, view: TamCucView) -> list[Hint]:
    pieces = p.choosing.selection.pieces()
    offer = view.di_dem_offer
    if offer is not None and night.answering(view):
        wish = t("tc.didem.wish", piece=t(f"tc.piece.{offer.wish}")) if offer.wish else t("tc.didem.no_wish")
        lines = [(t("tc.didem.offered_you", name=p.mat.name(offer.proposer), count=offer.count), True),
                 (t("tcui.didem.terms", pieces=pieces_text(offer.given or ()), wish=wish), True)]
        if not pieces:
            return [*lines, (t("tcui.didem.answer", count=offer.count), True)]
        ok = len(pieces) == offer.count
        why = t("tcui.didem.answer_ok") if ok else t("tc.rule.wrong_count", count=offer.count)
        return [*lines, (f"{pieces_text(pieces)} — {why}", ok)]
    draft = p.choosing.selection.draft
    if draft.step == night.SEAT:
        return [(t("tcui.didem.seat", count=len(pieces)), True)]
    if draft.step == night.WISH:
        return []  # the palette says it
    if not pieces:
        return [(t("tcui.didem.pick"), True)]
    if not p.choosing.partners():
        return [(f"{pieces_text(pieces)} — {t('tc.didem.count', most=night.MAX_OFFER)}", False)]
    return [(t("tcui.didem.picked", pieces=pieces_text(pieces)), True)]


def hints_in_middle(p: Painted) -> bool:
    """While the viewer's own trick row is full (their reveal, an đi đêm offer made to them)
    the hint takes the middle."""
    view = p.mat.view
    phase = p.choosing.selection.phase
    answering = isinstance(view, TamCucView) and view.phase == "di-dem" and night.answering(view) and phase.can_pick()
    return phase.reveal_turn() is not None or answering
