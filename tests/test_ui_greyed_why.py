"""A greyed button says why (issue 39): the bet's confirm button, greyed, says the limit after
its amount ("Đặt cược 600 · tối đa 500", "· tối thiểu 10"), and "hết chip" is said only to a
player who cannot cover the least bet — one who can, at a table where special hands are paid
double, is told what a round there may cost."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.catalog import VARIANTS
from game.i18n import t
from game.match.match import HUMAN, Match, Seat
from game.ui.app import App
from game.ui.screens.dialog import Confirm
from game.ui.table.host import TableHost
from game.ui.widgets import resolve
from game.variants.three_card.defs import Bet
from game.variants.xi_dach.hand import OPT_FREE_BETS, OPT_THUONG
from tests.test_ui_result_stamps import drawn_texts
from tests.ui_harness import button, click, menu_app, settle


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch, (960, 540))


def confirm_label(scene: TableHost) -> str:
    return resolve(next(b for b in scene.actions.buttons if b.primary).label)


def test_the_greyed_bet_says_its_limit_on_the_button(app: App) -> None:
    match = Match(VARIANTS["bai-cao"], [Seat("Lan", HUMAN), Seat("Minh", "easy"), Seat("Hùng", "easy")],
                  balances=[1000] * 3, seed=5, mode="cao-cai", banker=2, max_bet=500)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.acting_human() == 0 and Bet(10) in scene.controller.legal(0)
           and not scene.animator.busy and bool(scene.actions.buttons))
    assert confirm_label(scene) == t("ui.bet.why", choice=t("ui.bet.place", amount=0),
                                     reason=t("ui.bet.short.min", amount=10))
    click(app, button(app, "500").rect.center)
    assert confirm_label(scene) == t("ui.bet.place", amount=500), "an amount allowed says nothing more"
    click(app, button(app, "100").rect.center)
    assert confirm_label(scene) == t("ui.bet.why", choice=t("ui.bet.place", amount=600),
                                     reason=t("ui.bet.short.max", amount=500))
    scene.close()


@pytest.mark.parametrize(("have", "broke"), [(0, True), (50, True), (100, False), (150, False)])
def test_out_of_chips_only_below_the_least_bet(app: App, have: int, broke: bool) -> None:
    variant = VARIANTS["xi-dach"]
    match = Match(variant, [Seat("Lan", HUMAN), Seat("Minh", "easy"), Seat("Hùng", "easy")],
                  balances=[have, 1000, 1000], seed=5, banker=2, options={**variant.preset("goc"), OPT_THUONG: True})
    assert match.short_of_chips() == [0], "short: a round with thưởng may cost twice the least bet"
    app.open("table", match=match)
    settle(app, lambda: isinstance(app.scenes.top, Confirm))
    dialog = app.scenes.top
    assert isinstance(dialog, Confirm)
    name = next(s for s in app.scenes if isinstance(s, TableHost)).seat_name(0)
    assert match.config().stake == 100 and variant.chips_needed(match.config()) == 200
    if broke:
        assert dialog.title == t("ui.refill.title", name=name)
    else:
        assert dialog.title == t("ui.refill.title.short", name=name, have=have, amount=200)


def test_a_bet_held_back_by_special_hands_paid_double_says_so(app: App) -> None:
    from game.variants.xi_dach.round import Bet as XdBet

    variant = VARIANTS["xi-dach"]
    match = Match(variant, [Seat("Lan", HUMAN), Seat("Minh", "easy"), Seat("Hùng", "easy")],
                  balances=[500, 5000, 5000], seed=5, banker=2, max_bet=1000,
                  options={**variant.preset("goc"), OPT_THUONG: True, OPT_FREE_BETS: True})
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.acting_human() == 0 and any(isinstance(a, XdBet) for a in scene.controller.legal(0))
           and not scene.animator.busy and bool(scene.actions.buttons))
    most = max(a.amount for a in scene.controller.legal(0) if isinstance(a, XdBet))
    assert most == 200, "500 chips cover a bet of 200 paid double (250 is no bet of this table)"
    for _ in range(3):
        click(app, button(app, "100").rect.center)
    assert confirm_label(scene) == t("ui.bet.why", choice=t("ui.bet.place", amount=300),
                                     reason=t("ui.bet.short.max", amount=200))
    click(app, next(b for b in scene.actions.buttons if b.primary).rect.center)
    assert t("ui.bet.max_chips.special", amount=200, times=2) in app.toasts.messages
    scene.close()


@pytest.mark.parametrize("seed", [1, 2])
def test_a_seat_whose_bet_stands_is_no_longer_betting(app: App, seed: int) -> None:
    """The player deals as the cái: the last AI bet and the deal come in one move, held back
    while the player squeezes their cards open — the tags once read that move's view before,
    in which the last seat to bet still was "Đang đặt cược", its bet on the felt."""
    app.session.update_settings(anim_speed=1.0)
    match = Match(VARIANTS["bai-cao"], [Seat("Lan", HUMAN)] + [Seat(n, "normal") for n in ("Minh", "Hùng", "Mai")],
                  balances=[1000] * 4, seed=seed, mode="cao-cai", banker=0)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    settle(app, lambda: all(len(s.cards) == 3 for s in scene.shown.seats) and not scene.show.director.busy,
           dt=1 / 60)
    assert all(scene.shown.seats[s].bet > 0 for s in range(1, 4))
    assert t("tc.status.betting") not in drawn_texts(app), "a seat whose bet stands is said to be betting"
    scene.close()



def test_a_greyed_button_under_the_pointer_says_why_above_it() -> None:
    """Its reason is drawn above it while hovered (a click says it too, as a toast); an
    enabled button under the pointer draws nothing above itself."""
    import pygame

    from game.ui.widgets import Button, ButtonRow

    pygame.init()
    row = ButtonRow()
    row.set([Button("Ké cửa", lambda: None, enabled=False, why_disabled="Chương không được ké cửa."),
             Button("Xong", lambda: None)])
    row.layout(pygame.Rect(0, 480, 960, 60), 1.0)
    above = [pygame.Rect(b.rect.left - 150, b.rect.top - 60, b.rect.width + 300, 60) for b in row.buttons]

    def drawn(pointer: tuple[int, int]) -> pygame.Surface:
        row.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
        surface = pygame.Surface((960, 540))
        row.draw(surface, 1.0)
        return surface

    def blank(surface: pygame.Surface, area: pygame.Rect) -> bool:
        return pygame.transform.average_color(surface, area)[:3] == (0, 0, 0)

    assert blank(drawn((5, 5)), above[0])
    assert not blank(drawn(row.buttons[0].rect.center), above[0])
    assert blank(drawn(row.buttons[1].rect.center), above[1])
