"""The French-deck table driven headless by injected mouse events, for each of its games.

Each test plays complete rounds the way a player does — chips clicked into a bet, cards
squeezed open, rút / dằng, the dealer's xét by clicking a seat, a challenge offered and
accepted across a hot-seat curtain — and checks that the chips on the plates equal the
engine's ledger at every rest point.
"""

from __future__ import annotations

import pygame
import pytest

from game.catalog import VARIANTS
from game.engine.ledger import FEE_SINK
from game.match.match import HUMAN, Match, Seat
from game.ui.app import App
from game.ui.screens.curtain import Curtain
from game.ui.table.french.marks import seen_hand
from game.ui.table.host import TableHost
from game.variants.three_card.defs import Accept, Bet, Challenge, Ready
from game.variants.xi_dach.round import Draw, Stand, Xet, XetAll
from tests.ui_harness import button, buttons, click, drag, key, make_app, press, settle

TOTALS: dict[int, int] = {}


@pytest.fixture
def app() -> App:
    a = make_app()
    yield a
    a.quit()


def start(app: App, key_: str, levels: list[str], *, banker: int | None = None, names: list[str] | None = None,
          **kw: object) -> TableHost:
    names = names or ["Lan", "Minh", "Hùng", "Mai", "Tuấn", "Hoa"][: len(levels)]
    match = Match(VARIANTS[key_], [Seat(n, lv) for n, lv in zip(names, levels)], banker=banker,
                  balances=[1000] * len(levels), seed=2026, **kw)  # type: ignore[arg-type]
    app.open("table", match=app.session.prepare_match(match))  # humans bring their profiles' chips
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    TOTALS[id(scene)] = sum(match.balances)
    return scene


def human_can(scene: TableHost, seat: int, kind: type) -> bool:
    """``seat`` may take an action of ``kind`` and the table, at rest, offers it."""
    return (any(isinstance(a, kind) for a in scene.controller.legal(seat)) and scene.acting_human() == seat
            and not scene.animator.busy)


def table_scene(app: App) -> TableHost:
    for s in reversed(list(app.scenes)):
        if isinstance(s, TableHost):
            return s
    raise AssertionError("no table")


def assert_chips_on_screen_match_engine(scene: TableHost) -> None:
    scene.animator.finish()
    scene.sync()
    state = scene.match.current
    ledger = getattr(state, "ledger", None)
    if ledger is not None:  # the plate and the betting spot hold the seat's chips
        assert [p + scene.picture.spot_chips(scene.shown, s) for s, p in enumerate(plates(scene))] == [
            ledger.balance(s) for s in range(scene.match.n_seats)]
        assert scene.shown.fees == scene.match.fees + ledger.balance(FEE_SINK)
    else:
        assert plates(scene) == list(scene.match.balances)


def bet_by_chips(app: App, scene: TableHost, seat: int) -> int:
    """Click the smallest chip until the confirm button accepts, then confirm."""
    amounts = sorted({a.amount for a in scene.controller.legal(seat) if isinstance(a, Bet)})
    chip = button(app, "10") if amounts[0] % 10 == 0 else None
    assert chip is not None
    while scene.controls.choice.chips.amount < amounts[0]:
        click(app, chip.rect.center)
    press(app, "Đặt cược")
    return amounts[0]


def answer_offers(app: App, scene: TableHost, seat: int) -> None:
    """An AI may challenge us at any moment (its thinking runs on a thread): accept it."""
    while human_can(scene, seat, Accept):
        press(app, "Nhận thách")
        assert any(b.status == "accepted" for b in scene.match.current.view(seat).side_bets)  # type: ignore[union-attr]


def press_between_offers(app: App, scene: TableHost, seat: int, label: str) -> None:
    """Press ``label`` once it shows, answering any challenge that comes first (an AI's thinking
    runs on a thread, so an offer can arrive between two of our clicks)."""
    from game.ui.widgets import resolve

    def ready() -> bool:
        answer_offers(app, scene, seat)
        return any(label in resolve(b.label) for b in buttons(app)) and not human_can(scene, seat, Accept)

    settle(app, ready)
    press(app, label)


def finish_round(app: App, scene: TableHost) -> None:
    """Wait for the showdown, answering any challenge an AI makes meanwhile."""
    def done() -> bool:
        me = scene.acting_human()
        if me is not None and human_can(scene, me, Accept):
            press(app, "Nhận thách")
        return scene.results is not None

    settle(app, done)
    assert_chips_on_screen_match_engine(scene)
    total = sum(scene.match.balances) + scene.match.fees + scene.match.carry
    assert total == TOTALS[id(scene)] + sum(amount for _, amount in scene.match.refills)


def test_ba_cay_bet_squeeze_and_show(app: App) -> None:
    scene = start(app, "ba-cay", [HUMAN, "easy", "easy", "easy"], banker=1)
    for _ in range(2):  # two complete rounds
        settle(app, lambda: human_can(scene, 0, Bet))
        assert_chips_on_screen_match_engine(scene)
        bet = bet_by_chips(app, scene, 0)
        settle(app, lambda: human_can(scene, 0, Ready))
        assert scene.match.current is not None and scene.match.current.view(0).seats[0].bet == bet
        # squeeze the top card of the fan: drag its corner up and left past half way
        top = len(scene.picture.hands[0]) - 1
        card = scene.picture.hands[0][top].rect(1.4)
        drag(app, (card.right - 3, card.bottom - 3), (card.left, card.top))
        assert scene.shown.seats[0].cards[top].opened
        # a tap on the visible edge of the first card opens it at once; "Lật hết" the rest
        first = scene.picture.hands[0][0].rect(1.4)
        click(app, (first.left + 4, first.centery))
        assert scene.shown.seats[0].cards[0].opened
        press_between_offers(app, scene, 0, "Lật hết")
        assert scene.controls.all_open()
        press_between_offers(app, scene, 0, "Xong")
        finish_round(app, scene)
        press(app, "Ván mới")


def test_bai_cao_cao_cai_bets_against_the_dealer(app: App) -> None:
    scene = start(app, "bai-cao", [HUMAN, "normal", "easy"], banker=2, mode="cao-cai")
    settle(app, lambda: human_can(scene, 0, Bet))
    # an amount the table does not offer is refused with a reason, not silently
    over = button(app, "Đặt cược")
    assert not over.enabled
    click(app, over.rect.center)
    assert app.toasts.messages, "a refused bet must say why"
    bet_by_chips(app, scene, 0)
    # the engine settles when the last bet is in; the table holds the showdown for a look
    settle(app, lambda: bool(scene.show.held))
    assert scene.results is None and scene.match.current is not None and scene.match.current.is_over()
    assert all(sprite.face_up == 0.0 for sprite in scene.picture.hands[0]), "own cards wait for the squeeze"
    assert_held_show_hides_the_outcome(app, scene)
    click(app, scene.picture.hands[0][0].rect(1.4).midleft)  # a tap opens one card
    assert scene.show.held, "still held until every card is open"
    assert_held_show_hides_the_outcome(app, scene)
    key(app, pygame.K_SPACE)  # "Lật bài": open the rest and show
    finish_round(app, scene)
    assert all(hand_on_show(scene, s) for s in range(3)), "after the show every hand is named"


def plates(scene: TableHost) -> list[int]:
    """The chips on the plates, as the table shows them."""
    return [scene.picture.plate_chips(scene.shown, s) for s in range(scene.match.n_seats)]


def hand_on_show(scene: TableHost, seat: int) -> bool:
    """The table may name ``seat``'s hand: the viewer sees every one of its cards."""
    return seen_hand(scene.shown.seats[seat]) is not None


def assert_held_show_hides_the_outcome(app: App, scene: TableHost) -> None:
    """The engine has settled but the table waits: no other hand, no hand name, no paid chip
    may show, not even after the table is rebuilt (a resize)."""
    chips = plates(scene)
    for size in (app.size, (960, 540)):
        scene.resize(size)
        for seat in (1, 2):
            assert all(c.tile is None for c in scene.picture.hands[seat]), f"seat {seat}'s cards shown before the show"
            assert not hand_on_show(scene, seat)
        assert not hand_on_show(scene, 0), "the player's hand is named before all of it is open"
        assert plates(scene) == chips, "the chips moved before the show"
    scene.resize((1280, 720))


def test_challenge_offered_and_accepted_across_the_curtain(app: App) -> None:
    scene = start(app, "ba-cay", [HUMAN, HUMAN, "easy"], banker=2, names=["Lan", "Minh", "Hùng"])
    for seat in (0, 1):  # both humans bet, each behind the curtain
        settle(app, lambda s=seat: isinstance(app.scenes.top, Curtain) or human_can(scene, s, Bet))
        if isinstance(app.scenes.top, Curtain):
            press(app, "Tôi là")
        acting = scene.acting_human()
        assert acting is not None
        bet_by_chips(app, scene, acting)
    settle(app, lambda: isinstance(app.scenes.top, Curtain) or scene.acting_human() is not None)
    if isinstance(app.scenes.top, Curtain):
        press(app, "Tôi là")
    me = scene.acting_human()
    assert me is not None and human_can(scene, me, Challenge)
    other = 1 - me
    press(app, "Biên giới")
    click(app, scene.places.layout.seat(other).plate.center)
    assert scene.controls.choice.target == other
    while not button(app, "Thách").enabled:
        click(app, button(app, "10").rect.center)
    press(app, "Thách")
    bets = scene.match.current.view(me).side_bets  # type: ignore[union-attr]
    # (the AI may challenge too: its bets are not this test's)
    assert [(b.maker, b.target, b.status) for b in bets if b.maker != 2] == [(me, other, "offered")]
    press(app, "Xong")
    settle(app, lambda: isinstance(app.scenes.top, Curtain) or human_can(scene, other, Accept))
    if isinstance(app.scenes.top, Curtain):
        assert table_scene(app).controller.viewer() is None, "nothing private behind the curtain"
        press(app, "Tôi là")
    while human_can(scene, other, Accept):  # the AI's challenge, if any, is answered first
        press(app, "Nhận thách")
    bets = scene.match.current.view(other).side_bets  # type: ignore[union-attr]
    assert [b.status for b in bets if b.maker == me] == ["accepted"]
    settle(app, lambda: isinstance(app.scenes.top, Curtain) or human_can(scene, other, Ready))
    if isinstance(app.scenes.top, Curtain):
        press(app, "Tôi là")
    press(app, "Xong")
    finish_round(app, scene)


def looked(app: App, scene: TableHost) -> bool:
    """The Xì Dách player's cards come face down: open them ("Lật bài", key F) first."""
    if scene.acting_human() is not None and not scene.controls.all_open() and not scene.animator.busy:
        key(app, pygame.K_f)
    return True


def test_xi_dach_player_draws_and_stands(app: App) -> None:
    scene = start(app, "xi-dach", [HUMAN, "normal", "easy"], banker=1)
    for _ in range(3):
        settle(app, lambda: scene.results is not None or human_can(scene, 0, Draw) or human_can(scene, 0, Stand))
        while (scene.results is None and looked(app, scene) and human_can(scene, 0, Draw)
               and len(scene.picture.hands[0]) < 3):
            press(app, "Rút")
            settle(app, lambda: scene.results is not None or not scene.animator.busy)
        looked(app, scene)
        if scene.results is None and human_can(scene, 0, Stand):
            key(app, pygame.K_s)
            if app.scenes.top is not scene:  # dằng non asks first
                press(app, "Dằng")
        finish_round(app, scene)
        press(app, "Ván mới")


def test_xi_dach_dealer_xet_one_then_all(app: App) -> None:
    scene = start(app, "xi-dach", [HUMAN, "easy", "easy", "easy"], banker=0)
    for _ in range(4):
        settle(app, lambda: scene.results is not None or human_can(scene, 0, Draw) or human_can(scene, 0, XetAll))
        while (scene.results is None and looked(app, scene) and not human_can(scene, 0, XetAll)
               and human_can(scene, 0, Draw)):
            press(app, "Rút")
            settle(app, lambda: scene.results is not None or not scene.animator.busy)
        looked(app, scene)
        if scene.results is None and human_can(scene, 0, XetAll):
            targets = [a.seat for a in scene.controller.legal(0) if isinstance(a, Xet)]
            click(app, scene.places.layout.seat(targets[0]).plate.center)
            assert scene.match.current is None or scene.match.current.view(0).settled[targets[0]]
            if scene.results is None and human_can(scene, 0, XetAll):
                press(app, "Xét tất cả")
        finish_round(app, scene)
        press(app, "Ván mới")
