"""What the Tam Cúc table says: announcements, the story of the deal's end, hints.

* Announcements become banners and log lines in plain words; "Cướp cái!" only when the
  lead really changes hands; the kết and the đè are told once, with both groups and the
  value, when the deal is scored ("Lan đè kết tốt đen của Minh (đôi Tốt đen) bằng đôi Tốt đỏ —
  Minh đền 24").
* Hints over the viewer's hand name the selection and say what playing it would do: a
  lead that cannot win the first trick, a piece that cannot win it ("cấm tượng ở lượt
  đầu"), the kết a last lead makes and its value, an đi đêm offer and its answer.

Functions of the scene (like :mod:`~game.ui.table.tam_cuc.paint`); they change only the
banner and the log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.events import Announced
from game.engine.pieces import Piece
from game.i18n import t
from game.ui.table.tam_cuc import night
from game.ui.table.tam_cuc.logic import (
    banned_rank,
    banned_text,
    call_text,
    lead_note,
    pieces_text,
    reveal_hint,
    show_effect,
)
from game.variants.tam_cuc.actions import DealScored, TrinhLang
from game.variants.tam_cuc.scoring import baseline
from game.variants.tam_cuc.story import deal_story, outcome_of
from game.variants.tam_cuc.trick import watch_of
from game.variants.tam_cuc.view import TamCucView, banned_key, describe_selection, group_label

if TYPE_CHECKING:
    from game.ui.table.tam_cuc.scene import TamCucTableScene

Line = tuple[str, bool]  # a hint: its text, and False when it says why something will not work


# --- announcements ------------------------------------------------------------------------------
def announced(scene: TamCucTableScene, e: Announced) -> bool:
    """Queue the table's own telling of an announcement; False leaves it to the base (banner + line)."""
    name = scene.seat_name(e.seat) if e.seat is not None else ""
    if e.key == "tc.announce.ket":
        ket = t(str(dict(e.params).get("ket", "tc.announce.ket")))
        _banner(scene, t("tcui.banner.ket", name=name, ket=ket))  # the story line comes with the score
    elif e.key == "tc.announce.de":
        _banner(scene, f"{name}: {t('tc.announce.de')}")
    elif e.key == "tc.announce.trinh_lang":
        _banner(scene, f"{name}: {t('tc.announce.trinh_lang')}")  # the log names the group as it lands
    elif e.key == "tc.announce.cuop_cai":
        view = scene.tam_view()
        if view is not None and e.seat is not None and scene.motions.claims_lead(
                e.seat, view.claim, view.cai, in_trick=view.phase in ("commit", "reveal")):
            _banner(scene, f"{name}: {t('tc.announce.cuop_cai')}", log=True)
        # else: shown by the seat that leads anyway — the lead does not change hands, nothing to say
    elif e.key == "tc.announce.ban_lifted":
        _banner(scene, t("tcui.banner.ban_lifted", name=name), t("tcui.banner.ban_lifted_sub"),
                log=f"{name}: {t('tc.announce.ban_lifted')}")
    else:
        if e.key == "tc.announce.cai_random":
            scene.motions.holder = e.seat
        return False
    return True


def _banner(scene: TamCucTableScene, text: str, sub: str = "", *, log: bool | str = False) -> None:
    def go() -> None:
        scene.banner.show(text, sub)
        scene.app.sound.play("banner")
        if log:
            scene.log.append(text if log is True else log)

    scene.animator.call(go, gap=0.9)


# --- the deal's end -----------------------------------------------------------------------------
def outcome_text(scene: TamCucTableScene, summary: dict[str, Any]) -> str:
    """The deal's ending in one sentence, from a round summary or a :class:`DealScored`'s fields."""
    return deal_story(summary, scene.seat_name, baseline(scene.hand_size, scene.match.n_seats))


def outcome_line(scene: TamCucTableScene, e: DealScored) -> str:
    return outcome_text(scene, outcome_of(e))


# --- hints ----------------------------------------------------------------------------------------
def hint_lines(scene: TamCucTableScene) -> list[Line]:
    """What the table says over the viewer's hand now."""
    view = scene.tam_view()
    seat = scene.acting_human()
    if view is None or seat is None or seat != view.seat or scene.animator.busy or scene.results:
        return []
    lines: list[Line] = []
    if view.phase == "reveal":
        watch = watch_of(view)
        best = ""
        if watch.group is not None and watch.seat is not None:
            best = f"{group_label(watch.group).text()} ({scene.seat_name(watch.seat)})"
        lines.append(reveal_hint(view, watch, best))
    elif view.phase in ("lead", "commit"):
        lines += _selection_lines(view, scene.picked_pieces())
        if view.phase == "lead" and view.first_trick:
            lines.append((t("tc.announce.ban_lifted" if view.ban_lifted else banned_key(view.banned)), True))
    elif view.phase == "di-dem":
        lines += _night_lines(scene, view)
    shows = [a for a in scene.controller.legal(seat) if isinstance(a, TrinhLang)]
    if shows:
        lines.append((show_effect(view, shows[0], scene.seat_name(view.cai)), True))
    return lines


def _selection_lines(view: TamCucView, pieces: list[Piece]) -> list[Line]:
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


def _night_lines(scene: TamCucTableScene, view: TamCucView) -> list[Line]:
    pieces = scene.picked_pieces()
    offer = view.di_dem_offer
    if offer is not None and night.answering(view):
        wish = t("tc.didem.wish", piece=t(f"tc.piece.{offer.wish}")) if offer.wish else t("tc.didem.no_wish")
        lines = [(t("tc.didem.offered_you", name=scene.seat_name(offer.proposer), count=offer.count), True),
                 (t("tcui.didem.terms", pieces=pieces_text(offer.given or ()), wish=wish), True)]
        if not pieces:
            return [*lines, (t("tcui.didem.answer", count=offer.count), True)]
        ok = len(pieces) == offer.count
        why = t("tcui.didem.answer_ok") if ok else t("tc.rule.wrong_count", count=offer.count)
        return [*lines, (f"{pieces_text(pieces)} — {why}", ok)]
    draft = scene.offers.draft
    if draft.step == night.SEAT:
        return [(t("tcui.didem.seat", count=len(pieces)), True)]
    if draft.step == night.WISH:
        return []  # the palette says it
    if not pieces:
        return [(t("tcui.didem.pick"), True)]
    if not scene.offers.partners():
        return [(f"{pieces_text(pieces)} — {t('tc.didem.count', most=night.MAX_OFFER)}", False)]
    return [(t("tcui.didem.picked", pieces=pieces_text(pieces)), True)]


def hints_in_middle(scene: TamCucTableScene) -> bool:
    """While the viewer's own trick row is full (their reveal, an đi đêm offer made to them)
    the hint takes the middle."""
    view = scene.tam_view()
    answering = view is not None and view.phase == "di-dem" and night.answering(view) and scene.can_pick()
    return scene.reveal_turn() is not None or answering
