"""Pieces moving on the Tam Cúc mat, for its motion: leaving and joining a hand, flying from
one place to another, a hand closing up behind them.

Every motion finds its sprites when it *starts* (not when it is queued), because a burst of
events is queued at once and plays one after another.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.pieces import Piece
from game.ui.anim import EASE_OUT, Ease, lerp, lerp2
from game.ui.table.sprites import CardSprite
from game.ui.table.stage import Places, Stage
from game.ui.table.tam_cuc.logic import hand_order

Pick = Callable[[], list[CardSprite]]
Target = Callable[[int, CardSprite], tuple[float, float]]
Land = Callable[[list[CardSprite]], None]
REFLOW = 0.22


def fly(stage: Stage, flying: list[CardSprite], pick: Pick, target: Target, *, duration: float, gap: float,
        width: int | None = None, face: float | None = None, land: Land | None = None, sound: str | None = None,
        ease: Ease = EASE_OUT, first: Callable[[], None] | None = None) -> None:
    """Queue the flight of the sprites ``pick`` returns as it starts (``first`` done then) to
    ``target(i, sprite)``, growing to ``width`` and turning to ``face``; in ``flying`` meanwhile,
    then given to ``land``."""
    moving: list[CardSprite] = []
    starts: list[tuple[tuple[float, float], int, float]] = []

    def begin() -> None:
        moving[:] = pick()
        if first is not None:
            first()
        starts[:] = [(sp.pos, sp.width, sp.face_up) for sp in moving]
        flying.extend(moving)
        if sound:
            stage.play_sound(sound, 0.6)

    def step(p: float) -> None:
        for i, (sp, (pos, w, f)) in enumerate(zip(moving, starts)):
            sp.pos = lerp2(pos, target(i, sp), p)
            if width is not None:
                sp.width = round(lerp(w, width, p))
            if face is not None:
                sp.face_up = lerp(f, face, p)

    def done() -> None:
        flying[:] = [sp for sp in flying if sp not in moving]  # identity: eq=False
        if land:
            land(moving)

    stage.animator.queue(duration, step, gap=gap, ease=ease, on_start=begin, on_done=done)


def reflow(stage: Stage, places: Places, seat: int, *, sort: bool = False, now: bool = False) -> None:
    """Slide a hand's pieces to their places (after some left, or sorted after the deal):
    next on the timeline, or ``now`` beside it."""
    starts: dict[int, tuple[float, float]] = {}
    hands = stage.picture.hands

    def step(p: float) -> None:
        if sort and not starts:
            sort_hand(hands[seat])
        hand = hands[seat]
        for i, sp in enumerate(hand):
            start = starts.setdefault(id(sp), sp.pos)
            sp.pos = lerp2(start, places.slot(seat, i, len(hand)), p)

    if now:
        stage.animator.start(REFLOW, step, ease=EASE_OUT)
    else:
        stage.animator.queue(REFLOW, step, gap=0.0, ease=EASE_OUT)


def take_from(hand: list[CardSprite], pieces: Sequence[Piece] | None, count: int, *, mine: bool) -> list[CardSprite]:
    """The sprites leaving ``hand``: the named pieces if the viewer may know them (the selected
    ones first), otherwise ``count`` backs spread across the fan.  When the hand is the
    viewer's (``mine``) their selection is dropped."""
    chosen: list[CardSprite] = []
    if pieces and all(isinstance(sp.tile, Piece) for sp in hand):
        pool = sorted(hand, key=lambda sp: not sp.selected)
        for p in pieces:
            sp = next((s for s in pool if s.tile is p and s not in chosen), None)
            if sp is not None:
                chosen.append(sp)
    if len(chosen) != count:
        step = len(hand) / max(1, count)
        chosen = [hand[min(len(hand) - 1, int((k + 0.5) * step))] for k in range(min(count, len(hand)))]
    for sp in chosen:
        hand.remove(sp)
        sp.pos = (sp.pos[0], sp.pos[1] - sp.lift)
        sp.lift, sp.selected, sp.highlight = 0.0, False, False
    if mine:
        for sp in hand:
            sp.selected = False
    return chosen


def receive(hand: list[CardSprite], sprites: list[CardSprite], pieces: Sequence[Piece] | None, width: int) -> None:
    """Đi đêm pieces arrive in ``hand``: face up only when they are known (the viewer's hand:
    ``pieces`` given, as many as the sprites)."""
    known = pieces is not None and len(pieces) == len(sprites)
    for i, sp in enumerate(sprites):
        sp.tile = pieces[i] if known and pieces is not None else None
        sp.face_up = 1.0 if known else 0.0
        sp.width = width
    hand.extend(sprites)


def sort_hand(hand: list[CardSprite]) -> None:
    """Red first, then black, highest name first: pairs and the K A E / R C H triples together."""
    if all(isinstance(sp.tile, Piece) for sp in hand):
        hand.sort(key=lambda sp: hand_order(sp.tile) if isinstance(sp.tile, Piece) else (True, 0))
