"""Who is winning a Tam Cúc trick — one rule, used by the deal, the AI and the table.

The strictly highest valid group of the kind called wins; an equal group does not beat an
earlier one.  In the first trick a group holding a name above the *win cap* cannot win:
the cap is the lead cap (Tượng at 2 and 4 players, Xe at 3) — or Xe at every table with
the option ``xe-cap`` (seed 004), when a Tượng may still lead but not win — and there is
none when the ban binds the leader only.  A lead above the win cap (a Tượng under Xe cap,
or a lead of banned pieces when the leader held nothing else: RULES.md, "First trick with
nothing to lead") stands only until a follower turns up any group of the kind that may
win — it is *dead*, not merely low; if nobody does, its leader wins the trick.

The deal works on piece indices and :class:`Group` objects; the AI and the table on views.
Both reach the same answer through :func:`takes_over`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.pieces import Piece
from game.variants.tam_cuc.groups import Group, classify

if TYPE_CHECKING:  # the view module imports the actions, which import the deal, which imports us
    from game.variants.tam_cuc.view import TamCucView


def takes_over(challenger: Group | None, standing: Group | None, standing_dead: bool,
               win_cap: int | None) -> bool:
    """Does ``challenger`` take the trick from the group that stands?

    ``win_cap`` is the highest name that may win now (``None``: no limit); a dead standing
    group (a lifted-ban lead) loses to any group of its kind that may win.
    """
    if challenger is None or standing is None or challenger.kind is not standing.kind:
        return False
    if win_cap is not None and challenger.top > win_cap:
        return False
    return standing_dead or challenger.strength > standing.strength


def win_cap_of(first_trick: bool, cap: int | None) -> int | None:
    """The highest name that may win a trick: the table's first-trick win cap ``cap``
    (``Rules.win_cap``: ``None`` when anything may win), in the first trick only."""
    return cap if first_trick else None


def lead_is_dead(lead: Group, win_cap: int | None) -> bool:
    """A lead above the win cap cannot win against a group that may (see the module docstring)."""
    return win_cap is not None and lead.top > win_cap


@dataclass
class TrickWatch:
    """The trick's winner so far, followed as groups are turned up (the leader's first)."""

    win_cap: int | None = None
    seat: int | None = None
    group: Group | None = None
    dead: bool = False

    def lead(self, seat: int, pieces: Sequence[Piece], win_cap: int | None) -> None:
        """The lead is up.  A lead above ``win_cap`` can only be a lifted-ban lead: it is dead."""
        self.win_cap = win_cap
        self.seat, self.group = seat, classify(pieces)
        self.dead = win_cap is not None and self.group is not None and self.group.top > win_cap

    def would_take(self, pieces: Sequence[Piece]) -> bool:
        """Would turning up ``pieces`` now take the trick?"""
        return takes_over(classify(pieces), self.group, standing_dead=self.dead, win_cap=self.win_cap)

    def turn_up(self, seat: int, pieces: Sequence[Piece]) -> bool:
        """Record a reveal; True if it now wins the trick."""
        if not self.would_take(pieces):
            return False
        self.seat, self.group, self.dead = seat, classify(pieces), False
        return True

    def clear(self) -> None:
        self.seat, self.group, self.win_cap, self.dead = None, None, None, False


def view_win_cap(view: TamCucView) -> int | None:
    """The highest name that may win the trick in play, from a view."""
    return view.win_cap


def watch_of(view: TamCucView) -> TrickWatch:
    """Who is winning the trick as turned up so far (an empty watch before the lead is up)."""
    watch = TrickWatch()
    lead = view.revealed[view.leader] if view.phase == "reveal" else None
    if not lead:
        return watch
    watch.lead(view.leader, lead, view_win_cap(view))
    for s in view.order:
        shown = view.revealed[s]
        if shown:
            watch.turn_up(s, shown)
    return watch
