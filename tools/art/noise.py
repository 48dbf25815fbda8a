"""Tileable (periodic) value noise from a seeded ``random.Random`` — standard library only."""

from __future__ import annotations

import random


def _smooth(t: float) -> float:
    return t * t * (3 - 2 * t)


def periodic_noise(size: int, cells: int, rng: random.Random) -> list[list[float]]:
    """``size``×``size`` values in [0, 1) from a ``cells``×``cells`` lattice that wraps round."""
    lattice = [[rng.random() for _ in range(cells)] for _ in range(cells)]
    step = size / cells
    out: list[list[float]] = []
    for y in range(size):
        gy = y / step
        y0 = int(gy) % cells
        y1 = (y0 + 1) % cells
        ty = _smooth(gy - int(gy))
        row0, row1 = lattice[y0], lattice[y1]
        line: list[float] = []
        for x in range(size):
            gx = x / step
            x0 = int(gx) % cells
            x1 = (x0 + 1) % cells
            tx = _smooth(gx - int(gx))
            top = row0[x0] + (row0[x1] - row0[x0]) * tx
            bottom = row1[x0] + (row1[x1] - row1[x0]) * tx
            line.append(top + (bottom - top) * ty)
        out.append(line)
    return out


def fractal_noise(size: int, octaves: list[tuple[int, float]], rng: random.Random) -> list[list[float]]:
    """A weighted sum of periodic noises, ``octaves`` = [(cells, weight), …], centred on 0."""
    total = [[0.0] * size for _ in range(size)]
    norm = sum(w for _, w in octaves)
    for cells, weight in octaves:
        layer = periodic_noise(size, cells, rng)
        for y in range(size):
            row, src = total[y], layer[y]
            for x in range(size):
                row[x] += (src[x] - 0.5) * weight / norm
    return total


def clamp8(v: float) -> int:
    return 0 if v < 0 else 255 if v > 255 else int(v + 0.5)
