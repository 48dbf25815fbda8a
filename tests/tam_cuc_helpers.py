"""Helpers for the Tam Cúc tests: scripted deals from given hands, and playing moves by notation."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.engine.deck import tam_cuc_deck
from game.engine.events import Event
from game.engine.pieces import Piece, format_pieces, parse_pieces
from game.variants.tam_cuc.actions import CHUI, PASS, REVEAL, Commit, Lead, TrinhLang
from game.variants.tam_cuc.round import TamCucRound, removal_for
from game.variants.tam_cuc.variant import TAM_CUC


def scripted(
    n: int,
    hands: Mapping[int, str],
    *,
    cai: int = 0,
    options: Mapping[str, Any] | None = None,
) -> TamCucRound:
    """A deal where the given seats hold the given hands; the rest of the deck goes, in
    deck order, to the other seats.  Everything after the deal goes through the protocol."""
    chosen = dict(TAM_CUC.preset("goc"))
    chosen.update(options or {})
    deck = tam_cuc_deck(removal_for(n, chosen))
    size = len(deck) // n
    rest: list[Piece] = list(deck)
    for text in hands.values():
        for p in parse_pieces(text, count=size):
            rest.remove(p)
    full = []
    for s in range(n):
        if s in hands:
            full.append(hands[s])
        else:
            full.append(format_pieces(rest[:size]))
            del rest[:size]
    cfg = TAM_CUC.make_config(n, options=chosen, banker=cai)
    cfg = replace(cfg, script=" | ".join(full))
    state = TAM_CUC.new_round(cfg, seed=1)
    assert isinstance(state, TamCucRound)
    return state


def pass_all(state: TamCucRound) -> None:
    while state.deal.phase == "declare":
        state.apply(state.to_act()[0], PASS)


def lead(state: TamCucRound, text: str) -> list[Event]:
    return state.apply(state.to_act()[0], Lead(parse_pieces(text)))


def commit(state: TamCucRound, *texts: str) -> list[Event]:
    """The followers, in turn, put these pieces down ("-": their weakest pieces)."""
    events: list[Event] = []
    for text in texts:
        seat = state.to_act()[0]
        view = state.view(seat)
        pieces = view.hand[: view.commit_size] if text == "-" else parse_pieces(text)
        events += state.apply(seat, Commit(pieces))
    return events


def answer(state: TamCucRound, *shows: bool) -> list[Event]:
    """The followers, in turn, turn up (True) or chui (False)."""
    events: list[Event] = []
    for show in shows:
        events += state.apply(state.to_act()[0], REVEAL if show else CHUI)
    return events


def trick(state: TamCucRound, led: str, commits: list[str], shows: list[bool]) -> list[Event]:
    return lead(state, led) + commit(state, *commits) + answer(state, *shows)


def show(state: TamCucRound, text: str) -> list[Event]:
    return state.apply(state.to_act()[0], TrinhLang(parse_pieces(text)))
