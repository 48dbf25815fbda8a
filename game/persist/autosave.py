"""The autosave: one table (its :class:`Match`, mid-round included), a UI context, and the
profiles seated at it — all in one file, so chips at the table and in the profiles of its
players are always written together.

:func:`reconcile` decides at launch who is the authority for a seated profile: the
autosave when the profile file says "at this table", the profile file otherwise.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from game.engine.fields import want_list, want_object
from game.match.match import Match
from game.persist.json_files import BadFile, Notice
from game.persist.profiles import Profile, ProfileStore, want_id

AUTOSAVE_VERSION: Final = 1


@dataclass
class Table:
    """The open table, or the one the last session left (offered as "continue").

    ``ui`` is the screens' own context (which seat is shown, …): any JSON object.
    ``recorded`` is the last round counted in the seated profiles' statistics; a save
    counts every round before writing, so a loaded table starts with all of them counted.
    """

    id: str
    match: Match
    ui: dict[str, Any]
    recorded: int


@dataclass
class SavedTable:
    """What an autosave holds: the table, and its seated profiles as they were saved."""

    table: Table
    profiles: dict[str, Profile]


def seated(match: Match) -> dict[int, str]:
    """Seat → profile id, for the seats a profile sits in."""
    return {s: seat.profile for s, seat in enumerate(match.seats) if seat.profile is not None}


def json_object(ui: Mapping[str, Any]) -> dict[str, Any]:
    """A deep copy of ``ui``, which must be plain JSON (``ValueError`` otherwise)."""
    try:
        copy = json.loads(json.dumps(ui, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the UI context must be plain JSON: {exc}") from None
    if not isinstance(copy, dict):
        raise ValueError("the UI context must be a JSON object")
    return copy


def encode(table: Table, profiles: Mapping[str, Profile]) -> dict[str, Any]:
    return {
        "table": table.id,
        "match": table.match.to_dict(),
        "ui": table.ui,
        "profiles": [profiles[pid].to_dict(replays=False) for pid in seated(table.match).values()],
    }


def decode(body: dict[str, Any]) -> SavedTable:
    want_object(body, "autosave", ("table", "match", "ui", "profiles"))
    tid = want_id(body["table"], "table id")
    try:
        match = Match.from_dict(want_object(body["match"], "match"))
    except Exception as exc:
        # Restoring replays the round through a variant's own rules: whatever a damaged
        # save makes them raise means "this save cannot be used", never a crash.
        raise BadFile(f"the match cannot be restored: {exc}") from exc
    records = {p.id: p for p in map(Profile.from_dict, want_list(body["profiles"], "profiles"))}
    seats = seated(match)
    if len(records) != len(body["profiles"]) or sorted(records) != sorted(seats.values()):
        raise BadFile("the saved profiles are not the profiles seated at the table, once each")
    for s, pid in seats.items():
        if not match.seats[s].is_human:
            raise BadFile(f"an AI sits in {pid}'s seat")
        if records[pid].table != tid or records[pid].chips != match.balances[s]:
            raise BadFile(f"profile {pid} does not match its seat")
    return SavedTable(Table(tid, match, want_object(body["ui"], "ui"), match.round_no), records)


def reconcile(saved: SavedTable | None, profiles: ProfileStore, *, damaged: bool = False
              ) -> tuple[Table | None, list[Notice]]:
    """The table to offer for resuming (if any), after settling who holds which chips.

    The saved table is resumable when every profile seated at it is, on disk, still
    seated at it (or missing: then it is restored from the save).  A profile that says it
    sits at a table no valid autosave holds gets back the chips and records its file kept
    from when it sat down; ``damaged``: the autosave was there but could not be used
    (the player is told so, not that it was missing).
    """
    notices: list[Notice] = []
    table = None
    held: set[str] = set()  # the profiles whose chips the resumable table holds
    if saved is not None:
        tid = saved.table.id
        on_disk = [profiles.by_id.get(pid) for pid in saved.profiles]
        if all(p is None or p.table == tid for p in on_disk):
            table, held = saved.table, set(saved.profiles)
            for pid, record in saved.profiles.items():
                profile = profiles.by_id.get(pid)
                if profile is None:
                    profiles.by_id[pid] = record
                    profiles.mark(pid)
                    notices.append(Notice("persist.profile_restored", {"name": record.name}))
                else:
                    profile.adopt(record)
    for profile in profiles.by_id.values():
        if profile.table is not None and profile.id not in held:
            profile.table = None
            profiles.mark(profile.id)
            lost = "persist.table_damaged" if damaged and saved is None else "persist.table_lost"
            notices.append(Notice(lost, {"name": profile.name, "chips": profile.chips}))
    return table, notices
