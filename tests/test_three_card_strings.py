"""Every string the three-card games show a person exists in both languages and formats."""

from __future__ import annotations

import random
import string

import pytest

import tools.i18n as catalogue
from game.engine.errors import IllegalAction
from game.engine.events import Announced
from game.i18n import LANGUAGES, has, t
from game.shown.story import ANNOUNCEMENTS
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.three_card.defs import (
    BIEN_GIOI,
    DECLINED,
    KE_CUA,
    PUSH,
    THACH,
    all_hands,
)
from game.variants.three_card.round import ThreeCardRound, ThreeCardVariant
from tests.test_three_card_properties import candidates

VARIANTS = [BA_CAY, BAI_CAO]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_both_languages_take_the_same_parameters() -> None:
    ours = {k: v for k, v in catalogue.messages().items()
            if k.startswith(("tc.", "ba-cay.", "bai-cao.", "opt.ba-cay.", "opt.bai-cao.",
                             "mode.ba-cay.", "mode.bai-cao."))}
    assert len(ours) > 80
    for key, langs in ours.items():
        (vi,), en = langs["vi"], langs["en"][-1]
        assert vi.strip() and en.strip(), key
        assert fields(vi) == fields(en), key


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.key for v in VARIANTS])
def test_modes_options_and_hand_names(variant: ThreeCardVariant) -> None:
    for mode in variant.modes:
        assert has(f"mode.{variant.key}.{mode}") and has(f"mode.{variant.key}.{mode}.help")
    for opt in variant.options:
        assert has(f"opt.{variant.key}.{opt.key}") and has(f"opt.{variant.key}.{opt.key}.help")
    names = {variant.hand_rules.label(h) for h in all_hands(variant.hand_rules)}
    for label in names:
        assert has(label.key)
        assert all(label.text(lang) for lang in LANGUAGES)
    assert len({label.text("vi") for label in names}) == 11  # 1–10 nút and 10 át cụ; bù, 1–9, ba tiên


def test_table_words() -> None:
    for key in ("chuong", "cai"):
        assert has(f"role.{key}") and has(f"tc.funds.banker.{key}")
    for kind in (BIEN_GIOI, THACH, KE_CUA):
        assert has(f"tc.side.{kind}") and has(f"tc.funds.{kind}") and has(f"tc.result.side.{kind}")
    for status in (DECLINED, PUSH):
        assert has(f"tc.side_status.{status}")


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.key for v in VARIANTS])
def test_every_refusal_and_announcement_can_be_shown(variant: ThreeCardVariant) -> None:
    """Drive many rounds, try every wrong action, and format every key that comes out."""
    refusals: set[str] = set()
    announcements: set[str] = set()
    for mode in variant.modes:
        for seed in range(12):
            balances = tuple(random.Random(seed).choice((0, 15, 60, 300, 5000)) for _ in range(5))
            config = variant.make_config(5, mode=mode, options=variant.preset("nha" if seed % 2 else "goc"),
                                         balances=balances, max_bet=100)
            state = variant.new_round(config, seed)
            assert isinstance(state, ThreeCardRound)
            announcements |= {ANNOUNCEMENTS[e.kind] for e in state.start_events() if isinstance(e, Announced)}
            rng = random.Random(seed)
            while not state.is_over():
                seat = rng.choice(state.to_act())
                legal = state.legal_actions(seat)
                for action in candidates(state, seat):
                    if action in legal:
                        continue
                    with pytest.raises(IllegalAction) as info:
                        state.apply(seat, action)
                    key = info.value.key
                    assert key is not None, info.value.reason
                    refusals.add(key)
                    for lang in LANGUAGES:
                        assert t(key, lang, **info.value.params) != key
                events = state.apply(seat, legal[rng.randrange(len(legal))])
                announcements |= {ANNOUNCEMENTS[e.kind] for e in events if isinstance(e, Announced)}
    assert {"tc.illegal.amount", "tc.illegal.target_out", "tc.illegal.target_self", "tc.funds.bet",
            "tc.illegal.phase"} <= refusals
    for key in announcements:
        assert has(key), key
