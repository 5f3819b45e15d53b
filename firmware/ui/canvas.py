"""The surface every screen draws on: the panel's frame buffer, seen in
logical (landscape) coordinates.

The canvas owns the ``bytearray`` in the panel's native layout (see
``hw/panel.py``: MONO_HLSB, 1 = ink) and a ``framebuf.FrameBuffer`` over
it. Every call takes logical coordinates and is turned into one native
``framebuf`` call (``fill_rect``, ``line``, ``blit``), so nothing is rotated
pixel by pixel at run time: text is blitted from glyphs that
``host_tools/fontgen.py`` pre-turned for the panel's rotation, read from
flash a glyph at a time; a board loads only the fonts of its own rotation,
on first use.

The canvas also remembers which part of the panel changed since the last
``take_dirty()``, as a native window whose x and width are whole bytes,
ready for a partial refresh.
"""

from array import array

import framebuf

from core import mem

_FIRST = 32  # glyph 0 is the space; printable ASCII first, then EXTRA
_ASCII_GLYPHS = 95
_QUESTION = ord("?") - _FIRST  # stands in for characters a font lacks
ELLIPSIS = "\u2026"

# Palette for paper-coloured text: glyph ink (1) maps to 0, glyph paper (0)
# to 1; with key 1 only the ink pixels are written.
_INVERT = framebuf.FrameBuffer(bytearray(b"\x80"), 2, 1, framebuf.MONO_HLSB)

# A text's UTF-8 bytes: MicroPython's str lends them (a view, nothing
# copied); CPython's str has no buffer, so it encodes.
_utf8 = memoryview if mem.MICRO else str.encode

_fonts = {}  # rotation -> {name: Font}, shared by every canvas


class Font:
    """One generated font module for one rotation: its metrics, and its
    glyphs read from flash (the ``.bin`` beside the module) one at a time
    into a small cell.

    The glyph data (8.5 KB for a board's three fonts) stays off the heap:
    kept there it would be heap the play screen needs, and the collector
    scans every heap block for pointers, where mostly-blank glyph rows read
    as addresses that keep dead objects alive. A glyph is a seek and a
    read into the same buffer, nothing allocated; the file stays open
    until ``close`` (ui.screen.App closes it after every frame)."""

    def __init__(self, name, module):
        self.name = name
        self.width = module.WIDTH
        self.height = module.HEIGHT
        self.ascent = module.ASCENT
        self._extra = module.EXTRA
        self._size = module.GLYPH_BYTES
        here = module.__file__
        self._path = here[:here.rfind(".")] + ".bin"
        self._buf = bytearray(module.GLYPH_BYTES)
        self._cell = framebuf.FrameBuffer(self._buf, module.GLYPH_W, module.GLYPH_H,
                                          framebuf.MONO_HLSB)
        self._f = None

    def index(self, utf8):
        """Glyph number of the character beyond ASCII whose UTF-8 bytes
        are ``utf8`` (Canvas.text finds ASCII's itself); characters the
        font lacks become '?'."""
        i = self._extra.find(str(utf8, "utf-8"))    # a string, not an interned one
        return _QUESTION if i < 0 else _ASCII_GLYPHS + i

    def glyph(self, i):
        """Glyph ``i`` as a frame buffer, valid until the next call."""
        f = self._f
        if f is None:
            f = self._f = open(self._path, "rb")  # noqa: SIM115 - closed by close()
        f.seek(i * self._size)
        f.readinto(self._buf)
        return self._cell

    def close(self):
        if self._f is not None:
            self._f.close()
            self._f = None


def load_font(name, rotation):
    """The font ``name`` (see ``ui.fonts.NAMES``) pre-turned for
    ``rotation``; imported on the first call, shared afterwards."""
    # Two plain lookups: this runs for every text call, so it builds no
    # key string or tuple.
    by_name = _fonts.get(rotation)
    if by_name is not None:
        font = by_name.get(name)
        if font is not None:
            return font
    else:
        by_name = _fonts[rotation] = {}
    key = "%s_r%d" % (name, rotation)
    full = "ui.fonts." + key
    try:
        module = __import__(full, None, None, ("WIDTH",))
    except ImportError:
        raise ValueError("no font %r for rotation %d" % (name, rotation)) from None
    font = Font(name, module)
    by_name[name] = font
    # Forget the module once its metrics are read: nothing more is needed.
    del module
    mem.drop(full)
    return font


def close_fonts():
    """Close the fonts' glyph files (they reopen on the next glyph)."""
    for by_name in _fonts.values():
        for font in by_name.values():
            font.close()


def unload_fonts():
    """Drop every loaded font (they reload on use)."""
    close_fonts()
    _fonts.clear()


class Canvas:
    """Logical ``width`` x ``height`` drawing surface over a native frame
    buffer of ``native_w`` x ``native_h`` pixels turned by ``rotation``.

    Colours: 1 = ink (black), 0 = paper (white). Everything is clipped to
    the panel. Fonts are given by name: "small", "medium", "large".
    """

    def __init__(self, width, height, native_w, native_h, rotation, buf=None):
        if rotation in (0, 180):
            fits = (native_w, native_h) == (width, height)
        elif rotation in (90, 270):
            fits = (native_w, native_h) == (height, width)
        else:
            raise ValueError("rotation must be 0, 90, 180 or 270, not %r" % (rotation,))
        if not fits:
            raise ValueError("a %dx%d panel at rotation %d cannot show %dx%d"
                             % (native_w, native_h, rotation, width, height))
        self.width = width
        self.height = height
        self.native_w = native_w
        self.native_h = native_h
        self.rotation = rotation
        self.stride = (native_w + 7) // 8
        if buf is None:
            buf = bytearray(self.stride * native_h)
        elif len(buf) != self.stride * native_h:
            raise ValueError("frame buffer is %d bytes, needs %d"
                             % (len(buf), self.stride * native_h))
        self.buf = buf
        self.fb = framebuf.FrameBuffer(buf, native_w, native_h, framebuf.MONO_HLSB)
        self._dirty = False
        self._d0x = self._d0y = self._d1x = self._d1y = 0
        self._nbox = array("i", (0, 0, 0, 0))    # see _box
        # Text must never be cut without a mark (``fit`` ends what it cuts
        # with an ellipsis): a text drawn past the canvas, or past the
        # area a screen set with ``limit``, is counted here, the last one
        # kept, so the tests can fail on any screen that cuts silently.
        self.right = width
        self.bottom = height
        self.cuts = 0
        self.cut_text = None

    @classmethod
    def for_panel(cls, panel):
        """A canvas with the geometry of a ``hw.panel.Panel``."""
        return cls(panel.width, panel.height, panel.native_w, panel.native_h, panel.rotation)

    # -- coordinates --

    def _native(self, x, y, w, h):
        """The native rectangle (nx, ny, nw, nh) showing logical (x, y, w, h)."""
        r = self.rotation
        if r == 0:
            return x, y, w, h
        if r == 90:
            return self.height - y - h, x, h, w
        if r == 180:
            return self.width - x - w, self.height - y - h, w, h
        return y, self.width - x - w, h, w

    def _box(self, x, y, w, h):
        """``_native`` written into one array that is reused: the drawing
        calls run hundreds of times a frame, and a tuple each would be
        kilobytes of garbage in the press's heap."""
        b = self._nbox
        r = self.rotation
        if r == 0:
            b[0] = x
            b[1] = y
            b[2] = w
            b[3] = h
        elif r == 90:
            b[0] = self.height - y - h
            b[1] = x
            b[2] = h
            b[3] = w
        elif r == 180:
            b[0] = self.width - x - w
            b[1] = self.height - y - h
            b[2] = w
            b[3] = h
        else:
            b[0] = y
            b[1] = self.width - x - w
            b[2] = h
            b[3] = w
        return b

    def _point(self, x, y):
        r = self.rotation
        if r == 0:
            return x, y
        if r == 90:
            return self.height - 1 - y, x
        if r == 180:
            return self.width - 1 - x, self.height - 1 - y
        return y, self.width - 1 - x

    # -- dirty tracking --

    def _touch(self, nx, ny, nw, nh):
        x0 = nx if nx > 0 else 0
        y0 = ny if ny > 0 else 0
        x1 = nx + nw
        y1 = ny + nh
        if x1 > self.native_w:
            x1 = self.native_w
        if y1 > self.native_h:
            y1 = self.native_h
        if x0 >= x1 or y0 >= y1:
            return
        if not self._dirty:
            self._dirty = True
            self._d0x, self._d0y, self._d1x, self._d1y = x0, y0, x1, y1
            return
        if x0 < self._d0x:
            self._d0x = x0
        if y0 < self._d0y:
            self._d0y = y0
        if x1 > self._d1x:
            self._d1x = x1
        if y1 > self._d1y:
            self._d1y = y1

    def mark_dirty(self, x=0, y=0, w=None, h=None):
        """Count a logical area (default: everything) as changed."""
        if w is None:
            w = self.width - x
        if h is None:
            h = self.height - y
        self._touch(*self._native(x, y, w, h))

    def take_dirty(self):
        """The native window (nx, ny, nw, nh) that changed since the last
        call, with nx and nw whole bytes, or None; then starts afresh."""
        if not self._dirty:
            return None
        self._dirty = False
        x0 = self._d0x & ~7
        x1 = (self._d1x + 7) & ~7
        return x0, self._d0y, x1 - x0, self._d1y - self._d0y

    # -- drawing --

    def limit(self, right=None, bottom=None):
        """Where text must end (logical x and y, exclusive) while a column
        or a part of the screen is drawn; no arguments: the whole canvas."""
        self.right = self.width if right is None else right
        self.bottom = self.height if bottom is None else bottom

    def clear(self, color=0):
        self.limit()
        self.fb.fill(color)
        self._touch(0, 0, self.native_w, self.native_h)

    def fill_rect(self, x, y, w, h, color=1):
        if w <= 0 or h <= 0:
            return
        b = self._box(x, y, w, h)
        self.fb.fill_rect(b[0], b[1], b[2], b[3], color)
        self._touch(b[0], b[1], b[2], b[3])

    def blit_square(self, x, y, size, buf, stride):
        """Ink a ``size`` x ``size`` MONO_HLSB bitmap (``stride`` bytes a
        row, 1 = ink; bits past ``size`` are 0) onto the logical square at
        (x, y), in one blit. The bitmap keeps the panel's own orientation:
        on a panel turned a quarter it shows turned too, which suits only
        what reads any way up (a QR code), for a call per run of ink."""
        b = self._box(x, y, size, size)
        nx, ny = b[0], b[1]
        self.fb.blit(framebuf.FrameBuffer(buf, stride * 8, size, framebuf.MONO_HLSB),
                     nx, ny, 0)
        self._touch(nx, ny, size, size)

    def rect(self, x, y, w, h, color=1):
        """Outline, one pixel wide, inside (x, y, w, h)."""
        if w <= 0 or h <= 0:
            return
        b = self._box(x, y, w, h)
        self.fb.rect(b[0], b[1], b[2], b[3], color)
        self._touch(b[0], b[1], b[2], b[3])

    def hline(self, x, y, w, color=1):
        self.fill_rect(x, y, w, 1, color)

    def vline(self, x, y, h, color=1):
        self.fill_rect(x, y, 1, h, color)

    def line(self, x1, y1, x2, y2, color=1):
        # framebuf's line only depends on the end points' order and the
        # distances, so mapping the end points gives the same pixels in
        # every rotation.
        a, b = self._point(x1, y1)
        c, d = self._point(x2, y2)
        self.fb.line(a, b, c, d, color)
        self._touch(min(a, c), min(b, d), abs(a - c) + 1, abs(b - d) + 1)

    def get_pixel(self, x, y):
        """Logical pixel (1 = ink), or None outside the canvas."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        nx, ny = self._point(x, y)
        return self.fb.pixel(nx, ny)

    # -- text --

    def font(self, name):
        return load_font(name, self.rotation)

    def line_height(self, font="small"):
        return load_font(font, self.rotation).height

    def baseline(self, font="small"):
        """Distance from a line's top to its baseline."""
        return load_font(font, self.rotation).ascent

    def char_width(self, font="small"):
        return load_font(font, self.rotation).width

    def text_width(self, s, font="small"):
        return len(s) * load_font(font, self.rotation).width

    def fit(self, s, max_w, font="small"):
        """``s``, or as much of it as fits in ``max_w`` pixels followed by
        an ellipsis (for names in narrow table columns)."""
        f = load_font(font, self.rotation)
        n = max_w // f.width
        if len(s) <= n:
            return s
        if n <= 0:
            return ""
        return s[:n - 1] + ELLIPSIS

    def text(self, x, y, s, font="small", color=1, bg=None):
        """Draw ``s`` with its top-left corner at logical (x, y) and return
        the x just after it. ``color`` 0 writes paper-coloured text (on an
        inked box); ``bg`` (0 or 1), when given, first fills the text's box."""
        f = load_font(font, self.rotation)
        cw = f.width
        n = len(s)
        if n == 0:
            return x
        if x < 0 or y < 0 or x + n * cw > self.right or y + f.height > self.bottom:
            self.cuts += 1
            self.cut_text = s
        if bg is not None:
            self.fill_rect(x, y, n * cw, f.height, bg)
        b = self._box(x, y, n * cw, f.height)
        self._touch(b[0], b[1], b[2], b[3])
        b = self._box(x, y, cw, f.height)
        nx = b[0]
        ny = b[1]
        # Where the next character goes, in native pixels.
        r = self.rotation
        if r == 0:
            sx, sy = cw, 0
        elif r == 90:
            sx, sy = 0, cw
        elif r == 180:
            sx, sy = -cw, 0
        else:
            sx, sy = 0, -cw
        blit = self.fb.blit
        if color:
            key, palette = 0, None
        else:
            key, palette = 1, _INVERT
        index = f.index
        glyph = f.glyph
        # The text's UTF-8 bytes, a character at a time: going through a
        # str character by character makes each one an interned string,
        # which MicroPython keeps for as long as it runs (80 of a
        # Burgundy game's 1,600 names were characters drawn).
        b = _utf8(s)
        j = 0
        end = len(b)
        while j < end:
            o = b[j]
            if o < 0x80:
                i = o - _FIRST if _FIRST <= o < _FIRST + _ASCII_GLYPHS else _QUESTION
                j += 1
            else:
                k = j + (2 if o < 0xE0 else 3 if o < 0xF0 else 4)
                i = index(b[j:k])
                j = k
            if i:  # the space draws nothing
                blit(glyph(i), nx, ny, key, palette)
            nx += sx
            ny += sy
        return x + n * cw

    def text_right(self, right, y, s, font="small", color=1, bg=None):
        """Text that ends at logical x ``right`` (exclusive); returns its left x."""
        x = right - self.text_width(s, font)
        self.text(x, y, s, font, color, bg)
        return x

    def text_center(self, x, y, w, s, font="small", color=1, bg=None):
        """Text centred in the span [x, x + w); returns its left x."""
        left = x + (w - self.text_width(s, font)) // 2
        self.text(left, y, s, font, color, bg)
        return left
