"""build.spec and its helpers, checked statically (fast; the real build runs in .ci/build).

The helpers live in ``packaging/build_support.py``; this loads that file directly.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path, PurePosixPath
from types import ModuleType

import pytest

import game
from game.i18n import DOMAIN, LANGUAGES, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build.spec"
DOC = ROOT / "docs" / "building.md"


def _load_support() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_support", ROOT / "packaging" / "build_support.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_support", mod)
    spec.loader.exec_module(mod)
    return mod


support = _load_support()


def test_every_asset_file_is_bundled_where_resources_looks() -> None:
    on_disk = {
        p.relative_to(ROOT).as_posix()
        for folder in ("sprites", "sounds")
        for p in (ROOT / folder).rglob("*")
        if p.is_file() and not any(part.startswith(".") or part == "__pycache__" for part in p.parts)
    }
    datas = support.asset_datas(ROOT)
    bundled = {f"{dest}/{Path(src).name}" for src, dest in datas}
    assert on_disk >= support.BUILD_ONLY_ASSETS, "a build-only asset that no longer exists"
    assert on_disk and bundled == on_disk - support.BUILD_ONLY_ASSETS
    for src, dest in datas:
        assert Path(src).is_file()
        assert dest.split("/")[0] in ("sprites", "sounds"), "unpacked under sys._MEIPASS/sprites|sounds"


def test_the_manifest_and_the_fonts_are_among_them() -> None:
    bundled = {PurePosixPath(f"{dest}/{Path(src).name}") for src, dest in support.asset_datas(ROOT)}
    manifest = json.loads((ROOT / "sprites" / "manifest.json").read_text(encoding="utf-8"))
    assert {PurePosixPath(k) for k in manifest["files"] if k not in support.BUILD_ONLY_ASSETS} <= bundled
    fonts = {p for p in bundled if p.suffix in (".otf", ".ttf")}
    assert fonts, "the game's own font must travel in the bundle"
    assert PurePosixPath("sprites/fonts/OFL.txt") in bundled, "the font licence travels with the font"


def test_version_is_read_like_the_wheel_reads_it() -> None:
    assert support.read_version(ROOT) == game.__version__


@pytest.mark.parametrize(
    ("text", "four"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2", (1, 2, 0, 0)),
        ("1.2.3.4", (1, 2, 3, 4)),
        ("2.0.0rc1", (2, 0, 0, 0)),
        ("1.4.0.dev3", (1, 4, 0, 0)),
        ("v3.1.2+local", (3, 1, 2, 0)),
    ],
)
def test_windows_version_numbers(text: str, four: tuple[int, int, int, int]) -> None:
    assert support.version_tuple(text) == four


def test_bad_version_is_refused() -> None:
    with pytest.raises(ValueError):
        support.version_tuple("latest")


def test_windows_version_resource_text_evaluates_to_the_version() -> None:
    """Evaluate the generated text with stand-ins for PyInstaller's classes (pefile is Windows-only)."""
    text = support.windows_version_info("1.2.3")

    def rec(name: str) -> type:
        def init(self: object, *args: object, **kwargs: object) -> None:
            self.__dict__.update(args=args, **kwargs)

        return type(name, (), {"__init__": init})

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct")
    ns = {n: rec(n) for n in (*names, "VarFileInfo", "VarStruct")}
    info = eval(compile(text, "version_info.txt", "eval"), ns)
    assert info.ffi.filevers == (1, 2, 3, 0) and info.ffi.prodvers == (1, 2, 3, 0)
    table = info.kids[0].args[0][0]
    strings = {s.args[0]: s.args[1] for s in table.args[1]}
    assert strings["FileVersion"] == strings["ProductVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "chieu-bai.exe" and strings["ProductName"] == "Chiếu Bài"


def test_mac_bundle_info() -> None:
    plist = support.mac_info_plist("1.2.3")
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == "1.2.3"
    assert plist["CFBundleDisplayName"] == "Chiếu Bài" and plist["NSHighResolutionCapable"] is True


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("pygame_gui/data/NotoSans-Regular.ttf", True),
        ("pygame_gui/data/NotoSans-Bold.ttf", True),
        ("pygame_gui/data/FiraCode-Regular.ttf", True),
        ("pygame_gui/data/NotoSansSC-Regular.otf", False),
        ("pygame_gui/data/NotoSansJP-Bold.otf", False),
        ("pygame_gui/data/NotoSansKR-Regular.ttf", False),
        ("pygame_gui/data/NotoSansArabic-Bold.ttf", False),
        ("pygame_gui\\data\\NotoSansHebrew-Regular.ttf", False),
        ("pygame_gui/data/default_theme.json", True),
        ("pygame_gui/data/translations/pygame-gui.vi.json", True),
        ("sprites/fonts/NotoSansCJKtc-Subset-Regular.otf", True),
        ("pygame/freesansbold.ttf", True),
    ],
)
def test_pygame_gui_font_filter(dest: str, kept: bool) -> None:
    assert support.keep_data(dest) is kept
    assert support.filter_datas([(dest, "/src", "DATA")]) == ([(dest, "/src", "DATA")] if kept else [])


@pytest.mark.parametrize(
    ("dest", "cut"),
    [
        ("pygame_gui/data/NotoSans-Regular.ttf", True),
        ("pygame_gui/data/NotoSans-BoldItalic.ttf", True),
        ("pygame_gui\\data\\FiraCode-Regular.ttf", True),
        ("sprites/fonts/NotoSansCJKtc-Subset-Regular.otf", False),  # the game's own: already a subset
        ("pygame/freesansbold.ttf", False),
    ],
)
def test_which_fonts_are_cut_down(dest: str, cut: bool) -> None:
    assert support.is_gui_font(dest) is cut


def test_slimming_keeps_every_pixel_and_every_character_of_the_game(tmp_path: Path) -> None:
    """The bundle's PNGs are re-packed losslessly, pygame-gui's fonts keep whatever the game's
    font is asked to draw, and the same inputs give the same bytes (needs the build extra)."""
    pytest.importorskip("oxipng")
    ttlib = pytest.importorskip("fontTools.ttLib")
    pygame_gui = pytest.importorskip("pygame_gui")
    import pygame

    pngs = [ROOT / "sprites" / "cards" / "classic" / "AD.png", ROOT / "sprites" / "table" / "vignette.png",
            ROOT / "sprites" / "chips" / "100.png"]
    font = Path(pygame_gui.__file__).parent / "data" / "NotoSans-Regular.ttf"
    theme = Path(pygame_gui.__file__).parent / "data" / "default_theme.json"
    datas = [(f"sprites/x/{p.name}", str(p), "DATA") for p in pngs]
    datas += [("pygame_gui/data/NotoSans-Regular.ttf", str(font), "DATA"),
              ("pygame_gui/data/default_theme.json", str(theme), "DATA")]
    slim = support.slim_datas(datas, tmp_path / "a")
    again = support.slim_datas(datas, tmp_path / "b")
    assert [Path(s).read_bytes() for _, s, _ in slim] == [Path(s).read_bytes() for _, s, _ in again]
    assert [(d, k) for d, _, k in slim] == [(d, k) for d, _, k in datas] and slim[-1] == datas[-1]
    for (_, before, _), (_, after, _) in zip(datas[:3], slim[:3]):
        assert Path(after).stat().st_size < Path(before).stat().st_size
        old, new = pygame.image.load(before), pygame.image.load(after)
        assert pygame.image.tobytes(old, "RGBA") == pygame.image.tobytes(new, "RGBA"), before
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from art.charset import required_codepoints
    finally:
        sys.path.remove(str(ROOT / "tools"))
    had = set(ttlib.TTFont(font).getBestCmap())
    kept = set(ttlib.TTFont(slim[3][1]).getBestCmap())
    assert required_codepoints() & had <= kept
    assert Path(slim[3][1]).stat().st_size < font.stat().st_size / 3


def test_the_kept_pygame_gui_fonts_are_the_ones_its_ui_manager_loads() -> None:
    """Guard against a pygame-gui upgrade renaming its default fonts (the frozen game would crash)."""
    pygame_gui = pytest.importorskip("pygame_gui")
    pkg = Path(pygame_gui.__file__).parent
    source = (pkg / "core" / "ui_font_dictionary.py").read_text(encoding="utf-8")
    for attr in ("_latin_font", "_symbols_font"):  # the default font for en/vi, and the symbols font
        m = re.search(rf"self\.{attr} = DefaultFontData\((.*?)\n\s*\)", source, re.S)
        assert m, f"pygame-gui no longer defines {attr}; re-check PYGAME_GUI_KEEP_FONTS"
        files = set(re.findall(r'"([^"]+\.(?:ttf|otf))"', m.group(1)))
        assert files and files <= support.PYGAME_GUI_KEEP_FONTS
    for name in support.PYGAME_GUI_KEEP_FONTS:
        assert (pkg / "data" / name).is_file()
    assert len(support.pygame_gui_licence_datas(pkg)) == len(support.PYGAME_GUI_LICENCES)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names |= {f"{node.module}.{a.name}" for a in node.names}
    return names


def test_the_game_imports_nothing_the_build_excludes() -> None:
    """An excluded module imported by game code would fail only in the frozen build."""
    excluded = set(support.excludes("linux")) | set(support.excludes("win32"))
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for name in _imports(path):
            parts = name.split(".")
            hit = next((".".join(parts[:i]) for i in range(1, len(parts) + 1) if ".".join(parts[:i]) in excluded), None)
            if hit:
                offenders.append(f"{path.relative_to(ROOT)}: {name} (excluded: {hit})")
    assert not offenders, "game code imports excluded modules; drop them from EXCLUDES or the import:\n" + "\n".join(
        offenders
    )


def test_every_exclusion_is_explained_in_the_docs() -> None:
    doc = DOC.read_text(encoding="utf-8")
    named = [*support.EXCLUDES, *support.WINDOWS_ONLY, *support.SYSTEM_LIBRARIES, *support.KEPT_CODE_PAGES]
    missing = [name for name in named if f"`{name}`" not in doc]
    assert not missing, f"docs/building.md does not list: {missing}"


def test_windows_keeps_its_event_loop_and_other_platforms_leave_it_out() -> None:
    assert set(support.WINDOWS_ONLY) <= set(support.excludes("linux")) & set(support.excludes("darwin"))
    assert not set(support.WINDOWS_ONLY) & set(support.excludes("win32"))


def test_the_code_pages_and_cjk_codecs_go_and_the_rest_stay() -> None:
    import encodings
    from encodings.aliases import aliases

    gone = {name.removeprefix("encodings.") for name in support.unused_codecs()}
    assert {"cp1251", "iso8859_5", "mac_roman", "koi8_r", "big5", "gbk", "shift_jis", "euc_kr"} <= gone
    kept = {p.stem for p in Path(encodings.__file__).parent.glob("*.py")} - gone
    assert {"utf_8", "utf_8_sig", "utf_16", "utf_32", "ascii", "latin_1", "idna", "punycode", "aliases",
            "raw_unicode_escape", "unicode_escape", "charmap", "mbcs", "cp437", "cp1252", "cp1258"} <= kept
    for name in ("utf-8", "utf8", "latin-1", "iso-8859-1", "us-ascii", "ascii", "idna", "cp437", "utf-16-le"):
        norm = encodings.normalize_encoding(name)
        assert aliases.get(norm, norm) in kept, name  # as encodings.search_function finds a codec's module


def test_linux_builds_take_the_cpp_and_gcc_runtimes_from_the_system() -> None:
    binaries = [(name, f"/lib/{name}", "BINARY")
                for name in ("libstdc++.so.6", "libgcc_s.so.1", "pygame_ce.libs/libfluidsynth.so.3", "libz.so.1")]
    assert [b[0] for b in support.without_system_libraries(binaries, "linux")] == [
        "pygame_ce.libs/libfluidsynth.so.3", "libz.so.1"]
    assert support.without_system_libraries(binaries, "win32") == binaries
    assert "support.without_system_libraries(a.binaries)" in SPEC.read_text(encoding="utf-8")


def test_spec_uses_the_helpers_and_never_upx() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    compile(spec, str(SPEC), "exec")
    assert "support.asset_datas(ROOT)" in spec and "excludes=support.excludes()" in spec
    assert "support.filter_datas(a.datas)" in spec
    assert re.findall(r"upx\s*=\s*(\w+)", spec) and set(re.findall(r"upx\s*=\s*(\w+)", spec)) == {"False"}
    assert support.ONEDIR_ENV in spec
    assert 'packaging" / "chieu_bai.py' in spec, "the entry script lives outside game/ (see its docstring)"


def test_platform_options() -> None:
    lin, win, mac = (support.platform_options(p) for p in ("linux", "win32", "darwin"))
    assert lin["console"] and not win["console"] and not mac["console"]
    assert lin["strip"] and not win["strip"] and not mac["strip"]
    assert win["icon"].endswith(".ico") and mac["icon"].endswith(".png") and lin["icon"] is None
    for opts in (win, mac):
        assert (ROOT / opts["icon"]).is_file()
    assert mac["onedir_forced"] and not lin["onedir_forced"]


def test_no_packaging_package_shadows_the_pypi_one() -> None:
    assert not (ROOT / "packaging" / "__init__.py").exists()


def test_linux_desktop_entry() -> None:
    entry = (ROOT / "packaging" / "linux" / "chieu-bai.desktop").read_text(encoding="utf-8")
    assert entry.startswith("[Desktop Entry]\n")
    keys = dict(
        line.split("=", 1) for line in entry.splitlines()[1:] if line and not line.startswith("#") and "=" in line
    )
    assert keys["Type"] == "Application" and keys["Exec"] == "chieu-bai" and keys["Icon"] == "chieu-bai"
    assert keys["Terminal"] == "false" and "Game" in keys["Categories"].split(";")
    assert keys["StartupWMClass"] == "chieu-bai"
    icon = ROOT / "packaging" / "linux" / "chieu-bai.png"
    assert icon.is_file() and icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(sys.platform.startswith("win"), reason="bash scripts")
@pytest.mark.parametrize("script", [".ci/build", "packaging/linux/install.sh"])
def test_scripts_are_executable_strict_bash(script: str) -> None:
    path = ROOT / script
    assert os.access(path, os.X_OK), f"{script} must be executable (git keeps the bit)"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash\n") and "set -euo pipefail" in text
    subprocess.run(["bash", "-n", str(path)], check=True)


def test_release_workflow_builds_all_three_with_the_same_spec() -> None:
    wf = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for needle in ("tags:", "windows-", "macos-", "ubuntu-", "build.spec", "--smoke-test", "contents: write"):
        assert needle in wf, needle
    assert "upx" not in wf.lower()


def test_the_compiled_translations_travel_and_their_sources_stay_behind() -> None:
    """The bundle holds each language's .mo where game.i18n reads it (beside its module), no .po;
    the wheel leaves the .po out too (it takes every other file of the package)."""
    bundled = {f"{dest}/{Path(src).name}" for src, dest in support.package_datas(ROOT)}
    where = Path(LOCALE_DIR).relative_to(ROOT).as_posix()
    assert {f"{where}/{lang}/LC_MESSAGES/{DOMAIN}.mo" for lang in LANGUAGES} <= bundled
    assert not [name for name in bundled if name.endswith((".po", ".py"))]
    wheel = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"]["targets"]
    assert wheel["wheel"]["packages"] == ["game"] and "*.po" in wheel["wheel"]["exclude"]
