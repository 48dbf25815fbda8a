"""What the player hears about their data (issue 20 §1), through the real app.

A save that fails is never silent: a lasting warning on the menu and the table until a
later save succeeds (tested with a patched write, and — where this machine lets a test
mount one — a read-only and a full tmpfs).  Start-up notices: all of them, in one panel,
in the saved language, until dismissed.  The menu names the player whose seat "Tiếp tục"
opens; Esc asks before quitting; "Chơi mới" opens on the last game and the setup on its
last set-up; a seated profile cannot be deleted; "Rời bàn" settles and saves.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from game.i18n import set_language, t
from game.persist import json_files, open_data
from game.ui import theme
from game.ui.app import App
from game.ui.main import run
from game.ui.screens.dialog import Confirm, Notices
from game.ui.screens.menu import MainMenu
from game.ui.screens.quick_setup import open_table
from game.ui.screens.setup import TableSetup
from game.ui.screens.setup_model import TablePlan
from game.ui.screens.stats import StatsScreen
from game.ui.screens.table_menu import TableMenu
from game.ui.table.host import TableHost
from tests.test_ui_screens_support import open_app, press_control, top, type_into
from tests.ui_harness import frames, key, make_app, press


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    app = open_app(tmp_path, monkeypatch)
    yield app
    for scene in app.scenes:
        if isinstance(scene, TableHost):
            scene.close()
    set_language("vi")


def drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line of text the app draws in one frame."""
    seen: list[str] = []

    def recording(draw: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def wrapper(value: str, *args: Any, **kw: Any) -> pygame.Surface:
            seen.append(value)
            return draw(value, *args, **kw)
        return wrapper

    with monkeypatch.context() as m:
        m.setattr(theme, "text", recording(theme.text))
        m.setattr(theme, "fit_text", recording(theme.fit_text))
        app.draw()
    return seen


def warned(app: App, monkeypatch: pytest.MonkeyPatch) -> bool:
    return t("save.unsaved") in drawn(app, monkeypatch) or any(
        line in t("save.unsaved") and len(line) > 8 for line in drawn(app, monkeypatch))


@contextmanager
def failing_disk(monkeypatch: pytest.MonkeyPatch, error: int) -> Iterator[None]:
    def refuse(*args: Any, **kwargs: Any) -> None:
        raise OSError(error, os.strerror(error))

    with monkeypatch.context() as m:
        m.setattr(json_files, "write_atomic", refuse)
        yield


@pytest.mark.parametrize("error", [errno.EROFS, errno.EACCES, errno.ENOSPC])
def test_a_failing_save_warns_on_the_table_and_the_menu_until_a_save_succeeds(
        app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, error: int) -> None:
    assert not warned(app, monkeypatch)
    with failing_disk(monkeypatch, error):
        open_table(app, "xi-dach")  # sitting down and the first deal are saved (or not)
        frames(app, 30)
        assert app.session.unsaved() is not None
        assert warned(app, monkeypatch), "the table says its progress is not saved"
        app.session.update_settings(master_volume=30)  # a setting changed meanwhile
        key(app, pygame.K_ESCAPE)
        press(app, t("tablemenu.to_menu"))
        top(app, MainMenu)
        assert warned(app, monkeypatch), "and so does the menu"
        reason = app.session.unsaved()
        assert reason is not None and reason.key == (
            "persist.save_failed.full" if error == errno.ENOSPC else "persist.save_failed.denied")
    # the disk is back: the next save retries everything and the warning goes
    press(app, t("menu.continue"))
    table = top(app, TableHost)
    table.autosave()
    assert app.session.unsaved() is None and not warned(app, monkeypatch)
    again, notices = open_data(tmp_path)
    assert notices == [] and again.settings.master_volume == 30
    assert again.table is not None and again.table.match.to_dict() == table.match.to_dict()


def can_mount() -> bool:
    if os.geteuid() != 0:
        return False
    probe = Path("/tmp/chieu-bai-mount-probe")
    probe.mkdir(exist_ok=True)
    ok = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(probe)],
                        capture_output=True).returncode == 0
    if ok:
        subprocess.run(["umount", str(probe)], check=True)
    return ok


@contextmanager
def tmpfs(where: Path, size: str) -> Iterator[Path]:
    where.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], check=True)
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


@pytest.mark.skipif(not can_mount(), reason="needs root and permission to mount a tmpfs")
@pytest.mark.parametrize("trouble", ["read-only", "full"])
def test_a_real_read_only_or_full_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              trouble: str) -> None:
    with tmpfs(tmp_path / "data", "256k") as data:
        monkeypatch.setenv("CHIEU_BAI_DATA", str(data))
        first = make_app()
        first.session.update_settings(language="en")  # saved while the folder is fine
        first.quit()
        if trouble == "read-only":
            subprocess.run(["mount", "-o", "remount,ro", str(data)], check=True)
        else:
            filler = data / "filler"
            fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
            try:  # fill the disk to the last byte
                for chunk in (4096, 1):
                    with contextlib.suppress(OSError):
                        while os.write(fd, b"\0" * chunk):
                            pass
            finally:
                os.close(fd)
        app = make_app()
        app.push(MainMenu(app))
        assert app.session.settings.language == "en"
        app.session.update_settings(master_volume=12)
        assert app.session.unsaved() is not None
        assert warned(app, monkeypatch)
        if trouble == "read-only":
            subprocess.run(["mount", "-o", "remount,rw", str(data)], check=True)
        else:
            filler.unlink()
        app.session.update_settings(muted=True)  # the next save retries everything
        assert app.session.unsaved() is None and not warned(app, monkeypatch)
        assert open_data(data)[0].settings.master_volume == 12
        set_language("vi")


def write_json(path: Path, doc: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")


def test_every_start_up_notice_is_listed_in_the_saved_language_until_dismissed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    seed = make_app()
    seed.session.update_settings(language="en")
    for name in ("Lan", "Minh"):
        seed.session.profile_named(name)
    open_table(seed, "ba-cay")
    top(seed, TableHost).close()
    for i in range(3):  # three damaged profiles, a damaged autosave: five notices and more
        write_json(tmp_path / "profiles" / f"{i:016x}.json", {"kind": "profile", "version": 1, "broken": i})
    (tmp_path / "autosave.json").write_text("{not json", encoding="utf-8")
    set_language("vi")  # what the screens were drawn in before the settings load

    apps: list[App] = []
    monkeypatch.setattr(App, "run", lambda self, max_frames=0: apps.append(self) or 0)
    assert run(SimpleNamespace(window="", variant=None, frames=0)) == 0
    app = apps[0]
    panel = top(app, Notices)
    keys = [n.key for n in app.session.startup]
    assert keys.count("persist.bad.profile") == 3 and "persist.bad.autosave" in keys
    assert "persist.table_damaged" in keys and "persist.table_lost" not in keys, "damaged, not 'not found'"
    frames(app, 2)
    lines = " ".join(drawn(app, monkeypatch))
    assert "damaged" in lines and "hỏng" not in lines, "in the saved language"
    assert str(tmp_path) not in lines and "autosave.json.corrupt-1" in lines, "short file names"
    assert panel.first == 0
    for _ in range(30):
        frames(app, 1)
    top(app, Notices)  # still there: kept until dismissed
    key(app, pygame.K_RETURN)
    top(app, MainMenu)
    assert app.session.startup == []


def test_the_menu_names_the_player_whose_seat_continue_opens(app: App, tmp_path: Path) -> None:
    app.session.profile_named("An")
    bình = app.session.profile_named("Bình")
    app.session.update_settings(last_profile=bình.id)
    open_table(app, "ba-cay")  # Bình sits
    top(app, TableHost).close()
    app.session.profile_named("Chi")
    (tmp_path / "settings.json").write_text("damaged", encoding="utf-8")
    again = make_app()
    again.push(MainMenu(again))
    menu = top(again, MainMenu)
    assert menu.player.id == bình.id
    press(again, t("menu.continue"))
    table = top(again, TableHost)
    assert table.match.seats[0].profile == bình.id
    table.close()


def test_esc_on_the_menu_asks_before_quitting(app: App) -> None:
    key(app, pygame.K_ESCAPE)
    top(app, Confirm)
    assert app.running
    key(app, pygame.K_ESCAPE)  # no
    top(app, MainMenu)
    assert app.running
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)  # yes
    assert not app.running


def test_new_game_opens_on_the_last_game_and_setup_remembers_its_set_up(app: App) -> None:
    key(app, pygame.K_n)
    setup = top(app, TableSetup)
    setup.set_game("bai-cao")
    setup.set_mode("cao-rua")
    setup.set_count(7)
    setup.set_level(3, "hard")
    setup.set_amount("stake", "20")
    setup.set_amount("min_bet", "40")
    flag = next(o for o in setup.plan.variant.options if isinstance(o.default, bool))
    setup.set_option(flag.key, not flag.default)
    options = dict(setup.plan.options)
    setup.primary()
    top(app, TableHost).close()
    app.clear_to(MainMenu(app))
    key(app, pygame.K_n)
    plan = top(app, TableSetup).plan
    assert plan.variant.key == "bai-cao" and plan.mode == "cao-rua" and len(plan.seats) == 7
    assert plan.seats[3].level == "hard" and (plan.stake, plan.min_bet) == ("20", "40")
    assert plan.options == options
    top(app, TableSetup).set_game("ba-cay")  # another game keeps its own (default) set-up
    plan = top(app, TableSetup).plan  # (its AI seats' portraits drawn anew: not a set-up)
    assert plan.variant.key == "ba-cay" and plan.memory() == TablePlan.new("ba-cay", app.session.player_name()).memory()


def test_a_seated_profile_cannot_be_deleted_and_leave_table_settles_and_saves(
        app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    open_table(app, "ba-cay")
    table = top(app, TableHost)
    me = app.session.current_profile()
    key(app, pygame.K_ESCAPE)
    top(app, TableMenu)
    press(app, t("tablemenu.to_menu"))
    key(app, pygame.K_t)
    stats = top(app, StatsScreen)
    stats.select(me.id)
    press_control(app, "delete")
    assert t("persist.at_table", name=me.name) in app.toasts.messages
    assert not isinstance(app.scenes.top, Confirm), "refused before the question"
    key(app, pygame.K_ESCAPE)
    press(app, t("menu.continue"))
    table = top(app, TableHost)
    chips = table.match.balances[0]
    key(app, pygame.K_ESCAPE)
    press(app, t("tablemenu.leave"))
    top(app, Confirm)
    key(app, pygame.K_RETURN)
    menu = top(app, MainMenu)
    assert t("menu.continue") not in [b.label() for b in menu.column.buttons if callable(b.label)]
    again, _ = open_data(tmp_path)
    assert again.table is None and again.profile(me.id).table is None
    assert again.profile(me.id).chips == chips
    key(app, pygame.K_t)
    top(app, StatsScreen).select(me.id)
    press_control(app, "delete")
    top(app, Confirm)  # now it may go


def test_a_name_the_font_cannot_draw_is_refused(app: App) -> None:
    key(app, pygame.K_t)
    type_into(app, "name", "Lan 🀄")
    press_control(app, "create")
    assert t("persist.name_bad_char") in app.toasts.messages
    assert all("🀄" not in p.name for p in app.session.persist.profiles())


def test_in_hot_seat_the_history_names_each_player_never_you(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.catalog import game
    from game.match.match import RoundRecord
    from game.ui.screens.quick_setup import SeatChoice, build_match

    v = game("ba-cay").variant
    seats = [SeatChoice("An", "human"), SeatChoice("Bình", "human"), SeatChoice("Minh", "easy")]
    match = build_match(v, seats)
    match.history.append(RoundRecord(1, 7, (-20, 10, 10), 0))
    app.open("table", match=match)
    table = top(app, TableHost)
    lines = drawn(app, monkeypatch)
    row = next(line for line in lines if line.startswith(t("ui.history.row", n=1, name="Bình", change="+10")))
    assert "An -20" in row and t("ui.history.you", change="-20") not in row
    table.close()
