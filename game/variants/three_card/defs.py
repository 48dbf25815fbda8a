"""The vocabulary of the three-card table (Ba Cây, Bài Cào): hand rules, modes, options,
actions, events, side bets and the seat view.  The round itself is in
:mod:`game.variants.three_card.round`.

Actions and events are immutable, so the hot ones are interned (one object per value,
built on first use): a benchmark round at twelve seats would otherwise spend most of its
time constructing identical little objects.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import Any, ClassVar, Final

from game.engine.cards import Card, format_cards, parse_cards
from game.engine.errors import NotationError
from game.engine.events import Event, SatOut
from game.engine.protocol import Action
from game.engine.variant import RuleOption
from game.engine.view import Label, TableView

Hand = tuple[Card, ...]

# --- rule options (the keys of ``--rule KEY=VALUE`` and of the setup screen) -------------
OPT_STEAL: Final = "cuop-chuong"  # a 10 that beats the chương takes the bank (Ba Cây)
OPT_ROTATE: Final = "xoay-cai"  # the bank passes to the next seat every round
OPT_BANKER_TIES: Final = "cai-an-hoa"  # the banker wins ties (Bài Cào cào cái)
OPT_PLAYOFF: Final = "van-phu"  # a tie for the pot is played off by a new deal (cào rùa)
OPT_LOSS: Final = "side-loss"  # a side bet's maker loses this many times the amount
OPT_FEE: Final = "side-fee"  # table fee, percent of a side bet's winnings
OPT_COVER: Final = "bien-gioi-cover"  # the target of a challenge must be able to pay this many times it (Ba Cây)

# Side-bet kinds by their Vietnamese names: two names of a challenge, and backing.
BIEN_GIOI: Final = "bien-gioi"
THACH: Final = "thach"
KE_CUA: Final = "ke-cua"

# Phases (``TableView.phase``).
BETTING: Final = "betting"
SIDE_BETS: Final = "side-bets"
SETTLED: Final = "settled"

# Side-bet statuses; once settled, from the maker's side.
OFFERED: Final = "offered"
ACCEPTED: Final = "accepted"
DECLINED: Final = "declined"
WON: Final = "won"
LOST: Final = "lost"
PUSH: Final = "push"

GRID_LIMIT: Final = 12  # a chip-amount grid with more steps switches to 1-2-5 steps


@cache
def amount_grid(low: int, high: int, step: int) -> tuple[int, ...]:
    """The amounts a player may choose between ``low`` and ``high``.

    Every ``step`` (the table stake) from ``low`` while that gives at most
    :data:`GRID_LIMIT` amounts; beyond that ``low``, the 1-2-5 multiples of ``step`` and
    ``high``, as chip denominations go, so the list of legal actions stays short.
    """
    if low > high:
        return ()
    if (high - low) // step + 1 <= GRID_LIMIT:
        return tuple(range(low, high + 1, step))
    values = {low, high}
    unit = step
    while unit < high:
        values.update(v for v in (unit, 2 * unit, 5 * unit) if low < v < high)
        unit *= 10
    return tuple(sorted(values))


@cache
def bet_grid(low: int, high: int, unit: int) -> tuple[int, ...]:
    """The main bets a punter may place: ``low``, every multiple of the table's chip unit
    ``unit`` (the stake) above it, and ``high`` — bets are free within the table limits
    (RULES.md §2), so 30 is as good a bet as 20 or 50."""
    if low > high:
        return ()
    first = -(-low // unit) * unit
    return tuple(sorted({low, high, *range(first, high + 1, unit)}))


# --- how a game values hands ---------------------------------------------------------------
class HandRules(ABC):
    """Deck, value and names of one three-card game.  Hands are 3-tuples of cards.

    ``strength`` is an integer, higher is better, equal means a tie: the showdown, the
    CLI and the AI all compare hands through it and nothing else.
    """

    key: ClassVar[str]
    deck: ClassVar[tuple[Card, ...]]
    ties: ClassVar[bool]  # whether two hands from one deck can be equal
    challenge_kind: ClassVar[str]  # what this game calls a challenge side bet
    bank_stealing_points: ClassVar[int | None] = None  # cướp chương with a hand of these points

    @abstractmethod
    def strength(self, hand: Hand) -> int: ...

    @abstractmethod
    def points(self, hand: Hand) -> int: ...

    def special(self, hand: Hand) -> str | None:
        """A named special hand that beats every point hand (``"ba-tien"``), or ``None``."""
        return None

    @abstractmethod
    def label(self, hand: Hand) -> Label:
        """The name players use for the hand, e.g. "9 nút", "bù", "10 át cụ"."""

    def highlight(self, hand: Hand) -> str | None:
        """The moment the showdown celebrates for this hand ("ba-tien", "at-cu"), if any."""
        return None

    def decider(self, winner: Hand, loser: Hand) -> Label | None:
        """Why ``winner`` beats ``loser`` when both hold the same points ("5♦ cao hơn 6♣"),
        or ``None`` when the points alone decide (or the hands tie)."""
        return None

    def describe(self, hand: Hand) -> dict[str, Any]:
        """The ``hand --json`` record (subclasses add their own keys)."""
        label = self.label(hand)
        return {
            "cards": format_cards(hand),
            "points": self.points(hand),
            "special": self.special(hand),
            "name": label.text("vi"),
            "name_en": label.text("en"),
        }

    def parse(self, text: str) -> Hand:
        """Three cards of this game's deck, in notation; ``NotationError`` otherwise."""
        hand = parse_cards(text, count=3)
        in_deck = _deck_set(self.deck)
        for c in hand:
            if c not in in_deck:
                raise NotationError(self.not_in_deck(c))
        return hand

    def not_in_deck(self, c: Card) -> str:
        return f"{c} is not a card of {self.key}"

    def compare(self, a: Hand, b: Hand) -> int:
        """``1`` if ``a`` beats ``b``, ``-1`` if ``b`` beats ``a``, ``0`` for a tie."""
        sa, sb = self.strength(a), self.strength(b)
        return (sa > sb) - (sa < sb)


@cache
def _deck_set(deck: tuple[Card, ...]) -> frozenset[Card]:
    return frozenset(deck)


def all_hands(rules: HandRules) -> list[Hand]:
    """Every three-card hand of the game's deck (7,140 for Ba Cây, 22,100 for Bài Cào)."""
    return list(combinations(rules.deck, 3))


# --- modes and options ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ModeSpec:
    """What a mode of play has: a banker (else a pot everyone antes into) and side bets."""

    key: str
    banker: bool
    challenges: bool = False
    backing: bool = False  # ké cửa (needs a banker)
    role: str | None = None  # "chuong" or "cai": the banker's name in this game


@dataclass(frozen=True, slots=True)
class TableRules:
    """The rule options of a config, read and validated once per round."""

    loss: int = 1
    fee: int = 0
    rotate: bool = False
    steal: bool = False
    banker_wins_ties: bool = False
    playoff: bool = False
    cover: int = 1

    @classmethod
    def read(cls, options: Mapping[str, object], known: tuple[RuleOption, ...]) -> TableRules:
        """``options`` checked against the game's ``known`` options (defaults for missing)."""
        return _read_rules(tuple(options.items()), known)


@lru_cache(maxsize=256)
def _read_rules(options: tuple[tuple[str, object], ...], known: tuple[RuleOption, ...]) -> TableRules:
    given = dict(options)
    values: dict[str, Any] = {o.key: o.validate(given.get(o.key, o.default)) for o in known}
    return TableRules(
        loss=values.get(OPT_LOSS, 1),
        fee=values.get(OPT_FEE, 0),
        rotate=values.get(OPT_ROTATE, False),
        steal=values.get(OPT_STEAL, False),
        banker_wins_ties=values.get(OPT_BANKER_TIES, False),
        playoff=values.get(OPT_PLAYOFF, False),
        cover=values.get(OPT_COVER, 1),
    )


def side_bet_options(*, loss: int, fee: int, house_loss: int | None, house_fee: int | None,
                     modes: tuple[str, ...]) -> tuple[RuleOption, RuleOption]:
    """The loss multiplier and fee of a game's side bets (RULES.md §1 "đánh biên giới")."""
    return (
        RuleOption(OPT_LOSS, loss, minimum=1, maximum=3, house=house_loss, modes=modes),
        RuleOption(OPT_FEE, fee, minimum=0, maximum=10, house=house_fee, modes=modes),
    )


# --- actions ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Bet(Action):
    """A punter's main bet against the banker."""

    amount: int


@dataclass(frozen=True, slots=True)
class SitOut(Action):
    """A punter stays out of this round (no cards, no bet)."""


@dataclass(frozen=True, slots=True)
class Challenge(Action):
    """Đánh biên giới / cào thách: offer ``target`` a side bet of ``amount``."""

    target: int
    amount: int


@dataclass(frozen=True, slots=True)
class Accept(Action):
    """Take the challenge ``challenger`` offered."""

    challenger: int


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Refuse the challenge ``challenger`` offered (nothing is staked)."""

    challenger: int


@dataclass(frozen=True, slots=True)
class Back(Action):
    """Đánh ké cửa: bet ``amount`` that ``target`` beats the banker."""

    target: int
    amount: int


@dataclass(frozen=True, slots=True)
class Ready(Action):
    """Done looking and betting on the side: ready for the showdown (lật bài)."""


ACTION_TYPES: Final[tuple[type[Action], ...]] = (Bet, SitOut, Challenge, Accept, Decline, Back, Ready)
SIT_OUT: Final = SitOut()
READY: Final = Ready()


@cache
def bet_actions(grid: tuple[int, ...]) -> tuple[Bet, ...]:
    return tuple(Bet(a) for a in grid)


@cache
def bet_menu(grid: tuple[int, ...], count: int) -> tuple[Action, ...]:
    """A punter's choices when they can cover the first ``count`` amounts: those bets, or sit out."""
    return (*bet_actions(grid)[:count], SIT_OUT)


@cache
def offer_actions(kind: type[Challenge | Back], target: int, grid: tuple[int, ...]) -> tuple[Action, ...]:
    """Every challenge (or ké cửa) on ``target``, one per amount of ``grid``."""
    return tuple(kind(target, a) for a in grid)


# --- side bets and events -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SideBet:
    """One side bet as the table shows it.

    ``maker`` challenged or backed ``target``; for ké cửa the counterparty is the banker.
    Once settled, ``net`` is the maker's result and ``fee`` what the table took.
    """

    kind: str
    maker: int
    target: int
    amount: int
    status: str = OFFERED
    net: int = 0
    fee: int = 0


@dataclass(frozen=True, slots=True)
class SeatReady(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class SideBetUpdated(Event):
    """Side bet number ``index`` was offered, accepted, declined, placed or settled."""

    index: int
    bet: SideBet


sat_out_event = cache(SatOut)
ready_event = cache(SeatReady)


# --- the view -------------------------------------------------------------------------------
@dataclass(frozen=True)
class ThreeCardView(TableView):
    """A seat's view of a three-card round: the shared table view plus side bets.

    ``free`` is what each seat could still stake (chips minus its worst case so far);
    ``playoffs`` holds the face-up hands of each ván phụ, in order.
    """

    mode: str = ""
    dealer: int = 0
    in_round: tuple[bool, ...] = ()
    ready: tuple[bool, ...] = ()
    free: tuple[int, ...] = ()
    side_bets: tuple[SideBet, ...] = ()
    side_loss: int = 1
    side_fee: int = 0
    banker_wins_ties: bool = False
    playoffs: tuple[tuple[tuple[int, Hand], ...], ...] = ()
    next_banker: int | None = None
