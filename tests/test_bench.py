"""The ``bench`` command: its statistics, its report's shape, and each section on a small scale.

Nothing here asserts a speed (the machines are shared and noisy): only that every figure is
measured, has its target and verdict, and that the JSON keys documented in
docs/performance.md are there.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import game.devtools.bench as bench
from game.catalog import VARIANTS
from game.catalog import game as record
from game.cli import main
from game.devtools.bench_engine import ai_section, decision_times, role_of, throughput
from game.devtools.bench_stats import latency_row, percentile
from game.devtools.bench_text import format_report
from game.engine.errors import IllegalAction
from game.variants.three_card.defs import Bet


def test_percentile_is_nearest_rank() -> None:
    values = [float(i) for i in range(1, 101)]
    assert percentile(values, 99) == 99.0
    assert percentile(values, 50) == 50.0
    assert percentile([3.0], 99) == 3.0
    with pytest.raises(ValueError):
        percentile([], 50)


def test_latency_row_judges_the_p99() -> None:
    row = latency_row([0.001] * 99 + [0.5], 20.0, wall=[0.002] * 100)
    assert row["n"] == 100 and row["p99_ms"] == 1.0 and row["max_ms"] == 500.0 and row["met"] is True
    assert row["wall_p99_ms"] == 2.0
    assert latency_row([0.03] * 10, 20.0)["met"] is False
    assert latency_row([], 20.0)["met"] is None


@pytest.mark.parametrize("key", list(VARIANTS))
def test_throughput_measures_every_game(key: str) -> None:
    for level in ("random", "normal"):
        rate = throughput(record(key), level, seconds=0.01, repeats=2)
        assert len(rate.cpu) == 2 and all(r > 0 for r in rate.cpu + rate.wall)


def test_decision_times_sort_by_role() -> None:
    times = decision_times(record("xi-dach"), "normal", seconds=0.05, max_decisions=200)
    assert set(times) == {"dealer", "player"}
    assert all(len(cpu) == len(wall) > 0 for cpu, wall in times.values())
    tam = decision_times(record("tam-cuc"), "easy", seconds=0.02, max_decisions=50)
    assert set(tam) == {"any"}


def test_role_of_names_the_bank() -> None:
    class View:
        seat, banker = 2, 2

    assert role_of(record("xi-dach"), View()) == "dealer"
    assert role_of(record("bai-cao"), View()) == "banker"
    View.banker = 0
    assert role_of(record("ba-cay"), View()) == "player"
    assert role_of(record("tam-cuc"), View()) == "any"


def test_ai_section_has_a_verdict_per_level_and_role(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.devtools.bench_engine as be

    real = be.decision_times
    monkeypatch.setattr(be, "decision_times", lambda v, lv, **kw: real(v, lv, seconds=0.01, max_decisions=30))
    section = ai_section(quick=True)
    for key, g in section["games"].items():
        assert set(g["levels"]) == set(record(key).levels)
        for roles in g["levels"].values():
            for row in roles.values():
                assert {"n", "median_ms", "p99_ms", "target_p99_ms", "met"} <= set(row)
    assert section["games"]["tam-cuc"]["levels"]["hard"]["any"]["target_p99_ms"] == 60.0
    assert section["games"]["xi-dach"]["levels"]["hard"]["dealer"]["target_p99_ms"] == 20.0


def _fake(met: bool | None) -> Any:
    return lambda ns: {"met": met, "figure": 1}


def _ns(**kw: Any) -> argparse.Namespace:
    return argparse.Namespace(**{"json": True, "quick": True, "only": [], "exe": None, **kw})


def test_report_shape_and_verdicts(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(ns: argparse.Namespace) -> dict[str, Any]:
        raise RuntimeError("no display")

    monkeypatch.setattr(bench, "SECTIONS", {"a": _fake(True), "b": _fake(None), "c": broken})
    report = bench.run_sections(_ns())
    assert {"schema", "quick", "machine", "a", "b", "c", "seconds", "met"} <= set(report)
    assert report["c"] == {"error": "RuntimeError: no display", "met": False}
    assert report["met"] is False
    report = bench.run_sections(_ns(only=["a", "b"]))
    assert "c" not in report and report["met"] is True
    with pytest.raises(ValueError, match="unknown section"):
        bench.run_sections(_ns(only=["nope"]))


def test_cli_prints_one_json_object(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(bench, "SECTIONS", {"engine": _fake(False)})
    assert main(["bench", "--json", "--quick", "--only", "engine"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    report = json.loads(out)
    assert report["engine"]["met"] is False and report["quick"] is True
    assert main(["bench", "--only", "nope"]) == 2


@pytest.mark.parametrize(("sections", "status"), [
    ({"engine": _fake(False), "ai": _fake(None)}, 0),  # a missed target is reported, not failed
    ({"engine": _fake(True), "ai": lambda ns: (_ for _ in ()).throw(RuntimeError("boom"))}, 1),
    ({"engine": lambda ns: {"met": None, "scenes": {"deal": {"error": "boom", "met": False}}}}, 1),
    ({"engine": lambda ns: {"met": False, "soak_ok": False, "peak_rss_mb": 90.0}}, 1),  # bench reported "MISSED"
])
def test_bench_fails_when_a_section_errors_or_its_soak_fails(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], sections: dict[str, Any],
        status: int) -> None:
    monkeypatch.setattr(bench, "SECTIONS", sections)
    assert main(["bench", "--json", "--quick"]) == status
    err = capsys.readouterr().err
    assert ("bench: 1 failed: " in err) == bool(status)


def test_bench_exe_must_be_a_program(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = tmp_path / "hostname"
    text.write_text("box\n", encoding="utf-8")
    text.chmod(0o755)  # executable bits on a text file (as /etc/hostname has on some systems)
    assert main(["bench", "--only", "startup", "--exe", str(text)]) == 2
    assert "is not an executable program" in capsys.readouterr().err


def test_text_report_covers_every_section() -> None:
    report = {
        "schema": 1, "quick": True, "seconds": 1.0, "met": False,
        "machine": {"python": "3.11", "cpus": 2, "loadavg": [0.1, 0.1, 0.1], "platform": "linux"},
        "engine": {"met": False, "games": {"xi-dach": {
            "seats": 6, "mode": "", "unit": "rounds", "target_random_per_s": 5000.0, "met": False,
            "random": {"per_s": 4000.0, "wall_per_s": 3900.0}, "normal": {"per_s": 900.0, "wall_per_s": 880.0}}}},
        "idle": {"met": True, "cpu_share": 0.02, "seconds": 3.0, "target_share": 0.03},
        "memory": {"met": True, "peak_rss_mb": 90.0, "rounds_per_game": 4, "target_peak_mb": 200.0,
                   "growth_mb": {}},
        "frames": {"met": None, "window": [1280, 720], "speed": 1.0, "scenes": {"x": {"error": "boom", "met": False}}},
    }
    text = "\n".join(format_report(report))
    assert "MISSED" in text and "4,000" in text and "2.00% of one core" in text and "boom" in text


def test_non_drawing_sections_never_import_pygame() -> None:
    code = ("import sys, game.devtools.bench, game.devtools.bench_engine, game.devtools.bench_stats, "
            "game.devtools.bench_text, game.devtools.soak; assert 'pygame' not in sys.modules, 'pygame was imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_idle_section_runs_the_real_loop() -> None:
    from game.devtools.bench_ui import idle_section

    row = idle_section(quick=True, seconds=0.6)
    assert 0.5 <= row["seconds"] < 5 and 0 <= row["cpu_share"] < 1 and row["target_share"] == 0.03


@pytest.mark.slow
def test_frames_section_measures_every_heavy_scene() -> None:
    from game.devtools.bench_ui import frames_section

    section = frames_section(quick=True)
    assert set(section["scenes"]) == {"deal_12", "settle_12", "tam_cuc_trick_4", "celebrate_4k"}
    for name, row in section["scenes"].items():
        assert "error" not in row, f"{name}: {row.get('error')}"
        assert row["frames"] > 10 and row["p99_ms"] >= row["median_ms"] > 0
    uhd = section["scenes"]["celebrate_4k"]  # a 4K table with a celebration showing, judged on its own target
    assert uhd["target_p99_ms"] == 6.9 and uhd["marked"]["frames"] > 10


def test_memory_section_reads_the_soak(monkeypatch: pytest.MonkeyPatch) -> None:
    summary = {"peak_rss_mb": 88.0, "ok": True, "games": {"xi-dach": {"growth_mb": 1.0}}}

    def run(cmd: list[str], **kw: Any) -> Any:
        assert cmd[-4:] == ["soak", "--rounds", "4", "--json"]
        return subprocess.CompletedProcess(cmd, 0, stdout="noise\n" + json.dumps(summary) + "\n", stderr="")

    monkeypatch.setattr(subprocess, "run", run)
    row = bench.memory(_ns())
    assert row["peak_rss_mb"] == 88.0 and row["met"] is True and row["growth_mb"] == {"xi-dach": 1.0}


def test_frames_are_timed_one_by_one_at_60_hz() -> None:
    from game.devtools.bench_ui import FrameLog, _match, _show, measure_scene, run_paced, set_speed
    from game.devtools.soak import WINDOW, headless_app

    def short(app: Any) -> FrameLog:
        set_speed(app, 1.0)
        _show(app, _match("xi-dach", "", ["normal"] * 6))
        count = iter(range(40))
        return run_paced(app, lambda: next(count, None) is None)

    with headless_app(WINDOW) as app:
        row = measure_scene(app, short, runs=1)
    assert 5 <= row["frames"] <= 40 and row["runs"] == 1 and row["target_p99_ms"] == 10.0
    assert row["over_target"] >= 0 and row["wall_p99_ms"] > 0


# --- tools/engine_ceiling.py (the evidence behind docs/performance.md, Findings §1) ----------
CEILING = Path(__file__).resolve().parent.parent / "tools" / "engine_ceiling.py"


def test_engine_ceiling_prints_a_rate_per_step() -> None:
    out = subprocess.run([sys.executable, str(CEILING), "--seconds", "0.02", "--repeats", "1"],
                         capture_output=True, text=True, timeout=600, check=True).stdout.splitlines()
    steps = out[1:]
    assert out[0].startswith("Bài Cào, 12 seats") and len(steps) == 8
    assert steps[0].split()[:3] == ["engine", "as", "it"] and steps[-1].lstrip().startswith("+ seeding")
    assert all(float(line.split()[-2].replace(",", "")) > 0 for line in steps)


def test_engine_ceiling_child_plays_with_every_part_free() -> None:
    """The child that ``--instructions`` runs under valgrind: all stubs on, rounds still finish."""
    done = subprocess.run([sys.executable, str(CEILING), "--play", "7", "5"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr


def test_engine_ceiling_refuses_bad_arguments() -> None:
    done = subprocess.run([sys.executable, str(CEILING), "--repeats", "0"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 2 and "--repeats" in done.stderr and not done.stdout


def test_engine_ceiling_restores_the_engine() -> None:
    """The stubs break the rules; after ``free_first(0)`` the real engine is back."""
    spec = importlib.util.spec_from_file_location("engine_ceiling", CEILING)
    assert spec is not None and spec.loader is not None
    ceiling = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ceiling)
    originals = [getattr(owner, name) for _, owner, name, _ in ceiling.STUBS]
    try:
        ceiling.free_first(len(ceiling.STUBS))
        assert all(getattr(owner, name) is stub for _, owner, name, stub in ceiling.STUBS)
    finally:
        ceiling.free_first(0)
    assert [getattr(owner, name) for _, owner, name, _ in ceiling.STUBS] == originals
    state = VARIANTS["bai-cao"].new_round(VARIANTS["bai-cao"].make_config(3), 1)
    with pytest.raises(IllegalAction):
        state.apply(state.to_act()[0], Bet(7))  # not on the amount grid: refused again
