"""The coach of a guided deal: bubbles over the real table that say what to do and point at it.

A :class:`Coach` is a :class:`~game.ui.table.mode.TableMode`: the table plays the tutorial's
scripted deal as it plays any round, and the coach walks through the tutorial's steps
(:mod:`game.tutorial`).  On the player's move it points at what to click, one target after
another, and lets only the expected move through — any other is explained in the bubble and
changes nothing (the half-made choice is dropped so the player can start again); another legal
move is said to be legal too, in words.  A note is shown once the table is at rest after the
moves before it, and no AI seat moves until it is read: a note placed right after the move that
shows what it talks about is read while that is on the table.  An AI
seat moves only when its scripted move is next.  A note waits for "Tiếp"; "Bỏ qua" makes the
player's move for them.  When the deal and its last note are done the action bar offers the
deal again, a real game, or the menu.

What a table's panels hold (chips picked, pieces selected) is theirs; the coach only reads
the buttons the action bar shows and the sprites on the table, and asks the scene to drop a
half-made choice through the names the scenes already have (``panel.reset``, ``clear_pick``).
"""

from __future__ import annotations

import pygame

from game.engine.protocol import Action
from game.i18n import t
from game.tutorial import TARGET, Step, Tutorial, move_words, tutorial
from game.ui import assets
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.table.coach_bubble import bubble_place, draw_bubble, draw_pointer, draw_ring
from game.ui.table.host import TableHost
from game.ui.table.mode import Host, TableMode
from game.ui.widgets import Button, ButtonRow


class Coach(TableMode):
    badge_key = "learn.badge"

    def __init__(self, scene: Host, lesson: Tutorial) -> None:
        self.scene = scene
        self.lesson = lesson
        self.steps = lesson.steps
        self.read: set[int] = set()  # the notes closed
        self.clicked: set[int] = set()  # the current step's click targets already clicked
        self.at: int | None = -1  # the step ``clicked`` belongs to
        self.pointed_at = False  # the current step's click target has been on screen
        self.wrong: str | None = None  # why the last move was not the one to make
        self.pulse = 0.0
        self.buttons = ButtonRow()
        # Made once, so a button keeps its hover and focus from frame to frame.
        self._next_buttons = [Button(lambda: t("learn.next") + " ▶", self.next_note, pygame.K_RETURN, "Enter",
                                     primary=True, size=16)]
        self._skip_buttons = [Button(lambda: t("learn.skip"), self.skip, size=15)]
        self.bubble: pygame.Rect | None = None
        self.text_rect = pygame.Rect(0, 0, 0, 0)  # where the bubble's words were last drawn
        self.line: tuple[tuple[int, int], tuple[int, int]] | None = None  # the pointer's line, if drawn
        self._placed: tuple[object, tuple[pygame.Rect, list[str], list[str]]] | None = None
        # The steps a player sees, for "step n of N": notes and their own moves.
        self.shown = [i for i, s in enumerate(self.steps) if s.is_note or s.clicks]
        controller = scene.controller
        for seat in controller.agents:
            controller.agents[seat] = lesson.agent(seat, self.played)

    # --- where the deal stands ----------------------------------------------------------------
    def played(self) -> int:
        """How many moves of the deal have been made."""
        return self.scene.controller.played()

    def current(self) -> int | None:
        """The step in progress (``None``: the tutorial is over)."""
        done = self.played()
        for i, step in enumerate(self.steps):
            if (step.is_note and i not in self.read) or (not step.is_note and step.moves_before >= done):
                return i
        return None

    def step(self) -> Step | None:
        i = self.current()
        return None if i is None else self.steps[i]

    def at_rest(self) -> bool:
        return self.scene.at_rest()

    def seat_name(self, seat: int) -> str:
        return self.scene.seat_name(seat)

    # --- what the table asks --------------------------------------------------------------------
    def may_ask(self, seat: int) -> bool:
        step = self.step()
        return step is not None and step.seat == seat and seat != self.lesson.player

    def takes(self, seat: int, action: Action) -> bool:
        step = self.step()
        if step is None:
            return False
        if step.is_note:
            self.wrong = t("learn.not_yet")
        elif step.seat != seat:
            self.wrong = t("learn.not_now", name=self.seat_name(step.seat or 0))
        elif step.action != action:
            self.wrong = self.why_not(seat, action, step)
            self.forget()
        else:
            return True
        self.scene.app.sound.play("lose", 0.3)
        self.scene.app.dirty = True
        return False

    def why_not(self, seat: int, action: Action, step: Step) -> str:
        """Why the lesson does not take the player's ``action``: what the lesson plays, and —
        when ``action`` is legal too — that it is, so the learner does not take the lesson's
        move for the only one allowed."""
        lesson = str(step.wrong) if step.wrong is not None else t("learn.wrong")
        if action not in self.scene.controller.legal(seat):
            return lesson
        move = move_words(action, self.seat_name)
        return t("learn.legal_too", lesson=lesson, move=move) if move else t("learn.legal_too.any", lesson=lesson)

    def bar(self) -> list[Button] | None:
        step = self.step()
        if step is None:
            return self.end_buttons()
        if step.is_note:
            return None if step.clicks and self.scene.results is None else []
        return None if step.seat == self.lesson.player else []

    def status(self) -> str | None:
        """A note holds the table: the bottom bar says so, not "waiting for Lan"."""
        step = self.step()
        return t("learn.read_note") if step is not None and step.is_note and step.say is not None else None

    def state_key(self) -> object:
        return self.current()

    def shows_results(self) -> bool:
        step = self.step()
        return step is None or not step.is_note  # the closing notes take the result panel's place

    def end_buttons(self) -> list[Button]:
        app, key = self.scene.app, self.lesson.key
        return [
            Button(lambda: t("learn.again"), lambda: app.open("tutorial", game=key), pygame.K_r, "R"),
            Button(lambda: t("learn.real"), lambda: app.open("setup", game=key), pygame.K_SPACE, "Space",
                   primary=True),
            Button(lambda: t("ui.menu"), self.scene.to_menu, pygame.K_ESCAPE, "Esc"),
        ]

    # --- moving on --------------------------------------------------------------------------------
    def next_note(self) -> None:
        i = self.current()
        if i is not None and self.steps[i].is_note:
            self.read.add(i)
            self.scene.app.sound.play("button", 0.5)
            self.scene.refresh_buttons(force=True)

    def skip(self) -> None:
        """Bỏ qua: close the note, or make the player's move for them."""
        step = self.step()
        if step is None:
            return
        if step.is_note:
            self.next_note()
        elif step.seat == self.lesson.player and step.action is not None:
            self.forget()
            self.scene.act(step.seat, step.action)

    def forget(self) -> None:
        """Drop the player's half-made choice (chips picked, a target, pieces selected)."""
        self.scene.controls.forget()
        self.clicked.clear()
        self.scene.refresh_buttons(force=True)

    def update(self, dt: float) -> bool:
        self.pulse = (self.pulse + dt) % 60.0
        i = self.current()
        if i != self.at:  # a new step: its own clicks, no old complaint
            self.at, self.wrong, self.pointed_at = i, None, False
            self.clicked.clear()
            self.scene.refresh_buttons(force=True)
        step = self.step()
        if step is None or not self.at_rest():
            return False
        if i is not None and step.is_note and step.clicks:
            if self.pointed() is not None:
                self.pointed_at = True
            elif self.pointed_at:  # done another way (cards peeled open rather than "F"): read
                self.read.add(i)
                self.scene.refresh_buttons(force=True)
                return True
        state = self.scene.controller.state
        if (step.forced(self.lesson.player) and step.action is not None and state is not None
                and step.seat in state.to_act()):
            self.scene.controller.apply(self.lesson.player, step.action)  # nothing to choose: made for them
            self.scene.refresh_buttons(force=True)
        return True  # the pointer pulses

    # --- input ----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        step = self.step()
        if step is None or not self.at_rest():
            return False
        if self.bubble is not None and self.buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN and step.is_note and not self.asks_clicks(step) \
                and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next_note()
            return True
        target = self.pointed()
        if target is None:
            return False
        index, rect, button = target
        hit = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect.collidepoint(event.pos)) or (
            event.type == pygame.KEYDOWN and button is not None and button.key is not None
            and event.key == button.key)
        if hit and not step.clicks[index].startswith(("piece:", "card:")) and (button is None or button.enabled):
            self.clicked.add(index)  # the table still gets the click: this only follows it (a refused one: not)
            note = self.current()
            if step.is_note and note is not None and len(self.clicked) == len(step.clicks):
                self.read.add(note)  # a note that asked for these clicks is read once they are made
        return False

    # --- what to click ---------------------------------------------------------------------------------
    def pointed(self) -> tuple[int, pygame.Rect, Button | None] | None:
        """The click target the pointer is on: its index in the step, where it is, its button."""
        step = self.step()
        if step is None:
            return None
        for i, target in enumerate(step.clicks):
            if self.done(step, i):
                continue
            found = self.locate(target, step.clicks[:i].count(target))
            if found is not None:
                return i, found[0], found[1]
            # Not on screen: the player went back a step (cancelled a choice) — point at the
            # last earlier button that is showing again ...
            for j in range(i - 1, -1, -1):
                again = self.locate(step.clicks[j], 0) if j in self.clicked else None
                if again is not None and step.clicks[j].startswith(("key:", "chip:")):
                    self.clicked -= set(range(j, i))
                    return j, again[0], again[1]
            # ... or it is done another way (cards peeled open rather than "F", a wrong move
            # that dropped the clicks made so far): the next target on screen.
        return None

    def done(self, step: Step, index: int) -> bool:
        target = step.clicks[index]
        if target.startswith(("piece:", "card:")):  # a selected piece is one the player has picked
            wanted = step.clicks[: index + 1].count(target)
            return self.selected(target.partition(":")[2]) >= wanted
        return index in self.clicked

    def selected(self, tile: str) -> int:
        viewer = self.scene.controller.viewer()
        hand = self.scene.picture.hands.get(viewer, []) if viewer is not None else []
        return sum(1 for sp in hand if sp.selected and str(sp.tile) == tile)

    def locate(self, target: str, skip: int) -> tuple[pygame.Rect, Button | None] | None:
        """Where ``target`` is on screen (for a card: past ``skip`` others of the same name)."""
        m = TARGET.fullmatch(target)
        if m is None:
            return None
        kind, what = m.groups()
        scene = self.scene
        if kind == "key":
            button = next((b for b in scene.actions.buttons if b.key_hint == what), None)
            return None if button is None else (button.rect, button)
        if kind == "chip":
            button = next((b for b in scene.actions.buttons if str(getattr(b, "value", "")) == what), None)
            return None if button is None else (button.rect, button)
        if kind == "seat":
            return scene.places.layout.seat(int(what)).plate, None
        viewer = scene.controller.viewer()
        ratio = scene.kit.piece_ratio or assets.CARD_RATIO
        same = [sp for sp in scene.picture.hands.get(viewer, []) if str(sp.tile) == what] if viewer is not None else []
        free = [sp for sp in same if not sp.selected]
        return (free[0].rect(ratio), None) if free else None

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.bubble = self.line = None
        step = self.step()
        if step is None or step.say is None or not self.at_rest():
            return
        lay = self.scene.places.layout
        sc = lay.scale
        target = self.pointed()
        if target is not None:
            draw_ring(surface, target[1], self.pulse, sc)
        self._bubble(surface, step, target[1] if target is not None else None, sc)

    def _bubble(self, surface: pygame.Surface, step: Step, target: pygame.Rect | None, sc: float) -> None:
        rect, lines, wrong = self._layout(step, target)
        if target is not None:  # only where the line crosses nothing the table keeps in view
            self.line = draw_pointer(surface, rect, target, self.scene.keep_in_view(), sc)
        i = self.current()
        count = t("learn.step", n=self.shown.index(i) + 1, total=len(self.shown)) if i in self.shown else None
        self.buttons.set(self._buttons(step))
        self.text_rect = draw_bubble(surface, rect, lines, wrong, count, self.buttons, sc)
        self.bubble = rect

    def _layout(self, step: Step, target: pygame.Rect | None) -> tuple[pygame.Rect, list[str], list[str]]:
        """The bubble's place and its wrapped lines (:func:`~game.ui.table.coach_bubble.bubble_place`),
        worked out once per step and table picture."""
        scene = self.scene
        clear = scene.keep_in_view()
        key = (self.current(), self.wrong, scene.places.layout.size, self.played(), scene.controller.viewer(),
               len(scene.log), tuple(map(tuple, clear)), bool(scene.results), None if target is None else tuple(target))
        if self._placed is None or self._placed[0] != key:
            place = bubble_place(scene.places.layout, clear, target, str(step.say), self.wrong,
                                 bool(self._buttons(step)))
            self._placed = (key, place)
        return self._placed[1]

    def asks_clicks(self, step: Step) -> bool:
        """A note that asks for clicks ("press Show my cards") is read by making them, not passed
        by "Tiếp" while what it points at is on screen (the next note may name the cards)."""
        return step.is_note and bool(step.clicks) and self.pointed() is not None

    def _buttons(self, step: Step) -> list[Button]:
        if step.is_note:
            return [] if self.asks_clicks(step) else self._next_buttons
        return self._skip_buttons


def tutorial_table(app: App, key: str) -> Scene:
    """The guided deal of the game ``key`` on its real table (``KeyError`` if it has none)."""
    lesson = tutorial(key)
    match = lesson.match(app.session.player_name())
    scene = TableHost(app, match)
    scene.attach(Coach(scene, lesson))
    return scene
