"""How the UI's modules depend on each other, read from their source with ``ast``.

* No import cycle anywhere in ``game`` — every import statement counts, the ones inside
  functions too.  Only ``if TYPE_CHECKING:`` blocks are left out: they never run, and a
  type that two modules name in each other's annotations (the app and its scenes) is not
  a load order.
* A screen never imports another to open it: the screen modules the router lists
  (:mod:`game.ui.routes`) are imported by the router alone, and the screens and the tables
  do not import each other.  The measuring tools (``game.devtools``) drive the UI; the
  UI never imports them.
* An import inside a function is there for a reason, and says it in a comment.
* A table is parts behind narrow interfaces: no part imports the host that uses it, and no
  import circle closes inside ``game.ui.table`` or its games' folders — ``if TYPE_CHECKING:``
  imports included.
* What is true of one game is said in the catalogue (its record declares its table): no
  module of ``game.ui`` names a game.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.catalog import games

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # the imported module (a package's __init__ when a name comes from it)
    line: int
    in_function: bool


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _targets(node: ast.Import | ast.ImportFrom, module: str, package: bool) -> list[str]:
    """The ``game`` modules one import statement loads (``from pkg import mod`` loads ``pkg.mod``)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = node.module or ""
    if node.level:  # relative: from the module's package, up ``level - 1``
        parts = module.split(".") if package else module.split(".")[:-1]
        parts = parts[:len(parts) - node.level + 1]
        base = ".".join([*parts, base] if base else parts)
    return [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]


def imports_of(module: str) -> Iterator[Import]:
    """Every import statement of ``module`` that runs (outside ``if TYPE_CHECKING:``)."""
    path = MODULES[module]
    package = path.name == "__init__.py"

    def walk(node: ast.AST, in_function: bool) -> Iterator[Import]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for stmt in child.orelse:
                    yield from walk_one(stmt, in_function)
                continue
            yield from walk_one(child, in_function)

    def walk_one(node: ast.AST, in_function: bool) -> Iterator[Import]:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for target in _targets(node, module, package):
                if target in MODULES:
                    yield Import(module, target, node.lineno, in_function)
            return
        yield from walk(node, in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    yield from walk(ast.parse(path.read_text(encoding="utf-8")), False)


IMPORTS = [imp for m in MODULES for imp in imports_of(m)]


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph as a path ``[a, b, …, a]``, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)) is not None:
                return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(edges):
        if start not in state and (found := visit(start)) is not None:
            return found
    return None


def test_the_cycle_finder_finds_cycles() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None
    assert find_cycle({"a": {"a"}}) == ["a", "a"]


def test_the_reader_sees_function_level_imports_and_skips_type_checking_ones() -> None:
    routes = {(i.target, i.in_function) for i in imports_of("game.ui.routes")}
    assert ("game.ui.screens.menu", False) in routes
    assert ("game.ui.screens.setup", True) in routes  # loaded when the form first opens
    assert not any(i.target == "game.ui.app" for i in imports_of("game.ui.scene"))  # under TYPE_CHECKING


def test_the_reader_resolves_relative_imports() -> None:
    def targets(code: str, module: str, package: bool = False) -> list[str]:
        node = ast.parse(code).body[0]
        assert isinstance(node, (ast.Import, ast.ImportFrom))
        return _targets(node, module, package)

    assert targets("from .app import App", "game.ui.scene") == ["game.ui.app"]
    assert targets("from . import theme", "game.ui.widgets") == ["game.ui.theme"]
    assert targets("from ..scene import TableHost", "game.ui.table.french.scene") == ["game.ui.table.scene"]
    assert targets("from .screens import menu", "game.ui", package=True) == ["game.ui.screens.menu"]


def test_no_import_cycle_in_the_game_package() -> None:
    edges: dict[str, set[str]] = {}
    for imp in IMPORTS:
        if imp.target != imp.source:
            edges.setdefault(imp.source, set()).add(imp.target)
    cycle = find_cycle(edges)
    assert cycle is None, "import cycle: " + " → ".join(cycle or [])


def test_screens_are_opened_by_name_only() -> None:
    screens = {i.target for i in imports_of("game.ui.routes") if i.target.startswith("game.ui.screens.")}
    assert {"game.ui.screens.menu", "game.ui.screens.setup", "game.ui.screens.rules"} <= screens
    importers = sorted(f"{i.source}:{i.line} imports {i.target}" for i in IMPORTS
                       if i.target in screens and i.source != "game.ui.routes")
    assert not importers, "open these screens with app.open(name) instead:\n" + "\n".join(importers)


def test_the_ui_never_loads_the_measuring_tools() -> None:
    """``game.devtools`` drives the UI (smoke, soak, bench); the UI does not know it."""
    upward = sorted(f"{i.source}:{i.line} imports {i.target}" for i in IMPORTS
                    if i.source.startswith("game.ui") and i.target.startswith("game.devtools"))
    assert not upward, "\n".join(upward)


def test_screens_and_tables_do_not_import_each_other() -> None:
    crossing = sorted(f"{i.source}:{i.line} imports {i.target}" for i in IMPORTS
                      if (i.source.startswith("game.ui.screens") and i.target.startswith("game.ui.table"))
                      or (i.source.startswith("game.ui.table") and i.target.startswith("game.ui.screens")))
    assert not crossing, "\n".join(crossing)


def test_every_function_level_import_in_the_ui_says_why() -> None:
    silent = []
    for imp in IMPORTS:
        if not imp.in_function or not imp.source.startswith("game.ui"):
            continue
        lines = MODULES[imp.source].read_text(encoding="utf-8").splitlines()
        above = lines[imp.line - 2].strip() if imp.line >= 2 else ""
        if not above.startswith("#") and "#" not in lines[imp.line - 1]:
            silent.append(f"{imp.source}:{imp.line} imports {imp.target}")
    assert not silent, "a comment above each of these imports should say why it waits:\n" + "\n".join(silent)


def test_no_ui_module_names_a_game() -> None:
    keys = {g.key for g in games()}
    named = []
    for module, path in MODULES.items():
        if not module.startswith("game.ui"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in keys:
                named.append(f"{module}:{node.lineno} names {node.value!r}")
    assert not named, "per-game facts belong to the game's record in game/catalog.py:\n" + "\n".join(named)


def _all_imports_of(module: str) -> set[str]:
    """Every ``game`` module ``module`` names in an import, ``if TYPE_CHECKING:`` ones included."""
    path = MODULES[module]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out |= {t for t in _targets(node, module, path.name == "__init__.py") if t in MODULES}
    return out


TABLE = [m for m in MODULES if m.startswith("game.ui.table")]
HOST = "game.ui.table.host"
# The modules that open a table: the router's "table", the guided deal's and the replay's tables,
# and the family table's two (the host's, a remote player's).
OPENERS = {"game.ui.routes", "game.ui.table.coach", "game.ui.table.replay", "game.ui.table.net_tables"}


def test_no_part_of_a_table_imports_the_host_that_uses_it() -> None:
    """The table's parts — director, beats, painters, controls, marks, modes — reach it through
    narrow interfaces (game.ui.table.stage, mode.Host), even for type checking; only the
    modules that open a table name the host."""
    naming = sorted(f"{m} imports {t}" for m in MODULES if m != HOST and m not in OPENERS
                    and m.startswith("game.ui") for t in _all_imports_of(m) if t == HOST)
    assert not naming, "\n".join(naming)


@pytest.mark.parametrize("package", ["game.ui.table", "game.ui.table.french", "game.ui.table.tam_cuc",
                                     "game.ui.table.three_card", "game.ui.table.xi_dach"])
def test_no_import_circle_inside_the_table(package: str) -> None:
    inside = [m for m in TABLE if m.rsplit(".", 1)[0] == package or m == package]
    edges = {m: {t for t in _all_imports_of(m) if t in inside and t != m} for m in inside}
    cycle = find_cycle(edges)
    assert cycle is None, "import circle: " + " → ".join(cycle or [])
