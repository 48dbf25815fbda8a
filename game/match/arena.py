"""Statistics shared by the ``arena`` reports: a mean with its 95% confidence interval."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959964


def mean_ci95(samples: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high) of the normal-approximation 95% interval of the mean."""
    n = len(samples)
    if n == 0:
        raise ValueError("no samples")
    mean = sum(samples) / n
    if n == 1:
        return mean, mean, mean
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def report(label_a: str, label_b: str, samples: Sequence[float], **extra: object) -> dict[str, object]:
    """The JSON object ``arena`` prints: A's mean result per round/deal over B's."""
    mean, lo, hi = mean_ci95(samples)
    return {
        "a": label_a,
        "b": label_b,
        "n": len(samples),
        "mean": round(mean, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "separated": lo > 0 or hi < 0,
        **extra,
    }
