"""Seeing a Tam Cúc deal through one seat's eyes: observations and sampled deals.

``obs_from_view`` turns a view into the counts a policy works on.  ``WorldSampler``
rebuilds, from a view alone, full deals in which every unseen piece is placed at random
among the places the viewer cannot see — other hands, others' face-down commits, others'
chui'd discards — keeping every count the view shows and the one thing the rules promise
about hidden pieces: a leader's face-down lead is a valid group of the count called (and
not banned from the first trick).

It also reads what the players did, by the style each is believed to play
(:mod:`game.ai.tam_cuc.memory`): a deal is kept with a small chance only when it makes a
player's past choices unlikely — pieces a sound player chui'd that would have won the
trick (an easy player's: that would have won it strongly, or when it was last to turn
up); a strong group of the count called that would have won, in the hand of a player
who chui'd (both styles would have put it down — a sound one unless it was its kết); or
four Tốt of one colour in the hand of a player who never laid them down.  The pieces
put face down in the trick in play are read the same way: the leader's lead is the group
its style would lead from the hand it held (the normal level's lead for a sound player —
the players at a table start from it — the easy level's for an easy one; a deal whose
leader would not have called that count is kept only rarely), and a follower that has
already put its pieces down put down what its style would have.  Each deal comes with
the style drawn for every seat, for the playout to play them by.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from math import comb
from typing import Final

from game.ai.tam_cuc.playout import Style
from game.ai.tam_cuc.policy import Obs, easy_commit, easy_lead, normal_commit, normal_lead, strong, unseen_of
from game.engine.pieces import Piece
from game.variants.tam_cuc.deal import Deal, Phase, Rules
from game.variants.tam_cuc.groups import (
    ALL_GROUPS,
    N_KINDS_OF_PIECE,
    TOT,
    Counts,
    Group,
    counts_of,
    group_of,
    groups_in,
    indices_of,
    multisets,
)
from game.variants.tam_cuc.scoring import NO_KET, ket_kind
from game.variants.tam_cuc.trick import TrickWatch, takes_over, watch_of, win_cap_of
from game.variants.tam_cuc.view import TamCucView

UNLIKELY: Final = 0.05  # the chance of a deal in which one past choice goes against a player's style
DOUBTFUL: Final = 0.3  # … in which a player held back a strong group (its strength is a rule of thumb)
OFF_POLICY: Final = 0.05  # … in which a leader led a group its style would not have led
TRIES: Final = 8  # deals drawn before settling for the likeliest
SOUND_ONLY: Final[tuple[float, ...]] = (1.0, 0.0, 0.0)  # a style posterior: surely sound


def _counts(pieces: Sequence[Piece]) -> Counts:
    return counts_of(p.index for p in pieces)


def rules_of(view: TamCucView) -> Rules:
    return view.rules


def _best_so_far(view: TamCucView) -> TrickWatch:
    """The seat and group winning the trick as revealed so far."""
    watch = watch_of(view)
    if watch.seat is None:
        watch.seat = -1
    return watch


def hidden_commit_seats(view: TamCucView) -> list[int]:
    """Other seats whose commit of this trick is face down and still to be turned up."""
    if view.phase not in ("commit", "reveal"):
        return []
    return [s for s in range(view.n_seats)
            if s != view.seat and view.committed[s] and view.revealed[s] is None and not view.chui[s]]


def obs_from_view(view: TamCucView, rules: Rules) -> Obs:
    me = view.seat
    assert me is not None
    unseen = list(rules.total)
    for p, c in view.seen().items():
        unseen[p.index] -= c
    for group in (view.hand, view.my_discards, () if view.revealed[me] else view.my_commit):
        for p in group:
            unseen[p.index] -= 1
    live = sum(view.hand_sizes) - len(view.hand)
    live += sum(view.committed[s] for s in hidden_commit_seats(view))
    best = _best_so_far(view)
    return Obs.at_table(rules, me, _counts(view.hand), unseen, live, sizes=view.hand_sizes, cay=view.cay,
                        k=view.count, first_trick=view.first_trick, ban_lifted=view.ban_lifted, best=best.group,
                        my_commit=indices_of(view.my_commit), best_dead=best.dead)


@dataclass(frozen=True, slots=True)
class ChuiCheck:
    """One chui a seat made, facing ``standing`` (dead or not, under ``win_cap``) in a trick
    of ``called`` pieces; ``size`` of its pieces went to its discards."""

    size: int
    called: int
    standing: Group | None
    dead: bool
    win_cap: int | None
    last: bool  # nobody was to turn up after this seat

    def wins(self, g: Group | None) -> bool:
        return takes_over(g, self.standing, standing_dead=self.dead, win_cap=self.win_cap)

    def likelihood(self, chunk: tuple[int, ...], held: Counts, style: Style) -> float:
        """How likely chui'ing ``chunk`` while holding ``held`` (the chunk included) is for ``style``.

        Its pieces should not have won: a sound player turns up every winner, an easy one every
        strong winner (any winner when last).  Nor should it have held a strong group of the
        count that wins: both would have put it down (a sound player keeps its kết back).
        """
        if style is Style.ERRATIC:
            return 1.0
        g = group_of(chunk)
        if self.wins(g) and (style is Style.SOUND or (g is not None and strong(g)) or self.last):
            return UNLIKELY
        if any(g.size == self.called and strong(g) and self.wins(g) and (style is Style.EASY or ket_kind(g) is None)
               for g in groups_in(held)):
            return DOUBTFUL
        return 1.0


@dataclass(frozen=True, slots=True)
class Play:
    """What a seat put down in one trick: ``pieces`` turned up or still face down (``None``:
    chui'd, its pieces are the ``check``'s chunk of the discards)."""

    pieces: tuple[int, ...] | None
    check: ChuiCheck | None = None


def _follow(watch: TrickWatch, followers: list[int], shown: list[tuple[Piece, ...] | None], sizes: list[int],
            called: int, out: dict[int, list[Play]]) -> None:
    """Walk a trick's followers in order: turn-ups move the standing group, chuis are recorded."""
    for i, s in enumerate(followers):
        pieces = shown[s]
        if pieces:
            watch.turn_up(s, pieces)
            out.setdefault(s, []).append(Play(indices_of(pieces)))
        elif pieces is None:
            return  # not yet acted
        else:
            check = ChuiCheck(sizes[s], called, watch.group, watch.dead, watch.win_cap, i == len(followers) - 1)
            out.setdefault(s, []).append(Play(None, check))


def past_plays(view: TamCucView, rules: Rules) -> dict[int, list[Play]]:
    """What every seat put down, trick by trick, with its chuis (their pieces: its discards, in order)."""
    n = view.n_seats
    out: dict[int, list[Play]] = {}
    for t in view.tricks:
        watch = TrickWatch()
        watch.lead(t.leader, t.shown[t.leader], win_cap_of(t.number == 0, rules.win_cap))
        out.setdefault(t.leader, []).append(Play(indices_of(t.shown[t.leader])))
        followers = [s for s in ((t.leader + d) % n for d in range(1, n)) if t.played[s]]
        _follow(watch, followers, list(t.shown), list(t.played), t.count, out)
    if view.phase == "reveal":
        watch = TrickWatch()
        lead = view.revealed[view.leader]
        assert lead is not None
        watch.lead(view.leader, lead, win_cap_of(view.first_trick, rules.win_cap))
        out.setdefault(view.leader, []).append(Play(indices_of(lead)))
        shown: list[tuple[Piece, ...] | None] = [
            () if view.chui[s] else view.revealed[s] for s in range(n)]
        _follow(watch, list(view.order), shown, list(view.committed), view.count, out)
    return out


class WorldSampler:
    """Deals consistent with one view (see the module docstring); ``styles[s]`` is the chance
    that seat ``s`` plays each :class:`Style` (the viewer's own seat is ignored)."""

    def __init__(self, view: TamCucView, rules: Rules, styles: Sequence[tuple[float, ...]] | None = None) -> None:
        me = view.seat
        assert me is not None
        self.view, self.rules, self.me = view, rules, me
        self.styles = [SOUND_ONLY] * view.n_seats if styles is None else list(styles)
        self.plays = {s: plays for s, plays in past_plays(view, rules).items()
                      if s != me and sum(p.check.size for p in plays if p.check) == view.discards[s]
                      and any(p.check for p in plays)}
        self.hid_tot = self._hid_tot(view)
        n = view.n_seats
        self.unseen = obs_from_view(view, rules).unseen
        self.hidden_commits = hidden_commit_seats(view)
        self.lead_hidden = view.phase == "commit" and view.leader != me
        self.others = [s for s in range(n) if s != me]
        base = Deal.__new__(Deal)
        base.rules = rules
        base.hands = [[0] * N_KINDS_OF_PIECE for _ in range(n)]
        base.hands[me] = _counts(view.hand)
        base.sizes = list(view.hand_sizes)
        base.cai = view.cai
        base.phase = Phase(view.phase)
        base.turn = view.to_act[0] if view.to_act else -1
        base.declare_left = (n - (base.turn - view.cai) % n) if view.phase == "declare" else 0
        base.leader = view.leader
        base.trick_no = view.trick_no
        base.k = view.count
        base.order = list(view.order)
        base.pos = view.order.index(base.turn) if base.turn in view.order else 0
        base.commits = [indices_of(r) if r is not None else () for r in view.revealed]
        if view.phase in ("commit", "reveal") and view.revealed[me] is None:
            base.commits[me] = indices_of(view.my_commit)
        base.played = list(view.committed)
        base.revealed = [r is not None for r in view.revealed]
        standing = _best_so_far(view)
        assert standing.seat is not None
        base.best, base.best_group, base.best_dead = standing.seat, standing.group, standing.dead
        base.lifted = view.ban_lifted and view.phase != "lead"
        lead = view.revealed[view.leader]
        base.lead = group_of(indices_of(lead)) if lead else (
            group_of(indices_of(view.my_commit)) if view.leader == me and view.my_commit else None)
        base.cay = list(view.cay)
        base.pile = list(view.won_pile)
        base.discards = [[0] * N_KINDS_OF_PIECE for _ in range(n)]
        base.discards[me] = _counts(view.my_discards)
        base.shown = [indices_of(t) for t in view.trinh_lang]
        base.claim = view.claim
        base.public = [0] * N_KINDS_OF_PIECE
        for p, c in view.seen().items():
            base.public[p.index] += c
        base.last = None
        base.outcome = NO_KET
        base.deltas = ()
        base.night = None  # searches start after đi đêm (its decisions are made by game.ai.tam_cuc.di_dem)
        self.base = base
        self.lead_choices = self._lead_choices() if self.lead_hidden else []
        self._leads: dict[tuple[Style, tuple[int, ...], tuple[int, ...]], Group] = {}  # the leader's lead, by its hand
        # followers whose face-down commit is read from their hand (in the reveal phase, what
        # they have seen since would blur what they knew)
        self.read_commits = frozenset(s for s in self.hidden_commits if view.phase == "commit" and s != view.leader)
        self._commits: dict[tuple[int, Style, tuple[int, ...], tuple[int, ...]], tuple[int, ...]] = {}
        self.reads = 0  # the leads and commits worked out so far by a player's policy (the costly part)

    def _lead_choices(self) -> list[tuple[Group, int]]:
        """Groups the hidden lead may be, each with the number of ways the pool makes it."""
        view = self.view
        out = []
        for g in ALL_GROUPS:
            if g.size != view.count or not self._may_be_lead(g):
                continue
            ways = 1
            for i in set(g.indices):
                need = g.indices.count(i)
                have = self.unseen[i]
                ways *= comb(have, need)
            if ways:
                out.append((g, ways))
        return out

    def _may_be_lead(self, g: Group) -> bool:
        """Could the hidden lead be ``g``?  In the first trick it obeys the ban — or, when the
        ban was lifted, the leader held only banned pieces, so every piece of it is banned."""
        view, cap = self.view, self.rules.cap
        if not view.first_trick:
            return True
        if view.ban_lifted:
            return all(i >= 2 * (cap + 1) for i in g.indices)
        return g.top <= cap

    def _hid_tot(self, view: TamCucView) -> dict[int, list[int]]:
        """Seats that have let trình làng pass, with the Tốt of each colour they have turned up since."""
        n = view.n_seats
        if view.phase == "declare":
            passed = [(view.cai + d) % n for d in range((view.to_act[0] - view.cai) % n)] if view.to_act else []
        else:
            passed = list(range(n))
        out: dict[int, list[int]] = {}
        for s in passed:
            if s == self.me or view.trinh_lang[s]:
                continue
            up = [p.index for t in view.tricks for p in t.shown[s]] + [p.index for p in view.revealed[s] or ()]
            out[s] = [up.count(i) for i in TOT]
        return out

    def sample(self, rng: random.Random) -> tuple[Deal, tuple[Style, ...], int]:
        """A deal and a style for every seat — the first drawn that its players' choices make
        likely enough (see the module docstring), else the likeliest of :data:`TRIES` — and
        how many deals were drawn."""
        best: tuple[Deal, tuple[Style, ...]] | None = None
        best_likelihood = -1.0
        for tries in range(1, TRIES + 1):
            styles = tuple(Style.SOUND if s == self.me else Style(rng.choices(range(3), self.styles[s])[0])
                           for s in range(self.view.n_seats))
            deal, chunks = self._deal(rng, styles)
            likelihood = self._read_lead(deal, styles[self.view.leader]) if self.lead_hidden else 1.0
            likelihood *= self._likelihood(deal, chunks, styles)
            if likelihood >= 1.0 or rng.random() < likelihood:
                return deal, styles, tries
            if likelihood > best_likelihood:
                best, best_likelihood = (deal, styles), likelihood
        assert best is not None
        return (*best, TRIES)

    def _likelihood(self, deal: Deal, chunks: dict[int, list[tuple[int, ...]]], styles: tuple[Style, ...]) -> float:
        """How likely this deal makes the players' past choices, for their styles."""
        out = 1.0
        for s, plays in self.plays.items():
            style = styles[s]
            if style is Style.ERRATIC:
                continue
            held = list(deal.hands[s])  # walking back in time: what it held before each trick
            if s in self.hidden_commits:
                for i in deal.commits[s]:
                    held[i] += 1
            chunk_of = iter(reversed(chunks[s]))
            for play in reversed(plays):
                pieces = play.pieces if play.pieces is not None else next(chunk_of)
                for i in pieces:
                    held[i] += 1
                if play.check is not None:
                    out *= play.check.likelihood(pieces, held, style)
        for s, up in self.hid_tot.items():
            if styles[s] is not Style.ERRATIC:
                tot = [deal.hands[s][i] + deal.discards[s][i] + deal.commits[s].count(i) * (not deal.revealed[s]) + u
                       for i, u in zip(TOT, up)]
                out *= UNLIKELY if max(tot) >= 4 else 1.0
        return out

    def _read_lead(self, deal: Deal, style: Style) -> float:
        """Make the face-down lead the group the leader's style leads from the hand it held
        (lead and hand together), and say how likely the lead is: 1 if that group is of the
        count called, else the drawn lead stays, as an unlikely one."""
        if style is Style.ERRATIC:
            return 1.0
        leader, g = self.view.leader, deal.lead
        assert g is not None
        hand = deal.hands[leader]
        held = list(hand)
        for i in g.indices:
            held[i] += 1
        key = (style, tuple(held), tuple(deal.discards[leader]))
        chosen = self._leads.get(key)
        if chosen is None:
            obs = self.obs_before(leader, held, deal.discards[leader], 0)
            chosen = self._leads[key] = normal_lead(obs) if style is Style.SOUND else easy_lead(obs)
            self.reads += 1
        if chosen.size != g.size or not self._may_be_lead(chosen):
            return OFF_POLICY
        for i in chosen.indices:
            held[i] -= 1
        hand[:] = held
        deal.commits[leader], deal.lead = chosen.indices, chosen
        return 1.0

    def _follower_commit(self, seat: int, held: Counts, discards: Counts, style: Style,
                         rng: random.Random) -> tuple[int, ...]:
        """What ``seat``, holding ``held``, puts face down in this trick by its style."""
        size = min(self.view.count, sum(held))
        if style is Style.ERRATIC:
            return rng.choice(multisets(held, size))
        key = (seat, style, tuple(held), tuple(discards))
        put = self._commits.get(key)
        if put is None:
            obs = self.obs_before(seat, held, discards, self.view.count)
            put = self._commits[key] = tuple(sorted(normal_commit(obs) if style is Style.SOUND else easy_commit(obs)))
            self.reads += 1
        return put

    def obs_before(self, seat: int, held: Counts, discards: Counts, k: int) -> Obs:
        """What ``seat`` knew when it put down its pieces of this trick, holding ``held``."""
        view, rules = self.view, self.rules
        sizes = [size + played for size, played in zip(view.hand_sizes, view.committed)]
        return Obs.at_table(rules, seat, list(held), unseen_of(rules, self.base.public, held, discards),
                            live=sum(sizes) - sizes[seat], sizes=sizes, cay=view.cay, k=k,
                            first_trick=view.first_trick, ban_lifted=view.ban_lifted)

    def _deal(self, rng: random.Random, styles: tuple[Style, ...]) -> tuple[Deal, dict[int, list[tuple[int, ...]]]]:
        """Unseen pieces placed at random — a follower's face-down commit put down from its hand as
        its style would — with each seat's discards cut into its chuis, in order."""
        view, deal = self.view, self.base.copy()
        pool_counts = list(self.unseen)
        if self.lead_choices:
            g = rng.choices([g for g, _ in self.lead_choices], [w for _, w in self.lead_choices])[0]
            for i in g.indices:
                pool_counts[i] -= 1
            deal.commits[view.leader] = g.indices
            deal.lead = g
        pool = [i for i in range(N_KINDS_OF_PIECE) for _ in range(pool_counts[i])]
        rng.shuffle(pool)
        at = 0
        for s in self.hidden_commits:
            if (self.lead_hidden and s == view.leader) or s in self.read_commits:
                continue
            size = view.committed[s]
            deal.commits[s] = tuple(sorted(pool[at:at + size]))
            at += size
        chunks: dict[int, list[tuple[int, ...]]] = {}
        for s in self.others:
            hand = deal.hands[s]
            size = view.hand_sizes[s] + (view.committed[s] if s in self.read_commits else 0)
            for i in pool[at:at + size]:
                hand[i] += 1
            at += size
            disc = deal.discards[s]
            for i in pool[at:at + view.discards[s]]:
                disc[i] += 1
            if s in self.read_commits:
                put = self._follower_commit(s, hand, disc, styles[s], rng)
                for i in put:
                    hand[i] -= 1
                deal.commits[s] = put
            cut = at
            for play in self.plays.get(s, ()):
                if play.check is not None:
                    chunks.setdefault(s, []).append(tuple(sorted(pool[cut:cut + play.check.size])))
                    cut += play.check.size
            at += view.discards[s]
        return deal, chunks
