"""Every table's log reads as sentences in both languages: each line ends with its full stop (or
! ?), piece names keep their capitals mid-line ("bằng Tượng hồng", not "bằng tượng hồng"), and
nothing is said twice ("Not a group: not a group")."""

from __future__ import annotations

import re

import pytest

from game.catalog import VARIANTS
from game.i18n import LANGUAGES, set_language, t
from game.match.match import Match, Seat
from game.ui.table.tam_cuc.logic import reveal_hint
from game.variants.tam_cuc.trick import watch_of
from tests.tam_cuc_helpers import commit, lead, pass_all, scripted
from tests.test_tam_cuc_deal import KET_HANDS
from tests.ui_harness import make_app, settle

NAMES = ["Lan", "Minh", "Hùng", "Mai"]
# The round's heading ("— Ván 2 —") and its tally ("Lan +30  ·  Minh -10") are not sentences.
NOT_SENTENCES = re.compile(r"^— .* —$|(^|  ·  )\S[^·]* [+-]\d")


def played_log(key: str, seed: int, lang: str = "vi", rounds: int = 2) -> list[str]:
    """The log of an all-AI table of ``key`` after ``rounds`` rounds, told in ``lang``."""
    app = make_app()
    set_language(lang)  # after the app, which applies the saved setting
    try:
        match = Match(VARIANTS[key], [Seat(name, "normal") for name in NAMES], seed=seed, balances=[1000] * 4)
        app.open("table", match=match)
        scene = app.scenes.top
        for n in range(rounds):
            settle(app, lambda: scene.results is not None and not scene.animator.busy)
            if n < rounds - 1:
                scene.new_round()  # type: ignore[attr-defined]
        return list(scene.log)  # type: ignore[attr-defined]
    finally:
        app.quit()
        set_language("vi")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("key", "seed"), [("ba-cay", 3), ("bai-cao", 4), ("xi-dach", 5), ("tam-cuc", 6)])
def test_every_log_line_is_a_finished_sentence(key: str, seed: int, lang: str) -> None:
    log = played_log(key, seed, lang)
    assert len(log) > 8
    unfinished = [line for line in log if not NOT_SENTENCES.search(line) and line.rstrip()[-1:] not in ".!?"]
    assert unfinished == []


def test_a_single_piece_keeps_its_capital_inside_a_log_line() -> None:
    log = played_log("tam-cuc", 6, rounds=1)
    pieces = [t(f"tc.piece.{p}", "vi") for p in "KkAaEeRrCcHhPp"]
    won = [line for line in log if " bằng " in line]
    assert won and not [line for line in won if any(f"bằng {name[:1].lower()}{name[1:]} " in line for name in pieces)]
    assert any(f"bằng {name} " in line for line in won for name in pieces)
    calls = [t(f"tc.call.{n}", "vi") for n in range(1, 6)]  # "Lan gọi đôi cây.", not "Lan gọi Đôi cây."
    led = [line for line in log if " gọi " in line]
    assert led and not [line for line in led if any(f"gọi {call}" in line for call in calls)]


def test_pieces_that_are_no_group_are_named_once() -> None:
    """Minh put down "Sĩ điều, Tượng hồng: không thành bộ", not "Không thành bộ: không thành bộ"."""
    state = scripted(4, KET_HANDS)
    pass_all(state)
    lead(state, "p p")
    commit(state, "A E", "k a", "c c")
    assert state.to_act() == (1,)
    view = state.view(1)
    for lang in LANGUAGES:
        set_language(lang)
        try:
            text, wins = reveal_hint(view, watch_of(view), "")
        finally:
            set_language("vi")
        named = ", ".join(t(f"tc.piece.{p}", lang) for p in view.my_commit)
        assert text == f"{t('tcui.hint.mine', lang, group=named)}: {t('tcui.hint.not_group', lang)}" and not wins
