"""Settings: every field validated, round-trips, bad files set aside, changes applied at once."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.persist import ANIMATION_SPEEDS, BET_CLOCKS, CARD_BACKS, NEXT_ROUND_CLOCKS, TURN_CLOCKS, Settings, open_data
from game.persist.settings import SETTINGS_VERSION, WINDOW_MAX, WINDOW_MIN, SettingsStore

FIELDS = [f.name for f in dataclasses.fields(Settings)]
SETUP = {"mode": "chuong", "seats": [{"name": "Lan", "level": "human"}, {"name": "Minh", "level": "hard"}],
         "stake": 10, "min_bet": 10, "max_bet": 100, "banker": 1, "options": {"side-fee": 5, "van-phu": True}}

valid_settings = st.builds(
    Settings,
    language=st.sampled_from(["vi", "en"]),
    master_volume=st.integers(0, 100),
    effects_volume=st.integers(0, 100),
    muted=st.booleans(),
    anim_speed=st.sampled_from(ANIMATION_SPEEDS),
    fullscreen=st.booleans(),
    four_colour=st.booleans(),
    card_back=st.sampled_from(CARD_BACKS),
    show_hints=st.booleans(),
    turn_clock=st.sampled_from(TURN_CLOCKS),
    bet_clock=st.sampled_from(BET_CLOCKS),
    next_round_clock=st.sampled_from(NEXT_ROUND_CLOCKS),
    large_text=st.booleans(),
    reactions=st.booleans(),
    window_size=st.tuples(st.integers(WINDOW_MIN[0], WINDOW_MAX), st.integers(WINDOW_MIN[1], WINDOW_MAX)),
    refill_amount=st.integers(1, 10**9),
    last_profile=st.none() | st.text("0123456789abcdef", min_size=16, max_size=16),
    last_game=st.none() | st.sampled_from(["ba-cay", "tam-cuc", "a-game-we-do-not-know"]),
    table_setups=st.dictionaries(st.sampled_from(["ba-cay", "xi-dach"]), st.just(SETUP), max_size=2),
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)
# The JSON types each field accepts; any value of another type must be refused.
ACCEPTED: dict[str, tuple[type, ...]] = {
    "language": (str,),
    "master_volume": (int,),
    "effects_volume": (int,),
    "muted": (bool,),
    "reactions": (bool,),
    "anim_speed": (int, float),
    "fullscreen": (bool,),
    "four_colour": (bool,),
    "card_back": (str,),
    "show_hints": (bool,),
    "turn_clock": (int,),
    "bet_clock": (int,),
    "next_round_clock": (int,),
    "large_text": (bool,),
    "window_size": (list,),
    "refill_amount": (int,),
    "last_profile": (type(None), str),
    "last_game": (type(None), str),
    "table_setups": (dict,),
}
OUT_OF_RANGE: list[tuple[str, Any]] = [
    ("language", "fr"),
    ("language", "VI"),
    ("master_volume", 101),
    ("master_volume", -1),
    ("effects_volume", 1000),
    ("anim_speed", 3.0),
    ("anim_speed", 1.5),
    ("anim_speed", -1),
    ("card_back", "purple"),
    ("turn_clock", 45),
    ("turn_clock", -30),
    ("turn_clock", True),
    ("bet_clock", 15),
    ("bet_clock", 30),
    ("next_round_clock", 3),
    ("next_round_clock", False),
    ("large_text", 1),
    ("window_size", [1280]),
    ("window_size", [1280, 720, 1]),
    ("window_size", [0, 720]),
    ("window_size", [-100, 720]),
    ("window_size", [1280, 10**6]),
    ("window_size", [1280.0, 720]),
    ("window_size", [True, 720]),
    ("refill_amount", 0),
    ("last_profile", "not-an-id"),
    ("last_game", "Ba Cây"),
    ("table_setups", {"Ba Cay": SETUP}),
    ("table_setups", {"ba-cay": {**SETUP, "stake": 0}}),
    ("table_setups", {"ba-cay": {**SETUP, "banker": 2}}),
    ("table_setups", {"ba-cay": {**SETUP, "seats": []}}),
    ("table_setups", {"ba-cay": {**SETUP, "seats": [{"name": "Lan"}]}}),
    ("table_setups", {"ba-cay": {**SETUP, "options": {"side-fee": 1.5}}}),
    ("table_setups", {"ba-cay": {**SETUP, "options": {"side-fee": None}}}),
    ("table_setups", {"ba-cay": {**SETUP, "options": {"removal": "x" * 65}}}),
    ("table_setups", {"ba-cay": {**SETUP, "mode": "Chơi chương"}}),
    ("table_setups", {"ba-cay": {k: v for k, v in SETUP.items() if k != "mode"}}),
]


def settings_doc(**overrides: Any) -> dict[str, Any]:
    return {"kind": "settings", "version": SETTINGS_VERSION, **Settings().to_dict(), **overrides}


def write(root: Path, doc: Any) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    path = root / "settings.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def assert_set_aside(root: Path, content: bytes) -> None:
    store = SettingsStore(root)
    notice = store.load()
    assert notice is not None and notice.key == "persist.bad.settings"
    assert store.current == Settings()
    assert not (root / "settings.json").exists()
    assert (root / "settings.json.corrupt-1").read_bytes() == content


def test_defaults_without_a_file(tmp_path: Path) -> None:
    persist, notices = open_data(tmp_path / "data")
    assert notices == []
    s = persist.settings
    assert (s.language, s.master_volume, s.effects_volume, s.show_hints) == ("vi", 70, 70, True)
    assert (s.anim_speed, s.card_back, s.refill_amount) == (1.0, "red", 1000)
    assert not (tmp_path / "data").exists(), "reading alone must not create the data folder"


@given(valid_settings)
def test_valid_settings_round_trip(tmp_path_factory: pytest.TempPathFactory, settings: Settings) -> None:
    root = tmp_path_factory.getbasetemp() / "round-trip"
    assert SettingsStore(root).file.write(settings.to_dict()) is None
    again = SettingsStore(root)
    assert again.load() is None
    assert again.current == settings


CLOCKS_AND_TEXT = ("bet_clock", "next_round_clock", "large_text", "reactions")


@pytest.mark.parametrize(("version", "newer"), [(1, ("last_game", "table_setups", "turn_clock", *CLOCKS_AND_TEXT)),
                                                (2, ("turn_clock", *CLOCKS_AND_TEXT)), (3, CLOCKS_AND_TEXT),
                                                (4, ("reactions",))])
def test_an_older_file_is_read_with_the_new_fields_at_their_defaults(tmp_path: Path, version: int,
                                                                      newer: tuple[str, ...]) -> None:
    old = {k: v for k, v in settings_doc(language="en", muted=True).items() if k not in newer}
    write(tmp_path, {**old, "version": version})
    store = SettingsStore(tmp_path)
    assert store.load() is None
    assert store.current == Settings(language="en", muted=True)
    assert (store.current.bet_clock, store.current.next_round_clock, store.current.large_text) == (20, 0, False)
    assert store.current.reactions
    assert store.update(last_game="xi-dach") is None  # and the next save writes the current version
    assert json.loads((tmp_path / "settings.json").read_text())["version"] == SETTINGS_VERSION


def test_a_remembered_setup_is_a_copy(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    mine = json.loads(json.dumps(SETUP))
    assert persist.update_settings(table_setups={"ba-cay": mine}) is None
    mine["seats"].clear()
    assert persist.settings.table_setups["ba-cay"] == SETUP
    assert open_data(tmp_path)[0].settings.table_setups == {"ba-cay": SETUP}


def test_updates_round_trip(tmp_path: Path) -> None:
    changed = Settings("en", 0, 100, True, 0.5, True, True, "green", False, (1000, 600), 5000, "0" * 16, "ba-cay",
                       {"ba-cay": SETUP})
    assert SettingsStore(tmp_path).update(**dataclasses.asdict(changed)) is None
    again = SettingsStore(tmp_path)
    assert again.load() is None
    assert again.current == changed


@pytest.mark.parametrize(("saved", "read"), [([480, 270], [960, 540]), ([320, 240], [960, 540]),
                                             ([1000, 300], [1000, 540]), ([99999, 99999], [WINDOW_MAX, WINDOW_MAX])])
def test_a_window_size_beyond_the_limits_is_brought_within_them(tmp_path: Path, saved: list[int],
                                                               read: list[int]) -> None:
    """Older versions saved smaller windows (and any size --window gave): not a damaged file."""
    write(tmp_path, settings_doc(window_size=saved))
    store = SettingsStore(tmp_path)
    assert store.load() is None and list(store.current.window_size) == read
    assert store.update(window_size=tuple(saved)) is None  # and a window that size quits cleanly
    assert list(store.current.window_size) == read


def wrong_type(field: str, value: Any) -> bool:
    accepted = ACCEPTED[field]
    return not isinstance(value, accepted) or (isinstance(value, bool) and bool not in accepted)


@given(field=st.sampled_from(FIELDS), value=json_values)
def test_a_wrong_type_in_any_field_is_refused(field: str, value: Any) -> None:
    if wrong_type(field, value):
        with pytest.raises(ValueError):
            Settings.from_dict(Settings().to_dict() | {field: value})


@pytest.mark.parametrize("field", FIELDS)
def test_a_wrong_type_sets_the_file_aside(tmp_path: Path, field: str) -> None:
    value = 1 if str in ACCEPTED[field] else "1"
    assert wrong_type(field, value)
    path = write(tmp_path, settings_doc(**{field: value}))
    assert_set_aside(tmp_path, path.read_bytes())


@pytest.mark.parametrize(("field", "value"), OUT_OF_RANGE)
def test_a_value_out_of_range_sets_the_file_aside(tmp_path: Path, field: str, value: Any) -> None:
    path = write(tmp_path, settings_doc(**{field: value}))
    assert_set_aside(tmp_path, path.read_bytes())
    with pytest.raises(ValueError):
        SettingsStore(tmp_path).update(**{field: value})


@pytest.mark.parametrize(
    "doc",
    [
        pytest.param({k: v for k, v in settings_doc().items() if k != "muted"}, id="missing-field"),
        pytest.param(settings_doc(extra=1), id="unknown-field"),
        pytest.param(settings_doc(version=0), id="version-0"),
        pytest.param(settings_doc(version=1), id="version-1-with-fields-of-2"),
        pytest.param(settings_doc(version=2), id="version-2-with-fields-of-3"),
        pytest.param(settings_doc(version=True), id="version-true"),
        pytest.param(settings_doc(kind="profile"), id="wrong-kind"),
        pytest.param([settings_doc()], id="not-an-object"),
        pytest.param("settings", id="a-string"),
    ],
)
def test_a_document_of_the_wrong_shape_is_set_aside(tmp_path: Path, doc: Any) -> None:
    path = write(tmp_path, doc)
    assert_set_aside(tmp_path, path.read_bytes())


def test_a_file_truncated_at_every_byte_is_set_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SettingsStore(tmp_path / "full")
    assert store.update(language="en", window_size=(1600, 900), last_profile="0123456789abcdef") is None
    data = store.file.path.read_bytes()
    assert SettingsStore(tmp_path / "full").load() is None
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # durability is another test's subject
    for cut in range(len(data)):
        root = tmp_path / f"cut{cut}"
        root.mkdir()
        (root / "settings.json").write_bytes(data[:cut])
        assert_set_aside(root, data[:cut])


def test_bad_files_are_numbered_and_never_overwritten(tmp_path: Path) -> None:
    for n in range(1, 4):
        write(tmp_path, {"kind": "settings", "version": 1, "garbage": n})
        assert SettingsStore(tmp_path).load() is not None
        assert json.loads((tmp_path / f"settings.json.corrupt-{n}").read_text())["garbage"] == n
    assert not (tmp_path / "settings.json.corrupt-4").exists()


def test_changes_are_applied_at_once_and_remembered(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    seen: list[Settings] = []
    persist.on_settings_change.append(seen.append)
    assert persist.update_settings(language="en", muted=True, anim_speed=0, window_size=[1024, 600]) is None
    assert seen == [persist.settings]
    assert (persist.settings.anim_speed, persist.settings.window_size) == (0.0, (1024, 600))
    assert persist.update_settings(language="en") is None
    assert len(seen) == 1, "an update that changes nothing is not announced"
    again, notices = open_data(tmp_path)
    assert notices == [] and again.settings == persist.settings


@pytest.mark.parametrize(
    "changes",
    [{"no_such_setting": 1}, {"master_volume": "70"}, {"muted": 1}, {"card_back": None}, {"window_size": 5}],
)
def test_a_bad_update_is_refused_and_changes_nothing(tmp_path: Path, changes: dict[str, Any]) -> None:
    persist, _ = open_data(tmp_path)
    with pytest.raises(ValueError):
        persist.update_settings(**changes)
    assert persist.settings == Settings()
    assert not (tmp_path / "settings.json").exists()
