"""What one seat knows about a Tam Cúc deal, and a pure helper for the table's selection.

The view holds the seat's own hand, commit and discards, and only public facts about the
others: counts, what was turned up, who chui'd (never what), cây, trình làng, the trick
history, and of đi đêm who offered whom how many pieces and the answer — the pieces and the
wish only for the swaps the seat took part in.  It is a frozen dataclass with value
equality and a deterministic ``repr``, so tests can prove it does not move when unseen
pieces are shuffled.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.pieces import Piece, Rank
from game.engine.protocol import Action
from game.engine.view import Label
from game.variants.tam_cuc.actions import commit_action, lead_action
from game.variants.tam_cuc.deal import Rules
from game.variants.tam_cuc.groups import Group, indices_of
from game.variants.tam_cuc.groups import group_of as group_of_indices


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick as everybody saw it (``shown[s]`` empty: chui or nothing played)."""

    number: int
    leader: int
    count: int
    played: tuple[int, ...]
    shown: tuple[tuple[Piece, ...], ...]
    winner: int


@dataclass(frozen=True, slots=True)
class DiDemRecord:
    """One đi đêm offer as a seat saw it.  ``given``, ``wish`` and ``returned`` are shown to
    the two seats concerned only (``None`` for the others, and ``returned`` until accepted)."""

    proposer: int
    target: int
    count: int
    status: str  # "offered" (waiting for the answer), "accepted" or "declined"
    given: tuple[Piece, ...] | None = None
    wish: Piece | None = None
    returned: tuple[Piece, ...] | None = None


@dataclass(frozen=True)
class TamCucView:
    seat: int | None
    n_seats: int
    removal: str | None  # the 3-player removal in force (None: the full deck)
    phase: str  # "declare", "lead", "commit", "reveal", "over"
    to_act: tuple[int, ...]
    cai: int  # who held the cái this deal (after any cướp cái)
    leader: int  # the leader of the trick in play
    trick_no: int  # 0 = the first trick
    count: int  # the count called (0 before the lead)
    hand: tuple[Piece, ...]  # own pieces, weakest first
    hand_sizes: tuple[int, ...]
    order: tuple[int, ...]  # the others in this trick, in playing order
    committed: tuple[int, ...]  # pieces each seat put face down this trick
    my_commit: tuple[Piece, ...]
    revealed: tuple[tuple[Piece, ...] | None, ...]  # turned up this trick
    chui: tuple[bool, ...]  # chui'd this trick
    cay: tuple[int, ...]
    won_pile: tuple[int, ...]
    discards: tuple[int, ...]  # how many pieces each seat has chui'd
    my_discards: tuple[Piece, ...]
    trinh_lang: tuple[tuple[Piece, ...], ...]
    claim: tuple[int, int] | None  # (strength, seat) of a cướp cái taking the next lead
    first_trick: bool
    banned: tuple[Rank, ...]  # names banned from the first trick: they may not lead, nor win unless leader-only
    ban_leader_only: bool
    ban_lifted: bool  # the first trick's leader holds (or led) only banned pieces: it may lead them
    baseline: int
    tricks: tuple[TrickRecord, ...]
    rules: Rules  # the table's rules as the deal plays them (caps, kết table, options)
    win_cap: int | None  # the highest name that may win the trick in play (None: any)
    di_dem: tuple[DiDemRecord, ...] = ()  # this deal's đi đêm offers, as this seat may see them
    deltas: tuple[int, ...] | None = None  # once the deal is over: points
    outcome: str | None = None
    chips: tuple[int, ...] | None = None  # once over, at a table that plays for chips: chips

    @property
    def di_dem_offer(self) -> DiDemRecord | None:
        """The đi đêm offer waiting for an answer, if any."""
        last = self.di_dem[-1] if self.di_dem else None
        return last if last is not None and last.status == "offered" else None

    @property
    def commit_size(self) -> int:
        """How many pieces this seat must put down now (fewer only when short of pieces)."""
        return min(self.count, len(self.hand))

    def seen(self) -> Counter[Piece]:
        """Every piece turned face up so far in this deal (tricks, this trick, trình làng)."""
        out: Counter[Piece] = Counter()
        for t in self.tricks:
            for shown in t.shown:
                out.update(shown)
        for r in self.revealed:
            if r:
                out.update(r)
        for shown in self.trinh_lang:
            out.update(shown)
        return out


@dataclass(frozen=True, slots=True)
class Selection:
    """What a selection of own pieces is, and what playing it would do now."""

    group: Group | None
    label: Label  # "Đôi Xe đỏ", "Không thành bộ", ...
    action: Action | None  # the Lead or Commit it makes, when legal now
    reason: Label | None  # why it cannot be played now (None when it can)


def group_label(group: Group | None) -> Label:
    return Label(group.key) if group is not None else Label("tc.group.none")


def banned_key(banned: Sequence[Rank]) -> str:
    """The catalogue key of the first-trick ban's saying ("cấm tướng, cấm sĩ, ...")."""
    return f"tc.rule.banned.{min(banned).name}"


def describe_selection(view: TamCucView, pieces: Sequence[Piece]) -> Selection:
    """For the table: name the selected pieces and say whether they can be led or put down."""
    indices = indices_of(pieces)
    group = group_of_indices(indices)
    label = group_label(group)

    def no(key: str, **params: object) -> Selection:
        return Selection(group, label, None, Label.of(key, **params))

    if not indices:
        return no("tc.select.empty")
    if Counter(pieces) - Counter(view.hand):
        return no("tc.rule.not_held")
    if view.seat is None or view.to_act != (view.seat,):
        return no("illegal.not_your_turn")
    if view.phase == "lead":
        if group is None:
            return no("tc.rule.not_group")
        if group.top in view.banned and not view.ban_lifted:
            return no(banned_key(view.banned))
        return Selection(group, label, lead_action(indices), None)
    if view.phase == "commit":
        if len(indices) != view.commit_size:
            return no("tc.rule.wrong_count", count=view.commit_size)
        return Selection(group, label, commit_action(indices), None)
    return no("tc.select.not_now")
