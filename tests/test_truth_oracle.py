"""Live, resumed and replayed, a table tells the same round (issue 38, a small truth oracle).

A round of each game is played on the real table (headless, at instant speed), then shown again
two other ways at every step: resumed from a save made at that step, and replayed — on the
table from the match's history and from an exported file.  At each step all of them show the
same names, the same portraits and the same log lines; a resumed table's log is the live one's
whole, top-ups included (the live table said "… nạp thêm 1.000 chip", the resumed one did not).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.avatars import AVATARS
from game.catalog import VARIANTS, games, shower
from game.catalog import game as record_of
from game.i18n import t
from game.match.match import HUMAN, NOTE_KINDS, REFILL, REFILL_AI, Match, Seat, TableNote
from game.match.replay import Replay, read_text
from game.shown.between import note_line, story_so_far
from game.ui.app import App
from game.ui.table.host import TableHost
from game.ui.table.replay import Replayer
from tests.ui_harness import menu_app, press, settle

NAMES = ("Lan", "Minh", "Hùng", "Mai")
KEYS = [g.key for g in games()]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch)  # at instant speed


def table_of(key: str, *, short: int | None = None, human: bool = False) -> Match:
    """An all-AI table of ``key`` (the first seat human if ``human``), seat ``short`` with too few
    chips to play, so the table tops it up before the first round."""
    variant = VARIANTS[key]
    n = 4 if key != "tam-cuc" or variant.max_players >= 4 else 3
    seats = [Seat(name, HUMAN if human and i == 0 else "easy") for i, name in enumerate(NAMES[:n])]
    balances = [0 if s == short else 3000 for s in range(n)]
    return Match(variant, seats, seed=5, balances=balances,
                 banker=0 if variant.has_banker(variant.default_mode) and key != "tam-cuc" else None)


class Live:
    """A round played on the table, with what it showed after each move, and the match as it
    was saved when the round was dealt."""

    def __init__(self, app: App, match: Match) -> None:
        self.dealt: dict[str, Any] = {}
        start = match.start_round

        def start_and_save(seed: int | None = None) -> Any:
            out = start(seed)
            self.dealt = copy.deepcopy(match.to_dict())  # the autosave made at the deal
            return out

        match.start_round = start_and_save  # type: ignore[method-assign]
        scene = app.open("table", match=match)
        assert isinstance(scene, TableHost)
        self.scene, self.match = scene, match
        self.logs: dict[int, list[str]] = {}  # moves made -> the log when the table showed them
        for _ in range(5000):
            if scene.at_rest() and scene.controller.on_table() is not None:
                self.logs.setdefault(scene.shown.moves, list(scene.shown.log))
            if scene.results is not None and scene.at_rest():
                break
            seat = scene.acting_human()
            if seat is not None and not scene.show.director.busy:
                scene.open_all()
                scene.act(seat, scene.controller.legal(seat)[-1])
            app.frame(1 / 60)
        assert scene.results is not None, "the round ended"
        self.record = match.history[-1]
        self.replay = Replay.of_match(match, self.record)

    def resumed_at(self, moves: int) -> Match:
        """The match as a save made after ``moves`` moves of the round holds it."""
        saved = copy.deepcopy(self.dealt)
        saved["current"]["actions"] = list(self.replay.save["actions"][:moves])
        return Match.from_dict(saved)


def faces(scene: TableHost) -> list[tuple[str, str | None]]:
    """Each seat's name and portrait as the table shows them."""
    return [(scene.seat_name(s), scene.sight.avatar(s)) for s in range(scene.match.n_seats)]


def round_lines(log: list[str], round_no: int) -> list[str]:
    """The log from the round's heading on (a replay tells only its round)."""
    return log[log.index(t("ui.log.round", n=round_no)):]


@pytest.mark.parametrize("key", KEYS)
def test_live_resumed_and_replayed_show_the_same_names_portraits_and_log(app: App, key: str) -> None:
    chips = not VARIANTS[key].scores_points
    live = Live(app, table_of(key, short=1 if chips else None))
    scene, n = live.scene, live.record.round_no
    seen = faces(scene)
    assert len({a for _, a in seen}) == len(seen) and all(a in AVATARS for _, a in seen)
    if chips:
        top_up = t("ui.log.refill_ai", name=NAMES[1], count=app.session.refill_amount)
        assert top_up in live.logs[max(live.logs)], "the live table said the top-up"
    scene.close()
    app.pop()

    steps = sorted(live.logs)
    for moves in {steps[0], steps[len(steps) // 2], steps[-2]}:  # resumed: the whole log, top-ups included
        resumed = app.open("table", match=live.resumed_at(moves))
        assert isinstance(resumed, TableHost)
        assert faces(resumed) == seen
        assert resumed.shown.log == live.logs[moves], f"resumed after {moves} moves"
        resumed.close()
        app.pop()

    for replay in (live.replay, read_text(live.replay.to_text(), VARIANTS)):  # replayed: its round's lines
        table = app.open("replay", replay=replay)
        assert isinstance(table, TableHost) and isinstance(table.mode, Replayer)
        replayer = table.mode
        assert faces(table) == seen
        while True:
            settle(app, table.at_rest)
            moves = table.shown.moves
            if moves in live.logs and not replayer.partial:
                assert table.shown.log == round_lines(live.logs[moves], n), f"replayed to {moves} moves"
            if replayer.over():
                break
            replayer.next()
        table.close()
        app.pop()


def test_a_human_s_top_up_is_in_the_resumed_log(app: App) -> None:
    """The player short of chips takes the refill; the table says so; a table resumed from the
    save of that round says so too, in its place."""
    live_match = table_of("ba-cay", short=0, human=True)
    scene = app.open("table", match=live_match)
    assert isinstance(scene, TableHost)
    amount = app.session.refill_amount
    press(app, t("ui.refill.yes", count=amount))  # the confirm dialog over the table
    said = t("ui.log.refill", name=scene.seat_name(0), count=amount)  # the one human is "Bạn"
    assert said in scene.shown.log
    assert live_match.notes == [TableNote(1, REFILL, 0, amount)]
    resumed = Match.from_dict(live_match.to_dict())
    assert resumed.notes == live_match.notes
    again = app.open("table", match=resumed)
    assert isinstance(again, TableHost)
    assert again.shown.log == scene.shown.log
    again.close()


def test_the_story_tells_each_note_before_its_round() -> None:
    """Top-ups and mode changes told between the rounds they came between; an older save has none."""
    match = table_of("ba-cay")
    agents = match.agents(record_of("ba-cay").agents)
    match.play_round(agents)
    match.refill(2, 500)
    match.switch_mode("nhat-an-tat")
    match.play_round(agents)
    assert [(n.before, n.kind) for n in match.notes] == [(2, REFILL_AI), (2, "mode-switched")]
    lines = story_so_far(shower("ba-cay"), match.variant, NAMES, match.history, match.notes, None)
    second = lines.index(t("ui.log.round", n=2))
    assert lines[second - 2:second] == [t("ui.log.refill_ai", name=NAMES[2], count=500),
                                        t("ui.mode.switched", mode=t("mode.ba-cay.nhat-an-tat"))]
    saved = match.to_dict()
    del saved["notes"]
    assert Match.from_dict(saved).notes == []
    saved["notes"] = [{"before": "x"}, match.notes[0].to_dict()]
    assert Match.from_dict(saved).notes == match.notes[:1], "a note that is not one is dropped, not the save"


@pytest.mark.parametrize("kind", NOTE_KINDS)
def test_every_kind_of_note_has_its_words(kind: str) -> None:
    line = note_line(TableNote(1, kind, 1, 1000, "chuong"), NAMES, "ba-cay")
    assert line and "{" not in line and not line.startswith(("ui.", "mode."))
    with pytest.raises(ValueError):
        TableNote(1, "refil", 1)


def test_a_round_file_carries_the_portraits_and_an_older_one_gets_the_same_each_time() -> None:
    match = table_of("tam-cuc")
    match.play_round(match.agents(record_of("tam-cuc").agents))
    replay = Replay.of_match(match, match.history[-1])
    pictured = [s.avatar for s in match.seats]
    assert replay.portraits() == pictured
    text = replay.to_text()
    assert [s.avatar for s in read_text(text, VARIANTS).match().seats] == pictured
    older = "\n".join(line for line in text.splitlines() if not line.startswith("avatars = "))
    first, second = (read_text(older, VARIANTS).match() for _ in range(2))
    assert [s.avatar for s in first.seats] == [s.avatar for s in second.seats]
    assert len({s.avatar for s in first.seats}) == len(first.seats)
    odd = text.replace(f'"{pictured[0]}"', '"dragon-ish"', 1)
    assert [s.avatar for s in read_text(odd, VARIANTS).match().seats][1:] == pictured[1:]
