"""The table host's side of the interfaces it hands a game's parts (:mod:`game.ui.table.stage`).

Three small objects, one per kind of part, each holding only what its interface names: the
host makes them once per table and gives them to the parts instead of itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.events import ChipsMoved, Event
from game.engine.protocol import Action
from game.shown.table import Shower, ShownTable
from game.ui import assets
from game.ui.anim import Animator
from game.ui.celebrate import Celebration, pile_values
from game.ui.table.action_bar import ActionBar
from game.ui.table.controller import TableController
from game.ui.table.mode import TableMode
from game.ui.table.picture import Picture
from game.ui.table.plates import Turn
from game.ui.table.show import TableShow
from game.ui.table.sprites import Pile, tile_face
from game.ui.table.stage import Faces, Places
from game.ui.table.turn_clock import TurnWatch
from game.ui.table.viewer import ViewerPolicy
from game.ui.widgets import KeepClear, resolve

if TYPE_CHECKING:
    from game.ui.app import App


@dataclass(frozen=True)
class Told:
    """An outcome drawn this frame: its ``kind`` ("hand", "outcome", "delta", "side", "line",
    "hint", "results"), the seats whose cards it rests on, and the text."""

    kind: str
    seats: tuple[int, ...]
    text: str


def faces(app: App, piece_ratio: float | None) -> Faces:
    """How this table draws a card's face and back (the player's settings)."""
    settings = app.session.settings
    if piece_ratio is not None:
        return Faces(tile_face(bool(settings.four_colour)), assets.piece_back)
    name = str(settings.card_back)
    return Faces(tile_face(bool(settings.four_colour)), lambda w: assets.card_back(name, w))


class _Seen:
    """What every part sees: the animator, the picture, the places, the shown table."""

    def __init__(self, animator: Animator, picture: Picture, places: Places, show: TableShow) -> None:
        self.animator = animator
        self.picture = picture
        self._places = places
        self._show = show

    @property
    def places(self) -> Places:
        return self._places

    @property
    def shown(self) -> ShownTable:
        return self._show.table


class TableStage(_Seen):
    """The :class:`~game.ui.table.stage.Stage` of a table (what its motion uses)."""

    def __init__(self, app: App, seen: _Seen, shower: Shower, viewers: ViewerPolicy, controller: TableController,
                 piece_ratio: float | None) -> None:
        super().__init__(seen.animator, seen.picture, seen.places, seen._show)
        self._app = app
        self._shower = shower
        self._viewers = viewers
        self._controller = controller
        self._ratio = piece_ratio

    def viewer(self) -> int | None:
        return self._viewers.viewer()

    def off_spot(self, e: ChipsMoved) -> int:
        return self._shower.off_spot(self._show.director.ahead, e)

    def bets_returned(self, e: Event) -> list[tuple[int, int]]:
        ahead = self._show.director.ahead
        return [(s, ahead.seats[s].bet) for s in self._shower.returns_bets(ahead, e)]

    def celebrate(self, kind: str, text: str, seat: int | None = None, named: Sequence[pygame.Rect] = ()) -> bool:
        lay = self.places.layout
        centre = (lay.center[0], lay.center[1] - round(40 * lay.scale))
        show = Celebration(kind, text, centre, lay.scale, self.animator.speed, seed=self._controller.played(),
                           faces=self.celebrated_faces(seat))
        if show.duration <= 0:
            return False
        if seat is not None and 0 <= seat < len(self.picture.hands):  # off the seat's cards and plate
            ratio = self._ratio or assets.CARD_RATIO
            named = [*named, lay.seat(seat).plate, *(sp.rect(ratio) for sp in self.picture.hands[seat])]
        show.keep_off(named, lay.felt)
        self.picture.celebration = show
        if show.sound is not None:
            self.play_sound(show.sound)
        return True

    def celebrated_faces(self, seat: int | None) -> list[pygame.Surface]:
        """The celebrated hand's faces, fanned over the banner — only where the viewer has seen
        every one of them (else the show fans backs, as it does for a hand still closed)."""
        shown = self.shown
        cards = shown.seats[seat].cards if seat is not None and 0 <= seat < len(shown.seats) else []
        if not cards or not all(c.seen for c in cards):
            return []
        face = faces(self._app, self._ratio).face
        return [face(c.tile, round(64 * self.places.layout.scale)) for c in cards if c.tile is not None]

    def pile(self, seat: int, amount: int) -> None:
        self.picture.piles[seat] = Pile(pile_values(amount, self.shown.facts.stake), seat)

    def play_sound(self, name: str, volume: float = 1.0) -> None:
        self._app.sound.play(name, volume)

    def toast(self, text: str) -> None:
        self._app.toast(text, bad=False)


class TableActs:
    """The one way down from a table's controls: a human's action to the controller (a mode
    may hold it back and say why itself; a refusal becomes a toast saying why), then the
    table saved and its action bar marked for building again."""

    def __init__(self, app: App, controller: TableController, viewers: ViewerPolicy, bar: ActionBar) -> None:
        self.app = app
        self.controller = controller
        self.viewers = viewers
        self.bar = bar
        self.mode: TableMode | None = None
        self.acted: Callable[[], None] = lambda: None  # the game's controls forget their half-made choice

    def act(self, seat: int, action: Action) -> bool:
        if self.mode is not None and not self.mode.takes(seat, action):
            return False  # the mode (the coach) says why itself
        error = self.controller.apply(seat, action)
        if error:
            self.app.toast(error)
            return False
        self.app.sound.play("button", 0.5)
        self.save()
        self.acted()
        self.bar.dirty = True
        return True

    def save(self) -> None:
        """The match saved as it stands (a crash resumes it), with whose eyes were on it."""
        kept = self.mode.saved() if self.mode is not None else {}
        self.app.session.autosave(self.controller.match, {"viewer": self.viewers.viewer(), **kept})


class TableDesk(_Seen):
    """The :class:`~game.ui.table.stage.Desk` of a table (what its controls use)."""

    def __init__(self, app: App, seen: _Seen, viewers: ViewerPolicy, acts: TableActs) -> None:
        super().__init__(seen.animator, seen.picture, seen.places, seen._show)
        self._app = app
        self._viewers = viewers
        self._acts = acts

    def viewer(self) -> int | None:
        return self._viewers.viewer()

    def acting(self) -> int | None:
        return self._viewers.acting()

    def act(self, seat: int, action: Action) -> bool:
        return self._acts.act(seat, action)

    def toast(self, text: str, *, bad: bool = True) -> None:
        self._app.toast(text, bad=bad)

    def confirm(self, title: str, body: str, on_yes: Callable[[], object], yes: str, no: str,
                clear: Callable[[], KeepClear] | None = None) -> None:
        self._app.open("confirm", title=title, body=body, on_yes=on_yes, yes=yes, no=no, clear=clear)

    def changed(self) -> None:
        self._acts.bar.dirty = True

    def press_primary(self) -> bool:
        for b in self._acts.bar.actions.buttons:
            if b.primary:
                if b.enabled:
                    b.on_click()
                elif b.why_disabled:
                    self._app.toast(resolve(b.why_disabled))
                return True
        return False

    def play_sound(self, name: str, volume: float = 1.0) -> None:
        self._app.sound.play(name, volume)


class TableSight(_Seen):
    """The :class:`~game.ui.table.stage.Sight` of a table (what its painter reads), and what
    the painter told in the frame being drawn (:attr:`told`)."""

    def __init__(self, app: App, seen: _Seen, viewers: ViewerPolicy, controller: TableController, clock: TurnWatch,
                 piece_ratio: float | None) -> None:
        super().__init__(seen.animator, seen.picture, seen.places, seen._show)
        self._app = app
        self._viewers = viewers
        self._controller = controller
        self._clock = clock
        self._ratio = piece_ratio
        self.results_up = False  # the result panel shows in the frame being drawn (the host says)
        self.told: list[Told] = []

    def acting(self) -> int | None:
        return self._viewers.acting()

    def thinking(self) -> int | None:
        return self._controller.thinking()

    def turn_of(self, seat: int, acting: bool) -> Turn | None:
        return self._clock.turn_of(seat, acting)

    def avatar(self, seat: int) -> str | None:
        seats = self._controller.match.seats
        return seats[seat].avatar if seat < len(seats) else None

    def faces(self) -> Faces:
        return faces(self._app, self._ratio)

    def hints_on(self) -> bool:
        return bool(self._app.session.settings.show_hints)

    def results_showing(self) -> bool:
        return self.results_up

    def tell(self, kind: str, seats: tuple[int, ...], text: str) -> None:
        self.told.append(Told(kind, seats, text))
