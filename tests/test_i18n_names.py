"""The player's own name and the other players' (issue 40): the first profile is "Bạn" ("You"
in English) and follows the language; at a table with one human that player is "Bạn" whatever
the profile is called, and a hot-seat table names everyone; a name is shortened to its given name
only when it is a person's full name — never "Thách chơi 20", "Minh -20, chơi +20"."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import t
from game.persist import open_data
from game.persist.profiles import DEFAULT_NAME
from game.shown.story import given_name, table_names
from game.ui.session import Session


@pytest.mark.parametrize(("name", "given"), [
    ("Nguyễn Thị Hương", "Hương"), ("Trần Minh", "Minh"), ("Đỗ Văn Hùng", "Hùng"), ("Nguyen Van An", "An"),
    ("Lan", "Lan"), ("Người chơi", "Người chơi"), ("Người chơi 2", "Người chơi 2"), ("Bạn", "Bạn"), ("You", "You"),
    ("Bà Nội", "Bà Nội"), ("Khách", "Khách"), ("AI 3", "AI 3"), ("Hương Lan", "Hương Lan"),
])
def test_only_a_full_name_is_shortened_to_its_given_name(name: str, given: str) -> None:
    assert given_name(name) == given


def test_the_one_player_of_a_table_is_ban_and_a_hot_seat_names_everyone() -> None:
    names = ["Nguyễn Thị Hương", "Lan", "Minh"]
    assert table_names(names, [0], "vi") == ["Bạn", "Lan", "Minh"]
    assert table_names(names, [0], "en") == ["You", "Lan", "Minh"]
    assert table_names(names, [0, 2], "vi") == names  # two humans share the screen: nobody is "you"
    assert table_names(names, [], "vi") == names
    assert table_names(["Lan", "Bạn"], [0], "vi") == ["Lan", "Bạn"]  # a seat already called so: no two "Bạn"


def test_the_first_profile_is_ban_and_follows_the_language(tmp_path: Path) -> None:
    persist, _ = open_data(tmp_path)
    session = Session(persist, [])
    first = session.current_profile()
    assert first.name == DEFAULT_NAME.text("vi") == "Bạn"
    lan, _ = persist.create_profile("Lan")
    session.update_settings(language="en")
    assert persist.profile(first.id).name == "You" and persist.profile(lan.id).name == "Lan"
    session.update_settings(language="vi")
    assert persist.profile(first.id).name == "Bạn"
    again, _ = open_data(tmp_path)
    assert again.profile(first.id).name == "Bạn"


def test_no_message_says_a_name_cut_short() -> None:
    """The words the table built from a name: "Thách Người chơi 20", never "Thách chơi 20"."""
    said = t("tc.ui.label.bien-gioi", "vi", name=given_name("Người chơi"), amount=20)
    assert said == "Thách Người chơi 20"
    assert t("tc.ui.label.bien-gioi", "en", name=given_name(t("ui.you", "en")), amount=20) == "vs you 20"


def test_english_says_you_inside_a_sentence_and_you_where_one_starts() -> None:
    assert t("learn.move.Bet", "en", name="You", amount=10) == "You bet 10."
    assert t("learn.move.Accept", "en", name="Lan", challenger_name="You") == "Lan accepted the challenge from you."
    assert t("tc.log.side.offered", "en", maker="Minh", target="You", amount=40) == "Minh challenged you for 40."
    assert t("xd.log.why.dealer-quac", "en", name="You", result="won 100") == "The dealer went bust — You won 100."
    assert t("xd.log.why.xet", "en", name="You", result="lost 100") == "The dealer settled with you — You lost 100."
    assert t("learn.narr.seats", "en", names="You, Lan") == "Players: You, Lan"  # words, not the name alone
    assert t("learn.move.Bet", "vi", name="Bạn", amount=10) == "Bạn đặt 10."
