"""The one catalogue: gettext messages in both languages, every one translated, used, drawable
with the bundled font (a missing glyph renders as nothing, silently), with the same
placeholders in both and plural forms that agree with their number; the compiled .mo files
say what the .po files say; and every key the games and the screens ask for exists."""

from __future__ import annotations

import re
import string
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

import tools.i18n as catalogue
from game.catalog import VARIANTS, games
from game.catalog import game as record
from game.i18n import LANGUAGES, has, number, set_language, t
from game.persist import CARD_BACKS
from game.rules_doc import Hands, Heading, Text
from game.ui.screens.stats import COLUMNS
from game.variants.xi_dach.hand import Category
from tests.test_assets import FONTS, read_cmap

ROOT = Path(__file__).resolve().parents[1]
SCREEN_MODULES = sorted((ROOT / "game" / "ui" / "screens").glob("*.py"))
LITERAL_KEY = re.compile(r"""\bt\(\s*["']([a-z0-9_\-]+(?:\.[a-z0-9_\-]+)+)["']""")  # whole keys, not prefixes
# Nouns an English count goes with: "1 pieces" or "2 piece" is a message without its plural forms.
NOUNS = ("piece", "chip", "point", "round", "player", "card", "seat", "trick", "time", "game", "row")


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


@pytest.fixture(scope="module")
def glyphs() -> set[int]:
    """Code points both faces of the bundled font draw."""
    return set.intersection(*(read_cmap(path) for path in FONTS))


@pytest.fixture(scope="module")
def texts() -> list[tuple[str, str, str]]:
    """(key, language, text) for every form of every message."""
    return [(key, lang, text) for key, langs in catalogue.messages().items()
            for lang, forms in langs.items() for text in forms]


def test_every_string_is_drawn_by_the_bundled_font(glyphs: set[int], texts: list[tuple[str, str, str]]) -> None:
    missing = {}
    for key, lang, text in texts:
        lacking = sorted({f"U+{ord(c):04X} {c}" for c in text if c != "\n" and ord(c) not in glyphs})
        if lacking:
            missing[f"{key} [{lang}]"] = lacking
    assert len(texts) > 800 and not missing, missing


def test_every_string_is_composed_text(texts: list[tuple[str, str, str]]) -> None:
    """NFC: the font has every precomposed Vietnamese letter but not all combining marks."""
    assert [key for key, _, text in texts if unicodedata.normalize("NFC", text) != text] == []


def test_every_message_is_translated_in_both_languages() -> None:
    assert catalogue.untranslated() == []
    assert set(LANGUAGES) == {lang for langs in catalogue.messages().values() for lang in langs}


def test_both_languages_take_the_same_placeholders() -> None:
    assert catalogue.placeholder_problems() == []


def test_the_compiled_catalogues_are_the_po_files() -> None:
    """Run ``python tools/i18n.py compile`` after editing a .po file."""
    assert catalogue.stale_mo() == []


def test_every_message_is_used_and_every_dynamic_pattern_is_real() -> None:
    """A key is used when the code holds it as a literal or builds it by a pattern of
    tools/i18n.py's DYNAMIC list; each pattern must still be built in its file and match a key."""
    assert catalogue.unused_keys() == []
    assert catalogue.dynamic_problems() == []


def test_every_key_the_code_names_exists() -> None:
    assert catalogue.unknown_keys() == []


def test_plural_forms_are_complete_in_each_language() -> None:
    plural = catalogue.plural_keys()
    assert {"tcui.btn.swap", "tcui.hint.commit", "tc.didem.offered_you", "tcui.log.won", "fmt.chips"} <= plural
    assert catalogue.plural_problems() == []


def test_the_count_chooses_each_plural_form_for_1_and_2() -> None:
    """The number that chooses a form (``count``, or the message's one number) picks the English
    singular for 1 and the plural for 2; Vietnamese has one form."""
    for key, langs in catalogue.messages().items():
        if key not in catalogue.plural_keys():
            continue
        fields = set().union(*map(placeholders, langs["en"]))
        chooser = catalogue.chooser(fields)
        if chooser is None:  # several numbers: its forms read alike
            assert len(set(langs["en"])) == 1, key
            continue
        others = {name: "X" for name in fields if name != chooser}
        one, other = langs["en"]
        assert t(key, "en", **{chooser: 1}, **others) == one.format(**{chooser: 1}, **others), key
        assert t(key, "en", **{chooser: 2}, **others) == other.format(**{chooser: 2}, **others), key
        assert t(key, "vi", **{chooser: 1}, **others) == langs["vi"][0].format(**{chooser: 1}, **others), key
        assert t(key, "vi", **{chooser: 2}, **others) == langs["vi"][0].format(**{chooser: 2}, **others), key


def test_english_counts_agree_with_their_nouns() -> None:
    """Every English message that takes a number reads right for 1 and for 2: no "1 pieces",
    "costs about 1 chips", "▼ 1 more rows", "Give these 1", nor "2 piece"."""
    wrong = []
    for key, langs in catalogue.messages().items():
        fields = set().union(*map(placeholders, langs["en"]))
        chooser = catalogue.chooser(fields)
        if chooser is None:
            continue
        others = {name: "X" for name in fields if name != chooser}
        one, two = t(key, "en", **{chooser: 1}, **others), t(key, "en", **{chooser: 2}, **others)
        if re.search(rf"\b1 (more )?({'|'.join(NOUNS)})s\b|\b(these|those) 1\b", one):
            wrong.append(f"{key}: {one}")
        if re.search(rf"\b2 (more )?({'|'.join(NOUNS)})\b|\b(this|that) 2\b", two):
            wrong.append(f"{key}: {two}")
    assert wrong == []


def test_every_message_that_takes_a_number_has_plural_forms() -> None:
    """Not only ``{count}``: a message with any numeric field ("{amount} chips", "{n} more rows")
    goes through the plural forms of both catalogues, and every field is a number or words."""
    assert catalogue.number_problems() == []
    plural = catalogue.plural_keys()
    assert {"review.cost.chips", "review.xd.dealer", "ui.results.more", "ui.story.more.below", "ui.pot"} <= plural
    assert t("review.cost.chips", "en", amount=1) == "costs about 1 chip"
    assert t("review.xd.dealer", "en", cards="10♠ 6♥", total=16, count=1).endswith("1 player still to settle with.")
    assert t("ui.results.more", "en", n=1) == "▼ 1 more row"
    assert t("review.cost.points", "en", amount=1.0) == "costs about 1.0 points"  # a decimal takes the plural


def test_the_number_check_finds_a_number_without_plural_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check is not blind: "{amount} chips" without plural forms, a field it cannot place,
    and English forms that differ with two numbers and no ``count`` to choose."""
    made = {"ui.a": {"vi": ("Còn {amount} chip",), "en": ("{amount} chips left",)},
            "ui.b": {"vi": ("Còn {mystery}",), "en": ("{mystery} left",)},
            "ui.c": {"vi": ("{low}–{high} người",), "en": ("{low} to {high} player", "{low} to {high} players")}}
    monkeypatch.setattr(catalogue, "messages", lambda: made)
    monkeypatch.setattr(catalogue, "plural_keys", lambda: {"ui.c"})
    found = catalogue.number_problems()
    assert [f.split(":")[0] for f in found] == ["ui.a", "ui.b", "ui.c"], found


def test_t_reads_the_catalogues() -> None:
    assert t("tcui.btn.swap", "en", count=1) == "Give this one"
    assert t("tcui.btn.swap", "en", count=1250) == "Give these 1,250"
    assert t("tcui.btn.swap", "vi", count=1250) == "Đổi 1.250 quân này"
    assert t("fmt.chips", "en", count=1) == "1 chip" and t("fmt.chips", "en", count=-3) == "-3 chips"
    assert t("tcui.btn.commit", "en", count=1) == "Put 1 face down"  # a count, no plural forms
    assert t("level.easy", "en") == "Easy" and t("level.easy", "vi") == "Dễ"
    assert t("no.such.key") == "no.such.key" and not has("no.such.key")
    assert has("tcui.btn.swap") and has("level.easy")
    with pytest.raises(ValueError, match="unknown language"):
        t("level.easy", "fr")


def test_the_current_language_is_the_default() -> None:
    try:
        set_language("en")
        assert t("level.easy") == "Easy" and t("tcui.hint.commit", count=1) == "Select 1 piece to put face down."
    finally:
        set_language("vi")
    assert t("level.easy") == "Dễ"


def test_a_catalogue_is_read_when_its_language_is_first_asked_for() -> None:
    """Start-up reads one .mo at most: importing reads none, the first string reads its language's."""
    code = ("import game.i18n as i; a = sorted(i._catalogues); i.t('level.easy'); b = sorted(i._catalogues); "
            "i.t('level.easy', 'en'); print(a, b, sorted(i._catalogues))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.split("\n")[0] == "[] ['vi'] ['en', 'vi']"


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


def test_a_build_missing_a_languages_messages_fails_its_smoke_test(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """``--smoke-test`` (run on the wheel and the executable) reads every language's .mo."""
    import game.i18n as i18n
    from game.devtools.smoke import translations

    assert translations() == "vi/en"
    monkeypatch.setattr(i18n, "LOCALE_DIR", str(tmp_path))
    monkeypatch.setattr(i18n, "_catalogues", {})
    with pytest.raises(FileNotFoundError, match="reinstall the game"):
        translations()


def test_numbers_are_written_the_languages_way_decimals_included() -> None:
    """A decimal parameter reads "1,4" in Vietnamese (a decimal comma), "1.4" in English —
    the points a review says a choice cost, the mistakes per 10 rounds."""
    assert (number(1250, "vi"), number(1250, "en")) == ("1.250", "1,250")
    assert (number(1.4, "vi"), number(1.4, "en")) == ("1,4", "1.4")
    assert (number(1250.5, "vi"), number(1250.5, "en")) == ("1.250,5", "1,250.5")
    assert t("review.cost.points", "vi", amount=0.3) == "mất khoảng 0,3 điểm"
    assert t("review.cost.points", "en", amount=0.3) == "costs about 0.3 points"
