"""Ba Cây — the northern three-card game with the 36-card deck (RULES.md §1, seeds 000, 001).

Points are the total mod 10, except that 10 and 20 score 10, the best.  Equal points are
decided by the higher top card in the order át cụ (``AD``) > ♦ > ♥ > ♣ > ♠, 9 high and
A low within a suit, so two hands from one deck never tie.  Modes: chơi chương (a banker,
cướp chương, biên giới and ké cửa) and nhất ăn tất (a pot, biên giới); a table may also
choose between the two before each round (chọn từng ván: :class:`game.match.match.Match`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

from game.engine.cards import ALL_CARDS, Card, Suit, card
from game.engine.deck import ba_cay_deck
from game.engine.variant import RuleOption
from game.engine.view import Label
from game.variants.three_card.defs import (
    BIEN_GIOI,
    OPT_COVER,
    OPT_ROTATE,
    OPT_STEAL,
    Hand,
    HandRules,
    ModeSpec,
    side_bet_options,
)
from game.variants.three_card.round import ThreeCardRound, ThreeCardVariant

AT_CU: Final = card(1, Suit.D)  # the ace of diamonds, the highest card of the deck

CHUONG: Final = "chuong"
NHAT_AN_TAT: Final = "nhat-an-tat"
CHON_TUNG_VAN: Final = "chon-tung-van"  # the table chooses chương or nhất ăn tất before each round


def card_order(c: Card) -> int:
    """The card's place in the Ba Cây order: 36 for át cụ, else suit × 9 + (rank − 1).

    So ``9D`` = 35 > … > ``2D`` = 28 > ``9H`` = 26 > … > ``AS`` = 0 (27 is never used).
    """
    return 36 if c is AT_CU else int(c.suit) * 9 + c.rank - 1


# Per-card tables indexed by ``Card.index``, so a hand's value is three look-ups.
_ORDER: Final = tuple(card_order(c) for c in ALL_CARDS)
_PIPS: Final = tuple(c.rank for c in ALL_CARDS)


_POINT_LABELS: Final = tuple(Label.of("tc.hand.nut", n=n) for n in range(11))
_AT_CU_LABEL: Final = Label.of("ba-cay.hand.at_cu")
_AT_RO_DECIDES: Final = Label.of("ba-cay.detail.at_ro")


class BaCayRules(HandRules):
    key = "ba-cay"
    deck = tuple(ba_cay_deck())
    ties = False
    challenge_kind = BIEN_GIOI
    bank_stealing_points = 10

    def points(self, hand: Hand) -> int:
        return sum(_PIPS[c.index] for c in hand) % 10 or 10

    def top(self, hand: Hand) -> Card:
        """The card that breaks a tie of points."""
        return max(hand, key=card_order)

    def strength(self, hand: Hand) -> int:
        a, b, c = hand[0].index, hand[1].index, hand[2].index
        points = (_PIPS[a] + _PIPS[b] + _PIPS[c]) % 10 or 10
        return points * 64 + max(_ORDER[a], _ORDER[b], _ORDER[c])

    def label(self, hand: Hand) -> Label:
        points = self.points(hand)
        return _AT_CU_LABEL if points == 10 and AT_CU in hand else _POINT_LABELS[points]

    def highlight(self, hand: Hand) -> str | None:
        return "at-cu" if AT_CU in hand and self.points(hand) == 10 else None

    def decider(self, winner: Hand, loser: Hand) -> Label | None:
        if self.points(winner) != self.points(loser):
            return None
        mine, theirs = self.top(winner), self.top(loser)
        if mine is AT_CU:
            return _AT_RO_DECIDES
        return Label.of("ba-cay.detail.top", mine=mine.unicode(), theirs=theirs.unicode())

    def describe(self, hand: Hand) -> dict[str, object]:
        return {**super().describe(hand), "top": str(self.top(hand))}

    def not_in_deck(self, c: Card) -> str:
        return f"{c} is not in the 36-card Ba Cây deck (A to 9 only)"


BA_CAY_RULES: Final = BaCayRules()


class BaCayRound(ThreeCardRound):
    variant_key = "ba-cay"
    hand_rules = BA_CAY_RULES
    modes: ClassVar[Mapping[str, ModeSpec]] = {
        CHUONG: ModeSpec(CHUONG, banker=True, challenges=True, backing=True, role="chuong"),
        NHAT_AN_TAT: ModeSpec(NHAT_AN_TAT, banker=False, challenges=True),
    }
    rule_options = (
        RuleOption(OPT_STEAL, True, modes=(CHUONG,)),
        RuleOption(OPT_ROTATE, False, modes=(CHUONG,)),
        # Seed 001: the challenger loses 2×, 5% of the winnings to the table; luật nhà 1:1, free.
        *side_bet_options(loss=2, fee=5, house_loss=1, house_fee=0, modes=(CHUONG, NHAT_AN_TAT)),
        # Seed 001 read literally: the target of a biên giới, too, must be able to pay 2a.
        RuleOption(OPT_COVER, 1, choices=(1, 2), modes=(CHUONG, NHAT_AN_TAT)),
    )


class BaCay(ThreeCardVariant):
    key = "ba-cay"
    title = "Ba Cây"
    max_players = 12
    modes = (CHUONG, NHAT_AN_TAT)
    choice_modes: ClassVar[Mapping[str, tuple[str, ...]]] = {CHON_TUNG_VAN: (CHUONG, NHAT_AN_TAT)}
    banker_modes = (CHUONG,)
    options = BaCayRound.rule_options
    round_type = BaCayRound


BA_CAY: Final = BaCay()
