"""Wins land on the seat (issue 39): at the result each seat that played gets a stamp saying
what its change in the settlement says (THẮNG / THUA / HÒA), the player's own result heads
the panel ("Bạn thắng +120"), and a pot table's result has a headline naming who took the pot
and why — a tie that split it is told, a single winner's is not a tie.

Played headless at instant speed, the frames counted by the harness; the words are read from
what the frame drew (the fit record holds every text a frame sets)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.catalog import VARIANTS, shower
from game.devtools.legibility import staged
from game.engine.cards import parse_cards
from game.i18n import signed, t
from game.match.match import HUMAN, Match, Seat
from game.shown.fold import fold
from game.shown.table import RoundFacts
from game.ui import fit
from game.ui.app import App
from game.ui.celebrate import pile_area
from game.ui.table.chrome import info_text
from game.ui.table.french import painter as painter_module
from game.ui.table.stamps import outcome
from game.ui.table.three_card.marks import ThreeCardMarks
from tests.test_van_phu import DEALS, NAMES, all_ready
from tests.ui_harness import menu_app, settle


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch)


def drawn_texts(app: App) -> list[str]:
    """Every text the table's next frame sets (pictures composed again while recorded)."""
    surface = pygame.Surface(app.size)
    with fit.recording() as boxes:
        app.scenes.top.draw(surface)
    return [box.text for box in boxes]


@pytest.mark.parametrize(("game", "seats"), [("ba-cay", 12), ("bai-cao", 4), ("xi-dach", 6)])
def test_each_seat_is_stamped_with_the_sign_of_its_change_and_the_player_sees_their_own(
        app: App, game: str, seats: int) -> None:
    scene = staged(app, game, "result", seats, "vi")
    shown = scene.shown
    assert shown.settled is not None
    played = {s: d for s, d in enumerate(shown.settled.deltas) if shown.seats[s].cards or d}
    texts = Counter(drawn_texts(app))
    painter = scene.painter
    expected = Counter(t(f"ui.stamp.{outcome(d)}") for d in played.values())
    assert {w: texts[w] for w in expected} == dict(expected), "one stamp per seat that played, its change's sign"
    assert [s for s, _, _ in painter.stamps] == list(played)
    assert all(kind == outcome(played[s]) for s, kind, _ in painter.stamps)
    mine = shown.settled.deltas[shown.viewer]
    own = t(f"ui.results.you.{outcome(mine)}", change=signed(mine))
    assert texts[own] == 1, "the player's own result heads the panel, with their change"
    if mine:
        assert signed(mine) in own


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_a_stamp_covers_no_other_seat_nor_a_pile_a_label(app: App, size: tuple[int, int]) -> None:
    scene = staged(app, "bai-cao", "result", 12, "en")
    app.resize_window(size)
    scene.resize(size)
    drawn_texts(app)
    lay = scene.places.layout
    screen = pygame.Rect((0, 0), size)
    assert len(scene.painter.stamps) == 12
    for seat, _, rect in scene.painter.stamps:
        assert screen.contains(rect)
        others = [r for spot in lay.french_seats if spot.index != seat for r in spot.own]
        assert rect.collidelist(others) < 0, (seat, rect)
        assert rect.colliderect(lay.spot(seat).portrait), "the stamp lies on its own seat's portrait"
    assert scene.picture.piles, "a big win's pile grows (cào rùa: the pot to its winners)"
    for pile in scene.picture.piles.values():  # a big win's pile covers no hand and no hand's label
        area = pile_area(scene.places.spot(pile.seat), len(pile.values), round(26 * lay.scale), pile.seat)
        assert area.collidelist([r for spot in lay.french_seats for r in (spot.tag, spot.cards)]) < 0


def _fold(script: str, playoff: bool) -> object:
    match = Match(VARIANTS["bai-cao"], [Seat(n, "easy") for n in NAMES], seed=3, mode="cao-rua",
                  options={"van-phu": playoff}, balances=[1000] * 4, script=script)
    state, _ = match.start_round()
    all_ready(state)
    return fold(shower("bai-cao"), RoundFacts.of(state.config, NAMES, 1), 0, state)


@pytest.mark.parametrize("deal", DEALS)
def test_the_headline_names_who_won_the_van_phu(deal: str) -> None:
    script, winner, _ = DEALS[deal]
    shown = _fold(script, True)
    assert shown.headline is not None and shown.headline.startswith(NAMES[winner])  # type: ignore[attr-defined]
    assert t("tc.headline.van_phu", name=NAMES[winner], hand="").split(" ")[1] in shown.headline  # type: ignore


def test_a_three_way_tie_that_split_the_pot_is_told_and_a_single_winner_is_no_tie() -> None:
    script = DEALS["three"][0].split(";")[0]  # Lan, Minh and Mai tie on 8; no ván phụ at this table
    shown = _fold(script, False)
    headline = shown.headline  # type: ignore[attr-defined]
    assert headline == t("tc.headline.split", names=t("ui.names.and", names="Lan, Minh", name="Mai"),
                         hand=t("tc.hand.nut", n=8), share=shown.facts.stake * 4 // 3, count=3)
    alone = _fold("2C 3C 10C | 4H 5S 10D | 2D 7C 9D | AS 2H 10H", False)  # Minh's 9 takes it
    assert alone.headline == t("tc.headline.pot", name="Minh", hand=t("tc.hand.nut", n=9))  # type: ignore
    assert t("tc.result.tie") not in alone.headline  # type: ignore[attr-defined]


def test_tam_cuc_stamps_each_seat_and_heads_its_panel_with_the_players_result(app: App) -> None:
    scene = staged(app, "tam-cuc", "result", 4, "vi")
    scored = scene.shown.scored
    assert scored is not None
    for _ in range(3):  # the changes show once the deal's motion has ended
        app.frame(1 / 60)
    texts = Counter(drawn_texts(app))
    expected = Counter(t(f"ui.stamp.{outcome(d)}") for d in scored.deltas)
    assert {w: texts[w] for w in expected} == dict(expected)
    mine = scored.deltas[scene.shown.viewer]
    assert texts[t(f"ui.results.you.{outcome(mine)}", change=signed(mine))] == 1


def test_the_fee_tray_says_the_fees_the_top_bar_says(app: App) -> None:
    """The middle's fee tray once said this round's fees under the top bar's words for all of
    them ("Phí bàn 2" under a top bar saying "Phí bàn 5" from the second round on)."""
    scene = staged(app, "ba-cay", "result", 4, "vi")
    shown = scene.shown
    shown.facts = dataclasses.replace(shown.facts, fees=7)  # as a later round: the table took 7 before it
    shown.fees += 7
    assert scene.painter.fee_text() == t("ui.fees", amount=shown.fees)
    assert scene.painter.fee_text() in info_text(scene.controller.match, shown)


@pytest.mark.parametrize(("game", "hand", "strong"), [
    ("ba-cay", "AD 4S 5C", True),  # 10 át cụ
    ("ba-cay", "3S 3C 4D", True),  # 10 nút
    ("ba-cay", "3S 3C 3D", False),  # 9 nút: not Ba Cây's best
    ("bai-cao", "4S 2C 3D", True),  # 9 nút
    ("bai-cao", "JS QC KD", True),  # ba tiên
    ("bai-cao", "4S 2C 2D", False),  # 8 nút
])
def test_the_strong_hands_are_called_out(game: str, hand: str, strong: bool) -> None:
    sight = SimpleNamespace(shown=SimpleNamespace(game=game))
    marks = ThreeCardMarks(sight, SimpleNamespace(picking=None, target=None), VARIANTS[game].hand_rules)  # type: ignore
    assert marks.strong(0, parse_cards(hand)) is strong


@pytest.mark.parametrize("game", ["ba-cay"])
def test_a_chip_clicked_stands_on_the_betting_spot_at_once(app: App, monkeypatch: pytest.MonkeyPatch,
                                                            game: str) -> None:
    variant = VARIANTS[game]
    match = Match(variant, [Seat("Bạn", HUMAN), Seat("Lan", "easy"), Seat("Minh", "easy")], balances=[2000] * 3,
                  seed=1, mode=variant.default_mode, banker=1, max_bet=500)  # a bet to choose at both
    scene = app.open("table", match=match)
    settle(app, lambda: scene.acting_human() == 0 and any(type(a).__name__ == "Bet" for a in scene.shown.legal))
    spots: dict[int, int] = {}
    monkeypatch.setattr(painter_module, "bet_spot", lambda _s, spot, amount, *_: spots.__setitem__(spot.index, amount))
    drawn_texts(app)
    before = spots[0]
    scene.controls.choice.chips.add(10)
    scene.controls.choice.chips.add(50)
    app.frame(1 / 60)  # one frame
    drawn_texts(app)
    assert spots[0] == before + 60, "the chips picked stand on the player's spot before the bet is placed"
