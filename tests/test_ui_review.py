"""Xem lại nước đi on the tables (issue 32): after a round the human's own decisions, graded,
over the table (which takes no key meanwhile); the same in the replay viewer, where a click
on a decision goes to it; each reviewed round kept in the player's profile, worked out off
the frame."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.catalog import VARIANTS
from game.engine.protocol import Action
from game.i18n import t
from game.match.match import Match, Seat
from game.match.replay import Replay
from game.review import Review, review
from game.ui.app import WAKE
from game.ui.table import review_view
from game.ui.table.host import TableHost
from game.ui.table.replay import Replayer
from game.ui.table.review_view import Reviews, ReviewScreen
from game.ui.widgets import resolve
from game.variants.tam_cuc.actions import Commit, Lead
from game.variants.xi_dach.actions import STAND
from tests.ui_harness import buttons, key, make_app, settle

BUTTON = "Xem lại nước đi"


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))


def labels(scene: TableHost) -> list[str]:
    return [resolve(b.label) for b in scene.actions.buttons]


Chooser = Callable[[list[Action]], Action]


def stand_or_first(legal: list[Action]) -> Action:
    """Stand whenever that is allowed (on a low total: a mistake the review names), else the
    first choice (a bet, a piece)."""
    return STAND if STAND in legal else legal[0]


def tam_cuc_first(legal: list[Action]) -> Action:
    """A lead or a play of one piece where there is one (a decision), else the first choice."""
    return next((a for a in legal if isinstance(a, (Lead, Commit))), legal[0])


def played(key_: str, *, humans: int = 1, choose: Chooser = stand_or_first, profile: bool = False,
           script: str | None = None, size: tuple[int, int] = (1280, 720)) -> TableHost:
    """A table of ``key_`` (seat 0 an AI, the next ``humans`` seats human) played to its result."""
    app = make_app(size=size)
    variant = VARIANTS[key_]
    seats = [Seat("Máy", "normal"), *(Seat(f"Người {i}", "human") for i in range(1, humans + 1)),
             Seat("Máy 2", "normal")]
    extra: dict[str, Any] = {} if script is None else {"script": script}
    match = Match(variant, seats, seed=11, banker=0 if variant.has_banker(variant.default_mode) else None,
                  **({"balances": [5000] * len(seats)} if not variant.scores_points else {}), **extra)
    scene = app.open("table", match=app.session.prepare_match(match) if profile else match)
    assert isinstance(scene, TableHost)
    for _ in range(400):
        settle(app, lambda: scene.results is not None or bool(scene.controller.humans_to_act())
               or scene.viewers.curtain() is not None or app.scenes.top is not scene)
        if scene.results is not None:
            break
        if app.scenes.top is not scene:  # the hot-seat curtain: the next player takes the screen
            key(app, pygame.K_SPACE)
            continue
        scene.open_all()
        seat = scene.controller.humans_to_act()[0]
        assert scene.act(seat, choose(scene.controller.legal(seat)))
    settle(app, lambda: scene.results is not None)
    app.frame(1 / 60)  # the reviews done are kept, the bar offers the viewer's
    app.draw()
    return scene


def replay_of(scene: TableHost) -> Replay:
    m = scene.match
    return Replay.of_record(m.variant, m.history[-1], [s.name for s in m.seats])


@pytest.mark.parametrize(("key_", "choose"), [("xi-dach", stand_or_first), ("tam-cuc", tam_cuc_first),
                                              ("ba-cay", stand_or_first)])
def test_the_result_offers_the_player_s_own_review_and_it_lists_their_decisions(key_: str, choose: Chooser) -> None:
    scene = played(key_, choose=choose)
    app = scene.app
    expected = review(replay_of(scene), 1)
    assert expected.decisions, "the player made decisions this round"
    assert BUTTON in labels(scene)
    key(app, pygame.K_n)
    view = app.scenes.top
    assert isinstance(view, ReviewScreen)
    app.draw()
    lines = view.lines("vi")
    assert lines is not None
    assert lines.summary == expected.summary("vi")
    assert [e.lines for e in lines.entries] == [tuple(d.lines("vi")) for d in expected.decisions]
    assert [e.badge for e in lines.entries] == [d.grade_label.text("vi") for d in expected.decisions]
    assert t("ui.you") in view.title  # the table's one player, whatever the profile is called
    # while it is open the table takes no key: Space would deal the next round, L fold the log
    rounds, log = scene.match.round_no, scene.frame.show_log
    for k in (pygame.K_SPACE, pygame.K_l, pygame.K_r, pygame.K_d):
        key(app, k)
    assert app.scenes.top is view and scene.match.round_no == rounds and scene.frame.show_log == log
    assert scene.controller.state is None  # no round dealt
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene, "Esc closes the review, back to the table's result"
    key(app, pygame.K_n)
    assert isinstance(app.scenes.top, ReviewScreen)
    close = next(b for b in buttons(app) if "Đóng" in resolve(b.label))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=close.rect.center, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=close.rect.center, button=1))
    assert app.scenes.top is scene, "so does its button"


def test_the_review_scrolls_through_every_decision() -> None:
    scene = played("tam-cuc", choose=tam_cuc_first, size=(960, 540))
    app = scene.app
    key(app, pygame.K_n)
    view = app.scenes.top
    assert isinstance(view, ReviewScreen)
    app.draw()
    assert view.top == 0
    key(app, pygame.K_PAGEDOWN)
    app.draw()
    assert view.top > 0, "a Tam Cúc round's decisions do not fit at 960×540: they scroll"
    for _ in range(50):
        key(app, pygame.K_DOWN)
    app.draw()
    bottom = view.top
    key(app, pygame.K_DOWN)
    app.draw()
    assert view.top == bottom, "never past the last row"
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=100, flipped=False))
    app.draw()
    assert view.top == 0


def test_no_review_is_offered_without_a_decision() -> None:
    # a player dealt xì dách has nothing to decide: no review to open
    scene = played("xi-dach", script="| AS KS |")
    assert not review(replay_of(scene), 1).decisions
    assert BUTTON not in labels(scene)
    key(scene.app, pygame.K_n)
    assert scene.app.scenes.top is scene
    # an all-AI table reviews nobody
    app = make_app()
    variant = VARIANTS["xi-dach"]
    match = Match(variant, [Seat(f"Máy {i}", "normal") for i in range(3)], seed=2, banker=0, balances=[5000] * 3)
    table = app.open("table", match=match)
    assert isinstance(table, TableHost)
    settle(app, lambda: table.results is not None)
    assert not table.reviews.reviews.by_seat and BUTTON not in labels(table)


def test_each_reviewed_round_is_kept_in_the_player_s_profile() -> None:
    scene = played("xi-dach", profile=True)
    persist = scene.app.session.persist
    pid = scene.match.seats[1].profile
    assert pid is not None
    assert persist.profile(pid).reviews == [review(replay_of(scene), 1).record()]
    scene.new_round()  # the next round, reviewed in turn
    assert len(persist.profile(pid).reviews) == 1


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """Reviews held back until the gate is set (a review still being worked out)."""
    opened = threading.Event()
    real = review_view.review

    def slow(replay: Replay, seat: int) -> Review:
        opened.wait(10)
        return real(replay, seat)

    monkeypatch.setattr(review_view, "review", slow)
    return opened


def test_a_review_is_worked_out_off_the_frame(gate: threading.Event) -> None:
    """The table asks for a review and goes on: it is done on a worker thread, the view says
    "Đang xem lại…" until it is there; the result offers it only once it is done (issue 38: a
    review offered while being worked out, then found to hold no decision, made the button
    appear and vanish)."""
    scene = played("tam-cuc", choose=tam_cuc_first)
    reviews = Reviews(inline=False)
    found = reviews.of(replay_of(scene), 1)
    assert not found.done() and not reviews.offered(1) and reviews.harvest() == []
    view = ReviewScreen(scene.app, found, "t")
    assert view.lines() is None and view.working() and view.update(1 / 60)
    view.draw(scene.app.screen)
    gate.set()
    done = found.result(timeout=30)
    assert done is not None and view.lines() is not None and not view.update(1 / 60)
    assert done.decisions and reviews.offered(1), "done, with decisions in it: offered"
    assert reviews.harvest() == [(1, done)] and reviews.harvest() == []
    reviews.close()


def test_a_round_that_cannot_be_reviewed_offers_none(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(replay: Replay, seat: int) -> Review:
        raise ValueError("no review for this game")

    monkeypatch.setattr(review_view, "review", broken)
    scene = played("xi-dach")
    assert scene.reviews.reviews.by_seat and not scene.reviews.reviews.offered(1)
    assert BUTTON not in labels(scene)
    failed: Future[Review | None] = Future()
    failed.set_result(None)
    view = ReviewScreen(scene.app, failed, "t")
    assert view.lines() is None and not view.working()
    view.draw(scene.app.screen)


# --- the replay viewer --------------------------------------------------------------------------------
def test_the_review_in_a_replay_shows_itself_when_done() -> None:
    """The replay's review is worked out off the frame too; when it is done the table wakes and
    shows it (issue 38: it said "Đang xem lại…" until the mouse moved — the review was made
    without the table's wake-up)."""
    scene = played("xi-dach")
    app = scene.app
    app.agents_inline = False  # a player's app: the review on a worker thread
    app.open("replay", replay=replay_of(scene))
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, Replayer)
    replayer = table.mode
    while table.viewer() != 1:
        replayer.next_viewer()
    pygame.event.clear()
    replayer.open_review()
    view = app.scenes.top
    assert isinstance(view, ReviewScreen)
    assert replayer.reviews.by_seat[1].result(timeout=30) is not None
    woken = False
    for _ in range(200):  # the done review's wake-up comes from the worker thread, just after
        woken = bool(pygame.event.get(WAKE))
        if woken:
            break
        time.sleep(0.01)
    assert woken, "the review done wakes the frame loop, which then draws it"


def test_a_round_of_forced_moves_never_offers_a_review(gate: threading.Event) -> None:
    """A human dealer whose every move was forced has nothing to review: the result offers no
    review button — not one that shows while the review is worked out and then vanishes."""
    app = make_app()
    app.agents_inline = False
    seats = [Seat("Cái", "human"), Seat("Máy", "normal")]
    # the dealer's 21 (xì dách) and the player's: nothing for the dealer to decide
    match = Match(VARIANTS["xi-dach"], seats, seed=3, banker=0, balances=[5000, 5000], script="AS KS | AH KH")
    table = app.open("table", match=match)
    assert isinstance(table, TableHost)
    shown = []
    for _ in range(3000):
        app.frame(1 / 30)
        table.controller.await_answer(1)
        shown.append(BUTTON in labels(table))
        if table.results is not None and table.at_rest():
            break
    assert table.results is not None
    for _ in range(10):
        app.frame(1 / 30)
        shown.append(BUTTON in labels(table))
    gate.set()
    assert table.reviews.reviews.by_seat[0].result(timeout=30) is not None
    for _ in range(10):
        app.frame(1 / 30)
        shown.append(BUTTON in labels(table))
    assert not review(replay_of(table), 0).decisions
    assert not any(shown), "no review button, at any frame"


def test_the_replay_reviews_the_seat_it_is_seen_by_and_goes_to_a_decision() -> None:
    scene = played("xi-dach")
    app = scene.app
    app.open("replay", replay=replay_of(scene))
    table = app.scenes.top
    assert isinstance(table, TableHost) and isinstance(table.mode, Replayer)
    replayer = table.mode
    app.frame(1 / 60)
    if table.viewer() is not None:
        replayer.next_viewer()
        while table.viewer() is not None:
            replayer.next_viewer()
    table.refresh_buttons(force=True)
    assert not next(b for b in table.actions.buttons if b.key == pygame.K_n).enabled, "the table's eyes: no one's"
    while table.viewer() != 1:
        replayer.next_viewer()
    table.refresh_buttons(force=True)
    key(app, pygame.K_n)
    view = app.scenes.top
    assert isinstance(view, ReviewScreen)
    app.draw()
    expected = review(replayer.replay, 1)
    lines = view.lines("vi")
    assert lines is not None and [e.step for e in lines.entries] == [d.step for d in expected.decisions]
    rect, entry = view.rows[-1]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert app.scenes.top is table, "a click on a decision closes the review"
    step = expected.decisions[entry].step
    assert replayer.done() == step, "and the replay stands just before that move"
    assert table.controller.humans_to_act() == [] and 1 in table.controller.state.to_act()


def test_at_a_hot_seat_table_each_player_reviews_their_own_behind_a_curtain() -> None:
    """The result of a hot-seat round is nobody's: "Xem lại nước đi" hands the screen to each
    human in turn — a curtain with their name first (the review names their own cards), then
    their review, and the next press the next player's."""
    from game.ui.screens.curtain import Curtain

    hot = played("xi-dach", humans=2)
    app = hot.app
    assert hot.viewer() is None and review(replay_of(hot), 1).decisions and review(replay_of(hot), 2).decisions
    assert BUTTON in labels(hot)
    for seat in (1, 2):
        key(app, pygame.K_n)
        curtain = app.scenes.top
        assert isinstance(curtain, Curtain) and curtain.name == hot.seat_name(seat), "the curtain comes first"
        key(app, pygame.K_SPACE)
        shown = app.scenes.top
        assert isinstance(shown, ReviewScreen) and shown.review is hot.reviews.reviews.by_seat[seat]
        key(app, pygame.K_ESCAPE)
        assert app.scenes.top is hot and hot.viewer() is None, "the table stays nobody's"
