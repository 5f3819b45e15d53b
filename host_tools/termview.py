"""The panel drawn in a terminal, in the densest of three views that fits.

- ``pixels``: one column per panel pixel, two pixel rows per character
  cell (half blocks); the 296 x 128 panel takes 296 x 64 cells.
- ``braille``: a Unicode braille cell holds 2 x 4 pixels; the panel takes
  148 x 32 cells (a 250 x 122 panel 125 x 31).
- ``text``: the texts on the screen, the rows ``--text`` prints (the chosen
  item in [brackets], the title, the key hints), with the dice as faces:
  enough to play a whole game in an 80-column terminal.

Under the panel one line names the keys and what the panel did for the
last press (a full or a partial refresh, or none). Every line is cut to
the terminal's width, so nothing wraps even in a view forced too wide.
"""

VIEWS = ("pixels", "braille", "text")

# Braille dots: bit of each (column, row) of the 2 x 4 cell (Unicode's
# numbering puts dots 7 and 8, the bottom row, after the other six).
BRAILLE_BASE = 0x2800
BRAILLE_BITS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))
# A d6 drawn with pips, in the text view: its face and its number.
DIE_FACES = "\u2680\u2681\u2682\u2683\u2684\u2685"

KEYS_LINE = "keys: a b c, shift+a/b/c = long press, \u2191 \u2193, q = quit"


def cells(view, width, height):
    """(columns, rows) of character cells the panel takes in a view
    (``text`` has no fixed size: None)."""
    if view == "pixels":
        return width, (height + 1) // 2
    if view == "braille":
        return (width + 1) // 2, (height + 3) // 4
    return None


def choose(columns, lines, width, height):
    """The densest view whose panel and key line fit a terminal of
    ``columns`` x ``lines``; the text view fits any."""
    for view in VIEWS[:2]:
        w, h = cells(view, width, height)
        if columns >= w and lines >= h + 1:
            return view
    return "text"


def pixel_lines(ink):
    """Rows of 0/1 (1 = ink) as half-block lines, two pixel rows a line."""
    out = []
    for y in range(0, len(ink), 2):
        top = ink[y]
        bottom = ink[y + 1] if y + 1 < len(ink) else [0] * len(top)
        out.append("".join(" \u2584\u2580\u2588"[t * 2 + b] for t, b in zip(top, bottom)))
    return out


def braille_lines(ink):
    """Rows of 0/1 (1 = ink) as braille lines, 2 x 4 pixels a character;
    a cell without ink is a space."""
    h = len(ink)
    w = len(ink[0]) if h else 0
    out = []
    for y0 in range(0, h, 4):
        row = []
        for x0 in range(0, w, 2):
            bits = 0
            for dy in range(4):
                if y0 + dy < h:
                    line = ink[y0 + dy]
                    for dx in range(2):
                        if x0 + dx < w and line[x0 + dx]:
                            bits |= BRAILLE_BITS[dy][dx]
            row.append(chr(BRAILLE_BASE + bits) if bits else " ")
        out.append("".join(row))
    return out


def text_lines(rows, columns):
    """The screen's text rows in a box as wide as the longest (at least 40
    columns, at most the terminal)."""
    inner = max(0, min(columns - 4, max([40] + [len(r) for r in rows])))
    out = ["\u250c" + "\u2500" * (inner + 2) + "\u2510"]
    for r in rows:
        r = r[:inner]
        out.append("\u2502 " + r + " " * (inner - len(r)) + " \u2502")
    out.append("\u2514" + "\u2500" * (inner + 2) + "\u2518")
    return out


def screen_rows(app):
    """The texts on the app's top screen as rows (``simloop.screen_text``),
    with each d6 drawn as pips written as a text there too ("\u2684 5"):
    the text view shows the roll. The die's text goes through the canvas's
    text call that ``screen_text`` records; what it draws on the canvas is
    never shown (the next press clears and redraws the canvas)."""
    import simloop

    from ui import dice_view
    real_die = dice_view.draw_die

    def die(c, x, y, size, value, sides=6, label=None, invert=False):
        real_die(c, x, y, size, value, sides, label, invert)
        if sides == 6 and label is None and 1 <= value <= 6:
            c.text(x, y, DIE_FACES[value - 1] + " " + str(value), "small", 0 if invert else 1)

    dice_view.draw_die = die        # draw_row looks it up at every call
    try:
        return simloop.screen_text(app)
    finally:
        dice_view.draw_die = real_die


def status_line(refresh):
    """The line under the panel: the keys, and the last press's refresh."""
    return "%s   refresh: %s" % (KEYS_LINE, refresh)


def render(view, columns, ink=None, rows=None, refresh="full"):
    """The lines of one view, each cut to ``columns``: the panel (from its
    ``ink``, rows of 0/1, or in the text view from the screen's text
    ``rows``) and the status line."""
    if view == "text":
        lines = text_lines(rows or [], columns)
    elif view == "pixels":
        lines = pixel_lines(ink)
    else:
        lines = braille_lines(ink)
    lines.append(status_line(refresh))
    return [line[:columns] for line in lines]
