"""The French table says every answer and keeps its promises (issue 17 §2–§4, §6; issue 18 §1
at the table; issue 22's table items): refusals with their reasons, the log's round by round
story, the result panel's rows, the chip bar and the action bar that do not move, Space and
Enter, the mode of each round, a table continued from its save."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.catalog import VARIANTS
from game.i18n import set_language, t
from game.match.match import HUMAN, Match, Seat
from game.ui.app import App
from game.ui.screens.curtain import Curtain
from game.ui.table import chrome
from game.ui.table.french.chips import chip_values
from game.ui.table.french.results import PUSH_COLOR, amount_color
from game.ui.table.host import TableHost
from game.ui.widgets import resolve
from game.variants.three_card.defs import Back, Bet, Challenge, Decline, Ready
from game.variants.xi_dach.round import Bet as XdBet
from game.variants.xi_dach.round import Draw, XetAll
from tests.ui_harness import button, click, info_text, key, make_app, settle

NAMES = ["Lan", "Minh", "Hùng", "Mai", "Tuấn", "Hoa"]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    a = make_app()
    yield a
    a.quit()


def open_table(app: App, key_: str, levels: list[str], *, save: bool = False, **kw: object) -> TableHost:
    kw.setdefault("balances", [1000] * len(levels))
    match = Match(VARIANTS[key_], [Seat(n, lv) for n, lv in zip(NAMES, levels)], seed=5, **kw)  # type: ignore[arg-type]
    app.open("table", match=app.session.prepare_match(match) if save else match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    return scene


def labels(scene: TableHost) -> list[str]:
    return [resolve(b.label) for b in scene.actions.buttons]


def at_rest(scene: TableHost, seat: int, kind: type) -> bool:
    return (scene.acting_human() == seat and not scene.animator.busy
            and any(isinstance(a, kind) for a in scene.controller.legal(seat)))


# --- bets: limits with their reason, chips that fit, nothing sliding --------------------------
def test_cao_cai_takes_any_multiple_of_the_chip_unit() -> None:
    match = Match(VARIANTS["bai-cao"], [Seat("a"), Seat("b"), Seat("c")], mode="cao-cai", banker=2,
                  max_bet=500, seed=1)
    state, _ = match.start_round()
    amounts = sorted(a.amount for a in state.legal_actions(0) if isinstance(a, Bet))
    assert amounts == list(range(10, 501, 10)), "30 is as good a bet as 20 or 50"
    state.apply(0, Bet(30))
    assert state.view(0).seats[0].bet == 30


def test_chip_bar_offers_only_chips_that_fit() -> None:
    assert chip_values([10, 20, 30, 40, 50]) == [10, 50]
    assert chip_values([10, 20]) == [10]
    assert chip_values([100, 200, 300]) == [100], "a 10 cannot make a bet of this table"
    assert chip_values(list(range(20, 1001, 20))) == [10, 100, 500, 1000]


def test_a_bet_over_the_limit_says_why(app: App) -> None:
    scene = open_table(app, "bai-cao", [HUMAN, "easy", "easy"], mode="cao-cai", banker=2, max_bet=500)
    settle(app, lambda: at_rest(scene, 0, Bet))
    for _ in range(3):
        click(app, button(app, "500").rect.center)
    over = button(app, "Đặt cược")
    assert not over.enabled
    click(app, over.rect.center)
    assert t("ui.bet.max_table", amount=500) in app.toasts.messages
    # the chips keep their places while the total's label widens
    chips_before = [b.rect.copy() for b in scene.actions.buttons[:4]]
    key(app, pygame.K_DELETE)
    click(app, button(app, "10").rect.center)
    assert [b.rect for b in scene.actions.buttons[:4]] == chips_before
    # 30 is built from three chips of 10 and placed with Space
    for _ in range(2):
        click(app, button(app, "10").rect.center)
    key(app, pygame.K_SPACE)
    assert scene.match.current is not None and scene.match.current.view(0).seats[0].bet == 30


def test_the_limit_names_the_players_chips(app: App) -> None:
    scene = open_table(app, "ba-cay", [HUMAN, "easy", "easy"], banker=1, max_bet=600, balances=[60, 1000, 1000])
    settle(app, lambda: at_rest(scene, 0, Bet))
    click(app, button(app, "50").rect.center)
    click(app, button(app, "50").rect.center)
    click(app, button(app, "Đặt cược").rect.center)
    assert t("ui.bet.max_chips", amount=60, count=60) in app.toasts.messages


# --- side bets: answers said, buttons in place ---------------------------------------------------
def test_a_declined_challenge_is_announced_and_a_second_try_says_why(app: App) -> None:
    scene = open_table(app, "ba-cay", [HUMAN, HUMAN, "easy"], banker=2)
    for _ in range(2):
        settle(app, lambda: isinstance(app.scenes.top, Curtain) or scene.acting_human() is not None)
        if isinstance(app.scenes.top, Curtain):
            app.scenes.top.row.buttons[0].on_click()
            app.frame(1 / 60)
        me = scene.acting_human()
        assert me is not None
        scene.act(me, Bet(10))
    settle(app, lambda: isinstance(app.scenes.top, Curtain) or scene.acting_human() is not None)
    if isinstance(app.scenes.top, Curtain):
        app.scenes.top.row.buttons[0].on_click()
    settle(app, lambda: scene.acting_human() is not None and not scene.animator.busy)
    me = scene.acting_human()
    assert me is not None
    other = 1 - me
    places = [b.rect.copy() for b in scene.actions.buttons]
    assert labels(scene)[-1] == t("tc.ui.ready")
    scene.act(me, Challenge(other, 10))
    settle(app, lambda: not scene.animator.busy)
    assert [b.rect for b in scene.actions.buttons] == places, "a challenge made moves no button"
    scene.act(me, Ready())
    settle(app, lambda: isinstance(app.scenes.top, Curtain) or scene.acting_human() == other)
    if isinstance(app.scenes.top, Curtain):
        app.scenes.top.row.buttons[0].on_click()
    settle(app, lambda: scene.acting_human() == other and not scene.animator.busy)
    scene.act(other, Decline(me))
    settle(app, lambda: not scene.animator.busy)
    declined = t("tc.ui.declined", name=NAMES[other], maker=NAMES[me])
    assert declined in app.toasts.messages
    assert t("tc.log.side.declined", maker=NAMES[me], target=NAMES[other]) in scene.log
    # the challenger, back at the table, may not ask again, and is told why
    view = scene.match.current.view(me)  # type: ignore[union-attr]
    assert any(b.status == "declined" for b in view.side_bets)
    choice = scene.controls.choice
    choice.picking = Challenge
    scene.controller.unlock(me)
    assert choice._why_not_target(other, me, view) == t("tc.ui.refused_before", name=NAMES[other])


# --- Xì Dách: the dealer under 16, keys, the squeeze ------------------------------------------
def test_dealer_under_sixteen_is_told_why_not(app: App) -> None:
    scene = open_table(app, "xi-dach", [HUMAN, "easy", "easy"], banker=0, script="10C 4D | 9S 8H | 10S 7H")
    settle(app, lambda: at_rest(scene, 0, Draw))
    key(app, pygame.K_f)  # the dealer, too, squeezes or turns up their cards
    assert labels(scene)[:3] == [t("xd.ui.draw"), t("xd.ui.xet_one"), t("xd.ui.xet_all")]
    key(app, pygame.K_a)
    assert t("xd.illegal.not_of_age") in app.toasts.messages
    app.toasts.items.clear()
    click(app, scene.places.lay.spot(1).plate.center)
    assert t("xd.illegal.not_of_age") in app.toasts.messages
    assert not any(isinstance(a, XetAll) for a in scene.controller.legal(0))


def test_xi_dach_cards_arrive_face_down_for_the_squeeze_and_leave_shows_its_key(app: App) -> None:
    scene = open_table(app, "xi-dach", [HUMAN, "easy", "easy"], banker=1, script="10C 5D | 9S 8H | 10S 7H")
    settle(app, lambda: at_rest(scene, 0, Draw))
    assert all(sp.face_up == 0.0 for sp in scene.picture.hands[0]), "the player's own cards wait for the squeeze"
    assert labels(scene) == [t("xd.ui.open")], "nothing is offered before the player has looked"
    card = scene.picture.hands[0][0].rect(1.4)
    pos = (card.left + 3, card.top + 3)  # grab the top-left corner
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 10, pos[1] + 15), rel=(1, 1),
                                    buttons=(1, 0, 0)))
    assert scene.picture.hands[0][0].peel_corner == (-1, -1) and 0 < scene.picture.hands[0][0].peel < 0.5
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    key(app, pygame.K_f)
    settle(app, lambda: not scene.animator.busy)
    leave = button(app, t("xd.ui.leave"))
    assert leave.key_hint == "B"


def test_space_and_enter_both_start_the_next_round(app: App) -> None:
    scene = open_table(app, "xi-dach", [HUMAN, "easy"], banker=1)
    for k in (pygame.K_RETURN, pygame.K_SPACE):
        def finished() -> bool:
            if scene.acting_human() is not None and not scene.animator.busy:
                scene.open_all()
                legal = scene.controller.legal(0)
                from game.variants.xi_dach.round import Stand
                if Stand() in legal:
                    scene.act(0, Stand())
            return scene.results is not None and not scene.animator.busy
        settle(app, finished)
        played = scene.match.round_no
        key(app, k)
        assert scene.results is None and scene.match.round_no == played, f"{pygame.key.name(k)} starts Ván mới"


# --- the result panel ---------------------------------------------------------------------------
def test_a_push_is_not_drawn_as_a_loss() -> None:
    assert amount_color(0) == PUSH_COLOR != amount_color(-10)


def test_result_panel_lists_cards_details_side_bets_and_fees(app: App) -> None:
    # Minh holds the bank; Lan and Minh both hold 6 points, Lan's 5♦ beats Minh's 6♣
    scene = open_table(app, "ba-cay", [HUMAN, "easy", "easy"], banker=1,
                       script="AS 5D 9S | AC 6C 8S | 2H 3H 4C")

    def play() -> bool:
        me = scene.acting_human()
        if me is not None and not scene.animator.busy:
            legal = scene.controller.legal(me)
            bets = [a for a in legal if isinstance(a, Bet)]
            scene.open_all()
            scene.act(me, bets[0] if bets else Ready() if Ready() in legal else legal[-1])
        return scene.results is not None and not scene.animator.busy

    settle(app, play)
    rows = scene.shown.results or []
    lan = next(r for r in rows if r.name == t("ui.you"))  # Lan is the table's one player: "Bạn"
    assert len(lan.cards) == 3 and "5♦" in lan.text and "6♣" in lan.text, lan.text
    # a seat's row ends with its change for the round, side bets included: the plate's change
    assert lan.amount == scene.shown.seats[0].delta == scene.results["deltas"][0]  # type: ignore[index]
    sides = [r for r in rows if r.sub and "—" in r.text]
    for row in sides:  # "Biên giới: Lan thách Minh 50 — Lan -100, Minh +95 (phí 5)": whose amount is whose
        said = row.text.split("—")[1].strip()  # ... or "Lan thách Minh 50 — Hòa": nobody's chips moved
        assert row.amount is None and (said == t("tc.side_status.push")
                                       or any(name in said for name in (*NAMES, t("ui.you"))))
    app.draw()
    assert scene.controls.result_panel.rect.width and scene.places.lay.middle.contains(scene.controls.result_panel.rect)
    places = [b.rect.copy() for b in scene.actions.buttons]
    key(app, pygame.K_r)
    assert scene.controls.result_panel.folded
    app.draw()
    assert [b.rect for b in scene.actions.buttons] == places, "folding the panel moves no button"
    assert scene.controls.result_panel.rect.width == 0, "folded away: every hand is in sight"


# --- the log, and a table continued from its save -------------------------------------------------
def test_the_log_tells_the_round_and_a_continued_table_shows_the_rounds_played(app: App) -> None:
    scene = open_table(app, "xi-dach", [HUMAN, "normal", "easy"], banker=1, save=True)

    def play() -> bool:
        if scene.acting_human() is not None and not scene.animator.busy:
            scene.open_all()
            legal = scene.controller.legal(0)
            scene.act(0, legal[0] if Draw() not in legal or len(scene.picture.hands[0]) > 2 else Draw())
        return scene.results is not None and not scene.animator.busy

    settle(app, play)
    log = list(scene.log)
    assert log[0] == t("ui.log.round", n=1)
    assert any(line.startswith("Nhà cái") or "Minh" in line for line in log[1:])
    key(app, pygame.K_ESCAPE)  # to the menu; the table is saved
    again = make_app()  # a new start of the program reads the save
    try:
        match = again.session.load_autosave()
        assert match is not None and len(match.history) == 1
        again.open("table", match=match)
        resumed = again.scenes.top
        assert isinstance(resumed, TableHost)
        assert t("ui.log.round", n=1) in resumed.log and len(resumed.log) >= 2
        assert resumed.log[:len(log)] == log, "the resumed table tells the round played as it was told"
        assert chrome.history_lines(resumed.controller, resumed.viewer(), resumed.seat_name, 8, 1000, 14), \
        "the history of rounds is there"
    finally:
        again.quit()


# --- the mode of each round (Ba Cây chọn từng ván) ------------------------------------------------
def test_the_host_is_asked_the_mode_before_each_round(app: App) -> None:
    scene = open_table(app, "ba-cay", [HUMAN, "easy", "easy"], mode="chon-tung-van")
    app.frame(1 / 60)
    assert scene.rounds.prompt is not None and scene.match.current is None
    assert labels(scene) == [t("mode.ba-cay.chuong"), t("mode.ba-cay.nhat-an-tat")]
    key(app, pygame.K_2)
    assert scene.match.current is not None and scene.match.current.config.mode == "nhat-an-tat"
    assert t("ui.mode.chosen", name=t("ui.you"), mode=t("mode.ba-cay.nhat-an-tat")) in scene.log
    assert t("mode.ba-cay.nhat-an-tat") in info_text(scene)


def test_a_hot_seat_chooser_answers_behind_the_curtain(app: App) -> None:
    scene = open_table(app, "ba-cay", [HUMAN, HUMAN, "easy"], mode="chon-tung-van")
    settle(app, lambda: isinstance(app.scenes.top, Curtain))
    chooser = scene.rounds.prompt.chooser if scene.rounds.prompt else None
    assert chooser is not None and scene.controller.viewer() is None
    app.scenes.top.row.buttons[0].on_click()  # type: ignore[union-attr]
    settle(app, lambda: app.scenes.top is scene)
    assert scene.controller.viewer() == chooser
    key(app, pygame.K_1)
    assert scene.match.current is not None and scene.match.current.config.mode == "chuong"


def test_an_ai_table_votes_and_a_fixed_table_can_switch(app: App) -> None:
    scene = open_table(app, "ba-cay", ["easy", "easy", "easy"], mode="chon-tung-van")
    app.frame(1 / 60)
    assert scene.match.current is not None and scene.rounds.prompt is None
    assert any(line.startswith(t("ui.mode.voted", mode="").rstrip(" .")) for line in scene.log)
    fixed = open_table(app, "ba-cay", [HUMAN, "easy"], banker=1)

    def done() -> bool:
        me = fixed.acting_human()
        if me is not None and not fixed.animator.busy:
            legal = fixed.controller.legal(me)
            fixed.open_all()
            # bet, answer an AI's challenge (its timing varies with the machine's load), or be ready
            fixed.act(me, next((a for kind in (Bet, Decline, Ready) for a in legal if isinstance(a, kind)), legal[0]))
        return fixed.results is not None and not fixed.animator.busy

    settle(app, done)
    key(app, pygame.K_d)
    assert fixed.rounds.prompt is not None
    key(app, pygame.K_1)  # the first other mode: nhất ăn tất
    assert fixed.match.table_mode == "nhat-an-tat" and fixed.rounds.prompt is None
    key(app, pygame.K_SPACE)
    assert fixed.match.current is not None and fixed.match.current.config.mode == "nhat-an-tat"


def test_in_hot_seat_each_player_squeezes_their_own_cards(app: App) -> None:
    scene = open_table(app, "ba-cay", [HUMAN, HUMAN, "easy"], banker=2)

    def through_curtain() -> None:
        if isinstance(app.scenes.top, Curtain):
            app.scenes.top.row.buttons[0].on_click()
            app.frame(1 / 60)

    for _ in range(2):
        settle(app, lambda: isinstance(app.scenes.top, Curtain) or scene.acting_human() is not None)
        through_curtain()
        me = scene.acting_human()
        assert me is not None
        scene.act(me, Bet(10))
    opened: list[int] = []
    for _ in range(2):
        settle(app, lambda: isinstance(app.scenes.top, Curtain) or (
            scene.acting_human() is not None and not scene.animator.busy))
        through_curtain()
        settle(app, lambda: scene.acting_human() is not None and not scene.animator.busy)
        me = scene.acting_human()
        assert me is not None and me not in opened
        assert all(sp.face_up == 0.0 for sp in scene.picture.hands[me]), f"seat {me}'s cards arrive face down"
        scene.open_all()
        settle(app, lambda: not scene.animator.busy)
        assert all(sp.face_up == 1.0 for sp in scene.picture.hands[me])
        opened.append(me)
        scene.act(me, Ready())


def test_xi_dach_stakes_lie_on_the_felt_from_the_start(app: App) -> None:
    scene = open_table(app, "xi-dach", [HUMAN, "easy", "easy"], banker=1)
    settle(app, lambda: not scene.animator.busy)
    bets = [seat.bet for seat in scene.shown.seats]
    assert bets[0] == bets[2] == scene.match.base.stake and bets[1] == 0


def test_the_pot_shows_the_chips_carried_over(app: App) -> None:
    match = Match(VARIANTS["bai-cao"], [Seat("Lan", HUMAN), Seat("Minh", "easy"), Seat("Hùng", "easy")],
                  mode="cao-rua", seed=3)
    match.carry = 1  # a split left one chip in the pot last round
    app.open("table", match=match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    settle(app, lambda: scene.acting_human() is not None and not scene.animator.busy)
    assert scene.shown.pot == 31
    assert scene.painter.pot_text(scene.shown.pot) == t("ui.pot.carry", amount=30, carry=1) == "Tiền cược 30 + 1"


def test_an_offer_to_answer_comes_before_choosing_a_seat(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_table(app, "ba-cay", [HUMAN, HUMAN, "easy"], banker=2)

    def at_table() -> int | None:
        settle(app, lambda: isinstance(app.scenes.top, Curtain) or (scene.acting_human() is not None
                                                                    and not scene.animator.busy))
        if isinstance(app.scenes.top, Curtain):
            app.scenes.top.row.buttons[0].on_click()
            settle(app, lambda: scene.acting_human() is not None and not scene.animator.busy)
        return scene.acting_human()

    for _ in range(2):
        me = at_table()
        assert me is not None
        scene.act(me, Bet(10))
    first = at_table()
    assert first is not None
    other = 1 - first
    scene.act(first, Challenge(other, 10))
    scene.act(first, Ready())
    assert at_table() == other
    scene.controls.choice._pick(Challenge)  # the challenged player had started to choose a seat
    prompts: list[str] = []
    monkeypatch.setattr(scene.painter.marks, "draw_prompt", lambda surface, text: prompts.append(text))
    app.dirty = True
    app.frame(1 / 60)
    assert labels(scene)[-1] == t("tc.ui.decline") and t("tc.ui.pick_target") not in prompts
    assert not scene.controls.choice.seat_clicked(2), "no seat is chosen while the offer waits"


def test_the_amount_prompt_says_whom_you_back_or_challenge(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ké cửa: once the seat is chosen, the prompt over the chips names it — "Ké cửa Minh:
    chọn số tiền", "Back Minh: choose the amount" — and a challenge says it is one (issue 29)."""
    scene = open_table(app, "ba-cay", [HUMAN, "easy", "easy"], mode="chuong", banker=2)
    settle(app, lambda: at_rest(scene, 0, Bet))
    scene.act(0, Bet(10))
    settle(app, lambda: at_rest(scene, 0, Back))
    prompts: list[str] = []
    monkeypatch.setattr(scene.painter.marks, "draw_prompt", lambda surface, text: prompts.append(text))

    def prompt(lang: str) -> str:
        set_language(lang)
        app.dirty = True
        app.frame(1 / 60)
        return prompts[-1]

    try:
        for kind, said in ((Back, {"vi": "Ké cửa Minh: ", "en": "Back Minh: "}),
                           (Challenge, {"vi": "Thách Minh: ", "en": "Challenge Minh: "})):
            scene.controls.choice._pick(kind)
            assert scene.controls.choice.seat_clicked(1) and scene.controls.choice.target == 1  # Minh, seat 1
            for lang, start in said.items():
                assert prompt(lang).startswith(start), (kind.__name__, lang, prompts[-1])
            scene.controls.choice._cancel()
    finally:
        set_language("vi")


def test_the_table_waits_while_its_menu_is_open(app: App) -> None:
    """Esc pauses the table: no AI decides and nothing moves until the player plays on."""
    app.session.update_settings(anim_speed=1.0)  # the AI's pauses: the round is caught in play
    scene = open_table(app, "xi-dach", ["easy", "easy", "easy"], banker=0)
    settle(app, lambda: scene.match.current is not None and len(scene.match.current.log) > 0)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not scene
    current = scene.match.current
    assert current is not None
    before = len(current.log), len(scene.match.history)
    for _ in range(240):  # four seconds of frames: the easy AI pauses under a second at 1×
        app.frame(1 / 60)
    assert (len(current.log), len(scene.match.history)) == before
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    settle(app, lambda: len(scene.match.history) > before[1] or len(current.log) > before[0])


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_xi_dach_odds_stand_beside_the_buttons_and_follow_the_keyboard(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29: the hint is in view without hovering — one line per move left of the action
    buttons, the line of the button with the keyboard focus in gold — not cut on the prompt
    line over the cards."""
    import game.ui.table.xi_dach.marks as xd_panel
    from game.ui import theme

    app = make_app(size)
    app.session.update_settings(show_hints=True)
    scene = open_table(app, "xi-dach", [HUMAN, "easy", "easy"], banker=1, script="10C 6D | 9S 8H | 10S 7H")
    settle(app, lambda: scene.acting_human() == 0 and not scene.animator.busy)
    scene.open_all()
    settle(app, lambda: at_rest(scene, 0, Draw))
    drawn: list[tuple[str, object]] = []
    real_fit = xd_panel.fit
    monkeypatch.setattr(xd_panel, "fit", lambda text, size, width, **kw: (
        drawn.append((text, kw.get("color"))), real_fit(text, size, width, **kw))[1])
    prompts: list[str] = []
    monkeypatch.setattr(scene.painter.marks, "draw_prompt", lambda surface, text: prompts.append(text))

    def lines() -> list[tuple[str, object]]:
        drawn.clear()
        app.dirty = True
        app.frame(1 / 60)
        return list(drawn)

    shown = lines()
    assert not prompts, "the odds fit beside the buttons"
    assert [text.split(":")[0] for text, _ in shown] == [t("xd.ui.draw"), t("xd.ui.stand")]
    assert all(color == theme.CREAM for _, color in shown)
    assert any(told.kind == "hint" for told in scene.sight.told)
    right = max(b.rect.left for b in scene.actions.buttons[:1])
    assert scene.places.lay.bottom_bar.left < right
    key(app, pygame.K_TAB)  # the keyboard's focus on Rút: its line in gold
    assert [color for _, color in lines()] == [theme.GOLD_LIGHT, theme.CREAM]
    key(app, pygame.K_TAB)  # on Dằng
    assert [color for _, color in lines()] == [theme.CREAM, theme.GOLD_LIGHT]
    app.quit()


def test_a_xi_dach_seat_out_says_why_on_its_tag(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29: a seat the dealer cannot cover sits out, and its tag on the table says why
    (the log and the result panel say it whole)."""
    from game.ui.table.french import painter as french_painter

    scene = open_table(app, "xi-dach", ["easy", "easy", HUMAN], banker=1, balances=[2000, 450, 2000],
                       options={"free-bets": True, "thuong": True}, stake=100, min_bet=100, max_bet=1000)
    settle(app, lambda: at_rest(scene, 2, XdBet))
    pills: list[str] = []
    real = french_painter.pill
    monkeypatch.setattr(french_painter, "pill", lambda surface, rect, text, size, **kw: (
        pills.append(text), real(surface, rect, text, size, **kw))[1])
    scene.act(2, XdBet(200))
    settle(app, lambda: scene.shown.seats[0].sat_out is not None)
    app.dirty = True
    app.frame(1 / 60)
    assert t("xd.tag.sat_out.banker") in pills
    assert any(t("xd.sat_out.banker", name="Lan", times=2) in line for line in scene.shown.log)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_question_about_the_players_hand_stands_centred_clear_of_their_seat(size: tuple[int, int]) -> None:
    """Issue 29: "Dằng non?" and "Bỏ cuộc?" are asked in the middle of the screen and cover
    neither the cards nor the plate they are about."""
    from game.ui.screens.dialog import Confirm

    app = make_app(size)
    scene = open_table(app, "xi-dach", [HUMAN, "easy", "easy"], banker=1, script="10C 5D | 9S 8H | 10S 7H")
    settle(app, lambda: scene.acting_human() == 0 and not scene.animator.busy)
    scene.open_all()
    settle(app, lambda: at_rest(scene, 0, Draw))
    for k in (pygame.K_s, pygame.K_b):  # Dằng at 15 (non), then Bỏ cuộc
        key(app, k)
        dialog = app.scenes.top
        assert isinstance(dialog, Confirm)
        app.draw()
        w, h = size
        assert abs(dialog.rect.centerx - w // 2) <= 2 and abs(dialog.rect.centery - h // 2) <= 2
        me = scene.places.lay.spot(0)
        assert not dialog.rect.colliderect(me.cards) and not dialog.rect.colliderect(me.plate)
        key(app, pygame.K_ESCAPE)
        assert app.scenes.top is scene
    app.quit()


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
@pytest.mark.parametrize(("n", "dealer"), [(n, d) for n in (4, 6) for d in range(1, n)])
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_dang_non_covers_neither_the_dealers_seat_nor_the_players_cards(size: tuple[int, int], n: int, dealer: int,
                                                                      lang: str, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29: "Dằng non?" is a question about the player's hand against the dealer's: it
    stands clear of the dealer's plate, badge, cards and tag and of the player's own seat,
    wherever the dealer sits (centred at 6 seats it covered the dealer at the right)."""
    from game.ui.screens.dialog import Confirm

    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    script = " | ".join(["10C 4D", "9S 8H", "10S 7H", "9D 9H", "10H 8C", "8S 8D"][:n])  # the player: 14, non
    app = make_app(size)
    set_language(lang)
    try:
        scene = open_table(app, "xi-dach", [HUMAN] + ["easy"] * (n - 1), banker=dealer, script=script)
        settle(app, lambda: scene.acting_human() == 0 and not scene.animator.busy)
        scene.open_all()
        settle(app, lambda: at_rest(scene, 0, Draw))
        key(app, pygame.K_s)
        dialog = app.scenes.top
        assert isinstance(dialog, Confirm) and dialog.title == t("xd.ui.non.title")
        app.draw()
        them, me = scene.places.lay.spot(dealer), scene.places.lay.spot(0)
        badge = them.plate.inflate(0, them.plate.height // 2)  # the role badge hangs over the plate's foot
        for part in (*them.own, badge, *me.own):
            assert not dialog.rect.colliderect(part), f"{dialog.rect} covers {part}"
        assert app.screen.get_rect().contains(dialog.rect)
        key(app, pygame.K_ESCAPE)
        assert app.scenes.top is scene
    finally:
        app.quit()
        set_language("vi")
