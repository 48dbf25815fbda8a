"""TEMPORARY in-memory session until the persistence layer lands (replaced, not kept)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class _Settings:
    language: str = "vi"
    master_volume: int = 70
    effects_volume: int = 70
    muted: bool = False
    anim_speed: float = 1.0
    fullscreen: bool = False
    four_colour: bool = False
    card_back: str = "red"
    show_hints: bool = True
    window_size: list[int] = field(default_factory=lambda: [1280, 720])


class Session:
    refill_amount = 1000

    def __init__(self, settings: Any = None) -> None:
        self.settings = settings or _Settings()
        self.notices: list[str] = []

    @classmethod
    def open(cls, settings: Any = None) -> Session:
        return cls(settings)

    def update_settings(self, **kw: Any) -> None:
        for k, v in kw.items():
            setattr(self.settings, k, v)

    def record_round(self, match: Any, result: Any) -> None:
        pass

    def autosave(self, match: Any, context: dict[str, Any]) -> None:
        pass

    def refill(self, match: Any, seat: int) -> None:
        match.refill(seat, self.refill_amount)

    allow_watch = True

    def has_autosave(self) -> bool:
        return False

    def load_autosave(self) -> Any:
        return None

    def player_name(self) -> str:
        return "Bạn"

    def prepare_match(self, match: Any) -> Any:
        return match

    def smoke_roundtrip(self) -> str:
        return "skipped"
