"""The result panel keeps each amount on the line of its text (issue 29), however narrow:
a seat's change beside its name, a side bet's or the fee's beside its words — never a line
of text with its amount on another."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from game.engine.cards import parse_cards
from game.shown.results import ResultRow
from game.ui.table.french import results
from game.ui.table.french.layout import french_layout

ROWS = [
    ResultRow("Lan", "9 nút · bằng điểm", 90, tuple(parse_cards("3H 4H 2D"))),
    ResultRow("Nguyễn Thị Hương", "5 nút", -10, tuple(parse_cards("5C QH KS"))),
    ResultRow("", "Biên giới: Lan thách Minh 50 — Lan +50, Minh -55 (phí 5)", None, sub=True),
    ResultRow("", "Cào thách: Mai thách Bạn 20", None, sub=True, note="Hòa"),
    ResultRow("Phí bàn", "phí thách", 5),
]


class Spy(pygame.Surface):
    """A surface that remembers where each picture was put."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: dict[int, pygame.Rect] = {}

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
        rect = super().blit(source, dest, *args, **kwargs)
        self.placed[id(source)] = rect
        return rect


@pytest.mark.parametrize(("size", "n"), [((960, 540), 12), ((960, 540), 6), ((1280, 720), 12), ((1920, 1080), 4)])
def test_every_amount_sits_on_the_line_of_its_text(size: tuple[int, int], n: int,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    texts: dict[str, int] = {}
    real = results.fit

    def fit(value: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        img = real(value, *args, **kwargs)
        texts[value] = id(img)
        return img

    monkeypatch.setattr(results, "fit", fit)
    lay = french_layout(size, n, 0)
    surface = Spy(size)
    results.ResultPanel().draw(surface, lay, "Kết quả ván 1", ROWS)

    def line(value: str) -> int:
        return surface.placed[texts[value]].centery

    for row in ROWS:
        words = row.name or row.text
        shown = next(v for v in texts if v and (v == words or words.startswith(v.rstrip("…"))))
        amount = results._amount(row)
        if amount is not None:
            assert abs(line(amount[0]) - line(shown)) <= 2, f"{amount[0]!r} is not on the line of {shown!r}"
