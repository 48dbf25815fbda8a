"""A game killed (``kill -9``) at random moments while it saves always leaves a valid save."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.persist import open_data

PROJECT = Path(__file__).resolve().parents[1]
KILLS = 8

# Lan and Minh play each other hot-seat (no AI, so their chips only change hands or
# come from refills), saving mid-round and after every round, leaving and sitting
# down again, while settings and a throwaway profile are written too.
CHILD = r"""
import random, sys
from pathlib import Path
from game.catalog import register
from tests.dummy_variant import HIGH_CARD, HIGH_CARD_GAME
register(HIGH_CARD_GAME)
from game.match.match import Match, Seat
from game.persist import open_data
from tests.test_persist_support import advance

persist, _ = open_data(Path(sys.argv[1]))
rng = random.Random(int(sys.argv[2]))
for p in persist.profiles():
    if p.name.startswith("Tạm"):
        persist.delete_profile(p.id)
if not persist.profiles():
    persist.create_profile("Lan")
    persist.create_profile("Minh")
ids = [p.id for p in persist.profiles()]
print("ready", flush=True)
for i in range(10**9):
    if persist.table is None:
        persist.open_table(Match(HIGH_CARD, [Seat("Lan", "human", ids[0]), Seat("Minh", "human", ids[1])]))
    match = persist.table.match
    if match.current is None:
        for seat in match.short_of_chips():
            persist.refill_seat(seat)
        match.start_round(seed=rng.getrandbits(63))
        persist.save_table()
    advance(match.current, rng)
    match.finish_round()
    persist.save_table(ui={"i": i})
    if i == 0:
        print("played", flush=True)
    persist.update_settings(master_volume=i % 101)
    if i % 4 == 3:
        persist.leave_table()
        extra, _ = persist.create_profile(f"Tạm {i}")
        persist.delete_profile(extra.id)
"""


def test_a_kill_while_saving_leaves_the_previous_save_valid(tmp_path: Path, high_card_game: None) -> None:
    root = tmp_path / "data"
    rng = random.Random(2026)
    progress = []
    for kill in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(root), str(kill)],
            cwd=PROJECT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        # Half the kills strike soon after the start (sitting down, the first saves), half
        # once a round was saved: so rounds are saved however slow a loaded machine is.
        mark = "ready\n" if kill % 2 == 0 else "played\n"
        watchdog = threading.Timer(60, child.kill)  # a child that never gets there fails, not hangs
        watchdog.start()
        line = None
        while child.stdout is not None and line not in (mark, ""):  # "": the child's output ended
            line = child.stdout.readline()
        watchdog.cancel()
        if line != mark:
            child.kill()
            pytest.fail(f"the saving process did not get going: {child.communicate()[1]}")
        time.sleep(rng.uniform(0.0, 0.06))  # a random moment in the saving loop
        child.send_signal(signal.SIGKILL)
        child.communicate()
        assert child.returncode == -signal.SIGKILL, "the process must die by the kill, not finish"

        persist, notices = open_data(root)
        # A kill between sitting down and the first autosave may cost that table: allowed,
        # and said.  Nothing may be damaged.
        assert {n.key for n in notices} <= {"persist.table_lost"}, notices
        lan, minh = (p for p in persist.profiles() if not p.name.startswith("Tạm"))
        refills = sum(r.amount for p in (lan, minh) for r in p.refills)
        assert lan.chips + minh.chips == 2000 + refills, "chips neither lost nor doubled"
        if persist.table is not None:
            assert persist.table.match.balances == [lan.chips, minh.chips]
        assert not list(root.rglob("*.tmp")), "a killed write leaves no temporary behind"
        assert not list(root.rglob("*.corrupt-*"))
        progress.append(lan.rounds_played)
    assert progress[-1] >= KILLS // 2, "the children played (and saved) rounds before dying"
