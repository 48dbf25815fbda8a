"""UI fuzzing: seeded random input fed to every scene of the real app, headless.

Clicks (anywhere, and aimed at buttons, cards and pieces), drags, key presses, mouse wheel,
text input and window resizes go to the main menu, the setup screen of every game, the
table of every game with one human seat, and hot-seat tables with two humans.  After
every event and frame:

* nothing raised (scenes, controller, AI worker threads, drawing);
* every refusal was explained: each time the table controller refuses a human's action,
  or a disabled button is clicked, a toast was shown (observed by wrapping the app's
  toast layer, the controller's ``apply`` and ``ButtonRow._press`` from here, without
  touching the UI code);

and every few events, and at the end, the engine state is valid: the current round's save
replays to the same state, its ledger conserves chips, and the match's chips (balances +
fees + carried pot) equal the starting chips plus refills.

When input takes the app elsewhere (Esc to the menu, the setup's Start), the scene under
test is put back, as the menu's "Continue" would.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from game.catalog import game, games
from game.catalog import variant as get_variant
from game.match.match import Match, Seat
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.screens.curtain import Curtain
from game.ui.screens.dialog import Confirm
from game.ui.screens.form import FormScene
from game.ui.screens.menu import MainMenu
from game.ui.screens.rules import RulesScreen
from game.ui.screens.settings import SettingsScreen
from game.ui.screens.setup import TableSetup
from game.ui.screens.stats import StatsScreen
from game.ui.table.host import TableHost
from game.ui.widgets import ButtonRow
from tests.conformance import snapshot
from tests.ui_harness import buttons, make_app, press

SIZES = [(1280, 720), (960, 540), (1920, 1080), (1000, 700), (1366, 768), (800, 500), (1600, 640)]
KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_h, pygame.K_d, pygame.K_s,
        pygame.K_x, pygame.K_a, pygame.K_c, pygame.K_r, pygame.K_n, pygame.K_t, pygame.K_l, pygame.K_m,
        pygame.K_q, pygame.K_z, *range(pygame.K_0, pygame.K_9 + 1)]
RARE_KEYS = [pygame.K_ESCAPE, pygame.K_F11]
CHECK_EVERY = 25


# --- observing refusals and toasts ------------------------------------------------------
@dataclass
class Ledger:
    """Refusals that must be explained, and toasts shown, since the last check."""

    toasts: list[str] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=lambda: {"events": 0, "refusals": 0, "toasts": 0})

    def check(self, what: str) -> None:
        shown = set(self.toasts)
        for reason in self.refusals:
            explained = bool(self.toasts) if reason.startswith("(disabled") else reason in shown
            assert explained, f"{what}: a refusal ({reason!r}) showed no message; toasts: {self.toasts}"
        self.counts["refusals"] += len(self.refusals)
        self.counts["toasts"] += len(self.toasts)
        self.toasts.clear()
        self.refusals.clear()


@pytest.fixture
def observed(monkeypatch: pytest.MonkeyPatch) -> Iterator[Ledger]:
    """A ledger fed by every disabled button pressed (wrapping ``ButtonRow._press``)."""
    ledger = Ledger()
    press = ButtonRow._press

    def watched(row: ButtonRow, b: Any) -> bool:
        if not b.enabled:
            ledger.refusals.append("(disabled button)")
        return press(row, b)

    monkeypatch.setattr(ButtonRow, "_press", watched)
    yield ledger


def watch_app(app: App, ledger: Ledger) -> None:
    show = app.toasts.show

    def shown(message: str, *, bad: bool = True) -> None:
        ledger.toasts.append(message)
        show(message, bad=bad)

    app.toasts.show = shown  # type: ignore[method-assign]


class TableWatch:
    """Wraps a table's controller to see each refusal of a human's action."""

    def __init__(self, scene: TableHost, ledger: Ledger) -> None:
        self.scene = scene
        c = scene.controller
        apply = c.apply

        def applied(seat: int, action: Any) -> str | None:
            error = apply(seat, action)
            if error is not None:
                ledger.refusals.append(error)
            return error

        c.apply = applied  # type: ignore[method-assign]


# --- random input -----------------------------------------------------------------------
def _pos(app: App, rng: random.Random) -> tuple[int, int]:
    w, h = app.size
    return (rng.randrange(-5, w + 5), rng.randrange(-5, h + 5))


def _targets(app: App) -> list[tuple[int, int]]:
    """Centres of things worth clicking: buttons and form fields, and on a table every card or piece."""
    scene = app.scenes.top
    if isinstance(scene, TableHost):  # the action bar, not the top bar's ways out (still hit by stray clicks)
        out = [b.rect.center for b in scene.actions.buttons]
    else:
        out = [b.rect.center for b in buttons(app)]
    bar = getattr(scene, "bar", None)
    if isinstance(bar, ButtonRow):
        out += [b.rect.center for b in bar.buttons]
    if isinstance(scene, FormScene):
        out += [c.rect.center for c in scene.controls]
    if isinstance(scene, TableHost):
        ratio = scene.kit.piece_ratio or 7 / 5
        for hand in scene.picture.hands.values():
            out += [sp.rect(ratio).center for sp in hand]
        out += [spot.plate.center for spot in scene.places.layout.seats]
    return out


def _mouse(kind: int, pos: tuple[int, int], button: int = 1, held: bool = False) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(int(held), 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def random_input(app: App, rng: random.Random) -> list[pygame.event.Event | tuple[int, int]]:
    """One burst of input: a list of events, or a window size to resize to."""
    roll = rng.random()
    targets = _targets(app)
    if roll < 0.35 and targets:
        p = rng.choice(targets)
        return [_mouse(pygame.MOUSEMOTION, p), _mouse(pygame.MOUSEBUTTONDOWN, p), _mouse(pygame.MOUSEBUTTONUP, p)]
    if roll < 0.5:
        p, button = _pos(app, rng), rng.choice((1, 1, 1, 2, 3, 4, 5))
        return [_mouse(pygame.MOUSEBUTTONDOWN, p, button), _mouse(pygame.MOUSEBUTTONUP, p, button)]
    if roll < 0.62:
        start = rng.choice(targets) if targets and rng.random() < 0.7 else _pos(app, rng)
        end = _pos(app, rng)
        steps = rng.randrange(1, 8)
        path = [(start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
                for i in range(1, steps + 1)]
        return [_mouse(pygame.MOUSEBUTTONDOWN, start), *(_mouse(pygame.MOUSEMOTION, q, held=True) for q in path),
                _mouse(pygame.MOUSEBUTTONUP, end)]
    if roll < 0.72:
        return [_mouse(pygame.MOUSEMOTION, _pos(app, rng))]
    if roll < 0.93:
        key = rng.choice(RARE_KEYS) if rng.random() < 0.03 else rng.choice(KEYS)
        mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        char = "?" if rng.random() < 0.03 else (chr(key) if 32 <= key < 127 else "")
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)]
    if roll < 0.96:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0,
                                   precise_y=0.0),
                pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("a", "ư", "7", " ", "?")))]
    return [rng.choice(SIZES)]


# --- the scenes under test ----------------------------------------------------------------
@dataclass
class Subject:
    """A scene to fuzz, how to (re)build it, and which scenes may cover it meanwhile."""

    make: Callable[[App], Scene]
    allowed: tuple[type[Scene], ...]
    match: Match | None = None


def _seats(key: str, humans: int) -> list[Seat]:
    n = game(key).seats
    levels = ("easy", "normal")
    return [Seat(f"Người {i + 1}", "human") if i < humans else Seat(f"AI {i}", levels[i % 2]) for i in range(n)]


def table_subject(key: str, humans: int, seed: int) -> Subject:
    variant = get_variant(key)
    seats = _seats(key, humans)
    match = Match(variant, seats, balances=[300 if variant.default_stake <= 10 else 800] * len(seats), seed=seed)
    # Settings and rules open over the table and come back to it; only the menu leaves it.
    return Subject(lambda app: TableHost(app, match), (TableHost, Curtain, Confirm, FormScene), match)


SCREENS = (MainMenu, FormScene, Confirm)  # everything but a table: where the menu's input may lead


def screen_subject(make: Callable[[App], Scene]) -> Callable[[int], Subject]:
    return lambda seed: Subject(make, SCREENS)


def setup_subject(key: str) -> Callable[[int], Subject]:
    return screen_subject(lambda app: TableSetup(app, key))


def table_for(key: str, humans: int) -> Callable[[int], Subject]:
    return lambda seed: table_subject(key, humans, seed)


SUBJECTS: dict[str, Callable[[int], Subject]] = {
    "menu": screen_subject(MainMenu),
    "settings": screen_subject(SettingsScreen),
    "rules": screen_subject(lambda app: RulesScreen(app, None)),
    "profiles": screen_subject(StatsScreen),
    **{f"setup-{g.key}": setup_subject(g.key) for g in games()},
    **{f"table-{g.key}": table_for(g.key, 1) for g in games()},
    "hotseat-xi-dach": table_for("xi-dach", 2),
    "hotseat-tam-cuc": table_for("tam-cuc", 2),
}


# --- the run --------------------------------------------------------------------------------
class Fuzzer:
    def __init__(self, app: App, subject: Subject, ledger: Ledger, seed: int) -> None:
        self.app, self.subject, self.ledger = app, subject, ledger
        self.rng = random.Random(seed)
        self.watch: TableWatch | None = None
        self.chips = self._chips() if subject.match else 0
        self.restores = 0
        self.show()

    def show(self) -> None:
        scene = self.subject.make(self.app)
        self.app.running = True
        self.app.clear_to(scene)
        if isinstance(scene, TableHost):
            self.watch = TableWatch(scene, self.ledger)

    def _chips(self) -> int:
        m = self.subject.match
        assert m is not None
        return sum(m.balances) + m.fees + m.carry - sum(a for _, a in m.refills)

    def frame(self) -> None:
        for event in pygame.event.get():
            self.app.dispatch(event)
        self.app.frame(1 / 60)

    def step(self, i: int) -> None:
        for item in random_input(self.app, self.rng):
            if isinstance(item, tuple):  # the window is dragged to a new size: SDL resizes, then tells us
                pygame.display.set_mode(item, pygame.RESIZABLE)
                self.app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=item, w=item[0], h=item[1]))
            else:
                self.note_disabled_field(item)
                self.app.dispatch(item)
            self.ledger.counts["events"] += 1
            self.ledger.check(f"event {i}: {item}")
        for _ in range(self.rng.choice((1, 1, 1, 3))):
            self.frame()
        self.ledger.check(f"frames after event {i}")
        top = self.app.scenes.top
        if not self.app.running or top is None or not isinstance(top, self.subject.allowed):
            self.close_table()
            self.restores += 1
            self.show()
        if i % CHECK_EVERY == 0:
            self.check_engine()

    def note_disabled_field(self, event: pygame.event.Event) -> None:
        """A click on a form field that is disabled must explain itself too."""
        scene = self.app.scenes.top
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not isinstance(scene, FormScene):
            return
        under = [c for c in scene.controls if c.rect.collidepoint(event.pos)]
        if under and not any(c.enabled for c in under):
            self.ledger.refusals.append("(disabled field)")

    def close_table(self) -> None:
        if self.watch is not None:
            self.watch.scene.close()
            self.watch = None

    def check_engine(self) -> None:
        match = self.subject.match
        if match is None:
            return
        state = match.current
        if state is not None:
            loaded = match.variant.load_round(json.loads(json.dumps(state.to_dict())))
            assert snapshot(loaded) == snapshot(state), "the round's save does not replay to the same state"
            ledger = getattr(state, "ledger", None)
            if ledger is not None:
                ledger.check_conserved()
        if match.variant.scores_points:
            assert sum(match.score) == 0
        else:
            assert self._chips() == self.chips, "chips were created or lost at the table"
            assert min(match.balances) >= 0


def fuzz(name: str, events: int, seed: int, ledger: Ledger) -> dict[str, int]:
    app = make_app((1280, 720), speed=0.0 if seed % 2 == 0 else 1.0)
    watch_app(app, ledger)
    fuzzer = Fuzzer(app, SUBJECTS[name](seed), ledger, seed)
    try:
        for i in range(events):
            fuzzer.step(i)
        fuzzer.check_engine()
    finally:
        fuzzer.close_table()
        pygame.display.quit()
    rounds = fuzzer.subject.match.round_no if fuzzer.subject.match else 0
    return {**ledger.counts, "restores": fuzzer.restores, "rounds": rounds}


@pytest.mark.parametrize("name", list(SUBJECTS))
def test_ui_fuzz(name: str, observed: Ledger) -> None:
    """The CI version: ~300 bursts (~750 events) per table, fewer on the slow-to-rebuild forms."""
    bursts = 300 if name.startswith(("table", "hotseat")) else 120
    stats = fuzz(name, bursts, seed=sum(map(ord, name)), ledger=observed)
    assert stats["events"] >= 2 * bursts


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("name", list(SUBJECTS))
def test_ui_fuzz_long(name: str, seed: int, observed: Ledger) -> None:
    stats = fuzz(name, 2_000, seed=seed * 7919 + sum(map(ord, name)), ledger=observed)
    assert stats["events"] >= 4_000


def test_reopening_a_table_with_a_broke_human() -> None:
    """Esc to the menu after losing everything, then Continue: the table must offer a refill."""
    app = make_app()
    match = Match(get_variant("bai-cao"), [Seat("Lan", "human"), Seat("Minh", "easy"), Seat("Hoa", "easy")],
                  balances=[5, 1000, 1000])
    try:
        app.open("table", match=match)
        assert isinstance(app.scenes.top, Confirm), "a broke human is offered a refill first"
        press(app, "Nạp")
        assert app.scenes.top is not None and not isinstance(app.scenes.top, Confirm)
        assert match.current is not None, "after the refill the round starts"
    finally:
        pygame.display.quit()
