"""The Tam Cúc table, played headless by injected mouse and key events at instant speed.

Scripted deals (the engine's fixed-hands option) put the table in the situations the issue
names — a kết, a trình làng, a chui by button and by drag — and every deal is played to its
end through the real scene: pieces are clicked in the fan, buttons pressed, the curtain
passed.  At every decision the picture is checked against the engine: plates' cây, the
viewer's hand, the trick rows, the discard; and that nothing private of another seat is
ever held by a sprite.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.engine.pieces import Piece, parse_pieces
from game.i18n import t
from game.match.match import Match, Seat
from game.shown.tam_cuc import outcome_text
from game.ui.app import App
from game.ui.screens.curtain import Curtain
from game.ui.table.host import TableHost
from game.ui.table.tam_cuc.logic import sort_hand
from game.variants.tam_cuc.actions import Chui, TrinhLang
from game.variants.tam_cuc.round import OPT_REMOVAL
from game.variants.tam_cuc.trick import watch_of
from game.variants.tam_cuc.variant import TAM_CUC
from game.variants.tam_cuc.view import TamCucView
from tests.ui_harness import DEADLINE, button, click, drag, key, make_app, press, settle

NAMES = ("Bạn", "Lan", "Minh", "Hùng")


# --- setting up tables -------------------------------------------------------------------------
def open_table(n: int, *, humans: int = 1, hands: list[str] | None = None, cai: int | None = None,
               options: dict[str, Any] | None = None, seed: int = 11, size: tuple[int, int] = (1280, 720),
               speed: float = 0.0, human_seats: tuple[int, ...] | None = None,
               balances: list[int] | None = None) -> tuple[App, TableHost, Match]:
    """A table with ``humans`` human seats first (or exactly ``human_seats``); ``hands`` fixes the
    first deal, ``cai`` who leads it."""
    app = make_app(size, speed=speed)
    people = set(human_seats) if human_seats is not None else set(range(humans))
    seats = [Seat(NAMES[i], "human" if i in people else "normal") for i in range(n)]
    match = Match(TAM_CUC, seats, seed=seed, options=options, balances=balances)
    if hands is not None:
        match.script = " | ".join(hands)
    if cai is not None:
        match.banker = cai
    scene = TableHost(app, match)
    app.clear_to(scene)
    return app, scene, match


def view_of(scene: TableHost) -> TamCucView:
    view = scene.controls.phase.view()
    assert isinstance(view, TamCucView)
    return view


def at_rest(app: App) -> bool:
    scene = app.scenes.top
    if isinstance(scene, Curtain):
        return True
    assert isinstance(scene, TableHost)
    return not scene.animator.busy and not scene.picture.banner.active


def waiting_human(app: App, scene: TableHost) -> bool:
    """A curtain is up, the deal is over, or a human has buttons to press."""
    if isinstance(app.scenes.top, Curtain):
        return True
    if not at_rest(app):
        return False
    return scene.results is not None or bool(scene.actions.buttons)


def pass_curtain(app: App) -> int | None:
    """Click through a hand-over curtain if one is up; the seat it was for."""
    top = app.scenes.top
    if not isinstance(top, Curtain):
        return None
    table = app.scenes._scenes[-2]
    assert isinstance(table, TableHost)
    assert not any(isinstance(s, TableHost) for s in app.scenes.visible()), "the table shows through"
    seat = next(s for s, st in enumerate(table.match.seats) if st.name == top.name)
    press(app, top.name)
    return seat


# --- what is on screen against the engine -----------------------------------------------------------
def check_picture(scene: TableHost) -> None:
    """At rest the table shows exactly the viewer's view, and no hidden piece of anyone else."""
    view = view_of(scene)
    mat, model = scene.painter.mat, scene.places.mat
    assert mat.cay == list(view.cay), "cây on the plates"
    assert mat.pile == list(view.won_pile)
    assert mat.rac == sum(view.discards)
    offer = view.di_dem_offer
    for s in range(view.n_seats):
        hand = scene.picture.hands[s]
        away = offer.count if offer is not None and s == offer.proposer else 0  # lying before the target
        assert len(hand) == view.hand_sizes[s] - away
        tiles = [sp.tile for sp in hand]
        if s == view.seat:
            mine = list(view.hand)
            for p in (offer.given or ()) if away else ():
                mine.remove(p)
            assert tiles == sort_hand(mine)
        else:
            assert tiles == [None] * len(hand), f"seat {s}'s hidden pieces are on screen"
        row = [sp.tile for sp in model.trick[s]]
        shown = view.revealed[s]
        if view.phase not in ("commit", "reveal") or view.chui[s]:
            assert row == []
        elif shown:
            assert row == list(shown)
        elif s == view.seat:
            assert row == list(view.my_commit)
        else:
            assert row == [None] * view.committed[s]
        assert [sp.tile for sp in model.shown[s]] == list(view.trinh_lang[s])
    offered = [sp.tile for sp in model.offer]
    if offer is None:
        assert offered == []
    else:
        assert offered == list(offer.given or [None] * offer.count)
    if view.phase == "reveal":
        assert mat.watch.seat == watch_of(view).seat, "the lit group is the one the engine says wins"


def no_hidden_pieces(scene: TableHost) -> None:
    """Whatever the moment: a sprite holds a piece only if the viewer may know it."""
    view = view_of(scene)
    public = set(view.seen().elements()) | set(view.hand) | set(view.my_commit) | set(view.my_discards)
    for s, hand in scene.picture.hands.items():
        for sp in hand:
            assert sp.tile is None or (s == scene.controller.viewer() and sp.tile in view.hand)
    for sp in [*scene.places.mat.flying, *(sp for row in scene.places.mat.trick.values() for sp in row)]:
        assert sp.tile is None or sp.tile in public


# --- playing by mouse ------------------------------------------------------------------------------------
def sprite_of(scene: TableHost, piece: Piece) -> Any:
    seat = scene.places.bottom
    return next(sp for sp in scene.picture.hands[seat] if sp.tile is piece and not sp.selected)


def select(app: App, scene: TableHost, pieces: str | tuple[Piece, ...], *, exact: bool = True) -> None:
    """Click these pieces in the viewer's fan (``exact``: they are then the whole selection)."""
    chosen = parse_pieces(pieces) if isinstance(pieces, str) else pieces
    for p in chosen:
        sp = sprite_of(scene, p)
        click(app, sp.rect(2.6).center)
    if exact:
        assert sorted(str(p) for p in scene.controls.selection.pieces()) == sorted(str(p) for p in chosen)


def main_button(app: App) -> None:
    """Press the primary button with the mouse."""
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    primary = next(b for b in scene.actions.buttons if b.primary)
    click(app, primary.rect.center)


Answer = Callable[[App, TableHost], None]


def reveal_by_button(app: App, scene: TableHost) -> None:
    press(app, t("tcui.btn.reveal"))


def chui_by_button(app: App, scene: TableHost) -> None:
    press(app, t("tcui.btn.chui"))


def chui_by_drag(app: App, scene: TableHost) -> None:
    row = scene.places.mat.trick[scene.places.bottom]
    drag(app, row[0].rect(2.6).center, scene.places.geo.rac_rect().center)


def play_turn(app: App, scene: TableHost, reveal: Answer) -> None:
    """The human at the screen does their turn by mouse: weakest lead or commit, ``reveal`` when asked."""
    view = view_of(scene)
    check_picture(scene)
    seat = view.seat
    assert seat is not None
    legal = scene.controller.legal(seat)
    if view.phase == "declare":
        assert any(isinstance(a, TrinhLang) for a in legal)
        main_button(app)  # Trình làng is the main action when offered
    elif view.phase == "lead":
        lead = next(a for a in legal if type(a).__name__ == "Lead")
        select(app, scene, lead.pieces)  # type: ignore[attr-defined]
        main_button(app)
    elif view.phase == "commit":
        select(app, scene, view.hand[: view.commit_size])
        main_button(app)
    elif view.phase == "di-dem":
        di_dem_turn(app, scene, view)
    else:
        reveal(app, scene)


def di_dem_turn(app: App, scene: TableHost, view: TamCucView) -> None:
    """Đi đêm by mouse: the first proposer offers its weakest piece to the first seat it may,
    asking for the first piece of the palette; an offer is taken with the weakest pieces
    (declined when the wish is not granted, to see both answers)."""
    offer = view.di_dem_offer
    if offer is not None and offer.target == view.seat:
        if offer.wish is None or offer.wish in view.hand:
            select(app, scene, view.hand[: offer.count])
            main_button(app)
        else:
            press(app, t("tc.move.decline_di_dem"))
        return
    if view.di_dem:  # somebody offered already: let the turn go by
        press(app, t("tc.move.no_di_dem"))
        return
    select(app, scene, view.hand[:1])
    main_button(app)  # Đi đêm
    if scene.controls.selection.draft.step == "seat":
        click(app, button(app, t("tcui.btn.give", name="")[:3]).rect.center)
    assert scene.controls.selection.draft.step == "wish"
    _, cells = scene.places.geo.palette(len(scene.controls.offers.wishes()) + 1)
    click(app, cells[1].center)


def play_deal(app: App, scene: TableHost, reveal: Answer = reveal_by_button, *,
              each: Callable[[], None] | None = None, limit: int = 400) -> None:
    """Play the current deal to its result panel, humans by mouse, AI on its own."""
    for _ in range(limit):
        settle(app, lambda: waiting_human(app, scene))
        if pass_curtain(app) is not None:
            continue
        if scene.results is not None:
            return
        if each:
            each()
        play_turn(app, scene, reveal)
    raise AssertionError("the deal did not end")


def finished(scene: TableHost, match: Match) -> None:
    """After a deal: the result panel, scores that balance, plates equal to the engine."""
    assert scene.results is not None
    assert match.round_no == 1 and sum(match.score) == 0
    summary = match.history[-1].summary
    assert scene.painter.mat.cay == list(summary["cay"])
    assert list(scene.results["summary"]["points"]) == list(match.score)  # the deltas are chips if played for chips


# --- the deals ------------------------------------------------------------------------------------
KET_HANDS = ["K A A E E R C H", "k a r c h P P p", "a e r c h P p p", "e R C H P P p p"]
DE_HANDS = ["K k A A E E h h", "e H a r e c P H", "P P p P p R r c", "a C C p P p R p"]
SHOW_HANDS = ["P P P P p h c r", "K a e r C H p p", "A e E R c h p p", "A E R C H P k a"]


def test_a_ket_deal_played_by_mouse() -> None:
    app, scene, match = open_table(4, hands=KET_HANDS, cai=0)
    leads = ["E E", "K", "A A", "R C H"]
    for text in leads:
        settle(app, lambda: waiting_human(app, scene))
        view = view_of(scene)
        assert view.phase == "lead" and view.to_act == (0,)
        check_picture(scene)
        select(app, scene, text)
        assert button(app, t("tc.call." + str(len(text.split())))).enabled
        main_button(app)
    settle(app, lambda: waiting_human(app, scene))
    finished(scene, match)
    assert match.history[-1].summary["outcome"] == "ket"
    assert match.score == [18, -6, -6, -6]
    story = t("tc.story.ket", name="Bạn", group="bộ ba Xe-Pháo-Mã đỏ", ket="kết ba", value=6)
    assert list(scene.log)[-1] == story  # told once, with its group and value
    assert "Bạn lật: Bộ ba Xe-Pháo-Mã đỏ." in scene.log
    assert "Bạn ăn lượt 4 bằng bộ ba Xe-Pháo-Mã đỏ — 3 cây." in scene.log
    assert scene.painter.mat.cay == [8, 0, 0, 0] and scene.painter.mat.pile[0] + scene.painter.mat.rac == 32


def test_a_ket_beaten_is_de_with_its_banner() -> None:
    """The viewer leads kết đôi (h h) to the last trick; an AI turns up a higher pair: đè."""
    app, scene, match = open_table(4, hands=DE_HANDS, cai=0)
    for text in ["E E", "K", "A A", "k", "h h"]:
        settle(app, lambda: waiting_human(app, scene))
        assert view_of(scene).phase == "lead"
        select(app, scene, text)
        main_button(app)
    settle(app, lambda: waiting_human(app, scene))
    finished(scene, match)
    summary = match.history[-1].summary
    assert summary["outcome"] == "de" and summary["ket_seat"] == 0 and summary["value"] == 8  # kết đôi 4, doubled
    assert match.score[0] == -8 and match.score[summary["de_seat"]] == 8
    de = NAMES[summary["de_seat"]]
    assert list(scene.log)[-1] == f"{de} đè kết đôi của Bạn (đôi Mã đen) bằng đôi Pháo đỏ — Bạn đền 8."
    assert scene.painter.mat.scored is not None
    mat = scene.painter.mat
    assert outcome_text(mat, mat.scored) == list(scene.log)[-1]  # the result panel says the same


def test_trinh_lang_then_chui_by_button_and_by_drag() -> None:
    app, scene, match = open_table(4, hands=SHOW_HANDS, cai=1)
    settle(app, lambda: waiting_human(app, scene))
    view = view_of(scene)
    assert view.phase == "declare"
    hints = [text for text, _ in scene.painter.hint_lines()]
    assert any(t("tcui.effect.keep", count=4, cai="Lan") == h for h in hints), hints
    press(app, t("tcui.btn.show", group=t("tc.group.tu-tu.P")))
    settle(app, lambda: waiting_human(app, scene))
    assert scene.painter.mat.cay[0] == 4 and [str(sp.tile) for sp in scene.places.mat.shown[0]] == ["P"] * 4
    check_picture(scene)
    answers = iter([chui_by_button, chui_by_drag])
    play_deal(app, scene, lambda a, s: next(answers, reveal_by_button)(a, s))
    finished(scene, match)
    assert scene.controller.finished is not None
    mine = [a for seat, a in scene.controller.finished.log if seat == 0]
    assert sum(isinstance(a, Chui) for a in mine) >= 2
    assert any(isinstance(a, TrinhLang) for a in mine)
    assert scene.painter.mat.rac >= 2


def test_selection_is_named_and_the_first_trick_ban_explained() -> None:
    app, scene, _ = open_table(4, hands=KET_HANDS, cai=0)
    settle(app, lambda: waiting_human(app, scene))
    select(app, scene, "R")
    sp = next(s for s in scene.picture.hands[0] if s.selected)
    assert sp.lift == pytest.approx(16 * scene.places.geo.scale)
    select(app, scene, "C", exact=False)  # R C: not a group
    hint = scene.painter.hint_lines()[0]
    assert hint == (f"{t('tc.group.none')} — {t('tc.rule.not_group')}", False)
    click(app, next(s for s in scene.picture.hands[0] if s.tile is parse_pieces("H")[0]).rect(2.6).center)
    can = t("tcui.hint.can_lead", call=t("tc.call.3"))
    assert scene.painter.hint_lines()[0] == (f"{t('tc.group.triple.RCH')} — {can}", True)
    key(app, pygame.K_BACKSPACE)
    assert scene.controls.selection.picked == []
    select(app, scene, "K")
    play = next(b for b in scene.actions.buttons if b.primary)
    assert not play.enabled
    click(app, play.rect.center)
    assert t("tc.rule.banned.A") in app.toasts.messages
    select(app, scene, "A", exact=False)
    assert scene.painter.hint_lines()[0][0].startswith(t("tc.group.none"))


def test_keyboard_picks_and_plays() -> None:
    app, scene, match = open_table(4, hands=KET_HANDS, cai=0)
    settle(app, lambda: waiting_human(app, scene))
    hand = scene.picture.hands[0]
    target = next(i for i, sp in enumerate(hand) if str(sp.tile) == "E")
    for _ in range(target + 1):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)
    assert [str(p) for p in scene.controls.selection.pieces()] == ["E", "E"]
    key(app, pygame.K_SPACE)
    settle(app, lambda: waiting_human(app, scene))
    assert match.current is not None and match.current.view(0).trick_no == 1


def test_not_your_turn_pieces_do_not_react() -> None:
    app, scene, _ = open_table(4, hands=SHOW_HANDS, cai=1)
    settle(app, lambda: waiting_human(app, scene))
    press(app, t("tcui.btn.pass"))
    settle(app, lambda: waiting_human(app, scene))
    assert view_of(scene).phase == "commit"
    # now in the reveal decision, the hand does not react
    select(app, scene, view_of(scene).hand[: view_of(scene).commit_size])
    main_button(app)
    settle(app, lambda: waiting_human(app, scene))
    assert view_of(scene).phase == "reveal"
    sp = scene.picture.hands[0][0]
    click(app, sp.rect(2.6).center)
    assert not sp.selected and t("tc.select.not_now") in app.toasts.messages
    assert scene.controls.phase.reveal_turn() == 0 and scene.painter.hints_in_middle()
    mine = t("tcui.hint.mine", group=t(f"tc.piece.{view_of(scene).my_commit[0]}"))
    assert scene.painter.hint_lines()[0][0].startswith(mine)


@pytest.mark.parametrize(("n", "removal"), [(2, None), (3, "K k A P p"), (3, "P p"), (3, "K k A a p"), (4, None)])
def test_every_table_size_and_removal_plays_a_deal(n: int, removal: str | None) -> None:
    options = {OPT_REMOVAL: removal} if removal else None
    app, scene, match = open_table(n, options=options, seed=5 + n)
    play_deal(app, scene, lambda a, s: (chui_by_button if view_of(s).trick_no % 2 else reveal_by_button)(a, s),
              each=lambda: no_hidden_pieces(scene))
    finished(scene, match)
    assert len(scene.picture.hands[0]) == 0
    press(app, t("ui.new_round"))
    settle(app, lambda: waiting_human(app, scene))
    assert match.current is not None and not match.current.is_over()
    check_picture(scene)


def private_pieces_only_of(scene: TableHost, seat: int | None) -> bool:
    """No hand but ``seat``'s (the player at the screen) holds a piece, nor any face-down commit."""
    hands = all(sp.tile is None for s, hand in scene.picture.hands.items() if s != seat for sp in hand)
    commits = all(sp.tile is None or not sp.dim for s, row in scene.places.mat.trick.items() if s != seat for sp in row)
    return hands and commits


def test_hot_seat_curtain_before_every_decision_and_nothing_private_shows() -> None:
    app, scene, match = open_table(2, humans=2, seed=3)
    curtains: list[int] = []
    decisions = 0

    def watched() -> bool:  # checked at every frame, animations included
        if isinstance(app.scenes.top, TableHost):
            assert private_pieces_only_of(scene, curtains[-1] if curtains else None)
        return waiting_human(app, scene)

    for _ in range(400):
        settle(app, watched)
        seat = pass_curtain(app)
        if seat is not None:
            curtains.append(seat)
            continue
        if scene.results is not None:
            break
        view = view_of(scene)
        assert view.seat == curtains[-1], "a decision without its curtain"
        no_hidden_pieces(scene)
        decisions += 1
        play_turn(app, scene, reveal_by_button if decisions % 3 else chui_by_button)
        settle(app, lambda: at_rest(app))
        if isinstance(app.scenes.top, TableHost):
            assert scene.controller.viewer() in (None, view.seat)
            if scene.controller.viewer() is None:
                assert all(sp.tile is None for hand in scene.picture.hands.values() for sp in hand)
    finished(scene, match)
    assert decisions >= 16 and set(curtains) == {0, 1}  # the same player may act twice behind one curtain


def test_bat_cai_is_counted_round_the_table() -> None:
    app, scene, match = open_table(4, seed=21, speed=1.0)
    state = match.current
    assert state is not None
    drawn = next(e for e in state.opening if type(e).__name__ == "CaiDrawn")
    seen: list[int] = []
    for _ in range(2000):
        app.step(1 / 60)
        mark = scene.places.mat.count_mark
        if mark is not None and (not seen or seen[-1] != mark[0]):
            seen.append(mark[0])
        if mark is not None and mark[1] == t("tc.seat.cai"):
            break
    assert seen == list(drawn.counted)  # type: ignore[attr-defined]
    told = t("tcui.log.cai", name=NAMES[drawn.cai])  # type: ignore[attr-defined]
    assert told not in scene.log, "the log tells the count's end once its beat has played, not before"
    for _ in range(120):
        app.step(1 / 60)
    assert told in scene.log
    settle(app, lambda: waiting_human(app, scene))
    assert view_of(scene).cai == drawn.cai  # type: ignore[attr-defined]


def test_animated_picture_ends_equal_to_the_rebuilt_one() -> None:
    """Motion moves sprites between the same places the view would put them."""
    app, scene, _ = open_table(4, seed=8, speed=1.0)
    for _ in range(4):
        deadline = time.monotonic() + DEADLINE  # the AI answers on a thread: wait on the clock
        while not waiting_human(app, scene):  # updates only (no drawing needed)
            assert time.monotonic() < deadline, "no human decision came"
            app.step(0.1)
        animated = picture(scene)
        scene.sync()
        assert picture(scene) == animated
        play_turn(app, scene, chui_by_button)


def test_a_menu_opened_mid_deal_pauses_it_and_the_deal_goes_on() -> None:
    """Esc while the pieces are still flying: the table waits under the menu, and once it is
    closed the deal finishes as it would have — every seat holds its pieces once."""
    app, scene, match = open_table(4, seed=8, speed=1.0)
    app.step(0.3)
    assert scene.animator.busy, "the deal is still being dealt"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not scene
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    deadline = time.monotonic() + DEADLINE
    while not waiting_human(app, scene):
        assert time.monotonic() < deadline, "no human decision came"
        app.step(0.1)
    assert [len(scene.picture.hands[s]) for s in range(4)] == list(match.current.view(0).hand_sizes)
    animated = picture(scene)
    scene.sync()
    assert picture(scene) == animated


def picture(scene: TableHost) -> list[Any]:
    out: list[Any] = [scene.painter.mat.cay, scene.painter.mat.pile, scene.painter.mat.rac]
    for s in range(scene.match.n_seats):
        for row in (scene.picture.hands[s], scene.places.mat.trick[s], scene.places.mat.shown[s]):
            out.append([(str(sp.tile), round(sp.pos[0]), round(sp.pos[1]), sp.width, sp.face_up >= 0.5)
                        for sp in row])
    return out


def test_a_table_waiting_for_a_human_does_not_list_the_moves_every_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """The forced pass (a seat whose only move is to pass) is looked for once per move of the
    round, not on each of the 60 updates a second while the human thinks."""
    app, scene, match = open_table(4, hands=KET_HANDS, cai=0)
    settle(app, lambda: waiting_human(app, scene))
    state = match.current
    assert state is not None
    listed: list[int] = []
    legal = state.legal_actions

    def counted(seat: int) -> Any:
        listed.append(seat)
        return legal(seat)

    monkeypatch.setattr(state, "legal_actions", counted)
    for _ in range(60):
        app.frame(1 / 60)
    asks = len(listed)
    assert asks <= 2 * len(state.to_act()), listed  # the table's own asks (buttons) aside, not 60×
    key(app, pygame.K_RIGHT)  # a pick changes nothing of the round: still no new listing per frame
    for _ in range(60):
        app.frame(1 / 60)
    assert len(listed) - asks <= 2 * len(state.to_act()), listed
