"""``python -m game hand / compare / sim`` for Ba Cây and Bài Cào, in-process."""

from __future__ import annotations

import io
import json

import pytest

from game.cli import main
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.three_card.round import ThreeCardVariant


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[dict[str, object]]]:
    code = main(list(args))
    out = capsys.readouterr().out
    return code, [json.loads(line) for line in out.splitlines() if line.strip()]


@pytest.mark.parametrize(("variant", "cards", "record"), [
    ("ba-cay", ["AD", "3C", "6H"], {"cards": "AD 3C 6H", "points": 10, "special": None, "name": "10 át cụ"}),
    ("ba-cay", ["A♠", "7♣", "2♦"], {"cards": "AS 7C 2D", "points": 10, "special": None, "name": "10 nút"}),
    ("bai-cao", ["JS", "QD", "KH"], {"cards": "JS QD KH", "points": 0, "special": "ba-tien", "name": "ba tiên"}),
    ("bai-cao", ["10S", "JD", "QH"], {"cards": "10S JD QH", "points": 0, "special": None, "name": "bù"}),
    ("bai-cao", ["9S", "TD", "KH"], {"cards": "9S 10D KH", "points": 9, "special": None, "name": "9 nút"}),
])
def test_hand_json(capsys: pytest.CaptureFixture[str], variant: str, cards: list[str],
                   record: dict[str, object]) -> None:
    code, (row,) = run(capsys, "hand", "--variant", variant, "--json", *cards)
    assert code == 0 and {k: row[k] for k in record} == record


def test_hand_batch_answers_every_line(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("AS 7C 2D\nKD 2S 3S\n9D 9H 9S\n"))
    code, rows = run(capsys, "hand", "--variant", "ba-cay", "--json", "-")
    assert code == 0 and [r.get("points") for r in rows] == [10, None, 7]
    assert "36-card" in str(rows[1]["error"])


@pytest.mark.parametrize(("variant", "a", "b", "winner"), [
    ("ba-cay", "AS 7C 2D", "3H 4C 3S", "a"),
    ("ba-cay", "2S 2C 6D", "AD 3C 6H", "b"),
    ("bai-cao", "3H 4C 2S", "3D 4S 2C", None),
    ("bai-cao", "JS QD KH", "9S 10C KD", "a"),
])
def test_compare(capsys: pytest.CaptureFixture[str], variant: str, a: str, b: str, winner: str | None) -> None:
    code, (row,) = run(capsys, "compare", "--variant", variant, "--json", a, b)
    assert code == 0 and row["winner"] == winner


def sim_args(variant: ThreeCardVariant, *extra: str) -> list[str]:
    return ["sim", "--variant", variant.key, "--players", "5", "--rounds", "12", "--seed", "4", "--json", *extra]


def rule_settings(variant: ThreeCardVariant) -> list[tuple[str, str]]:
    out = []
    for opt in variant.options:
        if isinstance(opt.default, bool):
            out.append((opt.key, "off" if opt.default else "on"))
        else:
            assert opt.choices or opt.maximum is not None
            out.append((opt.key, str(opt.choices[-1] if opt.choices else opt.maximum)))
    return out


@pytest.mark.parametrize("variant", [BA_CAY, BAI_CAO], ids=["ba-cay", "bai-cao"])
def test_sim_runs_every_mode_and_every_rule(capsys: pytest.CaptureFixture[str], variant: ThreeCardVariant) -> None:
    runs = [[f"--mode={m}"] for m in variant.modes]
    runs += [[f"--mode={m}", "--rule", f"{k}={v}"] for k, v in rule_settings(variant) for m in variant.modes
             if variant.applies(variant.option(k), 5, m)]
    for extra in runs:
        code, rows = run(capsys, *sim_args(variant, *extra))
        assert code == 0 and len(rows) == 12, extra
        for row in rows:
            deltas = row["deltas"]
            assert isinstance(deltas, list) and len(deltas) == 5
            assert sum(deltas) + row["fees"] + row["carry"] == 0, (extra, row)  # type: ignore[operator]
            assert row["mode"] == extra[0].split("=")[1]
        if extra[0] == f"--mode={variant.default_mode}":
            assert all(row["carry"] == 0 for row in rows), "the default mode never carries a pot"


def test_sim_repeats_for_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, *sim_args(BAI_CAO, "--mode", "cao-rua", "--ai", "hard"))
    assert first == run(capsys, *sim_args(BAI_CAO, "--mode", "cao-rua", "--ai", "hard"))


@pytest.mark.parametrize("args", [
    ["sim", "--variant", "ba-cay", "--players", "4", "--mode", "cao-rua"],
    ["sim", "--variant", "ba-cay", "--players", "4", "--rule", "side-loss=9"],
    ["sim", "--variant", "bai-cao", "--players", "4", "--rule", "cuop-chuong=on"],
    ["sim", "--variant", "ba-cay", "--players", "13"],
    ["hand", "--variant", "bai-cao", "AS", "2S"],
    ["compare", "--variant", "ba-cay", "AD 3C 6H", "AD 2S 7S"],
])
def test_mistakes_are_one_line_and_status_2(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(("variant", "mode", "a", "b"), [
    ("bai-cao", "cao-rua", "hard", "easy"),
    ("ba-cay", "nhat-an-tat", "normal", "easy"),
])
def test_arena_a_stronger_level_wins(capsys: pytest.CaptureFixture[str], variant: str, mode: str,
                                     a: str, b: str) -> None:
    """Seeded, so deterministic: 300 paired deals separate these levels (see the report)."""
    code, (row,) = run(capsys, "arena", "--variant", variant, "--mode", mode, "--a", a, "--b", b,
                       "--deals", "300", "--seed", "3", "--json")
    assert code == 0 and row["n"] == 300 and row["separated"] is True
    assert isinstance(row["mean"], float) and row["mean"] > 0


def test_arena_refuses_roles_and_unknown_levels(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--variant", "ba-cay", "--mode", "nhat-an-tat", "--role", "dealer"]) == 2
    assert main(["arena", "--variant", "ba-cay", "--a", "genius"]) == 2
    assert capsys.readouterr().err.count("\n") == 2
