"""What the Tam Cúc table works out for itself, without pygame: order, the trick, hints.

Everything here is a small pure function over the engine's view, pieces and groups, so the
scene stays about pictures and the rules stay in the engine.  Naming a selection and saying
whether it may be played is the engine's :func:`describe_selection`; this module adds only
what the table needs besides: how the hand is arranged, who is winning the trick as it is
turned up, and what a trình làng would do to the lead.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.pieces import Piece, Rank
from game.i18n import t
from game.shown.tam_cuc import group_text, pieces_text
from game.variants.tam_cuc.actions import TrinhLang
from game.variants.tam_cuc.deal import rules_for
from game.variants.tam_cuc.groups import Group, classify
from game.variants.tam_cuc.scoring import ket_name, last_trick_stakes
from game.variants.tam_cuc.story import group_phrase
from game.variants.tam_cuc.trick import TrickWatch
from game.variants.tam_cuc.view import TamCucView


def hand_order(p: Piece) -> tuple[bool, int]:
    """Red before black, then highest name first: pairs, K A E, R C H and Tốt sit together."""
    return (not p.red, -int(p.rank))


def sort_hand(pieces: Sequence[Piece]) -> list[Piece]:
    return sorted(pieces, key=hand_order)


def banned_rank(view: TamCucView, pieces: Sequence[Piece]) -> Rank | None:
    """The highest name among ``pieces`` that cannot win the trick in play (the first trick's
    win cap, Xe cap included), or ``None`` when all of them may win."""
    cap = view.win_cap
    over = [p.rank for p in pieces if cap is not None and p.rank > cap]
    return max(over) if over else None


def banned_text(rank: Rank) -> str:
    """"cấm tượng ở lượt đầu": why a piece cannot win the first trick."""
    return t("tcui.hint.banned", rank=t(f"tcui.rank.{rank.name}").lower())


def leads_last_trick(view: TamCucView, size: int) -> bool:
    """Would leading ``size`` pieces now make the last trick of the deal (so it may kết)?"""
    sizes = view.hand_sizes
    return view.seat is not None and sizes[view.seat] == size and all(s <= size for s in sizes)


def lead_note(view: TamCucView, group: Group) -> tuple[str, bool] | None:
    """What leading ``group`` would mean beyond the call: a lead that cannot win the first
    trick, or the kết it makes in the last trick and what that is worth."""
    if banned_rank(view, group.pieces) is not None:
        return t("tcui.hint.dead_lead"), False
    if not leads_last_trick(view, group.size):
        return None
    alone = all(s == 0 for seat, s in enumerate(view.hand_sizes) if seat != view.seat)
    stakes = last_trick_stakes(view.rules.kets, group, alone=alone, solo_ket=view.rules.solo_ket)
    if stakes is None:
        return t("tcui.hint.no_ket"), True
    kind, value, de = stakes
    return t("tcui.hint.ket", ket=t(f"tc.ket.{ket_name(group) or kind}"), value=value, de=de), True


def reveal_hint(view: TamCucView, watch: TrickWatch, best_name: str) -> tuple[str, bool]:
    """The viewer's own reveal decision in one line — what they put down, whether it wins now —
    and True when turning up would take the trick so far."""
    mine = view.my_commit
    g = classify(mine)
    head = t("tcui.hint.mine", group=group_phrase(mine) if g is not None else pieces_text(mine))
    if g is None or watch.group is None or g.kind is not watch.group.kind:
        return f"{head}: {t('tcui.hint.not_group')}", False
    banned = banned_rank(view, mine)
    if banned is not None:
        return f"{head}: {banned_text(banned)}", False
    if watch.would_take(mine):
        return f"{head}: {t('tcui.hint.wins')}", True
    return f"{head}: {t('tcui.hint.loses', best=best_name)}", False


def show_label(action: TrinhLang) -> str:
    """"Tứ tử đỏ", or both colours when a seat lays down two groups at once."""
    reds = tuple(p for p in action.pieces if p.red)
    blacks = tuple(p for p in action.pieces if not p.red)
    parts = [group_text(g) for g in (reds, blacks) if g]
    return parts[0] if len(parts) == 1 else t("tcui.both", a=parts[0], b=parts[1])


def show_effect(view: TamCucView, action: TrinhLang, cai_name: str) -> str:
    """What laying this down does: it counts as won cây; does it take the lead, and when?"""
    count = len(action.pieces)
    if view.phase == "lead":
        return t("tcui.effect.leading", count=count)
    rules = rules_for(view.n_seats, view.removal, view.ban_leader_only)
    if not any(rules.takes_lead(action.pieces.count(p)) for p in set(action.pieces)):
        return t("tcui.effect.keep", count=count, cai=cai_name)
    return t("tcui.effect.take" if view.phase == "declare" else "tcui.effect.next", count=count)
