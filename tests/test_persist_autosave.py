"""The autosave: resume mid-round exactly, chips never lost or doubled, bad saves set aside."""

from __future__ import annotations

import copy
import json
import os
import random
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.engine.protocol import RoundState
from game.engine.variant import Variant
from game.match.match import Match, Seat
from game.persist import Persistence, Refused, json_files, open_data
from game.persist.autosave import AUTOSAVE_VERSION, decode
from game.persist.json_files import JsonFile
from tests.dummy_variant import HIGH_CARD
from tests.test_persist_support import advance, hot_seat, play_round, refill_broke, variants_under_test


@pytest.fixture(autouse=True)
def high_card(high_card_game: None) -> None:
    """Every test here may open a table of the test-only high-card game."""


def mid_round(persist: Persistence, match: Match, rng: random.Random) -> RoundState:
    """Deal a round and play about half of it (at least one action still to come)."""
    for _ in range(50):
        refill_broke(persist)
        state, _ = match.start_round(seed=rng.getrandbits(63))
        probe = match.variant.load_round(state.to_dict())
        advance(probe, random.Random(5))
        total = len(probe.log)
        if total >= 2:
            advance(state, random.Random(5), total // 2)
            assert not state.is_over()
            return state
        advance(state, rng)
        match.finish_round()
    raise AssertionError("no round lasted two actions")


def seat_views(state: RoundState) -> list[Any]:
    seats = range(state.config.n_seats)
    return [
        [state.view(s) for s in [*seats, None]],
        [list(state.legal_actions(s)) for s in seats],
        state.to_act(),
        state.is_over(),
    ]


# --- resume ------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", variants_under_test(), ids=lambda v: v.key)
def test_resume_mid_round_reproduces_the_table(tmp_path: Path, variant: Variant) -> None:
    persist, _ = open_data(tmp_path / "quit")
    match, a, b = hot_seat(persist, variant)
    rng = random.Random(11)
    for _ in range(2):
        refill_broke(persist)
        play_round(match, rng)
        assert persist.save_table() is None
    state = mid_round(persist, match, rng)
    assert persist.save_table(ui={"viewer": 1, "log": ["Lan đặt 20"]}) is None  # the player quits
    shutil.copytree(tmp_path / "quit", tmp_path / "resumed")

    again, notices = open_data(tmp_path / "resumed")
    assert notices == []
    assert again.table is not None and persist.table is not None
    assert again.table.id == persist.table.id
    resumed = again.table.match
    assert again.table.ui == {"viewer": 1, "log": ["Lan đặt 20"]}
    assert resumed.current is not None
    assert seat_views(resumed.current) == seat_views(state)
    # ``base`` is the config the table was created with; Match.from_dict rebuilds it from the
    # current balances (harmless: only ``balances`` is read after construction).
    assert {**resumed.to_dict(), "base": None} == {**match.to_dict(), "base": None}
    for pid in (a, b):
        assert again.profile(pid) == persist.profile(pid)

    # Both tables play on with the same choices: the same events, results and chips.
    assert advance(resumed.current, random.Random(99)) == advance(state, random.Random(99))
    assert resumed.finish_round() == match.finish_round()
    assert again.save_table() is None and persist.save_table() is None
    for _ in range(2):
        refill_broke(persist)
        refill_broke(again)
        assert play_round(resumed, random.Random(3)) == play_round(match, random.Random(3))
    assert again.leave_table() is None and persist.leave_table() is None
    for pid in (a, b):
        assert again.profile(pid) == persist.profile(pid)
        assert again.profile(pid).table is None


def test_chips_after_a_resume_equal_those_before_quitting(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    match, a, b = hot_seat(persist)
    rng = random.Random(2)
    while match.balances[0] == match.balances[1]:
        play_round(match, rng)
    mid_round(persist, match, rng)
    before = list(match.balances)
    persist.save_table()
    again, _ = open_data(tmp_path)
    assert again.table is not None
    assert again.table.match.balances == before
    assert [again.profile(a).chips, again.profile(b).chips] == before[:2]
    assert again.leave_table() is None, "leaving mid-round voids the round in progress"
    final, notices = open_data(tmp_path)
    assert notices == [] and final.table is None
    assert [final.profile(a).chips, final.profile(b).chips] == before[:2]
    assert [p.name for p in tmp_path.iterdir()] == ["profiles"]


def test_a_table_of_guests_and_ai_resumes_too(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    match = Match(HIGH_CARD, [Seat("Khách", "human"), Seat("AI", "easy")], balances=[300, 700])
    assert persist.open_table(match) is None
    play_round(match, random.Random(1))
    persist.save_table()
    again, notices = open_data(tmp_path)
    assert notices == [] and again.table is not None
    assert again.table.match.balances == match.balances and again.profiles() == []


# --- opening a table --------------------------------------------------------------------------
def test_opening_a_table_moves_the_chips_to_the_seats(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    lan, _ = persist.create_profile("Lan")
    persist.refill_profile(lan.id, need=10**6)
    match = Match(HIGH_CARD, [Seat("AI", "easy"), Seat("Lan", "human", lan.id)], balances=[500, 1])
    assert persist.open_table(match) is None
    assert match.balances == [500, 2000]
    assert persist.table is not None and lan.table == persist.table.id
    with pytest.raises(Refused) as refused:
        persist.open_table(Match(HIGH_CARD, [Seat("Lan", "human", lan.id), Seat("AI")]))
    assert refused.value.notice.key == "persist.table_open"


@pytest.mark.parametrize(
    "seats",
    [
        pytest.param(lambda pid: [Seat("Lan", "human", pid), Seat("Lan", "human", pid)], id="profile-twice"),
        pytest.param(lambda pid: [Seat("Lan", "normal", pid), Seat("AI")], id="profile-on-ai-seat"),
    ],
)
def test_a_table_with_bad_seats_is_refused(tmp_path: Path, seats: Callable[[str], list[Seat]]) -> None:
    persist, _ = open_data(tmp_path)
    lan, _ = persist.create_profile("Lan")
    with pytest.raises(ValueError):
        persist.open_table(Match(HIGH_CARD, seats(lan.id)))
    assert persist.table is None and lan.table is None


def test_a_table_is_opened_before_its_first_deal(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    match = Match(HIGH_CARD, [Seat("A"), Seat("B")])
    match.start_round()
    with pytest.raises(ValueError):
        persist.open_table(match)
    with pytest.raises(RuntimeError):
        persist.save_table()


# --- bad autosaves ------------------------------------------------------------------------
def saved_table(root: Path) -> tuple[str, str, dict[str, bytes]]:
    """A folder with a table saved mid-round; (Lan, Minh, the bytes of each file)."""
    persist, _ = open_data(root)
    match, a, b = hot_seat(persist)
    rng = random.Random(8)
    play_round(match, rng)
    persist.save_table()
    mid_round(persist, match, rng)
    persist.save_table()
    files = {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*.json")}
    return a, b, files


def assert_set_aside(root: Path, a: str, b: str, content: bytes) -> None:
    persist, notices = open_data(root)
    # a damaged save is reported as damaged, never as "not found"
    assert sorted(n.key for n in notices) == ["persist.bad.autosave", *["persist.table_damaged"] * 2]
    assert persist.table is None
    for pid in (a, b):  # the chips they sat down with: nothing lost, nothing counted twice
        assert (persist.profile(pid).chips, persist.profile(pid).table) == (1000, None)
    assert (root / "autosave.json.corrupt-1").read_bytes() == content
    assert not (root / "autosave.json").exists()


def test_an_autosave_truncated_at_every_byte_is_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, _, files = saved_table(tmp_path / "full")
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # durability is another test's subject
    data = files["autosave.json"]
    folder = tmp_path / "cuts"
    folder.mkdir()
    for cut in range(len(data)):
        autosave = JsonFile(folder / f"{cut}.json", "autosave", AUTOSAVE_VERSION)
        autosave.path.write_bytes(data[:cut])
        table, notice = autosave.load(decode)
        assert table is None and notice is not None and notice.key == "persist.bad.autosave"
        assert (folder / f"{cut}.json.corrupt-1").read_bytes() == data[:cut]
    assert JsonFile(tmp_path / "full" / "autosave.json", "autosave", AUTOSAVE_VERSION).load(decode)[1] is None


@pytest.mark.parametrize("cut", [0, 1, 100, 500, 1000, -100, -2, -1])
def test_a_truncated_autosave_gives_the_seated_players_their_chips_back(tmp_path: Path, cut: int) -> None:
    a, b, files = saved_table(tmp_path / "full")
    root = tmp_path / "cut"
    (root / "profiles").mkdir(parents=True)
    for name, content in files.items():
        (root / name).write_bytes(content)
    (root / "autosave.json").write_bytes(files["autosave.json"][:cut])
    assert_set_aside(root, a, b, files["autosave.json"][:cut])


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def mutate(doc: dict[str, Any]) -> None:
        target: Any = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return mutate


def _shift_chips(doc: dict[str, Any]) -> None:
    doc["profiles"][0]["chips"] += 1


BROKEN_AUTOSAVES: dict[str, Callable[[dict[str, Any]], None]] = {
    "table-id-number": _set(["table"], 5),
    "ui-list": _set(["ui"], []),
    "profiles-object": _set(["profiles"], {}),
    "profiles-missing-one": lambda doc: doc["profiles"].pop(),
    "profile-chips-differ-from-seat": _shift_chips,
    "profile-at-another-table": _set(["profiles", 0, "table"], "0" * 16),
    "match-list": _set(["match"], []),
    "match-version": _set(["match", "version"], 99),
    "unknown-game": _set(["match", "variant"], "no-such-game"),
    "balances-text": _set(["match", "balances", 0], "1000"),
    "balances-short": lambda doc: doc["match"]["balances"].pop(),
    "seat-profile-unknown": _set(["match", "seats", 0, "profile"], "f" * 16),
    "ai-in-a-profile-seat": _set(["match", "seats", 0, "level"], "normal"),
    "current-list": _set(["match", "current"], [1]),
    "current-bad-action": lambda doc: doc["match"]["current"]["actions"].append([0, {"type": "Nope"}]),
    "current-illegal-action": lambda doc: doc["match"]["current"]["actions"].insert(0, [1, {"type": "Show"}]),
    "current-seed-text": _set(["match", "current", "seed"], "7"),
    "extra-field": _set(["extra"], 1),
}


@pytest.mark.parametrize("mutate", BROKEN_AUTOSAVES.values(), ids=BROKEN_AUTOSAVES.keys())
def test_an_autosave_with_wrong_content_is_set_aside(
    tmp_path: Path, mutate: Callable[[dict[str, Any]], None]
) -> None:
    a, b, files = saved_table(tmp_path)
    doc = json.loads(files["autosave.json"])
    broken = copy.deepcopy(doc)
    mutate(broken)
    assert broken != doc
    (tmp_path / "autosave.json").write_text(json.dumps(broken), encoding="utf-8")
    assert_set_aside(tmp_path, a, b, (tmp_path / "autosave.json").read_bytes())


def test_the_unbroken_autosave_loads(tmp_path: Path) -> None:
    """The base document of the test above is valid, so each mutation is what breaks it."""
    _, _, files = saved_table(tmp_path)
    (tmp_path / "autosave.json").write_text(json.dumps(json.loads(files["autosave.json"])), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert notices == [] and persist.table is not None and persist.table.match.current is not None


# --- who holds the chips ------------------------------------------------------------------
def test_a_missing_profile_file_is_restored_from_the_autosave(tmp_path: Path) -> None:
    a, _, _ = saved_table(tmp_path)
    (tmp_path / "profiles" / f"{a}.json").unlink()
    persist, notices = open_data(tmp_path)
    assert [(n.key, n.params) for n in notices] == [("persist.profile_restored", {"name": "Lan"})]
    assert persist.table is not None and persist.profile(a).table == persist.table.id
    assert json.loads((tmp_path / "profiles" / f"{a}.json").read_text())["table"] == persist.table.id
    assert persist.leave_table() is None
    final = open_data(tmp_path)[0].profile(a)
    assert (final.chips, final.table) == (persist.profile(a).chips, None)


def test_without_its_autosave_a_seated_profile_keeps_its_chips_from_sitting_down(tmp_path: Path) -> None:
    saved_table(tmp_path)
    (tmp_path / "autosave.json").unlink()
    persist, notices = open_data(tmp_path)
    assert {n.key for n in notices} == {"persist.table_lost"}
    assert sorted((n.params["name"], n.params["chips"]) for n in notices) == [("Lan", 1000), ("Minh", 1000)]
    assert persist.table is None and all(p.table is None for p in persist.profiles())
    assert open_data(tmp_path)[1] == []


def test_a_profile_claiming_a_seat_the_table_does_not_have_is_freed(tmp_path: Path) -> None:
    a, _, files = saved_table(tmp_path)
    intruder = json.loads(files[f"profiles/{a}.json"])
    intruder.update(id="0" * 16, name="Hoa", chips=777)
    (tmp_path / "profiles" / f"{'0' * 16}.json").write_text(json.dumps(intruder), encoding="utf-8")
    persist, notices = open_data(tmp_path)
    assert [(n.key, n.params) for n in notices] == [("persist.table_lost", {"name": "Hoa", "chips": 777})]
    assert persist.table is not None and persist.profile("0" * 16).table is None


def test_a_table_whose_players_have_left_is_never_resumed(tmp_path: Path) -> None:
    a, b, files = saved_table(tmp_path)
    persist, _ = open_data(tmp_path)
    assert persist.leave_table() is None
    chips = {pid: persist.profile(pid).chips for pid in (a, b)}
    (tmp_path / "autosave.json").write_bytes(files["autosave.json"])  # as if its removal never happened
    again, notices = open_data(tmp_path)
    assert notices == [] and again.table is None
    assert {pid: again.profile(pid).chips for pid in (a, b)} == chips
    assert (tmp_path / "autosave.json.stale-1").read_bytes() == files["autosave.json"]


def test_saves_that_fail_mid_game_leave_the_last_good_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    persist, _ = open_data(tmp_path / "data")
    match, a, b = hot_seat(persist)
    rng = random.Random(6)
    play_round(match, rng)
    assert persist.save_table() is None
    good = list(match.balances)

    def full(*args: Any, **kwargs: Any) -> Any:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(json_files.tempfile, "mkstemp", full)
        for _ in range(3):
            play_round(match, rng)
            notice = persist.save_table()
            assert notice is not None and notice.key == "persist.save_failed.full"
        shutil.copytree(tmp_path / "data", tmp_path / "crash")  # the game dies now
        assert persist.leave_table() is not None, "the player can leave; the disk is told later"
        assert persist.table is None and persist.profile(a).table is None
    crashed, notices = open_data(tmp_path / "crash")
    assert notices == [] and crashed.table is not None
    assert crashed.table.match.balances == good
    assert persist.flush() is None, "the disk is back: the leave reaches it"
    again, notices = open_data(tmp_path / "data")
    assert notices == [] and again.table is None
    assert [again.profile(a).chips, again.profile(b).chips] == match.balances[:2]
    assert again.profile(a).stats["high-card:chips"].rounds == 4


# --- crashes at every step ----------------------------------------------------------------
def logical(persist: Persistence) -> Any:
    """What a player could tell apart: profiles (chips, seated?, rounds, refills) and the table."""
    profiles = tuple(
        (p.name, p.chips, p.table is not None, p.rounds_played, len(p.refills)) for p in persist.profiles()
    )
    table = persist.table
    return profiles, None if table is None else (tuple(table.match.balances), table.match.round_no)


def test_a_crash_between_any_two_writes_recovers_a_state_the_player_saw(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "data"
    snapshots: list[tuple[int, Path]] = []
    step = 0

    def photograph(real: Any) -> Any:
        def photographed(*args: Any) -> Any:
            out = real(*args)
            shot = tmp_path / f"shot{len(snapshots)}"
            shutil.copytree(root, shot)
            snapshots.append((step, shot))  # the folder as a crash right now would leave it
            return out

        return photographed

    persist, _ = open_data(root)
    ids: dict[str, str] = {}
    rng = random.Random(21)

    def create(name: str) -> None:
        ids[name] = persist.create_profile(name)[0].id

    def open_table(*names: str) -> None:
        seats = [Seat(n, "human", ids[n]) for n in names] + [Seat("AI", "easy")] * (3 - len(names))
        assert persist.open_table(Match(HIGH_CARD, seats)) is None

    def one_round() -> None:
        assert persist.table is not None
        play_round(persist.table.match, rng)
        assert persist.save_table() is None

    def half_round() -> None:
        assert persist.table is not None
        mid_round(persist, persist.table.match, rng)
        assert persist.save_table() is None

    script: list[tuple[str, Callable[[], object]]] = [
        ("create", lambda: create("Lan")),
        ("create", lambda: create("Minh")),
        ("open", lambda: open_table("Lan", "Minh")),
        ("round", one_round),
        ("round", one_round),
        ("round", one_round),
        ("mid-round", half_round),
        ("leave", persist.leave_table),
        ("refill", lambda: persist.refill_profile(ids["Lan"], need=10**6)),
        ("rename", lambda: persist.rename_profile(ids["Minh"], "Minh Tú")),
        ("create", lambda: create("Hoa")),
        ("delete", lambda: persist.delete_profile(ids["Hoa"])),
        ("open", lambda: open_table("Lan", "Minh")),
        ("round", one_round),
        ("round", one_round),
        ("leave", persist.leave_table),
    ]
    states = [logical(persist)]
    with monkeypatch.context() as m:
        for name in ("write_atomic", "move_aside", "remove_file"):
            m.setattr(json_files, name, photograph(getattr(json_files, name)))
        for step, (_, action) in enumerate(script, start=1):  # noqa: B007 (``photographed`` reads it)
            assert action() is None
            states.append(logical(persist))

    assert {when for when, _ in snapshots} == set(range(1, len(script) + 1)), "every step writes"
    for when, shot in snapshots:
        recovered, notices = open_data(shot)
        allowed = {"persist.table_lost"} if script[when - 1][0] == "open" else set()
        assert {n.key for n in notices} <= allowed, (when, notices)
        assert logical(recovered) in (states[when - 1], states[when]), (when, script[when - 1][0])
