"""Statistics that add up (issue 31): a game played for points and for chips keeps the two
apart — in the profile, in its file (version 3, older files upgraded keeping every number),
in the table of numbers and in the charts."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.catalog import game
from game.match.match import Match, Seat
from game.persist import GameStats, open_data
from game.persist.profiles import PROFILE_VERSION, Profile, upgrade_stats
from game.ui.app import App
from game.ui.screens import charts, fmt
from game.ui.screens.stats import StatsScreen, cells, sheets
from tests.test_ui_screens_support import open_app, screen_text, top
from tests.ui_harness import key, make_app

PID = "0123456789abcdef"
# A version-2 profile as the issue found it: three deals for points (0, 0, +18) and two for
# chips (-100, -80) in one list, the chips' totals apart.
MIXED = {"rounds": 5, "wins": 1, "biggest_win": 18, "chips_won": 0, "chips_lost": 180, "best_hand": None,
         "recent": [0, 0, 18, -100, -80], "roles": {"banker": [0, 1, 1], "player": [1, 1, 1]},
         "hands": {"tc.hand.ket|kind=doi-tot-den": 1}}
BA_CAY = {"rounds": 2, "wins": 1, "biggest_win": 50, "chips_won": 50, "chips_lost": 20, "best_hand": None,
          "recent": [50, -20], "roles": {"player": [1, 0, 1]}, "hands": {}}


def old_profile(tmp_path: Path, stats: dict[str, object]) -> Path:
    body = {"id": PID, "name": "Lan", "chips": 720, "table": None, "refills": [], "stats": stats}
    path = tmp_path / "profiles" / f"{PID}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"kind": "profile", "version": 2, **body}), encoding="utf-8")
    return path


def test_an_old_profile_is_split_by_unit_keeping_every_number(tmp_path: Path) -> None:
    path = old_profile(tmp_path, {"tam-cuc": MIXED, "ba-cay": BA_CAY})
    persist, notices = open_data(tmp_path)
    assert notices == []
    profile = persist.profile(PID)
    assert set(profile.stats) == {"tam-cuc:points", "tam-cuc:chips", "ba-cay:chips"}
    points, chips = profile.stats["tam-cuc:points"], profile.stats["tam-cuc:chips"]
    assert (points.rounds, points.wins, points.biggest_win, points.recent) == (3, 1, 18, [0, 0, 18])
    assert (points.chips_won, points.chips_lost) == (0, 0)
    assert (chips.rounds, chips.wins, chips.biggest_win, chips.recent) == (2, 0, 0, [-100, -80])
    assert (chips.chips_won, chips.chips_lost) == (0, 180)
    # what a version-2 file cannot tell apart stays with points, whole
    assert points.roles == MIXED["roles"] and points.hands == MIXED["hands"]
    assert points.rounds + chips.rounds == MIXED["rounds"] and points.wins + chips.wins == MIXED["wins"]
    assert sorted(points.recent + chips.recent) == sorted(MIXED["recent"])  # type: ignore[type-var]
    assert profile.stats["ba-cay:chips"] == GameStats.from_dict(BA_CAY)
    # written back at the current version (3 brought the units), read again the same
    persist._profiles.mark(PID)  # the next flush writes it
    assert persist.flush() is None
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["version"] == PROFILE_VERSION >= 3
    assert set(doc["stats"]) == {"tam-cuc:points", "tam-cuc:chips", "ba-cay:chips"}
    again, _ = open_data(tmp_path)
    assert again.profile(PID).stats == profile.stats


def test_a_copy_of_an_old_profile_in_an_autosave_is_split_too() -> None:
    """The autosave holds the seated profiles without a version of their own: the shape says."""
    body = {"id": PID, "name": "Lan", "chips": 720, "table": None, "refills": [], "stats": {"tam-cuc": MIXED}}
    profile = Profile.from_dict(body)
    assert profile.game_stats("tam-cuc", chips=False).recent == [0, 0, 18]
    assert profile.game_stats("tam-cuc", chips=True).recent == [-100, -80]


def test_results_that_do_not_add_up_keep_the_chip_totals_apart() -> None:
    """When some rounds have left the latest results, which were chips cannot be known: the
    chip totals go to the chips record, everything else stays with points."""
    older = GameStats.from_dict({**MIXED, "rounds": 150, "wins": 40})
    split = upgrade_stats("tam-cuc", older)
    assert split["tam-cuc:points"].recent == MIXED["recent"] and split["tam-cuc:points"].rounds == 150
    assert (split["tam-cuc:chips"].chips_won, split["tam-cuc:chips"].chips_lost) == (0, 180)
    assert split["tam-cuc:points"].chips_lost == 0
    only_points = GameStats.from_dict({**MIXED, "chips_lost": 0, "recent": [0, 0, 18, 2, 3]})
    assert upgrade_stats("tam-cuc", only_points) == {"tam-cuc:points": only_points}


def test_a_round_is_counted_in_its_own_unit() -> None:
    profile = Profile(PID, "Lan")
    for delta, chips in ((0, False), (0, False), (18, False), (-100, True), (-80, True)):
        profile.record_round("tam-cuc", delta, chips=chips)
    assert profile.game_stats("tam-cuc", chips=False).recent == [0, 0, 18]
    assert charts.running_total(profile.game_stats("tam-cuc", chips=False))[-1] == 18
    chips = profile.game_stats("tam-cuc", chips=True)
    assert charts.running_total(chips)[-1] == -180 and chips.chips_lost == 180


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return open_app(tmp_path, monkeypatch)


def test_the_table_and_the_charts_show_points_and_chips_apart(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    profile = app.session.current_profile()
    for delta, chips in ((0, False), (0, False), (18, False), (-100, True), (-80, True)):
        profile.record_round("tam-cuc", delta, chips=chips)
    shown = {s.title: s for s in sheets(profile)}
    assert {"Tam Cúc · điểm", "Tam Cúc · chip"} <= set(shown)
    rows = {title: cells(title, not s.chips, s.stats) for title, s in shown.items()}
    assert rows["Tam Cúc · chip"][-2:] == ["0", fmt.number(180)], "the chips lost are shown"
    assert rows["Tam Cúc · điểm"][1] == "3"
    key(app, pygame.K_t)
    screen = top(app, StatsScreen)
    text = screen_text(app, monkeypatch)
    assert "Tam Cúc · điểm" in text and "Tam Cúc · chip" in text and fmt.number(180) in text
    drawn: list[tuple[str, list[int]]] = []
    monkeypatch.setattr(charts, "line_chart", lambda surface, rect, title, values, sc: drawn.append((title, values)))
    screen.show_charts(True)
    for key_, end in (("tam-cuc:points", 18), ("tam-cuc:chips", -180)):
        screen.set_chart_sheet(key_)
        app.dirty = True
        app.frame(1 / 60)
        title, values = drawn[-1]
        assert values[-1] == end, f"{title} ends at {values[-1]}"
    assert drawn[-2][0].endswith("Tam Cúc · điểm") and drawn[-1][0].endswith("Tam Cúc · chip")


def test_a_game_played_both_ways_fits_the_table_and_the_tabs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.test_ui_layout_fit import assert_all_fit, each_look, misfits

    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    app = make_app()
    profile = app.session.current_profile()
    profile.record_round("tam-cuc", 18, chips=False)
    profile.record_round("tam-cuc", -100, chips=True)
    found: list[str] = []
    screen = app.open("stats")
    each_look(app, lambda look: found.extend(misfits(app, f"table {look}")))
    screen.show_charts(True)  # type: ignore[attr-defined]
    for key_ in ("tam-cuc:points", "tam-cuc:chips"):
        screen.set_chart_sheet(key_)  # type: ignore[attr-defined]
        each_look(app, lambda look, k=key_: found.extend(misfits(app, f"charts {k} {look}")))
    assert_all_fit(found)


def test_tables_for_points_and_for_chips_are_counted_apart(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the session, as the table records its rounds (chips and statistics saved together)."""
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    app = make_app()
    session = app.session
    g = game("tam-cuc")
    results: dict[bool, list[int]] = {}
    for chips in (False, True):
        match = Match(g.variant, [Seat(session.player_name(), "human"), Seat("Lan", "normal")], seed=5,
                      options={"choi-tien": chips}, stake=10)
        session.prepare_match(match)
        agents = match.agents(g.agents)
        for _ in range(3):
            match.play_round(agents)
            session.record_round(match, {})
        results[chips] = [r.deltas[0] for r in match.history]
        session.leave(match)
    profile = session.current_profile()
    assert profile.game_stats("tam-cuc", chips=False).recent == results[False]
    chip_stats = profile.game_stats("tam-cuc", chips=True)
    assert chip_stats.recent == results[True]
    assert chip_stats.chips_won - chip_stats.chips_lost == sum(results[True])
    assert any(results[True]), "the chip table moved chips"
