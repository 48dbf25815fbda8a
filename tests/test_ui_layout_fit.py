"""Every text fits its box, in both languages, at 960×540 and 1280×720 (issue 20 §2), and the
screens around the tables with large text on too (issue 39).

The screens are drawn for real while :func:`game.ui.fit.recording` is on: every box filled
through ``theme.fit_text`` (labels, buttons, plates, the top bar…) is recorded, and each
scene adds the boxes it fills otherwise (:meth:`Scene.text_boxes`: the pygame-gui fields,
every choice of every drop-down).  A box fits when its text, set at most 10% smaller than
asked, is no wider than the box — so a cut ("Winner takes all (cào r…") or a text shrunk to
a tiny size fails, naming the screen, the size, the language and the text.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.catalog import games
from game.i18n import set_language, t
from game.persist import Notice
from game.ui import fit
from game.ui.app import App
from game.ui.screens.form import FormScene
from game.ui.screens.quick_setup import build_match, default_seats
from game.ui.screens.rules import RulesScreen
from game.ui.screens.setup import TableSetup
from game.ui.table.host import TableHost
from tests.ui_harness import DEADLINE, menu_app

SIZES = [(960, 540), (1280, 720)]
LANGS = ["vi", "en"]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    yield from menu_app(tmp_path, monkeypatch)


def misfits(app: App, where: str) -> list[str]:
    """Draw the screen once; every text that does not fit, said in one line each."""
    app.frame(1 / 60)
    with fit.recording() as boxes:
        app.draw()
    boxes = [*boxes, *(b for scene in app.scenes.visible() for b in scene.text_boxes())]
    return [f"{where}: {b.text!r} needs {b.needs} px in {b.width} px" + (f" ({b.where})" if b.where else "")
            for b in boxes if not b.fits()]


def each_look(app: App, check: Callable[[str], None], large: tuple[bool, ...] = (False, True)) -> None:
    """Run ``check`` in both languages at both sizes, with large text off and on (the app
    relaid out each time)."""
    for big in large:
        app.set_large_text(big)
        for lang in LANGS:
            set_language(lang)
            for size in SIZES:
                app.resize_window(size)
                top = app.scenes.top
                if isinstance(top, FormScene):
                    top.rebuild()
                check(f"{lang} {size[0]}×{size[1]}" + (" large" if big else ""))
    app.set_large_text(False)


def assert_all_fit(found: list[str]) -> None:
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(dict.fromkeys(found))


def test_menu_settings_statistics_dialogs_and_curtain(app: App) -> None:
    found: list[str] = []
    app.session.profile_named("Nguyễn Thị Thanh Hương")
    screens: list[tuple[str, Callable[[], object]]] = [
        ("menu", lambda: app.open("menu")),
        ("settings", lambda: app.open("settings")),
        ("stats", lambda: app.open("stats")),
        ("confirm", lambda: app.open("confirm", title="Bỏ bàn đang chơi dở?", body="Xin chào", on_yes=lambda: None)),
        ("curtain", lambda: app.open("curtain", name="Nguyễn Thị Thanh Hương", on_open=lambda: None)),
        ("portraits", lambda: app.open("portraits", title=t("portraits.title", name="Nguyễn Thị Thanh Hương"),
                                       current="mao", taken={"ty": "?"}, on_pick=lambda _a: None)),
        ("learn", lambda: app.open("learn")),
        ("replays", lambda: app.open("replays")),
    ]
    for name, opening in screens:
        app.open("menu")
        opening()
        each_look(app, lambda look, n=name: found.extend(misfits(app, f"{n} {look}")))
    app.open("menu")
    app.session.startup[:] = [
        Notice("persist.bad.autosave", {"file": "autosave.json", "aside": "autosave.json.corrupt-1"}),
        Notice("persist.table_damaged", {"name": "Lan", "chips": 12500}),
    ]
    app.open("notices")
    each_look(app, lambda look: found.extend(misfits(app, f"notices {look}")))
    assert_all_fit(found)


def rules_misfits(app: App, rules: RulesScreen, what: str) -> list[str]:
    """The rules page scrolled through, a page at a time, or the hand checker."""
    if rules.tab != "rules" or rules.doc is None:
        return misfits(app, f"checker {what}")
    found, doc = [], rules.doc
    doc.scroll = 0
    while True:
        found += misfits(app, f"rules {what} @{doc.scroll}")
        before = doc.scroll
        doc.scroll_by(rules.view.height, rules.view.height)
        if doc.scroll == before:
            return found


def test_rules_help_of_every_game_both_tabs(app: App) -> None:
    found: list[str] = []
    for g in games():
        app.open("menu")
        rules = app.open("rules", game=g.key)
        assert isinstance(rules, RulesScreen)
        for tab in ("rules", "check"):
            rules.set_tab(tab)
            each_look(app, lambda look, r=rules, k=g.key: found.extend(rules_misfits(app, r, f"{k} {look}")))
    assert_all_fit(found)


def test_table_setup_of_every_game_mode_and_seat_count(app: App) -> None:
    found: list[str] = []
    app.open("menu")
    setup = app.open("setup")
    assert isinstance(setup, TableSetup)
    for big in (False, True):
        app.set_large_text(big)
        for lang in LANGS:
            set_language(lang)
            for size in SIZES:
                app.resize_window(size)
                look = f"{lang} {size[0]}×{size[1]}" + (" large" if big else "")
                for g in games():
                    v = g.variant
                    setup.set_game(g.key)
                    # with large text, the seat counts where the rows change: the least, one and two columns, the most
                    counts = range(v.min_players, v.ui_max_players + 1) if not big else sorted(
                        {v.min_players, min(6, v.ui_max_players), min(7, v.ui_max_players), v.ui_max_players})
                    for mode in v.table_modes:
                        setup.set_mode(mode)
                        for n in counts:
                            setup.set_count(n)
                            found += misfits(app, f"setup {g.key} {mode or '-'} {n} seats {look}")
                    for name, _ in setup.rules.sections():  # each section's tab, where the rules stand behind tabs
                        if any(c.key == f"section.{name}" for c in setup.controls):
                            setup.set_section(name)
                            found += misfits(app, f"setup {g.key} section {name} {look}")
    app.set_large_text(False)
    helps: dict[tuple[str, str], list[str]] = {}
    for key, name in CUT_WITH_LARGE_TEXT:
        setup.set_game(key)
        options = dict(setup.rules.sections())[name]
        helps[(key, name)] = [t(f"opt.{key}.{o.key}.help", lang) for o in options for lang in LANGS]
    cut = {(key, name): [m for m in found if m.startswith(f"setup {key} ") and " large: " in m
                         and any(h in m for h in texts)] for (key, name), texts in helps.items()}
    assert all(cut.values()), f"helps that fit with large text now (take them off CUT_WITH_LARGE_TEXT): {cut}"
    assert_all_fit([m for m in found if not any(m in lines for lines in cut.values())])


# With large text the rules' column holds a line or two less than these sections' helps say
# (each help cut with "…" where the column ends: its first lines shown): (game, section).
CUT_WITH_LARGE_TEXT = (("ba-cay", "side"), ("bai-cao", "rua"), ("tam-cuc", "ket"))


@pytest.mark.parametrize("size", SIZES)
def test_custom_mix_under_the_heading_is_clear_of_the_tabs(app: App, size: tuple[int, int]) -> None:
    """Changing a rule says "Custom mix" under the Rules heading; the tabs below never cover it."""
    app.resize_window(size)
    setup = app.open("setup", game="tam-cuc")
    assert isinstance(setup, TableSetup)
    setup.set_option("ket-den", True)
    assert setup.plan.preset_name() is None
    tag = setup.custom_tag
    assert setup.right.contains(tag)
    assert not [c.key for c in setup.controls if c.rect.colliderect(tag)]
    assert all(c.rect.top >= tag.bottom for c in setup.controls if c.key.startswith("section."))
    for lang in LANGS:
        set_language(lang)
        assert_all_fit(misfits(app, f"setup custom {lang} {size[0]}×{size[1]}"))


def run_until(app: App, done: Callable[[], bool]) -> None:
    deadline = time.monotonic() + DEADLINE  # the AI answers on a thread: wait on the clock
    while not done():
        assert time.monotonic() < deadline, "the table never got there"
        app.frame(1 / 30)


def table(app: App, key: str, n: int, *, human: bool) -> TableHost:
    v = next(g.variant for g in games() if g.key == key)
    seats = default_seats(v, n, NAME)
    if not human:
        seats[0].level = "easy"
    match = build_match(v, seats)
    app.open("table", match=app.session.prepare_match(match) if human else match)
    scene = app.scenes.top
    assert isinstance(scene, TableHost)
    return scene


NAME = "Nguyễn Thị Hương"  # a long name, as players have
TABLE_TEXT = (False,)  # large text on the tables: tests/test_ui_legibility.py (issue 39's table part)
TABLE_SEATS = {key: sorted({lo, min(6, hi), hi}) for key, lo, hi in
               ((g.key, g.variant.min_players, g.variant.ui_max_players) for g in games())}


@pytest.mark.parametrize("key", sorted(TABLE_SEATS))
def test_the_tables_bars_buttons_plates_and_results(app: App, key: str) -> None:
    """The tables (owned with their helpers): the human's first decision, and a round's result."""
    found: list[str] = []
    app.session.update_settings(anim_speed=0.0)
    for n in TABLE_SEATS[key]:
        scene = table(app, key, n, human=True)
        # the human's first decision, or cards to squeeze open (Bài Cào), or a round over at once (a natural)
        run_until(app, lambda s=scene: (s.acting_human() is not None or bool(s.show.held) or s.results is not None)
                  and not s.animator.busy)
        each_look(app, lambda look, n=n: found.extend(misfits(app, f"table {key} {n} seats, deciding, {look}")),
                  TABLE_TEXT)
        scene.close()
        scene = table(app, key, n, human=False)
        run_until(app, lambda s=scene: s.results is not None and not s.animator.busy)
        each_look(app, lambda look, n=n: found.extend(misfits(app, f"table {key} {n} seats, result, {look}")),
                  TABLE_TEXT)
        scene.close()
    assert_all_fit(found)


def test_a_cut_text_is_caught(app: App) -> None:
    """The check itself: a box too small for its text fails, a deliberate cut does not."""
    from game.ui import theme

    with fit.recording() as boxes:
        theme.fit_text("Winner takes all (cào rùa)", 18, 120)
        theme.fit_text("Nguyễn Thị Thanh Hương", 18, 60, cut_ok=True)
        theme.fit_text("Lan", 18, 120)
    assert [b.fits() for b in boxes] == [False, True, True]
