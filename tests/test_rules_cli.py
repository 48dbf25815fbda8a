"""``sim`` and ``arena`` with the rules of issue 18: options refused where they do not apply,
and a balanced, repeatable sim for every new option."""

from __future__ import annotations

import json

import pytest

from game.cli import EXIT_USAGE, main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[dict[str, object]], str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, [json.loads(line) for line in captured.out.splitlines() if line.strip()], captured.err


def sim(variant: str, players: int, *extra: str, rounds: int = 8) -> list[str]:
    return ["sim", "--variant", variant, "--players", str(players), "--rounds", str(rounds), "--seed", "5",
            "--json", *extra]


@pytest.mark.parametrize(("args", "says"), [
    (sim("bai-cao", 4, "--mode", "cao-cai", "--rule", "van-phu=on"), "van-phu applies only in mode cao-rua"),
    (sim("bai-cao", 4, "--mode", "cao-cai", "--rule", "van-phu=off"), "van-phu applies only"),
    (sim("ba-cay", 4, "--mode", "nhat-an-tat", "--rule", "cuop-chuong=off"), "cuop-chuong applies only"),
    (sim("tam-cuc", 4, "--rule", "removal=P p"), "removal applies only with 3 players, not 4"),
    (sim("tam-cuc", 3, "--rule", "xe-cap=on"), "xe-cap applies only with 2, 4 players"),
    (sim("tam-cuc", 2, "--rule", "ket-doi-3=5"), "ket-doi-3 applies only with 3 players"),
    (sim("tam-cuc", 4, "--rule", "xe-cap=on", "--rule", "ban-leader-only=on"), "contradict"),
    (sim("tam-cuc", 4, "--rule", "first_leader=random"), "no rule option 'first_leader'"),
    (sim("ba-cay", 4, "--rule", "bien-gioi-cover=3"), "bien-gioi-cover must be one of [1, 2]"),
    (["arena", "--variant", "bai-cao", "--players", "4", "--mode", "cao-cai", "--rule", "van-phu=on"],
     "van-phu applies only"),
    (["arena", "--variant", "tam-cuc", "--players", "4", "--rule", "removal=P p"], "removal applies only"),
    (["arena", "--variant", "ba-cay", "--players", "4", "--mode", "chon-tung-van"], "arena plays single deals"),
])
def test_an_option_or_mode_that_does_not_apply_is_refused_in_one_line(
        capsys: pytest.CaptureFixture[str], args: list[str], says: str) -> None:
    code, rows, err = run(capsys, *args)
    assert code == EXIT_USAGE and rows == []
    assert err.count("\n") == 1 and err.startswith("chieu-bai: error: ") and says in err, err


@pytest.mark.parametrize(("variant", "players", "extra"), [
    ("ba-cay", 5, ["--mode", "chon-tung-van"]),
    ("ba-cay", 5, ["--mode", "chon-tung-van", "--rule", "cuop-chuong=off", "--first", "2"]),
    ("ba-cay", 4, ["--mode", "nhat-an-tat", "--rule", "bien-gioi-cover=2"]),
    ("tam-cuc", 4, ["--rule", "xe-cap=on"]),
    ("tam-cuc", 2, ["--rule", "xe-cap=on", "--rule", "ket-den=on"]),
    ("tam-cuc", 2, ["--rule", "solo-ket=on"]),
    ("tam-cuc", 3, ["--rule", "di-dem=on", "--ai", "easy"]),
    ("tam-cuc", 4, ["--rule", "di-dem=on"]),
    ("tam-cuc", 4, ["--rule", "choi-tien=on", "--stake", "5"]),
    ("tam-cuc", 3, ["--rule", "ket-doi-3=7", "--rule", "ket-ba-3=10", "--rule", "ket-tot-den-3=15"]),
])
def test_sim_balances_and_repeats_for_every_new_option(capsys: pytest.CaptureFixture[str], variant: str,
                                                       players: int, extra: list[str]) -> None:
    code, rows, _ = run(capsys, *sim(variant, players, *extra))
    assert code == 0 and len(rows) == 8
    for row in rows:
        assert sum(row["deltas"]) + row["fees"] + row["carry"] == 0  # type: ignore[arg-type,operator]
    assert run(capsys, *sim(variant, players, *extra)) == (code, rows, "")


def test_tam_cuc_rows_carry_di_dem_and_both_seats_of_a_de(capsys: pytest.CaptureFixture[str]) -> None:
    _, off, _ = run(capsys, *sim("tam-cuc", 4, rounds=30))
    assert all(row["di_dem"] == [] for row in off)
    _, on, _ = run(capsys, *sim("tam-cuc", 4, "--rule", "di-dem=on", rounds=30))
    swaps = [swap for row in on for swap in row["di_dem"]]  # type: ignore[attr-defined]
    assert swaps and all(len(s) == 4 and s[0] != s[1] and s[2] in (1, 2) for s in swaps)
    assert any(s[3] for s in swaps) and any(not s[3] for s in swaps)
    for row in off + on:
        if row["outcome"] == "de":
            assert row["de_seat"] is not None and row["ket_seat"] != row["de_seat"]
            assert row["deltas"][row["ket_seat"]] == -row["value"]  # type: ignore[index]
            assert row["ket_group"] and row["de_group"]
        elif row["outcome"] == "ket":
            assert row["de_seat"] is None and row["deltas"][row["ket_seat"]] > 0  # type: ignore[index,operator]


def test_tam_cuc_for_chips_rows_carry_chip_deltas(capsys: pytest.CaptureFixture[str]) -> None:
    _, rows, _ = run(capsys, *sim("tam-cuc", 3, "--rule", "choi-tien=on", "--stake", "7"))
    for row in rows:
        assert row["deltas"] == [7 * p for p in row["points"]] and row["fees"] == 0  # type: ignore[attr-defined]


def test_the_ba_cay_rows_name_the_mode_each_round_was_played_in(capsys: pytest.CaptureFixture[str]) -> None:
    _, rows, _ = run(capsys, *sim("ba-cay", 5, "--mode", "chon-tung-van", rounds=40))
    assert {row["mode"] for row in rows} <= {"chuong", "nhat-an-tat"}
