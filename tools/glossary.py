#!/usr/bin/env python3
"""The glossary (docs/glossary.md): one word for one thing, as data, and its checks.

    python tools/glossary.py            rewrite the Keys column of docs/glossary.md
    python tools/glossary.py check      exit 1 listing what breaks the glossary

The document holds, per section, a scope (key patterns, ``lesson:<game>``) and a table: the
Vietnamese term (`` / `` between forms), its English (in ``*term: gloss*`` when the English text
keeps the Vietnamese word), the words it is never called (``/regex/`` for a pattern) and the keys
that use it.  A term is matched as whole words, case-insensitively, longest first: "nhà cái" is
not also a "cái".  tests/test_i18n_glossary.py runs the same checks.
"""

from __future__ import annotations

import fnmatch
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: the checkout's game package
    sys.path.insert(0, str(ROOT))

import tools.i18n as catalogue  # noqa: E402
from game.catalog import games  # noqa: E402
from game.i18n import LANGUAGES, t  # noqa: E402
from game.rules_doc import Heading, Text  # noqa: E402
from game.tutorial import available, tutorial  # noqa: E402

DOC: Final = ROOT / "docs" / "glossary.md"
LESSON: Final = "lesson:"


@dataclass(frozen=True)
class Term:
    """One row: the Vietnamese forms, the English, the gloss (when English keeps the word), the
    words never used for it, and the keys the document lists."""

    forms: tuple[str, ...]
    english: str
    kept: str | None  # the Vietnamese word the English text keeps ("non"), or None: it translates
    glosses: tuple[str, ...]  # any of these accompanies that word's first use
    never: tuple[str, ...]
    keys: tuple[str, ...]


@dataclass(frozen=True)
class Section:
    title: str
    scope: tuple[str, ...]
    terms: tuple[Term, ...]

    def covers(self, key: str) -> bool:
        return any(fnmatch.fnmatchcase(key, pattern) for pattern in self.scope)

    @property
    def game(self) -> str | None:
        """The game a section is about (its lesson's), or None for every game."""
        lessons = [p.removeprefix(LESSON) for p in self.scope if p.startswith(LESSON) and p != f"{LESSON}*"]
        return lessons[0] if lessons else None


# --- reading the document ----------------------------------------------------------------------------
def read(text: str | None = None) -> list[Section]:
    """The sections of docs/glossary.md (or of ``text``)."""
    text = DOC.read_text(encoding="utf-8") if text is None else text
    sections: list[Section] = []
    title, scope, terms = "", (), []  # type: ignore[var-annotated]
    for line in text.splitlines():
        if line.startswith("## "):
            if title:
                sections.append(Section(title, scope, tuple(terms)))
            title, scope, terms = line[3:].strip(), (), []
        elif line.startswith("Scope:") and title:
            scope = tuple(re.findall(r"`([^`]+)`", line))
        elif line.startswith("|") and title and not line.startswith(("| Tiếng Việt", "|---")):
            terms.append(_row(line))
    if title:
        sections.append(Section(title, scope, tuple(terms)))
    return sections


def _row(line: str) -> Term:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    cells += [""] * (4 - len(cells))
    forms = tuple(f.strip() for f in cells[0].split(" / "))
    english, kept, glosses = cells[1], None, ()
    if english.startswith("*") and english.endswith("*") and ":" in english:
        word, gloss = english.strip("*").split(":", 1)
        kept, glosses = word.strip(), tuple(g.strip() for g in gloss.split(" / "))
    never = tuple(n.strip() for n in cells[2].split(" · ") if n.strip())
    keys = tuple(k.strip().strip("`") for k in cells[3].split(",") if k.strip())
    return Term(forms, english, kept, glosses, never, keys)


# --- matching ----------------------------------------------------------------------------------------
@cache
def _word(form: str) -> re.Pattern[str]:
    """A term as whole words, its first letter either case ("Xì dách" the hand, not "Xì Dách" the game)."""
    head, rest = form[:1], form[1:]
    return re.compile(rf"(?<!\w)[{re.escape(head.lower())}{re.escape(head.upper())}]{re.escape(rest)}(?!\w)")


def _never(pattern: str) -> re.Pattern[str]:
    if len(pattern) > 2 and pattern.startswith("/") and pattern.endswith("/"):
        return re.compile(pattern[1:-1])
    return re.compile(rf"(?<!\w){re.escape(pattern)}(?!\w)", re.IGNORECASE)


def uses(text: str, forms: Iterable[str], every: Sequence[str]) -> bool:
    """Whether ``text`` uses one of ``forms`` as a term of its own: the longer terms of ``every``
    are taken out first ("nhà cái" before "cái")."""
    wanted = set(forms)
    spans: list[tuple[int, int]] = []
    for form in sorted(every, key=len, reverse=True):
        for m in _word(form).finditer(text):
            if any(a < m.end() and m.start() < b for a, b in spans):
                continue
            if form in wanted:
                return True
            spans.append(m.span())
    return False


def texts(lang: str) -> dict[str, str]:
    """Every message (its forms joined) and every lesson (its steps joined), in ``lang``."""
    out = {key: " | ".join(langs[lang]) for key, langs in catalogue.messages().items()}
    for game in available():
        out[f"{LESSON}{game}"] = " | ".join(lesson_steps(game, lang))
    return out


def lesson_steps(game: str, lang: str) -> list[str]:
    """A lesson's words, a step at a time (what it says, then what it says to a wrong move)."""
    steps = []
    for step in tutorial(game).steps:
        parts = [getattr(p, lang) for p in (step.say, step.wrong) if p is not None]
        if parts:
            steps.append(" ".join(parts))
    return steps


def rules_sections(game: str, lang: str) -> list[str]:
    """A game's rules help, a section at a time (its heading, paragraph and captions)."""
    record = next(g for g in games() if g.key == game)
    sections: list[str] = []
    for block in record.rules:
        if isinstance(block, Heading):
            sections.append(t(block.key, lang))
        elif isinstance(block, Text):
            sections[-1] += " " + t(block.key, lang)
        elif getattr(block, "caption", ""):
            sections[-1] += " " + t(block.caption, lang)
    return sections


def _all_forms(sections: Sequence[Section]) -> list[str]:
    return [form for s in sections for term in s.terms for form in term.forms]


def keys_of(section: Section, term: Term, sections: Sequence[Section], vi: dict[str, str]) -> list[str]:
    every = _all_forms(sections)
    return sorted(key for key, text in vi.items() if section.covers(key) and uses(text, term.forms, every))


# --- the checks --------------------------------------------------------------------------------------
def never_problems(sections: Sequence[Section]) -> list[str]:
    """A message or lesson in a section's scope that uses a word of a Never column."""
    found = []
    by_lang = {lang: texts(lang) for lang in LANGUAGES}
    for section in sections:
        for term in section.terms:
            for word in term.never:
                pattern = _never(word)
                for lang, all_texts in by_lang.items():
                    for key, text in all_texts.items():
                        if section.covers(key) and pattern.search(text):
                            found.append(f"{key} [{lang}]: says {word!r} for {term.forms[0]!r} ({section.title})")
    return found


def keys_problems(sections: Sequence[Section]) -> list[str]:
    """The Keys column is what the messages use now (``python tools/glossary.py`` rewrites it)."""
    vi = texts("vi")
    found = []
    for section in sections:
        for term in section.terms:
            want = keys_of(section, term, sections, vi)
            if list(term.keys) != want:
                found.append(f"{section.title} / {term.forms[0]}: the Keys column is stale "
                             "(python tools/glossary.py rewrites it)")
    return found


def first_use_problems(sections: Sequence[Section]) -> list[str]:
    """The first use of a Vietnamese word kept in English, in a lesson or a rules help, comes with
    its gloss (in the same step of the lesson, the same section of the help)."""
    found = []
    every = _all_forms(sections)
    for section in sections:
        game = section.game
        if game is None:
            continue
        readings = {f"{LESSON}{game}": lesson_steps(game, "en"), f"rules help of {game}": rules_sections(game, "en")}
        for where, parts in readings.items():
            for term in section.terms:
                if term.kept is None:
                    continue
                first = next((p for p in parts if uses(p, [term.kept], every)), None)
                if first is not None and not any(g.casefold() in first.casefold() for g in term.glosses):
                    found.append(f"{where}: {term.kept!r} first used without its gloss "
                                 f"({' / '.join(term.glosses)}): {first[:120]!r}")
    return found


def help_problems(sections: Sequence[Section]) -> list[str]:
    """Each game's rules help ends with its glossary (``rules.<game>.words.p``): every term of the
    game's table in Vietnamese, and in English its word (a kept one with one of its glosses)."""
    found = []
    for section in sections:
        game = section.game
        if game is None:
            continue
        key = f"rules.{game}.words.p"
        vi, en = t(key, "vi"), t(key, "en")
        if vi == key:
            found.append(f"{key}: missing (the rules help's glossary of {game})")
            continue
        for term in section.terms:
            if not any(_word(f).search(vi) for f in term.forms):
                found.append(f"{key} [vi]: lacks {term.forms[0]!r}")
            if term.kept:
                ok = bool(_word(term.kept).search(en)) and any(_word(g).search(en) for g in term.glosses)
                said = f"{term.kept} ({' / '.join(term.glosses)})"
            else:
                said = term.english.split(" / ")[0]
                ok = bool(_word(said).search(en))
            if not ok:
                found.append(f"{key} [en]: lacks {said!r}")
    return found


def problems() -> list[str]:
    sections = read()
    return [*never_problems(sections), *keys_problems(sections), *first_use_problems(sections),
            *help_problems(sections)]


# --- writing the Keys column -------------------------------------------------------------------------
def rewrite() -> None:
    """docs/glossary.md with each row's Keys as the messages use the term now."""
    sections = read()
    vi = texts("vi")
    by_row = {}
    for section in sections:
        for term in section.terms:
            by_row[(section.title, term.forms)] = ", ".join(f"`{k}`" for k in keys_of(section, term, sections, vi))
    out, title = [], ""
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            title = line[3:].strip()
        elif line.startswith("|") and title and not line.startswith(("| Tiếng Việt", "|---")):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            cells += [""] * (4 - len(cells))
            cells[3] = by_row[(title, _row(line).forms)]
            line = "| " + " | ".join(cells) + " |"
        out.append(line)
    DOC.write_text("\n".join(out) + "\n", encoding="utf-8")


def main(argv: Iterator[str] | Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["check"]:
        found = problems()
        print("\n".join(found) if found else "the glossary holds")
        return 1 if found else 0
    if args:
        print(__doc__)
        return 2
    rewrite()
    return 0


if __name__ == "__main__":
    sys.exit(main())
