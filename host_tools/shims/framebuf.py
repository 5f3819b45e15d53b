"""CPython stand-in for MicroPython's ``framebuf`` module.

The simulator and the fast tests run ``firmware/ui`` under CPython, where
there is no ``framebuf``. This module gives the same results, bit for bit,
as MicroPython's built-in one (checked by tests/host/test_framebuf_shim.py
against the real module inside the MicroPython WASI build): every pixel
format, ``fill``, ``pixel``, ``hline``, ``vline``, ``rect`` (outline or
filled), ``fill_rect``, ``line``, ``ellipse``, ``poly``, ``blit`` (clipping,
transparent key, palette, any source format, a tuple as source or palette)
and ``scroll``, with the same argument checks.

Not provided: ``text`` (MicroPython's built-in 8x8 font). The firmware draws
text with its own fonts through ``ui.canvas``; calling ``text`` here raises
NotImplementedError so a screen that uses it fails on the host too.

Speed matters because the simulator renders every frame: the hot paths of
the firmware (fills of MONO_HLSB frame buffers and MONO_HLSB-to-MONO_HLSB
blits of glyphs) work a whole row at a time on Python ints and slices, and
fall back to the per-pixel definition everywhere else.
"""

from operator import index as _int

MONO_VLSB = 0
MVLSB = 0
RGB565 = 1
GS4_HMSB = 2
MONO_HLSB = 3
MONO_HMSB = 4
GS2_HMSB = 5
GS8 = 6

_FORMATS = (MONO_VLSB, RGB565, GS4_HMSB, MONO_HLSB, MONO_HMSB, GS2_HMSB, GS8)
_U32 = 0xFFFFFFFF

# For MONO_VLSB fills: a byte translation table per (bit, colour), so a whole
# row of bytes is updated with one bytes.translate() call.
_VLSB_SET = tuple(bytes(b | (1 << bit) for b in range(256)) for bit in range(8))
_VLSB_CLEAR = tuple(bytes(b & ~(1 << bit) & 0xFF for b in range(256)) for bit in range(8))


def _trunc_div(a, b):
    """C integer division (rounds toward zero), as the C code divides."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _writable(buf):
    try:
        mv = memoryview(buf)
    except TypeError:
        raise TypeError("object with buffer protocol required") from None
    if mv.readonly:
        # MicroPython refuses read-only buffers (bytes) the same way.
        raise TypeError("object with buffer protocol required")
    if mv.format != "B" or mv.ndim != 1:
        mv = mv.cast("B")
    return mv


def _as_framebuf(obj):
    """A FrameBuffer, or the (buffer, width, height, format[, stride]) tuple
    form that ``blit`` accepts for its source and palette."""
    if isinstance(obj, FrameBuffer):
        return obj
    if isinstance(obj, (tuple, list)):
        if len(obj) not in (4, 5):
            raise ValueError()
        return FrameBuffer(*obj)
    raise TypeError("object '%s' isn't a tuple or list" % type(obj).__name__)


class FrameBuffer:
    """A view of ``buf`` as a ``width`` x ``height`` image in ``format``."""

    def __init__(self, buf, width, height, format, stride=None):
        width = _int(width)
        height = _int(height)
        fmt = _int(format)
        stride = width if stride is None else _int(stride)
        if (width < 1 or height < 1 or width > 0xFFFF or height > 0xFFFF
                or stride > 0xFFFF or stride < width):
            raise ValueError()
        bpp = 1
        height_required = height
        width_required = width
        strides_required = height - 1
        if fmt == MONO_VLSB:
            height_required = (height + 7) & ~7
            strides_required = height_required - 8
        elif fmt in (MONO_HLSB, MONO_HMSB):
            stride = (stride + 7) & ~7
            width_required = (width + 7) & ~7
        elif fmt == GS2_HMSB:
            stride = (stride + 3) & ~3
            width_required = (width + 3) & ~3
            bpp = 2
        elif fmt == GS4_HMSB:
            stride = (stride + 1) & ~1
            width_required = (width + 1) & ~1
            bpp = 4
        elif fmt == GS8:
            bpp = 8
        elif fmt == RGB565:
            bpp = 16
        else:
            raise ValueError("invalid format")
        mv = _writable(buf)
        needed = (strides_required * stride
                  + (height_required - strides_required) * width_required) * bpp // 8
        if needed > len(mv):
            raise ValueError()
        # Private, like the real object's fields: firmware code that read
        # fb.width would work here and fail on the device.
        self._buf = mv
        self._width = width
        self._height = height
        self._format = fmt
        self._stride = stride
        self._get, self._set, self._fill = {
            MONO_VLSB: (self._get_vlsb, self._set_vlsb, self._fill_vlsb),
            RGB565: (self._get_rgb565, self._set_rgb565, self._fill_rgb565),
            GS4_HMSB: (self._get_gs4, self._set_gs4, self._fill_pixels),
            MONO_HLSB: (self._get_mono_h, self._set_mono_h, self._fill_mono_h),
            MONO_HMSB: (self._get_mono_h, self._set_mono_h, self._fill_mono_h),
            GS2_HMSB: (self._get_gs2, self._set_gs2, self._fill_pixels),
            GS8: (self._get_gs8, self._set_gs8, self._fill_gs8),
        }[fmt]

    # -- per-format pixel access (coordinates already inside the buffer) --

    def _get_mono_h(self, x, y):
        shift = (x & 7) if self._format == MONO_HMSB else 7 - (x & 7)
        return (self._buf[(x + y * self._stride) >> 3] >> shift) & 1

    def _set_mono_h(self, x, y, col):
        i = (x + y * self._stride) >> 3
        shift = (x & 7) if self._format == MONO_HMSB else 7 - (x & 7)
        b = self._buf
        if col:
            b[i] |= 1 << shift
        else:
            b[i] &= ~(1 << shift) & 0xFF

    def _get_vlsb(self, x, y):
        return (self._buf[(y >> 3) * self._stride + x] >> (y & 7)) & 1

    def _set_vlsb(self, x, y, col):
        i = (y >> 3) * self._stride + x
        b = self._buf
        if col:
            b[i] |= 1 << (y & 7)
        else:
            b[i] &= ~(1 << (y & 7)) & 0xFF

    def _get_rgb565(self, x, y):
        i = (x + y * self._stride) * 2
        return self._buf[i] | (self._buf[i + 1] << 8)

    def _set_rgb565(self, x, y, col):
        i = (x + y * self._stride) * 2
        self._buf[i] = col & 0xFF
        self._buf[i + 1] = (col >> 8) & 0xFF

    def _get_gs2(self, x, y):
        return (self._buf[(x + y * self._stride) >> 2] >> ((x & 3) << 1)) & 3

    def _set_gs2(self, x, y, col):
        i = (x + y * self._stride) >> 2
        shift = (x & 3) << 1
        self._buf[i] = ((col & 3) << shift) | (self._buf[i] & ~(3 << shift) & 0xFF)

    def _get_gs4(self, x, y):
        v = self._buf[(x + y * self._stride) >> 1]
        return v & 0x0F if x & 1 else v >> 4

    def _set_gs4(self, x, y, col):
        i = (x + y * self._stride) >> 1
        if x & 1:
            self._buf[i] = (col & 0x0F) | (self._buf[i] & 0xF0)
        else:
            self._buf[i] = ((col & 0x0F) << 4) | (self._buf[i] & 0x0F)

    def _get_gs8(self, x, y):
        return self._buf[x + y * self._stride]

    def _set_gs8(self, x, y, col):
        self._buf[x + y * self._stride] = col & 0xFF

    # -- per-format rectangle fills (rectangle already clipped, w, h >= 1) --

    def _fill_pixels(self, x, y, w, h, col):
        s = self._set
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                s(xx, yy, col)

    def _fill_mono_h(self, x, y, w, h, col):
        b = self._buf
        advance = self._stride >> 3
        hmsb = self._format == MONO_HMSB
        first, last = x >> 3, (x + w - 1) >> 3
        if first == last:
            edges = ((first, _bits(x, x + w, hmsb)),)
            mid_a = mid_b = 0
        else:
            edges = ()
            mid_a, mid_b = first, last + 1
            if x & 7:
                edges += ((first, _bits(x, (first + 1) * 8, hmsb)),)
                mid_a = first + 1
            if (x + w) & 7:
                edges += ((last, _bits(last * 8, x + w, hmsb)),)
                mid_b = last
        fill = (b"\xff" if col else b"\x00") * (mid_b - mid_a)
        for row in range(y * advance, (y + h) * advance, advance):
            if mid_b > mid_a:
                b[row + mid_a:row + mid_b] = fill
            for i, m in edges:
                if col:
                    b[row + i] |= m
                else:
                    b[row + i] &= ~m & 0xFF

    def _fill_vlsb(self, x, y, w, h, col):
        b = self._buf
        tables = _VLSB_SET if col else _VLSB_CLEAR
        for yy in range(y, y + h):
            i = (yy >> 3) * self._stride + x
            b[i:i + w] = bytes(b[i:i + w]).translate(tables[yy & 7])

    def _fill_gs8(self, x, y, w, h, col):
        fill = bytes((col & 0xFF,)) * w
        for yy in range(y, y + h):
            i = x + yy * self._stride
            self._buf[i:i + w] = fill

    def _fill_rgb565(self, x, y, w, h, col):
        fill = (col & 0xFFFF).to_bytes(2, "little") * w
        for yy in range(y, y + h):
            i = (x + yy * self._stride) * 2
            self._buf[i:i + 2 * w] = fill

    # -- public API --

    def _fill_rect(self, x, y, w, h, col):
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= self._height or x >= self._width:
            return
        xend = min(self._width, x + w)
        yend = min(self._height, y + h)
        x = max(x, 0)
        y = max(y, 0)
        self._fill(x, y, xend - x, yend - y, col)

    def fill(self, c):
        self._fill(0, 0, self._width, self._height, _int(c))

    def fill_rect(self, x, y, w, h, c):
        self._fill_rect(_int(x), _int(y), _int(w), _int(h), _int(c))

    def pixel(self, x, y, c=None):
        x = _int(x)
        y = _int(y)
        if 0 <= x < self._width and 0 <= y < self._height:
            if c is None:
                return self._get(x, y)
            self._set(x, y, _int(c))
        return None

    def hline(self, x, y, w, c):
        self._fill_rect(_int(x), _int(y), _int(w), 1, _int(c))

    def vline(self, x, y, h, c):
        self._fill_rect(_int(x), _int(y), 1, _int(h), _int(c))

    def rect(self, x, y, w, h, c, f=False):
        x, y, w, h, c = _int(x), _int(y), _int(w), _int(h), _int(c)
        if f:
            self._fill_rect(x, y, w, h, c)
        else:
            self._fill_rect(x, y, w, 1, c)
            self._fill_rect(x, y + h - 1, w, 1, c)
            self._fill_rect(x, y, 1, h, c)
            self._fill_rect(x + w - 1, y, 1, h, c)

    def _set_checked(self, x, y, col):
        if 0 <= x < self._width and 0 <= y < self._height:
            self._set(x, y, col)

    def _line(self, x1, y1, x2, y2, col):
        # Bresenham as MicroPython runs it: x1/y1 walk, the end point is set
        # separately, and steep lines swap the axes.
        dx = x2 - x1
        sx = 1 if dx > 0 else -1
        dx = abs(dx)
        dy = y2 - y1
        sy = 1 if dy > 0 else -1
        dy = abs(dy)
        steep = dy > dx
        if steep:
            x1, y1 = y1, x1
            dx, dy = dy, dx
            sx, sy = sy, sx
        e = 2 * dy - dx
        for _ in range(dx):
            if steep:
                self._set_checked(y1, x1, col)
            else:
                self._set_checked(x1, y1, col)
            while e >= 0:
                y1 += sy
                e -= 2 * dx
            x1 += sx
            e += 2 * dy
        self._set_checked(x2, y2, col)

    def line(self, x1, y1, x2, y2, c):
        self._line(_int(x1), _int(y1), _int(x2), _int(y2), _int(c))

    def _ellipse_points(self, cx, cy, x, y, col, mask):
        if mask & 0x10:
            if mask & 1:
                self._fill_rect(cx, cy - y, x + 1, 1, col)
            if mask & 2:
                self._fill_rect(cx - x, cy - y, x + 1, 1, col)
            if mask & 4:
                self._fill_rect(cx - x, cy + y, x + 1, 1, col)
            if mask & 8:
                self._fill_rect(cx, cy + y, x + 1, 1, col)
        else:
            if mask & 1:
                self._set_checked(cx + x, cy - y, col)
            if mask & 2:
                self._set_checked(cx - x, cy - y, col)
            if mask & 4:
                self._set_checked(cx - x, cy + y, col)
            if mask & 8:
                self._set_checked(cx + x, cy + y, col)

    def ellipse(self, x, y, xr, yr, c, f=False, m=0x0F):
        cx, cy, a, b, col = _int(x), _int(y), _int(xr), _int(yr), _int(c)
        mask = (0x10 if f else 0) | (_int(m) & 0x0F)
        if a == 0 and b == 0:
            if mask & 0x0F:
                self._set_checked(cx, cy, col)
            return
        # Two passes of the midpoint algorithm: where the slope is above -1,
        # then below it, each stepping its own axis.
        two_a2 = 2 * a * a
        two_b2 = 2 * b * b
        px, py = a, 0
        xchange = b * b * (1 - 2 * a)
        ychange = a * a
        err = 0
        stop_x = two_b2 * a
        stop_y = 0
        while stop_x >= stop_y:
            self._ellipse_points(cx, cy, px, py, col, mask)
            py += 1
            stop_y += two_a2
            err += ychange
            ychange += two_a2
            if 2 * err + xchange > 0:
                px -= 1
                stop_x -= two_b2
                err += xchange
                xchange += two_b2
        px, py = 0, b
        xchange = b * b
        ychange = a * a * (1 - 2 * b)
        err = 0
        stop_x = 0
        stop_y = two_a2 * b
        while stop_x <= stop_y:
            self._ellipse_points(cx, cy, px, py, col, mask)
            px += 1
            stop_x += two_b2
            err += xchange
            xchange += two_b2
            if 2 * err + ychange > 0:
                py -= 1
                stop_y -= two_a2
                err += ychange
                ychange += two_a2

    def poly(self, x, y, coords, c, f=False):
        x, y = _int(x), _int(y)
        mv = memoryview(coords)
        if mv.ndim != 1:
            mv = mv.cast("B")
        pts = mv.tolist()
        n = len(pts) // 2
        if n == 0:
            return
        col = _int(c)
        if not f:
            px1, py1 = pts[0], pts[1]
            for i in range(n - 1, -1, -1):
                px2, py2 = pts[2 * i], pts[2 * i + 1]
                self._line(x + px1, y + py1, x + px2, y + py2, col)
                px1, py1 = px2, py2
            return
        # Scan-line fill: on each row, the x where edges cross, paired up.
        ys = pts[1:2 * n:2]
        for row in range(min(ys), max(ys) + 1):
            nodes = []
            px1, py1 = pts[0], pts[1]
            for i in range(n - 1, -1, -1):
                px2, py2 = pts[2 * i], pts[2 * i + 1]
                if py1 != py2 and ((py1 > row >= py2) or (py1 <= row < py2)):
                    num = 32 * px1 + _trunc_div(32 * (px2 - px1) * (row - py1), py2 - py1) + 16
                    nodes.append(_trunc_div(num, 32))
                elif row == max(py1, py2):
                    # Local minima and horizontal edges the crossing test misses.
                    if py1 < py2:
                        self._set_checked(x + px2, y + py2, col)
                    elif py2 < py1:
                        self._set_checked(x + px1, y + py1, col)
                    else:
                        self._line(x + px1, y + py1, x + px2, y + py2, col)
                px1, py1 = px2, py2
            nodes.sort()
            for i in range(0, len(nodes) - 1, 2):
                self._fill_rect(x + nodes[i], y + row, nodes[i + 1] - nodes[i] + 1, 1, col)

    def blit(self, fbuf, x, y, key=-1, palette=None):
        src = _as_framebuf(fbuf)
        x, y, key = _int(x), _int(y), _int(key) & _U32
        pal = None if palette is None else _as_framebuf(palette)
        if x >= self._width or y >= self._height or -x >= src._width or -y >= src._height:
            return
        x0, y0 = max(0, x), max(0, y)
        x1, y1 = max(0, -x), max(0, -y)
        x0end = min(self._width, x + src._width)
        y0end = min(self._height, y + src._height)
        if x0end <= x0 or y0end <= y0:
            return
        if (self._format == MONO_HLSB and src._format == MONO_HLSB
                and (pal is None or pal._width >= 2) and src._buf.obj is not self._buf.obj):
            # (a blit from a buffer onto itself keeps the per-pixel order)
            self._blit_mono(src, x0, y0, x1, y1, x0end - x0, y0end - y0, key, pal)
            return
        get, put = src._get, self._set
        pget = pal._get if pal is not None else None
        for dy in range(y0end - y0):
            sy = y1 + dy
            ty = y0 + dy
            sx = x1
            for tx in range(x0, x0end):
                col = get(sx, sy)
                if pget is not None:
                    col = pget(col, 0)
                if col != key:
                    put(tx, ty, col)
                sx += 1

    def _blit_mono(self, src, x0, y0, x1, y1, w, h, key, pal):
        # Row at a time: a source pixel of value v becomes colour c[v] (after
        # the palette), is skipped when c[v] equals the key, and is written
        # as ink when c[v] is non-zero, exactly as the per-pixel loop does.
        c0 = pal._get(0, 0) if pal is not None else 0
        c1 = pal._get(1, 0) if pal is not None else 1
        write0, write1 = c0 != key, c1 != key
        if not (write0 or write1):
            return
        full = (1 << w) - 1
        sbuf, dbuf = src._buf, self._buf
        sadv, dadv = src._stride >> 3, self._stride >> 3
        sa, sb = x1 >> 3, (x1 + w + 7) >> 3
        sshift = sb * 8 - (x1 + w)
        da, db = x0 >> 3, (x0 + w + 7) >> 3
        dshift = db * 8 - (x0 + w)
        dlen = db - da
        for r in range(h):
            srow = (y1 + r) * sadv
            bits = (int.from_bytes(sbuf[srow + sa:srow + sb], "big") >> sshift) & full
            to_one = to_zero = 0
            if write1:
                if c1:
                    to_one = bits
                else:
                    to_zero = bits
            if write0:
                zeros = ~bits & full
                if c0:
                    to_one |= zeros
                else:
                    to_zero |= zeros
            drow = (y0 + r) * dadv
            old = int.from_bytes(dbuf[drow + da:drow + db], "big")
            new = (old & ~(to_zero << dshift)) | (to_one << dshift)
            if new != old:
                dbuf[drow + da:drow + db] = new.to_bytes(dlen, "big")

    def scroll(self, xstep, ystep):
        xstep, ystep = _int(xstep), _int(ystep)
        if xstep < 0:
            sx, xend, dx = 0, self._width + xstep, 1
            if xend <= 0:
                return
        else:
            sx, xend, dx = self._width - 1, xstep - 1, -1
            if xend >= sx:
                return
        if ystep < 0:
            y, yend, dy = 0, self._height + ystep, 1
            if yend <= 0:
                return
        else:
            y, yend, dy = self._height - 1, ystep - 1, -1
            if yend >= y:
                return
        # In place, in the same order as the C loop (the order decides what
        # overlapping copies read).
        get, put = self._get, self._set
        while y != yend:
            for x in range(sx, xend, dx):
                put(x, y, get(x - xstep, y - ystep))
            y += dy

    def text(self, s, x, y, c=1):
        raise NotImplementedError(
            "framebuf.text (the built-in 8x8 font) is not in the host shim: "
            "draw text with ui.canvas and the firmware's fonts")


def _bits(start, end, hmsb):
    """Mask of the pixels [start, end) inside one byte of a horizontal
    mono format (start and end in the same byte)."""
    m = 0
    for x in range(start, end):
        m |= 1 << ((x & 7) if hmsb else 7 - (x & 7))
    return m


def FrameBuffer1(buf, width, height, stride=None):
    """The legacy one-bit constructor: a MONO_VLSB FrameBuffer."""
    return FrameBuffer(buf, width, height, MONO_VLSB, width if stride is None else stride)
