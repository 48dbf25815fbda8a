"""A pot that visibly grows (issue 39): as each bet lands in the pot its pile gains a chip for
each stake it holds (never fewer for more: 50 is one chip greedily, but 40 was four) and its
number counts up — the chips that have landed, never one still in flight.

A cào rùa round of AI seats at 1× speed, every frame drawn and read (the fit record holds
every text a frame sets), frames counted, never seconds."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pygame
import pytest

from game.engine.events import ChipsMoved
from game.engine.ledger import POT
from game.i18n import t
from game.ui import fit
from game.ui.app import App
from game.ui.table.sprites import POT_CHIPS, pot_values
from tests.test_oracle_rounds import Pilot, _case, new_app, opened, play


@pytest.fixture
def app() -> Iterator[App]:
    with new_app() as made:
        yield made


def test_the_pile_never_shrinks_as_the_pot_grows_and_its_chips_make_the_pot() -> None:
    for unit in (10, 20, 50, 100):
        counts = [len(pot_values(a, unit)) for a in range(unit, unit * 40, unit)]
        assert counts == sorted(counts) and counts[0] == 1 and counts[-1] == POT_CHIPS
        assert counts[:POT_CHIPS] == list(range(1, POT_CHIPS + 1)), "a chip for each stake, up to the cap"
    for amount in (10, 40, 50, 60, 120, 230):
        assert sum(pot_values(amount, 10)) == amount


def test_the_pot_counts_up_as_each_bet_lands_never_ahead(app: App) -> None:
    case = _case("bai-cao", 6, "cao-rua", seed=5, speed=1.0)
    app.session.update_settings(anim_speed=1.0)
    table, oracle = opened(app, "table", match=case.match())
    heading = re.escape(t("ui.pot", amount=7)).replace("7", r"([\d.,]+)")
    shown_amounts: list[int] = []

    def watch(_frame: int) -> None:
        shown = table.shown
        if shown.over:
            return
        surface = pygame.Surface(app.size)
        with fit.recording() as boxes:
            table.draw(surface)
        said = [int(re.sub(r"[.,]", "", m.group(1))) for b in boxes if (m := re.fullmatch(heading, b.text))]
        landed = shown.facts.carry + sum(
            s.event.amount * ((s.event.payee == POT) - (s.event.payer == POT))
            for s in oracle.sent if s.applied and isinstance(s.event, ChipsMoved))
        landed -= sum(f.amount for f in table.picture.flights if f.visible and f.source == POT)  # paid out already
        if said:
            assert said == [landed], f"the pot says {said}, the chips landed in it make {landed}"
            shown_amounts.append(said[0])

    play(app, table, oracle, Pilot(case.seed), watch)
    grew = [a for a, b in itertools.pairwise(shown_amounts) if b > a]
    assert len(grew) >= 3, f"the pot grew step by step as bets landed: {sorted(set(shown_amounts))}"
    filling = shown_amounts[:shown_amounts.index(max(shown_amounts)) + 1]
    assert filling == sorted(filling), "the pot's number never goes down while bets land"
    table.close()
