"""``python -m game shots DIR``: pictures of the real tables, made without a window.

Each game's table is opened in the real app on the dummy video driver, played by its AI and
by a plain autopilot for the human at seat 0 (agents answer inline, animations instant) up
to a moment worth showing — Ba Cây's side bets, Bài Cào's result after the showdown, a Xì
Dách player deciding with the odds shown, a Tam Cúc trick being followed — and the window's
pixels are saved as ``DIR/<game>-<W>x<H>-<seats>.png``.  The deals are fixed by seeds, so a
change of the look can be compared picture for picture (``--size``, ``--seats``, ``--lang``).
The README's pictures are ``python -m game shots docs/shots --size 1280x720``.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from game.devtools.soak import headless_app

STAGES: dict[str, str] = {
    "ba-cay": "side bets: the player has backed a seat (at two seats challenged the chương), the lines are drawn, "
              "it is the player's turn",
    "bai-cao": "cào rùa after the showdown: every hand turned up, the result panel",
    "xi-dach": "the player deciding whether to draw, the odds beside the buttons",
    "tam-cuc": "a trick being followed: the lead turned up, the player choosing what to put down",
}


def run_shots(out: str, sizes: list[tuple[int, int]], seats: list[int | None], games: list[str],
              lang: str) -> list[str]:
    """Make every shot; returns the files written."""
    os.makedirs(out, exist_ok=True)
    written: list[str] = []
    with headless_app(sizes[0]) as app:
        import pygame

        from game.i18n import set_language

        app.session.update_settings(language=lang, show_hints=True)
        set_language(lang)
        for size in sizes:
            app.resize_window(size)
            for key in games:
                for n in dict.fromkeys(_seats(key, n) for n in seats):  # a game's own limits: once each
                    path = os.path.join(out, f"{key}-{size[0]}x{size[1]}-{n}.png")
                    _stage(app, key, n)
                    app.draw()
                    pygame.image.save(app.screen, path)
                    written.append(path)
    return written


def _seats(key: str, n: int | None) -> int:
    """The seats of ``key``'s table asked for ``n`` (None: its usual table), within its limits."""
    from game.catalog import game

    record = game(key)
    return max(record.variant.min_players, min(n or record.seats, record.variant.ui_max_players))


def _stage(app: Any, key: str, count: int) -> None:
    """Open ``key``'s table at ``count`` seats and play it to the moment it is shown at."""
    from game.catalog import game
    from game.match.match import HUMAN, Match, Seat

    variant = game(key).variant
    names = ["Bạn", "Lan", "Minh", "Nguyễn Thị Hương", "Hùng", "Mai", "Tuấn", "Hoa", "Bình", "Cúc", "Dũng", "Giang"]
    seats = [Seat(names[i], HUMAN if i == 0 else "normal") for i in range(count)]
    mode = {"bai-cao": "cao-rua"}.get(key, variant.default_mode)
    banker = 1 if variant.has_banker(mode) and key != "tam-cuc" else None
    match = Match(variant, seats, balances=[2000] * count, seed=SEEDS.get(key, 1), mode=mode, banker=banker)
    app.session.update_settings(anim_speed=0.0)
    scene = app.open("table", match=match)
    done = MOMENTS[key]
    for _ in range(20_000):
        if done(scene):
            break
        if scene.results is not None and scene.at_rest():
            scene.new_round()  # the round ended before its moment (a natural): the next one
        _autopilot(scene, key)
        app.frame(1 / 60)
    else:
        raise RuntimeError(f"{key}: the table never reached the moment it is shown at")
    for _ in range(30):  # the motion started by the last step, played out
        app.frame(1 / 60)


SEEDS = {"ba-cay": 4, "bai-cao": 2, "xi-dach": 3, "tam-cuc": 7}


def _deciding(scene: Any, kind: str) -> bool:
    me = scene.acting_human()
    return (me is not None and scene.at_rest() and bool(scene.actions.buttons)
            and any(type(a).__name__ == kind for a in scene.controller.legal(me)))


def _side_bets(scene: Any) -> bool:
    lines = getattr(scene.shown, "side", ())
    return bool(lines) and _deciding(scene, "Ready")


def at_result(scene: Any) -> bool:
    """The round's result on the table, nothing moving."""
    return bool(scene.results is not None and scene.at_rest())


MOMENTS: dict[str, Callable[[Any], bool]] = {
    "ba-cay": _side_bets,
    "bai-cao": at_result,
    "xi-dach": lambda scene: _deciding(scene, "Draw") and scene.controls.all_open(),
    "tam-cuc": lambda scene: _deciding(scene, "Commit"),
}


def _autopilot(scene: Any, key: str) -> None:
    """The human at seat 0 plays plainly (the smallest bet, a ké cửa — or, with no seat to
    back at two seats, the smallest thách —, look, ready, lead the first group offered) so the
    table moves on to the moment it is shown at."""
    me = scene.acting_human()
    if me is None or not scene.at_rest() or not scene.actions.buttons:
        return
    scene.open_all()
    legal = scene.controller.legal(me)
    names = [type(a).__name__ for a in legal]
    for wanted in ("Bet", "Back", "Challenge", "Accept", "Lead", "Pass", "NoDiDem", "Reveal"):
        if wanted in names:
            if wanted in ("Back", "Challenge") and scene.shown.side:
                continue
            pick = [a for a in legal if type(a).__name__ == wanted]
            scene.act(me, min(pick, key=lambda a: getattr(a, "amount", 0)))
            return
    if key != "ba-cay" and "Ready" in names:
        scene.act(me, next(a for a in legal if type(a).__name__ == "Ready"))
