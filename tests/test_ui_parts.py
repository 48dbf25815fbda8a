"""A table is built from small parts behind narrow interfaces (ARCHITECTURE.md, "A table from
its parts"), and these limits hold:

* no class under ``game/ui`` is over 300 lines or 40 methods — its own (the count of
  ``/work/shared/hooks/before-stop``), nor, for the table's classes, with the methods it
  inherits from other ``game.ui`` classes (a subclass carries its base's);
* no interface handed to a game's parts has more than 12 members: the host's four
  (``game.ui.table.stage``: Places, Stage, Desk, Sight), the picture a layout part is given,
  and the protocols through which one of a game's parts reads another;
* no part calls back into the host: every part of every game's table, and every interface
  object it was handed, holds neither the host nor one of its bound methods, and the
  objects the host hands out have no public member their interface does not name.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.catalog import games
from game.match.match import HUMAN, Match, Seat
from game.ui.table import stage
from game.ui.table.host import TableHost
from game.ui.table.picture import Picture
from game.ui.table.services import TableDesk, TableSight, TableStage
from tests.ui_harness import frames, make_app

ROOT = Path(__file__).resolve().parents[1]
MAX_LINES, MAX_METHODS, MAX_MEMBERS = 300, 40, 12


def _classes() -> Iterator[tuple[str, ast.ClassDef]]:
    for path in sorted((ROOT / "game" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                yield f"{path.relative_to(ROOT)}:{node.name}", node


def test_no_class_under_game_ui_is_over_300_lines_or_40_methods() -> None:
    big = []
    for name, node in _classes():
        lines = (node.end_lineno or node.lineno) - node.lineno + 1
        methods = sum(isinstance(x, (ast.FunctionDef, ast.AsyncFunctionDef)) for x in node.body)
        if lines > MAX_LINES or methods > MAX_METHODS:
            big.append(f"{name}: {lines} lines, {methods} methods")
    assert not big, "split these:\n" + "\n".join(big)


def _table_modules() -> list[str]:
    import game.ui.table

    return [m.name for m in pkgutil.walk_packages(game.ui.table.__path__, "game.ui.table.")]


def _methods(cls: type) -> set[str]:
    """The methods ``cls`` has from itself and its ``game.ui`` bases."""
    out: set[str] = set()
    for base in cls.__mro__:
        if base.__module__.startswith("game.ui"):
            out |= {k for k, v in vars(base).items() if inspect.isfunction(v) or isinstance(v, property)}
    return out


def test_no_table_class_carries_over_40_methods_with_what_it_inherits() -> None:
    carried = []
    for name in _table_modules():
        for cls in vars(importlib.import_module(name)).values():
            if inspect.isclass(cls) and cls.__module__ == name and len(_methods(cls)) > MAX_METHODS:
                carried.append(f"{name}.{cls.__name__}: {len(_methods(cls))}")
    assert not carried, "\n".join(carried)


def members(cls: type) -> set[str]:
    """The public members of an interface: a protocol's attributes and methods, a class's
    methods and the attributes its instances are given in ``__init__``."""
    names: set[str] = set()
    for base in cls.__mro__:
        if base.__module__.startswith("game.") or base.__module__.startswith("tests."):
            names |= set(vars(base).get("__annotations__", {}))
            names |= {k for k, v in vars(base).items()
                      if inspect.isfunction(v) or isinstance(v, (property, classmethod, staticmethod))}
            init = vars(base).get("__init__")
            if init is not None and not getattr(base, "_is_protocol", False):
                names |= {n.attr for n in ast.walk(ast.parse(inspect.getsource(base)))
                          if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "self"
                          and isinstance(n.ctx, ast.Store)}
    return {n for n in names if not n.startswith("_")}


def _game_protocols() -> list[type]:
    """The protocols of ``game.ui.table``'s modules: the host's interfaces, and those one part of a
    game reads another through."""
    found = []
    for name in _table_modules():
        for cls in vars(importlib.import_module(name)).values():
            if inspect.isclass(cls) and cls.__module__ == name and getattr(cls, "_is_protocol", False):
                found.append(cls)
    return found


HOST_SIDE = {"Controls", "Painter", "TableMotion", "Beats", "Host", "RoundHost"}  # what the host (or a mode) calls


def test_the_interfaces_handed_to_a_games_parts_have_at_most_12_members() -> None:
    handed = [stage.Places, stage.Stage, stage.Desk, stage.Sight, Picture]
    handed += [cls for cls in _game_protocols() if cls.__name__ not in HOST_SIDE and cls not in handed]
    assert {c.__name__ for c in handed} >= {"Places", "Stage", "Desk", "Sight", "Picking", "Choosing", "Choice"}
    wide = {f"{c.__module__}.{c.__name__}": sorted(members(c)) for c in handed if len(members(c)) > MAX_MEMBERS}
    assert not wide, wide


def test_the_objects_the_host_hands_out_have_only_their_interfaces_members() -> None:
    for made, interface in ((TableStage, stage.Stage), (TableDesk, stage.Desk), (TableSight, stage.Sight)):
        extra = members(made) - members(interface)
        assert extra <= {"told", "results_up", "celebrated_faces"}, f"{made.__name__} also offers {sorted(extra)}"


def _parts(table: TableHost) -> dict[str, Any]:
    parts: dict[str, Any] = {"places": table.places, "controls": table.controls, "painter": table.painter,
                             "motion": table.motion}
    for name, part in list(parts.items()):  # and what each part is made of
        for attr, value in vars(part).items():
            if value is not None and type(value).__module__.startswith(("game.ui.table", "tests.dummy_table")):
                parts[f"{name}.{attr}"] = value
    return parts


def _holds(obj: object, host: TableHost) -> list[str]:
    found = []
    for attr, value in vars(obj).items():
        if value is host or getattr(value, "__self__", None) is host:
            found.append(attr)
    return found


@pytest.fixture
def high_card(high_card_game: None) -> None:
    """The test dummy game, with its own table folder (tests/dummy_table)."""


@pytest.mark.usefixtures("high_card")
@pytest.mark.parametrize("key", [g.key for g in games()] + ["high-card"])
def test_no_part_holds_the_host(key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIEU_BAI_DATA", str(tmp_path))
    from game.catalog import game

    app = make_app()
    record = game(key)
    n = record.seats
    match = Match(record.variant, [Seat("A" if i else "Me", HUMAN if i == 0 else "normal") for i in range(n)],
                  balances=[1000] * n, seed=5)
    table = TableHost(app, match)
    app.scenes.push(table)
    frames(app, 30)
    try:
        for name, part in _parts(table).items():
            assert not _holds(part, table), f"{key}: the part {name} holds the host ({_holds(part, table)})"
            for attr, value in vars(part).items():
                if isinstance(value, (TableStage, TableDesk, TableSight)):
                    assert not _holds(value, table), f"{key}: {name}.{attr} holds the host"
    finally:
        table.close()
