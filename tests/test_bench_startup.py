"""game.devtools.bench_startup: launch → first-frame timing, process clean-up, sizes.

Fast: the "game" here is a few lines of Python that print ``first-frame``, not the real app.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import game.devtools.bench_startup as bs

POSIX = not sys.platform.startswith("win")


def fake(body: str) -> list[str]:
    """A command running ``body`` (dedented) in a fresh interpreter."""
    return [sys.executable, "-c", textwrap.dedent(body)]


MARK_THEN_SLEEP = fake(
    """
    import sys, time
    time.sleep(0.05)
    print("loading…", flush=True)
    print("first-frame", flush=True)
    time.sleep(60)
    """
)


def alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting for a parent that is gone counts as dead)."""
    stat = Path(f"/proc/{pid}/stat")
    if stat.exists():
        try:
            return stat.read_text().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
        except (OSError, IndexError):
            return False
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def wait_dead(pid: int, seconds: float = 600) -> bool:
    """``pid`` ends within ``seconds`` (a guard against a hang, not a measure)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not alive(pid):
            return True
        time.sleep(0.02)
    return not alive(pid)


def test_measures_launch_to_mark_and_takes_the_median() -> None:
    res = bs.measure_startup(MARK_THEN_SLEEP, runs=3, warmup=0, timeout=600)
    assert res.runs == 3
    assert all(0.05 <= t < 120 for t in res.times_s)
    assert min(res.times_s) <= res.median_s <= max(res.times_s)
    row = res.to_dict()
    assert row["runs"] == 3 and row["median_s"] == round(res.median_s, 4)
    assert set(row) >= {"command", "runs", "median_s", "min_s", "max_s", "times_s", "cpu_median_s"}
    if POSIX:
        assert res.cpu_s is not None and all(c >= 0 for c in res.cpu_s)


def test_child_sees_the_mark_switch_dummy_drivers_and_a_fresh_data_folder(tmp_path: Path) -> None:
    out = tmp_path / "seen.txt"
    cmd = fake(
        f"""
        import os, time
        keys = ("CHIEU_BAI_MARK_FIRST_FRAME", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "CHIEU_BAI_DATA")
        with open({str(out)!r}, "a", encoding="utf-8") as fh:
            fh.write("|".join(os.environ.get(k, "") for k in keys) + "\\n")
        print("first-frame", flush=True)
        time.sleep(60)
        """
    )
    bs.measure_startup(cmd, runs=2, warmup=0, timeout=600)
    rows = [line.split("|") for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 2
    for mark, video, audio, data in rows:
        assert (mark, video, audio) == ("1", "dummy", "dummy")
        assert data and "chieu-bai-bench-" in data
    assert rows[0][3] != rows[1][3], "each run gets its own empty data folder"


@pytest.mark.skipif(not POSIX, reason="process groups and /proc")
def test_stops_the_process_and_what_it_started(tmp_path: Path) -> None:
    """Like a one-file build: a bootloader whose child prints the mark. Both must be gone."""
    pids = tmp_path / "pids.txt"
    # The child names both processes before it prints the mark, so the file is complete
    # whenever the mark is seen, however the machine's load orders the two processes.
    child = (f"import os, time; open({str(pids)!r} + '.tmp', 'w').write(f'{{os.getppid()}} {{os.getpid()}}'); "
             f"os.replace({str(pids)!r} + '.tmp', {str(pids)!r}); print('first-frame', flush=True); time.sleep(60)")
    cmd = fake(
        f"""
        import subprocess, sys
        subprocess.Popen([sys.executable, "-c", {child!r}]).wait()
        """
    )
    wall, _ = bs.time_to_first_frame(cmd, timeout=600)
    assert wall > 0
    parent, grandchild = (int(x) for x in pids.read_text().split())
    assert wait_dead(parent) and wait_dead(grandchild)


@pytest.mark.skipif(not POSIX, reason="signals")
def test_falls_back_to_kill_when_terminate_is_ignored(tmp_path: Path) -> None:
    pid_file, slept = tmp_path / "pid", tmp_path / "slept"
    cmd = fake(
        f"""
        import os, signal, time
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        open({str(pid_file)!r}, "w").write(str(os.getpid()))
        print("first-frame", flush=True)
        time.sleep(60)
        open({str(slept)!r}, "w").write("the sleep ran out: nothing stopped me")
        """
    )
    bs.time_to_first_frame(cmd, timeout=600, grace=0.3)
    assert wait_dead(int(pid_file.read_text()), 600)
    assert not slept.exists(), "killed, not left to end by itself"


def test_exit_before_the_mark_is_an_error_carrying_stderr() -> None:
    cmd = fake("import sys; sys.stderr.write('boom: no display\\n'); sys.exit(3)")
    with pytest.raises(bs.StartupError) as err:
        bs.time_to_first_frame(cmd, timeout=600)
    assert "status 3" in str(err.value) and "boom: no display" in str(err.value)


def test_silence_past_the_timeout_is_an_error(tmp_path: Path) -> None:
    slept = tmp_path / "slept"
    cmd = fake(f"import time; print('still loading', flush=True); time.sleep(60); open({str(slept)!r}, 'w')")
    with pytest.raises(bs.StartupError, match=r"within 0\.5 s"):
        bs.time_to_first_frame(cmd, timeout=0.5, grace=1)
    assert not slept.exists(), "stopped at the timeout, not waited for"


def test_runs_must_be_positive() -> None:
    with pytest.raises(ValueError):
        bs.measure_startup(MARK_THEN_SLEEP, runs=0)


def test_sizes_of_a_file_a_one_folder_build_and_a_missing_path(tmp_path: Path) -> None:
    one = tmp_path / "chieu-bai"
    one.write_bytes(b"x" * 2_500_000)
    size = bs.exe_size(one)
    assert size["bytes"] == 2_500_000 and size["mb"] == 2.5 and size["files"] == 1
    assert size["kind"] == "one-file" and size["within_target"]

    folder = tmp_path / "dist" / "chieu-bai"
    (folder / "_internal").mkdir(parents=True)
    (folder / "chieu-bai").write_bytes(b"x" * 1000)
    (folder / "_internal" / "libpython.so").write_bytes(b"y" * 5000)
    for given in (folder, folder / "chieu-bai"):  # the folder, or the program inside it
        size = bs.exe_size(given)
        assert (size["bytes"], size["files"], size["kind"]) == (6000, 2, "one-folder")

    big = tmp_path / "big"
    with big.open("wb") as fh:
        fh.truncate(36 * bs.MB)
    assert not bs.exe_size(big)["within_target"]

    with pytest.raises(FileNotFoundError):
        bs.exe_size(tmp_path / "missing")


def test_commands(tmp_path: Path) -> None:
    assert bs.source_command("/usr/bin/python3") == ["/usr/bin/python3", "-m", "game"]
    assert bs.source_command()[0] == sys.executable
    with pytest.raises(FileNotFoundError):
        bs.exe_command(tmp_path / "nothing")
    app = tmp_path / "ChieuBai.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "MacOS" / "chieu-bai").write_text("")
    assert bs.exe_command(app) == [str((app / "Contents" / "MacOS" / "chieu-bai").resolve())]
    assert bs.build_root(app / "Contents" / "MacOS" / "chieu-bai") == app


@pytest.mark.skipif(not POSIX, reason="a #! script stands in for the executable")
def test_startup_section_and_its_table_lines(tmp_path: Path) -> None:
    exe = tmp_path / "chieu-bai"
    exe.write_text(f"#!{sys.executable}\nimport time\nprint('first-frame', flush=True)\ntime.sleep(60)\n")
    exe.chmod(0o755)
    section = bs.startup_section(exe=str(exe), source=False, runs=2, warmup=0)
    assert set(section) == {"exe", "exe_size"}
    assert section["exe"]["runs"] == 2 and section["exe"]["target_s"] == bs.TARGET_EXE_S
    assert section["exe_size"]["bytes"] == exe.stat().st_size
    lines = bs.format_section(section)
    assert len(lines) == 2 and "median" in lines[0] and "MB" in lines[1]


def test_importing_it_does_not_import_pygame() -> None:
    code = "import sys, game.devtools.bench_startup; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
