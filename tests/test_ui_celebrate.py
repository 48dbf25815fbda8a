"""Celebrations: bounded in time at every speed, nothing at instant speed, skippable, the
same show for the same seed; chips fly in an upward arc; a big win's pile grows."""

from __future__ import annotations

import math

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ui import assets
from game.ui.celebrate import (
    BIG_WIN,
    KINDS,
    MAX_SECONDS,
    Celebration,
    arc_point,
    draw_pile,
    duration_for,
    is_big_win,
    pile_layout,
    pile_values,
)


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


MOMENTS = ("xi_bang", "xi_dach", "ngu_linh", "ba_tien", "muoi_at_cu", "cuop_chuong", "trinh_lang", "ket", "de")


def run(c: Celebration, dt: float = 1 / 60) -> float:
    """Seconds until ``update`` says it is over."""
    elapsed = 0.0
    while c.update(dt):
        elapsed += dt
        assert elapsed < 10
    return elapsed + dt


def test_every_moment_of_the_issue_has_a_celebration() -> None:
    assert set(KINDS) == set(MOMENTS)


@pytest.mark.parametrize("kind", MOMENTS)
def test_at_most_one_and_a_half_seconds_at_1x_and_shorter_at_2x(kind: str) -> None:
    one = run(Celebration(kind, "!", (640, 360), 1.0, 1.0))
    two = run(Celebration(kind, "!", (640, 360), 1.0, 2.0))
    half = run(Celebration(kind, "!", (640, 360), 1.0, 0.5))
    assert 0.8 <= one <= 1.5 + 1 / 60
    assert two <= one * 0.6
    assert half <= MAX_SECONDS + 1 / 60


@pytest.mark.parametrize("kind", MOMENTS)
def test_nothing_at_instant_speed(kind: str) -> None:
    c = Celebration(kind, "Kết!", (640, 360), 1.0, 0.0)
    assert not c.running and c.sound is None
    assert not c.update(1 / 60)
    surface = pygame.Surface((1280, 720))
    assert c.draw(surface).size == (0, 0)
    assert pygame.transform.average_color(surface)[:3] == (0, 0, 0)


def test_duration_for_speed() -> None:
    assert duration_for(0) == 0 and duration_for(-1) == 0
    assert duration_for(1) <= 1.5 and duration_for(2) < duration_for(1) <= duration_for(0.5) <= MAX_SECONDS


def test_skip_ends_it_and_it_draws_nothing_after() -> None:
    c = Celebration("ket", "Kết!", (640, 360), 1.0, 1.0, seed=3)
    c.update(0.3)
    surface = pygame.Surface((1280, 720))
    assert c.draw(surface).width > 0
    c.skip()
    assert not c.running and not c.update(1 / 60)
    surface.fill((0, 0, 0))
    c.draw(surface)
    assert pygame.transform.average_color(surface)[:3] == (0, 0, 0)


@pytest.mark.parametrize("kind", MOMENTS)
def test_a_celebration_is_seen_and_has_a_sound(kind: str) -> None:
    c = Celebration(kind, "Cướp chương!", (640, 360), 1.0, 1.0, seed=5)
    assert c.sound in {"celebrate", "coins", "banner"}
    c.update(0.4)
    surface = pygame.Surface((1280, 720))
    area = c.draw(surface)
    assert area.collidepoint(640, 360) and area.width > 200


def test_the_same_seed_gives_the_same_show_and_another_seed_another() -> None:
    def show(seed: int) -> list[list[tuple[float, float]]]:
        c = Celebration("xi_dach", "Xì dách!", (640, 360), 1.5, 1.0, seed=seed)
        frames = []
        for _ in range(5):
            c.update(0.1)
            frames.append(c.particle_positions())
        return frames

    assert show(42) == show(42)
    assert show(42) != show(43)


def test_particles_fly_up_then_fall() -> None:
    c = Celebration("ket", "Kết!", (640, 360), 1.0, 1.0, seed=1)
    c.update(0.35)
    high = min(y for _, y in c.particle_positions())
    c.update(0.8)
    assert high < 360 - 100
    assert sum(y for _, y in c.particle_positions()) / len(c.particles) > high + 100


def test_an_unknown_moment_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="no celebration 'sam'"):
        Celebration("sam", "Sâm!", (0, 0))


def test_a_long_text_is_shrunk_to_fit() -> None:
    c = Celebration("cuop_chuong", "Cướp chương! " * 8, (640, 360), 1.0, 1.0)
    assert c.banner.get_width() <= 1000


# --- chips ------------------------------------------------------------------------------------

point = st.tuples(st.floats(0, 1920), st.floats(0, 1080))


@given(a=point, b=point, scale=st.floats(0.6, 3.0))
def test_the_arc_joins_its_ends_and_bows_upward(a: tuple[float, float], b: tuple[float, float], scale: float) -> None:
    assert arc_point(a, b, 0.0, scale) == pytest.approx(a)
    assert arc_point(a, b, 1.0, scale) == pytest.approx(b)
    mid = arc_point(a, b, 0.5, scale)
    straight = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    assert mid[1] <= straight[1] + 1e-9
    dist = math.dist(a, b)
    rise = straight[1] - mid[1]
    assert rise <= 110 * scale + 1e-6 and rise <= max(10 * scale, 0.2 * dist) + 1e-6
    # never above the window's top unless an end is
    top = min(a[1], b[1], 0.0)
    assert all(arc_point(a, b, k / 20, scale)[1] >= top - 1e-6 for k in range(21))


def test_a_longer_flight_arcs_higher() -> None:
    def rise(length: float) -> float:
        a, b = (100.0, 500.0), (100.0 + length, 500.0)
        return 500.0 - arc_point(a, b, 0.5)[1]

    assert rise(60) < rise(300) < rise(500) < rise(900) == rise(1500) == 110


def test_a_big_win_is_five_stakes() -> None:
    assert BIG_WIN == 5
    assert is_big_win(500, 100) and not is_big_win(499, 100) and not is_big_win(500, 0)


@given(stake=st.sampled_from([10, 50, 100, 500]), times=st.integers(5, 40))
def test_a_pile_holds_the_win_in_15_to_30_chips(stake: int, times: int) -> None:
    amount = stake * times
    values = pile_values(amount, stake)
    assert sum(values) == sum(assets.chips_for(amount))
    assert len(values) <= 30
    assert values == sorted(values, reverse=True)
    assert len(values) >= min(15, sum(values) // 10)


def test_the_pile_grows_from_the_bottom() -> None:
    spots = pile_layout(20, 40, seed=2)
    assert len(spots) == 20 and spots == pile_layout(20, 40, seed=2)
    assert spots[0][1] > spots[-1][1]  # the last chips land on top
    values = pile_values(2000, 100)
    drawn = []
    for p in (0.0, 0.25, 0.5, 0.75, 1.0):
        surface = pygame.Surface((600, 400), pygame.SRCALPHA)
        area = draw_pile(surface, (300, 380), values, 40, p, seed=2)
        drawn.append(sum(1 for x in range(0, 600, 4) for y in range(0, 400, 4) if surface.get_at((x, y)).a))
        assert surface.get_bounding_rect().width == 0 or area.contains(surface.get_bounding_rect())
    assert drawn[0] == 0
    assert drawn[1] < drawn[2] < drawn[3] < drawn[4]
