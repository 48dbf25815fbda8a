"""Tam Cúc's table, as its catalogue record declares it: the straw mat, long narrow pieces,
face-down play, chui, trình làng, đi đêm and the bắt cái count."""

from __future__ import annotations

from game.ui import assets
from game.ui.table.kit import TableKit
from game.ui.table.stage import Sight
from game.ui.table.tam_cuc.controls import TamCucControls
from game.ui.table.tam_cuc.mat import TamCucMat
from game.ui.table.tam_cuc.motion import TamCucMotion
from game.ui.table.tam_cuc.painter import TamCucPainter
from game.variants.tam_cuc.actions import PASS


def _painter(sight: Sight, controls: TamCucControls) -> TamCucPainter:
    return TamCucPainter(sight, controls)


def tam_cuc_table() -> TableKit[TamCucControls]:
    """The mat; before the first lead a seat that may only pass is passed for at once."""
    return TableKit(TamCucMat, TamCucControls, _painter, TamCucMotion, texture="chieu",
                    piece_ratio=assets.PIECE_RATIO, forced=PASS)
