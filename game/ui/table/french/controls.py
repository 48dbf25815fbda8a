"""The French felt's controls: what every French-deck game shares — seat clicks, nặn bài,
the squeeze's hold, the side panel's tab, the result panel folded and scrolled — around a
game's own :class:`Choice` (its buttons, what a seat click means to it).

A choice turns the acting human's legal actions, as the shown table has them, into buttons:
only actions offered are clickable, anything else explains itself in a toast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import pygame

from game.engine.events import CardDealt, CardsRevealed, Event
from game.engine.protocol import Action
from game.i18n import t
from game.ui import theme
from game.ui.table.french.own_cards import OwnCards, landed
from game.ui.table.french.places import FrenchPlaces
from game.ui.table.french.results import ResultPanel
from game.ui.table.kit import BaseControls
from game.ui.table.stage import Desk
from game.ui.widgets import Button


class Choice(Protocol):
    """What a French-deck game decides with: its buttons and what a click on a seat means."""

    def buttons(self, seat: int, legal: Sequence[Action], view: Any) -> list[Button]:
        """The action bar while ``seat`` decides, from its ``legal`` actions and ``view``."""

    def seat_clicked(self, seat: int) -> bool:
        """A click on ``seat``'s place: True if it meant something (a target chosen, a xét)."""

    def reset(self) -> None:
        """Forget any half-made choice (after an action, or a new round)."""

    def state_key(self) -> object:
        """What the buttons depend on beyond the round (chips picked, a target)."""


Ch = TypeVar("Ch", bound=Choice)


class FrenchControls(BaseControls, Generic[Ch]):
    def __init__(self, desk: Desk, choice: Callable[[Desk, OwnCards], Ch], *, squeeze: bool) -> None:
        super().__init__(desk)
        places = desk.places
        assert isinstance(places, FrenchPlaces)
        self.places = places
        self.own = OwnCards(desk, squeeze)
        self.choice = choice(desk, self.own)
        self.result_panel = ResultPanel()

    # --- the action bar -------------------------------------------------------------------------
    def buttons(self, seat: int) -> list[Button]:
        shown = self.desk.shown
        return self.choice.buttons(seat, list(shown.legal), shown.view)

    def held_buttons(self) -> list[Button]:
        return [Button(lambda: t("tc.ui.show"), self.own.open_all, pygame.K_SPACE, "Space", primary=True)]

    def result_buttons(self) -> list[Button]:
        def widest() -> str:  # folding or unfolding moves no button
            return max((t("ui.results.show"), t("ui.results.fold")), key=lambda s: theme.font(16, True).size(s)[0])

        return [Button(lambda: t("ui.results.show" if self.result_panel.folded else "ui.results.fold"),
                       self._fold_results, pygame.K_r, "R", size=16, widest=widest)]

    def _fold_results(self) -> None:
        self.result_panel.toggle()
        self.desk.changed()

    def waits(self) -> bool:
        """Nothing is offered while a card is still on its way: the decision rests on it."""
        desk = self.desk
        return not all(landed(desk.picture, desk.shown, s) for s in desk.picture.hands)

    def state_key(self) -> object:
        return self.choice.state_key()

    # --- the round --------------------------------------------------------------------------------
    def hold_at(self, events: Sequence[Event]) -> int | None:
        """Cào cái settles the moment the last bet is in: the showdown waits for the viewer
        to squeeze their own cards open (or press "Lật bài")."""
        viewer = self.desk.viewer()
        if not self.own.squeeze or viewer is None:
            return None
        closed = not self.own.all_open()  # the viewer's cards on the table, or dealt in this move, still closed
        for i, e in enumerate(events):
            if isinstance(e, CardDealt) and e.seat == viewer and not e.face_up:
                closed = True
            elif isinstance(e, CardsRevealed) and e.why == "showdown" and closed:
                return i
        return None

    def all_open(self) -> bool:
        return self.own.all_open()

    def open_all(self) -> None:
        self.own.open_all()

    def acted(self) -> None:
        self.choice.reset()

    def forget(self) -> None:
        self.choice.reset()

    def new_round(self) -> None:
        self.choice.reset()
        self.result_panel.reset()

    # --- input ------------------------------------------------------------------------------------
    def handle_first(self, event: pygame.event.Event) -> bool:
        """A click on the closed side panel's tab opens it; the result panel scrolls."""
        lay = self.places.lay
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not lay.panel_open \
                and lay.panel.collidepoint(event.pos):
            self.places.toggle_panel()
            return True
        if not self.desk.shown.over:
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self.result_panel.scroll_by(-event.y)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            return self.result_panel.scroll_by(-1 if event.key == pygame.K_UP else 1)
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            viewer = self.desk.viewer()
            seat = self.seat_at(event.pos)
            if seat is not None and seat != viewer and self.choice.seat_clicked(seat):
                return True
            if self.own.press(event.pos):
                return True
            return seat is not None and self.choice.seat_clicked(seat)
        return self.own.handle(event)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for spot in self.places.lay.french_seats:
            if spot.plate.collidepoint(pos) or spot.cards.collidepoint(pos):
                return spot.index
        return None
