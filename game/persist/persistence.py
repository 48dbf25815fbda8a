"""Everything the screens persist, behind one object: settings, profiles and the table.

The order of writes is the whole design (``docs/persistence.md``):

* a profile's chips belong to its file while it is free, and to the autosave while it
  sits at a table (its file then says which table, and keeps what it had on sitting down);
* profile files change only through :meth:`ProfileStore.flush` (journal first), and the
  autosave is written only after a complete flush — so it never names a profile whose
  file does not say "seated here";
* leaving a table frees its profiles (journal, files), and only then drops the autosave.

Every method that writes returns ``None`` or a :class:`Notice` saying what could not be
saved; memory is always up to date and the game goes on, and the next write retries.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.protocol import RoundState
from game.match.match import Match, RoundRecord
from game.persist.autosave import AUTOSAVE_VERSION, Table, decode, encode, json_object, reconcile, seated
from game.persist.json_files import NEWER, JsonFile, Notice, Refused, remove_temps
from game.persist.paths import data_dir
from game.persist.profiles import KEPT_ROUNDS, LEFT_FORMAT, BestHand, Profile, ProfileStore, kind_id, new_id
from game.persist.settings import Settings, SettingsStore


class Persistence:
    """The player's data folder, loaded; see the module docstring for the guarantees."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._settings = SettingsStore(root)
        self._profiles = ProfileStore(root)
        self._autosave = JsonFile(root / "autosave.json", "autosave", AUTOSAVE_VERSION)
        self._drop_autosave = False  # a table was left: its autosave goes after the flush
        self.table: Table | None = None
        """The open table — at launch, the saved one to offer as "continue"."""
        self.newer = False
        """Some file was made by a newer Chiếu Bài: nothing was settled or written, and nothing
        may be (the session plays on elsewhere, :mod:`game.ui.session`)."""

    def load(self) -> list[Notice]:
        """Read everything, settle who holds which chips; the notices to show the player."""
        found: list[Notice | None] = [self._settings.load(), *self._profiles.load()]
        saved, notice = self._autosave.load(decode)
        found.append(notice)
        if any(n is not None and n.key == NEWER for n in found):
            # Settling chips would rewrite profiles the newer program's files depend on.
            self.newer = True
            return [n for n in found if n is not None]
        remove_temps(self.root)
        remove_temps(self._profiles.folder)
        self.table, settled = reconcile(saved, self._profiles, damaged=notice is not None)
        found += settled
        if saved is not None and self.table is None:
            found.append(self._autosave.set_aside("stale"))  # nobody sits there any more
        found.append(self.flush())
        return [n for n in found if n is not None]

    def flush(self) -> Notice | None:
        """Write what the disk has not caught up with; ``None`` once it all is."""
        notice = self._settings.save() if self._settings.file.failed is not None else None
        notice = self._profiles.flush() or notice
        if notice is None and self._drop_autosave:
            notice = self._autosave.remove()
            self._drop_autosave = notice is not None
        return notice

    def unsaved(self) -> Notice | None:
        """Why something the player did has not reached the disk yet (the latest failure of
        any file), or ``None`` when everything is saved.  Every save retries what failed."""
        files = (self._settings.file, self._autosave)
        return next((f.failed for f in files if f.failed is not None), None) or self._profiles.failed()

    # --- settings -------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        return self._settings.current

    @property
    def on_settings_change(self) -> list[Callable[[Settings], None]]:
        """Callbacks run with the new settings whenever :meth:`update_settings` changes any."""
        return self._settings.on_change

    def update_settings(self, **changes: Any) -> Notice | None:
        """E.g. ``update_settings(language="en", master_volume=40)``; ``ValueError`` if bad.

        Like every save, it retries whatever an earlier save could not write.
        """
        return self._settings.update(**changes) or self.flush()

    # --- profiles -------------------------------------------------------------------------
    def profiles(self) -> list[Profile]:
        """All profiles, by name.  Treat them as read-only: change them through this class."""
        return self._profiles.sorted()

    def profile(self, pid: str) -> Profile:
        return self._profiles.by_id[pid]

    def create_profile(self, name: str) -> tuple[Profile, Notice | None]:
        """A new profile with the starting chips; :class:`Refused` for a bad or taken name."""
        profile = self._profiles.create(name)
        return profile, self.flush()

    def rename_profile(self, pid: str, name: str) -> Notice | None:
        self._profiles.rename(pid, name)
        return self.flush()

    def set_avatar(self, pid: str, avatar: str) -> Notice | None:
        """The player's portrait; :class:`Refused` while the profile sits at a table."""
        self._profiles.set_avatar(pid, avatar)
        return self.flush()

    def delete_profile(self, pid: str) -> Notice | None:
        """Its file is kept aside as ``profiles/<id>.json.deleted-N``, never destroyed."""
        self._profiles.delete(pid)
        return self.flush()

    def refill_profile(self, pid: str, need: int) -> Notice | None:
        """Refill a profile holding fewer than ``need`` chips (the stake of the table it wants)."""
        self._profiles.refill(pid, self.settings.refill_amount, need)
        return self.flush()

    # --- the table ------------------------------------------------------------------------
    def open_table(self, match: Match, ui: Mapping[str, Any] | None = None) -> Notice | None:
        """Seat ``match``'s profiles: their chips move to their seats, and it is saved.

        Call it before the first round.  :class:`Refused` while another table is open.
        """
        if self.table is not None:
            raise Refused("persist.table_open")
        if match.current is not None:
            raise ValueError("open the table before dealing its first round")
        seats = seated(match)
        if len(set(seats.values())) != len(seats):
            raise ValueError("a profile can take only one seat")
        for s in seats:
            if not match.seats[s].is_human:
                raise ValueError(f"seat {s} has a profile but is not a human seat")
        # With no table open, no profile is seated anywhere (leave_table and reconcile
        # free every profile they do not hand to an open table).
        table = Table(new_id(), match, json_object(ui or {}), match.round_no)
        for s, pid in seats.items():
            profile = self._profiles.by_id[pid]
            match.balances[s] = profile.chips
            profile.table = table.id
            self._profiles.mark(pid)
        self.table = table
        return self.save_table()

    def save_table(
        self, ui: Mapping[str, Any] | None = None, hands: Mapping[int, BestHand] | None = None
    ) -> Notice | None:
        """Save the table now: after each ``match.finish_round()``, at quit, or at any moment.

        Rounds finished since the last save are first counted in the seated profiles'
        statistics (once each, however often this is called), so chips and statistics
        are always saved together.  ``hands``: seat → best hand of the round just finished.
        After ``match.start_round()``, save at once: a crash then resumes the same deal
        instead of offering a new one.
        """
        table = self._open()
        if ui is not None:
            table.ui = json_object(ui)
        self._record(table, hands or {})
        self._sync(table)
        notice = self.flush()
        if notice is not None:
            return notice  # the previous autosave stays, consistent with the profile files
        return self._autosave.write(encode(table, self._profiles.by_id))

    def _record(self, table: Table, hands: Mapping[int, BestHand]) -> None:
        match = table.match
        game, chips = match.variant.key, match.plays_for_chips
        for record in match.history:
            if record.round_no <= table.recorded:
                continue
            latest = record.round_no == match.round_no
            state = _finished(match, record)
            for s, pid in seated(match).items():
                hand = hands.get(s) if latest else None
                role, kinds = _role_and_kinds(match, state, s)
                self._profiles.by_id[pid].record_round(game, record.deltas[s], chips=chips, hand=hand, role=role,
                                                       kinds=kinds)
        table.recorded = match.round_no

    def record_review(self, seat: int, record: dict[str, Any], keep: int) -> Notice | None:
        """Keep the review of a round of the open table's ``seat`` (:meth:`Profile.add_review`:
        the latest ``keep`` per game) in its profile, saved with the table; nothing for a seat
        without a profile.  ``ValueError`` if ``record`` is not a reviewed round."""
        table = self._open()
        pid = seated(table.match).get(seat)
        if pid is None:
            return None
        self._profiles.by_id[pid].add_review(record, keep)
        self._profiles.mark(pid)
        return self.save_table()

    def refill_seat(self, seat: int) -> Notice | None:
        """Refill a seat short of chips (human or AI), labelled in the match and the profile.

        For a profile's seat, ``profile(pid).refill_notice()`` is the label to show.
        """
        table = self._open()
        match = table.match
        if seat not in match.short_of_chips():
            raise Refused("persist.not_broke", name=match.seats[seat].name)
        self._record(table, {})  # so the refill knows how many rounds were played before it
        amount = self.settings.refill_amount
        match.refill(seat, amount)
        pid = match.seats[seat].profile
        if pid is not None:
            self._profiles.by_id[pid].take_refill(amount)
        return self.save_table()

    def leave_table(self) -> Notice | None:
        """Close the table: each seated profile takes its seat's chips home, and the table's last
        rounds to watch again (:meth:`Profile.keep_table`).

        A round in progress is void: chips are as they stood before it was dealt.
        """
        table = self._open()
        self._record(table, {})
        self._sync(table)
        rounds = kept_rounds(table)
        for pid in seated(table.match).values():
            profile = self._profiles.by_id[pid]
            profile.table = None
            profile.keep_table(rounds)
            self._profiles.mark(pid)
        self.table = None
        self._drop_autosave = True
        return self.flush()

    def _open(self) -> Table:
        if self.table is None:
            raise RuntimeError("no table is open")
        return self.table

    def _sync(self, table: Table) -> None:
        """Seated profiles show the chips their seats hold (the seat is the authority)."""
        for s, pid in seated(table.match).items():
            self._profiles.by_id[pid].chips = table.match.balances[s]


def kept_rounds(table: Table) -> list[dict[str, Any]]:
    """The last rounds of ``table`` whose moves its match keeps, as a profile keeps them
    (:func:`game.persist.profiles.kept_round`), stamped with the moment the table is left."""
    from game.match.replay import Replay  # with the shown table's words: not loaded before the menu (start-up)

    match = table.match
    left = datetime.now().strftime(LEFT_FORMAT)
    return [{"table": table.id, "left": left, "file": Replay.of_match(match, r).to_text()}
            for r in match.history[-KEPT_ROUNDS:] if r.replay is not None]


def _role_and_kinds(match: Match, state: RoundState | None, seat: int) -> tuple[str, tuple[str, ...]]:
    """What the statistics count of a seat's round besides its result: whether it held the bank,
    and the kinds of hand it made (a round whose moves are no longer kept: a player, no kinds)."""
    if state is None:
        return "player", ()
    banks = state.config.banker == seat and match.variant.has_banker(state.config.mode)
    return "banker" if banks else "player", tuple(kind_id(k) for k in match.variant.hand_kinds(state, seat))


def _finished(match: Match, record: RoundRecord) -> RoundState | None:
    """The finished round a history record keeps (replayed from its save), or ``None``."""
    if record.replay is None:
        return None
    try:
        return match.variant.load_round(record.replay)
    except SaveError:  # the statistics then count the result alone
        return None


def open_data(root: Path | None = None) -> tuple[Persistence, list[Notice]]:
    """Load the data folder (default: :func:`data_dir`); never raises for bad files."""
    persistence = Persistence(data_dir() if root is None else root)
    return persistence, persistence.load()
