"""The storage rules: where the data lives, atomic writes, bad files kept aside, failing disks."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import tools.i18n as catalogue
from game.i18n import has, t
from game.persist import Notice, json_files, open_data
from game.persist.json_files import MAX_BYTES, JsonFile
from game.persist.paths import data_dir

HOME = Path("/home/lan")


@pytest.mark.parametrize(
    ("env", "platform", "expected"),
    [
        ({"CHIEU_BAI_DATA": "/tmp/x"}, "linux", "/tmp/x"),
        ({"CHIEU_BAI_DATA": "/tmp/x", "APPDATA": "/c/AppData"}, "win32", "/tmp/x"),
        ({"APPDATA": "/c/Users/lan/AppData/Roaming"}, "win32", "/c/Users/lan/AppData/Roaming/ChieuBai"),
        ({}, "win32", "/home/lan/AppData/Roaming/ChieuBai"),
        ({}, "darwin", "/home/lan/Library/Application Support/ChieuBai"),
        ({"XDG_DATA_HOME": "/data/xdg"}, "linux", "/data/xdg/chieu-bai"),
        ({"XDG_DATA_HOME": "relative/xdg"}, "linux", "/home/lan/.local/share/chieu-bai"),
        ({"CHIEU_BAI_DATA": ""}, "freebsd13", "/home/lan/.local/share/chieu-bai"),
    ],
)
def test_the_data_folder_per_platform(env: dict[str, str], platform: str, expected: str) -> None:
    assert data_dir(env, platform, HOME) == Path(expected)


def test_the_environment_variable_moves_everything(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path / "d"))
    touched: list[Path] = []
    for name in ("write_atomic", "move_aside", "remove_file"):
        real = getattr(json_files, name)

        def spy(path: Path, *args: Any, _real: Any = real) -> Any:
            touched.append(path)
            return _real(path, *args)

        monkeypatch.setattr(json_files, name, spy)
    persist, _ = open_data()
    profile, _ = persist.create_profile("Lan")
    persist.update_settings(muted=True)
    persist.delete_profile(profile.id)
    assert touched and all(p.is_relative_to(tmp_path / "d") for p in touched)
    assert (tmp_path / "d" / "settings.json").is_file()


def test_a_failed_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    f = JsonFile(tmp_path / "x.json", "x", 1)
    assert f.write({"n": 1}) is None

    def broken(src: Any, dst: Any) -> None:
        raise OSError(errno.EIO, "I/O error")

    monkeypatch.setattr(os, "replace", broken)
    notice = f.write({"n": 2})
    monkeypatch.undo()
    assert notice == Notice("persist.save_failed", {"file": "x.json", "reason": "I/O error"})
    assert f.load(lambda body: body["n"]) == (1, None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]


def test_leftover_temporary_files_are_cleared_at_launch(tmp_path: Path) -> None:
    (tmp_path / "profiles").mkdir(parents=True)
    for leftover in (tmp_path / ".settings.json.abc.tmp", tmp_path / "profiles" / ".0123.json.x.tmp"):
        leftover.write_bytes(b'{"kind": "sett')
    (tmp_path / "notes.tmp").write_text("not ours")
    open_data(tmp_path)
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["notes.tmp", "profiles"]


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b"\xff\xfe{}", id="not-utf8"),
        pytest.param(b'{"kind": "settings", "version": 1, "master_volume": NaN}', id="nan"),
        pytest.param(b"[" * 100_000 + b"]" * 100_000, id="deeply-nested"),
        pytest.param(b" " * (MAX_BYTES + 1), id="too-large"),
        pytest.param(b"", id="empty"),
    ],
)
def test_unusable_bytes_are_set_aside(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "settings.json").write_bytes(content)
    _, notices = open_data(tmp_path)
    assert [n.key for n in notices] == ["persist.bad.settings"]
    assert notices[0].params["aside"] == "settings.json.corrupt-1"  # a name a player reads, not a path
    assert (tmp_path / "settings.json.corrupt-1").read_bytes() == content


def test_an_unreadable_entry_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir(parents=True)  # open() fails: IsADirectoryError
    persist, notices = open_data(tmp_path)
    assert [n.key for n in notices] == ["persist.bad.settings"]
    assert (tmp_path / "settings.json.corrupt-1").is_dir()
    assert persist.update_settings(muted=True) is None


def test_a_bad_file_that_cannot_be_moved_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "settings.json").write_bytes(b"{broken")

    def stuck(path: Path, tag: str) -> Path:
        raise PermissionError(errno.EACCES, "denied")

    monkeypatch.setattr(json_files, "move_aside", stuck)
    persist, notices = open_data(tmp_path)
    assert [n.key for n in notices] == ["persist.unreadable"]
    notice = persist.update_settings(muted=True)
    assert notice is not None and notice.key == "persist.save_blocked"
    assert persist.settings.muted, "the change still applies for this session"
    assert (tmp_path / "settings.json").read_bytes() == b"{broken"


@pytest.mark.parametrize(
    ("error", "key"),
    [
        (OSError(errno.ENOSPC, "No space left on device"), "persist.save_failed.full"),
        (PermissionError(errno.EACCES, "Permission denied"), "persist.save_failed.denied"),
        (OSError(errno.EROFS, "Read-only file system"), "persist.save_failed.denied"),
    ],
)
def test_a_folder_that_cannot_be_written_reports_and_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError, key: str
) -> None:
    def fail(*args: Any, **kwargs: Any) -> Any:
        raise error

    monkeypatch.setattr(json_files.tempfile, "mkstemp", fail)
    persist, notices = open_data(tmp_path / "data")
    assert notices == []
    notice = persist.update_settings(language="en")
    assert notice == Notice(key, {"file": "settings.json"})
    assert persist.settings.language == "en"
    profile, notice = persist.create_profile("Lan")
    assert notice is not None and notice.key == key
    assert persist.profiles() == [profile]
    monkeypatch.undo()  # the disk is back: the next write catches up
    assert persist.rename_profile(profile.id, "Lan Anh") is None
    again, notices = open_data(tmp_path / "data")
    assert notices == [] and [p.name for p in again.profiles()] == ["Lan Anh"]


def test_every_notice_reads_well_in_both_languages() -> None:
    params = {"file": "settings.json", "aside": "/d/settings.json.corrupt-1", "reason": "I/O error",
              "name": "Lan", "chips": 1000, "amount": 1000, "count": 2, "n": 3, "max": 24, "pid": 4242,
              "path": "/home/lan/.local/share/chieu-bai"}
    keys = [key for key in catalogue.messages() if key.startswith("persist.")]
    assert len(keys) >= 20
    for key in keys:
        assert has(key)
        for lang in ("vi", "en"):
            text = Notice(key, params).text(lang)
            assert "{" not in text and text.strip() == text and text[-1] in ".!?"
        assert Notice(key, params).text("vi") != Notice(key, params).text("en")
    for kind in ("settings", "profile", "autosave", "journal"):
        assert has(f"persist.bad.{kind}")
    assert t("persist.name_taken", "vi", name="Lan") == "Đã có hồ sơ tên Lan."


def test_persistence_never_imports_pygame() -> None:
    code = "import sys, game.persist; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
