"""What the screens need from the player's data: settings, the current profile, the table.

A thin layer over :mod:`game.persist` that decides which profile sits where.  Only the
table that was opened through it is saved: all-AI tables (the smoke test, the soak test)
play without touching the data folder.

What the player must hear about is kept as :class:`~game.persist.Notice` (a catalogue key),
turned into words only when drawn, so it reads in the language chosen since:

* ``startup`` — what opening the data folder found (a damaged file set aside, a table lost):
  shown together in one panel over the menu until the player dismisses it;
* :meth:`Session.unsaved` — while anything the player did has not reached the disk (a
  read-only folder, a full disk): the menu and the table keep a warning up until a later
  save, which retries everything, succeeds.

**A temporary session** plays on a throwaway folder and never writes the player's: when
another copy of the game holds the data folder (:class:`~game.persist.lock.DataLock`), when
a file there was made by a newer Chiếu Bài (which this one must neither move nor overwrite),
or when the data folder's path is a file.  The player is told why at start-up, the warning
stays up (:meth:`Session.unsaved`), and the start-up panel offers to quit instead; the
player's own settings are read (never written) so the window looks as usual.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.catalog import games
from game.i18n import t
from game.match.match import Match, Seat
from game.persist import BestHand, Notice, Persistence, Profile, Refused, Settings, data_dir, open_data
from game.persist.lock import LOCK_NAME, DataLock
from game.persist.profiles import DEFAULT_NAME
from game.persist.settings import SettingsStore


class Session:
    def __init__(self, persist: Persistence, notices: list[Notice], *, temporary: Notice | None = None,
                 lock: DataLock | None = None) -> None:
        self.persist = persist
        self.startup: list[Notice] = list(notices)
        self.temporary = temporary
        """Why this session saves nothing to the player's data folder (``None``: it does)."""
        self.lock = lock  # held for the life of the session: the folder is this copy's
        self._scratch: weakref.finalize | None = None  # removes a temporary session's folder

    @classmethod
    def open(cls, root: Path | None = None) -> Session:
        """The player's data folder, or a temporary session saying why it cannot be used."""
        root = data_dir() if root is None else root
        if _under_a_file(root):
            why = Notice("persist.not_a_folder", {"path": str(root)})
            return cls.scratch([why], why)
        lock = DataLock.of(root)
        holder = lock.acquire()
        if holder is not None:
            return cls.scratch([Notice("persist.second_copy", {"pid": str(holder or "?")})],  # not 19.772
                               Notice("persist.temporary.second_copy"), SettingsStore(root).peek())
        persist, notices = open_data(root)
        if persist.newer:
            return cls.scratch([*notices, Notice("persist.temporary.newer_body")], Notice("persist.temporary.newer"),
                               persist.settings, lock)
        return cls(persist, notices, lock=lock)

    @classmethod
    def scratch(cls, notices: list[Notice], why: Notice, settings: Settings | None = None,
                lock: DataLock | None = None) -> Session:
        """A session on a throwaway folder (removed when the session goes), with ``settings``.

        The folder holds its own lock while this copy lives, so the next copy to start can
        tell a folder left by one that was killed (``kill -9``, a crash) and remove it."""
        remove_orphans()
        folder = Path(tempfile.mkdtemp(prefix=SCRATCH_PREFIX))
        own = DataLock(folder)
        own.acquire()
        persist, found = open_data(folder)
        if settings is not None:
            persist.update_settings(**{name: getattr(settings, name) for name in settings.to_dict()})
        guest, _ = persist.create_profile(t("setup.guest_player", persist.settings.language))
        persist.update_settings(last_profile=guest.id)  # not the player's name: these chips are not theirs
        session = cls(persist, [*notices, *found], temporary=why, lock=lock)
        session._scratch = weakref.finalize(session, _remove, folder, own)
        return session

    def close(self) -> None:
        """The window is closing (everything saved): the data folder is free for another copy,
        and a temporary session's folder goes."""
        if self.lock is not None:
            self.lock.release()
        if self._scratch is not None:
            self._scratch()

    # --- settings --------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        return self.persist.settings

    def update_settings(self, **changes: Any) -> None:
        """Change and remember settings; a disk problem shows as :meth:`unsaved`, never a crash.
        A new language renames a profile still called by the old one's default name ("Bạn" →
        "You"), unless it sits at a table or the new name is taken."""
        before = self.settings.language
        self.persist.update_settings(**changes)
        after = self.settings.language
        if after != before:
            old, new = DEFAULT_NAME.text(before), DEFAULT_NAME.text(after)
            for profile in self.persist.profiles():
                if profile.name == old and profile.table is None:
                    with contextlib.suppress(Refused):  # the new name is someone else's
                        self.persist.rename_profile(profile.id, new)

    def unsaved(self) -> Notice | None:
        """Why the player's progress is not on disk right now (``None``: all of it is)."""
        return self.temporary or self.persist.unsaved()

    @property
    def refill_amount(self) -> int:
        return self.settings.refill_amount

    # --- profiles --------------------------------------------------------------------------
    def current_profile(self) -> Profile:
        """The player who played last, or a new profile for a first launch.

        While a table is saved, a player seated there: the menu names the player whose
        seat "Tiếp tục" opens (after a damaged settings file, ``last_profile`` is lost).
        """
        last = self.settings.last_profile
        table = self.persist.table
        seated = [] if table is None else [s.profile for s in table.match.seats if s.profile is not None]
        if seated and last not in seated:
            last = seated[0]
        if last is not None:
            try:
                return self.persist.profile(last)
            except KeyError:
                pass
        existing = self.persist.profiles()
        if existing:
            return existing[0]
        return self.profile_named(DEFAULT_NAME.text())

    def player_name(self) -> str:
        return self.current_profile().name

    def profile_named(self, name: str) -> Profile:
        """The profile called ``name``, created (with the starting chips) if there is none."""
        for p in self.persist.profiles():
            if p.name.casefold() == name.casefold():
                return p
        profile, _ = self.persist.create_profile(name)  # a failed save shows as unsaved()
        return profile

    def portraits(self) -> dict[str, str]:
        """Each profile's portrait, by its name casefolded (the setup gives a human seat the
        portrait of the player its name names); profiles without one are left out."""
        return {p.name.casefold(): p.avatar for p in self.persist.profiles() if p.avatar is not None}

    def prepare_match(self, match: Match) -> Match:
        """Seat the humans' profiles (their chips move to the seats) and save the new table.

        A table still saved from before is closed first: its players take their chips home.
        Each human keeps the portrait their seat shows in their profile — the one chosen for
        this table, or for a player who had none yet the one the match gave them — so a
        player looks the same at the next table.
        """
        if self.persist.table is not None:
            self.persist.leave_table()
        for seat in match.seats:
            if seat.is_human:
                profile = self.profile_named(seat.name)
                seat.profile = profile.id
                if seat.avatar is not None and seat.avatar != profile.avatar:
                    self.persist.set_avatar(profile.id, seat.avatar)  # a failed save shows as unsaved()
        first = next((s.profile for s in match.seats if s.profile), None)
        if first is not None:
            self.update_settings(last_profile=first)
        self.update_settings(last_game=match.variant.key)
        self.persist.open_table(match)
        return match

    def remember_setup(self, game: str, setup: dict[str, Any]) -> None:
        """The table set-up the player just started for ``game`` (the setup screen opens on it
        next time); see :func:`game.persist.settings.check_setup` for what it holds."""
        self.update_settings(table_setups={**self.settings.table_setups, game: setup})

    # --- the saved table -------------------------------------------------------------------
    def has_autosave(self) -> bool:
        return self.persist.table is not None

    def load_autosave(self) -> Match | None:
        table = self.persist.table
        return None if table is None else table.match

    def autosave_ui(self) -> Mapping[str, Any]:
        """The saved table's UI context (what its screens kept beside the match; empty: none)."""
        table = self.persist.table
        return {} if table is None else table.ui

    def _ours(self, match: Match) -> bool:
        table = self.persist.table
        return table is not None and table.match is match

    def autosave(self, match: Match, ui: dict[str, Any], hands: dict[int, BestHand] | None = None) -> None:
        """Save the table (a failure shows as :meth:`unsaved` until a later save succeeds)."""
        if self._ours(match):
            self.persist.save_table(ui=ui, hands=hands)

    def record_round(self, match: Match, hands: dict[int, BestHand]) -> None:
        """After a round: statistics and chips are saved together."""
        self.autosave(match, {}, hands)

    def record_review(self, match: Match, seat: int, record: dict[str, Any], keep: int) -> None:
        """A round of ``seat`` reviewed: its profile keeps the record (only at the saved table)."""
        if self._ours(match):
            self.persist.record_review(seat, record, keep)

    def refill(self, match: Match, seat: int) -> str:
        """Refill a seat short of chips; what to tell the table (the refill, labelled)."""
        pid = match.seats[seat].profile
        if not self._ours(match):
            match.refill(seat, self.refill_amount)
        else:
            try:
                self.persist.refill_seat(seat)
            except Refused as exc:
                return exc.notice.text()
            if pid is not None:
                return self.persist.profile(pid).refill_notice().text()
        return t("ui.log.refill", name=match.seats[seat].name, count=self.refill_amount)

    def leave(self, match: Match) -> None:
        """The players take their chips home; the table can no longer be continued."""
        if self._ours(match):
            self.persist.leave_table()

    # --- the smoke test ---------------------------------------------------------------------
    def smoke_roundtrip(self) -> str:
        """Write a profile and a table in a throwaway folder, read them back, compare."""
        with tempfile.TemporaryDirectory(prefix="chieu-bai-save-") as root:
            first = Session.open(Path(root))
            variant = games()[0].variant
            match = Match(variant, [Seat("Lan", "human"), Seat("Minh", "easy")])
            first.prepare_match(match)
            match.start_round(seed=7)
            first.autosave(match, {"viewer": 0})
            again = Session.open(Path(root))
            loaded = again.load_autosave()
            if loaded is None or loaded.to_dict() != match.to_dict():
                raise RuntimeError("a saved table did not read back identically")
        return "ok"


SCRATCH_PREFIX = "chieu-bai-temporary-"  # a temporary session's folder, in the system's temporary folder


def remove_orphans(where: Path | None = None) -> list[Path]:
    """Remove the temporary sessions' folders whose copy of the game is gone: each holds its
    own lock while its copy lives (the system releases it however the copy ends), so a folder
    whose lock can be taken is nobody's.  A folder without a lock file is left alone (an older
    version's, maybe still in use).  The folders removed."""
    removed = []
    for folder in Path(where or tempfile.gettempdir()).glob(f"{SCRATCH_PREFIX}*"):
        if not (folder / LOCK_NAME).is_file():
            continue
        probe = DataLock(folder)
        if probe.acquire() is None and probe.held:
            _remove(folder, probe)
            removed.append(folder)
    return removed


def _remove(folder: Path, lock: DataLock) -> None:
    lock.release()  # first: Windows removes no open file
    shutil.rmtree(folder, ignore_errors=True)


def _under_a_file(root: Path) -> bool:
    """``root`` is a file, or lies below one: no data folder can ever be made there."""
    existing = next((p for p in (root, *root.parents) if os.path.lexists(p)), None)
    return existing is not None and not existing.is_dir()
