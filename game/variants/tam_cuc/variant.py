"""Tam Cúc — the variant descriptor (RULES.md §4, seeds 003 and 004).

The round lives in :mod:`game.variants.tam_cuc.round`, its mechanics in
:mod:`~game.variants.tam_cuc.deal`, groups in :mod:`~game.variants.tam_cuc.groups` and
scoring in :mod:`~game.variants.tam_cuc.scoring`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from game.engine.deck import DEFAULT_TAM_CUC_REMOVAL, TAM_CUC_REMOVALS
from game.engine.events import Announced, Event
from game.engine.pieces import format_pieces, parse_pieces
from game.engine.protocol import Option, RoundState, TableConfig
from game.engine.variant import RuleOption, Variant
from game.engine.view import Label
from game.i18n import t
from game.variants.tam_cuc.actions import DealScored
from game.variants.tam_cuc.groups import classify
from game.variants.tam_cuc.round import (
    BAT_CAI,
    OPT_CHIPS,
    OPT_DI_DEM,
    OPT_FIRST_LEADER,
    OPT_KET_DEN,
    OPT_LEADER_ONLY,
    OPT_REMOVAL,
    OPT_SOLO_KET,
    OPT_XE_CAP,
    RANDOM_CAI,
    TamCucRound,
    ket_points_key,
    table_rules,
    worst_loss,
)
from game.variants.tam_cuc.scoring import KET_KINDS, KET_POINTS, ket_name
from game.variants.tam_cuc.story import deal_story, outcome_of
from game.variants.tam_cuc.view import group_label


class TamCuc(Variant):
    key = "tam-cuc"
    title = "Tam Cúc"
    min_players = 2
    max_players = 4
    ui_max_players = 4
    scores_points = True
    bets = False  # for chips, a point is one table stake: no bet is placed
    round_type: ClassVar[type[RoundState]] = TamCucRound
    options = (
        RuleOption(OPT_REMOVAL, DEFAULT_TAM_CUC_REMOVAL, choices=tuple(TAM_CUC_REMOVALS), house="P p", players=(3,)),
        RuleOption(OPT_FIRST_LEADER, BAT_CAI, choices=(BAT_CAI, RANDOM_CAI), house=RANDOM_CAI),
        RuleOption(OPT_LEADER_ONLY, False, house=True),
        RuleOption(OPT_XE_CAP, False, players=(2, 4)),
        RuleOption(OPT_KET_DEN, False),
        RuleOption(OPT_SOLO_KET, False),
        RuleOption(OPT_DI_DEM, False),
        RuleOption(OPT_CHIPS, False),
        # Biểu điểm: each kết's value, for each number of players (seed 004's values by default).
        *(RuleOption(ket_points_key(kind, n), KET_POINTS[n][kind], minimum=1, maximum=99, players=(n,))
          for n in (2, 3, 4) for kind in KET_KINDS),
    )

    def check_together(self, n_seats: int, options: Mapping[str, Option]) -> None:
        """Xe cap says nothing above Xe wins the first trick; "the ban binds the leader only"
        says banned pieces may win it: at 2 and 4 players a table plays one or the other."""
        if n_seats != 3 and options.get(OPT_XE_CAP) and options.get(OPT_LEADER_ONLY):
            raise ValueError(f"{self.key} rules {OPT_XE_CAP} and {OPT_LEADER_ONLY} contradict each other: "
                             "choose one")

    def plays_for_chips(self, config: TableConfig) -> bool:
        return bool(config.options.get(OPT_CHIPS, False))

    def chips_needed(self, config: TableConfig) -> int:
        """Playing for chips, a seat must hold its worst case: a đè of the dearest kết (or its
        baseline), in table stakes."""
        if not self.plays_for_chips(config):
            return 0
        return worst_loss(table_rules(config.n_seats, config.options)) * config.stake

    def describe_hand(self, text: str) -> dict[str, Any]:
        """``{"cards", "group", "name", "name_en", "strength", "ket"}`` for pieces in notation."""
        pieces = parse_pieces(text)
        group = classify(pieces)
        label = group_label(group)
        kind = None if group is None else ket_name(group)
        return {
            "cards": format_pieces(pieces),
            "group": None if group is None else group.kind.slug,
            "name": label.text("vi"),
            "name_en": label.text("en"),
            "strength": None if group is None else group.strength,
            "ket": kind,
        }

    def compare(self, a: str, b: str) -> str | None:
        """Which of two groups of one size wins a trick; equal → ``"a"`` (the earlier stands).

        A set that is not a group never wins; two such sets → ``None``.
        """
        pa, pb = parse_pieces(a), parse_pieces(b)
        if len(pa) != len(pb):
            raise ValueError(t("tc.compare.sizes", "en", size_a=len(pa), size_b=len(pb)))
        ga, gb = classify(pa), classify(pb)
        if ga is None:
            return None if gb is None else "b"
        if gb is None:
            return "a"
        return "b" if gb.strength > ga.strength else "a"

    def story(self, event: Event, config: TableConfig, names: Sequence[str], lang: str | None = None) -> str | None:
        """The deal's end as the table's log says it ("Lan đè kết … — Minh đền 24."); the kết and
        đè announcements are that line's (the table shows them as banners only)."""
        if isinstance(event, DealScored):
            return deal_story(outcome_of(event), names.__getitem__, table_rules(config.n_seats, config.options).base,
                              lang)
        if isinstance(event, Announced) and event.kind in ("ket", "de"):
            return ""
        return None

    def hand_kinds(self, state: RoundState, seat: int) -> tuple[Label, ...]:
        """A kết (by its kind), a đè made or suffered, a trình làng."""
        if not isinstance(state, TamCucRound) or not state.is_over():
            return ()
        outcome = state.deal.outcome
        kinds = []
        if outcome.how == "ket" and outcome.ket_seat == seat:
            named = ket_name(outcome.ket_group) if outcome.ket_group is not None else outcome.ket
            kinds.append(Label.of(f"tc.ket.{named}"))
        elif outcome.how == "de" and outcome.de_seat == seat:
            kinds.append(Label.of("stats.cat.de"))
        elif outcome.how == "de" and outcome.ket_seat == seat:
            kinds.append(Label.of("stats.cat.bi-de"))
        if state.deal.shown[seat]:
            kinds.append(Label.of("stats.cat.trinh-lang"))
        return tuple(kinds)


TAM_CUC = TamCuc()
