"""Bài Cào's ván phụ told as it happened (issue 38): the round says who took the pot after a
ván phụ, the result panel credits that player — live, resumed and replayed — and a replay
shows each ván phụ as a step of its own, the tie first.

The deals are scripted (TableConfig.script: the first deal, then each ván phụ's after a ``;``):
one ván phụ, two in a row (the first ties again) and a three-way tie.  In each the player
who takes the pot comes after another tied player in the panel's order, where the panel used
to credit the first tied player it listed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.catalog import VARIANTS, shower
from game.catalog import game as record_of
from game.engine.errors import NotationError
from game.engine.events import Announced, ChipsMoved
from game.engine.ledger import POT
from game.engine.protocol import RoundState
from game.i18n import t
from game.match.match import Match, Seat
from game.match.replay import Replay, read_text
from game.shown.fold import fold
from game.shown.results import ResultRow
from game.shown.table import RoundFacts
from game.ui.app import App
from game.ui.table.host import TableHost
from game.ui.table.replay import Replayer
from game.variants.three_card.defs import Ready
from game.variants.three_card.round import ThreeCardRound
from tests.ui_harness import menu_app, settle

NAMES = ("Lan", "Minh", "Hùng", "Mai")
# name: (script, the seat that takes the pot, how many ván phụ); seat 0 deals, seat 1 is dealt first
DEALS = {
    # Minh and Hùng tie on 9; Hùng wins the ván phụ 7 to 5
    "one": ("2C 3C 10C | 4H 5S 10D | 2D 7C JD | AS 2H 10H ; | 2S 3S 10S | 3H 4D 10C |", 2, 1),
    # ... the ván phụ ties again on 5; the second is Hùng's, 7 to 6
    "two": ("2C 3C 10C | 4H 5S 10D | 2D 7C JD | AS 2H 10H ; | 2S 3S 10S | 2H 3D JC | "
            "; | AC 2C 3C | 3H 4D 10C |", 2, 2),
    # Lan, Minh and Mai tie on 8; Mai wins the ván phụ with 7 against 5 and 4
    "three": ("2C 6C 10C | 3H 5S 10D | AD 2D 3D | 4S 4H QS ; 2S 3S 10S | AH 3C 10H | | 3H 4D 10C", 3, 1),
}


def table(script: str, seed: int = 3) -> Match:
    return Match(VARIANTS["bai-cao"], [Seat(n, "easy") for n in NAMES], seed=seed, mode="cao-rua",
                 options={"van-phu": True}, balances=[1000] * 4, script=script)


def all_ready(state: RoundState, stop: int = 0) -> list[object]:
    """Everyone marks themselves ready (no side bets), until ``stop`` moves are left."""
    events: list[object] = []
    while not state.is_over() and len(state.to_act()) > stop:
        seat = state.to_act()[0]
        events += state.apply(seat, Ready())
    return events


def credited(rows: list[ResultRow] | None) -> list[str]:
    """The players the result panel says won the ván phụ."""
    assert rows is not None, "the result panel is shown"
    return [r.name for r in rows if t("tc.result.won_playoff") in r.text]


# --- the engine says it -------------------------------------------------------------------------------
@pytest.mark.parametrize("deal", DEALS)
def test_the_round_says_who_took_the_pot_after_the_van_phu(deal: str) -> None:
    script, winner, deals = DEALS[deal]
    state, _ = table(script).start_round()
    events = all_ready(state)
    assert isinstance(state, ThreeCardRound) and len(state.playoffs) == deals
    said = [e for e in events if isinstance(e, Announced) and e.kind in ("van-phu", "van-phu-won")]
    assert [e.kind for e in said] == ["van-phu"] * deals + ["van-phu-won"] and said[-1].seat == winner
    assert [e.payee for e in events if isinstance(e, ChipsMoved) and e.payer == POT] == [winner]
    assert state.result().deltas[winner] == 30


def test_a_van_phu_deal_in_the_script_is_checked_like_the_first() -> None:
    with pytest.raises(NotationError, match="given 2 times"):
        table("2C 3C 10C | 4H 5S 10D | 2D 7C JD | AS 2H 10H ; | 2S 3S 10S | 2S 4S 5S |").start_round()
    with pytest.raises(NotationError, match="one part per seat"):
        table("2C 3C 10C | 4H 5S 10D | 2D 7C JD | AS 2H 10H ; 2S 3S 10S").start_round()


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize("viewer", [None, 0, 1, 2, 3])
def test_the_panel_credits_the_player_who_took_the_pot(deal: str, viewer: int | None) -> None:
    script, winner, _ = DEALS[deal]
    state, _ = table(script).start_round()
    all_ready(state)
    shown = fold(shower("bai-cao"), RoundFacts.of(state.config, NAMES, 1), viewer, state)
    assert credited(shown.results) == [NAMES[winner]]
    assert t("tc.ann.van_phu_won", name=NAMES[winner]) in shown.log


# --- live, resumed, replayed -------------------------------------------------------------------------------
@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch)  # at instant speed


def finished(app: App, match: Match) -> TableHost:
    """``match`` on the table, played until its round's result shows."""
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.results is not None)
    return scene


def replayed(app: App, replay: Replay) -> tuple[TableHost, Replayer]:
    scene = app.open("replay", replay=replay)
    assert isinstance(scene, TableHost) and isinstance(scene.mode, Replayer)
    return scene, scene.mode


def to_the_end(app: App, scene: TableHost, replayer: Replayer) -> list[int]:
    """Step the replay to its end; the ván phụ dealt at each step."""
    dealt = []
    while not replayer.over():
        replayer.next()
        settle(app, scene.at_rest)
        playoffs = getattr(scene.shown, "playoffs", [])
        dealt.append(len(playoffs))
    return dealt


@pytest.mark.parametrize("deal", DEALS)
def test_live_resumed_and_replayed_the_panel_names_the_same_winner(app: App, deal: str) -> None:
    script, winner, deals = DEALS[deal]
    want = [NAMES[winner]]
    live = finished(app, table(script))
    assert credited(live.shown.results) == want, "live"
    assert app.scenes.top is live
    live.close()

    match = table(script)  # saved before the last player is ready, and resumed
    state, _ = match.start_round()
    all_ready(state, stop=1)
    resumed = finished(app, Match.from_dict(match.to_dict()))
    assert credited(resumed.shown.results) == want, "resumed"
    resumed.close()

    record = live.match.history[-1]
    for replay in (Replay.of_record(live.match.variant, record, NAMES),
                   read_text(Replay.of_record(live.match.variant, record, NAMES).to_text(), VARIANTS)):
        scene, replayer = replayed(app, replay)
        dealt = to_the_end(app, scene, replayer)
        assert dealt[-deals - 1:] == list(range(deals + 1)), "the tie, then each ván phụ, one step each"
        assert replayer.done() == len(replay.steps()) == len(replay) + deals
        settle(app, lambda s=scene: s.results is not None)
        assert credited(scene.shown.results) == want, "replayed"
        replayer.prev()  # one step back: the last ván phụ is not dealt yet
        assert len(scene.shown.playoffs) == deals - 1 and scene.shown.results is None  # type: ignore[attr-defined]
        assert replayer.done() == len(replay) + deals - 1
        scene.close()
        app.pop()


def test_the_tie_is_shown_before_its_van_phu_is_dealt(app: App) -> None:
    """Stepping a replay: the step of the last Ready turns every hand up (Minh's and Hùng's
    equal), and deals nothing more; the next deals the first ván phụ; the next the second."""
    script, _, _ = DEALS["two"]
    match = table(script)
    match.play_round(match.agents(record_of("bai-cao").agents))
    replay = Replay.of_record(match.variant, match.history[-1], NAMES)
    steps = replay.steps()
    assert [s.part for s in steps[-3:]] == [0, 1, 2] and len({s.move for s in steps[-3:]}) == 1
    scene, replayer = replayed(app, replay)
    while replayer.done() < len(steps) - 3:
        replayer.next()
    replayer.next()
    settle(app, scene.at_rest)
    shown = scene.shown
    assert [len(s.cards) for s in shown.seats] == [3, 3, 3, 3] and all(c.face_up for s in shown.seats for c in s.cards)
    assert shown.playoffs == [] and not replayer.over() and shown.results is None  # type: ignore[attr-defined]
    replayer.next()
    settle(app, scene.at_rest)
    assert len(shown.playoffs) == 1 and not replayer.over()  # type: ignore[attr-defined]
    replayer.next()
    settle(app, scene.at_rest)
    assert len(scene.shown.playoffs) == 2 and replayer.over()  # type: ignore[attr-defined]
    scene.close()
