"""Xem lại ván: a recorded round replays to its recorded result in every game, its moves read
and write as text, an exported file round-trips, ``replay FILE`` tells it, and a match keeps
the saves of its last 20 rounds (older saves still load)."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.catalog import VARIANTS, games
from game.catalog import game as record_of
from game.engine.errors import SaveError
from game.engine.events import CardsRevealed
from game.i18n import LANGUAGES, t
from game.match.match import REPLAYS_KEPT, Match, Seat
from game.match.moves import format_action, format_move, parse_action, parse_move
from game.match.replay import Replay, move_line, read_text
from game.shown.story import tiles_words
from game.variants.tam_cuc.actions import Chuied, Commit, DiDem, Lead
from game.variants.three_card.defs import Bet, Challenge, Ready
from tests.tam_cuc_helpers import scripted, trick
from tests.test_tam_cuc_deal import KET_HANDS
from tests.test_tam_cuc_deal import _two_triples as two_triples

KEYS = [g.key for g in games()]
ROOT = Path(__file__).resolve().parents[1]


def played(key: str, rounds: int = 4, seed: int = 7, seats: int = 4, level: str = "normal") -> Match:
    g = record_of(key)
    n = min(seats, g.variant.max_players)
    match = Match(g.variant, [Seat(f"Seat {i}", level) for i in range(n)], seed=seed, balances=[100_000] * n)
    agents = match.agents(g.agents)
    for _ in range(rounds):
        match.play_round(agents)
    return match


def replay_of(match: Match, index: int = -1) -> Replay:
    return Replay.of_record(match.variant, match.history[index], [s.name for s in match.seats])


# --- moves as text ------------------------------------------------------------------------------------
def test_moves_read_and_write_as_one_line() -> None:
    three = VARIANTS["ba-cay"].round_type.action_types
    assert format_move(2, Challenge(1, 20)) == "2 Challenge 1 20"
    assert parse_move("2 Challenge 1 20", three) == (2, Challenge(1, 20))
    assert parse_action("Ready", three) == Ready() and parse_action(" Bet  30 ", three) == Bet(30)
    tam = VARIANTS["tam-cuc"].round_type.action_types
    lead = parse_action("Lead R C H", tam)
    assert isinstance(lead, Lead) and format_action(lead) == "Lead H C R"  # a group is kept sorted
    swap = parse_action("DiDem P p 2 -", tam)
    assert isinstance(swap, DiDem) and swap.target == 2 and swap.wish is None and len(swap.pieces) == 2
    assert parse_action(format_action(swap), tam) == swap


@pytest.mark.parametrize("text", ["", "Bet", "Bet 1 2", "Bet x", "Fold 10", "Challenge 1", "Ready now"])
def test_a_bad_move_is_refused_saying_why(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text, VARIANTS["ba-cay"].round_type.action_types)
    with pytest.raises(ValueError):
        parse_move(f"x {text}", VARIANTS["ba-cay"].round_type.action_types)


@pytest.mark.parametrize("key", KEYS)
@given(seed=st.integers(0, 10_000))
def test_every_move_of_a_played_round_reads_back(key: str, seed: int) -> None:
    match = played(key, rounds=1, seed=seed, level="random")
    types = match.variant.round_type.action_types
    for seat, action in replay_of(match).moves():
        assert parse_move(format_move(seat, action), types) == (seat, action)


# --- replaying ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", KEYS)
def test_a_replay_reproduces_the_recorded_result(key: str) -> None:
    match = played(key, rounds=5)
    for record in match.history:
        replay = replay_of(match, match.history.index(record))
        state = replay.check()
        assert tuple(state.result().deltas) == record.deltas
        assert replay.config.round_no == record.round_no
        again = replay.match()
        assert again.config() == replay.config  # the table can deal the very same round again
        assert again.start_round(replay.seed)[0].to_dict()["config"] == replay.save["config"]


@pytest.mark.parametrize("key", KEYS)
def test_every_step_of_a_replay_is_the_round_at_that_point(key: str) -> None:
    replay = replay_of(played(key, rounds=2))
    states = [replay.state_at(0)]
    for step in replay.steps():
        if not step.last:
            continue
        state = states[-1].__class__.from_dict(states[-1].to_dict())
        state.apply(step.seat, step.action)
        states.append(state)
    k = random.Random(1).randrange(len(replay) + 1)
    assert replay.state_at(k).to_dict() == states[k].to_dict()
    with pytest.raises(ValueError):
        replay.state_at(len(replay) + 1)


@pytest.mark.parametrize("key", KEYS)
def test_rewinding_puts_the_match_back_before_the_round(key: str) -> None:
    replay = replay_of(played(key, rounds=3))
    match = replay.match()
    state, _ = match.start_round(replay.seed)
    for seat, action in replay.moves():
        state.apply(seat, action)
    assert tuple(match.finish_round().deltas) == replay.deltas
    state = replay.rewind(match, 2)
    assert match.current is state and len(state.log) == 2 and match.history == []
    assert match.config() == replay.config


def test_the_dealt_hands_are_everything_each_seat_held() -> None:
    replay = replay_of(played("xi-dach", rounds=1))
    final = replay.check()
    assert [list(h) for h in replay.dealt()] == [list(final.hands[s]) for s in range(len(replay.names))]


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_narrative_tells_every_move_and_the_result(key: str, lang: str) -> None:
    replay = replay_of(played(key, rounds=2))
    lines = replay.narrate(lang)
    assert all(line.strip() for line in lines) and not any("{" in line for line in lines)
    assert sum(1 for line in lines if line.startswith("  ")) >= len(replay.names)  # one result line per seat
    said_moves = set()
    for seat, action in replay.moves():
        said = {move_line(seat, action, replay.names, lang, shown) for shown in (None, ())}  # pieces named or not
        said_moves |= said
        with_cards = t(f"learn.move.{type(action).__name__}.cards", lang, name=replay.names[seat], cards="")
        assert said & set(lines) or any(line.startswith(with_cards.rstrip(". ")) for line in lines) or \
            action.__class__.__name__ in ("Reveal", "Stand", "Ready", "Pass")
    words = [set(re.findall(r"[\w♦♥♣♠]+", line.casefold())) for line in lines]  # "3♥" is not "3♠"
    told_again = [lines[i + 1] for i in range(len(lines) - 1)  # a move may be made twice ("Lan rút bài.")
                  if words[i + 1] <= words[i] and not lines[i + 1].startswith("  ") and lines[i + 1] not in said_moves]
    assert not told_again, "a line says nothing the line before did not"


def test_the_narrative_tells_the_round_as_the_table_showed_it() -> None:
    """``replay FILE`` hides what the table hides (docs/rules-decisions/tam-cuc.md: a chui'd piece
    is never shown to anybody else, not even when the deal ends): the deal is face down, a piece
    put down is named only when it is turned up, a chui'd one never."""
    replay = replay_of(played("tam-cuc", rounds=1, seed=3, seats=3))
    steps = replay.steps()
    chuied = {e.seat for step in steps for e in step.events if isinstance(e, Chuied)}
    assert chuied, "the round has a chui"
    for lang in LANGUAGES:
        lines = replay.narrate(lang)
        dealt = [line for line in lines if line.startswith(t("learn.narr.dealt", lang, hands=""))]
        assert dealt and all(set(re.findall(r"[A-Za-z]\b", line.split("—")[1].replace("Seat", ""))) == set()
                             for line in dealt), dealt
        for step in steps:
            if isinstance(step.action, (Commit, Lead)):
                assert move_line(step.seat, step.action, replay.names, lang) not in lines
                assert move_line(step.seat, step.action, replay.names, lang, ()) in lines
        for seat in chuied:  # a chui names no piece: only what the seat turned up is named
            name = replay.names[seat]
            heads = [t(key, lang, name=name, cards="").rstrip(". ")
                     for key in ("learn.narr.shows", "learn.move.Reveal.cards")]
            shown = [tiles_words(e.cards, lang) + "." for step in steps for e in step.events
                     if isinstance(e, CardsRevealed) and e.seat == seat]
            named = [line for line in lines if any(line.startswith(h) for h in heads)]
            assert named and all(any(line.endswith(c) for c in shown) for line in named), named


def de_round() -> Replay:
    """Lan leads kết tốt đen (p p) to the last trick; Minh turns up the red pair: đè."""
    state = scripted(4, KET_HANDS)
    two_triples(state, "C H P")
    trick(state, "p p", ["P P", "r P", "p P"], [True, True, True])
    return Replay(VARIANTS["tam-cuc"], state.to_dict(), ("Lan", "Minh", "Hùng", "Mai"))


def test_a_turn_up_is_told_once_with_its_pieces() -> None:
    """Not "Minh lật." and then "Minh lật: đôi Tốt đỏ": one line, the pieces in it."""
    replay = de_round()
    for lang in LANGUAGES:
        lines = replay.narrate(lang)
        pair = t("tc.group.pair.P", lang)
        turned = [line for line in lines if line.startswith("Minh ") and pair.lower() in line.lower()
                  and "(" not in line]
        said = {"vi": "đôi Tốt đỏ", "en": "a pair of red Soldiers"}[lang]
        assert turned == [t("learn.move.Reveal.cards", lang, name="Minh", cards=said)]
        assert not [line for line in lines if line in {t("learn.move.Reveal", lang, name=n) for n in replay.names}]
    drawn = replay_of(played("xi-dach", rounds=3, level="random"))
    bare = {t("learn.move.Draw", "vi", name=n) for n in drawn.names}
    lines = drawn.narrate("vi")
    assert [line for line in lines if line in bare], "a card drawn face down is not named when it is drawn"
    final = drawn.check()
    turned = {e.seat for step in drawn.steps() for e in step.events if isinstance(e, CardsRevealed)}
    for s, name in enumerate(drawn.names):  # but when the table turns it up, with the others (a seat that
        told = t("learn.narr.shows", "vi", name=name, cards=tiles_words(final.hands[s], "vi"))  # gave up: never)
        assert (told in lines) == (s in turned)


def test_a_de_is_told_with_who_which_groups_and_the_points() -> None:
    lines = de_round().narrate("en")
    assert "Lan made a kết with black Soldiers (a pair of black Soldiers), but Minh beat it with a pair of red " \
           "Soldiers (đè) — Lan paid 16." in lines
    assert not [line for line in lines if "Đè!" in line]  # the story line says it (the table's banner, not its log)
    vi = de_round().narrate("vi")
    assert "Minh đè kết tốt đen của Lan (đôi Tốt đen) bằng đôi Tốt đỏ — Lan đền 16." in vi


# Cards or pieces in the rule book's letters: "9H", "10S", "AC", "K", "p p" (issue 40: the table's words only).
NOTATION = re.compile(r"(?<![\w♦♥♣♠])(?:10|[2-9AJQKT])[DHCS](?!\w)|(?<!\w)[KkAaEeRrCcHhPp](?: [KkAaEeRrCcHhPp])+(?!\w)")


@pytest.mark.parametrize("key", ["ba-cay", "bai-cao", "xi-dach", "tam-cuc"])
def test_a_narrative_names_cards_and_pieces_as_the_table_does(key: str) -> None:
    """Cards with their suit symbols ("9♥ 2♣ A♣"), pieces by name ("đôi Tốt đen", "Tướng ông"),
    never "9H 2C AC" nor "Lan gọi p p (úp)"."""
    replay = de_round() if key == "tam-cuc" else replay_of(played(key, rounds=2, level="random"))
    for lang in LANGUAGES:
        lines = replay.narrate(lang)
        assert not [line for line in lines if NOTATION.search(line)], lang
        suits = "♦♥♣♠" if key != "tam-cuc" else ""
        assert key == "tam-cuc" or any(any(s in line for s in suits) for line in lines)
    assert any("Xe đỏ" in line for line in de_round().narrate("vi"))  # a piece turned up, by its name


# --- the exported file ----------------------------------------------------------------------------------
@pytest.mark.parametrize("key", KEYS)
def test_an_exported_round_reads_back_the_same(key: str) -> None:
    replay = replay_of(played(key, rounds=3))
    again = read_text(replay.to_text(), VARIANTS)
    assert again.save == replay.save
    assert (again.names, again.round_no, again.deltas) == (replay.names, replay.round_no, replay.deltas)


def test_a_file_whose_moves_do_not_give_its_result_is_refused() -> None:
    text = replay_of(played("ba-cay", rounds=2)).to_text()
    with pytest.raises(ValueError, match="not a round file"):
        read_text("hello = 1\n", VARIANTS)
    with pytest.raises(ValueError, match="not a round file"):
        read_text("this is [not toml", VARIANTS)
    lines = text.splitlines()
    result = next(i for i, line in enumerate(lines) if line.startswith("result = "))
    wrong = [*lines[:result], "result = [1, -1, 0, 0]", *lines[result + 1:]]
    with pytest.raises(ValueError, match="recorded"):
        read_text("\n".join(wrong), VARIANTS)
    first_move = lines.index("moves = [") + 1
    with pytest.raises(ValueError):
        read_text("\n".join([*lines[:first_move], '  "0 Fold",', *lines[first_move:]]), VARIANTS)
    cut = [line for line in lines if not line.startswith('  "')]
    with pytest.raises(ValueError, match="stop before"):
        read_text("\n".join(cut), VARIANTS)


def test_replay_prints_the_narrative_in_either_language(tmp_path: Path) -> None:
    replay = replay_of(played("bai-cao", rounds=2))
    path = tmp_path / "round.toml"
    path.write_text(replay.to_text(), encoding="utf-8")
    for lang in ("vi", "en"):
        proc = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--lang", lang],
                              capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.splitlines() == [*replay.narrate(lang), "Đúng với kết quả đã ghi." if lang == "vi"
                                            else "Matches the recorded result."]
    bad = tmp_path / "bad.toml"
    bad.write_text("format = 1", encoding="utf-8")
    for args in (["replay", str(bad)], ["replay", str(tmp_path / "none.toml")], ["replay", str(path), "--lang", "fr"],
                 ["--replay", str(bad)]):
        proc = subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, timeout=120,
                              cwd=ROOT)
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, (args, proc.stderr)


# --- what the match keeps ------------------------------------------------------------------------------
def test_a_match_keeps_the_saves_of_its_last_rounds_only() -> None:
    match = played("xi-dach", rounds=REPLAYS_KEPT + 3, level="random")
    kept = [r.round_no for r in match.history if r.replay is not None]
    assert kept == list(range(4, REPLAYS_KEPT + 4))
    saved = match.to_dict()
    assert len(saved["history"]) == REPLAYS_KEPT and all("replay" in r for r in saved["history"])
    loaded = Match.from_dict(json.loads(json.dumps(saved)))
    assert [r.replay for r in loaded.history] == [r.replay for r in match.history[-REPLAYS_KEPT:]]
    replay_of(loaded).check()


def test_a_save_from_before_replays_still_loads() -> None:
    saved = played("ba-cay", rounds=2).to_dict()
    for r in saved["history"]:
        del r["replay"]
    loaded = Match.from_dict(saved)
    assert all(r.replay is None for r in loaded.history)
    with pytest.raises(ValueError, match="no longer kept"):
        replay_of(loaded)
    saved["history"][0]["replay"] = "nonsense"
    with pytest.raises(SaveError):
        Match.from_dict(saved)
