"""Tam Cúc leads and plays to a trick, from the hard AI's evaluation.

The hard AI's search (:func:`game.ai.tam_cuc.search.evaluate`) plays each candidate move —
the one chosen among them — in the same deals sampled from the seat's view (every other
player taken for a sound one), and the move it would itself play is the best.  What a
move costs is its mean loss against that one over the deals both were played in, in
points (in chips, points times the stake, at a table that plays for chips).  Sampling
leaves each estimate a standard error: the cost is what is left of the loss beyond two of
them, graded by the one rule of every review (:data:`game.review.core.FINE_STAKES`; a point
is a stake).  The samples come from a stream derived one-way from the round's seed and the
move's step, so a review is the same every time and says nothing of the deal.
"""

from __future__ import annotations

import random

from game.ai.tam_cuc.search import SearchBudget, evaluate
from game.engine.protocol import Action
from game.engine.view import Label
from game.review.core import CHIPS, Decision, Option, Seen, decide, seat_words
from game.variants.tam_cuc.actions import Commit, Lead
from game.variants.tam_cuc.groups import classify
from game.variants.tam_cuc.view import TamCucView

BUDGET = SearchBudget()  # the hard AI's own
NOISE = 2.0  # standard errors of a difference that sampling alone may make


def assess(seen: Seen, action: Action) -> Decision | None:
    view = seen.view
    assert isinstance(view, TamCucView)
    if not isinstance(action, (Lead, Commit)) or len(seen.legal) < 2:
        return None
    ev = evaluate(view, seen.legal, random.Random(seen.sample_seed), BUDGET, None, also=action)
    best = ev.choice(BUDGET.confidence)
    scale = seen.config.stake if seen.unit == CHIPS else 1
    chosen = ev.candidates.index(action)
    options = [Option(ev.candidates[c], scale * ev.gain(c, best)[0], _label(ev.candidates[c]))
               for c in sorted({*ev.alive, chosen})]
    error = ev.gain(chosen, best)[1]
    kind = "lead" if isinstance(action, Lead) else "commit"
    if kind == "lead":
        situation = Label.of("review.tam.leading", count=len(view.hand))
    else:
        situation = Label.of("review.tam.following", **seat_words(seen, view.leader))
    top = next(o for o in options if o.action == ev.candidates[best])
    return decide(seen.step, kind, options, action, scale, seen.unit, situation,
                  noise=scale * NOISE * error, best=top)


def _label(action: Action) -> Label:
    """The pieces' name as a group ("Đôi Xe đỏ"), else each piece by name ("Tốt đỏ, Mã đen")."""
    assert isinstance(action, (Lead, Commit))
    group = classify(action.pieces)
    return Label(group.key) if group is not None else Label.of(
        "review.tam.pieces", pieces=tuple(Label(f"tc.piece.{p}") for p in action.pieces))
