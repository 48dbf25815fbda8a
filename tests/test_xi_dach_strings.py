"""Every string Xì Dách shows a person exists in both languages of the catalogue."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

import tools.i18n as catalogue
from game.engine.errors import IllegalAction
from game.engine.events import Announced
from game.engine.protocol import Action, RoundState
from game.engine.view import Label
from game.i18n import LANGUAGES, has, t
from game.shown.story import ANNOUNCEMENTS
from game.variants.xi_dach.actions import Bet, Draw, Leave, Outcome, Stand, Xet, XetAll
from game.variants.xi_dach.hand import Category
from game.variants.xi_dach.round import XiDachRound
from game.variants.xi_dach.variant import XI_DACH
from tests.conformance import play_random

PROBES: tuple[Action, ...] = (Bet(100), Bet(7), Draw(), Stand(), Leave(), Xet(0), Xet(1), Xet(5), XetAll())


def renders(label: Label) -> None:
    assert has(label.key), label.key
    for lang in LANGUAGES:
        text = label.text(lang)
        assert text and "{" not in text, (label, lang, text)


@pytest.mark.parametrize("preset", ["goc", "nha"])
def test_views_events_and_refusals_speak_both_languages(preset: str) -> None:
    cfg = XI_DACH.make_config(5, options=XI_DACH.preset(preset))
    keys: set[str] = set()

    def probe(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
        assert isinstance(state, XiDachRound)
        for viewer in (*range(5), None):
            for sv in state.view(viewer).seats:
                for label in (sv.status, sv.hand):
                    if label is not None:
                        renders(label)
                        keys.add(label.key)
        for action in PROBES:
            if action not in legal:
                with pytest.raises(IllegalAction) as info:
                    state.apply(seat, action)
                assert info.value.key is not None
                renders(Label.of(info.value.key, **info.value.params))
                keys.add(info.value.key)

    for seed in range(30):
        _, events = play_random(XI_DACH, cfg, seed, policy_seed=seed, on_step=probe)
        for e in events:
            if isinstance(e, Announced):  # a seat's announcement is told with its name, as the table does
                key = ANNOUNCEMENTS[e.kind]
                renders(Label.of(key, **({"name": "Lan"} if e.seat is not None else {}), **e.params))
                keys.add(key)
    assert {"xd.illegal.not_of_age", "xd.status.stood"} <= keys


def test_catalogue_covers_options_outcomes_hands_and_policies() -> None:
    for option in XI_DACH.options:
        assert has(f"opt.xi-dach.{option.key}") and has(f"opt.xi-dach.{option.key}.help")
    for outcome in Outcome:
        renders(Label.of(f"xd.log.{outcome.value}", amount=95))
        renders(Label.of(f"xd.status.{outcome.value}"))
    for category in Category:
        renders(Label.of(f"xd.hand.{category.value}", total=17))
    assert t("xd.hint.draw", "vi", chips="+12 chip", bust=54, win=29) == "Rút: +12 chip (quắc 54%, thắng 29%)"
    assert t("xd.illegal.not_of_age", "vi") == "Chưa đủ tuổi để xét."


def test_every_xi_dach_string_has_two_languages() -> None:
    ours = {k: v for k, v in catalogue.messages().items() if k.startswith(("xd.", "opt.xi-dach."))}
    assert len(ours) > 60
    for key, langs in ours.items():
        assert all(text.strip() for lang in LANGUAGES for text in langs[lang]), key
