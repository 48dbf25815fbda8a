"""One round of Xì Dách (RULES.md §3, seed 002): the state and its flow.

Flow: (free bets only) each player bets in turn → two cards each, face down → a dealer
holding xì bàng / xì dách shows it and the round ends → players holding one show it and
are paid → each player in turn, counter-clockwise from the dealer (seat banker+1, …)
draws (rút) or stands (dằng), or leaves and forfeits the stake → the dealer draws while
under 16, then may xét one player, xét all, or draw again; players still unsettled when
the dealer goes quắc or takes a fifth card settle against that hand.

Money moves straight between the dealer and each player (no pot).  The dealer can never
go short: a player is only dealt in when the dealer can still cover that player's worst
case (the bet, doubled under thưởng) on top of everyone dealt in before.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence
from enum import StrEnum
from functools import cache, lru_cache
from typing import Any, Final

from game.engine.cards import Card, format_cards, parse_cards
from game.engine.deck import french_deck, parse_script
from game.engine.errors import IllegalAction
from game.engine.events import (
    CardsRevealed,
    Event,
    RoundSettled,
    SatOut,
    Shuffled,
    bet_event,
    dealt_event,
    said_event,
    transfer_chips,
    turn_event,
)
from game.engine.fees import fee_of
from game.engine.ledger import FEE_SINK, Ledger
from game.engine.protocol import Action, LazyMapping, RoundResult, RoundState, TableConfig
from game.engine.view import REST, Label, SeatView, SeatViewCache, assemble
from game.variants.xi_dach.actions import (
    DRAW,
    LEAVE,
    STAND,
    XET_ALL,
    Bet,
    Draw,
    Leave,
    Outcome,
    PlayerSettled,
    Stand,
    Stood,
    Xet,
    XetAll,
)
from game.variants.xi_dach.hand import (
    AFTER_CARD,
    MAX_CARDS,
    OF_AGE,
    VALUE_BY_INDEX,
    Category,
    HandValue,
    XiDachRules,
    can_draw,
    counts_of,
    hand_values,
    outcome_of_strengths,
)
from game.variants.xi_dach.view import XiDachView

# The round's public face: the table and the agents import actions and the view from here.
__all__ = [
    "DRAW",
    "LEAVE",
    "STAND",
    "XET_ALL",
    "Bet",
    "Draw",
    "Leave",
    "Outcome",
    "Phase",
    "PlayerSettled",
    "Stand",
    "Stood",
    "Xet",
    "XetAll",
    "XiDachRound",
    "XiDachView",
]


class Phase(StrEnum):
    BETTING = "betting"
    PLAYING = "playing"
    DEALER = "dealer"
    SETTLED = "settled"


# Members as module constants: reading one through its class is an enum look-up (~80 ns),
# which the round's hot paths would pay dozens of times a round.
_BETTING, _PLAYING, _DEALER, _SETTLED = Phase.BETTING, Phase.PLAYING, Phase.DEALER, Phase.SETTLED
_WIN, _LOSE, _PUSH, _LEFT = Outcome.WIN, Outcome.LOSE, Outcome.PUSH, Outcome.LEFT
_QUAC = Category.QUAC

_BANNERS: Final = {  # the hands the table shouts, by the moment's name
    Category.XI_BANG: "xi-bang",
    Category.XI_DACH: "xi-dach",
    Category.NGU_LINH: "ngu-linh",
    Category.QUAC: "quac",
}


_OUTCOME_STATUS = {o: Label.of(f"xd.status.{o.value}") for o in Outcome}
_STOOD = Label.of("xd.status.stood")
_OUT = Label.of("xd.status.out")


_stood = cache(Stood)  # one event per seat, made once
_xet = cache(Xet)  # the dealer's choice of each seat, made once (a frozen dataclass's init is Python-level)
_player_settled = lru_cache(maxsize=4096)(PlayerSettled)  # (seat, outcome, net, why): a few stakes, over and over


@cache
def _seat_order(banker: int, n: int) -> tuple[int, ...]:
    """The players in turn order: counter-clockwise from the dealer."""
    return tuple((banker + i) % n for i in range(1, n))


_Tables = tuple[XiDachRules, dict[tuple[int, int, int], HandValue], dict[tuple[int, int, int], tuple[Action, ...]]]
_TABLES: dict[int, _Tables] = {}


def _tables(rules: XiDachRules) -> _Tables:
    """The rules, every hand's value and a player's legal actions on its turn by the hand's
    ``(n, hard, aces)`` (rút while it may draw).  Kept by the rules' identity: the rules of a
    table are made once (``XiDachRules.from_options``), and hashing them is a Python-level call."""
    kept = _TABLES.get(id(rules))
    if kept is None or kept[0] is not rules:
        values = hand_values(rules)
        choices: dict[tuple[int, int, int], tuple[Action, ...]] = {
            counts: (DRAW, STAND, LEAVE) if can_draw(counts[0], value) else (STAND, LEAVE)
            for counts, value in values.items()}
        made: _Tables = (rules, values, choices)
        _TABLES[id(rules)] = made
        return made
    return kept


@cache
def _bet_actions(stake: int, k_lo: int, k_hi: int) -> tuple[Bet, ...]:
    return tuple(Bet(k * stake) for k in range(k_lo, k_hi + 1))


class XiDachRound(RoundState[XiDachView]):
    """See the module docstring."""

    variant_key = "xi-dach"
    action_types = (Bet, Draw, Stand, Leave, Xet, XetAll)

    def __init__(self, config: TableConfig, seed: int) -> None:
        super().__init__(config, seed)
        if config.banker is None:
            raise ValueError("Xì Dách needs a dealer (nhà cái): config.banker is None")
        n = config.n_seats
        self.rules, self._hand_values, self._player_choices = _tables(XiDachRules.from_options(config.options))
        self._max_multiplier = self.rules.max_multiplier
        self.banker: int = config.banker
        self.order = _seat_order(self.banker, n)
        self.ledger = Ledger(dict(enumerate(config.balances)))
        self.deck: list[Card] = french_deck()  # the undealt cards, in no meaningful order
        # A scripted deal: each seat's next cards, in order (first the two dealt, then its draws).
        self.script: list[list[Card]] = [
            list(h) for h in parse_script(config.script, n, self.deck, parse_cards, MAX_CARDS)
        ] if config.script else []
        for hand in self.script:
            for c in hand:
                self.deck.remove(c)
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self._seat_views = SeatViewCache(n)
        self._changed = self._seat_views.changed  # marked where a seat's shown facts change
        # (cards, hard total, aces) and the value of each hand, kept up to date card by card
        self._counts = [(0, 0, 0)] * n
        self._values: list[HandValue | None] = [None] * n
        self.bets = [0] * n
        self.revealed = [False] * n
        self.stood = [False] * n
        self.outcomes: list[Outcome | None] = [None] * n
        self.phase = _BETTING
        self.cursor = 0  # index into self.order while betting / playing
        # What the dealer can still cover: every bet is counted at its worst case.
        self.coverage = config.balances[self.banker]
        self._legal: tuple[Action, ...] | None = None
        self._acting: tuple[int, ...] = ()
        self._result: RoundResult | None = None
        self.opening = [Shuffled(len(self.deck))]
        if self.rules.free_bets:
            self._next_bettor(self.opening)
        else:
            for s in self.order:
                if self._bet_cap(s) >= config.stake:
                    self._place(s, config.stake)
                    self.opening.append(bet_event(s, config.stake))  # the table shows every stake
                else:  # the seat sits this round out, and the table says why
                    self.opening.append(self._sat_out(s))
            self._deal(self.opening)
        self._acting = self._whose_turn()

    # --- money helpers ---------------------------------------------------------------
    def _bet_cap(self, seat: int) -> int:
        """The largest bet ``seat`` may make: both it and the dealer can pay the worst case
        (the view's ``cover`` is the dealer's part)."""
        room = min(self.config.balances[seat], self.coverage)
        return room // self._max_multiplier

    def _place(self, seat: int, amount: int) -> None:
        self.bets[seat] = amount
        self._changed[seat] = True
        self.coverage -= amount * self._max_multiplier

    def _bet_choices(self, seat: int) -> tuple[Bet, ...]:
        stake = self.config.stake
        k_lo = max(1, -(-self.config.min_bet // stake))
        k_hi = min(self.config.max_bet, self._bet_cap(seat)) // stake
        return _bet_actions(stake, k_lo, k_hi) if k_hi >= k_lo else ()

    # --- flow ----------------------------------------------------------------------------
    @property
    def players(self) -> tuple[int, ...]:
        """Players dealt into this round, in turn order."""
        bets = self.bets
        return tuple([s for s in self.order if bets[s]])

    def unsettled(self) -> list[int]:
        bets, outcomes = self.bets, self.outcomes
        return [s for s in self.order if bets[s] and outcomes[s] is None]

    def _sat_out(self, seat: int) -> SatOut:
        """A seat that may bet nothing: its own chips, or what the dealer can still cover, fall
        short of the smallest bet at its worst case (×2 under thưởng)."""
        least = max(self.config.stake, self.config.min_bet) * self._max_multiplier
        return SatOut(seat, "chips" if self.config.balances[seat] < least else "banker")

    def _next_bettor(self, events: list[Event]) -> None:
        while self.cursor < len(self.order) and not self._bet_choices(self.order[self.cursor]):
            events.append(self._sat_out(self.order[self.cursor]))  # nothing this seat may bet
            self.cursor += 1
        if self.cursor < len(self.order):
            events.append(turn_event((self.order[self.cursor],)))
        else:
            self._deal(events)

    def _deal(self, events: list[Event]) -> None:
        """Two cards each, one at a time, players in turn order and the dealer last."""
        seats = self.players
        if not seats:
            self._finish(events)
            return
        order = (*seats, self.banker) * 2
        events += map(dealt_event, order, self._take_each(order))
        dealer = self.value(self.banker)
        if dealer.is_special:
            self._show(self.banker, "special", events)
            self._settle(seats, "dealer-special", events)
            self._finish(events)
            return
        special = [s for s in seats if self.value(s).is_special]
        if special:
            self._settle(special, "special", events)
        self.phase = _PLAYING
        self._seat_views.touch_all()  # who sits this round out shows now
        self.cursor = 0
        self._next_player(events)

    def _next_player(self, events: list[Event]) -> None:
        order, bets, outcomes, stood, cursor = self.order, self.bets, self.outcomes, self.stood, self.cursor
        while cursor < len(order):
            s = order[cursor]
            if bets[s] and outcomes[s] is None and not stood[s]:
                self.cursor = cursor
                events.append(turn_event((s,)))
                return
            cursor += 1
        self.cursor = cursor
        if self.unsettled():
            self.phase = _DEALER
            events.append(turn_event((self.banker,)))
        else:
            self._finish(events)

    def _show(self, seat: int, why: str, events: list[Event]) -> None:
        """Turn ``seat``'s hand face up, with a banner if it has a name worth shouting."""
        if self.revealed[seat]:
            return
        self.revealed[seat] = True
        self._changed[seat] = True
        events.append(CardsRevealed(seat, tuple(self.hands[seat]), why))
        self._banner(seat, events)

    def _banner(self, seat: int, events: list[Event]) -> None:
        banner = _BANNERS.get(self.value(seat).category)
        if banner is not None:
            events.append(said_event(banner, seat, banner=True))

    def _settle(self, seats: Iterable[int], why: str, events: list[Event]) -> None:
        """Compare each of ``seats``, in that order, with the dealer's hand as it stands and
        move the chips (the dealer's hand, the rules and the ledger read once for them all)."""
        b, rules, ledger, values, outcomes, changed = (self.banker, self.rules, self.ledger, self._values,
                                                       self.outcomes, self._changed)
        dealer = self.value(b)
        show, multiplier, fee_percent = self._show, rules.multiplier, rules.fee_percent
        for seat in seats:
            show(seat, why, events)
            mine = values[seat]
            if mine is None:
                raise ValueError(f"seat {seat} holds no hand")
            result = outcome_of_strengths(mine.strength, dealer.strength, rules)
            bet = self.bets[seat]
            if result > 0:
                win = bet * multiplier(mine.category)
                fee = fee_of(win, fee_percent)
                transfer_chips(ledger, b, seat, win, "win", events)
                transfer_chips(ledger, seat, FEE_SINK, fee, "fee", events)
                settled, net = _WIN, win - fee
            elif result < 0:
                loss = bet * multiplier(dealer.category)
                transfer_chips(ledger, seat, b, loss, "lose", events)
                settled, net = _LOSE, -loss
            else:
                settled, net = _PUSH, 0
            outcomes[seat] = settled
            changed[seat] = True
            events.append(_player_settled(seat, settled, net, why))

    def _finish(self, events: list[Event]) -> None:
        self.phase = _SETTLED
        self._seat_views.touch_all()  # the dealer's result, and who sat out
        n = self.config.n_seats
        fees = self.ledger.balance(FEE_SINK)
        self._result = RoundResult(
            deltas=self.ledger.deltas(range(n)),
            fees=fees,
            summary=_summary(tuple(map(tuple, self.hands)), tuple(self._values), tuple(self.outcomes)),
        )
        events.append(RoundSettled(self._result.deltas, fees))

    # --- the protocol ----------------------------------------------------------------
    def _next_card(self) -> Card:
        """The next card off the deck: one picked at random from the undealt cards.

        The same as dealing from the top of a shuffled deck (a Fisher–Yates shuffle done
        lazily), but a round pays one random draw per card it uses, not 51 up front.
        Tests stack the deck by overriding this.
        """
        deck = self.deck
        i = int(self.rng.random() * len(deck))  # (_take_each draws the same way, inline)
        deck[i], deck[-1] = deck[-1], deck[i]
        return deck.pop()

    def _take_each(self, seats: Sequence[int]) -> list[Card]:
        """Deal each of ``seats`` its next card, in that order; the cards dealt."""
        script, hands, changed, counts, values = self.script, self.hands, self._changed, self._counts, self._values
        deck, table = self.deck, self._hand_values
        # _next_card's draw, inline (a call per card is a tenth of a round's dealing), unless a
        # test stacks the deck by overriding it
        random = self.rng.random if type(self)._next_card is XiDachRound._next_card else None
        dealt = []
        for seat in seats:
            if script and script[seat]:
                c = script[seat].pop(0)
            elif random is None:
                c = self._next_card()
            else:
                i = int(random() * len(deck))
                deck[i], deck[-1] = deck[-1], deck[i]
                c = deck.pop()
            hands[seat].append(c)
            changed[seat] = True
            now = counts[seat] = AFTER_CARD[counts[seat]][VALUE_BY_INDEX[c.index]]
            if now[0] > 1:  # two cards or more: a hand with a value (the same as _count, inline: one call per card)
                values[seat] = table[now]
            dealt.append(c)
        return dealt

    def _count(self, seat: int, counts: tuple[int, int, int]) -> None:
        self._counts[seat] = counts
        self._values[seat] = self._hand_values[counts] if counts[0] >= 2 else None

    def value(self, seat: int) -> HandValue:
        """The value of ``seat``'s hand (it must hold at least two cards)."""
        value = self._values[seat]
        if value is None:
            raise ValueError(f"seat {seat} holds no hand")
        return value

    def _whose_turn(self) -> tuple[int, ...]:
        if self.phase is _BETTING or self.phase is _PLAYING:
            return (self.order[self.cursor],)
        if self.phase is _DEALER:
            return (self.banker,)
        return ()

    def to_act(self) -> tuple[int, ...]:
        return self._acting

    def legal_actions(self, seat: int) -> Sequence[Action]:
        if seat not in self._acting:
            return ()
        if self._legal is None:
            self._legal = self._compute_legal(seat)
        return self._legal

    def _compute_legal(self, seat: int) -> tuple[Action, ...]:
        if self.phase is _BETTING:
            return self._bet_choices(seat)
        if self.phase is _PLAYING:
            return self._player_choices[self._counts[seat]]
        value = self.value(seat)
        draw: tuple[Action, ...] = (DRAW,) if can_draw(self._counts[seat][0], value) else ()
        if value.total < OF_AGE:
            return draw
        return (*draw, XET_ALL, *map(_xet, self.unsettled()))

    def _validate(self, seat: int, action: Action) -> None:
        legal = self._legal or self.legal_actions(seat)
        for a in legal:  # an agent answers with one of the very actions handed out: found by
            if a is action:  # identity first (``in`` calls the dataclasses' Python-level ``__eq__``)
                return
        if action in legal:
            return
        raise self._why_illegal(seat, action)

    def _why_illegal(self, seat: int, action: Action) -> IllegalAction:
        """The reason an action that is not in :meth:`legal_actions` is refused."""
        dealer = seat == self.banker
        if isinstance(action, Bet):
            if self.phase is not _BETTING:
                return IllegalAction("bets are placed before the deal", key="xd.illegal.not_betting")
            return IllegalAction(
                f"a bet of {action.amount} is not allowed here",
                key="xd.illegal.bad_bet",
                amount=action.amount,
            )
        if self.phase is _BETTING:
            return IllegalAction("place a bet first", key="xd.illegal.bet_first")
        if isinstance(action, Draw):
            if len(self.hands[seat]) >= MAX_CARDS:
                return IllegalAction("five cards is the most a hand may hold", key="xd.illegal.five_cards")
            return IllegalAction("you may only draw under 21", key="xd.illegal.no_draw_21")
        if isinstance(action, (Xet, XetAll)):
            if not dealer:
                return IllegalAction("only the dealer may xét", key="xd.illegal.dealer_only")
            if self.value(seat).total < OF_AGE:
                return IllegalAction("the dealer must reach 16 to xét", key="xd.illegal.not_of_age")
            target = action.seat if isinstance(action, Xet) else None
            return IllegalAction(
                f"seat {target} is not waiting to be settled", key="xd.illegal.not_waiting", seat=target
            )
        if dealer:
            return IllegalAction("the dealer draws or xéts", key="xd.illegal.dealer_moves")
        return IllegalAction(f"{type(action).__name__} is not allowed now", key="xd.illegal.not_now")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._seat_views.settle()  # views handed out with their seats to build: build them now
        events = self._carry_out(seat, action)
        self._legal = None
        self._acting = self._whose_turn()
        return events

    def _carry_out(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Draw):  # the commonest first
            events.append(dealt_event(seat, self._take_each((seat,))[0], self.revealed[seat]))
            if seat == self.banker:
                self._after_dealer_draw(events)
        elif isinstance(action, Stand):
            self.stood[seat] = True
            self._changed[seat] = True
            events.append(_stood(seat))
            self._next_player(events)
        elif isinstance(action, Bet):
            self._place(seat, action.amount)
            events.append(bet_event(seat, action.amount))
            self.cursor += 1
            self._next_bettor(events)
        elif isinstance(action, Leave):
            transfer_chips(self.ledger, seat, self.banker, self.bets[seat], "leave", events)
            self.outcomes[seat] = _LEFT
            self._changed[seat] = True
            events.append(PlayerSettled(seat, _LEFT, -self.bets[seat], "leave"))
            self._next_player(events)
        elif isinstance(action, Xet):
            self._show(self.banker, "xet", events)
            self._settle((action.seat,), "xet", events)
            if not self.unsettled():
                self._finish(events)
        else:  # XetAll
            self._show(self.banker, "xet", events)
            self._settle(self.unsettled(), "xet", events)
            self._finish(events)
        return events

    def _after_dealer_draw(self, events: list[Event]) -> None:
        """A quắc dealer or a fifth card settles everyone left against that hand."""
        value = self.value(self.banker)
        if value.category is _QUAC or self._counts[self.banker][0] == MAX_CARDS:
            why = "dealer-quac" if value.category is _QUAC else "dealer-five"
            if self.revealed[self.banker]:  # shown at an earlier xét: just the banner
                self._banner(self.banker, events)
            else:
                self._show(self.banker, why, events)
            self._settle(self.unsettled(), why, events)
            self._finish(events)

    def is_over(self) -> bool:
        return self.phase is _SETTLED

    def result(self) -> RoundResult:
        if self._result is None:
            raise RuntimeError("the round is not over")
        return self._result

    # --- views -----------------------------------------------------------------------
    def view(self, seat: int | None) -> XiDachView:
        values = self._view_values(seat)
        values["seats"] = self._seat_views.seats(seat, self._seat_view)
        return assemble(XiDachView, values)

    def agent_view(self, seat: int) -> XiDachView:
        """The view with its seats and the table's fields built when first read (an easy
        agent reads only whose seat it is, the dealer's and its own hand's value)."""
        values = {"seat": seat, "banker": self.banker, "my_value": self._values[seat],
                  REST: self._view_later}
        return self._seat_views.hand_out(assemble(XiDachView, values))

    def _view_later(self, seat: int) -> dict[str, Any]:
        """What :meth:`agent_view` leaves to build: the table's fields and every seat."""
        values = self._view_rest(seat)
        values["seats"] = self._seat_views.seats(seat, self._seat_view)
        return values

    def _view_values(self, seat: int | None) -> dict[str, Any]:
        """Every field of ``seat``'s view but ``seats``."""
        values = self._view_rest(seat)
        values["seat"], values["banker"] = seat, self.banker
        values["my_value"] = None if seat is None else self._values[seat]
        return values

    def _view_rest(self, seat: int | None) -> dict[str, Any]:
        """The fields of ``seat``'s view that :meth:`agent_view` builds when first read."""
        return {
            "phase": str(self.phase),  # the plain text (``.value`` is two Python-level calls)
            "to_act": self._acting,
            "balances": self.config.balances,
            "pot": 0,
            "fees": self.ledger.balance(FEE_SINK),
            "stake": self.config.stake,
            "min_bet": self.config.min_bet,
            "max_bet": self.config.max_bet,
            "deck_left": len(self.deck),
            "rules": self.rules,
            "stood": tuple(self.stood),
            "outcomes": tuple(self.outcomes),
            "cover": self.coverage // self._max_multiplier,
        }

    def _seat_view(self, s: int, own: bool) -> SeatView:
        hand, value = self.hands[s], self._values[s]
        visible = own or self.revealed[s]
        dealer = s == self.banker
        settled = self.outcomes[s] is not None
        return assemble(SeatView, {
            "seat": s,
            "cards": tuple(hand) if visible else (None,) * len(hand),
            "face_up": self.revealed[s],
            "bet": self.bets[s],
            "role": "nha-cai" if dealer else None,
            "status": self._status(s),
            "hand": value.label() if visible and value is not None else None,
            "delta": self.ledger.delta(s) if settled or (dealer and self.phase is _SETTLED) else None,
        })

    def _status(self, s: int) -> Label | None:
        if s == self.banker:
            return None
        result = self.outcomes[s]
        if result is not None:
            return _OUTCOME_STATUS[result]
        if self.stood[s]:
            return _STOOD
        if not self.bets[s] and self.phase is not _BETTING:
            return _OUT
        return None

    def permute_hidden(self, seat: int, rng: random.Random) -> XiDachRound:
        """A copy in which the undealt deck and every face-down card ``seat`` cannot see
        (other players', the dealer's) are shuffled among those same places."""
        other = copy.copy(self)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.ledger = copy.deepcopy(self.ledger)
        other.log = list(self.log)
        other.hands = [list(h) for h in self.hands]
        other.stood = list(self.stood)
        other.outcomes = list(self.outcomes)
        other.revealed = list(self.revealed)
        other.bets = list(self.bets)
        other._legal = None
        other._counts = list(self._counts)
        other._values = list(self._values)
        other._seat_views = SeatViewCache(self.config.n_seats)
        other._changed = other._seat_views.changed
        hidden = [s for s in range(self.config.n_seats) if s != seat and not self.revealed[s]]
        pool = list(self.deck)
        for s in hidden:
            pool.extend(self.hands[s])
        rng.shuffle(pool)
        other.deck = pool[: len(self.deck)]
        at = len(self.deck)
        for s in hidden:
            k = len(self.hands[s])
            other.hands[s] = pool[at : at + k]
            other._count(s, counts_of(other.hands[s]))
            at += k
        return other


def _summary(hands: tuple[tuple[Card, ...], ...], values: tuple[HandValue | None, ...],
             outcomes: tuple[Outcome | None, ...]) -> LazyMapping:
    """A finished round as ``sim`` rows and the history show it (written when first read)."""
    return LazyMapping(lambda: {
        "hands": [format_cards(h) if h else None for h in hands],
        # StrEnum members: JSON writes them as their text ("du-tuoi", "win")
        "categories": [None if v is None else v.category for v in values],
        "outcomes": list(outcomes),
    })
