"""Profiles: create, rename, delete (kept aside), statistics over real rounds, refills, journal."""

from __future__ import annotations

import json
import os
import random
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from game.catalog import VARIANTS
from game.engine.variant import Variant
from game.match.replay import read_text
from game.persist import BestHand, Refill, Refused, json_files, open_data
from game.persist.profiles import KEPT_ROUNDS, KEPT_TABLES, NAME_MAX, PROFILE_VERSION, Profile
from tests.test_persist_support import hot_seat, play_round, refill_broke, variants_under_test


@pytest.fixture(autouse=True)
def high_card(high_card_game: None) -> None:
    """Every test here may open a table of the test-only high-card game."""


def profile_file(root: Path, pid: str) -> Path:
    return root / "profiles" / f"{pid}.json"


# --- create, rename, delete ---------------------------------------------------------------
def test_create_rename_delete(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    lan, notice = persist.create_profile("  Lan   Anh ")
    assert notice is None
    assert (lan.name, lan.chips, lan.stats, lan.refills, lan.table) == ("Lan Anh", 1000, {}, [], None)
    minh, _ = persist.create_profile("Minh")
    assert [p.name for p in persist.profiles()] == ["Lan Anh", "Minh"]
    assert json.loads(profile_file(tmp_path, lan.id).read_text())["name"] == "Lan Anh"

    assert persist.rename_profile(lan.id, "Lan") is None
    assert json.loads(profile_file(tmp_path, lan.id).read_text())["name"] == "Lan"
    content = profile_file(tmp_path, minh.id).read_bytes()
    assert persist.delete_profile(minh.id) is None
    assert not profile_file(tmp_path, minh.id).exists()
    assert (tmp_path / "profiles" / f"{minh.id}.json.deleted-1").read_bytes() == content

    again, notices = open_data(tmp_path)
    assert notices == []
    assert [(p.id, p.name, p.chips) for p in again.profiles()] == [(lan.id, "Lan", 1000)]


def test_deleting_a_profile_never_saved_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    persist, _ = open_data(tmp_path)
    with monkeypatch.context() as m:
        m.setattr(json_files.tempfile, "mkstemp", lambda **kw: (_ for _ in ()).throw(OSError(28, "full")))
        ghost, notice = persist.create_profile("Ghost")
        assert notice is not None
    assert persist.delete_profile(ghost.id) is None
    assert persist.profiles() == []
    assert not (tmp_path / "profiles").exists() or list((tmp_path / "profiles").iterdir()) == []


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("", "persist.name_empty"),
        ("   \t ", "persist.name_empty"),
        ("x" * (NAME_MAX + 1), "persist.name_too_long"),
        ("Lan\x00", "persist.name_bad_char"),
        ("Lan\u200b", "persist.name_bad_char"),
        ("LAN", "persist.name_taken"),
        ("  lan ", "persist.name_taken"),
    ],
)
def test_bad_names_are_refused_with_a_reason(tmp_path: Path, name: str, key: str) -> None:
    persist, _ = open_data(tmp_path)
    persist.create_profile("Lan")
    minh, _ = persist.create_profile("Minh")
    for attempt in (lambda: persist.create_profile(name), lambda: persist.rename_profile(minh.id, name)):
        with pytest.raises(Refused) as refused:
            attempt()
        assert refused.value.notice.key == key
    assert [p.name for p in persist.profiles()] == ["Lan", "Minh"]


def test_names_are_stored_composed(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    decomposed = unicodedata.normalize("NFD", "Nguyễn Thị Hương")
    profile, _ = persist.create_profile(decomposed)
    assert profile.name == "Nguyễn Thị Hương" and len(profile.name) == 16
    assert persist.rename_profile(profile.id, "Nguyễn Thị Hương") is None  # renaming to itself is fine
    with pytest.raises(Refused):
        persist.create_profile("nguyễn thị hương")


def test_a_seated_profile_cannot_be_renamed_deleted_or_refilled(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    _, a, _ = hot_seat(persist)
    for attempt in (
        lambda: persist.rename_profile(a, "Lan Anh"),
        lambda: persist.delete_profile(a),
        lambda: persist.refill_profile(a, need=10**9),
        lambda: persist.set_avatar(a, "mao"),
    ):
        with pytest.raises(Refused) as refused:
            attempt()
        assert refused.value.notice.key == "persist.at_table"
    assert persist.profile(a).name == "Lan" and persist.profile(a).refills == []
    assert persist.profile(a).avatar is None


# --- the portrait -------------------------------------------------------------------------
def test_a_chosen_portrait_is_saved_and_read_back(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    lan, _ = persist.create_profile("Lan")
    assert lan.avatar is None  # not chosen yet
    assert persist.set_avatar(lan.id, "mao") is None
    doc = json.loads(profile_file(tmp_path, lan.id).read_text())
    assert (doc["version"], doc["avatar"]) == (PROFILE_VERSION, "mao")
    assert open_data(tmp_path)[0].profile(lan.id).avatar == "mao"
    with pytest.raises(ValueError):
        persist.set_avatar(lan.id, "rabbit")  # the caller's mistake: no such portrait
    assert persist.profile(lan.id).avatar == "mao"


def body(doc: dict[str, Any]) -> dict[str, Any]:
    """A profile file's fields without its envelope (kind, version)."""
    return {k: v for k, v in doc.items() if k not in ("kind", "version")}


def test_a_profile_from_before_portraits_keeps_every_field(tmp_path: Path) -> None:
    pid, doc = saved_profile(tmp_path)
    old = {k: v for k, v in doc.items() if k not in ("avatar", "reviews")}
    profile_file(tmp_path, pid).write_text(json.dumps({**old, "version": 3}), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert notices == []
    profile = persist.profile(pid)
    assert profile.avatar is None
    assert profile.to_dict() == {**body(old), "avatar": None, "reviews": []}
    assert persist.set_avatar(pid, "ty") is None  # written at the current version, nothing else changed
    again = json.loads(profile_file(tmp_path, pid).read_text())
    assert again == {**doc, "avatar": "ty"}
    # the copy of a seated profile in an older autosave has no portrait either
    assert Profile.from_dict(body(old)).avatar is None


@pytest.mark.parametrize("value", ["rabbit", "", "TY", 5, True, ["ty"], {"id": "ty"}])
def test_a_portrait_that_names_none_is_read_as_not_chosen(tmp_path: Path, value: Any) -> None:
    """The portrait is only a picture: a bad one never costs the profile (its chips, records)."""
    pid, doc = saved_profile(tmp_path)
    profile_file(tmp_path, pid).write_text(json.dumps({**doc, "avatar": value}), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert notices == []
    profile = persist.profile(pid)
    assert profile.avatar is None
    assert profile.to_dict() == {**body(doc), "avatar": None}
    assert not list((tmp_path / "profiles").glob("*.corrupt-*"))


# --- statistics ---------------------------------------------------------------------------
@pytest.mark.parametrize("variant", variants_under_test(), ids=lambda v: v.key)
def test_statistics_follow_the_rounds_played(tmp_path: Path, variant: Variant) -> None:
    persist, _ = open_data(tmp_path)
    match, a, b = hot_seat(persist, variant)
    rng = random.Random(7)
    results = []
    for r in range(12):
        refill_broke(persist)
        results.append(play_round(match, rng))
        if r % 3 != 1:  # rounds left unsaved are counted by the next save, exactly once
            assert persist.save_table() is None
            assert persist.save_table() is None
    assert persist.save_table() is None
    again, _ = open_data(tmp_path)
    for seat, pid in ((0, a), (1, b)):
        deltas = [res.deltas[seat] for res in results]
        refilled = sum(r.amount for r in persist.profile(pid).refills)
        for profile in (persist.profile(pid), again.profile(pid)):
            key = f"{variant.key}:{'points' if variant.scores_points else 'chips'}"
            assert set(profile.stats) == {key}
            stats = profile.stats[key]
            assert stats.rounds == 12
            assert stats.wins == sum(d > 0 for d in deltas)
            assert stats.biggest_win == max([0, *deltas])
            if variant.scores_points:
                assert (stats.chips_won, stats.chips_lost) == (0, 0)
                assert profile.chips == 1000
            else:
                assert stats.chips_won == sum(d for d in deltas if d > 0)
                assert stats.chips_lost == -sum(d for d in deltas if d < 0)
                assert profile.chips == 1000 + sum(deltas) + refilled == match.balances[seat]


def test_the_best_hand_is_the_highest_rank_given(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    match, a, b = hot_seat(persist)
    rng = random.Random(3)
    hands = [
        {0: BestHand("Sáp 5", (9, 5)), 1: BestHand("9 nút", (1, 9))},
        {0: BestHand("Liêng", (8, 3))},
        {0: BestHand("Sáp 5 lần hai", (9, 5)), 1: BestHand("Ba tiên", (10, 0))},
        {},
    ]
    for h in hands:
        play_round(match, rng)
        persist.save_table(hands=h)
    assert persist.profile(a).stats["high-card:chips"].best_hand == BestHand("Sáp 5", (9, 5))
    assert persist.profile(b).stats["high-card:chips"].best_hand == BestHand("Ba tiên", (10, 0))
    again, _ = open_data(tmp_path)
    assert again.profile(b).stats["high-card:chips"].best_hand == BestHand("Ba tiên", (10, 0))


# --- refills ------------------------------------------------------------------------------
def test_a_broke_profile_takes_a_labelled_refill(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    lan, _ = persist.create_profile("Lan")
    with pytest.raises(Refused) as refused:
        persist.refill_profile(lan.id, need=1000)
    assert refused.value.notice.key == "persist.not_broke"
    persist.update_settings(refill_amount=2500)
    assert persist.refill_profile(lan.id, need=1001) is None
    assert (lan.chips, lan.refills) == (3500, [Refill(2500, 0)])
    label = lan.refill_notice()
    assert label.text("en") == "Refill number 1: 2,500 chips for Lan."
    assert label.text("vi") == "Nạp chip: Lan nhận 2.500 chip (lần thứ 1)."
    again, _ = open_data(tmp_path)
    assert again.profile(lan.id).refills == [Refill(2500, 0)] and again.profile(lan.id).chips == 3500


def test_a_broke_seat_takes_a_refill_recorded_in_match_and_profile(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    match, a, b = hot_seat(persist, stake=1500)
    assert match.short_of_chips() == [0, 1, 2]
    match.balances[2] = 2000
    with pytest.raises(Refused) as refused:
        persist.refill_seat(2)
    assert refused.value.notice.key == "persist.not_broke"
    assert persist.refill_seat(0) is None
    assert persist.refill_seat(1) is None
    assert match.balances == [2000, 2000, 2000] and match.refills == [(0, 1000), (1, 1000)]
    play_round(match, random.Random(5))
    assert persist.save_table() is None
    assert persist.leave_table() is None
    for pid, seat in ((a, 0), (b, 1)):
        profile = persist.profile(pid)
        assert profile.refills == [Refill(1000, 0)]
        assert profile.refill_notice().params == {"name": profile.name, "count": 1000, "n": 1}
        assert profile.chips == match.balances[seat]
    again, _ = open_data(tmp_path)
    assert again.profile(a).refills == [Refill(1000, 0)] and again.table is None


def test_a_refill_records_the_rounds_played_before_it(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    match, a, _ = hot_seat(persist)
    rng = random.Random(9)
    for r in range(4):
        play_round(match, rng)
        if r == 1:
            persist.save_table()  # the last two rounds are not saved yet: the refill counts them
    match.balances[0] = 0
    persist.refill_seat(0)
    match.balances[0] = 0
    persist.refill_seat(0)
    assert persist.profile(a).refills == [Refill(1000, 4), Refill(1000, 4)]
    assert persist.profile(a).refill_notice().params["n"] == 2
    play_round(match, rng)
    assert persist.leave_table() is None  # leaving counts the round not saved yet
    assert open_data(tmp_path)[0].profile(a).rounds_played == 5


# --- bad profile files --------------------------------------------------------------------
def saved_profile(root: Path) -> tuple[str, dict[str, Any]]:
    persist, _ = open_data(root)
    match, a, _ = hot_seat(persist)
    rng = random.Random(1)
    for _ in range(3):
        play_round(match, rng)
    persist.save_table(hands={0: BestHand("A♦", (3, 14))})
    match.balances[0] = 0
    persist.refill_seat(0)
    persist.leave_table()
    return a, json.loads(profile_file(root, a).read_text())


def test_a_profile_truncated_at_every_byte_is_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pid, _ = saved_profile(tmp_path / "full")
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # durability is another test's subject
    data = profile_file(tmp_path / "full", pid).read_bytes()
    for cut in range(len(data)):
        root = tmp_path / f"cut{cut}"
        (root / "profiles").mkdir(parents=True)
        profile_file(root, pid).write_bytes(data[:cut])
        persist, notices = open_data(root)
        assert [n.key for n in notices] == ["persist.bad.profile"], cut
        assert persist.profiles() == []
        assert (root / "profiles" / f"{pid}.json.corrupt-1").read_bytes() == data[:cut]


BROKEN_PROFILES: list[tuple[str, Any]] = [
    ("chips", "1000"),
    ("chips", 1000.0),
    ("chips", None),
    ("chips", -100),  # no play makes these
    ("chips", 10**15),
    ("name", 7),
    ("name", ""),
    ("name", " Lan"),
    ("id", "0123456789abcdef"),
    ("table", 5),
    ("table", "../../etc"),
    ("stats", []),
    ("stats", {"Ba Cay": {}}),
    ("stats", {"ba-cay": {"rounds": -1, "wins": 0, "biggest_win": 0, "chips_won": 0, "chips_lost": 0,
                          "best_hand": None}}),
    ("stats", {"ba-cay": {"rounds": 1, "wins": 2, "biggest_win": 0, "chips_won": 0, "chips_lost": 0,
                          "best_hand": None}}),
    ("stats", {"ba-cay": {"rounds": 1, "wins": 0, "biggest_win": 0, "chips_won": 0, "chips_lost": 0,
                          "best_hand": {"label": "x", "rank": ["1"]}}}),
    ("stats", {"ba-cay": {"rounds": 1, "wins": True, "biggest_win": 0, "chips_won": 0, "chips_lost": 0,
                          "best_hand": None}}),
    ("refills", [{"amount": 0, "round": 0}]),
    ("refills", [{"amount": 10}]),
    ("refills", {"amount": 10, "round": 0}),
    ("extra", 1),
]


@pytest.mark.parametrize(("field", "value"), BROKEN_PROFILES)
def test_a_profile_with_wrong_types_is_set_aside_and_the_others_stay(
    tmp_path: Path, field: str, value: Any
) -> None:
    pid, doc = saved_profile(tmp_path)
    open_data(tmp_path)[0].create_profile("Hoa")
    path = profile_file(tmp_path, pid)
    path.write_text(json.dumps({**doc, field: value}), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert [n.key for n in notices] == ["persist.bad.profile"]
    assert notices[0].params == {"file": f"profiles/{path.name}", "aside": f"profiles/{path.name}.corrupt-1"}
    assert [p.name for p in persist.profiles()] == ["Hoa", "Minh"]
    assert json.loads((tmp_path / "profiles" / f"{pid}.json.corrupt-1").read_text())[field] == value


def test_the_saved_profile_is_valid(tmp_path: Path) -> None:
    """The base document of the test above loads, so each mutation is what breaks it."""
    pid, doc = saved_profile(tmp_path)
    assert doc["stats"]["high-card:chips"]["best_hand"] == {"label": "A♦", "rank": [3, 14]}
    assert doc["refills"] == [{"amount": 1000, "round": 3}]
    persist, notices = open_data(tmp_path)
    assert notices == [] and persist.profile(pid).stats["high-card:chips"].rounds == 3


# --- the journal: several profiles change together ----------------------------------------
def test_an_interrupted_flush_is_finished_from_the_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    persist, _ = open_data(tmp_path)
    match, a, b = hot_seat(persist)
    rng = random.Random(4)
    while match.balances[0] == match.balances[1]:
        play_round(match, rng)
    persist.save_table()
    final = {a: match.balances[0], b: match.balances[1]}
    real = json_files.write_atomic
    written: list[str] = []

    def first_file_only(path: Path, data: bytes) -> None:
        if path.parent.name == "profiles" and len(written) > 1:
            raise OSError(5, "I/O error")  # the machine dies after the journal and one profile
        written.append(path.name)
        real(path, data)

    with monkeypatch.context() as m:
        m.setattr(json_files, "write_atomic", first_file_only)
        assert persist.leave_table() is not None
    assert written == ["profiles-journal.json", f"{min(a, b)}.json"]
    again, notices = open_data(tmp_path)
    assert notices == []
    assert again.table is None
    assert {pid: again.profile(pid).chips for pid in (a, b)} == final
    assert all(again.profile(pid).table is None for pid in (a, b))
    # The interrupted leave's autosave names only free profiles: kept aside, never resumed.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json.stale-1", "profiles"]


def test_a_damaged_journal_is_set_aside(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    lan, _ = persist.create_profile("Lan")
    (tmp_path / "profiles-journal.json").write_text('{"kind": "journal", "version": 1, "entries": {"x": 1}}')
    again, notices = open_data(tmp_path)
    assert [n.key for n in notices] == ["persist.bad.journal"]
    assert [p.id for p in again.profiles()] == [lan.id]
    assert (tmp_path / "profiles-journal.json.corrupt-1").exists()


# --- reviewed rounds (game.review: "mistakes per 10 rounds") ------------------------------------
REVIEW = {"game": "xi-dach", "round": 3, "decisions": 4, "mistakes": 1, "cost": 12.5, "unit": "chips"}


def test_a_seated_profile_keeps_its_reviews_with_the_table(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    match, a, b = hot_seat(persist)
    play_round(match, random.Random(2))
    persist.save_table()
    assert persist.record_review(0, REVIEW, keep=50) is None
    assert persist.profile(a).reviews == [REVIEW] and persist.profile(b).reviews == []
    assert json.loads(profile_file(tmp_path, a).read_text())["reviews"] == [REVIEW]
    again, notices = open_data(tmp_path)  # the autosave's copy of the seated profile too
    assert notices == [] and again.profile(a).reviews == [REVIEW]
    assert again.leave_table() is None
    assert open_data(tmp_path)[0].profile(a).reviews == [REVIEW]


def test_a_profile_keeps_the_latest_reviews_of_each_game() -> None:
    profile = Profile("0123456789abcdef", "Lan")
    for n in range(7):
        profile.add_review({**REVIEW, "round": n}, keep=3)
    profile.add_review({**REVIEW, "game": "tam-cuc", "unit": "points"}, keep=3)
    assert [(r["game"], r["round"]) for r in profile.reviews] == [("xi-dach", 4), ("xi-dach", 5), ("xi-dach", 6),
                                                                  ("tam-cuc", 3)]
    with pytest.raises(ValueError):
        profile.add_review({**REVIEW, "mistakes": 5}, keep=3)  # more mistakes than decisions
    assert len(profile.reviews) == 4


def test_a_profile_from_before_reviews_reads_with_none(tmp_path: Path) -> None:
    pid, doc = saved_profile(tmp_path)
    assert doc["version"] == PROFILE_VERSION == 6
    old = {k: v for k, v in doc.items() if k not in ("reviews", "replays")}
    profile_file(tmp_path, pid).write_text(json.dumps({**old, "version": 4}), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert notices == []
    assert persist.profile(pid).reviews == []
    assert persist.profile(pid).to_dict() == {**body(old), "reviews": [], "replays": []}


@pytest.mark.parametrize("bad", [None, 5, "x", [], {**REVIEW, "mistakes": 9}, {**REVIEW, "cost": True},
                                 {**REVIEW, "cost": -1}, {**REVIEW, "unit": "coins"}, {**REVIEW, "game": "../x"},
                                 {**REVIEW, "decisions": 1.5}, {k: v for k, v in REVIEW.items() if k != "unit"},
                                 {**REVIEW, "extra": 1}])
def test_a_corrupt_review_is_skipped_and_the_profile_kept(tmp_path: Path, bad: Any) -> None:
    pid, doc = saved_profile(tmp_path)
    profile_file(tmp_path, pid).write_text(json.dumps({**doc, "reviews": [REVIEW, bad, REVIEW]}), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert notices == []
    profile = persist.profile(pid)
    assert profile.reviews == [REVIEW, REVIEW]
    assert profile.to_dict() == {**body(doc), "reviews": [REVIEW, REVIEW]}
    assert not list((tmp_path / "profiles").glob("*.corrupt-*"))


@pytest.mark.parametrize("bad", [None, 3, "reviews", {"a": REVIEW}])
def test_reviews_that_are_not_a_list_read_as_none(tmp_path: Path, bad: Any) -> None:
    pid, doc = saved_profile(tmp_path)
    profile_file(tmp_path, pid).write_text(json.dumps({**doc, "reviews": bad}), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert notices == [] and persist.profile(pid).reviews == []


# --- the rounds of the tables a player left ---------------------------------------------------------
def test_leaving_a_table_keeps_its_last_rounds_with_each_of_its_players(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    match, a, b = hot_seat(persist, VARIANTS["xi-dach"])
    rng = random.Random(4)
    for _ in range(KEPT_ROUNDS + 2):
        play_round(match, rng)
        persist.save_table()
    table = persist.table
    assert table is not None and persist.profile(a).replays == []
    autosave = json.loads((tmp_path / "autosave.json").read_text())
    assert all(p["replays"] == [] for p in autosave["profiles"]), "the autosave does not carry them"
    assert persist.leave_table() is None
    again, notices = open_data(tmp_path)
    assert notices == []
    for pid in (a, b):
        kept = again.profile(pid).replays
        assert {r["table"] for r in kept} == {table.id}
        replays = [read_text(r["file"], VARIANTS) for r in kept]
        assert [r.round_no for r in replays] == list(range(3, KEPT_ROUNDS + 3))
        for replay, record in zip(replays, match.history[-KEPT_ROUNDS:], strict=True):
            assert replay.deltas == record.deltas and replay.save == record.replay
            assert replay.names == tuple(s.name for s in match.seats)
            assert replay.portraits() == [s.avatar for s in match.seats]


def test_a_profile_keeps_the_latest_tables_rounds_only() -> None:
    profile = Profile("0123456789abcdef", "Lan")
    for n in range(KEPT_TABLES + 3):
        table = f"{n:016x}"
        profile.keep_table([{**KEPT, "table": table, "file": f"round {r}"} for r in range(1, KEPT_ROUNDS + 3)])
    assert len(profile.replays) == KEPT_TABLES * KEPT_ROUNDS
    assert [r["table"] for r in profile.replays[::KEPT_ROUNDS]] == [f"{n:016x}" for n in range(3, KEPT_TABLES + 3)]
    assert [r["file"] for r in profile.replays[:KEPT_ROUNDS]] == [f"round {r}" for r in range(3, KEPT_ROUNDS + 3)]
    with pytest.raises(ValueError):
        profile.keep_table([{**KEPT, "table": "nope"}])


KEPT = {"table": "0123456789abcdef", "left": "2026-02-01 20:15", "file": "format = \"chieu-bai-round\"\n"}


@pytest.mark.parametrize("bad", [None, 3, "x", {**KEPT, "table": "nope"}, {**KEPT, "file": 5}, {**KEPT, "left": None},
                                 {k: v for k, v in KEPT.items() if k != "left"}, {**KEPT, "extra": 1}])
def test_a_corrupt_kept_round_is_skipped_and_the_profile_kept(tmp_path: Path, bad: Any) -> None:
    pid, doc = saved_profile(tmp_path)
    kept = doc["replays"]
    assert kept, "the table left kept its rounds"
    profile_file(tmp_path, pid).write_text(json.dumps({**doc, "replays": [kept[0], bad, KEPT]}), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert notices == []
    assert persist.profile(pid).replays == [kept[0], KEPT]
    profile_file(tmp_path, pid).write_text(json.dumps({**doc, "replays": bad}), encoding="utf-8")
    assert open_data(tmp_path)[0].profile(pid).replays == []
