"""Tam Cúc played for chips at the table (issue 18 §3, option ``choi-tien``): the setup asks
for stakes, the plates show chips and their change, the result panel puts chips beside points."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import t
from game.ui.screens.setup_model import TablePlan
from game.ui.table.tam_cuc.results import result_rows
from game.variants.tam_cuc.round import OPT_CHIPS
from tests.test_ui_screens_setup import open_setup, show_rule
from tests.test_ui_screens_support import open_app, press_control, screen_text
from tests.test_ui_tam_cuc import KET_HANDS, finished, main_button, open_table, select, waiting_human
from tests.ui_harness import frames, info_text, settle


def test_the_setup_asks_for_stakes_only_when_tam_cuc_is_played_for_chips() -> None:
    plan = TablePlan.new("tam-cuc", "Bạn")
    assert not plan.uses_chips
    plan.options[OPT_CHIPS] = True
    assert plan.uses_chips and plan.problem() is None
    match = plan.build()
    assert match.plays_for_chips
    assert all(b >= match.variant.chips_needed(match.config()) for b in match.balances)
    assert TablePlan.new("ba-cay", "Bạn").uses_chips


def test_tam_cuc_for_chips_reads_the_stake_alone() -> None:
    plan = TablePlan.new("tam-cuc", "Bạn")
    plan.options[OPT_CHIPS] = True
    plan.stake, plan.min_bet, plan.max_bet = "25", "not a number", "1"  # fields it does not ask for
    assert plan.amount_fields == ("stake",) and plan.problem() is None
    assert plan.build().base.stake == 25
    plan.stake = "x"
    assert plan.problem() == t("setup.error.number", field=t("setup.stake"))
    assert TablePlan.new("ba-cay", "Bạn").amount_fields == ("stake", "min_bet", "max_bet")


def test_plates_and_results_show_chips_beside_points() -> None:
    app, scene, match = open_table(4, hands=KET_HANDS, cai=0, options={OPT_CHIPS: True}, speed=1.0)
    start = list(match.balances)
    assert t("ui.stake", amount=match.base.stake) in info_text(scene)
    flights = 0
    for text in ["E E", "K", "A A", "R C H"]:
        settle(app, lambda: waiting_human(app, scene))
        select(app, scene, text)
        main_button(app)
    for _ in range(2000):  # the settlement: chips fly to the pot and on to the winner
        flights += len(scene.picture.flights)
        if waiting_human(app, scene):
            break
        app.frame(1 / 30)
    assert flights, "no chips moved on the table"
    assert not scene.picture.piles, "issue 39: a big win's chip pile was left on the mat, over the winner's plate"
    finished(scene, match)
    assert match.score == [18, -6, -6, -6]  # the running score stays in points
    stake = match.base.stake
    assert [b - s for b, s in zip(match.balances, start)] == [18 * stake, -6 * stake, -6 * stake, -6 * stake]
    assert [s.chips for s in scene.shown.seats] == list(match.balances), "the plates show the chips the ledger holds"
    rows = {row.name: row for row in result_rows(scene.painter.mat)}
    assert (rows["Bạn"].points, rows["Bạn"].chips) == (18, 18 * stake)
    assert (rows["Lan"].points, rows["Lan"].chips) == (-6, -6 * stake)


def test_a_points_table_has_no_chip_column() -> None:
    app, scene, match = open_table(4, hands=KET_HANDS, cai=0)
    for text in ["E E", "K", "A A", "R C H"]:
        settle(app, lambda: waiting_human(app, scene))
        select(app, scene, text)
        main_button(app)
    settle(app, lambda: waiting_human(app, scene))
    assert scene.results is not None and not match.plays_for_chips
    assert all(row.chips is None for row in result_rows(scene.painter.mat))
    assert t("ui.stake", amount=match.base.stake) not in info_text(scene)


def test_the_setup_screen_shows_the_stakes_when_choi_tien_is_ticked(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    app = open_app(tmp_path, monkeypatch)
    scene = open_setup(app, "tam-cuc")
    assert not any(c.key.startswith("amount.") for c in scene.controls)
    show_rule(app, OPT_CHIPS)
    press_control(app, f"opt.{OPT_CHIPS}")
    assert scene.plan.options[OPT_CHIPS] is True
    assert scene.control("amount.stake") is not None  # the form was laid out again with the stakes
    # the stake alone: nobody bets at Tam Cúc, a point is one stake
    assert sorted(c.key for c in scene.controls if c.key.startswith("amount.")) == ["amount.stake"]
    text = screen_text(app, monkeypatch)
    assert t("setup.per_point") in text and t("setup.min_bet") not in text and t("setup.max_bet") not in text
    frames(app, 2)  # and draws
    show_rule(app, OPT_CHIPS)
    press_control(app, f"opt.{OPT_CHIPS}")
    assert not any(c.key.startswith("amount.") for c in scene.controls)
    frames(app, 2)
