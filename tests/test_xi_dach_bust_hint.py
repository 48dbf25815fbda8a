"""The Xì Dách hint's bust chance (issue 17 §7): "Rút: quắc 54%, thắng 29% · Dằng: thắng 12%
→ nên Rút".  The chance that the next card busts the hand is checked against brute force:
every ordered pair of hidden dealer cards that is not xì bàng / xì dách (the dealer would
have shown it), then every next card from what is left, each weighted by how many cards
of that value are unseen."""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.engine.cards import Card, parse_cards
from game.variants.xi_dach.hand import Category as Cat
from game.variants.xi_dach.hand import XiDachRules, evaluate_counts
from game.variants.xi_dach.odds import player_odds, pool_without


def cards_of(text: str) -> tuple[Card, ...]:
    return parse_cards(text) if text.strip() else ()


def brute_bust(cards: str, seen: str) -> Fraction:
    mine = parse_cards(cards)
    pool = pool_without([*mine, *cards_of(seen)])
    rules = XiDachRules()
    n, hard, aces = len(mine), sum(min(c.rank, 10) for c in mine), sum(c.rank == 1 for c in mine)
    bust = total = Fraction(0)
    for d1 in range(10):
        for d2 in range(10):
            left = list(pool)
            w = Fraction(left[d1])
            left[d1] -= 1
            w *= left[d2]
            left[d2] -= 1
            if w <= 0 or {d1, d2} in ({0}, {0, 9}):  # A A, or A with a ten: shown at once
                continue
            for v in range(10):
                if left[v] <= 0:
                    continue
                weight = w * left[v]
                total += weight
                value = evaluate_counts(n + 1, hard + v + 1, aces + (v == 0), rules)
                if value.category is Cat.QUAC:
                    bust += weight
    return bust / total


@pytest.mark.parametrize(("cards", "seen"), [
    ("10S 6H", "9C"),  # 16: any 6 and up busts
    ("9D 4C", "KH 2S"),  # 13: a ten or nine busts
    ("AS 5H 5D", ""),  # 21 cannot draw; the ace hands below
    ("AS 3H 5D", "QC"),  # 19 with the ace as 11
    ("2S 3H", ""),  # 5 can never bust
])
def test_the_bust_chance_is_exact(cards: str, seen: str) -> None:
    mine = parse_cards(cards)
    hint = player_odds(mine, pool_without([*mine, *cards_of(seen)]), XiDachRules(), 10)
    if hint.draw is None:
        assert hint.bust == 0.0 and len(hint.labels()) == 1
        return
    assert hint.bust == pytest.approx(float(brute_bust(cards, seen)), abs=1e-9)
    draw, _stand, advice = hint.labels()
    assert f"quắc {round(100 * hint.bust)}%" in draw.text("vi")
    assert advice.text("vi") == ("→ nên Rút" if hint.best == "draw" else "→ nên Dằng")


def test_win_counts_wins_alone() -> None:
    mine = parse_cards("10S 7H")
    hint = player_odds(mine, pool_without(mine), XiDachRules(), 10)
    assert hint.draw is not None
    for odds in (hint.stand, hint.draw):
        assert odds.push > 0 and odds.win + odds.push + odds.lose == pytest.approx(1.0)
        assert f"thắng {round(100 * odds.win)}%" in odds.label("xd.hint.stand", "xd.hint.stand.push").text("vi")
