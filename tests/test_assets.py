"""The shipped assets: present, loadable, the promised sizes, fonts that cover the text, sounds
that are soft and click-free, generators that repeat byte for byte, and a total under budget."""

from __future__ import annotations

import array
import io
import json
import math
import struct
import sys
import wave
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from game.glyphs import read_cmap  # the game checks typed names with it; tested here against fontTools

ROOT = Path(__file__).resolve().parents[1]
SPRITES = ROOT / "sprites"
SOUNDS = ROOT / "sounds"
TOOLS = ROOT / "tools"
MANIFEST = SPRITES / "manifest.json"
FONTS = [SPRITES / "fonts" / f"NotoSansCJKtc-Subset-{w}.otf" for w in ("Regular", "Bold")]

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
CARD_CODES = [r + s for s in "DHCS" for r in RANKS]
PIECE_FILES = [f"{c}.png" for c in "KAERCHP"] + [f"{c}_b.png" for c in "kaerchp"] + ["back.png"]
AVATAR_IDS = ("ty", "suu", "dan", "mao", "thin", "ti", "ngo", "mui", "than", "dau", "tuat", "hoi")
SOUND_SECONDS = {
    "shuffle": (0.4, 0.8),
    "deal": (0.08, 0.16),
    "flip": (0.06, 0.14),
    "chip": (0.15, 0.3),
    "win": (0.6, 1.0),
    "lose": (0.45, 0.8),
    "button": (0.02, 0.1),
    "banner": (0.6, 1.0),
    "tick": (0.03, 0.12),
    "turn": (0.2, 0.5),
    "celebrate": (0.6, 1.2),
    "coins": (0.4, 0.9),
}


def expected_images() -> dict[str, tuple[int, int]]:
    sizes: dict[str, tuple[int, int]] = {}
    sizes.update({f"sprites/cards/classic/{code}.png": (200, 280) for code in CARD_CODES})
    # the four-colour deck stores only the suits it inks differently; its ♥ and ♠ are the classic faces
    sizes.update({f"sprites/cards/four/{code}.png": (200, 280) for code in CARD_CODES if code[-1] in "DC"})
    sizes.update({f"sprites/backs/{name}.png": (200, 280) for name in ("red", "blue", "green")})
    sizes.update({f"sprites/chips/{v}.png": (96, 96) for v in (10, 50, 100, 500, 1000, 5000)})
    sizes.update({f"sprites/pieces/{name}": (100, 260) for name in PIECE_FILES})
    sizes.update({f"sprites/avatars/{ident}.png": (128, 128) for ident in AVATAR_IDS})
    sizes.update(
        {
            "sprites/table/felt.png": (256, 256),
            "sprites/table/chieu.png": (256, 256),
            "sprites/table/vignette.png": (512, 288),
            "sprites/table/plate.png": (96, 48),
            "sprites/icon.png": (256, 256),
            "sprites/icon_64.png": (64, 64),
        }
    )
    return sizes


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def shipped_files() -> set[str]:
    files = {p.relative_to(ROOT).as_posix() for d in (SPRITES, SOUNDS) for p in d.rglob("*") if p.is_file()}
    return files - {"sprites/manifest.json"}


# --- manifest and images ------------------------------------------------------------------


def test_manifest_lists_exactly_the_shipped_files(manifest: dict) -> None:
    assert set(manifest["files"]) == shipped_files()
    for name, entry in manifest["files"].items():
        assert (ROOT / name).stat().st_size == entry["bytes"], name


def test_every_image_loads_at_its_manifest_size(manifest: dict) -> None:
    for name, entry in manifest["files"].items():
        if name.endswith(".png"):
            img = pygame.image.load(str(ROOT / name))
            assert list(img.get_size()) == entry["size"], name


def test_images_have_the_specified_sizes() -> None:
    for name, size in expected_images().items():
        path = ROOT / name
        assert path.is_file(), name
        assert pygame.image.load(str(path)).get_size() == size, name


def test_every_card_has_a_face_in_both_decks_and_only_diamonds_and_clubs_change() -> None:
    from game.engine.deck import french_deck
    from game.ui import assets

    for card in french_deck():
        classic, four = assets.card_face(card, 200), assets.card_face(card, 200, four_colour=True)
        same = pygame.image.tobytes(classic, "RGBA") == pygame.image.tobytes(four, "RGBA")
        assert same is (card.suit.name in "HS"), card


def test_card_corners_are_transparent_and_faces_opaque() -> None:
    for name in ("sprites/cards/classic/AD.png", "sprites/cards/four/KC.png", "sprites/backs/red.png"):
        img = pygame.image.load(str(ROOT / name))
        w, h = img.get_size()
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert img.get_at(corner).a == 0, (name, corner)
        assert img.get_at((w // 2, h // 2)).a == 255, name


def test_red_pieces_carry_a_red_seal_and_black_ones_do_not() -> None:
    def red_pixels(name: str) -> int:
        img = pygame.image.load(str(SPRITES / "pieces" / name))
        count = 0
        for y in range(208, 238):
            for x in range(34, 66):
                c = img.get_at((x, y))
                count += c.r > 150 and c.g < 90 and c.b < 90
        return count

    for red, black in zip(PIECE_FILES[:7], PIECE_FILES[7:14], strict=True):
        assert red_pixels(red) > 300, red
        assert red_pixels(black) == 0, black


def test_portraits_are_round_opaque_medallions_within_their_budget() -> None:
    """Transparent corners, an opaque disc, and all twelve in at most 150 KB (the executable's
    size budget)."""
    total = 0
    for ident in AVATAR_IDS:
        path = SPRITES / "avatars" / f"{ident}.png"
        img = pygame.image.load(str(path))
        assert img.get_at((2, 2)).a == 0 and img.get_at((125, 125)).a == 0, ident
        assert all(img.get_at((x, 64)).a == 255 for x in range(4, 124)), ident
        total += path.stat().st_size
    assert total <= 150 * 1024


def ico_entries(path: Path) -> list[tuple[int, int, bytes]]:
    data = path.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    out = []
    for i in range(count):
        w, h, _, _, planes, bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (planes, bits) == (1, 32)
        out.append((w or 256, h or 256, data[offset : offset + size]))
    return out


def test_icon_ico_holds_png_payloads_at_four_sizes() -> None:
    entries = ico_entries(SPRITES / "icon.ico")
    assert [(w, h) for w, h, _ in entries] == [(16, 16), (32, 32), (48, 48), (256, 256)]
    for w, h, payload in entries:
        assert payload.startswith(b"\x89PNG")
        assert pygame.image.load(io.BytesIO(payload), "icon.png").get_size() == (w, h)


# --- fonts --------------------------------------------------------------------------------


def required_font_chars() -> set[int]:
    sys.path.insert(0, str(TOOLS))
    try:
        from art.charset import required_codepoints
    finally:
        sys.path.remove(str(TOOLS))
    return required_codepoints()


def test_fonts_cover_every_required_character_they_can() -> None:
    from_readme = (SPRITES / "fonts" / "README.md").read_text(encoding="utf-8")
    assert "Noto Sans CJK TC" in from_readme
    must = {ord(c) for c in "Tướng Sĩ Tượng Xe Pháo Mã Tốt Xì Dách Chiếu Bài Đưa máy cho Lan ƠơƯư₫€"}
    must |= {ord(c) for c in "♠♥♦♣♤♡♢♧←↑→↓▲▼◀▶●○★☆✓–—‘’“”…•‰×÷±·°№"}
    must |= {ord(c) for c in "將将帥士仕象相像車俥砲炮馬傌卒兵三菊紅"}
    must |= set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | set(range(0x1EA0, 0x1EFA))
    must |= {0x102, 0x103, 0x110, 0x111, 0x128, 0x129, 0x168, 0x169, 0x300, 0x301}
    for path in FONTS:
        cmap = read_cmap(path)
        assert not must - cmap, (path.name, sorted(hex(c) for c in must - cmap))
        # what the font lacks is documented in the README, and only that
        for cp in required_font_chars() - cmap:
            assert f"U+{cp:04X}" in from_readme, hex(cp)
        assert path.stat().st_size < 150 * 1024


def test_stdlib_cmap_reader_agrees_with_fonttools() -> None:
    ttlib = pytest.importorskip("fontTools.ttLib")
    for path in FONTS:
        assert read_cmap(path) == set(ttlib.TTFont(str(path)).getBestCmap())


def test_fonts_render_vietnamese_and_han() -> None:
    pygame.font.init()
    for path in FONTS:
        f = pygame.font.Font(str(path), 24)
        for s in ("Tướng", "Sĩ", "Xì Dách", "Chiếu Bài", "Đưa máy cho Lan", "將士象車砲馬卒"):
            img = f.render(s, True, (0, 0, 0))
            assert img.get_bounding_rect().width > 10, s
    assert (SPRITES / "fonts" / "OFL.txt").read_text(encoding="utf-8").count("SIL OPEN FONT LICENSE") >= 1


# --- sounds -------------------------------------------------------------------------------


def read_wav(path: Path) -> tuple[wave._wave_params, array.array]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        pcm = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return params, pcm


@pytest.mark.parametrize("name", sorted(SOUND_SECONDS))
def test_sound_is_soft_short_and_clean(name: str) -> None:
    params, pcm = read_wav(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    low, high = SOUND_SECONDS[name]
    assert low <= params.nframes / params.framerate <= high
    peak = max(abs(v) for v in pcm)
    assert -7.0 < 20 * math.log10(peak / 32767) < -5.0  # about −6 dBFS, far from clipping
    assert abs(sum(pcm) / len(pcm)) < 0.005 * 32767  # no DC offset
    assert abs(pcm[0]) < 200 and abs(pcm[-1]) < 200  # faded in and out


def test_the_sound_board_knows_every_sound_file() -> None:
    """``app.sound.play(name)`` works for every sound made, and the smoke test preloads them."""
    from game.ui.sound import SOUNDS as BOARD

    assert set(BOARD) == {p.stem for p in SOUNDS.glob("*.wav")} == set(SOUND_SECONDS)


def test_sounds_load_in_the_mixer() -> None:
    try:
        pygame.mixer.init(frequency=22050, size=-16, channels=1)
    except pygame.error as exc:
        pytest.skip(f"no mixer: {exc}")
    try:
        for name in SOUND_SECONDS:
            sound = pygame.mixer.Sound(str(SOUNDS / f"{name}.wav"))
            assert sound.get_length() > 0
    finally:
        pygame.mixer.quit()


# --- determinism and budget -------------------------------------------------------------------


@pytest.fixture(scope="module")
def tools() -> Iterator[tuple[ModuleType, ModuleType, ModuleType, ModuleType]]:
    sys.path.insert(0, str(TOOLS))
    try:
        import make_avatars
        import make_cards
        import make_pieces
        import make_sounds

        yield make_cards, make_pieces, make_sounds, make_avatars
    finally:
        sys.path.remove(str(TOOLS))


def test_regenerating_gives_identical_bytes(tools: tuple, tmp_path: Path) -> None:
    make_cards, make_pieces, make_sounds, make_avatars = tools
    made = make_cards.build(tmp_path, ["AD", "QH"])  # AD in both decks, QH in the classic one only
    made += make_pieces.build(tmp_path, ["K", "p"])
    made += make_sounds.build(tmp_path / "sounds", ["deal"])
    made += make_avatars.build(tmp_path, ["mao", "thin"])
    assert len(made) == 3 + 2 + 1 + 2
    for path in made:
        rel = path.relative_to(tmp_path).as_posix()
        committed = ROOT / ("sprites/" + rel if not rel.startswith("sounds/") else rel)
        assert path.read_bytes() == committed.read_bytes(), rel


def test_total_asset_size_is_under_budget(manifest: dict) -> None:
    total = sum(p.stat().st_size for d in (SPRITES, SOUNDS) for p in d.rglob("*") if p.is_file())
    assert total < 4 * 1024 * 1024
    assert manifest["total_bytes"] <= total
