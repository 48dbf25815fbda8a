"""Quick bets in the chip selector (issue 39): beside the chips, the bet of the seat's round
before again, the table's minimum and ×2 — each bets in one click, and what a seat bets is
remembered as its last bet for the next round's "again"."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import t
from game.ui.table.french.chips import ChipButton
from game.variants.three_card.defs import Bet
from tests.ui_harness import ba_cay_table, button, make_app, press, settle


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))


def test_a_quick_bet_bets_in_one_click_and_is_remembered() -> None:
    app = make_app((960, 540))
    scene = ba_cay_table(app, 4)
    settle(app, lambda: scene.acting_human() == 0 and bool(scene.actions.buttons))
    bets = sorted(a.amount for a in scene.controller.legal(0) if isinstance(a, Bet))
    least = bets[0]
    assert button(app, t("ui.bet.quick.min", amount=least))
    assert button(app, t("ui.bet.quick.double", amount=2 * least))  # twice the least: no bet before
    with pytest.raises(AssertionError):
        button(app, t("ui.bet.quick.last", amount=least).split()[0])  # no last bet yet
    press(app, t("ui.bet.quick.double", amount=2 * least))
    state = scene.controller.state
    assert state is not None and (0, Bet(2 * least)) in state.log
    # the next round offers that bet again, first of the quick bets (after the chips)
    chips = scene.controls.choice.chips  # type: ignore[attr-defined]
    again = [b.label() for b in chips.buttons(bets, lambda amount: True, "ui.bet.place", seat=0)
             if not isinstance(b, ChipButton)]
    assert again[:3] == [t("ui.bet.quick.last", amount=2 * least), t("ui.bet.quick.min", amount=least),
                         t("ui.bet.quick.double", amount=4 * least)]
    scene.close()
