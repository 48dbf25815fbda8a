"""One Tam Cúc deal behind the round protocol: validation, events, views, saves.

The mechanics live in :class:`~game.variants.tam_cuc.deal.Deal`; this class checks every
action against the rules (mutating nothing when it refuses), turns what happened into
events for the table, and answers what each seat may know.

**Đi đêm** (option ``di-dem``): after trình làng each seat in turn, from the cái, may offer
one other seat (not yet in a swap) 1–2 of its pieces face down, naming a piece it wishes
back; the other accepts by choosing as many of its own, or declines.  Everybody sees who
offered whom how many pieces and the answer; only the two see the pieces and the wish.

**For chips** (option ``choi-tien``): one point is one table stake; the deltas of the round
are then chips, moved through a ledger, and every seat must hold its worst case.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Final

from game.engine.deck import DEFAULT_TAM_CUC_REMOVAL, parse_script, shuffled, stack, tam_cuc_deck
from game.engine.errors import IllegalAction
from game.engine.events import (
    Announced,
    CardDealt,
    CardsRevealed,
    Event,
    RoundSettled,
    Shuffled,
    TurnChanged,
    transfer_chips,
)
from game.engine.ledger import POT, Account, Ledger
from game.engine.pieces import ALL_PIECES, Piece, Rank, parse_pieces
from game.engine.protocol import Action, Option, RoundResult, RoundState, TableConfig
from game.engine.view import assemble
from game.variants.tam_cuc.actions import (
    ACTION_TYPES,
    CHUI,
    DECLINE_DI_DEM,
    NO_DI_DEM,
    PASS,
    AcceptDiDem,
    CaiDrawn,
    Chui,
    Chuied,
    Commit,
    DealScored,
    DeclineDiDem,
    DiDem,
    DiDemAnswered,
    DiDemOffered,
    Lead,
    NoDiDem,
    Pass,
    PiecesCommitted,
    Reveal,
    TrickWon,
    TrinhLang,
    accept_di_dem_action,
    commit_action,
    lead_action,
    perform,
    trinh_lang_action,
)
from game.variants.tam_cuc.actions import (
    REVEAL as TURN_UP,
)
from game.variants.tam_cuc.deal import (
    COMMIT,
    DECLARE,
    DI_DEM,
    LEAD,
    OVER,
    REVEAL,
    Deal,
    Offer,
    Phase,
    Rules,
    rules_for,
)
from game.variants.tam_cuc.groups import (
    N_KINDS_OF_PIECE,
    expand,
    group_of,
    groups_in,
    multisets,
    pieces_of,
)
from game.variants.tam_cuc.scoring import (
    DE_FACTOR,
    KET_KINDS,
    KET_POINTS,
    KetKind,
    ket_name,
    ket_table,
    standings,
)
from game.variants.tam_cuc.view import DiDemRecord, TamCucView, TrickRecord, banned_key

# Table options (RuleOption keys in the variant).
OPT_REMOVAL: Final = "removal"
OPT_FIRST_LEADER: Final = "first-leader"
OPT_LEADER_ONLY: Final = "ban-leader-only"
OPT_XE_CAP: Final = "xe-cap"  # at 2 and 4 players nothing above Xe wins the first trick (seed 004)
OPT_KET_DEN: Final = "ket-den"  # only black groups are kết
OPT_SOLO_KET: Final = "solo-ket"  # a last trick only its leader plays is a kết
OPT_DI_DEM: Final = "di-dem"  # secret swaps after trình làng (seed 003)
OPT_CHIPS: Final = "choi-tien"  # play for chips: one point = one table stake
BAT_CAI: Final = "bat-cai"
RANDOM_CAI: Final = "random"
MAX_DI_DEM: Final = 2  # pieces one đi đêm offer may hold


def ket_points_key(kind: KetKind, n_seats: int) -> str:
    """The option holding a kết's value at ``n_seats`` players: ``ket-doi-2`` … ``ket-tot-den-4``."""
    return f"ket-{kind}-{n_seats}"


def removal_for(n_seats: int, options: Mapping[str, Option]) -> str | None:
    """The 3-player removal in force, or ``None`` (2 and 4 players use the full deck)."""
    return str(options.get(OPT_REMOVAL, DEFAULT_TAM_CUC_REMOVAL)) if n_seats == 3 else None


def table_rules(n_seats: int, options: Mapping[str, Option]) -> Rules:
    """The rules a deal plays by at an ``n_seats`` table with these options (defaults for missing)."""
    return _table_rules(n_seats, tuple(sorted(options.items())))


@lru_cache(maxsize=64)  # a table deals many rounds by the same rules
def _table_rules(n_seats: int, items: tuple[tuple[str, Option], ...]) -> Rules:
    options = dict(items)
    points = {k: int(options.get(ket_points_key(k, n_seats), KET_POINTS[n_seats][k])) for k in KET_KINDS}
    kets = ket_table(points, bool(options.get(OPT_KET_DEN, False)))
    return rules_for(n_seats, removal_for(n_seats, options), bool(options.get(OPT_LEADER_ONLY, False)),
                     xe_cap=bool(options.get(OPT_XE_CAP, False)), kets=kets,
                     solo_ket=bool(options.get(OPT_SOLO_KET, False)), di_dem=bool(options.get(OPT_DI_DEM, False)))


def worst_loss(rules: Rules) -> int:
    """The most points one seat can lose in a deal: a đè of the dearest kết, or its whole baseline."""
    return max(DE_FACTOR * max(rules.kets.points), rules.base)


def bat_cai_count(drawer: int, drawn: Piece, n_seats: int) -> tuple[int, ...]:
    """The seats counted Tướng, Sĩ, Tượng, ... from the drawer's right, up to ``drawn``'s name."""
    steps = int(Rank.K) - int(drawn.rank) + 1
    return tuple((drawer + i) % n_seats for i in range(1, steps + 1))


class TamCucRound(RoundState[TamCucView]):
    variant_key = "tam-cuc"
    action_types = ACTION_TYPES

    def __init__(self, config: TableConfig, seed: int) -> None:
        super().__init__(config, seed)
        n = config.n_seats
        self.removal = removal_for(n, config.options)
        self.rules = table_rules(n, config.options)
        self.for_chips = bool(config.options.get(OPT_CHIPS, False))
        if self.for_chips:
            need = worst_loss(self.rules) * config.stake
            short = [s for s, b in enumerate(config.balances) if b < need]
            if short:
                raise ValueError(f"playing for chips, every seat must hold {need} (its worst case); "
                                 f"seat {short[0]} holds {config.balances[short[0]]}")
        self.chip_deltas: tuple[int, ...] = ()
        self.night_log: list[DiDemRecord] = []  # every đi đêm offer, pieces included
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
            self.opening.append(Announced("cai-random", cai))
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
        if phase is DI_DEM:
            return self._di_dem_actions(seat)
        shows = tuple(d.trinh_lang_options(seat))
        param = d.lead_cap() if phase is LEAD else d.commit_size(seat)
        return _legal(phase, tuple(d.hands[seat]), param, shows)

    def _di_dem_actions(self, seat: int) -> tuple[Action, ...]:
        d = self.deal
        assert d.night is not None
        hand = tuple(d.hands[seat])
        offer = d.night.offer
        if offer is not None:
            return _di_dem_answers(hand, len(offer.given))
        partners = tuple((t, min(MAX_DI_DEM, d.sizes[t])) for t in d.di_dem_partners(seat))
        return _di_dem_offers(hand, partners, self._wishable(seat))

    def _wishable(self, seat: int) -> tuple[int, ...]:
        """The pieces ``seat`` may wish for: of this deck, with a copy it neither holds nor saw."""
        d = self.deal
        hand, public, total = d.hands[seat], d.public, self.rules.total
        return tuple(i for i in range(N_KINDS_OF_PIECE) if total[i] - hand[i] - public[i] > 0)

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
        if phase is DI_DEM:
            self._validate_di_dem(seat, action)
            return
        if not isinstance(action, (Lead, Commit)):
            return
        pieces = action.indices
        self._check_held(seat, pieces)
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

    def _validate_di_dem(self, seat: int, action: Action) -> None:
        d = self.deal
        assert d.night is not None
        offer = d.night.offer
        if isinstance(action, (AcceptDiDem, DeclineDiDem)):
            if offer is None:
                raise IllegalAction("no đi đêm offer is waiting for your answer", key="tc.didem.no_offer")
            if isinstance(action, AcceptDiDem):
                if len(action.pieces) != len(offer.given):
                    raise IllegalAction(f"give back exactly {len(offer.given)} pieces", key="tc.rule.wrong_count",
                                        count=len(offer.given))
                self._check_held(seat, action.indices)
            return
        if offer is not None:
            raise IllegalAction("the đi đêm offer is waiting for its answer", key="tc.didem.waiting")
        if not isinstance(action, DiDem):
            return
        if action.target not in d.di_dem_partners(seat):
            raise IllegalAction(f"seat {action.target} cannot take an đi đêm offer now", key="tc.didem.partner",
                                seat_no=action.target + 1)
        count = len(action.pieces)
        if not 1 <= count <= MAX_DI_DEM:
            raise IllegalAction(f"offer 1 or {MAX_DI_DEM} pieces, not {count}", key="tc.didem.count",
                                most=MAX_DI_DEM)
        self._check_held(seat, action.indices)
        if d.sizes[action.target] < count:
            raise IllegalAction(f"seat {action.target} holds fewer than {count} pieces to give back",
                                key="tc.didem.partner_short", seat_no=action.target + 1, count=count)
        if action.wish is not None and action.wish.index not in self._wishable(seat):
            raise IllegalAction(f"no {action.wish} can come back to you", key="tc.didem.wish_impossible")

    def _check_held(self, seat: int, indices: tuple[int, ...]) -> None:
        hand = self.deal.hands[seat]
        if any(hand[i] < indices.count(i) for i in indices):
            raise IllegalAction("you do not hold those pieces", key="tc.rule.not_held")

    def _di_dem_events(self, seat: int, action: Action) -> list[Event]:
        """Record an đi đêm move (before the deal performs it) and say what the table sees."""
        d, log = self.deal, self.night_log
        if isinstance(action, DiDem):
            log.append(DiDemRecord(seat, action.target, len(action.pieces), "offered", action.pieces, action.wish))
            return [DiDemOffered(seat, action.target, len(action.pieces), action.pieces, action.wish)]
        if isinstance(action, (AcceptDiDem, DeclineDiDem)):
            assert d.night is not None and d.night.offer is not None
            offer: Offer = d.night.offer
            given = pieces_of(offer.given)
            accepted = isinstance(action, AcceptDiDem)
            returned = action.pieces if isinstance(action, AcceptDiDem) else None
            log[-1] = DiDemRecord(offer.proposer, seat, len(given), "accepted" if accepted else "declined",
                                  given, log[-1].wish, returned)
            return [DiDemAnswered(offer.proposer, seat, len(given), accepted, given, returned)]
        return []

    def _apply(self, seat: int, action: Action) -> list[Event]:
        d = self.deal
        trick_no, lead_up, was_lead = d.trick_no, d.phase is REVEAL, d.phase is LEAD
        next_leader = self._next_leader()
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
            events = self._di_dem_events(seat, action)
        perform(d, seat, action)
        if isinstance(action, TrinhLang) and self._next_leader() == seat != next_leader:
            events.append(Announced("cuop-cai", seat, banner=True))  # the show takes the lead
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
            events.append(Announced("ban-lifted", d.leader, banner=True))
        return events

    def _trinh_lang_events(self, seat: int, action: TrinhLang) -> list[Event]:
        return [
            CardsRevealed(seat, action.pieces, "trinh-lang"),
            Announced("trinh-lang", seat, {"count": len(action.pieces)}, banner=True),
        ]

    def _next_leader(self) -> int | None:
        """Who leads the next trick as far as is known now: the strongest group shown, else
        the cái before the first lead, else the leader of the trick in play (who stays the
        lead only if it wins it: unknown, None)."""
        d = self.deal
        if d.claim is not None:
            return d.claim[1]
        if d.phase is DECLARE:
            return d.cai
        return None if d.phase in (COMMIT, REVEAL) else d.leader

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
            named = ket_name(o.ket_group) if o.ket_group is not None else str(o.ket)
            events.append(Announced(o.how, o.seat, {"ket": named, "value": o.value}, banner=True))
        moves: list[Event] = []
        if self.for_chips:
            self.chip_deltas = self._pay_chips(moves)
        events.append(DealScored(
            tuple(d.cay), standings(d.cay), d.deltas, o.how, None if o.ket is None else str(o.ket),
            o.ket_seat, o.de_seat, o.value, () if o.ket_group is None else o.ket_group.pieces,
            () if o.de_group is None else o.de_group.pieces, self.chip_deltas if self.for_chips else None))
        events += moves
        events.append(RoundSettled(self.deltas(), 0, 0, None if d.last is None else d.last.winner))

    def _pay_chips(self, events: list[Event]) -> tuple[int, ...]:
        """Move one table stake per point: the losers pay into the pot, the pot pays the winners."""
        stake, n = self.config.stake, self.rules.n
        balances: dict[Account, int] = dict(enumerate(self.config.balances))
        ledger = Ledger(balances)
        points = self.deal.deltas
        for s in range(n):
            if points[s] < 0:
                transfer_chips(ledger, s, POT, -points[s] * stake, "tam-cuc", events)
        for s in range(n):
            if points[s] > 0:
                transfer_chips(ledger, POT, s, points[s] * stake, "tam-cuc", events)
        ledger.check_conserved()
        return ledger.deltas(range(n))

    def deltas(self) -> tuple[int, ...]:
        """The deal's result: chips at a table that plays for chips, else points."""
        return self.chip_deltas if self.for_chips else self.deal.deltas

    def _banned(self) -> tuple[Rank, ...]:
        d = self.deal
        return tuple(r for r in Rank if r > d.rules.cap) if d.first_trick else ()

    def view(self, seat: int | None) -> TamCucView:
        d = self.deal
        n = self.rules.n
        done = d.order[: d.pos] if d.phase is REVEAL else []
        return assemble(TamCucView, {
            "seat": seat,
            "n_seats": n,
            "removal": self.removal,
            "phase": str(d.phase),
            "to_act": self.to_act(),
            "cai": d.cai,
            "leader": d.leader,
            "trick_no": d.trick_no,
            "count": d.k,
            "hand": pieces_of(expand(d.hands[seat])) if seat is not None else (),
            "hand_sizes": tuple(d.sizes),
            "order": tuple(d.order),
            "committed": tuple(d.played),
            "my_commit": pieces_of(d.commits[seat]) if seat is not None else (),
            "revealed": tuple(pieces_of(d.commits[s]) if d.revealed[s] else None for s in range(n)),
            "chui": tuple(s in done and not d.revealed[s] for s in range(n)),
            "cay": tuple(d.cay),
            "won_pile": tuple(d.pile),
            "discards": tuple(sum(x) for x in d.discards),
            "my_discards": pieces_of(expand(d.discards[seat])) if seat is not None else (),
            "trinh_lang": tuple(pieces_of(t) for t in d.shown),
            "claim": d.claim,
            "first_trick": d.first_trick,
            "banned": self._banned(),
            "ban_leader_only": self.rules.leader_only,
            "ban_lifted": d.ban_lifted(),
            "baseline": self.rules.base,
            "tricks": tuple(self.tricks),
            "rules": self.rules,
            "win_cap": d.win_cap(),
            "di_dem": tuple([_as_seen_by(r, seat) for r in self.night_log]) if self.night_log else (),
            "deltas": d.deltas if d.phase is OVER else None,
            "outcome": d.outcome.how if d.phase is OVER else None,
            "chips": self.chip_deltas if d.phase is OVER and self.for_chips else None,
        })

    def is_over(self) -> bool:
        return self.deal.phase is OVER

    def result(self) -> RoundResult:
        d = self.deal
        if d.phase is not OVER or d.last is None:
            raise RuntimeError("the deal is not over")
        o = d.outcome
        return RoundResult(
            deltas=self.deltas(),
            next_banker=d.last.winner,
            summary={
                "cay": list(d.cay),
                "standings": list(standings(d.cay)),
                "outcome": o.how,
                "ket": None if o.ket is None else str(o.ket),
                "ket_seat": o.ket_seat,
                "de_seat": o.de_seat,
                "ket_group": None if o.ket_group is None else str(o.ket_group),
                "de_group": None if o.de_group is None else str(o.de_group),
                "value": o.value,
                "points": list(d.deltas),
                "cai": d.cai,
                "tricks": d.trick_no,
                "di_dem": [[r.proposer, r.target, r.count, r.status == "accepted"] for r in self.night_log],
            },
        )

    def permute_hidden(self, seat: int, rng: random.Random) -> TamCucRound:
        other = TamCucRound.__new__(TamCucRound)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.log = list(self.log)
        other.tricks = list(self.tricks)
        other.night_log = list(self.night_log)
        d = other.deal = self.deal.copy()
        hidden_commit = d.phase in (COMMIT, REVEAL)
        # Pieces ``seat`` knows to be in another hand (đi đêm) stay there; the rest move.
        known = self._known_elsewhere(seat)
        for s, pieces in known.items():
            d.hands[s] = [h - k for h, k in zip(d.hands[s], pieces)]
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
        for s, pieces in known.items():
            d.hands[s] = [h + k for h, k in zip(d.hands[s], pieces)]
        return other

    def _known_elsewhere(self, seat: int) -> dict[int, list[int]]:
        """Pieces ``seat`` knows another seat holds: an offer made to it, and what it gave in
        a swap (as many as that hand may still hold)."""
        known: dict[int, list[int]] = {}
        for r in self.night_log:
            if r.status == "offered" and r.target == seat:
                holder, pieces = r.proposer, r.given
            elif r.status == "accepted" and seat in (r.proposer, r.target):
                holder, pieces = (r.target, r.given) if seat == r.proposer else (r.proposer, r.returned)
            else:
                continue
            counts = known.setdefault(holder, [0] * N_KINDS_OF_PIECE)
            for p in pieces or ():
                counts[p.index] += 1
        return {s: [min(k, h) for k, h in zip(counts, self.deal.hands[s])] for s, counts in known.items()}


_REVEAL_OR_CHUI: tuple[Action, ...] = (TURN_UP, CHUI)
_TURNS: dict[int, tuple[int, ...]] = {-1: (), **{s: (s,) for s in range(4)}}  # ``to_act`` by ``Deal.turn``
_PHASE_OF: dict[type[Action], Phase] = {
    Reveal: REVEAL, Chui: REVEAL, Pass: DECLARE, Lead: LEAD, Commit: COMMIT,
    DiDem: DI_DEM, NoDiDem: DI_DEM, AcceptDiDem: DI_DEM, DeclineDiDem: DI_DEM,
}


def _as_seen_by(record: DiDemRecord, seat: int | None) -> DiDemRecord:
    """An đi đêm record as ``seat`` may see it: the pieces and the wish for the two concerned only."""
    if seat in (record.proposer, record.target):
        return record
    return DiDemRecord(record.proposer, record.target, record.count, record.status)


@lru_cache(maxsize=1 << 10)
def _di_dem_offers(hand: tuple[int, ...], partners: tuple[tuple[int, int], ...],
                   wishable: tuple[int, ...]) -> tuple[Action, ...]:
    """No offer, or every offer: to each partner (with the most it could give back), 1–2 pieces,
    with each wish or none."""
    wishes: tuple[Piece | None, ...] = (None, *(ALL_PIECES[i] for i in wishable))
    out: list[Action] = [NO_DI_DEM]
    for target, most in partners:
        for count in range(1, min(most, sum(hand)) + 1):
            for given in multisets(hand, count):
                pieces = pieces_of(given)
                out += (DiDem(pieces, target, wish) for wish in wishes)
    return tuple(out)


@lru_cache(maxsize=1 << 10)
def _di_dem_answers(hand: tuple[int, ...], count: int) -> tuple[Action, ...]:
    """Decline, or give back any ``count`` of one's pieces."""
    return (DECLINE_DI_DEM, *map(accept_di_dem_action, multisets(hand, count)))


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
