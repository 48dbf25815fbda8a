"""The spoiler oracle: nothing is told before it is seen, at any frame (issues 17 §1 and 28).

Whole rounds of every French-deck game and mode are played on the real table, 2 to 12 seats,
at real animation speed, frame by frame — random deals and scripted ones that force what
spoiled before: side bets (biên giới, ké cửa, cào thách, one declined), a ván phụ that ties
again, the Xì Dách dealer's xì bàng, the cào cái squeeze.  After every frame:

* every outcome the table drew — a hand's name, "Thắng"/"Thua", a plate's chip change, a
  side bet's result and the colour of its line, a hint, the result panel, chips flying to a
  winner — rests on cards
  that lie face up at their place, at rest (not in flight, not turning), both in the picture
  and in the shown table; which cards an outcome rests on is decided here, not by the table;
* the shown table is never ahead of the picture: a face it holds of another seat's card is
  on the table, at rest and face up — so it got the face only when the beat that shows it
  had played — and it holds no face of another seat's card that is not turned up.

The Tam Cúc mat has its own frame-by-frame checks (tests/test_ui_tam_cuc_privacy.py) and
the shown table's event-by-event checks cover every game (tests/test_shown_table.py).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.catalog import VARIANTS
from game.engine.ledger import POT
from game.engine.protocol import Action
from game.match.match import HUMAN, Match, Seat
from game.ui.app import App
from game.ui.table.host import TableHost
from game.ui.table.services import Told
from game.variants.three_card.defs import Accept, Back, Bet, Challenge, Decline, Ready, SitOut
from game.variants.three_card.round import ThreeCardRound
from game.variants.xi_dach.round import Bet as XdBet
from game.variants.xi_dach.round import Stand, XetAll, XiDachRound
from tests.ui_harness import make_app

NAMES = ["Lan", "Minh", "Hùng", "Mai", "Tuấn", "Hoa", "Bình", "Cúc", "Dũng", "Giang", "Khoa", "Linh"]
SPEED = 2.0  # every beat plays, twice as fast: the order of what is shown is the same


@pytest.fixture
def app() -> Iterator[App]:
    a = make_app((960, 540), speed=SPEED)
    yield a
    a.quit()


def open_table(app: App, key: str, n: int, *, seed: int = 17, human: bool = True, **kw: object) -> TableHost:
    levels = ([HUMAN] if human else []) + ["normal"] * (n - (1 if human else 0))
    match = Match(VARIANTS[key], [Seat(name, level) for name, level in zip(NAMES, levels)],
                  balances=[2000] * n, seed=seed, **kw)  # type: ignore[arg-type]
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    return scene


def engine_hands(scene: TableHost, seat: int) -> list[tuple[object, ...]]:
    """The hands ``seat`` holds in the engine this round: its deal, then each ván phụ's."""
    state = scene.controller.on_table()
    if isinstance(state, ThreeCardRound):
        return [tuple(state.hands[seat])] + [tuple(h) for deal in state.playoffs for s, h in deal if s == seat]
    if isinstance(state, XiDachRound):
        return [tuple(state.hands[seat])]
    raise AssertionError("no round")


def face_up_at_rest(scene: TableHost, seat: int) -> bool:
    """Every card of one of the seat's hands lies face up at its place, at rest — in the picture
    and in the shown table — the whole hand, the engine's own cards, none still to come."""
    sprites = scene.picture.hands[seat]
    shown = scene.shown.seats[seat].cards
    return (bool(sprites) and all(not s.moving and s.face_up >= 1.0 for s in sprites)
            and tuple(s.tile for s in sprites) in engine_hands(scene, seat)
            and [c.tile for c in shown] == [s.tile for s in sprites] and all(c.seen for c in shown))


def depends_on(scene: TableHost, told: Told) -> tuple[int, ...]:
    """The seats whose cards this text rests on, decided here, not by the table."""
    shown = scene.shown
    if told.kind in ("hand", "hint"):
        return told.seats[:1]
    if told.kind == "outcome":  # Xì Dách: the player's hand against the dealer's
        assert shown.banker is not None
        return (told.seats[0], shown.banker)
    if told.kind in ("side", "line"):  # a side bet: both hands, and the banker's for ké cửa
        assert len(told.seats) >= 2, "a side bet rests on two hands at least"
        return told.seats
    if told.kind in ("delta", "results"):  # the round's result: every hand dealt in
        state = scene.controller.on_table()
        assert state is not None
        return tuple(s for s in range(state.config.n_seats) if engine_hands(scene, s)[0])
    raise AssertionError(f"unknown kind of outcome {told.kind!r}")


def flights_follow_the_cards(scene: TableHost) -> None:
    """Chips flying to a winner (from the pot, or between two seats) go only once the hands
    that decide it lie face up at their places, at rest."""
    for flight in scene.picture.flights:
        if not flight.visible or not isinstance(flight.dest, int):
            continue
        if flight.source == POT or isinstance(flight.source, int):
            for seat in {flight.dest, flight.source} - {POT}:
                assert isinstance(seat, int)
                assert face_up_at_rest(scene, seat), (f"{flight.amount} chips fly {flight.source} → {flight.dest}"
                                                      f" while seat {seat}'s cards are not face up")


def never_ahead(scene: TableHost) -> None:
    """The shown table holds another seat's face only once it is turned up on the table."""
    viewer = scene.shown.viewer
    for s, seat in enumerate(scene.shown.seats):
        sprites = scene.picture.hands[s]
        for i, card in enumerate(seat.cards):
            if s != viewer:
                assert card.tile is None or card.face_up, f"seat {s}'s hidden card is in the shown table"
            if card.face_up and card.tile is not None and i < len(sprites):
                sprite = sprites[i]
                assert sprite.tile == card.tile and sprite.face_up >= 1.0 and not sprite.moving, (
                    f"seat {s}'s card {card.tile} is shown face up before its beat has played")


class Autopilot:
    """The human plays plainly, with side bets: the smallest bet; a ké cửa and a challenge when
    it may (the smallest); the first challenge made to it declined, later ones accepted; look;
    ready / stand / xét all — each after a moment at rest, as a person reads the table first."""

    PATIENCE = 8  # frames at rest before a decision (the hints are drawn meanwhile)

    def __init__(self) -> None:
        self.made: set[type] = set()
        self.declined = False
        self.rest = 0

    def __call__(self, scene: TableHost) -> None:
        me = scene.acting_human()
        if me is None or scene.show.director.busy or not scene.actions.buttons:
            self.rest = 0
            return
        self.rest += 1
        if self.rest < self.PATIENCE:
            scene.open_all()
            return
        self.rest = 0
        legal = scene.controller.legal(me)
        choice: Action | None = next((a for a in legal if isinstance(a, (Bet, XdBet))), None)
        answers = [a for a in legal if isinstance(a, (Accept, Decline))]
        if choice is None and answers:
            want = Decline if not self.declined else Accept
            choice = next((a for a in answers if isinstance(a, want)), answers[0])
            self.declined = self.declined or isinstance(choice, Decline)
        for kind in (Back, Challenge):
            side = [a for a in legal if isinstance(a, kind)]
            if choice is None and side and kind not in self.made:
                choice = min(side, key=lambda a: a.amount)
                self.made.add(kind)
        if choice is None:
            scene.open_all()
            choice = next((a for a in (Ready(), XetAll(), Stand(), SitOut()) if a in legal), None)
        if choice is None and legal:
            choice = legal[0]
        if choice is not None:
            scene.act(me, choice)


def play_rounds(app: App, scene: TableHost, rounds: int, limit: int = 40_000,
                pilot: Autopilot | None = None) -> set[str]:
    """Play ``rounds`` whole rounds, checking every frame; returns the kinds of outcome told."""
    kinds: set[str] = set()
    played = 0
    pilot = pilot or Autopilot()
    for _ in range(limit):
        if scene.results is not None and not scene.show.director.busy:
            played += 1
            if played == rounds:
                return kinds
            pilot.made.clear()
            scene.new_round()
        if scene.show.held:
            scene.open_all()
        pilot(scene)
        app.dirty = True  # draw every frame: the record is the frame's
        app.frame(1 / 60)
        never_ahead(scene)
        flights_follow_the_cards(scene)
        for told in scene.sight.told:
            kinds.add(told.kind)
            for seat in depends_on(scene, told):
                assert face_up_at_rest(scene, seat), (
                    f"{told.kind} {told.text!r} drawn while seat {seat}'s cards are not all face up on the table")
    raise AssertionError("the rounds never ended")


# --- every game and mode, 2 to 12 seats, random deals ------------------------------------------------
CASES = [("ba-cay", n, "chuong", {"banker": 1}) for n in (2, 5, 12)] + \
        [("ba-cay", n, "nhat-an-tat", {}) for n in (3, 12)] + \
        [("bai-cao", n, "cao-cai", {"banker": 1}) for n in (2, 6, 12)] + \
        [("bai-cao", n, "cao-rua", {}) for n in (3, 12)] + \
        [("xi-dach", n, "", {"banker": 1}) for n in (2, 4, 6)]


@pytest.mark.parametrize(("key", "n", "mode", "kw"), CASES, ids=[f"{k}-{n}-{m or 'only'}" for k, n, m, _ in CASES])
def test_no_outcome_before_its_cards_at_any_frame(app: App, key: str, n: int, mode: str, kw: dict[str, int]) -> None:
    scene = open_table(app, key, n, mode=mode, **kw)  # type: ignore[arg-type]
    kinds = play_rounds(app, scene, 2)
    assert {"hand", "delta", "results"} <= kinds


def test_ba_cay_side_bets_with_a_declined_challenge(app: App) -> None:
    """The bank's table with biên giới and ké cửa: lines turn green or red only once both
    hands (and the chương's, for ké cửa) are face up."""
    scene = open_table(app, "ba-cay", 5, banker=1, mode="chuong", seed=4)
    pilot = Autopilot()
    kinds = play_rounds(app, scene, 3, pilot=pilot)
    assert {"hand", "delta", "results", "line", "side"} <= kinds, kinds
    assert pilot.declined, "a challenge was declined"


def _playoff_seed(script: str, least: int) -> int:
    """A match seed whose first round, dealt ``script``, needs ``least`` ván phụ or more."""
    for seed in range(400):
        match = Match(VARIANTS["bai-cao"], [Seat(NAMES[i], "easy") for i in range(4)], balances=[2000] * 4,
                      seed=seed, mode="cao-rua", options={"van-phu": True}, script=script)
        state, _ = match.start_round()
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, state.legal_actions(seat)[0])
        if isinstance(state, ThreeCardRound) and len(state.playoffs) >= least:
            return seed
    raise AssertionError("no seed plays the tie off twice")


def test_bai_cao_van_phu_that_ties_again(app: App) -> None:
    """Lan and Minh tie on 9 points; their ván phụ ties again; the pot goes only once the last
    deal's cards are face up, and the first hands are not swept before they were seen."""
    script = "4H 5S 10C | 2D 7C JD | 2S 3C 10D | AS 2H 10H"
    seed = _playoff_seed(script, 2)
    scene = open_table(app, "bai-cao", 4, mode="cao-rua", options={"van-phu": True}, script=script, seed=seed,
                       human=False)
    kinds = play_rounds(app, scene, 1)
    state = scene.controller.finished
    assert isinstance(state, ThreeCardRound) and len(state.playoffs) >= 2, "the tie was played off twice"
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


def test_xi_dach_rounds_with_hints(app: App) -> None:
    app.session.update_settings(show_hints=True)
    scene = open_table(app, "xi-dach", 4, banker=1, script="10C 5D | | 9S 7H |")
    kinds = play_rounds(app, scene, 2)
    assert {"hand", "outcome", "delta", "results", "hint"} <= kinds
