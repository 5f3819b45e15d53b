"""The canvas screens draw on: text metrics and placement, Polish letters,
the same picture in every panel rotation, clipping, inverted text and the
dirty window handed to partial refreshes."""

import gc

from hw.panel import Panel
from ui import canvas as canvas_mod
from ui.canvas import Canvas

POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"
FONTS = ("small", "medium", "large")


def _make(rotation, width=296, height=128):
    if rotation in (0, 180):
        return Canvas(width, height, width, height, rotation)
    return Canvas(width, height, height, width, rotation)


def _rows(c, x=0, y=0, w=None, h=None):
    """Logical pixels of an area as a list of bytes rows (1 = ink)."""
    if w is None:
        w = c.width - x
    if h is None:
        h = c.height - y
    return [bytes([c.get_pixel(xx, yy) for xx in range(x, x + w)]) for yy in range(y, y + h)]


def _packed(c):
    """All logical pixels, packed eight to a byte (small enough to keep a
    whole screen for comparison inside the Pico's heap)."""
    stride = (c.width + 7) // 8
    out = bytearray(stride * c.height)
    get = c.get_pixel
    for y in range(c.height):
        row = y * stride
        for x in range(c.width):
            if get(x, y):
                out[row + (x >> 3)] |= 0x80 >> (x & 7)
    return out


def _ink(rows):
    return sum(sum(r) for r in rows)


def _bbox(c):
    """Logical bounding box (x0, y0, x1, y1) of all ink, or None."""
    xs = []
    ys = []
    for y in range(c.height):
        for x in range(c.width):
            if c.get_pixel(x, y):
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


def _glyph(ch, font, rotation=0):
    c = _make(rotation, 40, 30)
    c.text(2, 2, ch, font)
    f = c.font(font)
    return _rows(c, 2, 2, f.width, f.height)


def _scene(c):
    """One screen's worth of everything the canvas draws."""
    c.clear()
    c.text(2, 0, "Runda 3/8", "large")
    c.text_right(c.width - 1, 0, "Łódź", "large")
    c.fill_rect(0, 25, c.width, 17, 1)
    c.text_center(0, 26, c.width, "Zażółć gęślą jaźń", "medium", color=0)
    y = 44
    for row in ("Gracz  R1  R2  Suma", "Żaneta  12   7   19", "Łukasz   9  21   30"):
        c.text(3, y, row, "small")
        y += c.line_height("small")
    c.text(150, 44, "×2 ←→ ▲▼ • 5° …", "small", color=0, bg=1)
    c.rect(160, 60, 80, 40)
    c.line(160, 60, 239, 99)    # shallow, down-right
    c.line(239, 60, 160, 99)    # shallow, down-left
    c.line(200, 100, 190, 60)   # steep, upwards
    c.line(170, 110, 171, 85)   # almost vertical
    c.line(-10, 127, 40, 90)    # starts off the canvas
    c.hline(0, c.height - 1, c.width)
    c.vline(c.width - 1, 0, c.height)
    c.text(-4, 100, "Clipped", "medium")             # off the left edge
    c.text(c.width - 20, 110, "right", "medium")     # off the right edge
    c.text(100, c.height - 8, "bottom", "large")     # off the bottom
    c.text(60, -5, "top", "small")                   # off the top
    c.fill_rect(-5, -5, 12, 12, 1)


def test_text_width_and_metrics():
    c = _make(0)
    assert c.text_width("abc", "small") == 18
    assert c.text_width("abc", "medium") == 24
    assert c.text_width("abc", "large") == 36
    assert c.text_width("", "small") == 0
    # A Polish letter is one character, however many bytes it takes.
    assert c.text_width("żółć", "small") == c.text_width("zolc", "small") == 24
    assert (c.line_height("small"), c.line_height("medium"), c.line_height("large")) == (12, 16, 24)
    assert (c.baseline("small"), c.baseline("medium"), c.baseline("large")) == (10, 12, 19)
    assert c.char_width("large") == 12
    # Six players' score rows and a heading fit the 128-pixel panel.
    assert c.line_height("large") + 7 * c.line_height("small") <= 128


def test_text_returns_next_x_and_sits_on_the_baseline():
    c = _make(0)
    assert c.text(10, 20, "Ab", "medium") == 26
    x0, y0, x1, y1 = _bbox(c)
    assert x0 >= 10 and x1 <= 26
    # Capital A starts at the cap height and ends on the baseline, above the
    # descent; nothing is drawn above the line's top.
    assert y0 >= 20 and y1 == 20 + c.baseline("medium")


def test_right_and_centred_text():
    c = _make(0)
    left = c.text_right(296, 0, "88", "large")
    assert left == 296 - 24
    x0, _, x1, _ = _bbox(c)
    assert x0 >= left and x1 <= 296 and x1 > 290
    c.clear()
    left = c.text_center(0, 0, 296, "8", "large")
    assert left == (296 - 12) // 2
    x0, _, x1, _ = _bbox(c)
    assert abs((x0 + x1) - 296) <= 2  # ink centred within a pixel


def test_polish_letters_render_and_differ():
    for font in FONTS:
        seen = {}
        for ch in POLISH + "acelnoszACELNOSZ":
            g = _glyph(ch, font)
            assert _ink(g) > 0, (font, ch)
            seen[ch] = g
        for ch in POLISH:
            for other in POLISH + "acelnoszACELNOSZ":
                if other != ch:
                    assert seen[ch] != seen[other], (font, ch, other)
        # Accented letters are their base letter plus a mark: more ink.
        assert _ink(seen["ą"]) > _ink(seen["a"])
        assert _ink(seen["Ż"]) > _ink(seen["Z"])


def test_symbols_render_and_unknown_characters_show_a_question_mark():
    for font in FONTS:
        question = _glyph("?", font)
        for ch in "←↑→↓▲▼×–•°…":
            g = _glyph(ch, font)
            assert _ink(g) > 0 and g != question, (font, ch)
        assert _glyph("€", font) == question
        assert _glyph("\u4e2d", font) == question
        assert _ink(_glyph(" ", font)) == 0


def _fresh():
    # Tests that load many fonts start from none loaded: inside MicroPython
    # each font module is compiled from source, which needs room.
    canvas_mod.unload_fonts()
    gc.collect()


def test_same_scene_same_pixels_in_every_rotation():
    _fresh()
    for size in ((296, 128), (250, 122)):
        reference = None
        for rotation in (0, 90, 180, 270):
            c = _make(rotation, size[0], size[1])
            _scene(c)
            pixels = _packed(c)
            if reference is None:
                reference = pixels
                ink = 0
                for b in pixels:
                    while b:
                        ink += b & 1
                        b >>= 1
                assert ink > 2000
            else:
                assert pixels == reference, (size, rotation)
            _fresh()


def test_glyphs_are_the_same_in_every_rotation():
    _fresh()
    for font in FONTS:
        for ch in "Wg9ŁŻ→":
            g0 = _glyph(ch, font, 0)
            for rotation in (90, 180, 270):
                assert _glyph(ch, font, rotation) == g0, (font, ch, rotation)
        canvas_mod.unload_fonts()


def test_clipping_at_every_edge():
    _fresh()
    for rotation in (0, 90, 180, 270):
        whole = _make(rotation)
        whole.text(20, 20, "W", "large")
        w_rows = _rows(whole, 20, 20, 12, 24)
        for x, y in ((-5, 20), (20, -7), (291, 20), (20, 115), (-11, -23), (295, 127)):
            c = _make(rotation)
            c.text(x, y, "W", "large")
            for gy in range(24):
                for gx in range(12):
                    px = c.get_pixel(x + gx, y + gy)
                    if px is not None:
                        assert px == w_rows[gy][gx], (rotation, x, y, gx, gy)
        # Entirely outside: nothing drawn, nothing dirty.
        c = _make(rotation)
        c.text(-200, 10, "abc", "small")
        c.text(300, 10, "abc", "small")
        c.fill_rect(10, 200, 5, 5)
        c.fill_rect(-20, 10, 20, 5)
        assert _bbox(c) is None
        assert c.take_dirty() is None
        # A rectangle half outside fills exactly the inside part.
        c.fill_rect(290, 120, 20, 20)
        assert _bbox(c) == (290, 120, 296, 128)
        canvas_mod.unload_fonts()


def test_outline_rect_lines_and_get_pixel_bounds():
    c = _make(90)
    c.rect(10, 10, 5, 4)
    assert _rows(c, 10, 10, 5, 4) == [b"\x01\x01\x01\x01\x01", b"\x01\x00\x00\x00\x01",
                                      b"\x01\x00\x00\x00\x01", b"\x01\x01\x01\x01\x01"]
    c.line(30, 30, 33, 31)
    assert [c.get_pixel(x, y) for x, y in ((30, 30), (31, 30), (32, 31), (33, 31))] == [1] * 4
    assert c.get_pixel(-1, 0) is None and c.get_pixel(296, 0) is None
    assert c.get_pixel(0, 128) is None


def test_inverted_text():
    for rotation in (0, 270):
        plain = _make(rotation)
        plain.text(10, 10, "Ąb", "medium")
        boxed = _make(rotation)
        boxed.fill_rect(10, 10, 16, 16, 1)
        boxed.text(10, 10, "Ąb", "medium", color=0)
        with_bg = _make(rotation)
        with_bg.text(10, 10, "Ąb", "medium", color=0, bg=1)
        a = _rows(plain, 10, 10, 16, 16)
        b = _rows(boxed, 10, 10, 16, 16)
        assert a != b
        for i in range(len(a)):
            assert bytes(1 - v for v in a[i]) == b[i]
        assert _packed(with_bg) == _packed(boxed)
        # Ink text over ink changes nothing; paper text over paper neither.
        over = _make(rotation)
        over.fill_rect(0, 0, 50, 30, 1)
        over.text(10, 10, "Ąb", "medium", color=1)
        assert _ink(_rows(over, 0, 0, 50, 30)) == 50 * 30
        blank = _make(rotation)
        blank.text(10, 10, "Ąb", "medium", color=0)
        assert _bbox(blank) is None


def test_fit_cuts_long_names_with_an_ellipsis():
    c = _make(0)
    assert c.fit("Ania", 36) == "Ania"
    assert c.fit("Grzegorz", 48) == "Grzegorz"
    assert c.fit("Grzegorz", 42) == "Grzego\u2026"
    assert c.text_width(c.fit("Brzęczyszczykiewicz", 60), "small") <= 60
    assert c.fit("Ola", 5) == ""


def test_dirty_window_tracks_changes_in_whole_bytes():
    c = _make(0)
    assert c.take_dirty() is None
    c.text(10, 10, "Hi", "small")
    assert c.take_dirty() == (8, 10, 16, 12)
    assert c.take_dirty() is None
    c.hline(3, 5, 2)
    c.vline(100, 50, 10)
    assert c.take_dirty() == (0, 5, 104, 55)
    c.clear()
    assert c.take_dirty() == (0, 0, 296, 128)


def test_dirty_window_in_native_coordinates_fits_the_panel():
    shown = []

    class FakePanel(Panel):
        def _send(self, buf, full, window):
            shown.append(window)

    # Waveshare 2.13: 250x122 landscape, 122 pixels (16 bytes) native rows.
    panel = FakePanel(250, 122, 122, 250, 90)
    c = Canvas.for_panel(panel)
    assert (c.width, c.height, c.native_w, c.native_h) == (250, 122, 122, 250)
    c.text(10, 10, "Ok", "small")
    window = c.take_dirty()
    # Logical rows 10..21 are native columns 100..111; x 10..21 native rows.
    assert window == (96, 10, 16, 12)
    panel.show(c.buf, False, window)
    c.clear()
    window = c.take_dirty()
    assert window == (0, 0, 128, 250)
    panel.show(c.buf, True, window)
    c.fill_rect(245, 0, 5, 1)
    window = c.take_dirty()
    assert window == (120, 245, 8, 5)
    panel.show(c.buf, False, window)
    assert shown == [(96, 10, 16, 12), (0, 0, 128, 250), (120, 245, 8, 5)]
    c.mark_dirty()
    assert c.take_dirty() == (0, 0, 128, 250)


def test_geometry_is_checked():
    for args in ((296, 128, 128, 296, 0), (296, 128, 296, 128, 90), (296, 128, 296, 128, 45)):
        try:
            Canvas(*args)
        except ValueError:
            continue
        assert False, args
    try:
        Canvas(296, 128, 296, 128, 0, bytearray(10))
    except ValueError:
        pass
    else:
        assert False
    buf = bytearray(37 * 128)
    c = Canvas(296, 128, 296, 128, 0, buf)
    c.fill_rect(0, 0, 8, 1)
    assert buf[0] == 0xFF


def test_unknown_font_is_an_error():
    c = _make(0)
    try:
        c.text(0, 0, "x", "huge")
    except ValueError:
        return
    assert False


def test_a_square_bitmap_lands_on_its_square_turned_with_the_panel():
    # an "L" of ink in a 10 x 10 bitmap (2 bytes a row, the bits past 10
    # are 0): on every rotation it covers only its square and keeps its
    # ink; unrotated it reads as drawn, turned it is the same L turned,
    # and its 0 bits leave the ink under them alone
    size, stride = 10, 2
    buf = bytearray(stride * size)
    for y in range(size):
        buf[y * stride] |= 0x80            # the left column
    buf[(size - 1) * stride] = 0xFF        # the bottom row
    buf[(size - 1) * stride + 1] = 0xC0
    shapes = []
    for rotation in (0, 90, 180, 270):
        c = _make(rotation)
        c.fill_rect(21, 11, 1, 1)          # ink under a 0 bit stays
        c.blit_square(20, 10, size, buf, stride)
        assert _bbox(c) == (20, 10, 30, 20), rotation
        rows = _rows(c, 20, 10, size, size)
        assert _ink(rows) == 2 * size - 1 + 1, rotation
        shapes.append(rows)
        assert c.take_dirty() is not None
    assert shapes[0][0][0] == 1 and shapes[0][size - 1] == bytes([1] * size)
    # each turn is a quarter turn of the same L: its corner stays a corner
    for rows in shapes:
        corners = [rows[0][0], rows[0][size - 1], rows[size - 1][0], rows[size - 1][size - 1]]
        assert sorted(corners) == [0, 1, 1, 1], corners
