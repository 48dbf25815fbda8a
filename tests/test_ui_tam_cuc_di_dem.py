"""Đi đêm at the Tam Cúc table (issue 18 §2), played by mouse and by keys.

The proposer picks 1–2 pieces, gives them to a seat by dragging them onto it or with the
"Đi đêm" button and the seat's number, and chooses the wish from the palette; the partner
sees the pieces and the wish, and answers by picking as many pieces or declining.  The table
and the log say only who offered whom how many, and the answer; exchanged pieces travel face
down.
"""

from __future__ import annotations

import pygame

from game.engine.pieces import Piece
from game.i18n import t
from game.ui.app import App
from game.ui.table.host import TableHost
from game.variants.tam_cuc.actions import AcceptDiDem, DeclineDiDem, DiDem
from game.variants.tam_cuc.round import OPT_DI_DEM
from game.variants.tam_cuc.view import TamCucView
from tests.test_ui_tam_cuc import (
    NAMES,
    check_picture,
    main_button,
    open_table,
    pass_curtain,
    play_turn,
    reveal_by_button,
    select,
    view_of,
    waiting_human,
)
from tests.ui_harness import button, click, drag, key, press, settle

DI_DEM = {OPT_DI_DEM: True}


def to_my_offer(app: App, scene: TableHost, limit: int = 20) -> TamCucView:
    """Play on (declining any offer made to the viewer) until the viewer may make one."""
    for _ in range(limit):
        settle(app, lambda: waiting_human(app, scene))
        pass_curtain(app)
        settle(app, lambda: waiting_human(app, scene))
        view = view_of(scene)
        if view.phase == "di-dem" and view.di_dem_offer is None:
            return view
        if view.phase == "di-dem":
            press(app, t("tc.move.decline_di_dem"))
        else:
            play_turn(app, scene, reveal_by_button)
    raise AssertionError("the viewer never had an đi đêm turn")


def last_action(scene: TableHost) -> object:
    state = scene.match.current
    assert state is not None
    return state.log[-1][1]


def test_offer_by_dragging_onto_a_seat_and_picking_the_wish() -> None:
    app, scene, match = open_table(4, options=DI_DEM, seed=9)
    view = to_my_offer(app, scene)
    mine = view.hand[0]
    select(app, scene, (mine,))
    target = next(s for s in (2, 1, 3) if s in scene.controls.offers.partners())
    drag(app, scene.controls.selection.picked[0].rect(2.6).center, scene.places.geo.seat(target).plate.center)
    assert scene.controls.selection.draft.step == "wish" and scene.controls.selection.draft.target == target
    assert scene.controls.selection.pieces() == [mine], "the dragged piece is still the one offered"
    wishes = scene.controls.offers.wishes()
    _, cells = scene.places.geo.palette(len(wishes) + 1)
    click(app, cells[1].center)
    action = last_action(scene)
    assert action == DiDem((mine,), target, wishes[0])
    assert t("tc.didem.log.offer", name=NAMES[0], partner=NAMES[target], count=1) in scene.log
    settle(app, lambda: waiting_human(app, scene))
    state = match.current
    assert state is not None
    if state.view(0).di_dem_offer is not None:  # the partner still thinks: the offer lies before it
        check_picture(scene)
    record = next(r for r in state.view(0).di_dem if r.proposer == 0)  # others may have offered first
    answer = t("tc.didem.log.swap", name=NAMES[0], partner=NAMES[target], count=1) if record.status == "accepted" \
        else t("tc.didem.log.declined", name=NAMES[0], partner=NAMES[target], count=1)
    assert answer in scene.log


def test_offer_by_keys_seat_number_and_palette() -> None:
    app, scene, _ = open_table(4, options=DI_DEM, seed=9)
    to_my_offer(app, scene)
    for _ in range(2):  # the two rightmost pieces
        key(app, pygame.K_LEFT)
        key(app, pygame.K_UP)
    picked = scene.controls.selection.pieces()
    assert len(picked) == 2
    key(app, pygame.K_SPACE)  # Đi đêm: more than one seat may take it — pick one
    assert scene.controls.selection.draft.step == "seat"
    seats = scene.controls.offers.partners()
    key(app, pygame.K_2)
    assert scene.controls.selection.draft == type(scene.controls.selection.draft)("wish", seats[1], -1)
    key(app, pygame.K_BACKSPACE)  # one step back: nothing offered, the pieces still picked
    assert scene.controls.selection.draft.step == "pick" and scene.controls.selection.pieces() == picked
    key(app, pygame.K_SPACE)
    key(app, pygame.K_1)
    key(app, pygame.K_RIGHT)  # "no piece" first,
    key(app, pygame.K_RIGHT)  # then the first piece that could come back
    assert scene.controls.selection.draft.focus == 1
    wish = scene.controls.offers.wishes()[0]
    key(app, pygame.K_RETURN)
    assert last_action(scene) == DiDem(tuple(picked), seats[0], wish)


def test_no_wish_and_no_offer_are_one_key_each() -> None:
    app, scene, _ = open_table(2, options=DI_DEM, seed=3)
    view = to_my_offer(app, scene)
    select(app, scene, view.hand[:1])
    key(app, pygame.K_SPACE)  # one seat only: straight to the wish
    assert scene.controls.selection.draft.step == "wish"
    main_button(app)  # Không xin quân
    assert last_action(scene) == DiDem(view.hand[:1], 1, None)


def _two_humans_to_the_answer(seed: int = 3) -> tuple[App, TableHost, tuple[Piece, ...], Piece | None, int]:
    app, scene, _ = open_table(2, humans=2, options=DI_DEM, seed=seed, speed=1.0)
    view = to_my_offer(app, scene)
    given = view.hand[:2]
    select(app, scene, given)
    main_button(app)
    _, cells = scene.places.geo.palette(len(scene.controls.offers.wishes()) + 1)
    wish = scene.controls.offers.wishes()[0]
    click(app, cells[1].center)
    settle(app, lambda: waiting_human(app, scene))
    assert pass_curtain(app) == 1 - view.seat  # the partner takes the screen
    settle(app, lambda: waiting_human(app, scene))
    return app, scene, given, wish, view.seat


def test_the_partner_sees_the_offer_and_takes_it_pieces_travel_face_down() -> None:
    app, scene, given, wish, proposer = _two_humans_to_the_answer()
    view = view_of(scene)
    offer = view.di_dem_offer
    assert offer is not None and offer.given == given and offer.wish == wish
    assert [sp.tile for sp in scene.places.mat.offer] == list(given) and all(sp.dim for sp in scene.places.mat.offer)
    lines = [text for text, _ in scene.painter.hint_lines()]
    wished = t("tc.didem.wish", piece=t(f"tc.piece.{wish}"))
    assert any(wished in line for line in lines)
    assert not button(app, t("tcui.btn.swap", count=2)).enabled
    back = view.hand[-2:]
    select(app, scene, back)
    main_button(app)
    assert last_action(scene) == AcceptDiDem(back)
    assert scene.viewer() is None, "the answer handed the turn on: nobody's eyes"
    for _ in range(120):  # the swap is shown at once to nobody in particular: no face anywhere
        app.frame(1 / 60)
        for sp in [*scene.places.mat.flying, *(sp for hand in scene.picture.hands.values() for sp in hand)]:
            assert sp.tile is None, "an exchanged piece is shown face up"
    assert t("tc.didem.log.swap", name=NAMES[proposer], partner=NAMES[1 - proposer], count=2) in scene.log
    assert not any(t(f"tc.piece.{p}") in line for line in scene.log for p in (*given, *back))


def test_the_partner_declines_with_a_key() -> None:
    app, scene, _, _, proposer = _two_humans_to_the_answer()
    key(app, pygame.K_n)
    assert isinstance(last_action(scene), DeclineDiDem)
    settle(app, lambda: waiting_human(app, scene))
    assert t("tc.didem.log.declined", name=NAMES[proposer], partner=NAMES[1 - proposer], count=2) in scene.log
