"""Each hot-seat player reads their own result (issue 39): the result panel, shown to everybody,
says no "you", so the first time a player takes the screen after a round the curtain tells
them theirs — "Ván 1: bạn thắng +20" on a band of its colour — and only then.

A Ba Cây table of two humans and an AI at instant speed, played through its curtains."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.catalog import VARIANTS
from game.i18n import signed, t
from game.match.match import HUMAN, Match, Seat
from game.ui import fit
from game.ui.app import App
from game.ui.screens.curtain import Curtain
from game.ui.table.host import TableHost
from game.ui.table.stamps import FILLS
from game.ui.theme import Color
from game.variants.three_card.defs import Bet, Decline, Ready
from tests.ui_harness import menu_app, settle


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch, (960, 540))


def told(curtain: Curtain) -> list[str]:
    surface = pygame.Surface(curtain.app.size)
    with fit.recording() as boxes:
        curtain.draw(surface)
    return [b.text for b in boxes]


def test_each_player_is_told_their_own_last_result_on_their_next_curtain(app: App) -> None:
    match = Match(VARIANTS["ba-cay"], [Seat("Lan", HUMAN), Seat("Minh", HUMAN), Seat("Hùng", "easy")],
                  balances=[1000] * 3, seed=4, mode="chuong", banker=2)
    scene = app.open("table", match=match)
    assert isinstance(scene, TableHost)
    bands: dict[int, list[tuple[str, Color] | None]] = {0: [], 1: []}
    for _ in range(200):
        settle(app, lambda: isinstance(app.scenes.top, Curtain) or scene.results is not None
               or (scene.acting_human() is not None and scene.at_rest()))
        top = app.scenes.top
        if isinstance(top, Curtain):
            seat = [s.name for s in match.seats].index(top.name)
            bands[seat].append(top.result)
            if top.result is not None:
                assert top.result[0] in told(top), "the band is drawn"
            top.row.buttons[0].on_click()
            continue
        if scene.results is not None:
            if len(match.history) == 2:
                break
            scene.new_round()
            continue
        me = scene.acting_human()
        assert me is not None
        legal = scene.controller.legal(me)
        action = next((a for a in legal if a in (Bet(10), Ready()) or isinstance(a, Decline)), legal[0])
        scene.act(me, action)
    assert len(match.history) == 2
    first = match.history[0]
    for seat in (0, 1):
        results = [r for r in bands[seat] if r is not None]
        kind = "win" if first.deltas[seat] > 0 else "lose" if first.deltas[seat] < 0 else "push"
        said = t(f"ui.curtain.result.{kind}", n=1, change=signed(first.deltas[seat]))
        assert results == [(said, FILLS[kind])], f"seat {seat} is told round 1's result once: {bands[seat]}"
        assert bands[seat][0] is None, "nothing before the first round"
    scene.close()
