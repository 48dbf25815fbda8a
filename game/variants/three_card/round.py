"""The three-card table shared by Ba Cây and Bài Cào (RULES.md §1–2), written once.

A round goes: **betting** (banker modes only: each punter bets an amount on the grid or
sits the round out) → the deal (three cards each, one at a time, face down, from the
dealer's left) → **side bets** (while everyone looks at their own cards: challenges the
target accepts or declines, ké cửa; each player marks themselves ready; a mode without
side bets — cào cái — has nothing to decide here, and the table holds the showdown until
its human has looked) → showdown (all cards turned up) → settlement.  The two games
differ only in their :class:`HandRules`, their :class:`ModeSpec`\\ s and their option
defaults.

Solvency holds by construction, never by a check after the fact: each seat carries an
*exposure*, the most it could still have to pay this round (bets it might lose, side
bets it might lose at the loss multiplier, all a banker might pay out).  A bet or side
bet is legal only if every payer's exposure stays within their chips, so settlement in
any order never overdraws anyone.  Bets are not escrowed: chips move once, from loser to
winner, at settlement; only the antes of the pot modes sit in the pot from the start.
"""

from __future__ import annotations

import copy
import random
from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from game.engine.cards import Card, format_cards, parse_cards
from game.engine.deck import parse_script, stack
from game.engine.errors import IllegalAction, NotationError
from game.engine.events import (
    Announced,
    CardsRevealed,
    Event,
    RoundSettled,
    Shuffled,
    TurnChanged,
    bet_event,
    dealt_event,
    transfer_chips,
)
from game.engine.fees import fee_of
from game.engine.ledger import FEE_SINK, POT, Account, Ledger
from game.engine.protocol import Action, LazyMapping, RoundResult, RoundState, TableConfig
from game.engine.variant import RuleOption, Variant
from game.engine.view import Label, SeatView, assemble
from game.variants.three_card.defs import (
    ACCEPTED,
    ACTION_TYPES,
    BETTING,
    DECLINED,
    KE_CUA,
    LOST,
    OFFERED,
    PUSH,
    READY,
    SETTLED,
    SIDE_BETS,
    WON,
    Accept,
    Back,
    Bet,
    Challenge,
    Decline,
    Hand,
    HandRules,
    ModeSpec,
    SideBet,
    SideBetUpdated,
    SitOut,
    TableRules,
    ThreeCardView,
    amount_grid,
    bet_grid,
    bet_menu,
    offer_actions,
    ready_event,
    sat_out_event,
)

_OPEN = (OFFERED, ACCEPTED)
_BETTING, _SAT_OUT, _READY, _LOOKING = (
    Label.of(f"tc.status.{key}") for key in ("betting", "sat_out", "ready", "looking")
)


class ThreeCardRound(RoundState[ThreeCardView]):
    """One deal of a three-card game; subclasses name the game's rules and modes."""

    action_types = ACTION_TYPES
    hand_rules: ClassVar[HandRules]
    modes: ClassVar[Mapping[str, ModeSpec]]
    rule_options: ClassVar[tuple[RuleOption, ...]]

    def __init__(self, config: TableConfig, seed: int) -> None:
        super().__init__(config, seed)
        spec = self.modes.get(config.mode)
        if spec is None:
            raise ValueError(f"{self.variant_key} has no mode {config.mode!r}")
        if spec.banker and config.banker is None:
            raise ValueError(f"mode {config.mode} needs a banker seat")
        n = config.n_seats
        self.spec = spec
        self.rules = TableRules.read(config.options, self.rule_options)
        self.banker: int | None = config.banker if spec.banker else None
        self.dealer = self.banker if self.banker is not None else (config.round_no - 1) % n
        balances: dict[Account, int] = dict(enumerate(config.balances))
        balances[POT] = config.carry
        self.ledger = Ledger(balances)
        self._chips = self.ledger.live_balances()
        self.grid = bet_grid(config.min_bet, config.max_bet, config.stake)
        self.side_grid = amount_grid(config.stake, max(config.stake, config.max_bet), config.stake)
        self.deck: list[Card] = self._shuffle()
        self.script, self.playoff_scripts = self._read_script(config.script, n)
        self.dealt = 0
        self.hands: list[Hand] = [()] * n
        self.in_round = [False] * n
        self.decided = [False] * n
        self.ready = [False] * n
        self.bets = [0] * n
        self.exposure = [0] * n
        self.pending = [0] * n  # challenges waiting for this seat's answer
        self.players: tuple[int, ...] = ()  # the seats dealt in, in deal order
        self.side: list[SideBet] = []
        self.playoffs: list[tuple[tuple[int, Hand], ...]] = []
        self.revealed = False
        self.phase = BETTING
        self.next_banker: int | None = None
        self._result: RoundResult | None = None
        self._legal: dict[int, tuple[Action, ...]] = {}
        self._to_act: tuple[int, ...] = ()
        self.opening = [Shuffled(len(self.deck))]
        if self.banker is not None:
            self.in_round[self.banker] = self.decided[self.banker] = True
            self._to_act = (*range(self.banker), *range(self.banker + 1, n))
            self.opening.append(TurnChanged(self._to_act))
        else:
            self.opening += self._ante()

    def _read_script(self, text: str, n: int) -> tuple[tuple[Hand, ...], tuple[tuple[Hand, ...], ...]]:
        """A scripted deal, ``"H0 | H1 | …"``, then after each ``;`` the deal of one ván phụ in
        the same form (a seat not tied in it leaves its part empty; each ván phụ is a new deck)."""
        if not text:
            return (), ()
        deck = self.hand_rules.deck
        first, *playoffs = (parse_script(part, n, deck, parse_cards, 3) for part in text.split(";"))
        return first, tuple(playoffs)

    def _shuffle(self) -> list[Card]:
        """A freshly shuffled deck, from ``self.rng`` only (tests override this to rig deals).

        Sorting by independent uniform keys is a uniform shuffle, and in CPython about twice
        as fast as ``Random.shuffle``.
        """
        key = self.rng.random
        return sorted(self.hand_rules.deck, key=lambda _: key())

    # --- the protocol ------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        legal = self._legal.get(seat)
        if legal is None:
            legal = self._legal[seat] = self._list_legal(seat) if seat in self._to_act else ()
        return legal

    def _list_legal(self, seat: int) -> tuple[Action, ...]:
        if self.phase == BETTING:
            return bet_menu(self.grid, bisect_right(self.grid, self._bet_cap(seat)))
        out: list[Action] = []
        cover = self.rules.cover
        for b in self._incoming(seat):
            if cover * b.amount <= self.free(seat):
                out.append(Accept(b.maker))
            out.append(Decline(b.maker))
        if self.ready[seat]:
            return tuple(out)
        free, loss = self.free(seat), self.rules.loss
        if self.spec.challenges and not self._has_open_challenge(seat):
            blocked = self._blocked_targets(seat)
            for target in self.players:
                if target != seat and target not in blocked:
                    cap = bisect_right(self.side_grid, min(free // loss, self.free(target) // cover))
                    out += offer_actions(Challenge, target, self.side_grid)[:cap]
        if self.spec.backing and seat != self.banker and not self._has_backed(seat):
            cap = bisect_right(self.side_grid, min(free // loss, self.free(self.banker_seat)))
            for target in self.players:
                if target not in (seat, self.banker):
                    out += offer_actions(Back, target, self.side_grid)[:cap]
        if not self.pending[seat]:
            out.append(READY)
        return tuple(out)

    def _validate(self, seat: int, action: Action) -> None:
        if isinstance(action, (Bet, SitOut)):
            self._check_betting(seat, action)
        elif self.phase != SIDE_BETS:
            raise IllegalAction("side bets come after the deal", key="tc.illegal.phase")
        elif isinstance(action, (Accept, Decline)):
            self._check_answer(seat, action)
        elif self.ready[seat]:
            raise IllegalAction("you are ready; only answers to challenges remain", key="tc.illegal.ready")
        elif isinstance(action, Challenge):
            self._check_challenge(seat, action)
        elif isinstance(action, Back):
            self._check_back(seat, action)
        elif self.pending[seat]:
            raise IllegalAction("answer the challenge first", key="tc.illegal.answer_first")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._legal.clear()
        events: list[Event]
        if isinstance(action, Bet):
            self.decided[seat] = self.in_round[seat] = True
            self.bets[seat] = action.amount
            self.exposure[seat] += action.amount
            self.exposure[self.banker_seat] += action.amount
            events = [bet_event(seat, action.amount)]
        elif isinstance(action, SitOut):
            self.decided[seat] = True
            events = [sat_out_event(seat)]
        elif isinstance(action, Challenge):
            self.exposure[seat] += self.rules.loss * action.amount
            self.pending[action.target] += 1
            kind = self.hand_rules.challenge_kind
            events = self._add_side(SideBet(kind, seat, action.target, action.amount))
        elif isinstance(action, Back):
            self.exposure[seat] += self.rules.loss * action.amount
            self.exposure[self.banker_seat] += action.amount
            events = self._add_side(SideBet(KE_CUA, seat, action.target, action.amount, ACCEPTED))
        elif isinstance(action, (Accept, Decline)):
            events = self._answer(seat, action)
        else:
            self.ready[seat] = True
            events = [ready_event(seat)]
        if self.phase == BETTING:
            i = self._to_act.index(seat)
            self._to_act = self._to_act[:i] + self._to_act[i + 1 :]
            if not self._to_act:
                events += self._deal_in()
        else:
            self._to_act = self._side_bettors()
            if not self._to_act:
                events += self._showdown()
        return events

    def _side_bettors(self) -> tuple[int, ...]:
        """Who the side-bet phase waits for: those not ready, and those with a challenge to answer."""
        return tuple(s for s in self.players if not self.ready[s] or self.pending[s])

    def is_over(self) -> bool:
        return self.phase == SETTLED

    def result(self) -> RoundResult:
        if self._result is None:
            raise RuntimeError("the round is not over")
        return self._result

    # --- funds ---------------------------------------------------------------------------------
    @property
    def banker_seat(self) -> int:
        if self.banker is None:
            raise RuntimeError("this mode has no banker")
        return self.banker

    def free(self, seat: int) -> int:
        """Chips ``seat`` could still stake: what it holds minus its worst case so far."""
        return self._chips[seat] - self.exposure[seat]

    def _short(self, key: str, payer: int, amount: int, mult: int = 1) -> IllegalAction:
        """The refusal when ``payer`` could not pay ``mult`` × ``amount`` in the worst case."""
        free = self.free(payer)
        return IllegalAction(
            f"seat {payer} could not pay {mult}x{amount} in the worst case (only {free} free)",
            key=f"tc.funds.{key}", seat=payer, seat_no=payer + 1, amount=amount, mult=mult, free=free,
        )

    def _check_amount(self, amount: int, grid: tuple[int, ...]) -> None:
        if amount not in grid:
            listed = ", ".join(map(str, grid))
            raise IllegalAction(f"the amount must be one of {listed}", key="tc.illegal.amount",
                                amounts=listed)

    # --- betting, antes, the deal ---------------------------------------------------------------
    def _check_betting(self, seat: int, action: Bet | SitOut) -> None:
        if self.phase != BETTING:
            raise IllegalAction("betting is over", key="tc.illegal.phase")
        if isinstance(action, Bet):
            amount = action.amount
            self._check_amount(amount, self.grid)
            if amount > self._bet_cap(seat):
                if amount > self.free(seat):
                    raise self._short("bet", seat, amount)
                raise self._short(f"banker.{self.spec.role}", self.banker_seat, amount)

    def _bet_cap(self, seat: int) -> int:
        """The most ``seat`` may bet: what it and the banker could each still pay."""
        chips, exposure, banker = self._chips, self.exposure, self.banker_seat
        return min(chips[seat] - exposure[seat], chips[banker] - exposure[banker])

    def _ante(self) -> list[Event]:
        """Pot modes: everyone who can antes the stake, and the cards are dealt at once."""
        stake = self.config.stake
        players = [s for s in range(self.config.n_seats) if self.ledger.balance(s) >= stake]
        events: list[Event] = [sat_out_event(s, "chips") for s in range(self.config.n_seats) if s not in players]
        if len(players) < 2:
            return self._settle([*events, Announced("too-few")])
        for s in players:
            self.in_round[s] = True
            self.bets[s] = stake
            transfer_chips(self.ledger, s, POT, stake, "ante", events)
        return events + self._deal_in()

    def _deal_in(self) -> list[Event]:
        """Deal three cards to each seat in the round, one at a time from the dealer's left."""
        n, first, in_round = self.config.n_seats, self.dealer + 1, self.in_round
        order = [s for s in (*range(first, n), *range(first)) if in_round[s]]
        if len(order) < 2:
            return self._settle([Announced("nobody-bet")])
        self.players = tuple(order)
        k = len(order)
        if self.script:  # a scripted deal: each listed card where its seat is dealt from
            self.deck = stack(self.deck, [self.script[s] for s in order], [range(i, 3 * k, k) for i in range(k)])
        cards = self.deck[: 3 * k]
        self.dealt = 3 * k
        for i, s in enumerate(order):
            self.hands[s] = tuple(cards[i::k])
        events: list[Event] = list(map(dealt_event, order * 3, cards))  # round by round
        if not (self.spec.challenges or self.spec.backing):
            # Nothing to decide after the deal (cào cái): everyone looks, the cái turns up.
            # Looking (nặn bài) is the table's business; it holds the showdown until then.
            return events + self._showdown()
        self.phase = SIDE_BETS
        self._to_act = self._side_bettors()
        events.append(TurnChanged(self._to_act))
        return events

    # --- side bets --------------------------------------------------------------------------------
    def _incoming(self, seat: int) -> list[SideBet]:
        if not self.pending[seat]:
            return []
        return [b for b in self.side if b.target == seat and b.status == OFFERED]

    def _has_open_challenge(self, seat: int) -> bool:
        return any(b.maker == seat and b.kind != KE_CUA and b.status in _OPEN for b in self.side)

    def _has_backed(self, seat: int) -> bool:
        return any(b.maker == seat and b.kind == KE_CUA for b in self.side)

    def _blocked_targets(self, seat: int) -> dict[int, str]:
        """Players ``seat`` may not challenge this round, with why (a catalogue key's tail).

        One challenge per pair of players and direction, and never two open between a pair.
        """
        blocked: dict[int, str] = {}
        for b in self.side:
            if b.kind == KE_CUA:
                continue
            if b.maker == seat:
                blocked[b.target] = "challenged_before"
            elif b.target == seat and b.status in _OPEN:
                blocked.setdefault(b.maker, "pair_open")
        return blocked

    def _check_target(self, seat: int, target: int) -> None:
        if not 0 <= target < self.config.n_seats or not self.in_round[target]:
            raise IllegalAction(f"seat {target} is not in this round", key="tc.illegal.target_out")
        if target == seat:
            raise IllegalAction("not on yourself", key="tc.illegal.target_self")

    def _check_challenge(self, seat: int, action: Challenge) -> None:
        kind, loss = self.hand_rules.challenge_kind, self.rules.loss
        if not self.spec.challenges:
            raise IllegalAction("no challenges in this mode", key="tc.illegal.no_side_bet")
        if self._has_open_challenge(seat):
            raise IllegalAction("one challenge at a time", key="tc.illegal.one_challenge")
        self._check_target(seat, action.target)
        why = self._blocked_targets(seat).get(action.target)
        if why is not None:
            raise IllegalAction(f"seat {seat} may not challenge seat {action.target} again ({why})",
                                key=f"tc.illegal.{why}", seat_no=action.target + 1)
        self._check_amount(action.amount, self.side_grid)
        if loss * action.amount > self.free(seat):
            raise self._short(kind, seat, action.amount, loss)
        cover = self.rules.cover
        if cover * action.amount > self.free(action.target):
            raise self._short("target", action.target, cover * action.amount)

    def _check_back(self, seat: int, action: Back) -> None:
        if not self.spec.backing:
            raise IllegalAction("no ké cửa in this mode", key="tc.illegal.no_side_bet")
        if seat == self.banker:
            raise IllegalAction("the banker cannot ké cửa", key="tc.illegal.banker_backs")
        if self._has_backed(seat):
            raise IllegalAction("one ké cửa per round", key="tc.illegal.one_back")
        self._check_target(seat, action.target)
        if action.target == self.banker:
            raise IllegalAction("ké cửa backs a player, not the banker", key="tc.illegal.back_banker")
        self._check_amount(action.amount, self.side_grid)
        loss = self.rules.loss
        if loss * action.amount > self.free(seat):
            raise self._short(KE_CUA, seat, action.amount, loss)
        if action.amount > self.free(self.banker_seat):
            raise self._short(f"banker.{self.spec.role}", self.banker_seat, action.amount)

    def _check_answer(self, seat: int, action: Accept | Decline) -> None:
        found = self._offer(action.challenger, seat)
        if found is None:
            raise IllegalAction(f"no challenge from seat {action.challenger} is waiting for an answer",
                                key="tc.illegal.no_offer", seat_no=action.challenger + 1)
        amount, cover = found[1].amount, self.rules.cover
        if isinstance(action, Accept) and cover * amount > self.free(seat):
            raise self._short("accept", seat, cover * amount)

    def _offer(self, challenger: int, target: int) -> tuple[int, SideBet] | None:
        for i, b in enumerate(self.side):
            if b.maker == challenger and b.target == target and b.status == OFFERED:
                return i, b
        return None

    def _add_side(self, bet: SideBet) -> list[Event]:
        self.side.append(bet)
        return [SideBetUpdated(len(self.side) - 1, bet)]

    def _answer(self, seat: int, action: Accept | Decline) -> list[Event]:
        found = self._offer(action.challenger, seat)
        assert found is not None  # _validate made sure
        i, offer = found
        self.pending[seat] -= 1
        if isinstance(action, Accept):
            self.exposure[seat] += offer.amount
            self.side[i] = replace(offer, status=ACCEPTED)
        else:
            self.exposure[offer.maker] -= self.rules.loss * offer.amount
            self.side[i] = replace(offer, status=DECLINED)
        return [SideBetUpdated(i, self.side[i])]

    # --- showdown and settlement -------------------------------------------------------------------
    def _pay_side(self, loser: int, winner: int, winnings: int, reason: str) -> tuple[int, list[Event]]:
        """The loser pays ``winnings``: the fee to the table, the rest to the winner."""
        fee = fee_of(winnings, self.rules.fee)
        events: list[Event] = []
        transfer_chips(self.ledger, loser, winner, winnings - fee, reason, events)
        transfer_chips(self.ledger, loser, FEE_SINK, fee, "fee", events)
        return fee, events

    def _showdown(self) -> list[Event]:
        rules = self.hand_rules
        self.revealed = True
        seats = self.players
        strength: dict[int, int] = {}
        events: list[Event] = []
        for s in seats:
            hand = self.hands[s]
            strength[s] = rules.strength(hand)
            events.append(CardsRevealed(s, hand, "showdown"))
            moment = rules.highlight(hand)
            if moment is not None:
                events.append(Announced(moment, s, {}, True))
        if self.banker is not None:
            events += self._settle_bank(seats, strength)
        else:
            events += self._settle_pot(seats, strength)
        for i, b in enumerate(self.side):
            if b.status == ACCEPTED:
                events += self._settle_side(i, b, strength)
        return self._settle(events)

    def _settle_bank(self, seats: tuple[int, ...], strength: Mapping[int, int]) -> list[Event]:
        banker = self.banker_seat
        events: list[Event] = []
        steal: int | None = None
        ledger, bets, to_beat = self.ledger, self.bets, strength[banker]
        for s in seats:
            if s == banker:
                continue
            diff = strength[s] - to_beat
            if diff > 0:
                transfer_chips(ledger, banker, s, bets[s], "bet", events)
                if self._steals(s) and (steal is None or strength[s] > strength[steal]):
                    steal = s
            elif diff < 0 or self.rules.banker_wins_ties:
                transfer_chips(ledger, s, banker, bets[s], "bet", events)
        if steal is not None:
            events.append(Announced("cuop-chuong", steal, {}, True))
            self.next_banker = steal
        return events

    def _steals(self, seat: int) -> bool:
        """Cướp chương: this winner's points (10 in Ba Cây) take the bank, if the table plays it."""
        points = self.hand_rules.bank_stealing_points
        return self.rules.steal and points is not None and self.hand_rules.points(self.hands[seat]) == points

    def _settle_pot(self, seats: tuple[int, ...], strength: Mapping[int, int]) -> list[Event]:
        best = max(strength.values())
        winners = [s for s in seats if strength[s] == best]
        events: list[Event] = []
        while self.rules.playoff and len(winners) > 1:
            winners, more = self._playoff(winners)
            events += more
        if self.playoffs:  # the tied hands were equal: the round says who took the pot
            events.append(Announced("van-phu-won", winners[0]))
        pot = self.ledger.balance(POT)
        share = pot // len(winners)
        for s in winners:
            transfer_chips(self.ledger, POT, s, share, "pot", events)
        if len(winners) > 1:
            params = {"share": share, "count": len(winners), "rest": pot - share * len(winners)}
            events.append(Announced("split", None, params))
        return events

    def _playoff(self, tied: list[int]) -> tuple[list[int], list[Event]]:
        """Ván phụ: a new deal, face up, to the tied seats only; the best of it wins."""
        deck, done = self._shuffle(), len(self.playoffs)
        if done < len(self.playoff_scripts):  # a scripted ván phụ: each listed card where its seat is dealt from
            script = self.playoff_scripts[done]
            deck = stack(deck, [script[s] for s in tied], [range(i * 3, i * 3 + 3) for i in range(len(tied))])
        hands = {s: tuple(deck[i * 3 : i * 3 + 3]) for i, s in enumerate(tied)}
        self.playoffs.append(tuple(hands.items()))
        events: list[Event] = [Announced("van-phu", None, {"seats": list(tied)}, True),
                               Shuffled(len(deck))]
        events += (dealt_event(s, c, True) for s in tied for c in hands[s])
        strength = {s: self.hand_rules.strength(h) for s, h in hands.items()}
        best = max(strength.values())
        return [s for s in tied if strength[s] == best], events

    def _settle_side(self, i: int, b: SideBet, strength: Mapping[int, int]) -> list[Event]:
        # Ké cửa sets the backed player's hand against the banker's; the banker pays or is paid.
        if b.kind == KE_CUA:
            counter, diff = self.banker_seat, strength[b.target] - strength[self.banker_seat]
        else:
            counter, diff = b.target, strength[b.maker] - strength[b.target]
        events: list[Event] = []
        if diff > 0:
            fee, events = self._pay_side(counter, b.maker, b.amount, b.kind)
            self.side[i] = replace(b, status=WON, net=b.amount - fee, fee=fee)
        elif diff < 0:
            lost = self.rules.loss * b.amount
            fee, events = self._pay_side(b.maker, counter, lost, b.kind)
            self.side[i] = replace(b, status=LOST, net=-lost, fee=fee)
        else:
            self.side[i] = replace(b, status=PUSH)
        return [*events, SideBetUpdated(i, self.side[i])]

    def _settle(self, events: list[Event]) -> list[Event]:
        """End the round: fix the result and who holds the bank next."""
        n = self.config.n_seats
        self.phase = SETTLED
        self._to_act = ()
        self._legal.clear()
        if self.banker is not None and self.next_banker is None:
            self.next_banker = (self.banker + 1) % n if self.rules.rotate else self.banker
        deltas = self.ledger.deltas(range(n))
        fees = self.ledger.balance(FEE_SINK)
        carry = self.ledger.balance(POT) - self.config.carry
        self._result = RoundResult(deltas, fees, carry, self.next_banker, self._summary())
        events.append(RoundSettled(deltas, fees, carry, self.next_banker))
        return events

    def _summary(self) -> LazyMapping:
        """What ``sim`` rows and the history panel show of a round, JSON-ready (written when read)."""
        mode, hands, playoffs, next_banker = self.spec.key, tuple(self.hands), len(self.playoffs), self.next_banker
        side = tuple(self.side)
        return LazyMapping(lambda: {
            "mode": mode,
            "hands": [format_cards(h) if h else None for h in hands],
            "side_bets": [[b.kind, b.maker, b.target, b.amount, b.status, b.net] for b in side],
            "playoffs": playoffs,
            "next_banker": next_banker,
        })

    # --- views ---------------------------------------------------------------------------------------
    def view(self, seat: int | None) -> ThreeCardView:
        n = self.config.n_seats
        result = self._result
        return assemble(ThreeCardView, {
            "seat": seat,
            "phase": self.phase,
            "to_act": self._to_act,
            "seats": tuple(self._seat_view(s, seat, None if result is None else result.deltas[s])
                        for s in range(n)),
            "balances": self.config.balances,
            "pot": self.ledger.balance(POT),
            "fees": self.ledger.balance(FEE_SINK),
            "stake": self.config.stake,
            "min_bet": self.config.min_bet,
            "max_bet": self.config.max_bet,
            "banker": self.banker,
            "deck_left": len(self.deck) - self.dealt,
            "mode": self.spec.key,
            "dealer": self.dealer,
            "in_round": tuple(self.in_round),
            "ready": tuple(self.ready),
            "free": tuple(self.free(s) for s in range(n)),
            "side_bets": tuple(self.side),
            "side_loss": self.rules.loss,
            "side_fee": self.rules.fee,
            "banker_wins_ties": self.rules.banker_wins_ties,
            "playoffs": tuple(self.playoffs),
            "next_banker": self.next_banker,
        })

    def _seat_view(self, s: int, viewer: int | None, delta: int | None) -> SeatView:
        hand = self.hands[s]
        visible = bool(hand) and (self.revealed or s == viewer)
        return assemble(SeatView, {
            "seat": s,
            "cards": hand if visible else (None,) * len(hand),
            "face_up": self.revealed and bool(hand),
            "bet": self.bets[s],
            "role": self.spec.role if s == self.banker else None,
            "status": self._status(s),
            "hand": self.hand_rules.label(hand) if visible else None,
            "delta": delta,
        })

    def _status(self, s: int) -> Label | None:
        if not self.in_round[s]:
            waiting = self.phase == BETTING and not self.decided[s]
            return _BETTING if waiting else _SAT_OUT
        if self.phase == SIDE_BETS:
            return _READY if self.ready[s] else _LOOKING
        return None

    def permute_hidden(self, seat: int, rng: random.Random) -> ThreeCardRound:
        other = copy.deepcopy(self)
        n = self.config.n_seats
        hidden = [] if self.revealed else [s for s in range(n) if s != seat and self.hands[s]]
        pool = [c for s in hidden for c in self.hands[s]] + self.deck[self.dealt :]
        rng.shuffle(pool)
        for s in hidden:
            other.hands[s], pool = tuple(pool[:3]), pool[3:]
        other.deck = self.deck[: self.dealt] + pool
        return other


# --- the variant -----------------------------------------------------------------------------------
class ThreeCardVariant(Variant):
    """What Ba Cây and Bài Cào share as games: hand description, comparison, agents."""

    round_type: ClassVar[type[ThreeCardRound]]
    min_players = 2

    @property
    def hand_rules(self) -> HandRules:
        return self.round_type.hand_rules

    def describe_hand(self, text: str) -> dict[str, Any]:
        return self.hand_rules.describe(self.hand_rules.parse(text))

    def compare(self, a: str, b: str) -> str | None:
        rules = self.hand_rules
        ha, hb = rules.parse(a), rules.parse(b)
        shared = sorted(set(ha) & set(hb), key=lambda c: c.index)
        if shared:
            raise NotationError(f"{shared[0]} is in both hands, but a deck has only one {shared[0]}")
        order = rules.compare(ha, hb)
        return None if order == 0 else ("a" if order > 0 else "b")

    def deals_again(self, event: Event) -> bool:
        return isinstance(event, Announced) and event.kind == "van-phu"

    def hand_record(self, state: RoundState, seat: int) -> tuple[str, tuple[int, ...]] | None:
        hand = state.hands[seat] if isinstance(state, ThreeCardRound) else ()
        if len(hand) != 3:
            return None  # sat the round out
        rules = self.hand_rules
        return rules.label(hand).text(), (rules.strength(hand),)

    def hand_kinds(self, state: RoundState, seat: int) -> tuple[Label, ...]:
        hand = state.hands[seat] if isinstance(state, ThreeCardRound) else ()
        return (self.hand_rules.label(hand),) if len(hand) == 3 else ()
