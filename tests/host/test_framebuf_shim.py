"""The host's framebuf shim against MicroPython's real framebuf.

One program, written in the subset both interpreters run, builds frame
buffers of every format (odd sizes, strides wider than the width), applies
a long fixed-seed list of drawing operations (fills, lines of every slope,
outlines, ellipses, polygons, blits with keys, palettes and clipping at
every edge, blits between formats, scrolls, pixel reads) and prints every
buffer as hex. It runs once under CPython with host_tools/shims/framebuf.py
and once inside the MicroPython WASI build with the built-in module; the
printed results must be identical.
"""

import random

import pytest

from host_tools import mpy
from host_tools.shims import framebuf as shim

# The shared program: run() returns the lines both runtimes must agree on.
PROGRAM = r'''
import array
import binascii
import framebuf

F = framebuf
TARGETS = [
    ("hlsb", 37, 21, F.MONO_HLSB, None),
    ("hlsb_stride", 13, 9, F.MONO_HLSB, 27),
    ("hmsb", 29, 17, F.MONO_HMSB, None),
    ("vlsb", 31, 19, F.MONO_VLSB, None),
    ("vlsb_stride", 9, 12, F.MONO_VLSB, 14),
    ("gs2", 15, 11, F.GS2_HMSB, None),
    ("gs4", 17, 10, F.GS4_HMSB, 19),
    ("gs8", 12, 9, F.GS8, None),
    ("rgb", 10, 7, F.RGB565, None),
]


def size(w, h, fmt, stride):
    stride = w if stride is None else stride
    if fmt == F.MONO_VLSB:
        return stride * ((h + 7) // 8)
    if fmt in (F.MONO_HLSB, F.MONO_HMSB):
        return ((stride + 7) // 8) * h
    if fmt == F.GS2_HMSB:
        return ((stride + 3) // 4) * h
    if fmt == F.GS4_HMSB:
        return ((stride + 1) // 2) * h
    if fmt == F.GS8:
        return stride * h
    return stride * h * 2


def make(spec, seed_bytes=None):
    name, w, h, fmt, stride = spec
    buf = bytearray(size(w, h, fmt, stride))
    if seed_bytes is not None:
        for i in range(len(buf)):
            buf[i] = seed_bytes[i % len(seed_bytes)]
    if stride is None:
        return buf, F.FrameBuffer(buf, w, h, fmt)
    return buf, F.FrameBuffer(buf, w, h, fmt, stride)


def hexof(buf):
    return binascii.hexlify(bytes(buf)).decode()


def run(ops, sources, palettes):
    out = []
    bufs = []
    fbs = []
    for spec in TARGETS:
        b, fb = make(spec)
        bufs.append(b)
        fbs.append(fb)
    srcs = []
    for spec, pattern, as_tuple in sources:
        b, fb = make(spec, pattern)
        if as_tuple:
            name, w, h, fmt, stride = spec
            fb = (b, w, h, fmt) if stride is None else (b, w, h, fmt, stride)
        srcs.append(fb)
    pals = []
    for spec, pattern in palettes:
        pals.append(make(spec, pattern)[1])
    for op in ops:
        kind = op[0]
        fb = fbs[op[1]]
        a = op[2:]
        if kind == "fill":
            fb.fill(a[0])
        elif kind == "fill_rect":
            fb.fill_rect(a[0], a[1], a[2], a[3], a[4])
        elif kind == "rect":
            if a[5] is None:
                fb.rect(a[0], a[1], a[2], a[3], a[4])
            else:
                fb.rect(a[0], a[1], a[2], a[3], a[4], a[5])
        elif kind == "hline":
            fb.hline(a[0], a[1], a[2], a[3])
        elif kind == "vline":
            fb.vline(a[0], a[1], a[2], a[3])
        elif kind == "line":
            fb.line(a[0], a[1], a[2], a[3], a[4])
        elif kind == "pixel":
            fb.pixel(a[0], a[1], a[2])
        elif kind == "get":
            out.append("get %d %d %d %r" % (op[1], a[0], a[1], fb.pixel(a[0], a[1])))
        elif kind == "ellipse":
            if a[6] is None:
                fb.ellipse(a[0], a[1], a[2], a[3], a[4], a[5])
            else:
                fb.ellipse(a[0], a[1], a[2], a[3], a[4], a[5], a[6])
        elif kind == "poly":
            fb.poly(a[0], a[1], array.array("h", a[2]), a[3], a[4])
        elif kind == "scroll":
            fb.scroll(a[0], a[1])
        elif kind == "blit":
            src = srcs[a[0]]
            if a[3] is not None:
                fb.blit(src, a[1], a[2], a[3], pals[a[4]] if a[4] is not None else None)
            else:
                fb.blit(src, a[1], a[2])
        elif kind == "self_blit":
            fb.blit(fb, a[0], a[1], a[2])
        else:
            raise ValueError(kind)
    for i in range(len(bufs)):
        out.append("%s %s" % (TARGETS[i][0], hexof(bufs[i])))
    return out


def errors():
    """Argument checks: which constructor calls fail, and how."""
    out = []
    cases = [
        (bytearray(8), 8, 8, F.MONO_HLSB, None),
        (bytearray(7), 8, 8, F.MONO_HLSB, None),
        (bytearray(8), 0, 8, F.MONO_HLSB, None),
        (bytearray(8), 8, 8, 9, None),
        (bytearray(8), 8, 8, F.MONO_HLSB, 4),
        (bytearray(16), 9, 8, F.MONO_HLSB, 9),
        (bytearray(15), 9, 8, F.MONO_HLSB, None),
        (bytearray(8), 8, 8, F.MONO_VLSB, None),
        (bytearray(8), 8, 9, F.MONO_VLSB, None),
        (bytearray(31), 4, 4, F.RGB565, None),
        (bytearray(3), 5, 2, F.GS2_HMSB, None),
        (bytearray(4), 5, 2, F.GS2_HMSB, None),
        (b"\x00" * 8, 8, 8, F.MONO_HLSB, None),
    ]
    for buf, w, h, fmt, stride in cases:
        try:
            if stride is None:
                F.FrameBuffer(buf, w, h, fmt)
            else:
                F.FrameBuffer(buf, w, h, fmt, stride)
            out.append("ok")
        except Exception as e:
            out.append(type(e).__name__)
    fb = F.FrameBuffer(bytearray(8), 8, 8, F.MONO_HLSB)
    for bad in (bytearray(8), (bytearray(8), 8, 8)):
        try:
            fb.blit(bad, 0, 0)
            out.append("ok")
        except Exception as e:
            out.append(type(e).__name__)
    out.append(repr(fb.pixel(8, 0)) + repr(fb.pixel(0, -1)) + repr(fb.pixel(0, 0, 1)))
    return out
'''

SEED = 20240611


def _color(fmt, rnd):
    if fmt in (shim.MONO_HLSB, shim.MONO_HMSB, shim.MONO_VLSB):
        return rnd.choice((0, 1, 1, 0, 1, 5, -1))
    if fmt == shim.GS2_HMSB:
        return rnd.choice((0, 1, 2, 3, 7))
    if fmt == shim.GS4_HMSB:
        return rnd.choice((0, 5, 9, 15, 0x1F))
    if fmt == shim.GS8:
        return rnd.choice((0, 1, 77, 255, 300))
    return rnd.choice((0, 0xF800, 0x07E0, 0xFFFF, 0x12345, rnd.randrange(65536)))


def _workload():
    """Targets, sources, palettes and the operation list, from a fixed seed.

    Sources are given by spec and a repeating byte pattern so both sides
    build identical contents. Palettes are only paired with sources whose
    colours fit the palette's width (the real blit does not check).
    """
    rnd = random.Random(SEED)
    targets = [(3, 37, 21), (3, 13, 9), (4, 29, 17), (0, 31, 19), (0, 9, 12),
               (5, 15, 11), (2, 17, 10), (6, 12, 9), (1, 10, 7)]
    src_specs = [
        (("s_hlsb", 6, 12, shim.MONO_HLSB, None), False),
        (("s_hlsb_wide", 21, 5, shim.MONO_HLSB, 24), False),
        (("s_hlsb_t", 9, 7, shim.MONO_HLSB, None), True),
        (("s_hmsb", 11, 6, shim.MONO_HMSB, None), False),
        (("s_vlsb", 7, 10, shim.MONO_VLSB, None), False),
        (("s_gs2", 7, 5, shim.GS2_HMSB, None), False),
        (("s_gs4", 5, 4, shim.GS4_HMSB, None), False),
        (("s_gs8", 4, 3, shim.GS8, None), True),
        (("s_rgb", 3, 3, shim.RGB565, None), False),
    ]
    # Largest colour each source can hold: what a palette must cover.
    src_max = [1, 1, 1, 1, 1, 3, 15, 255, 65535]
    sources = []
    for spec, as_tuple in src_specs:
        pattern = bytes(rnd.randrange(256) for _ in range(rnd.randrange(3, 17)))
        sources.append((spec, pattern, as_tuple))
    palettes = [
        (("p_mono", 2, 1, shim.MONO_HLSB, None), b"\x80"),   # 0->1, 1->0
        (("p_mono_id", 2, 1, shim.MONO_HLSB, None), b"\x40"),  # 0->0, 1->1
        (("p_gs2", 4, 1, shim.GS2_HMSB, None), b"\x1b"),
        (("p_gs8", 16, 1, shim.GS8, None), bytes(range(0, 256, 16))),
        (("p_rgb", 4, 1, shim.RGB565, None), b"\x00\x00\xff\xff\x1f\x00\xe0\x07"),
    ]
    pal_width = [2, 2, 4, 16, 4]

    def coord(limit):
        return rnd.randint(-limit // 2, limit + limit // 2)

    ops = []
    for t, (fmt, w, h) in enumerate(targets):
        ops.append(("fill", t, _color(fmt, rnd)))
        for _ in range(90):
            kind = rnd.choice(("fill_rect", "fill_rect", "rect", "hline", "vline", "line",
                               "line", "pixel", "get", "ellipse", "poly", "blit", "blit",
                               "blit", "blit", "scroll", "self_blit"))
            c = _color(fmt, rnd)
            if kind == "fill_rect":
                ops.append((kind, t, coord(w), coord(h), rnd.randint(-3, w + 3),
                            rnd.randint(-3, h + 3), c))
            elif kind == "rect":
                ops.append((kind, t, coord(w), coord(h), rnd.randint(-2, w + 2),
                            rnd.randint(-2, h + 2), c, rnd.choice((None, False, True))))
            elif kind == "hline":
                ops.append((kind, t, coord(w), coord(h), rnd.randint(-3, w + 3), c))
            elif kind == "vline":
                ops.append((kind, t, coord(w), coord(h), rnd.randint(-3, h + 3), c))
            elif kind == "line":
                ops.append((kind, t, coord(w), coord(h), coord(w), coord(h), c))
            elif kind in ("pixel", "get"):
                x, y = rnd.randint(-2, w + 1), rnd.randint(-2, h + 1)
                ops.append((kind, t, x, y, c) if kind == "pixel" else (kind, t, x, y))
            elif kind == "ellipse":
                ops.append((kind, t, coord(w), coord(h), rnd.randint(0, w // 2 + 2),
                            rnd.randint(0, h // 2 + 2), c, rnd.random() < 0.5,
                            rnd.choice((None, 15, rnd.randrange(16)))))
            elif kind == "poly":
                pts = []
                for _ in range(rnd.randint(1, 6)):
                    pts += [rnd.randint(-3, w), rnd.randint(-3, h)]
                ops.append((kind, t, rnd.randint(-4, 4), rnd.randint(-4, 4), pts, c,
                            rnd.random() < 0.6))
            elif kind == "scroll":
                ops.append((kind, t, rnd.randint(-w - 1, w + 1) // rnd.choice((1, 3)),
                            rnd.randint(-h - 1, h + 1) // rnd.choice((1, 3))))
            elif kind == "self_blit":
                ops.append((kind, t, rnd.randint(-w // 2, w // 2),
                            rnd.randint(-h // 2, h // 2), rnd.choice((-1, 0, 1))))
            else:
                s = rnd.randrange(len(sources))
                sw, sh = sources[s][0][1], sources[s][0][2]
                x = rnd.randint(-sw - 1, w + 1)
                y = rnd.randint(-sh - 1, h + 1)
                mode = rnd.random()
                if mode < 0.3:
                    ops.append((kind, t, s, x, y, None, None))
                elif mode < 0.7:
                    ops.append((kind, t, s, x, y, rnd.choice((-1, 0, 1, 2, 3)), None))
                else:
                    fits = [p for p in range(len(palettes)) if pal_width[p] > src_max[s]]
                    if not fits:
                        ops.append((kind, t, s, x, y, rnd.choice((0, 1)), None))
                        continue
                    ops.append((kind, t, s, x, y, rnd.choice((-1, 0, 1, 2, 0xFFFF)),
                                rnd.choice(fits)))
    return ops, sources, palettes


def _cpython(expr, ops, sources, palettes):
    g = {"__name__": "shared_program"}
    import sys
    saved = sys.modules.get("framebuf")
    sys.modules["framebuf"] = shim
    try:
        exec(PROGRAM, g)  # noqa: S102 -- the same source the guest runs
    finally:
        if saved is None:
            del sys.modules["framebuf"]
        else:
            sys.modules["framebuf"] = saved
    if expr == "run":
        return g["run"](ops, sources, palettes)
    return g["errors"]()


def _micropython(expr, ops, sources, palettes):
    if expr == "run":
        call = "run(%r, %r, %r)" % (ops, sources, palettes)
    else:
        call = "errors()"
    code = PROGRAM + "\nfor line in %s:\n    print(line)\n" % call
    # A large heap: this compares drawing, it does not measure memory.
    res = mpy.run(code=code, heap="8m")
    assert res.ok, res.stderr
    return res.stdout.splitlines()


@pytest.fixture(scope="module")
def workload():
    return _workload()


def test_workload_is_big_and_varied(workload):
    ops = workload[0]
    kinds = {op[0] for op in ops}
    assert len(ops) > 800
    assert kinds >= {"fill", "fill_rect", "rect", "hline", "vline", "line", "pixel", "get",
                     "ellipse", "poly", "blit", "scroll", "self_blit"}
    assert any(op[0] == "blit" and op[6] is not None for op in ops)
    assert any(op[0] == "blit" and op[3] < 0 and op[4] < 0 for op in ops)


def test_every_format_matches_real_framebuf(workload):
    ops, sources, palettes = workload
    host = _cpython("run", ops, sources, palettes)
    guest = _micropython("run", ops, sources, palettes)
    assert len(host) == len(guest)
    for h, g in zip(host, guest, strict=True):
        assert h == g


def test_buffers_were_actually_drawn(workload):
    ops, sources, palettes = workload
    lines = [ln for ln in _cpython("run", ops, sources, palettes) if not ln.startswith("get")]
    for line in lines:
        name, data = line.split()
        assert len(set(data)) > 2, name  # not blank, not a single colour


def test_argument_checks_match_real_framebuf():
    host = _cpython("errors", None, None, None)
    guest = _micropython("errors", None, None, None)
    assert host == guest
    assert "ValueError" in host and "TypeError" in host


def test_glyph_blit_fast_path_equals_per_pixel_definition():
    """The row-at-a-time MONO_HLSB blit against a pixel-by-pixel reference
    built from pixel() reads and writes, for every key and palette."""
    rnd = random.Random(7)
    for _ in range(300):
        sw, sh = rnd.randint(1, 26), rnd.randint(1, 9)
        src = shim.FrameBuffer(bytearray(rnd.randrange(256) for _ in range(((sw + 7) // 8) * sh)),
                               sw, sh, shim.MONO_HLSB)
        w, h = rnd.randint(1, 40), rnd.randint(1, 10)
        start = bytes(rnd.randrange(256) for _ in range(((w + 7) // 8) * h))
        fast = shim.FrameBuffer(bytearray(start), w, h, shim.MONO_HLSB)
        slow = shim.FrameBuffer(bytearray(start), w, h, shim.MONO_HLSB)
        x, y = rnd.randint(-sw, w), rnd.randint(-sh, h)
        key = rnd.choice((-1, 0, 1))
        pal_bits = rnd.choice((None, 0x00, 0x40, 0x80, 0xC0))
        pal = None if pal_bits is None else shim.FrameBuffer(bytearray([pal_bits]), 2, 1,
                                                              shim.MONO_HLSB)
        fast.blit(src, x, y, key, pal)
        for yy in range(sh):
            for xx in range(sw):
                c = src.pixel(xx, yy)
                if pal is not None:
                    c = pal.pixel(c, 0)
                if c != (key & 0xFFFFFFFF):
                    slow.pixel(x + xx, y + yy, c)
        assert bytes(fast._buf) == bytes(slow._buf)
