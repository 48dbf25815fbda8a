"""Xem lại nước đi — a review of one seat's decisions in a finished round.

Pure Python (no pygame): the engine half of "review my play".  Given a round's save — its
config, seed and moves, as :class:`game.match.replay.Replay` rebuilds it (a match keeps the
saves of its latest rounds, :attr:`game.match.match.RoundRecord.replay`; an exported round
file is read by :func:`game.match.replay.read_text`) — and a seat, :func:`review` lists that
seat's decisions, each valued **only from what the seat could see when it made it** (its
view, its legal moves, the table's public config):

* **Xì Dách** — a player's draw or stand from the exact odds the hint line uses; a dealer's
  xét of one player, of everyone, or another card, from the exact odds the hard dealer uses
  (:mod:`game.review.xi_dach`);
* **Ba Cây, Bài Cào** — challenges, ké cửa and answers to challenges from the hand's chance
  against what the others did at the table that round (:mod:`game.review.three_card`);
* **Tam Cúc** — leads and plays to a trick from the hard AI's evaluation of every candidate
  in the same sampled deals (:mod:`game.review.tam_cuc`).

The API, for the table (after a round), the replay viewer and the statistics::

    result = review(Replay.of_record(variant, record, names), seat)   # or review_save(variant, save, names, seat)
    for d in result.decisions:
        d.step         # the move's index: Replay.state_at(d.step) is the table just before it
        d.kind         # "draw", "xet", "accept", "challenge", "lead", "commit"
        d.grade        # "best", "fine" or "mistake" (d.grade_label: its name in words)
        d.cost         # what the choice cost against the best one, in d.unit ("chips" or "points")
        d.cost_label   # "mất khoảng 12 chip" / "costs about 12 chips"
        d.chosen, d.best    # Option(action, value, label): the choice made and the better one
        d.options      # every choice valued; d.situation: what the seat was looking at, in words
        d.lines(lang)  # all of it as plain lines
    result.mistakes, result.cost, result.summary(lang)

Labels are catalogue keys with parameters (the ``review.*`` messages of the catalogue,
``game/i18n/locale/*/LC_MESSAGES/chieubai.po``); the actions are the data a table uses to show the better
move on the cards or pieces themselves.  A decision with one legal move is no decision and
is not listed; neither are main bets, Tam Cúc's đi đêm, turn-ups and trình làng.

**Mistakes per 10 rounds.**  A profile keeps, per reviewed round, :meth:`Review.record`
(``{"game", "round", "decisions", "mistakes", "cost", "unit"}``, a few dozen bytes; the
latest :data:`KEPT` are plenty), and :func:`recent` sums them for the statistics line:
``recent(records, game="xi-dach").per_10_rounds``.  Reviewing a round is cheap for the card
games (milliseconds) and about a tenth of a second per decision for Tam Cúc, so a table may
review each finished round of a human seat in the background and keep the record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.engine.protocol import TableConfig
from game.engine.streams import derive
from game.engine.variant import Variant
from game.match.replay import Replay
from game.review.core import (
    BEST,
    CHIPS,
    FINE,
    GRADES,
    MISTAKE,
    POINTS,
    Assessor,
    Decision,
    Option,
    Review,
    Turn,
    grade_turns,
    walk,
)
from game.review.records import KEPT, Recent, recent
from game.variants.tam_cuc.round import TamCucRound
from game.variants.three_card.round import ThreeCardRound
from game.variants.xi_dach.round import XiDachRound

__all__ = ["BEST", "CHIPS", "FINE", "GRADES", "KEPT", "MISTAKE", "POINTS", "Decision", "Option", "Recent", "Review",
           "Turn", "assessor_for", "recent", "review", "review_save", "review_seen"]

REVIEW_STREAM: Final = "review"  # the purpose of the streams an assessor samples from


def review(replay: Replay, seat: int) -> Review:
    """``seat``'s decisions in the round ``replay`` holds (``ValueError`` for a seat not at
    the table or a game this review does not know)."""
    variant = replay.variant
    seed = replay.seed
    return walk(replay, seat, assessor_for(variant), lambda step: derive(seed, REVIEW_STREAM, step),
                CHIPS if variant.plays_for_chips(replay.config) else POINTS)


def review_seen(variant: Variant, config: TableConfig, names: Sequence[str], round_no: int, seat: int,
                turns: Sequence[Turn], sample: int) -> Review:
    """:func:`review` of a round as one seat was shown it — a remote seat at a family table,
    which never holds the round's seed or the others' cards: its own ``turns`` (what it saw
    before each of its moves, and what it chose), the round's public ``config``, and
    ``sample``, the seed its sampling draws from (one-way from the round's, sent by the host)."""
    unit = CHIPS if variant.plays_for_chips(config) else POINTS
    return grade_turns(variant.key, round_no, seat, config, names, turns, assessor_for(variant),
                       lambda step: derive(sample, REVIEW_STREAM, step), unit)


def assessor_for(variant: Variant) -> Assessor:
    """What values one decision of ``variant`` from what the seat saw (``ValueError``: no review)."""
    # Each game's assessor is imported when its first round is reviewed: they bring the AI's
    # odds and search, which a table of another game, or the statistics, never need.
    round_type = variant.round_type
    if issubclass(round_type, XiDachRound):
        from game.review import xi_dach  # loaded with the first Xì Dách review (see above)

        return xi_dach.assess
    if issubclass(round_type, ThreeCardRound):
        from game.review.three_card import assessor  # loaded with the first three-card review (see above)

        return assessor(round_type.hand_rules)
    if issubclass(round_type, TamCucRound):
        from game.review import tam_cuc  # loaded with the first Tam Cúc review (see above)

        return tam_cuc.assess
    raise ValueError(f"no review for {variant.key}")


def review_save(variant: Variant, save: Mapping[str, Any], names: Sequence[str], seat: int) -> Review:
    """:func:`review` of a round save (``RoundState.to_dict``) at a table whose seats are
    called ``names`` (the review's sentences name them so: "Minh thách bạn 50")."""
    config = TableConfig.from_dict(save["config"])
    return review(Replay(variant, save, tuple(names), config.round_no), seat)
