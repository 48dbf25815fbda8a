"""Choosing how the next round is played, at the table.

Two occasions, one prompt: a table set to choose the mode before every round (Ba Cây's
chọn từng ván, :meth:`Match.round_mode_needed`) asks the seat that picks — "Ván này chơi
chương hay nhất ăn tất?" — before the round can start; and from the result screen of a
table of fixed mode the host may switch the mode for the next round
(:meth:`Match.switch_mode`).  The prompt is a question in the middle of the table and one
button per mode (keys 1, 2, …), plus "Quay lại" when it may be left unanswered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from game.i18n import t
from game.shown.between import mode_name
from game.ui import theme
from game.ui.widgets import NUMBER_KEYS, Button, panel


@dataclass
class RoundModePrompt:
    """The question and its answers; ``chooser`` is the seat answering (None: anyone);
    ``afar``: the chooser answers from another computer (a family table): no buttons here."""

    game_key: str
    choices: tuple[str, ...]
    question: str
    chooser: int | None
    chooser_name: str
    on_choose: Callable[[str], None]
    on_cancel: Callable[[], None] | None = None
    afar: bool = False

    def buttons(self) -> list[Button]:
        if self.afar:
            return []
        out = [Button(mode_name(self.game_key, m), partial(self.on_choose, m), NUMBER_KEYS[i], str(i + 1),
                      primary=i == 0)
               for i, m in enumerate(self.choices[: len(NUMBER_KEYS)])]
        if self.on_cancel is not None:
            out.append(Button(lambda: t("ui.back"), self.on_cancel, pygame.K_ESCAPE, "Esc", size=16))
        return out

    def draw(self, surface: pygame.Surface, area: pygame.Rect, scale: float) -> None:
        """The question, centred in ``area``."""
        size = max(12, round(20 * scale))
        lines: Sequence[tuple[str, int, tuple[int, int, int]]] = (
            (self.question, size, theme.GOLD_LIGHT),
            (t("ui.mode.who", name=self.chooser_name), max(12, round(16 * scale)), theme.CREAM),
        )
        width = min(area.width, max(theme.font(s, True).size(text)[0] for text, s, _ in lines) + round(48 * scale))
        height = sum(s + round(10 * scale) for _, s, _ in lines) + round(20 * scale)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = area.center
        panel(surface, rect, alpha=240)
        y = rect.top + round(12 * scale)
        for text, s, color in lines:
            img = theme.fit_text(text, s, width - round(24 * scale), color=color, bold=color == theme.GOLD_LIGHT)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += s + round(10 * scale)
