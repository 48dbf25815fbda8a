"""Tam Cúc: a first-trick leader holding only banned pieces (RULES.md, "First trick with
nothing to lead").  The ban is lifted for that lead; banned pieces still cannot win.

The hands are the ones that crashed the game (issue 15): after a trình làng that takes the
lead, or with the 3-player removal ``P p``.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.catalog import game
from game.engine.pieces import parse_pieces
from game.match.match import Match, Seat
from game.variants.tam_cuc.actions import PASS, Lead, TrinhLang
from game.variants.tam_cuc.round import OPT_REMOVAL, TamCucRound
from game.variants.tam_cuc.variant import TAM_CUC
from tests.tam_cuc_helpers import answer, commit, scripted

# (players, the scripted hands "H0 | H1 | …", the cái, options, the seat left with only banned pieces)
DEAD_ENDS = [
    pytest.param(4, " | P P P P P K A A | | ", 0, {}, 1, id="4p-ngu-tu-keeps-K-A-A"),
    pytest.param(3, "P P P P A E E a a | | ", 2, {}, 0, id="3p-tu-tu-takes-the-lead"),
    pytest.param(3, "p p p p a e e A E | P P E R C H a r c | P P R C H r c h h", 0, {}, 0, id="3p-cai-with-tu-tu"),
    pytest.param(3, "K A A E E k a a e e | R C H P P r c h p p | R C H P P r c h p p", 0, {OPT_REMOVAL: "P p"}, 0,
                 id="3p-removal-P-p"),
]


def _declare(state: TamCucRound) -> None:
    """Everybody lays down what they may (that is what takes the lead), then the lead."""
    while state.deal.phase == "declare":
        seat = state.to_act()[0]
        shows = [a for a in state.legal_actions(seat) if isinstance(a, TrinhLang)]
        state.apply(seat, max(shows, key=lambda a: len(a.pieces)) if shows else PASS)


def _hands(text: str) -> dict[int, str]:
    return {s: part for s, part in enumerate(text.split("|")) if part.strip()}


@pytest.mark.parametrize(("n", "hands", "cai", "options", "stuck"), DEAD_ENDS)
def test_the_leader_with_only_banned_pieces_may_lead_them(n: int, hands: str, cai: int,
                                                          options: dict[str, str], stuck: int) -> None:
    state = scripted(n, _hands(hands), cai=cai, options=options)
    _declare(state)
    assert state.to_act() == (stuck,)
    view = state.view(stuck)
    assert view.first_trick and view.ban_lifted
    assert all(p.rank in view.banned for p in view.hand), "the constructed hand holds only banned pieces"
    legal = state.legal_actions(stuck)
    assert legal and all(isinstance(a, Lead) for a in legal)
    assert {p for a in legal for p in a.pieces} == set(view.hand)
    # Everybody else sees that the ban is lifted, and the table says so.
    assert all(state.view(s).ban_lifted for s in range(n))


def test_the_lift_is_announced_once() -> None:
    state = scripted(4, _hands(" | P P P P P K A A | | "), cai=0)
    events = []
    while state.deal.phase == "declare":
        seat = state.to_act()[0]
        shows = [a for a in state.legal_actions(seat) if isinstance(a, TrinhLang)]
        events += state.apply(seat, max(shows, key=lambda a: len(a.pieces)) if shows else PASS)
    lifted = [e for e in events if getattr(e, "kind", "") == "ban-lifted"]
    assert len(lifted) == 1 and lifted[0].seat == 1


def test_a_lifted_lead_loses_to_any_group_of_its_kind_that_may_win() -> None:
    """Seat 1 leads K (banned); seat 2 turns up a Tốt — the weakest single — and wins."""
    state = scripted(4, _hands(" | P P P P P K A A | p h c r e e a a | "), cai=0)
    _declare(state)
    state.apply(1, Lead(parse_pieces("K")))
    commit(state, "p", "-", "-")  # seats 2, 3, 0 in turn
    answer(state, True, False, False)
    assert state.tricks[-1].winner == 2


def test_a_lifted_lead_wins_when_nobody_turns_up_a_group_that_may_win() -> None:
    state = scripted(4, _hands(" | P P P P P K A A | p h c r e e a a | "), cai=0)
    _declare(state)
    state.apply(1, Lead(parse_pieces("K")))
    commit(state, "a", "-", "-")  # seat 2 puts down a banned Sĩ: it cannot win the first trick
    answer(state, True, False, False)
    assert state.tricks[-1].winner == 1
    assert state.deal.cay[1] >= 1


def test_a_lifted_pair_lead_loses_to_a_pair_that_may_win() -> None:
    state = scripted(4, _hands(" | P P P P P K A A | p h c r e e a a | "), cai=0)
    _declare(state)
    state.apply(1, Lead(parse_pieces("A A")))
    commit(state, "e e", "-", "-")
    answer(state, True, False, False)
    assert state.tricks[-1].winner == 2


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize(("n", "hands", "cai", "options", "stuck"), DEAD_ENDS)
def test_every_level_plays_the_dead_end_to_the_end(level: str, n: int, hands: str, cai: int,
                                                   options: dict[str, str], stuck: int) -> None:
    seats = [Seat(f"AI {s}", level) for s in range(n)]
    match = Match(TAM_CUC, seats, options=options, seed=7, banker=cai, script=hands)
    agents = match.agents(game("tam-cuc").agents)
    for _ in range(2):  # the scripted deal, then a shuffled one
        result = match.play_round(agents)
        assert result.balanced()
    assert match.round_no == 2


@pytest.mark.parametrize(("n", "hands", "cai", "options", "stuck"), DEAD_ENDS)
def test_sim_plays_a_scripted_dead_end_at_every_level(n: int, hands: str, cai: int,
                                                      options: dict[str, str], stuck: int) -> None:
    rules = [arg for k, v in options.items() for arg in ("--rule", f"{k}={v}")]
    for level in ("easy", "normal", "hard"):
        out = subprocess.run(
            [sys.executable, "-m", "game", "sim", "--variant", "tam-cuc", "--players", str(n), "--rounds", "1",
             "--hands", hands, "--first", str(cai), "--ai", level, "--json", *rules],
            capture_output=True, text=True, timeout=600, check=False)
        assert out.returncode == 0, out.stderr
        row = json.loads(out.stdout)
        assert sum(row["deltas"]) == 0
