"""One translation catalogue for every string a person reads (Vietnamese default, English).

Strings live in the ``strings_*`` modules as ``key: (vietnamese, english)`` and are filled
with ``str.format`` parameters.  Pure Python: the engine uses it for hand names, the CLI
for messages, the UI for everything on screen.  A test renders every string of both
languages with the bundled font to prove no glyph is missing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from game.i18n import (
    strings_ai,
    strings_ba_cay,
    strings_bai_cao,
    strings_common,
    strings_learn,
    strings_persist,
    strings_review,
    strings_rules,
    strings_screens,
    strings_tam_cuc,
    strings_ui,
    strings_ui_tam_cuc,
    strings_xi_dach,
)

LANGUAGES: Final = ("vi", "en")
LANGUAGE_NAMES: Final = {"vi": "Tiếng Việt", "en": "English"}


def _merge(*modules: Any) -> dict[str, tuple[str, str]]:
    out: dict[str, tuple[str, str]] = {}
    for m in modules:
        for key, pair in m.STRINGS.items():
            if key in out:
                raise RuntimeError(f"catalogue key {key!r} is defined twice")
            out[key] = pair
    return out


CATALOG: Final[Mapping[str, tuple[str, str]]] = _merge(
    strings_common, strings_ui, strings_ba_cay, strings_bai_cao, strings_xi_dach, strings_tam_cuc,
    strings_persist, strings_ui_tam_cuc, strings_screens, strings_rules, strings_learn, strings_ai, strings_review,
)
_current = "vi"


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _current = lang


def language() -> str:
    return _current


def t(key: str, lang: str | None = None, **params: Any) -> str:
    """The string ``key`` in ``lang`` (default: the current language), formatted; whole-number
    parameters are written that language's way (1.250 chip / 1,250 chips)."""
    pair = CATALOG.get(key)
    if pair is None:
        return key  # visible in screenshots and caught by the catalogue test
    lang = lang or _current
    text = pair[0] if lang == "vi" else pair[1]
    if not params:
        return text
    return text.format(**{k: number(v, lang) if type(v) is int else v for k, v in params.items()})


def has(key: str) -> bool:
    return key in CATALOG


def number(value: int, lang: str | None = None) -> str:
    """A whole number as ``lang`` (default: the current language) writes it: 1.250 / 1,250."""
    grouped = f"{value:,}"
    return grouped.replace(",", ".") if (lang or _current) == "vi" else grouped


def signed(value: int, lang: str | None = None) -> str:
    """A gain or loss: +95 / -1.250 / 0, grouped as :func:`number` (an ASCII minus: the bundled
    font has no U+2212)."""
    return f"+{number(value, lang)}" if value > 0 else number(value, lang)
