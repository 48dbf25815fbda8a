"""tools/i18n.py on a copy of the catalogues: adding (plural too), removing, absorbing an old-style
``strings_*.py`` module from another branch, and the command's answers."""

from __future__ import annotations

import gettext
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import tools.i18n as tool
from game.i18n import DOMAIN, LANGUAGES, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "i18n.py"


@pytest.fixture
def copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The tool working on a copy of the catalogues."""
    locale = tmp_path / "locale"
    shutil.copytree(LOCALE_DIR, locale)
    monkeypatch.setattr(tool, "LOCALE_DIR", str(locale))
    return locale


def compiled(locale: Path, lang: str) -> gettext.GNUTranslations:
    with (locale / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as fh:
        return gettext.GNUTranslations(fh)


def test_add_and_remove_change_both_languages_and_compile(copy: Path) -> None:
    assert tool.add("test.left", "Còn {count} quân", "{count} pieces left", "{count} piece left")
    assert not tool.add("test.left", "x", "y")  # exists: changed only with replace
    en, vi = compiled(copy, "en"), compiled(copy, "vi")
    assert [en.ngettext("test.left", "test.left", n) for n in (1, 2)] == ["{count} piece left", "{count} pieces left"]
    assert vi.ngettext("test.left", "test.left", 1) == vi.ngettext("test.left", "test.left", 5) == "Còn {count} quân"
    assert tool.stale_mo() == [] and tool.plural_problems() == [] and tool.placeholder_problems() == []
    assert tool.add("test.left", "Hết", "Gone", replace=True)
    assert compiled(copy, "en").gettext("test.left") == "Gone" and "test.left" not in tool.plural_keys()
    assert tool.remove(["test.left", "test.never"]) == ["test.never"]
    assert compiled(copy, "vi").gettext("test.left") == "test.left"


def test_a_stale_mo_and_a_one_sided_message_are_found(copy: Path) -> None:
    cat = tool.read("en")
    cat.add("test.only_en", "Only English")
    out = copy / "en" / "LC_MESSAGES" / f"{DOMAIN}.po"
    mo = out.with_suffix(".mo").read_bytes()
    tool.write("en", cat)
    out.with_suffix(".mo").write_bytes(mo)  # the .po edited, not compiled
    assert any("test.only_en [en]" in p for p in tool.stale_mo())
    assert "test.only_en [vi]: missing" in tool.untranslated()


def test_absorb_moves_another_branchs_module_into_the_catalogues(copy: Path, tmp_path: Path) -> None:
    new = tmp_path / "strings_new.py"
    new.write_text('STRINGS = {"test.hello": ("Xin chào {name}", "Hello {name}"),\n'
                   '           "level.easy": ("Dễ", "Easy")}\n', encoding="utf-8")
    clash = tmp_path / "strings_clash.py"
    clash.write_text('STRINGS = {"level.hard": ("Khó lắm", "Very hard")}\n', encoding="utf-8")
    conflicts = tool.absorb([new, clash])
    assert conflicts == ["strings_clash.py: level.hard [vi]: module 'Khó lắm', .po ('Khó',)",
                         "strings_clash.py: level.hard [en]: module 'Very hard', .po ('Hard',)"]
    assert not new.exists() and clash.exists()  # a module is deleted only once all of it is in
    assert [compiled(copy, lang).gettext("test.hello") for lang in LANGUAGES] == ["Xin chào {name}", "Hello {name}"]
    assert compiled(copy, "en").gettext("level.hard") == "Hard"


def test_the_command_checks_the_real_catalogues_and_refuses_bad_arguments() -> None:
    done = subprocess.run([sys.executable, str(TOOL), "check"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.rstrip().endswith("all good"), done.stdout
    bad = subprocess.run([sys.executable, str(TOOL), "absorb", "no/such/strings_x.py"], capture_output=True,
                         text=True, timeout=120)
    assert bad.returncode == 2 and "no such file" in bad.stderr and not bad.stdout
    nothing = subprocess.run([sys.executable, str(TOOL), "frobnicate"], capture_output=True, text=True, timeout=120)
    assert nothing.returncode == 2 and "invalid choice" in nothing.stderr
