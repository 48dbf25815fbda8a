"""Tam Cúc — the variant descriptor (RULES.md §4, seeds 003 and 004).

The round lives in :mod:`game.variants.tam_cuc.round`, its mechanics in
:mod:`~game.variants.tam_cuc.deal`, groups in :mod:`~game.variants.tam_cuc.groups` and
scoring in :mod:`~game.variants.tam_cuc.scoring`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.engine.deck import DEFAULT_TAM_CUC_REMOVAL, TAM_CUC_REMOVALS
from game.engine.pieces import format_pieces, parse_pieces
from game.engine.protocol import RoundState
from game.engine.variant import RuleOption, Variant
from game.i18n import t
from game.variants.tam_cuc.groups import classify
from game.variants.tam_cuc.round import (
    BAT_CAI,
    OPT_FIRST_LEADER,
    OPT_LEADER_ONLY,
    OPT_REMOVAL,
    RANDOM_CAI,
    TamCucRound,
)
from game.variants.tam_cuc.scoring import ket_kind
from game.variants.tam_cuc.view import group_label


class TamCuc(Variant):
    key = "tam-cuc"
    title = "Tam Cúc"
    min_players = 2
    max_players = 4
    ui_max_players = 4
    scores_points = True
    round_type: ClassVar[type[RoundState]] = TamCucRound
    options = (
        RuleOption(OPT_REMOVAL, DEFAULT_TAM_CUC_REMOVAL, choices=tuple(TAM_CUC_REMOVALS), house="P p", players=(3,)),
        RuleOption(OPT_FIRST_LEADER, BAT_CAI, choices=(BAT_CAI, RANDOM_CAI), house=RANDOM_CAI),
        RuleOption(OPT_LEADER_ONLY, False, house=True),
    )

    def describe_hand(self, text: str) -> dict[str, Any]:
        """``{"cards", "group", "name", "name_en", "strength", "ket"}`` for pieces in notation."""
        pieces = parse_pieces(text)
        group = classify(pieces)
        label = group_label(group)
        kind = None if group is None else ket_kind(group)
        return {
            "cards": format_pieces(pieces),
            "group": None if group is None else group.kind.slug,
            "name": label.text("vi"),
            "name_en": label.text("en"),
            "strength": None if group is None else group.strength,
            "ket": None if kind is None else str(kind),
        }

    def compare(self, a: str, b: str) -> str | None:
        """Which of two groups of one size wins a trick; equal → ``"a"`` (the earlier stands).

        A set that is not a group never wins; two such sets → ``None``.
        """
        pa, pb = parse_pieces(a), parse_pieces(b)
        if len(pa) != len(pb):
            raise ValueError(t("tc.compare.sizes", "en", a=len(pa), b=len(pb)))
        ga, gb = classify(pa), classify(pb)
        if ga is None:
            return None if gb is None else "b"
        if gb is None:
            return "a"
        return "b" if gb.strength > ga.strength else "a"



TAM_CUC = TamCuc()
