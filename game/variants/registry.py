"""The games, imported explicitly (no string entry points: PyInstaller must see them)."""

from __future__ import annotations

from game.engine.variant import Variant
from game.variants.tam_cuc.variant import TAM_CUC
from game.variants.three_card.ba_cay import BA_CAY
from game.variants.three_card.bai_cao import BAI_CAO
from game.variants.xi_dach.variant import XI_DACH

# Each variant module adds itself here, in menu order.
_ALL: tuple[Variant, ...] = (
    # VARIANTS-BEGIN
    BA_CAY,
    BAI_CAO,
    XI_DACH,
    TAM_CUC,
    # VARIANTS-END
)

VARIANTS: dict[str, Variant] = {v.key: v for v in _ALL}


def get_variant(key: str) -> Variant:
    """The variant called ``key``; ``KeyError`` with the list of known ones otherwise."""
    try:
        return VARIANTS[key]
    except KeyError:
        known = ", ".join(VARIANTS) or "(none yet)"
        raise KeyError(f"unknown game {key!r}; choose one of: {known}") from None
