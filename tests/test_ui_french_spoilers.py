"""Nothing is told before it is seen (issue 17 §1).

Whole rounds of each game are played on the real table with the animations at their real
speed, frame by frame.  Every frame the table records each outcome text it drew — a hand's
name, "Thắng"/"Thua", a chip change, a side bet's result, a hint, the result panel — and on
which seat it stands (:attr:`FrenchTableScene.told`).  This test decides for itself which
cards each kind of text depends on and checks, in that very frame, that every one of those
cards lies face up at its place on the table, not face down, not in flight, not still in
the deck.  The Xì Dách dealer's xì bàng (every player loses at once in the engine) and the
Bài Cào ván phụ are played on purpose.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.catalog import VARIANTS
from game.engine.protocol import Action
from game.match.match import HUMAN, Match, Seat
from game.ui.app import App
from game.ui.table.french.scene import FrenchTableScene, Told
from game.variants.three_card.defs import Accept, Bet, Ready, SitOut
from game.variants.three_card.round import ThreeCardRound
from game.variants.xi_dach.round import Bet as XdBet
from game.variants.xi_dach.round import Stand, XetAll, XiDachRound
from tests.ui_harness import make_app

NAMES = ["Lan", "Minh", "Hùng", "Mai", "Tuấn", "Hoa"]


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app((960, 540), speed=1.0)
    yield a
    a.quit()


def open_table(app: App, key: str, n: int, **kw: object) -> FrenchTableScene:
    levels = [HUMAN] + ["normal"] * (n - 1)
    match = Match(VARIANTS[key], [Seat(name, level) for name, level in zip(NAMES, levels)],
                  balances=[2000] * n, seed=17, **kw)  # type: ignore[arg-type]
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, FrenchTableScene)
    return scene


def engine_hands(scene: FrenchTableScene, seat: int) -> list[tuple[object, ...]]:
    """The hands ``seat`` holds in the engine this round: its deal, then each ván phụ's."""
    state = scene.match.current or scene.controller.finished
    if isinstance(state, ThreeCardRound):
        return [tuple(state.hands[seat])] + [tuple(h) for deal in state.playoffs for s, h in deal if s == seat]
    if isinstance(state, XiDachRound):
        return [tuple(state.hands[seat])]
    raise AssertionError("no round")


def face_up_at_rest(scene: FrenchTableScene, seat: int) -> bool:
    """Every card of one of the seat's hands is on the table, landed and face up: the whole
    hand, the engine's own cards, none still to come."""
    sprites = scene.hands[seat]
    return (bool(sprites) and all(not s.moving and s.face_up >= 0.5 for s in sprites)
            and tuple(s.tile for s in sprites) in engine_hands(scene, seat))


def depends_on(scene: FrenchTableScene, told: Told) -> tuple[int, ...]:
    """The seats whose cards this text rests on, decided here, not by the table."""
    shown = scene.shown
    if told.kind == "hand" or told.kind == "hint":
        return told.seats[:1]
    if told.kind == "outcome":  # Xì Dách: the player's hand against the dealer's
        assert shown.banker is not None
        return (told.seats[0], shown.banker)
    if told.kind in ("side", "line"):
        assert len(told.seats) >= 2, "a side bet rests on both hands"
        return told.seats
    if told.kind in ("delta", "results"):
        return tuple(s for s, seat in enumerate(shown.seats) if seat.cards and all(c.face_up for c in seat.cards))
    raise AssertionError(f"unknown kind of outcome {told.kind!r}")


def autopilot(scene: FrenchTableScene) -> None:
    """The human plays plainly: the smallest bet, accept any challenge, look, ready / stand / xét all."""
    me = scene.acting_human()
    if me is None or scene.animator.busy or not scene.actions.buttons:
        return
    legal = scene.controller.legal(me)
    choice: Action | None = None
    for a in legal:
        if isinstance(a, (Bet, XdBet)):
            choice = a
            break
        if isinstance(a, Accept):
            choice = a
    if choice is None:
        scene.open_all()
        for wanted in (Ready(), XetAll(), Stand(), SitOut()):
            if wanted in legal:
                choice = wanted
                break
    if choice is None and legal:
        choice = legal[0]
    if choice is not None:
        scene.act(me, choice)


def play_rounds(app: App, scene: FrenchTableScene, rounds: int, limit: int = 20000) -> set[str]:
    """Play ``rounds`` whole rounds, checking every frame; returns the kinds of text told."""
    kinds: set[str] = set()
    played = 0
    for _ in range(limit):
        if scene.results is not None and not scene.animator.busy:
            played += 1
            if played == rounds:
                return kinds
            scene.new_round()
        if scene.held:
            scene.open_all()
        autopilot(scene)
        app.dirty = True  # draw every frame: the record is the frame's
        app.frame(1 / 60)
        for told in scene.told:
            kinds.add(told.kind)
            for seat in depends_on(scene, told):
                assert face_up_at_rest(scene, seat), (
                    f"{told.kind} {told.text!r} drawn while seat {seat}'s cards are not all face up on the table")
    raise AssertionError("the rounds never ended")


def test_ba_cay_with_the_bank_and_side_bets(app: App) -> None:
    scene = open_table(app, "ba-cay", 5, banker=1)
    kinds = play_rounds(app, scene, 2)
    assert {"hand", "delta", "results"} <= kinds


def test_bai_cao_van_phu_is_shown_before_it_is_told(app: App) -> None:
    # Lan and Minh tie on 9 points for the pot: a ván phụ deals them new hands
    scene = open_table(app, "bai-cao", 4, mode="cao-rua", options={"van-phu": True},
                       script="4H 5S 10C | 2D 7C JD | 2S 3C 10D | AS 2H 10H")
    kinds = play_rounds(app, scene, 1)
    state = scene.controller.finished
    assert isinstance(state, ThreeCardRound) and state.playoffs, "the scripted tie was played off"
    assert {"hand", "delta", "results"} <= kinds


def test_bai_cao_cao_cai_waits_for_the_squeeze(app: App) -> None:
    scene = open_table(app, "bai-cao", 4, mode="cao-cai", banker=2)
    kinds = play_rounds(app, scene, 2)
    assert {"hand", "delta", "results"} <= kinds


def test_xi_dach_dealer_xi_bang_loses_nobody_before_the_cards(app: App) -> None:
    # the dealer (seat 1) holds two aces: in the engine every player has lost at once
    scene = open_table(app, "xi-dach", 4, banker=1, script="9C 7D | AS AH | 10S 6H | KD 5C")
    kinds = play_rounds(app, scene, 1)
    assert {"hand", "outcome", "delta", "results"} <= kinds
    state = scene.controller.finished
    assert isinstance(state, XiDachRound) and all(o is not None for o in state.outcomes if o is not None)


def test_xi_dach_rounds_with_hints(app: App) -> None:
    app.session.update_settings(show_hints=True)
    scene = open_table(app, "xi-dach", 4, banker=1, script="10C 5D | | 9S 7H |")
    kinds = play_rounds(app, scene, 2)
    assert {"hand", "outcome", "delta", "results"} <= kinds
