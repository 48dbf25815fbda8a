"""Start-up and size measurements for ``python -m game bench`` (pure standard library).

The figure that matters is *launch → first frame on screen*: spawn the command with
``CHIEU_BAI_MARK_FIRST_FRAME=1`` and the dummy SDL drivers, wait for the app's
``first-frame`` line on stdout (it prints it right after the first ``display.flip``), stop
the process, repeat, and take the median.  It works the same for ``python -m game`` from
source and for a built executable; a one-file build's bootloader unpacks itself first, and
that time is part of what is measured.

Each run gets a fresh, empty data folder (``CHIEU_BAI_DATA``), so saved settings (window
size, fullscreen) never change what is measured and the user's own data is never touched.

This module never imports pygame: it only starts processes.
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from game.devtools.bench_stats import median

MARK_ENV = "CHIEU_BAI_MARK_FIRST_FRAME"
MARK_LINE = "first-frame"
HEADLESS_ENV: Mapping[str, str] = {
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
}
DATA_ENV = "CHIEU_BAI_DATA"
MB = 1_000_000  # sizes are reported in decimal megabytes (the size target is "≤ 15 MB")
MIB = 1024 * 1024

# The targets from the packaging issue (seconds / bytes), for reports.
TARGET_SOURCE_S = 0.8
TARGET_EXE_S = 1.5
TARGET_EXE_BYTES = 15 * MB  # issue 33 (35 MB before)


class StartupError(RuntimeError):
    """The command exited, or stayed silent, before it reported its first frame."""


@dataclass(frozen=True)
class StartupResult:
    """Launch → first-frame times of ``runs`` launches of one command."""

    command: tuple[str, ...]
    times_s: tuple[float, ...]
    cpu_s: tuple[float, ...] | None  # CPU (user + system) per run, where the OS tells us

    @property
    def runs(self) -> int:
        return len(self.times_s)

    @property
    def median_s(self) -> float:
        return median(self.times_s)

    @property
    def cpu_median_s(self) -> float | None:
        return median(self.cpu_s) if self.cpu_s else None

    def to_dict(self) -> dict[str, Any]:
        """Stable keys for ``bench --json``."""
        cpu = self.cpu_median_s
        return {
            "command": list(self.command),
            "runs": self.runs,
            "median_s": round(self.median_s, 4),
            "min_s": round(min(self.times_s), 4),
            "max_s": round(max(self.times_s), 4),
            "times_s": [round(t, 4) for t in self.times_s],
            "cpu_median_s": None if cpu is None else round(cpu, 4),
        }


def source_command(python: str | None = None) -> list[str]:
    """``python -m game`` with this (or the given) interpreter."""
    return [python or sys.executable, "-m", "game"]


def exe_command(exe: str | os.PathLike[str]) -> list[str]:
    """A built executable; a macOS ``.app`` bundle resolves to the program inside it."""
    path = Path(exe)
    if path.suffix == ".app" and path.is_dir():
        inner = sorted((path / "Contents" / "MacOS").glob("*"))
        if not inner:
            raise FileNotFoundError(f"{path} has no program under Contents/MacOS")
        path = inner[0]
    if not path.exists():
        raise FileNotFoundError(f"no executable at {path}")
    return [str(path.resolve())]


def headless_env(base: Mapping[str, str] | None = None, **extra: str) -> dict[str, str]:
    """``base`` (default: this process's environment) with the dummy drivers and the mark on."""
    env = dict(os.environ if base is None else base)
    # Never the user's (or a test session's) data folder: each launch gets a fresh one
    # (see time_to_first_frame) unless the caller names one in ``extra``.
    env.pop(DATA_ENV, None)
    env.update(HEADLESS_ENV)
    env[MARK_ENV] = "1"
    env.update(extra)
    return env


def _children_cpu() -> float | None:
    """CPU seconds used so far by this process's finished (reaped) children; None on Windows."""
    try:
        import resource
    except ImportError:
        return None
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def _watch(stream: IO[str], marks: queue.Queue[float]) -> None:
    """Reader thread: timestamp the first ``first-frame`` line, then keep draining."""
    seen = False
    for line in stream:
        if not seen and line.strip() == MARK_LINE:
            marks.put(time.perf_counter())
            seen = True
    if not seen:
        marks.put(-1.0)  # end of output without the mark


def _spawn_options() -> dict[str, Any]:
    # A process group of its own, so stopping it also stops what it started (a one-file
    # build's bootloader runs the program as a child process).
    if sys.platform.startswith("win"):
        return {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}
    return {"start_new_session": True}


def stop(proc: subprocess.Popen[str], grace: float = 5.0) -> None:
    """Stop ``proc`` and its process group: politely first, then by force after ``grace`` s.

    SIGTERM first: SDL turns it into a quit event, and a one-file bootloader forwards it to
    the program and then deletes its unpacked temporary folder — SIGKILL would leak that
    folder, so it is only the fallback.
    """
    if proc.poll() is not None:
        return
    if sys.platform.startswith("win"):
        subprocess.run(["taskkill", "/F", "/T", "/PID", str(proc.pid)], capture_output=True, check=False)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(grace)
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    # The group may outlive its leader briefly (a bootloader's child): make sure it is gone.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)


def time_to_first_frame(
    command: Sequence[str],
    *,
    timeout: float = 60.0,
    env: Mapping[str, str] | None = None,
    cwd: str | os.PathLike[str] | None = None,
    grace: float = 5.0,
) -> tuple[float, float | None]:
    """One launch: seconds from spawn to the ``first-frame`` line, and the CPU it used.

    ``env`` defaults to :func:`headless_env`; a fresh data folder is set unless ``env``
    names one.  Raises :class:`StartupError` if the command exits (or ``timeout`` passes)
    before the mark; the message carries the end of its stderr.
    """
    env = dict(headless_env() if env is None else env)
    with tempfile.TemporaryDirectory(prefix="chieu-bai-bench-") as tmp:
        env.setdefault(DATA_ENV, str(Path(tmp) / "data"))
        err_path = Path(tmp) / "stderr.txt"
        with err_path.open("w+", encoding="utf-8", errors="replace") as err:
            cpu_before = _children_cpu()
            marks: queue.Queue[float] = queue.Queue()
            started = time.perf_counter()
            proc = subprocess.Popen(
                list(command),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=err,
                env=env,
                cwd=cwd,
                text=True,
                encoding="utf-8",
                errors="replace",
                **_spawn_options(),
            )
            assert proc.stdout is not None
            reader = threading.Thread(target=_watch, args=(proc.stdout, marks), daemon=True)
            reader.start()
            try:
                marked = marks.get(timeout=timeout)
            except queue.Empty:
                marked = None
            finally:
                stop(proc, grace)
                reader.join(grace)
                proc.stdout.close()
            cpu_after = _children_cpu()
            if marked is None or marked < 0:
                err.seek(0)
                tail = err.read()[-2000:].strip()
                what = (
                    f"no '{MARK_LINE}' line within {timeout:g} s"
                    if marked is None
                    else (f"exited with status {proc.returncode} before printing '{MARK_LINE}'")
                )
                raise StartupError(f"{' '.join(command)}: {what}" + (f"\n{tail}" if tail else ""))
    cpu = None if cpu_before is None or cpu_after is None else max(0.0, cpu_after - cpu_before)
    return marked - started, cpu


def measure_startup(
    command: Sequence[str],
    *,
    runs: int = 5,
    warmup: int = 1,
    timeout: float = 60.0,
    env: Mapping[str, str] | None = None,
    cwd: str | os.PathLike[str] | None = None,
) -> StartupResult:
    """``runs`` timed launches after ``warmup`` untimed ones (disk cache, ``.pyc`` files)."""
    if runs < 1:
        raise ValueError("runs must be at least 1")
    for _ in range(max(0, warmup)):
        time_to_first_frame(command, timeout=timeout, env=env, cwd=cwd)
    times: list[float] = []
    cpus: list[float] = []
    for _ in range(runs):
        wall, cpu = time_to_first_frame(command, timeout=timeout, env=env, cwd=cwd)
        times.append(wall)
        if cpu is not None:
            cpus.append(cpu)
    return StartupResult(tuple(command), tuple(times), tuple(cpus) if len(cpus) == runs else None)


def source_startup(
    *, runs: int = 5, warmup: int = 1, python: str | None = None, bytecode_cache: bool = True
) -> StartupResult:
    """Launch → first frame of ``python -m game`` from this checkout or installation.

    With ``bytecode_cache`` (the default) the runs reuse compiled ``.pyc`` files as an
    installed copy does — kept in a scratch ``PYTHONPYCACHEPREFIX`` folder filled by the
    warm-up, so the checkout is not written to, even where ``PYTHONDONTWRITEBYTECODE`` is
    set.  Without it every launch compiles the game's sources again.
    """
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory(prefix="chieu-bai-pyc-") as pyc:
        env = headless_env()
        if bytecode_cache:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = pyc
            warmup = max(1, warmup)
        return measure_startup(source_command(python), runs=runs, warmup=warmup, env=env, cwd=root)


def exe_startup(exe: str | os.PathLike[str], *, runs: int = 5, warmup: int = 1) -> StartupResult:
    """Launch → first frame of a built executable (run from a scratch working folder)."""
    command = exe_command(exe)
    with tempfile.TemporaryDirectory(prefix="chieu-bai-cwd-") as cwd:
        return measure_startup(command, runs=runs, warmup=warmup, cwd=cwd)


def build_root(path: str | os.PathLike[str]) -> Path:
    """What ships for ``path``: the one-file executable itself, or the whole one-folder build.

    The program of a one-folder build (``dist/chieu-bai/chieu-bai`` beside ``_internal/``)
    and one inside a ``.app`` (``Contents/MacOS/…``) resolve to their folder or bundle.
    """
    p = Path(path)
    if p.is_file():
        if (p.parent / "_internal").is_dir():
            return p.parent
        if p.parent.name == "MacOS" and p.parent.parent.name == "Contents":
            return p.parent.parent.parent
    return p


def exe_size(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Size of a one-file executable, or the total of a one-folder build / ``.app`` bundle."""
    p = build_root(path)
    if p.is_dir():
        files = [f for f in p.rglob("*") if f.is_file() and not f.is_symlink()]
        total = sum(f.stat().st_size for f in files)
        count = len(files)
    elif p.is_file():
        total, count = p.stat().st_size, 1
    else:
        raise FileNotFoundError(f"no executable at {p}")
    kind = "app bundle" if p.suffix == ".app" else ("one-folder" if p.is_dir() else "one-file")
    return {
        "path": str(p),
        "kind": kind,  # the size target is for the one-file build
        "bytes": total,
        "mb": round(total / MB, 2),
        "mib": round(total / MIB, 2),
        "files": count,
        "within_target": kind != "one-file" or total <= TARGET_EXE_BYTES,
    }


def startup_section(
    *,
    quick: bool = False,
    exe: str | os.PathLike[str] | None = None,
    source: bool = True,
    runs: int | None = None,
    warmup: int = 1,
) -> dict[str, Any]:
    """The ``startup`` section of ``bench --json``.

    Keys: ``source`` (``python -m game``) unless ``source`` is false; ``exe`` and
    ``exe_size`` when ``exe`` is given.  Each timing row is :meth:`StartupResult.to_dict`
    plus ``target_s`` and ``within_target``.  Runs: 3 with ``quick``, else 7 (or ``runs``).
    """
    n = runs if runs is not None else (3 if quick else 7)
    out: dict[str, Any] = {}
    if source:
        res = source_startup(runs=n, warmup=warmup)
        out["source"] = {**res.to_dict(), "target_s": TARGET_SOURCE_S, "within_target": res.median_s <= TARGET_SOURCE_S}
    if exe:
        res = exe_startup(exe, runs=n, warmup=warmup)
        out["exe"] = {**res.to_dict(), "target_s": TARGET_EXE_S, "within_target": res.median_s <= TARGET_EXE_S}
        out["exe_size"] = exe_size(exe)
    return out


def format_section(section: Mapping[str, Any]) -> list[str]:
    """Human-readable lines for the table output of ``bench``."""
    lines = []
    for key, label in (("source", "start-up, python -m game"), ("exe", "start-up, executable")):
        row = section.get(key)
        if row:
            cpu = "" if row["cpu_median_s"] is None else f", CPU {row['cpu_median_s']:.2f} s"
            ok = "ok" if row["within_target"] else f"OVER the {row['target_s']:g} s target"
            lines.append(
                f"{label:26} median {row['median_s']:.3f} s over {row['runs']} runs "
                f"(min {row['min_s']:.3f}, max {row['max_s']:.3f}{cpu}) — {ok}"
            )
    size = section.get("exe_size")
    if size:
        ok = "ok" if size["within_target"] else f"OVER the {TARGET_EXE_BYTES // MB} MB target"
        lines.append(f"{'executable size':26} {size['mb']:.1f} MB ({size['bytes']:,} bytes, {size['kind']}) — {ok}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m game.devtools.bench_startup [--exe PATH] [--runs N] [--no-source] [--json]`` (used by .ci/build)."""
    import argparse
    import json

    p = argparse.ArgumentParser(prog="python -m game.devtools.bench_startup", description=__doc__.split("\n")[0])
    p.add_argument("--exe", help="a built executable (or one-folder build / .app) to measure")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--warmup", type=int, default=1)
    p.add_argument("--no-source", action="store_true", help="skip python -m game")
    p.add_argument("--json", action="store_true")
    ns = p.parse_args(argv)
    try:
        out = startup_section(exe=ns.exe, source=not ns.no_source, runs=ns.runs, warmup=ns.warmup)
    except (StartupError, FileNotFoundError) as exc:
        if sys.stderr is not None:
            sys.stderr.write(f"bench_startup: {exc}\n")
        return 1
    if sys.stdout is not None:
        sys.stdout.write((json.dumps(out) if ns.json else "\n".join(format_section(out))) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = [
    "MARK_ENV",
    "MARK_LINE",
    "StartupError",
    "StartupResult",
    "exe_command",
    "exe_size",
    "exe_startup",
    "format_section",
    "headless_env",
    "measure_startup",
    "source_command",
    "source_startup",
    "startup_section",
    "stop",
    "time_to_first_frame",
]
