"""The players' portraits (issue 29): chosen in the profile, chosen per seat at a hot-seat
table, the AI seats given distinct others, and carried to the table and back to the profile."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.avatars import AVATARS
from game.i18n import t
from game.match.match import HUMAN, Match
from game.persist import open_data
from game.ui.app import App
from game.ui.screens.menu import MainMenu
from game.ui.screens.portraits import COLUMNS, PortraitPicker
from game.ui.screens.quick_setup import open_table
from game.ui.screens.setup import TableSetup
from game.ui.screens.setup_model import TablePlan
from game.ui.screens.stats import StatsScreen
from game.ui.table.host import TableHost
from tests.test_ui_screens_support import open_app, pick_option, press_control, tab_to, top, type_into
from tests.ui_harness import click, key


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return open_app(tmp_path, monkeypatch)


def pick(app: App, avatar: str) -> None:
    """Click ``avatar`` in the picker on top."""
    picker = top(app, PortraitPicker)
    click(app, picker.cells[AVATARS.index(avatar)].center)


def saved_avatar(tmp_path: Path, name: str) -> str | None:
    persist, _ = open_data(tmp_path)
    return next(p.avatar for p in persist.profiles() if p.name == name)


def started(app: App) -> Match:
    table = next(s for s in app.scenes if isinstance(s, TableHost))
    table.close()  # stop the AI worker: the test reads the match
    return table.match


def assert_distinct_others(match: Match, humans: dict[int, str]) -> None:
    """The human seats carry their portraits; every other seat has one nobody else has."""
    faces = [s.avatar for s in match.seats]
    assert {i: faces[i] for i in humans} == humans
    assert len(set(faces)) == len(faces) and all(f in AVATARS for f in faces)


# --- the profile ----------------------------------------------------------------------------
def test_the_picker_on_the_profiles_screen_changes_the_portrait(app: App, tmp_path: Path) -> None:
    me = app.session.current_profile()
    assert me.avatar is None  # a new player has not chosen yet
    key(app, pygame.K_t)
    press_control(app, "portrait")
    picker = top(app, PortraitPicker)
    assert picker.current is None and picker.title == t("portraits.title", name=me.name)
    pick(app, "ngo")
    top(app, StatsScreen)
    assert saved_avatar(tmp_path, me.name) == "ngo"

    # the portrait beside the name opens it too; the keyboard moves and picks
    press_control(app, "face")
    picker = top(app, PortraitPicker)
    assert AVATARS[picker.cursor] == "ngo"  # it opens on the current one, ringed
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DOWN)  # the next row: COLUMNS further on, round the grid
    key(app, pygame.K_RETURN)
    expected = AVATARS[(AVATARS.index("ngo") + 1 + COLUMNS) % len(AVATARS)]
    assert saved_avatar(tmp_path, me.name) == expected

    # Esc leaves it as it was
    press_control(app, "face")
    key(app, pygame.K_LEFT)
    key(app, pygame.K_ESCAPE)
    top(app, StatsScreen)
    assert saved_avatar(tmp_path, me.name) == expected


def test_a_seated_player_keeps_their_portrait_until_the_table_is_left(app: App, tmp_path: Path) -> None:
    open_table(app, "ba-cay")
    started(app)
    app.clear_to(MainMenu(app))
    key(app, pygame.K_t)
    me = app.session.current_profile()
    before = me.avatar
    why = t("persist.at_table", name=me.name)
    for door in ("portrait", "face"):  # the button is disabled, the portrait refuses: both say why
        app.toasts.items.clear()
        press_control(app, door)
        assert app.toasts.messages == [why], door
        top(app, StatsScreen)
    assert saved_avatar(tmp_path, me.name) == before


# --- the table's seats ----------------------------------------------------------------------
def test_hot_seat_players_choose_theirs_and_the_ai_seats_get_others(app: App, tmp_path: Path) -> None:
    me = app.session.current_profile()
    key(app, pygame.K_n)
    setup = top(app, TableSetup)
    setup.set_game("bai-cao")
    for _ in range(6 - len(setup.plan.seats)):
        press_control(app, "count+")
    pick_option(app, "seat.1.level", HUMAN)
    type_into(app, "seat.1.name", "Hoa")
    setup = top(app, TableSetup)
    plan = setup.plan
    if plan.seats[1].avatar == "ty":  # a new human's portrait is drawn at random: not the one I take
        plan.pick(1, next(a for a in AVATARS if a not in {s.avatar for s in plan.seats}))
        setup.rebuild()
    ai_face = next(s.avatar for s in plan.seats[2:] if s.avatar != "ty")
    assert ai_face is not None

    press_control(app, "seat.0.portrait")
    pick(app, "ty")
    press_control(app, "seat.1.portrait")
    picker = top(app, PortraitPicker)
    assert picker.taken == {"ty": t("setup.portrait.taken", name=me.name)}
    pick(app, "ty")  # the other human's: said, the picker stays
    assert t("setup.portrait.taken", name=me.name) in app.toasts.messages
    top(app, PortraitPicker)
    pick(app, ai_face)  # an AI seat's: the AI seat takes this seat's in exchange
    plan = top(app, TableSetup).plan
    assert [s.avatar for s in plan.seats[:2]] == ["ty", ai_face]
    assert len({s.avatar for s in plan.seats}) == 6

    key(app, pygame.K_RETURN)
    match = started(app)
    assert_distinct_others(match, {0: "ty", 1: ai_face})
    assert [s.avatar for s in match.seats] == [s.avatar for s in plan.seats]  # as the setup showed them
    # each player keeps the portrait they played with
    assert saved_avatar(tmp_path, me.name) == "ty" and saved_avatar(tmp_path, "Hoa") == ai_face


def test_a_seat_portrait_steps_with_the_arrow_keys_past_the_other_humans(app: App) -> None:
    key(app, pygame.K_n)
    setup = top(app, TableSetup)
    setup.plan.set_level(1, HUMAN)  # a human's portrait is drawn at random: out of the way first
    spare = [a for a in AVATARS if a not in {"ty", "suu"} and a not in {s.avatar for s in setup.plan.seats}]
    setup.plan.pick(1, spare[0])
    setup.plan.pick(0, "ty")
    setup.plan.pick(1, "suu")
    setup.rebuild()
    tab_to(app, "seat.0.portrait")
    key(app, pygame.K_RIGHT)
    assert setup.plan.seats[0].avatar == "dan"  # not Sửu: seat 2 is a human's
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert setup.plan.seats[0].avatar == "hoi"
    key(app, pygame.K_RETURN)  # Enter on the portrait opens the picker
    assert top(app, PortraitPicker).current == "hoi"


def test_a_player_named_at_a_seat_brings_their_portrait(app: App) -> None:
    persist = app.session.persist
    hoa, _ = persist.create_profile("Hoa")
    persist.set_avatar(hoa.id, "dau")
    me = app.session.current_profile()
    persist.set_avatar(me.id, "mui")
    key(app, pygame.K_n)
    plan = top(app, TableSetup).plan
    assert plan.seats[0].avatar == "mui"  # the player's own, from the start
    assert all(s.avatar != "mui" for s in plan.seats[1:])
    pick_option(app, "seat.1.level", HUMAN)
    type_into(app, "seat.1.name", " hoa ")  # the name, however written, names the player
    assert plan.seats[1].avatar == "dau"
    assert len({s.avatar for s in plan.seats}) == len(plan.seats)
    persist.set_avatar(hoa.id, "mui")  # the same as the first player's: that one keeps it
    plan = TablePlan.new("ba-cay", me.name, app.session.portraits())
    plan.set_level(1, HUMAN)
    plan.set_name(1, "Hoa")
    assert plan.seats[0].avatar == "mui" and plan.seats[1].avatar != "mui"


# --- a table without the setup ----------------------------------------------------------------
def test_a_quick_table_and_a_new_game_seat_the_player_with_their_portrait(app: App, tmp_path: Path) -> None:
    me = app.session.current_profile()
    app.session.persist.set_avatar(me.id, "hoi")
    open_table(app, "bai-cao")
    assert_distinct_others(started(app), {0: "hoi"})
    app.clear_to(MainMenu(app))
    key(app, pygame.K_n)
    key(app, pygame.K_RETURN)  # Vào bàn
    key(app, pygame.K_RETURN)  # yes: close the table saved before
    assert_distinct_others(started(app), {0: "hoi"})
    assert saved_avatar(tmp_path, me.name) == "hoi"


def test_a_player_without_a_portrait_keeps_the_one_their_first_table_gave(app: App, tmp_path: Path) -> None:
    me = app.session.current_profile()
    open_table(app, "xi-dach")
    given = started(app).seats[0].avatar
    assert given in AVATARS
    assert saved_avatar(tmp_path, me.name) == given


# --- the plan's rule, whatever the player does ------------------------------------------------
OPS = st.lists(st.tuples(st.sampled_from(("count", "level", "pick", "name")), st.integers(0, 11),
                         st.sampled_from(AVATARS), st.booleans()), max_size=30)


@settings(max_examples=150, deadline=None)
@given(game_key=st.sampled_from(("ba-cay", "bai-cao", "xi-dach", "tam-cuc")), ops=OPS)
def test_no_two_seats_ever_show_one_portrait(game_key: str, ops: list[tuple[str, int, str, bool]]) -> None:
    """Seats added, turned human or AI, renamed as players who have portraits, portraits picked:
    every seat always shows one, no two the same, and a pick of another human's changes nothing."""
    plan = TablePlan.new(game_key, "Lan", {"lan": "mao", "hoa": "mao", "minh": "ty"}, seed=5)
    for op, n, avatar, flag in ops:
        seat = n % len(plan.seats)
        if op == "count":
            plan.set_count(n + 1)
        elif op == "level":
            plan.set_level(seat, HUMAN if flag else "easy")
        elif op == "name":
            plan.set_name(seat, "Hoa" if flag else "Minh")
        else:
            before = [s.avatar for s in plan.seats]
            holder = next((i for i, s in enumerate(plan.seats) if s.avatar == avatar), None)
            if holder is not None and holder != seat and plan.seats[holder].level == HUMAN:
                with pytest.raises(ValueError):
                    plan.pick(seat, avatar)
                assert [s.avatar for s in plan.seats] == before
                continue
            plan.pick(seat, avatar)
            assert plan.seats[seat].avatar == avatar
            assert [a for i, a in enumerate(before) if i not in (seat, holder)] == \
                [s.avatar for i, s in enumerate(plan.seats) if i not in (seat, holder)]  # nobody else changed
        faces = [s.avatar for s in plan.seats]
        assert None not in faces and len(set(faces)) == len(faces), (op, faces)
