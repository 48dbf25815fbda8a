"""Bài Cào's ván phụ told as it happened (issue 38): the round says who took the pot after a
ván phụ, the result panel credits that player — live, resumed and replayed — and a replay
shows each ván phụ as a step of its own, the tie first.

The deals are scripted (TableConfig.script: the first deal, then each ván phụ's after a ``;``):
one ván phụ, two in a row (the first ties again) and a three-way tie.  In each the player
who takes the pot comes after another tied player in the panel's order, where the panel used
to credit the first tied player it listed.
"""

from __future__ import annotations

import pytest

from game.catalog import VARIANTS, shower
from game.engine.errors import NotationError
from game.engine.events import Announced, ChipsMoved
from game.engine.ledger import POT
from game.engine.protocol import RoundState
from game.i18n import t
from game.match.match import Match, Seat
from game.shown.fold import fold
from game.shown.results import ResultRow
from game.shown.table import RoundFacts
from game.variants.three_card.defs import Ready
from game.variants.three_card.round import ThreeCardRound

NAMES = ("Lan", "Minh", "Hùng", "Mai")
# name: (script, the seat that takes the pot, how many ván phụ); seat 0 deals, seat 1 is dealt first
DEALS = {
    # Minh and Hùng tie on 9; Hùng wins the ván phụ 7 to 5
    "one": ("2C 3C 10C | 4H 5S 10D | 2D 7C JD | AS 2H 10H ; | 2S 3S 10S | 3H 4D 10C |", 2, 1),
    # ... the ván phụ ties again on 5; the second is Hùng's, 7 to 6
    "two": ("2C 3C 10C | 4H 5S 10D | 2D 7C JD | AS 2H 10H ; | 2S 3S 10S | 2H 3D JC | "
            "; | AC 2C 3C | 3H 4D 10C |", 2, 2),
    # Lan, Minh and Mai tie on 8; Mai wins the ván phụ with 7 against 5 and 4
    "three": ("2C 6C 10C | 3H 5S 10D | AD 2D 3D | 4S 4H QS ; 2S 3S 10S | AH 3C 10H | | 3H 4D 10C", 3, 1),
}


def table(script: str, seed: int = 3) -> Match:
    return Match(VARIANTS["bai-cao"], [Seat(n, "easy") for n in NAMES], seed=seed, mode="cao-rua",
                 options={"van-phu": True}, balances=[1000] * 4, script=script)


def all_ready(state: RoundState, stop: int = 0) -> list[object]:
    """Everyone marks themselves ready (no side bets), until ``stop`` moves are left."""
    events: list[object] = []
    while not state.is_over() and len(state.to_act()) > stop:
        seat = state.to_act()[0]
        events += state.apply(seat, Ready())
    return events


def credited(rows: list[ResultRow] | None) -> list[str]:
    """The players the result panel says won the ván phụ."""
    assert rows is not None, "the result panel is shown"
    return [r.name for r in rows if t("tc.result.won_playoff") in r.text]


# --- the engine says it -------------------------------------------------------------------------------
@pytest.mark.parametrize("deal", DEALS)
def test_the_round_says_who_took_the_pot_after_the_van_phu(deal: str) -> None:
    script, winner, deals = DEALS[deal]
    state, _ = table(script).start_round()
    events = all_ready(state)
    assert isinstance(state, ThreeCardRound) and len(state.playoffs) == deals
    said = [e for e in events if isinstance(e, Announced) and e.kind in ("van-phu", "van-phu-won")]
    assert [e.kind for e in said] == ["van-phu"] * deals + ["van-phu-won"] and said[-1].seat == winner
    assert [e.payee for e in events if isinstance(e, ChipsMoved) and e.payer == POT] == [winner]
    assert state.result().deltas[winner] == 30


def test_a_van_phu_deal_in_the_script_is_checked_like_the_first() -> None:
    with pytest.raises(NotationError, match="given 2 times"):
        table("2C 3C 10C | 4H 5S 10D | 2D 7C JD | AS 2H 10H ; | 2S 3S 10S | 2S 4S 5S |").start_round()
    with pytest.raises(NotationError, match="one part per seat"):
        table("2C 3C 10C | 4H 5S 10D | 2D 7C JD | AS 2H 10H ; 2S 3S 10S").start_round()


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize("viewer", [None, 0, 1, 2, 3])
def test_the_panel_credits_the_player_who_took_the_pot(deal: str, viewer: int | None) -> None:
    script, winner, _ = DEALS[deal]
    state, _ = table(script).start_round()
    all_ready(state)
    shown = fold(shower("bai-cao"), RoundFacts.of(state.config, NAMES, 1), viewer, state)
    assert credited(shown.results) == [NAMES[winner]]
    assert t("tc.ann.van_phu_won", name=NAMES[winner]) in shown.log
