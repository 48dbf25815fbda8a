"""The banker's role badge is public from the round's start (issue 29): its plate wears it
from the first frame, before any view of the round has reached the table."""

from __future__ import annotations

import pygame
import pytest

from game.catalog import VARIANTS
from game.i18n import t
from game.match.match import HUMAN, Match, Seat
from game.ui.table.french import painter as french
from game.ui.table.host import TableHost
from tests.ui_harness import make_app


@pytest.mark.parametrize(("key", "role"), [("xi-dach", "nha-cai"), ("ba-cay", "chuong"), ("bai-cao", "cai")])
def test_the_banker_wears_its_badge_from_the_rounds_first_frame(key: str, role: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The banker of a round is public from its start: its plate wears the badge while bets
    are placed and cards dealt, before the table has any view of the round (issue 29: at a
    Xì Dách table the badge came only with the first view, ~220 frames in)."""
    drawn: dict[str, str | None] = {}

    def record(surface: pygame.Surface, r: pygame.Rect, **kw: object) -> dict[str, pygame.Rect]:
        drawn[str(kw["name"])] = kw["role"]  # type: ignore[assignment]
        return {}

    monkeypatch.setattr(french, "draw_plate", record)
    app = make_app((960, 540), speed=1.0)
    try:
        names = ["Lan", "Minh", "Hùng", "Mai"]
        match = Match(VARIANTS[key], [Seat(name, level) for name, level in zip(names, [HUMAN] + ["normal"] * 3)],
                      balances=[2000] * 4, seed=3)
        app.open("table", match=match)
        scene = app.scenes.top
        assert isinstance(scene, TableHost)
        app.frame(1 / 60)
        banker = scene.shown.banker
        assert banker is not None and scene.shown.view is None, "the first frame comes before any view"
        shown = [t("ui.you"), *names[1:]]  # Lan is the table's one player: "Bạn"
        assert drawn == {name: t(f"role.{role}") if s == banker else None for s, name in enumerate(shown)}
    finally:
        app.quit()
