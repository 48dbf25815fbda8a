"""One translation catalogue for every string a person reads (Vietnamese default, English).

The messages are standard gettext catalogues: ``locale/<lang>/LC_MESSAGES/chieubai.po`` (the
source, edited by people and ``tools/i18n.py``) compiled to the ``.mo`` beside it, which is
what ships and what this module reads with the standard library's :mod:`gettext`.  The msgid
of a message is its key (``"tcui.btn.swap"``); its text is filled with ``str.format``
parameters.  A message with plural forms is chosen by its ``count`` parameter through
``ngettext`` ("Give this one" / "Give these 2"; Vietnamese has one form).  A language's
catalogue is read the first time a string of it is asked for.  See docs/translations.md.

Pure Python: the engine uses it for hand names, the CLI for messages, the UI for everything
on screen.
"""

from __future__ import annotations

import gettext
import re
from os import path
from typing import Any, Final

LANGUAGES: Final = ("vi", "en")
LANGUAGE_NAMES: Final = {"vi": "Tiếng Việt", "en": "English"}
DOMAIN: Final = "chieubai"
LOCALE_DIR: Final = path.join(path.dirname(path.abspath(__file__)), "locale")

_current = "vi"
_catalogues: dict[str, gettext.GNUTranslations] = {}


def _catalogue(lang: str) -> gettext.GNUTranslations:
    catalogue = _catalogues.get(lang)
    if catalogue is None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        mo = path.join(LOCALE_DIR, lang, "LC_MESSAGES", f"{DOMAIN}.mo")
        try:
            with open(mo, "rb") as fh:
                catalogue = _catalogues[lang] = gettext.GNUTranslations(fh)
        except OSError as exc:
            raise FileNotFoundError(f"the {LANGUAGE_NAMES[lang]} messages are missing ({mo}): reinstall the game") \
                from exc
    return catalogue


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _current = lang


def language() -> str:
    return _current


def t(key: str, lang: str | None = None, **params: Any) -> str:
    """The string ``key`` in ``lang`` (default: the current language), formatted; whole-number
    parameters are written that language's way (1.250 chip / 1,250 chips), and so are decimal
    ones (1,4 / 1.4).  The form of a message with plural forms is chosen by its number: the
    ``count`` parameter, or else the first numeric one (a decimal number takes the form of 2:
    "1.5 points"); see docs/translations.md."""
    lang = lang or _current
    catalogue = _catalogue(lang)
    count = plural_number(params)
    text = catalogue.ngettext(key, key, count) if count is not None else key
    if text is key:  # not a message with plural forms (or no count): its one text
        text = catalogue.gettext(key)
        if text is key:
            return key  # visible in screenshots and caught by the catalogue test
    if not params:
        return text
    said = {k: number(v, lang) if type(v) in (int, float) else v for k, v in params.items()}
    if lang == "en" and (you := catalogue.gettext("ui.you")) in said.values():
        return _you_in_a_sentence(text, said, you)
    return text.format(**said)


_MARK: Final = "\x00"
_AFTER_A_WORD: Final = re.compile(r"(?<=[a-z0-9,;] )\x00")


def _you_in_a_sentence(text: str, params: dict[str, Any], you: str) -> str:
    """English ``text`` naming the table's player ("You", :func:`game.shown.story.table_names`):
    "you" inside a sentence ("Lan challenged you for 40"), "You" where a sentence, a line or a
    clause starts ("You bet 10.", "— You lost 100.", "Players: You, Lan")."""
    said = text.format(**{k: _MARK if v == you else v for k, v in params.items()})
    return _AFTER_A_WORD.sub(you.lower(), said).replace(_MARK, you)


def plural_number(params: dict[str, Any]) -> int | None:
    """The number that chooses a message's plural form: ``count``, else the first numeric
    parameter; a decimal one counts as 2 (English writes "1.0 points", "0.5 points")."""
    count = params.get("count")
    if type(count) is not int:
        count = next((v for v in params.values() if type(v) in (int, float)), None)
    if type(count) is float:
        return 2
    return count


def has(key: str) -> bool:
    return _catalogue(_current).gettext(key) is not key


def number(value: float, lang: str | None = None) -> str:
    """A number as ``lang`` (default: the current language) writes it: 1.250 / 1,250, and a
    decimal one 1.250,5 / 1,250.5 (Vietnamese groups with a dot and writes a decimal comma)."""
    grouped = f"{value:,}"
    return grouped.translate(_VI_NUMBER) if (lang or _current) == "vi" else grouped


_VI_NUMBER: Final = str.maketrans(",.", ".,")


def signed(value: int, lang: str | None = None) -> str:
    """A gain or loss: +95 / -1.250 / 0, grouped as :func:`number` (an ASCII minus: the bundled
    font has no U+2212)."""
    return f"+{number(value, lang)}" if value > 0 else number(value, lang)
