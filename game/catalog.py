"""The games, one record each — the only place that knows every game.

A record joins what the layers hold about one game: its rules (a
:class:`~game.engine.variant.Variant`), its agents per level, how many seats a new table
gets, what the bench and soak measure, the rules-help document and art, and its table (a
:class:`~game.ui.table.kit.TableKit` of four parts, imported when the first table asks for
it, so that this module stays free of pygame).  Every screen, the CLI, the bench and the
soak test read games from here; adding a game is its rules' package, its table's folder and
one record (:func:`register` lets a test add one: ``tests/dummy_variant.py``).

PySolFC's game registry is the model: each game declared once, by data.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache, partial
from typing import TYPE_CHECKING, Any, Final

from game.ai.base import LEVELS, Agent, AgentFactory
from game.engine.cards import Card
from game.engine.deck import ba_cay_deck, french_deck, tam_cuc_deck
from game.engine.pieces import Piece
from game.engine.protocol import TableConfig
from game.engine.variant import Variant
from game.rules_doc import BA_CAY_DOC, BAI_CAO_DOC, TAM_CUC_DOC, XI_DACH_DOC, Block
from game.variants.tam_cuc.variant import TAM_CUC
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.three_card.round import ThreeCardVariant
from game.variants.xi_dach.variant import XI_DACH

if TYPE_CHECKING:
    from game.shown.table import Shower
    from game.ui.table.kit import TableKit


# The shown table is the tables' business: each game's shower is imported when a table first
# asks for it, so the menu starts without game.shown (as without the AI, below).
def plain_shower(variant: Variant) -> Shower:
    from game.shown.table import Shower  # on first use (see above)

    return Shower(variant)


def _three_card_shower(variant: Variant) -> Shower:
    from game.shown.three_card import ThreeCardShower  # on first use (see above)

    return ThreeCardShower(variant)


def _xi_dach_shower(variant: Variant) -> Shower:
    from game.shown.xi_dach import XiDachShower  # on first use (see above)

    return XiDachShower(variant)


def _tam_cuc_shower(variant: Variant) -> Shower:
    from game.shown.tam_cuc import TamCucShower  # on first use (see above)

    return TamCucShower(variant)


@dataclass(frozen=True)
class Game:
    """Everything the program knows about one game, in one place."""

    variant: Variant
    agents: AgentFactory  # (level, seat, table config) -> agent
    table: Callable[[], TableKit[Any]]  # its table's parts (imported on first use: table_on_first_use)
    seats: int  # a new table's seat count
    rules: tuple[Block, ...]  # the rules-help document
    art: str  # a sample hand for the menu tile, in RULES.md notation
    checker: tuple[int, int]  # the hand checker takes this many cards / pieces (least, most)
    deck: Callable[[], Sequence[Card | Piece]] = french_deck  # the hand checker picks from these
    levels: tuple[str, ...] = LEVELS
    bench_seats: int = 4  # seats of the bench's throughput and latency rounds
    soak_seats: int = 6
    throughput_target: float | None = None  # random-play rounds per second the bench expects
    latency_targets_ms: dict[str, float] = field(default_factory=dict)  # by level; default 20 ms
    banker_name: str = "banker"  # what the bench calls the bank's seat
    # The setup screen groups the rules under these headings (name → rule keys, in order);
    # each is named and explained in one line by ``section.<game>.<name>`` in the catalogue.
    sections: tuple[tuple[str, tuple[str, ...]], ...] = ()
    shower: Callable[[Variant], Shower] = plain_shower  # what applies its events to the shown table (game.shown)

    @property
    def key(self) -> str:
        return self.variant.key

    @property
    def pieces(self) -> bool:
        """Played with Tam Cúc pieces rather than French cards."""
        return self.variant.scores_points


def on_first_use(load: Callable[[], AgentFactory]) -> AgentFactory:
    """The factory ``load`` returns, loaded when the first agent is made: the AI packages are
    imported only then, so the menu, which lists the games, starts without them."""
    loaded = cache(load)

    def factory(level: str, seat: int, config: TableConfig) -> Agent[Any]:
        return loaded()(level, seat, config)

    return factory


def table_on_first_use(load: Callable[[], TableKit[Any]]) -> Callable[[], TableKit[Any]]:
    """The table kit ``load`` returns, made when the first table opens: a game's table package
    (and pygame) is imported only then, so the menu, the CLI and the engine's tools start
    without it.  ``load`` imports its module by name in its body, so PyInstaller sees it."""
    return cache(load)


def _three_card_table(variant: ThreeCardVariant) -> TableKit[Any]:
    from game.ui.table.three_card.table import three_card_table  # on first use (table_on_first_use)

    return three_card_table(variant)


def _xi_dach_table() -> TableKit[Any]:
    from game.ui.table.xi_dach.table import xi_dach_table  # on first use (table_on_first_use)

    return xi_dach_table()


def _tam_cuc_table() -> TableKit[Any]:
    from game.ui.table.tam_cuc.table import tam_cuc_table  # on first use (table_on_first_use)

    return tam_cuc_table()


def _ba_cay_ai() -> AgentFactory:
    from game.ai.three_card import agents_for  # on first use (on_first_use)

    return agents_for(BA_CAY.hand_rules)


def _bai_cao_ai() -> AgentFactory:
    from game.ai.three_card import agents_for  # on first use (on_first_use)

    return agents_for(BAI_CAO.hand_rules)


def _xi_dach_ai() -> AgentFactory:
    from game.ai.xi_dach import AGENTS  # on first use (on_first_use)

    return AGENTS


def _tam_cuc_ai() -> AgentFactory:
    from game.ai.tam_cuc.agents import AGENTS  # on first use (on_first_use)

    return AGENTS


GAMES: Final[list[Game]] = [
    Game(BA_CAY, on_first_use(_ba_cay_ai), table_on_first_use(partial(_three_card_table, BA_CAY)), seats=5,
         rules=BA_CAY_DOC, art="AD 3C 6H", checker=(3, 3), deck=ba_cay_deck, bench_seats=12, soak_seats=6,
         sections=(("chuong", ("cuop-chuong", "xoay-cai")), ("side", ("side-loss", "side-fee", "bien-gioi-cover"))),
         shower=_three_card_shower),
    Game(BAI_CAO, on_first_use(_bai_cao_ai), table_on_first_use(partial(_three_card_table, BAI_CAO)), seats=6,
         rules=BAI_CAO_DOC, art="JS QD KH", checker=(3, 3), bench_seats=12, soak_seats=8, throughput_target=5_000.0,
         sections=(("cai", ("cai-an-hoa", "xoay-cai")), ("rua", ("van-phu", "side-loss", "side-fee"))),
         shower=_three_card_shower),
    Game(XI_DACH, on_first_use(_xi_dach_ai), table_on_first_use(_xi_dach_table), seats=4, rules=XI_DACH_DOC,
         art="AS KD", checker=(2, 5), bench_seats=6, soak_seats=6, throughput_target=5_000.0, banker_name="dealer",
         sections=(("money", ("fee", "thuong", "free-bets")),
                   ("hands", ("ace-flexible", "ngu-linh-under-21", "quac-dealer-wins"))), shower=_xi_dach_shower),
    Game(TAM_CUC, on_first_use(_tam_cuc_ai), table_on_first_use(_tam_cuc_table), seats=4, rules=TAM_CUC_DOC,
         art="K r P", checker=(1, 5), deck=tam_cuc_deck, bench_seats=4, soak_seats=4, throughput_target=1_000.0,
         latency_targets_ms={"hard": 60.0},  # issue 41: p99 52.3 ms in docs/ai.md
         sections=(("deal", ("removal", "first-leader", "di-dem")), ("play", ("ban-leader-only", "xe-cap")),
                   ("ket", ("ket-den", "solo-ket", "ket-doi-2", "ket-ba-2", "ket-tot-den-2", "ket-doi-3", "ket-ba-3",
                            "ket-tot-den-3", "ket-doi-4", "ket-ba-4", "ket-tot-den-4")),
                   ("money", ("choi-tien",))), shower=_tam_cuc_shower),
]


# The rules of every game by key: what a save names (``Match.from_dict``), kept with GAMES.
VARIANTS: Final[dict[str, Variant]] = {g.key: g.variant for g in GAMES}


def games() -> list[Game]:
    """Every game, in menu order."""
    return list(GAMES)


def game(key: str) -> Game:
    """The game called ``key``; ``KeyError`` naming the known ones otherwise."""
    for g in GAMES:
        if g.key == key:
            return g
    raise KeyError(f"unknown game {key!r}; choose one of: {', '.join(g.key for g in GAMES)}")


def shower(key: str) -> Shower:
    """What applies the events of the game called ``key`` to its shown table."""
    record = game(key)
    return record.shower(record.variant)


def variant(key: str) -> Variant:
    """The rules of the game called ``key``; ``KeyError`` naming the known ones otherwise."""
    return game(key).variant


def register(record: Game) -> Callable[[], None]:
    """Add a game (tests); returns the function that removes it again."""
    if record.key in VARIANTS:
        raise ValueError(f"a game called {record.key!r} is already registered")
    GAMES.append(record)
    VARIANTS[record.key] = record.variant

    def remove() -> None:
        GAMES.remove(record)
        del VARIANTS[record.key]

    return remove
