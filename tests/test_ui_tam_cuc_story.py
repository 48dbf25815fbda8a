"""The Tam Cúc table tells the story (issue 15 §3): "Cướp cái!" only when the lead changes
hands, hints on banned pieces, a readable trình làng, a result panel nothing shows through,
English without untranslated words, and every button's glyphs in the bundled font."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

import pygame
import pytest

import tools.i18n as catalogue
from game.engine.pieces import Rank
from game.i18n import set_language, t
from game.ui import theme
from game.ui.table.tam_cuc import paint
from game.ui.table.tam_cuc.logic import banned_text
from game.ui.table.tam_cuc.results import result_rows
from game.ui.widgets import Button, resolve
from game.variants.tam_cuc.round import OPT_DI_DEM, OPT_XE_CAP
from tests.test_assets import FONTS, read_cmap
from tests.test_ui_tam_cuc import (
    KET_HANDS,
    SHOW_HANDS,
    main_button,
    open_table,
    play_deal,
    select,
    view_of,
    waiting_human,
)
from tests.ui_harness import info_text, make_app, press, settle

CUOP = t("tc.announce.cuop_cai")


def _show(hands: list[str], cai: int, human: int) -> list[str]:
    """The human lays down its ngũ tử; the log up to the first lead."""
    app, scene, _ = open_table(4, hands=hands, cai=cai, human_seats=(human,))
    settle(app, lambda: waiting_human(app, scene))
    assert view_of(scene).phase == "declare"
    main_button(app)  # Trình làng
    settle(app, lambda: waiting_human(app, scene) and view_of(scene).phase != "declare")
    return list(scene.log)


def test_cuop_cai_only_when_the_lead_changes_hands() -> None:
    taken = _show(["", "P P P P P K A A", "", ""], cai=0, human=1)  # Lan shows and takes the lead from Bạn
    assert f"Lan: {CUOP}" in taken
    kept = _show(["P P P P P K A A", "", "", ""], cai=0, human=0)  # the cái shows: it leads anyway
    assert not any(CUOP in line for line in kept)
    assert any(line.startswith("Bạn trình làng") for line in kept)


@pytest.mark.parametrize(("options", "piece", "rank"), [({}, "A", Rank.A), ({OPT_XE_CAP: True}, "E", Rank.E)])
def test_a_follower_is_told_a_banned_piece_cannot_win_the_first_trick(options: dict[str, bool], piece: str,
                                                                     rank: Rank) -> None:
    app, scene, _ = open_table(4, hands=["A E P P p p h h", "", "", ""], cai=3, options=options)
    settle(app, lambda: waiting_human(app, scene))
    view = view_of(scene)
    assert view.phase == "commit" and view.first_trick
    select(app, scene, piece, exact=False)
    others = [p for p in view.hand if str(p) not in (piece, "A", "E")][: view.commit_size - 1]
    select(app, scene, tuple(others), exact=False)
    assert (banned_text(rank), False) in scene.painter.hint_lines()
    assert banned_text(Rank.E).startswith("cấm tượng ở lượt đầu")


def test_trinh_lang_is_readable_beside_the_plate() -> None:
    app, scene, _ = open_table(4, hands=["P P P P p h c r", "", "", ""], cai=1)
    settle(app, lambda: waiting_human(app, scene))
    main_button(app)  # Trình làng
    settle(app, lambda: waiting_human(app, scene))
    assert [sp.width for sp in scene.places.mat.shown[0]] == [scene.places.geo.sizes.shown] * 4
    assert scene.places.geo.sizes.shown >= 28  # at 1280×720


def test_the_result_panel_ranks_by_cay_and_nothing_shows_through(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene, _ = open_table(4, hands=KET_HANDS, cai=0)
    for text in ["E E", "K", "A A", "R C H"]:
        settle(app, lambda: waiting_human(app, scene))
        select(app, scene, text)
        main_button(app)
    settle(app, lambda: waiting_human(app, scene))
    assert scene.results is not None and scene.painter.mat.rac > 0
    rows = result_rows(scene.painter.mat)
    assert [r.rank for r in rows] == ["1", "2", "2", "2"] and rows[0].name == "Bạn" and rows[0].cay == "8"
    assert all(r.par == "2" for r in rows)
    said: list[str] = []
    real_pill = paint.pill
    monkeypatch.setattr(paint, "pill", lambda surface, text, *a, **kw: said.append(text) or real_pill(
        surface, text, *a, **kw))
    app.dirty = True
    app.frame(1 / 60)
    assert said is not None and not any(text.startswith("Rác") for text in said)


def test_english_has_no_untranslated_table_words() -> None:
    for key, langs in catalogue.messages().items():
        if key.startswith(("tcui.", "tc.seat.", "tc.story.", "tc.outcome.", "tc.didem.", "tc.announce.")):
            assert not any(re.search(r"\b(cây|Cái|cái)\b", en) for en in langs["en"]), (key, langs["en"])
    app, scene, _ = open_table(4, hands=KET_HANDS, cai=0)
    set_language("en")
    try:
        settle(app, lambda: waiting_human(app, scene))
        assert "Par 2 pieces" in info_text(scene) and "cây" not in info_text(scene)
        assert t("tcui.badge.cai") == "Lead" and t("tc.seat.cay", count=3) == "3 won"
    finally:
        set_language("vi")


def _buttons_of_a_deal(n: int, options: dict[str, Any]) -> Iterator[str]:
    """Every button the action bar and the top bar showed through a deal, đi đêm included."""
    app, scene, _ = open_table(n, options=options, seed=9)
    seen: list[Button] = list(scene.topbar.buttons)
    real_set = scene.actions.set

    def record(buttons: Sequence[Button]) -> None:
        seen.extend(buttons)
        real_set(buttons)

    scene.actions.set = record  # type: ignore[method-assign]
    play_deal(app, scene)
    for b in seen:
        yield resolve(b.label)
        yield b.key_hint


def test_every_button_label_and_key_renders_with_the_bundled_font() -> None:
    """The key names too ("⌫" was not in the font: "Bỏ chọn" showed an empty box)."""
    glyphs = set.intersection(*(read_cmap(path) for path in FONTS))
    texts = {*(_buttons_of_a_deal(4, {OPT_DI_DEM: True})), *(_buttons_of_a_deal(2, {}))}
    assert "Backspace" in texts
    missing = {text: [ch for ch in text if ord(ch) not in glyphs and not ch.isspace()] for text in texts}
    assert not any(missing.values()), {k: v for k, v in missing.items() if v}


@pytest.mark.parametrize(("leads", "last", "line"), [
    (["E E", "K", "A A"], "R C H", ("tcui.hint.ket", {"ket": "tc.ket.ba", "value": 6, "de": 12})),
    (["E E", "K", "R C H"], "A A", ("tcui.hint.no_ket", {})),  # a pair above Xe is no kết
])
def test_leading_the_last_trick_shows_the_ket_and_its_value(leads: list[str], last: str,
                                                             line: tuple[str, dict[str, Any]]) -> None:
    app, scene, _ = open_table(4, hands=KET_HANDS, cai=0)
    for text in leads:
        settle(app, lambda: waiting_human(app, scene))
        select(app, scene, text)
        assert not any(hint.startswith("Lượt cuối") for hint, _ in scene.painter.hint_lines())  # not the last trick yet
        main_button(app)
    settle(app, lambda: waiting_human(app, scene))
    select(app, scene, last)
    key, params = line
    expected = t(key, **{k: t(v) if isinstance(v, str) else v for k, v in params.items()})
    assert (expected, True) in scene.painter.hint_lines()


@pytest.mark.parametrize("text", [
    "Lượt cuối: Kết tốt đen — mỗi người trả 8 trừ cây; bị đè thì bạn đền 16.",
    "Minh ăn lượt 5 bằng tượng thâm — 1 cây.",
    "Bạn kết bộ ba Xe-Pháo-Mã đỏ — kết ba 6: mỗi người khác trả 6 trừ số cây của mình",
])
def test_wrapped_lines_are_even_and_fit(text: str) -> None:
    """Hints, log and result panel wrap into as many lines as plain wrapping, none left with
    a lone word such as "16." or "cây."."""
    make_app()  # fonts need pygame
    size = 16
    font = theme.font(size, False)
    widths = range(font.size(text)[0] - 1, 100, -1)
    width = next(w for w in widths if theme.wrap(text, size, w)[-1].count(" ") == 0)  # a lone last word
    plain = theme.wrap(text, size, width)
    even = theme.wrapped(text, size, width)
    assert len(even) == len(plain) and " ".join(even) == text
    assert all(font.size(line)[0] <= width for line in even)
    assert even[-1].count(" ") >= 1


def test_a_hot_seat_history_names_nobody_you(monkeypatch: pytest.MonkeyPatch) -> None:
    """Between two humans' curtains the last deals' line says nobody's "bạn"."""
    app, scene, match = open_table(4, human_seats=(1, 2), hands=KET_HANDS, cai=0)
    play_deal(app, scene)
    assert scene.results is not None and scene.controller.viewer() is None
    assert max(range(4), key=lambda s: match.score[s]) == 0  # the AI won: "you" would name a human
    said: list[str] = []
    real = theme.fit_text
    monkeypatch.setattr(theme, "fit_text", lambda text, *a, **kw: said.append(text) or real(text, *a, **kw))
    app.dirty = True
    app.frame(1 / 60)
    history = [text for text in said if text.startswith(t("ui.history.row", n=1, name="", change="").strip())]
    you = t("ui.history.you", change="").strip()
    assert len(history) == 1 and you not in history[0]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_chui_tray_label_stands_clear_of_its_frame(monkeypatch: pytest.MonkeyPatch,
                                                       size: tuple[int, int]) -> None:
    """"Drag your pieces here to chui" sits above the tray with a gap, not on its edge."""
    app, scene, _ = open_table(4, hands=SHOW_HANDS, cai=1, size=size)
    settle(app, lambda: waiting_human(app, scene))
    press(app, t("tcui.btn.pass"))
    settle(app, lambda: waiting_human(app, scene))
    select(app, scene, view_of(scene).hand[: view_of(scene).commit_size])
    main_button(app)
    settle(app, lambda: waiting_human(app, scene))
    assert scene.controls.phase.reveal_turn() == 0
    drawn: dict[str, pygame.Rect] = {}
    real_pill = paint.pill
    monkeypatch.setattr(paint, "pill", lambda surface, text, *a, **kw: drawn.setdefault(
        text, real_pill(surface, text, *a, **kw)))
    app.dirty = True
    app.frame(1 / 60)
    label, tray = drawn[t("tcui.hint.drag")], scene.places.geo.rac_rect()
    assert label.bottom < tray.top - 2 and abs(label.centerx - tray.centerx) <= 1
