#!/usr/bin/env python3
"""The translation catalogues, at development time (needs Babel: ``pip install -e ".[dev]"``).

Every string a person reads is a message of the gettext domain ``chieubai``, one ``.po`` per
language in ``game/i18n/locale/<lang>/LC_MESSAGES/``; the game reads the ``.mo`` compiled
beside it (standard library ``gettext``, no Babel).  The msgid is the catalogue key
(``tcui.btn.swap``) and every language translates it, Vietnamese included; a message with
plural forms has the key as its ``msgid_plural`` too, and its ``{count}`` chooses the form.
See docs/translations.md.

    python tools/i18n.py compile            .po -> .mo, every language
    python tools/i18n.py check              every rule below; exit 1 listing what is wrong
    python tools/i18n.py add KEY VI EN [--one EN_ONE]
                                            a new message (with --one: plural, EN_ONE the
                                            English singular); compiles
    python tools/i18n.py remove KEY ...     messages no longer used, from every language
    python tools/i18n.py extract            keys named in t(...)/has(...)/Label(...) calls
                                            that no catalogue has, added
                                            untranslated so ``check`` names them
    python tools/i18n.py absorb [FILE ...] [--base REV]
                                            the ``STRINGS = {key: (vi, en)}`` of old-style
                                            ``game/i18n/strings_*.py`` modules (default: every
                                            one left) into the .po files, merged three-way with
                                            the modules as they were at REV (default: the last
                                            commit that had them); compiles; deletes each module
                                            once all its entries are in

The rules ``check`` (and tests/test_i18n.py) hold the catalogues to: both languages have the
same keys, all translated, none fuzzy; a message has plural forms in both languages or in
neither, each language has its number of forms, and every form takes ``count``; the same
placeholders in every form of both languages; every key is used by the code — as a literal or
through one of the patterns in :data:`DYNAMIC` — and every pattern is still built somewhere
and still matches a key; every key the code names in a ``t("…")`` call exists; and each
``.mo`` holds exactly what its ``.po`` says.
"""

from __future__ import annotations

import argparse
import ast
import datetime
import functools
import gettext
import io
import re
import string
import subprocess
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT: Final = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: the checkout's game package
    sys.path.insert(0, str(ROOT))

from game import __version__  # noqa: E402
from game.i18n import DOMAIN, LANGUAGE_NAMES, LANGUAGES, LOCALE_DIR  # noqa: E402

CODE: Final = ROOT / "game"
OLD_MODULES: Final = "strings_*.py"
PO_WIDTH: Final = 100
EPOCH: Final = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)  # fixed header dates: no churn in diffs
# Calls whose first argument is a key (``Label.of`` is ``of``), for ``extract`` and ``check``.
KEYWORDS: Final = frozenset({"t", "has", "Label", "of", "Announced"})
KEY_SHAPE: Final = re.compile(r"[a-z][a-z0-9_-]*(\.[a-zA-Z0-9_-]+)+")

# Keys the code builds from parts, each with a file that builds it: ``*`` stands for each
# ``{…}`` of an f-string there (``f"mode.{game}.{mode}"`` is ``mode.*.*``), and matches one
# segment of a key when it is a whole segment (see :func:`matches`).  A pattern may be narrower
# than its f-string (``tc.funds.banker.*`` for ``f"tc.funds.{key}"`` where ``key`` is
# ``f"banker.{role}"``): it must be an instance of one.  ``check`` fails
# when a pattern is no longer built in its file or matches no key, so the list stays true.
# A key matched by a pattern counts as used; every other key must appear as a literal.
DYNAMIC: Final[tuple[tuple[str, str], ...]] = (
    ("ai.personality.*", "game/ai/personality.py"),
    ("ai.personality.*.help", "game/ai/personality.py"),
    ("avatar.*", "game/avatars.py"),
    ("chart.role.*", "game/ui/screens/charts.py"),
    ("chart.role.banker.*", "game/ui/screens/charts.py"),
    ("game.*", "game/ui/labels.py"),
    ("game.*.blurb", "game/ui/labels.py"),
    ("learn.ev.*", "game/match/replay.py"),
    ("learn.move.*", "game/match/replay.py"),
    ("learn.yours.*", "game/tutorial/__init__.py"),
    ("learn.move.*.cards", "game/match/replay.py"),
    ("learn.topics.*", "game/ui/screens/learn.py"),
    ("level.*", "game/ui/screens/setup.py"),
    ("mode.*.*", "game/ui/screens/setup.py"),
    ("mode.*.*.help", "game/ui/screens/setup.py"),
    ("mode.*.choose", "game/ui/table/rounds.py"),
    ("net.presence.*", "game/net/words.py"),
    ("net.react.*", "game/net/words.py"),
    ("opt.*.*", "game/ui/screens/house_rules.py"),
    ("opt.*.*.*", "game/ui/screens/house_rules.py"),
    ("opt.*.*.help", "game/ui/screens/setup_rules.py"),
    ("persist.bad.*", "game/persist/json_files.py"),
    ("profiles.col.*", "game/ui/screens/stats.py"),
    ("role.*", "game/ui/table/french/painter.py"),
    ("review.cost.*", "game/review/core.py"),
    ("review.cost.*.small", "game/review/core.py"),
    ("review.grade.*", "game/review/core.py"),
    ("review.count.*", "game/review/core.py"),
    ("review.rule.*", "game/review/core.py"),
    ("rules.*.*.h", "game/rules_doc.py"),
    ("rules.*.*.p", "game/rules_doc.py"),
    ("rules.check.category.*", "game/ui/screens/hand_checker.py"),
    ("rules.check.group.*", "game/ui/screens/hand_checker.py"),
    ("rules.check.*.pieces", "game/ui/screens/hand_checker.py"),
    ("rules.check.special.*", "game/ui/screens/hand_checker.py"),
    ("rules.tab.*", "game/ui/screens/rules.py"),
    ("section.*.*", "game/ui/screens/setup_rules.py"),
    ("section.*.*.help", "game/ui/screens/setup_rules.py"),
    ("settings.back.*", "game/ui/screens/settings.py"),
    ("setup.*", "game/ui/screens/setup_paint.py"),
    ("setup.banker.*", "game/ui/screens/setup_paint.py"),
    ("setup.preset.*", "game/ui/screens/setup.py"),
    ("stats.cat.*", "game/variants/xi_dach/variant.py"),
    ("stats.view.*", "game/ui/screens/stats.py"),
    ("tc.call.*", "game/shown/tam_cuc.py"),
    ("tc.funds.*", "game/variants/three_card/round.py"),
    ("tc.funds.banker.*", "game/variants/three_card/round.py"),
    ("tc.group.*.*", "game/variants/tam_cuc/groups.py"),
    ("tc.group.pair.*", "game/variants/tam_cuc/groups.py"),
    ("tc.group.triple.*", "game/variants/tam_cuc/groups.py"),
    ("tc.illegal.*", "game/variants/three_card/round.py"),
    ("tc.ket.*", "game/variants/tam_cuc/story.py"),
    ("tc.log.bank_moves.*", "game/shown/three_card.py"),
    ("tc.log.side.*", "game/shown/three_card.py"),
    ("tc.log.side.*.ke", "game/shown/three_card.py"),  # f"tc.log.side.{status}" + ".ke"
    ("tc.piece.*", "game/variants/tam_cuc/groups.py"),
    ("tc.result.side.*", "game/shown/three_card.py"),
    ("tc.rule.banned.*", "game/variants/tam_cuc/view.py"),
    ("tc.side.*", "game/shown/three_card.py"),
    ("tc.status.*", "game/variants/three_card/round.py"),
    ("tc.ui.challenge.*", "game/ui/table/three_card/choice.py"),
    ("tc.ui.label.*", "game/ui/table/three_card/marks.py"),
    ("tc.ui.mark.*", "game/ui/table/three_card/marks.py"),
    ("tcui.rank.*", "game/ui/table/tam_cuc/logic.py"),
    ("ui.bet.max_banker.*", "game/ui/table/french/chips.py"),
    ("ui.results.you.*", "game/ui/table/stamps.py"),
    ("ui.stamp.*", "game/ui/table/stamps.py"),
    ("ui.curtain.result.*", "game/ui/table/viewer.py"),
    ("ui.story.more.*", "game/ui/table/story_view.py"),
    ("xd.hand.*", "game/variants/xi_dach/hand.py"),
    ("xd.hint.best.*", "game/variants/xi_dach/odds.py"),
    ("xd.log.*", "game/shown/xi_dach.py"),
    ("xd.sat_out.*", "game/shown/xi_dach.py"),
    ("ui.sat_out.*", "game/shown/table.py"),
    ("ui.tag.sat_out.*", "game/shown/table.py"),
    ("xd.tag.sat_out.*", "game/shown/xi_dach.py"),
    ("xd.log.why.*", "game/shown/xi_dach.py"),
    ("xd.status.*", "game/variants/xi_dach/round.py"),
)

Forms = tuple[str, ...]  # a message's text: one form, or one per plural form of its language


# --- the files ---------------------------------------------------------------------------------------
def po_path(lang: str) -> Path:
    return Path(LOCALE_DIR, lang, "LC_MESSAGES", f"{DOMAIN}.po")


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def new_catalog(lang: str) -> Catalog:
    header = (f"# Chiếu Bài: every string a person reads, in {LANGUAGE_NAMES[lang]}.\n"
              "# The msgid is the catalogue key; see docs/translations.md.\n#")
    return Catalog(locale=lang, domain=DOMAIN, header_comment=header, fuzzy=False, creation_date=EPOCH,
                   revision_date=EPOCH)


def read(lang: str) -> Catalog:
    """One language's catalogue, to change (an empty one if its .po does not exist yet)."""
    path = po_path(lang)
    if not path.exists():
        return new_catalog(lang)
    with path.open("rb") as fh:
        return read_po(fh, locale=lang, domain=DOMAIN, abort_invalid=True)


def catalogs() -> dict[str, Catalog]:
    """Every language's catalogue as its .po now says, to read (parsed once per version of the file)."""
    return {lang: _parsed(lang, _stamp(po_path(lang))) for lang in LANGUAGES}


@functools.lru_cache(maxsize=8)
def _parsed(lang: str, stamp: tuple[int, int]) -> Catalog:
    return read(lang)


def _stamp(path: Path) -> tuple[int, int]:
    try:
        st = path.stat()
    except FileNotFoundError:
        return (0, 0)
    return (st.st_mtime_ns, st.st_size)


def write(lang: str, catalog: Catalog) -> None:
    """The .po, sorted by key, with the project's header, and its .mo."""
    path = po_path(lang)
    path.parent.mkdir(parents=True, exist_ok=True)
    catalog.project, catalog.version = "Chiếu Bài", __version__
    catalog.msgid_bugs_address = catalog.last_translator = "Chiếu Bài developers"
    catalog.language_team = f"{LANGUAGE_NAMES[lang]} — Chiếu Bài developers"
    out = io.BytesIO()
    write_po(out, catalog, width=PO_WIDTH, sort_output=True, ignore_obsolete=True, include_lineno=False)
    path.write_bytes(out.getvalue())
    compile_one(lang, catalog)


def compile_one(lang: str, catalog: Catalog | None = None) -> None:
    out = io.BytesIO()
    write_mo(out, catalog if catalog is not None else read(lang))
    mo_path(lang).write_bytes(out.getvalue())


def forms(message: Message) -> Forms:
    text = message.string
    return tuple(text) if isinstance(text, (tuple, list)) else (text or "",)


def entries(catalog: Catalog) -> Iterator[Message]:
    """Every message but the header."""
    return (m for m in catalog if m.id)


def key_of(message: Message) -> str:
    return message.id[0] if isinstance(message.id, (tuple, list)) else message.id


def messages() -> dict[str, dict[str, Forms]]:
    """key -> language -> its forms, as the .po files say."""
    out: dict[str, dict[str, Forms]] = {}
    for lang, cat in catalogs().items():
        for m in entries(cat):
            out.setdefault(key_of(m), {})[lang] = forms(m)
    return out


def plural_keys() -> set[str]:
    return {key_of(m) for cat in catalogs().values() for m in entries(cat) if m.pluralizable}


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


# --- the checks --------------------------------------------------------------------------------------
def untranslated() -> list[str]:
    """Keys missing from a language, with an empty form, or fuzzy."""
    problems = []
    cats = catalogs()
    keys = {key_of(m) for c in cats.values() for m in entries(c)}
    for lang, cat in cats.items():
        mine = {key_of(m): m for m in entries(cat)}
        problems += [f"{key} [{lang}]: missing" for key in sorted(keys - set(mine))]
        for key, m in sorted(mine.items()):
            if m.fuzzy:
                problems.append(f"{key} [{lang}]: fuzzy")
            if not all(f.strip() for f in forms(m)):
                problems.append(f"{key} [{lang}]: not translated")
    return problems


def plural_problems() -> list[str]:
    """A plural message is plural in every language, with that language's number of forms, each
    but an English singular taking the number that chooses it (:func:`chooser`); rendered for 1
    and 2 it says the number (a Vietnamese noun does not change)."""
    problems = []
    cats = catalogs()
    plural = plural_keys()
    for lang, cat in cats.items():
        for m in entries(cat):
            key = key_of(m)
            if key not in plural:
                continue
            if not m.pluralizable:
                problems.append(f"{key} [{lang}]: plural in another language, not in this one")
                continue
            if len(forms(m)) != cat.num_plurals:
                problems.append(f"{key} [{lang}]: {len(forms(m))} forms, the language has {cat.num_plurals}")
            if not all(placeholders(f) & NUMBERS for f in forms(m)[1:]) or not placeholders(forms(m)[-1]) & NUMBERS:
                problems.append(f"{key} [{lang}]: a plural form that takes no number")
    return problems


# The fields of the messages, by what they hold.  A message with a field of NUMBERS takes a number
# and has plural forms in both languages, chosen by that number (``t`` takes ``count``, or else the
# first numeric parameter): "costs about 1 chip", "▼ 2 more rows".  WORDS hold words — a name, cards,
# a label, or a number already written with its noun or sign ("1,250 chips", "+20").  Every field is
# one or the other, so a new field must be placed (``check`` names it).
NUMBERS: Final = frozenset({
    "above", "amount", "below", "bust", "carry", "chips", "count", "de", "fee", "fees", "free", "have", "high", "low",
    "max", "most", "mult", "n", "net", "par", "percent", "push", "rate", "rest", "round", "seat_no", "share", "size_a",
    "size_b", "step", "take", "tie", "times", "total", "value", "win", "wins",
})
WORDS: Final = frozenset({
    "a", "amounts", "aside", "b", "banker", "best", "cai", "cai_name", "call", "card", "cards", "challenger_name",
    "change", "choice", "cost", "counts", "decisions", "drawer_name", "field", "file", "folder", "game", "given",
    "grade", "grades", "group", "hand", "hands", "in_all", "ket", "ket_group", "kind", "lesson", "maker", "mine",
    "mode", "modes", "move", "name", "names", "partner", "path", "pid", "piece", "pieces", "players", "port", "rank",
    "reason", "result", "returned", "score", "seat_name", "shown", "target", "target_name", "theirs", "totals",
    "time", "victim", "when", "winner_name", "wish", "address",
})


def chooser(fields: set[str]) -> str | None:
    """The field whose number chooses a plural form: ``count``, else the message's one number
    (``None``: several numbers and no ``count`` — its forms must then read alike)."""
    numbers = fields & NUMBERS
    if "count" in numbers:
        return "count"
    return next(iter(numbers)) if len(numbers) == 1 else None


def number_problems() -> list[str]:
    """Every field is a number or words; a message that takes a number has plural forms; one whose
    English forms differ knows which of its numbers chooses them."""
    problems = []
    plural = plural_keys()
    for key, langs in sorted(messages().items()):
        fields = set().union(*(placeholders(f) for forms_ in langs.values() for f in forms_))
        if unknown := sorted(fields - NUMBERS - WORDS):
            problems.append(f"{key}: field {', '.join(unknown)} is in neither NUMBERS nor WORDS (tools/i18n.py)")
        numbers = fields & NUMBERS
        if numbers and key not in plural:
            problems.append(f"{key}: takes a number ({', '.join(sorted(numbers))}) but has no plural forms")
        en = langs.get("en", ())
        if key in plural and len(set(en)) > 1 and chooser(fields) is None:
            problems.append(f"{key}: its English forms differ but several numbers could choose them: name one count")
    return problems


def placeholder_problems() -> list[str]:
    """Every form of both languages takes the same fields (a singular may leave out the number that
    chooses it: "Give this one"), and a field is a name (a lone brace would show)."""
    problems = []
    for key, langs in sorted(messages().items()):
        seen = {(lang, i): placeholders(f) for lang, fs in langs.items() for i, f in enumerate(fs)}
        every = set().union(*seen.values())
        for (lang, i), fields in seen.items():
            if any(not name.isidentifier() for name in fields):
                problems.append(f"{key} [{lang}, form {i}]: a field that is not a name: {sorted(fields)}")
            lacking = every - fields - ({chooser(every)} if i == 0 and len(langs[lang]) > 1 else set())
            if lacking:
                problems.append(f"{key} [{lang}, form {i}]: lacks {sorted(lacking)}")
    return problems


def stale_mo() -> list[str]:
    """Each .mo must hold exactly its .po (``compile`` after every edit)."""
    problems = []
    for lang, cat in catalogs().items():
        path = mo_path(lang)
        if not path.exists():
            problems.append(f"{path.relative_to(ROOT)} is missing: run python tools/i18n.py compile")
            continue
        with path.open("rb") as fh:
            compiled = gettext.GNUTranslations(fh)
        for m in entries(cat):
            key = key_of(m)
            if m.pluralizable:
                got: Forms = tuple(compiled.ngettext(key, key, n) for n in _one_per_form(cat))
            else:
                got = (compiled.gettext(key),)
            if got != forms(m):
                problems.append(f"{key} [{lang}]: the .mo says {got!r}, the .po {forms(m)!r}")
        n_mo = len(compiled._catalog) - 1  # the only way to count what a .mo holds
        n_po = sum(len(forms(m)) if m.pluralizable else 1 for m in entries(cat))
        if n_mo != n_po:
            problems.append(f"{lang}: the .mo has {n_mo} texts, the .po {n_po}")
        if compiled.info().get("plural-forms") != cat.plural_forms:
            problems.append(f"{lang}: the .mo's Plural-Forms differ from the .po's")
    return problems


def _one_per_form(cat: Catalog) -> list[int]:
    """A count that selects each plural form of the catalogue's language in turn."""
    expr = gettext.c2py(cat.plural_expr)
    out: dict[int, int] = {}
    for n in range(200):
        out.setdefault(expr(n), n)
    return [out[i] for i in range(cat.num_plurals)]


@functools.cache
def code_strings() -> tuple[set[str], dict[str, list[str]]]:
    """Every string literal of the game's code (the catalogue's own package aside) and, per file,
    the f-strings as patterns (``f"mode.{g}.{m}"`` -> ``mode.*.*``)."""
    literals: set[str] = set()
    patterns: dict[str, list[str]] = {}
    for path in sorted(CODE.rglob("*.py")):
        if path.parent.name == "i18n" and path.parent.parent == CODE:
            continue
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr):
                patterns.setdefault(rel, []).append("".join(
                    v.value if isinstance(v, ast.Constant) else "*" for v in node.values))
    return literals, patterns


def unused_keys() -> list[str]:
    """Keys no code uses: neither a literal nor matched by a pattern of :data:`DYNAMIC`."""
    literals, _ = code_strings()
    return sorted(key for key in messages()
                  if key not in literals and not any(matches(p, key) for p, _ in DYNAMIC))


@functools.cache
def _pattern(pattern: str) -> re.Pattern[str]:
    parts = re.split(r"(\*)", pattern)
    out = []
    for i, part in enumerate(parts):
        if part != "*":
            out.append(re.escape(part))
        else:  # a whole segment is one segment's value; a * inside a segment (pick_range*) may hold dots
            whole = (i == 0 or parts[i - 1].endswith(".") or parts[i - 1] == "") and \
                    (i == len(parts) - 1 or parts[i + 1].startswith(".") or parts[i + 1] == "")
            out.append("[^.]+" if whole else ".*")
    return re.compile("".join(out))


def matches(pattern: str, key: str) -> bool:
    """Whether a :data:`DYNAMIC` pattern builds ``key``: a ``*`` that is a whole segment of the key
    stands for one segment (``mode.*.*`` is not ``mode.ba-cay.chuong.help``)."""
    return _pattern(pattern).fullmatch(key) is not None


def dynamic_problems() -> list[str]:
    """A pattern of :data:`DYNAMIC` no longer built in its file, or matching no key."""
    _, built = code_strings()
    keys = list(messages())
    problems = []
    for pattern, file in DYNAMIC:
        if not any(re.fullmatch(re.escape(f).replace(r"\*", ".*"), pattern) for f in built.get(file, [])):
            problems.append(f"{pattern}: {file} builds no such f-string")
        if not any(matches(pattern, key) for key in keys):
            problems.append(f"{pattern}: matches no key")
    return problems


def unknown_keys() -> list[str]:
    """Keys the code names in ``t("…")``/``has("…")`` calls that no catalogue has."""
    keys = set(messages())
    return sorted({key for key, _ in named_keys() if key not in keys})


def named_keys() -> Iterator[tuple[str, str]]:
    """(key, file) for each key written as the first argument of a call of :data:`KEYWORDS`
    (both branches of a ``"a" if x else "b"`` too).  The ast, not Babel's extractor, which joins
    such branches into one string and skips every f-string with a warning."""
    for path in sorted(CODE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args and _callee(node.func) in KEYWORDS):
                continue
            first = node.args[0]
            for arg in (first.body, first.orelse) if isinstance(first, ast.IfExp) else (first,):
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and _looks_like_key(arg.value):
                    yield arg.value, rel


def _callee(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _looks_like_key(text: str) -> bool:
    """Dotted lower-case words ("tcui.btn.swap"), not a sentence or a file name."""
    return bool(KEY_SHAPE.fullmatch(text))


def problems() -> list[str]:
    return [*untranslated(), *plural_problems(), *number_problems(), *placeholder_problems(), *stale_mo(),
            *(f"{key}: unused (no literal, no pattern of DYNAMIC in tools/i18n.py)" for key in unused_keys()),
            *dynamic_problems(), *(f"{key}: named in the code, in no catalogue" for key in unknown_keys())]


# --- changing the catalogues -------------------------------------------------------------------------
def add(key: str, vi: str, en: str, en_one: str | None = None, *, replace: bool = False) -> bool:
    """Add (or with ``replace``, change) one message in both languages; False if it exists already."""
    cats = {lang: read(lang) for lang in LANGUAGES}
    if not replace and any(key in cat for cat in cats.values()):
        return False
    for lang, cat in cats.items():
        if key in cat:
            del cat[key]
        if en_one is None:
            cat.add(key, vi if lang == "vi" else en)
        else:
            cat.add((key, key), (vi,) if lang == "vi" else (en_one, en))
        write(lang, cat)
    return True


def remove(keys: Iterable[str]) -> list[str]:
    """Remove messages from every language; returns the keys no catalogue had."""
    keys = list(keys)
    cats = {lang: read(lang) for lang in LANGUAGES}
    unknown = [key for key in keys if not any(key in cat for cat in cats.values())]
    for lang, cat in cats.items():
        for key in keys:
            if key in cat:
                del cat[key]
        write(lang, cat)
    return unknown


def absorb(files: Sequence[Path], base: str | None = None, *, delete: bool = True) -> list[str]:
    """Move the ``STRINGS`` of old-style modules (from a branch started before the catalogues were
    gettext) into the .po files, a three-way merge against the modules as they stood at ``base``
    (default :func:`last_old_style`): an entry as it was there is no news — the .po may have moved
    on since (reworded, made plural, removed); an entry the module adds or changes goes in, unless
    the .po changed that message too.  Returns those conflicts, left for a person to decide (the
    module is then kept; otherwise it is deleted)."""
    base = base if base is not None else last_old_style()
    cats = {lang: read(lang) for lang in LANGUAGES}
    conflicts: list[str] = []
    for file in files:
        strings = _strings(file.read_text(encoding="utf-8"), file.name)
        old = _base_strings(file.name, base)
        clean = True
        for key, pair in strings.items():
            if old.get(key) == tuple(pair):
                continue
            for i, (lang, text) in enumerate(zip(LANGUAGES, pair)):
                cat, was = cats[lang], old[key][i] if key in old else None
                if key not in cat or forms(cat[key]) == (was,):
                    if key in cat:
                        del cat[key]
                    cat.add(key, text)
                elif forms(cat[key]) != (text,):
                    conflicts.append(f"{file.name}: {key} [{lang}]: the module says {text!r}, "
                                     f"the .po {forms(cat[key])!r}" + (f" (both changed {was!r})" if was else ""))
                    clean = False
        if clean and delete:
            file.unlink()
    for lang, cat in cats.items():
        write(lang, cat)
    return conflicts


def last_old_style() -> str | None:
    """The last commit with the old ``strings_*.py`` modules (the parent of the one that moved
    them into the .po files), or ``None`` outside a git checkout."""
    done = subprocess.run(["git", "log", "--diff-filter=D", "--format=%H", "-1", "--",
                           "game/i18n/strings_common.py"], cwd=ROOT, capture_output=True, text=True)
    moved = done.stdout.strip()
    return f"{moved}^" if done.returncode == 0 and moved else None


def _base_strings(name: str, base: str | None) -> dict[str, tuple[str, str]]:
    """The module's ``STRINGS`` at ``base`` (empty: no base, or the module is new)."""
    if base is None:
        return {}
    done = subprocess.run(["git", "show", f"{base}:game/i18n/{name}"], cwd=ROOT, capture_output=True, text=True)
    return _strings(done.stdout, name) if done.returncode == 0 else {}


def _strings(source: str, name: str) -> dict[str, tuple[str, str]]:
    space: dict[str, object] = {}
    exec(compile(source, name, "exec"), space)  # an old catalogue module: data, no imports of ours
    strings = space.get("STRINGS")
    if not isinstance(strings, dict):
        raise ValueError(f"{name} has no STRINGS dict")
    return {str(k): (str(v[0]), str(v[1])) for k, v in strings.items()}


def extract() -> list[str]:
    """Keys the code names that no catalogue has, added untranslated; returns them."""
    missing = sorted(set(unknown_keys()))
    cats = {lang: read(lang) for lang in LANGUAGES}
    for lang, cat in cats.items():
        for key in missing:
            cat.add(key, "")
        write(lang, cat)
    return missing


# --- the command -------------------------------------------------------------------------------------
def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("compile", help="compile every .po to its .mo")
    sub.add_parser("check", help="check the catalogues; exit 1 listing the problems")
    p_add = sub.add_parser("add", help="add a message in both languages")
    p_add.add_argument("key")
    p_add.add_argument("vi")
    p_add.add_argument("en")
    p_add.add_argument("--one", metavar="EN_ONE", help="the English singular: the message has plural forms")
    p_add.add_argument("--replace", action="store_true", help="change the message if it exists")
    p_remove = sub.add_parser("remove", help="remove messages from every language")
    p_remove.add_argument("keys", nargs="+")
    sub.add_parser("extract", help="add the keys the code names that no catalogue has (untranslated)")
    p_absorb = sub.add_parser("absorb", help="move old-style strings_*.py modules into the .po files")
    p_absorb.add_argument("files", nargs="*", type=Path)
    p_absorb.add_argument("--keep", action="store_true", help="do not delete the absorbed modules")
    p_absorb.add_argument("--base", metavar="REV", help="the commit whose modules the branch started from "
                          "(default: the last commit that had them)")
    ns = parser.parse_args(None if argv is None else list(argv))

    if ns.command == "compile":
        for lang in LANGUAGES:
            compile_one(lang)
            print(f"{mo_path(lang).relative_to(ROOT)}: {sum(1 for _ in entries(read(lang)))} messages")
        return 0
    if ns.command == "check":
        found = problems()
        for line in found:
            print(line)
        langs = ", ".join(LANGUAGES)
        print(f"{len(found)} problem(s)" if found else f"{len(messages())} messages in {langs}: all good")
        return 1 if found else 0
    if ns.command == "add":
        if not add(ns.key, ns.vi, ns.en, ns.one, replace=ns.replace):
            print(f"{ns.key} exists already (--replace to change it)", file=sys.stderr)
            return 1
        return 0
    if ns.command == "remove":
        unknown = remove(ns.keys)
        if unknown:
            print(f"no such key: {', '.join(unknown)}", file=sys.stderr)
        return 1 if unknown else 0
    if ns.command == "extract":
        added = extract()
        print("\n".join(added) if added else "every key the code names is in the catalogues")
        return 0
    files = ns.files or sorted((CODE / "i18n").glob(OLD_MODULES))
    if not files:
        print("no strings_*.py module left to absorb")
        return 0
    if missing := [f for f in files if not f.is_file()]:
        print(f"no such file: {', '.join(map(str, missing))}", file=sys.stderr)
        return 2
    conflicts = absorb(files, ns.base, delete=not ns.keep)
    for line in conflicts:
        print(line)
    print(f"absorbed {len(files)} module(s)" + (f"; {len(conflicts)} conflict(s) left to decide" if conflicts else ""))
    return 1 if conflicts else 0


if __name__ == "__main__":
    sys.exit(main())
