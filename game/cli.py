"""``python -m game`` — the command line.  ``play`` (the default) opens the window.

Sub-commands that draw nothing never import pygame, so ``--json`` output is pure JSON.
User mistakes (a bad card, an unknown game, a bad option) print one line on stderr and
exit with status 2; they never print a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import logging
import os
import re
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, BinaryIO, NamedTuple, NoReturn, TextIO, TypeVar

from game import __version__
from game.net import cli as net_cli

EXIT_USAGE = 2
EXIT_INTERNAL = 1
EXIT_AGENT_FAILURES = 3  # an arena in which some agent raised or answered illegally
EXIT_INTERRUPTED = 130  # Ctrl+C, as shells report it (128 + SIGINT)
EXIT_TERMINATED = 143  # SIGTERM (128 + 15)
SUBCOMMANDS = ("play", "hand", "compare", "sim", "arena", "bench", "soak", "replay", "shots", "host", "join")
MAX_ROUNDS = 1_000_000  # sim's rounds, arena's deals: beyond this no answer comes in a lifetime
MAX_SOAK_ROUNDS = 100_000  # per game; 1,000 take about nine minutes
MAX_STAKE = 10**9  # the largest stake a table takes (the setup screen's limit)
MAX_LINE = 4096  # bytes of one hand or pair (on stdin or the command line): a real one is a few dozen
SHOWN_INPUT = 80  # characters of a refused input repeated in its error row
LARGEST = (7680, 4320)  # the largest window or picture: 8K, the largest screens sold


T = TypeVar("T")


class UsageError(Exception):
    """A mistake in what the user typed: reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """Mistakes become :class:`UsageError`; ``about`` adds a section to ``--help`` that is
    made only when help is asked for (it reads the catalogue, which plain runs never need)."""

    def __init__(self, *args: Any, about: Callable[[], str] | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)
        self.about = about

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)

    def format_help(self) -> str:
        if self.about is not None:
            self.epilog = self.about()
        return super().format_help()


def _quoted(value: object) -> str:
    return f'"{value}"' if " " in str(value) else str(value)


def _rule_values(opt: Any) -> str:
    """How a rule's values are written on the command line: on|off, a|b|c, 1..5."""
    if isinstance(opt.default, bool):
        values = "on|off"
        default = "on" if opt.default else "off"
    else:
        values = "|".join(map(_quoted, opt.choices)) if opt.choices else f"{opt.minimum}..{opt.maximum}"
        default = _quoted(opt.default)
    return f"{opt.key}={values} (default {default})"


def about_games(*, modes: bool = True, levels: bool = True, rules: bool = True) -> str:
    """The games of the catalogue for ``--help``: keys, players, modes, AI levels, rule keys."""
    from game.catalog import games

    lines = ["games" + (" (--variant)" if not rules else ", with their modes (--mode), AI levels and rules "
                                                           "(--rule KEY=VALUE)") + ":"]
    for g in games():
        v = g.variant
        head = f"  {g.key:<9} {v.title}, {v.min_players}–{v.max_players} players"
        lines.append(head)
        if modes and v.table_modes != ("",):
            lines.append(f"            modes: {', '.join(v.table_modes)} (default {v.default_mode})")
        if levels:
            lines.append(f"            AI levels: {', '.join(g.levels)}")
        if rules:
            lines += [f"            rule {_rule_values(o)}" for o in v.options]
    return "\n".join(lines)


def _game(key: str) -> Any:
    from game.catalog import game

    try:
        return game(key)
    except KeyError as exc:
        raise UsageError(str(exc.args[0])) from None


def _variant(key: str) -> Any:
    return _game(key).variant


def _out(stream: TextIO | None, text: str) -> None:
    """Print unless the stream is missing (a windowed frozen build has no stdout)."""
    if stream is not None:
        stream.write(text + "\n")
        stream.flush()


class BadLine(NamedTuple):
    """A line of stdin that cannot be a hand: not UTF-8, or far too long (``shown``: what its
    error row repeats of it)."""

    error: str
    shown: str


def _lines(args_values: Sequence[str], stdin: TextIO | None) -> Iterable[str | BadLine] | None:
    """The lines of stdin when the only argument is ``-`` (else None): each non-blank line as
    text, or a :class:`BadLine` in its place, so one bad line costs one error row."""
    if list(args_values) != ["-"]:
        return None
    if stdin is None:
        return iter(())
    binary = getattr(stdin, "buffer", None)
    source = binary if binary is not None else io.BytesIO(stdin.read().encode("utf-8", "surrogateescape"))
    return _read_lines(source)


def _read_lines(source: BinaryIO) -> Iterator[str | BadLine]:
    """Lines of at most :data:`MAX_LINE` bytes, decoded as UTF-8; a longer line is skipped
    to its end without being kept (a 10 MB line costs no memory and a few milliseconds)."""
    while raw := source.readline(MAX_LINE + 1):
        if len(raw) > MAX_LINE:
            head = raw[:SHOWN_INPUT + 1]
            while raw and not raw.endswith(b"\n"):  # the rest of the line, unread
                raw = source.readline(1 << 16)
            yield BadLine(f"a line longer than {MAX_LINE} bytes is not a hand", head.decode("utf-8", "replace"))
            continue
        try:
            text = raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError as exc:
            yield BadLine(f"not UTF-8 text (byte {exc.start + 1} of the line)",
                          raw.decode("utf-8", "replace").rstrip("\r\n"))
            continue
        if text.strip():
            yield text


def _shown(text: str, most: int = SHOWN_INPUT) -> str:
    """An input (or a message repeating it) as an error row shows it: its first ``most`` characters."""
    return text if len(text) <= most else text[:most] + "…"


def _batch(lines: Iterable[str | BadLine], one: Callable[[str], dict[str, Any]]) -> int:
    """One JSON row per input line; a line the rules cannot read (``ValueError``) gets an
    error row, anything else is the program's fault and stops the batch."""
    for line in lines:
        if isinstance(line, BadLine):
            row = {"error": line.error, "input": _shown(line.shown)}
        else:
            try:
                row = one(line)
            except ValueError as exc:
                error = str(exc.args[0]) if exc.args else str(exc)
                row = {"error": _shown(error, 5 * SHOWN_INPUT), "input": _shown(line)}
        _out(sys.stdout, json.dumps(row, ensure_ascii=False))
    return 0


def _one_hand(words: Sequence[str], what: str) -> str:
    """A hand (or pair) typed on the command line, refused when far too long to be one."""
    text = " ".join(words)
    if len(text.encode("utf-8", "surrogateescape")) > MAX_LINE:
        raise UsageError(f"{what} longer than {MAX_LINE} bytes is not one")
    return text


def cmd_hand(ns: argparse.Namespace) -> int:
    variant = _variant(ns.variant)
    lines = _lines(ns.cards, sys.stdin)
    if lines is not None:
        if not ns.json:
            raise UsageError("reading hands from stdin ('-') needs --json")
        return _batch(lines, variant.describe_hand)
    if not ns.cards:
        raise UsageError("give the cards of a hand, e.g. hand --variant ba-cay AS 7C 2D")
    try:  # a hand the rules cannot read is the user's mistake (ValueError, NotationError)
        info = variant.describe_hand(_one_hand(ns.cards, "a hand"))
    except ValueError as exc:
        raise UsageError(str(exc.args[0]) if exc.args else str(exc)) from None
    if ns.json:
        _out(sys.stdout, json.dumps(info, ensure_ascii=False))
    else:
        extras = ", ".join(f"{k}={v}" for k, v in info.items() if k not in ("cards", "name"))
        _out(sys.stdout, f"{info['cards']}: {info['name']}" + (f"  ({extras})" if extras else ""))
    return 0


def cmd_compare(ns: argparse.Namespace) -> int:
    variant = _variant(ns.variant)

    def one(line: str) -> dict[str, Any]:
        if line.count("|") != 1:
            raise ValueError("write two hands separated by '|', e.g. AS 7C 2D | 3H 4C 3S")
        a, b = (part.strip() for part in line.split("|"))
        return {"a": a, "b": b, "winner": variant.compare(a, b)}

    lines = _lines(ns.hands, sys.stdin)
    if lines is not None:
        if not ns.json:
            raise UsageError("reading pairs from stdin ('-') needs --json")
        return _batch(lines, one)
    if len(ns.hands) != 2:
        raise UsageError('give two hands in quotes: compare --variant V "AS 7C 2D" "3H 4C 3S"')
    try:
        row = one(_one_hand([ns.hands[0], "|", ns.hands[1]], "a pair of hands"))
    except ValueError as exc:
        raise UsageError(str(exc.args[0]) if exc.args else str(exc)) from None
    if ns.json:
        _out(sys.stdout, json.dumps(row, ensure_ascii=False))
    else:
        winner = row["winner"]
        _out(sys.stdout, "tie" if winner is None else f"{winner.upper()} wins ({row[winner]})")
    return 0


def _rules(variant: Any, pairs: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep:
            raise UsageError(f"--rule takes KEY=VALUE, got {pair!r}")
        if key in out:
            raise UsageError(f"--rule {key} is given twice; give each rule once")
        try:
            out[key] = variant.option(key).parse(value)
        except (KeyError, ValueError) as exc:
            raise UsageError(str(exc.args[0])) from None
    return out


def _within(option: str, value: int | None, least: int, most: int) -> None:
    """A number the user typed, checked before anything is built from it."""
    if value is not None and not least <= value <= most:
        typed = f", not {value}" if len(str(value)) <= 20 else ""  # a number of 40 digits is not repeated
        raise UsageError(f"{option} must be from {least} to {most}{typed}")


def _players(variant: Any, players: int) -> None:
    _within("--players", players, variant.min_players, variant.max_players)


def _row_encoder() -> Callable[[Any], str]:
    """``json.dumps(row, ensure_ascii=False)`` for ``sim``'s rows, plain data that is never circular.

    One encoder for all rows, and its C part made once: ``JSONEncoder.encode`` makes a new one
    (and two Python-level frames) for every row, a tenth of a Xì Dách round.  The same C encoder
    with the same settings that ``encode`` would make, so the text is the same byte for byte."""
    encoder = json.JSONEncoder(ensure_ascii=False, check_circular=False)
    make = getattr(json.encoder, "c_make_encoder", None)  # (not in the type stubs)
    if make is None:  # a Python without the C accelerator
        return encoder.encode
    chunks = make(None, encoder.default, json.encoder.encode_basestring, None, encoder.key_separator,
                  encoder.item_separator, encoder.sort_keys, encoder.skipkeys, encoder.allow_nan)
    return lambda row: "".join(chunks(row, 0))


def cmd_sim(ns: argparse.Namespace) -> int:
    from game.i18n import t as say  # the summary's words ("1 round" / "2 rounds"): the catalogue's
    from game.match.sim import SimSpec, prepare, simulate

    game = _game(ns.variant)
    variant = game.variant
    _players(variant, ns.players)
    _within("--rounds", ns.rounds, 1, MAX_ROUNDS)
    _within("--stake", ns.stake, 1, MAX_STAKE)
    rules = _rules(variant, ns.rule)
    if ns.ai not in ("random", *game.levels):
        raise UsageError(f"--ai must be one of: random, {', '.join(game.levels)}")
    spec = SimSpec(variant, game.agents, ns.players, ns.rounds, ns.seed, mode=ns.mode, options=rules, level=ns.ai,
                   stake=ns.stake, hands=ns.hands or "", first=ns.first)
    try:
        match = prepare(spec)
    except ValueError as exc:
        raise UsageError(str(exc.args[0]) if exc.args else str(exc)) from None
    totals = [0] * ns.players
    fees = 0
    encode = _row_encoder()
    out = sys.stdout
    for row in simulate(spec, match):  # an error from here on is the program's, not the user's
        if ns.json:
            if out is not None:  # rows go out as the stream's buffer fills (a flush a row cost a write each)
                out.write(encode(row) + "\n")
            continue
        totals = [t + d for t, d in zip(totals, row["deltas"])]
        fees += row["fees"]
    if not ns.json:
        said = say("cli.sim.summary", "en", count=ns.rounds, game=variant.title, totals=str(totals), fees=fees)
        _out(sys.stdout, said)
    elif out is not None:
        out.flush()
    return 0


def cmd_arena(ns: argparse.Namespace) -> int:
    from game.match.arena import ArenaSpec, failure_lines, run_arena

    game = _game(ns.variant)
    variant = game.variant
    _players(variant, ns.players)
    _within("--deals", ns.deals, 2, MAX_ROUNDS)
    rules = _rules(variant, ns.rule)
    spec = ArenaSpec(variant, game.agents, players=ns.players, a=ns.a, b=ns.b, deals=ns.deals,
                     seed=ns.seed, mode=ns.mode, options=rules, role=ns.role, opponent=ns.opponent or "hard")
    try:
        if ns.mode in variant.choice_modes:
            raise ValueError(f"arena plays single deals, so not {ns.mode}: choose one of "
                             f"{', '.join(variant.round_modes(ns.mode))}")
        spec.check()
        variant.check_applies(ns.players, variant.default_mode if ns.mode is None else ns.mode, rules)
    except ValueError as exc:
        raise UsageError(str(exc.args[0]) if exc.args else str(exc)) from None
    report = run_arena(spec)  # an error from here on is the program's, not the user's
    if ns.json:
        _out(sys.stdout, json.dumps(report, ensure_ascii=False))
    else:
        for k, v in report.items():
            _out(sys.stdout, f"{k}: {v}")
    for line in failure_lines(report):
        _out(sys.stderr, line)
    return EXIT_AGENT_FAILURES if report["failures"]["total"] and not ns.allow_failures else 0


PROGRAM_MAGIC = (b"\x7fELF", b"MZ", b"#!", b"\xcf\xfa\xed\xfe", b"\xca\xfe\xba\xbe")  # ELF, PE, script, Mach-O


def _is_program(path: str) -> bool:
    """An executable file that starts like a program (a text file with its x bits set is not)."""
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        return False
    try:
        with open(path, "rb") as f:
            head = f.read(4)
    except OSError:
        return False
    return head.startswith(PROGRAM_MAGIC)


def _is_our_build(exe: str) -> None:
    """``exe --version`` answers ``chieu-bai ...`` (within seconds), or a usage error: a program
    that is not the game would only fail the start-up section minutes later."""
    import subprocess

    try:
        done = subprocess.run([os.path.abspath(exe), "--version"], capture_output=True, timeout=30,
                              stdin=subprocess.DEVNULL, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise UsageError(f"--exe: {exe} does not answer --version ({exc})") from None
    said = done.stdout.decode("utf-8", "replace").strip()
    if not said.startswith("chieu-bai "):
        shown = _shown(said.splitlines()[0] if said else f"nothing, status {done.returncode}", SHOWN_INPUT)
        raise UsageError(f"--exe: {exe} is not a Chiếu Bài build (its --version says {shown!r})")


def cmd_bench(ns: argparse.Namespace) -> int:
    from game.devtools.bench import SECTIONS, run_bench

    unknown = [n for n in ns.only if n not in SECTIONS]
    if unknown:
        raise UsageError(f"unknown section {unknown[0]!r}; choose from: {', '.join(SECTIONS)}")
    if ns.exe and not os.path.exists(ns.exe):
        raise UsageError(f"--exe: no executable at {ns.exe}")
    if ns.exe and not _is_program(ns.exe):
        raise UsageError(f"--exe: {ns.exe} is not an executable program")
    if ns.exe:
        _is_our_build(ns.exe)
    return run_bench(ns)  # checked: an error from here on is the program's


def cmd_soak(ns: argparse.Namespace) -> int:
    from game.devtools.soak import run_soak

    _within("--rounds", ns.rounds, 1, MAX_SOAK_ROUNDS)
    if ns.variant is not None:
        _variant(ns.variant)
    return run_soak(ns)  # checked: an error from here on is the program's


def cmd_shots(ns: argparse.Namespace) -> int:
    from game.i18n import LANGUAGES

    sizes = [_dimensions("--size", s, SHOTS_LEAST, LARGEST) for s in ns.size or ["1280x720"]]
    keys = [_variant(k).key for k in ns.game] if ns.game else None
    if ns.lang not in LANGUAGES:
        raise UsageError(f"--lang must be one of: {', '.join(LANGUAGES)}")
    if any(not 2 <= n <= 12 for n in ns.seats):
        raise UsageError("--seats takes 2 to 12")
    _output_folder(ns.dir)
    from game.catalog import games
    from game.devtools.shots import run_shots

    written = run_shots(ns.dir, sizes, list(ns.seats) or [None], keys or [g.key for g in games()], ns.lang)
    for path in written:
        _out(sys.stdout, path)
    return 0


def _output_folder(path: str) -> None:
    """The folder pictures go to, made if missing; a usage error if it cannot be written."""
    try:
        os.makedirs(path, exist_ok=True)
    except FileExistsError:
        raise UsageError(f"{path} is a file, not a folder") from None
    except OSError as exc:
        raise UsageError(f"cannot make the folder {path}: {exc.strerror or exc}") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise UsageError(f"cannot write into the folder {path}")


def _round_file(path: str) -> Any:
    """The round an exported file holds (:class:`game.match.replay.Replay`), or a usage error."""
    from game.catalog import VARIANTS
    from game.match.replay import MAX_FILE_BYTES, read_text

    bom = 3  # a byte-order mark some editors put first is not counted
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + bom + 1)
    except IsADirectoryError:
        raise UsageError(f"{path} is a folder, not a round file") from None
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES + bom:
        raise UsageError(f"{path}: not a round file (larger than {MAX_FILE_BYTES // 1024} KB)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not a round file (not UTF-8 text)") from None
    try:
        return read_text(text, VARIANTS)
    except ValueError as exc:
        raise UsageError(f"{path}: {exc}") from None


def cmd_replay(ns: argparse.Namespace) -> int:
    from game.i18n import LANGUAGES, t

    if ns.lang not in LANGUAGES:
        raise UsageError(f"--lang must be one of: {', '.join(LANGUAGES)}")
    replay = _round_file(ns.file)
    for line in replay.narrate(ns.lang):
        _out(sys.stdout, line)
    if replay.deltas is not None:
        _out(sys.stdout, t("learn.narr.checked", ns.lang))
    return 0


def cmd_host(ns: argparse.Namespace) -> int:
    """A hosted table without a window (game/net/cli.py runs it once the arguments are checked)."""
    game = _game(ns.variant)
    _players(game.variant, ns.players)
    _within("--remote", ns.remote, 1, ns.players)
    _within("--port", ns.port, 0, 65535)
    _within("--rounds", ns.rounds, 1, MAX_ROUNDS)
    if ns.ai not in ("random", *game.levels):
        raise UsageError(f"--ai must be one of: random, {', '.join(game.levels)}")
    if ns.code is not None and not re.fullmatch(r"[0-9]{6}", ns.code):
        raise UsageError(f"--code is six digits, not {ns.code!r}")
    return _network(lambda: net_cli.run_host(ns, game))


def cmd_join(ns: argparse.Namespace) -> int:
    """One remote seat played by an AI (game/net/cli.py)."""
    from game.ai.base import LEVELS  # the AI is loaded only by the commands that play

    if ns.bot not in ("random", *LEVELS):
        raise UsageError(f"--bot must be one of: random, {', '.join(LEVELS)}")
    if not re.fullmatch(r"[0-9]{6}", ns.code):
        raise UsageError(f"--code is six digits, not {ns.code!r}")
    address = _network(lambda: net_cli.split_address(ns.address))
    return _network(lambda: net_cli.run_join(ns, address))


def _network(run: Callable[[], T]) -> T:
    try:
        return run()
    except net_cli.Mistake as exc:
        raise UsageError(str(exc.args[0])) from None


SHOTS_LEAST = (640, 360)  # the smallest picture the tables are laid out for


def _dimensions(option: str, text: str, least: tuple[int, int],
                most: tuple[int, int] | None = None) -> tuple[int, int]:
    """``option WxH`` ("1280x720", "1280×720"), at least ``least`` and at most ``most``."""
    found = re.fullmatch(r"\s*([0-9]{1,6})\s*[xX×]\s*([0-9]{1,6})\s*", text)
    if found is None:
        raise UsageError(f"{option} takes WxH, e.g. 1280x720, not {text!r}")
    w, h = int(found[1]), int(found[2])
    if w < least[0] or h < least[1]:
        raise UsageError(f"{option} {w}x{h} is too small: at least {least[0]}x{least[1]}")
    if most is not None and (w > most[0] or h > most[1]):
        raise UsageError(f"{option} {w}x{h} is too large: at most {most[0]}x{most[1]}")
    return w, h


def _window(text: str) -> tuple[int, int]:
    """``--window WxH``, at least the smallest window every screen is laid out for and at most
    :data:`LARGEST`, whatever the video driver (whether it fits the screen is known once the
    display is open: :mod:`game.ui.main`)."""
    from game.persist.settings import WINDOW_MIN

    return _dimensions("--window", text, WINDOW_MIN, LARGEST)


def cmd_play(ns: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if ns.window is not None:
        ns.window = _window(ns.window)
    if ns.variant is not None:
        _game(ns.variant)  # an unknown game is a usage error before any window opens
    _within("--frames", ns.frames, 0, 10**9)
    if getattr(ns, "replay", None):
        ns.replay = _round_file(ns.replay)  # a bad file is a usage error before any window opens
    if ns.smoke_test:
        from game.devtools.smoke import run_smoke_test

        return run_smoke_test()
    from game.ui.main import run

    return run(ns)


def build_parser() -> _Parser:
    p = _Parser(prog="chieu-bai", description="Chiếu Bài — Vietnamese folk card games.",
                about=lambda: about_games(modes=False, levels=False, rules=False))
    p.add_argument("--version", action="version", version=f"chieu-bai {__version__}")
    p.add_argument("--smoke-test", action="store_true", help="drive every scene headless and exit")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="open the card table (the default)",
                          about=lambda: about_games(modes=False, levels=False, rules=False))
    play.add_argument("--smoke-test", action="store_true", help="drive every scene headless and exit")
    play.add_argument("--variant", help="go straight to a table of this game")
    play.add_argument("--frames", type=int, default=0, help="quit after this many frames (testing)")
    play.add_argument("--window", metavar="WxH", help="open the window at this size, e.g. 960x540")
    play.add_argument("--replay", metavar="FILE", help="open an exported round on its table (see: replay FILE)")

    hand = sub.add_parser("hand", help="evaluate a hand",
                          about=lambda: about_games(modes=False, levels=False, rules=False))
    hand.add_argument("--variant", required=True)
    hand.add_argument("--json", action="store_true")
    hand.add_argument("cards", nargs="*", help="cards, or '-' to read one hand per line (with --json)")

    cmp_ = sub.add_parser("compare", help="compare two hands",
                          about=lambda: about_games(modes=False, levels=False, rules=False))
    cmp_.add_argument("--variant", required=True)
    cmp_.add_argument("--json", action="store_true")
    cmp_.add_argument("hands", nargs="*", help='"HAND_A" "HAND_B", or - to read "A | B" lines')

    sim = sub.add_parser("sim", help="simulate rounds with AI in every seat", about=about_games)
    sim.add_argument("--variant", required=True)
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--rounds", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--mode")
    sim.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--ai", default="normal", help="random, easy, normal or hard")
    sim.add_argument("--stake", type=int)
    sim.add_argument("--hands", metavar='"H0 | H1 | ..."',
                     help="script the first deal: one part per seat in seat order, in RULES.md notation "
                          "(an empty part is dealt at random from what remains)")
    sim.add_argument("--first", type=int, metavar="SEAT",
                     help="the first banker / nhà cái, or Tam Cúc's first cái (skips bắt cái)")
    sim.add_argument("--json", action="store_true")

    arena = sub.add_parser("arena", help="pit two AI levels (or a level and a fixed policy) against each other",
                           description="Duplicate deals, every seating; mean difference per deal and seat with its "
                                       "95% confidence interval.  A player is a level (easy, normal, hard, random) "
                                       "or a fixed policy: rule:hitN[-softM][-safe4] (Xì Dách), always-accept, nit, "
                                       "always-decline, and the exploiter suite exploit:LEVEL, read:LEVEL, "
                                       "bluff:LEVEL, gamble:LEVEL, profile:LEVEL (Ba Cây, Bài Cào).",
                           about=about_games)
    arena.add_argument("--variant", required=True)
    arena.add_argument("--players", type=int, default=4)
    arena.add_argument("--a", default="hard", help="a level or a fixed policy (see above)")
    arena.add_argument("--b", default="normal", help="a level or a fixed policy (see above)")
    arena.add_argument("--deals", "--rounds", dest="deals", type=int, default=200)
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--role", help="which side the two levels play (e.g. dealer or player)")
    arena.add_argument("--opponent", help="who plays the fixed other side, where there is one (default: hard)")
    arena.add_argument("--mode")
    arena.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE")
    arena.add_argument("--json", action="store_true")
    arena.add_argument("--allow-failures", action="store_true",
                       help=f"exit 0 even if an agent raised or answered illegally (else {EXIT_AGENT_FAILURES}; "
                            "failures are counted per seat in the report and named on stderr either way)")

    bench = sub.add_parser("bench", help="measure speed, latency, frame time and memory")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions (CI)")
    bench.add_argument("--only", action="append", default=[],
                       help="run only these sections: engine, ai, frames, idle, pause, memory, startup, net")
    bench.add_argument("--exe", help="a built executable to measure (size, start-up)")

    soak = sub.add_parser("soak", help="play many all-AI rounds through the real table scenes, headless",
                          about=lambda: about_games(modes=False, levels=False, rules=False))
    soak.add_argument("--rounds", type=int, default=1000, help="rounds per game")
    soak.add_argument("--variant", help="only this game (default: every game)")
    soak.add_argument("--seed", type=int, default=0)
    soak.add_argument("--json", action="store_true")

    shots = sub.add_parser("shots", help="save pictures of each game's table, made headless (docs/shots)")
    shots.add_argument("dir", help="the folder the pictures go to")
    shots.add_argument("--size", action="append", help="window size WxH (repeatable; default 1280x720)")
    shots.add_argument("--seats", action="append", type=int, default=[], help="seats at the table (repeatable)")
    shots.add_argument("--game", action="append", help="only this game (repeatable)")
    shots.add_argument("--lang", default="vi", help="vi or en")
    net_cli.add_parsers(sub)
    replay = sub.add_parser("replay", help="tell an exported round move by move (plain text)")
    replay.add_argument("file", help="a round exported from the game (replays/*.toml in the data folder)")
    replay.add_argument("--lang", default="vi", help="vi (default) or en")
    return p


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "play": cmd_play,
    "hand": cmd_hand,
    "compare": cmd_compare,
    "sim": cmd_sim,
    "arena": cmd_arena,
    "bench": cmd_bench,
    "soak": cmd_soak,
    "shots": cmd_shots,
    "replay": cmd_replay,
    "host": cmd_host,
    "join": cmd_join,
}


PLAY_VALUES = ("--variant", "--frames", "--window", "--replay")  # play's options that take a value


def normalise(args: Sequence[str]) -> list[str]:
    """``play`` is the default command, and its options may come before or after it:
    ``python -m game``, ``--window 960x540``, ``--window 960x540 play``, ``--smoke-test``.
    The command is the first sub-command's name that is not an option's value (``--replay
    hand`` opens a round file called ``hand``)."""
    args = list(args)
    at = _command_at(args)
    if at is not None and args[at] == "play":
        del args[at]
    elif at is not None or any(a in ("-h", "--help", "--version") for a in args):
        return args
    return ["play", *args]


def _command_at(args: Sequence[str]) -> int | None:
    """Where the sub-command's name stands in ``args`` (None: nowhere, so ``play``)."""
    for i, word in enumerate(args):
        if word in SUBCOMMANDS and (i == 0 or args[i - 1] not in PLAY_VALUES):
            return i
    return None


def _one_line(text: str) -> str:
    """``text`` with what it echoes of the user's typing made visible: a line break or another
    control character inside an argument never splits the message."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


class Terminated(KeyboardInterrupt):
    """SIGTERM: a command stops as at Ctrl+C, within a turn of its loop (the window's loop
    saves and quits instead: :mod:`game.ui.main`)."""


@contextlib.contextmanager
def _stopped_by_sigterm() -> Iterator[None]:
    """SIGTERM raises :class:`Terminated` in the main thread while a command runs.  Set before
    pygame starts, it also keeps SDL from taking the signal over (SDL only replaces a default
    handler, and turns the signal into a quit event that headless loops never read)."""
    if not hasattr(signal, "SIGTERM") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(_signal: int, _frame: object) -> None:
        raise Terminated()

    before = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


def _quiet_stdout() -> None:
    """The reader of stdout has gone (``| head -1``): what is left to print goes nowhere, so
    the interpreter's last flush does not fail again."""
    with contextlib.suppress(AttributeError, OSError, ValueError):
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, sys.stdout.fileno())


def main(argv: Sequence[str] | None = None) -> int:
    args = normalise(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        with _stopped_by_sigterm():
            ns = parser.parse_args(args)
            if ns.command is None:
                ns = parser.parse_args(["play", *args])
            return COMMANDS[ns.command](ns)
    except UsageError as exc:
        if sys.stderr is not None:
            sys.stderr.write(f"chieu-bai: error: {_one_line(str(exc))}\n")
        return EXIT_USAGE
    except BrokenPipeError:  # the reader stopped reading: as for any Unix tool, not an error
        _quiet_stdout()
        return 0
    except Terminated:
        return EXIT_TERMINATED
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except Exception as exc:  # the program's own fault: one line, never mistaken for a usage error
        if sys.stderr is not None:
            sys.stderr.write(f"chieu-bai: internal error: {type(exc).__name__}: {exc}\n")
        return EXIT_INTERNAL


def run() -> NoReturn:
    """The program's entry (``python -m game``, the ``chieu-bai`` script, the executable):
    :func:`main`, then the end of the process at once.  Everything is written by then (the
    window's table saved, the rows printed): what the interpreter would still do — join a
    worker thread busy with an AI's search, take apart every object the AI's tables hold,
    2.3 s after a hard Tam Cúc table at load 10 — is skipped."""
    status = main()
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
    logging.shutdown()
    os._exit(status)
