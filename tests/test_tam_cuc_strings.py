"""Every string Tam Cúc shows a person exists in Vietnamese and English."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine.errors import IllegalAction
from game.engine.events import Announced
from game.engine.pieces import ALL_PIECES, Rank
from game.engine.protocol import Action, RoundState
from game.engine.view import Label
from game.i18n import LANGUAGES, has
from game.shown.story import ANNOUNCEMENTS
from game.variants.tam_cuc.actions import CHUI, PASS, REVEAL, Commit, Lead, TrinhLang
from game.variants.tam_cuc.groups import ALL_GROUPS
from game.variants.tam_cuc.scoring import KetKind
from game.variants.tam_cuc.variant import TAM_CUC
from game.variants.tam_cuc.view import banned_key, group_label
from tests.conformance import play_random


def renders(label: Label) -> None:
    assert has(label.key), label.key
    for lang in LANGUAGES:
        text = label.text(lang)
        assert text and "{" not in text, (label, lang, text)


def test_every_group_option_and_ket_has_a_name() -> None:
    for g in ALL_GROUPS:
        renders(group_label(g))
    renders(group_label(None))
    for opt in TAM_CUC.options:
        renders(Label(f"opt.tam-cuc.{opt.key}"))
        renders(Label(f"opt.tam-cuc.{opt.key}.help"))
        for choice in opt.choices:
            renders(Label(f"opt.tam-cuc.{opt.key}.{choice}"))
    for kind in KetKind:
        renders(Label(f"tc.ket.{kind}"))
    for key in ("ket", "de", "trinh_lang", "cuop_cai", "cai_random"):
        renders(Label.of(f"tc.announce.{key}", name="Lan"))
    assert Label("tc.announce.ket").text("vi") == "Kết!" and Label("tc.announce.de").text("vi") == "Đè!"
    assert Label("tc.announce.trinh_lang").text("vi") == "Trình làng!"
    for cap in (Rank.E, Rank.R):
        renders(Label(banned_key([r for r in Rank if r > cap])))


def test_refusals_and_announcements_speak_both_languages() -> None:
    probes: tuple[Action, ...] = (PASS, REVEAL, CHUI, Lead((ALL_PIECES[13],)), Lead(ALL_PIECES[:2]),
                                  Commit((ALL_PIECES[0],)), Commit(ALL_PIECES[12:14]),
                                  TrinhLang((ALL_PIECES[1],) * 4))
    keys: set[str] = set()

    def probe(state: RoundState, seat: int, legal: Sequence[Action], rng: random.Random) -> None:
        for action in probes:
            if action not in legal:
                try:
                    state.apply(seat, action)
                except IllegalAction as exc:
                    assert exc.key is not None
                    renders(Label.of(exc.key, **exc.params))
                    keys.add(exc.key)
                else:
                    raise AssertionError(f"{action} was accepted but not listed as legal")

    for n in (2, 3, 4):
        cfg = TAM_CUC.make_config(n)
        for seed in range(4):
            _, events = play_random(TAM_CUC, cfg, seed, policy_seed=seed, on_step=probe)
            for e in events:
                if isinstance(e, Announced):
                    renders(Label(ANNOUNCEMENTS[e.kind]))
                    keys.add(ANNOUNCEMENTS[e.kind])
    assert {"tc.rule.phase", "tc.rule.wrong_count", "tc.rule.not_held", "tc.rule.trinh_lang"} <= keys
