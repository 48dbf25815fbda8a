"""Every word the Tam Cúc table says exists in both languages and renders with the bundled font."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

import tools.i18n as catalogue
from game.i18n import LANGUAGES, has, set_language, t
from tests.test_assets import FONTS, read_cmap
from tests.test_ui_tam_cuc import KET_HANDS, open_table, select, waiting_human
from tests.ui_harness import info_text, settle

GAME = Path(__file__).resolve().parents[1] / "game"
UI = GAME / "ui" / "table"
STRINGS = {key: langs for key, langs in catalogue.messages().items() if key.startswith("tcui.")}


def test_every_string_has_both_languages_and_every_glyph() -> None:
    glyphs = set.intersection(*(read_cmap(path) for path in FONTS))  # both faces of the bundled font
    assert len(STRINGS) > 50
    for key, langs in STRINGS.items():
        assert set(langs) == set(LANGUAGES)
        for text in (text for lang in LANGUAGES for text in langs[lang]):
            assert text and text == unicodedata.normalize("NFC", text)
            assert "\u2212" not in text
            missing = [ch for ch in text if ord(ch) not in glyphs and not ch.isspace()]
            assert not missing, (key, missing)


def test_every_table_string_is_used_and_every_used_key_exists() -> None:
    files = [*(UI / "tam_cuc").glob("*.py"), GAME / "shown" / "tam_cuc.py"]  # the mat, and its story
    source = "\n".join(p.read_text(encoding="utf-8") for p in files)
    used = set(re.findall(r"[\"'](tcui\.[a-z_.]+[a-z_])[\"']", source))
    used |= {k for k in STRINGS if k.startswith("tcui.rank.")} if 'f"tcui.rank.' in source else set()
    assert used == set(STRINGS), (set(STRINGS) - used, used - set(STRINGS))
    engine = set(re.findall(r"\"(tc\.[a-z_.]+[a-zA-Z_])\"", source))
    assert all(has(k) for k in engine), {k for k in engine if not has(k)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_speaks_each_language(lang: str) -> None:
    app, scene, _ = open_table(4, hands=KET_HANDS, cai=0)
    set_language(lang)  # after the app, which applies the saved setting
    try:
        settle(app, lambda: waiting_human(app, scene))
        select(app, scene, "R C H")
        app.frame(1 / 60)
        lines = [text for text, _ in scene.painter.hint_lines()]
        assert lines[0].startswith(t("tc.group.triple.RCH"))
        assert not any("tcui." in line or "{" in line for line in lines + list(scene.log))
    finally:
        set_language("vi")


@pytest.mark.parametrize(("removal", "count"), [("K k A P p", 5), ("P p", 2)])
def test_the_top_bar_says_how_many_pieces_are_out_in_words(removal: str, count: int) -> None:
    """"Bỏ 5 quân", not the rule book's "Bỏ K k A P p" (issue 31: words, not letters)."""
    from game.variants.tam_cuc.round import OPT_REMOVAL

    app, scene, _match = open_table(3, options={OPT_REMOVAL: removal}, seed=8)
    settle(app, lambda: waiting_human(app, scene))
    info = info_text(scene)
    assert t("tcui.removed", count=count) in info
    assert removal not in info and not re.search(r"\b[KkAaPp]\b", info)
