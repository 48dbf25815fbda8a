"""Bài Cào — the southern three-card game with the full 52-card deck (RULES.md §2, seed 000).

A=1, 2–10 face value, J/Q/K 10; points are the total mod 10, a total ending in 0 is
**bù**, the lowest.  Three face cards (ba tiên / ba cào) beat every point hand.  Suits
never matter, so equal hands tie.  Modes: cào cái (a banker, ties push unless "cái ăn
hòa") and cào rùa (a pot; ties split or play a ván phụ; cào thách challenges).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

from game.engine.cards import ALL_CARDS
from game.engine.deck import french_deck
from game.engine.variant import RuleOption
from game.engine.view import Label
from game.variants.three_card.defs import (
    OPT_BANKER_TIES,
    OPT_PLAYOFF,
    OPT_ROTATE,
    THACH,
    Hand,
    HandRules,
    ModeSpec,
    side_bet_options,
)
from game.variants.three_card.round import ThreeCardRound, ThreeCardVariant

BA_TIEN: Final = "ba-tien"
BA_TIEN_STRENGTH: Final = 10  # above every point hand (0–9)

CAO_CAI: Final = "cao-cai"
CAO_RUA: Final = "cao-rua"

# Per-card tables indexed by ``Card.index``.
_VALUE: Final = tuple(min(c.rank, 10) for c in ALL_CARDS)
_FACE: Final = tuple(c.is_face for c in ALL_CARDS)


# The name of each strength: bù, 1–9 nút, ba tiên.
_LABELS: Final = (
    Label.of("bai-cao.hand.bu"),
    *(Label.of("tc.hand.nut", n=n) for n in range(1, 10)),
    Label.of("bai-cao.hand.ba_tien"),
)


class BaiCaoRules(HandRules):
    key = "bai-cao"
    deck = tuple(french_deck())
    ties = True
    challenge_kind = THACH

    def points(self, hand: Hand) -> int:
        return sum(_VALUE[c.index] for c in hand) % 10

    def strength(self, hand: Hand) -> int:
        a, b, c = hand[0].index, hand[1].index, hand[2].index
        if _FACE[a] and _FACE[b] and _FACE[c]:
            return BA_TIEN_STRENGTH
        return (_VALUE[a] + _VALUE[b] + _VALUE[c]) % 10

    def special(self, hand: Hand) -> str | None:
        return BA_TIEN if _FACE[hand[0].index] and _FACE[hand[1].index] and _FACE[hand[2].index] else None

    def label(self, hand: Hand) -> Label:
        return _LABELS[self.strength(hand)]

    def highlight(self, hand: Hand) -> str | None:
        return "ba-tien" if self.special(hand) else None


BAI_CAO_RULES: Final = BaiCaoRules()


class BaiCaoRound(ThreeCardRound):
    variant_key = "bai-cao"
    hand_rules = BAI_CAO_RULES
    modes: ClassVar[Mapping[str, ModeSpec]] = {
        CAO_CAI: ModeSpec(CAO_CAI, banker=True, role="cai"),
        CAO_RUA: ModeSpec(CAO_RUA, banker=False, challenges=True),
    }
    # Luật nhà takes the seed's other readings: cái ăn hòa, ván phụ, the bank going round.
    rule_options = (
        RuleOption(OPT_BANKER_TIES, False, house=True, modes=(CAO_CAI,)),
        RuleOption(OPT_ROTATE, False, house=True, modes=(CAO_CAI,)),
        RuleOption(OPT_PLAYOFF, False, house=True, modes=(CAO_RUA,)),
        # Cào thách: 1:1, ties push, no fee (RULES.md §2).
        *side_bet_options(loss=1, fee=0, house_loss=None, house_fee=None, modes=(CAO_RUA,)),
    )


class BaiCao(ThreeCardVariant):
    key = "bai-cao"
    title = "Bài Cào"
    max_players = 17
    modes = (CAO_CAI, CAO_RUA)
    banker_modes = (CAO_CAI,)
    options = BaiCaoRound.rule_options
    round_type = BaiCaoRound


BAI_CAO: Final = BaiCao()
