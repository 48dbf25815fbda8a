"""The dead end at the real table: a human who must lead the first trick holding only banned
pieces selects them, leads them, is told why that is allowed and that they cannot win, and
the deal plays to its end (issue 15 §1).  The hands are those of
``tests/test_tam_cuc_dead_end.py``, with the human in the seat left with only banned pieces.
"""

from __future__ import annotations

import pytest

from game.engine.pieces import Rank
from game.i18n import t
from game.ui.table.host import TableHost
from game.variants.tam_cuc.actions import Lead
from game.variants.tam_cuc.round import OPT_XE_CAP
from game.variants.tam_cuc.trick import win_cap_of
from tests.test_tam_cuc_dead_end import DEAD_ENDS
from tests.test_ui_tam_cuc import finished, main_button, open_table, play_deal, select, view_of, waiting_human
from tests.ui_harness import settle


@pytest.mark.parametrize(("n", "hands", "cai", "options", "stuck"), DEAD_ENDS)
def test_a_human_with_only_banned_pieces_leads_them_and_the_deal_ends(n: int, hands: str, cai: int,
                                                                      options: dict[str, str], stuck: int) -> None:
    parts = [part.strip() for part in hands.split("|")]
    app, scene, match = open_table(n, hands=parts, cai=cai, options=options, human_seats=(stuck,), seed=7)
    for _ in range(10):  # the human shows the tứ tử / ngũ tử that takes the lead, if any
        settle(app, lambda: waiting_human(app, scene))
        if view_of(scene).phase != "declare":
            break
        main_button(app)
    view = view_of(scene)
    assert view.phase == "lead" and view.seat == stuck and view.ban_lifted
    hands_closed_up(scene)  # after the trình làng, even with animations off
    assert all(p.rank in view.banned for p in view.hand)
    why = t("tc.announce.ban_lifted")
    assert (why, True) in scene.painter.hint_lines(), "the table says why the banned pieces may lead"
    assert f"{NAME[stuck]}: {why}" in scene.log
    lead = next(a for a in scene.controller.legal(stuck) if isinstance(a, Lead))
    select(app, scene, lead.pieces)
    lines = [text for text, _ in scene.painter.hint_lines()]
    assert lines[0].endswith(t("tcui.hint.can_lead", call=t(f"tc.call.{len(lead.pieces)}")))
    assert t("tcui.hint.dead_lead") in lines, "…and that the lead cannot win"
    main_button(app)
    play_deal(app, scene)
    finished(scene, match)
    assert scene.controller.finished is not None and scene.controller.finished.view(None).tricks[0].leader == stuck


NAME = ("Bạn", "Lan", "Minh", "Hùng")


def hands_closed_up(scene: TableHost) -> None:
    """Every hand's pieces stand in their slots: no gap where pieces left."""
    for seat, hand in scene.picture.hands.items():
        for i, sp in enumerate(hand):
            slot = scene.places.slot(seat, i, len(hand))
            assert abs(sp.pos[0] - slot[0]) < 1 and abs(sp.pos[1] - slot[1]) < 1, f"seat {seat} piece {i}"


@pytest.mark.parametrize(("n", "options", "cap"), [(4, {}, Rank.E), (4, {OPT_XE_CAP: True}, Rank.R),
                                                   (2, {OPT_XE_CAP: True}, Rank.R), (3, {}, Rank.R)])
def test_the_table_follows_the_views_win_cap(n: int, options: dict[str, bool], cap: Rank) -> None:
    """The trick shown as being won follows the view's win cap: with Xe cap a Tượng cannot win."""
    app, scene, _ = open_table(n, options=options, seed=5)
    settle(app, lambda: waiting_human(app, scene))
    rules = scene.painter.mat.rules
    assert rules is not None
    assert view_of(scene).win_cap == int(cap) and win_cap_of(scene.painter.mat.trick_no == 0, rules.win_cap) == int(cap)
    play_deal(app, scene)  # check_picture compares the lit winner with the engine's at every reveal
