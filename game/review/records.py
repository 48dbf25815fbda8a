"""What a profile keeps of each reviewed round, and the statistics line that sums them
("mistakes per 10 rounds") — apart from the assessors, so the statistics load no AI."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

KEPT: Final = 50  # reviewed rounds a profile need keep for the statistics line


@dataclass(frozen=True)
class Recent:
    """Reviewed rounds summed: how many, their decisions and mistakes, mistakes per 10 rounds."""

    rounds: int
    decisions: int
    mistakes: int

    @property
    def per_10_rounds(self) -> float | None:
        """Mistakes per 10 rounds (``None`` before any round was reviewed)."""
        return 10 * self.mistakes / self.rounds if self.rounds else None


def recent(records: Iterable[Mapping[str, Any]], game: str | None = None, last: int = KEPT) -> Recent:
    """The latest ``last`` of ``records`` (:meth:`Review.record`, oldest first) — of ``game``
    only, if given — summed.  A record that is not one is skipped (profiles are files)."""
    kept = [r for r in records if _is_record(r) and (game is None or r["game"] == game)][-last:] if last else []
    return Recent(len(kept), sum(r["decisions"] for r in kept), sum(r["mistakes"] for r in kept))


def _is_record(r: Any) -> bool:
    return (isinstance(r, Mapping) and isinstance(r.get("game"), str)
            and all(isinstance(r.get(k), int) and not isinstance(r.get(k), bool) and r[k] >= 0
                    for k in ("decisions", "mistakes")) and r["mistakes"] <= r["decisions"])
