"""The engine core: notation, decks, the chip ledger, the action codec, configs and options."""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.cards import ALL_CARDS, Card, Suit, card, format_cards, parse_card, parse_cards
from game.engine.codec import decode_action, encode_action
from game.engine.deck import (
    DEFAULT_TAM_CUC_REMOVAL,
    TAM_CUC_REMOVALS,
    ba_cay_deck,
    french_deck,
    shuffled,
    tam_cuc_deck,
)
from game.engine.errors import InsufficientFunds, NotationError, SaveError
from game.engine.ledger import FEE_SINK, POT, Ledger
from game.engine.pieces import ALL_PIECES, COPIES, Piece, Rank, format_pieces, parse_piece, parse_pieces, piece
from game.engine.protocol import Action, TableConfig
from game.engine.variant import RuleOption

# --- French cards -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [("AD", 1, Suit.D), ("A♦", 1, Suit.D), ("10H", 10, Suit.H), ("TH", 10, Suit.H), ("10♥", 10, Suit.H),
     ("KS", 13, Suit.S), ("K♠", 13, Suit.S), ("qc", 12, Suit.C), ("J♣", 11, Suit.C), ("2♢", 2, Suit.D)],
)
def test_parse_card_ascii_and_unicode(text: str, rank: int, suit: Suit) -> None:
    assert parse_card(text) is card(rank, suit)


@pytest.mark.parametrize("bad", ["1X", "", "  ", "11H", "AX", "A", "ZS", "10", "♦"])
def test_bad_card_text_is_a_clear_error(bad: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_card(bad)
    assert str(info.value)


def test_every_card_round_trips_in_both_notations() -> None:
    assert len(set(ALL_CARDS)) == 52
    for c in ALL_CARDS:
        assert parse_card(str(c)) is c
        assert parse_card(c.unicode()) is c
    assert str(card(10, Suit.H)) == "10H" and card(10, Suit.H).unicode() == "10♥"


def test_hands_parse_and_refuse_duplicates() -> None:
    assert format_cards(parse_cards("AS 7C 2D")) == "AS 7C 2D"
    assert format_cards(parse_cards("A♠, 7♣, 2♦"), unicode=True) == "A♠ 7♣ 2♦"
    with pytest.raises(NotationError, match="twice"):
        parse_cards("AS 7C AS")
    with pytest.raises(NotationError):
        parse_cards("")
    with pytest.raises(NotationError, match="3 cards"):
        parse_cards("AS 7C", count=3)


# --- Tam Cúc pieces ------------------------------------------------------------------------


def test_pieces_parse_by_case() -> None:
    assert parse_piece("K") is piece(Rank.K, True)
    assert parse_piece("p") is piece(Rank.P, False)
    assert format_pieces(parse_pieces("R C H")) == "R C H"
    assert parse_piece("K").vi_name == "Tướng ông" and parse_piece("k").vi_name == "Tướng bà"
    assert parse_piece("e").vi_name == "Tượng thâm" and parse_piece("R").vi_name == "Xe đỏ"


@pytest.mark.parametrize("bad", ["X", "", "KK", "1", "r c x"])
def test_bad_piece_text_is_a_clear_error(bad: str) -> None:
    with pytest.raises(NotationError):
        parse_pieces(bad)


def test_identical_pieces_are_allowed_up_to_the_deck_count() -> None:
    assert len(parse_pieces("p p p p p")) == 5
    with pytest.raises(NotationError, match="only 5"):
        parse_pieces("p p p p p p")
    with pytest.raises(NotationError, match="only 1"):
        parse_pieces("K K")


def test_piece_strength_orders_name_first_then_colour() -> None:
    order = sorted(ALL_PIECES, key=lambda p: p.strength)
    assert [str(p) for p in order] == ["p", "P", "h", "H", "c", "C", "r", "R", "e", "E", "a", "A", "k", "K"]
    assert parse_piece("e").strength > parse_piece("C").strength  # the name decides, whatever the colour


# --- decks -----------------------------------------------------------------------------------


def test_deck_sizes_and_composition() -> None:
    assert len(french_deck()) == 52 and len(set(french_deck())) == 52
    bc = ba_cay_deck()
    assert len(bc) == 36 and all(c.rank <= 9 for c in bc)
    tc = tam_cuc_deck()
    assert len(tc) == 32
    counts = Counter(tc)
    for p in ALL_PIECES:
        assert counts[p] == COPIES[p.rank]


@pytest.mark.parametrize(("removal", "size"), [("K k A P p", 27), ("P p", 30), ("K k A a p", 27)])
def test_three_player_removals(removal: str, size: int) -> None:
    deck = tam_cuc_deck(removal)
    assert len(deck) == size and size % 3 == 0
    assert Counter(tam_cuc_deck()) - Counter(deck) == Counter(parse_pieces(removal))
    assert removal in TAM_CUC_REMOVALS
    assert DEFAULT_TAM_CUC_REMOVAL == "K k A P p"


def test_unknown_removal_is_refused() -> None:
    with pytest.raises(NotationError, match="unknown removal"):
        tam_cuc_deck("K")


def test_shuffling_depends_only_on_the_injected_rng() -> None:
    a = shuffled(french_deck(), random.Random(7))
    random.seed(12345)
    random.random()
    b = shuffled(french_deck(), random.Random(7))
    assert a == b and sorted(a, key=lambda c: c.index) == french_deck()
    assert shuffled(french_deck(), random.Random(8)) != a


# --- ledger ------------------------------------------------------------------------------------


def test_ledger_records_every_transfer_and_refuses_overdrafts() -> None:
    ledger = Ledger({0: 100, 1: 50})
    ledger.transfer(0, POT, 30, "ante")
    ledger.transfer(POT, 1, 25, "pot")
    ledger.transfer(POT, FEE_SINK, 5, "fee")
    assert [e.reason for e in ledger.entries] == ["ante", "pot", "fee"]
    assert ledger.deltas([0, 1]) == (-30, 25) and ledger.balance(FEE_SINK) == 5
    ledger.check_conserved()
    before = ledger.balances()
    with pytest.raises(InsufficientFunds) as info:
        ledger.transfer(1, 0, 1000, "side bet")
    assert "cannot pay 1000" in info.value.reason and info.value.key == "funds.short"
    assert ledger.balances() == before and len(ledger.entries) == 3


@pytest.mark.parametrize(("amount", "error"), [(-1, ValueError), (1.5, TypeError), (True, TypeError)])
def test_ledger_refuses_bad_amounts(amount: object, error: type[Exception]) -> None:
    ledger = Ledger({0: 10, 1: 10})
    with pytest.raises(error):
        ledger.transfer(0, 1, amount, "x")  # type: ignore[arg-type]
    with pytest.raises(KeyError):
        ledger.transfer(0, 7, 1, "no such seat")
    with pytest.raises(ValueError):
        Ledger({0: -5})


@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 300)), max_size=60))
def test_ledger_conserves_chips_under_any_transfers(moves: list[tuple[int, int, int]]) -> None:
    ledger = Ledger({0: 100, 1: 200, 2: 0, 3: 50})
    total = ledger.total()
    for payer, payee, amount in moves:
        with contextlib.suppress(InsufficientFunds):
            ledger.transfer(payer, payee, amount, "move")
        assert ledger.total() == total
        assert all(v >= 0 for v in ledger.balances().values())
    ledger.check_conserved()


# --- codec, config, options --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play(Action):
    seat: int
    cards: tuple[Card, ...]
    pieces: tuple[Piece, ...]
    target: int | None
    note: str
    flag: bool


def test_codec_round_trips_typed_actions() -> None:
    action = Play(2, parse_cards("AD 10H"), parse_pieces("p p R"), None, "xin", True)
    data = encode_action(action)
    assert data == {"type": "Play", "seat": 2, "cards": ["AD", "10H"], "pieces": ["p", "p", "R"],
                    "target": None, "note": "xin", "flag": True}
    assert decode_action(data, [Play]) == action
    for broken in ({**data, "seat": "2"}, {**data, "cards": ["ZZ"]}, {**data, "extra": 1},
                   {"type": "Nope"}, {k: v for k, v in data.items() if k != "flag"}, [1, 2]):
        with pytest.raises(ValueError):
            decode_action(broken, [Play])


def test_table_config_round_trip_and_bad_saves() -> None:
    cfg = TableConfig(n_seats=3, mode="chuong", options={"fee": 5, "on": True}, balances=(1, 2, 3), banker=1)
    assert TableConfig.from_dict(cfg.to_dict()) == cfg
    bad = cfg.to_dict() | {"balances": [1, "2", 3]}
    with pytest.raises(SaveError):
        TableConfig.from_dict(bad)
    with pytest.raises(SaveError):
        TableConfig.from_dict(cfg.to_dict() | {"options": {"x": [1]}})
    with pytest.raises(ValueError):
        TableConfig(n_seats=2, balances=(1, 2, 3))


def test_rule_options_validate_and_parse() -> None:
    fee = RuleOption("fee", 5, minimum=0, maximum=10)
    assert fee.parse("7") == 7
    with pytest.raises(ValueError, match="at most 10"):
        fee.parse("11")
    with pytest.raises(ValueError, match="whole number"):
        fee.parse("five")
    on = RuleOption("steal", True, house=False)
    assert on.parse("off") is False and on.parse("1") is True and on.house_value is False
    with pytest.raises(ValueError):
        on.validate(1)
    kind = RuleOption("ties", "split", choices=("split", "playoff"))
    assert kind.parse("playoff") == "playoff" and kind.house_value == "split"
    with pytest.raises(ValueError, match="one of"):
        kind.parse("coin")
