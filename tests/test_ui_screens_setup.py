"""The full table setup: every kind of field, presets, validation, and the Match it starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.catalog import VARIANTS
from game.i18n import set_language, t
from game.match.match import HUMAN
from game.ui.app import App
from game.ui.screens.dialog import Confirm
from game.ui.screens.menu import MainMenu
from game.ui.screens.quick_setup import open_table
from game.ui.screens.setup import TableSetup
from game.ui.table.host import TableHost
from tests.test_ui_screens_support import (
    open_app,
    pick_option,
    press_control,
    screen_text,
    tab_to,
    top,
    type_into,
)
from tests.ui_harness import click, frames, key, press


def choose_mode(app: App, mode: str) -> None:
    """Click the mode's button, or pick it from the drop-down that stands in for the buttons
    when their names do not fit side by side."""
    scene = top(app, TableSetup)
    if any(c.key == "mode" for c in scene.controls):
        pick_option(app, "mode", mode)
    else:
        press_control(app, f"mode.{mode}")


def show_rule(app: App, rule: str) -> None:
    """Bring the rule's section to the front when the sections stand behind tabs."""
    scene = top(app, TableSetup)
    if not any(c.key == f"opt.{rule}" for c in scene.controls):
        press_control(app, "section." + next(name for name, opts in scene.rules.sections()
                                             if any(o.key == rule for o in opts)))


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return open_app(tmp_path, monkeypatch)


def open_setup(app: App, game: str) -> TableSetup:
    menu = top(app, MainMenu)
    tile = next(t for t in menu.tiles if t.game.key == game)
    click(app, tile.rect.center)  # a game's tile opens the setup with that game chosen
    scene = top(app, TableSetup)
    assert scene.plan.variant.key == game
    return scene


def started(app: App) -> TableHost:
    """The table just opened (a hot-seat curtain may already cover it)."""
    table = next(s for s in app.scenes if isinstance(s, TableHost))
    table.close()  # stop the AI worker: the test only reads the match
    return table


def test_new_game_opens_the_setup_and_esc_returns(app: App) -> None:
    key(app, pygame.K_n)
    assert top(app, TableSetup).plan.variant.key == next(iter(VARIANTS))
    key(app, pygame.K_ESCAPE)
    top(app, MainMenu)


def test_a_table_with_custom_seats_stakes_and_house_rules_starts_with_them(app: App) -> None:
    scene = open_setup(app, "ba-cay")
    press_control(app, "game.bai-cao")
    choose_mode(app, "cao-cai")
    for _ in range(2):
        press_control(app, "count+")
    assert len(top(app, TableSetup).plan.seats) == 8
    pick_option(app, "seat.1.level", HUMAN)  # a second human: hot-seat
    type_into(app, "seat.1.name", "Hoa Mai")
    pick_option(app, "seat.2.level", "hard")
    type_into(app, "amount.stake", "20")
    type_into(app, "amount.min_bet", "40")
    type_into(app, "amount.max_bet", "400")
    press_control(app, "preset.nha")  # Luật nhà, then one rule changed back by hand
    show_rule(app, "xoay-cai")
    press_control(app, "opt.xoay-cai")
    pick_option(app, "banker", "2")
    scene = top(app, TableSetup)
    expected = {**VARIANTS["bai-cao"].preset("nha"), "xoay-cai": False}
    assert scene.plan.options == expected and scene.plan.preset_name() is None
    key(app, pygame.K_RETURN)  # Enter = Vào bàn
    match = started(app).match
    assert match.variant.key == "bai-cao" and match.base.mode == "cao-cai"
    assert dict(match.base.options) == expected
    assert (match.base.stake, match.base.min_bet, match.base.max_bet, match.banker) == (20, 40, 400, 2)
    assert [(s.name, s.level) for s in match.seats[:3]] == [
        (app.session.player_name(), HUMAN), ("Hoa Mai", HUMAN), ("Minh", "hard")]
    assert all(s.level == "normal" for s in match.seats[3:])
    # every human seat has its own profile, holding that seat's chips
    hoa = app.session.profile_named("Hoa Mai")
    assert match.seats[1].profile == hoa.id and match.balances[1] == hoa.chips


def test_rules_that_do_not_apply_to_the_mode_are_disabled_and_say_where_they_do(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_setup(app, "ba-cay")
    assert scene.control("opt.cuop-chuong").enabled
    choose_mode(app, "nhat-an-tat")
    scene = top(app, TableSetup)
    assert not scene.control("opt.cuop-chuong").enabled and not scene.control("opt.xoay-cai").enabled
    assert t("setup.only_in", modes=t("mode.ba-cay.chuong")) in screen_text(app, monkeypatch)
    show_rule(app, "side-fee")
    scene = top(app, TableSetup)
    assert scene.control("opt.side-fee").enabled
    with pytest.raises(StopIteration):
        scene.control("banker")  # nobody holds a bank in nhất ăn tất


def test_the_rules_stand_in_sections_each_named_and_explained(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = open_app(tmp_path / "large", monkeypatch, (1280, 720))
    scene = open_setup(app, "ba-cay")  # few rules: every section under its heading
    assert not any(c.key.startswith("section.") for c in scene.controls)
    text = screen_text(app, monkeypatch)
    for name in ("chuong", "side"):
        assert t(f"section.ba-cay.{name}") in text and "— " + t(f"section.ba-cay.{name}.help") in text
    app = open_app(tmp_path / "small", monkeypatch, (960, 540))
    scene = open_setup(app, "tam-cuc")  # many rules, a small window: one section at a time, behind tabs
    names = [name for name, _ in scene.rules.sections()]
    assert names == ["deal", "play", "ket", "money"]
    assert {c.key for c in scene.controls} >= {f"section.{name}" for name in names}
    assert "opt.removal" not in {c.key for c in scene.controls}  # a rule of three players only
    press_control(app, "section.ket")
    keys = {c.key for c in top(app, TableSetup).controls}
    assert {"opt.ket-den", "opt.solo-ket", "opt.ket-doi-4"} <= keys and "opt.first-leader" not in keys
    assert "— " + t("section.tam-cuc.ket.help") in screen_text(app, monkeypatch)
    press_control(app, "count-")  # three players: the removal rule joins its section
    show_rule(app, "removal")
    assert "opt.removal" in {c.key for c in top(app, TableSetup).controls}


def test_presets_set_every_rule_and_a_change_makes_a_custom_mix(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    open_setup(app, "xi-dach")
    press_control(app, "preset.nha")
    assert top(app, TableSetup).plan.options == VARIANTS["xi-dach"].preset("nha")
    show_rule(app, "fee")
    pick_option(app, "opt.fee", "3")
    assert top(app, TableSetup).plan.options["fee"] == 3
    assert t("setup.preset.custom") in screen_text(app, monkeypatch)
    press_control(app, "preset.goc")
    assert top(app, TableSetup).plan.options == VARIANTS["xi-dach"].preset("goc")


@pytest.mark.parametrize(("field", "value", "message"), [
    ("amount.min_bet", "500", "setup.error.min_above_max"),
    ("amount.min_bet", "5", "setup.error.min_below_stake"),
    ("amount.stake", "", "setup.error.number"),
    ("seat.1.name", "", "persist.name_empty"),
])
def test_a_wrong_field_is_explained_in_one_sentence_and_blocks_the_start(
        app: App, monkeypatch: pytest.MonkeyPatch, field: str, value: str, message: str) -> None:
    open_setup(app, "ba-cay")
    type_into(app, field, value)
    scene = top(app, TableSetup)
    problem = scene.plan.problem()
    assert problem is not None and problem.count(".") <= 2
    expected = t(message, field=t("setup.stake")) if message == "setup.error.number" else t(message)
    assert expected in problem and problem in screen_text(app, monkeypatch)
    assert not scene.bar.buttons[-1].enabled
    key(app, pygame.K_RETURN)
    assert top(app, TableSetup) is scene and problem in app.toasts.messages


def test_two_seats_with_one_name_and_a_table_of_machines_are_refused(app: App) -> None:
    open_setup(app, "xi-dach")
    type_into(app, "seat.2.name", "lan")  # seat 1 is Lan already: names differ only in case
    assert top(app, TableSetup).plan.problem() == t("setup.error.same_name", name="lan")
    type_into(app, "seat.2.name", "Mai")
    pick_option(app, "seat.0.level", "easy")
    assert top(app, TableSetup).plan.problem() == t("setup.need_human")


def test_the_keyboard_alone_sets_up_and_starts_a_table(app: App) -> None:
    key(app, pygame.K_n)
    tab_to(app, "count+")
    key(app, pygame.K_SPACE)
    assert len(top(app, TableSetup).plan.seats) == 6
    tab_to(app, "seat.1.level")
    key(app, pygame.K_RIGHT)  # ←/→ step through a drop-down's choices
    assert top(app, TableSetup).plan.seats[1].level == "hard"
    show_rule(app, "side-loss")
    tab_to(app, "opt.side-loss")
    key(app, pygame.K_LEFT)
    assert top(app, TableSetup).plan.options["side-loss"] == 1
    tab_to(app, "seat.1.name")  # a name field takes the keys as text
    for ch in "xy":
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0))
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert top(app, TableSetup).plan.seats[1].name.endswith("xy") and not app.sound.muted
    key(app, pygame.K_RETURN)
    match = started(app).match
    assert match.seats[1].level == "hard" and match.base.options["side-loss"] == 1


def test_typed_names_are_kept_composed(app: App) -> None:
    open_setup(app, "tam-cuc")
    type_into(app, "seat.1.name", "Hu\u031bo\u031b\u0300ng")  # decomposed, as some keyboards send it
    assert top(app, TableSetup).plan.seats[1].name == "Hường"


def test_a_new_table_asks_before_closing_the_saved_one(app: App) -> None:
    open_table(app, "xi-dach")  # `play --variant`: a default table, saved at once
    started(app)
    assert app.session.has_autosave()
    app.clear_to(MainMenu(app))
    open_setup(app, "tam-cuc")
    key(app, pygame.K_RETURN)
    top(app, Confirm)
    press(app, t("setup.start"))
    assert started(app).match.variant.key == "tam-cuc"


def test_the_smoke_tests_name_still_builds_the_setup(app: App) -> None:
    scene = TableSetup(app, key="xi-dach")
    assert isinstance(scene, TableSetup) and scene.plan.variant.key == "xi-dach"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_nothing_overlaps_or_leaves_the_window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               size: tuple[int, int], lang: str) -> None:
    app = open_app(tmp_path, monkeypatch, size)
    set_language(lang)
    window = pygame.Rect((0, 0), size)
    for game, variant in VARIANTS.items():
        for mode in variant.modes:
            for seats in {variant.min_players, variant.ui_max_players}:
                scene = TableSetup(app, game)
                scene.plan.mode = mode
                scene.plan.set_count(seats)
                app.clear_to(scene)  # lays it out once
                frames(app, 1)
                boxes = [c.rect for c in scene.controls] + [r.label for r in scene.option_rows]
                assert all(window.contains(r) for r in boxes), (game, mode, seats)
                bar_top = min(b.rect.top for b in scene.bar.buttons)
                fields = [c.rect for c in scene.controls if not c.key.startswith("bar.")]
                assert max(r.bottom for r in fields) < bar_top, (game, mode, seats)
                for row in scene.option_rows:  # help text ends above the buttons
                    assert row.help_top + row.lines * 20 * scene.scale < bar_top, (game, row.opt.key)
                for i, a in enumerate(scene.controls):
                    for b in scene.controls[i + 1:]:
                        assert not a.rect.colliderect(b.rect), (game, mode, seats, a.key, b.key)


def test_a_click_on_a_disabled_field_says_why(app: App) -> None:
    scene = open_setup(app, "xi-dach")
    scene.plan.set_count(6)
    scene.rebuild()
    press_control(app, "count+")
    assert t("setup.limits", game="Xì Dách", low=2, high=6) in app.toasts.messages
    open_setup_again = top(app, TableSetup)
    open_setup_again.set_game("ba-cay")
    choose_mode(app, "nhat-an-tat")
    show_rule(app, "cuop-chuong")
    press_control(app, "opt.cuop-chuong")
    assert t("setup.only_in", modes=t("mode.ba-cay.chuong")) in app.toasts.messages
    assert top(app, TableSetup).plan.options["cuop-chuong"] is True  # unchanged


def test_the_banker_list_follows_a_renamed_seat(app: App) -> None:
    open_setup(app, "xi-dach")
    type_into(app, "seat.2.name", "Bác Tư")
    control: Any = top(app, TableSetup).control("banker")
    assert [label for label, _ in control.options][2] == "3. Bác Tư"
    assert control.element.selected_option[1] == "0"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_seat_arrows_stay_put_when_the_seats_take_two_columns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  size: tuple[int, int], lang: str) -> None:
    """Clicking ▶ from six seats to seven (the seats then stand in two columns) leaves ◀ and ▶
    where they were: the next click lands on the same arrow (issue 39)."""
    app = open_app(tmp_path, monkeypatch, size)
    set_language(lang)
    for game, variant in VARIANTS.items():
        if variant.ui_max_players < 7:
            continue
        for mode in variant.table_modes:
            scene = TableSetup(app, game)
            app.clear_to(scene)
            scene.set_mode(mode)
            places = []
            for n in (5, 6, 7, 8):
                scene.set_count(n)
                places.append((scene.control("count-").rect, scene.count_rect, scene.control("count+").rect))
            assert all(p == places[0] for p in places), (game, mode, places)
