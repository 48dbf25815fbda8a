"""Hot-seat privacy at the Tam Cúc table, checked on every frame drawn (issue 15 §2, 18 §2).

Two humans share the screen through whole deals — đi đêm offers and answers included —
at real animation speed.  Every piece the table draws with its face showing (face up, or
"face down but yours") is recorded as it is drawn, and after each frame:

* no hand but that of the seat whose curtain was last opened shows a face, and none at
  all once the decision has handed the turn on;
* every face drawn anywhere else is a piece the rules made public (turned up in a trick,
  laid down in a trình làng, drawn for the bắt cái) or one the last-opened seat knows itself;
* at rest, a hand drawn face down is evenly spaced: nothing tells how many red pieces it holds.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from game.engine.pieces import Piece
from game.i18n import t
from game.ui.screens.curtain import Curtain
from game.ui.table.host import TableHost
from game.ui.table.sprites import CardSprite
from game.ui.table.tam_cuc import paint
from game.variants.tam_cuc.actions import CaiDrawn
from game.variants.tam_cuc.round import OPT_DI_DEM
from game.variants.tam_cuc.view import TamCucView
from tests.test_ui_tam_cuc import (
    at_rest,
    chui_by_button,
    open_table,
    pass_curtain,
    play_turn,
    reveal_by_button,
    view_of,
    waiting_human,
)
from tests.ui_harness import press, settle


class FaceLog:
    """Every piece drawn this frame with its face showing, and whose hand it was drawn in."""

    def __init__(self) -> None:
        self.scene: TableHost | None = None
        self.drawn: list[tuple[Piece, int | None]] = []

    def draw(self, surface: object, sprite: CardSprite, **kw: object) -> object:
        if isinstance(sprite.tile, Piece) and (sprite.face_up >= 0.5 or sprite.dim):
            hands = self.scene.picture.hands.items() if self.scene is not None else ()
            owner = next((s for s, hand in hands if sprite in hand), None)
            self.drawn.append((sprite.tile, owner))
        return ORIGINAL(surface, sprite, **kw)  # type: ignore[arg-type]

    def take(self) -> list[tuple[Piece, int | None]]:
        drawn, self.drawn = self.drawn, []
        return drawn


ORIGINAL = paint.draw_piece


def known_to(view: TamCucView) -> Counter[Piece]:
    """Every piece ``view``'s seat knows where it is or was: its hand, commit, discards and swaps."""
    out: Counter[Piece] = Counter([*view.hand, *view.my_commit, *view.my_discards])
    for record in view.di_dem:
        out.update([*(record.given or ()), *(record.returned or ())])
    return out


def check_frame(scene: TableHost, faces: FaceLog, allowed: int | None) -> None:
    state = scene.match.current or scene.controller.finished
    assert state is not None
    public = state.view(None).seen()
    public.update(e.piece for e in state.opening if isinstance(e, CaiDrawn))  # bắt cái draws face up
    mine = known_to(state.view(allowed)) + public if allowed is not None else public
    viewer = scene.controller.viewer()
    elsewhere: Counter[Piece] = Counter()
    for piece, owner in faces.take():
        if owner is not None:
            assert owner == allowed, f"seat {owner}'s hand drawn face up; last curtain: {allowed}"
            assert viewer == allowed, "a hand still face up after its player's decision"
        else:
            elsewhere[piece] += 1
    assert not elsewhere - mine, f"private pieces on the mat: {elsewhere - mine}"


def evenly_spaced(scene: TableHost) -> None:
    for s, hand in scene.picture.hands.items():
        if len(hand) > 2 and all(sp.tile is None for sp in hand):
            steps = {round(b.pos[0] - a.pos[0]) for a, b in itertools.pairwise(hand)}
            assert max(steps) - min(steps) <= 1, f"seat {s}'s face-down hand is not evenly spaced: {steps}"


@pytest.mark.parametrize(("n", "humans", "options", "seed"), [
    (2, (0, 1), {OPT_DI_DEM: True}, 3),
    (3, (0, 2), {OPT_DI_DEM: True}, 4),
    (4, (1, 3), {}, 6),
], ids=["2p-di-dem", "3p-two-humans-and-an-ai-di-dem", "4p-across-the-table"])
def test_nothing_private_is_drawn_on_any_frame(monkeypatch: pytest.MonkeyPatch, n: int, humans: tuple[int, ...],
                                               options: dict[str, bool], seed: int) -> None:
    faces = FaceLog()
    monkeypatch.setattr(paint, "draw_piece", faces.draw)
    app, scene, match = open_table(n, human_seats=humans, options=options, seed=seed, speed=2.0)
    faces.scene = scene
    curtains: list[int] = []  # the seats whose curtain was opened, in order
    look_as, frame = scene.look_as, app.frame

    def opened(seat: int | None, *, unlock: bool = False) -> None:
        if unlock:  # the seat's player took the screen behind its curtain
            assert seat is not None
            curtains.append(seat)
        look_as(seat, unlock=unlock)

    def checked_frame(dt: float) -> bool:  # every frame, animations included, checked once drawn
        animating = frame(dt)
        if isinstance(app.scenes.top, TableHost):
            check_frame(scene, faces, curtains[-1] if curtains else None)
        faces.take()
        return animating

    monkeypatch.setattr(scene, "look_as", opened)
    monkeypatch.setattr(app, "frame", checked_frame)
    decisions = 0

    def watched() -> bool:
        return waiting_human(app, scene)

    for deal in range(2):
        for _ in range(600):
            settle(app, watched, dt=1 / 30)
            if pass_curtain(app) is not None:
                continue
            if scene.results is not None:
                break
            view = view_of(scene)
            assert view.seat == curtains[-1], "a decision without its curtain"
            evenly_spaced(scene)
            decisions += 1
            play_turn(app, scene, reveal_by_button if decisions % 3 else chui_by_button)
            if view.phase == "reveal" and scene.controller.viewer() is None:
                evenly_spaced(scene)  # at once: a reveal or chui leaves the hands as they were
            settle(app, lambda: at_rest(app) or isinstance(app.scenes.top, Curtain), dt=1 / 30)
            if isinstance(app.scenes.top, TableHost) and scene.controller.viewer() is None:
                evenly_spaced(scene)
        assert scene.results is not None, f"deal {deal + 1} did not end"
        if deal == 0:
            press(app, t("ui.new_round"))
    assert set(curtains) == set(humans)
    assert match.round_no == 2
    if options.get(OPT_DI_DEM):
        assert any(r["di_dem"] for r in (h.summary for h in match.history)), "no đi đêm was played"
