"""Small statistics and reporting helpers shared by the ``bench`` sections and the soak.

Pure standard library: the CLI loads this for commands that never draw.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Sequence
from typing import Any

MB = 1_000_000


def percentile(values: Sequence[float], p: float) -> float:
    """The nearest-rank ``p``-th percentile (p99 of 100 samples is the largest but one)."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


def median(values: Sequence[float]) -> float:
    """The middle value (the mean of the two middle ones of an even count): ``statistics``'
    median, which the executable leaves out with ``decimal`` (packaging/build_support.py)."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    half = len(ordered) // 2
    return ordered[half] if len(ordered) % 2 else (ordered[half - 1] + ordered[half]) / 2


def ms(seconds: float) -> float:
    """Seconds → milliseconds, rounded for the report."""
    return round(seconds * 1000, 3)


def latency_row(samples: Sequence[float], target_ms: float, wall: Sequence[float] = ()) -> dict[str, Any]:
    """``{"n", "median_ms", "p99_ms", "max_ms", "target_p99_ms", "met"}`` from samples in seconds.

    ``wall`` (optional) are the same samples in wall-clock time: ``wall_median_ms`` and
    ``wall_p99_ms`` are added, for information; the target is judged on ``samples``.
    """
    row: dict[str, Any] = {"n": len(samples), "median_ms": None, "p99_ms": None, "max_ms": None,
                           "target_p99_ms": target_ms, "met": None}
    if samples:
        p99 = percentile(samples, 99)
        row.update(median_ms=ms(median(samples)), p99_ms=ms(p99), max_ms=ms(max(samples)),
                   met=p99 * 1000 <= target_ms)
    if wall:
        row.update(wall_median_ms=ms(median(wall)), wall_p99_ms=ms(percentile(wall, 99)))
    return row


def rss_bytes() -> int | None:
    """This process's resident set size now (Linux ``/proc``), or None where unknown."""
    return _proc_status_kb("VmRSS:")


def peak_rss_bytes() -> int | None:
    """The most this process has held resident so far (``VmHWM``, else ``ru_maxrss``)."""
    peak = _proc_status_kb("VmHWM:")
    if peak is not None:
        return peak
    try:
        import resource
    except ImportError:
        return None
    maxrss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return maxrss if sys.platform == "darwin" else maxrss * 1024  # macOS reports bytes, Linux KiB


def _proc_status_kb(field: str) -> int | None:
    try:
        with open(f"/proc/{os.getpid()}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith(field):
                    return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


def process_cpu_seconds() -> float:
    """CPU time of the whole process (every thread), user + system."""
    times = os.times()
    return times.user + times.system


def machine() -> dict[str, Any]:
    """What the figures were measured on (the load matters on a shared machine)."""
    load: list[float] | None
    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        load = None
    return {
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "cpus": os.cpu_count(),
        "loadavg": load,
    }
