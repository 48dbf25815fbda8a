"""What a family table adds over the plates: who is connected, and the quick reactions.

Drawn over any game's table by its network mode (:mod:`game.ui.table.net_link`), from the
host's presence (:class:`~game.net.protocol.Presence`) and the reactions heard:

* under a seat's plate, a tag when its player is not simply there — dropped and played by
  the AI meanwhile ("Rớt mạng, máy chơi thay (4:12)"), gone, a seat still open; a small dot
  on the plate of every player who plays from afar and is connected;
* a reaction above its sender's plate for a few seconds;
* a chip at the bottom bar's left that offers the reactions to send (one every two seconds,
  as the host accepts them) and one that turns them off — the ``reactions`` setting: off,
  none is shown or offered, and the chip turns them on again.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import t
from game.net.limits import REACT_RATE, Bucket
from game.net.protocol import Presence
from game.net.words import presence, reaction
from game.ui import pen, theme
from game.ui.app import App
from game.ui.table.stage import Places
from game.ui.widgets import panel

SHOWN = 3.0  # seconds a reaction stays by its sender's plate
OFFERED = ("hay-qua", "haha", "nhanh-len", "chuc-mung", "cam-on")  # the row's, in its order
TAGGED = frozenset({"away", "gone", "open"})  # presences said under a plate


class NetMarks:
    """See the module docstring.  ``own``: the seat this computer's player reacts as (None:
    several players here, hot-seat: the host's first); ``send`` sends a reaction."""

    def __init__(self, app: App, places: Places, own: int | None, send: Callable[[str], None]) -> None:
        self.app = app
        self.places = places
        self.own = own
        self.send = send
        self.presence: Presence | None = None
        self.remote: frozenset[int] = frozenset()  # the seats played from afar
        self.said: dict[int, tuple[str, float]] = {}  # seat → (reaction, seconds left)
        self.bucket = Bucket(*REACT_RATE)
        self.chips: list[tuple[pygame.Rect, str]] = []  # the chips drawn: "menu", a reaction, "off" or "on"
        self.opened = False  # the reactions are offered (the chip was clicked)

    def on(self) -> bool:
        return bool(self.app.session.settings.reactions)

    def heard(self, seat: int, word: str) -> None:
        """``seat`` reacted: shown by its plate (unless reactions are off)."""
        if self.on():
            self.said[seat] = (word, SHOWN)
            self.app.dirty = True

    def react(self, word: str) -> bool:
        """The player reacts (False: too soon after the last ones, told so)."""
        if self.own is None or not self.on():
            return False
        if not self.bucket.take(self.app.time):
            self.app.toast(t("net.react.wait"))
            return False
        self.send(word)
        self.heard(self.own, word)
        return True

    def update(self, dt: float) -> bool:
        for seat, (word, left) in list(self.said.items()):
            if left - dt <= 0:
                del self.said[seat]
                self.app.dirty = True
            else:
                self.said[seat] = (word, left - dt)
        return bool(self.said)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for rect, word in self.chips:
            if rect.collidepoint(event.pos):
                self.opened = word == "menu" and not self.opened
                if word in ("off", "on"):
                    self.app.session.update_settings(reactions=word == "on")
                    self.said.clear()
                elif word != "menu":
                    self.react(word)
                self.app.dirty = True
                return True
        self.opened = False
        return False

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.places.layout
        px = max(11, round(14 * lay.scale))
        states = self.presence.states if self.presence is not None else ()
        back_in = self.presence.back_in if self.presence is not None else ()
        for spot in lay.seats:
            s, plate = spot.index, spot.plate
            state = states[s] if s < len(states) else "here"
            if s in self.remote and state in ("here", "thinking"):
                pen.circle(surface, theme.GOOD, (plate.right - px // 2, plate.top + px // 2), max(3, px // 3))
            below = plate.bottom + 2  # a plate in the top half has its words below it, else above
            if state in TAGGED:
                below = self._tag(surface, presence(state, back_in[s] if s < len(back_in) else 0), plate, px,
                                  y=below, quiet=True).bottom + 2
            if s in self.said:
                upper = plate.centery < lay.center[1]
                self._tag(surface, reaction(self.said[s][0]), plate, round(px * 1.2), y=below if upper else None)
        self._row(surface, lay.bottom_bar, px)

    def _tag(self, surface: pygame.Surface, text: str, plate: pygame.Rect, px: int, *, y: int | None,
             quiet: bool = False) -> pygame.Rect:
        """``text`` in a box under the plate from ``y`` (None: over the plate); ``quiet``: a
        presence's, else a reaction's (brighter, framed)."""
        img = theme.text(text, px, theme.GOLD_LIGHT if quiet else theme.CREAM, bold=not quiet)
        box = img.get_rect().inflate(px, px // 2)
        if y is not None:
            box.midtop = (plate.centerx, y)
        else:
            box.midbottom = (plate.centerx, plate.top - 2)
        box.clamp_ip(surface.get_rect())
        panel(surface, box, alpha=210, radius=px // 2, border=None if quiet else theme.GOLD)
        surface.blit(img, img.get_rect(center=box.center))
        return box

    def _row(self, surface: pygame.Surface, bar: pygame.Rect, px: int) -> None:
        """The reactions' chip at the bottom bar's left; open, the reactions above it."""
        self.chips = []
        if self.own is None:
            return
        on = self.on()
        chip = self._chip(surface, t("net.reactions") if on else t("net.reactions.on"), bar.left + px, bar.centery,
                          px, middle=True)
        self.chips.append((chip, "menu" if on else "on"))
        if not (on and self.opened):
            return
        y = chip.top - px // 2
        for word in reversed([*OFFERED, "off"]):
            box = self._chip(surface, t("net.reactions.off") if word == "off" else reaction(word), bar.left + px, y,
                             px, middle=False)
            self.chips.append((box, word))
            y = box.top - px // 3

    def _chip(self, surface: pygame.Surface, text: str, left: int, y: int, px: int, *, middle: bool) -> pygame.Rect:
        """A chip with ``text`` from ``left``: centred on ``y`` (``middle``), else ending there."""
        img = theme.text(text, px, theme.CREAM, shadow=False)
        box = pygame.Rect(left, 0, img.get_width() + px, img.get_height() + px // 2)
        if middle:
            box.centery = y
        else:
            box.bottom = y
        panel(surface, box, alpha=200, radius=px // 2, border=theme.GOLD)
        surface.blit(img, img.get_rect(center=box.center))
        return box
