"""One Tam Cúc deal behind the round protocol: validation, events, views, saves.

The mechanics live in :class:`~game.variants.tam_cuc.deal.Deal`; this class checks every
action against the rules (mutating nothing when it refuses), turns what happened into
events for the table, and answers what each seat may know.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Final

from game.engine.deck import DEFAULT_TAM_CUC_REMOVAL, parse_script, shuffled, stack, tam_cuc_deck
from game.engine.errors import IllegalAction
from game.engine.events import Announced, CardDealt, CardsRevealed, Event, RoundSettled, Shuffled, TurnChanged
from game.engine.pieces import Piece, Rank, parse_pieces
from game.engine.protocol import Action, Option, RoundResult, RoundState, TableConfig
from game.variants.tam_cuc.actions import (
    ACTION_TYPES,
    CHUI,
    PASS,
    CaiDrawn,
    Chui,
    Chuied,
    Commit,
    DealScored,
    Lead,
    Pass,
    PiecesCommitted,
    Reveal,
    TrickWon,
    TrinhLang,
    commit_action,
    lead_action,
    perform,
    trinh_lang_action,
)
from game.variants.tam_cuc.actions import (
    REVEAL as TURN_UP,
)
from game.variants.tam_cuc.deal import COMMIT, DECLARE, LEAD, OVER, REVEAL, Deal, Phase, rules_for
from game.variants.tam_cuc.groups import (
    N_KINDS_OF_PIECE,
    expand,
    group_of,
    groups_in,
    multisets,
    pieces_of,
)
from game.variants.tam_cuc.scoring import standings
from game.variants.tam_cuc.view import TamCucView, TrickRecord, banned_key

# Table options (RuleOption keys in the variant) and the scripted-deal key used by tests.
OPT_REMOVAL: Final = "removal"
OPT_FIRST_LEADER: Final = "first_leader"
OPT_LEADER_ONLY: Final = "ban_leader_only"
BAT_CAI: Final = "bat-cai"
RANDOM_CAI: Final = "random"


def removal_for(n_seats: int, options: Mapping[str, Option]) -> str | None:
    """The 3-player removal in force, or ``None`` (2 and 4 players use the full deck)."""
    return str(options.get(OPT_REMOVAL, DEFAULT_TAM_CUC_REMOVAL)) if n_seats == 3 else None


def bat_cai_count(drawer: int, drawn: Piece, n_seats: int) -> tuple[int, ...]:
    """The seats counted Tướng, Sĩ, Tượng, ... from the drawer's right, up to ``drawn``'s name."""
    steps = int(Rank.K) - int(drawn.rank) + 1
    return tuple((drawer + i) % n_seats for i in range(1, steps + 1))


class TamCucRound(RoundState):
    variant_key = "tam-cuc"
    action_types = ACTION_TYPES

    def __init__(self, config: TableConfig, seed: int) -> None:
        super().__init__(config, seed)
        n = config.n_seats
        self.removal = removal_for(n, config.options)
        self.rules = rules_for(n, self.removal, bool(config.options.get(OPT_LEADER_ONLY, False)))
        deck = tam_cuc_deck(self.removal)
        hand_size = self.rules.hand_size
        cai = config.banker if config.banker is not None else self._choose_cai(deck)
        hands = self._shuffle_and_cut(deck, cai)
        counts = [[0] * N_KINDS_OF_PIECE for _ in range(n)]
        for j in range(hand_size):
            for step in range(n):
                seat = (cai + step) % n
                p = hands[seat][j]
                counts[seat][p.index] += 1
                self.opening.append(CardDealt(seat, p))
        self.deal = Deal(self.rules, counts, cai)
        self.tricks: list[TrickRecord] = []
        # The deal ends with whose turn it is; after that the table asks ``to_act()``.
        self.opening.append(TurnChanged(self.to_act()))

    def _choose_cai(self, deck: list[Piece]) -> int:
        """The first deal's cái: the bắt cái count (shown as an event) or a random seat."""
        n = self.config.n_seats
        if self.config.options.get(OPT_FIRST_LEADER, BAT_CAI) == RANDOM_CAI:
            cai = self.rng.randrange(n)
            self.opening.append(Announced("tc.announce.cai_random", cai))
            return cai
        drawer = self.rng.randrange(n)
        self.opening.append(Shuffled(len(deck)))
        drawn = shuffled(deck, self.rng)[self.rng.randrange(len(deck))]
        counted = bat_cai_count(drawer, drawn, n)
        self.opening.append(CaiDrawn(drawer, drawn, counted, counted[-1]))
        return counted[-1]

    def _shuffle_and_cut(self, deck: list[Piece], cai: int) -> list[list[Piece]]:
        """Shuffle and deal one at a time from the cái, in playing order (a scripted deal
        puts each listed piece where its seat is dealt from)."""
        order = shuffled(deck, self.rng)
        self.opening.append(Shuffled(len(order)))
        n, size = self.config.n_seats, self.rules.hand_size
        if self.config.script:
            script = parse_script(self.config.script, n, deck, parse_pieces, size)
            order = stack(order, script, [range((s - cai) % n, len(order), n) for s in range(n)])
        hands: list[list[Piece]] = [[] for _ in range(n)]
        for j, p in enumerate(order):
            hands[(cai + j) % n].append(p)
        return hands

    # --- the protocol ------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return _TURNS[self.deal.turn]

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        d = self.deal
        if seat != d.turn:
            return ()
        phase = d.phase
        if phase is REVEAL:
            return _REVEAL_OR_CHUI
        shows = tuple(d.trinh_lang_options(seat))
        param = d.lead_cap() if phase is LEAD else d.commit_size(seat)
        return _legal(phase, tuple(d.hands[seat]), param, shows)

    def _validate(self, seat: int, action: Action) -> None:
        """Exactly the rules :meth:`legal_actions` enumerates, checked directly (it is cheaper)."""
        d = self.deal
        phase = d.phase
        if isinstance(action, TrinhLang):
            if action.indices not in d.trinh_lang_options(seat):
                raise IllegalAction("no tứ tử / ngũ tử may be laid down now", key="tc.rule.trinh_lang")
            return
        if phase is not _PHASE_OF[type(action)]:
            raise IllegalAction(f"that is not possible in the {phase} phase", key="tc.rule.phase")
        if not isinstance(action, (Lead, Commit)):
            return
        pieces = action.indices
        hand = d.hands[seat]
        if any(hand[i] < pieces.count(i) for i in pieces):
            raise IllegalAction("you do not hold those pieces", key="tc.rule.not_held")
        if isinstance(action, Commit):
            size = d.commit_size(seat)
            if len(pieces) != size:
                raise IllegalAction(f"put down exactly {size} pieces", key="tc.rule.wrong_count", count=size)
            return
        group = group_of(pieces)
        if group is None:
            raise IllegalAction("the lead must be a valid group", key="tc.rule.not_group")
        cap = d.lead_cap()
        if cap is not None and group.top > cap:
            raise IllegalAction("that piece is banned from the first lead", key=banned_key(self._banned()))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        d = self.deal
        trick_no, lead_up, was_lead = d.trick_no, d.phase is REVEAL, d.phase is LEAD
        cls = type(action)
        events: list[Event]
        if cls is Reveal:
            events = [CardsRevealed(seat, pieces_of(d.commits[seat]), "reveal")]
        elif cls is Chui:
            events = [Chuied(seat, len(d.commits[seat]), pieces_of(d.commits[seat]))]
        elif isinstance(action, (Commit, Lead)):
            events = [PiecesCommitted(seat, len(action.pieces), action.pieces, cls is Lead)]
        elif isinstance(action, TrinhLang):
            events = self._trinh_lang_events(seat, action)
        else:
            events = []
        perform(d, seat, action)
        resolved = d.trick_no != trick_no
        if not lead_up and (resolved or d.phase is REVEAL):  # everybody is down: the lead turns up
            last = d.last if resolved else None
            leader = last.leader if last else d.leader
            lead = last.commits[leader] if last else d.commits[leader]
            events.append(CardsRevealed(leader, pieces_of(lead), "lead"))
        if resolved:
            self._record_trick(events)
        if d.phase is OVER:
            self._settle(events)
        elif d.phase is LEAD and not was_lead and d.ban_lifted():
            events.append(Announced("tc.announce.ban_lifted", d.leader, banner=True))
        return events

    def _trinh_lang_events(self, seat: int, action: TrinhLang) -> list[Event]:
        events: list[Event] = [
            CardsRevealed(seat, action.pieces, "trinh-lang"),
            Announced("tc.announce.trinh_lang", seat, {"count": len(action.pieces)}, banner=True),
        ]
        if any(self.rules.takes_lead(action.indices.count(i)) for i in set(action.indices)):
            events.append(Announced("tc.announce.cuop_cai", seat, banner=True))
        return events

    def _record_trick(self, events: list[Event]) -> None:
        last = self.deal.last
        assert last is not None
        shown = tuple(pieces_of(c) for c in last.commits)
        self.tricks.append(TrickRecord(last.number, last.leader, last.called, last.played, shown, last.winner))
        events.append(TrickWon(last.number, last.winner, tuple(p for s in shown for p in s), last.called))

    def _settle(self, events: list[Event]) -> None:
        d = self.deal
        o = d.outcome
        if o.how in ("ket", "de"):
            events.append(Announced(f"tc.announce.{o.how}", o.seat,
                                    {"ket": f"tc.ket.{o.ket}", "value": o.value}, banner=True))
        events.append(DealScored(tuple(d.cay), standings(d.cay), d.deltas, o.how,
                                 None if o.ket is None else str(o.ket), o.seat, o.victim, o.value))
        events.append(RoundSettled(d.deltas, 0))

    def _banned(self) -> tuple[Rank, ...]:
        d = self.deal
        return tuple(r for r in Rank if r > d.rules.cap) if d.first_trick else ()

    def view(self, seat: int | None) -> TamCucView:
        d = self.deal
        n = self.rules.n
        done = d.order[: d.pos] if d.phase is REVEAL else []
        return TamCucView(
            seat=seat,
            n_seats=n,
            removal=self.removal,
            phase=str(d.phase),
            to_act=self.to_act(),
            cai=d.cai,
            leader=d.leader,
            trick_no=d.trick_no,
            count=d.k,
            hand=pieces_of(expand(d.hands[seat])) if seat is not None else (),
            hand_sizes=tuple(d.sizes),
            order=tuple(d.order),
            committed=tuple(d.played),
            my_commit=pieces_of(d.commits[seat]) if seat is not None else (),
            revealed=tuple(pieces_of(d.commits[s]) if d.revealed[s] else None for s in range(n)),
            chui=tuple(s in done and not d.revealed[s] for s in range(n)),
            cay=tuple(d.cay),
            won_pile=tuple(d.pile),
            discards=tuple(sum(x) for x in d.discards),
            my_discards=pieces_of(expand(d.discards[seat])) if seat is not None else (),
            trinh_lang=tuple(pieces_of(t) for t in d.shown),
            claim=d.claim,
            first_trick=d.first_trick,
            banned=self._banned(),
            ban_leader_only=self.rules.leader_only,
            ban_lifted=d.ban_lifted(),
            baseline=self.rules.base,
            tricks=tuple(self.tricks),
            deltas=d.deltas if d.phase is OVER else None,
            outcome=d.outcome.how if d.phase is OVER else None,
        )

    def is_over(self) -> bool:
        return self.deal.phase is OVER

    def result(self) -> RoundResult:
        d = self.deal
        if d.phase is not OVER or d.last is None:
            raise RuntimeError("the deal is not over")
        o = d.outcome
        return RoundResult(
            deltas=d.deltas,
            next_banker=d.last.winner,
            summary={
                "cay": list(d.cay),
                "standings": list(standings(d.cay)),
                "outcome": o.how,
                "ket": None if o.ket is None else str(o.ket),
                "ket_seat": o.seat,
                "victim": o.victim,
                "value": o.value,
                "cai": d.cai,
                "tricks": d.trick_no,
            },
        )

    def permute_hidden(self, seat: int, rng: random.Random) -> TamCucRound:
        other = TamCucRound.__new__(TamCucRound)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.log = list(self.log)
        other.tricks = list(self.tricks)
        d = other.deal = self.deal.copy()
        hidden_commit = d.phase in (COMMIT, REVEAL)
        places: list[list[int]] = []
        for s in range(self.rules.n):
            if s == seat:
                continue
            places.append(d.hands[s])
            places.append(d.discards[s])
        pool = [i for place in places for i in expand(place)]
        commit_seats = [s for s in range(self.rules.n)
                        if s != seat and hidden_commit and d.commits[s] and not d.revealed[s]]
        for s in commit_seats:
            pool.extend(d.commits[s])
        rng.shuffle(pool)
        for place in places:
            size = sum(place)
            place[:] = [0] * len(place)
            for i in pool[:size]:
                place[i] += 1
            del pool[:size]
        for s in commit_seats:
            size = len(d.commits[s])
            d.commits[s] = tuple(sorted(pool[:size]))
            del pool[:size]
        return other


_REVEAL_OR_CHUI: tuple[Action, ...] = (TURN_UP, CHUI)
_TURNS: dict[int, tuple[int, ...]] = {-1: (), **{s: (s,) for s in range(4)}}  # ``to_act`` by ``Deal.turn``
_PHASE_OF: dict[type[Action], Phase] = {
    Reveal: REVEAL, Chui: REVEAL, Pass: DECLARE, Lead: LEAD, Commit: COMMIT,
}


@lru_cache(maxsize=1 << 12)
def _legal(
    phase: Phase, hand: tuple[int, ...], param: int | None, shows: tuple[tuple[int, ...], ...]
) -> tuple[Action, ...]:
    """Legal actions of a seat holding ``hand``: ``param`` is the lead cap or the commit size."""
    acts: tuple[Action, ...] = tuple(trinh_lang_action(t) for t in shows)
    if phase is DECLARE:
        return (PASS, *acts)
    if phase is LEAD:
        return acts + tuple(lead_action(g.indices) for g in groups_in(hand, param))
    assert param is not None
    return acts + tuple(map(commit_action, multisets(hand, param)))
