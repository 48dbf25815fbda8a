"""The preset "Theo luật gốc" reads the seed texts (issue 40): each seed statement a setting or the
engine decides, checked the way ``python -m game hand`` / ``compare`` answer it, on the defaults;
and each place where the preset still reads a seed otherwise is listed in
docs/rules-decisions/original-rules.md (a default changed here must change the list)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.catalog import VARIANTS
from game.variants.tam_cuc.scoring import KET_POINTS, KetKind

DOC = Path(__file__).resolve().parents[1] / "docs" / "rules-decisions" / "original-rules.md"


def goc(game: str) -> dict[str, object]:
    return VARIANTS[game].preset("goc")


def points(game: str, hand: str) -> object:
    return VARIANTS[game].describe_hand(hand)["points"]


# --- seed 000: Bài Cào, and Ba Cây's second half ----------------------------------------------------------
def test_seed_000_bai_cao() -> None:
    assert points("bai-cao", "5D 9C KH") == 4 and points("bai-cao", "KS 10D QD") == 0  # J Q K count 10; bù
    assert VARIANTS["bai-cao"].describe_hand("KS 10D QD")["name"] == "bù"
    assert VARIANTS["bai-cao"].compare("JS QD KH", "9H 9C AD") == "a"  # ba tiên wins without counting
    assert VARIANTS["bai-cao"].compare("3H 4C 2S", "3D 4S 2C") is None  # suits never matter
    assert goc("bai-cao")["van-phu"] is False  # a tie for best splits the pot


def test_seed_000_and_001_ba_cay() -> None:
    assert points("ba-cay", "9S 9C 2D") == 10 and points("ba-cay", "AH 7C 3S") == 1  # 20 counts 10; 11 is 1
    assert VARIANTS["ba-cay"].compare("AS 7C 2D", "3H 4C 3S") == "a"  # both 10: ♦ wins
    assert VARIANTS["ba-cay"].compare("AD 3C 6H", "2S 2C 6D") == "a"  # A♦ > 6♦
    variant = VARIANTS["ba-cay"]
    assert (variant.min_players, variant.max_players) == (2, 12)
    preset = goc("ba-cay")
    assert (preset["side-loss"], preset["side-fee"], preset["cuop-chuong"]) == (2, 5, True)


# --- seed 002: Xì Dách ----------------------------------------------------------------------------------------
def test_seed_002_xi_dach() -> None:
    xd = VARIANTS["xi-dach"]
    assert (xd.min_players, xd.max_players) == (2, 6)
    assert xd.describe_hand("AS 5H 5D")["total"] == 21 and xd.describe_hand("AS 5H 5D 2C")["total"] == 13
    # "Nếu người chơi rút đủ thêm 3 lá bài nữa mà tổng điểm vẫn < 21 thì được gọi là ngũ linh."
    assert xd.describe_hand("2S 3S 4S 5S 7S")["category"] == "du-tuoi"
    assert xd.describe_hand("2S 3S 4S 5S 6S")["category"] == "ngu-linh"
    assert xd.compare("2S 3S 4S 5S 3H", "2H 3D 4H 5H 5D") == "a"  # ngũ linh 17 beats ngũ linh 19
    assert xd.compare("AS AH", "AD KC") == "a" and xd.compare("10S 8H 5D", "KD 5C") == "a"  # …quắc, then non
    assert xd.compare("10S 8H 5D", "KD QC 9S") is None  # both quắc: a push
    preset = goc("xi-dach")
    assert preset == {"fee": 5, "thuong": False, "free-bets": False, "ace-flexible": False,
                      "ngu-linh-under-21": True, "quac-dealer-wins": False}
    assert xd.preset("nha")["ngu-linh-under-21"] is False  # Luật nhà: five cards making 21 count too


# --- seeds 003 and 004: Tam Cúc ------------------------------------------------------------------------------
def test_seeds_003_and_004_tam_cuc() -> None:
    tc = VARIANTS["tam-cuc"]
    assert tc.compare("e", "C") == "a"  # the name decides
    assert tc.describe_hand("A E R")["group"] is None and tc.compare("K A E", "R C H") == "a"
    preset = goc("tam-cuc")
    assert (preset["removal"], preset["first-leader"], preset["di-dem"]) == ("K k A P p", "bat-cai", False)
    assert [[preset[f"ket-{k}-{n}"] for k in ("doi", "ba", "tot-den")] for n in (2, 3, 4)] == \
        [[12, 18, 24], [6, 9, 12], [4, 6, 8]]
    assert KET_POINTS[4][KetKind.TOT_DEN] == 8


# --- what still departs, each listed -------------------------------------------------------------------------
DEPARTURES = {
    "ba-cay.cuop-chuong": lambda: goc("ba-cay")["cuop-chuong"] is True,  # …but a 10 must beat the chương
    "ba-cay.mode": lambda: VARIANTS["ba-cay"].default_mode == "chuong",
    "ba-cay.bien-gioi-cover": lambda: goc("ba-cay")["bien-gioi-cover"] == 1,
    "tam-cuc.ket-names": lambda: VARIANTS["tam-cuc"].describe_hand("p p")["ket"] == "tot-den",
    "tam-cuc.ket-den": lambda: goc("tam-cuc")["ket-den"] is False,
    "tam-cuc.ket-loss": lambda: True,  # value - cây: tests/test_tam_cuc_scoring.py
    "tam-cuc.removal-004": lambda: goc("tam-cuc")["removal"] != "K k A a p",
    "tam-cuc.first-leader-004": lambda: goc("tam-cuc")["first-leader"] != "random",
    "tam-cuc.xe-cap-004": lambda: goc("tam-cuc")["xe-cap"] is False,
}


@pytest.mark.parametrize("departure", sorted(DEPARTURES))
def test_each_remaining_departure_is_the_presets_and_is_listed(departure: str) -> None:
    assert DEPARTURES[departure](), f"{departure}: the preset changed; change docs/rules-decisions/original-rules.md"
    assert f"`{departure}`" in DOC.read_text(encoding="utf-8")


def test_the_list_holds_no_departure_the_test_does_not_know() -> None:
    import re

    listed = set(re.findall(r"^- `([a-z-]+\.[a-z0-9-]+)`", DOC.read_text(encoding="utf-8"), re.MULTILINE))
    assert listed == set(DEPARTURES)
