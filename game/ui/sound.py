"""Sound effects: soft by default, mutable, and silent (not failing) without an audio device."""

from __future__ import annotations

import pygame

from game.resources import sound_path
from game.ui.quiet import quiet_stderr

SOUNDS = ("shuffle", "deal", "flip", "chip", "win", "lose", "button", "banner", "tick",
          "turn", "celebrate", "coins")


class SoundBoard:
    """Plays the named effects at ``master × effects`` volume; a no-op when unavailable."""

    def __init__(self, master: int = 70, effects: int = 70, muted: bool = False) -> None:
        self.master = master
        self.effects = effects
        self.muted = muted
        self.available = False
        self.problem: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():  # no ALSA chatter without a device: the settings say it in words
                    pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            self.available = True
        except pygame.error as exc:
            self.problem = str(exc) or "no audio device"

    def _get(self, name: str) -> pygame.mixer.Sound | None:
        if not self.available:
            return None
        snd = self._sounds.get(name)
        if snd is None:
            try:
                snd = pygame.mixer.Sound(str(sound_path(f"{name}.wav")))
            except (pygame.error, FileNotFoundError) as exc:
                self.problem = f"{name}.wav: {exc}"
                return None
            self._sounds[name] = snd
        return snd

    def preload(self) -> int:
        return sum(1 for n in SOUNDS if self._get(n) is not None)

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.muted:
            return
        snd = self._get(name)
        if snd is None:
            return
        snd.set_volume(max(0.0, min(1.0, volume * self.master / 100 * self.effects / 100)))
        snd.play()

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        if self.muted and self.available:
            pygame.mixer.stop()
        return self.muted
