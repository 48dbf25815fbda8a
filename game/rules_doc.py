"""The rules help of each game as data: headings, paragraphs and example hands.

The words are catalogue keys (``rules.<game>.<n>.h`` / ``.p``); the example hands are in
RULES.md notation and named by the engine when drawn, so the help can never disagree with
the game.  The screen that lays this out and draws it is :mod:`game.ui.screens.rules_doc`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Heading:
    key: str


@dataclass(frozen=True)
class Text:
    key: str


@dataclass(frozen=True)
class Hands:
    """Example hands side by side; ``versus``: pairs compared by the engine; ``named``: each
    hand's engine name under it (off for a row that is not a hand, such as the card order)."""

    hands: tuple[str, ...]
    caption: str = ""
    versus: bool = False
    named: bool = True


Block = Heading | Text | Hands


def _section(game: str, n: int, *examples: Hands) -> tuple[Block, ...]:
    return (Heading(f"rules.{game}.{n}.h"), Text(f"rules.{game}.{n}.p"), *examples)


# The one rounding rule of the table fee, in every game that takes one.
FEE: Final[tuple[Block, ...]] = (Heading("rules.fee.h"), Text("rules.fee.p"))


def _words(game: str) -> tuple[Block, ...]:
    """The game's words at the table, last: each term with its meaning (docs/glossary.md; in
    English each Vietnamese word the table keeps, with its gloss)."""
    return (Heading("rules.words.h"), Text(f"rules.{game}.words.p"))


BA_CAY_DOC: Final[tuple[Block, ...]] = (
    *_section("ba-cay", 1),
    *_section("ba-cay", 2,
              Hands(("AD 9D 2D 9H AH 9C AC 9S AS",), "rules.ba-cay.2.ex1", named=False),
              Hands(("AS 7C 2D", "3H 4C 3S"), "rules.ba-cay.2.ex2", versus=True),
              Hands(("AD 3C 6H", "2S 2C 6D"), "rules.ba-cay.2.ex3", versus=True)),
    *_section("ba-cay", 3), *_section("ba-cay", 4), *_section("ba-cay", 5), *_section("ba-cay", 6), *FEE,
    *_words("ba-cay"),
)


BAI_CAO_DOC: Final[tuple[Block, ...]] = (
    *_section("bai-cao", 1, Hands(("3H 4C 2S", "3D 4S 2C"), "rules.bai-cao.1.ex1", versus=True)),
    *_section("bai-cao", 2,
              Hands(("JS QD KH", "9H 9C AD"), "rules.bai-cao.2.ex1", versus=True),
              Hands(("10S JD QH",), "rules.bai-cao.2.ex2")),
    *_section("bai-cao", 3), *_section("bai-cao", 4), *FEE, *_words("bai-cao"),
)


XI_DACH_DOC: Final[tuple[Block, ...]] = (
    *_section("xi-dach", 1, Hands(("AS 3H 5D", "AS 3H 5D 2C"), "rules.xi-dach.1.ex1")),
    *_section("xi-dach", 2, Hands(("AS AH", "AD KC", "2S 3H 4D 5C 6S", "10S 7H", "10H 8C 9D", "10D 5C"),
                                  "rules.xi-dach.2.ex1")),
    *_section("xi-dach", 3), *_section("xi-dach", 4), *_section("xi-dach", 5), *FEE, *_words("xi-dach"),
)


TAM_CUC_DOC: Final[tuple[Block, ...]] = (
    *_section("tam-cuc", 1),
    *_section("tam-cuc", 2,
              Hands(("K A E R C H P",), named=False),
              Hands(("k a e r c h p",), "rules.tam-cuc.2.ex1", named=False),
              Hands(("e", "C"), "rules.tam-cuc.2.ex2", versus=True)),
    *_section("tam-cuc", 3,
              Hands(("K A E", "R C H"), "rules.tam-cuc.3.ex1", versus=True),
              Hands(("R R", "P P P P"), "rules.tam-cuc.3.ex2"),
              Hands(("A E R", "C H P", "P P P"), "rules.tam-cuc.3.ex3")),
    *_section("tam-cuc", 4),
    *_section("tam-cuc", 5, Hands(("E", "R"), "rules.tam-cuc.5.ex1")),
    *_section("tam-cuc", 6),
    *_section("tam-cuc", 7,
              Hands(("P P", "p p"), versus=True),
              Hands(("R C H", "r c h"), "rules.tam-cuc.7.ex1", versus=True)),
    *_section("tam-cuc", 8),
    *_section("tam-cuc", 9, Hands(("P", "h"), "rules.tam-cuc.9.ex1"), Hands(("r c h",), "rules.tam-cuc.9.ex2")),
    *_words("tam-cuc"),
)

