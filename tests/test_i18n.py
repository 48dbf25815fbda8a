"""The one catalogue: every string in both languages, drawable with the bundled font (a missing
glyph renders as nothing, silently), the same placeholders in both, nothing empty; and every
key the games and the screens ask for exists."""

from __future__ import annotations

import re
import string
import unicodedata
from pathlib import Path

import pytest

from game.catalog import VARIANTS, games
from game.catalog import game as record
from game.i18n import CATALOG, LANGUAGES, has, t
from game.persist import CARD_BACKS
from game.rules_doc import Hands, Heading, Text
from game.ui.screens.stats import COLUMNS
from game.variants.xi_dach.hand import Category
from tests.test_assets import FONTS, read_cmap

ROOT = Path(__file__).resolve().parents[1]
SCREEN_MODULES = sorted((ROOT / "game" / "ui" / "screens").glob("*.py"))
LITERAL_KEY = re.compile(r"""\bt\(\s*["']([a-z0-9_\-]+(?:\.[a-z0-9_\-]+)+)["']""")  # whole keys, not prefixes


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


@pytest.fixture(scope="module")
def glyphs() -> set[int]:
    """Code points both faces of the bundled font draw."""
    return set.intersection(*(read_cmap(path) for path in FONTS))


def test_every_string_is_drawn_by_the_bundled_font(glyphs: set[int]) -> None:
    missing = {}
    for key, pair in CATALOG.items():
        for lang, text in zip(LANGUAGES, pair):
            lacking = sorted({f"U+{ord(c):04X} {c}" for c in text if c != "\n" and ord(c) not in glyphs})
            if lacking:
                missing[f"{key} [{lang}]"] = lacking
    assert not missing, missing


def test_every_string_is_composed_text(glyphs: set[int]) -> None:
    """NFC: the font has every precomposed Vietnamese letter but not all combining marks."""
    assert [key for key, pair in CATALOG.items() if any(unicodedata.normalize("NFC", s) != s for s in pair)] == []


def test_no_string_is_empty_and_both_languages_take_the_same_placeholders() -> None:
    for key, (vi, en) in CATALOG.items():
        assert vi.strip() and en.strip(), key
        assert placeholders(vi) == placeholders(en), key
        assert all(p.isidentifier() for p in placeholders(vi)), key  # "{" typed by mistake would show


@pytest.mark.parametrize("variant", list(VARIANTS.values()), ids=list(VARIANTS))
def test_every_rule_option_and_mode_has_its_label_and_help(variant: object) -> None:
    from game.engine.variant import Variant

    assert isinstance(variant, Variant)
    v = variant.key
    wanted = [f"game.{v}", f"game.{v}.blurb"]
    for opt in variant.options:
        wanted += [f"opt.{v}.{opt.key}", f"opt.{v}.{opt.key}.help"]
        wanted += [f"opt.{v}.{opt.key}.{choice}" for choice in opt.choices if isinstance(choice, str)]
    # A game with one unnamed mode ("") shows no mode choice, so it needs no mode label.
    for mode in (m for m in variant.modes if m):
        wanted += [f"mode.{v}.{mode}", f"mode.{v}.{mode}.help"]
    assert [key for key in wanted if not has(key)] == []


def test_every_key_the_screens_name_exists() -> None:
    literal = {key for path in SCREEN_MODULES for key in LITERAL_KEY.findall(path.read_text(encoding="utf-8"))}
    assert literal, "the pattern no longer finds the screens' keys"
    built = {f"settings.back.{name}" for name in CARD_BACKS} | {f"profiles.col.{c}" for c in COLUMNS}
    built |= {f"setup.preset.{name}" for name in ("goc", "nha", "custom")}
    built |= {f"level.{lv}" for g in games() for lv in ("human", *g.levels)}
    built |= {f"rules.check.category.{c.value}" for c in Category}
    built |= {f"rules.check.group.{g}" for g in ("single", "pair", "triple", "tu-tu", "ngu-tu")}
    built |= {f"rules.tab.{tab}" for tab in ("rules", "check")}
    for blocks in (g.rules for g in games()):
        for block in blocks:
            if isinstance(block, Heading | Text):
                built.add(block.key)
            elif isinstance(block, Hands) and block.caption:
                built.add(block.caption)
    assert sorted(key for key in literal | built if not has(key)) == []


def test_the_rules_help_covers_every_game_in_both_languages() -> None:
    for game in VARIANTS:
        headings = [t(b.key, lang) for b in record(game).rules if isinstance(b, Heading) for lang in LANGUAGES]
        assert len(set(headings)) == len(headings), game  # each heading distinct, and not the same in both


def test_the_setup_sections_name_real_rules_and_are_named_and_explained() -> None:
    for g in games():
        keys = [k for _, rules in g.sections for k in rules]
        assert len(keys) == len(set(keys)) and set(keys) <= {o.key for o in g.variant.options}, g.key
        for name, _ in g.sections:
            assert has(f"section.{g.key}.{name}") and has(f"section.{g.key}.{name}.help"), (g.key, name)
    assert has("section.other") and has("section.other.help")


def test_numbers_are_written_as_each_language_writes_them() -> None:
    from game.i18n import number, set_language, signed

    assert (number(1055, "vi"), number(1055, "en"), number(-1250, "vi")) == ("1.055", "1,055", "-1.250")
    try:
        set_language("en")
        assert (signed(1055), signed(-1250), signed(0)) == ("+1,055", "-1,250", "0")
        set_language("vi")
        assert (signed(1055), signed(-1250)) == ("+1.055", "-1.250")
        assert signed(-1250, "en") == "-1,250"
    finally:
        set_language("vi")
