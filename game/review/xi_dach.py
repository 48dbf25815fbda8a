"""Xì Dách decisions, from the exact odds the table's hints use.

A player's draw or stand is valued by :func:`game.variants.xi_dach.odds.hint` — exactly what
the hint line shows (the unseen cards, a dealer who draws under 17); a dealer's draw, xét
of one player or xét of all by :func:`~game.variants.xi_dach.odds.dealer_values` against
players who drew while under 16, each read from its card count.  Bets are not reviewed.
"""

from __future__ import annotations

from game.engine.cards import format_cards
from game.engine.protocol import Action
from game.engine.view import Label
from game.review.core import CHIPS, Decision, Option, Seen, decide, seat_words
from game.variants.xi_dach.actions import DRAW, STAND, XET_ALL, Draw, Stand, Xet, XetAll
from game.variants.xi_dach.odds import dealer_values, hint, pool_without
from game.variants.xi_dach.view import XiDachView


def assess(seen: Seen, action: Action) -> Decision | None:
    view = seen.view
    assert isinstance(view, XiDachView)
    if view.is_dealer:
        return _dealer(seen, view, action)
    if not isinstance(action, (Draw, Stand)) or DRAW not in seen.legal:
        return None  # a forced stand, a bet, leaving
    odds = hint(view)
    if odds is None or odds.draw is None:
        return None
    draw, stand = odds.labels()[:2]
    options = (Option(DRAW, odds.draw.ev, draw), Option(STAND, odds.stand.ev, stand))
    value = view.my_value
    situation = Label.of("review.xd.player", cards=format_cards(view.my_cards, unicode=True),
                         total=value.total if value is not None else 0,
                         count=view.card_counts[view.banker] if view.banker is not None else 0)
    return decide(seen.step, "draw", options, action, seen.config.stake, CHIPS, situation)


def _dealer(seen: Seen, view: XiDachView, action: Action) -> Decision | None:
    """Xét one, xét all or draw: each waiting player's bet times what stopping or playing on
    is worth against it (a player not xét'd now is played on against as well as may be)."""
    if not isinstance(action, (Xet, XetAll, Draw)) or XET_ALL not in seen.legal:
        return None  # a forced draw
    waiting = [a.seat for a in seen.legal if isinstance(a, Xet)]
    counts = {s: view.card_counts[s] for s in waiting}
    values = dealer_values(view.my_cards, pool_without(view.visible_cards()), counts.values(), view.rules)
    bets = {s: view.seats[s].bet for s in waiting}
    stop = {s: bets[s] * values[counts[s]].stop for s in waiting}
    draws = {s: values[counts[s]].draw for s in waiting}
    on = {s: max(stop[s], bets[s] * d) if (d := draws[s]) is not None else stop[s] for s in waiting}
    options = [Option(XET_ALL, sum(stop.values()), Label.of("review.xd.xet_all"))]
    options += [Option(Xet(s), stop[s] + sum(on[o] for o in waiting if o != s),
                       Label.of("review.xd.xet", **seat_words(seen, s))) for s in waiting]
    if DRAW in seen.legal and all(d is not None for d in draws.values()):
        options.append(Option(DRAW, sum(bets[s] * (draws[s] or 0.0) for s in waiting), Label.of("review.xd.draw_on")))
    if action not in [o.action for o in options]:
        return None
    value = view.my_value
    situation = Label.of("review.xd.dealer", cards=format_cards(view.my_cards, unicode=True),
                         total=value.total if value is not None else 0, count=len(waiting))
    return decide(seen.step, "xet", options, action, seen.config.stake, CHIPS, situation)
