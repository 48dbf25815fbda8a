"""The log boxes show whole messages: a message cut at the top of the box is left out."""

from __future__ import annotations

from game.ui.table.bars import wrapped_log


def _by_words(message: str, size: int, width: int) -> list[str]:
    """A wrap of a word a row, so the rows are known without fonts."""
    return message.split()


LOG = ["a1 a2", "b1 b2 b3", "c1", "d1 d2"]  # rows: a1 a2 b1 b2 b3 c1 d1 d2


def test_a_window_starts_on_a_whole_message() -> None:
    wrapped = wrapped_log(LOG, 15, 100, _by_words)
    assert wrapped.starts == [0, 2, 5, 6]
    assert wrapped.window(4) == ["c1", "d1", "d2"]  # b's last row alone is left out
    assert wrapped.window(3) == ["c1", "d1", "d2"]
    assert wrapped.window(6) == ["b1", "b2", "b3", "c1", "d1", "d2"]
    assert wrapped.window(20) == [row for m in LOG for row in m.split()]


def test_a_message_longer_than_the_window_and_a_window_scrolled_back() -> None:
    wrapped = wrapped_log(["a1 a2 a3 a4"], 15, 100, _by_words)
    assert wrapped.window(2) == ["a3", "a4"]  # one message fills it: shown cut, not empty
    wrapped = wrapped_log(LOG, 15, 100, _by_words)
    assert wrapped.window(3, scroll=2) == ["b2", "b3", "c1"]  # the rows scrolled to, as a page
    assert wrapped.window(2, scroll=8) == []


def test_messages_added_later_keep_their_starts() -> None:
    log = ["a1 a2"]
    assert wrapped_log(log, 15, 90, _by_words).starts == [0]
    log.append("b1 b2 b3")
    again = wrapped_log(log, 15, 90, _by_words)
    assert again.starts == [0, 2] and again.rows == ["a1", "a2", "b1", "b2", "b3"]
