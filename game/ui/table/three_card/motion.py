"""Ba Cây and Bài Cào's own motion on the French felt: the tied hands swept away before a ván
phụ's new deal, and a declined challenge said as the table shows it."""

from __future__ import annotations

from game.engine.events import Announced, Event
from game.i18n import t
from game.ui.anim import EASE_IN_OUT, lerp2
from game.ui.table.beats import TableBeats
from game.ui.table.sprites import CardSprite
from game.variants.three_card.defs import DECLINED, SideBetUpdated

SWEEP = 0.4  # the tied hands leave the table before a ván phụ


class ThreeCardMotion(TableBeats):
    def beat(self, event: Event) -> None:
        """The shared beat; then a ván phụ: once its banner has been read over the tied hands,
        they leave for the deck before their new deal; a declined challenge is said in a
        toast as the table shows it."""
        super().beat(event)
        stage = self.stage
        if isinstance(event, Announced) and event.kind == "van-phu":
            tied = tuple(int(s) for s in event.params.get("seats", ()))
            leaving: list[tuple[CardSprite, tuple[float, float]]] = []
            hands = stage.picture.hands

            def begin() -> None:  # the hands as they lie when the sweep starts (a second ván phụ's too)
                leaving[:] = [(sp, sp.pos) for s in tied for sp in hands[s]]

            def step(p: float) -> None:
                for sp, start in leaving:
                    sp.pos = lerp2(start, stage.places.layout.deck, p)
                    sp.alpha = round(255 * (1 - p))

            def gone() -> None:
                for s in tied:
                    hands[s].clear()

            stage.animator.queue(SWEEP, step, ease=EASE_IN_OUT, on_start=begin, on_done=gone)
        elif isinstance(event, SideBetUpdated) and event.bet.status == DECLINED:
            shown = stage.shown
            message = t("tc.ui.declined", name=shown.name(event.bet.target), maker=shown.name(event.bet.maker))
            stage.animator.queue(0.0, None, on_start=lambda: stage.toast(message))
