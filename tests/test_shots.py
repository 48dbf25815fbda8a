"""``python -m game shots``: every game at every seat count the command accepts reaches the
moment it is shown at and writes its picture (issue 29: a 2-seat Ba Cây table, with no seat
to back, never reached its side bets and the command died with an internal error)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.catalog import games
from game.cli import main
from game.devtools.shots import _seats


@pytest.mark.parametrize("key", [g.key for g in games()])
def test_every_game_at_every_seat_count_is_shot(key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path / "data"))  # the command sets its own; put back after
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    out = tmp_path / "shots"
    counts = range(2, 13)  # what --seats accepts
    args = ["shots", str(out), "--game", key, "--size", "640x360"]
    for n in counts:
        args += ["--seats", str(n)]
    assert main(args) == 0, capsys.readouterr().err
    expected = {out / f"{key}-640x360-{n}.png" for n in {_seats(key, n) for n in counts}}
    assert {Path(p) for p in capsys.readouterr().out.split()} == expected
    assert all(p.stat().st_size > 0 for p in expected)
