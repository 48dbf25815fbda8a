"""Players and statistics: create, rename, choose, delete, refill; the table of numbers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.i18n import set_language, t
from game.persist import BestHand, open_data
from game.ui.app import App
from game.ui.screens import fmt
from game.ui.screens.dialog import Confirm
from game.ui.screens.menu import MainMenu
from game.ui.screens.stats import REFILL_BELOW, StatsScreen, cells, review_lines
from tests.test_ui_screens_support import open_app, press_control, screen_text, tab_to, top, type_into
from tests.ui_harness import key, press


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    app = open_app(tmp_path, monkeypatch)
    key(app, pygame.K_t)  # the menu's key for Thống kê
    top(app, StatsScreen)
    return app


def names_on_disk(tmp_path: Path) -> list[str]:
    persist, _ = open_data(tmp_path)
    return [p.name for p in persist.profiles()]


def test_create_rename_choose_and_delete_a_profile(app: App, tmp_path: Path) -> None:
    first = app.session.current_profile().name
    type_into(app, "name", "Bà Ngoại")
    press_control(app, "create")
    assert sorted(names_on_disk(tmp_path)) == sorted([first, "Bà Ngoại"])
    created = app.session.profile_named("Bà Ngoại")
    assert top(app, StatsScreen).selected == created.id
    type_into(app, "name", "Bà Nội")
    press_control(app, "rename")
    assert "Bà Nội" in names_on_disk(tmp_path) and "Bà Ngoại" not in names_on_disk(tmp_path)
    press_control(app, "choose")
    assert app.session.current_profile().id == created.id
    assert open_data(tmp_path)[0].settings.last_profile == created.id
    press_control(app, "delete")
    top(app, Confirm)
    press(app, t("profiles.delete"))
    assert names_on_disk(tmp_path) == [first]
    assert list((tmp_path / "profiles").glob(f"{created.id}.json.deleted-*"))  # kept aside, not destroyed
    assert app.session.current_profile().name == first


def test_a_refused_name_is_explained(app: App) -> None:
    type_into(app, "name", app.session.current_profile().name.upper())
    press_control(app, "create")
    assert t("persist.name_taken", name=app.session.current_profile().name) in app.toasts.messages


def test_a_broke_player_gets_a_clearly_labelled_refill(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    profile = app.session.current_profile()
    profile.chips = REFILL_BELOW - 1
    top(app, StatsScreen).rebuild()
    amount = fmt.chips(app.session.refill_amount)
    button: Any = top(app, StatsScreen).control("refill")
    assert button.element.text == t("profiles.refill", count=app.session.refill_amount)
    press_control(app, "refill")
    assert profile.chips == REFILL_BELOW - 1 + app.session.refill_amount
    assert profile.refill_notice().text() in app.toasts.messages
    text = screen_text(app, monkeypatch)
    assert t("profiles.refills", count=1, in_all=amount) in text
    with pytest.raises(StopIteration):
        top(app, StatsScreen).control("refill")  # no longer broke: no refill offered


def test_statistics_show_per_game_numbers(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    profile = app.session.current_profile()
    profile.record_round("ba-cay", 50, chips=True, hand=BestHand("10 át cụ", (10, 36)))
    profile.record_round("ba-cay", -20, chips=True)
    profile.record_round("tam-cuc", 12, chips=False)
    rows = [cells("Ba Cây", False, profile.stats["ba-cay:chips"]),
            cells("Tam Cúc", True, profile.stats["tam-cuc:points"])]
    assert rows[0] == ["Ba Cây", "2", "1 (50%)", fmt.chips(50), "10 át cụ", "50", "20"]
    assert rows[1] == ["Tam Cúc", "1", "1 (100%)", fmt.amount(12, points=True), "—", "—", "—"]
    text = screen_text(app, monkeypatch)
    assert all(cell in text for cell in rows[0] + rows[1])


def test_the_list_is_walked_with_the_keyboard(app: App) -> None:
    for name in ("An", "Bình"):
        type_into(app, "name", name)
        press_control(app, "create")
    scene = top(app, StatsScreen)
    order = [p.id for p in app.session.persist.profiles()]
    tab_to(app, "list")
    key(app, pygame.K_RIGHT)
    scene = top(app, StatsScreen)
    assert scene.selected == order[(order.index(app.session.profile_named("Bình").id) + 1) % len(order)]
    key(app, pygame.K_ESCAPE)
    top(app, MainMenu)


def test_a_seated_player_cannot_be_renamed_while_the_table_is_saved(app: App) -> None:
    from game.ui.screens.quick_setup import open_table
    from game.ui.table.host import TableHost

    open_table(app, "ba-cay")
    next(s for s in app.scenes if isinstance(s, TableHost)).close()
    app.clear_to(MainMenu(app))
    key(app, pygame.K_t)
    type_into(app, "name", "Người khác")
    press_control(app, "rename")
    assert t("persist.at_table", name=app.session.current_profile().name) in app.toasts.messages


def test_a_line_per_game_says_the_mistakes_per_10_reviewed_rounds(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    profile = app.session.current_profile()
    assert review_lines(profile) == []
    assert "Nước hớ mỗi 10 ván" not in screen_text(app, monkeypatch)  # nothing for a game never reviewed
    for r in range(30):
        profile.add_review({"game": "xi-dach", "round": r + 1, "decisions": 3, "mistakes": int(r % 10 < 4) if r < 20
                            else int(r % 10 < 6), "cost": 2.5, "unit": "chips"}, keep=50)
    assert review_lines(profile) == ["Xì Dách — Nước hớ mỗi 10 ván: 4,7 (30 ván gần đây)"]
    assert "Xì Dách — Nước hớ mỗi 10 ván: 4,7 (30 ván gần đây)" in screen_text(app, monkeypatch)
    profile.add_review({"game": "tam-cuc", "round": 1, "decisions": 6, "mistakes": 1, "cost": 0.4, "unit": "points"},
                       keep=50)
    set_language("en")
    try:
        assert review_lines(profile) == ["Xì Dách — Mistakes per 10 rounds: 4.7 (last 30 rounds)",
                                         "Tam Cúc — Mistakes per 10 rounds: 10.0 (the last round)"]
    finally:
        set_language("vi")
