"""The pace of a round (issue 39): a 12-seat Ba Cây round from "Ván mới" to the result panel,
at 1×, with the human acting at once — counted in the app's fixed 1/60 s updates.

The table is the real one (headless, the agents answering inline), so the count follows from
the round's events, the beats' timings and the AI's thinking pauses (drawn from the round's
pause stream): the same on every machine.  A first round is played to its end (the table
deals it as it opens), then "Ván mới" is pressed and the frames counted to the moment the
result panel is shown, with the frames at which each stage was reached: every bet made, the
cards dealt, the side bets over.  ``python -m game bench --only pace`` reports it in seconds;
``tests/test_pace.py`` holds the count.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

FPS: Final = 60
PACE_GAME: Final = "ba-cay"
PACE_SEATS: Final = 12
PACE_SEED: Final = 7  # the round the test counts (its banker holds 10 át cụ: a celebration)
PACE_SEEDS: Final = (1, 2, 3, 4, 5, 6, 7)  # the rounds the bench times (its figure: their median)
PACE_TARGET_S: Final = 10.0
MAX_FRAMES: Final = 60 * FPS  # a round that takes a minute at 1× is stuck, not slow
# What the human plays, in this order of preference: the least bet, no side bet.
PREFERRED: Final = ("Bet", "Decline", "Ready")


def _act_at_once(scene: Any) -> None:
    """The human at seat 0 acts as soon as the table offers a choice: turns their cards up as
    they come ("Lật hết"), bets the least, makes no side bet, refuses a challenge."""
    if scene.show.held or not scene.controls.all_open():
        scene.open_all()
    me = scene.acting_human()
    if me is None or not scene.actions.buttons:
        return
    legal = scene.controller.legal(me)
    for kind in PREFERRED:
        picks = [a for a in legal if type(a).__name__ == kind]
        if picks:
            scene.act(me, min(picks, key=lambda a: getattr(a, "amount", 0)))
            return
    if legal:
        scene.act(me, legal[0])


def _frames_until(app: Any, scene: Any, done: Callable[[], bool], marks: dict[str, int],
                  stages: dict[str, Callable[[], bool]]) -> int:
    frames = 0
    while not done():
        if frames >= MAX_FRAMES:
            raise RuntimeError(f"the round did not reach its result in {MAX_FRAMES} frames")
        _act_at_once(scene)
        app.frame(1 / FPS)
        frames += 1
        for name, reached in stages.items():
            if name not in marks:
                if reached():
                    marks[name] = frames
                break  # the later stages wait for this one
    return frames


def round_frames(seats: int = PACE_SEATS, seed: int = PACE_SEED) -> dict[str, Any]:
    """Play the round (see the module); its frames, and the frame each stage was reached at."""
    from game.catalog import game
    from game.devtools.soak import headless_app
    from game.match.match import HUMAN, Match, Seat

    variant = game(PACE_GAME).variant
    with headless_app() as app:
        app.session.update_settings(anim_speed=1.0)
        match = Match(variant, [Seat(f"P{i}", HUMAN if i == 0 else "normal") for i in range(seats)],
                      balances=[5000] * seats, seed=seed, mode=variant.default_mode,
                      banker=1 if variant.has_banker(variant.default_mode) else None)
        scene: Any = app.open("table", match=match)
        _frames_until(app, scene, lambda: scene.results is not None and scene.at_rest(), {}, {})
        scene.new_round()  # "Ván mới"
        state = scene.controller.state
        assert state is not None, "a new round was dealt"
        marks: dict[str, int] = {}

        def phase_over(kind: str) -> Callable[[], bool]:
            def over() -> bool:
                live = scene.controller.state
                return live is None or not any(type(a).__name__ == kind for s in live.to_act()
                                               for a in live.legal_actions(s))
            return over

        stages = {  # each reached once the one before was
            "bets": phase_over("Bet"),
            "dealt": lambda: scene.at_rest() and len(scene.shown.seats[0].cards) == 3,
            "side_bets": phase_over("Ready"),
            "shown_down": lambda: scene.controller.round_over(),
        }
        frames = _frames_until(app, scene, lambda: scene.results is not None, marks, stages)
        scene.close()
    return {"frames": frames, "marks": marks}


def pace_section(quick: bool) -> dict[str, Any]:
    """The bench's figure: the median round over :data:`PACE_SEEDS` (``quick``: one), in
    seconds at 1×, against the target; each round's frames and stages."""
    seeds = PACE_SEEDS[-1:] if quick else PACE_SEEDS
    rounds = {seed: round_frames(seed=seed) for seed in seeds}
    frames = sorted(r["frames"] for r in rounds.values())
    median = frames[len(frames) // 2] / FPS
    return {
        "game": PACE_GAME,
        "seats": PACE_SEATS,
        "median_s": round(median, 2),
        "worst_s": round(frames[-1] / FPS, 2),
        "rounds": {str(seed): {"frames": r["frames"], "seconds": round(r["frames"] / FPS, 2),
                               "stages_s": {name: round(f / FPS, 2) for name, f in r["marks"].items()}}
                   for seed, r in rounds.items()},
        "target_s": PACE_TARGET_S,
        "met": median <= PACE_TARGET_S,
    }
