"""Helpers for ``build.spec`` (the PyInstaller build), kept here so they can be tested.

Standard library and no PyInstaller import: ``tests/test_build_spec.py`` loads this file
directly to check that the bundle's data list covers every asset, that the version is read
the way the wheel reads it, and that the pygame-gui data filter keeps exactly what its
``UIManager`` loads.  Only :func:`slim_datas` needs more — fontTools and oxipng, the
``build`` extra — and imports them when called.

This folder has no ``__init__.py`` on purpose: a regular package called ``packaging`` at the
top of the checkout would shadow the PyPI ``packaging`` library for anything run from there.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath
from typing import Any

APP_NAME = "chieu-bai"  # the executable's file name (chieu-bai / chieu-bai.exe)
DISPLAY_NAME = "Chiếu Bài"
MAC_BUNDLE_NAME = "ChieuBai"  # ChieuBai.app: an ASCII name survives zips, DMGs and shells
BUNDLE_ID = "org.chieubai.chieu-bai"
ASSET_FOLDERS = ("sprites", "sounds")  # top-level folders, unpacked under sys._MEIPASS/<name>
ONEDIR_ENV = "CHIEU_BAI_ONEDIR"
SOURCE_SUFFIXES = (".py", ".pyc", ".pyi", ".po")  # files of the package that are not bundled as data
# Options of the bundled interpreter: UTF-8 mode, so the console, pipes and files use UTF-8
# whatever the locale (the CJK codecs can then stay out, see EXCLUDES).
PYTHON_OPTIONS = (("X utf8", None, "OPTION"),)
# Asset files only the build reads: the Windows program's icon is embedded by EXE(icon=…).
BUILD_ONLY_ASSETS = frozenset({"sprites/icon.ico"})

# pygame-gui's UIManager always loads two fonts at creation (``UIFontDictionary.__init__``):
# the default font of its locale — NotoSans for "en" and "vi", the only languages the game
# speaks — and the FiraCode symbols font; it reads its theme and translations too.  The bold
# and italic NotoSans faces are loaded on first use (``<b>``/``<i>`` in a UITextBox, a bold
# theme font): a frozen build without them raises "Font named: noto_sans not loaded", so
# the whole NotoSans family stays (~2.4 MB).  The CJK, Arabic, Hebrew and Georgian fonts
# (~41 MB) serve only those locales and are dropped.
PYGAME_GUI_DATA = "pygame_gui/data"
PYGAME_GUI_KEEP_FONTS = frozenset(
    {
        "NotoSans-Regular.ttf",
        "NotoSans-Bold.ttf",
        "NotoSans-Italic.ttf",
        "NotoSans-BoldItalic.ttf",
        "FiraCode-Regular.ttf",
    }
)
PYGAME_GUI_LICENCES = ("NotoSans-LICENSE.txt", "FiraCode-LICENSE.txt")  # OFL: travels with the fonts
FONT_SUFFIXES = (".ttf", ".otf", ".ttc")

# Every form field is drawn in the game's own font (``game/ui/screens/gui_theme.py``); the
# pygame-gui fonts above are loaded but only a fallback.  They keep what the game's text can
# hold — Latin with Vietnamese, combining marks, punctuation, currency, arrows, maths, shapes,
# card suits and ticks — and lose Greek, Cyrillic and the rest (~0.7 MB), which the game's
# own font does not draw either.
GUI_FONT_RANGES: tuple[tuple[int, int], ...] = (
    (0x0020, 0x024F),  # Basic Latin, Latin-1, Latin Extended-A and -B
    (0x0300, 0x036F),  # combining diacritical marks
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2000, 0x22FF),  # punctuation, super/subscripts, currency, letterlike, number forms, arrows, maths
    (0x25A0, 0x27BF),  # geometric shapes, miscellaneous symbols (suits, stars), dingbats (ticks)
    (0xFFFD, 0xFFFD),  # the replacement character
)
# oxipng's preset for the bundle's PNGs: level 2 with libdeflate at its strongest packs them
# as tightly as the slowest presets (-31 %) in a tenth of the time.  Lossless: the pixels are
# the same; only the filters and the deflate stream change.
PNG_LEVEL = 2
PNG_DEFLATE_LEVEL = 12

# Modules the analysis reaches that the game never runs, and why they may go.  ``build.spec``
# passes the keys to ``Analysis(excludes=...)``; ``docs/building.md`` lists them (a test checks).
EXCLUDES: Mapping[str, str] = {
    # GUI toolkits and scientific stacks that optional pygame code paths mention.
    "tkinter": "Tk GUI toolkit; the game draws with pygame (also drops Tcl/Tk data, ~10 MB)",
    "_tkinter": "Tk binding (see tkinter)",
    "turtle": "Tk turtle graphics",
    "numpy": "only pygame.surfarray/sndarray use it; the game does not",
    "pygame.surfarray": "numpy pixel arrays, unused",
    "pygame.sndarray": "numpy sound arrays, unused",
    "pygame.tests": "pygame's own test suite",
    "pygame.examples": "pygame's example programs and their data",
    "pygame.docs": "pygame's documentation",
    "pygame.__briefcase": "Briefcase packaging helpers",
    "pygame.midi": "MIDI input/output (and libportmidi), unused",
    "pygame.pypm": "PortMidi binding behind pygame.midi",
    "pygame.camera": "webcam capture, unused",
    "pygame._sdl2": "SDL2 window, renderer, audio-device and controller wrappers; pygame imports them only on wasm",
    "pygame._camera": "webcam backend",
    "pygame._camera_opencv": "OpenCV webcam backend (would pull in cv2/numpy)",
    # Build and packaging tools.
    "setuptools": "build tool; nothing imports it at run time",
    "pkg_resources": "setuptools' resource API; pygame uses importlib.resources",
    "distutils": "build tool",
    "_distutils_hack": "setuptools' distutils shim",
    "pip": "installer",
    # Test and debug tools.
    "unittest": "test framework",
    "doctest": "test framework",
    "pydoc": "documentation browser (would pull in http.server)",
    "pdb": "debugger",
    "test": "CPython's regression tests",
    "tests": "our own test suite",
    "lib2to3": "Python 2 converter",
    # Networking, mail and XML.  A family table (game/net) needs asyncio, socket and websockets,
    # which bring http (its status codes) and email.utils (a date header); the rest of each stays
    # out.  websockets imports three modules the bundle lacks for what a table never does (TLS,
    # system proxies, its version from metadata): game/net/transport.py gives it stand-ins.
    "concurrent.futures.process": "process pool; the AI uses one worker thread",
    "multiprocessing": "process pools (also drops xmlrpc, ctypes paths, a runtime hook)",
    "typing_extensions": "typing back-ports named in pygame's stubs; never imported at run time",
    "importlib.metadata": "installed packages' metadata: websockets' version module imports it and reads it only in a"
                          " development checkout (a stand-in, game/net/transport.py); drops csv and email.message",
    "csv": "CSV files: importlib.metadata's, for a package's RECORD",
    "_csv": "csv's extension module",
    "email.parser": "parsing mail: importlib.metadata read package metadata with it",
    "email.feedparser": "the parser's engine (see email.parser)",
    "email.generator": "writing mail, unused",
    "email.policy": "mail policies beyond the compatible one, unused",
    "email.headerregistry": "structured mail headers (email.policy's), unused",
    "email._header_value_parser": "the header registry's parser, unused",
    "email.contentmanager": "mail content handling (email.policy's), unused",
    "http.client": "HTTP client (http itself stays: websockets names its status codes)",
    "http.server": "HTTP server",
    "http.cookiejar": "HTTP cookies",
    "http.cookies": "HTTP cookies",
    "urllib.request": "URL fetching (urllib.parse stays: pathlib uses it); websockets' client reads the system's"
                      " proxies with it, and a table connects directly (proxy=None; a stand-in, game/net/transport.py)",
    "websockets.legacy": "websockets' deprecated API; game/net uses websockets.asyncio",
    "websockets.sync": "websockets' threaded API, unused",
    "websockets.trio": "websockets on trio, unused",
    "websockets.cli": "websockets' interactive client (would pull in readline)",
    "websockets.__main__": "the same, run as a module",
    "websockets.asyncio.router": "routing a server's paths to handlers (with werkzeug); a table serves one path",
    "readline": "line editing for interactive prompts (and libreadline, libtinfo)",
    "_uuid": "libuuid's uuid1; websockets asks uuid4 only, which needs neither",
    "xmlrpc": "XML-RPC (reached via multiprocessing)",
    "xml": "XML parsers (and the expat extension)",
    "ftplib": "FTP client",
    "ssl": "TLS (drops libssl and libcrypto, ~5 MB); websockets' client imports it for wss:// (a stand-in,"
           " game/net/transport.py)",
    "_ssl": "TLS extension module",
    "_hashlib": "OpenSSL hashes; hashlib falls back to its built-in ones (secrets, random use them)",
    # Codecs the game never uses.  The bundle runs Python in UTF-8 mode (``PYTHON_OPTIONS``), so
    # no locale ever needs the CJK ones for the console or a pipe; bz2 and lzma would only read
    # archives compressed that way, and shutil and zipfile do without them.
    "_codecs_cn": "Chinese legacy encodings (GB2312, GBK, GB18030); every text the game reads or writes is UTF-8",
    "_codecs_hk": "Hong Kong legacy encoding (Big5-HKSCS)",
    "_codecs_iso2022": "ISO-2022 encodings (JP, KR)",
    "_codecs_jp": "Japanese legacy encodings (Shift-JIS, EUC-JP, CP932)",
    "_codecs_kr": "Korean legacy encodings (EUC-KR, CP949, Johab)",
    "_codecs_tw": "Taiwanese legacy encodings (Big5, CP950)",
    "_multibytecodec": "the engine of the CJK codecs above",
    "bz2": "bzip2 archives; shutil and zipfile import it only if present",
    "_bz2": "bzip2 extension (and libbz2)",
    "lzma": "xz archives; shutil and zipfile import it only if present",
    "_lzma": "xz extension (and liblzma)",
    # Smaller leftovers.
    "tarfile": "archive support that shutil imports lazily",
    "statistics": "bench's medians are computed by game/devtools/bench_stats.py; nothing else asks",
    "_statistics": "statistics' extension module",
    "fractions": "exact fractions: statistics' (and nothing else's)",
    "decimal": "decimal arithmetic: statistics' and fractions' (and nothing else's)",
    "_decimal": "the C decimal (and libmpdec, ~0.14 MB packed)",
    "_pydecimal": "the pure-Python decimal",
    "tracemalloc": "memory-allocation tracing; warnings asks it only where a ResourceWarning's object was made,"
                   " and does without",
    "pickle": "object serialisation: logging names it only to refuse pickling a logger, tracemalloc to save"
              " snapshots; saves are JSON",
    "_pickle": "pickle's extension module",
    "sqlite3": "database, unused",
    "curses": "terminal UI, unused",
}


# Modules only Windows runs, left out of the other platforms' builds: asyncio's Windows event
# loop (the proactor) and its helpers, which asyncio imports only on Windows.
WINDOWS_ONLY: Mapping[str, str] = {
    "asyncio.windows_events": "asyncio's Windows event loop (IOCP)",
    "asyncio.windows_utils": "its pipes and sockets",
    "asyncio.proactor_events": "the proactor event loop it is built on",
}

# The text encodings the bundle keeps of the standard library's ``encodings`` package: every
# one but the single-byte code pages (a ``decoding_table`` each, ~0.1 MB packed in all) and
# the CJK ones (whose engines are excluded above).  The game reads and writes UTF-8 only
# and runs in UTF-8 mode; kept besides are the Unicode ones, ASCII and Latin-1, IDNA and
# Punycode (host names), the escape and bytes codecs, Windows' mbcs/oem, and three code pages:
# cp437 (zipfile's names), cp1252 and cp1258 (the ANSI code pages of Windows in English and
# in Vietnamese, should anything ever ask for the locale's own).
KEPT_CODE_PAGES = frozenset({"cp437", "cp1252", "cp1258"})


def unused_codecs(encodings_dir: Path | None = None) -> list[str]:
    """The modules of ``encodings`` that the bundle leaves out (see :data:`KEPT_CODE_PAGES`),
    read from the build interpreter's own ``encodings`` folder."""
    if encodings_dir is None:
        import encodings

        encodings_dir = Path(encodings.__file__).parent
    out = []
    for path in sorted(encodings_dir.glob("*.py")):
        name = path.stem
        if name in KEPT_CODE_PAGES or name.startswith("_"):
            continue
        source = path.read_text(encoding="utf-8")
        if "decoding_table" in source or re.search(r"^import _codecs_\w+", source, re.MULTILINE):
            out.append(f"encodings.{name}")
    return out


def excludes(platform: str | None = None) -> list[str]:
    """Every module the build leaves out on ``platform`` (default: this one)."""
    platform = sys.platform if platform is None else platform
    windows = list(WINDOWS_ONLY) if not platform.startswith("win") else []
    return [*EXCLUDES, *windows, *unused_codecs()]


# Packages whose compiled extension modules are left out for their own pure-Python sources,
# which they ship and fall back to: zeroconf's Cython builds are ~1.4 MB packed, its sources
# ~0.1 MB, and discovery on a LAN is in no hurry.
PURE_PACKAGES = ("zeroconf",)


# Libraries a Linux build takes from the system instead of carrying them: the C++ and GCC
# runtimes.  Only pygame-ce's FluidSynth (its MIDI codec, which SDL_mixer links at load time)
# needs libstdc++ — symbols of GCC 4.8 (GLIBCXX_3.4.19) at most — and the manylinux policy
# pygame-ce's wheels are built to counts both among the libraries every Linux provides (the
# wheel itself relies on them): every distribution we target (glibc 2.35+) has them, far
# newer.  PyInstaller would bundle the build machine's copies (~0.8 MB packed).
SYSTEM_LIBRARIES: Mapping[str, str] = {
    "libstdc++.so.6": "the C++ runtime (FluidSynth's)",
    "libgcc_s.so.1": "the GCC runtime (unwinding; glibc itself loads it)",
}


def without_system_libraries(binaries: Iterable[Any], platform: str | None = None) -> list[Any]:
    """``binaries`` (TOC entries: name, path, type code) less :data:`SYSTEM_LIBRARIES` on Linux."""
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return list(binaries)
    return [entry for entry in binaries if PurePosixPath(entry[0].replace("\\", "/")).name not in SYSTEM_LIBRARIES]


def pure_instead(binaries: Iterable[Any], pure: Iterable[Any]) -> tuple[list[Any], list[Any]]:
    """``(binaries, pure)`` of an Analysis with the extension modules of :data:`PURE_PACKAGES`
    replaced by their ``.py`` sources beside them (TOC entries: name, path, type code)."""
    kept, added = [], []
    known = {entry[0] for entry in pure}
    for entry in binaries:
        name, path = entry[0], Path(entry[1])
        top = name.replace("\\", "/").split("/")[0]
        if top in PURE_PACKAGES and path.suffix in (".so", ".pyd"):
            source = path.with_name(path.name.split(".")[0] + ".py")
            module = ".".join(Path(name).with_name(source.stem).parts)
            if module.endswith(".__init__"):
                module = module[: -len(".__init__")]
            if not source.is_file():
                raise FileNotFoundError(f"{name} has no pure-Python source beside it ({source})")
            if module not in known:
                added.append((module, str(source), "PYMODULE"))
            continue
        kept.append(entry)
    return kept, [*pure, *added]


def read_version(root: Path) -> str:
    """``__version__`` from ``game/__init__.py``, read as hatchling reads it (no import)."""
    text = (root / "game" / "__init__.py").read_text(encoding="utf-8")
    m = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.MULTILINE)
    if not m:
        raise ValueError("game/__init__.py has no __version__ = '...' line")
    return m.group(1)


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """The four numbers a Windows version resource wants (``1.2.0rc1`` → ``(1, 2, 0, 0)``).

    Pre-release and local tags (a1, rc2, .dev3, +abc) are not release numbers and are dropped.
    """
    head = re.match(r"^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?", version.strip())
    if not head:
        raise ValueError(f"not a version number: {version!r}")
    nums = [int(g) for g in head.groups() if g is not None] + [0, 0, 0]
    return (nums[0], nums[1], nums[2], nums[3])


def asset_files(root: Path) -> list[PurePosixPath]:
    """Every file under the asset folders, as paths relative to ``root`` (hidden files skipped)."""
    out: list[PurePosixPath] = []
    for folder in ASSET_FOLDERS:
        base = root / folder
        if not base.is_dir():
            raise FileNotFoundError(f"{base} is missing: the build needs the {folder}/ folder")
        for path in sorted(base.rglob("*")):
            rel = path.relative_to(root)
            if path.is_file() and not any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
                out.append(PurePosixPath(rel.as_posix()))
    return out


def asset_datas(root: Path) -> list[tuple[str, str]]:
    """``(source file, destination folder)`` pairs for ``Analysis(datas=...)``: every asset but
    the :data:`BUILD_ONLY_ASSETS`.

    ``sprites/cards/classic/AS.png`` lands at ``<bundle>/sprites/cards/classic/AS.png``, which
    is where ``game.resources`` looks first when frozen (``sys._MEIPASS/sprites``).
    """
    return [(str(root / rel), str(rel.parent)) for rel in asset_files(root) if str(rel) not in BUILD_ONLY_ASSETS]


def package_data_files(root: Path) -> list[PurePosixPath]:
    """Every file inside the ``game`` package that is not Python (the tutorials' TOML files,
    the compiled translations ``game/i18n/locale/<lang>/LC_MESSAGES/chieubai.mo``), as paths
    relative to ``root``.  Sources stay behind: Python is compiled by the analysis, and the
    translations' ``.po`` files are compiled to the ``.mo`` beside them (tools/i18n.py)."""
    out: list[PurePosixPath] = []
    for path in sorted((root / "game").rglob("*")):
        rel = path.relative_to(root)
        if (path.is_file() and path.suffix not in SOURCE_SUFFIXES
                and not any(p.startswith(".") or p == "__pycache__" for p in rel.parts)):
            out.append(PurePosixPath(rel.as_posix()))
    return out


def package_datas(root: Path) -> list[tuple[str, str]]:
    """``(source file, destination folder)`` pairs for the package's own data files: each lands
    beside its module in the bundle (``game/tutorial/data/ba-cay.toml`` at
    ``<bundle>/game/tutorial/data/``), where the module finds it from its ``__file__``."""
    return [(str(root / rel), str(rel.parent)) for rel in package_data_files(root)]


def keep_data(dest: str) -> bool:
    """Whether a collected data file belongs in the bundle (drops pygame-gui's extra fonts)."""
    p = PurePosixPath(dest.replace("\\", "/"))
    if str(p.parent) == PYGAME_GUI_DATA and p.suffix.lower() in FONT_SUFFIXES:
        return p.name in PYGAME_GUI_KEEP_FONTS
    return True


def filter_datas(datas: Iterable[Any]) -> list[Any]:
    """``Analysis.datas`` without the entries :func:`keep_data` rejects (TOC rows: name first)."""
    return [row for row in datas if keep_data(str(row[0]))]


def slim_datas(datas: Iterable[Any], work: Path) -> list[Any]:
    """``Analysis.datas`` with every PNG re-compressed losslessly and pygame-gui's fonts cut to
    :data:`GUI_FONT_RANGES`; the new files are written under ``work``, the rest pass unchanged.

    Deterministic (no timestamps), so the same sources give the same bundle.
    """
    import oxipng  # the build extra, only when building
    from fontTools import subset
    from fontTools.ttLib import TTFont

    out = []
    for row in datas:
        dest, src = str(row[0]), Path(row[1])
        if dest.lower().endswith(".png"):
            data = src.read_bytes()
            packed = oxipng.optimize_from_memory(data, level=PNG_LEVEL, strip=oxipng.StripChunks.safe(),
                                                 deflate=oxipng.Deflaters.libdeflater(PNG_DEFLATE_LEVEL))
            if len(packed) < len(data):
                src = _written(work, dest, packed)
        elif is_gui_font(dest):
            font = TTFont(src, recalcTimestamp=False)
            options = subset.Options()
            options.layout_features = ["*"]
            options.name_IDs = ["*"]
            options.name_languages = ["*"]
            options.notdef_outline = True
            cutter = subset.Subsetter(options)
            cutter.populate(unicodes=[cp for lo, hi in GUI_FONT_RANGES for cp in range(lo, hi + 1)])
            cutter.subset(font)
            packed_font = io.BytesIO()
            font.save(packed_font)
            src = _written(work, dest, packed_font.getvalue())
        out.append((row[0], str(src), *row[2:]))
    return out


def is_gui_font(dest: str) -> bool:
    """Whether a bundled file is one of the pygame-gui fonts :func:`slim_datas` cuts down."""
    p = PurePosixPath(dest.replace("\\", "/"))
    return str(p.parent) == PYGAME_GUI_DATA and p.name in PYGAME_GUI_KEEP_FONTS


def _written(work: Path, dest: str, data: bytes) -> Path:
    path = work / "slim" / dest
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def pygame_gui_licence_datas(pygame_gui_dir: Path) -> list[tuple[str, str]]:
    """The OFL licence texts of the pygame-gui fonts we keep (its hook does not collect them)."""
    lic = pygame_gui_dir / "data" / "licenses"
    return [(str(lic / n), f"{PYGAME_GUI_DATA}/licenses") for n in PYGAME_GUI_LICENCES if (lic / n).is_file()]


def platform_options(platform: str | None = None) -> dict[str, Any]:
    """What differs between the three desktop platforms.

    * console: a console window only on Linux (started from a terminal or the .desktop file);
      Windows and macOS builds are windowed, so there ``sys.stdout`` is ``None``.
    * strip: Linux only — the symbol tables of libpython and the extension modules are pure
      weight there; on macOS stripping breaks code signatures and Windows has nothing to strip.
    * icon: ``.ico`` for the Windows executable, ``.png`` for the macOS bundle (PyInstaller
      converts it to ``.icns`` with Pillow); Linux executables carry no icon (the ``.desktop``
      file names ``icon.png``).
    """
    platform = sys.platform if platform is None else platform
    win = platform.startswith("win")
    mac = platform == "darwin"
    return {
        "console": not (win or mac),
        "strip": not (win or mac),
        "icon": "sprites/icon.ico" if win else ("sprites/icon.png" if mac else None),
        "onedir_forced": mac,  # a .app bundle is a folder; macOS one-file .app is deprecated
    }


def windows_version_info(version: str) -> str:
    """The text form of a Windows VSVersionInfo resource (``EXE(version=<file>)``)."""
    v = version_tuple(version)
    strings = {
        "CompanyName": "Chiếu Bài developers",
        "FileDescription": DISPLAY_NAME,
        "FileVersion": version,
        "InternalName": APP_NAME,
        "LegalCopyright": "MIT licence — Chiếu Bài developers",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": version,
    }
    rows = ",\n".join(f"          StringStruct({k!r}, {val!r})" for k, val in strings.items())
    return (
        "# -*- coding: utf-8 -*-\n"
        "# Generated by build.spec from game/__init__.py; do not edit.\n"
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={v}, prodvers={v}, mask=0x3f, flags=0x0, OS=0x40004,\n"
        "                    fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"
        f"{rows}\n"
        "      ])\n"
        "    ]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])\n"
        "  ]\n"
        ")\n"
    )


def mac_info_plist(version: str) -> dict[str, Any]:
    """Extra ``Info.plist`` keys for the macOS bundle."""
    return {
        "CFBundleName": MAC_BUNDLE_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHumanReadableCopyright": "MIT licence — Chiếu Bài developers",
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": "11.0",
    }
