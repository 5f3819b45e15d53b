"""Dice drawn as the table knows them: squares with real pips for d6,
the number (or the face's label) for other dice, and a name under each
die when the dice belong to someone ("red", "white")."""

# Pip positions on a 3x3 grid (column, row) for faces 1-6.
PIPS = (
    (),
    ((1, 1),),
    ((0, 0), (2, 2)),
    ((0, 0), (1, 1), (2, 2)),
    ((0, 0), (2, 0), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
)


def draw_die(c, x, y, size, value, sides=6, label=None, invert=False):
    """One die with its top-left corner at (x, y)."""
    ink = 0 if invert else 1
    if invert:
        c.fill_rect(x, y, size, size, 1)
    else:
        c.fill_rect(x, y, size, size, 0)
    c.rect(x, y, size, size, 1)
    c.rect(x + 1, y + 1, size - 2, size - 2, 1)
    if sides == 6 and label is None and 1 <= value <= 6:
        pip = max(2, size // 7)
        step = (size - 2 * pip) // 4
        for col, row in PIPS[value]:
            px = x + pip + step * (1 + col) - pip // 2
            py = y + pip + step * (1 + row) - pip // 2
            c.fill_rect(px, py, pip, pip, ink)
        return
    s = label if label is not None else str(value)
    font = "large" if size >= 28 and len(s) <= 2 else ("medium" if size >= 18 else "small")
    s = c.fit(s, size - 4, font)
    c.text_center(x, y + (size - c.line_height(font)) // 2, size, s, font, color=ink)


def groups(labels, n):
    """Runs of dice with the same label (a player's two dice): [(first,
    count)]; each die its own group without labels."""
    out = []
    for i in range(n):
        if out and labels and labels[i] == labels[out[-1][0]]:
            out[-1][1] += 1
        else:
            out.append([i, 1])
    return out


GAP = 3             # between dice of one group
BIGGEST = 36        # a die's largest size, px
LABEL_FONT = "medium"
GROUP_GAP = 10      # between groups


def split(runs, rows):
    """The runs in ``rows`` rows of about the same number of dice, a run
    never split: the index of each row's first run."""
    total = 0
    for r in runs:
        total += r[1]
    starts = [0]
    count = 0
    for i in range(len(runs)):
        if len(starts) < rows and count >= total * len(starts) / rows and i:
            starts.append(i)
        count += runs[i][1]
    return starts


def run_width(r, size):
    """A run's width: its dice, or its label where that is wider (a
    colour's name is never cut under two small dice)."""
    w = r[1] * size + (r[1] - 1) * GAP
    return r[2] if len(r) > 2 and r[2] > w else w


def row_width(runs, size):
    w = 0
    for r in runs:
        w += run_width(r, size)
    return w + (len(runs) - 1) * GROUP_GAP


def _layout(runs, w, h, lh, strict=False):
    """(size, starts): the largest dice in one, two or three rows of
    ``runs`` that fit ``w`` x ``h``; ``strict``: size 0 where none fits
    (else the smallest dice, overflowing)."""
    best = None
    for rows in (1, 2, 3):
        if rows > len(runs):
            break
        starts = split(runs, rows)
        # From the largest size a die is drawn at down, a pixel at a
        # time: a row's width only grows with the size, so starting at
        # the row's height instead (often four times it) finds the same
        # size, after a hundred more widths worked out each frame.
        size = min(BIGGEST, (h - (len(starts) - 1) * 2) // len(starts) - lh)
        for k in range(len(starts)):
            part = runs[starts[k]:starts[k + 1] if k + 1 < len(starts) else len(runs)]
            while size > 8 and row_width(part, size) > w:
                size -= 1
            if strict and row_width(part, size) > w:
                size = 0        # too wide even with the smallest dice
        if best is None or size > best[0]:
            best = (size, starts)
    return best


def draw_dice(c, x, y, w, h, dice, values, labels=None, whole=False):
    """The dice in ``w`` x ``h`` px from (x, y), as large as they fit (up
    to 36 px) in one, two or three rows; a player's dice side by side
    with the name once under them. Where the names do not fit whole they
    are cut to their dice, or with ``whole`` nothing is drawn (a frame
    with less room than usual: a cut name is misread). Returns the size
    used."""
    n = len(values)
    if not n or h <= 0:
        return 0
    runs = groups(labels, n)
    # The labels are names (whose dice) and colours, read from across the
    # table as the dice are: the medium font, the dice as large as they
    # then fit.
    lh = c.line_height(LABEL_FONT) + 1 if labels else 0
    if labels:
        for r in runs:      # the label's width
            r.append(c.text_width(labels[r[0]], LABEL_FONT) + 2)
        size = _layout(runs, w, h, lh, True)[0]
        if size < 8:        # no room for whole labels: they are cut to their dice
            if whole:
                return 0
            for r in runs:
                r.pop()
    size, starts = _layout(runs, w, h, lh)
    if size < 8:
        return 0
    for k in range(len(starts)):
        part = runs[starts[k]:starts[k + 1] if k + 1 < len(starts) else len(runs)]
        xx = x + (w - row_width(part, size)) // 2
        yy = y + k * (size + lh + 2)
        for r in part:
            first, count = r[0], r[1]
            gw = run_width(r, size)
            dx = xx + (gw - count * size - (count - 1) * GAP) // 2
            for i in range(first, first + count):
                d = dice[i] if i < len(dice) else {"sides": 6}
                faces = d.get("faces")
                label = faces[values[i] - 1] if faces else None
                draw_die(c, dx + (i - first) * (size + GAP), yy, size, values[i],
                         d["sides"], label)
            if labels:
                span = gw + GROUP_GAP - 2
                c.text_center(xx - (GROUP_GAP - 2) // 2, yy + size + 1, span,
                              c.fit(labels[first], span, LABEL_FONT), LABEL_FONT)
            xx += gw + GROUP_GAP
    return size
