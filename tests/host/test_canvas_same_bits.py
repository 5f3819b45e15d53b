"""Screens drawn on the host are the screens the Pico shows.

The same scenes (text in every font with Polish letters and symbols,
clipped text, boxes, lines of every slope, inverted text, a six-player score
table) are drawn through ``ui.canvas`` under CPython, with the framebuf
shim, and inside the MicroPython WASI build, with the real framebuf, for
every rotation and both panel sizes. The frame buffers and dirty windows
must be byte for byte identical. The cost of drawing inside MicroPython is
measured too, so a slow path on the device shows up as a failing test.
"""

import random
import sys
from pathlib import Path

import pytest

from host_tools import mpy

ROOT = Path(__file__).resolve().parents[2]

# Runs unchanged in both interpreters; prints one line per drawn scene.
PROGRAM = r'''
import binascii
from ui.canvas import Canvas, unload_fonts

SIZES = ((296, 128), (250, 122))


def make(size, rotation):
    w, h = size
    if rotation in (0, 180):
        return Canvas(w, h, w, h, rotation)
    return Canvas(w, h, h, w, rotation)


def scene_text(c):
    c.text(0, 0, "Zażółć gęślą jaźń", "small")
    c.text(0, 12, "ZAŻÓŁĆ GĘŚLĄ JAŹŃ 0123", "medium")
    c.text(0, 28, "Łódź ×2 ←↑→↓", "large")
    c.text(3, 53, "▲▼◄► – — • ° … ± · „tak” √ ½ {|}~", "small")
    c.text(c.width - 30, 70, "Ściana", "medium")
    c.text(-7, 90, "Ćma", "large")
    c.text(40, c.height - 5, "dół", "large")
    c.text(90, -6, "góra", "medium")
    c.text_right(c.width, 100, "Suma 143", "medium")
    c.text_center(0, 115, c.width, "€ nieznany znak", "small")


def scene_boxes(c):
    c.fill_rect(5, 5, 50, 30, 1)
    c.fill_rect(20, 10, 10, 10, 0)
    c.rect(60, 5, 40, 30)
    c.rect(-3, 40, 20, 20)
    c.rect(c.width - 10, c.height - 10, 30, 30)
    c.fill_rect(c.width - 7, -3, 20, 9, 1)
    c.hline(0, 64, c.width)
    c.hline(-5, 70, 17)
    c.vline(150, 0, c.height)
    c.vline(c.width - 1, 50, 100)
    c.fill_rect(101, 77, 1, 1)
    c.fill_rect(103, 79, 0, 5)


def scene_lines(c, lines):
    for x1, y1, x2, y2 in lines:
        c.line(x1, y1, x2, y2)


def scene_inverted(c):
    c.fill_rect(0, 0, c.width, 20, 1)
    c.text(4, 2, "Runda 3/8 • Faza B", "medium", color=0)
    c.text(10, 30, "Wybierz", "large", color=0, bg=1)
    c.text(10, 60, "Żółw", "small", color=1, bg=0)
    c.fill_rect(0, 80, 60, 30, 1)
    c.text(-3, 85, "Ąęść", "medium", color=0)


def scene_table(c):
    players = (("Żaneta", 12, 7, 15), ("Łukasz", 9, 21, 3), ("Ścibor", 14, 14, 11),
               ("Ania", 5, 8, 30), ("Grzegorz Brzęczyszczykiewicz", 17, 2, 9),
               ("Józef", 11, 12, 13))
    c.text(0, 0, "Wyniki", "large")
    y = 26
    c.text(0, y, "Gracz", "small")
    for i, head in enumerate(("R1", "R2", "R3", "Suma")):
        c.text_right(110 + 40 * (i + 1), y, head, "small")
    c.hline(0, y + 12, c.width)
    for n, p in enumerate(players):
        y = 40 + 12 * n
        if n == 2:
            c.fill_rect(0, y, c.width, 12, 1)
        col = 0 if n == 2 else 1
        c.text(0, y, c.fit(p[0], 100, "small"), "small", col)
        for i, v in enumerate(p[1:] + (sum(p[1:]),)):
            c.text_right(110 + 40 * (i + 1), y, str(v), "small", col)


def run(lines, emit):
    # Each scene is emitted as soon as it is drawn: forty frame buffers in
    # hex would not fit the Pico-sized heap together.
    for size in SIZES:
        for rotation in (0, 90, 180, 270):
            for name in ("text", "boxes", "lines", "inverted", "table"):
                c = make(size, rotation)
                if name == "text":
                    scene_text(c)
                elif name == "boxes":
                    scene_boxes(c)
                elif name == "lines":
                    scene_lines(c, lines)
                elif name == "inverted":
                    scene_inverted(c)
                else:
                    scene_table(c)
                emit("%dx%d r%d %s %r %s" % (size[0], size[1], rotation, name,
                                             c.take_dirty(), binascii.hexlify(c.buf).decode()))
                c = None
            unload_fonts()
'''

# The cost of single operations, read from the guest's fuel counter.
FUEL_PROGRAM = r'''
import gc
import fuel
from ui.canvas import Canvas

c = Canvas(296, 128, 128, 296, 90)
line20 = "Żaneta: 12 + 7 = 19!"
c.text(0, 0, line20, "small")  # loads the font and wraps its glyphs


def cost(fn):
    gc.collect()
    start = fuel.remaining()
    fn()
    return start - fuel.remaining()


base = cost(lambda: None)
print("text20", cost(lambda: c.text(0, 20, line20, "small")) - base)
print("clear", cost(lambda: c.clear()) - base)
print("fill_rect", cost(lambda: c.fill_rect(10, 10, 100, 50)) - base)
print("width", cost(lambda: c.text_width(line20, "small")) - base)
'''


def _lines():
    rnd = random.Random(1234)
    lines = [(0, 0, 295, 127), (295, 0, 0, 127), (10, 120, 12, 3), (200, 5, 180, 125),
             (-20, 60, 320, 70), (100, -10, 90, 140), (50, 50, 50, 50), (60, 60, 80, 60),
             (70, 100, 70, 90)]
    for _ in range(40):
        lines.append((rnd.randint(-30, 320), rnd.randint(-30, 150),
                      rnd.randint(-30, 320), rnd.randint(-30, 150)))
    return lines


def _cpython():
    for p in (str(ROOT / "firmware"), str(ROOT / "host_tools" / "shims")):
        if p not in sys.path:
            sys.path.insert(0, p)
    import framebuf
    assert Path(framebuf.__file__).parent == ROOT / "host_tools" / "shims"
    g = {"__name__": "canvas_scenes"}
    exec(PROGRAM, g)  # noqa: S102 -- the same source the guest runs
    out = []
    g["run"](_lines(), out.append)
    return out


def _micropython():
    res = mpy.run(code=PROGRAM + "\nrun(%r, print)\n" % (_lines(),))
    assert res.ok, res.stderr
    return res.stdout.splitlines()


@pytest.fixture(scope="module")
def both():
    return _cpython(), _micropython()


def test_every_scene_is_drawn_in_both_runtimes(both):
    host, guest = both
    assert len(host) == len(guest) == 2 * 4 * 5
    for line in host:
        hexdata = line.rsplit(" ", 1)[1]
        assert hexdata.count("0") < len(hexdata) * 0.97, line[:40]  # real ink drawn


def test_same_bytes_with_shim_and_real_framebuf(both):
    host, guest = both
    for h, g in zip(host, guest, strict=True):
        assert h.split(" ", 3)[:3] == g.split(" ", 3)[:3]
        assert h == g, h[:60]


def test_drawing_cost_inside_micropython():
    res = mpy.run(code=FUEL_PROGRAM)
    assert res.ok, res.stderr
    cost = {k: int(v) for k, v in (line.split() for line in res.stdout.splitlines())}
    # Blitting pre-built glyphs and native fills stay far below what a
    # per-pixel loop in Python would take (tens of millions).
    assert cost["text20"] < 1_500_000, cost
    assert cost["clear"] < 1_500_000, cost
    assert cost["fill_rect"] < 500_000, cost
    assert cost["width"] < 100_000, cost


def test_panel_picture_shows_the_logical_pixels():
    """host_tools.panel_image turns any rotation's native buffer into the
    landscape picture the user sees (for the simulator's PNGs)."""
    for p in (str(ROOT / "firmware"), str(ROOT / "host_tools" / "shims")):
        if p not in sys.path:
            sys.path.insert(0, p)
    from host_tools import panel_image
    from ui.canvas import Canvas

    for w, h in ((296, 128), (250, 122)):
        for rotation in (0, 90, 180, 270):
            nw, nh = (w, h) if rotation in (0, 180) else (h, w)
            c = Canvas(w, h, nw, nh, rotation)
            c.text(3, 2, "Łódź ×2", "large")
            c.line(0, h - 1, w - 1, 40)
            c.fill_rect(w - 9, h - 5, 9, 5)
            img = panel_image.canvas_image(c)
            assert img.size == (w, h) and img.mode == "1"
            rows = panel_image.ink_rows(img)
            for y in range(h):
                for x in range(w):
                    assert rows[y][x] == c.get_pixel(x, y), (w, rotation, x, y)
            big = panel_image.canvas_image(c, scale=3)
            assert big.size == (3 * w, 3 * h)
            assert big.getpixel((3 * (w - 1) + 2, 3 * (h - 1) + 2)) == 0  # ink is black
            assert big.getpixel((0, 3 * 30)) == 255                      # paper is white
    with pytest.raises(ValueError):
        panel_image.to_image(bytearray(10), 296, 128, 0)
