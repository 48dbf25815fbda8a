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
from game.i18n import DOMAIN, LOCALE_DIR

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


def test_absorb_merges_another_branchs_module_three_ways(copy: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A branch's strings_x.py against the module as it was when the branch began: its unchanged
    entries are no news (the .po reworded xd.log.stand since), its new and changed ones go in,
    and a message both sides changed is a conflict; a module wholly taken in is deleted."""
    base = {"xd.log.stand": ("dằng", "stands"), "level.hard": ("Khó", "Hard"),
            "xd.log.draws": ("{name} rút 1 lá", "{name} draws a card")}
    monkeypatch.setattr(tool, "_base_strings", lambda name, rev: base if name == "strings_xi_dach.py" else {})
    module = tmp_path / "strings_xi_dach.py"
    module.write_text("STRINGS = {\n"
                      '    "xd.log.stand": ("dằng", "stands"),\n'  # as it was: the .po's wording stays
                      '    "level.hard": ("Khó lắm", "Very hard"),\n'  # changed on the branch only
                      '    "xd.log.draws": ("{name} bốc 1 lá", "{name} takes a card"),\n'  # changed on both sides
                      '    "test.hello": ("Xin chào {name}", "Hello {name}"),\n'  # new
                      "}\n", encoding="utf-8")
    new = tmp_path / "strings_new.py"
    new.write_text('STRINGS = {"test.bye": ("Tạm biệt", "Goodbye")}\n', encoding="utf-8")
    conflicts = tool.absorb([module, new], "some-commit")
    assert [c.split(":")[1].strip() for c in conflicts] == ["xd.log.draws [vi]", "xd.log.draws [en]"]
    assert "both changed" in conflicts[0]
    assert module.exists() and not new.exists()
    vi, en = compiled(copy, "vi"), compiled(copy, "en")
    assert en.gettext("xd.log.stand") == "{name} stood." and en.gettext("level.hard") == "Very hard"
    assert vi.gettext("xd.log.draws") == "{name} rút 1 lá." and vi.gettext("test.hello") == "Xin chào {name}"
    assert en.gettext("test.bye") == "Goodbye"


def test_absorb_finds_the_last_commit_with_the_old_modules() -> None:
    """In this checkout the default base holds strings_common.py as it was (skipped without git)."""
    base = tool.last_old_style()
    if base is None:
        pytest.skip("not a git checkout")
    assert tool._base_strings("strings_common.py", base)["level.easy"] == ("Dễ", "Easy")
    assert tool._base_strings("strings_nothing.py", base) == {}


def test_the_command_checks_the_real_catalogues_and_refuses_bad_arguments() -> None:
    done = subprocess.run([sys.executable, str(TOOL), "check"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.rstrip().endswith("all good"), done.stdout
    bad = subprocess.run([sys.executable, str(TOOL), "absorb", "no/such/strings_x.py"], capture_output=True,
                         text=True, timeout=120)
    assert bad.returncode == 2 and "no such file" in bad.stderr and not bad.stdout
    nothing = subprocess.run([sys.executable, str(TOOL), "frobnicate"], capture_output=True, text=True, timeout=120)
    assert nothing.returncode == 2 and "invalid choice" in nothing.stderr
