"""Player profiles: a name, chips, statistics per game and refills — one file each.

Files live in ``profiles/<id>.json``.  Several profiles often change together (two hot-seat
players leaving a table, one having won the other's chips), and two files cannot be
replaced in one atomic step, so :meth:`ProfileStore.flush` first writes every changed
profile into one journal file (atomic), then the profile files, then removes the journal.
A launch that finds a journal replays it: either all of the changes happen or none do.
"""

from __future__ import annotations

import dataclasses
import os
import re
import secrets
import unicodedata
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Final

from game.avatars import is_avatar
from game.engine.fields import want_int, want_list, want_object, want_str
from game.engine.view import Label
from game.glyphs import drawable
from game.persist.json_files import BadFile, JsonFile, Notice, Refused

# 2: each game's statistics also keep the latest results, results by role and hands by kind
# (for the charts); a version-1 file reads with those empty.
# 3: statistics are kept per game *and unit* ("tam-cuc:points", "tam-cuc:chips", "ba-cay:chips"):
# a game played both ways never adds points to chips.  Older statistics are upgraded by
# :func:`upgrade_stats` (a record filed under a bare game key is one of them).
# 4: the player's portrait (``avatar``, a :data:`game.avatars.AVATARS` id or null: not chosen
# yet); an older profile (a file, or a copy in an older autosave) reads with none.
# 5: the reviews of the player's rounds (``reviews``: :meth:`game.review.Review.record` of each,
# oldest first, the latest ones per game); an older profile reads with none.
# 6: the rounds of the tables the player has left, to watch again (``replays``: :func:`kept_round`
# each, oldest first, the latest KEPT_ROUNDS of each of the latest KEPT_TABLES tables); an older
# profile reads with none.
PROFILE_VERSION: Final = 6
KEPT_TABLES: Final = 10  # the tables whose last rounds a profile keeps, once it has left them
KEPT_ROUNDS: Final = 5  # the rounds it keeps of each: 0.7 to 1.8 KB each on disk (docs/persistence.md)
LEFT_FORMAT: Final = "%Y-%m-%d %H:%M"  # when a kept round's table was left (local time)
UNITS: Final = ("chips", "points")
# Before version 3 one record held a game's every result; the games then scored in points
# (Tam Cúc, which could also be played for chips) mixed both units in it.
V2_POINTS_GAMES: Final = frozenset({"tam-cuc"})
SPLIT_WORK: Final = 20_000_000  # the most steps the upgrade spends finding a game's chip rounds


def _as_read(version: int, body: dict[str, Any]) -> dict[str, Any]:
    """Older files: statistics filed by game alone are upgraded where they are parsed
    (:func:`upgrade_stats`), so a copy of a profile in an older autosave is upgraded too."""
    return body


def profile_file(path: Path, kind: str = "profile") -> JsonFile:
    """A profile's file (or the journal's): written at version 6, versions 1 to 5 upgraded."""
    return JsonFile(path, kind, PROFILE_VERSION, _as_read)


def sheet(game: str, *, chips: bool) -> str:
    """Where a game's results in one unit are filed: ``"tam-cuc:points"``, ``"tam-cuc:chips"``."""
    return f"{game}:{'chips' if chips else 'points'}"
RECENT: Final = 100  # the latest results each game's statistics keep, for the chart of winnings
ROLES: Final = ("banker", "player")  # results by role: holding the bank (chương, cái, nhà cái) or not
DEFAULT_CHIPS: Final = 1000  # a new profile's chips, and the default refill
NAME_MAX: Final = 24
# The first profile's name until the player gives one: "Bạn" ("You"), as the table calls its player;
# a profile still so called follows the language (Session.update_settings).
DEFAULT_NAME: Final = Label("ui.you")
# No play reaches this many chips (a million rounds at the biggest stake); a profile
# holding more, or fewer than none, was not written by the game: it is damaged.
MAX_CHIPS: Final = 10**12
MAX_COUNT: Final = 10**9  # rounds, wins, refills: far beyond a lifetime of play
_ID = re.compile(r"[0-9a-f]{16}")
_GAME = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
_SHEET = re.compile(rf"{_GAME.pattern}:({'|'.join(UNITS)})")


def new_id() -> str:
    """A fresh id for a profile or a table (also a safe file name)."""
    return secrets.token_hex(8)


def want_id(value: Any, what: str) -> str:
    if not _ID.fullmatch(want_str(value, what)):
        raise BadFile(f"{what} is not an id: {value!r}")
    return str(value)


def tidy_name(name: str) -> str:
    """``name`` tidied (spaces collapsed, NFC), or :class:`Refused` if it is not a name at all."""
    name = unicodedata.normalize("NFC", " ".join(name.split()))
    if not name:
        raise Refused("persist.name_empty")
    if len(name) > NAME_MAX:
        raise Refused("persist.name_too_long", max=NAME_MAX)
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise Refused("persist.name_bad_char")
    return name


def check_name(name: str) -> str:
    """A new name, tidied; :class:`Refused` saying what is wrong, including a character
    the bundled font cannot draw (an emoji would show as nothing on the table)."""
    name = tidy_name(name)
    if not drawable(name):
        raise Refused("persist.name_bad_char")
    return name


@dataclass(frozen=True)
class BestHand:
    """A hand worth remembering: its label, and a rank the caller defines (higher is better)."""

    label: str
    rank: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "rank": list(self.rank)}

    @classmethod
    def from_dict(cls, d: Any) -> BestHand:
        want_object(d, "best hand", ("label", "rank"))
        rank = tuple(want_int(r, "hand rank") for r in want_list(d["rank"], "hand rank"))
        return cls(want_str(d["label"], "hand label"), rank)


def kind_id(label: Label) -> str:
    """How a hand's kind is filed: its catalogue key and parameters (``tc.hand.nut|n=10``)."""
    return "|".join([label.key, *(f"{k}={v}" for k, v in label.params)])


def kind_label(kind: str) -> Label:
    """The name of a kind filed by :func:`kind_id`, to show it again in any language."""
    key, *params = kind.split("|")
    values = dict(p.partition("=")[::2] for p in params)
    return Label.of(key, **{k: int(v) if v.lstrip("-").isdigit() else v for k, v in values.items()})


@dataclass
class GameStats:
    """One game's statistics in one unit (chips, or points: see :func:`sheet`).

    ``chips_won`` / ``chips_lost`` count chips only, so they stay 0 for points.
    ``recent`` is the latest :data:`RECENT` results, oldest first; ``roles`` counts each role's
    rounds won, drawn and lost (:data:`ROLES`); ``hands`` how often each kind of hand was held
    (keys by :func:`kind_id`).
    """

    rounds: int = 0
    wins: int = 0
    biggest_win: int = 0
    chips_won: int = 0
    chips_lost: int = 0
    best_hand: BestHand | None = None
    recent: list[int] = field(default_factory=list)
    roles: dict[str, list[int]] = field(default_factory=dict)
    hands: dict[str, int] = field(default_factory=dict)

    def record(self, delta: int, *, chips: bool, hand: BestHand | None, role: str = "player",
               kinds: tuple[str, ...] = ()) -> None:
        self.rounds += 1
        if delta > 0:
            self.wins += 1
            self.biggest_win = max(self.biggest_win, delta)
        if chips:
            self.chips_won += max(delta, 0)
            self.chips_lost += max(-delta, 0)
        if hand is not None and (self.best_hand is None or hand.rank > self.best_hand.rank):
            self.best_hand = hand
        self.recent = [*self.recent, delta][-RECENT:]
        tally = self.roles.setdefault(role, [0, 0, 0])
        tally[0 if delta > 0 else 1 if delta == 0 else 2] += 1
        for kind in kinds:
            self.hands[kind] = self.hands.get(kind, 0) + 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "rounds": self.rounds,
            "wins": self.wins,
            "biggest_win": self.biggest_win,
            "chips_won": self.chips_won,
            "chips_lost": self.chips_lost,
            "best_hand": None if self.best_hand is None else self.best_hand.to_dict(),
            "recent": list(self.recent),
            "roles": {role: list(counts) for role, counts in sorted(self.roles.items())},
            "hands": dict(sorted(self.hands.items())),
        }

    @classmethod
    def from_dict(cls, d: Any) -> GameStats:
        names = [f.name for f in dataclasses.fields(cls)]
        if isinstance(d, dict) and set(d) == set(names[:6]):  # written before version 2
            d = {**d, "recent": [], "roles": {}, "hands": {}}
        want_object(d, "statistics", names)
        rounds = want_int(d["rounds"], "rounds", 0, MAX_COUNT)
        roles = {}
        for role, counts in want_object(d["roles"], "results by role").items():
            if role not in ROLES:
                raise BadFile(f"unknown role {role!r}")
            # Not bounded by ``rounds``: a version-2 record split by unit keeps its results by
            # role with the points (:func:`upgrade_stats`), its chip rounds included.
            roles[role] = [want_int(c, "a role's results", 0, MAX_COUNT) for c in want_list(counts, "a role's results")]
            if len(roles[role]) != 3:
                raise BadFile("a role's results are won, drawn, lost")
        return cls(
            rounds=rounds,
            wins=want_int(d["wins"], "wins", 0, rounds),
            biggest_win=want_int(d["biggest_win"], "biggest win", 0, MAX_CHIPS),
            chips_won=want_int(d["chips_won"], "chips won", 0, MAX_CHIPS * 1000),
            chips_lost=want_int(d["chips_lost"], "chips lost", 0, MAX_CHIPS * 1000),
            best_hand=None if d["best_hand"] is None else BestHand.from_dict(d["best_hand"]),
            recent=[want_int(v, "a recent result") for v in want_list(d["recent"], "recent results")][-RECENT:],
            roles=roles,
            hands={want_str(k, "a hand kind"): want_int(v, "a hand count", 0, MAX_COUNT)
                   for k, v in want_object(d["hands"], "hands by kind").items()},
        )


def review_record(value: Any) -> dict[str, Any] | None:
    """A reviewed round as a profile keeps it (:meth:`game.review.Review.record`), or ``None``
    for a value that is not one: ``{"game", "round", "decisions", "mistakes", "cost", "unit"}``."""
    try:
        d = want_object(value, "review", ("game", "round", "decisions", "mistakes", "cost", "unit"))
        decisions = want_int(d["decisions"], "decisions", 0, MAX_COUNT)
        cost = d["cost"]
        if type(cost) not in (int, float) or not 0 <= cost < MAX_CHIPS:
            raise ValueError(f"a review's cost must be a number, not {cost!r}")
        record = {"game": want_str(d["game"], "game"), "round": want_int(d["round"], "round", 0, MAX_COUNT),
                  "decisions": decisions, "mistakes": want_int(d["mistakes"], "mistakes", 0, decisions),
                  "cost": cost, "unit": want_str(d["unit"], "unit")}
    except ValueError:  # the checks' BadValue
        return None
    return record if _GAME.fullmatch(record["game"]) and record["unit"] in UNITS else None


def kept_round(value: Any) -> dict[str, Any] | None:
    """A round of a table the player left, as a profile keeps it to watch again, or ``None`` for a
    value that is not one: ``{"table", "left", "file"}`` — the table's id, when it was left
    (:data:`LEFT_FORMAT`) and the round as an exported round file holds it
    (:meth:`game.match.replay.Replay.to_text`: names, portraits, seed, moves, result; reading it
    plays it, and one that does not play is listed as unreadable, like a file)."""
    try:
        d = want_object(value, "kept round", ("table", "left", "file"))
        return {"table": want_id(d["table"], "table id"), "left": want_str(d["left"], "left"),
                "file": want_str(d["file"], "a round file")}
    except ValueError:  # the checks' BadValue, BadFile
        return None


@dataclass(frozen=True)
class Refill:
    """Chips given to a broke player; ``round`` is how many rounds they had played by then."""

    amount: int
    round: int


@dataclass
class Profile:
    """A human player.  ``table`` is the id of the saved table holding their chips, if any;
    ``avatar`` their portrait (a :data:`game.avatars.AVATARS` id; ``None``: not chosen yet);
    ``reviews`` their reviewed rounds, oldest first (:func:`review_record`, :meth:`add_review`);
    ``replays`` the last rounds of the tables they left, oldest first (:func:`kept_round`,
    :meth:`keep_table`).

    While ``table`` is set, the autosave is the authority for ``chips``, ``stats`` and
    ``refills``; the profile file keeps what they were on sitting down (see
    ``docs/persistence.md``).
    """

    id: str
    name: str
    chips: int = DEFAULT_CHIPS
    table: str | None = None
    stats: dict[str, GameStats] = field(default_factory=dict)
    refills: list[Refill] = field(default_factory=list)
    avatar: str | None = None
    reviews: list[dict[str, Any]] = field(default_factory=list)
    replays: list[dict[str, Any]] = field(default_factory=list)

    @property
    def rounds_played(self) -> int:
        return sum(s.rounds for s in self.stats.values())

    def record_round(self, game: str, delta: int, *, chips: bool, hand: BestHand | None = None,
                     role: str = "player", kinds: tuple[str, ...] = ()) -> None:
        """Count one finished round of ``game`` (``chips``: whether ``delta`` is chips, filed
        apart from points; ``role``: one of :data:`ROLES`; ``kinds``: the hand kinds held, by
        :func:`kind_id`)."""
        self.stats.setdefault(sheet(game, chips=chips), GameStats()).record(delta, chips=chips, hand=hand, role=role,
                                                                             kinds=kinds)

    def game_stats(self, game: str, *, chips: bool) -> GameStats:
        """``game``'s statistics in one unit (empty if it was never played so)."""
        return self.stats.get(sheet(game, chips=chips), GameStats())

    def add_review(self, record: dict[str, Any], keep: int) -> None:
        """Keep a reviewed round (``ValueError`` if ``record`` is not one), and of each game
        only the latest ``keep``."""
        tidy = review_record(record)
        if tidy is None:
            raise ValueError(f"not a reviewed round: {record!r}")
        reviews = [*self.reviews, tidy]
        left = {g: keep for g in {r["game"] for r in reviews}}
        kept = []
        for r in reversed(reviews):
            if left[r["game"]] > 0:
                left[r["game"]] -= 1
                kept.append(r)
        self.reviews = kept[::-1]

    def keep_table(self, rounds: list[dict[str, Any]]) -> None:
        """Keep the last :data:`KEPT_ROUNDS` of ``rounds`` (:func:`kept_round` each: the rounds of
        a table the player is leaving), and the rounds of the latest :data:`KEPT_TABLES` tables
        (``ValueError`` for an entry that is not a kept round)."""
        tidy = [kept_round(r) for r in rounds[-KEPT_ROUNDS:]]
        if any(r is None for r in tidy):
            raise ValueError("not a kept round")
        tables = {r["table"] for r in tidy if r is not None}
        kept = [*(r for r in self.replays if r["table"] not in tables), *(r for r in tidy if r is not None)]
        latest = list(dict.fromkeys(r["table"] for r in kept))[-KEPT_TABLES:]
        self.replays = [r for r in kept if r["table"] in latest]

    def take_refill(self, amount: int) -> None:
        self.chips += amount
        self.refills.append(Refill(amount, self.rounds_played))

    def refill_notice(self) -> Notice:
        """The label of the latest refill, for the screen and the round history."""
        amount, count = self.refills[-1].amount, len(self.refills)
        return Notice("persist.refill", {"name": self.name, "count": amount, "n": count})

    def adopt(self, saved: Profile) -> None:
        """Take the chips and records of this profile as the table holding it saved them."""
        self.chips, self.stats, self.refills, self.reviews = saved.chips, saved.stats, saved.refills, saved.reviews

    def to_dict(self, *, replays: bool = True) -> dict[str, Any]:
        """The profile as its file holds it; without ``replays`` (the copy in the autosave: they
        change only when the player leaves a table, and the profile's file holds them)."""
        return {
            "id": self.id,
            "name": self.name,
            "chips": self.chips,
            "table": self.table,
            "stats": {game: s.to_dict() for game, s in sorted(self.stats.items())},
            "refills": [{"amount": r.amount, "round": r.round} for r in self.refills],
            "avatar": self.avatar,
            "reviews": [dict(r) for r in self.reviews],
            "replays": [dict(r) for r in self.replays] if replays else [],
        }

    @classmethod
    def from_dict(cls, d: Any, expect_id: str | None = None) -> Profile:
        if isinstance(d, dict) and "avatar" not in d:  # written before version 4
            d = {**d, "avatar": None}
        if isinstance(d, dict) and "reviews" not in d:  # written before version 5
            d = {**d, "reviews": []}
        if isinstance(d, dict) and "replays" not in d:  # written before version 6
            d = {**d, "replays": []}
        want_object(d, "profile", ("id", "name", "chips", "table", "stats", "refills", "avatar", "reviews",
                                   "replays"))
        pid = want_id(d["id"], "profile id")
        if expect_id is not None and pid != expect_id:
            raise BadFile(f"profile {pid} is filed as {expect_id}")
        name = want_str(d["name"], "name")
        try:
            tidy = tidy_name(name)  # not check_name: a name saved before the font check still loads
        except Refused:
            raise BadFile(f"bad profile name {name!r}") from None
        if tidy != name:
            raise BadFile(f"untidy profile name {name!r}")
        stats: dict[str, GameStats] = {}
        for key, s in want_object(d["stats"], "statistics").items():
            if _SHEET.fullmatch(key):
                parts = {key: GameStats.from_dict(s)}
            elif _GAME.fullmatch(key):
                parts = upgrade_stats(key, GameStats.from_dict(s))
            else:
                raise BadFile(f"bad statistics key {key!r}")
            for part, record in parts.items():
                if part in stats:
                    raise BadFile(f"statistics {part!r} filed twice")
                stats[part] = record
        refills = []
        for r in want_list(d["refills"], "refills"):
            want_object(r, "refill", ("amount", "round"))
            refills.append(Refill(want_int(r["amount"], "refill", 1, MAX_CHIPS),
                                  want_int(r["round"], "round", 0, MAX_COUNT)))
        return cls(
            id=pid,
            name=name,
            chips=want_int(d["chips"], "chips", 0, MAX_CHIPS),
            table=None if d["table"] is None else want_id(d["table"], "table id"),
            stats=stats,
            refills=refills,
            # Only a picture: a value that names none (a portrait a later version dropped, a
            # hand edit) costs the player nothing but the choice, never the profile.
            avatar=d["avatar"] if is_avatar(d["avatar"]) else None,
            # Only a summary of past play, read leniently too: an entry that is not a reviewed
            # round (a hand edit) is dropped, never the profile.
            reviews=[r for r in map(review_record, d["reviews"] if type(d["reviews"]) is list else [])
                     if r is not None],
            # Rounds to watch again, read leniently too: one that is not a kept round is dropped.
            replays=[r for r in map(kept_round, d["replays"] if type(d["replays"]) is list else [])
                     if r is not None],
        )


def upgrade_stats(game: str, old: GameStats) -> dict[str, GameStats]:
    """A game's statistics as filed before version 3 (every result in one record), per unit.

    A card game's are chips.  A game scored in points (:data:`V2_POINTS_GAMES`) kept its chip
    rounds' totals apart (``chips_won``, ``chips_lost``) but mixed their results into the
    others; when those totals are all in ``recent`` (no round has dropped out of it) and
    exactly match a set of its results, those results are the chip rounds and go to the chips
    record — rounds, wins, biggest win and their place in the running total.  Every number is
    kept: what cannot be told apart (a round that ended at 0, the results by role, the hands by
    kind, the best hand) stays with points; should the results not add up to the chip totals,
    the chip totals alone go to the chips record, the rest stays with points.
    """
    if game not in V2_POINTS_GAMES:
        return {sheet(game, chips=True): old}
    if not old.chips_won and not old.chips_lost:
        return {sheet(game, chips=False): old}
    chip_rounds = _chip_rounds(old) if old.rounds == len(old.recent) else None
    if chip_rounds is None:
        points = dataclasses.replace(old, chips_won=0, chips_lost=0)
        return {sheet(game, chips=False): points,
                sheet(game, chips=True): GameStats(chips_won=old.chips_won, chips_lost=old.chips_lost)}
    chips = [old.recent[i] for i in sorted(chip_rounds)]
    rest = [v for i, v in enumerate(old.recent) if i not in chip_rounds]
    won = [v for v in chips if v > 0]
    points = dataclasses.replace(old, rounds=len(rest), wins=old.wins - len(won),
                                 biggest_win=max((v for v in rest if v > 0), default=0), chips_won=0, chips_lost=0,
                                 recent=rest)
    return {sheet(game, chips=False): points,
            sheet(game, chips=True): GameStats(rounds=len(chips), wins=len(won), biggest_win=max(won, default=0),
                                               chips_won=old.chips_won, chips_lost=old.chips_lost, recent=chips)}


def _chip_rounds(old: GameStats) -> set[int] | None:
    """The places in ``old.recent`` of the results that add up to exactly the chips won and the
    chips lost (the latest such set), or ``None`` if none do."""
    won = _summing_to([(i, v) for i, v in enumerate(old.recent) if v > 0], old.chips_won)
    lost = _summing_to([(i, -v) for i, v in enumerate(old.recent) if v < 0], old.chips_lost)
    return None if won is None or lost is None else won | lost


def _summing_to(items: list[tuple[int, int]], total: int) -> set[int] | None:
    """Places among ``items`` (place, amount > 0) whose amounts add up to ``total``, preferring
    later places; ``None`` if no set does."""
    if len(items) * total > SPLIT_WORK:
        return None
    reach: dict[int, tuple[int, ...]] = {0: ()}
    for place, amount in items:  # the later places are tried last, and win a tie
        for got, used in list(reach.items()):
            if got + amount <= total:
                reach[got + amount] = (*used, place)
    found = reach.get(total)
    return None if found is None else set(found)


def _parse_journal(body: dict[str, Any]) -> dict[str, Profile | None]:
    entries = want_object(want_object(body, "journal", ("entries",))["entries"], "journal entries")
    return {
        want_id(pid, "profile id"): None if rec is None else Profile.from_dict(rec, pid)
        for pid, rec in entries.items()
    }


class ProfileStore:
    """All profiles in memory, and which of them the disk has not caught up with yet."""

    def __init__(self, root: Path) -> None:
        self.folder = root / "profiles"
        self.by_id: dict[str, Profile] = {}
        self._journal = profile_file(root / "profiles-journal.json", "journal")
        self._files: dict[str, JsonFile] = {}
        # ids whose file lags memory; an id missing from by_id is a deletion to carry out
        self._dirty: set[str] = set()

    def _file(self, pid: str) -> JsonFile:
        # One JsonFile per id for the whole session, so a blocked file stays blocked.
        if pid not in self._files:
            self._files[pid] = profile_file(self.folder / f"{pid}.json")
        return self._files[pid]

    # --- loading and saving ---------------------------------------------------------------
    def load(self) -> list[Notice]:
        """Read every profile file, then replay a journal left by an interrupted flush."""
        notices = []
        try:
            names = sorted(os.listdir(self.folder))
        except FileNotFoundError:
            names = []
        except OSError:
            names = []
            notices.append(Notice("persist.unreadable", {"file": self.folder.name}))
        for name in names:
            if name.endswith(".json"):
                pid = name.removesuffix(".json")
                profile, notice = self._file(pid).load(partial(Profile.from_dict, expect_id=pid))
                if profile is not None:
                    self.by_id[pid] = profile
                if notice is not None:
                    notices.append(notice)
        entries, notice = self._journal.load(_parse_journal)
        if notice is not None:
            notices.append(notice)
        for pid, record in (entries or {}).items():
            if record is None:
                self.by_id.pop(pid, None)
            else:
                self.by_id[pid] = record
            self._dirty.add(pid)
        return notices

    def mark(self, pid: str) -> None:
        """``pid`` changed (or was deleted) in memory; the next :meth:`flush` writes it."""
        self._dirty.add(pid)

    def is_dirty(self, pid: str) -> bool:
        return pid in self._dirty

    def failed(self) -> Notice | None:
        """Why the last attempt to write a profile (or the journal) did not reach the disk."""
        return next((f.failed for f in (self._journal, *self._files.values()) if f.failed is not None), None)

    def flush(self) -> Notice | None:
        """Write every changed profile: the journal, the files, then the journal goes."""
        if not self._dirty:
            return None
        dirty = sorted(self._dirty)
        entries = {pid: self.by_id[pid].to_dict() if pid in self.by_id else None for pid in dirty}
        notice = self._journal.write({"entries": entries})
        if notice is not None:
            return notice
        for pid in dirty:
            record, file = entries[pid], self._file(pid)
            notice = file.set_aside("deleted") if record is None else file.write(record)
            if notice is not None:
                return notice  # the journal stays: the next flush or launch finishes the job
            self._dirty.discard(pid)
        return self._journal.remove()

    # --- what the player does -------------------------------------------------------------
    def sorted(self) -> list[Profile]:
        return sorted(self.by_id.values(), key=lambda p: (p.name.casefold(), p.id))

    def create(self, name: str) -> Profile:
        profile = Profile(new_id(), self._free_name(name, None))
        self.by_id[profile.id] = profile
        self.mark(profile.id)
        return profile

    def rename(self, pid: str, name: str) -> None:
        profile = self._idle(pid)
        profile.name = self._free_name(name, pid)
        self.mark(pid)

    def set_avatar(self, pid: str, avatar: str) -> None:
        """Give ``pid`` the portrait ``avatar`` (``ValueError`` if it names none); refused while
        a table holds the profile, like a new name: its file then keeps what it had on sitting down."""
        if not is_avatar(avatar):
            raise ValueError(f"no portrait {avatar!r}")
        profile = self._idle(pid)
        if profile.avatar != avatar:
            profile.avatar = avatar
            self.mark(pid)

    def delete(self, pid: str) -> None:
        """Forget ``pid``; its file is kept aside as ``<id>.json.deleted-N`` by the flush."""
        self._idle(pid)
        del self.by_id[pid]
        self.mark(pid)

    def refill(self, pid: str, amount: int, need: int) -> None:
        """Give ``amount`` chips to a profile holding fewer than ``need`` (a table's stake)."""
        profile = self._idle(pid)
        if profile.chips >= need:
            raise Refused("persist.not_broke", name=profile.name)
        profile.take_refill(amount)
        self.mark(pid)

    def _idle(self, pid: str) -> Profile:
        """``pid``'s profile, refused while a table holds its chips."""
        profile = self.by_id[pid]
        if profile.table is not None:
            raise Refused("persist.at_table", name=profile.name)
        return profile

    def _free_name(self, name: str, pid: str | None) -> str:
        name = check_name(name)
        for other in self.by_id.values():
            if other.id != pid and other.name.casefold() == name.casefold():
                raise Refused("persist.name_taken", name=other.name)
        return name
