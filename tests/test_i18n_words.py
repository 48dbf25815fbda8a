"""Words as families say them (issue 29, docs/rules-decisions/common.md "Words the table
uses"): the pot is "tiền cược", never "lồng bàn"; each game's banker has one English word,
the same in its mode names, setup, badge, log, result panel, rules, lessons and statistics;
no text a player reads holds a developer's word."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

import pytest

import tools.i18n as catalogue
from game.catalog import VARIANTS
from game.i18n import has, language, number, set_language, t
from game.tutorial import available, tutorial
from game.ui.screens.charts import role_name

# The English word for each game's banker: chương and cái hold the bank, nhà cái deals as in blackjack.
BANKER_WORD = {"ba-cay": "banker", "bai-cao": "banker", "xi-dach": "dealer"}
ROLE_WORDS = re.compile(r"\b(banker|dealer)s?\b", re.IGNORECASE)


@pytest.fixture
def in_english() -> Iterator[None]:
    """The screens speak English for the test (``role_name`` reads the current language)."""
    before = language()
    set_language("en")
    yield
    set_language(before)


def english() -> dict[str, str]:
    """Every English message, its forms joined: key -> text."""
    return {key: " | ".join(langs["en"]) for key, langs in catalogue.messages().items()}


def badge_roles(game: str) -> set[str]:
    """The role names the game's banker seat carries in a round of each banker mode, as the
    engine's view gives them to the table ("chuong", "cai", "nha-cai")."""
    variant = VARIANTS[game]
    roles = set()
    for mode in variant.banker_modes:
        config = variant.make_config(4, mode=mode)
        view = variant.new_round(config, 1).view(None)
        role = view.seats[config.banker].role
        assert role is not None, (game, mode)
        roles.add(role)
    return roles


def banker_texts(game: str) -> dict[str, str]:
    """Every English text of ``game`` that may name its banker: key -> text."""
    en = english()
    roles = badge_roles(game)
    prefixes = [f"mode.{game}.", f"opt.{game}.", f"section.{game}.", f"rules.{game}.", f"learn.topics.{game}",
                f"game.{game}.", f"setup.banker.{game}", f"chart.role.banker.{game}"]
    prefixes += ["xd."] if game == "xi-dach" else ["tc."]  # the three-card games' table words are shared
    texts = {key: text for key, text in en.items() if key.startswith(tuple(prefixes))}
    for role in roles:
        for key in (f"role.{role}", f"ui.bet.max_banker.{role}", f"tc.funds.banker.{role}",
                    f"tc.log.bank_moves.{role}"):
            if has(key):
                texts[key] = en[key]
    for i, step in enumerate(tutorial(game).steps):
        for part in (step.say, step.wrong):
            if part is not None:
                texts[f"lesson {i}"] = texts.get(f"lesson {i}", "") + " " + part.en
    texts["statistics"] = role_name(game, "banker")
    return texts


# --- the pot ------------------------------------------------------------------------------------
def test_the_pot_is_tien_cuoc_never_a_food_cover() -> None:
    for key, langs in catalogue.messages().items():
        assert "lồng" not in " ".join(langs["vi"]).lower(), key
    assert t("ui.pot", "vi", amount=60) == "Tiền cược 60"
    assert t("ui.pot.carry", "vi", amount=60, carry=1) == "Tiền cược 60 + 1"
    assert t("ui.pot", "en", amount=60) == "Pot 60"
    assert t("tc.result.carry", "vi") == "Tiền cược"
    assert "ăn cả tiền cược" in t("tc.log.van_phu", "vi", names="Lan, Minh")


# --- the banker ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(BANKER_WORD))
@pytest.mark.usefixtures("in_english")
def test_each_game_names_its_banker_with_one_english_word(game: str) -> None:
    word = BANKER_WORD[game]
    texts = banker_texts(game)
    for role in badge_roles(game):
        assert t(f"role.{role}", "en").lower() == word, f"the badge on {game}'s plate"
    assert word in t(f"setup.banker.{game}", "en").lower()
    assert role_name(game, "banker").lower() == word
    for mode in VARIANTS[game].banker_modes:
        if mode:  # Xì Dách's one mode has no name: it is the game
            assert word in t(f"mode.{game}.{mode}", "en").lower()
    wrong = {key: text for key, text in texts.items()
             if any(m.lower() != word for m in ROLE_WORDS.findall(text))}
    assert not wrong, f"{game}'s banker is the {word}: {wrong}"


def test_tam_cuc_leads_and_never_banks() -> None:
    """Tam Cúc's cái is the seat that leads a trick, not a banker or a dealer."""
    texts = {key: text for key, text in english().items()
             if key.startswith(("tcui.", "rules.tam-cuc.", "opt.tam-cuc.", "section.tam-cuc.", "tc.announce.",
                                "tc.seat.", "learn.topics.tam-cuc", "learn.ev."))}
    texts |= {f"lesson {i}": step.say.en for i, step in enumerate(tutorial("tam-cuc").steps) if step.say}
    assert not {key: text for key, text in texts.items() if ROLE_WORDS.search(text)}
    assert t("tcui.badge.cai", "en") == "Lead"
    assert "tam-cuc" in available()


# --- no developer words ---------------------------------------------------------------------------
# Words of the program's insides; whole words, case as written ("none" is English, "None" is Python).
DEVELOPER_WORDS = re.compile(
    r"\b(seeds?|seed's|literal|engine|variants?|agents?|enum|config|None|True|False|TODO|FIXME|XXX|"
    r"python|json|toml|stub|msgid|params?|kwargs|stdout|stderr|traceback)\b"
    r"|đọc sát chữ|biến thể"
)
SNAKE_OR_KEY = re.compile(r"\b[a-z]+(_[a-z0-9]+)+\b|\b[a-z]+(\.[a-z_-]+){2,}\b")  # tc.ui.back, max_bet


def words_of(text: str) -> str:
    """The text without its placeholders ({seat_name} is a parameter, not a word shown)."""
    return "".join(literal for literal, *_ in string.Formatter().parse(text))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_no_developer_words_in_what_players_read(lang: str) -> None:
    found = {}
    for key, langs in catalogue.messages().items():
        for text in langs[lang]:
            shown = words_of(text)
            hits = [m.group(0) for m in (*DEVELOPER_WORDS.finditer(shown), *SNAKE_OR_KEY.finditer(shown))]
            if hits:
                found[key] = hits
    assert not found, found


# --- Vietnamese as it is written ----------------------------------------------------------------
# Both tone placements are correct Vietnamese ("hòa" and "hoà"); one table writes each word one way.
SPELLINGS = (("hòa", "hoà"), ("xoá", "xóa"), ("huỷ", "hủy"), ("tuỳ", "tùy"))


def test_each_word_is_spelled_one_way() -> None:
    texts = [" ".join(langs["vi"]) for langs in catalogue.messages().values()]
    texts += [part.vi for game in available() for step in tutorial(game).steps
              for part in (step.say, step.wrong) if part is not None]
    written = " ".join(texts).lower()
    for ours, other in SPELLINGS:
        assert other not in written, f"{other!r}: the catalogue writes {ours!r}"


def test_nothing_moved_is_not_read_as_nobody_may_lose() -> None:
    """"Không ai được thua" reads "nobody is allowed to lose"; the log means nobody won or lost."""
    assert t("ui.log.nothing_moved", "vi") == "Không ai thắng, không ai thua."


# --- issue 40: what a family reads and a newcomer understands -----------------------------------
def test_a_split_that_divides_evenly_says_nothing_of_a_remainder() -> None:
    from game.shown.story import words

    assert words("split", "vi", share=30, count=2, rest=0) == "Chia đều cho 2 người, mỗi người 30."
    assert words("split", "en", share=30, count=2, rest=0) == "Split: 30 each for 2 players."
    assert "để lại ván sau" in words("split", "vi", share=33, count=3, rest=1)


def test_four_red_soldiers_are_no_ket_tot_den_and_each_ket_is_named_by_its_group() -> None:
    """A red tứ tử is worth a kết tốt đen but is called by its own name (issue 40: the hand
    checker labelled four red Tốt "Kết tốt đen")."""
    from game.ui.screens.hand_checker import details

    tam_cuc = VARIANTS["tam-cuc"]
    assert [tam_cuc.describe_hand(h)["ket"] for h in ("P P P P", "p p p p p", "p p", "r r", "r c h", "P P")] == \
        ["tu-tu", "ngu-tu", "tot-den", "doi", "ba", "doi"]
    lines = details(tam_cuc.describe_hand("P P P P"))
    assert t("rules.check.ket", kind=t("tc.ket.tu-tu")) in lines and not any("tốt đen" in line for line in lines)


@pytest.mark.usefixtures("in_english")
def test_the_hand_checker_speaks_of_pieces_and_shows_no_notation() -> None:
    """Tam Cúc's pieces are "quân" (never "lá"); no line "(as typed on the command line)"."""
    from game.ui.screens.hand_checker import HandChecker, details

    set_language("vi")
    checker = HandChecker("tam-cuc")
    assert checker.empty() == "Chưa chọn quân nào." and "quân" in checker.keys_hint()
    assert "lá" not in checker.prompt().split()
    for key, hand in (("tam-cuc", "R C H"), ("ba-cay", "AD 3C 6H"), ("xi-dach", "AS KD")):
        for lang in ("vi", "en"):
            set_language(lang)
            said = " ".join(details(VARIANTS[key].describe_hand(hand)))
            assert "dòng lệnh" not in said and "command line" not in said and hand not in said, said


def test_the_rules_examples_follow_their_own_formula() -> None:
    """rules.tam-cuc.8.p: everyone else pays (the kết's value - their cây) stakes, not the value."""
    from game.variants.tam_cuc.scoring import KET_POINTS, KetKind

    value = KET_POINTS[4][KetKind.TOT_DEN]
    for lang in ("vi", "en"):
        text = t("rules.tam-cuc.8.p", lang)
        assert f"({value} - 2) × 10 = {number((value - 2) * 10, lang)}" in text, lang
    assert "mỗi người khác trả 80 chip" not in t("rules.tam-cuc.8.p", "vi")
    assert t("opt.tam-cuc.ket-den.help", "en").startswith("Only a pair of black Soldiers")
    assert t("opt.tam-cuc.ket-den.help", "vi").startswith("Chỉ đôi Tốt đen")


def test_the_result_panel_collapses_it_does_not_fold() -> None:
    """"Fold" is giving up a hand in card games."""
    assert t("ui.results.keys", "en") == "R: collapse" and "fold" not in t("ui.results.fold", "en").lower()


def test_sim_counts_its_rounds_in_english() -> None:
    import subprocess
    import sys

    one = subprocess.run([sys.executable, "-m", "game", "sim", "--variant", "ba-cay", "--players", "3",
                          "--rounds", "1"], capture_output=True, text=True, check=True)
    assert one.stdout.startswith("1 round of Ba Cây;"), one.stdout


def test_cards_and_pieces_are_told_as_the_table_shows_them() -> None:
    """Never the rule book's letters ("9H 2C AC", "p p"); one the table did not see is "?"."""
    from game.engine.cards import parse_cards
    from game.engine.pieces import parse_pieces
    from game.shown.story import tiles_words

    assert tiles_words(parse_cards("9H 2C AC"), "vi") == "9♥ 2♣ A♣"
    assert tiles_words(parse_pieces("p p"), "vi") == "đôi Tốt đen"
    assert tiles_words(parse_pieces("p p"), "en") == "a pair of black Soldiers"
    assert tiles_words(parse_pieces("K"), "en") == "the red General"
    assert tiles_words(parse_pieces("P h"), "vi") == "Tốt đỏ, Mã đen"
    assert tiles_words((parse_pieces("p")[0], None), "vi") == "Tốt đen, ?"
    assert tiles_words((None, None), "en") == "? ?"
