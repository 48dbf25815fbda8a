"""What a Tam Cúc seat sees, and the table's helper that names a selection."""

from __future__ import annotations

from game.engine.pieces import Rank, parse_pieces
from game.i18n import t
from game.variants.tam_cuc.actions import Commit, Lead
from game.variants.tam_cuc.view import describe_selection
from tests.tam_cuc_helpers import commit, lead, pass_all, scripted

HANDS = {0: "K A E R C H p p", 1: "A E R C H P P P", 2: "k a a e e r r P", 3: "c c h h p p p P"}


def test_selection_when_leading() -> None:
    state = scripted(4, HANDS)
    pass_all(state)
    view = state.view(0)
    rch = describe_selection(view, parse_pieces("H R C"))
    assert rch.action == Lead(parse_pieces("R C H")) and rch.reason is None
    assert rch.label.text("vi") == "Bộ ba Xe-Pháo-Mã đỏ" and rch.group is not None
    pair = describe_selection(view, parse_pieces("p p"))
    assert pair.label.text("vi") == "Đôi Tốt đen"
    assert pair.action == Lead(parse_pieces("p p"))
    junk = describe_selection(view, parse_pieces("R p"))
    assert junk.action is None and junk.group is None
    assert junk.label.text("vi") == "Không thành bộ" and junk.reason is not None
    assert junk.reason.key == "tc.rule.not_group"
    banned = describe_selection(view, parse_pieces("K"))
    assert banned.action is None and banned.reason is not None
    assert t(banned.reason.key, "vi") == "Lượt đầu: cấm tướng, cấm sĩ, lấy tượng cầm đầu."
    missing = describe_selection(view, parse_pieces("P"))
    assert missing.reason is not None and missing.reason.key == "tc.rule.not_held"
    other = describe_selection(state.view(1), parse_pieces("P"))
    assert other.action is None and other.reason is not None and other.reason.key == "illegal.not_your_turn"


def test_selection_when_following() -> None:
    state = scripted(4, HANDS)
    pass_all(state)
    lead(state, "R C H")
    view = state.view(1)
    assert view.phase == "commit" and view.count == 3 and view.commit_size == 3
    two = describe_selection(view, parse_pieces("P P"))
    assert two.action is None and two.reason is not None
    assert two.reason.text("en") == "Put down exactly 3 pieces."
    three = describe_selection(view, parse_pieces("A E R"))
    assert three.action == Commit(parse_pieces("A E R")) and three.group is None  # any pieces may follow


def test_view_of_a_trick_in_play() -> None:
    state = scripted(4, HANDS)
    pass_all(state)
    view = state.view(2)
    assert view.first_trick and view.banned == (Rank.A, Rank.K) and not view.ban_leader_only
    assert view.phase == "lead" and view.leader == 0 and view.to_act == (0,) and view.count == 0
    lead(state, "R C H")
    commit(state, "A E R")
    view = state.view(2)
    assert view.committed == (3, 3, 0, 0) and view.count == 3 and view.order == (1, 2, 3)
    assert view.my_commit == () and view.revealed == (None, None, None, None)
    assert state.view(1).my_commit == tuple(sorted(parse_pieces("A E R"), key=lambda p: p.index))
    assert view.hand_sizes == (5, 5, 8, 8) and view.baseline == 2
    assert view.cay == (0, 0, 0, 0) and view.won_pile == (0, 0, 0, 0)
    spectator = state.view(None)
    assert spectator.hand == () and spectator.my_discards == ()
    assert repr(state.view(3)) == repr(state.view(3))
