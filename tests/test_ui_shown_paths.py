"""One presentation path (issue 28): a replay stepped back shows exactly what stepping straight
there shows, log included; no viewer of a replay or of a hot-seat table ever holds another
seat's hidden card or a chui'd piece; and the table laid out anew at any moment (the log or
the history toggled mid-deal, a window resized) ends as a fresh layout of the same state."""

from __future__ import annotations

import random

import pygame
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.catalog import VARIANTS, games
from game.match.match import HUMAN, Match, Seat
from game.match.replay import Replay
from game.ui.app import App
from game.ui.screens.curtain import Curtain
from game.ui.table.host import TableHost
from game.ui.table.replay import Replayer
from tests.test_learn_replay import played, replay_of
from tests.test_shown_table import check_private
from tests.ui_harness import key, make_app, press

KEYS = [g.key for g in games()]


def replay_table(app: App, replay: Replay) -> tuple[TableHost, Replayer]:
    scene = app.open("replay", replay=replay)
    assert isinstance(scene, TableHost) and isinstance(scene.mode, Replayer)
    rest(app, scene)  # the deal shown
    return scene, scene.mode


def rest(app: App, scene: TableHost) -> None:
    for _ in range(2000):
        if scene.at_rest():
            return
        app.frame(1 / 60)
    raise AssertionError("the replay never came to rest")


def picture(scene: TableHost) -> tuple[str, list[str]]:
    """What the table shows: the shown table and its story."""
    return repr(scene.shown), list(scene.log)


# --- a replay stepped back is the replay stepped straight there -------------------------------------
@pytest.mark.parametrize("game_key", KEYS)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_stepping_back_equals_stepping_straight_there(game_key: str, data: st.DataObject) -> None:
    replay = replay_of(played(game_key, rounds=1, seed=data.draw(st.integers(0, 50), label="seed")))
    app = make_app(speed=0.0)
    scene, mode = replay_table(app, replay)
    total = len(replay.moves())
    assume(total > 0)  # a round over at the deal (a dealer's xì bàng) has no step to take back
    forward = data.draw(st.integers(1, total), label="forward")
    for _ in range(forward):
        mode.next()
        rest(app, scene)
    for _ in range(data.draw(st.integers(1, forward), label="back")):
        mode.prev()
        rest(app, scene)
    reached = mode.done()
    back = picture(scene)
    fresh, fresh_mode = replay_table(app, replay)
    for _ in range(reached):
        fresh_mode.next()
        rest(app, fresh)
    assert fresh_mode.done() == reached
    assert picture(fresh) == back, "the log or the table differs after stepping back"


# --- no viewer holds what it may not see ------------------------------------------------------------
@pytest.mark.parametrize("game_key", KEYS)
def test_no_replay_viewer_holds_a_hidden_card(game_key: str) -> None:
    replay = replay_of(played(game_key, rounds=2, seed=3))
    app = make_app(speed=0.0)
    scene, mode = replay_table(app, replay)
    for look in (None, *range(len(replay.names))):
        scene.look_as(look)
        rest(app, scene)
        while not mode.over():
            mode.next()
            rest(app, scene)
            assert scene.shown.viewer == look
            check_private(scene.shown)
        for s, hand in scene.picture.hands.items():  # the end panel: what these eyes saw, nothing more
            if s != look:
                assert all(c.tile is None or c.face_up >= 0.5 for c in hand)
        while mode.done():
            mode.prev()
            rest(app, scene)
            check_private(scene.shown)


@pytest.mark.parametrize("game_key", ["ba-cay", "bai-cao", "xi-dach", "tam-cuc"])
def test_a_hot_seat_table_never_holds_another_humans_hidden_card(game_key: str) -> None:
    """Two humans and an AI: at every frame the table's shown table, and every card it draws,
    hold no face the viewer of that moment may not see; the table turns only behind a curtain."""
    variant = VARIANTS[game_key]
    app = make_app(speed=2.0)
    levels = [HUMAN, "normal", HUMAN] + (["normal"] if variant.max_players > 3 else [])
    match = Match(variant, [Seat(f"P{i}", lv) for i, lv in enumerate(levels)], balances=[2000] * len(levels),
                  seed=9, banker=1 if variant.has_banker(variant.default_mode) else None)
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    rng = random.Random(2)
    bottom = scene.viewers.bottom()
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, Curtain):
            press(app, top.name)
            bottom = scene.viewers.bottom()  # the table may turn behind a curtain, and only there
            continue
        if match.round_no >= 1 and scene.results is not None:
            break
        me = scene.acting_human()
        if me is not None and scene.at_rest():
            legal = scene.controller.legal(me)
            if legal:
                scene.open_all()
                scene.act(me, legal[rng.randrange(len(legal))])
        app.frame(1 / 30)
        assert scene.viewers.bottom() == bottom, "the table turned without a curtain"
        if app.scenes.top is scene:
            check_private(scene.shown)
            viewer = scene.viewer()
            assert scene.shown.viewer == viewer, "the shown table is another player's"
            for s, hand in scene.picture.hands.items():
                if s != viewer:
                    assert all(sp.tile is None or sp.face_up > 0 for sp in hand), f"seat {s}'s hidden card drawn"
    assert match.round_no >= 1


# --- laid out anew at any moment ---------------------------------------------------------------------
def settled_picture(app: App, scene: TableHost) -> None:
    """Play out the motion and the slide to rest."""
    for _ in range(600):
        app.frame(1 / 60)
        if scene.at_rest() and all(not sp.moving for hand in scene.picture.hands.values() for sp in hand):
            break
    for _ in range(60):
        app.frame(1 / 60)


@pytest.mark.parametrize("frames", [3, 9, 20, 40])
def test_the_log_toggled_mid_deal_ends_as_a_fresh_layout(frames: int) -> None:
    app = make_app((1280, 720), speed=1.0)
    match = Match(VARIANTS["bai-cao"], [Seat(f"S{i}", HUMAN if i == 0 else "normal") for i in range(4)],
                  balances=[2000] * 4, seed=5, mode="cao-rua")
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    for _ in range(frames):
        app.frame(1 / 60)
    assert scene.show.director.busy, "the deal is still being shown"
    key(app, pygame.K_l)  # the side panel folds (or opens) mid-deal
    settled_picture(app, scene)
    fresh = scene.places.layout
    assert scene.places.lay == fresh, "the table keeps the old geometry"
    for seat, hand in scene.picture.hands.items():
        for i, sprite in enumerate(hand):
            x, y = scene.places.slot(seat, i, len(hand))
            assert abs(sprite.pos[0] - x) < 1 and abs(sprite.pos[1] - y) < 1, f"seat {seat} card {i} off its place"
            assert sprite.width == scene.places.card_width(seat)
    before = [(sp.tile, sp.pos) for hand in scene.picture.hands.values() for sp in hand]
    scene.sync()  # the same table placed afresh
    assert [(sp.tile, sp.pos) for hand in scene.picture.hands.values() for sp in hand] == before
