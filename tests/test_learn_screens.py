"""Xem lại ván on the real table, the list of rounds to watch, and the statistics charts
(drawn for no history, a short one and a long one, at 960×540 and in both languages)."""

from __future__ import annotations

import copy
import json
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from game.catalog import VARIANTS, games
from game.catalog import game as record_of
from game.i18n import set_language, signed, t
from game.match.match import Match, Seat
from game.match.replay import FileHead, Replay, read_text
from game.persist import GameStats
from game.persist.profiles import (
    KEPT_ROUNDS,
    LEFT_FORMAT,
    PROFILE_VERSION,
    RECENT,
    Profile,
    kind_id,
    kind_label,
    profile_file,
    sheet,
)
from game.persist.replays import listing
from game.ui.labels import game_title
from game.ui.screens import charts
from game.ui.screens.replays import ReplaysScreen, row
from game.ui.screens.stats import sheets
from game.ui.table.host import TableHost
from game.ui.table.replay import Replayer
from game.ui.widgets import resolve
from tests.ui_harness import click, make_app, settle

KEYS = [g.key for g in games()]


def played(key: str, rounds: int, seats: int = 4) -> Match:
    g = record_of(key)
    n = min(seats, g.variant.max_players)
    match = Match(g.variant, [Seat(f"Seat {i}", "normal") for i in range(n)], seed=3, balances=[100_000] * n)
    agents = match.agents(g.agents)
    for _ in range(rounds):
        match.play_round(agents)
    return match


def replay_of(match: Match) -> Replay:
    return Replay.of_record(match.variant, match.history[-1], [s.name for s in match.seats])


def press(scene: TableHost, fragment: str) -> None:
    button = next(b for b in scene.actions.buttons if fragment in resolve(b.label))
    click(scene.app, button.rect.center)


# --- the replay table ---------------------------------------------------------------------------------
@pytest.mark.parametrize("key", KEYS)
def test_a_replay_on_the_table_ends_with_the_recorded_result(key: str) -> None:
    app = make_app()
    replay = replay_of(played(key, 2))
    scene = app.open("replay", replay=replay)
    assert isinstance(scene, TableHost) and isinstance(scene.mode, Replayer)
    mode = scene.mode
    settle(app, lambda: mode.at_rest())
    press(scene, t("replay.next"))
    settle(app, lambda: mode.done() >= 1)
    press(scene, t("replay.play"))
    settle(app, lambda: scene.results is not None and mode.at_rest())
    assert tuple(scene.results["deltas"]) == replay.deltas
    assert mode.done() == len(replay)
    assert t("replay.all_hands") in [resolve(b.label) for b in scene.actions.buttons]
    assert not mode.shows_results(), "everybody's cards are shown in the result panel's place"


def test_back_and_forth_and_whose_eyes() -> None:
    app = make_app()
    replay = replay_of(played("ba-cay", 2))
    scene = app.open("replay", replay=replay)
    assert isinstance(scene, TableHost) and isinstance(scene.mode, Replayer)
    mode = scene.mode
    for _ in range(3):
        mode.next()
        settle(app, mode.at_rest)
    assert mode.done() == 3
    mode.prev()
    assert mode.done() == 2 and scene.match.current is not None
    assert scene.match.current.to_dict() == replay.state_at(2).to_dict()
    assert scene.controller.viewer() is None
    mode.next_viewer()
    assert scene.controller.viewer() == 0
    app.frame(1 / 30)
    assert scene.places.layout.seats[0].index == 0 and scene.places.layout.seats[0].is_viewer
    for _ in range(len(replay.names)):
        mode.next_viewer()
    assert scene.controller.viewer() is None
    assert scene.controller.ai_to_act() == [], "no seat moves by itself in a replay"
    while not mode.over():
        mode.next()
        settle(app, mode.at_rest)
    mode.prev()  # from the end, back into the round
    settle(app, mode.at_rest)
    assert not mode.over() and scene.results is None and scene.match.history == []


def test_a_replayed_round_exports_to_a_file_that_reads_back() -> None:
    app = make_app()
    replay = replay_of(played("tam-cuc", 1))
    scene = app.open("replay", replay=replay)
    assert isinstance(scene.mode, Replayer)
    before = set(listing(app.session.persist.root))
    scene.mode.export()
    made = set(listing(app.session.persist.root)) - before
    assert len(made) == 1
    again = read_text(made.pop().read_text(encoding="utf-8"), VARIANTS)
    assert again.save == replay.save
    scene.mode.export()  # a second export never overwrites the first
    assert len(set(listing(app.session.persist.root)) - before) == 2


def test_escape_closes_the_replay_back_to_where_it_was_opened() -> None:
    app = make_app()
    app.open("menu")
    app.open("replay", replay=replay_of(played("xi-dach", 1)))
    app.frame(1 / 30)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(1 / 30)
    assert type(app.scenes.top).__name__ == "MainMenu"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_replay_buttons_keep_their_places(size: tuple[int, int]) -> None:
    """Seen by a long name or by the table, playing or paused, before the end or after: every
    button of the bar stays where it was (Everyone's cards is there from the start, disabled)."""
    app = make_app(size)
    match = played("ba-cay", 2)
    match.seats[2].name = "Nguyễn Thị Thanh Hương"
    scene = app.open("replay", replay=replay_of(match))
    assert isinstance(scene, TableHost) and isinstance(scene.mode, Replayer)
    mode = scene.mode

    def places() -> list[tuple[int, int, int]]:
        app.frame(1 / 60)
        app.draw()
        return [(b.rect.x, b.rect.width, b.rect.y) for b in scene.actions.buttons]

    first = places()
    hands = next(b for b in scene.actions.buttons if resolve(b.label) == t("replay.all_hands"))
    assert not hands.enabled
    for _ in range(len(match.seats) + 1):
        mode.next_viewer()
        assert places() == first, resolve(scene.actions.buttons[4].label)
    mode.toggle_play()
    assert places() == first
    mode.toggle_play()
    while not mode.over():
        mode.next()
        settle(app, mode.at_rest)
    assert places() == first
    assert next(b for b in scene.actions.buttons if resolve(b.label) == t("replay.all_hands")).enabled


# --- choosing a round -------------------------------------------------------------------------------------
def test_the_history_strip_opens_the_rounds_of_the_table() -> None:
    app = make_app()
    match = played("bai-cao", 3)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    app.frame(1 / 30)
    app.draw()
    assert scene.frame.history_rect is not None
    click(app, scene.frame.history_rect.center)
    screen = app.scenes.top
    assert type(screen).__name__ == "ReplaysScreen"
    assert [v for _, v in screen.options][:3] == ["r3", "r2", "r1"]  # type: ignore[attr-defined]
    screen.primary()  # type: ignore[attr-defined]
    top = app.scenes.top
    assert isinstance(top, TableHost) and isinstance(top.mode, Replayer) and top.mode.replay.round_no == 3


def test_the_rounds_screen_lists_exported_files_and_says_why_one_cannot_be_read(tmp_path: Path) -> None:
    app = make_app()
    root = app.session.persist.root
    folder = root / "replays"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "good.toml").write_text(replay_of(played("xi-dach", 1)).to_text(), encoding="utf-8")
    (folder / "bad.toml").write_text("format = 2", encoding="utf-8")
    screen = app.open("replays")
    values = [v for _, v in screen.options]  # type: ignore[attr-defined]
    assert {Path(v[1:]).name for v in values if v.startswith("f")} >= {"good.toml", "bad.toml"}
    bad = next(v for v in values if v.endswith("bad.toml"))
    assert screen.replay(bad) is None and app.toasts.messages  # type: ignore[attr-defined]
    good = next(v for v in values if v.endswith("good.toml"))
    assert screen.replay(good) is not None  # type: ignore[attr-defined]


def test_each_round_on_offer_says_its_game_date_players_and_result(tmp_path: Path) -> None:
    app = make_app()
    folder = app.session.persist.root / "replays"
    folder.mkdir(parents=True, exist_ok=True)
    exported = played("tam-cuc", 2)
    replay = replay_of(exported)
    path = folder / "tam-cuc-round-2.toml"
    path.write_text(replay.to_text(), encoding="utf-8")
    (folder / "bad.toml").write_text("format = 2", encoding="utf-8")
    big = played("bai-cao", 1, seats=7)
    for lang in ("vi", "en"):
        set_language(lang)
        screen = app.open("replays", match=big)
        rows = dict((v, text) for text, v in screen.options)  # type: ignore[attr-defined]
        best = max(range(4), key=lambda s: replay.deltas[s])  # type: ignore[index]
        when = datetime.fromtimestamp(path.stat().st_mtime).strftime(t("replays.date"))
        assert rows[f"f{path}"] == t("replays.row", game="Tam Cúc", n=2, when=when,
                                     players="Seat 0, Seat 1, Seat 2, Seat 3",
                                     result=f"Seat {best} {signed(replay.deltas[best])}")  # type: ignore[index]
        assert rows[f"f{folder / 'bad.toml'}"] == t("replays.unreadable", file="bad.toml")
        table = rows["r1"]
        assert table.startswith(t("replays.row", game=game_title(record_of("bai-cao")), n=1, when=t("replays.in_play"),
                                  players="", result="").split(" · ")[0])
        assert t("replays.more_players", names="Seat 0, Seat 1, Seat 2, Seat 3", count=3) in table
        app.draw()
        assert not [b for b in screen.text_boxes() if not b.fits()]  # type: ignore[attr-defined]
    set_language("vi")


def test_the_rounds_of_a_table_left_stay_on_the_list_and_an_export_shows_at_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Leaving a table used to drop its rounds from "Xem lại ván"; they stay, kept with each
    player's profile, listed from the statistics screen for the player chosen there; a round
    exported from a replay is on the list when the replay closes."""
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    app = make_app()
    g = record_of("xi-dach")
    match = app.session.prepare_match(Match(g.variant, [Seat("Lan", "human"), Seat("Minh", "normal")], seed=3))
    agents = match.agents(g.agents)
    for _ in range(KEPT_ROUNDS + 1):
        match.play_round(agents)
        app.session.record_round(match, {})
    last = Replay.of_match(match, match.history[-1])
    app.session.leave(match)
    lan = app.session.profile_named("Lan")
    app.session.update_settings(last_profile=lan.id)
    stats = app.open("stats")
    app.draw()
    click(app, next(b for b in stats.bar.buttons if resolve(b.label) == t("stats.replays")).rect.center)  # type: ignore[attr-defined]
    screen = app.scenes.top
    assert isinstance(screen, ReplaysScreen) and screen.profiles == [lan.id]
    kept = [(text, v) for text, v in screen.options if v.startswith("k")]
    assert len(kept) == KEPT_ROUNDS
    assert kept[0][0] == row(FileHead("xi-dach", match.round_no, ("Lan", "Minh"), last.deltas),
                             datetime.strptime(lan.replays[-1]["left"], LEFT_FORMAT).strftime(t("replays.date")))
    screen.chosen = kept[0][1]
    screen.primary()
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, Replayer)
    assert table.mode.replay.save == last.save and table.mode.replay.portraits() == last.portraits()
    assert not [v for _, v in screen.options if v.startswith("f")]
    table.mode.export()
    table.mode.close_replay()
    assert app.scenes.top is screen
    assert [v for _, v in screen.options if v.startswith("f")], "the exported round is on the list"
    app.draw()
    assert not [b for b in screen.text_boxes() if not b.fits()]


# --- the statistics and their charts -------------------------------------------------------------------------
def stats_of(rounds: int) -> GameStats:
    s = GameStats()
    for i in range(rounds):
        delta = (-1) ** i * (i % 7) * 10
        s.record(delta, chips=True, hand=None, role="banker" if i % 3 == 0 else "player",
                 kinds=(f"tc.hand.nut|n={i % 11}",))
    return s


def test_statistics_keep_the_latest_results_roles_and_kinds() -> None:
    s = stats_of(RECENT + 30)
    assert len(s.recent) == RECENT and s.rounds == RECENT + 30
    assert sum(sum(c) for c in s.roles.values()) == s.rounds and set(s.roles) == {"banker", "player"}
    assert sum(s.hands.values()) == s.rounds
    assert GameStats.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    assert kind_label(kind_id(kind_label("tc.hand.nut|n=10"))).text("vi") == "10 nút"
    assert charts.running_total(s)[0] == 0 and charts.running_total(s)[-1] == sum(s.recent)


def test_statistics_written_before_the_charts_still_load(tmp_path: Path) -> None:
    old = {"id": "0123456789abcdef", "name": "Lan", "chips": 900, "table": None, "refills": [],
           "stats": {"ba-cay": {"rounds": 3, "wins": 1, "biggest_win": 20, "chips_won": 20, "chips_lost": 40,
                                "best_hand": None}}}
    path = tmp_path / "0123456789abcdef.json"
    path.write_text(json.dumps({"kind": "profile", "version": 1, **old}), encoding="utf-8")
    assert PROFILE_VERSION > 2  # files of versions 1 and 2 below are older ones
    profile, notice = profile_file(path).load(Profile.from_dict)
    assert notice is None and profile is not None
    s = profile.stats["ba-cay:chips"]
    assert (s.rounds, s.recent, s.roles, s.hands) == (3, [], {}, {})
    bad = copy.deepcopy(old)
    bad["stats"]["ba-cay"].update(recent=[], roles={"dealer": [1, 0, 0]}, hands={})
    path.write_text(json.dumps({"kind": "profile", "version": 2, **bad}), encoding="utf-8")
    profile, notice = profile_file(path).load(Profile.from_dict)
    assert profile is None and notice is not None  # a wrong value is set aside, never half-believed


def test_a_played_table_records_roles_and_hand_kinds() -> None:
    app = make_app()
    session = app.session
    g = record_of("xi-dach")
    match = Match(g.variant, [Seat(session.player_name(), "human"), Seat("Lan", "normal")], seed=2, banker=0)
    session.prepare_match(match)
    agents = match.agents(g.agents)
    for _ in range(6):
        match.play_round(agents)
        session.record_round(match, {})
    stats = session.current_profile().stats["xi-dach:chips"]
    assert stats.roles == {"banker": [stats.wins, stats.roles["banker"][1], stats.roles["banker"][2]]}
    assert sum(stats.hands.values()) == 6 and all(k.startswith("stats.cat.") for k in stats.hands)
    assert len(stats.recent) == 6 and sum(stats.recent) == stats.chips_won - stats.chips_lost


@pytest.mark.parametrize("key", KEYS)
def test_each_game_names_the_kinds_of_hand_it_counts(key: str) -> None:
    match = played(key, 6)
    variant = match.variant
    kinds = [k for r in match.history for s in range(match.n_seats)
             for k in variant.hand_kinds(replay_of_record(match, r).check(), s)]
    for label in kinds:
        assert label.text("vi") and label.text("en") and "{" not in label.text("en")
    if key != "tam-cuc":  # a Tam Cúc deal may end with neither kết nor trình làng
        assert len(kinds) == 6 * match.n_seats


def replay_of_record(match: Match, record: object) -> Replay:
    return Replay.of_record(match.variant, record, [s.name for s in match.seats])  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("rounds", [0, 1, 4, 250])
def test_the_charts_draw_for_any_history(size: tuple[int, int], lang: str, rounds: int) -> None:
    app = make_app(size)
    set_language(lang)
    try:
        profile = app.session.current_profile()
        for g in games():
            if rounds:
                profile.stats[sheet(g.key, chips=not g.variant.scores_points)] = stats_of(rounds)
                if g.variant.scores_points:  # played both ways
                    profile.stats[sheet(g.key, chips=True)] = stats_of(rounds)
        screen = app.open("stats")

        def body() -> bytes:
            app.dirty = True
            app.frame(1 / 60)
            rect = screen.body  # type: ignore[attr-defined]
            assert rect.width > 0 and app.screen.get_rect().contains(rect)
            return pygame.image.tobytes(app.screen.subsurface(rect).copy(), "RGB")

        table = body()
        screen.show_charts(True)  # type: ignore[attr-defined]
        for one in sheets(profile):
            screen.set_chart_sheet(one.key)  # type: ignore[attr-defined]
            assert body() != table, "the charts are drawn in place of the table"
    finally:
        set_language("vi")


def test_the_chart_helpers_draw_empty_short_and_long_series() -> None:
    pygame.font.init()
    surface = pygame.Surface((600, 300))
    rect = pygame.Rect(10, 10, 580, 280)
    for values in ([], [0], [0, 5], [0, *range(-50, 50)]):
        charts.line_chart(surface, rect, "x", values, 0.75)
    charts.stacked_bars(surface, rect, "x", [], 0.75)
    long_rows = [("Ba Cây · Cầm cái", [0, 0, 1]), ("a very long label " * 4, [5, 1, 9])]
    charts.stacked_bars(surface, rect, "x", long_rows, 0.75)
    charts.count_bars(surface, rect, "x", [], 0.75)
    charts.count_bars(surface, rect, "x", [(str(i), i + 1) for i in range(12)], 0.75)
    assert charts.kind_rows(stats_of(40), limit=3) == sorted(charts.kind_rows(stats_of(40), limit=3),
                                                             key=lambda r: -r[1])
    assert charts.role_rows([("ba-cay", "Ba Cây", stats_of(9))])[0][0].startswith("Ba Cây")
