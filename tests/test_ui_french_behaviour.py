"""What the French table shows between the big moments (issue 17 §3–§4, issue 22): the log
tells each public event of a round, the chương changing hands, a bet of 20 stands as two
chips, and a fan of Xì Dách card backs reads its count at a glance."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.catalog import VARIANTS
from game.i18n import t
from game.match.match import HUMAN, Match, Seat
from game.ui import assets
from game.ui.app import App
from game.ui.table.french.layout import french_layout
from game.ui.table.french.own_cards import landed
from game.ui.table.host import TableHost
from game.ui.table.sprites import draw_chip_column
from game.variants.xi_dach.round import Draw
from tests.ui_harness import make_app, settle

NAMES = ["Lan", "Minh", "Hùng", "Mai"]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    a = make_app()
    yield a
    a.quit()


def play_round(app: App, key_: str, n: int, **kw: Any) -> TableHost:
    match = Match(VARIANTS[key_], [Seat(nm, "normal") for nm in NAMES[:n]], seed=3,
                  balances=[1000] * n, **kw)
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.results is not None and not scene.animator.busy)
    return scene


def test_the_xi_dach_log_tells_draws_and_each_xet_with_its_amount(app: App) -> None:
    # the dealer's 17 may settle; Minh's 12 draws, Hùng's 19 stands
    scene = play_round(app, "xi-dach", 3, banker=0, script="10H 7S | 9C 3D | 10D 9S")
    log = list(scene.log)
    assert log[0] == t("ui.log.round", n=1)
    assert t("xd.log.draws", name="Minh") in log, log
    for name in ("Minh", "Hùng"):
        lines = [line for line in log if line.startswith(t("xd.log.why.xet", name=name, result="").rstrip(" ."))]
        assert len(lines) == 1, (name, log)
        assert any(char.isdigit() for char in lines[0]) or t("xd.log.push") in lines[0], lines[0]
    scene.new_round()
    settle(app, lambda: scene.results is not None and not scene.animator.busy)
    assert t("ui.log.round", n=2) in scene.log, "each round has its separator"


def test_the_log_says_when_the_chuong_changes_hands(app: App) -> None:
    # Mai's 10 nút against the chương's 9: she takes the chương (cướp chương)
    scene = play_round(app, "ba-cay", 4, mode="chuong", banker=0,
                       script="4H 2S 3C | 3D 2C 3S | 5D 2H AS | 4C 5H AH")
    last = scene.log[-1]
    assert t("tc.log.bank_moves.chuong", name="Mai") == "ván sau Mai cầm chương"
    assert t("tc.log.bank_moves.chuong", name="Mai") in last, list(scene.log)


@pytest.mark.parametrize("amount", [20, 30, 60])
def test_a_bet_stands_as_chips_that_read_as_its_amount(amount: int) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    d = 26
    surface = pygame.Surface((40, 120), pygame.SRCALPHA)
    draw_chip_column(surface, amount, surface.get_rect(), d)
    chips = assets.chips_for(amount)
    assert sum(chips) == amount and len(chips) >= 2
    drawn = surface.get_bounding_rect()
    # each chip above the first shows at least a quarter of its face
    assert drawn.height >= d + (len(chips) - 1) * d // 4, (drawn, chips)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("n", range(2, 7))
def test_a_fan_of_five_backs_shows_each_card(size: tuple[int, int], n: int) -> None:
    lay = french_layout(size, n, 0, max_cards=5, panel_open=True)
    for spot in lay.french_seats:
        assert spot.step >= 0.45 * spot.card_w, f"seat {spot.index}: cards {spot.step:.0f} px apart"
        first, last = spot.slot(0, 5), spot.slot(4, 5)
        assert spot.cards.inflate(2, 0).left <= first[0] - spot.card_w / 2, "the fan stays in its rect"
        assert last[0] + spot.card_w / 2 <= spot.cards.right + 1, "the fan stays in its rect"


def test_a_fan_closes_up_evenly_when_its_hand_grows(app: App) -> None:
    # Mai's 5 draws twice; when the dealer (the human) is to play, her four cards lie evenly apart
    app.session.update_settings(anim_speed=1.0)
    match = Match(VARIANTS["xi-dach"], [Seat(nm, lv) for nm, lv in zip(NAMES, [HUMAN, "normal", "normal", "normal"])],
                  seed=3, balances=[1000] * 4, banker=0, script="10C 4D | 9S 8H | 10S 7H | 2C 3C")
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.acting_human() == 0 and not scene.animator.busy
           and Draw() in scene.controller.legal(0))
    for _ in range(30):
        app.frame(1 / 30)
    xs = [sprite.pos[0] for sprite in scene.picture.hands[3]]
    assert len(xs) >= 3, xs
    gaps = [b - a for a, b in itertools.pairwise(xs)]
    assert max(gaps) - min(gaps) <= 1.5 and min(gaps) >= 0.45 * scene.places.lay.spot(3).card_w, gaps


def test_a_status_tag_waits_for_its_cards(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Đang xem bài" sits on the fan's edge: it is not drawn before the cards have landed."""
    from game.ui.table.french import painter as painter_module  # patched here: the tags it draws

    drawn: list[pygame.Rect] = []
    real = painter_module.pill

    def recording(surface: pygame.Surface, rect: pygame.Rect, text: str, size: int, **kw: Any) -> None:
        drawn.append(rect)
        real(surface, rect, text, size, **kw)

    monkeypatch.setattr(painter_module, "pill", recording)
    app.session.update_settings(anim_speed=1.0)
    match = Match(VARIANTS["ba-cay"], [Seat(nm, "normal") for nm in NAMES], seed=3, balances=[1000] * 4,
                  mode="nhat-an-tat")
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    tags_seen = 0
    for _ in range(600):
        drawn.clear()
        app.dirty = True
        app.frame(1 / 30)
        for seat in range(4):
            if scene.places.lay.spot(seat).tag in drawn:
                tags_seen += 1
                ready = landed(scene.picture, scene.shown, seat)
                assert ready and scene.picture.hands[seat], f"seat {seat}'s tag before its cards"
        if scene.results is not None:
            break
    assert tags_seen, "the tags were drawn once the cards were there"


def test_a_tag_too_narrow_drops_the_aside_before_cutting(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.table.french import paint  # patched here: the text the pill draws

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()
    shown: list[str] = []
    real = paint.fit
    monkeypatch.setattr(paint, "fit", lambda text, *a, **kw: shown.append(text) or real(text, *a, **kw))
    surface = pygame.Surface((200, 40))
    paint.pill(surface, pygame.Rect(0, 0, 90, 20), "Xì dách (ace and a ten)", 14)
    paint.pill(surface, pygame.Rect(0, 0, 190, 20), "Xì dách (ace and a ten)", 14)
    paint.pill(surface, pygame.Rect(0, 0, 120, 20), "Under 16 (15)", 14)
    assert shown == ["Xì dách", "Xì dách (ace and a ten)", "Under 16 (15)"]


def test_the_result_panel_lists_the_banker_then_the_viewer(app: App) -> None:
    from game.variants.three_card.defs import Bet, Ready  # this test alone plays a three-card round

    match = Match(VARIANTS["ba-cay"], [Seat(nm, lv) for nm, lv in zip(NAMES, [HUMAN, "easy", "easy", "easy"])],
                  seed=3, balances=[1000] * 4, mode="chuong", banker=2)
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)

    def play() -> bool:
        if scene.acting_human() == 0 and not scene.animator.busy:
            legal = scene.controller.legal(0)
            bets = [a for a in legal if isinstance(a, Bet)]
            scene.open_all()
            scene.act(0, bets[0] if bets else Ready() if Ready() in legal else legal[-1])
        return scene.results is not None and not scene.animator.busy

    settle(app, play)
    rows = [r.name for r in scene.shown.results or [] if not r.sub]
    assert rows[:2] == ["Hùng", t("ui.you")], rows  # the banker, then the table's one player (Lan): "Bạn"
