"""The mechanics of one Tam Cúc deal, on piece indices and count vectors.

:class:`Deal` is the single implementation of how a deal proceeds — trình làng, đi đêm,
lead, blind commits, reveal or chui, who wins a trick, who leads next, how the deal ends.
:class:`~game.variants.tam_cuc.variant.TamCucRound` wraps it with validation, events, views and
saves; the hard AI copies it to play out sampled deals quickly.  It never checks that a
move is legal (the round does) and never makes events.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import NamedTuple

from game.engine.deck import tam_cuc_deck
from game.engine.pieces import Rank
from game.variants.tam_cuc.groups import (
    TOT,
    Counts,
    Group,
    counts_of,
    first_trick_cap,
    group_of,
    groups_in,
)
from game.variants.tam_cuc.scoring import (
    NO_KET,
    KetTable,
    Outcome,
    baseline,
    outcome_of_last_trick,
    settle,
    standard_kets,
)
from game.variants.tam_cuc.trick import lead_is_dead, takes_over, win_cap_of


class Phase(StrEnum):
    DECLARE = "declare"  # before the first lead: each seat in turn may trình làng
    DI_DEM = "di-dem"  # then, with the option: each seat in turn may offer one other a secret swap
    LEAD = "lead"  # the leader calls a count and puts a group face down
    COMMIT = "commit"  # the others, in turn, put the same number face down
    REVEAL = "reveal"  # the leader's group is up; the others turn up or chui
    OVER = "over"


# Module-level aliases: an enum member lookup costs more than the rest of a hot-path check.
DECLARE, DI_DEM, LEAD, COMMIT, REVEAL, OVER = (
    Phase.DECLARE, Phase.DI_DEM, Phase.LEAD, Phase.COMMIT, Phase.REVEAL, Phase.OVER)


@dataclass(frozen=True, slots=True)
class Rules:
    """What a deal needs to know about the table."""

    n: int
    hand_size: int
    cap: int  # the highest name that may lead the first trick
    leader_only: bool  # house rule: the first-trick ban binds the leader only
    total: tuple[int, ...]  # the deck as a count vector
    win_cap: int | None  # the highest name that may win the first trick (None: any, leader-only)
    kets: KetTable  # what is a kết and what it is worth
    solo_ket: bool  # a last trick only its leader plays is a kết too
    di_dem: bool  # đi đêm: secret swaps after trình làng

    @property
    def base(self) -> int:
        return baseline(self.hand_size, self.n)

    def may_show_later(self, size: int) -> bool:
        """Trình làng after the first lead: 3 players any tứ tử; 2/4 players a ngũ tử only."""
        return self.n == 3 or size == 5

    def takes_lead(self, size: int) -> bool:
        """Cướp cái: 3 players any tứ tử; 2/4 players a ngũ tử only."""
        return self.n == 3 or size == 5


@cache
def rules_for(n: int, removal: str | None, leader_only: bool, *, xe_cap: bool = False,
              kets: KetTable | None = None, solo_ket: bool = False, di_dem: bool = False) -> Rules:
    """The rules of an ``n``-player table with this 3-player removal, ban reading and options.

    ``xe_cap``: nothing above Xe wins the first trick (at 3 players it never does).
    ``kets``: the table's kết (default: seed 004's values, every colour).
    """
    deck = tam_cuc_deck(removal)
    cap = int(first_trick_cap(n))
    win_cap = None if leader_only else (min(cap, int(Rank.R)) if xe_cap else cap)
    return Rules(n=n, hand_size=len(deck) // n, cap=cap, leader_only=leader_only,
                 total=tuple(counts_of(p.index for p in deck)), win_cap=win_cap,
                 kets=standard_kets(n) if kets is None else kets, solo_ket=solo_ket, di_dem=di_dem)


class TrickInfo(NamedTuple):
    """A finished trick: who led, the count, every seat's commit, who turned up, who won."""

    number: int
    leader: int
    called: int  # the count called
    played: tuple[int, ...]  # how many pieces each seat put down
    commits: tuple[tuple[int, ...], ...]  # what each seat turned up (empty: chui or none)
    winner: int
    group: Group  # the winning group


class Offer(NamedTuple):
    """An đi đêm offer waiting for its answer: ``given`` (piece indices) and the ``wish``."""

    proposer: int
    target: int
    given: tuple[int, ...]
    wish: int | None  # the piece index asked for in return (None: no wish)


class Night(NamedTuple):
    """The đi đêm phase: turns still to come, the seats that swapped, the offer in the air."""

    left: int
    swapped: frozenset[int] = frozenset()
    offer: Offer | None = None


class Deal:
    """One deal in progress; see the module docstring.  Seats play in increasing order."""

    __slots__ = (
        "best",
        "best_dead",
        "best_group",
        "cai",
        "cay",
        "claim",
        "commits",
        "declare_left",
        "deltas",
        "discards",
        "hands",
        "k",
        "last",
        "lead",
        "leader",
        "lifted",
        "night",
        "order",
        "outcome",
        "phase",
        "pile",
        "played",
        "pos",
        "public",
        "revealed",
        "rules",
        "shown",
        "sizes",
        "trick_no",
        "turn",
    )

    def __init__(self, rules: Rules, hands: Sequence[Counts], cai: int) -> None:
        n = rules.n
        self.rules = rules
        self.hands = [list(h) for h in hands]
        self.sizes = [sum(h) for h in hands]
        self.cai = cai
        self.phase = DECLARE
        self.turn = cai
        self.declare_left = n
        self.leader = cai
        self.trick_no = 0
        self.k = 0
        self.lead: Group | None = None
        self.lifted = False  # this trick's lead broke the first-trick ban (nothing else to lead)
        self.order: list[int] = []
        self.pos = 0
        self.commits: list[tuple[int, ...]] = [()] * n
        self.played = [0] * n
        self.revealed = [False] * n
        self.best = -1
        self.best_group: Group | None = None
        self.best_dead = False  # the group standing is a lifted-ban lead: any group that may win beats it
        self.cay = [0] * n
        self.pile = [0] * n
        self.discards = [[0] * len(rules.total) for _ in range(n)]
        self.shown: list[tuple[int, ...]] = [()] * n
        self.claim: tuple[int, int] | None = None  # (strength of the group shown, seat)
        self.public = [0] * len(rules.total)  # every piece turned face up so far
        self.last: TrickInfo | None = None
        self.outcome: Outcome = NO_KET
        self.deltas: tuple[int, ...] = ()
        self.night: Night | None = None  # đi đêm, once the phase has begun

    def copy(self) -> Deal:
        other = Deal.__new__(Deal)
        other.rules = self.rules
        other.hands = [list(h) for h in self.hands]
        other.sizes = list(self.sizes)
        other.cai = self.cai
        other.phase = self.phase
        other.turn = self.turn
        other.declare_left = self.declare_left
        other.leader = self.leader
        other.trick_no = self.trick_no
        other.k = self.k
        other.lead = self.lead
        other.lifted = self.lifted
        other.order = list(self.order)
        other.pos = self.pos
        other.commits = list(self.commits)
        other.played = list(self.played)
        other.revealed = list(self.revealed)
        other.best = self.best
        other.best_group = self.best_group
        other.best_dead = self.best_dead
        other.cay = list(self.cay)
        other.pile = list(self.pile)
        other.discards = [list(d) for d in self.discards]
        other.shown = list(self.shown)
        other.claim = self.claim
        other.public = list(self.public)
        other.last = self.last
        other.outcome = self.outcome
        other.deltas = self.deltas
        other.night = self.night
        return other

    # --- questions ---------------------------------------------------------------
    @property
    def first_trick(self) -> bool:
        return self.trick_no == 0

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.rules.n

    def lead_cap(self) -> int | None:
        """The highest name the leader may lead now (``None``: anything).

        In the first trick the ban applies — unless the leader holds only banned pieces,
        when it is lifted for that lead (RULES.md, "First trick with nothing to lead").
        """
        return self.rules.cap if self.first_trick and not self.ban_lifted() else None

    def ban_lifted(self) -> bool:
        """Does the first trick's leader hold (or has it led) nothing but banned pieces?"""
        if not self.first_trick:
            return False
        if self.phase is not LEAD:
            return self.lifted
        hand, allowed = self.hands[self.leader], 2 * (self.rules.cap + 1)  # indices of names ≤ cap
        return not any(hand[:allowed])

    def win_cap(self) -> int | None:
        """The highest name that may win the trick in play (``None``: no limit)."""
        return win_cap_of(self.first_trick, self.rules.win_cap)

    def can_win(self, group: Group) -> bool:
        """False for a group holding a banned name in the first trick (unless leader-only)."""
        cap = self.win_cap()
        return cap is None or group.top <= cap

    def would_take(self, group: Group | None) -> bool:
        """Would turning up ``group`` now take the trick from the group standing?"""
        cap = self.rules.win_cap if self.trick_no == 0 else None  # win_cap(), inline: every reveal asks
        return takes_over(group, self.best_group, self.best_dead, cap)

    def lead_options(self, seat: int) -> list[Group]:
        return groups_in(self.hands[seat], self.lead_cap())

    def commit_size(self, seat: int) -> int:
        return min(self.k, self.sizes[seat])

    def lead_ends_deal(self, size: int) -> bool:
        """Would leading ``size`` pieces now make the last trick (so its lead may kết)?"""
        return self.sizes[self.leader] == size and all(s <= size for s in self.sizes)

    def showable(self, seat: int) -> list[tuple[int, ...]]:
        """The Tốt groups ``seat`` may lay down now (all its Tốt of one colour, 4 or 5)."""
        hand = self.hands[seat]
        if (hand[0] < 4 and hand[1] < 4) or self.turn != seat or self.phase is REVEAL or self.phase is DI_DEM:
            return []
        later = self.phase is not DECLARE
        out = []
        for i in TOT:
            c = hand[i]
            if c >= 4 and (not later or self.rules.may_show_later(c)):
                out.append((i,) * c)
        return out

    def trinh_lang_options(self, seat: int) -> list[tuple[int, ...]]:
        """Each non-empty choice of showable groups (two only with both colours held)."""
        groups = self.showable(seat)
        if len(groups) == 2:
            groups.append(groups[0] + groups[1])
        return groups

    # --- moves ---------------------------------------------------------------------
    def _take(self, seat: int, indices: tuple[int, ...]) -> None:
        hand = self.hands[seat]
        for i in indices:
            hand[i] -= 1
        self.sizes[seat] -= len(indices)

    def _give(self, seat: int, indices: tuple[int, ...]) -> None:
        hand = self.hands[seat]
        for i in indices:
            hand[i] += 1
        self.sizes[seat] += len(indices)

    def _make_public(self, indices: tuple[int, ...]) -> None:
        for i in indices:
            self.public[i] += 1

    def trinh_lang(self, seat: int, indices: tuple[int, ...]) -> None:
        """Lay Tốt face up as won cây; a group that takes the lead claims it."""
        self._take(seat, indices)
        self._make_public(indices)
        self.cay[seat] += len(indices)
        self.shown[seat] = tuple(sorted(self.shown[seat] + indices))
        for i in TOT:
            size = indices.count(i)
            if size and self.rules.takes_lead(size):
                claim = (size * 2 + i % 2, seat)
                if self.claim is None or claim > self.claim:
                    self.claim = claim
        if self.phase is DECLARE:
            self.pass_declare()
        elif self.phase is LEAD:
            self.claim = None  # the leader already leads
            if not self.sizes[seat]:
                self._start_trick(seat)
        elif not self.sizes[seat]:  # a follower left with nothing to commit
            self.order.pop(self.pos)
            self._next_commit()

    def pass_declare(self) -> None:
        """Pass a turn before the first lead: show no tứ tử (or, in đi đêm, offer no swap)."""
        if self.phase is DI_DEM:
            self.pass_di_dem()
            return
        self.declare_left -= 1
        self.turn = self.next_seat(self.turn)
        if self.declare_left == 0:
            leader = self.cai if self.claim is None else self.claim[1]
            self.claim = None
            self.cai = self.leader = leader
            if self.rules.di_dem:
                self.night = Night(self.rules.n)
                self.phase = DI_DEM
                self._next_proposer(leader)
            else:
                self._start_trick(leader)

    # --- đi đêm ------------------------------------------------------------------------
    def di_dem_partners(self, seat: int) -> list[int]:
        """The seats ``seat`` may offer a swap to: others holding pieces, not yet in a swap."""
        assert self.night is not None
        swapped, sizes = self.night.swapped, self.sizes
        return [t for t in range(self.rules.n) if t != seat and t not in swapped and sizes[t]]

    def may_propose(self, seat: int) -> bool:
        assert self.night is not None
        return seat not in self.night.swapped and self.sizes[seat] > 0 and bool(self.di_dem_partners(seat))

    def _next_proposer(self, seat: int) -> None:
        """Give the turn to ``seat`` or the next seat that can still offer; end the phase when none can."""
        assert self.night is not None
        left = self.night.left
        while left and not self.may_propose(seat):
            left -= 1
            seat = self.next_seat(seat)
        self.night = self.night._replace(left=left)
        if left:
            self.turn = seat
        else:
            self._start_trick(self.leader)

    def pass_di_dem(self) -> None:
        assert self.night is not None
        seat = self.turn
        self.night = self.night._replace(left=self.night.left - 1)
        self._next_proposer(self.next_seat(seat))

    def offer_di_dem(self, seat: int, target: int, given: tuple[int, ...], wish: int | None) -> None:
        assert self.night is not None
        self.night = self.night._replace(offer=Offer(seat, target, given, wish))
        self.turn = target

    def answer_di_dem(self, seat: int, returned: tuple[int, ...] | None) -> None:
        """The target of the offer gives ``returned`` back for it, or declines (``None``)."""
        night = self.night
        assert night is not None and night.offer is not None
        offer, swapped = night.offer, night.swapped
        if returned is not None:
            self._take(offer.proposer, offer.given)
            self._take(seat, returned)
            self._give(offer.proposer, returned)
            self._give(seat, offer.given)
            swapped = swapped | {offer.proposer, seat}
        self.night = Night(night.left - 1, swapped)
        self._next_proposer(self.next_seat(offer.proposer))

    def _start_trick(self, seat: int) -> None:
        n = self.rules.n
        for step in range(n):
            s = (seat + step) % n
            if self.sizes[s]:
                break
        else:
            self._finish()
            return
        self.phase = LEAD
        self.turn = self.leader = s
        self.k = 0
        self.lead = None
        self.lifted = False
        self.order = []
        self.pos = 0
        self.commits = [()] * n
        self.played = [0] * n
        self.revealed = [False] * n
        self.best = -1
        self.best_group = None
        self.best_dead = False

    def lead_group(self, seat: int, group: Group) -> None:
        self.lifted = self.first_trick and group.top > self.rules.cap
        self._take(seat, group.indices)
        self.commits[seat] = group.indices
        self.played[seat] = group.size
        self.k = group.size
        self.lead = group
        n = self.rules.n
        self.order = [s for s in ((seat + d) % n for d in range(1, n)) if self.sizes[s]]
        self.pos = 0
        self.phase = COMMIT
        self._next_commit()

    def commit(self, seat: int, indices: tuple[int, ...]) -> None:
        self._take(seat, indices)
        self.commits[seat] = indices
        self.played[seat] = len(indices)
        self.pos += 1
        self._next_commit()

    def _next_commit(self) -> None:
        if self.pos < len(self.order):
            self.turn = self.order[self.pos]
            return
        assert self.lead is not None
        self.revealed[self.leader] = True
        self._make_public(self.lead.indices)
        self.best, self.best_group = self.leader, self.lead
        self.best_dead = lead_is_dead(self.lead, self.win_cap())
        self.phase = REVEAL
        self.pos = 0
        self._next_reveal()

    def reveal(self, seat: int, show: bool) -> None:
        """Turn the commit up, or chui: the pieces go face down to ``seat``'s discard."""
        indices = self.commits[seat]
        if show:
            self.revealed[seat] = True
            self._make_public(indices)
            g = group_of(indices)
            if self.would_take(g):
                self.best, self.best_group, self.best_dead = seat, g, False
        else:
            d = self.discards[seat]
            for i in indices:
                d[i] += 1
            self.commits[seat] = ()
        self.pos += 1
        self._next_reveal()

    def _next_reveal(self) -> None:
        if self.pos < len(self.order):
            self.turn = self.order[self.pos]
        else:
            self._resolve()

    def _resolve(self) -> None:
        winner = self.best
        assert self.best_group is not None
        self.cay[winner] += self.k
        self.pile[winner] += sum(len(c) for c in self.commits)
        self.last = TrickInfo(
            self.trick_no, self.leader, self.k, tuple(self.played), tuple(self.commits), winner, self.best_group
        )
        self.trick_no += 1
        if not any(self.sizes):
            self._finish()
            return
        nxt = winner if self.claim is None else self.claim[1]
        self.claim = None
        self._start_trick(nxt)

    def _finish(self) -> None:
        last = self.last
        if last is not None:
            lead = group_of(last.commits[last.leader])
            assert lead is not None
            self.outcome = outcome_of_last_trick(self.rules.kets, last.leader, lead, last.winner, last.group,
                                                 alone=sum(1 for p in last.played if p) == 1,
                                                 solo_ket=self.rules.solo_ket)
        self.deltas = settle(self.cay, self.rules.base, self.outcome)
        self.phase = OVER
        self.turn = -1
