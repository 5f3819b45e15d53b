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
    arranged for a terminal:

    - the title as a heading over a rule, so that only the chosen item is
      in [brackets];
    - the dice on one line of their own under the body ("Dice: \u2684 5
      \u2682 3", a player's colour before their dice), not among the
      score rows they sit beside on the panel;
    - a menu longer than the panel shows says how many items are above
      and below;
    - the QR code, which is only pixels, says to widen the terminal.

    The texts of a die go through the canvas's text call that
    ``screen_text`` records; what it draws on the canvas is never shown
    (the next press clears and redraws the canvas)."""
    import simloop

    from ui import dice_view, widgets
    real_dice = dice_view.draw_dice
    line = []

    def dice(c, x, y, w, h, specs, values, labels=None, whole=False):
        recording = c.__dict__.get("text")
        real_die = dice_view.draw_die
        parts = []

        group = [0]         # where the dice drawn since the last caption begin

        def die(c, x, y, size, value, sides=6, label=None, invert=False):
            real_die(c, x, y, size, value, sides, label, invert)
            if sides == 6 and label is None and 1 <= value <= 6:
                parts.append(DIE_FACES[value - 1] + " " + str(value))
            else:
                parts.append(label or str(value))

        def caption(x, y, s, font="small", color=1, bg=None):
            # drawn under its dice, after them: put before them
            parts.insert(group[0], s + ":")
            group[0] = len(parts)
        dice_view.draw_die = die
        c.text = caption
        try:
            size = real_dice(c, x, y, w, h, specs, values, labels, whole)
        finally:
            dice_view.draw_die = real_die
            if recording is None:
                del c.text
            else:
                c.text = recording
        line.append(" ".join(parts))
        return size

    dice_view.draw_dice = dice      # play.py imports it at every frame
    try:
        rows = simloop.screen_text(app)
    finally:
        dice_view.draw_dice = real_dice
    top = app.top()
    footer = bool(getattr(top, "hint", None)) or type(top).__name__ == "PlayScreen"
    body_end = len(rows) - 1 if footer and len(rows) > 1 else len(rows)
    if isinstance(top, widgets.Menu) and len(top.items) > getattr(top, "shown", 0) > 0:
        below = len(top.items) - top.top - top.shown
        if below > 0:
            rows.insert(body_end, "\u25bc %d more" % below)
        if top.top:
            rows.insert(1, "\u25b2 %d more" % top.top)
    note = app.note if type(top).__name__ == "PlayScreen" else None
    if note:    # the confirmation over the hints: inverted, but not a choice
        for i in range(len(rows)):
            r = rows[i]
            if r.startswith("[") and r.endswith("]") and r[1:-1] in note:
                rows[i] = r[1:-1]
                body_end = min(body_end, i)
    if line:
        rows.insert(body_end, "Dice: " + "  ".join(line))
    if type(top).__name__ == "QRScreen":
        rows.insert(1, "(a QR code: widen the terminal to 148 columns to see it;"
                       " B goes back)")
    if rows and rows[0].startswith("[") and rows[0].endswith("]"):
        rows[0:1] = [rows[0][1:-1], "\u2500" * (len(rows[0]) - 2)]
    return rows


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
