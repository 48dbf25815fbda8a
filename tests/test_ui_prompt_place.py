"""An AI's challenge never takes a click meant for something else (issue 39): in a play-test a
click meant for "Ké cửa" landed on "Nhận thách", which had just replaced the bar under the
cursor.  The answers now stand clear of the pointer (and of the button last clicked), and take
a click only once the pointer has come onto them after they appeared — or their key.

A Ba Cây table with the player in the side-bet phase; an AI seat's challenge is applied while
the pointer rests on each of the player's buttons in turn; the frame the answers appear, a
click lands where the pointer was: nothing is answered.  Frames counted, never seconds."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.catalog import VARIANTS
from game.i18n import t
from game.match.match import HUMAN, Match, Seat
from game.ui.app import App
from game.ui.table.host import TableHost
from game.ui.widgets import Button, ButtonRow, resolve
from game.variants.three_card.defs import ACCEPTED, DECLINED, OFFERED, Bet, Challenge, Ready
from tests.ui_harness import click, key, menu_app, settle


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch, (960, 540))


def side_bets_open(app: App, mode: str) -> TableHost:
    """A Ba Cây table (the player at seat 0, two AI seats) at the player's side bets."""
    match = Match(VARIANTS["ba-cay"], [Seat("Lan", HUMAN), Seat("Minh", "easy"), Seat("Hùng", "easy")],
                  balances=[1000] * 3, seed=5, mode=mode, banker=2)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.acting_human() == 0 and Bet(10) in scene.controller.legal(0)
           and not scene.animator.busy)
    scene.act(0, Bet(10))
    controller = scene.controller  # the AI seats wait at the side bets (each may still challenge)
    controller.may_ask = lambda seat: Ready() not in controller.legal(seat)
    settle(app, lambda: scene.acting_human() == 0 and Ready() in scene.controller.legal(0)
           and not scene.animator.busy and bool(scene.actions.buttons))
    return scene


def challenge_status(scene: TableHost, maker: int) -> str:
    state = scene.match.current
    assert state is not None
    return next(b.status for b in state.view(0).side_bets if b.maker == maker and b.target == 0)  # type: ignore[attr-defined]


def answers(scene: TableHost) -> list[Button]:
    return [b for b in scene.actions.buttons if resolve(b.label) == t("tc.ui.decline") or b.key == pygame.K_y]


def challenged_under(app: App, scene: TableHost, pointer: tuple[int, int]) -> int:
    """The pointer rests at ``pointer``; an AI seat challenges the player; frames until the
    answers are on the bar.  The challenger."""
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
    maker = next(s for s in (1, 2) if Challenge(0, 10) in scene.controller.legal(s))
    assert scene.controller.apply(maker, Challenge(0, 10)) is None
    for _ in range(600):
        app.frame(1 / 60)
        if answers(scene):
            return maker
    raise AssertionError("the answers never came")


def test_a_click_where_the_pointer_was_answers_no_challenge(app: App) -> None:
    mode = "chuong"
    scene = side_bets_open(app, mode)
    places = [b.rect.center for b in scene.actions.buttons]
    assert len(places) >= 3
    for i, pointer in enumerate(places):
        if i:
            scene.close()
            scene = side_bets_open(app, mode)
        maker = challenged_under(app, scene, pointer)
        accept, decline = answers(scene)
        assert not accept.rect.collidepoint(pointer) and not decline.rect.collidepoint(pointer), (
            "the answers appear clear of the pointer")
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pointer, button=1))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pointer, button=1))
        app.frame(1 / 60)
        assert challenge_status(scene, maker) == OFFERED, f"a click at {pointer} answered the challenge"
        if i == 0:
            click(app, accept.rect.center)  # the pointer comes onto "Nhận thách": a deliberate click
            assert challenge_status(scene, maker) == ACCEPTED
        elif i == 1:
            key(app, pygame.K_n, "n")  # its key at once
            assert challenge_status(scene, maker) == DECLINED
    scene.close()


def test_a_wary_button_under_the_pointer_takes_no_click_until_the_pointer_comes_onto_it() -> None:
    row = ButtonRow()
    pressed: list[str] = []
    row.set([Button("a", lambda: pressed.append("a"))])
    area = pygame.Rect(0, 0, 400, 40)
    row.layout(area, 1.0)
    where = row.buttons[0].rect.center
    row.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)))
    row.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    assert pressed == ["a"], "a plain button is clicked where it stands"
    row.set([Button("yes", lambda: pressed.append("yes"), wary=True)])
    row.layout(area, 1.0)
    yes = row.buttons[0]
    assert not yes.rect.collidepoint(where) and not yes.rect.colliderect(pygame.Rect(where, (1, 1)))
    row.set([Button("yes", lambda: pressed.append("yes"), wary=True)])  # built again: still where it was
    row.layout(area, 1.0)
    assert row.buttons[0].rect == yes.rect
    row.buttons[0].rect = pygame.Rect(where[0] - 20, where[1] - 10, 40, 20)  # suppose it lay under the pointer
    row.buttons[0].outside = False
    row.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    row.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(where[0] + 1, where[1]), rel=(1, 0), buttons=(0, 0, 0)))
    row.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    assert pressed == ["a"], "a jiggle on it is not coming onto it"
    row.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0)))
    row.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)))
    row.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    assert pressed == ["a", "yes"]


def test_the_chips_stand_in_one_place_on_the_bet_challenge_and_ke_screens(app: App) -> None:
    from game.ui.table.french.chips import ChipButton
    from game.variants.three_card.defs import Back

    match = Match(VARIANTS["ba-cay"], [Seat("Lan", HUMAN), Seat("Minh", "easy"), Seat("Hùng", "easy")],
                  balances=[1000] * 3, seed=5, mode="chuong", banker=2)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.acting_human() == 0 and Bet(10) in scene.controller.legal(0)
           and not scene.animator.busy and bool(scene.actions.buttons))

    def chips() -> list[tuple[str, pygame.Rect]]:
        return [(resolve(b.label), b.rect.copy()) for b in scene.actions.buttons if isinstance(b, ChipButton)]

    betting = chips()
    scene.close()
    scene = side_bets_open(app, "chuong")
    choice = scene.controls.choice  # type: ignore[attr-defined]
    for kind in (Challenge, Back):
        choice._pick(kind)
        choice.target = 1
        scene.refresh_buttons(force=True)
        app.frame(1 / 60)
        assert chips() == betting, f"the chips moved on the {kind.__name__} screen"
        choice._cancel()
        app.frame(1 / 60)
    scene.close()
