"""What the screens need from the player's data: settings, the current profile, the table.

A thin layer over :mod:`game.persist` that turns its notices into sentences for toasts and
decides which profile sits where.  Only the table that was opened through it is saved:
all-AI tables (the smoke test, the soak test) play without touching the data folder.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from game.catalog import games
from game.i18n import t
from game.match.match import Match, Seat
from game.persist import BestHand, Notice, Persistence, Profile, Refused, Settings, open_data


class Session:
    def __init__(self, persist: Persistence, notices: list[Notice]) -> None:
        self.persist = persist
        self.notices: list[str] = [n.text() for n in notices]

    @classmethod
    def open(cls, root: Path | None = None) -> Session:
        persist, notices = open_data(root)
        return cls(persist, notices)

    # --- settings --------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        return self.persist.settings

    def update_settings(self, **changes: Any) -> None:
        """Change and remember settings; a disk problem becomes a notice, never a crash."""
        notice = self.persist.update_settings(**changes)
        if notice is not None:
            self.notices.append(notice.text())

    @property
    def refill_amount(self) -> int:
        return self.settings.refill_amount

    allow_watch = False  # the setup asks for at least one human at a table

    # --- profiles --------------------------------------------------------------------------
    def current_profile(self) -> Profile:
        """The player who played last, or a new profile for a first launch."""
        last = self.settings.last_profile
        if last is not None:
            try:
                return self.persist.profile(last)
            except KeyError:
                pass
        existing = self.persist.profiles()
        if existing:
            return existing[0]
        return self.profile_named(t("setup.default_player"))

    def player_name(self) -> str:
        return self.current_profile().name

    def profile_named(self, name: str) -> Profile:
        """The profile called ``name``, created (with the starting chips) if there is none."""
        for p in self.persist.profiles():
            if p.name.casefold() == name.casefold():
                return p
        profile, notice = self.persist.create_profile(name)
        if notice is not None:
            self.notices.append(notice.text())
        return profile

    def prepare_match(self, match: Match) -> Match:
        """Seat the humans' profiles (their chips move to the seats) and save the new table.

        A table still saved from before is closed first: its players take their chips home.
        """
        if self.persist.table is not None:
            self._note(self.persist.leave_table())
        for seat in match.seats:
            if seat.is_human:
                seat.profile = self.profile_named(seat.name).id
        first = next((s.profile for s in match.seats if s.profile), None)
        if first is not None:
            self.update_settings(last_profile=first)
        self._note(self.persist.open_table(match))
        return match

    # --- the saved table -------------------------------------------------------------------
    def has_autosave(self) -> bool:
        return self.persist.table is not None

    def load_autosave(self) -> Match | None:
        table = self.persist.table
        return None if table is None else table.match

    def saved_ui(self) -> dict[str, Any]:
        table = self.persist.table
        return {} if table is None else dict(table.ui)

    def _ours(self, match: Match) -> bool:
        table = self.persist.table
        return table is not None and table.match is match

    def autosave(self, match: Match, ui: dict[str, Any], hands: dict[int, BestHand] | None = None) -> None:
        if self._ours(match):
            self._note(self.persist.save_table(ui=ui, hands=hands))

    def record_round(self, match: Match, hands: dict[int, BestHand]) -> None:
        """After a round: statistics and chips are saved together."""
        self.autosave(match, {}, hands)

    def refill(self, match: Match, seat: int) -> None:
        if self._ours(match):
            try:
                self._note(self.persist.refill_seat(seat))
            except Refused as exc:
                self.notices.append(exc.notice.text())
        else:
            match.refill(seat, self.refill_amount)

    def leave(self, match: Match) -> None:
        """The players take their chips home; the table can no longer be continued."""
        if self._ours(match):
            self._note(self.persist.leave_table())

    def _note(self, notice: Notice | None) -> None:
        if notice is not None:
            self.notices.append(notice.text())

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
