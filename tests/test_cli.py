"""The command-line contract (the Foundation issue): shapes, clean errors, repeatable sims."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.catalog import VARIANTS
from game.cli import main

SHARED_CHECK = Path(__file__).resolve().parents[2] / "shared" / "checks" / "cli_contract.py"


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], input=stdin, capture_output=True, text=True,
                          timeout=600)


def test_version_and_help() -> None:
    p = run("--version")
    assert p.returncode == 0 and p.stdout.startswith("chieu-bai ")
    p = run("--help")
    assert p.returncode == 0
    for sub in ("play", "hand", "compare", "sim", "arena", "bench"):
        assert sub in p.stdout


@pytest.mark.parametrize(
    "args",
    [
        ("hand", "--variant", "no-such-game", "2S"),
        ("hand", "--variant", "ba-cay", "1X"),
        ("hand", "--variant", "ba-cay"),
        ("compare", "--variant", "ba-cay", "AS 7C 2D"),
        ("sim", "--variant", "ba-cay", "--players", "1", "--rounds", "3"),
        ("sim", "--variant", "xi-dach", "--players", "3", "--rounds", "0"),
        ("sim", "--variant", "ba-cay", "--players", "4", "--rule", "no-such-rule=1"),
        ("sim", "--variant", "ba-cay", "--players", "4", "--ai", "genius"),
        ("sim", "--variant", "ba-cay", "--players", "x"),
        ("no-such-command",),
        ("play", "--window", "huge"),
        ("play", "--window", "100x100"),
        ("shots", "out", "--size", "10x10"),
        ("shots", "out", "--size", "9000x4000"),
        ("shots", "out", "--size", "wide"),
    ],
)
def test_user_mistakes_exit_2_with_one_line_and_no_traceback(args: tuple[str, ...]) -> None:
    p = run(*args)
    assert p.returncode == 2, (p.stdout, p.stderr)
    assert "Traceback" not in p.stderr
    lines = [line for line in p.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "error" in lines[0]
    if "--size" in args or "--window" in args:  # one reading of WxH for both, saying which option
        assert ("--size" if "--size" in args else "--window") in lines[0]


def test_hand_batch_keeps_going_after_a_bad_line(capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    for key in VARIANTS:
        good = {"tam-cuc": "R C H", "xi-dach": "AS KD"}.get(key, "AS 7C 2D")
        monkeypatch.setattr(sys, "stdin", io.StringIO(f"{good}\nnot a hand\n\n{good}\n"))
        assert main(["hand", "--variant", key, "--json", "-"]) == 0
        rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert len(rows) == 3 and "error" in rows[1] and rows[0] == rows[2]
        assert {"cards", "name"} <= rows[0].keys()


def test_compare_batch_needs_a_separator(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO("AS 7C 2D | 3H 4C 3S\nAS 7C 2D\n"))
    assert main(["compare", "--variant", "ba-cay", "--json", "-"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[0]["winner"] == "a" and "error" in rows[1]


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_sim_is_repeatable_and_balanced(key: str, capsys: pytest.CaptureFixture[str]) -> None:
    players = min(4, VARIANTS[key].max_players)
    args = ["sim", "--variant", key, "--players", str(players), "--rounds", "15", "--seed", "9", "--json",
            "--ai", "easy"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert capsys.readouterr().out == first
    rows = [json.loads(line) for line in first.splitlines()]
    assert [r["round"] for r in rows] == list(range(1, 16))
    for r in rows:
        assert len(r["deltas"]) == players
        assert sum(r["deltas"]) + r["fees"] + r["carry"] == 0


@pytest.mark.skipif(not SHARED_CHECK.exists() and os.environ.get("CI") != "true",
                    reason="the shared checks folder is not beside the project (with CI=true it must be)")
def test_shared_cli_contract_check() -> None:
    p = subprocess.run([sys.executable, str(SHARED_CHECK)], capture_output=True, text=True, timeout=600,
                       cwd=Path(__file__).resolve().parents[1])
    assert p.returncode == 0, p.stdout + p.stderr
