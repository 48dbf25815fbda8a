"""Every user mistake on the command line is one line and exit 2 (issue 30).

Hypothesis writes argument lists for every sub-command — each option with values from the
sensible to the absurd (negative, zero, 40 digits, unknown names, a rule given twice), in any
order, with stray words — and round files mutated from real exported ones (numbers made
absurd, lines dropped or doubled, arrays nested thousands deep, bytes cut off).  Whatever it
writes: no traceback, exit status 0 or 2 (1 is the program's own fault, never the user's),
one line on stderr when it is 2, and a bounded cost in CPU time and memory (:func:`bounded`).

The commands run in-process.  ``play``, ``bench`` and ``soak`` stop once their arguments are
checked (what they run afterwards is measured elsewhere); every other command runs for real.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

try:
    import resource
except ImportError:  # Windows
    resource = None  # type: ignore[assignment]

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import game.devtools.bench as bench
import game.devtools.smoke as smoke
import game.devtools.soak as soak
import game.net.cli as net_cli
import game.ui.main as ui_main
from game.catalog import VARIANTS, games
from game.catalog import game as record_of
from game.cli import EXIT_USAGE, main
from game.match.match import Match, Seat
from game.match.replay import Replay

CPU_LIMIT_S = 10.0  # CPU seconds, which the machine's other work does not stretch
MEMORY_LIMIT_MB = 400  # address space a command may take beyond what the test process holds

KEYS = [g.key for g in games()]
ABSURD = ["-3", "-1", "0", "13", "99999999999", "1" + "0" * 40, "x", "", "1.5", "1e3", "0x10"]


def mostly(good: st.SearchStrategy[str], bad: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """``good`` three times in four: a command line with one mistake is the interesting one."""
    return st.one_of(good, good, good, bad)


GAME = mostly(st.sampled_from(KEYS), st.sampled_from(["nonsense", "", "BA-CAY", "ba cay"]))
NUMBER = mostly(st.integers(1, 6).map(str), st.sampled_from(ABSURD))
# rounds, deals: little to play, or far too much (refused at once)
SMALL = mostly(st.sampled_from(["1", "2", "3"]), st.sampled_from(["-1", "0", "99999999999", "1" + "0" * 40, "x", ""]))
LEVEL = mostly(st.sampled_from(["easy", "normal", "random"]),  # hard: see games_as_played
               st.sampled_from(["genius", "", "rule:hit17", "rule:hit" + "9" * 30, "always-accept", "exploit:hard",
                                "exploit:"]))
RULE = mostly(st.sampled_from(["side-fee=5", "thuong=on", "free-bets=on", "fee=3", "chips=on", "van-phu=on"]),
              st.sampled_from(["side-fee=99", "side-fee=x", "thuong=maybe", "no-such-rule=1", "=", "k"]))
MODE = mostly(st.sampled_from(["chuong", "nhat-an-tat", "chon-tung-van", "cao-cai", "cao-rua"]),
              st.sampled_from(["", "foo"]))
WINDOW = mostly(st.sampled_from(["960x540", "1024x768", "960X540", "960×540"]),
                st.sampled_from(["0x0", "320x240", "1000x300", "99999x99999", "huge", "x", "1" + "0" * 20 + "x5",
                                 "-960x540"]))
WORD = st.sampled_from(["-", "--", "--json", "--nope", "play", "AS", "7C", "2D", "KH QS", "R C H",
                        "AS 7C 2D | 3H 4C 3S"])
CODE = mostly(st.sampled_from(["123456", "000000"]), st.sampled_from(["12345", "1234567", "abcdef", "", "12 456"]))
PORT = mostly(st.sampled_from(["0", "5000", "65535"]), st.sampled_from(["-1", "65536", "1" + "0" * 40, "x", ""]))
ADDRESS = mostly(st.sampled_from(["127.0.0.1:5000", "[::1]:5000", "localhost:65535"]),
                 st.sampled_from(["127.0.0.1", ":5000", "127.0.0.1:0", "x:99999", "[::1]", "127.0.0.1:x", ""]))
TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=6)

OPTIONS: dict[str, dict[str, st.SearchStrategy[str] | None]] = {
    "play": {"--variant": GAME, "--window": WINDOW, "--frames": NUMBER, "--replay": st.just("/no/such/file")},
    "hand": {"--variant": GAME, "--json": None},
    "compare": {"--variant": GAME, "--json": None},
    "sim": {"--variant": GAME, "--players": NUMBER, "--rounds": SMALL, "--seed": NUMBER, "--mode": MODE,
            "--rule": RULE, "--ai": LEVEL, "--stake": NUMBER, "--first": NUMBER, "--json": None,
            "--hands": st.sampled_from(["AS 7C 2D | | |", "AS AS AS|||", "P P P P P K A A | | |", "|", "x"])},
    "arena": {"--variant": GAME, "--players": NUMBER, "--a": LEVEL, "--b": LEVEL, "--deals": SMALL,
              "--seed": NUMBER, "--role": st.sampled_from(["dealer", "player", "nonsense"]), "--opponent": LEVEL,
              "--mode": MODE, "--rule": RULE, "--json": None},
    "bench": {"--json": None, "--quick": None, "--only": st.sampled_from(["engine", "memory", "nope", ""]),
              "--exe": st.sampled_from(["/no/such/file", sys.executable, __file__, "/"])},
    "soak": {"--rounds": NUMBER, "--variant": GAME, "--seed": NUMBER, "--json": None},
    "replay": {"--lang": st.sampled_from(["vi", "en", "fr", ""])},
    "host": {"--variant": GAME, "--players": NUMBER, "--remote": NUMBER, "--port": PORT, "--code": CODE,
             "--rounds": SMALL, "--ai": LEVEL, "--json": None},
    "join": {"--code": CODE, "--bot": LEVEL, "--name": st.sampled_from(["Lan", "", "x" * 40]), "--json": None},
}


REQUIRED = {"hand": ["--variant"], "compare": ["--variant"], "sim": ["--variant", "--players"],
            "arena": ["--variant"], "host": ["--variant", "--players", "--remote"], "join": ["--code", "--bot"]}
SHORT = {"sim": "--rounds", "arena": "--deals", "soak": "--rounds"}  # their defaults play for minutes
POSITIONAL = {"hand": st.sampled_from(["AS", "7C 2D", "-", "AS AS AS", "R C H", "KD", "ZZ"]),
              "compare": st.sampled_from(["AS 7C 2D", "3H 4C 3S", "-", "R C", "x"]),
              "replay": st.sampled_from(["/no/such/file", "/", __file__]),
              "join": ADDRESS}


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """Mostly whole command lines (the checks past the parser are the interesting ones), now
    and then a required option or a value missing, a stray word, junk."""
    command = draw(st.sampled_from(["sim", "sim", "arena", "arena", "hand", "compare", "play", "", "bench",
                                    "soak", "replay", "host", "join"]))
    options = OPTIONS[command or "play"]
    args = [command] if command else []
    names = [n for n in REQUIRED.get(command, []) if draw(st.integers(0, 15))]
    names += draw(st.lists(st.sampled_from(sorted(options)), max_size=5))
    for name in names:
        args.append(name)
        if options[name] is not None and draw(st.integers(0, 19)):  # now and then the value is missing
            args.append(draw(options[name]))  # type: ignore[arg-type]
    if command in SHORT:
        args += [SHORT[command], draw(SMALL)]
    if command in POSITIONAL:
        args += draw(st.lists(POSITIONAL[command], max_size=3))
    for _ in range(draw(st.sampled_from([0, 0, 0, 0, 1, 2]))):
        args.insert(draw(st.integers(0, len(args))), draw(WORD | TEXT))
    return args


@contextlib.contextmanager
def checks_only() -> Iterator[list[str]]:
    """``play``, ``bench``, ``soak``, ``host``, ``join`` and the smoke test stop where their checked
    run would begin (a host waits two minutes for its players; a join looks for its host)."""
    ran: list[str] = []

    def stop(name: str) -> Any:
        def checked(*_args: object) -> int:
            ran.append(name)
            return 0
        return checked

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ui_main, "run", stop("play"))
        mp.setattr(smoke, "run_smoke_test", stop("smoke"))
        mp.setattr(bench, "run_bench", stop("bench"))
        mp.setattr(soak, "run_soak", stop("soak"))
        mp.setattr(net_cli, "run_host", stop("host"))
        mp.setattr(net_cli, "run_join", stop("join"))
        yield ran


class OverBudget(BaseException):
    """A command ran past :data:`CPU_LIMIT_S` (a ``BaseException``: the CLI's own ``except
    Exception`` must not report it as an internal error)."""


@contextlib.contextmanager
def bounded(args: list[str]) -> Iterator[None]:
    """At most :data:`CPU_LIMIT_S` of CPU — a virtual-time alarm stops a runaway — and
    :data:`MEMORY_LIMIT_MB` more address space — a bigger allocation fails (``MemoryError``,
    which the CLI would report as an internal error, exit 1).  Where the platform has neither
    (Windows), only the CPU time is checked, afterwards."""
    def over(_sig: int, _frame: object) -> None:
        raise OverBudget(f"{args}: more than {CPU_LIMIT_S} s of CPU")

    posix = resource is not None and hasattr(signal, "setitimer") and Path("/proc/self/statm").exists()
    if posix:
        held = int(Path("/proc/self/statm").read_text().split()[0]) * resource.getpagesize()
        limits = resource.getrlimit(resource.RLIMIT_AS)
        cap = held + MEMORY_LIMIT_MB * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (cap if limits[1] == resource.RLIM_INFINITY else min(cap, limits[1]),
                                                limits[1]))
        before = signal.signal(signal.SIGVTALRM, over)
        signal.setitimer(signal.ITIMER_VIRTUAL, CPU_LIMIT_S)
    started = time.process_time()
    try:
        yield
    finally:
        if posix:
            signal.setitimer(signal.ITIMER_VIRTUAL, 0)
            signal.signal(signal.SIGVTALRM, before)
            resource.setrlimit(resource.RLIMIT_AS, limits)
    took = time.process_time() - started
    assert took < CPU_LIMIT_S, f"{args}: {took:.1f} s of CPU"


def run(args: list[str], stdin: str | bytes = "") -> tuple[int, str, str]:
    """``main(args)`` in-process within the budget: status, stdout, stderr (``stdin`` as text,
    or as the bytes a pipe would bring)."""
    out, err = io.StringIO(), io.StringIO()
    with bounded(args), checks_only(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
            pytest.MonkeyPatch.context() as mp:
        mp.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8") if isinstance(stdin, bytes)
                   else io.StringIO(stdin))
        try:
            status = main(args)
        except SystemExit as done:  # --help and --version, from argparse
            status = int(done.code or 0)
    return status, out.getvalue(), err.getvalue()


def assert_answered(args: list[str], status: int, err: str) -> None:
    assert "Traceback" not in err, f"{args}:\n{err}"
    assert status in (0, EXIT_USAGE), f"{args} exited {status}: {err.strip()[-400:]}"
    if status == EXIT_USAGE:
        lines = [line for line in err.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("chieu-bai: error: "), f"{args}: {err!r}"


@settings(max_examples=250, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(args=command_lines())
@example(args=["sim", "--variant", "ba-cay", "--players", "99999999999", "--rounds", "1"])
@example(args=["arena", "--variant", "ba-cay", "--players", "1" + "0" * 40])
@example(args=["sim", "--variant", "ba-cay", "--players", "4", "--stake", "1000000"])
@example(args=["sim", "--variant", "ba-cay", "--players", "4", "--stake", "1" + "0" * 40])
@example(args=["sim", "--variant", "ba-cay", "--players", "-3"])
@example(args=["sim", "--variant", "xi-dach", "--players", "4", "--mode", "foo"])
@example(args=["sim", "--variant", "ba-cay", "--players", "4", "--rule", "side-fee=1", "--rule", "side-fee=2"])
@example(args=["--window", "0x0"])
@example(args=["--window", "320x240"])
@example(args=["--window", "1000x300"])
@example(args=["--variant", "nonsense"])
@example(args=["bench", "--exe", "/etc/hostname"])
@example(args=["bench", "--only", "startup", "--exe", sys.executable])
@example(args=["--replay", "hand"])
@example(args=["--window", "99999x99999", "--smoke-test"])
def test_any_command_line_is_answered_in_one_line(args: list[str]) -> None:
    status, _, err = run(args, stdin="AS 7C 2D\nnot a hand\n")
    assert_answered(args, status, err)


@st.composite
def games_as_played(draw: st.DrawFn) -> list[str]:
    """``sim`` and ``arena`` lines a player who read ``--help`` would write: the game's own modes,
    rules and levels, in range — some combinations the game refuses (a rule of another mode),
    most it plays.  Not Tam Cúc's hard AI, whose search takes seconds a deal at two or three
    players (a matter of its speed, which the bench measures, not of the command line)."""
    g = record_of(draw(st.sampled_from(KEYS)))
    v = g.variant
    levels = st.sampled_from(["random", *(lv for lv in g.levels if not (v.key == "tam-cuc" and lv == "hard"))])
    command = draw(st.sampled_from(["sim", "arena"]))
    args = [command, "--variant", v.key, "--players", str(draw(st.integers(v.min_players, v.max_players)))]
    if v.table_modes != ("",) and draw(st.booleans()):
        args += ["--mode", draw(st.sampled_from(v.table_modes))]
    for opt in draw(st.lists(st.sampled_from(v.options), max_size=3, unique_by=lambda o: o.key)):
        if isinstance(opt.default, bool):
            value = draw(st.sampled_from(["on", "off"]))
        elif opt.choices:
            value = str(draw(st.sampled_from(opt.choices)))
        else:
            value = str(draw(st.integers(opt.minimum, opt.maximum)))
        args += ["--rule", f"{opt.key}={value}"]
    args += ["--seed", str(draw(st.integers(0, 2**64)))]
    if command == "sim":
        args += ["--rounds", str(draw(st.integers(1, 3))), "--ai", draw(levels)]
        if draw(st.booleans()):
            args += ["--stake", str(draw(st.sampled_from([1, 10, 100, 5000])))]
        if draw(st.booleans()):
            args += ["--first", str(draw(st.integers(0, int(args[4]) - 1)))]
    else:
        args += ["--deals", str(draw(st.integers(2, 3))), "--a", draw(levels), "--b", draw(levels)]
        if v.key == "xi-dach" and draw(st.booleans()):
            args += ["--role", draw(st.sampled_from(["dealer", "player"]))]
    return args + (["--json"] if draw(st.booleans()) else [])


@settings(max_examples=120, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(args=games_as_played())
def test_a_game_as_played_runs_or_is_refused_in_one_line(args: list[str]) -> None:
    status, out, err = run(args)
    assert_answered(args, status, err)
    assert status == EXIT_USAGE or out.strip()


@pytest.mark.parametrize("args", [
    ["sim", "--variant", "ba-cay", "--players", "99999999999", "--rounds", "1"],
    ["arena", "--variant", "ba-cay", "--players", "1" + "0" * 40],
    ["sim", "--variant", "ba-cay", "--players", "4", "--stake", "1000000"],
    ["sim", "--variant", "ba-cay", "--players", "4", "--stake", "1" + "0" * 40],
    ["sim", "--variant", "ba-cay", "--players", "4", "--rule", "side-fee=1", "--rule", "side-fee=2"],
    ["--window", "0x0"], ["--window", "320x240"], ["--window", "1000x300"],
    ["--variant", "nonsense"],
    ["soak", "--rounds", "1" + "0" * 25],
    ["sim", "--variant", "ba-cay", "--players", "4", "--rounds", "1" + "0" * 25],
    # issue 43
    ["--window", "99999x99999", "--smoke-test"], ["--window", "7681x4320"], ["play", "--window", "7680x4321"],
    ["shots", "/tmp", "--size", "99999x99999"],
    ["bench", "--only", "startup", "--exe", sys.executable],  # a program, not the game: refused before it runs
    ["--replay", "hand"],
])
def test_the_mistakes_of_the_issue_are_usage_errors(args: list[str]) -> None:
    status, _, err = run(args)
    assert status == EXIT_USAGE, err
    assert_answered(args, status, err)


@pytest.mark.parametrize(("args", "says"), [
    (["sim", "--variant", "ba-cay", "--players", "-3"], "from 2 to 12, not -3"),
    (["sim", "--variant", "xi-dach", "--players", "4", "--mode", "foo"], "played one way only: it has no mode 'foo'"),
    (["--window", "99999x99999", "--smoke-test"], "--window 99999x99999 is too large: at most 7680x4320"),
    (["bench", "--only", "startup", "--exe", sys.executable], "is not a Chiếu Bài build (its --version says 'Python"),
    (["--replay", "hand"], "cannot read hand: No such file or directory"),  # a file called hand, not the command
    (["shots", __file__], f"{__file__} is a file, not a folder"),
    (["shots", __file__ + "/x/y"], f"cannot make the folder {__file__}/x/y"),
    (["hand", "--variant", "ba-cay", "A" * 5000], "a hand longer than 4096 bytes is not one"),
])
def test_a_mistake_is_named_as_typed(args: list[str], says: str) -> None:
    status, _, err = run(args)
    assert status == EXIT_USAGE and says in err, err


# --- round files ---------------------------------------------------------------------------------
def exported(key: str) -> str:
    g = record_of(key)
    n = min(4, g.variant.max_players)
    match = Match(g.variant, [Seat(f"Seat {i}", "normal") for i in range(n)], seed=5, balances=[5_000] * n)
    match.play_round(match.agents(g.agents))
    return Replay.of_record(match.variant, match.history[-1], [s.name for s in match.seats]).to_text()


REAL_FILES = {key: exported(key) for key in KEYS}
NUMBER_IN_FILE = re.compile(r"(?<![\w.])-?\d+")


@st.composite
def mutated_files(draw: st.DrawFn) -> str:
    text = REAL_FILES[draw(st.sampled_from(KEYS))]
    for _ in range(draw(st.integers(1, 3))):
        lines = text.split("\n")
        kind = draw(st.sampled_from(["number", "drop", "double", "swap", "nest", "cut", "word", "junk"]))
        i = draw(st.integers(0, len(lines) - 1))
        if kind == "number":
            spans = [m.span() for m in NUMBER_IN_FILE.finditer(text)]
            if spans:
                a, b = draw(st.sampled_from(spans))
                value = draw(st.sampled_from(["-1", "0", "99", "1" + "0" * 40, "1.5", '"7"', "true", "[]", "2"]))
                text = text[:a] + value + text[b:]
            continue
        if kind == "drop":
            del lines[i]
        elif kind == "double":
            lines.insert(i, lines[i])
        elif kind == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "nest":
            depth = draw(st.sampled_from([5, 500, 50_000]))
            lines.insert(i, "names = " + "[" * depth + "]" * depth)
        elif kind == "cut":
            text = text[: draw(st.integers(0, len(text)))]
            continue
        elif kind == "word":
            key = draw(st.sampled_from(["banker", "stake", "game", "mode", "version", "format", "names", "seed",
                                        "balances", "moves", "round", "carry", "script", "result", "min_bet"]))
            value = draw(st.sampled_from(["99", "-5", "0", '"nonsense"', "[]", '["a"]', "{}", "1" + "0" * 40,
                                          '"ba-cay"', '"chuong"', "[1, 2]", '["0 Bet 1"]']))
            lines.insert(i, f"{key} = {value}")
        else:
            lines.insert(i, draw(st.sampled_from(["[options]", "no-such-rule = 1", "fee = 99", "side-fee = true",
                                                  "[[x]]", "\x00", "moves = [", "]", "a.b.c = 1"])))
        text = "\n".join(lines)
    return text


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
          deadline=None)
@given(text=mutated_files())
def test_any_round_file_is_told_or_refused_in_one_line(tmp_path: Path, text: str) -> None:
    path = tmp_path / "round.toml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    for args in (["replay", str(path)], ["--replay", str(path)]):
        status, _, err = run(args)
        assert_answered(args, status, err)


@pytest.mark.parametrize(("change", "says"), [
    (lambda text: text.replace("banker = 0", "banker = 99"), "banker seat 99"),
    (lambda text: text + "no-such-rule = 1\n", "no rule option 'no-such-rule'"),
    (lambda text: text.replace("names = [", "names = " + "[" * 25_000 + "]" * 25_000 + "\nx = ["), "nested"),
])
def test_the_round_files_of_the_issue_are_refused(tmp_path: Path, change: Any, says: str) -> None:
    path = tmp_path / "round.toml"
    path.write_text(change(REAL_FILES["xi-dach"]), encoding="utf-8")
    status, _, err = run(["replay", str(path)])
    assert status == EXIT_USAGE and says in err, err


def test_a_real_round_file_is_told(tmp_path: Path) -> None:
    for key, text in REAL_FILES.items():
        path = tmp_path / f"{key}.toml"
        path.write_text(text, encoding="utf-8")
        status, out, err = run(["replay", str(path)])
        assert status == 0 and out.strip(), err
        assert VARIANTS[key].title in out or key in out


def test_a_round_file_with_a_byte_order_mark_is_told(tmp_path: Path) -> None:
    """Notepad saves UTF-8 with a byte-order mark first: the file still reads."""
    path = tmp_path / "round.toml"
    path.write_bytes(b"\xef\xbb\xbf" + REAL_FILES["ba-cay"].encode("utf-8"))
    status, out, err = run(["replay", str(path)])
    assert status == 0 and out.strip(), err


@pytest.mark.parametrize(("grow", "says"), [
    (lambda text: text.replace("moves = [", "moves = [" + '\n  "0 Stand",' * 1_001), "moves: a round has far fewer"),
    (lambda text: text + "# " + "x" * 70_000 + "\n", "not a round file (larger than 64 KB)"),
])
def test_a_round_file_past_its_caps_is_refused_before_it_is_read(tmp_path: Path, grow: Any, says: str) -> None:
    """A real round holds at most about 60 moves in 1.6 KB: 80,000 moves (0.9 MB) took 19 s to
    refuse, each move parsed and its action's type hints worked out again."""
    path = tmp_path / "round.toml"
    path.write_text(grow(REAL_FILES["xi-dach"]), encoding="utf-8")
    for args in (["replay", str(path)], ["--replay", str(path)]):
        status, _, err = run(args)
        assert status == EXIT_USAGE and says in err, err


# --- stdin: bad bytes, huge lines ----------------------------------------------------------------
def test_bad_bytes_cost_one_error_row_each_and_the_good_lines_are_answered() -> None:
    status, out, err = run(["hand", "--variant", "ba-cay", "--json", "-"],
                           stdin=b"AS 7C 2D\n\xff\xfe bad\nKH QS JD\n2C 3C\xc3\n4S 5S 6S\n")
    rows = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and err == ""
    assert [row.get("cards") or row["error"] for row in rows] == [
        "AS 7C 2D", "not UTF-8 text (byte 1 of the line)", "KH is not in the 36-card Ba Cây deck (A to 9 only)",
        "not UTF-8 text (byte 6 of the line)", "4S 5S 6S"]
    assert rows[1]["input"] == "\ufffd\ufffd bad"


def test_a_line_of_ten_megabytes_is_one_short_error_row() -> None:
    """It took 56 s and 297 MB, and its error row repeated it whole (the CPU and memory of
    :func:`bounded` hold the command to far less)."""
    status, out, _ = run(["compare", "--variant", "bai-cao", "--json", "-"],
                         stdin=b"AS 7C 2D | 3H 4C 3S\n" + b"Q" * 10_000_000 + b"\nAS 7C 2D | 3H 4C 2S\n")
    rows = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and len(rows) == 3 and "winner" in rows[0] and "winner" in rows[2]
    assert rows[1]["error"] == "a line longer than 4096 bytes is not a hand"
    assert rows[1]["input"] == "Q" * 80 + "…"


# --- real processes: pipes, displays, signals ------------------------------------------------------
PROJECT = Path(__file__).resolve().parents[1]
POSIX = hasattr(signal, "SIGTERM") and not sys.platform.startswith("win")
HANG = 600  # s: a guard against a process that never ends, not a measure of speed


def game_process(args: list[str], stdin: Any = subprocess.PIPE, **env: str | None) -> subprocess.Popen[bytes]:
    environ = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for name, value in env.items():
        if value is None:
            environ.pop(name, None)
        else:
            environ[name] = value
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=PROJECT, env=environ,
                            stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.skipif(not POSIX, reason="a closed pipe as POSIX shells make it")
@pytest.mark.parametrize("args", [["sim", "--variant", "xi-dach", "--players", "6", "--rounds", "100000", "--json"],
                                  ["hand", "--variant", "ba-cay", "--json", "-"]])
def test_a_reader_that_goes_away_ends_the_command_quietly(args: list[str], tmp_path: Path) -> None:
    """``… | head -1``: exit 0 and not a word on stderr, as Unix tools do (it was an internal error)."""
    hands = tmp_path / "hands.txt"
    hands.write_bytes(b"AS 7C 2D\n" * 200_000)  # more answers than a pipe holds: the writer meets the closed end
    with hands.open("rb") as stdin:
        proc = game_process(args, stdin=stdin)
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline().startswith(b"{")
    proc.stdout.close()
    err = proc.stderr.read()
    assert (proc.wait(timeout=HANG), err) == (0, b"")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SDL's X11 and drivers as on Linux")
@pytest.mark.parametrize(("env", "says"), [
    ({"DISPLAY": ":9876", "WAYLAND_DISPLAY": None, "SDL_VIDEODRIVER": None},
     "chieu-bai: error: no X server answers at DISPLAY=:9876: Chiếu Bài needs a desktop session"),
    ({"DISPLAY": None, "SDL_VIDEODRIVER": "x11"},
     "chieu-bai: error: the video driver 'x11' (SDL_VIDEODRIVER) is unavailable: x11 not available"),
])
@pytest.mark.parametrize("args", [["--frames", "3"], ["--smoke-test"]])
def test_a_display_that_cannot_open_is_named_in_one_line(args: list[str], env: dict[str, str | None],
                                                         says: str, tmp_path: Path) -> None:
    if args == ["--smoke-test"] and env.get("SDL_VIDEODRIVER", "") is None:
        pytest.skip("the smoke test runs on the dummy driver unless another is asked for")
    proc = game_process(args, CHIEU_BAI_DATA=str(tmp_path), **env)
    _, err = proc.communicate(timeout=HANG)
    assert proc.returncode == 1 and err.decode().splitlines() == [says]


def catches_sigterm(pid: int) -> bool:
    """The process has its own SIGTERM handler (Linux: bit 15 of SigCgt)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = next(int(line.split()[1], 16) for line in status.splitlines() if line.startswith("SigCgt:"))
    return bool(caught & (1 << (signal.SIGTERM - 1)))


LOOPS = {
    "soak": ["soak", "--rounds", "100000", "--variant", "xi-dach"],
    "shots": ["shots", "{tmp}/shots", "--size", "3840x2160", "--size", "1280x720", "--seats", "12"],
    "sim": ["sim", "--variant", "tam-cuc", "--players", "4", "--rounds", "1000000", "--ai", "hard"],
    "arena": ["arena", "--variant", "bai-cao", "--players", "12", "--deals", "1000000"],
    "bench": ["bench", "--only", "engine"],
    "hand": ["hand", "--variant", "ba-cay", "--json", "-"],  # waiting on stdin
    "smoke": ["--smoke-test"],
}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("name", sorted(LOOPS))
def test_sigterm_stops_every_headless_command(name: str, tmp_path: Path) -> None:
    """SDL turned SIGTERM into a quit event that a headless loop never reads: ``soak`` and
    ``shots`` ran on until SIGKILL.  Now the command stops at its next step and says so in its
    status (143); the time it takes is measured in docs/performance.md, not here."""
    proc = game_process([a.replace("{tmp}", str(tmp_path)) for a in LOOPS[name]], CHIEU_BAI_DATA=str(tmp_path))
    try:
        for _ in range(HANG * 10):  # until the command's handler is in place (a guard, not a measure)
            if catches_sigterm(proc.pid) or proc.poll() is not None:
                break
            time.sleep(0.1)
        assert proc.poll() is None, proc.communicate()[1].decode()[-500:]
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=HANG)
    finally:
        proc.kill()
    assert proc.returncode == 143 and b"Traceback" not in err, err.decode()[-800:]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_ctrl_c_stops_a_command_with_status_130(tmp_path: Path) -> None:
    proc = game_process(LOOPS["soak"], CHIEU_BAI_DATA=str(tmp_path))
    try:
        for _ in range(HANG * 10):
            if catches_sigterm(proc.pid) or proc.poll() is not None:
                break
            time.sleep(0.1)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=HANG)
    finally:
        proc.kill()
    assert proc.returncode == 130 and b"Traceback" not in err, err.decode()[-800:]


@pytest.mark.skipif(not POSIX, reason="POSIX signals")
def test_a_picture_being_encoded_leaves_the_signals_at_their_default(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """``shots`` at 4K: a PNG's encoding holds the interpreter for a second or more, so a
    Python handler could not answer SIGTERM or Ctrl+C until it was done (751 ms from SIGTERM
    to the end).  During the encoding both signals take their default action (the process
    ends at once, and the picture, encoded in memory, leaves no half file); before and after
    it the command's own handlers are back."""
    import pygame

    import game.devtools.shots as shots

    seen: list[tuple[Any, Any]] = []
    real_save = pygame.image.save

    def save(surface: pygame.Surface, file: Any, namehint: str = "") -> None:
        seen.append((signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)))
        real_save(surface, file, namehint)

    def stop(_signal: int, _frame: object) -> None:
        raise AssertionError("not reached")

    monkeypatch.setattr(pygame.image, "save", save)
    before = signal.signal(signal.SIGTERM, stop)
    try:
        picture = pygame.Surface((40, 30))
        picture.fill((20, 120, 60))
        shots.save_png(picture, str(tmp_path / "shot.png"))
        assert signal.getsignal(signal.SIGTERM) is stop
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGTERM, before)
    assert seen == [(signal.SIG_DFL, signal.SIG_DFL)]
    back = pygame.image.load(str(tmp_path / "shot.png"))
    assert back.get_size() == (40, 30) and back.get_at((5, 5))[:3] == (20, 120, 60)
