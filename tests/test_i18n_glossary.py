"""One word for one thing (issue 40, docs/glossary.md): no message or lesson calls a listed thing
by another word; the glossary's Keys are the messages that use each term; English glosses each
Vietnamese word it keeps the first time a lesson or a rules help uses it; each rules help ends
with its game's glossary; and the player's own name ("You") reads right in every English message."""

from __future__ import annotations

import re
import string

import pytest

import tools.glossary as glossary
import tools.i18n as catalogue
from game.i18n import t


@pytest.fixture(scope="module")
def sections() -> list[glossary.Section]:
    return glossary.read()


def test_the_glossary_lists_each_game_and_its_terms(sections: list[glossary.Section]) -> None:
    titles = [s.title for s in sections]
    assert titles == ["Every game", "Ba Cây", "Bài Cào", "Xì Dách", "Tam Cúc"]
    terms = {form for s in sections for term in s.terms for form in term.forms}
    assert {"cược bàn", "mốc", "nạp chip", "non", "đủ tuổi", "Tượng hồng", "cái"} <= terms
    non = next(term for s in sections for term in s.terms if term.forms == ("non",))
    assert non.kept == "non" and non.glosses == ("under 16",) and "too young" in non.never


def test_no_message_calls_a_listed_thing_by_another_word(sections: list[glossary.Section]) -> None:
    """Mốc not chuẩn, cược bàn not tiền bàn, nạp not cấp thêm, Tượng hồng not Tượng đỏ, cầm cái not
    người dẫn, no "kết-er", a Tam Cúc piece never a "lá"."""
    assert glossary.never_problems(sections) == []


def test_the_check_finds_another_word(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check is not blind: a message saying "Chuẩn" for the Tam Cúc baseline, or a piece
    called a "lá", is found; "hướng dẫn" (a guide) is no "dẫn" (leading)."""
    section = glossary.Section("Tam Cúc", ("tcui.*",), (
        glossary.Term(("mốc",), "par", None, (), ("chuẩn",), ()),
        glossary.Term(("quân",), "piece", None, (), (r"/\blá\b/", "/(?<!hướng )dẫn/"), ()),
    ))
    texts = {"tcui.par": "Chuẩn 2 cây", "tcui.x": "Chọn 3 lá", "tcui.y": "Ván hướng dẫn", "ui.z": "chuẩn"}
    monkeypatch.setattr(glossary, "texts", lambda lang: texts if lang == "vi" else {})
    found = glossary.never_problems([section])
    assert [f.split(" ")[0] for f in found] == ["tcui.par", "tcui.x"]


def test_the_glossary_keys_are_the_messages_that_use_each_term(sections: list[glossary.Section]) -> None:
    """``python tools/glossary.py`` writes them; a new message using a term must be listed."""
    assert glossary.keys_problems(sections) == []
    par = next(term for s in sections for term in s.terms if term.forms == ("mốc",))
    assert {"tcui.par", "tcui.col.par", "tc.story.cay", "rules.tam-cuc.8.p"} <= set(par.keys)


def test_a_longer_term_is_not_also_its_shorter_one() -> None:
    every = ["cái", "nhà cái", "cầm cái", "xì dách"]
    assert not glossary.uses("Nhà cái xét bài", ["cái"], every)
    assert glossary.uses("Lan cầm cái", ["cầm cái"], every) and glossary.uses("Cái", ["cái"], every)
    assert not glossary.uses("Xì Dách", ["xì dách"], every)  # the game, not the hand
    assert glossary.uses("Xì dách!", ["xì dách"], every)


def test_english_glosses_each_kept_word_where_it_is_first_used(sections: list[glossary.Section]) -> None:
    """A lesson or a rules help that keeps "non" says "under 16" with it the first time."""
    assert glossary.first_use_problems(sections) == []


def test_each_rules_help_ends_with_its_games_words(sections: list[glossary.Section]) -> None:
    assert glossary.help_problems(sections) == []
    assert "non: under 16" in t("rules.xi-dach.words.p", "en")
    assert "mốc" in t("rules.tam-cuc.words.p", "vi") and "par (mốc)" in t("rules.tam-cuc.words.p", "en")


# --- the player's own name -----------------------------------------------------------------------------
PERSON_FIELDS = ("name", "maker", "target", "partner", "victim", "winner_name", "drawer_name", "cai_name",
                 "challenger_name", "target_name", "seat_name")
# "You" as a subject takes "are", "were", "have", no -s; "You's" is no English.
WRONG_WITH_YOU = re.compile(r"\bYou(?:'s|’s| is| was| has| (?!this\b)[a-z]+(?<!ss)s\b)")
# Words only an AI seat is the subject of (the player is never "thinking").
AI_ONLY = {"ui.thinking"}


def test_the_players_own_name_reads_right_in_every_english_message() -> None:
    """The table calls its one player "You" (a profile's first name is "You" in English): no
    "You bets", "You's portrait", "You is out of chips" — the log is in the past ("You bet 10.")."""
    wrong = {}
    for key, langs in catalogue.messages().items():
        if key in AI_ONLY:
            continue
        for form in langs["en"]:
            fields = {f for _, f, _, _ in string.Formatter().parse(form) if f}
            people = fields & set(PERSON_FIELDS)
            if not people:
                continue
            text = form.format(**{f: ("You" if f in people else "2") for f in fields})
            if WRONG_WITH_YOU.search(text):
                wrong[key] = text
    assert wrong == {}
