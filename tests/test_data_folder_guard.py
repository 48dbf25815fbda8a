"""No progress lost to a second copy, a newer version's files or a data folder that is a file
(issue 30): the copy that may not write plays on a temporary profile, says why, and leaves
the player's folder byte for byte as it was."""

from __future__ import annotations

import gc
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.persist import open_data
from game.persist.lock import LOCK_NAME, DataLock
from game.ui.app import App
from game.ui.screens.quick_setup import open_table
from game.ui.session import SCRATCH_PREFIX, Session, remove_orphans
from tests.ui_harness import make_app

PROJECT = Path(__file__).resolve().parents[1]
POSIX = not sys.platform.startswith("win")
HOLD = ("import sys, time, pathlib; from game.persist.lock import DataLock; "
        "lock = DataLock(pathlib.Path(sys.argv[1])); assert lock.acquire() is None; print('held', flush=True); "
        "time.sleep(120)")


def folder(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` but the lock, with its bytes."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != LOCK_NAME}


@pytest.fixture
def holder(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the lock of ``tmp_path / "data"`` (a first copy of the game)."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path / "data")], cwd=PROJECT, text=True,
                            stdout=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    yield proc
    proc.kill()
    proc.wait()


def played_folder(root: Path, monkeypatch: pytest.MonkeyPatch, language: str = "en") -> dict[str, bytes]:
    """A data folder with settings, a profile and a table in play, as a first copy leaves it."""
    monkeypatch.setenv("CHIEU_BAI_DATA", str(root))
    app = make_app()
    app.session.update_settings(language=language)
    app.open("menu")
    open_table(app, "ba-cay")
    for _ in range(30):
        app.frame(1 / 30)
    app.quit()
    DataLock.of(root).release()
    return folder(root)


def play_a_table(app: App, key: str = "xi-dach") -> None:
    app.open("menu")
    open_table(app, key)
    for _ in range(30):
        app.frame(1 / 30)
    app.quit()


# --- the lock ------------------------------------------------------------------------------------
def test_the_lock_names_its_owner_and_a_dead_owners_lock_is_taken_over(
        tmp_path: Path, holder: subprocess.Popen[str]) -> None:
    lock = DataLock(tmp_path / "data")
    assert lock.acquire() == holder.pid and not lock.held
    holder.kill()  # as a crash or kill -9 leaves it: the file stays, the lock goes with the process
    holder.wait()
    assert (tmp_path / "data" / LOCK_NAME).exists()
    assert lock.acquire() is None and lock.held
    assert lock.owner() == os.getpid()
    lock.release()


def test_a_folder_that_cannot_hold_a_lock_is_no_second_copy(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("x", encoding="utf-8")
    assert DataLock(blocked / "data").acquire() is None  # nothing to lock with: the saves will say why


# --- a second copy -------------------------------------------------------------------------------
def test_a_second_copy_plays_without_saving_and_says_why(
        tmp_path: Path, holder: subprocess.Popen[str], monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "data"
    holder.kill()
    holder.wait()
    before = played_folder(root, monkeypatch)
    again = subprocess.Popen([sys.executable, "-c", HOLD, str(root)], cwd=PROJECT, text=True, stdout=subprocess.PIPE)
    try:
        assert again.stdout is not None and again.stdout.readline().strip() == "held"
        app = make_app()
        session = app.session
        assert session.temporary is not None and session.temporary.key == "persist.temporary.second_copy"
        assert [n.key for n in session.startup] == ["persist.second_copy"]
        assert session.startup[0].params["pid"] == str(again.pid)
        assert session.settings.language == "en", "the player's settings are read, never written"
        assert session.unsaved() is session.temporary  # the warning stays up
        play_a_table(app)
        assert folder(root) == before
    finally:
        again.kill()
        again.wait()


@pytest.mark.skipif(not POSIX, reason="POSIX signals")
def test_two_real_copies_never_lose_either_ones_progress(tmp_path: Path) -> None:
    """The issue's case: launched twice by accident.  The first copy's table, chips and
    profile are exactly what it saved; the second copy changed nothing."""
    root = tmp_path / "data"
    env = {**os.environ, "CHIEU_BAI_DATA": str(root), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "CHIEU_BAI_MARK_FIRST_FRAME": "1"}
    first = subprocess.Popen([sys.executable, "-m", "game", "--variant", "ba-cay"], cwd=PROJECT, env=env,
                             text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "first-frame"
        time.sleep(1.0)  # dealt and saved
        second = subprocess.run([sys.executable, "-m", "game", "--variant", "xi-dach", "--frames", "12"],
                                cwd=PROJECT, env=env, capture_output=True, text=True, timeout=600)
        assert second.returncode == 0, second.stderr
        first.send_signal(signal.SIGTERM)
        assert first.wait(timeout=600) == 0
    finally:
        first.kill()
    persist, notices = open_data(root)
    assert notices == [], [n.key for n in notices]
    assert persist.table is not None and persist.table.match.variant.key == "ba-cay"
    profiles = persist.profiles()
    assert len(profiles) == 1 and profiles[0].table == persist.table.id


# --- a newer version's files ---------------------------------------------------------------------
def newer(path: Path) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["version"] = 99
    doc["what-version-99-added"] = {"chips": 123456}
    path.write_text(json.dumps(doc), encoding="utf-8")


@pytest.mark.parametrize("which", ["settings.json", "profile", "autosave.json"])
def test_a_newer_versions_file_is_kept_as_it_is_and_the_game_plays_on_a_temporary_profile(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, which: str) -> None:
    root = tmp_path / "data"
    played_folder(root, monkeypatch)
    path = next((root / "profiles").glob("*.json")) if which == "profile" else root / which
    newer(path)
    before = folder(root)
    app = make_app()
    session = app.session
    assert session.temporary is not None and session.temporary.key == "persist.temporary.newer"
    assert [n.key for n in session.startup] == ["persist.newer", "persist.temporary.newer_body"]
    assert session.startup[0].text("en").startswith(f"{path.parent.name}/{path.name}" if which == "profile"
                                                     else which)
    assert "made by a newer version of Chiếu Bài" in session.startup[0].text("en")
    assert session.current_profile().chips == 1000 and session.persist.root != root  # a temporary profile
    play_a_table(app)
    assert folder(root) == before, "nothing set aside, nothing overwritten, nothing added"
    assert not list(root.rglob("*.corrupt-*"))
    again = make_app()  # and the next launch says the same
    assert again.session.temporary is not None
    again.quit()


def test_the_player_may_quit_instead_of_playing_without_saving(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.ui_harness import key

    root = tmp_path / "data"
    played_folder(root, monkeypatch)
    newer(root / "autosave.json")
    app = make_app()
    app.open("menu")
    app.open("notices")
    assert app.running
    import pygame

    key(app, pygame.K_q)
    assert not app.running


# --- a data folder that is a file ----------------------------------------------------------------
@pytest.mark.parametrize("below", ["", "chieu-bai"])
def test_a_data_folder_that_is_a_file_is_said_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   below: str) -> None:
    """The folder is a file, or lies below one (``CHIEU_BAI_DATA=/etc/hostname/chieu-bai``)."""
    path = tmp_path / "data"
    path.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("CHIEU_BAI_DATA", str(path / below if below else path))
    app = make_app()
    assert [n.key for n in app.session.startup] == ["persist.not_a_folder"]
    assert str(path) in app.session.startup[0].text("en")
    assert app.session.temporary is not None
    play_a_table(app)
    assert path.read_text(encoding="utf-8") == "not a folder"


def test_the_temporary_folder_goes_with_the_session(tmp_path: Path) -> None:
    path = tmp_path / "data"
    path.write_text("not a folder", encoding="utf-8")
    session = Session.open(path)
    scratch = session.persist.root
    session.update_settings(language="en")
    assert scratch.exists() and scratch != path
    del session
    gc.collect()
    assert not scratch.exists()


def test_quitting_a_temporary_session_never_says_the_table_was_saved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The quit question of a session that saves nothing says so (it once promised "the table in
    play is saved; choose Continue next time" because the scratch folder held an autosave)."""
    from game.i18n import t
    from game.ui.screens.dialog import Confirm
    from game.ui.screens.menu import MainMenu

    path = tmp_path / "data"
    path.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("CHIEU_BAI_DATA", str(path))
    app = make_app()
    app.open("menu")
    open_table(app, "xi-dach")
    for _ in range(30):
        app.frame(1 / 30)
    assert app.session.has_autosave(), "the table in play is kept for this session"
    menu = app.open("menu")  # Esc at the table goes back to it
    assert isinstance(menu, MainMenu)
    menu.ask_quit()
    confirm = app.scenes.top
    assert isinstance(confirm, Confirm)
    assert confirm.body == t("menu.quit.body.temporary")
    assert confirm.body != t("menu.quit.body")


def test_quitting_while_a_save_failed_says_it_may_be_lost(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.i18n import t
    from game.persist import Notice
    from game.ui.screens.dialog import Confirm
    from game.ui.screens.menu import MainMenu

    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path / "data"))
    app = make_app()
    menu = app.open("menu")
    assert isinstance(menu, MainMenu)
    full = Notice("persist.save_failed.full", {"file": "autosave.json"})
    monkeypatch.setattr(app.session.persist, "unsaved", lambda: full)
    menu.ask_quit()
    confirm = app.scenes.top
    assert isinstance(confirm, Confirm) and confirm.body == t("menu.quit.body.unsaved")


# --- a killed second copy's temporary folder (issue 43) ---------------------------------------
def test_a_temporary_folder_whose_copy_is_gone_is_removed_and_no_other(tmp_path: Path,
                                                                        holder: subprocess.Popen[str]) -> None:
    """Each temporary session's folder holds its own lock while its copy lives: a folder whose
    lock can be taken (its copy was killed) goes; one held by a live copy, or one with no lock
    file (an older version's), stays."""
    orphan = tmp_path / f"{SCRATCH_PREFIX}orphan"
    orphan.mkdir()
    (orphan / LOCK_NAME).write_bytes(b"12345\n")
    (orphan / "settings.json").write_text("{}", encoding="utf-8")
    alive = tmp_path / "data"  # locked by the holder process
    (tmp_path / f"{SCRATCH_PREFIX}old").mkdir()
    os.symlink(alive, tmp_path / f"{SCRATCH_PREFIX}alive") if POSIX else None
    assert remove_orphans(tmp_path) == [orphan]
    assert not orphan.exists() and (tmp_path / f"{SCRATCH_PREFIX}old").exists() and alive.exists()


@pytest.mark.skipif(not POSIX, reason="POSIX signals")
def test_a_second_copy_killed_leaves_a_folder_the_next_second_copy_removes(tmp_path: Path,
                                                                            holder: subprocess.Popen[str]) -> None:
    """The issue's case: ``kill -9`` of a second copy left its temporary folder for ever."""
    temp = tmp_path / "tmp"
    temp.mkdir()
    env = {**os.environ, "CHIEU_BAI_DATA": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "CHIEU_BAI_MARK_FIRST_FRAME": "1", "TMPDIR": str(temp)}
    second = subprocess.Popen([sys.executable, "-m", "game"], cwd=PROJECT, env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert second.stdout is not None and second.stdout.readline().strip() == "first-frame"
        left = list(temp.glob(f"{SCRATCH_PREFIX}*"))
        assert len(left) == 1
    finally:
        second.kill()  # SIGKILL: nothing of the program runs
        second.wait()
    assert left[0].exists(), "a killed copy cannot clean up after itself"
    third = subprocess.run([sys.executable, "-m", "game", "--frames", "3"], cwd=PROJECT, env=env,
                           capture_output=True, text=True, timeout=600)
    assert third.returncode == 0, third.stderr
    assert not left[0].exists()
    assert list(temp.glob(f"{SCRATCH_PREFIX}*")) == [], "the third copy's own folder went with it"
